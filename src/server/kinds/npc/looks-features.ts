// Reads a game master's free-text notable features ('braided red beard, a tattoo of a rose on the neck, feathered
// cap') with a lexicon of colours, placements, materials, styles and things, so the look can draw them and the
// appearance can say them; a clause holding more than the look can hold is kept as typed, never replaced.
import type {
  NpcBeardStyle,
  NpcDetailKind,
  NpcGarment,
  NpcHairStyle,
  NpcLayer,
  NpcMarkKind,
  NpcScarPlace,
  NpcSide,
} from '../../../shared/kinds/npc.js';
import type { Headwear, Prop } from './portrait/outfits.js';

/** A typed detail of the body or of what is worn on it (a tattoo on the neck, burn scars on the hands). */
export interface DetailRequest {
  kind: NpcDetailKind;
  place: string | null;
  side: NpcSide | null;
  word: string | null;
  hex: string | null;
  motif: string | null;
  count: number | null;
  /** The clause as typed, which the appearance prints; null when a sibling detail of the clause prints it. */
  words: string | null;
  /** What the thing is ('campaign medal', 'prayer beads', 'hoops'), which the drawing reads. */
  noun?: string;
  /** The figure its outline takes ('a shield'). */
  shape?: string;
  /** A stone set in it. */
  gem?: { word: string; hex: string };
}

/** What the features ask for; a field left undefined leaves that part of the look to the seed. */
export interface FeatureRequest {
  missingEye?: { side: NpcSide | null; covered: 'eyepatch' | 'scarred-lid' };
  scars: { place: NpcScarPlace | 'cheek' | 'brow'; side: NpcSide | null; words?: string }[];
  marks: { kind: NpcMarkKind; side: NpcSide | null; colour: string | null }[];
  details: DetailRequest[];
  snappedHorn?: NpcSide | null;
  /** true: a beard is asked for (in any style); false: clean-shaven. */
  beard?: boolean;
  beardWord?: NpcBeardStyle;
  beardStyleWord?: string;
  beardColour?: string;
  hairless?: 'bald' | 'shaved';
  hairStyle?: NpcHairStyle;
  hairStyleWord?: string;
  hairColour?: string;
  eyeColour?: string;
  skinColour?: string;
  build?: { word: string; frame: 'slight' | 'average' | 'broad' };
  faceShape?: 'oval' | 'long' | 'round' | 'square' | 'heart' | 'broad' | 'narrow';
  nose?: 'straight' | 'hooked' | 'snub' | 'broad' | 'long' | 'crooked' | 'fine' | 'bulbous';
  brows?: 'heavy' | 'fine' | 'arched' | 'straight' | 'bushy';
  headwear?: {
    kind: Headwear;
    word: string;
    colour?: string;
    trim?: { kind: 'fur' | 'feather' | 'gem' | 'band'; colour?: string };
    metal?: string;
  };
  bareHeaded?: boolean;
  /** A hood typed as worn up ('a hooded cloak'). */
  hoodUp?: boolean;
  /** `descr`: the typed words before the noun, colour included ('patched green'), kept for the prose. */
  garment?: { kind: NpcGarment; word: string; colour?: string; descr?: string };
  clothColour?: string;
  layers: { kind: NpcLayer; colour?: string; descr?: string; noun?: string }[];
  armour?: string;
  shield?: boolean;
  held?: { prop: Prop; word: string };
  /** Something is held that the picture cannot draw: the hand holds no trade prop in its place. */
  heldUnknown?: boolean;
  weapon?: { name: string; word: string; carried: 'hand' | 'back' | 'hip' };
  mask?: 'domino' | 'scarf';
  limp: boolean;
  /** Clauses the look cannot hold whole, kept as typed. */
  extras: string[];
}

/** Colour words a game master may type, and how the portrait paints them. */
export const COLOUR_WORDS: Readonly<Record<string, string>> = {
  black: '#1e1a19',
  'jet-black': '#141216',
  jet: '#141216',
  ebony: '#1a1614',
  'raven-black': '#1f1d26',
  raven: '#1f1d26',
  'coal-black': '#2e2a30',
  'blue-black': '#2a3448',
  white: '#ecebe6',
  'snow-white': '#f2f1ec',
  'ash-white': '#e4e2dc',
  'bone-white': '#e2d8c0',
  ivory: '#e8e0cc',
  cream: '#e8e0c8',
  grey: '#8a8a88',
  gray: '#8a8a88',
  'iron-grey': '#6e6e6c',
  'steel-grey': '#707884',
  'slate-grey': '#5a6068',
  'ash-grey': '#9a9894',
  ash: '#9a9894',
  'salt-and-pepper': '#6a6a68',
  charcoal: '#333338',
  silver: '#c9ccd2',
  platinum: '#e0dcd0',
  gold: '#d4a83a',
  golden: '#d4a83a',
  blond: '#e0c080',
  blonde: '#e0c080',
  flaxen: '#e6d29a',
  'strawberry-blond': '#d8a070',
  'strawberry-blonde': '#d8a070',
  sandy: '#d4ac6c',
  honey: '#c08a4a',
  red: '#b0392a',
  'rust-red': '#b8382e',
  rust: '#a0452a',
  ginger: '#c0692f',
  copper: '#b8643a',
  'copper-red': '#c0692f',
  auburn: '#9e4a28',
  scarlet: '#b02a2a',
  crimson: '#a83a3a',
  'blood-red': '#8a1a1a',
  maroon: '#5e1f26',
  burgundy: '#6a1f35',
  wine: '#6a1f35',
  'wine-red': '#6a1f35',
  oxblood: '#5e1f26',
  russet: '#8a4a2a',
  brown: '#5c3f2d',
  'dark brown': '#3a291f',
  chestnut: '#85593a',
  tan: '#a87a50',
  tawny: '#a0703a',
  fawn: '#b09a78',
  dun: '#8a7a5a',
  ochre: '#a0702a',
  mustard: '#a8862a',
  saffron: '#c8902a',
  green: '#3f7a4f',
  'deep green': '#2f6a3f',
  'dark green': '#2f5a3a',
  emerald: '#2a8a5a',
  jade: '#4a9a7a',
  moss: '#5a6a3a',
  'moss-green': '#5a6a3a',
  olive: '#6a6a3a',
  sage: '#7a8a6a',
  teal: '#1f5a5a',
  turquoise: '#3aa0a0',
  blue: '#3a6a9e',
  azure: '#3a7ac8',
  'sky-blue': '#6a9ac8',
  'sea-blue': '#2a5a7a',
  'ice-blue': '#9ac8e0',
  navy: '#1f2a4a',
  indigo: '#2f2a6a',
  purple: '#6a3f8f',
  violet: '#8a5ad0',
  lilac: '#b09ac8',
  lavender: '#a898c8',
  plum: '#5a2a4a',
  mulberry: '#6a2a4a',
  pink: '#d76e8e',
  rose: '#c05a6a',
  orange: '#e0762e',
  yellow: '#e8c458',
  amber: '#c99a3a',
  hazel: '#6e6a30',
  bronze: '#a8713a',
  brass: '#c09a4a',
  pale: '#f6d8c2',
  dark: '#3a281a',
};

/** Hair and beards painted as hair, not as paint: a 'red' beard is a red-haired man's, not a pillar box. */
const HAIR_PAINT: Readonly<Record<string, string>> = {
  red: '#a8402a',
  ginger: '#c0692f',
  orange: '#c8642a',
  blond: '#e0c080',
  blonde: '#e0c080',
  yellow: '#e0c070',
  golden: '#d8b060',
  gold: '#d8b060',
  grey: '#9a9a98',
  gray: '#9a9a98',
  white: '#ecebe6',
  brown: '#5c3f2d',
  black: '#1e1a19',
  dark: '#2a2220',
  pale: '#e8dcc0',
  fair: '#e0c890',
  silver: '#c9ccd2',
};

/** Modifiers that shade a colour ('dark green', 'pale blue'). */
const SHADES = new Set([
  'dark',
  'deep',
  'pale',
  'light',
  'bright',
  'faded',
  'dull',
  'dusky',
  'rich',
  'vivid',
]);
/** First halves of compound colours ('iron-grey', 'sea-blue', 'blood-red'). */
const COLOUR_PREFIXES = new Set([
  'iron',
  'steel',
  'slate',
  'ash',
  'snow',
  'jet',
  'raven',
  'coal',
  'blood',
  'sea',
  'sky',
  'ice',
  'forest',
  'bottle',
  'moss',
  'rust',
  'wine',
  'honey',
  'salt',
  'bone',
  'copper',
  'strawberry',
  'blue',
  'red',
  'green',
  'grey',
  'gray',
  'silver',
  'golden',
]);

const SIDE = /\b(left|right)\b/;

/** Metals and other materials of worn things, with the colour each is painted. */
export const MATERIALS: Readonly<Record<string, string>> = {
  silver: '#c9ced6',
  gold: '#d4a93a',
  golden: '#d4a93a',
  gilded: '#d4a93a',
  brass: '#c09a4a',
  bronze: '#a8713a',
  copper: '#b8643a',
  iron: '#6a6e74',
  steel: '#9aa6b4',
  tin: '#b4b8bc',
  pewter: '#8a8e90',
  bone: '#e8dcc0',
  ivory: '#ece2cc',
  jade: '#4a9a7a',
  amber: '#d08a2a',
  pearl: '#ece8e0',
  jet: '#1a1a1e',
  obsidian: '#1e1a24',
  wooden: '#8a5a30',
  wood: '#8a5a30',
  leather: '#7a4e2e',
  glass: '#a8d0d8',
  crystal: '#d8eef2',
  coral: '#e06a5a',
  turquoise: '#3aa0a0',
  ruby: '#b01a2a',
  emerald: '#1a8a4a',
  sapphire: '#1a3a9a',
};
const MATERIAL_RE = new RegExp(`\\b(${Object.keys(MATERIALS).join('|')})\\b`);

