// Layouts for the map's feature tests: many seeds over every landscape feature, water, shore shape, river course
// and landmark kind, and the check that an SVG draws and labels everything its layout names.
import {
  TOWN_LANDMARK_KINDS,
  TOWN_LANDSCAPE_FEATURES,
  TOWN_RIVER_COURSES,
  TOWN_SHORE_SHAPES,
  TOWN_SIDES,
  type TownData,
  type TownLayout,
  type TownMapStyle,
} from '../../../../shared/kinds/town.js';
import { townFixture } from './fixtures.js';
import { angleOf, dist, type P } from './geometry.js';
import type { TownPlan } from './plan.js';

const escapeAttr = (v: string) =>
  v
    .replaceAll('&', '&amp;')
    .replaceAll('"', '&quot;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll("'", '&apos;');
export const hasFeature = (svg: string, f: string) => svg.includes(`data-feature="${escapeAttr(f)}"`);
export const hasLabel = (svg: string, f: string) => svg.includes(`data-label="${escapeAttr(f)}"`);

/** Styles that draw the whole town (the battle style draws one scene of it; its own test is below). */
export const TOWN_STYLES: TownMapStyle[] = [
  'fantasy',
  'parchment',
  'topographic',
  'isometric',
  'hand-drawn',
  'sketched',
  'watercolor',
];
export const SIDES = TOWN_SIDES.filter((s) => s !== 'centre');

/** Every feature, water, shore and course the layout names, and each landmark and street, is in the SVG. */
export function missing(town: TownData, svg: string): string[] {
  const { layout } = town;
  const out: string[] = [];
  for (const f of layout.landscape) if (!hasFeature(svg, `landscape:${f}`)) out.push(`landscape:${f}`);
  if (layout.river || layout.water === 'river') {
    const course = layout.river?.course ?? 'straight';
    if (!hasFeature(svg, `river:${course}`)) out.push(`river:${course}`);
    if (layout.river?.name && !hasLabel(svg, 'river-name')) out.push(`river name ${layout.river.name}`);
  }
  if (layout.water === 'coast' || layout.water === 'lake' || layout.water === 'island') {
    const shape = layout.shore?.shape ?? 'straight';
    if (!hasFeature(svg, `shore:${shape}`)) out.push(`shore:${shape}`);
    if (layout.shore?.name && !hasLabel(svg, 'water-name')) out.push(`water name ${layout.shore.name}`);
  }
  for (const l of layout.landmarks) {
    if (!hasFeature(svg, `landmark:${l.name}`)) out.push(`landmark:${l.name}`);
    if (!hasLabel(svg, `landmark-name:${l.name}`)) out.push(`label of ${l.name}`);
  }
  for (const s of layout.streets) if (!hasLabel(svg, `street:${s}`)) out.push(`street:${s}`);
  return out;
}

/** The angle (radians) a channel's points sweep round the centre, within reach of the town. */
export function sweep(plan: TownPlan, line: readonly P[]): number {
  const near = line.filter((p) => dist(p, plan.center) < plan.footprint.R(angleOf(plan.center, p)) * 1.8);
  let total = 0;
  for (let i = 1; i < near.length; i++) {
    let d = angleOf(plan.center, near[i]!) - angleOf(plan.center, near[i - 1]!);
    while (d > Math.PI) d -= Math.PI * 2;
    while (d < -Math.PI) d += Math.PI * 2;
    total += d;
  }
  return Math.abs(total);
}

export function layoutCase(i: number): TownData {
  const sizes = ['hamlet', 'village', 'town', 'large town', 'small city', 'city', 'metropolis'] as const;
  const waters: TownLayout['water'][] = ['none', 'river', 'coast', 'lake', 'island', 'river', 'coast'];
  const size = sizes[i % sizes.length]!;
  const water = waters[(i * 3) % waters.length]!;
  const landscape = [
    TOWN_LANDSCAPE_FEATURES[i % TOWN_LANDSCAPE_FEATURES.length]!,
    TOWN_LANDSCAPE_FEATURES[(i * 5 + 3) % TOWN_LANDSCAPE_FEATURES.length]!,
  ].filter((f, k, a) => a.indexOf(f) === k);
  const side = SIDES[i % SIDES.length]!;
  const kinds = [
    TOWN_LANDMARK_KINDS[i % TOWN_LANDMARK_KINDS.length]!,
    TOWN_LANDMARK_KINDS[(i * 7 + 5) % TOWN_LANDMARK_KINDS.length]!,
  ];
  const riverToo = water === 'coast' && i % 4 === 1;
  return townFixture(size, {
    style: TOWN_STYLES[i % TOWN_STYLES.length]!,
    water,
    landscape,
    name: `Case ${i}`,
    river:
      water === 'river' || riverToo
        ? {
            name: i % 5 === 0 ? 'the Iskow' : 'River Dovent',
            course: TOWN_RIVER_COURSES[Math.floor(i / 7) % TOWN_RIVER_COURSES.length]!,
            from: TOWN_SIDES[(i + 2) % TOWN_SIDES.length]!,
          }
        : null,
    shore:
      water === 'coast' || water === 'lake' || water === 'island'
        ? {
            name: water === 'lake' ? 'Lake Fornbury' : 'the Amber Sea',
            shape: TOWN_SHORE_SHAPES[Math.floor(i / 7) % TOWN_SHORE_SHAPES.length]!,
            side,
          }
        : null,
    landmarks: kinds.map((kind, k) => ({
      name: `${k ? 'Old' : 'Great'} ${kind.replace(/\b\w/g, (m) => m.toUpperCase())} ${i}`,
      kind,
      where: TOWN_SIDES[(i + k * 2) % TOWN_SIDES.length]!,
      outside: (i + k) % 3 === 0,
    })),
    streets: i % 2 ? ['High Street', 'Tanners Row'] : ['The Shambles'],
    bridges: water === 'river' ? 1 + (i % 3) : undefined,
  });
}
