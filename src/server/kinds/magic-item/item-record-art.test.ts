// The picture draws what the record says (issue 20): over two thousand generated items, each is drawn from its record
// and the SVG's marked parts (data-part, data-drawn-*) and colours are held to the look and to the appearance's
// words. A stone, a device, a seal or runes are drawn only when the words name them, in the colour they name.
import { describe, expect, it } from 'vitest';
import {
  ITEM_ARMOR_TYPES,
  ITEM_ART_STYLES,
  ITEM_RARITIES,
  ITEM_WEAPON_TYPES,
  type ItemType,
  type MagicItemData,
  type MagicItemRequestInput,
  magicItemRequestSchema,
} from '../../../shared/kinds/magic-item.js';
import { createRng } from '../../engine/rng.js';
import { colourElementOf, ELEMENT_COLOUR_WORDS, ELEMENTS } from './art/looks.js';
import { planItem } from './art/plan.js';
import { generateMagicItem } from './generate.js';
import { drawMagicItem } from './item-art.js';

type Drawn = { item: MagicItemData; seed: number; svg: string };

/** Items of the given types (every rarity and style), each with its picture. */
function drawn(types: readonly ItemType[], count: number, label: string): Drawn[] {
  const rng = createRng(label, 'magic-item-record-art');
  return Array.from({ length: count }, () => {
    const type = rng.pick(types);
    const input: MagicItemRequestInput = {
      rarity: rng.pick(ITEM_RARITIES),
      type,
      artStyle: rng.pick(ITEM_ART_STYLES),
    };
    if (type === 'Weapon') input.weaponType = rng.pick(ITEM_WEAPON_TYPES);
    if (type === 'Armor') input.armorType = rng.pick(ITEM_ARMOR_TYPES);
    const seed = rng.nextUint32();
    const item = generateMagicItem(magicItemRequestSchema.parse(input), seed);
    return { item, seed, svg: drawMagicItem(item, seed) };
  });
}

const attr = (svg: string, name: string): string => new RegExp(` ${name}="([^"]*)"`).exec(svg)?.[1] ?? '';
/** The colours of every drawn part of a kind ('stone', 'device', 'seal'). */
const partColours = (svg: string, part: string): string[] =>
  [...svg.matchAll(new RegExp(`data-part="${part}"(?: data-colour="([^"]*)")?`, 'g'))].map((m) => m[1] ?? '');

/** The checks every drawn record must pass, whatever it is. */
function holdsToRecord({ item, seed, svg }: Drawn): void {
  const look = item.look;
  const at = `seed ${seed} ${item.rarity} ${item.subtype}: ${item.appearance.slice(0, 200)}`;
  expect(look, at).toBeDefined();
  if (!look) return;
  const words = item.appearance.toLowerCase();
  // The body, the fittings and the grip: named in the words, painted in their colours.
  if (look.main) expect(words, at).toContain(look.main.words.toLowerCase());
  if (look.trim) {
    expect(words, at).toContain(look.trim.words.toLowerCase());
    expect(attr(svg, 'data-trim-colour'), at).toBe(look.trim.colour);
  }
  if (look.grip) expect(attr(svg, 'data-grip-colour'), at).toBe(look.grip.colour);
  // A stone: drawn if and only if named, in its colour.
  const stones = partColours(svg, 'stone');
  if (look.stone) {
    expect(words, at).toContain(look.stone.words);
    expect(stones.length, `${at}: the ${look.stone.words} is not drawn`).toBeGreaterThan(0);
    for (const c of stones) expect(c, at).toBe(look.stone.colour);
  } else expect(stones, `${at}: a stone is drawn that the words never name`).toEqual([]);
  // Runes: drawn if and only if named.
  const runes = svg.includes('data-part="runes"');
  expect(runes, `${at}: runes drawn ${runes}, named ${Boolean(look.runes)}`).toBe(Boolean(look.runes));
  if (look.runes) expect(words, at).toMatch(/\brunes\b/);
  // The shape the words give, drawn as that shape.
  const shape = attr(svg, 'data-drawn-shape');
  if (shape) expect(shape, at).toBe(look.shape);
  // A device (a shield's charge, a signet's figure, a scroll's circle): drawn if named, in its colour.
  const devices = partColours(svg, 'device');
  if (look.device) {
    expect(words, at).toContain(look.device.words.toLowerCase());
    expect(devices.length, `${at}: the ${look.device.words} is not drawn`).toBeGreaterThan(0);
    for (const c of devices) expect(c, at).toBe(look.device.colour);
  } else expect(devices, at).toEqual([]);
  // What closes it, and a painted field.
  const seals = partColours(svg, 'seal');
  if (look.seal) {
    expect(words, at).toContain(look.seal.words);
    expect(seals, at).toEqual([look.seal.colour]);
    expect(attr(svg, 'data-drawn-seal'), at).toBe(look.seal.kind);
  } else expect(seals, at).toEqual([]);
  if (look.field && item.type === 'Armor') {
    expect(words, at).toContain(look.field.words);
    expect(partColours(svg, 'field'), at).toEqual([look.field.colour]);
  }
}

