// The map styles: a small fixed palette each (paper, light, medium, dark ink) and how each style draws things.
import type { TownMapStyle } from '../../../../shared/kinds/town.js';
import type { DistrictType } from './plan.js';
import type { GroundTone } from './terrain.js';

export interface MapStyleDef {
  paper: string;
  /** The land inside the frame (before snow or sand tones). */
  land: string;
  ink: string;
  inkSoft: string;
  water: string;
  waterInk: string;
  /** How open water is marked: ripple lines along the shore, ruled hatching, depth lines, or washes. */
  waterMark: 'ripples' | 'hatch' | 'depth' | 'wash';
  fields: readonly [string, string, string, string];
  /** Fields outlined only (no fill) in the pen styles. */
  fieldOutline: boolean;
  tree: string;
  treeInk: string;
  street: string;
  plaza: string;
  green: string;
  roof: (ward: DistrictType | 'suburb' | 'farm') => string;
  roofInk: string;
  wall: string;
  /** The three stroke weights: walls and shores, buildings and roads, details. */
  heavy: number;
  medium: number;
  fine: number;
  /** Vertex wobble in px for the hand-made styles (0 for ruled styles). */
  wobble: number;
  /** Draw outlines twice, slightly offset (pencil). */
  doubleStroke: boolean;
  /** Buildings filled with hatching instead of flat colour. */
  hatchBuildings: boolean;
  extrude: boolean;
  grid: boolean;
  contours: boolean;
  wash: boolean;
  vignette: boolean;
  /** The title's colour and the markers' fill. */
  accent: string;
  markerFill: string;
  markerInk: string;
}

const warmRoofs: Record<string, string> = {
  market: '#b8654a',
  temple: '#8d7fa6',
  craft: '#a9704e',
  docks: '#7c8790',
  noble: '#9c4f45',
  slums: '#9a8468',
  castle: '#6f6a66',
  residential: '#b07552',
  farmland: '#a58a58',
  mines: '#7f7468',
  arcane: '#6f78a8',
  barracks: '#877a62',
  suburb: '#b99270',
  farm: '#a58a58',
};

const mono = (c: string) => () => c;

