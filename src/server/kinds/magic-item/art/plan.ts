// Decides everything about one item picture before anything is drawn (silhouette family, materials, element,
// rarity glow, style, pose), each choice from its own seeded stream, so the drawers only read a record.
import type { ItemArtStyle, ItemRarity } from '../../../../shared/kinds/magic-item.js';
import { type ArtRng, createArtRng, hashString } from '../../../art/art-rng.js';
import { type ArtStyleDef, getArtStyle } from '../../../art/art-styles.js';
import { mix } from '../../../art/color.js';
import { MATERIALS, type MaterialId, materialFromText } from '../../../art/materials.js';
import type { ItemArtInput } from '../item-art.js';
import { classifyItem, type ItemFamily } from './classify.js';
import { ITEM_STYLES, type ItemStyle } from './item-styles.js';
import {
  colourElementOf,
  ELEMENT_IDS,
  ELEMENTS,
  type ElementId,
  elementOf,
  GEMS,
  HEALING,
  RARITY_LOOKS,
  type RarityLook,
} from './looks.js';

export interface ItemPlan {
  seed: number;
  idPrefix: string;
  family: ItemFamily;
  /** The subtype keyword that chose the family ('greatsword', 'trident', 'kite'). */
  variant: string;
  /** The item's subtype as written ('Signet', 'Kite Shield'). */
  subtype: string;
  /** The appearance as written, lower case ('' when none): a drawer draws no figure the words contradict. */
  words: string;
  rarity: ItemRarity;
  look: RarityLook;
  artStyle: ItemArtStyle;
  itemStyle: ItemStyle;
  style: ArtStyleDef;
  /** Blade, head, plate, body: the material that carries the silhouette. */
  main: MaterialId;
  /** Fittings, bands, settings. */
  trim: MaterialId;
  /** Grip wrap or haft. */
  grip: MaterialId;
  wood: string;
  cloth: string;
  leather: string;
  element: ElementId | null;
  /** The colour of its magic: gems, runes, liquids. */
  magic: { glow: string; deep: string };
  backdrop: string;
  /** Degrees the drawing is turned (long weapons lie on the diagonal). */
  rotate: number;
  /** Colours the item's record decided (a blackened walnut haft, green glass), over the materials' own. */
  tints: { main?: string; trim?: string; grip?: string; glass?: string };
  /** A wand's length in inches, when the record says it: a short wand is drawn small in the frame. */
  lengthInches?: number;
  /**
   * What the record decided beyond materials (shape, size, stone, seal, field, device, runes). Absent for items
   * without a look (stored before it, or written by an AI): their drawers choose as they always did.
   */
  decided?: Decided;
}

/** The record's shapes and features, as the drawers read them. */
export interface Decided {
  /** The body's own colour as the words give it (a goggle's smoky crystal), whatever the silhouette accepts. */
  body?: string;
  shape?: string;
  size?: 'tiny' | 'small' | 'large';
  /** The set stone's colour; absent means no stone is drawn (a plain stud in its place). */
  stone?: string;
  seal?: { kind: string; colour: string };
  field?: { kind: string; colour: string };
  device?: { kind: string; colour: string };
  ink?: { kind: string; colour: string };
  /** A flame the words colour ('burns with blue flame'). */
  flame?: string;
  runes: boolean;
}

/** What can carry each family's silhouette, and what it is made of when the text does not say. */
type MainRule = { accepts: readonly MaterialId[]; fallback: 'metals' | 'trims' | MaterialId };

const METALS: readonly MaterialId[] = ['steel', 'iron', 'bronze', 'gold', 'silver', 'mithral', 'adamantine'];
const HEADS: readonly MaterialId[] = [...METALS, 'obsidian', 'bone', 'crystal', 'glass'];
const WOODEN: readonly MaterialId[] = ['wood', 'bone', 'obsidian', 'crystal', ...METALS];
const JEWEL: readonly MaterialId[] = [...METALS, 'bone', 'obsidian', 'crystal'];

const HEAD: MainRule = { accepts: HEADS, fallback: 'metals' };
const ARMOUR: MainRule = { accepts: [...METALS, 'obsidian', 'bone'], fallback: 'metals' };
const TREE: MainRule = { accepts: WOODEN, fallback: 'wood' };