function sideOf(text: string): NpcSide | null {
  const m = SIDE.exec(text);
  return m ? (m[1] as NpcSide) : null;
}

const isColourWord = (w: string) => w in COLOUR_WORDS;

/**
 * Words that may stand between a colour and its noun without being part of the colour ('a green hooded cloak', 'red
 * woollen scarf'): skipped when reading the colour back from the noun.
 */
const BETWEEN_COLOUR_AND_NOUN = new Set(
  (
    'hooded fur-trimmed fur-lined trimmed lined long short heavy light thick thin woollen wool velvet silk silken ' +
    'linen leather travelling riding old worn patched embroidered quilted hooded wide-brimmed broad-brimmed ' +
    'knitted knotted pointed tall floppy battered felt straw oiled waxed fine plain simple hooded'
  ).split(' '),
);

/** The colour phrase just before `noun` ('deep green scales' -> 'deep green'), if it names one we can paint. */
function colourBefore(text: string, noun: string): string | undefined {
  const m = new RegExp(`((?:[a-z]+(?:-| |-and-))*)(?:${noun})\\b`).exec(text);
  if (!m) return undefined;
  const all = (m[1] ?? '').trim().replace(/-$/, '').split(' ').filter(Boolean);
  // Adjectives of the thing between the colour and the noun are passed over ('green hooded cloak' -> 'green').
  let end = all.length;
  while (end > 0 && BETWEEN_COLOUR_AND_NOUN.has(all[end - 1]!) && !colourHex(all[end - 1]!)) end--;
  const words = all.slice(0, end);
  // Walk back from the noun while the words still make a colour: 'braided red' -> 'red'.
  let phrase = '';
  for (let i = words.length - 1; i >= 0; i--) {
    const candidate = words.slice(i).join(' ');
    if (colourHex(candidate)) phrase = candidate;
    else if (
      !SHADES.has(words[i]!) &&
      !words[i]!.split('-').every((p) => COLOUR_PREFIXES.has(p) || isColourWord(p))
    )
      break;
  }
  return phrase || undefined;
}

/** The hex of a colour phrase: a known word, a compound of known words, or a known word made darker or paler. */
export function colourHex(phrase: string): string | undefined {
  const known = COLOUR_WORDS[phrase];
  if (known) return known;
  const words = phrase.split(/[- ]/).filter(Boolean);
  if (words.length === 0) return undefined;
  const last = words[words.length - 1]!;
  const base = COLOUR_WORDS[words.slice(-2).join('-')] ?? COLOUR_WORDS[last];
  if (!base) return undefined;
  if (
    !words
      .slice(0, -1)
      .every((w) => SHADES.has(w) || COLOUR_PREFIXES.has(w) || isColourWord(w) || w === 'and')
  )
    return undefined;
  const shade = words[0];
  if (shade === 'dark' || shade === 'deep' || shade === 'dusky') return darkenHex(base, 0.35);
  if (shade === 'pale' || shade === 'light' || shade === 'faded') return lightenHex(base, 0.35);
  return base;
}

/** How a colour phrase is painted on hair: hair colours, not dye colours. */
export function hairHex(phrase: string): string | undefined {
  const words = phrase.split(/[- ]/);
  const last = words[words.length - 1] ?? '';
  const painted = HAIR_PAINT[phrase] ?? (words.length > 1 ? undefined : HAIR_PAINT[last]);
  if (painted) return painted;
  const hex = colourHex(phrase);
  if (!hex) return undefined;
  const base = HAIR_PAINT[last];
  if (base && (words[0] === 'dark' || words[0] === 'deep')) return darkenHex(base, 0.3);
  if (base && (words[0] === 'pale' || words[0] === 'light')) return lightenHex(base, 0.3);
  return hex;
}

function channelMix(hex: string, toward: number, t: number): string {
  const n = Number.parseInt(hex.slice(1), 16);
  const c = [(n >> 16) & 255, (n >> 8) & 255, n & 255].map((v) => Math.round(v + (toward - v) * t));
  return `#${c.map((v) => v.toString(16).padStart(2, '0')).join('')}`;
}
const darkenHex = (hex: string, t: number) => channelMix(hex, 0, t);
const lightenHex = (hex: string, t: number) => channelMix(hex, 255, t);

/** Where on the face a scar is, from the words around it; null: not on the face. */
function scarPlace(clause: string, snout: boolean): NpcScarPlace | 'cheek' | 'brow' | null {
  if (
    /\b(?:arm|hand|neck|throat|back|chest|leg|shoulder|knuckle|wrist|finger|belly|side|palm|thigh|forearm)s?\b/.test(
      clause,
    )
  )
    return null;
  if (/snout|muzzle/.test(clause)) return snout ? 'snout' : 'nose';
  if (/cheek|face/.test(clause)) return 'cheek';
  if (/eyebrow|brow|eye/.test(clause)) return 'brow';
  if (/forehead/.test(clause)) return 'forehead';
  if (/lip|mouth/.test(clause)) return 'lip';
  if (/jaw|chin/.test(clause)) return 'jaw';
  if (/nose/.test(clause)) return snout ? 'snout' : 'nose';
  // A scar with no place given is taken to be on the face, where people notice it.
  return 'cheek';
}

/** Body places a detail may name, in the word the prose will use; the first match wins. */
const PLACES: readonly (readonly [RegExp, string])[] = [
  [/\bbacks? of (?:the |his |her |their |both |one )?(?:(?:left|right) )?hands\b/, 'hands'],
  [/\bbacks? of (?:the |his |her |their |one )?(?:(?:left|right) )?hand\b/, 'hand'],
  [/\bknuckles?\b/, 'knuckles'],
  [/\b(?:fingers?|thumbs?|fingertips?)\b/, 'fingers'],
  [/\bpalms?\b/, 'palm'],
  [/\bwrists\b/, 'wrists'],
  [/\bwrist\b/, 'wrist'],
  [/\bhands\b/, 'hands'],
  [/\bhand\b/, 'hand'],
  [/\bforearms?\b/, 'forearm'],
  [/\barms\b/, 'arms'],
  [/\barm\b/, 'arm'],
  [/\bshoulders?\b/, 'shoulder'],
  [/\b(?:neck|nape)\b/, 'neck'],
  [/\bthroat\b/, 'throat'],
  [/\b(?:chest|collarbones?|breast|breastbone)\b/, 'chest'],
  [/\bback\b/, 'back'],
  [/\bcheeks?\b/, 'cheek'],
  [/\bforehead\b/, 'forehead'],
  [/\btemples?\b/, 'temple'],
  [/\b(?:eyebrows?|brows?)\b/, 'brow'],
  [/\beyelids?\b|\baround (?:the |his |her |their )?eyes?\b/, 'eye'],
  [/\bchin\b/, 'chin'],
  [/\bjaw(?:line)?\b/, 'jaw'],
  [/\b(?:lips?|mouth)\b/, 'lip'],
  [/\bnose\b/, 'nose'],
  [/\bears?\b|\bearlobes?\b/, 'ear'],
  [/\b(?:scalp|skull|shaved head|head)\b/, 'scalp'],
  [/\bface\b/, 'face'],
  [/\b(?:legs?|thighs?|calf|calves|ankles?|feet|foot|knees?|shins?)\b/, 'leg'],
  [/\b(?:belly|stomach|ribs|side|torso|body)\b/, 'body'],
];
export const FACE_PLACES: ReadonlySet<string> = new Set([
  'cheek',
  'forehead',
  'temple',
  'brow',
  'eye',
  'chin',
  'jaw',
  'lip',
  'nose',
  'face',
]);

function placeOf(text: string): { place: string; match: string } | null {
  for (const [pattern, place] of PLACES) {
    const m = pattern.exec(text);
    if (m) return { place, match: m[0] };
  }
  return null;
}

const NUMBER_WORDS: Readonly<Record<string, number>> = {
  a: 1,
  an: 1,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  both: 2,
  several: 3,
};

/** Headwear the game master may type, the kind the portrait draws for it, and the word the prose keeps. */
const HEADWEAR_WORDS: readonly (readonly [RegExp, Headwear])[] = [
  [/\bfeathered caps?\b/, 'feathered-cap'],
  [/\btricorne?s?\b|\bbicorne?s?\b|\bthree-cornered hat\b/, 'tricorne'],
  [/\b(?:wizard'?s? hat|pointed hat|conical hat|witch'?s? hat)\b/, 'wizard-hat'],
  [/\bstraw hat\b|\bsun ?hat\b/, 'straw-hat'],
  [/\b(?:helm|helmet|sallet|kettle hat|bascinet|morion)s?\b/, 'helm'],
  [/\b(?:circlet|diadem|tiara|coronet)s?\b/, 'circlet'],
  [/\bcrowns?\b/, 'crown'],
  [/\bgoggles\b/, 'goggles'],
  [/\b(?:headband|brow ?band|sweatband|fillet)s?\b/, 'headband'],
  [/\b(?:hood|cowl)s?\b/, 'hood'],
  [/\b(?:kerchief|headscarf|head scarf|bandana|bandanna|head ?wrap|turban|wimple|snood)s?\b/, 'kerchief'],
  [/\b(?:plumed hat|velvet hat|cavalier hat)\b/, 'fine-hat'],
  [/\b(?:cap|beret|bonnet|coif|skullcap|skull cap|fez|toque|beanie|stocking cap)s?\b/, 'cap'],
  [/\b(?:hat|fedora|slouch hat|wide-brimmed hat|felt hat|bowler)s?\b/, 'hat'],
];

