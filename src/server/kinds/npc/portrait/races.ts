// Race profiles for NPC portraits as data: palettes, proportions and the variants each race may wear, so the
// nine races read at a glance (elf ears, dwarf beards, gnome noses, tusks, horns, snouts).
import type { NpcBeardStyle, NpcHairStyle, NpcHornStyle, NpcRace } from '../../../../shared/kinds/npc.js';

export type EarKind = 'round' | 'pointed' | 'long' | 'swept' | 'frill';
export type EyeKind = 'round' | 'solid' | 'slit';
export type NoseKind = 'straight' | 'fine' | 'button' | 'broad' | 'bulb' | 'snout';
export type HornStyle = NpcHornStyle;
export type HairStyleId = NpcHairStyle;
export type BeardStyle = NpcBeardStyle;
export type MarkingKind = 'freckles' | 'scales' | 'warpaint' | 'sigils' | 'scar' | 'blush';

type Weighted<T> = readonly (readonly [T, number])[];

export interface RaceProfile {
  skin: readonly string[];
  hair: readonly string[];
  eyes: readonly string[];
  horn?: readonly string[];
  eyeKind: EyeKind;
  /** Head size and shape relative to a human adult (jaw and chin are fractions of the head's half-width). */
  head: { width: number; height: number; jaw: number; chin: number };
  /** Shoulder breadth and neck thickness relative to a human; `lift` moves the figure down (small folk). */
  body: { shoulders: number; neck: number; lift: number };
  eyeSize: number;
  eyeTilt: number;
  noseKind: NoseKind;
  noseSize: number;
  browWeight: number;
  ears: EarKind;
  earSize: number;
  hairStyles: {
    male: Weighted<HairStyleId>;
    female: Weighted<HairStyleId>;
    nonBinary: Weighted<HairStyleId>;
  };
  /** Chance of a beard by gender, and the styles allowed. */
  beard: { male: number; female: number; nonBinary: number; styles: Weighted<BeardStyle> };
  horns?: Weighted<HornStyle>;
  markings: Weighted<MarkingKind | 'none'>;
  tusks?: boolean;
  snout?: boolean;
  hairless?: boolean;
  /** How strongly age greys hair and lines the face (elves age gracefully). */
  ageing: number;
}

const HUMAN_SKIN = ['#f6d8c2', '#edc09f', '#dfa982', '#c98c64', '#ad7350', '#8b583a', '#6a3f29', '#4d2d1e'];
const HUMAN_HAIR = ['#1e1a19', '#3a291f', '#5c3f2d', '#85593a', '#9e4a28', '#c0692f', '#d4ac6c', '#e5cc92'];
const HUMAN_EYES = ['#5a3a20', '#6e6a30', '#3f7a4f', '#3a6a9e', '#607386', '#3a281a'];

const MALE_SHORT: Weighted<HairStyleId> = [
  ['cropped', 3],
  ['side-swept', 3],
  ['tousled', 3],
  ['ponytail', 1],
  ['long-straight', 1],
  ['curly', 1],
  ['shaved', 1],
];
const FEMALE_LONG: Weighted<HairStyleId> = [
  ['long-straight', 3],
  ['long-wavy', 3],
  ['bun', 2],
  ['ponytail', 2],
  ['braids', 2],
  ['bob', 2],
  ['curly', 1],
];
const NEUTRAL_MIX: Weighted<HairStyleId> = [
  ['bob', 3],
  ['side-swept', 3],
  ['tousled', 2],
  ['ponytail', 2],
  ['long-straight', 1],
  ['bun', 1],
  ['curly', 1],
];

