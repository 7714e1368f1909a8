// Decides an NPC's look once (colours with the words for them, hair, eyes, horns, scars, beard, age, build,
// clothes cut and colour, what is worn over them, headwear, what the hands hold, armour, weapon, jewels and the
// game master's typed details): the appearance prose and the portrait both read the result, so what is written is
// what is drawn. The keepsake (a trinket built from the character's own facts) is decided here too.
import type {
  NpcAge,
  NpcBeardStyle,
  NpcGarment,
  NpcGender,
  NpcHairStyle,
  NpcLooks,
  NpcRace,
  NpcScarPlace,
  NpcSocialClass,
} from '../../../shared/kinds/npc.js';
import { hexToHsl, mix, saturate } from '../../art/color.js';
import { withArticle } from '../../engine/english.js';
import type { GrammarContext } from '../../engine/grammar.js';
import { Rng } from '../../engine/rng.js';
import { worldItem } from '../../engine/world-pick.js';
import { colourHex, FACE_PLACES, hairHex, MATERIALS, readFeatures } from './looks-features.js';
import { AGE_PROFILES } from './portrait/ages.js';
import {
  type Archetype,
  archetypeOf,
  CLASS_LOOKS,
  FELT_COLOURS,
  HELD_THING_PROPS,
  type Headwear,
  isShipmaster,
  LAYER_COLOURS,
  LINEN_BY_CLASS,
  OUTFITS,
  type Prop,
  SOFT_HEADWEAR,
  type WeaponOption,
} from './portrait/outfits.js';
import { RACE_PROFILES } from './portrait/races.js';

/** What both the record's engine stream and the portrait's art stream offer: enough to decide a look. */
export interface LookRng {
  next(): number;
  fork(label: string): LookRng;
}

type Named = readonly [word: string, hex: string];
type Weighted<T> = readonly (readonly [T, number])[];

interface RacePalette {
  skin: readonly Named[];
  hair: readonly Named[];
  eyes: readonly Named[];
  horns?: readonly Named[];
  builds: readonly (readonly [word: string, frame: 'slight' | 'average' | 'broad'])[];
}

const HUMAN_SKIN: readonly Named[] = [
  ['pale', '#f6d8c2'],
  ['fair', '#edc09f'],
  ['light brown', '#dfa982'],
  ['tanned', '#c98c64'],
  ['bronze', '#ad7350'],
  ['brown', '#8b583a'],
  ['dark brown', '#6a3f29'],
  ['deep brown', '#4d2d1e'],
];
const HUMAN_HAIR: readonly Named[] = [
  ['black', '#1e1a19'],
  ['dark brown', '#3a291f'],
  ['mousy brown', '#5c3f2d'],
  ['chestnut', '#85593a'],
  ['auburn', '#9e4a28'],
  ['copper-red', '#c0692f'],
  ['sandy', '#d4ac6c'],
  ['straw-blond', '#e5cc92'],
];
const HUMAN_EYES: readonly Named[] = [
  ['brown', '#5a3a20'],
  ['hazel', '#6e6a30'],
  ['green', '#3f7a4f'],
  ['blue', '#3a6a9e'],
  ['grey', '#607386'],
  ['dark', '#3a281a'],
];
const ELF_HAIR: readonly Named[] = [
  ['silver-blond', '#f1e8cc'],
  ['pale gold', '#e3c27a'],
  ['ash-white', '#e4e2dc'],
  ['raven-black', '#1f1d26'],
  ['copper', '#8c3b24'],
  ['dusk-blue', '#8aa0c8'],
  ['honey-gold', '#d9a441'],
];
const ELF_EYES: readonly Named[] = [
  ['moss-green', '#2f9e74'],
  ['sky-blue', '#4a8ad0'],
  ['violet', '#8a5ad0'],
  ['amber', '#c99a3a'],
  ['sea-green', '#4fb0bf'],
];

export const RACE_PALETTES: Readonly<Record<NpcRace, RacePalette>> = {
  human: {
    skin: HUMAN_SKIN,
    hair: HUMAN_HAIR,
    eyes: HUMAN_EYES,
    builds: [
      ['rangy', 'slight'],
      ['stocky', 'broad'],
      ['wiry', 'slight'],
      ['broad-shouldered', 'broad'],
      ['slight', 'slight'],
      ['heavy-set', 'broad'],
      ['lean', 'average'],
    ],
  },
  elf: {
    skin: [
      ['pale', '#f6e2cf'],
      ['ivory', '#eed4bc'],
      ['golden', '#e2c09f'],
      ['tawny', '#c99d7a'],
      ['bronze', '#a97c5e'],
      ['moon-pale', '#e9dde6'],
    ],
    hair: ELF_HAIR,
    eyes: ELF_EYES,
    builds: [
      ['willow-slender', 'slight'],
      ['long-limbed', 'slight'],
      ['fine-boned', 'slight'],
      ['straight as a spear', 'average'],
    ],
  },
  dwarf: {
    skin: [
      ['fair', '#efc1a0'],
      ['ruddy', '#e0a683'],
      ['weathered', '#c98b68'],
      ['brown', '#a96e4f'],
      ['dark brown', '#86533a'],
    ],
    hair: [
      ['rust-red', '#8a3a1e'],
      ['copper-red', '#b0592a'],
      ['brown', '#5a3a24'],
      ['black', '#2a2220'],
      ['sandy', '#c89a58'],
      ['dark red', '#6e2a1c'],
    ],
    eyes: [
      ['brown', '#5a3a20'],
      ['blue', '#3a6a9e'],
      ['green', '#4a6a3a'],
      ['flint-grey', '#607386'],
      ['hazel', '#6a5030'],
    ],
    builds: [
      ['barrel-chested', 'broad'],
      ['broad as a barn door', 'broad'],
      ['thick through the shoulders', 'broad'],
      ['heavy-boned', 'average'],
    ],
  },
  halfling: {
    skin: [
      ['fair', '#f4cfae'],
      ['rosy', '#e6b48e'],
      ['sun-browned', '#d19a72'],
      ['brown', '#b57c56'],
      ['dark brown', '#90603f'],
    ],
    hair: [
      ['brown', '#5a3a22'],
      ['chestnut', '#7a4a28'],
      ['nut-brown', '#9a6030'],
      ['honey', '#c08a4a'],
      ['dark brown', '#3a2820'],
      ['auburn', '#a8552c'],
    ],
    eyes: [
      ['brown', '#5a3a20'],
      ['hazel', '#6e6a30'],
      ['green', '#3f7a4f'],
      ['blue', '#3a6a9e'],
    ],
    builds: [
      // A build, not a face: 'round-cheeked' said of a body sat beside 'apple cheeks' in the same sentence.
      ['neat-limbed', 'average'],
      ['light-footed', 'slight'],
      ['stout', 'broad'],
      ['comfortably plump', 'broad'],
    ],
  },
  gnome: {
    skin: [
      ['pale', '#f5d2b8'],
      ['rosy', '#e9bb99'],
      ['tan', '#d3a17d'],
      ['nut-brown', '#ab7958'],
      ['dark brown', '#885a3e'],
    ],
    hair: [
      ['dandelion-white', '#f2efe8'],
      ['carrot-orange', '#e0762e'],
      ['buttercup-yellow', '#e8c458'],
      ['rose-pink', '#d76e8e'],
      ['brown', '#7a4a2a'],
      ['sky-blue', '#a8c4dc'],
    ],
    eyes: [
      ['cornflower-blue', '#3a8ad0'],
      ['moss-green', '#2f9e74'],
      ['copper-brown', '#7a5a30'],
      ['violet', '#8a5ad0'],
    ],
    builds: [
      ['tiny', 'slight'],
      ['knobbly', 'average'],
      ['fidgety', 'slight'],
    ],
  },
  'half-elf': {
    skin: [
      ['pale', '#f4dcc6'],
      ['golden', '#e2bf9d'],
      ['fair', '#ebc7a8'],
      ['tanned', '#c69470'],
      ['bronze', '#a87656'],
      ['brown', '#875a3e'],
    ],
    hair: [
      ['black', '#1e1a19'],
      ['dark brown', '#3a291f'],
      ['brown', '#5c3f2d'],
      ['auburn', '#9e4a28'],
      ['sandy', '#d4ac6c'],
      ['pale gold', '#e3c27a'],
      ['silver-blond', '#e8e0c4'],
    ],
    eyes: [
      ['green', '#3f7a4f'],
      ['blue', '#3a6a9e'],
      ['hazel', '#6e6a30'],
      ['violet', '#8a5ad0'],
      ['brown', '#5a3a20'],
    ],
    builds: [
      ['graceful', 'slight'],
      ['fine-featured', 'average'],
      ['slender', 'slight'],
      ['lean', 'average'],
    ],
  },
  'half-orc': {
    skin: [
      ['grey-green', '#8fa77a'],
      ['moss-green', '#7c9a6a'],
      ['green-grey', '#6f8a6a'],
      ['olive-grey', '#8d9a80'],
      ['dark green', '#6b7d5c'],
      ['sage-green', '#9aa88c'],
    ],
    hair: [
      ['black', '#1a1a1a'],
      ['dark brown', '#2a2420'],
      ['slate-black', '#38383a'],
      ['brown', '#4a3a2a'],
    ],
    eyes: [
      ['amber', '#8a5a1a'],
      ['brown', '#6a3a1a'],
      ['red', '#a83a1a'],
      ['green', '#4a6a3a'],
    ],
    builds: [
      ['big-framed', 'broad'],
      ['heavy-jawed', 'broad'],
      ['broad-backed', 'broad'],
      ['rangy', 'average'],
    ],
  },
  tiefling: {
    skin: [
      ['brick-red', '#c4453f'],
      ['deep crimson', '#a83a3a'],
      ['rose-red', '#b04a6a'],
      ['plum', '#8e3f7a'],
      ['dusk-violet', '#7a3f8f'],
      ['lilac', '#9a5a9a'],
      ['ash-grey', '#8a8290'],
      ['bruise-blue', '#4a5a9a'],
      ['coal-black', '#2e2a30'],
    ],
    hair: [
      ['black', '#1a1520'],
      ['plum-black', '#3a1a3a'],
      ['wine-red', '#5a1a2a'],
      ['midnight-blue', '#1a2040'],
      ['charcoal', '#2a2a2a'],
      ['violet-black', '#4a2a5a'],
    ],
    eyes: [
      ['gold', '#f2c440'],
      ['ember-red', '#e83a3a'],
      ['silver', '#e8e4dc'],
      ['violet', '#c84ae8'],
      ['black', '#1b1720'],
    ],
    horns: [
      ['black', '#2a2228'],
      ['dark brown', '#4a3a36'],
      ['grey', '#6a5a50'],
      ['oxblood', '#3a2430'],
      ['bone-white', '#d8cbb0'],
    ],
    builds: [
      ['angular', 'slight'],
      ['sharp-featured', 'average'],
      ['wiry', 'slight'],
      ['lean', 'average'],
    ],
  },
  dragonborn: {
    skin: [
      ['brass', '#c09a4a'],
      ['bronze', '#a8713a'],
      ['copper', '#b8643a'],
      ['gold', '#d4a83a'],
      ['silver', '#aab4c0'],
      ['blue-black', '#2a3448'],
      ['deep green', '#2f6a3f'],
      ['rust-red', '#b8382e'],
      ['white', '#d8dde3'],
      ['sky-blue', '#2f6fb8'],
    ],
    hair: [],
    eyes: [
      ['gold', '#f0c020'],
      ['amber', '#e07020'],
      ['red', '#d03020'],
      ['ice-blue', '#60c0e0'],
    ],
    horns: [
      ['ivory', '#e2d5b8'],
      ['bone-pale', '#c8b894'],
      ['dark brown', '#5a4a40'],
      ['black', '#3a3034'],
    ],
    builds: [
      ['heavily built', 'broad'],
      ['thick-scaled', 'broad'],
      ['towering', 'broad'],
      ['long-necked', 'average'],
    ],
  },
};

