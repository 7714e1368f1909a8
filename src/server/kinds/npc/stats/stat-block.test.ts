import { describe, expect, it } from 'vitest';
import {
  NPC_AGES,
  NPC_CHALLENGE_RATINGS,
  NPC_RACES,
  type NpcChallengeRating,
  type NpcLooks,
  npcRequestSchema,
  npcStatBlockSchema,
} from '../../../../shared/kinds/npc.js';
import { createRng } from '../../../engine/rng.js';
import { generateNpc } from '../generate.js';
import { npcAi } from '../npc-ai.js';
import { PROFILES, type Profile } from '../text/occupations.js';
import { ARCHETYPES } from './archetypes.js';
import { abilityModifier, CR_TABLE, crRow, proficiencyFor } from './cr-table.js';
import { buildStatBlock, deriveChallengeRating } from './stat-block.js';

// The SRD 5.1 'Experience Points by Challenge Rating' table, typed out again so the module is checked against it.
const SRD_XP: Record<string, number> = {
  '0': 10,
  '1/8': 25,
  '1/4': 50,
  '1/2': 100,
  '1': 200,
  '2': 450,
  '3': 700,
  '4': 1100,
  '5': 1800,
  '6': 2300,
  '7': 2900,
  '8': 3900,
  '9': 5000,
  '10': 5900,
  '11': 7200,
  '12': 8400,
  '13': 10000,
  '14': 11500,
  '15': 13000,
  '16': 15000,
  '17': 18000,
  '18': 20000,
  '19': 22000,
  '20': 25000,
  '21': 33000,
  '22': 41000,
  '23': 50000,
  '24': 62000,
  '25': 75000,
  '26': 90000,
  '27': 105000,
  '28': 120000,
  '29': 135000,
  '30': 155000,
};

const request = (over: Record<string, unknown> = {}) =>
  npcRequestSchema.parse({
    race: 'random',
    gender: 'random',
    occupation: 'random',
    age: 'random',
    socialClass: 'random',
    artStyle: 'fantasy',
    ...over,
  });

describe('the challenge rating table', () => {
  it('covers every SRD CR with its proficiency bonus and XP', () => {
    expect(CR_TABLE.map((row) => row.cr)).toEqual([...NPC_CHALLENGE_RATINGS]);
    for (const row of CR_TABLE) {
      expect(row.xp, row.cr).toBe(SRD_XP[row.cr]);
      expect(row.proficiency, row.cr).toBe(proficiencyFor(row.value));
    }
  });

  it('gives modifiers as floor((score - 10) / 2)', () => {
    expect([1, 3, 8, 9, 10, 11, 12, 15, 20, 30].map(abilityModifier)).toEqual([
      -5, -4, -1, -1, 0, 0, 1, 2, 5, 10,
    ]);
  });
});