const MAIN_RULES: Readonly<Record<ItemFamily, MainRule>> = {
  sword: HEAD,
  dagger: HEAD,
  axe: HEAD,
  mace: HEAD,
  warhammer: HEAD,
  spear: HEAD,
  bow: TREE,
  crossbow: TREE,
  quarterstaff: TREE,
  whip: { accepts: ['leather', 'cloth'], fallback: 'leather' },
  sling: { accepts: ['leather', 'cloth'], fallback: 'leather' },
  'light-armor': { accepts: ['leather', 'cloth'], fallback: 'leather' },
  // Hide armour is medium armour of leather.
  'medium-armor': { accepts: [...METALS, 'obsidian', 'bone', 'leather'], fallback: 'metals' },
  'heavy-armor': ARMOUR,
  shield: { accepts: [...METALS, 'wood', 'obsidian', 'bone'], fallback: 'metals' },
  ring: { accepts: JEWEL, fallback: 'trims' },
  rod: { accepts: JEWEL, fallback: 'trims' },
  staff: TREE,
  wand: TREE,
  scroll: { accepts: ['cloth', 'leather', ...METALS], fallback: 'leather' },
  potion: { accepts: ['glass', 'crystal', 'obsidian', ...METALS], fallback: 'glass' },
  amulet: { accepts: JEWEL, fallback: 'trims' },
  cloak: { accepts: ['cloth', 'leather'], fallback: 'cloth' },
  boots: { accepts: ['leather', 'cloth', ...METALS], fallback: 'leather' },
  gloves: { accepts: ['leather', 'cloth', ...METALS], fallback: 'leather' },
  belt: { accepts: ['leather', 'cloth'], fallback: 'leather' },
  helm: ARMOUR,
  bracers: { accepts: [...METALS, 'leather', 'bone'], fallback: 'metals' },
  orb: { accepts: ['crystal', 'glass', 'obsidian'], fallback: 'crystal' },
  book: { accepts: ['leather', 'cloth', 'wood'], fallback: 'leather' },
  lantern: { accepts: METALS, fallback: 'trims' },
  figurine: { accepts: [...JEWEL, 'wood', 'glass'], fallback: 'obsidian' },
  bag: { accepts: ['cloth', 'leather'], fallback: 'leather' },
  horn: { accepts: ['bone', 'wood', ...METALS], fallback: 'bone' },
  mirror: { accepts: METALS, fallback: 'trims' },
  mask: { accepts: [...JEWEL, 'wood', 'leather'], fallback: 'trims' },
  instrument: { accepts: ['wood', 'bone', ...METALS], fallback: 'wood' },
  key: { accepts: JEWEL, fallback: 'trims' },
  candle: { accepts: METALS, fallback: 'trims' },
  hourglass: { accepts: ['wood', ...METALS], fallback: 'wood' },
  compass: { accepts: METALS, fallback: 'trims' },
  goggles: { accepts: METALS, fallback: 'trims' },
  bell: { accepts: METALS, fallback: 'metals' },
  chalice: { accepts: JEWEL, fallback: 'trims' },
  casket: { accepts: [...JEWEL, 'wood'], fallback: 'trims' },
  relic: { accepts: JEWEL, fallback: 'trims' },
};

/** What can carry a family's silhouette: a material typed for anything else is drawn on its fittings. */
export function bodyMaterials(family: ItemFamily): readonly MaterialId[] {
  return MAIN_RULES[family].accepts;
}

/** How each family lies in the frame: long weapons on the diagonal, everything else upright. */
const ROTATION: Partial<Record<ItemFamily, number>> = {
  sword: 45,
  dagger: 45,
  axe: 40,
  mace: 40,
  warhammer: 40,
  spear: 45,
  bow: 35,
  crossbow: 40,
  quarterstaff: 45,
  staff: 40,
  rod: 40,
  wand: 45,
  key: -35,
};

const ITEM_STYLE_NAMES = Object.keys(ITEM_STYLES) as ItemArtStyle[];

function pickMaterial(rng: ArtRng, style: ItemStyle, rule: MainRule): MaterialId {
  if (rule.fallback === 'metals') {
    return rng.weighted(style.metals.filter(([id]) => rule.accepts.includes(id)));
  }
  if (rule.fallback === 'trims') return rng.weighted(style.trims);
  return rule.fallback;
}

