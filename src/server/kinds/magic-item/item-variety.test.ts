// Variety at volume (issue 21), measured the way a game master meets it: a thousand items of mixed options, and two
// hundred of the same options with only the seed changed. Names and numbers are masked; the 5e rules text of
// abilities, recharge and the description's mechanics is exempt (it repeats by design, as a rulebook's does), and
// only that. Histories and appearances vary in shape, not only in words; fixed lines quoted in the issue are gone.
import { describe, expect, it } from 'vitest';
import {
  ITEM_ARMOR_TYPES,
  ITEM_ART_STYLES,
  ITEM_RARITIES,
  ITEM_TYPES,
  ITEM_WEAPON_TYPES,
  type MagicItemData,
  type MagicItemRequestInput,
  magicItemRequestSchema,
} from '../../../shared/kinds/magic-item.js';
import {
  measureRepetition,
  measureValues,
  splitSentences,
  templateSentences,
} from '../../engine/repetition.js';
import { createRng } from '../../engine/rng.js';
import { generateMagicItem } from './generate.js';
import { quirkFamilies, sameQuirk } from './text/quirk-families.js';

/**
 * The rules text of a sample: templates from its abilities, recharge lines and the description after its opening
 * sentence (an artifact's way to be destroyed is prose, and stays measured), less any template the prose also has.
 */
function rulesTemplates(items: readonly MagicItemData[]): (template: string) => boolean {
  const rules = new Set<string>();
  const prose = new Set<string>();
  for (const item of items) {
    const description = splitSentences(item.description);
    const mechanics = description.slice(1).filter((s) => !/destroyed only|can destroy/.test(s));
    for (const t of templateSentences({ a: item.abilities, r: item.recharge, d: mechanics })) rules.add(t);
    for (const t of templateSentences({
      n: item.name,
      h: item.history,
      ap: item.appearance,
      q: item.quirks,
      d: description[0],
      at: item.attunementRequirements,
    }))
      prose.add(t);
  }
  return (template) => rules.has(template) && !prose.has(template);
}

function mixed(count: number, label: string): MagicItemData[] {
  const rng = createRng(label, 'magic-item-variety');
  return Array.from({ length: count }, () => {
    const type = rng.chance(0.12) ? undefined : rng.pick(ITEM_TYPES);
    const input: MagicItemRequestInput = {
      rarity: rng.pick(ITEM_RARITIES),
      ...(type ? { type } : {}),
      artStyle: rng.pick(ITEM_ART_STYLES),
    };
    if (type === 'Weapon') input.weaponType = rng.pick(ITEM_WEAPON_TYPES.filter((w) => w !== 'Other'));
    if (type === 'Armor') input.armorType = rng.pick(ITEM_ARMOR_TYPES.filter((a) => a !== 'Other'));
    return generateMagicItem(magicItemRequestSchema.parse(input), rng.nextUint32());
  });
}

/** The same request asked again and again, as a game master who needs several of one thing does. */
function same(input: MagicItemRequestInput, count = 200): MagicItemData[] {
  const rng = createRng(JSON.stringify(input), 'magic-item-same');
  const request = magicItemRequestSchema.parse(input);
  return Array.from({ length: count }, () => generateMagicItem(request, rng.nextUint32()));
}

/** What a game master reads: every field but the look, which is the picture's data (its words are in the prose). */
const read = (items: readonly MagicItemData[]) => items.map(({ look: _look, ...rest }) => rest);

function worst(items: readonly MagicItemData[]): { share: number; template: string; report: string } {
  const r = measureRepetition(read(items), { top: 5, skip: rulesTemplates(items) });
  const top = r.worst[0] ?? { share: 0, template: '' };
  return {
    ...top,
    report: r.worst.map((w) => `${(w.share * 100).toFixed(1)}% ${w.template}`).join('\n'),
  };
}

const MIXED = mixed(1000, 'mixed');

