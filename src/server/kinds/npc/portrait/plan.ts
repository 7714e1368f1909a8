// Decides everything about one NPC portrait before anything is drawn: proportions, colours and variants,
// each from its own seeded stream, so the drawing slots only read a finished record.
import type {
  NpcAge,
  NpcGender,
  NpcLayer,
  NpcLooks,
  NpcRace,
  NpcSide,
} from '../../../../shared/kinds/npc.js';
import { type ArtRng, createArtRng, hashString } from '../../../art/art-rng.js';
import { type ArtStyleDef, getArtStyle } from '../../../art/art-styles.js';
import { hexToHsl, mix } from '../../../art/color.js';
import { decideLooks } from '../looks.js';
import type { PortraitInput } from '../portrait.js';
import { AGE_PROFILES, type AgeProfile } from './ages.js';
import {
  type Archetype,
  archetypeOf,
  CLASS_LOOKS,
  type ClassLook,
  type Garment,
  HEADWEAR,
  type Headwear,
  type Mask,
  OUTFITS,
  PROPS,
  type Prop,
} from './outfits.js';
import {
  type BeardStyle,
  type EarKind,
  type HairStyleId,
  type HornStyle,
  type MarkingKind,
  type NoseKind,
  RACE_PROFILES,
  type RaceProfile,
} from './races.js';

/** Landmarks of the figure on the 512 px canvas. */
export interface Figure {
  cx: number;
  /** Centre of the head (crown to chin). */
  cy: number;
  /** Half the head's width at the cheekbones, and half its height. */
  hw: number;
  hh: number;
  crownY: number;
  chinY: number;
  /** Jaw-corner and chin widths as fractions of hw. */
  jaw: number;
  chin: number;
  eyeY: number;
  /** Distance from the centre line to each eye's centre. */
  eyeDX: number;
  /** Half width and half height of an eye opening. */
  eyeW: number;
  eyeH: number;
  /** Degrees the outer corner of each eye lifts. */
  eyeTilt: number;
  browY: number;
  noseY: number;
  noseW: number;
  mouthY: number;
  mouthW: number;
  earTop: number;
  earBottom: number;
  neckW: number;
  shoulderY: number;
  shoulderW: number;
  /** 0 = feminine build, 1 = masculine; non-binary figures sit between. */
  masc: number;
}

export interface HairPlan {
  style: HairStyleId;
  color: string;
  /** 0 = full hairline, 1 = only a fringe round the back of the head. */
  recede: number;
  /** Which side a parting or sweep falls to. */
  side: 1 | -1;
  volume: number;
}

export interface OutfitPlan {
  archetype: Archetype;
  garment: Garment;
  cloth: string;
  cloth2: string;
  trim: ClassLook['trim'];
  /** The trim's own colour when the look names one (gold or silver thread). */
  trimColor: string | null;
  /** The class's jewels, drawn only for a look stored before its jewels were details. */
  jewels: ClassLook['jewels'];
  patches: boolean;
  headwear: Headwear | null;
  /** The colour of soft headwear (felt, wool, a hood) or the metal of a circlet; null: the cloth's. */
  headwearColor: string | null;
  headwearTrim: { kind: 'fur' | 'feather' | 'gem' | 'band'; color: string } | null;
  prop: Prop | null;
  mask: Mask | null;
  /** Every piece worn over the garment, with its colour. */
  layers: readonly { kind: NpcLayer; color: string }[];
  apron: 'leather' | 'cloth' | null;
  cloak: boolean;
  furCollar: boolean;
  bandolier: boolean;
  towel: boolean;
  tabard: boolean;
  soot: boolean;
  /** The armour's SRD name (studs, plates and scales follow it) and a shield on the free arm. */
  armour: string | null;
  shield: boolean;
  /** A weapon carried but not held: on the back (bows, axes, spears) or at a baldric (swords). */
  stowed: { name: string; carried: 'back' | 'hip' } | null;
  /** Which side a prop is held on. */
  propSide: 1 | -1;
  /** A hood worn up over the head; horns, frills and some priests wear it down on the shoulders. */
  hoodUp: boolean;
}