/** The words for hair gone grey with age, and how each is painted. */
const OLD_HAIR: readonly Named[] = [
  ['iron-grey', '#7c7c7a'],
  ['white', '#ecebe6'],
  ['silver', '#c9ccd2'],
];
const GREY = '#e9e7e4';

const pickIn = <T>(rng: LookRng, items: readonly T[]): T => items[Math.floor(rng.next() * items.length)] as T;
/**
 * A pick the account's world steers when the stream is the record's engine stream (worldItem): one account's
 * keepsakes do not all come 'cut from a goose bone'. The portrait's own stream picks plainly.
 */
const steerIn = <T>(rng: LookRng, symbol: string, items: readonly T[]): T =>
  rng instanceof Rng ? worldItem(rng, symbol, items, items) : pickIn(rng, items);
function weightedIn<T>(rng: LookRng, entries: Weighted<T>): T {
  const total = entries.reduce((s, [, w]) => s + Math.max(0, w), 0);
  let r = rng.next() * total;
  for (const [value, w] of entries) {
    r -= Math.max(0, w);
    if (r < 0) return value;
  }
  return entries[entries.length - 1]![0];
}
const chanceIn = (rng: LookRng, p: number) => rng.next() < p;

export interface LookFacts {
  race: NpcRace;
  gender: NpcGender;
  ageCategory: NpcAge;
  occupation: string;
  socialClass: NpcSocialClass;
  notableFeatures?: string | undefined;
  /** The keepsake the record decided (decideKeepsake), drawn where it is worn. */
  keepsake?: Keepsake | undefined;
}

const genderKey = (g: NpcGender) => (g === 'non-binary' ? 'nonBinary' : g);

/** Skin as a game master names it, painted as skin (a 'dark' eye is not a dark cheek). */
const SKIN_PAINT: Readonly<Record<string, string>> = {
  pale: '#f6d8c2',
  fair: '#edc09f',
  'light brown': '#dfa982',
  olive: '#c49a6c',
  tanned: '#c98c64',
  tan: '#c98c64',
  'sun-browned': '#c08058',
  weathered: '#b98a68',
  ruddy: '#e0a683',
  freckled: '#edc09f',
  brown: '#8b583a',
  bronze: '#ad7350',
  dark: '#6a3f29',
  'dark brown': '#6a3f29',
  'deep brown': '#4d2d1e',
  black: '#3a2418',
  ebony: '#3a2418',
  golden: '#e2bf9d',
  ivory: '#eed4bc',
};

/** Named colour for a phrase the game master typed, the palette's own word first. */
function named(
  phrase: string,
  palette: readonly Named[],
  paint: (p: string) => string | undefined = colourHex,
): Named | undefined {
  const own = palette.find(([word]) => word === phrase);
  if (own) return own;
  const hex = paint(phrase);
  return hex ? [phrase, hex] : undefined;
}

/** Props drawn in a fist, so a hand shows (and what the game master said of the hands can be drawn on it). */
export const HAND_PROPS: ReadonlySet<string> = new Set([
  'spear',
  'staff',
  'quarterstaff',
  'hammer',
  'tankard',
  'coin-purse',
  'vial',
  'pitchfork',
  'dagger',
  'sword',
  'axe',
  'mace',
  'club',
  'jug',
  'keys',
  'lantern',
  'ladle',
  'spyglass',
  'scroll',
  ...HELD_THING_PROPS,
]);

/** What the portrait draws for an SRD weapon held in the hand. */
const WEAPON_PROPS: Readonly<Record<string, Prop>> = {
  spear: 'spear',
  trident: 'spear',
  longsword: 'sword',
  shortsword: 'sword',
  scimitar: 'sword',
  rapier: 'sword',
  greatsword: 'sword',
  dagger: 'dagger',
  club: 'club',
  greatclub: 'club',
  mace: 'mace',
  handaxe: 'axe',
  battleaxe: 'axe',
  warhammer: 'hammer',
  'light hammer': 'hammer',
  quarterstaff: 'quarterstaff',
  shortbow: 'bow',
  longbow: 'bow',
};
/** The SRD weapon a tool in the hand is, when it is one. */
const PROP_WEAPONS: Partial<Record<Prop, WeaponOption>> = {
  hammer: { name: 'light hammer', word: 'hammer', carried: 'hand' },
  staff: { name: 'quarterstaff', word: 'staff', carried: 'hand' },
};

/** Where a typed place is drawn: on the face, the neck, a hand that holds something, or nowhere in the frame. */
export function detailArea(
  place: string | null,
): 'face' | 'neck' | 'hand' | 'chest' | 'ear' | 'scalp' | 'unseen' {
  if (!place) return 'unseen';
  if (place === 'ear') return 'ear';
  if (FACE_PLACES.has(place)) return 'face';
  if (place === 'neck' || place === 'throat') return 'neck';
  if (['hand', 'hands', 'fingers', 'knuckles', 'palm', 'wrist', 'wrists'].includes(place)) return 'hand';
  if (place === 'chest') return 'chest';
  if (place === 'scalp') return 'scalp';
  return 'unseen';
}