export function planItem(input: ItemArtInput, seed: number): ItemPlan {
  const kind = classifyItem(input.type, input.subtype);
  const artStyle = ITEM_STYLE_NAMES.includes(input.artStyle) ? input.artStyle : 'Fantasy';
  const itemStyle = ITEM_STYLES[artStyle];
  const root = createArtRng(seed, 'magic-item');
  const stream = (label: string) => root.fork(label);
  const texts = [...(input.tags ?? []), input.appearance ?? '', input.subtype];
  const rule = MAIN_RULES[kind.family];
  const named = materialFromText(texts);
  const matRng = stream('materials');
  let main = pickMaterial(matRng, itemStyle, rule);
  let trim = matRng.weighted(itemStyle.trims);
  let grip: MaterialId =
    kind.family === 'quarterstaff'
      ? 'wood'
      : matRng.weighted([
          ['leather', 3],
          ['wood', 1],
        ] as const);
  // A material the text names is honoured where it fits: on the body if it can carry the silhouette, else on
  // the fittings (a 'golden' cloak has a gold clasp) or the grip (an 'ivory' sword has a bone grip).
  if (named) {
    if (rule.accepts.includes(named)) main = named;
    else if (MATERIALS[named].kind === 'metal') trim = named;
    else if (named === 'bone' || named === 'wood' || named === 'leather') grip = named;
  }
  // The record's look, when the item has one, is what the text says it is made of: it wins over the guesses.
  const tints: ItemPlan['tints'] = {};
  let wood = itemStyle.wood;
  const dye = stream('dye');
  let cloth = dye.pick(itemStyle.cloth);
  let leather = itemStyle.leather;
  const decided = input.look;
  if (decided?.main) {
    const m = decided.main.material;
    if (kind.family === 'potion') {
      // A potion's vessel: the glass the text names, in its colour (a clay or silver flask keeps its colour).
      if (rule.accepts.includes(m)) main = m;
      tints.glass = decided.main.colour;
      tints.main = decided.main.colour;
    } else if (rule.accepts.includes(m)) {
      main = m;
      tints.main = decided.main.colour;
      // Drawers paint wood, cloth and leather bodies from those ramps: they take the decided colour too.
      if (m === 'wood') wood = decided.main.colour;
      if (m === 'cloth') cloth = decided.main.colour;
      if (m === 'leather') leather = decided.main.colour;
    } else if (decided.trim && rule.accepts.includes(decided.trim.material)) {
      // A glass body in a metal frame (a mirror, goggles, an hourglass): the drawer's metal is the frame the
      // words give, and the glass keeps its colour for the parts that show it.
      main = decided.trim.material;
      tints.main = decided.trim.colour;
      tints.glass = decided.main.colour;
    }
  }
  if (decided?.trim) {
    trim = decided.trim.material;
    tints.trim = decided.trim.colour;
  }
  if (decided?.grip) {
    grip = decided.grip.material;
    tints.grip = decided.grip.colour;
    // Hafts and shafts are drawn in the wood ramp: a haft of blackened walnut is dark brown, of iron grey.
    if (main !== 'wood') wood = decided.grip.colour;
  }
  if (trim === main && MATERIALS[main].kind === 'metal' && !tints.trim) {
    // Gold on gold reads as one lump: set off the fittings.
    trim = main === 'gold' ? 'silver' : 'gold';
  }
  // An item with a record has an element only where its rules show one (its damage type, or the element tag the
  // record gives when a property deals that damage): a storm in its story or a 'shadow' in its prose is not one.
  const element = input.look
    ? elementOf([
        input.damageType,
        ...(input.tags ?? []).filter((t) => (ELEMENT_IDS as readonly string[]).includes(t)),
      ])
    : elementOf([input.damageType, ...(input.tags ?? []), input.appearance]);
  // The colour the prose gives its magic ('runes that light up bile-green') colours the picture's magic.
  const colourElement = element ? null : colourElementOf(input.appearance);
  const gemRng = stream('gem');
  // Healing is no damage type, but every player knows its colour.
  const healing = !element && texts.some((t) => /\bheal/i.test(t));
  const liquid = decided?.liquid?.colour;
  const magic = liquid
    ? { glow: liquid, deep: mix(liquid, '#000000', 0.55) }
    : element
      ? ELEMENTS[element]
      : colourElement
        ? ELEMENTS[colourElement]
        : healing
          ? HEALING
          : gemRng.pick(GEMS);
  const look = RARITY_LOOKS[input.rarity] ?? RARITY_LOOKS.Common;
  return {
    seed,
    // The input is part of the prefix: two pictures of one seed may share a page (the contact sheet).
    idPrefix: `mi${hashString(`${seed}|${input.type}|${input.subtype}|${input.rarity}|${input.artStyle}|${input.damageType ?? ''}|${(input.tags ?? []).join(',')}`).toString(36)}`,
    family: kind.family,
    variant: kind.variant,
    subtype: input.subtype,
    words: (input.appearance ?? '').toLowerCase(),
    rarity: input.rarity,
    look,
    artStyle,
    itemStyle,
    style: getArtStyle(itemStyle.art),
    main,
    trim,
    grip,
    wood,
    cloth,
    leather,
    element,
    magic: { glow: magic.glow, deep: magic.deep },
    backdrop: dye.pick(itemStyle.backdrops),
    rotate: ROTATION[kind.family] ?? 0,
    tints,
    ...(decided?.lengthInches ? { lengthInches: decided.lengthInches } : {}),
    ...(decided ? { decided: decidedOf(decided) } : {}),
  };
}

function decidedOf(look: NonNullable<ItemArtInput['look']>): Decided {
  return {
    ...(look.main ? { body: look.main.colour } : {}),
    ...(look.shape ? { shape: look.shape } : {}),
    ...(look.size ? { size: look.size } : {}),
    ...(look.stone ? { stone: look.stone.colour } : {}),
    ...(look.seal ? { seal: { kind: look.seal.kind, colour: look.seal.colour } } : {}),
    ...(look.field ? { field: { kind: look.field.kind, colour: look.field.colour } } : {}),
    ...(look.device ? { device: { kind: look.device.kind, colour: look.device.colour } } : {}),
    ...(look.ink ? { ink: { kind: look.ink.kind, colour: look.ink.colour } } : {}),
    ...(look.flame ? { flame: look.flame.colour } : {}),
    runes: look.runes === true,
  };
}