describe('the picture draws what the record says, over two thousand items', () => {
  it('potions: the vessel’s shape, size, glass and stopper, and the liquid in its colour', () => {
    const shapes = new Set<string>();
    for (const d of drawn(['Potion'], 500, 'potions')) {
      holdsToRecord(d);
      const { item, svg } = d;
      const look = item.look!;
      const at = `${item.subtype}: ${item.appearance.split('.')[0]}`;
      expect(attr(svg, 'data-family'), at).toBe('potion');
      expect(attr(svg, 'data-drawn-shape'), at).toBe(look.shape);
      shapes.add(look.shape ?? '');
      expect(attr(svg, 'data-drawn-size'), at).toBe(look.size ?? '');
      if (look.size === 'tiny') expect(item.appearance, at).toMatch(/\btiny\b/);
      if (look.size === 'large') expect(item.appearance, at).toMatch(/\b(big|large|fat)\b/);
      expect(attr(svg, 'data-glass-colour'), at).toBe(look.main?.colour);
      // Glass shows the draught; a silver flask or a clay jar hides it.
      const clear = look.main?.material === 'glass' || look.main?.material === 'crystal';
      expect(partColours(svg, 'liquid'), at).toEqual(clear ? [look.liquid?.colour] : []);
    }
    expect(shapes.size).toBeGreaterThanOrEqual(8);
  });

  it('scrolls: parchment or copper sheet in its colour, its rollers, seal, ink and figure', () => {
    const sheets = new Set<string>();
    for (const d of drawn(['Scroll'], 400, 'scrolls')) {
      holdsToRecord(d);
      const { item, svg } = d;
      const look = item.look!;
      const at = `${item.appearance.split('.')[0]}`;
      expect(attr(svg, 'data-drawn-sheet'), at).toBe(look.field?.kind);
      sheets.add(look.field?.kind ?? '');
      expect(attr(svg, 'data-main-colour'), at).toBe(look.main?.colour);
      expect(attr(svg, 'data-drawn-shape'), at).toBe(look.shape);
      expect(svg.includes('data-part="rollers"'), at).toBe(look.shape === 'rollers');
      if (look.ink?.kind === 'ink') expect(partColours(svg, 'ink'), at).toEqual([look.ink.colour]);
    }
    expect(sheets).toEqual(new Set(['paper', 'silk', 'metal']));
  });

  it('rings, staffs, rods and wands: the ring’s form and stone, the head of a staff or rod', () => {
    const shapes = new Map<string, Set<string>>();
    for (const d of drawn(['Ring', 'Staff', 'Rod', 'Wand'], 500, 'arcane')) {
      holdsToRecord(d);
      const { item, svg } = d;
      expect(attr(svg, 'data-drawn-shape'), item.appearance).toBe(item.look?.shape);
      const set = shapes.get(item.type) ?? new Set<string>();
      set.add(item.look?.shape ?? '');
      shapes.set(item.type, set);
    }
    expect(shapes.get('Ring')?.size).toBeGreaterThanOrEqual(6);
    expect(shapes.get('Staff')?.size).toBeGreaterThanOrEqual(6);
    expect(shapes.get('Rod')?.size).toBe(4);
  });

  it('armour, shields and weapons: shield outline, face, paint and device; blades, hafts and fittings', () => {
    let devices = 0;
    for (const d of drawn(['Armor', 'Weapon'], 500, 'gear')) {
      holdsToRecord(d);
      const { item, svg } = d;
      if (attr(svg, 'data-family') === 'shield') {
        expect(attr(svg, 'data-drawn-shape'), item.appearance).toBe(item.look?.shape);
        expect(item.appearance, item.appearance).toContain(
          `${item.look?.shape === 'round' ? 'round' : item.look?.shape}`,
        );
        if (item.look?.device) devices++;
      }
      // A whip is a whip, a scourge a whip or a flail, never a sword.
      if (/whip|lash/i.test(item.subtype)) expect(attr(svg, 'data-family')).toBe('whip');
    }
    expect(devices).toBeGreaterThan(10);
  });

  it('wondrous things: a brooch is a brooch, a figurine is its own stone in the creature the words name', () => {
    const figures = new Set<string>();
    for (const d of drawn(['Wondrous Item'], 400, 'wondrous')) {
      holdsToRecord(d);
      const { item, svg } = d;
      if (/brooch|clasp|pin\b|badge/i.test(item.subtype))
        expect(attr(svg, 'data-drawn-shape')).toBe('brooch');
      if (attr(svg, 'data-family') === 'figurine') {
        figures.add(item.look?.shape ?? '');
        expect(attr(svg, 'data-main-colour')).toBe(item.look?.main?.colour);
      }
    }
    const typed = ['brooch', 'figurine', 'statuette', 'necklace'];
    for (const [i, specificType] of typed.entries()) {
      for (let seed = 0; seed < 40; seed++) {
        const item = generateMagicItem(
          magicItemRequestSchema.parse({ rarity: 'Rare', type: 'Wondrous Item', specificType }),
          seed * 31 + i,
        );
        const svg = drawMagicItem(item, seed);
        holdsToRecord({ item, seed, svg });
        if (specificType === 'brooch') expect(attr(svg, 'data-drawn-shape')).toBe('brooch');
        if (specificType === 'necklace') expect(attr(svg, 'data-drawn-shape')).toBe('torc');
        if (/figurine|statuette/.test(specificType)) {
          figures.add(item.look?.shape ?? '');
          // The creature it becomes is the creature it is carved as.
          const carved = item.look?.shape ?? '';
          const becomes = item.abilities.join(' ');
          const kin: Record<string, RegExp> = {
            owl: /owl/,
            raven: /raven/,
            eagle: /eagle|roc/,
            cat: /cat|panther|lion|tiger/,
            hound: /mastiff|wolf/,
            horse: /horse|pegasus/,
            bear: /bear/,
          };
          if (/it becomes/.test(becomes)) expect(becomes, item.appearance).toMatch(kin[carved] ?? /$^/);
        }
      }
    }
    expect(figures.size).toBeGreaterThanOrEqual(6);
  });

  it('draws the issue’s cases as written: a tiny silver flask with a glass stopper, a signet of clasped hands', () => {
    const potions = drawn(['Potion'], 600, 'cases');
    const tinySilver = potions.find(
      ({ item }) =>
        item.look?.size === 'tiny' && item.look.main?.material === 'silver' && item.look.shape === 'flat',
    );
    expect(tinySilver).toBeDefined();
    if (tinySilver) {
      const metal = tinySilver.item.look?.main?.words ?? '';
      expect(tinySilver.item.appearance).toMatch(new RegExp(`tiny (${metal} flask|flask of ${metal})`));
      expect(attr(tinySilver.svg, 'data-drawn-size')).toBe('tiny');
      expect(attr(tinySilver.svg, 'data-drawn-shape')).toBe('flat');
    }
    const green = potions.find(({ item }) => item.look?.main?.words.includes('green glass'));
    expect(green && attr(green.svg, 'data-glass-colour')).toBe('#5f9e62');
    const rings = drawn(['Ring'], 600, 'signets').filter(({ item }) => item.subtype === 'Signet Ring');
    const hands = rings.find(({ item }) => item.look?.shape === 'hands' && item.look.stone);
    expect(hands).toBeDefined();
    if (hands) {
      expect(hands.item.appearance).toMatch(/clasped hands/);
      expect(attr(hands.svg, 'data-drawn-shape')).toBe('hands');
      expect(partColours(hands.svg, 'stone')[0]).toBe(hands.item.look?.stone?.colour);
    }
  });
});