describe('variety at volume, names and numbers masked', () => {
  it('repeats no sentence of eight or more words in more than 2% of 1,000 items of mixed options', () => {
    const w = worst(MIXED);
    expect(w.share, w.report).toBeLessThanOrEqual(0.02);
  });

  const SAME: readonly MagicItemRequestInput[] = [
    { rarity: 'Rare', type: 'Wondrous Item' },
    { rarity: 'Rare', type: 'Weapon', weaponType: 'Sword' },
    { rarity: 'Uncommon', type: 'Potion' },
    { rarity: 'Rare', type: 'Scroll' },
    { rarity: 'Uncommon', type: 'Ring' },
    { rarity: 'Very Rare', type: 'Armor', armorType: 'Heavy Armor' },
    { rarity: 'Legendary', type: 'Staff' },
  ];
  it.each(SAME.map((s) => [JSON.stringify(s), s] as const))(
    'repeats no sentence in more than 5% of 200 items of the same options %s',
    (_label, input) => {
      const w = worst(same(input));
      expect(w.share, w.report).toBeLessThanOrEqual(0.05);
    },
  );

  it('names items without repeats: no name twice in 1,000, no coined word in more than 2%', () => {
    const names = measureValues(MIXED, (i) => [(i as MagicItemData).name], 3);
    expect(names[0]?.share ?? 0, JSON.stringify(names)).toBeLessThanOrEqual(0.002);
    const firsts = measureValues(MIXED, (i) => [(i as MagicItemData).name.split(/[ ,]/)[0] as string], 5);
    expect(firsts[0]?.share ?? 0, JSON.stringify(firsts)).toBeLessThanOrEqual(0.02);
    for (const input of [
      { rarity: 'Rare', type: 'Wondrous Item' },
      { rarity: 'Uncommon', type: 'Potion' },
    ] as const) {
      const items = same(input);
      const firstsSame = measureValues(
        items,
        (i) => [(i as MagicItemData).name.split(/[ ,]/)[0] as string],
        3,
      );
      expect(firstsSame[0]?.share ?? 0, JSON.stringify(firstsSame)).toBeLessThanOrEqual(0.05);
    }
  });
});

describe('histories and appearances vary in shape', () => {
  const sentences = (t: string) => splitSentences(t).length;
  it('tells histories in arcs of different lengths and openings, not always maker, deed, fate, owner', () => {
    const items = same({ rarity: 'Rare', type: 'Wondrous Item' });
    const lengths = new Map<number, number>();
    for (const i of items) lengths.set(sentences(i.history), (lengths.get(sentences(i.history)) ?? 0) + 1);
    expect(lengths.size, JSON.stringify([...lengths])).toBeGreaterThanOrEqual(3);
    for (const [, n] of lengths) expect(n / items.length, JSON.stringify([...lengths])).toBeLessThan(0.5);
    // How a history opens (its first two words, names masked): no one way for more than a fifth of them.
    const openers = measureValues(items, (i) => {
      const first = splitSentences((i as MagicItemData).history)[0] ?? '';
      return [
        first
          .split(' ')
          .slice(0, 2)
          .map((w, k) => (k > 0 && /^\p{Lu}/u.test(w) ? 'X' : w))
          .join(' '),
      ];
    });
    expect(openers[0]?.share ?? 0, JSON.stringify(openers.slice(0, 3))).toBeLessThan(0.2);
  });

  it('writes appearances of different lengths, their parts in different orders', () => {
    const items = same({ rarity: 'Rare', type: 'Weapon', weaponType: 'Sword' });
    const lengths = new Map<number, number>();
    for (const i of items)
      lengths.set(sentences(i.appearance), (lengths.get(sentences(i.appearance)) ?? 0) + 1);
    expect(lengths.size).toBeGreaterThanOrEqual(3);
    for (const [, n] of lengths) expect(n / items.length).toBeLessThan(0.6);
    // Where the wear goes: not always last.
    const wearLast = items.filter((i) =>
      /dent|scratch|gouge|nick|rust|tarnish|mended|repaired/.test(splitSentences(i.appearance).at(-1) ?? ''),
    ).length;
    const wearAnywhere = items.filter((i) =>
      /dent|scratch|gouge|nick|rust|tarnish|mended|repaired/.test(i.appearance),
    ).length;
    expect(wearLast).toBeLessThan(wearAnywhere);
  });

  it('has none of the fixed lines the issue quotes', () => {
    for (const i of MIXED) {
      const text = `${i.history} ${i.appearance} ${i.quirks.join(' ')}`;
      expect(text).not.toMatch(/cut small and neat where few would think to look/);
      expect(text).not.toMatch(/careless cleaning once took the shine off one side/);
      expect(text).not.toMatch(/sold (it|them) on the next spring at a handsome profit/);
    }
  });
});