export interface Expression {
  /** -0.3 (frown) .. 1 (broad smile). */
  smile: number;
  /** Asymmetric smile: a smirk. */
  smirk: number;
  /** Inner brow ends lowered (stern) or raised (worried), in px. */
  browFurrow: number;
  /** Where the eyes look, as a fraction of the eye's width. */
  lookX: number;
}

export interface PortraitPlan {
  input: PortraitInput;
  /** The look the record decided (or, for an NPC stored before looks, one derived from its seed). */
  looks: NpcLooks;
  race: NpcRace;
  profile: RaceProfile;
  gender: NpcGender;
  age: NpcAge;
  ageProfile: AgeProfile;
  style: ArtStyleDef;
  fig: Figure;
  skin: string;
  eye: string;
  lips: string;
  blush: string;
  hair: HairPlan | null;
  brow: string;
  beard: { style: BeardStyle; color: string } | null;
  horns: { style: HornStyle; color: string; snapped: NpcSide | null } | null;
  /** Which side of the picture (1 = viewer's right, the NPC's left) lost its eye, and how it is covered. */
  missingEye: { side: 1 | -1; covered: 'eyepatch' | 'scarred-lid' } | null;
  ears: EarKind;
  earSize: number;
  /** The nose drawn (the race's, or the look's own), and how it is bent. */
  noseKind: NoseKind;
  noseStyle: 'plain' | 'hooked' | 'crooked' | 'long';
  /** Brow thickness and arch, against the race's own. */
  browScale: number;
  browArch: number;
  markings: MarkingKind[];
  lines: number;
  expression: Expression;
  outfit: OutfitPlan;
  metal: string;
  leather: string;
  backdrop: string;
  accent: string;
  glow: string;
  /** A stable id prefix for this picture's defs. */
  idPrefix: string;
  seed: number;
}

