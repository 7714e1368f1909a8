// The NPC's dnd5e Actor over every challenge rating, people and trade (decision 022): it passes the mirror of the
// dnd5e 5.x data model, and every number dnd5e derives from it (modifiers, proficiency from CR, saves, skills, passive
// Perception, attack and damage) equals the stat block's.
import { describe, expect, it } from 'vitest';
import type { Entity } from '../../../shared/content.js';
import {
  NPC_AGES,
  NPC_CHALLENGE_RATINGS,
  NPC_RACES,
  type NpcData,
  type NpcStatBlock,
} from '../../../shared/kinds/npc.js';
import { createRng } from '../../engine/rng.js';
import { type FoundryActorContext, foundryId } from '../../export/foundry.js';
import { dnd5eNpcActorSchema } from '../../test/foundry-schemas.js';
import { crNumber, npcActor, parseAttack } from './npc-foundry.js';
import { abilityModifier } from './stats/cr-table.js';
import { buildStatBlock } from './stats/stat-block.js';
import { PROFILES } from './text/occupations.js';

const context: FoundryActorContext = {
  img: null,
  html: '<h1>Tamsin</h1>',
  stats: (systemId, systemVersion) => ({
    coreVersion: '13.345',
    systemId,
    systemVersion,
    createdTime: 0,
    modifiedTime: 0,
    lastModifiedBy: null,
    compendiumSource: null,
    duplicateSource: null,
    exportSource: null,
  }),
  id: (part) => foundryId('npc', 1, part),
};

const npcWith = (statBlock: NpcStatBlock | null, name = 'Tamsin Vell') =>
  ({ name, statBlock }) as unknown as Entity<NpcData>;

/** dnd5e's proficiency from a CR (Proficiency.calculateMod(max(cr, 1))): the SRD's table. */
const dnd5eProficiency = (cr: number) => Math.floor((Math.max(cr, 1) + 7) / 4);
const average = (count: number, die: number) => Math.floor((count * (die + 1)) / 2);

type Actor = ReturnType<typeof dnd5eNpcActorSchema.parse>;

/** Every number of the actor against the stat block it was built from. */
function expectStatBlockNumbers(actor: Actor, block: NpcStatBlock, where: string) {
  const system = actor.system as unknown as {
    abilities: Record<string, { value: number; proficient: number }>;
    attributes: { ac: unknown; hp: unknown; movement: unknown; spellcasting: string };
    details: { cr: number; alignment: string; spellLevel: number };
    traits: { size: string; dr: { value: string[] }; languages: { value: string[]; custom: string } };
    skills: Record<string, { value: number; ability: string }>;
  };
  const cr = system.details.cr;
  expect(cr, where).toBe(crNumber(block.challengeRating));
  const prof = dnd5eProficiency(cr);
  expect(prof, where).toBe(block.proficiencyBonus);
  const mod = (ability: string) => abilityModifier(system.abilities[ability]!.value);
  for (const [ability, score] of Object.entries(block.abilities)) {
    expect(system.abilities[ability]!.value, where).toBe(score);
  }
  for (const save of block.savingThrows) {
    const ability = save.ability.toLowerCase();
    expect(system.abilities[ability]!.proficient, where).toBe(1);
    expect(mod(ability) + prof, where).toBe(save.bonus);
  }
  const proficientSaves = Object.values(system.abilities).filter((a) => a.proficient === 1).length;
  expect(proficientSaves, where).toBe(block.savingThrows.length);
  expect(system.attributes.ac, where).toEqual({ flat: block.armorClass, calc: 'flat', formula: '' });
  const hp = system.attributes.hp as { value: number; max: number; formula: string };
  expect([hp.value, hp.max], where).toEqual([block.hitPoints, block.hitPoints]);
  const dice = /^(\d+)d(\d+)(?: ([+-]) (\d+))?$/.exec(hp.formula);
  if (dice) {
    const bonus = (dice[3] === '-' ? -1 : 1) * Number(dice[4] ?? 0);
    expect(Math.max(1, average(Number(dice[1]), Number(dice[2])) + bonus), where).toBe(block.hitPoints);
  } else expect(hp.formula, where).toBe(String(block.hitPoints));
  // dnd5e's skill bonus: the ability's modifier plus proficiency times the skill's value.
  const skillBonuses = Object.values(system.skills)
    .filter((skill) => skill.value === 1)
    .map((skill) => mod(skill.ability) + prof);
  expect(skillBonuses.sort(), where).toEqual(block.skills.map((skill) => skill.bonus).sort());
  const perception = system.skills.prc!;
  expect(10 + mod('wis') + prof * perception.value, where).toBe(block.passivePerception);
  expect(system.traits.size, where).toBe(block.size === 'Small' ? 'sm' : 'med');
  expect(system.traits.dr.value, where).toEqual(block.damageResistances);
  const { value: languages, custom } = system.traits.languages;
  expect(languages.length + (custom ? custom.split('; ').length : 0), where).toBe(block.languages.length);
  expect((system.attributes.movement as { walk: number }).walk, where).toBe(Number.parseInt(block.speed, 10));
  expect(system.details.alignment, where).toBe(block.alignment);

  // Traits then actions, in order; every attack rolls the stat block's to-hit and average damage.
  const named = [...block.traits, ...block.actions];
  expect(
    actor.items.map((item) => item.name),
    where,
  ).toEqual(named.map((n) => n.name));
  for (const [i, action] of block.actions.entries()) {
    const item = actor.items[block.traits.length + i]!;
    const printed = /Hit: (\d+)/.exec(action.text);
    if (!/ to hit, /.test(action.text)) {
      expect(item.type, `${where}: ${action.name}`).toBe('feat');
      continue;
    }
    expect(item.type, `${where}: ${action.name}`).toBe('weapon');
    const [activity] = Object.values(item.system.activities) as {
      attack: { bonus: string; flat: boolean };
      damage: {
        includeBase: boolean;
        parts: {
          number: number | null;
          denomination: number | null;
          bonus: string;
          custom: { enabled: boolean; formula: string };
        }[];
      };
    }[];
    expect(activity!.attack.flat).toBe(true);
    expect(Number(activity!.attack.bonus), where).toBe(block.attackBonus);
    const [part] = activity!.damage.parts;
    const rolled = part!.custom.enabled
      ? Number(part!.custom.formula)
      : average(part!.number!, part!.denomination!) + Number(part!.bonus || 0);
    expect(rolled, `${where}: ${action.text}`).toBe(Number(printed![1]));
  }
  const caster = block.traits.some((t) => t.name === 'Spellcasting');
  expect(system.attributes.spellcasting !== '', where).toBe(caster);
  expect(system.details.spellLevel > 0, where).toBe(caster);
}

