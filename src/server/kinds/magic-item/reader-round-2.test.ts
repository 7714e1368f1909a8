// The second blind read (25 items, 10 usable unedited): a typed music box came out as a woollen bag with a bag of
// holding's pockets, a crown as an amulet 'worked into a stylised eye', a cloak that 'never slips from the hand',
// a lantern asking for a spellcaster it never needed, wands that recharged at dusk beside uses that came back at
// dawn, the same 'bile-green' in item after item, and histories that spoke of 'that spring' or of a storm after
// the storm. Each case here fails on the old writer.
import { describe, expect, it } from 'vitest';
import {
  type MagicItemData,
  type MagicItemRequestInput,
  magicItemRequestSchema,
} from '../../../shared/kinds/magic-item.js';
import { writeAccount } from '../../test/one-account.js';
import { classifyItem } from './art/classify.js';
import { ELEMENT_COLOUR_VARIANTS } from './art/looks.js';
import { attunementFor, generateMagicItem } from './generate.js';

const base = { includeHistory: true, includeQuirks: true };
const make = (request: MagicItemRequestInput, count: number, from = 0): MagicItemData[] => {
  const parsed = magicItemRequestSchema.parse({ ...base, ...request });
  return Array.from({ length: count }, (_, i) => generateMagicItem(parsed, from + i));
};

describe('a typed music box is a music box', () => {
  const boxes = make({ type: 'Wondrous Item', rarity: 'Rare', specificType: 'music box' }, 60);

  it('is a wooden box with a lid, drawn as a casket from the same wood, never a bag', () => {
    for (const item of boxes) {
      expect(item.subtype).toBe('Music Box');
      expect(item.name).toMatch(/Music Box/);
      expect(classifyItem(item.type, item.subtype).family).toBe('casket');
      expect(item.look?.main?.material, item.appearance).toBe('wood');
      expect(item.appearance).toMatch(/^(A music box|[A-Z][a-z -]+, [^.]*makes this music box)/);
      expect(item.appearance).not.toMatch(/drawstring|woven|wool|felt|\bbag\b/);
    }
  });

  it('is wound, not played like a lute, and has no bag of holding inside', () => {
    const text = boxes.flatMap((i) => i.abilities).join('\n');
    expect(text).toMatch(/wind the music box/);
    expect(text).not.toMatch(
      /play (a [a-z ]+ )?on the music box|note on the music box|you play the music box/,
    );
    expect(text).not.toMatch(/inside is much larger than/);
  });

  it('still gives a typed chest or coffer a casket with room inside', () => {
    for (const item of make(
      { type: 'Wondrous Item', rarity: 'Uncommon', specificType: 'iron-bound chest' },
      20,
    )) {
      expect(classifyItem(item.type, item.subtype).family).toBe('casket');
      expect(item.appearance).not.toMatch(/drawstring/);
    }
  });
});

describe('a crown is described as the picture draws it', () => {
  it('rises in points set with stones, never shaped as an amulet', () => {
    for (const item of make({ type: 'Wondrous Item', rarity: 'Legendary', specificType: 'crown' }, 30)) {
      const opening = item.appearance.split('. ')[0] as string;
      expect(opening, item.appearance).toMatch(/points?/);
      expect(opening).not.toMatch(/worked into|shaped as|stylised eye|coiled serpent/);
      expect(item.look?.stone, item.appearance).toBeDefined();
    }
  });
});

describe('worn things sit on their wearer', () => {
  it('never says a cloak or boots slip from the hand or settle into a hand', () => {
    for (const specificType of ['cloak', 'boots']) {
      for (const item of make({ type: 'Wondrous Item', rarity: 'Uncommon', specificType }, 150)) {
        expect(item.appearance, specificType).not.toMatch(/from the hand|into whatever hand/);
      }
    }
  });
});

