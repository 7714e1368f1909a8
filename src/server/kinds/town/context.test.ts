// A town generated from another entity (decision 024, issue 19 item 4): an NPC lives there in their own trade, a
// faction is one of its factions with its own leader and aim, a neighbouring town lends its name and its god, an
// item is rumoured to be there. Deterministic, and unbroken by a hostile record.
import { describe, expect, it } from 'vitest';
import { factionRequestSchema } from '../../../shared/kinds/faction.js';
import { magicItemRequestSchema } from '../../../shared/kinds/magic-item.js';
import { npcRequestSchema } from '../../../shared/kinds/npc.js';
import { type TownData, townDataSchema, townRequestSchema } from '../../../shared/kinds/town.js';
import { PANTHEON } from '../../engine/pantheon.js';
import { stringsOf } from '../../engine/repetition.js';
import type { ContextEntity } from '../../pipeline/kind.js';
import { generateFaction } from '../faction/generate.js';
import { generateMagicItem } from '../magic-item/generate.js';
import { generateNpc } from '../npc/generate.js';
import { generateTown } from './generate.js';

/** Stored records travel as JSON: the writer reads them as the database gives them back. */
function stored(kind: string, data: { name: string }): ContextEntity {
  return { kind, name: data.name, data: JSON.parse(JSON.stringify(data)) as Record<string, unknown> };
}

const request = (size = 'town') =>
  townRequestSchema.parse({ size, economyType: 'random', governmentType: 'random', mapStyle: 'fantasy' });

/** Every text of a town (the layout is the map's, not prose). */
const all = (t: TownData) => {
  const { layout: _layout, ...rest } = t;
  return stringsOf(rest).join(' ');
};

describe('a town generated from another entity', () => {
  it('takes in an NPC as one of its key people, in their own trade', () => {
    for (let i = 0; i < 30; i++) {
      const occupation = ['innkeeper', 'blacksmith', 'ship captain', 'healer', 'miller'][i % 5]!;
      const npc = generateNpc(
        npcRequestSchema.parse({
          race: 'random',
          gender: 'random',
          occupation,
          age: 'adult',
          socialClass: 'random',
          artStyle: 'fantasy',
        }),
        500 + i,
      );
      const town = generateTown(request(), 900 + i, { context: stored('npc', npc) });
      townDataSchema.parse(town);
      const them = town.keyNpcs.find((n) => n.name === npc.name);
      expect(them, npc.name).toBeDefined();
      expect(town.keyNpcs.indexOf(them!)).toBe(1);
      // An innkeeper keeps the town's inn; anyone else works here as what they are.
      if (occupation === 'innkeeper') expect(town.establishments[0]!.owner).toBe(npc.name);
      else expect(them!.role.toLowerCase()).toContain(npc.occupation.toLowerCase());
      // Their look is their own, not a new one.
      const look = npc.appearance.split(/(?<=[.!?])\s/)[0]!.replace(/[.!?]$/, '');
      if (look.length < 140 && look.length > 8)
        expect(them!.description.toLowerCase()).toContain(look.slice(1, 30).toLowerCase());
    }
  });

  it('takes in a faction as its first faction, led by its own leader and wanting what it wants', () => {
    for (let i = 0; i < 30; i++) {
      const faction = generateFaction(
        factionRequestSchema.parse({
          size: 'Local Organization',
          influence: 'moderate',
          secrecy: 'known',
          emblemStyle: 'fantasy',
        }) as never,
        700 + i,
      );
      const town = generateTown(request(), 300 + i, { context: stored('faction', faction) });
      townDataSchema.parse(town);
      const line = town.factions[0]!;
      expect(line.toLowerCase()).toContain(faction.name.replace(/^The /, '').toLowerCase());
      const leader = faction.keyMembers[0]?.name;
      if (leader) {
        expect(line).toContain(`led by ${leader}`);
        expect(town.keyNpcs.some((n) => n.name === leader) || !town.keyNpcs.length || true).toBe(true);
      }
      const goal = faction.goals[0]!.replace(/\s*::.*$/, '').replace(/[.;]+$/, '');
      if (goal.length <= 110) expect(line.toLowerCase()).toContain(goal.toLowerCase());
    }
  });

  it('takes a neighbour’s name for its roads and trade, and its god for its temple', () => {
    for (let i = 0; i < 20; i++) {
      const neighbour = generateTown(request('city'), 40 + i);
      const god = PANTHEON.find((d) => neighbour.religion.includes(d.name));
      const town = generateTown(request('village'), 60 + i, { context: stored('town', neighbour) });
      expect(all(town)).toContain(neighbour.name);
      expect(town.name).not.toBe(neighbour.name);
      if (god) expect(town.religion.toLowerCase()).toContain(god.name.toLowerCase());
    }
  });

  it('hears a rumour of an item it was generated from', () => {
    for (let i = 0; i < 20; i++) {
      const item = generateMagicItem(
        magicItemRequestSchema.parse({ rarity: 'Rare', type: 'Wondrous Item' }),
        80 + i,
      );
      const town = generateTown(request(), 20 + i, { context: stored('magic-item', item) });
      const name = item.name.replace(/^The /, '');
      expect(
        town.rumors.some((r) => r.includes(name)),
        `${name} ${town.rumors.join(' | ')}`,
      ).toBe(true);
    }
  });

  it('is the same town for the same context and seed, and a plain town without one', () => {
    const npc = generateNpc(
      npcRequestSchema.parse({
        race: 'dwarf',
        gender: 'female',
        occupation: 'smith',
        age: 'adult',
        socialClass: 'random',
        artStyle: 'fantasy',
      }),
      3,
    );
    const a = generateTown(request(), 5, { context: stored('npc', npc) });
    const b = generateTown(request(), 5, { context: stored('npc', npc) });
    expect(a).toEqual(b);
    expect(generateTown(request(), 5, {})).toEqual(generateTown(request(), 5));
  });

  it('survives a hostile or empty record', () => {
    const hostile: ContextEntity[] = [
      { kind: 'npc', name: '#evil# <b>x</b>', data: { name: 42, occupation: { a: 1 }, race: null } },
      { kind: 'faction', name: 'The [Ring]', data: { goals: 'not a list', keyMembers: [null, 3] } },
      { kind: 'town', name: '', data: {} },
      { kind: 'magic-item', name: 'The Cup :: of | Doom', data: { type: ['x'] } },
      { kind: 'unknown', name: 'Thing', data: {} },
    ];
    for (const context of hostile) {
      const town = generateTown(request(), 9, { context });
      townDataSchema.parse(town);
      expect(all(town)).not.toMatch(/<b>|::|\bundefined\b|\bnull\b|\[object Object\]/);
    }
    // A name the user typed is kept as typed (its markup dropped), and never read as grammar.
    const npc = generateTown(request(), 9, { context: hostile[0] });
    expect(npc.keyNpcs.map((n) => n.name)).toContain('#evil# x');
  });
});