/** Decides the whole look; each part draws from its own stream, so changing one never reshuffles another. */
export function decideLooks(facts: LookFacts, rng: LookRng): NpcLooks {
  const { race, gender, ageCategory } = facts;
  const profile = RACE_PROFILES[race];
  const palette = RACE_PALETTES[race];
  const age = AGE_PROFILES[ageCategory];
  const child = ageCategory === 'child';
  const asked = readFeatures(facts.notableFeatures, {
    snout: profile.snout ?? false,
    horns: Boolean(profile.horns),
  });
  const s = (label: string) => rng.fork(`looks-${label}`);

  const skinNamed =
    (asked.skinColour &&
      named(asked.skinColour, palette.skin, (p) =>
        profile.snout ? colourHex(p) : (SKIN_PAINT[p] ?? colourHex(p)),
      )) ||
    pickIn(s('skin'), palette.skin);
  const skin = {
    word: skinNamed[0],
    hex: skinNamed[1],
    kind: profile.snout ? ('scales' as const) : ('skin' as const),
    // A typed colour is always told, in the words typed.
    ...(asked.skinColour ? { typed: true } : {}),
  };

  // Elves keep their colour until great age; everyone else greys from middle age, at their race's pace.
  const grey = race === 'elf' ? (ageCategory === 'ancient' ? 0.9 : 0) : age.grey * profile.ageing;
  // Even the long-lived line with great age: an elf of five centuries has a face that shows them.
  const lines = Math.round(age.lines * Math.max(0.6, profile.ageing));

  const hairRng = s('hair');
  let hair: NpcLooks['hair'] = null;
  let natural: Named = palette.hair.length ? pickIn(hairRng, palette.hair) : ['black', '#1e1a19'];
  // A red beard asked for with no word on the hair: the hair is the beard's colour, not a stranger's.
  const typedHair = asked.hairColour ?? asked.beardColour;
  if (typedHair) natural = named(typedHair, palette.hair, hairHex) ?? natural;
  let hairHexValue = natural[1];
  let hairWord = natural[0];
  if (!typedHair && grey >= 0.6) {
    const old = pickIn(hairRng, OLD_HAIR);
    hairWord = old[0];
    hairHexValue = old[1];
  } else if (!typedHair && grey >= 0.2) {
    hairWord = `greying ${natural[0]}`;
    hairHexValue = mix(natural[1], GREY, grey);
  }
  if (!profile.hairless) {
    let style: NpcHairStyle = weightedIn(hairRng, profile.hairStyles[genderKey(gender)]);
    // Hair whose colour was typed is there to be seen: not a bald or shaved head.
    if (asked.hairColour && (style === 'bald' || style === 'shaved')) {
      const grown = profile.hairStyles[genderKey(gender)].filter(([x]) => x !== 'bald' && x !== 'shaved');
      style = grown.length ? weightedIn(hairRng, grown) : 'cropped';
    }
    if (asked.hairStyle) style = asked.hairStyle;
    if (asked.hairless) style = asked.hairless;
    hair = {
      word: hairWord,
      hex: hairHexValue,
      style,
      ...(asked.hairStyleWord && !asked.hairless ? { styleWord: asked.hairStyleWord } : {}),
    };
  }

  const eyeNamed =
    (asked.eyeColour && named(asked.eyeColour, palette.eyes)) || pickIn(s('eyes'), palette.eyes);
  const eyes = { word: eyeNamed[0], hex: eyeNamed[1] };

  // The face: its shape, nose and brows, from the race's own range (a snout has no nose to name).
  const faceRng = s('face');
  const faces = RACE_FACES[race];
  const face: NonNullable<NpcLooks['face']> = {
    shape: asked.faceShape ?? weightedIn(faceRng, faces.shape),
    nose: profile.snout ? null : (asked.nose ?? weightedIn(faceRng, faces.nose)),
    brows: asked.brows ?? weightedIn(faceRng, faces.brows),
  };

  const hornRng = s('horns');
  let horns: NpcLooks['horns'] = null;
  if (profile.horns && palette.horns) {
    const colour = pickIn(hornRng, palette.horns);
    const style = weightedIn(hornRng, profile.horns);
    const snapped =
      asked.snappedHorn !== undefined
        ? (asked.snappedHorn ?? pickIn(hornRng, ['left', 'right'] as const))
        : style !== 'crown' && chanceIn(hornRng, child ? 0.03 : 0.1)
          ? pickIn(hornRng, ['left', 'right'] as const)
          : null;
    horns = { word: colour[0], hex: colour[1], style, snapped };
  }

  const scarRng = s('scars');
  let missingEye: NpcLooks['missingEye'] = null;
  if (asked.missingEye) {
    missingEye = {
      side: asked.missingEye.side ?? pickIn(scarRng, ['left', 'right'] as const),
      covered: asked.missingEye.covered,
    };
  } else if (!child && chanceIn(scarRng, 0.02)) {
    missingEye = {
      side: pickIn(scarRng, ['left', 'right'] as const),
      covered: chanceIn(scarRng, 0.6) ? 'eyepatch' : 'scarred-lid',
    };
  }
  const scars: { place: NpcScarPlace; words?: string }[] = [];
  for (const scar of asked.scars) {
    const side = scar.side ?? pickIn(scarRng, ['left', 'right'] as const);
    const place: NpcScarPlace =
      scar.place === 'cheek' ? `${side}-cheek` : scar.place === 'brow' ? `${side}-brow` : scar.place;
    if (!scars.some((x) => x.place === place))
      scars.push({ place, ...(scar.words ? { words: scar.words } : {}) });
  }
  const archetype = archetypeOf(facts.occupation);
  // Hard trades and hard races wear the odd scar of their own.
  const scarChance = child
    ? 0
    : (race === 'half-orc' ? 0.3 : race === 'dwarf' ? 0.15 : 0.06) +
      (['guard', 'outlaw', 'ranger', 'smith', 'sailor'].includes(archetype) ? 0.12 : 0);
  if (scars.length === 0 && asked.scars.length === 0 && chanceIn(scarRng, scarChance)) {
    const side = pickIn(scarRng, ['left', 'right'] as const);
    const place = pickIn(
      scarRng,
      profile.snout
        ? (['snout', `${side}-cheek`] as const)
        : ([`${side}-cheek`, 'jaw', `${side}-brow`] as const),
    );
    scars.push({ place });
  }

  const beardRng = s('beard');
  let beard: NpcLooks['beard'] = null;
  const beardChance = (profile.beard[genderKey(gender)] ?? 0) * age.beard;
  const wantsBeard = asked.beard ?? chanceIn(beardRng, Math.min(0.98, beardChance));
  if (!child && !profile.hairless && wantsBeard) {
    const style =
      asked.beardWord ??
      (asked.beard
        ? beardStyleFor(profile.beard.styles, beardRng)
        : weightedIn(beardRng, profile.beard.styles));
    // A typed beard colour is the beard's own, greying or not; otherwise the beard is the hair's colour.
    const typed = asked.beardColour ? named(asked.beardColour, palette.hair, hairHex) : undefined;
    const colour = typed
      ? { word: typed[0], hex: typed[1] }
      : hair && !['bald', 'shaved'].includes(hair.style)
        ? { word: hair.word, hex: hair.hex }
        : { word: hairWord, hex: hairHexValue };
    beard = {
      word: colour.word,
      hex: colour.hex,
      style,
      ...(asked.beardStyleWord ? { styleWord: asked.beardStyleWord } : {}),
    };
  }

  const build = asked.build
    ? ([asked.build.word, asked.build.frame] as const)
    : pickIn(s('build'), palette.builds);

  const outfit = decideOutfit(facts, archetype, asked, profile, s);
  // A typed trade the archetypes only approximate (a beekeeper dresses as a farmer, a ratcatcher as anyone) holds a
  // thing of its own trade, not the archetype's pitchfork: the words name it, the portrait draws the nearest prop.
  const ownHeld = OWN_TRADE_HELD.find(([pattern]) => pattern.test(facts.occupation));
  let ownHeldWord: string | undefined;
  if (ownHeld && !child && !asked.held && !asked.heldUnknown && outfit.weapon?.carried !== 'hand') {
    outfit.held = ownHeld[1];
    ownHeldWord = pickIn(s('own-held'), ownHeld[2]);
  }
  // A raised hood would hide a long beard under its drape: worn down, so the beard the words name is seen.
  if (
    outfit.clothing.headwear === 'hood' &&
    outfit.clothing.hoodUp &&
    beard &&
    ['full', 'long', 'braided', 'forked'].includes(beard.style)
  )
    outfit.clothing.hoodUp = false;

  const marks: NpcLooks['marks'] = [];
  // The race's own skin marks (freckles, war paint, inked sigils), unless the game master already gave some.
  const raceMark = weightedIn(s('marks'), profile.markings);
  // Freckles show on light skin, and on about half of it: at the race's odds alone, a run of the same request
  // (fifteen innkeepers, fifteen smiths) freckled one in three, deep brown skin and all.
  const frecklesFit =
    raceMark !== 'freckles' || (hexToHsl(skin.hex).l >= 0.66 && chanceIn(s('freckles'), 0.55));
  if (
    (raceMark === 'freckles' || raceMark === 'warpaint' || raceMark === 'sigils') &&
    frecklesFit &&
    asked.marks.length === 0 &&
    // A typed tattoo is the one tattoo: no inked sigils of the race beside it, wherever it is.
    !asked.details.some(
      (d) => d.kind === 'tattoo' && (raceMark === 'sigils' || detailArea(d.place) === 'face'),
    )
  )
    marks.push({ kind: raceMark, side: null, colour: null });
  marks.push(
    ...asked.marks.map((m) => ({
      kind: m.kind,
      side: m.side ?? (m.kind === 'freckles' ? null : pickIn(s('mark-side'), ['left', 'right'] as const)),
      colour: m.colour,
      typed: true,
    })),
  );
  // A missing eye with its lid scarred shut is a scar over that eye; drawn and written as one.
  if (missingEye?.covered === 'scarred-lid') {
    const over: NpcScarPlace = `${missingEye.side}-brow`;
    if (!scars.some((x) => x.place === over)) scars.push({ place: over });
  }

  // Details: what the game master typed, then the jewels of class and the keepsake where they are worn.
  const detailRng = s('details');
  const details: NonNullable<NpcLooks['details']> = asked.details.map((d) => ({
    ...d,
    // A detail on one hand or cheek with no side named gets one, so the picture and the words agree.
    side:
      d.side ??
      (['hand', 'cheek', 'temple', 'brow', 'wrist', 'ear'].includes(d.place ?? '') && (d.count ?? 1) === 1
        ? pickIn(detailRng, ['left', 'right'] as const)
        : null),
    typed: true,
  }));
  if (!child) details.push(...classJewels(facts.socialClass, outfit.archetype, details, marks, detailRng));
  if (facts.keepsake) {
    const k = facts.keepsake;
    // A worn token the game master typed (a badge, a medal, a brooch, a locket) is the keepsake: the hooks and
    // the words about the keepsake are about it, and the picture draws it once, as typed.
    const own = adoptedKeepsake(details, k);
    if (own) {
      own.keepsake = true;
      if (!own.motif && !own.shape) own.motif = withArticle(k.emblem);
    } else {
      const kind = KEEPSAKE_DETAIL[k.worn];
      if (kind)
        details.push({
          kind:
            k.noun === 'medal' && kind.kind === 'brooch' ? 'medal' : k.noun === 'badge' ? 'badge' : kind.kind,
          place: kind.place,
          side: null,
          word: k.material[0],
          hex: k.material[1],
          motif: k.emblem,
          count: null,
          typed: false,
          words: null,
          ...(k.noun ? { noun: k.noun } : {}),
          ...(k.shape ? { shape: k.shape } : {}),
          keepsake: true,
        });
    }
  }
  // A priest's holy symbol at the breast gives way to what the game master hung there (prayer beads, a locket).
  if (
    outfit.held === 'holy-symbol' &&
    !asked.held &&
    details.some((d) => d.typed && ['necklace', 'beads', 'pendant', 'chain'].includes(d.kind))
  )
    outfit.held = null;
  // What is said of the hands is drawn on a hand: one holding something, if the trade gave it nothing to hold.
  // (A thing the game master put in the hand stays there, even one held without a fist, like a lute.)
  if ((!outfit.held || !HAND_PROPS.has(outfit.held)) && !asked.held && !asked.heldUnknown) {
    const handDetail = details.some((d) => d.typed && detailArea(d.place) === 'hand');
    if (handDetail && !child) {
      outfit.held = handTool(outfit.archetype, s('hand-tool'));
      // A weapon that was in that hand is slung instead: a bow or an axe on the back, a blade at the hip.
      const w = outfit.weapon;
      if (w?.carried === 'hand')
        outfit.weapon = /bow|axe|spear/.test(w.name)
          ? { ...w, carried: 'back' }
          : /sword|rapier|scimitar/.test(w.name)
            ? { ...w, carried: 'hip' }
            : null;
      if (outfit.weapon?.carried === 'hip' && !outfit.clothing.layers?.some((l) => l.kind === 'baldric'))
        outfit.clothing.layers?.push({ kind: 'baldric', word: 'leather', hex: '#5a3a24' });
    }
  }

  return {
    skin,
    hair,
    eyes,
    face,
    horns,
    missingEye,
    scars: scars.slice(0, 4),
    beard,
    age: { grey: Math.round(grey * 100) / 100, lines },
    build: { word: build[0], frame: build[1] },
    clothing: outfit.clothing,
    heldItem: outfit.held,
    ...(asked.held && asked.held.prop === outfit.held
      ? { heldWord: asked.held.word }
      : ownHeldWord && outfit.held === ownHeld?.[1]
        ? { heldWord: ownHeldWord }
        : {}),
    armour: outfit.armour,
    weapon: outfit.weapon,
    details: details.slice(0, 10),
    marks: marks.slice(0, 6),
    extras: [...asked.extras, ...(asked.limp ? ['walks with a limp'] : [])].slice(0, 6),
  };
}

type Asked = ReturnType<typeof readFeatures>;

/** Typed trades with a held thing of their own: the prop the portrait draws, and the words for it. */
const OWN_TRADE_HELD: readonly (readonly [RegExp, Prop, readonly string[]])[] = [
  [
    /\b(?:bee ?keeper|apiarist|bee-master|honey ?(?:seller|gatherer))/i,
    'jug',
    ['crock of honey', 'honey crock', 'jar of honey'],
  ],
  [
    /\b(?:rat ?catcher|rat-catcher|ratter|vermin)/i,
    'cage',
    ['wire rat-trap', 'wire cage with a rat in it', 'rat-trap of wire and wood'],
  ],
];

type FaceShape = NonNullable<NpcLooks['face']>['shape'];
type Nose = NonNullable<NonNullable<NpcLooks['face']>['nose']>;
type Brows = NonNullable<NpcLooks['face']>['brows'];
/** The faces each people are born with: shapes, noses and brows by weight. */
const RACE_FACES: Readonly<
  Record<NpcRace, { shape: Weighted<FaceShape>; nose: Weighted<Nose>; brows: Weighted<Brows> }>
> = {
  human: {
    shape: [
      ['oval', 3],
      ['long', 2],
      ['round', 2],
      ['square', 2],
      ['heart', 1],
      ['broad', 1],
      ['narrow', 1],
    ],
    nose: [
      ['straight', 3],
      ['hooked', 1],
      ['snub', 1],
      ['broad', 1],
      ['long', 1],
      ['crooked', 1],
    ],
    brows: [
      ['heavy', 1],
      ['fine', 1],
      ['arched', 1],
      ['straight', 2],
      ['bushy', 1],
    ],
  },
  elf: {
    shape: [
      ['narrow', 3],
      ['long', 2],
      ['heart', 2],
      ['oval', 2],
    ],
    nose: [
      ['fine', 4],
      ['straight', 2],
      ['long', 1],
    ],
    brows: [
      ['fine', 3],
      ['arched', 3],
      ['straight', 1],
    ],
  },
  dwarf: {
    shape: [
      ['broad', 3],
      ['square', 3],
      ['round', 2],
    ],
    nose: [
      ['broad', 3],
      ['bulbous', 2],
      ['crooked', 2],
      ['hooked', 1],
    ],
    brows: [
      ['heavy', 3],
      ['bushy', 3],
    ],
  },
  halfling: {
    shape: [
      ['round', 4],
      ['heart', 2],
      ['oval', 2],
    ],
    nose: [
      ['snub', 4],
      ['fine', 1],
      ['straight', 1],
    ],
    brows: [
      ['arched', 2],
      ['fine', 2],
      ['straight', 1],
    ],
  },
  gnome: {
    shape: [
      ['round', 2],
      ['heart', 2],
      ['narrow', 1],
      ['oval', 1],
    ],
    nose: [
      ['bulbous', 3],
      ['long', 3],
      ['snub', 1],
    ],
    brows: [
      ['bushy', 2],
      ['arched', 2],
      ['fine', 1],
    ],
  },
  'half-elf': {
    shape: [
      ['oval', 3],
      ['heart', 2],
      ['narrow', 2],
      ['long', 1],
    ],
    nose: [
      ['fine', 2],
      ['straight', 3],
      ['long', 1],
    ],
    brows: [
      ['arched', 2],
      ['fine', 2],
      ['straight', 2],
    ],
  },
  'half-orc': {
    shape: [
      ['broad', 3],
      ['square', 3],
      ['long', 1],
    ],
    nose: [
      ['broad', 3],
      ['snub', 2],
      ['crooked', 2],
    ],
    brows: [
      ['heavy', 4],
      ['bushy', 1],
    ],
  },
  tiefling: {
    shape: [
      ['narrow', 2],
      ['long', 2],
      ['heart', 2],
      ['oval', 2],
    ],
    nose: [
      ['straight', 2],
      ['hooked', 2],
      ['fine', 2],
      ['long', 1],
    ],
    brows: [
      ['arched', 3],
      ['straight', 2],
      ['fine', 1],
    ],
  },
  dragonborn: {
    shape: [
      ['long', 3],
      ['broad', 2],
      ['narrow', 1],
    ],
    nose: [['straight', 1]],
    brows: [
      ['heavy', 2],
      ['straight', 1],
    ],
  },
};
type RaceProfile = (typeof RACE_PROFILES)[NpcRace];

