// Decides what an item looks like, once: its materials, its shape and size, a set stone, a stopper or seal, a
// painted field and device, runes. Each is picked with the words the prose uses and the material, shape and colour
// the picture paints, and the opening of the appearance is written here from the same choices, so the text and the
// drawing read one record (decision 020, issue 20).

import type {
  ItemArtStyle,
  ItemLook,
  ItemLookFeature,
  ItemLookMaterial,
  ItemLookPart,
} from '../../../../shared/kinds/magic-item.js';
import { capitalize, withArticle } from '../../../engine/english.js';
import type { Rng } from '../../../engine/rng.js';
import { worldChoice, worldPick } from '../../../engine/world-pick.js';
import { classifyItem } from '../art/classify.js';
import { bodyMaterials } from '../art/plan.js';
import type { ItemForm } from './forms.js';
import type { ThemeId } from './themes.js';
import type { MatClass, TypedSpec } from './typed.js';

export type { MatClass };

interface Choice {
  readonly words: string;
  readonly material: ItemLookMaterial;
  readonly colour: string;
  readonly cls: MatClass;
  /** Styles that favour it (weight 3 there, absent elsewhere). */
  readonly styles?: readonly ItemArtStyle[];
  /** The lowest tier it appears at (mithral from Rare, adamantine from Very Rare). */
  readonly minTier?: number;
  /** The word before a noun, when it differs: 'silver flask' for silver, 'crystal phial' for rock crystal. */
  readonly adj?: string;
}

const m = (
  words: string,
  material: ItemLookMaterial,
  colour: string,
  cls: MatClass,
  extra: Partial<Choice> = {},
): Choice => ({ words, material, colour, cls, ...extra });

const METAL: readonly Choice[] = [
  m('blackened iron', 'iron', '#3c3d42', 'metal'),
  m('blue-grey steel', 'steel', '#8a9aae', 'metal'),
  m('bright steel', 'steel', '#c2cad4', 'metal'),
  m('bronze', 'bronze', '#b67c3c', 'metal'),
  m('meteoric iron', 'iron', '#5e5a5c', 'metal'),
  m('cold-forged iron', 'iron', '#6e7078', 'metal'),
  m('silvered steel', 'silver', '#c9cfd8', 'metal'),
  m('mithral', 'mithral', '#c4dbe8', 'metal', { minTier: 3 }),
  m('adamantine', 'adamantine', '#46505f', 'metal', { minTier: 4 }),
  m('dark dwarven steel', 'steel', '#5c636e', 'metal', { styles: ['Dwarven'] }),
  m('pale elven steel', 'steel', '#d6dee8', 'metal', { styles: ['Elven'] }),
  m('brass-bound steel', 'steel', '#a3adba', 'metal', { styles: ['Steampunk'] }),
  m('black iron', 'iron', '#2e2e33', 'metal', { styles: ['Gothic'] }),
  m('silvery, almost translucent steel', 'mithral', '#dae8f2', 'metal', { styles: ['Ethereal'] }),
  m('pitted black steel', 'steel', '#36383e', 'metal', { styles: ['Dark Fantasy'] }),
  m('plain, well-kept steel', 'steel', '#a3adba', 'metal', { styles: ['Medieval'] }),
];

const WOOD: readonly Choice[] = [
  m('ash', 'wood', '#c8a978', 'wood'),
  m('oak', 'wood', '#9a7045', 'wood'),
  m('yew', 'wood', '#b06c3c', 'wood'),
  m('black walnut', 'wood', '#4a3020', 'wood'),
  m('ironwood', 'wood', '#5a4030', 'wood'),
  m('bog oak', 'wood', '#30261e', 'wood'),
  m('hornbeam', 'wood', '#b8a584', 'wood'),
  m('rowan', 'wood', '#9c6a42', 'wood'),
  m('ebony', 'wood', '#241c1a', 'wood'),
  m('driftwood', 'wood', '#b8ad9c', 'wood'),
  m('silverwood', 'wood', '#d8d4c8', 'wood', { styles: ['Elven'] }),
  m('blackthorn', 'wood', '#2a2022', 'wood', { styles: ['Dark Fantasy', 'Gothic'] }),
  m('lacquered teak', 'wood', '#7a3e1e', 'wood', { styles: ['Steampunk'] }),
];

/** What a hilt or grip is wrapped in or made of. */
const HILT: readonly Choice[] = [
  m('cord-wrapped ash', 'wood', '#b89a6a', 'wood'),
  m('sharkskin', 'leather', '#9aa0a0', 'leather'),
  m('red leather', 'leather', '#8a2a1e', 'leather'),
  m('black leather', 'leather', '#221c1a', 'leather'),
  m('polished bone', 'bone', '#ddd0b0', 'bone'),
  m('ram’s horn', 'bone', '#a89a80', 'bone'),
  m('wire-bound oak', 'wood', '#9a7045', 'wood'),
  m('blackened walnut', 'wood', '#3b2616', 'wood'),
  m('knotted iron wire', 'iron', '#6e7078', 'metal', { styles: ['Dwarven'] }),
  m('pale birch wound with silver thread', 'wood', '#e0d6c0', 'wood', { styles: ['Elven'] }),
  m('oxblood leather', 'leather', '#5a1a18', 'leather'),
  m('green-dyed leather', 'leather', '#2e5a36', 'leather'),
  m('brown leather worn smooth by old hands', 'leather', '#6a4a30', 'leather'),
  m('blue leather crossed with silver wire', 'leather', '#2a3a6a', 'leather'),
  m('stag antler', 'bone', '#b8a080', 'bone'),
  m('yellowed walrus ivory', 'bone', '#e4d6b0', 'bone'),
  m('whalebone', 'bone', '#e0d8c8', 'bone'),
  m('bog oak', 'wood', '#2a2420', 'wood'),
  m('cherrywood', 'wood', '#8a4a30', 'wood'),
  m('boxwood ridged for the fingers', 'wood', '#d8b878', 'wood'),
];

/** A haft, shaft or stock: wood or metal, with leather only as a wrapped grip. */
const HAFT: readonly Choice[] = [
  m('ash', 'wood', '#c8a978', 'wood'),
  m('black walnut', 'wood', '#4a3020', 'wood'),
  m('blackened walnut', 'wood', '#3b2616', 'wood'),
  m('ironwood', 'wood', '#5a4030', 'wood'),
  m('oak banded with iron', 'wood', '#9a7045', 'wood'),
  m('ash wrapped in red leather at the grip', 'wood', '#c8a978', 'wood'),
  m('yew wound with black leather at the grip', 'wood', '#b06c3c', 'wood'),
  m('cold-forged iron', 'iron', '#6e7078', 'metal'),
  m('dark dwarven steel', 'steel', '#5c636e', 'metal', { styles: ['Dwarven'] }),
  m('silverwood', 'wood', '#d8d4c8', 'wood', { styles: ['Elven'] }),
  m('blackthorn', 'wood', '#2a2022', 'wood', { styles: ['Dark Fantasy', 'Gothic'] }),
];

const LEATHER: readonly Choice[] = [
  m('oiled black leather', 'leather', '#221c1a', 'leather'),
  m('cracked brown leather', 'leather', '#6e4424', 'leather'),
  m('soft doeskin', 'leather', '#c09a70', 'leather'),
  m('sharkskin', 'leather', '#9aa0a0', 'leather'),
  m('red-dyed leather', 'leather', '#8a2a1e', 'leather'),
  m('supple grey leather', 'leather', '#7a7670', 'leather'),
  m('green-dyed leather', 'leather', '#3c5a34', 'leather'),
  m('leather dyed the colour of old blood', 'leather', '#5a1414', 'leather', {
    styles: ['Dark Fantasy', 'Gothic'],
  }),
  m('black leather gone grey at the creases', 'leather', '#2a2626', 'leather', { styles: ['Gothic'] }),
  m('crow-black leather', 'leather', '#1a1a22', 'leather', {
    styles: ['Dark Fantasy', 'Gothic'],
  }),
  m('oxblood leather', 'leather', '#5a1a18', 'leather', { styles: ['Gothic'] }),
  m('tan leather', 'leather', '#a06a3a', 'leather', { styles: ['Steampunk'] }),
];

const CLOTH: readonly Choice[] = [
  m('grey wool', 'cloth', '#7c7c80', 'cloth'),
  m('black velvet', 'cloth', '#1e1a22', 'cloth'),
  m('undyed linen', 'cloth', '#d8ccb0', 'cloth'),
  m('storm-blue silk', 'cloth', '#3a5a8a', 'cloth'),
  m('felted wool', 'cloth', '#8a7a64', 'cloth'),
  m('moth-eaten red velvet', 'cloth', '#7a1e24', 'cloth'),
  m('moss-green wool', 'cloth', '#4a5e3a', 'cloth'),
  m('deep purple silk', 'cloth', '#4a2a6a', 'cloth'),
  m('green-grey silk that shifts like leaves', 'cloth', '#6a7e64', 'cloth', { styles: ['Elven'] }),
  m('gossamer so fine it is nearly invisible', 'cloth', '#e4eaf2', 'cloth', { styles: ['Ethereal'] }),
  m('black brocade', 'cloth', '#1c1a1e', 'cloth', { styles: ['Gothic'] }),
];

/** Fine metals for settings, bands, caps and jewellery. */
const JEWEL: readonly Choice[] = [
  m('silver', 'silver', '#c9cfd8', 'metal'),
  m('gold', 'gold', '#dcac3e', 'metal'),
  m('pewter', 'silver', '#9ea2a8', 'metal'),
  m('copper', 'bronze', '#c06a3c', 'metal'),
  m('electrum', 'gold', '#d8c27a', 'metal'),
  m('blackened silver', 'silver', '#5a5c62', 'metal'),
  m('rose gold', 'gold', '#e0a080', 'metal'),
  m('bronze', 'bronze', '#b67c3c', 'metal'),
  m('white gold', 'silver', '#e8e4d8', 'metal', { styles: ['Elven'] }),
  m('heavy red gold', 'gold', '#d0883a', 'metal', { styles: ['Dwarven'] }),
  m('polished brass', 'bronze', '#d4aa50', 'metal', { styles: ['Steampunk'] }),
];

/** The caps on a quarterstaff's ends, a staff's foot. */
const CAP: readonly Choice[] = [
  m('iron', 'iron', '#6e7078', 'metal'),
  m('blackened iron', 'iron', '#3c3d42', 'metal'),
  m('brass', 'bronze', '#d4aa50', 'metal'),
  m('bronze', 'bronze', '#b67c3c', 'metal'),
];

const GLASS: readonly Choice[] = [
  m('smoky crystal', 'crystal', '#8a8290', 'glass'),
  m('rock crystal', 'crystal', '#dceef8', 'glass'),
  m('green glass', 'glass', '#5f9e62', 'glass'),
  m('blue glass', 'glass', '#5a7ec8', 'glass'),
  m('clouded quartz', 'crystal', '#d8d8dc', 'glass'),
  m('obsidian', 'obsidian', '#2c2532', 'glass'),
];

/** A wand's body: mostly wood, sometimes something stranger. */
const WAND: readonly Choice[] = [
  ...WOOD.filter((w) => !w.styles),
  m('polished bone', 'bone', '#ddd0b0', 'bone'),
  m('black glass', 'obsidian', '#1e1a22', 'glass'),
  m('twisted copper wire', 'bronze', '#c06a3c', 'metal'),
  m('a single long tooth', 'bone', '#e4d8b8', 'bone'),
];

/** Carving stones for figurines and idols. */
const CARVING: readonly Choice[] = [
  m('green serpentine', 'obsidian', '#4f7a5a', 'stone'),
  m('black basalt', 'obsidian', '#2e2e30', 'stone'),
  m('white marble', 'obsidian', '#e6e2d8', 'stone'),
  m('grey soapstone', 'obsidian', '#8a8a84', 'stone'),
  m('red sandstone', 'obsidian', '#a85a3a', 'stone'),
  m('green jade', 'obsidian', '#4a9a6a', 'stone'),
  m('obsidian', 'obsidian', '#1e1a22', 'glass'),
  m('ivory', 'bone', '#e8dcc0', 'bone'),
  m('ebony', 'wood', '#241c1a', 'wood'),
  m('boxwood', 'wood', '#d8b878', 'wood'),
  m('bronze', 'bronze', '#b67c3c', 'metal'),
  m('silver', 'silver', '#c9cfd8', 'metal'),
];

/** Set stones by theme: the name, and the colour the picture paints it. */
const STONES: Readonly<Record<ThemeId, readonly (readonly [string, string])[]>> = {
  fire: [
    ['garnet', '#8a1a2a'],
    ['fire opal', '#e8602c'],
    ['carnelian', '#b8482a'],
  ],
  cold: [
    ['moonstone', '#d8e0ec'],
    ['aquamarine', '#7fd4d8'],
    ['white topaz', '#eef4f8'],
  ],
  lightning: [
    ['blue topaz', '#5aa0e0'],
    ['sapphire', '#2a4ab0'],
    ['lapis lazuli', '#2a3a8a'],
  ],
  thunder: [
    ['smoky quartz', '#7a6a5a'],
    ['grey agate', '#8a8a90'],
    ['labradorite', '#4a6a7a'],
  ],
  acid: [
    ['peridot', '#9ac83a'],
    ['emerald', '#2a9a5a'],
    ['chrysoprase', '#6ac08a'],
  ],
  poison: [
    ['amethyst', '#8a4ac0'],
    ['green jade', '#4a9a6a'],
    ['malachite', '#2a7a4a'],
  ],
  necrotic: [
    ['onyx', '#1e1e22'],
    ['black pearl', '#3a3a48'],
    ['jet', '#141418'],
  ],
  radiant: [
    ['citrine', '#e8b830'],
    ['sunstone', '#e89040'],
    ['yellow diamond', '#f4e070'],
  ],
  force: [
    ['alexandrite', '#3a8a7a'],
    ['violet spinel', '#8a3ab0'],
    ['tanzanite', '#4a3ab8'],
  ],
  psychic: [
    ['opal', '#e0e8f0'],
    ['pearl', '#ece6da'],
    ['rose quartz', '#e8b0c0'],
  ],
};