const BACKDROPS = [
  '#2f5d6e',
  '#5a3d6e',
  '#2e4a7a',
  '#3d6a4a',
  '#7a3a3a',
  '#8a6a2e',
  '#4a5566',
  '#6a4a3a',
  '#2f6a6a',
];
export function planPortrait(input: PortraitInput, seed: number): PortraitPlan {
  const root = createArtRng(seed, 'npc-portrait');
  const r = (label: string): ArtRng => root.fork(label);
  const profile = RACE_PROFILES[input.race];
  const ageProfile = AGE_PROFILES[input.ageCategory];
  const style = getArtStyle(input.artStyle);
  const gender = input.gender;
  const child = input.ageCategory === 'child';
  // An NPC written before looks existed gets one decided from its own facts and the picture's seed.
  const looks =
    input.looks ??
    decideLooks(
      {
        race: input.race,
        gender,
        ageCategory: input.ageCategory,
        occupation: input.occupation,
        socialClass: input.socialClass,
      },
      createArtRng(seed, 'npc-looks'),
    );

  const fig = planFigure(profile, ageProfile, gender, child, looks.build.frame, r('figure'), looks.face);
  const skin = looks.skin.hex;
  const outfit = planOutfit(input, looks, r('outfit'), profile);
  const hair = planHair(looks, ageProfile, gender, child, r('hair'));
  const hairBase = looks.hair?.hex ?? looks.beard?.hex ?? '#1e1a19';
  const browColor = profile.hairless ? skin : mix(hairBase, '#201812', 0.25);
  const beard = looks.beard && !child ? { style: looks.beard.style, color: looks.beard.hex } : null;
  const horns = looks.horns
    ? { style: looks.horns.style, color: looks.horns.hex, snapped: looks.horns.snapped }
    : null;
  const toSide = (side: NpcSide): 1 | -1 => (side === 'left' ? 1 : -1);
  const missingEye = looks.missingEye
    ? { side: toSide(looks.missingEye.side), covered: looks.missingEye.covered }
    : null;

  const markRng = r('markings');
  const markings: MarkingKind[] = [];
  if (profile.snout) markings.push('scales');
  for (const mark of looks.marks) {
    if (mark.kind === 'freckles' || mark.kind === 'warpaint' || mark.kind === 'sigils')
      markings.push(mark.kind);
  }
  // Children and halflings have rosy cheeks: the halfling's apple cheeks are half of its face.
  if ((child || input.race === 'halfling') && !markings.includes('blush') && !profile.snout)
    markings.push('blush');
  if (gender === 'female' && !profile.snout && !markings.includes('blush') && markRng.chance(0.5))
    markings.push('blush');

  const exprRng = r('expression');
  const mood = OUTFITS[outfit.archetype]?.mood;
  const stern = mood === 'stern' || ['guard', 'thief', 'outlaw', 'smith'].includes(outfit.archetype);
  const expression: Expression = {
    smile: stern ? exprRng.range(-0.15, 0.35) : exprRng.range(0.15, 0.85),
    smirk:
      mood === 'sly' || ['thief', 'outlaw', 'bard', 'noble'].includes(outfit.archetype)
        ? exprRng.range(0.3, 0.8)
        : exprRng.range(0, 0.2),
    browFurrow: stern ? exprRng.range(1.5, 4) : exprRng.range(-1.5, 1),
    lookX: exprRng.range(-0.12, 0.12),
  };

  const palette = r('palette');
  const clothHue = hexToHsl(outfit.cloth);
  const skinHue = hexToHsl(skin);
  const picked = pickBackdrop(palette, [
    clothHue.s > 0.25 ? clothHue.h : -1,
    skinHue.s > 0.3 ? skinHue.h : -1,
  ]);
  // A studio backdrop is a lighter, greyer cloth than a painted one: the realistic style's darker vignette
  // and muted palette would otherwise sink a dark-clad sitter into it.
  const backdrop = style.frame === 'vignette' ? mix(picked, '#a8a090', 0.4) : picked;
  const metal = outfit.archetype === 'alchemist' ? '#b8913a' : '#9aa6b4';
  const lips =
    gender === 'female' && !profile.snout
      ? mix(skin, palette.pick(['#c0505a', '#b04a5a', '#a8504a', '#c06070']), 0.45)
      : mix(skin, '#a05048', 0.22);
  return {
    input,
    looks,
    race: input.race,
    profile,
    gender,
    age: input.ageCategory,
    ageProfile,
    style,
    fig,
    skin,
    eye: looks.eyes.hex,
    lips,
    blush: mix(skin, '#e0606a', 0.55),
    hair,
    brow: browColor,
    beard,
    horns,
    missingEye,
    ears: profile.ears,
    earSize: profile.earSize,
    ...noseOf(profile, looks.face),
    browScale:
      { heavy: 1.3, bushy: 1.5, fine: 0.7, arched: 0.95, straight: 1 }[looks.face?.brows ?? 'straight'] ?? 1,
    browArch:
      { heavy: 0.7, bushy: 0.8, fine: 1.2, arched: 1.9, straight: 0.35 }[looks.face?.brows ?? 'straight'] ??
      1,
    markings,
    lines: looks.age.lines,
    expression,
    outfit,
    metal,
    leather: palette.pick(['#7a4e2e', '#6a4028', '#8a5a34', '#5a3a24']),
    backdrop,
    accent: input.socialClass === 'lower' || input.socialClass === 'working' ? '#a8845a' : '#d4a93a',
    glow: palette.pick(['#ffe2a8', '#ffd0a0', '#d8f0ff', '#f0e0ff']),
    // The input is part of the prefix: two portraits of one seed in different styles may share a page.
    idPrefix: `np${hashString(`${seed}|${input.race}|${input.gender}|${input.ageCategory}|${input.occupation}|${input.socialClass}|${input.artStyle}`).toString(36)}`,
    seed,
  };
}