interface Outfit {
  archetype: Archetype;
  clothing: NpcLooks['clothing'];
  held: Prop | null;
  armour: NonNullable<NpcLooks['armour']> | null;
  weapon: NonNullable<NpcLooks['weapon']> | null;
}

/** The garment an armour is drawn as. */
function armourGarment(name: string): NpcGarment {
  if (/leather|hide|padded/.test(name)) return 'leathers';
  if (/plate|breastplate/.test(name)) return 'breastplate';
  return 'mail';
}

/** A child dresses as a child, whatever the trade: no armour, no weapon, and their family's cut. */
const CHILD_GARMENTS: Readonly<Record<'male' | 'female' | 'nonBinary', Weighted<NpcGarment>>> = {
  male: [
    ['tunic', 3],
    ['shirt', 2],
    ['smock', 2],
  ],
  female: [
    ['gown', 3],
    ['smock', 2],
    ['tunic', 1],
  ],
  nonBinary: [
    ['tunic', 3],
    ['smock', 2],
    ['shirt', 1],
  ],
};

/** Clothes, headwear, what the hand holds, armour and weapon, from the trade's tables and the typed words. */
function decideOutfit(
  facts: LookFacts,
  archetype: Archetype,
  asked: Asked,
  profile: RaceProfile,
  s: (label: string) => LookRng,
): Outfit {
  const child = facts.ageCategory === 'child';
  const def = OUTFITS[archetype];
  const cls = CLASS_LOOKS[facts.socialClass];
  const g = genderKey(facts.gender);
  const clothRng = s('clothing');
  const gearRng = s('gear');

  // Armour first: it is the garment of those who wear it.
  let armourName: string | null = null;
  if (!child) {
    if (asked.armour) armourName = asked.armour;
    else if (def.armour && !asked.garment) {
      const a = weightedIn(gearRng, def.armour);
      armourName = a === 'none' ? null : a;
    }
  }
  let garment: NpcGarment = child
    ? weightedIn(clothRng, CHILD_GARMENTS[g])
    : armourName
      ? armourGarment(armourName)
      : weightedIn(clothRng, def.garments[g]);
  if (asked.garment) garment = asked.garment.kind;
  // Mail with no armour named (a guard's def with 'none'): dress them as a watchman out of armour.
  if (garment === 'mail' && !armourName) garment = 'jerkin';

  // The cloth: a typed colour, the trade's palette, or the class's; the poor wear it faded.
  const typedColour = asked.garment?.colour ?? asked.clothColour;
  // Leather armour is the leather's colour; everything else is cloth from the trade's or the class's palette.
  const palette = garment === 'leathers' && !typedColour ? LEATHERS : (def.colours ?? cls.colours);
  let cloth: Named = pickIn(clothRng, palette);
  if (typedColour) cloth = [typedColour, colourHex(typedColour) ?? cloth[1]];
  let clothHex = saturate(cloth[1], garment === 'leathers' ? 1 : cls.richness).toLowerCase();
  let clothWord = cloth[0];
  if (!typedColour && garment !== 'leathers' && cls.richness < 0.6 && hexToHsl(cloth[1]).s > 0.35)
    clothWord = `faded ${clothWord}`;
  if (typedColour) clothHex = cloth[1].toLowerCase();
  // The game master's own words for the garment ('patched green') are the words the prose uses.
  // The cloth's colour alone, for what else is cut from it (a hood, a headband, an apron): 'a patched grey robe' makes
  // a grey hood, never 'a patched grey hood' or 'an old military brow band'.
  const colourWord = typedColour ?? clothWord;
  if (asked.garment?.descr && (asked.garment.colour || !typedColour)) clothWord = asked.garment.descr;

  // What is worn over it, each from the trade's chances; one apron at most; fur only for the well-off.
  const layers: NonNullable<NpcLooks['clothing']['layers']> = [];
  const layerRng = s('layers');
  const wellOff = facts.socialClass === 'upper' || facts.socialClass === 'nobility';
  const armoured = garment === 'mail' || garment === 'breastplate' || garment === 'leathers';
  for (const option of child ? [] : def.layers) {
    const roll = layerRng.next();
    if (roll >= option.chance * (option.kind === 'fur-collar' && !wellOff ? 0 : 1)) continue;
    if (option.kind === 'tabard' && !armoured) continue;
    if (option.kind.startsWith('apron') && layers.some((l) => l.kind.startsWith('apron'))) continue;
    const colours = option.colours ?? LAYER_COLOURS[option.kind];
    const colour: Named =
      colours === 'cloth' || (asked.clothColour && option.kind === 'cloak')
        ? [colourWord, clothHex]
        : pickIn(layerRng, colours);
    layers.push({ kind: option.kind, word: colour[0], hex: colour[1].toLowerCase() });
  }
  if (
    !child &&
    facts.socialClass === 'nobility' &&
    !layers.some((l) => l.kind === 'fur-collar') &&
    chanceIn(layerRng, 0.35)
  ) {
    const furs = LAYER_COLOURS['fur-collar'];
    const fur = furs === 'cloth' ? (['fur', '#8a6a4a'] as const) : pickIn(layerRng, furs);
    layers.push({ kind: 'fur-collar', word: fur[0], hex: fur[1] });
  }
  for (const typed of asked.layers) {
    const existing = layers.findIndex(
      (l) => l.kind === typed.kind || (l.kind.startsWith('apron') && typed.kind.startsWith('apron')),
    );
    const colours = LAYER_COLOURS[typed.kind];
    const fallback: Named =
      colours === 'cloth'
        ? [colourWord, clothHex]
        : typed.kind === 'fur-collar'
          ? ['fur', '#8a6a4a']
          : (colours[0] as Named);
    const colour: Named = typed.colour ? [typed.colour, colourHex(typed.colour) ?? fallback[1]] : fallback;
    const layer = {
      kind: typed.kind,
      word: typed.descr ?? colour[0],
      hex: colour[1].toLowerCase(),
      ...(typed.noun ? { noun: typed.noun } : {}),
    };
    if (existing >= 0) layers[existing] = layer;
    else layers.push(layer);
  }
  if (layers.length > 4) layers.length = 4;

  // Headwear: typed, bare, or the trade's; nobility crowned; horns never go under a helm or a hat.
  const hatRng = s('headwear');
  let headwear: Headwear | 'none' = child
    ? chanceIn(hatRng, 0.2)
      ? 'cap'
      : 'none'
    : weightedIn(hatRng, def.headwear);
  if (archetype === 'sailor' && isShipmaster(facts.occupation) && !child)
    headwear = weightedIn(hatRng, [
      ['tricorne', 5],
      ['hat', 1],
      ['none', 1],
    ] as const);
  if (headwear === 'none' && facts.socialClass === 'nobility' && !child) headwear = 'circlet';
  if (
    profile.horns &&
    [
      'helm',
      'wizard-hat',
      'straw-hat',
      'fine-hat',
      'feathered-cap',
      'tricorne',
      'hat',
      'cap',
      'kerchief',
    ].includes(headwear)
  )
    headwear = 'headband';
  // Bare-headed when asked, or when what is typed about the scalp would be hidden.
  if (asked.bareHeaded || asked.details.some((d) => d.place === 'scalp' || d.place === 'forehead'))
    headwear = 'none';
  if (asked.headwear) headwear = asked.headwear.kind;
  const cloak = layers.find((l) => l.kind === 'cloak');
  let headwearColour: Named | null = null;
  if (headwear !== 'none' && SOFT_HEADWEAR.has(headwear)) {
    if (asked.headwear?.colour)
      headwearColour = [asked.headwear.colour, colourHex(asked.headwear.colour) ?? clothHex];
    // Dressed all in one colour: the hat is that colour too.
    else if (asked.clothColour) headwearColour = [colourWord, clothHex];
    else if (headwear === 'hood') headwearColour = cloak ? [cloak.word, cloak.hex] : [colourWord, clothHex];
    else if (headwear === 'wizard-hat' || headwear === 'headband') headwearColour = [colourWord, clothHex];
    else if (def.headwearColours) headwearColour = pickIn(hatRng, def.headwearColours);
    else headwearColour = pickIn(hatRng, FELT_COLOURS);
  } else if (headwear === 'circlet' || headwear === 'crown') {
    const metal =
      asked.headwear?.metal ??
      (facts.socialClass === 'nobility' ? 'gold' : pickIn(hatRng, ['silver', 'gold', 'bronze']));
    headwearColour = [metal, MATERIALS[metal] ?? '#d4a93a'];
  }
  let headwearTrim: NpcLooks['clothing']['headwearTrim'] = null;
  if (asked.headwear?.trim) {
    const t = asked.headwear.trim;
    const word =
      t.colour ??
      (t.kind === 'fur' ? 'fur' : t.kind === 'feather' ? 'white' : t.kind === 'gem' ? 'ruby' : 'black');
    headwearTrim = {
      kind: t.kind,
      word,
      hex: colourHex(word) ?? (t.kind === 'fur' ? '#8a6a4a' : t.kind === 'gem' ? '#b01a2a' : '#f2ece0'),
    };
  } else if (headwear === 'feathered-cap' || headwear === 'fine-hat') {
    const f = pickIn(hatRng, FEATHERS);
    headwearTrim = { kind: 'feather', word: f[0], hex: f[1] };
  } else if ((headwear === 'circlet' || headwear === 'crown') && wellOff) {
    const gem = pickIn(hatRng, GEMS);
    headwearTrim = { kind: 'gem', word: gem[0], hex: gem[1] };
  }
  const headwearWord =
    asked.headwear?.word ?? (headwear === 'none' ? undefined : pickIn(hatRng, HEADWEAR_NOUNS[headwear]));

  // What the hand holds and what weapon is carried: typed first, then the trade's tables.
  let held: Prop | null = null;
  let weapon: NpcLooks['weapon'] = null;
  if (!child) {
    const choice0 = weightedIn(gearRng, def.held);
    // A thing typed into the hand that the picture cannot draw leaves the hand to it: no trade prop instead.
    const choice = asked.heldUnknown && choice0 !== 'weapon' ? 'none' : choice0;
    if (choice === 'weapon' && def.weapons) {
      weapon = weaponOf(weightedIn(gearRng, def.weapons));
      // The hand holds what the game master typed: the trade's weapon is carried, not held.
      if (asked.heldUnknown && weapon?.carried === 'hand')
        weapon = { ...weapon, carried: /sword|rapier|scimitar/.test(weapon.name) ? 'hip' : 'back' };
    } else if (choice !== 'weapon' && choice !== 'none') {
      held = choice;
      if (def.weapons && def.sideArm && chanceIn(gearRng, def.sideArm)) {
        const stowed = def.weapons.filter(([w]) => w.carried !== 'hand');
        if (stowed.length) {
          weapon = weaponOf(weightedIn(gearRng, stowed));
        }
      }
    }
  }
  if (asked.weapon) weapon = weaponOf(asked.weapon);
  if (asked.held) {
    held = asked.held.prop;
    // A typed tool in the hand: a typed or drawn weapon moves to the back or the hip.
    if (weapon?.carried === 'hand' && WEAPON_PROPS[weapon.name] !== held)
      weapon = { ...weapon, carried: /sword|rapier|scimitar/.test(weapon.name) ? 'hip' : 'back' };
  }
  if (weapon?.carried === 'hand') {
    const prop = WEAPON_PROPS[weapon.name];
    if (prop) held = archetype === 'wizard' && prop === 'quarterstaff' && !asked.weapon ? 'staff' : prop;
    else weapon = { ...weapon, carried: 'back' };
  }
  // Only bows, swords and axes are drawn stowed; anything else stowed is left off.
  if (weapon && weapon.carried !== 'hand' && !/bow|sword|rapier|scimitar|axe|spear/.test(weapon.name))
    weapon = null;
  if (weapon?.carried === 'back' && /sword|rapier|scimitar/.test(weapon.name))
    weapon = { ...weapon, carried: 'hip' };
  const toolWeapon = held ? PROP_WEAPONS[held] : undefined;
  if (!weapon && toolWeapon) weapon = weaponOf(toolWeapon);
  // A shield goes on the arm that holds no weapon, with a one-handed weapon only.
  const oneHanded =
    weapon?.carried === 'hand' &&
    ['spear', 'longsword', 'shortsword', 'mace', 'club', 'handaxe', 'scimitar'].includes(weapon.name);
  const shield =
    !child && (asked.shield ?? (oneHanded && def.shield ? chanceIn(gearRng, def.shield) : false));
  const armour = armourName || shield ? { name: armourName ?? 'none', shield } : null;
  if (weapon?.carried === 'hip' && !layers.some((l) => l.kind === 'baldric'))
    layers.push({ kind: 'baldric', word: 'leather', hex: '#5a3a24' });

  const under = LINEN_BY_CLASS[facts.socialClass];
  const trimNamed: Named | null =
    cls.trim === 'gold' ? ['gold', '#d4a93a'] : cls.trim === 'silver' ? ['silver', '#c9ced6'] : null;
  return {
    archetype,
    clothing: {
      archetype,
      headwear: headwear === 'none' ? null : headwear,
      cloth: clothHex,
      garment,
      ...(asked.garment && !['mail', 'breastplate', 'leathers'].includes(asked.garment.kind)
        ? { garmentWord: asked.garment.word }
        : {}),
      clothWord,
      under: { word: under[0], hex: under[1] },
      layers,
      ...(headwearWord ? { headwearWord } : {}),
      headwearColour: headwearColour
        ? { word: headwearColour[0], hex: headwearColour[1].toLowerCase() }
        : null,
      headwearTrim,
      // Thread trim is for cloth: armour and leathers are not edged in gold.
      trim:
        trimNamed && !child && !['mail', 'breastplate', 'leathers'].includes(garment)
          ? { word: trimNamed[0], hex: trimNamed[1] }
          : null,
      mask: asked.mask ?? null,
      patched: cls.patches,
      // A hood is worn up unless horns or a frill are in the way, or the typed words are about the neck or ears;
      // some priests wear theirs down.
      ...(headwear === 'hood'
        ? {
            hoodUp:
              (asked.hoodUp === true && !profile.horns) ||
              (!profile.horns &&
                !profile.snout &&
                !asked.details.some((d) => ['neck', 'throat', 'ear'].includes(d.place ?? '')) &&
                !asked.marks.some((m) => m.kind === 'earring') &&
                (archetype !== 'priest' || chanceIn(hatRng, 0.6))),
          }
        : {}),
    },
    held,
    armour,
    weapon,
  };
}