describe('pictures of one request differ, and draw only what the words and rules say (the blind read)', () => {
  /** The item layer's transform: where the seed's proportions show. */
  const itemTransform = (svg: string) => /data-layer="item" transform="([^"]*)"/.exec(svg)?.[1] ?? '';

  it('draws items of one typed request in different proportions: flasks, lanterns, shields, signets, cloaks', () => {
    const requests: MagicItemRequestInput[] = [
      { rarity: 'Rare', type: 'Potion', specificType: 'tiny silver flask' },
      { rarity: 'Very Rare', type: 'Wondrous Item', specificType: 'lantern that burns with blue flame' },
      { rarity: 'Rare', type: 'Armor', armorType: 'Shield', specificType: 'blackened iron kite shield' },
      { rarity: 'Rare', type: 'Ring', specificType: 'signet of clasped hands set with an alexandrite' },
      { rarity: 'Uncommon', type: 'Wondrous Item', specificType: 'grey cloak' },
    ];
    const rng = createRng('proportions', 'magic-item-record-art');
    for (const input of requests) {
      const request = magicItemRequestSchema.parse(input);
      const svgs = Array.from({ length: 5 }, () => {
        const seed = rng.nextUint32();
        return drawMagicItem(generateMagicItem(request, seed), seed);
      });
      expect(new Set(svgs.map(itemTransform)).size, JSON.stringify(input)).toBe(5);
    }
  });

  it('keeps a typed signet’s clasped hands in the words and the picture, and draws it as a signet', () => {
    const request = magicItemRequestSchema.parse({
      rarity: 'Rare',
      type: 'Ring',
      specificType: 'signet of clasped hands set with an alexandrite',
    });
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      const item = generateMagicItem(request, seed);
      expect(item.appearance).toMatch(/clasped hands/);
      expect(item.appearance).not.toMatch(/four claws/);
      expect(item.look?.shape).toBe('hands');
      expect(attr(drawMagicItem(item, seed), 'data-drawn-shape')).toBe('hands');
    }
  });

  it('draws an element only where the rules deal it, and the magic in the colour the words name', () => {
    for (const { item, seed } of drawn(['Armor', 'Wondrous Item', 'Ring', 'Wand', 'Staff'], 500, 'element')) {
      const plan = planItem(item, seed);
      const rules = `${item.abilities.join(' ')} ${item.damageType ?? ''}`.toLowerCase();
      if (plan.element) expect(rules, item.name).toContain(plan.element);
      const named = colourElementOf(item.appearance);
      if (!plan.element && named && !item.look?.liquid) {
        expect(plan.magic.glow, `${item.name}: ${ELEMENT_COLOUR_WORDS[named]}`).toBe(ELEMENTS[named].glow);
      }
    }
  });

  it('gives a shield a bolt or a flame only for its element', () => {
    for (const { item, svg } of drawn(['Armor'], 600, 'shield-devices')) {
      const device = attr(svg, 'data-drawn-device');
      if (item.look?.device && (device === 'bolt' || device === 'flame')) {
        const element = device === 'bolt' ? 'lightning' : 'fire';
        const words = `${item.name} ${item.abilities.join(' ')} ${item.appearance}`.toLowerCase();
        expect(words, item.name).toMatch(new RegExp(`${element}|storm|flame|fire|ember|spark`));
      }
    }
  });
});