/** The nose drawn for a look's nose word; the race's own when the look names none. */
function noseOf(
  profile: RaceProfile,
  face: NpcLooks['face'],
): { noseKind: NoseKind; noseStyle: PortraitPlan['noseStyle'] } {
  const nose = face?.nose;
  if (!nose || profile.noseKind === 'snout') return { noseKind: profile.noseKind, noseStyle: 'plain' };
  switch (nose) {
    case 'snub':
      return { noseKind: 'button', noseStyle: 'plain' };
    case 'broad':
      return { noseKind: 'broad', noseStyle: 'plain' };
    case 'bulbous':
      return { noseKind: 'bulb', noseStyle: 'plain' };
    case 'fine':
      return { noseKind: 'fine', noseStyle: 'plain' };
    case 'hooked':
    case 'crooked':
    case 'long':
      return { noseKind: 'straight', noseStyle: nose };
    default:
      return { noseKind: 'straight', noseStyle: 'plain' };
  }
}

/** How each face shape changes the head: width, height, jaw and chin. */
const FACE_SHAPES: Readonly<Record<string, { w: number; h: number; jaw: number; chin: number }>> = {
  oval: { w: 1, h: 1, jaw: 0, chin: 0 },
  long: { w: 0.94, h: 1.06, jaw: -0.03, chin: 0.02 },
  round: { w: 1.05, h: 0.97, jaw: 0.08, chin: 0.1 },
  square: { w: 1.02, h: 1, jaw: 0.13, chin: 0.08 },
  heart: { w: 1.02, h: 1, jaw: -0.1, chin: -0.08 },
  broad: { w: 1.07, h: 0.99, jaw: 0.06, chin: 0.04 },
  narrow: { w: 0.93, h: 1.02, jaw: -0.06, chin: -0.03 },
};

function _genderKey(gender: NpcGender): 'male' | 'female' | 'nonBinary' {
  return gender === 'non-binary' ? 'nonBinary' : gender;
}

function pickBackdrop(rng: ArtRng, avoidHues: readonly number[]): string {
  const ok = BACKDROPS.filter((c) => {
    const h = hexToHsl(c).h;
    return avoidHues.every((a) => a < 0 || Math.min(Math.abs(h - a), 360 - Math.abs(h - a)) > 35);
  });
  return rng.pick(ok.length ? ok : BACKDROPS);
}

/** A slight or broad build shows in the shoulders. */
const BUILD_BREADTH = { slight: 0.93, average: 1, broad: 1.07 } as const;

/** How much larger than the base proportions figures are drawn, to fill the frame. */
const FIGURE_SCALE = 1.24;