/** Leather in the colours it comes in. */
const LEATHERS: readonly Named[] = [
  ['brown leather', '#6a4428'],
  ['dark leather', '#3e2a1c'],
  ['tan leather', '#94663a'],
  ['black leather', '#26211e'],
  ['oxblood leather', '#5a2420'],
];

const FEATHERS: readonly Named[] = [
  ['white', '#f2ece0'],
  ['scarlet', '#c0392b'],
  ['gold', '#e0b030'],
  ['blue', '#2e86c1'],
  ['black', '#26262a'],
  ['green', '#2f8a4a'],
  ['speckled', '#b8a888'],
];
const GEMS: readonly Named[] = [
  ['ruby', '#b01a2a'],
  ['sapphire', '#1a3a9a'],
  ['emerald', '#1a8a4a'],
  ['garnet', '#7a1a2a'],
  ['amethyst', '#7a3a9a'],
  ['pearl', '#ece8e0'],
];

/** The words the prose uses for each kind of headwear, one drawn once. */
const HEADWEAR_NOUNS: Readonly<Record<Headwear, readonly string[]>> = {
  helm: ['steel helm', 'kettle helm', 'iron helmet', 'round helmet'],
  hood: ['hood'],
  'wizard-hat': [
    'pointed hat sewn with stars',
    'tall hat scattered with stars',
    'wide-brimmed pointed hat sewn with stars',
  ],
  'straw-hat': ['straw hat', 'wide straw hat', 'battered straw hat'],
  'fine-hat': ['velvet hat', 'plumed hat', 'broad velvet hat'],
  'feathered-cap': ['feathered cap', 'cap with a feather'],
  circlet: ['circlet', 'thin circlet'],
  crown: ['crown', 'coronet'],
  goggles: ['brass goggles', 'goggles'],
  headband: ['headband', 'band of cloth', 'brow band'],
  tricorne: ['tricorne', 'three-cornered hat'],
  cap: ['cap', 'felt cap', 'wool cap', 'flat cap', 'linen coif'],
  kerchief: ['kerchief', 'headscarf', 'knotted kerchief'],
  hat: ['felt hat', 'wide-brimmed hat', 'slouch hat', 'broad hat'],
};

/** A weapon as the look keeps it (no empty word). */
function weaponOf(w: WeaponOption): NonNullable<NpcLooks['weapon']> {
  return { name: w.name, carried: w.carried, ...(w.word ? { word: w.word } : {}) };
}

/** A tool of the trade for a hand the game master said something about. */
function handTool(archetype: Archetype, rng: LookRng): Prop {
  const tools = OUTFITS[archetype].held
    .map(([p]) => p)
    .filter((p): p is Prop => p !== 'weapon' && p !== 'none' && HAND_PROPS.has(p));
  return tools.length ? pickIn(rng, tools) : pickIn(rng, ['lantern', 'keys', 'scroll'] as const);
}

/** How a keepsake worn in a given way is drawn. */
const KEEPSAKE_DETAIL: Readonly<
  Record<Keepsake['worn'], { kind: 'pendant' | 'ring' | 'brooch' | 'bracelet'; place: string } | null>
> = {
  finger: { kind: 'ring', place: 'hand' },
  neck: { kind: 'pendant', place: 'neck' },
  breast: { kind: 'brooch', place: 'chest' },
  wrist: { kind: 'bracelet', place: 'wrist' },
  belt: null,
  pocket: null,
};

/** The typed worn token that is the keepsake, if the game master typed one (the first badge, medal, brooch...). */
function adoptedKeepsake(
  details: NonNullable<NpcLooks['details']>,
  k: Keepsake,
): NonNullable<NpcLooks['details']>[number] | undefined {
  return details.find(
    (d) =>
      d.typed &&
      d.words &&
      (['badge', 'medal', 'brooch', 'pendant'].includes(d.kind) ||
        (['ring', 'bracelet'].includes(d.kind) && Boolean(d.motif || d.shape))) &&
      // A keepsake ring is not swapped for a typed pendant: only a token worn the same way, or any when pocketed.
      (k.worn === 'pocket' ||
        k.worn === 'belt' ||
        KEEPSAKE_DETAIL[k.worn]?.kind !== 'ring' ||
        d.kind === 'ring'),
  );
}

/** Stones set in the jewels of class: named in the words, painted in the picture. */
const CLASS_GEMS: readonly Named[] = [
  ['garnet', '#7a1a2a'],
  ['green stone', '#2a9a6a'],
  ['moonstone', '#d8dce8'],
  ['sapphire', '#1a3a9a'],
  ['amber', '#d08a2a'],
  ['jet', '#1a1a1e'],
  ['carnelian', '#b8482a'],
  ['pearl', '#ece8e0'],
  ['amethyst', '#7a3a9a'],
  ['ruby', '#b01a2a'],
];

/** The jewels a class wears (the prose names each; the portrait draws each), around what the game master typed. */
function classJewels(
  socialClass: NpcSocialClass,
  archetype: Archetype,
  typed: NonNullable<NpcLooks['details']>,
  marks: NpcLooks['marks'],
  rng: LookRng,
): NonNullable<NpcLooks['details']> {
  const jewels = CLASS_LOOKS[socialClass].jewels;
  if (jewels === 0) return [];
  const out: NonNullable<NpcLooks['details']> = [];
  const metal: Named =
    socialClass === 'nobility'
      ? ['gold', '#d4a93a']
      : pickIn(rng, [
          ['silver', '#c9ced6'],
          ['gold', '#d4a93a'],
        ] as const);
  const has = (kind: string) => typed.some((d) => d.kind === kind);
  const jewel = (kind: 'brooch' | 'chain' | 'necklace', place: string) => {
    // A brooch holds a stone of its own; a chain or necklace is the metal alone.
    const gem = kind === 'brooch' && chanceIn(rng, 0.7) ? pickIn(rng, CLASS_GEMS) : null;
    out.push({
      kind,
      place,
      side: null,
      word: metal[0],
      hex: metal[1],
      motif: null,
      count: null,
      typed: false,
      words: null,
      ...(gem ? { gem: { word: gem[0], hex: gem[1] } } : {}),
    });
  };
  if (!has('brooch') && !has('badge') && !has('medal') && archetype !== 'guard') jewel('brooch', 'chest');
  if (jewels >= 2 && !marks.some((m) => m.kind === 'earring') && !has('earrings'))
    for (const side of ['left', 'right'] as const)
      marks.push({ kind: 'earring', side, colour: metal[1] === '#d4a93a' ? '#d4a93a' : '#c9ced6' });
  if (jewels >= 3 && !has('chain') && !has('necklace'))
    jewel(chanceIn(rng, 0.5) ? 'chain' : 'necklace', 'chest');
  return out;
}

/** A beard asked for by a game master is a real one, not stubble. */
function beardStyleFor(styles: Weighted<NpcBeardStyle>, rng: LookRng): NpcBeardStyle {
  const real = styles.filter(([style]) => style !== 'stubble');
  return real.length ? weightedIn(rng, real) : 'short';
}

