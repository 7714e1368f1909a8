// Decides an NPC's look once (colours with the words for them, hair, eyes, horns, scars, beard, age, build,
// clothes): the appearance prose and the portrait both read the result, so what is written is what is drawn.
import type {
  NpcAge,
  NpcBeardStyle,
  NpcGender,
  NpcHairStyle,
  NpcLooks,
  NpcRace,
  NpcScarPlace,
  NpcSocialClass,
} from '../../../shared/kinds/npc.js';
import { mix, saturate } from '../../art/color.js';
import { colourHex, readFeatures } from './looks-features.js';
import { AGE_PROFILES } from './portrait/ages.js';
import { archetypeOf, CLASS_LOOKS, OUTFITS } from './portrait/outfits.js';
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
      ['round-cheeked', 'average'],
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
}

const genderKey = (g: NpcGender) => (g === 'non-binary' ? 'nonBinary' : g);

/** Named colour for a phrase the game master typed, the palette's own word first. */
function named(phrase: string, palette: readonly Named[]): Named | undefined {
  const own = palette.find(([word]) => word === phrase);
  if (own) return own;
  const hex = colourHex(phrase);
  return hex ? [phrase, hex] : undefined;
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
    (asked.skinColour && named(asked.skinColour, palette.skin)) || pickIn(s('skin'), palette.skin);
  const skin = {
    word: skinNamed[0],
    hex: skinNamed[1],
    kind: profile.snout ? ('scales' as const) : ('skin' as const),
  };

  // Elves keep their colour until great age; everyone else greys from middle age, at their race's pace.
  const grey = race === 'elf' ? (ageCategory === 'ancient' ? 0.9 : 0) : age.grey * profile.ageing;
  // Even the long-lived line with great age: an elf of five centuries has a face that shows them.
  const lines = Math.round(age.lines * Math.max(0.6, profile.ageing));

  const hairRng = s('hair');
  let hair: NpcLooks['hair'] = null;
  let natural: Named = palette.hair.length ? pickIn(hairRng, palette.hair) : ['black', '#1e1a19'];
  if (asked.hairColour) natural = named(asked.hairColour, palette.hair) ?? natural;
  let hairHex = natural[1];
  let hairWord = natural[0];
  if (!asked.hairColour && grey >= 0.6) {
    const old = pickIn(hairRng, OLD_HAIR);
    hairWord = old[0];
    hairHex = old[1];
  } else if (!asked.hairColour && grey >= 0.2) {
    hairWord = `greying ${natural[0]}`;
    hairHex = mix(natural[1], GREY, grey);
  }
  if (!profile.hairless) {
    let style: NpcHairStyle = weightedIn(hairRng, profile.hairStyles[genderKey(gender)]);
    if (asked.hairless) style = asked.hairless;
    hair = { word: hairWord, hex: hairHex, style };
  }

  const eyeNamed =
    (asked.eyeColour && named(asked.eyeColour, palette.eyes)) || pickIn(s('eyes'), palette.eyes);
  const eyes = { word: eyeNamed[0], hex: eyeNamed[1] };

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
  const scars: { place: NpcScarPlace }[] = [];
  for (const scar of asked.scars) {
    const side = scar.side ?? pickIn(scarRng, ['left', 'right'] as const);
    const place: NpcScarPlace =
      scar.place === 'cheek' ? `${side}-cheek` : scar.place === 'brow' ? `${side}-brow` : scar.place;
    if (!scars.some((x) => x.place === place)) scars.push({ place });
  }
  // Hard trades and hard races wear the odd scar of their own.
  const scarChance = child
    ? 0
    : (race === 'half-orc' ? 0.3 : race === 'dwarf' ? 0.15 : 0.06) +
      (['guard', 'outlaw', 'ranger', 'smith'].includes(archetypeOf(facts.occupation)) ? 0.12 : 0);
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
      (asked.beardWord as NpcBeardStyle | undefined) ??
      (asked.beard
        ? beardStyleFor(profile.beard.styles, beardRng)
        : weightedIn(beardRng, profile.beard.styles));
    const colour = hair ?? { word: natural[0], hex: natural[1] };
    beard = { word: colour.word, hex: colour.hex, style };
  }

  const build = pickIn(s('build'), palette.builds);

  const clothRng = s('clothing');
  const archetype = archetypeOf(facts.occupation);
  const def = OUTFITS[archetype];
  const classLook = CLASS_LOOKS[facts.socialClass];
  const cloth = saturate(pickIn(clothRng, def.colors ?? classLook.colors), classLook.richness);
  let headwear: string = weightedIn(clothRng, def.headwear);
  if (headwear === 'none' && facts.socialClass === 'nobility') headwear = 'circlet';
  // Horns cannot go under a helm or a hat: a horned head wears a brow band, so the horns stay as written.
  if (profile.horns && ['helm', 'wizard-hat', 'straw-hat', 'fine-hat', 'feathered-cap'].includes(headwear))
    headwear = 'headband';
  const prop = weightedIn(s('held'), def.prop);

  const marks: NpcLooks['marks'] = [];
  // The race's own skin marks (freckles, war paint, inked sigils), unless the game master already gave some.
  const raceMark = weightedIn(s('marks'), profile.markings);
  if (
    (raceMark === 'freckles' || raceMark === 'warpaint' || raceMark === 'sigils') &&
    asked.marks.length === 0
  )
    marks.push({ kind: raceMark, side: null, colour: null });
  marks.push(
    ...asked.marks.map((m) => ({
      kind: m.kind,
      side: m.side ?? (m.kind === 'freckles' ? null : pickIn(s('mark-side'), ['left', 'right'] as const)),
      colour: m.colour,
    })),
  );
  // A missing eye with its lid scarred shut is a scar over that eye; drawn and written as one.
  if (missingEye?.covered === 'scarred-lid') {
    const over: NpcScarPlace = `${missingEye.side}-brow`;
    if (!scars.some((x) => x.place === over)) scars.push({ place: over });
  }

  return {
    skin,
    hair,
    eyes,
    horns,
    missingEye,
    scars: scars.slice(0, 4),
    beard,
    age: { grey: Math.round(grey * 100) / 100, lines },
    build: { word: build[0], frame: build[1] },
    clothing: { archetype, headwear: headwear === 'none' ? null : headwear, cloth: cloth.toLowerCase() },
    heldItem: prop === 'none' ? null : prop,
    marks: marks.slice(0, 6),
    extras: [...asked.extras, ...(asked.limp ? ['walks with a limp'] : [])].slice(0, 6),
  };
}

/** A beard asked for by a game master is a real one, not stubble. */
function beardStyleFor(styles: Weighted<NpcBeardStyle>, rng: LookRng): NpcBeardStyle {
  const real = styles.filter(([style]) => style !== 'stubble');
  return real.length ? weightedIn(rng, real) : 'short';
}