// The SRD 5.1 NPCs (Appendix: Nonplayer Characters), typed out again from the book so the blocks are checked against it:
// armour worn, AC, hit points, attack bonus, attacks a round, damage of that round (weapon only), caster level, DC.
const SRD: readonly {
  name: string;
  line: string;
  cr: NpcChallengeRating;
  armour: string | null;
  shield: boolean;
  weapon: string;
  ac: number;
  hp: number;
  attack: number;
  dpr: number;
  level: number | null;
  dc: number | null;
}[] = [
  {
    name: 'Commoner',
    line: 'innkeeper',
    cr: '0',
    armour: null,
    shield: false,
    weapon: 'club',
    ac: 10,
    hp: 4,
    attack: 2,
    dpr: 2,
    level: null,
    dc: null,
  },
  {
    name: 'Guard',
    line: 'guard',
    cr: '1/8',
    armour: 'chain shirt',
    shield: true,
    weapon: 'spear',
    ac: 16,
    hp: 11,
    attack: 3,
    dpr: 4,
    level: null,
    dc: null,
  },
  {
    name: 'Bandit',
    line: 'thief',
    cr: '1/8',
    armour: 'leather',
    shield: false,
    weapon: 'scimitar',
    ac: 12,
    hp: 11,
    attack: 3,
    dpr: 4,
    level: null,
    dc: null,
  },
  {
    name: 'Noble',
    line: 'noble',
    cr: '1/8',
    armour: 'breastplate',
    shield: false,
    weapon: 'rapier',
    ac: 15,
    hp: 9,
    attack: 3,
    dpr: 5,
    level: null,
    dc: null,
  },
  {
    name: 'Acolyte',
    line: 'priest',
    cr: '1/4',
    armour: null,
    shield: false,
    weapon: 'club',
    ac: 10,
    hp: 9,
    attack: 2,
    dpr: 2,
    level: 1,
    dc: 12,
  },
  {
    name: 'Scout',
    line: 'ranger',
    cr: '1/2',
    armour: 'leather',
    shield: false,
    weapon: 'shortsword',
    ac: 13,
    hp: 16,
    attack: 4,
    dpr: 10,
    level: null,
    dc: null,
  },
  {
    name: 'Thug',
    line: 'guard',
    cr: '1/2',
    armour: 'leather',
    shield: false,
    weapon: 'mace',
    ac: 11,
    hp: 32,
    attack: 4,
    dpr: 10,
    level: null,
    dc: null,
  },
  {
    name: 'Spy',
    line: 'thief',
    cr: '1',
    armour: null,
    shield: false,
    weapon: 'shortsword',
    ac: 12,
    hp: 27,
    attack: 4,
    dpr: 10,
    level: null,
    dc: null,
  },
  {
    name: 'Priest',
    line: 'priest',
    cr: '2',
    armour: 'chain shirt',
    shield: false,
    weapon: 'mace',
    ac: 13,
    hp: 27,
    attack: 2,
    dpr: 3,
    level: 5,
    dc: 13,
  },
  {
    name: 'Bandit Captain',
    line: 'outlaw',
    cr: '2',
    armour: 'studded leather',
    shield: false,
    weapon: 'scimitar',
    ac: 15,
    hp: 65,
    attack: 5,
    dpr: 17,
    level: null,
    dc: null,
  },
  {
    name: 'Knight',
    line: 'noble',
    cr: '3',
    armour: 'plate',
    shield: false,
    weapon: 'greatsword',
    ac: 18,
    hp: 52,
    attack: 5,
    dpr: 20,
    level: null,
    dc: null,
  },
  {
    name: 'Veteran',
    line: 'guard',
    cr: '3',
    armour: 'splint',
    shield: false,
    weapon: 'longsword',
    ac: 17,
    hp: 58,
    attack: 5,
    dpr: 20,
    level: null,
    dc: null,
  },
  {
    name: 'Gladiator',
    line: 'guard',
    cr: '5',
    armour: 'studded leather',
    shield: true,
    weapon: 'spear',
    ac: 16,
    hp: 112,
    attack: 7,
    dpr: 33,
    level: null,
    dc: null,
  },
  {
    name: 'Mage',
    line: 'wizard',
    cr: '6',
    armour: null,
    shield: false,
    weapon: 'dagger',
    ac: 15,
    hp: 40,
    attack: 5,
    dpr: 4,
    level: 9,
    dc: 14,
  },
  {
    name: 'Assassin',
    line: 'thief',
    cr: '8',
    armour: 'studded leather',
    shield: false,
    weapon: 'shortsword',
    ac: 15,
    hp: 78,
    attack: 6,
    dpr: 12,
    level: null,
    dc: null,
  },
  {
    name: 'Archmage',
    line: 'wizard',
    cr: '12',
    armour: null,
    shield: false,
    weapon: 'dagger',
    ac: 15,
    hp: 99,
    attack: 6,
    dpr: 4,
    level: 18,
    dc: 17,
  },
];