// --- The keepsake: a trinket built from this character's own facts --------------------------------------------

/** What a keepsake is built from: the character's trade, kin, faith, home and past. */
export interface KeepsakeFacts {
  race: NpcRace;
  socialClass: NpcSocialClass;
  occupation: string;
  ageCategory?: NpcAge | undefined;
  /** A relative of the story ('sister', 'Tam'). */
  relative?: { relation: string; first: string } | undefined;
  /** The god of the story; `symbol` with its article ('a lantern with one shutter open'). */
  deity?: { name: string; symbol: string } | undefined;
  /** Where they live and where they were born. */
  home?: string | undefined;
  origin?: string | undefined;
  arcId?: string | undefined;
  /** The trade's emblem as the writer draws it ('goose'); one of the keepsake's own is used when absent. */
  emblemNoun?: string | undefined;
}

export interface Keepsake {
  /** The grammar tag of its shape (keepsake_worn reads it). */
  tag: 'ks-ring' | 'ks-pendant' | 'ks-brooch' | 'ks-token' | 'ks-wrist';
  /** The whole noun phrase, with its article: 'a wooden gull her brother Tam carved'. */
  phrase: string;
  /** 'the wooden gull'. */
  short: string;
  /** The figure on it, for hooks that name the mark: 'crowned gull'. */
  emblem: string;
  worn: 'finger' | 'neck' | 'breast' | 'wrist' | 'belt' | 'pocket';
  material: Named;
  /** What the thing is, as the portrait draws it ('medal', 'locket', 'tooth'); absent: by where it is worn. */
  noun?: string;
  /** The figure its outline takes, when the thing is the figure ('a wooden gull' is shaped as a gull). */
  shape?: string;
}

/** Figures a trade's keepsakes bear, beyond the writer's own emblem. */
const TRADE_FIGURES: Readonly<Record<Archetype, readonly string[]>> = {
  merchant: ['scale', 'key', 'ship', 'coin', 'camel', 'ledger', 'cog', 'wheat ear'],
  guard: ['tower', 'shield', 'gate', 'spear', 'lantern', 'hound', 'bell', 'portcullis'],
  noble: ['crown', 'stag', 'lion', 'swan', 'tower', 'rose', 'falcon', 'griffin'],
  innkeeper: ['tankard', 'goose', 'barrel', 'boar', 'hearth', 'cockerel', 'key', 'bunch of grapes', 'pig'],
  smith: ['anvil', 'hammer', 'horseshoe', 'pair of tongs', 'flame', 'bellows'],
  priest: ['lantern', 'bell', 'sun', 'dove', 'candle', 'open hand'],
  wizard: ['star', 'eye', 'owl', 'moon', 'comet', 'spiral'],
  thief: ['rat', 'key', 'cat', 'mask', 'magpie', 'moth'],
  outlaw: ['wolf', 'crow', 'fox', 'arrow', 'oak', 'boar'],
  farmer: ['sheaf', 'plough', 'hare', 'ox', 'apple', 'beehive'],
  bard: ['lute', 'nightingale', 'harp', 'mask', 'lark', 'drum'],
  alchemist: ['flask', 'serpent', 'salamander', 'mortar', 'moth', 'retort'],
  healer: ['open hand', 'willow', 'cup', 'heron', 'sprig of rue', 'bee'],
  ranger: ['stag', 'oak leaf', 'hawk', 'wolf', 'pine', 'boar'],
  sailor: ['anchor', 'gull', 'ship', 'fish', 'compass rose', 'whale', 'mermaid'],
  scholar: ['quill', 'book', 'owl', 'lamp', 'key', 'star'],
  labourer: ['wheel', 'pick', 'ox', 'mallet', 'axe', 'horseshoe'],
  commoner: ['star', 'hand', 'hare', 'bird', 'fish', 'flower', 'knot'],
};

type FigureKind = 'beast' | 'bird' | 'fish' | 'serpent' | 'thing' | 'light' | 'sky' | 'plant';
/** What kind of figure each is, so it is only given words that mean something for it (no 'laughing key'). */
const FIGURE_KINDS: Readonly<Record<string, FigureKind>> = {
  camel: 'beast',
  hound: 'beast',
  stag: 'beast',
  lion: 'beast',
  boar: 'beast',
  pig: 'beast',
  rat: 'beast',
  cat: 'beast',
  wolf: 'beast',
  fox: 'beast',
  hare: 'beast',
  ox: 'beast',
  horse: 'beast',
  griffin: 'beast',
  bear: 'beast',
  bull: 'beast',
  goat: 'beast',
  dog: 'beast',
  salamander: 'serpent',
  serpent: 'serpent',
  swan: 'bird',
  falcon: 'bird',
  goose: 'bird',
  cockerel: 'bird',
  dove: 'bird',
  owl: 'bird',
  magpie: 'bird',
  crow: 'bird',
  raven: 'bird',
  nightingale: 'bird',
  lark: 'bird',
  heron: 'bird',
  hawk: 'bird',
  gull: 'bird',
  bird: 'bird',
  moth: 'bird',
  bee: 'bird',
  fish: 'fish',
  whale: 'fish',
  mermaid: 'fish',
  lantern: 'light',
  candle: 'light',
  flame: 'light',
  hearth: 'light',
  lamp: 'light',
  sun: 'sky',
  star: 'sky',
  moon: 'sky',
  comet: 'sky',
  'compass rose': 'sky',
  rose: 'plant',
  oak: 'plant',
  'oak leaf': 'plant',
  sheaf: 'plant',
  apple: 'plant',
  willow: 'plant',
  'sprig of rue': 'plant',
  pine: 'plant',
  'bunch of grapes': 'plant',
  'wheat ear': 'plant',
  wheatsheaf: 'plant',
  yew: 'plant',
  flower: 'plant',
};
/** Words that fit each kind of figure (a leaping hare, a broken key, a rising sun). */
const FIGURE_WORDS: Readonly<Record<FigureKind, readonly string[]>> = {
  beast: ['crowned', 'sleeping', 'leaping', 'running', 'rearing', 'two-headed', 'chained', 'watchful'],
  bird: ['crowned', 'sleeping', 'two-headed', 'flying', 'hooded', 'perched'],
  fish: ['leaping', 'crowned', 'twin'],
  serpent: ['coiled', 'crowned', 'two-headed', 'winged'],
  thing: ['broken', 'crowned', 'winged', 'crooked', 'chained', 'cracked'],
  light: ['winged', 'crowned', 'shuttered'],
  sky: ['rising', 'falling', 'eight-pointed', 'waning'],
  plant: ['budding', 'twisted', 'crowned', 'withered'],
};
const SKY_WORDS: Readonly<Record<string, readonly string[]>> = {
  sun: ['rising', 'setting', 'crowned'],
  star: ['falling', 'eight-pointed', 'twin', 'seven-pointed'],
  moon: ['waning', 'horned', 'crescent'],
  comet: ['falling', 'burning'],
  'compass rose': ['eight-pointed'],
};

/** A figure with a word that fits it, or bare: 'leaping hare', 'rising sun', 'broken key'. */
function figureWord(noun: string, rng: LookRng): string {
  const kind = FIGURE_KINDS[noun] ?? 'thing';
  const words = (kind === 'sky' ? SKY_WORDS[noun] : undefined) ?? FIGURE_WORDS[kind];
  // 'shuttered' only for what has a shutter.
  const fit = words.filter((w) => (w === 'shuttered' ? noun === 'lantern' : !noun.startsWith(w.slice(0, 4))));
  return fit.length && chanceIn(rng, 0.5) ? `${pickIn(rng, fit)} ${noun}` : noun;
}

/** Trade objects that carry a figure: the noun, what it is made of, how the figure sits on it, how it is worn. */
interface KeepsakeShape {
  noun: string;
  materials: readonly Named[];
  /** 'with a {figure} on the bow' -> the phrase after the noun; {figure} is the emblem with its article. */
  bears: readonly string[];
  worn: Keepsake['worn'];
  /** What the portrait draws it as, when its noun is not one the drawing knows. */
  drawn?: string;
}
const M = {
  copper: ['copper', '#b8643a'],
  silver: ['silver', '#c9ced6'],
  brass: ['brass', '#c09a4a'],
  iron: ['iron', '#6a6e74'],
  pewter: ['pewter', '#8a8e90'],
  tin: ['tin', '#b4b8bc'],
  bone: ['bone', '#e8dcc0'],
  wood: ['wooden', '#8a5a30'],
  horn: ['horn', '#5a4030'],
  leather: ['leather', '#7a4e2e'],
  gold: ['gold', '#d4a93a'],
  jet: ['jet', '#1a1a1e'],
  amber: ['amber', '#d08a2a'],
  glass: ['glass', '#a8d0d8'],
  enamel: ['enamelled', '#3a6aa8'],
  lead: ['lead', '#7a7e84'],
  clay: ['clay', '#b0704a'],
  stone: ['stone', '#8a8a84'],
} as const satisfies Record<string, Named>;

const PLAIN_SHAPES: readonly KeepsakeShape[] = [
  {
    noun: 'ring',
    materials: [M.copper, M.silver, M.iron, M.brass],
    bears: ['stamped with {figure}', 'cut with {figure}', 'engraved with {figure}'],
    worn: 'finger',
  },
  {
    noun: 'medallion',
    materials: [M.brass, M.pewter, M.copper],
    bears: ['struck with {figure}', 'bearing {figure}'],
    worn: 'neck',
  },
  {
    noun: 'locket',
    materials: [M.silver, M.pewter, M.brass],
    bears: ['engraved with {figure}', 'with {figure} on the lid'],
    worn: 'neck',
  },
  {
    noun: 'brooch',
    materials: [M.pewter, M.enamel, M.brass],
    bears: ['shaped like {figure}', 'worked with {figure}'],
    worn: 'breast',
  },
  {
    noun: 'button',
    materials: [M.horn, M.brass, M.bone],
    bears: ['carved with {figure}', 'pressed with {figure}'],
    worn: 'pocket',
  },
  {
    noun: 'bead',
    materials: [M.glass, M.amber, M.jet],
    bears: ['with {figure} caught inside it', 'painted with {figure}'],
    worn: 'wrist',
  },
  {
    noun: 'key',
    materials: [M.iron, M.brass],
    bears: ['with {figure} worked into the bow', 'with its bow shaped like {figure}'],
    worn: 'neck',
  },
  {
    noun: 'coin',
    materials: [M.silver, M.copper, M.brass],
    bears: ['bored through for a cord and showing {figure}', 'from no mint anyone knows with {figure} on it'],
    worn: 'neck',
  },
  {
    noun: 'charm',
    materials: [M.silver, M.tin, M.bone],
    bears: ['cut in the shape of {figure}', 'shaped like {figure}'],
    worn: 'wrist',
  },
];

/** Typed trades the archetypes only approximate: objects and figures of their own trade. */
const OWN_TRADE_KEEPSAKES: readonly (readonly [
  RegExp,
  { shapes: readonly KeepsakeShape[]; figures: readonly string[] },
])[] = [
  [
    /\b(?:bee ?keeper|apiarist|bee-master|honey ?(?:seller|gatherer))/i,
    {
      shapes: [
        {
          noun: 'honey-fair medal',
          materials: [M.pewter, M.brass],
          bears: ['struck with {figure}'],
          worn: 'breast',
          drawn: 'medal',
        },
        { noun: 'tally stick', materials: [M.wood, M.bone], bears: ['carved with {figure}'], worn: 'belt' },
      ],
      figures: ['beehive', 'bee', 'beehive', 'bee'],
    },
  ],
  [
    /\b(?:rat ?catcher|rat-catcher|ratter|vermin)/i,
    {
      shapes: [
        { noun: 'whistle', materials: [M.tin, M.brass], bears: ['stamped with {figure}'], worn: 'neck' },
        { noun: 'trap-key', materials: [M.iron, M.brass], bears: ['with {figure} on the bow'], worn: 'belt' },
      ],
      figures: ['rat', 'hound', 'rat'],
    },
  ],
];