export const RACE_PROFILES: Readonly<Record<NpcRace, RaceProfile>> = {
  human: {
    skin: HUMAN_SKIN,
    hair: HUMAN_HAIR,
    eyes: HUMAN_EYES,
    eyeKind: 'round',
    head: { width: 1, height: 1, jaw: 0.5, chin: 0.5 },
    body: { shoulders: 1, neck: 1, lift: 0 },
    eyeSize: 1,
    eyeTilt: 0,
    noseKind: 'straight',
    noseSize: 1,
    browWeight: 1,
    ears: 'round',
    earSize: 1,
    hairStyles: { male: MALE_SHORT, female: FEMALE_LONG, nonBinary: NEUTRAL_MIX },
    beard: {
      male: 0.45,
      female: 0,
      nonBinary: 0.1,
      styles: [
        ['stubble', 3],
        ['short', 3],
        ['full', 2],
        ['goatee', 2],
        ['moustache', 1],
      ],
    },
    markings: [
      ['none', 6],
      ['freckles', 2],
      ['scar', 1],
    ],
    ageing: 1,
  },
  elf: {
    skin: ['#f6e2cf', '#eed4bc', '#e2c09f', '#c99d7a', '#a97c5e', '#e9dde6'],
    hair: ['#f1e8cc', '#e3c27a', '#cbced8', '#1f1d26', '#8c3b24', '#b8c8de', '#d9a441'],
    eyes: ['#2f9e74', '#4a8ad0', '#8a5ad0', '#c99a3a', '#4fb0bf'],
    eyeKind: 'round',
    head: { width: 0.92, height: 1.03, jaw: 0.15, chin: 0.15 },
    body: { shoulders: 0.92, neck: 0.86, lift: 0 },
    eyeSize: 1.08,
    eyeTilt: 4,
    noseKind: 'fine',
    noseSize: 0.85,
    browWeight: 0.7,
    ears: 'long',
    earSize: 1,
    hairStyles: {
      male: [
        ['long-straight', 5],
        ['ponytail', 3],
        ['side-swept', 2],
        ['braids', 1],
      ],
      female: [
        ['long-straight', 4],
        ['long-wavy', 3],
        ['braids', 2],
        ['bun', 1],
        ['ponytail', 1],
      ],
      nonBinary: [
        ['long-straight', 3],
        ['ponytail', 2],
        ['bob', 1],
        ['side-swept', 1],
      ],
    },
    beard: { male: 0, female: 0, nonBinary: 0, styles: [['stubble', 1]] },
    markings: [
      ['none', 6],
      ['sigils', 2],
    ],
    ageing: 0.45,
  },
  dwarf: {
    skin: ['#efc1a0', '#e0a683', '#c98b68', '#a96e4f', '#86533a'],
    hair: ['#8a3a1e', '#b0592a', '#5a3a24', '#2a2220', '#c89a58', '#6e2a1c'],
    eyes: ['#5a3a20', '#3a6a9e', '#4a6a3a', '#6a5030', '#607386'],
    eyeKind: 'round',
    head: { width: 1.16, height: 0.96, jaw: 0.95, chin: 0.9 },
    body: { shoulders: 1.16, neck: 1.25, lift: 6 },
    eyeSize: 0.9,
    eyeTilt: -2,
    noseKind: 'broad',
    noseSize: 1.2,
    browWeight: 1.5,
    ears: 'round',
    earSize: 1.05,
    hairStyles: {
      male: [
        ['cropped', 2],
        ['braids', 2],
        ['topknot', 2],
        ['long-straight', 2],
        ['bald', 1],
      ],
      female: [
        ['braids', 5],
        ['bun', 2],
        ['long-wavy', 2],
      ],
      nonBinary: [
        ['braids', 3],
        ['topknot', 2],
        ['cropped', 1],
      ],
    },
    beard: {
      male: 0.97,
      female: 0.25,
      nonBinary: 0.65,
      styles: [
        ['braided', 5],
        ['forked', 3],
        ['long', 2],
        ['full', 2],
      ],
    },
    markings: [
      ['none', 6],
      ['scar', 2],
    ],
    ageing: 1,
  },
  halfling: {
    skin: ['#f4cfae', '#e6b48e', '#d19a72', '#b57c56', '#90603f'],
    hair: ['#5a3a22', '#7a4a28', '#9a6030', '#c08a4a', '#3a2820', '#a8552c'],
    eyes: ['#5a3a20', '#6e6a30', '#3f7a4f', '#3a6a9e'],
    eyeKind: 'round',
    head: { width: 1.12, height: 0.86, jaw: 0.86, chin: 0.78 },
    body: { shoulders: 0.82, neck: 0.88, lift: 26 },
    eyeSize: 1.12,
    eyeTilt: 0,
    noseKind: 'button',
    noseSize: 0.9,
    browWeight: 0.85,
    ears: 'round',
    earSize: 0.82,
    hairStyles: {
      male: [
        ['curly', 6],
        ['tousled', 2],
      ],
      female: [
        ['curly', 5],
        ['braids', 1],
        ['bun', 1],
      ],
      nonBinary: [
        ['curly', 5],
        ['tousled', 1],
      ],
    },
    beard: { male: 0.12, female: 0, nonBinary: 0, styles: [['sideburns', 1]] },
    markings: [
      ['freckles', 4],
      ['blush', 3],
      ['none', 2],
    ],
    ageing: 1,
  },
  gnome: {
    skin: ['#f5d2b8', '#e9bb99', '#d3a17d', '#ab7958', '#885a3e'],
    hair: ['#f2efe8', '#e0762e', '#e8c458', '#d76e8e', '#7a4a2a', '#a8c4dc'],
    eyes: ['#3a8ad0', '#2f9e74', '#7a5a30', '#8a5ad0'],
    eyeKind: 'round',
    head: { width: 1.06, height: 0.92, jaw: 0.55, chin: 0.12 },
    body: { shoulders: 0.78, neck: 0.8, lift: 28 },
    eyeSize: 1.28,
    eyeTilt: 0,
    noseKind: 'bulb',
    noseSize: 1.5,
    browWeight: 1.1,
    ears: 'pointed',
    earSize: 1.5,
    hairStyles: {
      male: [
        ['wild', 6],
        ['tousled', 1],
      ],
      female: [
        ['wild', 4],
        ['bun', 1],
        ['curly', 1],
      ],
      nonBinary: [['wild', 1]],
    },
    beard: {
      male: 0.6,
      female: 0,
      nonBinary: 0.15,
      styles: [
        ['moustache', 3],
        ['full', 2],
        ['goatee', 1],
      ],
    },
    markings: [
      ['blush', 4],
      ['freckles', 2],
      ['none', 2],
    ],
    ageing: 1,
  },
  'half-elf': {
    // Between their parents: human tones and the paler, golden elven ones.
    skin: ['#f4dcc6', '#e2bf9d', '#ebc7a8', '#c69470', '#a87656', '#875a3e', '#f6e2cf'],
    hair: ['#1e1a19', '#3a291f', '#5c3f2d', '#9e4a28', '#d4ac6c', '#e3c27a', '#cbced8'],
    eyes: ['#3f7a4f', '#3a6a9e', '#6e6a30', '#8a5ad0', '#5a3a20'],
    eyeKind: 'round',
    head: { width: 0.96, height: 1.01, jaw: 0.35, chin: 0.35 },
    body: { shoulders: 0.96, neck: 0.93, lift: 0 },
    eyeSize: 1.04,
    eyeTilt: 2,
    noseKind: 'straight',
    noseSize: 0.92,
    browWeight: 0.85,
    ears: 'pointed',
    earSize: 0.78,
    hairStyles: {
      male: [
        ['side-swept', 3],
        ['long-straight', 2],
        ['ponytail', 2],
        ['tousled', 2],
      ],
      female: FEMALE_LONG,
      nonBinary: NEUTRAL_MIX,
    },
    beard: {
      male: 0.15,
      female: 0,
      nonBinary: 0,
      styles: [
        ['stubble', 2],
        ['goatee', 1],
      ],
    },
    markings: [
      ['none', 6],
      ['freckles', 1],
      ['scar', 1],
    ],
    ageing: 0.8,
  },
  'half-orc': {
    skin: ['#8fa77a', '#7c9a6a', '#6f8a6a', '#8d9a80', '#6b7d5c', '#9aa88c'],
    hair: ['#1a1a1a', '#2a2420', '#38383a', '#4a3a2a'],
    eyes: ['#8a5a1a', '#6a3a1a', '#a83a1a', '#4a6a3a'],
    eyeKind: 'round',
    head: { width: 1.1, height: 1.02, jaw: 1, chin: 1 },
    body: { shoulders: 1.14, neck: 1.3, lift: 0 },
    eyeSize: 0.86,
    eyeTilt: -3,
    noseKind: 'broad',
    noseSize: 1.15,
    browWeight: 1.7,
    ears: 'pointed',
    earSize: 1.05,
    hairStyles: {
      male: [
        ['mohawk', 3],
        ['topknot', 3],
        ['shaved', 2],
        ['ponytail', 1],
      ],
      female: [
        ['ponytail', 3],
        ['braids', 2],
        ['mohawk', 1],
        ['long-straight', 2],
      ],
      nonBinary: [
        ['topknot', 2],
        ['mohawk', 2],
        ['ponytail', 1],
      ],
    },
    beard: {
      male: 0.25,
      female: 0,
      nonBinary: 0.05,
      styles: [
        ['stubble', 2],
        ['goatee', 1],
      ],
    },
    markings: [
      ['warpaint', 3],
      ['scar', 3],
      ['none', 3],
    ],
    tusks: true,
    ageing: 1,
  },
  tiefling: {
    skin: ['#c4453f', '#a83a3a', '#b04a6a', '#8e3f7a', '#7a3f8f', '#9a5a9a', '#c06a60'],
    hair: ['#1a1520', '#3a1a3a', '#5a1a2a', '#1a2040', '#2a2a2a', '#4a2a5a'],
    eyes: ['#f2c440', '#e83a3a', '#f4efe6', '#c84ae8', '#1b1720'],
    horn: ['#2a2228', '#4a3a36', '#6a5a50', '#3a2430', '#d8cbb0'],
    eyeKind: 'solid',
    head: { width: 0.95, height: 1.02, jaw: 0.3, chin: 0.15 },
    body: { shoulders: 0.97, neck: 0.92, lift: 0 },
    eyeSize: 1.04,
    eyeTilt: 5,
    noseKind: 'fine',
    noseSize: 0.95,
    browWeight: 0.95,
    ears: 'swept',
    earSize: 0.9,
    hairStyles: {
      male: [
        ['side-swept', 3],
        ['long-straight', 2],
        ['tousled', 2],
        ['ponytail', 1],
      ],
      female: [
        ['long-straight', 3],
        ['long-wavy', 3],
        ['bob', 2],
        ['ponytail', 1],
      ],
      nonBinary: NEUTRAL_MIX,
    },
    beard: { male: 0.15, female: 0, nonBinary: 0, styles: [['goatee', 1]] },
    horns: [
      ['ram', 3],
      ['swept', 4],
      ['straight', 2],
      ['crown', 1],
    ],
    markings: [
      ['none', 5],
      ['sigils', 3],
    ],
    ageing: 1,
  },
  dragonborn: {
    skin: [
      '#b8382e',
      '#2f6fb8',
      '#3f8f4f',
      '#3b3f48',
      '#d8dde3',
      '#c09a4a',
      '#a8713a',
      '#b8643a',
      '#d4a83a',
      '#aab4c0',
    ],
    hair: ['#000000'],
    eyes: ['#f0c020', '#e07020', '#d03020', '#60c0e0'],
    horn: ['#e2d5b8', '#c8b894', '#5a4a40', '#3a3034'],
    eyeKind: 'slit',
    head: { width: 1.06, height: 1.12, jaw: 0.6, chin: 0.6 },
    body: { shoulders: 1.14, neck: 1.25, lift: 4 },
    eyeSize: 0.95,
    eyeTilt: 8,
    noseKind: 'snout',
    noseSize: 1,
    browWeight: 0,
    ears: 'frill',
    earSize: 1,
    hairStyles: { male: [['bald', 1]], female: [['bald', 1]], nonBinary: [['bald', 1]] },
    beard: { male: 0, female: 0, nonBinary: 0, styles: [['stubble', 1]] },
    horns: [['dragon', 1]],
    markings: [['scales', 1]],
    snout: true,
    hairless: true,
    ageing: 0.6,
  },
};