/** A decided look wearing the given armour and holding the given weapon (all a stat block reads of it). */
const lookWith = (armour: string | null, shield: boolean, weapon: string) =>
  ({
    skin: { word: 'brown', hex: '#6a4a30', kind: 'skin' },
    clothing: { archetype: 'commoner', headwear: null, cloth: '#6a4a30' },
    heldItem: null,
    armour: armour ? { name: armour, shield } : null,
    weapon: { name: weapon, carried: 'hand' },
  }) as unknown as NpcLooks;

describe('stat blocks stand on the SRD’s own NPCs', () => {
  it.each(SRD)('$name (CR $cr): hit points, attack, damage and spellcasting as the SRD gives them', (srd) => {
    for (let seed = 0; seed < 6; seed++) {
      const block = buildStatBlock(
        {
          name: 'Tamsin Vell',
          race: 'human',
          ageCategory: 'adult',
          profile: srd.line as Profile,
          looks: lookWith(srd.armour, srd.shield, srd.weapon),
          friendliness: 5,
          honesty: 5,
          challengeRating: srd.cr,
        },
        createRng(seed, 'srd').fork('stat-block'),
      );
      const where = `${srd.name} seed ${seed}: ${JSON.stringify(block)}`;
      // Hit dice come in whole dice: within a die and a half of the SRD's figure.
      expect(Math.abs(block.hitPoints - srd.hp), where).toBeLessThanOrEqual(Math.max(2, srd.hp * 0.08));
      expect(block.attackBonus, where).toBe(srd.attack);
      expect(Math.abs(block.armorClass - srd.ac), where).toBeLessThanOrEqual(1);
      const weaponDamage =
        block.damagePerRound - (Number(/extra (\d+)/.exec(JSON.stringify(block.traits))?.[1]) || 0);
      expect(Math.abs(weaponDamage - srd.dpr), where).toBeLessThanOrEqual(Math.max(2, srd.dpr * 0.15));
      const spells = block.traits.find((t) => t.name === 'Spellcasting')?.text ?? '';
      if (srd.level === null) expect(spells, where).toBe('');
      else {
        expect(spells, where).toMatch(new RegExp(`\\b${srd.level}(?:st|nd|rd|th)-level spellcaster\\b`));
        expect(block.saveDc, where).toBe(srd.dc);
      }
      expect(
        block.actions.some((a) => a.name.toLowerCase() === srd.weapon),
        where,
      ).toBe(true);
    }
  });

  it('gives an elderly human caster at CR 6 the Mage’s 40 hit points, not a monster’s 150', () => {
    for (let seed = 0; seed < 30; seed++) {
      const npc = generateNpc(
        request({
          statBlock: true,
          challengeRating: '6',
          race: 'human',
          occupation: 'wizard',
          age: 'elderly',
        }),
        seed,
      );
      expect(npc.statBlock?.hitPoints, `seed ${seed}`).toBeGreaterThanOrEqual(36);
      expect(npc.statBlock?.hitPoints, `seed ${seed}`).toBeLessThanOrEqual(44);
    }
  });

  it('fights with the weapon and in the armour the look shows', () => {
    for (let seed = 0; seed < 200; seed++) {
      const npc = generateNpc(request({ statBlock: true }), seed);
      const block = npc.statBlock!;
      const shown = npc.looks?.weapon?.name ?? null;
      if (shown && npc.ageCategory !== 'child')
        expect(
          block.actions.some((a) => a.name.toLowerCase() === shown),
          `seed ${seed} ${shown}`,
        ).toBe(true);
      const armour = npc.looks?.armour?.name;
      if (armour && npc.ageCategory !== 'child') expect(block.armorNote, `seed ${seed}`).toContain(armour);
      // Never a magic bonus the appearance does not name.
      expect(block.armorNote, `seed ${seed}`).not.toMatch(/\+\d/);
    }
  });

  it('names the caster in the spellcasting trait, never "its"', () => {
    for (const profile of ['wizard', 'priest', 'bard'] as const) {
      const block = buildStatBlock(
        {
          name: 'Ada Vell',
          race: 'elf',
          ageCategory: 'adult',
          profile,
          friendliness: 5,
          honesty: 5,
          challengeRating: '3',
        },
        createRng(1, 'x'),
      );
      const text = block.traits.find((t) => t.name === 'Spellcasting')?.text ?? '';
      expect(text).toMatch(/^Ada is an? \d+(?:st|nd|rd|th)-level spellcaster/);
      expect(text).not.toMatch(/\bIts?\b/);
    }
  });
});