/** Objects of each trade that a person would keep, and what they bear. */
const TRADE_SHAPES: Readonly<Partial<Record<Archetype, readonly KeepsakeShape[]>>> = {
  innkeeper: [
    { noun: 'tap-key', materials: [M.brass, M.iron], bears: ['with {figure} on the bow'], worn: 'belt' },
    {
      noun: 'die',
      materials: [M.bone, M.horn],
      bears: ['with {figure} where the six should be'],
      worn: 'pocket',
    },
    { noun: 'tally-token', materials: [M.pewter, M.wood], bears: ['stamped with {figure}'], worn: 'pocket' },
    {
      noun: 'penny',
      materials: [M.copper, M.silver],
      bears: ['bored through for a cord with {figure} worn smooth on its face'],
      worn: 'neck',
      drawn: 'coin',
    },
    {
      noun: 'corkscrew',
      materials: [M.brass, M.iron],
      bears: ['with a handle shaped like {figure}'],
      worn: 'belt',
    },
    {
      noun: 'inn token',
      materials: [M.pewter, M.copper],
      bears: ['from an inn long since closed, stamped with {figure}'],
      worn: 'neck',
      drawn: 'coin',
    },
    {
      noun: 'spoon',
      materials: [M.pewter, M.silver],
      bears: ['with {figure} on the handle'],
      worn: 'pocket',
    },
  ],
  smith: [
    {
      noun: 'horseshoe nail',
      materials: [M.iron],
      bears: ['bent into a ring with {figure} punched into the head'],
      worn: 'finger',
      drawn: 'ring',
    },
    {
      noun: 'master’s mark',
      materials: [M.iron, M.brass],
      bears: ['cut as {figure}'],
      worn: 'neck',
      drawn: 'medal',
    },
    { noun: 'file tang', materials: [M.iron], bears: ['with {figure} chased along it'], worn: 'belt' },
    { noun: 'punch', materials: [M.iron], bears: ['that strikes {figure}'], worn: 'belt' },
    {
      noun: 'first nail',
      materials: [M.iron],
      bears: ['ever forged with {figure} on the head'],
      worn: 'neck',
      drawn: 'nail',
    },
  ],
  sailor: [
    {
      noun: 'whale-tooth',
      materials: [M.bone],
      bears: ['scratched with {figure}'],
      worn: 'neck',
      drawn: 'tooth',
    },
    {
      noun: 'pocket compass',
      materials: [M.brass],
      bears: ['with {figure} engraved inside the lid'],
      worn: 'pocket',
    },
    { noun: 'earring', materials: [M.gold, M.silver], bears: ['with {figure} hung from it'], worn: 'pocket' },
    {
      noun: 'bosun’s whistle',
      materials: [M.silver, M.tin],
      bears: ['with {figure} on the buoy'],
      worn: 'neck',
      drawn: 'whistle',
    },
    {
      noun: 'shark’s tooth',
      materials: [M.bone],
      bears: ['scratched with {figure}'],
      worn: 'neck',
      drawn: 'tooth',
    },
    { noun: 'fid', materials: [M.bone, M.wood], bears: ['carved with {figure}'], worn: 'belt' },
  ],
  guard: [
    {
      noun: 'campaign medal',
      materials: [M.brass, M.pewter, M.silver],
      bears: ['struck with {figure}'],
      worn: 'breast',
      drawn: 'medal',
    },
    { noun: 'whistle', materials: [M.brass, M.tin], bears: ['stamped with {figure}'], worn: 'neck' },
    {
      noun: 'badge',
      materials: [M.pewter, M.tin],
      bears: ['shaped like {figure}', 'showing {figure}'],
      worn: 'breast',
    },
    {
      noun: 'arrowhead',
      materials: [M.iron],
      // Words only (one draw whatever the count): the portrait draws the same arrowhead.
      bears: ['scratched with {figure}', 'etched with {figure}', 'filed with the shape of {figure}'],
      worn: 'neck',
    },
    { noun: 'gate token', materials: [M.brass, M.lead], bears: ['stamped with {figure}'], worn: 'pocket' },
  ],
  priest: [
    {
      noun: 'prayer bead',
      materials: [M.wood, M.bone, M.amber],
      bears: ['carved as {figure}'],
      worn: 'wrist',
      drawn: 'bead',
    },
    {
      noun: 'pilgrim’s badge',
      materials: [M.tin, M.pewter],
      bears: ['cast as {figure}'],
      worn: 'breast',
      drawn: 'badge',
    },
    {
      noun: 'reliquary',
      materials: [M.silver, M.brass],
      bears: ['with {figure} on its lid'],
      worn: 'neck',
      drawn: 'locket',
    },
  ],
  wizard: [
    { noun: 'lodestone', materials: [M.iron], bears: ['scratched with {figure}'], worn: 'pocket' },
    { noun: 'ink-stone', materials: [M.jet], bears: ['carved with {figure}'], worn: 'pocket' },
    { noun: 'lens', materials: [M.glass], bears: ['in a frame shaped like {figure}'], worn: 'neck' },
    { noun: 'seal', materials: [M.brass, M.jet], bears: ['cut with {figure}'], worn: 'neck', drawn: 'medal' },
  ],
  scholar: [
    { noun: 'seal', materials: [M.brass, M.horn], bears: ['cut with {figure}'], worn: 'belt' },
    { noun: 'bookmark', materials: [M.leather, M.silver], bears: ['tooled with {figure}'], worn: 'pocket' },
    {
      noun: 'pen-knife',
      materials: [M.horn, M.bone],
      bears: ['with {figure} on the handle'],
      worn: 'pocket',
    },
  ],
  farmer: [
    {
      noun: 'corn dolly',
      materials: [['straw', '#d8b86a']],
      bears: ['plaited in the shape of {figure}'],
      worn: 'pocket',
    },
    { noun: 'sheep bell', materials: [M.brass, M.tin], bears: ['stamped with {figure}'], worn: 'belt' },
    {
      noun: 'ploughing prize',
      materials: [M.pewter, M.brass],
      bears: ['struck with {figure}'],
      worn: 'breast',
      drawn: 'medal',
    },
  ],
  bard: [
    {
      noun: 'plectrum',
      materials: [M.horn, M.bone, M.silver],
      bears: ['etched with {figure}'],
      worn: 'neck',
    },
    { noun: 'tuning peg', materials: [M.bone, M.wood], bears: ['carved as {figure}'], worn: 'pocket' },
    {
      noun: 'tuning fork',
      materials: [M.brass, M.silver],
      bears: ['with {figure} on the stem'],
      worn: 'belt',
    },
  ],
  thief: [
    {
      noun: 'lockpick',
      materials: [M.iron, M.silver],
      bears: ['with {figure} filed into the handle'],
      worn: 'pocket',
    },
    { noun: 'loaded die', materials: [M.bone], bears: ['with {figure} for the one'], worn: 'pocket' },
    {
      noun: 'key',
      materials: [M.iron, M.brass],
      bears: ['to a door long gone with {figure} on the bow'],
      worn: 'neck',
    },
  ],
  outlaw: [
    { noun: 'arrowhead', materials: [M.iron, M.bone], bears: ['scratched with {figure}'], worn: 'neck' },
    {
      noun: 'wolf’s tooth',
      materials: [M.bone],
      bears: ['carved with {figure}'],
      worn: 'neck',
      drawn: 'tooth',
    },
    {
      noun: 'coin',
      materials: [M.silver],
      bears: ['kept from a first stolen purse with {figure} on it'],
      worn: 'neck',
    },
  ],
  ranger: [
    {
      noun: 'antler tine',
      materials: [M.horn, M.bone],
      bears: ['carved with {figure}'],
      worn: 'neck',
      drawn: 'tooth',
    },
    { noun: 'whistle', materials: [M.bone, M.wood], bears: ['cut in the shape of {figure}'], worn: 'neck' },
    {
      noun: 'flint',
      materials: [M.stone],
      bears: ['knapped into the shape of {figure}'],
      worn: 'neck',
      drawn: 'charm',
    },
  ],
  merchant: [
    {
      noun: 'trade token',
      materials: [M.brass, M.copper, M.silver],
      bears: ['stamped with {figure}'],
      worn: 'pocket',
    },
    { noun: 'weight', materials: [M.brass, M.iron], bears: ['marked with {figure}'], worn: 'belt' },
    {
      noun: 'signet',
      materials: [M.silver, M.gold],
      bears: ['cut with {figure}', 'engraved with {figure}', 'bearing {figure}'],
      worn: 'finger',
      drawn: 'ring',
    },
    {
      noun: 'coin',
      materials: [M.gold, M.silver],
      // Words only (one draw whatever the count): the portrait draws the coin and its figure alike.
      bears: [
        'from their first profit with {figure} on it',
        'stamped with {figure}, kept since their first sale',
        'showing {figure}, the first coin they ever earned',
      ],
      worn: 'neck',
    },
  ],
  alchemist: [
    { noun: 'stopper', materials: [M.glass, M.silver], bears: ['shaped like {figure}'], worn: 'neck' },
    { noun: 'phial', materials: [M.glass], bears: ['with {figure} painted on the glass'], worn: 'neck' },
    { noun: 'crucible-tongs', materials: [M.iron], bears: ['with {figure} on the grip'], worn: 'belt' },
  ],
  healer: [
    { noun: 'lancet case', materials: [M.silver, M.horn], bears: ['chased with {figure}'], worn: 'belt' },
    { noun: 'charm', materials: [M.silver, M.bone], bears: ['shaped like {figure}'], worn: 'neck' },
  ],
  noble: [
    {
      noun: 'signet ring',
      materials: [M.gold, M.silver],
      bears: ['cut with {figure}'],
      worn: 'finger',
      drawn: 'ring',
    },
    {
      noun: 'miniature',
      materials: [M.enamel, M.gold],
      bears: ['framed with {figure}'],
      worn: 'neck',
      drawn: 'locket',
    },
    {
      noun: 'seal',
      materials: [M.gold, M.silver],
      bears: ['cut with {figure}'],
      worn: 'neck',
      drawn: 'medal',
    },
  ],
  labourer: [
    { noun: 'guild token', materials: [M.brass, M.copper], bears: ['stamped with {figure}'], worn: 'pocket' },
    { noun: 'chisel', materials: [M.iron], bears: ['with {figure} cut into the handle'], worn: 'belt' },
  ],
};

/**
 * Kin keepsakes: made or left by a named relative. `{kin}` is 'their brother Tam', `{noun}` the bare figure
 * ('gull': a carved thing is the figure itself, with no word on it).
 */