export const MAP_STYLES: Record<TownMapStyle, MapStyleDef> = {
  fantasy: {
    paper: '#efe3c6',
    land: '#e9dfbf',
    ink: '#3a2c22',
    inkSoft: '#7a6650',
    water: '#9fc2c4',
    waterInk: '#4f7f86',
    waterMark: 'ripples',
    fields: ['#d9d7a2', '#cfd39a', '#e2d59f', '#c9cc8e'],
    fieldOutline: false,
    tree: '#7e9a5f',
    treeInk: '#3f5131',
    street: '#f2e8cf',
    plaza: '#e6d6b0',
    green: '#b7c98c',
    roof: (w) => warmRoofs[w] ?? '#b07552',
    roofInk: '#3a2c22',
    wall: '#5a4a3e',
    heavy: 4,
    medium: 1.3,
    fine: 0.7,
    wobble: 0,
    doubleStroke: false,
    hatchBuildings: false,
    extrude: false,
    grid: false,
    contours: false,
    wash: false,
    vignette: false,
    accent: '#7a2b1f',
    markerFill: '#7a2b1f',
    markerInk: '#fbf3df',
  },
  parchment: {
    paper: '#e8d5a9',
    land: '#e6d2a2',
    ink: '#4a3420',
    inkSoft: '#8a6a44',
    water: '#d6c190',
    waterInk: '#6e5332',
    waterMark: 'hatch',
    fields: ['#dcc593', '#e0ca99', '#d7bf8a', '#e3cf9f'],
    fieldOutline: true,
    tree: '#b79d6c',
    treeInk: '#4a3420',
    street: '#eddcb3',
    plaza: '#e3cd9c',
    green: '#d3be8b',
    roof: mono('#6e4e2e'),
    roofInk: '#3e2a18',
    wall: '#4a3420',
    heavy: 4,
    medium: 1.2,
    fine: 0.7,
    wobble: 0.6,
    doubleStroke: false,
    hatchBuildings: false,
    extrude: false,
    grid: false,
    contours: false,
    wash: false,
    vignette: true,
    accent: '#5a2e14',
    markerFill: '#5a2e14',
    markerInk: '#f2e3bf',
  },
  topographic: {
    paper: '#f6f4ec',
    land: '#f1efe2',
    ink: '#2d2d2d',
    inkSoft: '#8b6f4e',
    water: '#bcd8ea',
    waterInk: '#4b86b4',
    waterMark: 'depth',
    fields: ['#e4ecd2', '#dfe8cb', '#e9eed9', '#dae5c3'],
    fieldOutline: false,
    tree: '#a9c98f',
    treeInk: '#5c8a48',
    street: '#ffffff',
    plaza: '#ece6d8',
    green: '#cfe2b4',
    roof: mono('#4d4d4d'),
    roofInk: '#2a2a2a',
    wall: '#2d2d2d',
    heavy: 3.2,
    medium: 0.9,
    fine: 0.6,
    wobble: 0,
    doubleStroke: false,
    hatchBuildings: false,
    extrude: false,
    grid: false,
    contours: true,
    wash: false,
    vignette: false,
    accent: '#1f4e79',
    markerFill: '#c0392b',
    markerInk: '#ffffff',
  },
  isometric: {
    paper: '#e7e2d6',
    land: '#dfe3c8',
    ink: '#2f3540',
    inkSoft: '#6c7480',
    water: '#8fb6d1',
    waterInk: '#3f6d93',
    waterMark: 'ripples',
    fields: ['#cfd9a6', '#c6d39b', '#d8dcae', '#bfcc92'],
    fieldOutline: false,
    tree: '#6f9a58',
    treeInk: '#34502a',
    street: '#ece6d3',
    plaza: '#d9cfb6',
    green: '#a9c681',
    roof: (w) => warmRoofs[w] ?? '#b07552',
    roofInk: '#2f3540',
    wall: '#8a8478',
    heavy: 3.5,
    medium: 1,
    fine: 0.6,
    wobble: 0,
    doubleStroke: false,
    hatchBuildings: false,
    extrude: true,
    grid: false,
    contours: false,
    wash: false,
    vignette: false,
    accent: '#2f3540',
    markerFill: '#b03a2e',
    markerInk: '#ffffff',
  },
  battle: {
    paper: '#d9d6cc',
    land: '#c9c7b2',
    ink: '#1f1f1f',
    inkSoft: '#55524a',
    water: '#7ea3b8',
    waterInk: '#2f5268',
    waterMark: 'depth',
    fields: ['#bfc29a', '#b5ba8e', '#c7c8a3', '#afb487'],
    fieldOutline: false,
    tree: '#5d7a4a',
    treeInk: '#25331c',
    street: '#d8d2c2',
    plaza: '#cfc6b0',
    green: '#9fb07a',
    roof: (w) => (w === 'castle' || w === 'barracks' ? '#4e4a46' : w === 'temple' ? '#5b5670' : '#6a5b4d'),
    roofInk: '#141414',
    wall: '#2b2b2b',
    heavy: 5,
    medium: 1.6,
    fine: 0.8,
    wobble: 0,
    doubleStroke: false,
    hatchBuildings: false,
    extrude: false,
    grid: true,
    contours: false,
    wash: false,
    vignette: false,
    accent: '#8c1c13',
    markerFill: '#8c1c13',
    markerInk: '#ffffff',
  },
  'hand-drawn': {
    paper: '#f7f1e1',
    land: '#f7f1e1',
    ink: '#2b2118',
    inkSoft: '#6b5a48',
    water: '#dfe9e6',
    waterInk: '#3d5a66',
    waterMark: 'ripples',
    fields: ['#f2ecd6', '#efe7cd', '#f4eedb', '#ece4c8'],
    fieldOutline: true,
    tree: '#e9e3cc',
    treeInk: '#2b2118',
    street: '#f7f1e1',
    plaza: '#f1e9d4',
    green: '#ebe6cc',
    roof: mono('#d8cbb0'),
    roofInk: '#2b2118',
    wall: '#2b2118',
    heavy: 3.4,
    medium: 1.4,
    fine: 0.8,
    wobble: 1.3,
    doubleStroke: false,
    hatchBuildings: true,
    extrude: false,
    grid: false,
    contours: false,
    wash: false,
    vignette: false,
    accent: '#2b2118',
    markerFill: '#2b2118',
    markerInk: '#f7f1e1',
  },
  sketched: {
    paper: '#fbfaf6',
    land: '#fbfaf6',
    ink: '#3c3c3c',
    inkSoft: '#8e8e8e',
    water: '#eef1f3',
    waterInk: '#6d7880',
    waterMark: 'hatch',
    fields: ['#f6f5f0', '#f3f2ec', '#f8f7f2', '#f1f0ea'],
    fieldOutline: true,
    tree: '#f1f1ec',
    treeInk: '#5a5a5a',
    street: '#fbfaf6',
    plaza: '#f3f2ed',
    green: '#f0f0ea',
    roof: mono('#e6e4de'),
    roofInk: '#4a4a4a',
    wall: '#3c3c3c',
    heavy: 2.6,
    medium: 0.9,
    fine: 0.6,
    wobble: 1.6,
    doubleStroke: true,
    hatchBuildings: true,
    extrude: false,
    grid: false,
    contours: false,
    wash: false,
    vignette: false,
    accent: '#3c3c3c',
    markerFill: '#3c3c3c',
    markerInk: '#fbfaf6',
  },
  watercolor: {
    paper: '#fbf7ef',
    land: '#f6efdf',
    ink: '#4b4138',
    inkSoft: '#8f8172',
    water: '#a9cbe0',
    waterInk: '#6a98b8',
    waterMark: 'wash',
    fields: ['#dfe6b8', '#e8dca6', '#d3e0b0', '#eadfb5'],
    fieldOutline: false,
    tree: '#94b882',
    treeInk: '#94b882',
    street: '#fbf7ef',
    plaza: '#efe1c8',
    green: '#bcd59c',
    roof: (w) =>
      (
        ({
          market: '#e0a07a',
          temple: '#b5a6d0',
          noble: '#d98c84',
          slums: '#c9b79b',
          docks: '#9fb4c4',
          castle: '#a9a3a0',
          craft: '#d6a37c',
          arcane: '#9aa6d8',
        }) as Record<string, string>
      )[w] ?? '#dca68a',
    roofInk: '#8a6f5c',
    wall: '#8a7a6c',
    heavy: 3.4,
    medium: 0.6,
    fine: 0.5,
    wobble: 0.8,
    doubleStroke: false,
    hatchBuildings: false,
    extrude: false,
    grid: false,
    contours: false,
    wash: true,
    vignette: false,
    accent: '#7a4e63',
    markerFill: '#7a4e63',
    markerInk: '#fffaf0',
  },
};