describe('stat blocks over every CR', () => {
  it.each([...NPC_CHALLENGE_RATINGS])('CR %s: the SRD’s proficiency and XP, true dice and saves', (cr) => {
    const row = crRow(cr);
    let n = 0;
    for (const race of NPC_RACES) {
      for (const profile of PROFILES) {
        for (let seed = 0; seed < 3; seed++) {
          const block = buildStatBlock(
            {
              name: 'Tamsin Vell',
              race,
              ageCategory: NPC_AGES[(seed + n) % NPC_AGES.length] ?? 'adult',
              profile,
              friendliness: 1 + ((seed * 3) % 10),
              honesty: 1 + ((seed * 7) % 10),
              challengeRating: cr,
            },
            createRng(seed * 7919 + n, 'npc').fork('stat-block'),
          );
          n++;
          const where = `${race} ${profile} seed ${seed}: ${JSON.stringify(block)}`;
          expect(npcStatBlockSchema.safeParse(block).success, where).toBe(true);
          expect(block.challengeRating).toBe(cr);
          expect(block.xp).toBe(SRD_XP[cr]);
          expect(block.proficiencyBonus, where).toBe(row.proficiency);
          // The hit dice's average is the hit points (SRD: average of the dice plus Con modifier per die).
          const dice = /^(\d+)d(\d+)(?: ([+−]) (\d+))?$/.exec(block.hitDice);
          expect(dice, where).not.toBeNull();
          if (dice) {
            const [count, die, sign, bonus] = [
              Number(dice[1]),
              Number(dice[2]),
              dice[3],
              Number(dice[4] ?? 0),
            ];
            const expected = Math.floor((count * (die + 1)) / 2) + (sign === '−' ? -bonus : bonus);
            expect(Math.max(1, expected), where).toBe(block.hitPoints);
            expect(sign === '−' ? -bonus : bonus, where).toBe(count * abilityModifier(block.abilities.con));
          }
          for (const save of block.savingThrows) {
            const key = save.ability.toLowerCase() as keyof typeof block.abilities;
            expect(save.bonus, where).toBe(abilityModifier(block.abilities[key]) + row.proficiency);
          }
          expect(
            block.actions.some((a) =>
              a.text.includes(`${block.attackBonus >= 0 ? '+' : '−'}${Math.abs(block.attackBonus)} to hit`),
            ),
            where,
          ).toBe(true);
        }
      }
    }
  });

  it('grows with the rating: a higher CR never has fewer hit points on the same line', () => {
    for (const profile of PROFILES) {
      let last = 0;
      for (const cr of NPC_CHALLENGE_RATINGS) {
        const block = buildStatBlock(
          {
            name: 'Tamsin Vell',
            race: 'human',
            ageCategory: 'adult',
            profile,
            friendliness: 5,
            honesty: 5,
            challengeRating: cr,
          },
          createRng(3, 'grow').fork('stat-block'),
        );
        // Whole dice may round a step down between two close ratings; never by more than a die.
        expect(block.hitPoints, `${profile} CR ${cr}`).toBeGreaterThanOrEqual(last - 5);
        last = Math.max(last, block.hitPoints);
      }
    }
  });
});