/** Garments and layers the game master may type. */
const GARMENT_WORDS: readonly (readonly [RegExp, NpcGarment | NpcLayer])[] = [
  [/\b(?:chain ?mail|chain shirt|mail shirt|ring ?mail|hauberk|scale mail|mail)\b/, 'mail'],
  [/\b(?:breastplate|cuirass|plate armou?r|half[- ]plate|full plate|plate)\b/, 'breastplate'],
  [
    /\b(?:leather armou?r|leathers|studded leather|brigandine|hide armou?r|gambeson|padded armou?r)\b/,
    'leathers',
  ],
  [/\b(?:great ?coat|long ?coat|frock ?coat|coat|jacket|overcoat|duster)s?\b/, 'coat'],
  [/\b(?:cloak|cape|mantle|poncho)s?\b/, 'cloak'],
  [/\b(?:robes?|habit|cassock|kaftan|caftan)\b/, 'robe'],
  [/\b(?:vestments?|surplice)\b/, 'vestment'],
  [/\b(?:gown|dress|kirtle|frock)s?\b/, 'gown'],
  [/\bdoublets?\b/, 'doublet'],
  [/\b(?:waistcoat|vest|bodice|corset)s?\b/, 'waistcoat'],
  [/\bjerkins?\b/, 'jerkin'],
  [/\bsmocks?\b/, 'smock'],
  [/\btunics?\b/, 'tunic'],
  [/\b(?:shirt|blouse|chemise)s?\b/, 'shirt'],
  // Clothes named by their stuff or their use: the garment they are, so the trade's own is not worn beside them
  // ('She is in a plum gown. Delyth wears fine silks.').
  [/\b(?:silks|finery)\b/, 'robe'],
  [/\b(?:livery|uniform)\b/, 'coat'],
  [/\b(?:rags|tatters)\b/, 'tunic'],
  [/\bleather apron\b/, 'apron-leather'],
  [/\baprons?\b/, 'apron-cloth'],
  [/\b(?:tabard|surcoat)s?\b/, 'tabard'],
  [/\bshawls?\b/, 'shawl'],
  [/\b(?:neckerchief|neck ?scarf|scarf|cravat|stock)s?\b/, 'neckerchief'],
  [/\bsash(?:es)?\b/, 'sash'],
  [/\b(?:fur collar|furs|fur-trimmed (?:coat|cloak|robe))\b/, 'fur-collar'],
  [/\bbandoliers?\b/, 'bandolier'],
  [/\bbaldrics?\b/, 'baldric'],
];
const LAYER_KINDS: ReadonlySet<string> = new Set([
  'apron-cloth',
  'apron-leather',
  'cloak',
  'tabard',
  'shawl',
  'neckerchief',
  'sash',
  'fur-collar',
  'bandolier',
  'baldric',
]);

/** What armour a typed garment is, by its SRD name. */
function armourOf(text: string): string | undefined {
  if (/studded leather/.test(text)) return 'studded leather';
  if (/\bhide armou?r\b/.test(text)) return 'hide';
  if (/padded armou?r|gambeson/.test(text)) return 'padded';
  if (/leather armou?r|\bleathers\b|brigandine/.test(text)) return 'leather';
  if (/scale mail/.test(text)) return 'scale mail';
  if (/ring ?mail/.test(text)) return 'ring mail';
  if (/chain shirt|mail shirt/.test(text)) return 'chain shirt';
  if (/chain ?mail|hauberk|\bmail\b/.test(text)) return 'chain mail';
  if (/half[- ]plate/.test(text)) return 'half plate';
  if (/full plate|plate armou?r|\bplate\b/.test(text)) return 'plate';
  if (/breastplate|cuirass/.test(text)) return 'breastplate';
  return undefined;
}

/** Weapons the game master may type: the SRD weapon, the prop the portrait draws, and the word kept. */
const WEAPON_WORDS: readonly (readonly [RegExp, string, Prop | null])[] = [
  [/\bcutlass(?:es)?\b/, 'scimitar', 'sword'],
  [/\bscimitars?\b|\bsabres?\b|\bsabers?\b|\bfalchions?\b/, 'scimitar', 'sword'],
  [/\brapiers?\b|\bsmallswords?\b|\bfoils?\b/, 'rapier', 'sword'],
  [/\bshort ?swords?\b|\bgladius\b/, 'shortsword', 'sword'],
  [/\bgreatswords?\b|\bclaymores?\b|\btwo-handed swords?\b/, 'greatsword', 'sword'],
  [/\b(?:long ?|broad ?|bastard )?swords?\b/, 'longsword', 'sword'],
  [/\b(?:daggers?|knife|knives|dirks?|stilettos?|poniards?)\b/, 'dagger', 'dagger'],
  [/\b(?:battle ?axe|greataxe|great axe)s?\b/, 'battleaxe', 'axe'],
  [/\b(?:hand ?axe|hatchet|axe|tomahawk)s?\b/, 'handaxe', 'axe'],
  [/\bwar ?hammers?\b|\bmauls?\b/, 'warhammer', 'hammer'],
  [/\bmaces?\b|\bmorning ?stars?\b|\bflails?\b/, 'mace', 'mace'],
  [/\b(?:clubs?|cudgels?|truncheons?|cosh|blackjack)\b/, 'club', 'club'],
  [/\b(?:spears?|pikes?|halberds?|glaives?|javelins?|lances?)\b/, 'spear', 'spear'],
  [/\btridents?\b/, 'trident', 'spear'],
  [/\blong ?bows?\b/, 'longbow', 'bow'],
  [/\b(?:short ?bows?|bows?)\b/, 'shortbow', 'bow'],
  [/\bcross ?bows?\b/, 'light crossbow', null],
  [/\b(?:quarterstaff|quarter-staff)\b/, 'quarterstaff', 'quarterstaff'],
];