describe('rules text that agrees with itself', () => {
  it('asks for a spellcaster only when a property casts or works on spells', () => {
    expect(attunementFor('by a spellcaster', ['Flare. As an action, you can send out a beam.'])).toBeNull();
    expect(attunementFor('by a wizard', ['Spells. You can cast fireball from it.'])).toBe('by a wizard');
    expect(attunementFor('by a paladin', ['Ward. You gain a +1 bonus to AC.'])).toBe('by a paladin');
    const types = ['Wondrous Item', 'Ring', 'Rod', 'Wand', 'Staff'] as const;
    let asked = 0;
    for (const type of types) {
      for (const item of make({ type, rarity: 'Rare' }, 150)) {
        const req = item.attunementRequirements ?? '';
        if (!/spellcaster|wizard|sorcerer|warlock|druid|cleric/.test(req)) continue;
        asked++;
        expect(item.abilities.join(' '), `${item.name} ${req}`).toMatch(/\bcast|\bspells?\b/i);
      }
    }
    expect(asked).toBeGreaterThan(10);
  });

  it('recharges charges at dawn, as its other uses do', () => {
    for (const type of ['Wand', 'Staff', 'Rod'] as const) {
      for (const item of make({ type, rarity: 'Very Rare' }, 120)) {
        expect(item.recharge, item.name).toMatch(/daily at dawn$/);
        expect(item.description).not.toMatch(/dusk/);
      }
    }
  });
});

describe('a maker of the people whose style it is', () => {
  it('gives an Elven piece an elven maker and a Dwarven one a dwarven maker', () => {
    const others = /\b(gnomish|halfling|tiefling|dragonborn|half-orc|dwarven|elven|half-elven)\b/g;
    for (const [style, own] of [
      ['Elven', ['elven', 'half-elven']],
      ['Dwarven', ['dwarven']],
    ] as const) {
      for (const item of make(
        { type: 'Weapon', weaponType: 'Sword', rarity: 'Rare', artStyle: style },
        120,
      )) {
        const first = item.description.split('. ')[0] as string;
        for (const m of first.matchAll(others)) expect(own, `${style}: ${first}`).toContain(m[1]);
      }
    }
  });
});

describe('histories that do not trip over themselves', () => {
  it('never points back at a spring no one named, nor has a storm follow the storm', () => {
    for (const type of ['Weapon', 'Wondrous Item', 'Ring', 'Staff'] as const) {
      for (const item of make({ type, rarity: 'Rare' }, 250)) {
        expect(item.history).not.toMatch(/\bIn that spring\b/);
        expect(item.history).not.toMatch(/After the storm, a storm/);
        expect(item.history).not.toMatch(/a curse no one took seriously/);
      }
    }
  });
});

describe('colour words across one account', () => {
  it('gives one element’s magic several colour words across an account, none in most of its items', async () => {
    const items = (await writeAccount(
      'magic-item',
      { ...base, type: 'Weapon', weaponType: 'Dagger', rarity: 'Rare', specificType: 'venom dagger' },
      { count: 25, salt: 77 },
    )) as unknown as MagicItemData[];
    const counts = new Map<string, number>();
    for (const item of items) {
      for (const w of ELEMENT_COLOUR_VARIANTS.poison) {
        if (item.appearance.includes(w)) counts.set(w, (counts.get(w) ?? 0) + 1);
      }
    }
    const said = [...counts.values()].reduce((a, b) => a + b, 0);
    expect(said, JSON.stringify([...counts])).toBeGreaterThanOrEqual(5);
    expect(counts.size, JSON.stringify([...counts])).toBeGreaterThanOrEqual(3);
    expect(Math.max(...counts.values()), JSON.stringify([...counts])).toBeLessThanOrEqual(
      Math.ceil(said / 2),
    );
  }, 30_000);

  it('keeps every variant a word no other variant contains, so the picture reads the right element', () => {
    const all = Object.values(ELEMENT_COLOUR_VARIANTS).flat();
    for (const w of all) for (const v of all) if (w !== v) expect(v.includes(w), `${v} / ${w}`).toBe(false);
  });
});