describe('a stat block on an NPC', () => {
  it('is null unless asked for, and asking changes nothing else', () => {
    const plain = generateNpc(request(), 42);
    expect(plain.statBlock).toBeNull();
    const withBlock = generateNpc(request({ statBlock: true }), 42);
    expect(withBlock.statBlock).not.toBeNull();
    expect({ ...withBlock, statBlock: null }).toEqual(plain);
  });

  it('is the same for the same request and seed', () => {
    for (let seed = 0; seed < 20; seed++) {
      const r = request({ statBlock: true });
      expect(generateNpc(r, seed).statBlock).toEqual(generateNpc(r, seed).statBlock);
    }
  });

  it("names every language: a human's or half-elf's free choice is a standard language it does not already speak", () => {
    for (const race of ['human', 'half-elf'] as const) {
      const seen = new Set<string>();
      for (let seed = 0; seed < 40; seed++) {
        const { languages } = generateNpc(request({ statBlock: true, race }), seed).statBlock!;
        expect(languages).not.toContain('one other language');
        expect(new Set(languages).size, languages.join(', ')).toBe(languages.length);
        expect(languages.length).toBe(race === 'human' ? 2 : 3);
        seen.add(languages.at(-1)!);
      }
      expect(seen.size, race).toBeGreaterThan(3);
    }
  });

  it('is a fixed fact for AI providers: the model never writes it', () => {
    const asked = request({ statBlock: true });
    const npc = generateNpc(asked, 3);
    expect(npcAi.fixed(npc, asked).statBlock).toEqual(npc.statBlock);
    const plain = request();
    expect(npcAi.fixed(generateNpc(plain, 3), plain).statBlock).toBeNull();
  });

  it('gives the same block when its derived rating is chosen (re-forging keeps it)', () => {
    for (let seed = 0; seed < 20; seed++) {
      const derived = generateNpc(request({ statBlock: true }), seed).statBlock;
      const chosen = generateNpc(
        request({ statBlock: true, challengeRating: derived?.challengeRating }),
        seed,
      );
      expect(chosen.statBlock).toEqual(derived);
    }
  });

  it('keeps a chosen challenge rating', () => {
    const npc = generateNpc(request({ statBlock: true, challengeRating: '5', race: 'dwarf' }), 7);
    expect(npc.statBlock?.challengeRating).toBe('5');
    expect(npc.statBlock?.damageResistances).toContain('poison');
  });

  it('derives a rating from the trade and age', () => {
    const rng = createRng(1, 'test');
    for (let i = 0; i < 50; i++) {
      expect(['0', '1/8']).toContain(deriveChallengeRating('farmer', 'child', rng));
      expect(['0', '1/8', '1/4']).toContain(deriveChallengeRating('farmer', 'adult', rng));
      const guard = crRow(deriveChallengeRating('guard', 'adult', rng)).value;
      expect(guard).toBeGreaterThanOrEqual(0.125);
      expect(guard).toBeLessThanOrEqual(1);
    }
    const wizards = (age: 'young' | 'ancient') =>
      Array.from({ length: 200 }, () => crRow(deriveChallengeRating('wizard', age, rng)).value).reduce(
        (a, b) => a + b,
      );
    expect(wizards('ancient')).toBeGreaterThan(wizards('young'));
    // Every trade's own ratings are real ones.
    for (const arch of Object.values(ARCHETYPES))
      for (const cr of arch.crs) expect(NPC_CHALLENGE_RATINGS).toContain(cr);
  });

  it('gives a dragonborn the breath of the colour of its scales', () => {
    for (let seed = 0; seed < 40; seed++) {
      const npc = generateNpc(request({ statBlock: true, race: 'dragonborn' }), seed);
      const block = npc.statBlock;
      expect(block?.actions.some((a) => a.name.startsWith('Breath Weapon'))).toBe(true);
      const colour = /Descends from (\w+) dragons/.exec(
        block?.traits.find((t) => t.name === 'Draconic Ancestry')?.text ?? '',
      )?.[1];
      expect(colour).toBeTruthy();
      const word = npc.looks?.skin.word ?? '';
      if (/\b(red|blue|green|black|white|gold|silver|brass|bronze|copper)\b/.test(word)) {
        expect(word).toContain(colour);
      }
    }
  });
});
