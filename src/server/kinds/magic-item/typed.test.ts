// What the game master types as a specific type is what they get (issue 20, and the blind read's worst failure):
// a few hundred typed phrases of our own, each with what must hold in the text and in the picture's data.
import { describe, expect, it } from 'vitest';
import {
  type ItemType,
  type MagicItemData,
  type MagicItemRequestInput,
  magicItemRequestSchema,
} from '../../../shared/kinds/magic-item.js';
import { generateMagicItem } from './generate.js';
import { drawMagicItem } from './item-art.js';
import { readTyped } from './text/typed.js';

interface Case {
  /** What was typed. */
  text: string;
  /** The request's type, when the game master chose one. */
  type?: ItemType;
  rarity?: MagicItemRequestInput['rarity'];
  /** The type the item must be. */
  is: ItemType;
  /** The object noun: in the subtype and, named as typed, in the name. */
  noun: string;
  /** The picture's family. */
  family: string;
  /** A material: its words in the appearance, its colour painted on the body or the fittings. */
  material?: { words: string; colour: string };
  /** A figure heraldry draws, on a shield, a signet or as a figurine. */
  device?: string;
  /** A flame's colour. */
  flame?: string;
  /** A scroll's spell, a potion's effect or a promised power: the first property's name. */
  first?: string;
  /** Words the history must tell (an owner). */
  history?: string;
  /** Words the appearance must keep as typed. */
  said?: string;
}

const attr = (svg: string, name: string): string => new RegExp(` ${name}="([^"]*)"`).exec(svg)?.[1] ?? '';
const partColours = (svg: string, part: string): string[] =>
  [...svg.matchAll(new RegExp(`data-part="${part}"(?: data-colour="([^"]*)")?`, 'g'))].map((m) => m[1] ?? '');

// --- The table ----------------------------------------------------------------------------------------------------

/** Objects, the type they are, the family they are drawn as. */
const OBJECTS: readonly (readonly [string, ItemType, string])[] = [
  ['longbow', 'Weapon', 'bow'],
  ['shortbow', 'Weapon', 'bow'],
  ['dagger', 'Weapon', 'dagger'],
  ['knife', 'Weapon', 'dagger'],
  ['longsword', 'Weapon', 'sword'],
  ['greatsword', 'Weapon', 'sword'],
  ['scimitar', 'Weapon', 'sword'],
  ['rapier', 'Weapon', 'sword'],
  ['battleaxe', 'Weapon', 'axe'],
  ['warhammer', 'Weapon', 'warhammer'],
  ['mace', 'Weapon', 'mace'],
  ['spear', 'Weapon', 'spear'],
  ['trident', 'Weapon', 'spear'],
  ['halberd', 'Weapon', 'spear'],
  ['crossbow', 'Weapon', 'crossbow'],
  ['whip', 'Weapon', 'whip'],
  ['tower shield', 'Armor', 'shield'],
  ['kite shield', 'Armor', 'shield'],
  ['buckler', 'Armor', 'shield'],
  ['chain mail', 'Armor', 'heavy-armor'],
  ['breastplate', 'Armor', 'medium-armor'],
  ['signet ring', 'Ring', 'ring'],
  ['ring', 'Ring', 'ring'],
  ['band', 'Ring', 'ring'],
  ['staff', 'Staff', 'staff'],
  ['wand', 'Wand', 'wand'],
  ['rod', 'Rod', 'rod'],
  ['scepter', 'Rod', 'rod'],
  ['pocket watch', 'Wondrous Item', 'compass'],
  ['lantern', 'Wondrous Item', 'lantern'],
  ['cloak', 'Wondrous Item', 'cloak'],
  ['mask', 'Wondrous Item', 'mask'],
  ['horn', 'Wondrous Item', 'horn'],
  ['mirror', 'Wondrous Item', 'mirror'],
  ['amulet', 'Wondrous Item', 'amulet'],
  ['boots', 'Wondrous Item', 'boots'],
  ['gloves', 'Wondrous Item', 'gloves'],
  ['belt', 'Wondrous Item', 'belt'],
  ['circlet', 'Wondrous Item', 'helm'],
  ['orb', 'Wondrous Item', 'orb'],
  ['tome', 'Wondrous Item', 'book'],
  ['bell', 'Wondrous Item', 'bell'],
  ['chalice', 'Wondrous Item', 'chalice'],
  ['key', 'Wondrous Item', 'key'],
  ['candle', 'Wondrous Item', 'candle'],
  ['compass', 'Wondrous Item', 'compass'],
  ['figurine', 'Wondrous Item', 'figurine'],
  ['bracers', 'Wondrous Item', 'bracers'],
];