/** The colour each kind of ground leans to (snowfields, sand, jungle green, marsh olive, ash, red rock). */
export const GROUND_COLOURS: Record<NonNullable<GroundTone>, string> = {
  snow: '#f4f7fb',
  sand: '#ead29a',
  jungle: '#6f9a4e',
  marsh: '#aeb382',
  ash: '#9a948c',
  rock: '#d0a07a',
};

/** How strongly each style takes the ground's colour: the pen styles stay mostly paper and draw it instead. */
const TONE_STRENGTH: Record<TownMapStyle, number> = {
  fantasy: 1,
  parchment: 0.55,
  topographic: 0.8,
  isometric: 1,
  battle: 1,
  'hand-drawn': 0.45,
  sketched: 0.35,
  watercolor: 0.85,
};

const TONE_MIX: Record<NonNullable<GroundTone>, number> = {
  snow: 0.86,
  sand: 0.58,
  jungle: 0.42,
  marsh: 0.4,
  ash: 0.32,
  rock: 0.4,
};

/** The ground's colour tints the land and fields (the terrain shows through every style). */
export function terrainTone(
  base: string,
  tone: GroundTone,
  mixFn: (a: string, b: string, t: number) => string,
  style: TownMapStyle = 'fantasy',
) {
  if (!tone) return base;
  return mixFn(base, GROUND_COLOURS[tone], TONE_MIX[tone] * TONE_STRENGTH[style]);
}