describe('the NPC as a dnd5e actor', () => {
  it.each([...NPC_CHALLENGE_RATINGS])(
    'CR %s: every people and trade gives an actor of the dnd5e shape with the stat block numbers',
    (cr) => {
      let n = 0;
      for (const race of NPC_RACES) {
        for (const profile of PROFILES) {
          const block = buildStatBlock(
            {
              name: 'Tamsin Vell',
              race,
              ageCategory: NPC_AGES[n % NPC_AGES.length] ?? 'adult',
              profile,
              friendliness: 1 + ((n * 3) % 10),
              honesty: 1 + ((n * 7) % 10),
              challengeRating: cr,
            },
            createRng(n * 7919, 'npc').fork('stat-block'),
          );
          n++;
          const where = `${race} ${profile} CR ${cr}`;
          const parsed = dnd5eNpcActorSchema.safeParse(npcActor(npcWith(block), context));
          expect(parsed.error?.issues, where).toBeUndefined();
          expectStatBlockNumbers(parsed.data!, block, where);
        }
      }
    },
  );

  it('has no actor without a stat block, old NPCs included', () => {
    expect(npcActor(npcWith(null), context)).toBeNull();
    expect(npcActor({ name: 'Old' } as unknown as Entity<NpcData>, context)).toBeNull();
  });

  it('reads attack lines back, with negative bonuses and flat damage', () => {
    expect(
      parseAttack(
        'Melee Weapon Attack: +5 to hit, reach 5 ft., one target. Hit: 7 (1d8 + 3) slashing damage.',
      ),
    ).toEqual({
      kind: 'melee',
      classification: 'weapon',
      toHit: 5,
      reach: 5,
      range: null,
      damage: { number: 1, denomination: 8, bonus: 3 },
      type: 'slashing',
    });
    expect(
      parseAttack(
        'Melee or Ranged Weapon Attack: \u22121 to hit, reach 5 ft. or range 20/60 ft., one target. Hit: 1 (1d6 \u2212 2) piercing damage.',
      ),
    ).toMatchObject({
      kind: 'melee',
      toHit: -1,
      reach: 5,
      range: { value: 20, long: 60 },
      damage: { bonus: -2 },
    });
    expect(
      parseAttack('Ranged Spell Attack: +4 to hit, range 120 ft., one target. Hit: 2 force damage.'),
    ).toMatchObject({
      kind: 'ranged',
      classification: 'spell',
      range: { value: 120, long: null },
      damage: { flat: 2 },
    });
    expect(parseAttack('Tamsin makes two longsword attacks.')).toBeNull();
  });

  it('keeps hostile text as text: names are plain strings, descriptions escaped HTML', () => {
    const block = buildStatBlock(
      {
        name: 'X',
        race: 'elf',
        ageCategory: 'adult',
        profile: 'wizard',
        friendliness: 5,
        honesty: 5,
        challengeRating: '3',
      },
      createRng(1, 'npc').fork('stat-block'),
    );
    const hostile = {
      ...block,
      traits: [{ name: '<script>alert(1)</script>', text: '*bold* <img src=x onerror=alert(1)>' }],
    };
    const actor = dnd5eNpcActorSchema.parse(npcActor(npcWith(hostile, '<script>alert(1)</script>'), context));
    expect(actor.name).toBe('<script>alert(1)</script>');
    const [trait] = actor.items;
    expect(trait!.name).toBe('<script>alert(1)</script>');
    expect(trait!.system.description.value).toBe('<p>*bold* &lt;img src=x onerror=alert(1)&gt;</p>');
  });
});