function planFigure(
  profile: RaceProfile,
  age: AgeProfile,
  gender: NpcGender,
  child: boolean,
  frame: NpcLooks['build']['frame'],
  rng: ArtRng,
  face?: NpcLooks['face'],
): Figure {
  const S = FIGURE_SCALE;
  const shape = FACE_SHAPES[face?.shape ?? 'oval'] ?? FACE_SHAPES.oval!;
  const masc = gender === 'male' ? 1 : gender === 'female' ? 0 : rng.range(0.35, 0.65);
  // Small seeded differences between faces of one race, so a gallery is not a row of twins.
  const vary = (amount: number) => 1 + rng.range(-amount, amount);
  const hw = 72 * S * profile.head.width * age.head * (1 - 0.04 * (1 - masc)) * vary(0.04) * shape.w;
  const hh = 90 * S * profile.head.height * age.head * (child ? 0.93 : 1) * vary(0.035) * shape.h;
  const cx = 256;
  const cy = 246 + profile.body.lift + age.lift;
  const jawBase = child ? 0.82 : 0.74 + 0.14 * masc;
  const jaw = Math.min(0.97, (jawBase + (profile.head.jaw - 0.5) * 0.18) * vary(0.05) + shape.jaw);
  const chin = Math.min(
    0.6,
    ((child ? 0.4 : 0.28 + 0.16 * masc) + (profile.head.chin - 0.5) * 0.22) * vary(0.12) + shape.chin,
  );
  const eyeY = cy + hh * (0.12 + age.eyeDrop + rng.range(-0.02, 0.02));
  const chinY = cy + hh;
  const eyeW = hw * 0.215 * profile.eyeSize * age.eyes * (1.05 - 0.05 * masc) * vary(0.07);
  const eyeH = eyeW * (0.66 - 0.08 * masc) * (child ? 1.08 : 1) * vary(0.1);
  const lower = chinY - eyeY;
  const body = age.body;
  return {
    cx,
    cy,
    hw,
    hh,
    crownY: cy - hh,
    chinY,
    jaw,
    chin,
    eyeY,
    eyeDX: hw * (child ? 0.44 : 0.42) * vary(0.04),
    eyeW,
    eyeH,
    eyeTilt: profile.eyeTilt + rng.range(-2.5, 2.5),
    browY: eyeY - eyeW * 1.12 - 3 - 2 * (1 - masc),
    noseY: eyeY + lower * 0.42 * vary(0.05),
    noseW:
      hw *
      0.2 *
      profile.noseSize *
      age.nose *
      vary(0.1) *
      (face?.nose === 'long' ? 1.15 : face?.nose === 'broad' ? 1.12 : 1),
    mouthY: eyeY + lower * (child ? 0.64 : 0.68) * vary(0.03),
    mouthW: hw * (0.27 + 0.03 * masc) * (child ? 0.85 : 1) * vary(0.08),
    earTop: eyeY - hh * 0.14,
    earBottom: eyeY + lower * 0.46,
    neckW: hw * 1.0 * profile.body.neck * Math.sqrt(body) * (0.84 + 0.16 * masc),
    shoulderY: chinY + (child ? 30 : 38) * S * Math.max(0.8, body) + age.slump,
    shoulderW:
      160 *
      S *
      profile.body.shoulders *
      BUILD_BREADTH[frame] *
      body *
      (0.86 + 0.14 * masc) *
      (1 - age.slump / 200) *
      vary(0.04),
    masc,
  };
}

function planHair(
  looks: NpcLooks,
  age: AgeProfile,
  gender: NpcGender,
  child: boolean,
  rng: ArtRng,
): HairPlan | null {
  if (!looks.hair) return null;
  const style = looks.hair.style;
  // A receding hairline is for grown men (and some non-binary elders), and only under the cuts it can show in.
  const recedeChance = child
    ? 0
    : gender === 'male'
      ? age.recede
      : gender === 'non-binary'
        ? age.recede * 0.4
        : 0;
  const canRecede = ['cropped', 'side-swept', 'tousled', 'curly', 'wild'].includes(style);
  const recede =
    canRecede && rng.chance(recedeChance * (looks.age.grey > 0 || age.recede > 0 ? 1 : 0))
      ? rng.range(0.45, age.lines >= 2 ? 0.8 : 0.7)
      : 0;
  return {
    style,
    color: looks.hair.hex,
    recede,
    side: rng.chance(0.5) ? 1 : -1,
    volume: rng.range(0.85, 1.15),
  };
}

/** Garments and layers of a look stored before they were part of it: what its archetype always wore. */
const LEGACY: Readonly<
  Record<string, { garment: [Garment, Garment]; layers: readonly NpcLayer[]; mask?: Mask }>
> = {
  merchant: { garment: ['doublet', 'gown'], layers: [] },
  guard: { garment: ['mail', 'mail'], layers: ['tabard'] },
  noble: { garment: ['doublet', 'gown'], layers: ['fur-collar'] },
  innkeeper: { garment: ['shirt', 'gown'], layers: ['apron-cloth', 'towel'] },
  smith: { garment: ['shirt', 'shirt'], layers: ['apron-leather'] },
  priest: { garment: ['vestment', 'vestment'], layers: [] },
  wizard: { garment: ['robe', 'robe'], layers: [] },
  thief: { garment: ['leathers', 'leathers'], layers: ['cloak'] },
  outlaw: { garment: ['leathers', 'leathers'], layers: ['cloak'] },
  farmer: { garment: ['shirt', 'gown'], layers: [] },
  bard: { garment: ['doublet', 'gown'], layers: [] },
  alchemist: { garment: ['leathers', 'leathers'], layers: ['apron-leather', 'bandolier'] },
  ranger: { garment: ['leathers', 'leathers'], layers: ['cloak'] },
  commoner: { garment: ['tunic', 'gown'], layers: [] },
};