/** Materials, as typed, and the colour the record gives them. */
const MATERIALS: readonly (readonly [string, string])[] = [
  ['whalebone', '#e8e0c8'],
  ['obsidian', '#1e1a22'],
  ['driftwood', '#b8ad9c'],
  ['brass', '#d4aa50'],
  ['bronze', '#b67c3c'],
  ['black iron', '#3c3d42'],
  ['bone', '#ddd0b0'],
  ['silver', '#c9cfd8'],
  ['gold', '#dcac3e'],
  ['copper', '#c06a3c'],
  ['ebony', '#241c1a'],
  ['jade', '#4a9a6a'],
  ['ivory', '#e8dcc0'],
  ['petrified lightning', '#e6ecf8'],
  ['mithral', '#c4dbe8'],
];

/** Which materials can be the body of an object, and which only its fittings: every material fits somewhere. */
function cases(): Case[] {
  const out: Case[] = [];
  OBJECTS.forEach(([noun, is, family], i) => {
    // Two materials per object, before the noun and after it ('a brass watch', 'a watch of brass').
    for (const k of [i, i + 7]) {
      const [words, colour] = MATERIALS[k % MATERIALS.length] as readonly [string, string];
      const text = k === i ? `${words} ${noun}` : `${noun} carved from ${words}`;
      out.push({ text, is, noun, family, material: { words, colour }, type: is });
    }
    // The same object with no type chosen: the words alone say what it is.
    out.push({ text: `${noun} of ${MATERIALS[(i + 3) % MATERIALS.length]?.[0]}`, is, noun, family });
  });
  // Figures on shields, signets and figurines.
  const figures: readonly (readonly [string, string])[] = [
    ['a kraken', 'octopus'],
    ['a wolf', 'wolf'],
    ['a raven', 'raven'],
    ['a dragon', 'dragon'],
    ['a rose', 'rose'],
    ['an anchor', 'anchor'],
    ['a ship', 'ship'],
    ['a skull', 'skull'],
  ];
  for (const [words, charge] of figures) {
    out.push({
      text: `tower shield painted with ${words}`,
      is: 'Armor',
      type: 'Armor',
      noun: 'tower shield',
      family: 'shield',
      device: charge,
    });
    out.push({
      text: `kite shield bearing ${words}`,
      is: 'Armor',
      noun: 'kite shield',
      family: 'shield',
      device: charge,
    });
    out.push({
      text: `signet ring engraved with ${words}`,
      is: 'Ring',
      noun: 'signet ring',
      family: 'ring',
      device: charge,
    });
    // A figurine of a wolf is carved as the hound the picture draws; other creatures as heraldry draws them.
    const carved = { wolf: 'hound', raven: 'raven' }[charge] ?? charge;
    out.push({
      text: `figurine of ${words}`,
      is: 'Wondrous Item',
      type: 'Wondrous Item',
      noun: 'figurine',
      family: 'figurine',
      device: carved,
    });
  }
  // Flames.
  for (const [colour, hex] of [
    ['blue', '#2a4a9a'],
    ['green', '#2e6a3a'],
    ['white', '#eeeae0'],
    ['violet', '#7a4ab0'],
  ] as const) {
    out.push({
      text: `lantern that burns with ${colour} flame`,
      is: 'Wondrous Item',
      noun: 'lantern',
      family: 'lantern',
      flame: hex,
    });
    out.push({
      text: `candle with a ${colour} flame`,
      is: 'Wondrous Item',
      noun: 'candle',
      family: 'candle',
      flame: hex,
    });
  }
  // Spells: the scroll is that spell.
  for (const spell of [
    'fireball',
    'magic missile',
    'cure wounds',
    'lightning bolt',
    'misty step',
    'invisibility',
    'fly',
    'counterspell',
    'cone of cold',
    'sleep',
    'shield',
    'haste',
    'wall of force',
    'meteor swarm',
    'fire bolt',
  ]) {
    // Title case as the Player's Handbook writes it: 'Cone of Cold', 'Wall of Force'.
    const title = spell.replace(/\b\w/g, (c) => c.toUpperCase()).replace(/ Of /g, ' of ');
    out.push({
      text: `spell scroll of ${spell}`,
      is: 'Scroll',
      type: 'Scroll',
      noun: 'scroll',
      family: 'scroll',
      first: title,
    });
    out.push({ text: `scroll of ${spell}`, is: 'Scroll', noun: 'scroll', family: 'scroll', first: title });
  }
  // Potions: the effect as typed, a taste kept.
  for (const effect of [
    'frog breathing',
    'water breathing',
    'healing',
    'flying',
    'invisibility',
    'giant strength',
    'heroism',
    'climbing',
    'speed',
    'fire breath',
    'night vision',
    'mind reading',
    'diminution',
    'growth',
    'luck',
  ]) {
    const title = effect.replace(/\b\w/g, (c) => c.toUpperCase());
    out.push({
      text: `potion of ${effect}`,
      is: 'Potion',
      type: 'Potion',
      noun: 'potion',
      family: 'potion',
      first: title,
    });
    out.push({
      text: `elixir of ${effect} that tastes of pondwater`,
      is: 'Potion',
      noun: 'elixir',
      family: 'potion',
      first: title,
      said: 'tastes of pondwater',
    });
  }
  // Owners: the history tells whose it was.
  for (const [noun, is, family] of [
    ['signet ring', 'Ring', 'ring'],
    ['longsword', 'Weapon', 'sword'],
    ['crown', 'Wondrous Item', 'helm'],
    ['helm', 'Wondrous Item', 'helm'],
    ['cloak', 'Wondrous Item', 'cloak'],
  ] as const) {
    for (const owner of [
      'a drowned king',
      'the last queen',
      'a fallen knight',
      'an exiled prince',
      'a mad wizard',
    ]) {
      out.push({ text: `${noun} of ${owner}`, is, noun, family, history: owner, type: is });
    }
    out.push({
      text: `${noun} belonging to the witch Morwen`,
      is,
      noun,
      family,
      history: 'the witch Morwen',
      type: is,
    });
  }
  // Powers the name promises.
  for (const [text, is, family, first] of [
    ['ring of invisibility', 'Ring', 'ring', /Invisibility|Fade/],
    ['cloak of flying', 'Wondrous Item', 'cloak', /Flight|Feather Fall/],
    ['boots of speed', 'Wondrous Item', 'boots', /Fleetness|Haste/],
    ['ring of protection', 'Ring', 'ring', /Protection/],
    ['bag of holding', 'Wondrous Item', 'bag', /Holding/],
    ['belt of giant strength', 'Wondrous Item', 'belt', /Strength/],
    ['amulet of healing', 'Wondrous Item', 'amulet', /Healing|Regeneration/],
    ['ring of swimming', 'Ring', 'ring', /Swimming/],
  ] as const) {
    out.push({ text, is, noun: text.split(' of ')[0] as string, family, first: first.source });
  }
  // Behaviours kept as typed.
  for (const [text, noun, is, family, said] of [
    ['sword that hums when orcs are near', 'sword', 'Weapon', 'sword', 'It hums when orcs are near.'],
    ['boots that never get wet', 'boots', 'Wondrous Item', 'boots', 'They never get wet.'],
    ['teapot that never empties', 'teapot', 'Wondrous Item', 'relic', 'It never empties.'],
    ['dagger found in a bog', 'dagger', 'Weapon', 'dagger', 'It was found in a bog.'],
    ['mace with a skull-shaped head', 'mace', 'Weapon', 'mace', 'It has a skull-shaped head.'],
  ] as const) {
    out.push({ text, noun, is, family, said });
  }
  // The blind read's ten, exactly as the game master typed them.
  out.push(
    {
      text: 'longbow carved from whalebone',
      type: 'Weapon',
      is: 'Weapon',
      noun: 'longbow',
      family: 'bow',
      material: { words: 'whalebone', colour: '#e8e0c8' },
    },
    {
      text: 'obsidian sacrificial dagger',
      type: 'Weapon',
      is: 'Weapon',
      noun: 'sacrificial dagger',
      family: 'dagger',
      material: { words: 'obsidian', colour: '#1e1a22' },
    },
    {
      text: 'tower shield painted with a kraken',
      type: 'Armor',
      is: 'Armor',
      noun: 'tower shield',
      family: 'shield',
      device: 'octopus',
    },
    {
      text: 'signet ring of a drowned king',
      type: 'Ring',
      is: 'Ring',
      noun: 'signet ring',
      family: 'ring',
      history: 'a drowned king',
    },
    {
      text: 'staff of twisted driftwood',
      type: 'Staff',
      is: 'Staff',
      noun: 'staff',
      family: 'staff',
      material: { words: 'twisted driftwood', colour: '#b8ad9c' },
    },
    {
      text: 'wand of petrified lightning',
      type: 'Wand',
      is: 'Wand',
      noun: 'wand',
      family: 'wand',
      material: { words: 'petrified lightning', colour: '#e6ecf8' },
    },
    {
      text: 'spell scroll of fireball',
      type: 'Scroll',
      is: 'Scroll',
      noun: 'scroll',
      family: 'scroll',
      first: 'Fireball',
    },
    {
      text: 'potion of frog breathing that tastes of pondwater',
      type: 'Potion',
      is: 'Potion',
      noun: 'potion',
      family: 'potion',
      first: 'Frog Breathing',
      said: 'tastes of pondwater',
    },
    {
      text: 'brass pocket watch',
      type: 'Wondrous Item',
      is: 'Wondrous Item',
      noun: 'pocket watch',
      family: 'compass',
      material: { words: 'brass', colour: '#d4aa50' },
    },
    {
      text: 'lantern that burns with blue flame',
      type: 'Wondrous Item',
      is: 'Wondrous Item',
      noun: 'lantern',
      family: 'lantern',
      flame: '#2a4a9a',
    },
  );
  return out;
}