/** The liquid of each theme's potions, and its colour. */
const LIQUIDS: Readonly<Record<ThemeId, readonly (readonly [string, string])[]>> = {
  fire: [
    ['a thick orange liquid that churns like slow flame', '#e8701c'],
    ['a red-gold draught with a single ember turning in it', '#d8541c'],
    ['a smoky amber liquid that is warm through the vessel', '#c8701c'],
    ['a copper-red draught that fizzes faintly like a dying coal', '#b8481c'],
  ],
  cold: [
    ['a pale blue liquid with a skin of ice that never melts', '#a6d0ee'],
    ['a clear, bitterly cold draught that frosts the glass', '#cfe6f4'],
    ['a pale grey-blue draught with flakes of frost drifting in it', '#b8d0e0'],
    ['a thin, glass-clear liquid so cold it aches the fingers through the vessel', '#dceef8'],
  ],
  lightning: [
    ['a clear liquid shot through with tiny blue sparks', '#cfe0ff'],
    ['a blue-white draught that crackles when shaken', '#8ab8f0'],
    ['a violet-white liquid that flickers when the vessel is tapped', '#c8c0f0'],
    ['a storm-grey draught lit now and then by a tiny flash', '#8a94a8'],
  ],
  thunder: [
    ['a grey liquid that ripples whenever anyone nearby speaks', '#8a9098'],
    ['a slate-coloured draught that trembles like a struck drum', '#6a7480'],
    ['a dull pewter liquid that hums when the vessel is set down hard', '#8a8c90'],
    ['a dark grey draught whose surface never stops shivering', '#5a6068'],
  ],
  acid: [
    ['a bright green liquid that hisses against the stopper', '#7ed23a'],
    ['a yellow-green draught that smells of vinegar', '#b8d23a'],
    ['a sour yellow liquid that has etched a faint ring inside the vessel', '#d0d040'],
    ['a cloudy lime-green draught that smokes a little when opened', '#a8d040'],
  ],
  poison: [
    ['a purple-black liquid that smells of bitter almonds', '#4a1e4e'],
    ['a murky green draught with oily streaks', '#4a6a2a'],
    ['a dark green liquid as thick as pond slime', '#2e4a22'],
    ['a plum-coloured draught that smells faintly of crushed leaves', '#5a2a4e'],
  ],
  necrotic: [
    ['a grey, cold liquid that casts no reflection', '#6a6a70'],
    ['an inky draught that swallows the light', '#2a2430'],
    ['a brackish black liquid that leaves the vessel cold', '#1e1a1e'],
    ['an ash-grey draught with a faint smell of turned earth', '#7a7670'],
  ],
  radiant: [
    ['a golden liquid that glows faintly in the dark', '#f0c030'],
    ['a honey-bright draught that warms the hand through the vessel', '#f4d060'],
    ['a clear gold liquid with motes of light turning in it', '#f0d060'],
    ['a pale yellow draught that brightens when the sun is on it', '#f4e08a'],
  ],
  force: [
    ['a violet liquid that refuses to slosh', '#8a4ae0'],
    ['a lilac draught that stands level however the vessel is tipped', '#b08ae8'],
    ['a deep indigo liquid that does not ripple when tapped', '#4a3a9a'],
    ['a clear lavender draught that holds its shape a moment after it is tipped', '#c0a8e8'],
  ],
  psychic: [
    ['a pearly liquid whose colour changes with the viewer’s mood', '#e8dcf0'],
    ['a milky pink draught that swirls in slow spirals', '#e8b8d8'],
    ['a silver-grey liquid that seems to shift colour at the edge of sight', '#c8c8d8'],
    ['a rose-tinted draught with faint patterns that come and go', '#e0b0c8'],
  ],
};

const WAND_LENGTHS: readonly (readonly [string, number])[] = [
  ['nine inches', 9],
  ['a foot', 12],
  ['fourteen inches', 14],
  ['sixteen inches', 16],
];

/** Paints for shields and the tinctures of their devices. */
const PAINTS: readonly (readonly [string, string])[] = [
  ['red', '#8a1e24'],
  ['blue', '#2a4a8a'],
  ['green', '#2e6a3a'],
  ['black', '#1e1e22'],
  ['white', '#e8e4d8'],
  ['purple', '#5a2a6a'],
];
const TINCTURES: readonly (readonly [string, string, boolean])[] = [
  ['silver', '#d8dce2', true],
  ['gold', '#dcac3e', true],
  ['red', '#a8242a', false],
  ['black', '#1e1e22', false],
  ['white', '#f0ece4', false],
  ['blue', '#2a4a9a', false],
];
/** Devices the picture can draw, with their words. */
const DEVICES: readonly (readonly [string, string])[] = [
  ['crescent', 'crescent moon'],
  ['star', 'six-pointed star'],
  ['sun', 'sun in splendour'],
  ['cross', 'cross'],
  ['chevron', 'chevron'],
  ['roundel', 'roundel'],
  ['tower', 'tower'],
  ['key', 'key'],
  ['tree', 'tree'],
  ['bolt', 'lightning bolt'],
  ['flame', 'flame'],
  ['eye', 'open eye'],
];
/** Devices that claim an element (a lightning bolt, a flame). */
const ELEMENT_DEVICES: readonly string[] = ['bolt', 'flame'];
const THEME_DEVICE: Partial<Record<ThemeId, string>> = {
  fire: 'flame',
  lightning: 'bolt',
  radiant: 'sun',
  necrotic: 'crescent',
  psychic: 'eye',
  cold: 'star',
};

/** A figurine's creature, what it becomes by tier (the property's stat block) and the words for its pose. */
interface FigureDef {
  readonly shape: 'owl' | 'raven' | 'eagle' | 'cat' | 'hound' | 'horse' | 'bear';
  readonly words: readonly string[];
  /** Beasts by tier 1..6 ('' where it has none). */
  readonly beasts: readonly string[];
}
const FIGURES: readonly FigureDef[] = [
  {
    shape: 'owl',
    words: ['an owl with folded wings', 'a round-eyed owl'],
    beasts: ['an owl', 'a giant owl', 'a giant owl', 'a giant owl', 'a giant owl', 'a giant owl'],
  },
  {
    shape: 'raven',
    words: ['a raven', 'a crow with its head cocked'],
    beasts: ['a raven', 'a raven', 'a raven', 'a raven', 'a raven', 'a raven'],
  },
  {
    shape: 'eagle',
    words: ['an eagle with half-spread wings', 'a hooked-beaked eagle'],
    beasts: ['', 'a giant eagle', 'a giant eagle', 'a giant eagle', 'a roc', 'a roc'],
  },
  {
    shape: 'cat',
    words: ['a seated great cat', 'a lion at rest', 'a crouching panther'],
    beasts: [
      'a cat',
      'a panther',
      'a lion',
      'a sabre-toothed tiger',
      'a sabre-toothed tiger',
      'a sabre-toothed tiger',
    ],
  },
  {
    shape: 'hound',
    words: ['a sitting hound', 'a wolf with its head raised', 'a lean hunting dog'],
    beasts: ['a mastiff', 'a wolf', 'a dire wolf', 'a dire wolf', 'a winter wolf', 'a winter wolf'],
  },
  {
    shape: 'horse',
    words: ['a standing horse', 'a horse with one hoof raised'],
    beasts: ['', 'a riding horse', 'a warhorse', 'a pegasus', 'a pegasus', 'a pegasus'],
  },
  {
    shape: 'bear',
    words: ['a standing bear', 'a bear on its hind legs'],
    beasts: ['', 'a black bear', 'a brown bear', 'a polar bear', 'a polar bear', 'a polar bear'],
  },
];

/** Slots' words for the grammar, tags for phrase filters, and the look the picture reads. */
export interface LookDecision {
  readonly vars: Readonly<Record<string, string>>;
  readonly tags: readonly string[];
  readonly look: ItemLook;
  /** The appearance's opening, in the words the picture draws: what it is, of what, in what shape. */
  readonly opening: string;
  /** A sentence about a named part (a stopper, a seal, a device), or ''. */
  readonly detail: string;
  /** A figurine's creature, as its property's stat block ('a dire wolf'). */
  readonly beast?: string;
  /** Typed features the look could not show, as sentences for the appearance. */
  readonly said: readonly string[];
  /** Typed sentences the opening already says in its own words. */
  readonly took: readonly string[];
}

function pick(options: readonly Choice[], style: ItemArtStyle, tier: number, rng: Rng): Choice {
  const fit = options.filter((o) => (o.minTier ?? 0) <= tier && (!o.styles || o.styles.includes(style)));
  // Chosen as the grammar chooses, so an account's tenth sword is not given the same hilt as its third.
  return worldPick(
    rng,
    `mat-${options[0]?.words}`,
    fit,
    fit.map((o) => (o.styles ? 3 : 1)),
  );
}

function part(c: Choice): ItemLookPart {
  return { material: c.material, colour: c.colour, words: c.words };
}

function feature(kind: string, colour: string, words: string): ItemLookFeature {
  return { kind, colour, words };
}

const a = withArticle;

/** Everything one family decides: the look's fields, the opening and a detail sentence. */
interface Decided {
  main?: Choice;
  trim?: Choice;
  grip?: Choice;
  extra?: Partial<ItemLook>;
  opening: string;
  detail?: string;
  beast?: string;
  /** Extra tags for the grammar ('a-kite', 'has-stone'). */
  tags?: string[];
  /** Typed sentences the opening already says in its own words: they are not said again. */
  took?: readonly string[];
  /** Extra words for the grammar ('vesselNoun'). */
  vars?: Record<string, string>;
}

/** The stone of this item, from its theme. */
function stoneOf(theme: ThemeId, rng: Rng): ItemLookFeature {
  const [words, colour] = rng.pick(STONES[theme]);
  return feature(words, colour, words);
}

interface Ctx {
  form: ItemForm;
  theme: ThemeId;
  style: ItemArtStyle;
  tier: number;
  rng: Rng;
  nounA: string;
  noun: string;
  /** What the game master typed, read; its material, colour, stone and device win over the tables. */
  typed: TypedSpec | null;
  /** The typed features this look has shown: the rest are said in a sentence of their own. */
  used: Set<'material' | 'colour' | 'stone' | 'device' | 'flame' | 'trim'>;
}

function choose(c: Ctx, list: readonly Choice[]): Choice {
  return pick(list, c.style, c.tier, c.rng);
}

/** The typed material as a choice, once per look. */
function typedMaterial(c: Ctx): Choice | undefined {
  const t = c.typed?.material;
  if (!t) return undefined;
  c.used.add('material');
  return m(t.words, t.material, t.colour, t.cls);
}

/** The typed fittings' material ('inlaid with silver', 'bound in brass'), once per look. */
function typedTrim(c: Ctx): Choice | undefined {
  const t = c.typed?.trim;
  if (!t) return undefined;
  c.used.add('trim');
  return m(t.words, t.material, t.colour, t.cls);
}

const FABRICS = ['wool', 'silk', 'velvet', 'linen', 'felt', 'brocade'];
const METAL_COLOURS: Readonly<Record<string, Choice>> = {
  gold: m('gold', 'gold', '#dcac3e', 'metal'),
  golden: m('gold', 'gold', '#dcac3e', 'metal'),
  silver: m('silver', 'silver', '#c9cfd8', 'metal'),
  silvery: m('silvered steel', 'silver', '#c9cfd8', 'metal'),
  bronze: m('bronze', 'bronze', '#b67c3c', 'metal'),
  copper: m('copper', 'bronze', '#c06a3c', 'metal'),
  black: m('blackened steel', 'steel', '#2e2e33', 'metal'),
  'jet-black': m('blackened steel', 'steel', '#1e1e22', 'metal'),
  white: m('white steel', 'steel', '#dde2e8', 'metal'),
  grey: m('grey steel', 'steel', '#8a9098', 'metal'),
  gray: m('grey steel', 'steel', '#8a9098', 'metal'),
  blue: m('blued steel', 'steel', '#3a4a6a', 'metal'),
};

/**
 * A body of this class in the typed colour ('a black cloak' is of black wool, 'a red shield' is painted red);
 * undefined when nothing was typed.
 */
function tintedBody(c: Ctx, cls: MatClass, base: Choice): Choice | undefined {
  const colour = c.typed?.colour;
  if (!colour) return undefined;
  c.used.add('colour');
  const w = colour.word;
  switch (cls) {
    case 'cloth':
      return m(`${w} ${c.rng.pick(FABRICS)}`, 'cloth', colour.hex, 'cloth');
    case 'leather':
      return m(`${w} leather`, 'leather', colour.hex, 'leather');
    case 'glass':
      return m(`${w} glass`, 'glass', colour.hex, 'glass');
    case 'metal':
      return METAL_COLOURS[w] ?? m(`${w}-enamelled ${base.words}`, base.material, colour.hex, 'metal');
    case 'wood':
      return w === 'black'
        ? m('ebony', 'wood', '#241c1a', 'wood')
        : w === 'white' || w === 'pale'
          ? m('pale birch', 'wood', '#e0d6c0', 'wood')
          : m(`${w}-stained ${base.words}`, 'wood', colour.hex, 'wood');
    case 'bone':
      return m(w === 'white' ? 'bleached bone' : `${w}-stained bone`, 'bone', colour.hex, 'bone');
    default:
      return m(`${w} ${base.words}`, base.material, colour.hex, base.cls);
  }
}

/** The body: the typed material, else the typed colour on the table's choice, else the table's choice. */
function bodyOf(c: Ctx, list: readonly Choice[]): Choice {
  const typed = typedMaterial(c);
  if (typed) return typed;
  const base = choose(c, list);
  return tintedBody(c, base.cls, base) ?? base;
}

/** The typed stone, else one of the theme's when the roll allows it. */
function stoneFor(c: Ctx, chance: number): ItemLookFeature | undefined {
  const t = c.typed?.stone;
  if (t) {
    c.used.add('stone');
    return feature(t.words, t.colour, t.words);
  }
  return c.rng.chance(chance) ? stoneOf(c.theme, c.rng) : undefined;
}

// --- Families -------------------------------------------------------------------------------------------------