const KIN_SHAPES: readonly {
  phrase: string;
  short: string;
  material: Named;
  worn: Keepsake['worn'];
  drawn?: string;
  isFigure?: boolean;
}[] = [
  {
    phrase: 'a wooden {noun} {kin} carved',
    short: 'wooden {noun}',
    material: M.wood,
    worn: 'pocket',
    isFigure: true,
  },
  {
    phrase: 'a bone {noun} {kin} whittled',
    short: 'bone {noun}',
    material: M.bone,
    worn: 'neck',
    isFigure: true,
  },
  {
    // 'Little': worn on a cord, 'a tin lantern' or 'a tin shield' read as the full-sized thing (blind read, round 4).
    phrase: 'a little tin {noun} {kin} bought at a fair',
    short: 'tin {noun}',
    material: M.tin,
    worn: 'neck',
    isFigure: true,
  },
  {
    phrase: 'a clay {noun} {kin} made as a child',
    short: 'clay {noun}',
    material: M.clay,
    worn: 'pocket',
    isFigure: true,
  },
  {
    phrase: 'a locket with {figure} on the lid that holds a lock of {kinPossessive} hair',
    short: 'locket',
    material: M.silver,
    worn: 'neck',
    drawn: 'locket',
  },
  {
    phrase: '{kinPossessive} old ring with {figure} worn almost flat',
    short: 'ring',
    material: M.copper,
    worn: 'finger',
  },
  {
    phrase: 'a brass button from {kinPossessive} coat stamped with {figure}',
    short: 'brass button',
    material: M.brass,
    worn: 'pocket',
  },
  {
    phrase: 'a scrap of embroidery {kin} stitched with {figure} in red thread',
    short: 'scrap of embroidery',
    material: ['red thread', '#a83a3a'],
    worn: 'pocket',
  },
  {
    phrase: 'a thimble that was {kinPossessive} with {figure} on the crown',
    short: 'thimble',
    material: M.silver,
    worn: 'pocket',
  },
  {
    phrase: 'a whistle {kin} cut from a goose bone and marked with {figure}',
    short: 'bone whistle',
    material: M.bone,
    worn: 'neck',
    drawn: 'whistle',
  },
  {
    phrase: 'a bead from {kinPossessive} necklace painted with {figure}',
    short: 'bead',
    material: M.glass,
    worn: 'wrist',
    drawn: 'bead',
  },
  {
    phrase: 'a horn comb that belonged to {kin} with {figure} on its spine',
    short: 'horn comb',
    material: M.horn,
    worn: 'pocket',
  },
];

/** Keepsakes of a place: home or birthplace. */
const PLACE_SHAPES: readonly {
  phrase: string;
  noun: string;
  material: Named;
  worn: Keepsake['worn'];
  drawn?: string;
}[] = [
  {
    phrase: 'a pebble from the river at {place} scratched with {figure}',
    noun: 'pebble',
    material: M.stone,
    worn: 'pocket',
  },
  {
    phrase: 'a lead token of the {place} fair stamped with {figure}',
    noun: 'lead token',
    material: M.lead,
    worn: 'pocket',
  },
  {
    phrase: 'a copper from the {place} mint with {figure} on its face',
    noun: 'copper',
    material: M.copper,
    worn: 'pocket',
  },
  {
    phrase: 'a ferry token from {place} cut with {figure}',
    noun: 'ferry token',
    material: M.brass,
    worn: 'pocket',
  },
  {
    phrase: 'a brass tag from the {place} tollgate punched with {figure}',
    noun: 'brass tag',
    material: M.brass,
    worn: 'neck',
    drawn: 'medal',
  },
  {
    phrase: 'a tin medal from the {place} fair struck with {figure}',
    noun: 'tin medal',
    material: M.tin,
    worn: 'breast',
    drawn: 'medal',
  },
  {
    phrase: 'a clay seal from the {place} market pressed with {figure}',
    noun: 'clay seal',
    material: M.clay,
    worn: 'belt',
  },
  {
    phrase: 'a penny from {place} bored through and strung on a cord with {figure} on its face',
    noun: 'penny',
    material: M.copper,
    worn: 'neck',
    drawn: 'coin',
  },
];

/** How a keepsake of faith is named: each with the god's sign in another place of the phrase. */
const FAITH_FORMS: readonly ((thing: string, god: string, symbol: string) => string)[] = [
  (thing, god, symbol) => `${withArticle(thing)} of ${god} shaped as ${withArticle(symbol)}`,
  (thing, god, symbol) => `${withArticle(thing)} bearing ${withArticle(symbol)} for ${god}`,
  (thing, god, symbol) => `${withArticle(thing)} cut in the shape of ${withArticle(symbol)} for ${god}`,
  (thing, god, symbol) => `${withArticle(thing)} marked with ${god}’s sign of ${withArticle(symbol)}`,
  (thing, god, symbol) => `${withArticle(thing)} blessed in ${god}’s name and showing ${withArticle(symbol)}`,
];

/** The bare figure of an emblem ('crowned goose' -> 'goose'). */
function bareFigure(emblem: string): string {
  const words = emblem.split(' ');
  return words.length > 1 && /ed$|ing$|-headed|-legged|-pointed|twin|crescent/.test(words[0]!)
    ? words.slice(1).join(' ')
    : emblem;
}

/** Builds the keepsake from the character's facts: a relative, a god, a home, or the trade. */
export function decideKeepsake(facts: KeepsakeFacts, rng: LookRng): Keepsake {
  const archetype = archetypeOf(facts.occupation);
  // A typed trade with keepsakes of its own (a beekeeper's, not a ploughman's) keeps those and their figures.
  const own = OWN_TRADE_KEEPSAKES.find(([pattern]) => pattern.test(facts.occupation))?.[1];
  const tradeShapes = own?.shapes ?? TRADE_SHAPES[archetype];
  const figureNoun =
    facts.emblemNoun && chanceIn(rng, 0.4)
      ? facts.emblemNoun
      : pickIn(rng, own?.figures ?? TRADE_FIGURES[archetype]);
  const emblem = figureWord(figureNoun, rng);
  const figure = withArticle(emblem);
  const tagOf = (worn: Keepsake['worn']): Keepsake['tag'] =>
    worn === 'finger'
      ? 'ks-ring'
      : worn === 'neck'
        ? 'ks-pendant'
        : worn === 'breast'
          ? 'ks-brooch'
          : worn === 'wrist'
            ? 'ks-wrist'
            : 'ks-token';
  const fill = (text: string) => text.replaceAll('{figure}', figure).replaceAll('{emblem}', emblem);
  const source = weightedIn(rng, [
    // Weighted to the character's own people, faith and places over a stock trade token (blind read, round 5).
    ['trade', tradeShapes ? 2 : 0],
    ['plain', 0.5],
    ['kin', facts.relative ? 3 : 0],
    ['faith', facts.deity ? 1.5 : 0],
    ['place', facts.home || facts.origin ? 1.5 : 0],
    ['noble', facts.socialClass === 'nobility' ? 2 : 0],
  ] as const);

  if (source === 'kin' && facts.relative) {
    const shape = steerIn(rng, 'npc_keep_kin', KIN_SHAPES);
    const kin = `their ${facts.relative.relation} ${facts.relative.first}`;
    const kinPossessive = `their ${facts.relative.relation}’s`;
    // A carved or bought figure is the figure itself: a bare noun that can be carved (no 'bone laughing key').
    const noun = bareFigure(figureNoun);
    const phrase = fill(
      shape.phrase
        .replaceAll('{kinPossessive}', kinPossessive)
        .replaceAll('{kin}', kin)
        .replaceAll('{noun}', noun),
    );
    return {
      tag: tagOf(shape.worn),
      phrase,
      short: `the ${shape.short.replaceAll('{noun}', noun)}`,
      emblem: shape.isFigure ? noun : emblem,
      worn: shape.worn,
      material: shape.material,
      noun: shape.isFigure ? 'figure' : (shape.drawn ?? shape.short.split(' ').pop()!),
      ...(shape.isFigure ? { shape: withArticle(noun) } : {}),
    };
  }
  if (source === 'faith' && facts.deity) {
    const material = pickIn(rng, [M.tin, M.pewter, M.wood, M.bone, M.silver] as const);
    const symbol = facts.deity.symbol.replace(/^(?:an?|the) /, '');
    const worn = pickIn(rng, ['neck', 'neck', 'wrist', 'breast'] as const);
    // No commas inside: the phrase is read in the middle of other sentences ('...leaving her {keepsake} and a note').
    // The thing is named for how it is worn: a badge is pinned, an amulet hangs, a charm is tied at the wrist.
    const token =
      worn === 'breast'
        ? pickIn(rng, ['badge', 'medal'] as const)
        : worn === 'wrist'
          ? 'charm'
          : pickIn(rng, ['token', 'charm', 'medal', 'amulet', 'pendant'] as const);
    const thing = `${material[0]} ${token}`;
    return {
      tag: tagOf(worn),
      phrase: steerIn(rng, 'npc_keep_faith', FAITH_FORMS)(thing, facts.deity.name, symbol),
      short: `the ${thing}`,
      // The mark it bears is the god's sign, so a hook that names the mark names what is on it.
      emblem: symbol,
      worn,
      material,
      noun: token === 'token' || token === 'amulet' || token === 'pendant' ? 'medal' : token,
      shape: withArticle(symbol),
    };
  }
  if (source === 'place' && (facts.home || facts.origin)) {
    const shape = steerIn(rng, 'npc_keep_place', PLACE_SHAPES);
    const place = (facts.origin && chanceIn(rng, 0.6) ? facts.origin : facts.home) ?? facts.origin ?? '';
    return {
      tag: tagOf(shape.worn),
      phrase: fill(shape.phrase.replaceAll('{place}', place)),
      short: `the ${shape.noun}`,
      emblem,
      worn: shape.worn,
      material: shape.material,
      noun: shape.drawn ?? shape.noun.split(' ').pop()!,
    };
  }
  const shapes =
    source === 'noble'
      ? (TRADE_SHAPES.noble ?? PLAIN_SHAPES)
      : source === 'trade'
        ? (tradeShapes ?? PLAIN_SHAPES)
        : PLAIN_SHAPES;
  const shape = steerIn(rng, `npc_keep_${source}_${archetype}`, shapes);
  const material = pickIn(rng, shape.materials);
  const bears = fill(steerIn(rng, `npc_keep_bears_${shape.noun}`, shape.bears));
  const noun = `${material[0]} ${shape.noun}`;
  const shaped = /shaped like|shape of|cut as|cast as|carved as/.test(bears);
  return {
    tag: tagOf(shape.worn),
    phrase: `${withArticle(noun)} ${bears}`,
    short: `the ${noun}`,
    emblem,
    worn: shape.worn,
    material,
    noun: shape.drawn ?? shape.noun.split(' ').pop()!,
    ...(shaped ? { shape: figure } : {}),
  };
}

/**
 * Binds a keepsake for the writer: `keepsake` (the noun phrase, 'their' made the NPC's own), `keepsakeShort`,
 * `emblem`, and its shape's tag for the sentences that say where it is worn.
 */
export function bindKeepsake(ctx: GrammarContext, keepsake: Keepsake, their: string): void {
  const own = (text: string) => text.replaceAll('their ', `${their} `);
  for (const t of [...ctx.tags]) if (/^ksw?-/.test(t)) ctx.tags.delete(t);
  ctx.tag(keepsake.tag, `ksw-${keepsake.worn}`);
  ctx.bind('emblem', keepsake.emblem);
  ctx.bind('keepsake', own(keepsake.phrase));
  ctx.bind('keepsakeShort', own(keepsake.short));
}