function planOutfit(input: PortraitInput, looks: NpcLooks, rng: ArtRng, profile: RaceProfile): OutfitPlan {
  const archetype = isArchetype(looks.clothing.archetype)
    ? looks.clothing.archetype
    : archetypeOf(input.occupation);
  const look = CLASS_LOOKS[input.socialClass];
  const c = looks.clothing;
  const cloth = c.cloth;
  const headwear = HEADWEAR.find((h) => h === c.headwear) ?? 'none';
  const prop = PROPS.find((p) => p === looks.heldItem) ?? 'none';
  const legacy = LEGACY[archetype] ?? LEGACY.commoner!;
  const female = input.gender === 'female';
  const garment: Garment = c.garment ?? legacy.garment[female ? 1 : 0];
  const layers = c.layers
    ? c.layers.map((l) => ({ kind: l.kind, color: l.hex }))
    : legacy.layers.map((kind) => ({
        kind,
        color:
          kind === 'apron-leather'
            ? '#7a4e2e'
            : kind === 'apron-cloth' || kind === 'towel'
              ? '#ece6da'
              : kind === 'fur-collar'
                ? '#f2eee6'
                : cloth,
      }));
  const has = (kind: NpcLayer) => layers.some((l) => l.kind === kind);
  const weapon = looks.weapon ?? null;
  const typed = (looks.details ?? []).filter((d) => d.typed);
  const handDetail = typed.find(
    (d) => ['hand', 'hands', 'fingers', 'knuckles', 'palm', 'wrist'].includes(d.place ?? '') && d.side,
  );
  const handSide: 1 | -1 | undefined = handDetail ? (handDetail.side === 'left' ? 1 : -1) : undefined;
  const shownUnderHood =
    typed.some((d) => ['neck', 'throat', 'ear'].includes(d.place ?? '')) ||
    looks.marks.some((m) => m.kind === 'earring');
  return {
    archetype,
    garment,
    cloth,
    cloth2:
      c.under?.hex ??
      (input.socialClass === 'lower' ? '#bdb29a' : input.socialClass === 'nobility' ? '#f3eee4' : '#e4dcc8'),
    trim:
      c.trim === undefined
        ? look.trim
        : c.trim
          ? c.trim.word === 'gold'
            ? 'gold'
            : 'silver'
          : look.trim === 'plain'
            ? 'plain'
            : 'none',
    trimColor: c.trim?.hex ?? null,
    jewels: looks.details ? 0 : look.jewels,
    patches: c.patched ?? look.patches,
    headwear: headwear === 'none' ? null : headwear,
    headwearColor: c.headwearColour?.hex ?? null,
    headwearTrim: c.headwearTrim ? { kind: c.headwearTrim.kind, color: c.headwearTrim.hex } : null,
    prop: prop === 'none' ? null : prop,
    mask: c.mask ?? null,
    layers,
    apron: has('apron-leather') ? 'leather' : has('apron-cloth') ? 'cloth' : null,
    cloak: has('cloak'),
    furCollar: has('fur-collar'),
    bandolier: has('bandolier'),
    towel: has('towel'),
    tabard: has('tabard'),
    soot: archetype === 'smith' && input.ageCategory !== 'child',
    armour: looks.armour && looks.armour.name !== 'none' ? looks.armour.name : null,
    shield: looks.armour?.shield ?? false,
    stowed: weapon && weapon.carried !== 'hand' ? { name: weapon.name, carried: weapon.carried } : null,
    // The hand that shows is the one the words are about; a hood is worn down when the neck or ears are.
    propSide: handSide ?? (rng.chance(0.5) ? 1 : -1),
    hoodUp:
      c.hoodUp ??
      (!profile.horns && !profile.snout && !shownUnderHood && (archetype !== 'priest' || rng.chance(0.6))),
  };
}

function isArchetype(value: string): value is Archetype {
  return value in OUTFITS;
}