function potion(c: Ctx): Decided {
  const { rng, theme } = c;
  type Shape = {
    key: string;
    noun: string;
    sizes: readonly ('' | 'tiny' | 'small' | 'large')[];
    mats: readonly string[];
  };
  const SHAPES: readonly Shape[] = [
    { key: 'vial', noun: 'vial', sizes: ['tiny', 'small', ''], mats: ['glass', 'crystal', 'silver'] },
    { key: 'vial', noun: 'phial', sizes: ['tiny', 'small', ''], mats: ['glass', 'crystal'] },
    { key: 'round', noun: 'round flask', sizes: ['', '', 'large'], mats: ['glass', 'crystal'] },
    {
      key: 'flat',
      noun: 'flask',
      sizes: ['tiny', 'small', ''],
      mats: ['silver', 'pewter', 'copper', 'glass'],
    },
    { key: 'bottle', noun: 'bottle', sizes: ['small', '', 'large'], mats: ['glass', 'clay'] },
    { key: 'teardrop', noun: 'teardrop bottle', sizes: ['small', ''], mats: ['glass', 'crystal'] },
    { key: 'gourd', noun: 'gourd-shaped flask', sizes: ['', 'large'], mats: ['glass', 'clay'] },
    { key: 'squat', noun: 'squat jar', sizes: ['small', ''], mats: ['clay', 'glass'] },
    { key: 'conical', noun: 'conical flask', sizes: ['small', ''], mats: ['glass'] },
    { key: 'heart', noun: 'heart-shaped bottle', sizes: ['small', ''], mats: ['glass', 'crystal'] },
  ];
  const VESSEL_MATS: Readonly<Record<string, readonly Choice[]>> = {
    glass: [
      m('clear glass', 'glass', '#cfe6ee', 'glass', { adj: 'clear glass' }),
      m('green glass', 'glass', '#5f9e62', 'glass', { adj: 'green glass' }),
      m('blue glass', 'glass', '#5a7ec8', 'glass', { adj: 'blue glass' }),
      m('smoky brown glass', 'glass', '#7a5a3a', 'glass', { adj: 'brown glass' }),
      m('amber glass', 'glass', '#c8862a', 'glass', { adj: 'amber glass' }),
      m('violet glass', 'glass', '#7a4ab0', 'glass', { adj: 'violet glass' }),
      m('red glass', 'glass', '#a03030', 'glass', { adj: 'red glass' }),
    ],
    crystal: [m('rock crystal', 'crystal', '#dceef8', 'glass', { adj: 'crystal' })],
    silver: [m('silver', 'silver', '#c9cfd8', 'metal', { adj: 'silver' })],
    pewter: [m('pewter', 'silver', '#9ea2a8', 'metal', { adj: 'pewter' })],
    copper: [m('copper', 'bronze', '#c06a3c', 'metal', { adj: 'copper' })],
    clay: [
      m('brown-glazed clay', 'obsidian', '#8a5a34', 'clay', { adj: 'clay' }),
      m('black-glazed clay', 'obsidian', '#2e2a2a', 'clay', { adj: 'black clay' }),
      m('white stoneware', 'obsidian', '#e0dcd0', 'clay', { adj: 'stoneware' }),
    ],
  };
  const extraTags: string[] = [];
  // A typed vial, flask or bottle is that vessel; a typed size and material are kept.
  const typedHead = c.typed?.head ?? '';
  // A typed metal vessel is one a smith makes (a flat flask, a vial): never a silver lab flask or gourd.
  const metalVessel = c.typed?.material?.cls === 'metal';
  const smithed = (sh: Shape) =>
    !metalVessel || sh.mats.some((mt) => ['silver', 'pewter', 'copper'].includes(mt));
  const typedShape = SHAPES.filter(
    (sh) => typedHead && sh.noun.split(' ').pop() === typedHead.split(' ').pop() && smithed(sh),
  );
  const stock = rng.pick(typedShape.length > 0 ? typedShape : SHAPES.filter(smithed));
  // A typed vessel with words of its own ('skull-shaped flask') keeps them whole: never a gourd-shaped flask.
  const typedNoun = c.typed?.noun ?? '';
  const ownWords =
    typedShape.length > 0 && typedNoun !== typedHead && typedNoun.endsWith(typedHead) ? typedNoun : '';
  const plain = typedShape.find((sh) => sh.noun === typedHead) ?? stock;
  const shape = ownWords ? { ...plain, noun: ownWords } : stock;
  const size = c.typed?.size ?? rng.pick(shape.sizes);
  const typedVessel =
    c.typed?.material && ['glass', 'metal', 'clay'].includes(c.typed.material.cls)
      ? typedMaterial(c)
      : undefined;
  const picked = rng.pick(VESSEL_MATS[rng.pick(shape.mats)] as readonly Choice[]);
  const vessel = typedVessel ? { ...typedVessel, adj: typedVessel.words } : picked;
  let [liquidWords, liquidColour] = worldPick(rng, `liquid-${theme}`, LIQUIDS[theme]);
  // A typed colour or taste makes the draught: 'a green potion', 'tastes of pondwater'.
  const taste = c.typed?.taste;
  const typedColour = c.typed?.colour;
  if (typedColour || taste?.colour) {
    const colourWords = typedColour?.word ?? tasteColourWords(taste?.words ?? '');
    liquidColour = typedColour?.hex ?? (taste?.colour as string);
    liquidWords = `${a(colourWords)} ${rng.pick(['liquid', 'draught', 'liquid', 'brew'])}${taste ? '' : rng.pick(['', ', slightly cloudy', ' with a faint sheen', ', thin as water', ', thick as syrup'])}`;
    if (typedColour) c.used.add('colour');
    extraTags.push('liquid-typed');
  }
  if (taste) liquidWords = `${liquidWords} that tastes of ${taste.words}`;
  // A draught that already smells of something is not given a second smell by its theme.
  if (/\bsmell/.test(liquidWords)) extraTags.push('liquid-smells');
  const clear = vessel.cls === 'glass';
  // The stopper: what fits the vessel (a silver flask has a cap, a clay jar a bung or wax).
  const waxes: readonly (readonly [string, string])[] = [
    ['red', '#a0202a'],
    ['black', '#222024'],
    ['green', '#2a6a3a'],
    ['blue', '#2a3a8a'],
  ];
  const [waxWord, waxColour] = rng.pick(waxes);
  const stoppers: ItemLookFeature[] = [
    feature(
      'cork',
      '#b88a58',
      // The cork's binding is built from two small lists, so no one binding comes back in potion after potion.
      worldPick(rng, 'cork', [
        'a cork',
        'a plain cork',
        `a cork bound down with ${worldPick(rng, 'cork-tie', ['twine', 'a strip of linen', 'waxed thread', 'a twist of wire', 'a leather thong'])}`,
        `a cork ${worldPick(rng, 'cork-look', ['stained dark by the draught', 'cut from an old wine-stopper', 'trimmed to fit with a knife', 'pushed in deep'])}`,
      ]),
    ),
    feature(
      'wax',
      waxColour,
      worldPick(rng, 'wax', [
        `a cork sealed with ${waxWord} wax`,
        `a cork under a thumb of ${waxWord} wax`,
        `a stopper dipped in ${waxWord} wax`,
        `${waxWord} wax pressed over the cork`,
        `a wooden bung sealed round with ${waxWord} wax`,
        `a cork and a seal of ${waxWord} wax`,
      ]),
    ),
    feature(
      'bone',
      '#ddd0b0',
      worldPick(rng, 'bone-plug', [
        'a plug of carved bone',
        'a stopper of polished bone',
        'a bone stopper carved like an acorn',
      ]),
    ),
    feature(
      'wood',
      '#8a5a30',
      worldPick(rng, 'bung', ['a wooden bung', 'a whittled wooden plug', 'a bung of dark wood']),
    ),
  ];
  if (vessel.cls === 'glass') stoppers.push(feature('glass', vessel.colour, 'a glass stopper'));
  if (vessel.cls === 'metal')
    stoppers.push(feature('cap', vessel.colour, `a ${vessel.adj} cap on a fine chain`));
  // A stopper the game master typed ('with a glass stopper') is the one it has, said in the opening.
  const typedStopper = (c.typed?.sentences ?? [])
    .map((line) => ({
      line,
      hit: /^(?:It has|They have) (an? [\w\s’'-]*?\b(?:stopper|cork|bung|cap|plug|seal|lid))\.$/.exec(line),
    }))
    .find((x) => x.hit);
  const stopperWords = typedStopper?.hit?.[1];
  const stopper = stopperWords
    ? (() => {
        const w = stopperWords.toLowerCase();
        const kind = /glass|crystal/.test(w)
          ? 'glass'
          : /wax/.test(w)
            ? 'wax'
            : /bone|ivory/.test(w)
              ? 'bone'
              : /cork/.test(w)
                ? 'cork'
                : /\bcap\b|\blid\b|silver|gold|brass|iron|copper|bronze|pewter/.test(w)
                  ? 'cap'
                  : 'wood';
        const colour =
          kind === 'glass'
            ? clear
              ? vessel.colour
              : '#d8e4ec'
            : kind === 'cap'
              ? (stoppers.find((f) => f.kind === 'cap')?.colour ?? '#c9cfd8')
              : (stoppers.find((f) => f.kind === kind)?.colour ?? '#8a5a30');
        return feature(kind, colour, stopperWords);
      })()
    : worldPick(rng, 'stopper', stoppers);
  const took = typedStopper ? [typedStopper.line] : [];
  const sizeWord = size === 'large' ? rng.pick(['big', 'large', 'fat']) : size;
  const bare = [sizeWord, shape.noun].filter(Boolean).join(' ');
  const adjective = rng.chance(0.5);
  const vesselWords = adjective
    ? // The material goes next to the noun, after the shape: 'a squat violet glass jar', not 'a violet glass squat jar'.
      a(
        [
          sizeWord,
          ...shape.noun.split(' ').slice(0, -1),
          vessel.adj ?? vessel.words,
          shape.noun.split(' ').pop(),
        ]
          .filter(Boolean)
          .join(' '),
      )
    : `${a(bare)} of ${vessel.words}`;
  // How it is shut, in more than one word, so ten potions are not all 'closed with a cork sealed with'.
  const shut = worldPick(rng, 'shut', [
    'closed with',
    'stoppered with',
    'shut with',
    'sealed with',
    'closed with',
  ]);
  const shutWith =
    /\b(cork|stopper|bung|plug)\b/.test(stopper.words) && !/sealed|wax/.test(stopper.words)
      ? // Not 'stoppered with a glass stopper'.
        /stopper/.test(stopper.words) && shut === 'stoppered with'
        ? 'closed with'
        : shut
      : 'closed with';
  const openings = clear
    ? [
        `${capitalize(vesselWords)} holding ${liquidWords}, ${shutWith} ${stopper.words}.`,
        `${capitalize(vesselWords)}, ${shutWith} ${stopper.words}, holds ${liquidWords}.`,
        `${capitalize(liquidWords)} fills ${vesselWords} ${shutWith} ${stopper.words}.`,
        `Inside ${vesselWords} is ${liquidWords}; the ${shape.noun.split(' ').pop()} is ${shutWith} ${stopper.words}.`,
        `${capitalize(liquidWords)}, in ${vesselWords} with ${stopper.words}.`,
      ]
    : [
        `${capitalize(vesselWords)}, ${shutWith} ${stopper.words}; poured out, ${/draught/.test(liquidWords) ? 'it' : 'the draught'} is ${liquidWords}.`,
        `${capitalize(vesselWords)} ${shutWith} ${stopper.words}, and inside it ${liquidWords}.`,
        `${capitalize(vesselWords)} with ${stopper.words}; what it holds is ${liquidWords}.`,
      ];
  return {
    // The words the picture's test looks for are the words the opening used.
    main: adjective ? { ...vessel, words: vessel.adj ?? vessel.words } : vessel,
    extra: {
      liquid: { words: liquidWords, colour: liquidColour },
      shape: shape.key,
      ...(size ? { size } : {}),
      seal: stopper,
    },
    opening: worldPick(rng, 'potion', openings),
    took,
    tags: [`vessel-${vessel.cls}`, `stopper-${stopper.kind}`, ...extraTags],
    vars: { vesselNoun: shape.noun.split(' ').pop() as string },
  };
}

/** The colour of a draught that tastes of something: 'murky green' for pondwater. */
function tasteColourWords(taste: string): string {
  const t = taste.toLowerCase();
  const rows: readonly (readonly [RegExp, string])[] = [
    [/pond|bog|marsh|swamp|ditch|mud|weed|algae/, 'murky green'],
    [/sea|salt|brine|tears/, 'grey-green'],
    [/blood|iron|copper|rust/, 'dark red'],
    [/honey|mead|nectar|sugar/, 'golden'],
    [/smoke|ash|soot|tar|burnt/, 'smoky grey'],
    [/mint|grass|leaves|herbs|pine/, 'pale green'],
    [/lemon|citrus|orange|sour/, 'pale yellow'],
    [/wine|berr|cherr|plum|grape/, 'deep red'],
    [/milk|cream|chalk/, 'milky white'],
    [/earth|soil|mushroom|moss|cellar/, 'muddy brown'],
    [/vinegar|bile|acid/, 'yellow-green'],
    [/violet|flowers|roses|perfume|lavender/, 'violet'],
    [/rain|snow|ice|frost|water/, 'clear'],
    [/tea|coffee|ale|beer/, 'amber'],
  ];
  return rows.find(([re]) => re.test(t))?.[1] ?? 'cloudy';
}

function scroll(c: Ctx): Decided {
  const { rng, tier, theme } = c;
  const SHEETS: readonly Choice[] = [
    m('parchment', 'leather', '#e8d8b0', 'paper'),
    m('vellum', 'leather', '#efe4c8', 'paper'),
    m('papyrus', 'leather', '#d8c48e', 'paper'),
    m('birch bark', 'leather', '#e6dcc6', 'paper'),
    m('heavy rag paper', 'leather', '#ece4d0', 'paper'),
    m('white silk', 'cloth', '#f0ece0', 'cloth'),
    m('crimson silk', 'cloth', '#8a1e2a', 'cloth'),
    m('thin beaten copper', 'bronze', '#c06a3c', 'sheet'),
    m('hammered lead', 'iron', '#7a7c82', 'sheet'),
    m('beaten gold foil', 'gold', '#dcac3e', 'sheet', { minTier: 4 }),
  ];
  // A typed sheet ('a silk scroll', 'a scroll of beaten copper'); metal sheets are rare: most are skin or paper.
  const typedSheet =
    c.typed?.material && ['paper', 'cloth', 'metal', 'leather'].includes(c.typed.material.cls)
      ? typedMaterial(c)
      : undefined;
  const sheet = typedSheet
    ? typedSheet.cls === 'metal'
      ? { ...typedSheet, cls: 'sheet' as const }
      : typedSheet.cls === 'leather'
        ? { ...typedSheet, cls: 'paper' as const }
        : typedSheet
    : rng.weighted(
        SHEETS.filter((x) => (x.minTier ?? 0) <= tier),
        (x) => (x.cls === 'sheet' ? 0.5 : x.cls === 'cloth' ? 0.8 : 2),
      );
  const metal = sheet.cls === 'sheet';
  const onDark = sheet.colour === '#8a1e2a';
  const INKS: readonly (readonly [string, string])[] = onDark
    ? [
        ['gold ink', '#e8c050'],
        ['silver ink', '#e0e4ea'],
      ]
    : [
        ['iron-gall ink', '#3a2418'],
        ['red ink', '#a0202a'],
        ['blue-black ink', '#1e2a44'],
        ['gold ink', '#c89830'],
        ['green ink', '#2a5a3a'],
      ];
  const [inkWords, inkColour] = metal ? ['', '#2a1a10'] : rng.pick(INKS);
  const sheetName = sheet.words;
  // Rollers, or none: a metal sheet is rolled on itself.
  const rollers: readonly (Choice | null)[] = metal
    ? [null]
    : [
        m('wooden rollers', 'wood', '#8a5a30', 'wood'),
        m('bone rollers', 'bone', '#ddd0b0', 'bone'),
        m('brass rollers', 'bronze', '#d4aa50', 'metal'),
        null,
      ];
  const roller = rng.pick(rollers);
  const waxes: readonly (readonly [string, string])[] = [
    ['red', '#a0202a'],
    ['black', '#222024'],
    ['green', '#2a6a3a'],
    ['blue', '#2a3a8a'],
    ['gold', '#c8a030'],
  ];
  const [waxWord, waxColour] = rng.pick(waxes);
  const seals: ItemLookFeature[] = metal
    ? [
        feature(
          'wire',
          sheet.colour,
          `a twist of ${sheet.words.replace(/^(thin beaten|beaten|hammered) /, '').replace(/ foil$/, '')} wire`,
        ),
      ]
    : [
        feature('wax', waxColour, `a disc of ${waxWord} wax`),
        feature('wax', waxColour, `a blob of ${waxWord} wax pressed with a thumbprint`),
        feature('ribbon', rng.pick(['#8a1e24', '#2a4a8a', '#2e6a3a', '#5a2a6a']), 'a silk ribbon'),
        feature('cord', '#b8a070', 'a knotted cord'),
      ];
  const seal = rng.pick(seals);
  if (seal.kind === 'ribbon') {
    const name =
      { '#8a1e24': 'red', '#2a4a8a': 'blue', '#2e6a3a': 'green', '#5a2a6a': 'purple' }[seal.colour] ?? 'red';
    (seal as { words: string }).words = `a ${name} silk ribbon`;
  }
  const FIGURES: readonly (readonly [string, string])[] = [
    ['pentagram', 'a five-pointed star in a double circle'],
    ['hexagram', 'a six-pointed star in a double circle'],
    ['triangles', 'two nested triangles in a circle'],
    ['eye', 'an open eye in a double circle'],
  ];
  const [figKind, figWords] = rng.pick(FIGURES);
  const figure = rng.chance(0.7) ? feature(figKind, metal ? sheet.colour : inkColour, figWords) : undefined;
  const punched = rng.pick([
    'punched into the metal',
    'scratched into the metal with a stylus',
    'pressed into the metal from behind',
  ]);
  const body = metal
    ? rng.pick([
        `A scroll of ${sheetName}, its letters ${punched}, rolled shut and bound with ${seal.words}.`,
        `A sheet of ${sheetName} rolled into a scroll and bound with ${seal.words}, its letters ${punched}.`,
        `${capitalize(sheetName)}, rolled tight and bound with ${seal.words}: a scroll whose letters are ${punched}.`,
      ])
    : rng.pick([
        `A scroll of ${sheetName}${roller ? ` on ${roller.words}` : ''}, written in ${inkWords} and sealed with ${seal.words}.`,
        `A scroll of ${sheetName}, written in ${inkWords}${roller ? `, rolled on ${roller.words}` : ''} and closed with ${seal.words}.`,
        `${capitalize(sheetName)}${roller ? ` on ${roller.words}` : ''}, closed with ${seal.words} and written close in ${inkWords}.`,
      ]);
  const where = rng.pick([
    'at its head',
    'above the first line',
    'at the top of the sheet',
    'before the first word',
  ]);
  const how = metal
    ? rng.pick(['is hammered', 'is punched', 'is scored'])
    : rng.pick(['is drawn', 'is inked', 'is set down', 'is traced']);
  const tail = metal
    ? rng.pick(['', ', its lines bright where the tool cut', ', a little off centre'])
    : rng.pick([
        ` in the same ${inkWords}`,
        `, ringed with script too small to read`,
        `, its lines ruled with care`,
        `, a little off centre`,
        '',
      ]);
  // 'Two nested triangles in a circle are traced', not 'is traced'.
  const verb =
    figure && /^(two|three|four|five|seven|twin)\b/i.test(figure.words) ? how.replace(/^is /, 'are ') : how;
  const detail = figure ? `${capitalize(figure.words)} ${verb} ${where}${tail}.` : '';
  void theme;
  return {
    main: sheet,
    ...(roller ? { trim: roller } : {}),
    extra: {
      seal,
      ink: metal ? feature('punched', '#2a1a10', punched) : feature('ink', inkColour, inkWords),
      field: feature(metal ? 'metal' : sheet.cls === 'cloth' ? 'silk' : 'paper', sheet.colour, sheet.words),
      ...(figure ? { device: figure } : {}),
      shape: roller ? 'rollers' : 'rolled',
    },
    opening: body,
    detail,
    tags: [
      `sheet-${sheet.cls}`,
      metal ? 'scroll-metal' : 'scroll-ink',
      ...(roller ? ['scroll-rollers'] : []),
    ],
  };
}

/** The ways to say each ring shape the picture can draw; 'with its stone held high in four claws' names the stone. */
// Every way of saying the hands says 'clasped hands', the words a reader checks the picture by.
const RING_SHAPE_WORDS: Readonly<Record<string, readonly string[]>> = {
  hands: [
    'worked into a pair of clasped hands',
    'whose two ends meet as a pair of small clasped hands',
    'cast with two clasped hands at the front',
    'shaped as tiny clasped hands meeting over the finger',
  ],
  serpent: [
    'shaped as a serpent biting its own tail',
    'cast as a snake swallowing its own tail',
    'coiled like a serpent, its jaws closed on its tail',
    'formed as a scaled serpent looped once round the finger',
  ],
  leaves: [
    'worked into a ring of oak leaves',
    'chased as a wreath of tiny oak leaves',
    'made as a circle of oak leaves, each veined by hand',
    'shaped as a garland of little oak leaves and acorns',
  ],
  twisted: [
    'of three twisted strands',
    'made of three strands twisted like a rope',
    'plaited from three thin strands',
    'wound from three wires twisted together',
  ],
  claw: ['with its stone held high in four claws'],
};

function ring(c: Ctx): Decided {
  const { rng, form } = c;
  const metal = bodyOf(c, JEWEL);
  // 'Signet', 'Signet Ring' or a typed 'signet of ...': a ring with a face.
  const signet = /signet/i.test(`${form.subtype} ${c.noun}`);
  const band = form.subtype === 'Band';
  const FORMS: readonly (readonly [string, string, number])[] = [
    ['hands', 'worked into a pair of clasped hands', 2],
    ['serpent', 'shaped as a serpent biting its own tail', 2],
    ['leaves', 'worked into a ring of oak leaves', 2],
    ['twisted', 'of three twisted strands', 2],
    ['claw', 'with its stone held high in four claws', signet ? 0 : 3],
    ['band', '', band ? 6 : 2],
  ];
  // A signet has a face: a plain signet or clasped hands holding it. A form the words name ('a signet of clasped
  // hands', 'a serpent ring') is kept.
  const typedText = c.typed?.text.toLowerCase() ?? '';
  const TYPED_FORMS: readonly (readonly [string, RegExp])[] = [
    ['hands', /\b(clasped |joined |two )?hands\b/],
    ['serpent', /\b(serpent|snake|ouroboros)\b/],
    ['leaves', /\b(oak )?leaves\b/],
    ['twisted', /\btwisted|braided\b/],
  ];
  const typedForm = TYPED_FORMS.find(([, re]) => re.test(typedText))?.[0];
  if (typedForm === 'hands' && /hand/.test(c.typed?.device?.words ?? '')) c.used.add('device');
  // The shape is the account's least used (the picture draws it), and its words one of several: five rings of
  // one account were all 'worked into a pair of clasped hands' (reader round 2).
  const [shape, stockWords] = worldChoice(
    rng,
    'ring-shape',
    FORMS.filter(
      ([k, , n]) => n > 0 && (typedForm ? k === typedForm : !signet || k === 'hands' || k === 'band'),
    ),
    ([k]) => k,
    ([, , n]) => n,
  );
  // A shape the game master typed keeps its own words ('a signet of clasped hands').
  const shapeWords =
    stockWords && !typedForm
      ? worldPick(rng, `ring-${shape}`, RING_SHAPE_WORDS[shape] ?? [stockWords])
      : stockWords;
  const wantsStone = shape === 'claw' || (shape === 'band' ? rng.chance(0.4) : rng.chance(0.7));
  // A typed device is cut in a signet's face, in place of a stone; a king's signet bears a crown.
  const typedDevice = signet
    ? (c.typed?.device ?? (c.typed?.owner?.royal ? { charge: 'crown', words: 'a crown' } : undefined))
    : undefined;
  const stone =
    typedDevice && !c.typed?.stone ? undefined : wantsStone || c.typed?.stone ? stoneFor(c, 1) : undefined;
  const SIGILS: readonly (readonly [string, string])[] = [
    ['tower', 'a tower'],
    ['key', 'a key'],
    ['star', 'a star'],
    ['tree', 'a tree'],
    ['crescent', 'a crescent moon'],
    ['eye', 'an open eye'],
  ];
  const [sigil, sigilWords] = typedDevice ? [typedDevice.charge, typedDevice.words] : rng.pick(SIGILS);
  if (typedDevice && c.typed?.device) c.used.add('device');
  const device = signet && !stone ? feature(sigil, metal.colour, sigilWords) : undefined;
  const noun = c.noun;
  const drawn = signet && shape === 'band' ? 'signet' : shape;
  const of = `${a(noun)} of ${metal.words}`;
  let opening: string;
  if (signet) {
    const face = stone ? `its face set with ${a(stone.words)}` : `its face cut with ${sigilWords}`;
    opening = shapeWords ? `${capitalize(of)} ${shapeWords}, ${face}.` : `${capitalize(of)}, ${face}.`;
  } else if (shape === 'claw') {
    opening = `${capitalize(of)} ${shapeWords.replace('its stone', `${a(stone?.words ?? 'stone')}`)}.`;
  } else if (shape === 'band') {
    opening = stone
      ? `${capitalize(of)}, set with ${a(stone.words)}.`
      : // Never 'plain and unadorned': the style's ornament and the runes may be told after it.
        `${capitalize(of)}, ${rng.pick(['a band as broad as a fingernail', 'thick and heavy for its size', 'thin as a wire', 'worn flat on the inside'])}.`;
  } else {
    opening = stone
      ? `${capitalize(of)} ${shapeWords}, with ${a(stone.words)} at its heart.`
      : `${capitalize(of)} ${shapeWords}.`;
  }
  return {
    main: metal,
    extra: { shape: drawn, ...(stone ? { stone } : {}), ...(device ? { device } : {}) },
    opening,
  };
}

function neck(c: Ctx): Decided {
  const { rng, form } = c;
  const metal = bodyOf(c, JEWEL);
  let chain = typedTrim(c) ?? choose(c, JEWEL);
  for (let i = 0; i < 3 && chain.words === metal.words; i++) chain = choose(c, JEWEL);
  const stone = stoneFor(c, 0.8);
  const set = stone ? `, set with ${a(stone.words)}` : '';
  if (/brooch|clasp|pin|badge/.test(form.noun)) {
    const SHAPES: readonly (readonly [string, string])[] = [
      ['ring', 'an open ring'],
      ['leaf', 'a leaf'],
      ['crescent', 'a crescent'],
      ['disc', 'a round boss'],
    ];
    const [shape, words] = rng.pick(SHAPES);
    return {
      main: metal,
      extra: { shape: 'brooch', ...(stone ? { stone } : {}), device: feature(shape, metal.colour, words) },
      opening: `${capitalize(a(c.noun))} of ${metal.words} shaped as ${words}, with a long pin behind it${set}.`,
    };
  }
  if (/necklace|torc|chain/.test(form.subtype.toLowerCase()) || form.noun === 'necklace') {
    return {
      main: metal,
      extra: { shape: 'torc', ...(stone ? { stone } : {}) },
      opening: `${capitalize(a(c.noun))} of ${metal.words}: a heavy torc of twisted strands, its open ends ${stone ? `each set with ${a(stone.words)}` : 'shaped as knots'}.`,
    };
  }
  const SHAPES: readonly (readonly [string, string])[] = [
    ['disc', 'a round pendant'],
    ['drop', 'a drop-shaped pendant'],
    ['sun', 'a sunburst pendant'],
  ];
  const [shape, words] = rng.pick(SHAPES);
  return {
    main: metal,
    trim: chain,
    extra: { shape, ...(stone ? { stone } : {}) },
    opening: `${capitalize(a(c.noun))} of ${metal.words}: ${words}${set}${set ? ',' : ''} on a chain of ${chain.words}.`,
  };
}

function staff(c: Ctx): Decided {
  const { rng, form } = c;
  const wood = bodyOf(c, WOOD);
  const cap = typedTrim(c) ?? choose(c, CAP);
  const crook = form.noun === 'crook';
  const HEADS: readonly (readonly [string, number])[] = [
    ['roots', 3],
    ['crescent', 2],
    ['cage', 2],
    ['loop', 2],
    ['crook', crook ? 8 : 1],
    ['fork', crook ? 2 : 1],
    ['knob', 1],
  ];
  // A head the game master described ('forked at the top like a tuning fork') is the head drawn; their sentence,
  // kept as typed after the opening, says it, so the opening does not say another.
  const said = (c.typed?.sentences ?? []).join(' ').toLowerCase();
  const typedHead = /\bfork(ed)?\b|\btines?\b|\bprongs?\b/.test(said)
    ? 'fork'
    : /\bhook(ed)?\b|\bbent over\b|\bcurl(ed|s)? over\b/.test(said)
      ? 'crook'
      : /\broots?\b/.test(said)
        ? 'roots'
        : /\bknob\b|\bknobbed\b/.test(said)
          ? 'knob'
          : undefined;
  const head = typedHead ?? rng.weightedEntry(HEADS);
  const stone = ['roots', 'crescent', 'cage', 'loop'].includes(head) ? stoneFor(c, 1) : undefined;
  const s = stone?.words ?? '';
  const headWords: Record<string, string> = {
    roots: `its head ${a(s)} held in a cage of its own roots`,
    crescent: `crowned with a crescent of ${cap.words} cradling ${a(s)}`,
    cage: `its head a cage of ${cap.words} bands holding ${a(s)}`,
    loop: `its head an open ring of ${cap.words} around ${a(s)}`,
    crook: 'its head bent over into a shepherd’s hook',
    fork: 'forked at the top like a tuning fork',
    knob: `topped with a plain knob of ${cap.words}`,
  };
  const foot = `its foot shod with ${cap.words}`;
  return {
    main: wood,
    trim: cap,
    extra: { shape: head, ...(stone ? { stone } : {}) },
    opening: typedHead
      ? `${capitalize(c.nounA)} of ${wood.words}, ${foot}.`
      : `${capitalize(c.nounA)} of ${wood.words}, ${headWords[head]}, and ${foot}.`,
  };
}

function rod(c: Ctx): Decided {
  const { rng } = c;
  const metal = bodyOf(c, METAL);
  let bands = typedTrim(c) ?? choose(c, JEWEL);
  for (let i = 0; i < 3 && bands.colour === metal.colour; i++) bands = choose(c, JEWEL);
  const head = rng.weightedEntry([
    ['flanged', 3],
    ['crown', 2],
    ['cage', 2],
    ['knob', 2],
  ] as const);
  const stone = head === 'knob' ? undefined : stoneFor(c, 1);
  const s = stone?.words ?? '';
  const headWords: Record<string, string> = {
    flanged: `its head a flanged knob set with ${a(s)}`,
    crown: `capped with a crown of ${bands.words} points around ${a(s)}`,
    cage: `its head a cage of ${bands.words} holding ${a(s)}`,
    knob: `topped with a heavy knob of ${bands.words}`,
  };
  return {
    main: metal,
    trim: bands,
    extra: { shape: head, ...(stone ? { stone } : {}) },
    opening: `${capitalize(c.nounA)} of ${metal.words}, ${headWords[head]}, banded along its length with ${bands.words}.`,
  };
}

function wand(c: Ctx): Decided {
  const { rng } = c;
  const body = bodyOf(c, WAND);
  let caps = typedTrim(c) ?? choose(c, JEWEL);
  const [length, inches] = rng.pick(WAND_LENGTHS);
  const stone = stoneFor(c, 0.45);
  if (caps.colour === body.colour) caps = JEWEL[1] as Choice;
  // Its length, body, tip and caps in several orders, so a GM's tenth wand does not open like the first.
  const A = capitalize(c.nounA);
  const opening = stone
    ? worldPick(rng, 'wand-tipped', [
        `${A} of ${body.words}, ${length} long, tipped with ${a(stone.words)} and banded at the grip with ${caps.words}.`,
        `${A} of ${body.words} with ${a(stone.words)} at its tip and a band of ${caps.words} at the grip; it is ${length} long.`,
        `${capitalize(a(stone.words))} tips this ${c.noun} of ${body.words}, which is ${length} long and bound with ${caps.words} where the hand goes.`,
        `Made of ${body.words} and ${length} long, this ${c.noun} ends in ${a(stone.words)}, with ${caps.words} wound round the grip.`,
      ])
    : worldPick(rng, 'wand-capped', [
        `${A} of ${body.words}, ${length} long, capped at both ends with ${caps.words}.`,
        `${A} of ${body.words}, ${length} long, with ${caps.words} caps at either end.`,
        `Made of ${body.words} and ${length} long, this ${c.noun} has ${caps.words} capping both ends.`,
        `${A} of ${body.words}, its ends sheathed in ${caps.words}; it is ${length} long from end to end.`,
      ]);
  return {
    main: body,
    trim: caps,
    extra: { lengthInches: inches, shape: stone ? 'tipped' : 'capped', ...(stone ? { stone } : {}) },
    opening,
  };
}

function shield(c: Ctx): Decided {
  const { rng, theme, form } = c;
  const typed = form.noun;
  const SHAPES: readonly (readonly [string, string])[] = [
    ['round', 'round'],
    ['kite', 'kite'],
    ['heater', 'heater'],
    ['tower', 'tower'],
  ];
  const fromWords = /kite/.test(typed)
    ? 'kite'
    : /tower|pavise|scutum/.test(typed)
      ? 'tower'
      : /heater/.test(typed)
        ? 'heater'
        : /buckler|targe|round/.test(typed)
          ? 'round'
          : '';
  const shape = fromWords || rng.weightedEntry(SHAPES.map(([k]) => [k, k === 'tower' ? 1 : 3] as const));
  const small = /buckler/.test(typed);
  // A typed material makes the face (metal, bone or scale as a plate; wood as planks); a typed colour paints it.
  const typedFace = typedMaterial(c);
  const metalFace = typedFace ? typedFace.cls !== 'wood' : rng.chance(shape === 'round' ? 0.35 : 0.6);
  const metal = typedFace && typedFace.cls !== 'wood' ? typedFace : choose(c, METAL);
  const wood = typedFace && typedFace.cls === 'wood' ? typedFace : choose(c, WOOD);
  let rim = typedTrim(c) ?? choose(c, CAP);
  for (let i = 0; i < 3 && metalFace && rim.colour === metal.colour; i++) rim = choose(c, CAP);
  const typedPaint = c.typed?.colour;
  if (typedPaint) c.used.add('colour');
  const painted = typedPaint ? true : !metalFace && rng.chance(0.6);
  const [paintWord, paintColour] = typedPaint ? [typedPaint.word, typedPaint.hex] : rng.pick(PAINTS);
  const field = painted ? feature('paint', paintColour, `painted ${paintWord}`) : undefined;
  // The device follows the rule of tincture: metal on colour, colour on metal; a typed one keeps its words.
  const typedDevice = c.typed?.device;
  if (typedDevice) c.used.add('device');
  const hasDevice = typedDevice ? true : rng.chance(0.65);
  const onColour = painted ? !['white'].includes(paintWord) : !metalFace;
  const tinctures = TINCTURES.filter(([, , isMetal]) => (onColour ? isMetal : !isMetal || !metalFace));
  const [tWord, tColour] = rng.pick(tinctures.length > 0 ? tinctures : TINCTURES);
  const themed = THEME_DEVICE[theme];
  // A bolt or a flame claims an element: only a shield of that element bears one.
  const plainDevices = DEVICES.filter(([k]) => !ELEMENT_DEVICES.includes(k) || k === themed);
  const devicePick =
    themed && rng.chance(0.4)
      ? (DEVICES.find(([k]) => k === themed) ?? rng.pick(plainDevices))
      : rng.pick(plainDevices);
  const device = !hasDevice
    ? undefined
    : typedDevice
      ? feature(
          typedDevice.charge,
          typedDevice.colour?.hex ?? tColour,
          typedDevice.colour
            ? typedDevice.words
            : typedDevice.words
                .replace(/^(an?|the) /, (art) => `${art === 'the ' ? 'the ' : 'a '}${tWord} `)
                .replace(/^a ([aeiou])/, 'an $1'),
        )
      : feature(devicePick[0], tColour, a(`${tWord} ${devicePick[1]}`));
  const shapeWord = small ? 'buckler' : shape === 'round' ? 'round shield' : `${shape} shield`;
  const faceWords = metalFace ? metal.words : `${wood.words} planks`;
  const lead = metalFace
    ? `${capitalize(a(`${metal.words} ${shapeWord}`))}`
    : `${capitalize(a(shapeWord))} of ${faceWords}`;
  const bits: string[] = [];
  if (field) bits.push(field.words);
  if (device) bits.push(`bearing ${device.words}`);
  // The rim and boss in several wordings, so ten shields are not all 'its rim bound in blackened iron'.
  const hasBoss = shape === 'round' && !device;
  const rimWords = hasBoss
    ? worldPick(rng, 'boss', [
        `its rim bound in ${rim.words} and its domed boss the same`,
        `with a rim and a domed boss of ${rim.words}`,
        `its domed boss and its rim both ${rim.words}`,
      ])
    : worldPick(rng, 'rim', [
        `its rim bound in ${rim.words}`,
        `rimmed with ${rim.words}`,
        `with a rim of ${rim.words}`,
        `its edge capped all round with ${rim.words}`,
        `bound at the edge with ${rim.words}`,
        `edged in ${rim.words}`,
        `with ${rim.words} round the rim`,
        `its rim a broad band of ${rim.words}`,
        `finished at the rim with ${rim.words}`,
        `with ${rim.words} all along its edge`,
        `its border a strip of ${rim.words}`,
        `its edge shod in ${rim.words}`,
      ]);
  const opening = bits.length > 0 ? `${lead}, ${bits.join(' and ')}, ${rimWords}.` : `${lead}, ${rimWords}.`;
  return {
    main: metalFace ? metal : wood,
    trim: rim,
    extra: {
      shape,
      ...(small ? { size: 'small' as const } : {}),
      ...(field ? { field } : {}),
      ...(device ? { device } : {}),
    },
    opening,
    tags: [`sh-${shape}`],
    // Only a round shield with no device has a boss: a maker's mark on a kite shield goes on its face.
    ...(hasBoss ? {} : { vars: { markSpot: 'face', part: 'face' } }),
  };
}

/** Creatures a typed figurine can be, as the carved shapes the picture draws; others are drawn as charges. */
const FIGURE_OF_CHARGE: Readonly<Record<string, FigureDef['shape']>> = {
  owl: 'owl',
  raven: 'raven',
  eagle: 'eagle',
  falcon: 'eagle',
  cat: 'cat',
  lion: 'cat',
  hound: 'hound',
  wolf: 'hound',
  fox: 'hound',
  horse: 'horse',
  unicorn: 'horse',
  bear: 'bear',
};
/** What a typed creature figurine becomes, when it is none of the carved shapes. */
const CHARGE_BEASTS: Readonly<Record<string, string>> = {
  frog: 'a giant frog',
  serpent: 'a giant constrictor snake',
  spider: 'a giant spider',
  crab: 'a giant crab',
  octopus: 'a giant octopus',
  scorpion: 'a giant scorpion',
  boar: 'a giant boar',
  stag: 'an elk',
  goat: 'a giant goat',
  ram: 'a giant goat',
  bull: 'an aurochs',
  griffin: 'a griffon',
  dragon: 'a pseudodragon',
  tortoise: 'a giant crab',
  bat: 'a giant bat',
  swan: 'a giant eagle',
  heron: 'a giant eagle',
  hare: 'a giant weasel',
  dolphin: 'a killer whale',
  elephant: 'an elephant',
  bee: 'a giant wasp',
  salamander: 'a giant lizard',
  rat: 'a giant rat',
  skull: 'a skeleton',
  squirrel: 'a giant weasel',
  eel: 'a giant constrictor snake',
  fish: 'a reef shark',
  phoenix: 'a giant eagle wreathed in harmless flame',
  dove: 'a giant dove (use the giant owl’s statistics)',
  cock: 'a giant cockerel (use the giant vulture’s statistics)',
  gull: 'a giant gull (use the giant eagle’s statistics)',
  magpie: 'a giant magpie (use the giant owl’s statistics)',
  sparrow: 'a giant sparrow (use the giant owl’s statistics)',
  butterfly: 'a giant butterfly (use the giant wasp’s statistics)',
  moth: 'a giant moth (use the giant wasp’s statistics)',
  scarab: 'a giant beetle (use the giant centipede’s statistics)',
};

function figurine(c: Ctx): Decided {
  const { rng, tier } = c;
  const stone = bodyOf(c, CARVING);
  const fit = FIGURES.filter((f) => (f.beasts[tier - 1] ?? '') !== '');
  // A typed creature: one of the carved shapes, or any creature heraldry can draw, in the typed words.
  const typedFig = c.typed?.device;
  if (typedFig) c.used.add('device');
  const ownShape = typedFig ? FIGURE_OF_CHARGE[typedFig.charge] : undefined;
  const fig = ownShape ? (FIGURES.find((f) => f.shape === ownShape) as FigureDef) : rng.pick(fit);
  const pose = typedFig ? typedFig.words : rng.pick(fig.words);
  const shape = typedFig && !ownShape ? typedFig.charge : fig.shape;
  // A rose, a ship or an anchor is no creature: it has no eyes and never comes to life.
  const still = Boolean(typedFig && !ownShape && !CHARGE_BEASTS[typedFig.charge]);
  const beast =
    typedFig && !ownShape
      ? CHARGE_BEASTS[typedFig.charge]
      : (fig.beasts[tier - 1] as string) || (fig.beasts.find(Boolean) as string);
  let base = typedTrim(c) ?? choose(c, CAP);
  if (base.colour === stone.colour) base = CAP[2] as Choice;
  const eyes = still ? undefined : stoneFor(c, 0.45);
  // 'A skull figurine of bronze', not '... carved as a skull' a second time.
  const named =
    typedFig && c.nounA.toLowerCase().includes(typedFig.words.split(' ').pop() ?? typedFig.charge);
  const opening = `${capitalize(c.nounA)} of ${stone.words}${named ? '' : ` carved as ${pose}`}, on a small base of ${base.words}${eyes ? `, with eyes of ${eyes.words}` : ''}.`;
  return {
    main: stone,
    trim: base,
    extra: { shape, ...(eyes ? { stone: eyes } : {}) },
    opening,
    ...(beast ? { beast } : {}),
    ...(still ? { tags: ['figure-still'] } : {}),
  };
}

/** A finish that fits what the body is made of: metal is burnished, obsidian knapped, wood oiled. */
function finishFor(cls: MatClass, rng: Rng): string {
  const byClass: Partial<Record<MatClass, readonly string[]>> = {
    metal: [
      'polished to a dull shine',
      'etched with fine lines like wood grain',
      'dark with age and oil',
      'burnished bright',
      'hammered rather than polished',
      'blued by the forge',
      'grey and matte',
      'oiled to a soft gleam',
      'rippled with the marks of folding',
      'scoured clean',
      'ground to a satin finish',
      'bright at the edge and dark elsewhere',
      'streaked where the quench took unevenly',
      'mirror-bright',
      'dull at the edges and bright in the hollows',
      'speckled where old rust was ground away',
      'smoke-dark from the forge',
      'waxed against the damp',
    ],
    glass: [
      'knapped to a glassy edge',
      'flaked into a rippled edge',
      'glossy as wet ink',
      'cold to the touch and faintly translucent',
      'ground smooth and bright',
    ],
    stone: ['ground smooth', 'rough-hewn', 'polished to a soft sheen', 'pitted and grey'],
    bone: ['polished smooth', 'yellowed with age', 'white as chalk', 'carved in shallow ridges'],
    wood: ['oiled to a deep shine', 'smooth-grained', 'rubbed with beeswax', 'dark with handling'],
    leather: ['supple with oil', 'stiff and dark', 'worn soft'],
    cloth: ['soft with wear', 'stiff with age'],
  };
  return worldPick(rng, `finish-${cls}`, byClass[cls] ?? byClass.metal ?? []);
}

/** Joins parts of a description in one of several shapes: 'a, b and c', 'a; b, c'. */
function joinParts(parts: readonly string[], rng: Rng): string {
  const list = parts.filter(Boolean);
  if (list.length <= 1) return list[0] ?? '';
  if (list.length === 2) return `${list[0]} and ${list[1]}`;
  const head = list.slice(0, -1).join(', ');
  return rng.pick([`${head} and ${list[list.length - 1]}`, `${head}, and ${list[list.length - 1]}`]);
}

/** Blade and head shapes a weapon's words can give, by how it strikes. */
/** The picture's blade profile for each shape word a sword or dagger's words can give. */
const BLADE_PROFILE: Readonly<Record<string, string>> = {
  straight: 'straight',
  fullered: 'straight',
  'double-edged': 'straight',
  triangular: 'straight',
  'single-edged': 'straight',
  short: 'straight',
  broad: 'broad',
  heavy: 'broad',
  'wide-shouldered': 'broad',
  narrow: 'tapered',
  slender: 'tapered',
  tapering: 'tapered',
  slim: 'tapered',
  'needle-thin': 'tapered',
  'leaf-shaped': 'leaf',
  'gently curved': 'curved',
  'deeply curved': 'curved',
  curved: 'curved',
  hooked: 'curved',
  wavy: 'wavy',
};

const BLADE_SHAPES: Readonly<Record<string, readonly string[]>> = {
  sword: [
    'straight',
    'broad',
    'narrow',
    'leaf-shaped',
    'fullered',
    'double-edged',
    'gently curved',
    'tapering',
    'heavy',
    'slender',
    'wide-shouldered',
  ],
  dagger: [
    'slim',
    'leaf-shaped',
    'wavy',
    'triangular',
    'single-edged',
    'needle-thin',
    'broad',
    'hooked',
    'short',
  ],
  chopper: ['bearded', 'crescent', 'broad', 'narrow', 'hooked', 'flared', 'heavy', 'thin-bitted'],
  // A sickle's blade is a crescent, whatever else it is.
  hooked: ['crescent', 'deeply curved', 'thin crescent', 'half-moon', 'hooked'],
  // A scimitar, sabre or katana is curved: never 'straight', 'leaf-shaped' or 'double-edged'.
  curved: ['gently curved', 'deeply curved', 'single-edged', 'broad', 'slender', 'heavy', 'curved'],
  // A rapier is long, straight and slim.
  rapier: ['slender', 'narrow', 'needle-thin', 'tapering', 'straight', 'fullered'],
  blunt: ['flanged', 'studded', 'knobbed', 'squared', 'ridged', 'six-flanged', 'spiked', 'heavy'],
  point: ['leaf-shaped', 'barbed', 'long', 'narrow', 'socketed', 'broad', 'three-sided'],
};

/** Worn and held wondrous things, weapons and armour: the body, its fittings and its grip. */
function general(c: Ctx): Decided {
  const { form, rng } = c;
  const t = form.tags;
  const typedBody = typedMaterial(c);
  const metal = typedBody ?? tintedOrChoose(c, METAL);
  const wood = typedBody ?? tintedOrChoose(c, WOOD);
  const jewel = typedTrim(c) ?? choose(c, JEWEL);
  const leather = typedBody ?? tintedOrChoose(c, LEATHER);
  const cloth = typedBody ?? tintedOrChoose(c, CLOTH);
  const cap = choose(c, CAP);
  const noun = c.noun;
  const A = capitalize(c.nounA);
  const gripWord = form.weapon ? gripWordOf(t) : 'grip';
  const its = form.plural ? 'their' : 'its';
  const finish = (cls: MatClass) => finishFor(cls, rng);
  if (t.includes('wooden') && t.includes('melee')) {
    return {
      main: wood,
      trim: cap,
      opening: worldPick(rng, 'open1', [
        `${A} of ${wood.words}, both ends capped with ${cap.words}.`,
        `${A} of straight-grained ${wood.words}, its ends shod with ${cap.words} and its grip worn smooth.`,
        `${A} cut from ${wood.words}, ${finish(wood.cls)}, with ${cap.words} caps at either end.`,
        `${capitalize(wood.words)}, ${finish(wood.cls)}, makes ${c.nounA} as long as a tall man, shod at both ends with ${cap.words}.`,
      ]),
    };
  }
  if (t.includes('lash') || t.includes('sling')) {
    return {
      main: leather,
      trim: jewel,
      opening: t.includes('sling')
        ? `${A} of braided ${leather.words}, with a cradle of the same and a ring of ${jewel.words} at the loop.`
        : rng.pick([
            `${A} of braided ${leather.words}, its handle capped with ${jewel.words}.`,
            `${A}: a long plait of ${leather.words} tapering to a knotted tip, the handle bound in ${jewel.words} wire.`,
            `${A} of ${leather.words} plaited in eight strands, with a knob of ${jewel.words} at the butt.`,
          ]),
    };
  }
  if (t.includes('bow')) {
    const string = rng.pick([
      'of twisted silk',
      'of gut that hums when plucked',
      'of braided silver wire',
      'of black horsehair',
      'of waxed linen',
      'of sinew',
      'of pale hemp',
    ]);
    const tips = rng.pick([
      `its tips capped with ${jewel.words}`,
      `its nocks of ${jewel.words}`,
      `tipped at both ends with ${jewel.words}`,
      `${jewel.words} caps on its limbs`,
    ]);
    const shape = rng.pick([
      'recurved',
      'long and straight',
      'deeply curved',
      'backed with sinew',
      'laminated in thin strips',
      'thick at the grip and whip-thin at the tips',
    ]);
    return {
      main: wood,
      trim: jewel,
      opening: worldPick(rng, 'open2', [
        `${A} of ${wood.words}, ${tips} and its string ${string}.`,
        `${A} of ${wood.words}, ${shape}, with ${tips.replace(/^its /, '').replace(/^tipped at both ends with /, 'tips of ')} and a string ${string}.`,
        `${capitalize(wood.words)} makes ${form.plural ? 'these' : 'this'} ${noun}, ${shape}; ${tips}, and its string is ${string.replace(/^of /, '')}.`,
      ]),
    };
  }
  if (t.includes('crossbow')) {
    // A typed metal crossbow: its bow is that metal; a typed wood or bone one: its stock.
    const stock = typedBody && typedBody.cls !== 'metal' ? typedBody : tintedOrChoose(c, WOOD);
    const prod = typedBody && typedBody.cls === 'metal' ? typedBody : choose(c, METAL);
    return {
      main: stock,
      trim: prod,
      opening: worldPick(rng, 'open3', [
        `${A} with a stock of ${stock.words} and a bow of ${prod.words}, ${finish('metal')}.`,
        `${A}: a bow of ${prod.words} across a stock of ${stock.words}, the trigger worn smooth.`,
        `${A} whose stock is ${stock.words} and whose bow is ${prod.words}, ${finish('metal')}.`,
      ]),
    };
  }
  if (t.includes('ranged') && form.weapon) {
    return {
      main: wood,
      trim: metal,
      opening: `${A} of ${wood.words} and ${metal.words}, ${finish('metal')}.`,
    };
  }
  if (form.weapon) {
    // The grip is never the head's own material in the same words.
    const grips = (gripWord === 'haft' || gripWord === 'shaft' || gripWord === 'stock' ? HAFT : HILT).filter(
      (g) => g.words !== metal.words,
    );
    const hilt = pick(grips, c.style, c.tier, rng);
    const hilted =
      t.includes('blade') && !t.includes('chopper') && !t.includes('reach') && gripWord === 'hilt';
    const kind = t.includes('hooked')
      ? 'hooked'
      : t.includes('chopper')
        ? 'chopper'
        : t.includes('blunt') || t.includes('hammer')
          ? 'blunt'
          : t.includes('point')
            ? 'point'
            : /dagger|knife|dirk|stiletto|kris|athame|poniard|sickle/.test(noun) || form.weapon.dice === '1d4'
              ? 'dagger'
              : 'sword';
    const pommelStone = hilted ? stoneFor(c, 0.3) : undefined;
    const shapes =
      kind === 'sword' && /scimitar|sabre|saber|cutlass|katana|falchion|shamshir|tulwar/.test(noun)
        ? BLADE_SHAPES.curved
        : kind === 'sword' && /rapier|estoc|smallsword/.test(noun)
          ? BLADE_SHAPES.rapier
          : BLADE_SHAPES[kind];
    // A sickle that names its blade's shape names a crescent: the picture draws one.
    const partShape = kind === 'hooked' || rng.chance(0.6) ? `${rng.pick(shapes ?? [''])} ` : '';
    const part = form.part;
    const gripPhrase =
      hilt.cls === 'leather'
        ? worldPick(rng, 'grip-wrap', [
            `${a(gripWord)} wrapped in ${hilt.words}`,
            `${a(gripWord)} of ${hilt.words}`,
            `${hilt.words} on the ${gripWord}`,
          ])
        : worldPick(rng, 'grip', [
            `${a(gripWord)} of ${hilt.words}`,
            // 'a stag antler hilt', 'a hilt carved from bog oak'; never 'a cord-wrapped ash hilt carved'.
            ...(/wrapped|bound|wound|wire|ridged|banded| at /.test(hilt.words)
              ? [`${a(gripWord)} of ${hilt.words}`]
              : [`${a(`${hilt.words} ${gripWord}`)}`, `${a(gripWord)} carved from ${hilt.words}`]),
          ]);
    // A pommel is named once: when a stone is set in it, the fittings speak only of the guard.
    const fittings = hilted
      ? worldPick(
          rng,
          'guard',
          [
            `a guard and pommel of ${jewel.words}`,
            `a crossguard of ${jewel.words} with a pommel to match`,
            `quillons of ${jewel.words}`,
            `a plain ${jewel.words} guard`,
            `a swept guard of ${jewel.words}`,
            `a disc pommel of ${jewel.words}`,
            `${jewel.words} at guard and pommel`,
            `a wheel pommel of ${jewel.words}`,
          ].filter((f) => !pommelStone || !/pommel/.test(f)),
        )
      : kind === 'hooked'
        ? rng.pick([
            `a ferrule of ${jewel.words}`,
            `rivets of ${jewel.words}`,
            `a butt-cap of ${jewel.words}`,
            `a collar of ${jewel.words} where the blade meets the handle`,
          ])
        : kind === 'point'
          ? rng.pick([
              `a socket of ${jewel.words}`,
              `a collar of ${jewel.words} where the head is fitted`,
              `a butt-spike of ${jewel.words}`,
              `bands of ${jewel.words}`,
            ])
          : rng.pick([
              `fittings of ${jewel.words}`,
              `a collar of ${jewel.words} below the head`,
              `bands of ${jewel.words}`,
              `langets of ${jewel.words}`,
              `a butt-cap of ${jewel.words}`,
              `rivets of ${jewel.words}`,
            ]);
    const gem = pommelStone
      ? worldPick(rng, 'pommel', [
          `${a(pommelStone.words)} in the pommel`,
          `a pommel set with ${a(pommelStone.words)}`,
          `a pommel capped with ${a(pommelStone.words)}`,
          `${a(pommelStone.words)} for a pommel stone`,
        ])
      : '';
    const body = `${a(`${partShape}${part}`)} of ${metal.words}`;
    const fin = finish(metal.cls);
    const openings = [
      () => `${A} with ${joinParts(rng.shuffle([body, gripPhrase, fittings, gem].filter(Boolean)), rng)}.`,
      () =>
        `The ${part} of this ${noun} ${beFor(part)} ${partShape}${metal.words}, ${fin}; its ${gripWord} is ${hilt.words}, with ${joinParts([fittings, gem], rng)}.`,
      () =>
        `${A} of ${metal.words}, ${fin}, with ${joinParts(rng.shuffle([gripPhrase, fittings, gem].filter(Boolean)), rng)}.`,
      () =>
        `${A} whose ${partShape}${part} ${beFor(part)} ${metal.words}, ${fin}, with ${joinParts(rng.shuffle([gripPhrase, fittings, gem].filter(Boolean)), rng)}.`,
      () => `${A}: ${body}, ${fin}, with ${joinParts([gripPhrase, fittings, gem].filter(Boolean), rng)}.`,
      // The fittings first, holding the blade or head: the same facts in another order.
      () =>
        `${capitalize(joinParts([`${a(gripWord)} of ${hilt.words}`, fittings, gem].filter(Boolean), rng))} hold ${a(`${partShape}${part}`)} of ${metal.words}, ${fin}.`,
      () =>
        `This ${noun} ${form.plural ? 'have' : 'has'} ${a(`${partShape}${part}`)} of ${metal.words}, ${fin}, with ${joinParts(rng.shuffle([gripPhrase, fittings, gem].filter(Boolean)), rng)}.`,
    ];
    const opening = worldPick(rng, 'weapon', openings)();
    // A blade's shape the words give ('a leaf-shaped blade', 'a gently curved blade') is the one the picture draws.
    const said = partShape.trim();
    const profile =
      (kind === 'sword' || kind === 'dagger') && said && opening.includes(said)
        ? BLADE_PROFILE[said]
        : undefined;
    return {
      main: metal,
      trim: jewel,
      grip: hilt,
      extra: { ...(pommelStone ? { stone: pommelStone } : {}), ...(profile ? { shape: profile } : {}) },
      opening,
    };
  }
  if (form.armor) {
    const label = form.armor.label;
    if (form.armor.kind === 'garment' || label === 'padded') {
      const fabric = typedBody ?? cloth;
      return {
        main: fabric,
        trim: jewel,
        opening: worldPick(rng, 'open4', [
          `${A} of ${fabric.words}, quilted in thick layers and fastened with buttons of ${jewel.words}.`,
          `${A}: ${fabric.words} stitched in close diamonds over layers of wadding, with toggles of ${jewel.words}.`,
          `${A} of heavy ${fabric.words}, padded at the shoulders and closed with ${jewel.words} hooks.`,
          `Layer on layer of ${fabric.words}, quilted in long ribs, makes ${form.plural ? 'these' : 'this'} ${noun}; ${its} fastenings are ${jewel.words}.`,
          `${A}, its outer layer ${fabric.words} and its stuffing packed tight, laced up the side with ${jewel.words}-tipped cords.`,
        ]),
      };
    }
    if (label === 'hide') {
      return {
        main: leather,
        trim: cap,
        opening: worldPick(rng, 'open5', [
          `${A}, made of thick hides cured dark, laced with thongs of ${leather.words} and buckled with ${cap.words}.`,
          `${A} of ${leather.words}, the fur left on at the collar, held with ${cap.words} buckles.`,
          `${A} pieced from ${leather.words}, stitched with sinew and pinned with ${cap.words}.`,
        ]),
      };
    }
    if (form.armor.kind === 'light') {
      const studs = label === 'studded leather';
      return {
        main: leather,
        trim: jewel,
        opening: worldPick(rng, 'open6', [
          `${A}, cut from ${leather.words}, ${studs ? `studded with small rivets of ${jewel.words}` : `${its} buckles of ${jewel.words}`}.`,
          `${A} of ${leather.words}, boiled hard over the chest${studs ? ` and set with rows of ${jewel.words} studs` : `, with ${jewel.words} buckles at the side`}.`,
          `${capitalize(leather.words)}, ${finish('leather')}, makes ${form.plural ? 'these' : 'this'} ${noun}${studs ? `, ${its} rows of studs ${jewel.words}` : `, ${its} fastenings ${jewel.words}`}.`,
          // The same facts in other shapes: ten suits of leather should not all open 'A suit of leather armor of'.
          `Cut and stitched from ${leather.words}, ${form.plural ? 'these' : 'this'} ${noun} ${form.plural ? 'are' : 'is'} ${studs ? `set with ${jewel.words} studs in close rows` : rng.pick([`fastened with ${jewel.words} buckles`, `buckled with ${jewel.words}`, `held shut with ${jewel.words} clasps`])}.`,
          // The maker is named in the description: no 'Whoever made this' after it.
          `${capitalize(leather.words)} was chosen for ${form.plural ? 'these' : 'this'} ${noun}, with ${studs ? 'studs' : 'buckles'} of ${jewel.words}, and every seam is stitched twice over.`,
          `Every buckle on ${form.plural ? 'these' : 'this'} ${noun} is ${jewel.words}, and the rest is ${leather.words}${studs ? ', studded in close rows' : ''}.`,
          `${A}: ${leather.words}, ${finish('leather')}, ${studs ? `and studded at the chest and shoulders with ${jewel.words}` : `with ${jewel.words} buckles down one side`}.`,
          `${A}, shaped to the body from ${leather.words}${studs ? ` and studded with ${jewel.words}` : `, its laces tipped with ${jewel.words}`}.`,
        ]),
      };
    }
    // Mail is rings, scale is scales, plate is plates: the words fit the armour.
    const made: Readonly<Record<string, readonly string[]>> = {
      'chain mail': [
        'its links riveted one by one',
        'each ring riveted shut',
        'its rings as fine as a knitted sleeve',
        'with a hood of the same mail',
        'its sleeves reaching to the wrist',
        'its hem cut into short points',
        'its links no bigger than a fingernail',
        'heavy on the shoulders and long in the skirt',
      ],
      'chain shirt': [
        'its links riveted one by one',
        'each ring riveted shut',
        'short in the sleeve',
        'light enough to wear under a coat',
        'its links no bigger than a fingernail',
        'its collar lined with soft leather',
      ],
      'ring mail': [
        'its rings sewn onto a leather coat',
        'heavy rings stitched in rows on padded leather',
        'its rings set edge to edge on stout hide',
        'every ring sewn down with waxed thread',
      ],
      'scale mail': [
        'its scales overlapping like a carp’s',
        'each scale laced to the next',
        'its scales pointed like leaves',
        'its scales small at the collar and broad at the hem',
        'its scales wired onto a leather coat',
      ],
      splint: [
        'its splints riveted to a leather backing',
        'upright strips of metal down the chest and limbs',
        'its limbs sheathed in narrow vertical plates',
        'its strips running from collar to knee',
        'its narrow strips lapped like the slats of a shutter',
        'its splints laid edge to edge over a quilted coat',
        'its strips riveted in rows over stout hide',
      ],
      plate: [
        'its plates fluted along their edges',
        'every plate shaped to the wearer',
        'its joints hinged and strapped',
        'its pauldrons layered like a lobster’s tail',
        'its breastplate ridged down the centre',
        'its gauntlets fingered and lined with soft kid',
        'its elbows and knees drawn out into sharp fans',
      ],
      'half plate': [
        'its breast and back plates shaped to the body',
        'its plates open at the legs',
        'its shoulders layered in overlapping lames',
        'its breastplate cut high to guard the throat',
      ],
      breastplate: [
        'a single curved plate over the chest',
        'shaped with a keel down its front',
        'its backplate strapped on with broad buckles',
        'its edges rolled to turn a blade',
        'cut high under the arms',
      ],
    };
    const how = worldPick(rng, `how-${label}`, made[label] ?? [`${its} pieces riveted together`]);
    return {
      main: metal,
      trim: jewel,
      opening: worldPick(rng, 'open7', [
        `${A} of ${metal.words}, ${finish(metal.cls)}, ${its} edges trimmed with ${jewel.words}.`,
        `${A} in ${metal.words}, ${how}, and edged with ${jewel.words}.`,
        `${A}: ${metal.words}, ${how}, with buckles of ${jewel.words}.`,
        `${capitalize(metal.words)} makes ${form.plural ? 'these' : 'this'} ${noun}, ${finish(metal.cls)}, ${how}; ${its} fittings are ${jewel.words}.`,
        // Other shapes for the same facts, so ten suits of plate do not all open 'A suit of plate armor of'.
        ...(label === 'breastplate'
          ? []
          : [
              `Every piece of ${form.plural ? 'these' : 'this'} ${noun} is ${metal.words}, ${how}; ${its} buckles are ${jewel.words}.`,
            ]),
        `Worked in ${metal.words}, ${form.plural ? 'these' : 'this'} ${noun} ${form.plural ? 'are' : 'is'} trimmed with ${jewel.words}, ${how}.`,
        `${A}, ${how}: the metal is ${metal.words}, the rivets and buckles ${jewel.words}.`,
        `${form.plural ? 'These' : 'This'} ${noun} ${form.plural ? 'were' : 'was'} worked in ${metal.words}, ${how}, with ${jewel.words} for the buckles.`,
        `Save for buckles of ${jewel.words}, ${form.plural ? 'these' : 'this'} ${noun} ${form.plural ? 'are' : 'is'} all ${metal.words}, ${how}.`,
      ]),
    };
  }
  return wondrous(c, { metal, wood, jewel, leather, cloth }, A, its);
}

/** A body from the table, in the typed colour when one was typed. */
function tintedOrChoose(c: Ctx, list: readonly Choice[]): Choice {
  const base = choose(c, list);
  if (!c.typed?.colour) return base;
  return tintedBody(c, base.cls, base) ?? base;
}

/** Wondrous things: the opening follows what the body is made of, and what the thing is. */
function wondrous(
  c: Ctx,
  mats: { metal: Choice; wood: Choice; jewel: Choice; leather: Choice; cloth: Choice },
  A: string,
  its: string,
): Decided {
  const { form, rng } = c;
  const t = form.tags;
  const { jewel } = mats;
  const typedBody = c.typed?.material ? mats.metal : undefined;
  const noun = c.noun;
  // The typed material decides the body's class; otherwise the form's usual material does.
  const cls: MatClass | 'gem' | 'horn' | 'wax' = typedBody
    ? typedBody.cls
    : t.includes('m-jewel')
      ? 'metal'
      : t.includes('m-cloth')
        ? 'cloth'
        : t.includes('m-leather')
          ? 'leather'
          : t.includes('m-paper')
            ? 'paper'
            : t.includes('m-glass')
              ? 'glass'
              : t.includes('m-wood')
                ? 'wood'
                : t.includes('m-horn')
                  ? 'horn'
                  : t.includes('m-gem')
                    ? 'gem'
                    : t.includes('m-wax')
                      ? 'wax'
                      : t.includes('m-stone')
                        ? 'stone'
                        : 'metal';
  const fin = (k: MatClass) => finishFor(k, rng);

  // A lamp's flame, when the words give one a colour ('burns with blue flame').
  const flameColour = c.typed?.flame;
  const lamp = t.includes('lamp');
  if (flameColour && lamp) c.used.add('flame');
  const flameWords = flameColour && lamp ? `${flameColour.word} flame` : '';
  const flameBit = flameWords
    ? rng.pick([
        `its flame burning ${flameColour?.word}`,
        `a ${flameWords} behind its panes`,
        `burning with a ${flameWords}`,
      ])
    : '';
  const flame = flameColour && lamp ? { flame: feature('flame', flameColour.hex, flameWords) } : {};

  if (
    t.includes('m-metal') &&
    t.includes('head') &&
    /helm|casque/.test(form.noun) &&
    (cls === 'metal' || !typedBody)
  ) {
    const metal = mats.metal;
    const kind =
      c.style === 'Dwarven'
        ? 'horned'
        : c.style === 'Elven' || c.style === 'Ethereal'
          ? 'winged'
          : c.style === 'Steampunk'
            ? 'goggled'
            : c.style === 'Medieval' || c.style === 'Gothic'
              ? 'great'
              : rng.pick(['horned', 'winged', 'great'] as const);
    const st = kind !== 'goggled' ? stoneFor(c, 0.3) : undefined;
    const f = fin('metal');
    const what = {
      horned: rng.pick([
        `${A} of ${metal.words} with a pair of curling horns, ${f}, its fittings of ${jewel.words}`,
        `${A} of ${metal.words}, ${f}, crowned with two horns bound in ${jewel.words}`,
      ]),
      winged: rng.pick([
        `${A} of ${metal.words} with a swept wing of ${jewel.words} on either side, ${f}`,
        `${A} of ${metal.words}, ${f}, a wing of ${jewel.words} rising from each temple`,
      ]),
      great: rng.pick([
        `${A} of ${metal.words}: a flat-topped great helm with a narrow eye slit, ${f}, banded with ${jewel.words}`,
        `${A} of ${metal.words}, a great helm closed but for a slit and breaths, its bands of ${jewel.words}`,
      ]),
      goggled: `${A} of ${metal.words}, ${f}, with a pair of goggles rimmed in ${jewel.words} pushed up on the brow`,
    }[kind];
    return {
      main: metal,
      trim: jewel,
      extra: { shape: kind, ...(st ? { stone: st } : {}) },
      opening: `${what}${st ? `, and ${a(st.words)} set in the brow` : ''}.`,
    };
  }
  if (cls === 'metal') {
    const body = typedBody ?? (t.includes('m-jewel') ? jewel : mats.metal);
    const trim = body === jewel ? undefined : jewel;
    if (t.includes('cup')) {
      const st = stoneFor(c, 0.5);
      return {
        main: body,
        ...(trim ? { trim } : {}),
        extra: st ? { stone: st } : {},
        opening: worldPick(rng, 'open8', [
          `${A} of ${body.words}${st ? `, its stem set with ${a(st.words)}` : ', plain but for a band of engraving round the rim'}.`,
          `${A} of ${body.words}, ${fin('metal')}${st ? `, ${a(st.words)} set where the stem meets the bowl` : ', its bowl deep and its foot wide'}.`,
        ]),
      };
    }
    // A crown or circlet is drawn as a band with points (five on a crown or coronet, a tall one between two low
    // ones on a circlet): the words say the same, where an amulet's 'worked into a stylised eye' would not.
    if (t.includes('m-jewel') && t.includes('head')) {
      const st = stoneFor(c, 0.85) ?? stoneOf(c.theme, rng);
      const crowned = /crown|coronet/.test(noun);
      const points = crowned
        ? worldPick(rng, 'crown-points', [
            'five points rising from the band',
            'a band rising to five tall points',
            'five points like spear-heads standing up from a broad band',
            'a broad band and five points, the middle one tallest',
          ])
        : worldPick(rng, 'circlet-points', [
            'a slender band rising to one tall point at the brow, with a lower point to either side',
            'a thin band that lifts to a single peak over the brow, flanked by two smaller ones',
            'a narrow band with three points at the front, the middle one twice the height of the others',
          ]);
      const set = worldPick(rng, 'crown-set', [
        `${a(st.words)} set in every point`,
        `each point set with ${a(st.words)}`,
        `${a(st.words)} at the front of the band and a chip of the same stone in each point`,
      ]);
      return {
        main: body,
        extra: { stone: st },
        opening: worldPick(rng, 'open-crown', [
          `${A} of ${body.words}, ${points}, ${set}.`,
          `${A} of ${body.words}, ${fin('metal')}: ${points}, and ${set}.`,
          `${capitalize(body.words)} makes this ${noun}: ${points}, ${set}.`,
        ]),
      };
    }
    if (t.includes('m-jewel')) {
      const st = stoneFor(c, 0.85);
      const shapes = [
        'a coiled serpent',
        'a ring of oak leaves',
        'a seven-pointed star',
        'a band of knotwork',
        'a stylised eye',
        'a circle of tiny hands',
        'a twist of three strands',
        'a spray of wheat ears',
      ];
      const shape = rng.pick(shapes);
      return {
        main: body,
        extra: st ? { stone: st } : {},
        opening: st
          ? rng.pick([
              `${A} of ${body.words} worked into ${shape}, with ${a(st.words)} at ${its} front.`,
              `${A} of ${body.words}, ${fin('metal')}, ${a(st.words)} set at ${its} front.`,
              `${capitalize(a(st.words))} sits in ${c.nounA} of ${body.words} worked into ${shape}.`,
            ])
          : rng.pick([
              `${A} of ${body.words} worked into ${shape}.`,
              `${A} of ${body.words}, ${fin('metal')}, shaped as ${shape}.`,
            ]),
      };
    }
    const st = t.includes('head') || t.includes('hands') ? stoneFor(c, 0.25) : undefined;
    const f = fin('metal');
    const extraBit = lamp
      ? rng.pick([
          `panes of ${rng.pick(['thin horn', 'clear glass', 'smoky glass', 'mica'])}`,
          `a ring to hang it by`,
          `a tall chimney`,
        ])
      : t.includes('hourglass') && /watch|clock|timepiece/.test(noun)
        ? rng.pick([
            'a face of white enamel',
            'hands of blued steel',
            'a lid that springs open at a touch',
            'a dial marked in a script nobody uses now',
          ])
        : t.includes('compass')
          ? rng.pick([
              'a needle that never quite settles',
              'a face marked with the winds',
              'a lid engraved with a rose of the winds',
            ])
          : t.includes('key')
            ? rng.pick(['a bow shaped like a clover', 'wards cut fine as lace', 'a long plain shank'])
            : t.includes('bell')
              ? rng.pick([
                  'a handle of turned wood',
                  'a clapper like a tear',
                  'a lip thickened for a deeper note',
                ])
              : '';
    const fittings = trim ? `fittings of ${trim.words}` : '';
    const stBit = st ? `${a(st.words)} set in ${form.plural ? 'each' : 'it'}` : '';
    return {
      main: body,
      ...(trim ? { trim } : {}),
      extra: { ...(st ? { stone: st } : {}), ...flame },
      opening: worldPick(rng, 'open9', [
        () =>
          `${A} of ${body.words}, ${f}, with ${joinParts(rng.shuffle([fittings, extraBit, stBit, flameBit].filter(Boolean)), rng) || 'nothing more'}.`,
        () =>
          `${A} of ${body.words}${flameBit ? `, ${flameBit}` : ''}${extraBit ? `; it has ${extraBit}` : ''}${fittings ? `, and ${fittings}` : ''}${stBit ? `, and ${stBit}` : ''}.`,
        () =>
          `${capitalize(body.words)}, ${f}, makes ${form.plural ? 'these' : 'this'} ${noun}${joinParts([fittings, extraBit, stBit, flameBit].filter(Boolean), rng) ? `, with ${joinParts([fittings, extraBit, stBit, flameBit].filter(Boolean), rng)}` : ''}.`,
      ])(),
    };
  }
  if (cls === 'cloth') {
    const body = typedBody ?? mats.cloth;
    const detail = t.includes('cloak')
      ? rng.pick([
          'hemmed with a thin band of embroidery',
          'lined with a darker cloth',
          'long enough to brush the ground',
          'cut short at the hip',
          'with a deep hood',
          'heavy and warm',
          'light as a summer shirt',
          'trimmed with fur at the collar',
          'its edge worked with tiny knots',
        ])
      : t.includes('head')
        ? rng.pick(['stiffened at the brim', 'soft and shapeless', 'with a long tail', 'lined with silk'])
        : rng.pick(['neatly hemmed', 'stitched with a running vine', 'soft and much mended', 'finely woven']);
    const clasp = rng.pick([
      `a clasp of ${jewel.words}`,
      `${jewel.words} at the throat`,
      `a brooch of ${jewel.words} to close it`,
      `toggles of ${jewel.words}`,
    ]);
    return {
      main: body,
      trim: jewel,
      opening: worldPick(rng, 'open10', [
        `${A} of ${body.words}, ${detail}, with ${clasp}.`,
        `${A} of ${body.words}, fastened with ${clasp.replace(/^a brooch of (.+) to close it$/, 'a brooch of $1')}; it is ${detail.replace(/^with /, 'made with ')}.`,
        `${capitalize(body.words)}, ${detail}, makes ${form.plural ? 'these' : 'this'} ${noun}; it closes with ${clasp.replace(/ to close it$/, '')}.`,
      ]),
    };
  }
  if (cls === 'leather') {
    const body = typedBody ?? mats.leather;
    const detail = t.includes('feet')
      ? rng.pick([
          'hobnailed at the heel',
          'laced to the knee',
          'with soles thin enough to feel a coin through',
          'turned down at the cuff',
          'lined with fleece',
        ])
      : t.includes('hands')
        ? rng.pick([
            'reinforced at the fingertips',
            'lined with fleece',
            'cut close to the fingers',
            'flared at the cuff',
          ])
        : t.includes('waist')
          ? rng.pick([
              'tooled with overlapping leaves',
              'wide as a hand',
              'punched with a row of tiny stars',
              'worn thin where the buckle bites',
            ])
          : rng.pick([
              'stitched with waxed thread',
              'tooled with overlapping leaves',
              'worn soft at every fold',
              'dyed unevenly, as if by hand',
            ]);
    const fit = rng.pick([
      `buckled with ${jewel.words}`,
      `${its} buckles of ${jewel.words}`,
      `with fittings of ${jewel.words}`,
      `${its} eyelets of ${jewel.words}`,
    ]);
    return {
      main: body,
      trim: jewel,
      opening: worldPick(rng, 'open11', [
        `${A} of ${body.words}, ${detail}, ${fit}.`,
        `${A} of ${body.words}, ${fit} and ${detail}.`,
        `${capitalize(body.words)}, ${detail}, makes ${form.plural ? 'these' : 'this'} ${noun}, ${fit}.`,
      ]),
    };
  }
  if (cls === 'paper' && t.includes('book')) {
    return {
      main: mats.leather,
      trim: jewel,
      opening: `${A} bound in ${mats.leather.words}, with clasps of ${jewel.words} and pages of ${rng.pick(['thick vellum', 'thin, crackling parchment', 'paper so fine it is almost transparent', 'stiff linen rag'])}.`,
    };
  }
  if (cls === 'glass') {
    const glass = typedBody ?? choose(c, GLASS);
    // Smoky or clouded glass is never 'clear as water', and clouded glass is not 'cloudy until used'.
    const tinted = /smoky|clouded|milky|black|dark|obsidian|jet/.test(glass.words);
    const how = rng.pick([
      'with a faint flaw at its centre like a trapped bubble',
      tinted ? 'cold to the touch' : 'clear as water and cold to the touch',
      tinted
        ? 'darker at the heart than at the edges'
        : `cloudy until ${form.plural ? 'they are' : 'it is'} used`,
      'tinted faintly at the edges',
      'polished until it seems wet',
    ]);
    return {
      main: glass,
      trim: jewel,
      opening: worldPick(rng, 'open12', [
        `${A} of ${glass.words}, ${how}, held in a frame of ${jewel.words}.`,
        `${A} of ${glass.words} in a frame of ${jewel.words}, ${how}.`,
        `${capitalize(glass.words)}, ${how}, makes ${form.plural ? 'these' : 'this'} ${noun}; ${jewel.words} frames ${form.plural ? 'them' : 'it'}.`,
      ]),
    };
  }
  if (cls === 'wood' || cls === 'bone' || cls === 'stone' || cls === 'clay') {
    const body = typedBody ?? mats.wood;
    const how = rng.pick(
      body.cls === 'wood'
        ? [
            'its grain swirling like smoke',
            'polished dark by handling',
            'carved with a pattern of tiny waves',
            'smooth-grained and close',
            'knotted along one side',
          ]
        : [
            'polished smooth',
            'carved in shallow ridges',
            'yellowed with handling',
            'rough where the tool went deep',
            'worked with tiny spirals',
          ],
    );
    const verb = body.cls === 'clay' ? 'shaped from' : 'carved from';
    return {
      main: body,
      trim: jewel,
      opening: worldPick(rng, 'open13', [
        `${A} ${verb} ${body.words}, ${how}, with fittings of ${jewel.words}.`,
        `${A} ${verb} ${body.words}, ${how}; ${jewel.words} binds ${form.plural ? 'them' : 'it'}.`,
        `${capitalize(body.words)}, ${how}, makes ${form.plural ? 'these' : 'this'} ${noun}, with ${jewel.words} fittings.`,
      ]),
    };
  }
  if (cls === 'horn') {
    const horn = rng.pick([
      m('a ram’s horn', 'bone', '#a89a80', 'bone'),
      m('the horn of an aurochs', 'bone', '#c8b890', 'bone'),
      m('a spiral of pale ivory', 'bone', '#e8dcc0', 'bone'),
      m('a blackened cow’s horn', 'bone', '#3a3028', 'bone'),
    ]);
    return {
      main: horn,
      trim: jewel,
      opening: worldPick(rng, 'open14', [
        `${A} made from ${horn.words}, bound with bands of ${jewel.words}.`,
        `${A} made from ${horn.words}, its mouthpiece of ${jewel.words}.`,
      ]),
    };
  }
  if (cls === 'gem') {
    const st = stoneFor(c, 1) ?? stoneOf(c.theme, rng);
    // A pearl, an opal or a piece of amber is never faceted: it is polished smooth.
    const soft = /pearl|opal|amber|\bjet\b|moonstone|coral|turquoise|malachite|jade/.test(st.words);
    const cut = rng.pick(
      (
        [
          ['faceted', 'cut with dozens of tiny facets'],
          ['smooth', 'smooth and rounded like a river pebble'],
          ['flawed', 'flawed by a dark inclusion at its heart'],
          // The picture draws what the words say: a long point, not a round stone (blind read 5).
          ['point', 'cut into a long eight-sided point'],
          ['oval', 'polished into a flat oval'],
        ] as const
      ).filter(([shape]) => !soft || (shape !== 'faceted' && shape !== 'point')),
    );
    const gem = m(st.words, 'crystal', st.colour, 'glass');
    return {
      main: gem,
      extra: { stone: st, shape: cut[0] },
      opening: `${capitalize(a(st.words))} about the size of a hen’s egg, ${cut[1]}.`,
    };
  }
  if (cls === 'wax') {
    const wax = rng.pick([
      ['yellow beeswax', '#e0b850'],
      ['black tallow', '#2a2424'],
      ['red wax flecked with gold', '#a02a24'],
      ['pale bayberry wax', '#d8d8b8'],
    ] as const);
    return {
      extra: { field: feature('wax', wax[1], wax[0]), ...flame },
      trim: jewel,
      opening: `${A} of ${wax[0]}, as thick as a child’s wrist, in a holder of ${jewel.words}${flameBit ? `, ${flameBit}` : ''}.`,
    };
  }
  return {
    main: mats.metal,
    trim: jewel,
    opening: `${A} of ${mats.metal.words} and ${mats.wood.words}, finer than any ordinary one.`,
  };
}

/** 'is' for 'the blade', 'are' for 'the clasps'. */
function beFor(noun: string): string {
  return /[^su]s$/.test(noun) ? 'are' : 'is';
}

/** The material class of a look's body, for what can happen to it. */
function classOf(d: Decided): MatClass | null {
  if (d.main) return d.main.cls;
  if (d.extra?.field?.kind === 'wax') return 'wax';
  return null;
}

/** Tags for phrases that must fit the material: dents only on metal, fraying only on cloth. */
export function wearTags(cls: MatClass | null, material: string): string[] {
  if (!cls) return [];
  const tags = [`mat-${cls}`];
  const add = (...t: string[]) => tags.push(...t);
  switch (cls) {
    case 'metal':
      add('w-dent', 'w-scratch', 'w-burnish', 'w-nick', 'w-rivet');
      if (material === 'iron' || material === 'steel') add('w-rust');
      if (material === 'silver' || material === 'bronze') add('w-tarnish');
      break;
    case 'sheet':
      add('w-dent', 'w-scratch', 'w-crease');
      if (material === 'bronze') add('w-verdigris');
      break;
    case 'wood':
      add('w-scratch', 'w-crack', 'w-burnish', 'w-stain', 'w-scorch', 'w-grain');
      break;
    case 'bone':
      add('w-scratch', 'w-crack', 'w-chip', 'w-burnish', 'w-stain');
      break;
    case 'stone':
    case 'clay':
      add('w-chip', 'w-crack', 'w-scratch');
      break;
    case 'glass':
      add('w-chip', 'w-scratch', 'w-crack');
      break;
    case 'leather':
      add('w-crack', 'w-stain', 'w-scorch', 'w-scuff', 'w-stitch', 'w-soft');
      break;
    case 'cloth':
      add('w-fray', 'w-stain', 'w-scorch', 'w-stitch', 'w-soft');
      break;
    case 'paper':
      add('w-fray', 'w-stain', 'w-scorch', 'w-crease');
      break;
    case 'wax':
      add('w-scorch');
      break;
  }
  return tags;
}

/** Picks every visible part once and writes the opening from the same choices. */
export function decideLook(
  form: ItemForm,
  themeId: ThemeId,
  style: ItemArtStyle,
  tier: number,
  nounA: string,
  rng: Rng,
  typed: TypedSpec | null = null,
): LookDecision {
  const t = form.tags;
  // A typed material the object's body cannot be ('a whalebone cloak', 'a silver belt') makes its fittings: the
  // picture could not paint such a body, and the words would not fit it.
  const family = classifyItem(form.type, form.subtype).family;
  const softBody = t.includes('lash') || (t.includes('m-cloth') && !t.includes('armor'));
  const fits = (m: TypedSpec['material']) =>
    !m ||
    (bodyMaterials(family).includes(m.material) &&
      !(
        softBody &&
        (m.cls === 'metal' || m.cls === 'bone' || m.cls === 'wood' || m.cls === 'stone' || m.cls === 'glass')
      ));
  const asTyped =
    typed?.material && !fits(typed.material) && !t.includes('scroll') && !t.includes('potion')
      ? { ...typed, material: undefined, trim: typed.trim ?? typed.material }
      : typed;
  const c: Ctx = {
    form,
    theme: themeId,
    style,
    tier,
    rng,
    nounA,
    noun: form.noun,
    typed: asTyped,
    used: new Set(),
  };
  const d: Decided = t.includes('potion')
    ? potion(c)
    : t.includes('scroll')
      ? scroll(c)
      : t.includes('ring') && form.type === 'Ring'
        ? ring(c)
        : t.includes('neck')
          ? neck(c)
          : t.includes('staff') && form.type === 'Staff'
            ? staff(c)
            : t.includes('rod')
              ? rod(c)
              : t.includes('wand')
                ? wand(c)
                : t.includes('shield')
                  ? shield(c)
                  : t.includes('figurine')
                    ? figurine(c)
                    : general(c);
  // Engraved runes: more often the rarer the item; the words name them whenever the picture draws them (a
  // scroll's writing and a potion's glass carry none).
  const runes =
    rng.chance([0, 0.25, 0.5, 0.65, 0.8, 0.9][tier - 1] ?? 0) &&
    !t.includes('potion') &&
    !t.includes('scroll');
  const look: ItemLook = {
    ...(d.main ? { main: part(d.main) } : {}),
    ...(d.trim ? { trim: part(d.trim) } : {}),
    ...(d.grip ? { grip: part(d.grip) } : {}),
    ...(d.extra ?? {}),
    ...(runes ? { runes: true } : {}),
  };
  const mainMaterial = d.main?.material ?? '';
  const cls = classOf(d);
  const hard = cls === 'metal';
  const clinks =
    !t.includes('consumable') &&
    !t.includes('music') &&
    !t.includes('bell') &&
    (hard || t.includes('heavy-armor') || t.includes('medium-armor'));
  const label = form.armor?.label ?? '';
  const stone = look.stone?.words ?? '';
  // Typed features this look had no place to show are said as typed, so nothing typed is lost.
  const said: string[] = [];
  if (typed) {
    const It = form.plural ? 'They' : 'It';
    const be = form.plural ? 'are' : 'is';
    const movedToTrim = c.typed?.trim === typed.material;
    if (typed.material && !c.used.has('material') && !(movedToTrim && c.used.has('trim')))
      said.push(typed.said.material ?? `${It} ${be} made of ${typed.material.words}.`);
    else if (c.typed?.trim && !c.used.has('trim'))
      said.push(typed.said.trim ?? `${It} ${be} worked with ${c.typed.trim.words}.`);
    if (typed.colour && !c.used.has('colour'))
      said.push(typed.said.colour ?? `${It} ${be} ${typed.colour.word}.`);
    if (typed.stone && !c.used.has('stone'))
      said.push(typed.said.stone ?? `${It} ${be} set with ${a(typed.stone.words)}.`);
    if (typed.device && !c.used.has('device'))
      said.push(typed.said.device ?? `${It} ${form.plural ? 'bear' : 'bears'} ${typed.device.words}.`);
    if (typed.flame && !c.used.has('flame'))
      said.push(
        typed.said.flame ?? `${It} ${form.plural ? 'burn' : 'burns'} with ${a(`${typed.flame.word} flame`)}.`,
      );
  }
  return {
    said,
    vars: {
      mat_main: d.main?.words ?? form.noun,
      mat_trim: d.trim?.words ?? '',
      vesselNoun: 'vessel',
      bodySpot: bodySpotOf(form, look),
      // 'Their clasps are engraved', 'its band is engraved'.
      bodyBe: beFor(bodySpotOf(form, look)),
      // A ring or circlet with no stone has no stone to mark, shape or rub: its band stands in.
      ...(/stone|facets/.test(form.part) && !look.stone
        ? { markSpot: bodySpotOf(form, look), part: bodySpotOf(form, look) }
        : {}),
      ...(d.vars ?? {}),
      gem: stone || STONES[themeId][0]?.[0] || 'stone',
      lookColour: d.main?.words ?? '',
    },
    tags: [
      ...(clinks ? ['clinks'] : []),
      // Cloth and leather take no rivets, verdigris or engraving meant for metal.
      ...(cls === 'cloth' || cls === 'leather' ? ['soft'] : []),
      ...(label ? [`a-${label.replace(/\s+/g, '-')}`] : []),
      ...wearTags(cls, mainMaterial),
      ...(look.stone ? ['has-stone'] : ['no-stone']),
      ...(look.runes ? ['has-runes'] : []),
      ...(d.trim ? ['has-trim'] : []),
      // An opening that calls it cold to the touch is not followed by 'whatever the weather, it feels warm'.
      ...(/cold to the touch/.test(`${d.opening} ${d.detail ?? ''}`) ? ['said-cold'] : []),
      ...(d.tags ?? []),
    ],
    look,
    opening: d.opening,
    detail: d.detail ?? '',
    took: d.took ?? [],
    ...(d.beast ? { beast: d.beast } : {}),
  };
}

/** The part made of the body's material, for wear and runes: a ring's band, not its stone. */
function bodySpotOf(form: ItemForm, look: ItemLook): string {
  const t = form.tags;
  if (t.includes('potion')) return 'glass';
  if (t.includes('scroll')) return 'sheet';
  if (form.type === 'Ring') return 'band';
  if (t.includes('neck'))
    // A brooch's runes are on its face, not 'cut into its brooch'.
    return look.shape === 'brooch' ? 'face' : look.shape === 'torc' ? 'torc' : 'pendant';
  if (t.includes('shield')) return 'face';
  if (t.includes('charged')) return 'shaft';
  const swap: Readonly<Record<string, string>> = {
    stone: 'band',
    'central stone': 'band',
    sand: 'frame',
    clapper: 'rim',
    needle: 'case',
    pages: 'binding',
    skin: 'shell',
    strings: 'body',
    boss: 'face',
  };
  return swap[form.part] ?? form.part;
}

/** The word for where a weapon is held: a hilt, a haft, a shaft, a stock, or a quarterstaff's grip. */
export function gripWordOf(t: readonly string[]): string {
  if (t.includes('bow') || t.includes('lash') || t.includes('wooden')) return 'grip';
  if (t.includes('crossbow')) return 'stock';
  if (t.includes('chopper') || t.includes('blunt') || t.includes('hammer')) return 'haft';
  if (t.includes('hooked')) return 'handle';
  if (t.includes('point')) return 'shaft';
  if (t.includes('blade')) return 'hilt';
  return 'grip';
}