/** Things held in the hand the portrait can draw. */
const HELD_WORDS: readonly (readonly [RegExp, Prop])[] = [
  [/\b(?:spyglass|telescope|eyeglass)(?:es)?\b/, 'spyglass'],
  [/\b(?:lanterns?|lamps?)\b/, 'lantern'],
  [/\b(?:(?:ring|bunch) of (?:[a-z]+ )?)?keys?\b|\bkey ?ring\b/, 'keys'],
  [/\b(?:tankards?|mugs?|flagons?|steins?|beer)\b/, 'tankard'],
  [/\b(?:jugs?|pitchers?|ewers?)\b/, 'jug'],
  [/\bladles?\b/, 'ladle'],
  [/\b(?:scrolls?|parchments?|maps?)\b/, 'scroll'],
  [/\b(?:books?|tomes?|ledgers?|grimoires?|journals?|spellbooks?|bibles?)\b/, 'book'],
  [/\b(?:lutes?|mandolins?|citterns?)\b/, 'lute'],
  [/\b(?:purses?|coin ?purses?|money ?bags?)\b/, 'coin-purse'],
  [/\b(?:vials?|potions?|phials?|flasks?)\b/, 'vial'],
  [/\bpitchforks?\b|\bhay ?forks?\b/, 'pitchfork'],
  [/\b(?:walking stick|walking staff|cane|crook|staff)\b/, 'quarterstaff'],
  [/\bholy symbol\b/, 'holy-symbol'],
  [/\b(?:smith'?s hammer|forge hammer|hammer)s?\b/, 'hammer'],
  [/\b(?:bird ?cages?|cages?)\b/, 'cage'],
  [/\bfans?\b/, 'fan'],
  [/\bbaskets?\b|\bhampers?\b/, 'basket'],
  [/\b(?:candles?|candlesticks?|tapers?)\b/, 'candle'],
  [/\b(?:torch(?:es)?|firebrands?)\b/, 'torch'],
  [/\b(?:bottles?|wineskins?)\b/, 'bottle'],
  [/\b(?:goblets?|chalices?|wine ?cups?|wine ?glass(?:es)?|cups?)\b/, 'goblet'],
  [
    /\b(?:flowers?|roses?|lily|lilies|posy|posies|bouquets?|sprigs? of [a-z]+|daisy|daisies|carnations?)\b/,
    'flower',
  ],
  [/\bwands?\b/, 'wand'],
  [/\b(?:crystal ball|orbs?|crystals?|scrying (?:stone|glass))\b/, 'orb'],
  [/\bskulls?\b/, 'skull'],
  [/\b(?:quills?|quill pens?|pens?)\b/, 'quill'],
];

/** Whether typed words name the held thing `prop` (so the prose does not name it a second way). */
export function mentionsHeld(text: string, prop: string): boolean {
  return (
    HELD_WORDS.some(([pattern, p]) => p === prop && pattern.test(text)) ||
    WEAPON_WORDS.some(([pattern, , p]) => p === prop && pattern.test(text))
  );
}
/** Whether typed words name a weapon. */
export function mentionsWeapon(text: string): boolean {
  return WEAPON_WORDS.some(([pattern]) => pattern.test(text));
}

/** Clauses that only say how the hair is worn, and the drawn style for each. */
const HAIR_STYLE_WORDS: readonly (readonly [RegExp, NpcHairStyle, string?])[] = [
  [/\bdreadlocks?\b|\blocs\b/, 'braids', 'dreadlocks'],
  [/\bcornrows\b/, 'braids', 'cornrows'],
  // One braid is one braid: 'a single long braid', 'one thick plait', 'a braid down her back'.
  [
    /\b(?:single|one|a|an)(?: (?:long|thick|thin|heavy|tight|loose|neat|grey|white|silver|black|red|fair|dark|golden|short))*(?: single)? (?:braid|plait)\b(?!s)/,
    'braid',
  ],
  [/\bplaits?\b|\bplaited\b/, 'braids', 'plaits'],
  [/\bbraid(?:s|ed)?\b/, 'braids'],
  [/\bringlets\b/, 'curly', 'ringlets'],
  [/\bcurl(?:s|y)\b/, 'curly'],
  [/\bwavy\b/, 'long-wavy'],
  [/\bpony ?tail\b/, 'ponytail'],
  [/\btop ?knot\b/, 'topknot'],
  [/\bbun\b/, 'bun'],
  [/\bmohawk\b|\bmohican\b/, 'mohawk'],
  [/\bbob\b|\bbobbed\b/, 'bob'],
  [/\b(?:wild|unkempt|shaggy|messy|tangled|matted)\b/, 'wild'],
  [/\btousled\b/, 'tousled'],
  [/\b(?:cropped|close-cropped|short|buzzed|crew-cut)\b/, 'cropped'],
  [/\blong\b/, 'long-straight'],
  [/\bside-swept\b|\bswept\b/, 'side-swept'],
];

const BEARD_STYLE_WORDS: readonly (readonly [RegExp, NpcBeardStyle, string?])[] = [
  [/\bbraid(?:s|ed)?\b/, 'braided'],
  [/\bplait(?:s|ed)?\b/, 'braided', 'plaited'],
  [/\bfork(?:ed)?\b/, 'forked', 'forked'],
  [/\bgoatee\b/, 'goatee'],
  [/\b(?:handlebar )?mo?ustache\b/, 'moustache'],
  [/\bstubble\b|\bstubbly\b/, 'stubble'],
  [/\b(?:sideburns|mutton ?chops|side-whiskers)\b/, 'sideburns'],
  [/\blong\b|\bflowing\b/, 'long'],
  [/\b(?:bushy|thick|full|great|shaggy)\b/, 'full', 'bushy'],
  [/\b(?:short|neat|trimmed|clipped|pointed)\b/, 'short'],
];

/** Words that carry no detail of their own; anything else left over keeps the clause as typed. */
const FUNCTION_WORDS = new Set(
  (
    'a an the his her their its one both of with on in at and or over across along around under behind above below ' +
    'near by from to into upon that which is are has have had wears wearing worn wore carries carrying carried ' +
    'bears bearing always often usually very quite rather slightly somewhat just only also left right side sides ' +
    'colour color coloured colored dyed tied set some any all he she they them there who whose each either'
  ).split(' '),
);

/** Words of a clause that says only how someone is built ('tall and gaunt', 'very broad'). */
const BUILD_WORD =
  /\b(?:gaunt|skinny|slender|slight|wiry|lanky|scrawny|thin|lean|willowy|stocky|burly|muscular|brawny|broad|heavy|heavy-set|fat|stout|portly|plump|big|hulking|barrel-chested|broad-shouldered|pot-bellied|paunchy)\b/;
const BUILD_CLAUSE = new Set(
  'is he she they are very quite rather a bit tall short and of build built frame framed man woman person fellow huge'.split(
    ' ',
  ),
);

/** Words that end a run of descriptors before a noun. */
const DESCRIPTOR_STOPS = new Set(
  'a an the his her their its one and or with wears wearing wore has have had in on of over under is are always usually often carries carrying bears'.split(
    ' ',
  ),
);
/** Up to three words just before `index` in `text` that describe the noun there ('wide-brimmed purple'). */
function descriptorBefore(text: string, index: number): string {
  const words = text.slice(0, index).trim().split(/\s+/).filter(Boolean);
  const out: string[] = [];
  for (let i = words.length - 1; i >= 0 && out.length < 3; i--) {
    const w = words[i]!;
    if (DESCRIPTOR_STOPS.has(w) || !/^[a-z][a-z'-]*$/.test(w)) break;
    out.unshift(w);
  }
  return out.join(' ');
}

const escapeRe = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** One of a typed plural ('two daggers' -> 'dagger'), for words the prose puts after 'a'. */
function singular(word: string): string {
  if (/knives$/.test(word)) return word.replace(/knives$/, 'knife');
  if (/(?:ss|us)$/.test(word)) return word;
  if (/(?:sses|xes|ches|shes)$/.test(word)) return word.slice(0, -2);
  return word.replace(/s$/, '');
}

/** Splits the features into clauses at commas, semicolons, full stops and a joining 'and'. */
export function clauses(text: string): string[] {
  return text
    .split(/[,;.\n]+|\s+but\s+/i)
    .flatMap(splitAnd)
    .map((c) => c.trim().replace(/\s+/g, ' '))
    .filter(Boolean);
}

/**
 * A clause split at a joining 'and', never inside a noun phrase of colours: 'red and yellow motley' is one garment,
 * 'salt and pepper hair' one head of hair (blind read, round 5: 'Grence has a red. Grence has a yellow motley.').
 */
function splitAnd(clause: string): string[] {
  const parts = clause.split(/\s+and\s+/i);
  const out: string[] = [parts[0] ?? ''];
  for (const part of parts.slice(1)) {
    const before = (out[out.length - 1] ?? '').trim().split(/\s+/).pop()?.toLowerCase() ?? '';
    const after =
      part
        .trim()
        .split(/[\s-]+/)[0]
        ?.toLowerCase() ?? '';
    const colour = (w: string) =>
      isColourWord(w) ||
      COLOUR_PREFIXES.has(w) ||
      /^(?:white|black|grey|gray|gold|silver|red|pepper|salt|blue|green)$/.test(w);
    if (
      colour(after) &&
      (colour(before) || /^(?:white|black|grey|gray|gold|silver|red|pepper|blue|green)$/.test(after))
    )
      out[out.length - 1] = `${out[out.length - 1]} and ${part}`;
    else out.push(part);
  }
  return out;
}

/** A working copy of a clause: what a recogniser reads is blanked out, so the leftover can be judged. */
class Clause {
  rest: string;
  constructor(readonly text: string) {
    this.rest = ` ${text} `;
  }
  take(pattern: RegExp): RegExpExecArray | null {
    const m = pattern.exec(this.rest);
    if (m) this.rest = this.rest.replace(m[0], ' ');
    return m;
  }
  drop(words: string | undefined): void {
    if (!words) return;
    for (const w of words.split(/[- ]/)) this.rest = this.rest.replace(new RegExp(`\\b${w}\\b`), ' ');
  }
  leftover(): string[] {
    return (this.rest.match(/[a-z][a-z'-]*/g) ?? []).filter((w) => !FUNCTION_WORDS.has(w));
  }
}

/** Parses the features; `race` decides what a snout or horn means. */
export function readFeatures(
  text: string | undefined,
  race: { snout: boolean; horns: boolean },
): FeatureRequest {
  const out: FeatureRequest = { scars: [], marks: [], details: [], layers: [], limp: false, extras: [] };
  if (!text) return out;
  for (const raw of clauses(text)) {
    const c = new Clause(raw.toLowerCase().replace(/[’]/g, "'"));
    const t = c.text;
    const detailsBefore = out.details.length;
    let used = false;
    // Face words are drawn and also kept as typed: 'a broken nose' is the game master's, 'crooked' only ours.
    let keepWords = false;
    const seen = (v: unknown) => {
      if (v) used = true;
      return v;
    };

    // Eyes: one lost, patched or scarred shut.
    if (
      seen(
        c.take(
          /\beye ?-?patch\b|\bone-eyed\b|\b(?:missing|lost|no|blind in|empty) (?:(?:his|her|their|the|one|an?) )?(?:(?:left|right) )?eye\b/,
        ),
      )
    ) {
      out.missingEye = { side: sideOf(t), covered: /patch/.test(t) ? 'eyepatch' : 'scarred-lid' };
      c.take(/\b(?:over|covering) (?:the|his|her|their|one)? ?(?:(?:left|right) )?eye\b/);
      c.take(/\b(?:left|right) eye\b/);
    }
    if (/\bhorns?\b/.test(t) && /snapped|broken|missing|chipped|cracked|sawn|stump/.test(t) && race.horns) {
      out.snappedHorn = sideOf(t);
      c.take(/\b(?:snapped|broken|missing|chipped|cracked|sawn|stump)\b(?: off)?(?: short)?/);
      c.take(/\bhorns?\b/);
      used = true;
    }

    // Marks of the face the portrait has always drawn: earrings, a nose ring, freckles, a grey streak.
    const earring = c.take(
      /\b(?:(?:hoop|drop|pearl|stud|dangling|tiny|small|large|big|heavy|thin) )*(?:ear-?rings?|hoops|ear studs?|ear-?drops)\b/,
    );
    if (earring && /^ear-?rings?$/.test(earring[0])) {
      // A plain earring ('a silver earring in the left ear') is a mark of the face, said and drawn on its side.
      const metal = MATERIAL_RE.exec(t)?.[1];
      c.drop(metal);
      const both = /\bear-?rings\b/.test(earring[0]) && !sideOf(t);
      const sides: (NpcSide | null)[] = both ? ['left', 'right'] : [sideOf(t)];
      for (const side of sides)
        out.marks.push({ kind: 'earring', side, colour: MATERIALS[metal ?? 'gold'] ?? null });
      c.take(/\b(?:in|from|through) (?:the |his |her |their |both |each )?(?:(?:left|right) )?ears?\b/);
      used = true;
    } else if (earring) {
      // A typed pair is a detail of its own, in its own words: hoops, studs or drops, drawn as they are named.
      const metal = MATERIAL_RE.exec(t)?.[1];
      c.drop(metal);
      const both = /\b(?:earrings|hoops|studs|drops|ear-?drops)\b/.test(earring[0]) && !sideOf(t);
      const noun = /hoop/.test(earring[0])
        ? 'hoops'
        : /stud/.test(earring[0])
          ? 'studs'
          : /drop|pearl|dangling/.test(earring[0])
            ? 'drops'
            : 'earrings';
      const add = adder(c, out, both ? null : sideOf(t));
      add({
        kind: 'earrings',
        place: 'ear',
        word: metal ?? (/pearl/.test(t) ? 'pearl' : null),
        hex: MATERIALS[metal ?? (/pearl/.test(t) ? 'pearl' : 'gold')] ?? null,
        motif: null,
        count: both ? 2 : 1,
        noun,
      });
      c.take(/\b(?:in|from|through) (?:the |his |her |their |both |each )?(?:(?:left|right) )?ears?\b/);
      used = true;
    }
    if (seen(c.take(/\bnose ?-?(?:ring|stud)\b|\bpierced nose\b/))) {
      const metal = MATERIAL_RE.exec(t)?.[1];
      c.drop(metal);
      out.marks.push({ kind: 'nose-ring', side: sideOf(t), colour: MATERIALS[metal ?? 'silver'] ?? null });
    }
    if (seen(c.take(/\bfreckle[sd]?\b|\bfreckly\b/))) {
      out.marks.push({ kind: 'freckles', side: null, colour: null });
      c.take(/\b(?:face|nose|cheeks|skin)\b/);
    }
    if (/streak/.test(t) && /grey|gray|white|silver/.test(t)) {
      c.take(/\bstreaks? of (?:grey|gray|white|silver)\b|\b(?:grey|gray|white|silver) streaks?\b/);
      c.take(/\bhair\b/);
      // Its colour is the one typed: a white streak is drawn white and said white.
      const streakColour = /white|silver/.exec(t)?.[0];
      out.marks.push({
        kind: 'grey-streak',
        side: sideOf(t),
        colour: streakColour === 'white' ? '#ecebe6' : streakColour === 'silver' ? '#c9ccd2' : null,
      });
      used = true;
    }
    if (seen(c.take(/\bwar ?paint\b/))) out.marks.push({ kind: 'warpaint', side: null, colour: null });
    if (seen(c.take(/\blimp(?:s|ing)?\b|\bwalks with a limp\b/))) out.limp = true;

    // Details of the body; the clause is printed with the first of them. A tattoo's words are its own: what it
    // shows ('a crown', 'a bearded saint') is never read as the NPC's crown or beard.
    const scarsBefore = out.scars.length;
    readBodyDetails(c, t, race, out);
    if (out.details.length > detailsBefore || out.scars.length > scarsBefore) used = true;

    // Beards: 'braided red beard', 'clean-shaven', 'red-bearded'.
    if (seen(c.take(/\bclean-? ?shaven\b|\bno beard\b|\bbeardless\b|\bshaves\b/))) out.beard = false;
    else {
      const beard = c.take(
        /\b(?:beard(?:s|ed)?|mo?ustache|goatee|sideburns|mutton ?chops|whiskers|stubble)\b/,
      );
      if (beard) {
        used = true;
        out.beard = true;
        for (const [pattern, style, word] of BEARD_STYLE_WORDS) {
          const m = pattern.exec(t);
          if (m) {
            out.beardWord = style;
            out.beardStyleWord =
              word ??
              // 'braided red beard' keeps its own adjective, so the words read as typed.
              ((['full', 'short', 'long', 'sideburns', 'moustache'].includes(style) &&
                !/^(?:sideburns|mo?ustache)$/.test(m[0])) ||
              (style === 'braided' && /ed$/.test(m[0]))
                ? m[0]
                : undefined);
            c.drop(m[0]);
            break;
          }
        }
        if (/goatee|mo?ustache|sideburns|mutton|stubble/.test(beard[0]) && !out.beardWord) {
          out.beardWord = /goatee/.test(beard[0])
            ? 'goatee'
            : /stubble/.test(beard[0])
              ? 'stubble'
              : /sideburns|mutton/.test(beard[0])
                ? 'sideburns'
                : 'moustache';
        }
        const colour = colourBefore(t, 'beard|bearded|mo?ustache|goatee|sideburns|whiskers|stubble');
        if (colour) {
          out.beardColour = colour;
          c.drop(colour);
        }
      }
    }

    // Hair: bald or shaved, a colour, a cut.
    if (seen(c.take(/\bbald(?:ing)?\b/))) out.hairless = 'bald';
    else if (seen(c.take(/\bshaved head\b|\bshaven head\b|\bhead shaved\b|\bshaved bald\b|\bshaven\b/)))
      out.hairless = 'shaved';
    const hairWord =
      /\b(?:hair|haired|locks|mane|curls|braids?|plaits?|pigtails|dreadlocks|cornrows|ringlets|ponytail|pony tail|topknot|top knot|redhead)\b/.test(
        t,
      );
    if (hairWord && !/\bbeard|streak/.test(t)) {
      const colour = /\bredhead\b/.test(t)
        ? 'red'
        : colourBefore(t, 'hair|haired|locks|mane|curls|braids?|plaits?');
      if (colour) {
        out.hairColour = colour;
        c.drop(colour);
      }
      for (const [pattern, style, word] of HAIR_STYLE_WORDS) {
        const m = pattern.exec(t);
        if (m) {
          out.hairStyle = style;
          // The typed word is the prose's word ('curly', 'long', 'in a ponytail'), whatever the drawn style.
          out.hairStyleWord =
            word ??
            (style === 'braid'
              ? m[0].replace(/^(?:a|an|one) /, '')
              : /pony ?tail|bun|top ?knot|bob/.test(m[0])
                ? m[0].replace(/ /g, '')
                : m[0]);
          if (style === 'long-wavy' && /\blong\b/.test(t)) out.hairStyleWord = 'long and wavy';
          c.drop(m[0]);
          if (style === 'long-wavy' || style === 'long-straight') c.take(/\blong\b/);
          break;
        }
      }
      c.take(/\b(?:hair|haired|locks|mane|redhead)\b/);
      c.take(/\b(?:down|over) (?:the |his |her |their )?(?:back|shoulder)\b/);
      used = true;
    }

    // Eyes and skin by their colour.
    const eyes = colourBefore(t, 'eyes?|eyed');
    if (eyes && !out.missingEye) {
      out.eyeColour = eyes;
      c.drop(eyes);
      c.take(/\beye[sd]?\b/);
      used = true;
    }
    const skin = colourBefore(t, 'skin|skinned') ?? colourBefore(t, 'scales|scaled');
    if (skin) {
      out.skinColour = skin;
      c.drop(skin);
      c.take(/\b(?:skin|skinned|scales|scaled)\b/);
      used = true;
    }

    // The face: its nose, shape and brows ('a hooked nose', 'square-jawed', 'bushy eyebrows').
    if (/\bnose\b/.test(t) && !/\bnose ?-?(?:ring|stud)\b|\bpierced nose\b|\bscar\b|\btattoo/.test(t)) {
      const nose: FeatureRequest['nose'] = /\b(?:hooked|aquiline|roman|beaked|beak)\b/.test(t)
        ? 'hooked'
        : /\b(?:broken|crooked|bent)\b/.test(t)
          ? 'crooked'
          : /\b(?:snub|button|upturned|pug)\b/.test(t)
            ? 'snub'
            : /\b(?:bulbous|big|large|huge|red|enormous|round)\b/.test(t)
              ? 'bulbous'
              : /\b(?:long|pointed|sharp)\b/.test(t)
                ? 'long'
                : /\b(?:broad|flat|wide|squashed)\b/.test(t)
                  ? 'broad'
                  : /\b(?:thin|fine|narrow|delicate|small)\b/.test(t)
                    ? 'fine'
                    : undefined;
      if (nose) {
        out.nose = nose;
        keepWords = true;
        c.take(/\bnose\b/);
        c.take(
          /\b(?:hooked|aquiline|roman|beaked|beak|broken|crooked|bent|snub|button|upturned|pug|bulbous|big|large|huge|red|enormous|round|long|pointed|sharp|broad|flat|wide|squashed|thin|fine|narrow|delicate|small)\b/,
        );
        c.take(/\b(?:once|twice|badly|set|and)\b/);
        used = true;
      }
    }
    const shape =
      /\b(round|moon|long|horse|square|heart-shaped|heart|broad|narrow|gaunt|oval|thin)[- ](?:face|faced|jawed|jaw)\b|\blantern[- ]jaw(?:ed)?\b/.exec(
        t,
      );
    if (shape) {
      const w = shape[1] ?? 'square';
      keepWords = true;
      out.faceShape = /round|moon/.test(w)
        ? 'round'
        : /long|horse/.test(w)
          ? 'long'
          : /heart/.test(w)
            ? 'heart'
            : /broad/.test(w)
              ? 'broad'
              : /narrow|gaunt|thin/.test(w)
                ? 'narrow'
                : /oval/.test(w)
                  ? 'oval'
                  : 'square';
      c.take(
        /\b(?:round|moon|long|horse|square|heart-shaped|heart|broad|narrow|gaunt|oval|thin)[- ](?:face|faced|jawed|jaw)\b|\blantern[- ]jaw(?:ed)?\b/,
      );
      used = true;
    }
    if (/\b(?:brows|eyebrows|eyebrow|monobrow|unibrow)\b/.test(t) && !/\bscar|pierc|tattoo/.test(t)) {
      const b: FeatureRequest['brows'] = /bushy|thick|shaggy|unibrow|monobrow|beetling/.test(t)
        ? 'bushy'
        : /heavy|dark|low/.test(t)
          ? 'heavy'
          : /arched|raised/.test(t)
            ? 'arched'
            : /thin|fine|plucked/.test(t)
              ? 'fine'
              : /straight|level/.test(t)
                ? 'straight'
                : undefined;
      if (b) {
        out.brows = b;
        keepWords = true;
        c.take(/\b(?:eye)?brows?\b|\b(?:mono|uni)brow\b/);
        c.take(
          /\b(?:bushy|thick|shaggy|beetling|heavy|dark|low|arched|raised|thin|fine|plucked|straight|level)\b/,
        );
        used = true;
      }
    }

    // Build: 'tall and gaunt' keeps its words; the frame follows them.
    const build = BUILD_WORD.exec(t);
    if (build && t.split(/[\s,]+/).every((w) => BUILD_CLAUSE.has(w) || BUILD_WORD.test(w))) {
      out.build = {
        word: t.replace(/^(?:is|he is|she is|they are)\s+/, ''),
        frame: /gaunt|skinny|slender|slight|wiry|lanky|scrawny|thin|lean|willowy/.test(build[0])
          ? 'slight'
          : 'broad',
      };
      c.rest = ' ';
      used = true;
    }

    // Headwear, with its colour and trim: 'a fur-trimmed hood', 'a hat with a red feather', 'silver circlet'.
    if (/\b(?:no hat|bareheaded|bare-headed|hatless)\b/.test(t)) {
      out.bareHeaded = true;
      c.take(/\b(?:no hat|bareheaded|bare-headed|hatless)\b/);
      used = true;
    }
    // Masks, only when the words say so (before headwear: a scarf over the face is not a kerchief).
    if (seen(c.take(/\b(?:domino mask|half-?mask|masked|mask)\b/))) out.mask = 'domino';
    else if (
      seen(
        c.take(
          /\b(?:scarf|cloth|kerchief|bandana) (?:over|across|covering) (?:the |his |her |their )?(?:face|mouth|nose)\b|\bface scarf\b/,
        ),
      )
    )
      out.mask = 'scarf';

    for (const [pattern, kind] of HEADWEAR_WORDS) {
      const m = pattern.exec(c.rest);
      if (!m) continue;
      const noun = kind === 'goggles' ? m[0] : m[0].replace(/(?<!s)s$/, '');
      const descr = descriptorBefore(c.rest, m.index);
      c.take(pattern);
      const head: NonNullable<FeatureRequest['headwear']> = {
        kind,
        word: `${descr ? `${descr} ` : ''}${noun}`,
      };
      const colour = colourBefore(`${descr} ${noun}`, escapeRe(noun));
      if (colour) head.colour = colour;
      const metal = MATERIAL_RE.exec(t)?.[1];
      if (metal && (kind === 'circlet' || kind === 'crown')) head.metal = metal;
      c.drop(descr);
      if (/\bfur(?:-trimmed| trimmed| lined|-lined)?\b/.test(t) && kind !== 'helm') {
        head.trim = { kind: 'fur' };
        c.take(/\bfur(?:-trimmed| trimmed| lined|-lined)?\b/);
      }
      const feather = /\b(?:with an? )?((?:[a-z-]+ )?)(?:feather|plume)s?\b|\bfeathered\b|\bplumed\b/.exec(t);
      if (feather && kind !== 'helm') {
        const fc = feather[1]?.trim();
        head.trim = { kind: 'feather', ...(fc && colourHex(fc) ? { colour: fc } : {}) };
        c.take(/\b(?:with an? )?(?:[a-z-]+ )?(?:feather|plume)s?\b|\bfeathered\b|\bplumed\b/);
      }
      if (/\b(?:jewell?ed|gem(?:med)?|set with)\b/.test(t)) {
        head.trim = { kind: 'gem' };
        c.take(/\b(?:jewell?ed|gem(?:med)?|set with)\b/);
        c.take(
          /\b(?:an? )?(?:ruby|rubies|sapphires?|emeralds?|garnets?|pearls?|amethysts?|gems?|jewels?|stones?)\b/,
        );
      }
      out.headwear = head;
      used = true;
      break;
    }

    // Clothes: a garment or layer with its colour; 'dressed in black'.
    const dressed =
      /\b(?:dressed|clad|clothed) (?:all )?in ([a-z-]+(?: [a-z-]+)?)\b|\ball in ([a-z-]+)\b|\bwears only ([a-z-]+)\b/.exec(
        t,
      );
    if (dressed) {
      const colour = [dressed[1], dressed[2], dressed[3]].find((p) => p && colourHex(p));
      // The colour dresses the look; the words are kept as typed too ('Gwenna is dressed all in black.').
      if (colour) {
        out.clothColour = colour;
        used = true;
      }
    }
    for (const [pattern, kind] of GARMENT_WORDS) {
      const m = pattern.exec(c.rest);
      if (!m) continue;
      const armour =
        kind === 'mail' || kind === 'breastplate' || kind === 'leathers' ? armourOf(t) : undefined;
      // The words before the noun are kept with it ('a long black cloak', 'a patched green coat').
      const descr = armour ? '' : descriptorBefore(c.rest, m.index);
      const colour = colourBefore(`${descr} ${m[0]}`, escapeRe(m[0]));
      if (armour) out.armour = armour;
      const extra = descr ? { descr } : {};
      if (LAYER_KINDS.has(kind))
        out.layers.push({
          kind: kind as NpcLayer,
          ...(colour ? { colour } : {}),
          ...extra,
          noun: singular(m[0]),
        });
      else if (!out.garment)
        out.garment = { kind: kind as NpcGarment, word: m[0], ...(colour ? { colour } : {}), ...extra };
      c.take(pattern);
      c.drop(descr);
      c.take(/\b(?:armou?r|studded|leather|fine|silk(?:en)?|velvet|wool(?:len)?|linen)\b/);
      used = true;
      // A second garment in the same clause ('a red coat over a grey shirt') is read too.
      const again = GARMENT_WORDS.find(([p]) => p.test(c.rest));
      if (!again) break;
    }
    // A hooded cloak (or cape, or robe) brings its hood, in its colour, unless a hat was typed.
    if (/\bhooded\b/.test(t) && !out.headwear) {
      const cloak = [...out.layers].reverse().find((l) => l.kind === 'cloak');
      const colour = cloak?.colour ?? (out.garment?.kind === 'robe' ? out.garment.colour : undefined);
      if (cloak || out.garment?.kind === 'robe') {
        out.headwear = { kind: 'hood', word: 'hood', ...(colour ? { colour } : {}) };
        out.hoodUp = true;
        c.take(/\bhooded\b/);
        used = true;
      }
    }
    if (seen(c.take(/\bshields?\b|\bbuckler\b/))) out.shield = true;

    // A pipe in the teeth and spectacles on the nose: worn on the face, drawn there.
    const pipe =
      /\b(?:(?:clay|briar|long|long-stemmed|wooden|meerschaum|corncob|bone|short|churchwarden|stubby|old|carved|unlit|lit|smouldering|cold|black|white)[ -])*pipe\b(?![- ]?(?:smoke|weed|tobacco))/.exec(
        c.rest,
      );
    if (pipe && !/\bpipes? (?:and|or) drum|bagpipe/.test(t)) {
      const material = /\bclay\b/.test(pipe[0])
        ? (['clay', '#e8dcc8'] as const)
        : /\bmeerschaum\b/.test(pipe[0])
          ? (['meerschaum', '#efe6cf'] as const)
          : /\bcorncob\b/.test(pipe[0])
            ? (['corncob', '#d8b870'] as const)
            : /\bbone|white\b/.test(pipe[0])
              ? (['bone', '#e8dcc0'] as const)
              : (['briar', '#5a3420'] as const);
      adder(
        c,
        out,
        null,
      )({
        kind: 'pipe',
        place: 'mouth',
        word: material[0],
        hex: material[1],
        motif: null,
        count: null,
        noun: pipe[0].trim(),
      });
      c.take(new RegExp(escapeRe(pipe[0])));
      c.take(
        /\b(?:clenched|clamped|gripped|held|stuck|jammed)?\s*(?:in|between) (?:the |his |her |their )?(?:teeth|jaws|lips|mouth)\b|\b(?:clenched|smokes?|smoking|chews?|chewing|puffs?|puffing) ?(?:on|at)?\b/,
      );
      used = true;
    }
    const specs =
      /\b(?:(?:half-moon|round|square|wire-rimmed|wire|gold-rimmed|silver-rimmed|horn-rimmed|steel-rimmed|thick|tinted|smoked|green-tinted|blue-tinted|cracked|small|tiny|little|gold|silver|brass|thick-lensed)[ -])*(?:spectacles|eyeglasses|glasses|pince-nez|monocle|reading glasses)\b/.exec(
        c.rest,
      );
    if (specs) {
      const rim = /\bgold/.test(specs[0])
        ? (['gold', '#d4a93a'] as const)
        : /\bsilver|steel|wire/.test(specs[0])
          ? (['silver', '#b8bcc4'] as const)
          : /\bbrass/.test(specs[0])
            ? (['brass', '#c09a4a'] as const)
            : /\bhorn/.test(specs[0])
              ? (['horn', '#4a3426'] as const)
              : (['wire', '#6a6a6e'] as const);
      adder(
        c,
        out,
        sideOf(t),
      )({
        kind: 'spectacles',
        place: 'eye',
        word: rim[0],
        hex: rim[1],
        motif: null,
        count: null,
        noun: specs[0].trim(),
      });
      c.take(new RegExp(escapeRe(specs[0])));
      c.take(
        /\b(?:perched|balanced|pushed|sitting|worn)?\s*(?:on|over|up on) (?:the |his |her |their )?(?:nose|brow|eyes?)\b/,
      );
      used = true;
    }

    // Weapons and things held: 'carries a spyglass', 'a cutlass at the hip', 'longbow slung on the back'.
    for (const [pattern, name, prop] of WEAPON_WORDS) {
      const m = c.take(pattern);
      if (!m) continue;
      const carried = /\b(?:back|shoulder|slung)\b/.test(t)
        ? 'back'
        : /\b(?:hip|belt|side|sheathed|scabbard|baldric)\b/.test(t) && prop === 'sword'
          ? 'hip'
          : 'hand';
      out.weapon = { name, word: singular(m[0]), carried };
      if (prop && carried === 'hand') out.held = { prop, word: m[0] };
      c.take(
        /\b(?:at|on) (?:the |his |her |their )?(?:hip|belt|side|back|shoulder)\b|\bslung\b|\bsheathed\b/,
      );
      used = true;
      break;
    }
    // One hand is drawn: a second thing to hold is kept in the words only.
    const handFull = out.held !== undefined;
    if (!handFull || out.weapon?.carried !== 'hand') {
      for (const [pattern, prop] of HELD_WORDS) {
        const found = pattern.exec(c.rest);
        if (!found) continue;
        // The words before the thing are kept with it ('battered lute', 'clay jug').
        const descr = descriptorBefore(c.rest, found.index);
        if (handFull) break;
        c.take(pattern);
        c.drop(descr);
        out.held = { prop, word: `${descr ? `${descr} ` : ''}${found[0]}` };
        used = true;
        break;
      }
    }
    c.take(/\b(?:holds|holding|carries|carrying|clutches|clutching|keeps|hangs)\b/);
    // 'in one hand', 'in her left hand': where a held thing is, said by the prose and drawn in the hand.
    if (out.held)
      c.take(
        /\b(?:in|from) (?:one|his|her|their|the|either|each|a) (?:(?:left|right|free|other) )?(?:hand|fist)\b/,
      );
    // Something held that the picture cannot draw: the hand is left empty rather than given a stand-in. A bird
    // on the wrist or fist fills the hand too ('a falcon on the wrist': no jug beside it, blind read round 5).
    if (
      !out.held &&
      (/\b(?:holds|holding|carries|carrying|clutches|clutching|in (?:one|his|her|their|the|either|each) (?:(?:left|right|free|other) )?hand)\b/.test(
        t,
      ) ||
        /\b(?:on|upon) (?:the|his|her|their|one|a) (?:(?:left|right|gloved) )?(?:wrist|fist|forearm|gauntlet|glove)\b/.test(
          t,
        ))
    )
      out.heldUnknown = true;
    // Jewels last: 'a braided beard with silver rings in it' is a beard (drawn) and rings (printed as typed).
    readJewels(c, out);
    if (out.details.length > detailsBefore) used = true;

    const leftover = c.leftover();
    if (out.details.length > detailsBefore) {
      // The clause is printed whole with its first detail: nothing in it is lost.
    } else if (!used || keepWords || leftover.length > 0) {
      out.extras.push(raw);
    }
  }
  return out;
}

/** Adds a detail read from clause `c`; the first detail of a clause carries its words. */
function adder(c: Clause, out: FeatureRequest, side: NpcSide | null) {
  return (d: Omit<DetailRequest, 'words' | 'side'> & { side?: NpcSide | null }) => {
    const first = !out.details.some((x) => x.words === c.text);
    out.details.push({ side, ...d, words: first ? c.text : null });
  };
}

/** Tattoos, body scars and burns, birthmarks, missing fingers and metal teeth. */
function readBodyDetails(c: Clause, t: string, race: { snout: boolean }, out: FeatureRequest): void {
  const where = placeOf(t);
  const place = where?.place ?? null;
  const side = sideOf(t);
  const add = adder(c, out, side);

  if (/\btattoo(?:s|ed)?\b|\binked\b/.test(t)) {
    // What it shows: 'a tattoo of a rose on the neck', 'a rose tattoo', 'a tattooed serpent round her wrist'.
    const of =
      /\btattoos? of (.+?)(?= (?:on|across|along|over|at|behind|around|round|covering|down|under|below|above|between|inside|upon|that|which)\b|$)/.exec(
        t,
      )?.[1] ??
      /\btattooed (?!on\b|across\b|along\b|over\b|arms?\b|hands?\b|face\b|neck\b|skin\b)(.+?)(?= (?:on|across|along|over|at|behind|around|round|covering|down|under)\b|$)/.exec(
        t,
      )?.[1] ??
      /(?:^|\b(?:a|an|the|his|her|their) )((?:[a-z'-]+ ){0,3}?[a-z'-]+) tattoos?\b/.exec(t)?.[1];
    // A motif is what the tattoo shows: an article or a size or colour alone is not one.
    const bare = of?.replace(/^(?:a|an|the|his|her|their)\b\s*/, '') ?? '';
    const motif =
      of &&
      bare &&
      !/^(?:(?:small|large|big|tiny|faded|dark|old|fresh|crude|simple|blue|black|red|green)\s*)+$/.test(bare)
        ? of
        : null;
    const ink =
      /\b(blue|black|red|green|white|gold|silver|dark)(?: ink| tattoo| rose| ink)?\b/.exec(t)?.[1] ?? null;
    const count = /\btattoos\b/.test(t) ? 2 : null;
    add({
      kind: 'tattoo',
      place: place ?? (motif ? null : 'arms'),
      word: ink,
      hex: ink ? (COLOUR_WORDS[ink] ?? null) : null,
      motif,
      count,
    });
    c.rest = ' ';
    return;
  }

  const burn = /\b(?:burns?|burned|burnt|scalds?|scalded)\b/.test(t);
  const scar = /\bscar(?:s|red|ring)?\b/.test(t);
  if ((burn || scar) && place && !FACE_PLACES.has(place)) {
    add({
      kind: burn ? 'burn' : 'scar',
      place,
      word: null,
      hex: null,
      motif: null,
      count: /\bscars\b|\bburns\b/.test(t) ? 2 : null,
    });
    c.rest = ' ';
    return;
  }
  if (burn && (!place || FACE_PLACES.has(place))) {
    add({
      kind: 'burn',
      place: place === 'face' || !place ? 'cheek' : place,
      word: null,
      hex: null,
      motif: null,
      count: null,
    });
    c.rest = ' ';
    return;
  }
  if (scar) {
    const face = scarPlace(t, race.snout);
    if (face) {
      out.scars.push({ place: face, side, words: c.text });
      c.take(
        /\b(?:an? )?(?:old |long |thin |deep |jagged |pale |white |faded |ragged |puckered |livid |vicious |duelling )*scar(?:s|red)?\b/,
      );
      c.take(/\b(?:across|on|over|through|along|down|splitting|running|runs|cuts?)\b/);
      c.take(/\b(?:the|his|her|their)\b/);
      c.take(/\b(?:cheek|face|eyebrow|brow|eye|forehead|lip|mouth|jaw|chin|nose|snout|muzzle)s?\b/);
      // Adjectives of the scar are its own words: keep them by leaving them over, unless they are only sizes.
      c.take(/\b(?:old|long|thin|small|faint)\b/);
      return;
    }
  }
  if (/\b(?:birth-?mark|port[- ]wine stain|mole|beauty mark|beauty spot)\b/.test(t)) {
    add({
      kind: 'birthmark',
      place: place === 'face' || !place ? 'cheek' : place,
      word: null,
      hex: null,
      motif: null,
      count: null,
    });
    c.rest = ' ';
    return;
  }
  const missing =
    /\b(?:missing|lost|no|without)\b(?: (?:the|a|an|one|two|three|four|his|her|their|both))?(?: (?:left|right))?(?: (?:little|index|ring|middle|smallest))?(?: (?:fingers?|thumbs?|fingertips?))\b|\b(?:three|four|two|nine|eight)-fingered\b|\bfingers? (?:missing|gone)\b/.exec(
      t,
    );
  if (missing) {
    const n = /\b(one|two|three|four|a|an|both)\b/.exec(missing[0])?.[1];
    const fingered = /\b(three|four|two|nine|eight)-fingered\b/.exec(t)?.[1];
    const count = fingered ? Math.max(1, 5 - (NUMBER_WORDS[fingered] ?? 4)) : n ? (NUMBER_WORDS[n] ?? 1) : 1;
    add({
      kind: 'missing-finger',
      place: 'hand',
      word: null,
      hex: null,
      motif: null,
      count: Math.min(count, 3),
    });
    c.rest = ' ';
    return;
  }
  const tooth = /\b(gold|golden|silver|iron|brass|copper|steel)(?: front)? (?:tooth|teeth)\b/.exec(t);
  if (tooth) {
    add({
      kind: 'gold-tooth',
      place: 'mouth',
      word: tooth[1]!,
      hex: MATERIALS[tooth[1]!] ?? null,
      motif: null,
      count: null,
    });
    c.rest = ' ';
    return;
  }
}

/** Stones a game master may name in a jewel, and how each is painted. */
export const GEM_WORDS: Readonly<Record<string, string>> = {
  ruby: '#b01a2a',
  garnet: '#7a1a2a',
  emerald: '#1a8a4a',
  sapphire: '#1a3a9a',
  amethyst: '#7a3a9a',
  opal: '#d8e4ea',
  topaz: '#d89a2a',
  diamond: '#e8f2f8',
  onyx: '#1c1c22',
  moonstone: '#d8dce8',
  jade: '#4a9a7a',
  amber: '#d08a2a',
  jet: '#1a1a1e',
  pearl: '#ece8e0',
  turquoise: '#3aa0a0',
  carnelian: '#b8482a',
  lapis: '#2a4a9a',
  coral: '#e06a5a',
};
const GEM_RE = new RegExp(`\\b(${Object.keys(GEM_WORDS).join('|')})(?:s|es)?\\b`);

/** A stone named in a clause: 'set with a ruby', 'a green stone', 'an opal ring'. */
function gemOf(text: string): { word: string; hex: string } | undefined {
  const named = GEM_RE.exec(text)?.[1];
  if (named && named !== 'pearl' && named !== 'amber' && named !== 'jet' && named !== 'jade')
    return { word: named, hex: GEM_WORDS[named]! };
  const stone = /\b([a-z-]+(?: [a-z-]+)?) (?:stone|gem|jewel)\b/.exec(text);
  const colour = stone ? colourBefore(stone[0], 'stone|gem|jewel') : undefined;
  if (colour && colourHex(colour)) return { word: `${colour} stone`, hex: colourHex(colour)! };
  return undefined;
}

/** Words before a jewel's noun that are part of what it is ('campaign medal', 'prayer beads'), not its metal. */
const JEWEL_NOUN_WORDS =
  /^(?:campaign|war|service|military|guild|watch|pilgrim'?s?|holy|prayer|signet|wedding|mourning|lucky|family|sheriff'?s?|constable'?s?|deputy'?s?|marshal'?s?|captain'?s?|officer'?s?|merchant'?s?|bronze-star|hoop|cameo|puzzle|seal|thumb|toe|nose|ear|arm|wrist|ankle|friendship|love|memorial)$/;

/**
 * Jewels and worn tokens: the word for the thing decides the kind (a badge, a medal, beads, a pendant...), its
 * material is painted, what it is shaped like is its outline and what it bears is its figure. Read from what is
 * left of the clause.
 */
function readJewels(c: Clause, out: FeatureRequest): void {
  const t = c.rest;
  const full = c.text;
  const place = placeOf(full)?.place ?? null;
  const add = adder(c, out, sideOf(full));
  const jewels: readonly (readonly [RegExp, NpcDetailKind, string | null])[] = [
    [/\b(?:chain of office|chain of (?:gold|silver))\b/, 'chain', 'chest'],
    [/\b(?:prayer[- ]beads|rosary|rosaries|worry[- ]beads|beads)\b/, 'beads', 'neck'],
    [
      /\b(?:necklaces?|torcs?|torques?|chokers?|strings? of pearls|pearls)\b|\bchains? (?:round|around|about) (?:the |his |her |their )?neck\b|\b(?:gold|silver|iron|brass|copper) chain\b/,
      'necklace',
      'neck',
    ],
    [/\bmedals?\b|\bdecorations?\b/, 'medal', 'chest'],
    [/\b(?:badges?|insignia|tin stars?|sheriff'?s star)\b/, 'badge', 'chest'],
    [
      /\b(?:pendants?|amulets?|lockets?|talismans?|medallions?|charms?|holy symbol|cameos?|phylactery)\b/,
      'pendant',
      'neck',
    ],
    [/\b(?:brooch(?:es)?|pins?|clasps?)\b/, 'brooch', 'chest'],
    [/\b(?:bracelets?|bangles?|armbands?|arm-rings?|wristbands?|cuffs?)\b/, 'bracelet', 'wrist'],
    [/\b(?:signet )?rings?\b(?! of)|\bbands?\b(?= (?:on|of) )/, 'ring', 'hand'],
    [/\bpierc(?:ed|ing|ings)\b|\bstuds?\b/, 'piercing', null],
  ];
  for (const [pattern, kind, defaultPlace] of jewels) {
    const found = pattern.exec(t);
    if (!found) continue;
    if (kind === 'ring' && /\b(?:rings? under|dark rings|nose ?-?ring|ear-?rings?)\b/.test(full)) continue;
    // Its material: the first metal or stuff named, a gem standing for a gold setting ('a ruby ring').
    const gem = gemOf(full);
    let material = MATERIAL_RE.exec(full)?.[1];
    if (material && gem && material === gem.word) material = undefined;
    if (kind === 'necklace' && /\bpearls?\b/.test(full)) material = 'pearl';
    if (kind === 'beads' && !material) material = /prayer|rosary/.test(full) ? 'wooden' : 'glass';
    const metal = material
      ? { word: material === 'wood' ? 'wooden' : material, hex: MATERIALS[material] ?? null }
      : { word: null, hex: null };
    // What it is shaped like (its outline) and what it bears (its figure).
    const shapeAfter =
      /\b(?:shaped (?:like|as)|in the (?:shape|form) of|cut (?:as|like|in the shape of)|cast as) (an? [a-z' -]+?)(?= (?:on|at|round|around|about|in|pinned|worn|hung|hanging)\b|$)/.exec(
        full,
      )?.[1];
    const shapeBefore = /\b([a-z]+)-shaped\b/.exec(full)?.[1];
    const shape = shapeAfter ?? (shapeBefore ? withArticleLocal(shapeBefore) : undefined);
    const motif =
      /\b(?:bearing|engraved with|stamped with|carved with|painted with|showing|struck with|embossed with|marked with|with) (an? [a-z' -]+?)(?= (?:on|at|round|around|about|in|pinned|worn|hung|hanging|set)\b|$)/.exec(
        full,
      )?.[1] ?? null;
    // Its noun: the matched word and the words before it that say what it is ('campaign medal', 'holy symbol').
    const before = full.slice(0, full.indexOf(found[0])).trim().split(/\s+/).filter(Boolean);
    const own: string[] = [];
    for (let i = before.length - 1; i >= 0 && own.length < 2; i--) {
      if (!JEWEL_NOUN_WORDS.test(before[i]!)) break;
      own.unshift(before[i]!);
    }
    const noun = [...own, found[0]].join(' ');
    const count = /\brings\b|\bbracelets\b|\bbangles\b|\bpiercings\b|\bmedals\b|\bbadges\b/.test(full)
      ? (NUMBER_WORDS[/\b(two|three|four|five|several)\b/.exec(full)?.[1] ?? ''] ?? 2)
      : null;
    const jewelPlace =
      kind === 'piercing'
        ? place && ['brow', 'lip', 'ear', 'nose', 'cheek'].includes(place)
          ? place
          : 'ear'
        : kind === 'ring'
          ? place && ['hand', 'hands', 'fingers', 'knuckles'].includes(place)
            ? 'hand'
            : place === 'neck' || /\bon a (?:chain|cord|thong|string)\b/.test(full)
              ? 'neck'
              : 'hand'
          : kind === 'bracelet' || (kind === 'beads' && /\bwrist/.test(full))
            ? place === 'arm' || place === 'arms' || /armband|arm-ring/.test(full)
              ? 'arm'
              : 'wrist'
            : kind === 'badge' || kind === 'medal' || kind === 'brooch'
              ? 'chest'
              : (defaultPlace ?? place);
    add({
      kind,
      place: jewelPlace,
      word: metal.word,
      hex: metal.hex,
      motif,
      count,
      noun,
      ...(shape ? { shape } : {}),
      ...(gem ? { gem } : {}),
    });
    c.rest = ' ';
    return;
  }
}

/** 'key' -> 'a key' (for a shape read from 'key-shaped'). */
function withArticleLocal(word: string): string {
  return `${/^[aeiou]/.test(word) ? 'an' : 'a'} ${word}`;
}