const CASES = cases();

/** What a typed case must hold, on one item and its picture: the problems found, empty when it holds. */
function problems(c: Case, item: MagicItemData, svg: string): string[] {
  const out: string[] = [];
  const fail = (what: string) =>
    out.push(`'${c.text}' -> ${item.name} [${item.type}: ${item.subtype}]: ${what}`);
  if (item.type !== c.is) fail(`type ${item.type}, not ${c.is}`);
  if (!item.subtype.toLowerCase().includes(c.is === 'Scroll' ? 'scroll' : c.noun))
    fail('noun not in the subtype');
  if (c.is !== 'Scroll' && !item.name.toLowerCase().includes(c.noun.split(' ').pop() as string))
    fail('noun not in the name');
  if (attr(svg, 'data-family') !== c.family) fail(`drawn as ${attr(svg, 'data-family')}, not ${c.family}`);
  const words = item.appearance.toLowerCase();
  if (c.material) {
    if (!words.includes(c.material.words)) fail(`'${c.material.words}' not in: ${item.appearance}`);
    // Painted on the body or the fittings, in its colour.
    const painted = [
      attr(svg, 'data-main-colour'),
      attr(svg, 'data-trim-colour'),
      attr(svg, 'data-glass-colour'),
    ];
    if (!painted.includes(c.material.colour)) fail(`${c.material.colour} not painted (${painted.join(' ')})`);
  }
  if (c.device) {
    if ((item.look?.device?.kind ?? item.look?.shape) !== c.device)
      fail(`device ${item.look?.device?.kind}, not ${c.device}`);
    if ((attr(svg, 'data-drawn-device') || attr(svg, 'data-drawn-shape')) !== c.device)
      fail('device not drawn');
  }
  if (c.flame) {
    if (item.look?.flame?.colour !== c.flame) fail(`flame ${item.look?.flame?.colour}, not ${c.flame}`);
    if (partColours(svg, 'flame').join() !== c.flame) fail('flame not drawn in its colour');
  }
  if (c.first && !new RegExp(`^(${c.first})\\.`).test(item.abilities[0] ?? ''))
    fail(`first property: ${item.abilities[0]}`);
  if (c.history && !item.history.includes(c.history)) fail(`history lacks '${c.history}': ${item.history}`);
  if (c.said && !item.appearance.includes(c.said)) fail(`appearance lacks '${c.said}': ${item.appearance}`);
  // Never the noun lost to a clause ('This burns with blue flame'), never a second noun in its place.
  if (/\b(This|A|An) (burns|hums|tastes|carved|painted)\b/.test(item.appearance))
    fail('a clause in place of the noun');
  if (/undefined|#|\{|\}/.test(`${item.description} ${item.appearance} ${item.history}`)) fail('a leak');
  return out;
}

describe('what the game master types is what they get', () => {
  it(`holds ${CASES.length} typed specific types in the text and the picture`, () => {
    expect(CASES.length).toBeGreaterThanOrEqual(250);
    let seed = 11;
    const found: string[] = [];
    for (const c of CASES) {
      const request = magicItemRequestSchema.parse({
        rarity: c.rarity ?? 'Rare',
        ...(c.type ? { type: c.type } : {}),
        specificType: c.text,
      });
      for (let k = 0; k < 2; k++) {
        seed += 7919;
        const item = generateMagicItem(request, seed);
        found.push(...problems(c, item, drawMagicItem(item, seed)));
      }
    }
    expect(found.slice(0, 25).join('\n'), `${found.length} problems`).toBe('');
  });

  it('reads the blind read’s ten into the record', () => {
    const read = (t: string) => readTyped(t);
    expect(read('longbow carved from whalebone')?.material?.words).toBe('whalebone');
    expect(read('obsidian sacrificial dagger')?.noun).toBe('sacrificial dagger');
    expect(read('tower shield painted with a kraken')?.device?.charge).toBe('octopus');
    expect(read('signet ring of a drowned king')?.owner?.words).toBe('a drowned king');
    expect(read('staff of twisted driftwood')?.material?.words).toBe('twisted driftwood');
    expect(read('wand of petrified lightning')?.theme).toBe('lightning');
    expect(read('spell scroll of fireball')?.spell).toBe('fireball');
    expect(read('potion of frog breathing that tastes of pondwater')?.taste?.words).toBe('pondwater');
    expect(read('brass pocket watch')?.head).toBe('pocket watch');
    expect(read('lantern that burns with blue flame')?.flame?.word).toBe('blue');
  });

  it('gives a scroll of a typed spell the DMG’s rarity for its level', () => {
    const scroll = (spell: string, rarity: MagicItemRequestInput['rarity']) =>
      generateMagicItem(
        magicItemRequestSchema.parse({ rarity, type: 'Scroll', specificType: `scroll of ${spell}` }),
        5,
      );
    expect(scroll('fireball', 'Common').rarity).toBe('Uncommon');
    expect(scroll('fireball', 'Legendary').rarity).toBe('Uncommon');
    expect(scroll('meteor swarm', 'Common').rarity).toBe('Legendary');
    expect(scroll('fire bolt', 'Rare').rarity).toBe('Common');
    expect(scroll('fireball', 'Rare').spellLevel).toBe(3);
  });
});