describe('one item never repeats itself', () => {
  it('never gives an item two quirks about the same thing', () => {
    for (const i of MIXED) {
      const [a, b] = i.quirks;
      if (a && b) expect(sameQuirk(quirkFamilies(a), quirkFamilies(b)), `${a} / ${b}`).toBe(false);
    }
  });

  it('never doubles a phrase within one sentence: six words, or a name of three (the bargain at Heron Landing twice)', () => {
    for (const i of MIXED) {
      for (const s of splitSentences(`${i.description} ${i.history} ${i.appearance} ${i.quirks.join(' ')}`)) {
        const words = s.match(/[\p{L}’'-]+/gu) ?? [];
        const lower = words.map((w) => w.toLowerCase());
        const seen = new Set<string>();
        for (let k = 0; k + 6 <= lower.length; k++) {
          const gram = lower.slice(k, k + 6).join(' ');
          expect(seen.has(gram), `${gram} in: ${s}`).toBe(false);
          seen.add(gram);
        }
        // A long proper name ('the Drowned Keep of Saltwell') said twice in one breath.
        const names = (s.match(/\p{Lu}[\p{L}’'-]*(?: (?:of |the )*\p{Lu}[\p{L}’'-]*){2,}/gu) ?? []).map((n) =>
          n.replace(/^(The|A|An) /, ''),
        );
        expect(new Set(names).size, `${names.join(' / ')} in: ${s}`).toBe(names.length);
      }
    }
  });

  it('never says the event again in the purpose of the same sentence (the bargain struck at Heron Landing)', () => {
    const small = /^(the|of|to|a|an|at|in|on|and|by|for|with|its|their)$/;
    for (const i of MIXED) {
      const first = splitSentences(i.description)[0] ?? '';
      const words = first.toLowerCase().match(/[\p{L}’'-]+/gu) ?? [];
      const seen = new Set<string>();
      for (let k = 0; k + 3 <= words.length; k++) {
        const gram = words.slice(k, k + 3);
        if (gram.every((w) => small.test(w))) continue;
        // A maker named twice ('the priests of X ... the chapel of X') is not the event said twice.
        const key = gram.join(' ');
        expect(seen.has(key) && !/^[A-Z]/.test(''), `${key} in: ${first}`).toBe(false);
        seen.add(key);
      }
    }
  });

  it('never names the same sentence twice in one item, nor the same place as where it was made and went', () => {
    for (const i of MIXED) {
      const all = templateSentences(i, 6);
      const list = [i.description, i.history, i.appearance, ...i.quirks].flatMap(splitSentences);
      expect(new Set(list).size, i.name).toBe(list.length);
      expect(all.size).toBeGreaterThan(0);
    }
  });
});

describe('ten rare wondrous items of the same options, read in order', () => {
  const rng = createRng('ten', 'magic-item-variety');
  const request = magicItemRequestSchema.parse({ rarity: 'Rare', type: 'Wondrous Item' });
  const seeds = Array.from({ length: 10 }, () => rng.nextUint32());
  const ten = seeds.map((seed) => generateMagicItem(request, seed));

  it('are ten different things: different kinds, names, makers and powers, sharing no sentence', () => {
    expect(new Set(ten.map((i) => i.subtype)).size).toBeGreaterThanOrEqual(7);
    expect(new Set(ten.map((i) => i.name)).size).toBe(10);
    expect(new Set(ten.map((i) => i.abilities[0]?.split('.')[0])).size).toBeGreaterThanOrEqual(8);
    const r = measureRepetition(read(ten), { skip: rulesTemplates(ten) });
    expect(r.worst[0]?.share ?? 0, JSON.stringify(r.worst[0])).toBeLessThanOrEqual(0.1);
  });

  it('are the same items for the same seeds and request', () => {
    expect(seeds.map((seed) => generateMagicItem(request, seed))).toEqual(ten);
  });
});

/** `count` items of one request, seeds drawn from `label`: what one game master gets asking the same thing again. */
function oneRequest(input: MagicItemRequestInput, count: number, label: string): MagicItemData[] {
  const rng = createRng(label, 'magic-item-same-request');
  const request = magicItemRequestSchema.parse(input);
  return Array.from({ length: count }, () => generateMagicItem(request, rng.nextUint32()));
}

/** The most items that share one property, judged by its rules text (the name aside). */
function mostSharedPower(items: readonly MagicItemData[]): { count: number; power: string } {
  const counts = new Map<string, number>();
  for (const i of items) {
    for (const a of new Set(i.abilities.map((x) => x.slice(x.indexOf('.') + 2).replace(/\d+/g, 'N')))) {
      counts.set(a, (counts.get(a) ?? 0) + 1);
    }
  }
  const [power, count] = [...counts].sort((a, b) => b[1] - a[1])[0] ?? ['', 0];
  return { count, power };
}

describe('items of one request rarely share a power (the lute and the flute that rallied alike)', () => {
  it('draws an instrument’s powers from a pool wide enough that no one power is on a third of them', () => {
    for (const specificType of ['lute', 'flute', 'harp']) {
      const items = oneRequest(
        { rarity: 'Rare', type: 'Wondrous Item', specificType },
        24,
        `music-${specificType}`,
      );
      const worst = mostSharedPower(items);
      expect(worst.count, `${specificType}: ${worst.power}`).toBeLessThanOrEqual(8);
    }
  });

  it('gives potions of one request varied effects, a typed flask too (three Gecko Grips of four)', () => {
    for (const input of [
      { rarity: 'Common', type: 'Potion' },
      { rarity: 'Uncommon', type: 'Potion' },
      { rarity: 'Uncommon', type: 'Potion', specificType: 'tiny silver flask' },
      { rarity: 'Rare', type: 'Potion', specificType: 'tiny silver flask' },
    ] as const) {
      const items = oneRequest(input, 20, `potion-${JSON.stringify(input)}`);
      const mains = items.map((i) => (i.abilities[0] ?? '').split('.')[0]);
      const counts = [...new Set(mains)].map((m) => mains.filter((x) => x === m).length);
      expect(new Set(mains).size, JSON.stringify(input)).toBeGreaterThanOrEqual(8);
      expect(Math.max(...counts), `${JSON.stringify(input)}: ${mains.join(', ')}`).toBeLessThanOrEqual(5);
    }
  });

  it('calls a potion a potion in its rules, whatever its vessel ("Drinking this flask")', () => {
    const items = oneRequest(
      { rarity: 'Uncommon', type: 'Potion', specificType: 'tiny silver flask' },
      20,
      'vessel',
    );
    for (const i of items) {
      const rules = [i.description, ...i.abilities].join(' ');
      expect(rules).not.toMatch(/\b(drink|drinking) (the|this) (flask|vial|phial|bottle)\b/i);
    }
  });
});

describe('stock lines do not recur across one request or a mixed batch', () => {
  const rare = oneRequest({ rarity: 'Rare', type: 'Wondrous Item' }, 120, 'stock-rare-wondrous');
  const batches = [rare, MIXED.slice(0, 400)];
  /** Lines the blind read found again and again: each may turn up, but in few items of a batch. */
  const STOCK: readonly RegExp[] = [
    /feels [\w-]+ to the touch/,
    /from an aunt who was better at it/,
    /for the lifeboat crews of/,
    /travelling troupe of players/,
    /has told far too many people/,
    /among the bones of a mule/,
    /which side of the quarrel the god favoured/,
    /the day [\w ]+ falls again/,
  ];

  it('writes none of the garbled or doubled lines the blind read quoted', () => {
    for (const batch of batches) {
      for (const i of batch) {
        const text = [i.description, i.history, i.appearance, ...i.quirks].join(' ');
        expect(text).not.toMatch(/Touched in the dark/);
        expect(text).not.toMatch(/sigil, a sigil of|a sigil of an? [^,.]+, [^,.]+ personal sigil/);
        expect(text).not.toMatch(/Members of the priests|Members of the /);
        expect(text).not.toMatch(/someone who does know/);
        expect(text).not.toMatch(/recently came by [^.]* now/);
        expect(text).not.toMatch(
          /For a while [^.]* argued for (forty|thirty|sixty) years|For a while [^.]* argued for (half a century|two generations|a lifetime)/,
        );
        expect(text).not.toMatch(/\bpommel\b[^.]*\bpommel\b/);
        expect(text).not.toMatch(/(Goats|Horses|Cats|Rats|Stray dogs) gather quietly on windowsills/);
      }
    }
  });

  it('keeps each stock line to a few items of a batch', () => {
    for (const batch of batches) {
      for (const re of STOCK) {
        const hits = batch.filter((i) => re.test([i.description, i.history, i.appearance].join(' '))).length;
        expect(hits / batch.length, `${re} in ${hits} of ${batch.length}`).toBeLessThanOrEqual(0.03);
      }
    }
  });
});
