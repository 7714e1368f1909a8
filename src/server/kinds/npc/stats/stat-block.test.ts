import { describe, expect, it } from 'vitest';
import {
  NPC_AGES,
  NPC_CHALLENGE_RATINGS,
  NPC_RACES,
  npcRequestSchema,
  npcStatBlockSchema,
} from '../../../../shared/kinds/npc.js';
import { createRng } from '../../../engine/rng.js';
import { generateNpc } from '../generate.js';
import { npcAi } from '../npc-ai.js';
import { PROFILES } from '../text/occupations.js';
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
      expect(row.hitPoints[0]).toBeLessThanOrEqual(row.hitPoints[1]);
    }
  });

  it('gives modifiers as floor((score - 10) / 2)', () => {
    expect([1, 3, 8, 9, 10, 11, 12, 15, 20, 30].map(abilityModifier)).toEqual([
      -5, -4, -1, -1, 0, 0, 1, 2, 5, 10,
    ]);
  });
});

describe('stat blocks over every CR', () => {
  it.each([...NPC_CHALLENGE_RATINGS])('CR %s lands on the table', (cr) => {
    const row = crRow(cr);
    let n = 0;
    for (const race of NPC_RACES) {
      for (const profile of PROFILES) {
        for (let seed = 0; seed < 4; seed++) {
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
          expect(block.hitPoints, where).toBeGreaterThanOrEqual(row.hitPoints[0]);
          expect(block.hitPoints, where).toBeLessThanOrEqual(row.hitPoints[1]);
          expect(Math.abs(block.armorClass - row.armorClass), where).toBeLessThanOrEqual(2);
          expect(Math.abs(block.attackBonus - row.attackBonus), where).toBeLessThanOrEqual(2);
          if (block.saveDc !== null)
            expect(Math.abs(block.saveDc - row.saveDc), where).toBeLessThanOrEqual(1);
          expect(block.damagePerRound, where).toBeGreaterThanOrEqual(row.damagePerRound[0]);
          expect(block.damagePerRound, where).toBeLessThanOrEqual(row.damagePerRound[1]);
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
            // Constitution's modifier times the dice, as the SRD adds it.
            expect(sign === '−' ? -bonus : bonus, where).toBe(count * abilityModifier(block.abilities.con));
          }
          // Saves are the ability modifier plus the proficiency bonus.
          for (const save of block.savingThrows) {
            const key = save.ability.toLowerCase() as keyof typeof block.abilities;
            expect(save.bonus, where).toBe(abilityModifier(block.abilities[key]) + row.proficiency);
          }
          // The attack action states the computed bonus.
          expect(
            block.actions.some((a) => a.text.includes(`+${block.attackBonus} to hit`)),
            where,
          ).toBe(true);
        }
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
