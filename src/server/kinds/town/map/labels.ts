// Map lettering and furniture: names of the water, landmarks, streets and districts placed without overlaps,
// numbered markers, and the side panel (cartouche, legend, compass rose, scale bar).
import type { TownData } from '../../../../shared/kinds/town.js';
import { capHeight, type FontId, fitSize, measure, textPath, truncate } from '../../../art/lettering.js';
import { el, group, num } from '../../../art/svg.js';
import { angleOf, dist, type P } from './geometry.js';
import type { Marker, TownPlan } from './plan.js';
import type { MapStyleDef } from './styles.js';

/**
 * The smallest lettering on the map, in map units. The PDF prints the map's 2140 units about 616 pt wide on a
 * landscape A4 page (639 pt on Letter), so 25 units is 7.2 pt (7.5 pt on Letter): the least a printed label
 * should be.
 */
export const MIN_LABEL = 25;

/** Text with a paper-coloured halo so it reads over streets and roofs. */
export function haloText(
  d: string,
  fill: string,
  halo: string,
  width: number,
  extra: Record<string, string> = {},
) {
  return el('path', {
    d,
    fill,
    stroke: halo,
    'stroke-width': width,
    'stroke-linejoin': 'round',
    'paint-order': 'stroke',
    ...extra,
  });
}

export const MARKER_R = 20;

export function drawMarkers(markers: readonly Marker[], style: MapStyleDef): string {
  const items = markers.map((m) => {
    const size = m.number >= 10 ? 24 : 27;
    const d = textPath({
      text: String(m.number),
      font: 'display',
      size,
      x: m.at[0],
      y: m.at[1] + capHeight('display', size) / 2,
      anchor: 'middle',
    });
    return el(
      'g',
      { 'data-marker': m.number, 'data-district': m.district },
      [
        el('circle', { cx: m.at[0], cy: m.at[1], r: MARKER_R + 4, fill: style.paper, opacity: 0.85 }),
        el('circle', {
          cx: m.at[0],
          cy: m.at[1],
          r: MARKER_R,
          fill: style.markerFill,
          stroke: style.markerInk,
          'stroke-width': 2.2,
        }),
        el('path', { d, fill: style.markerInk }),
      ].join(''),
    );
  });
  return group({ id: 'town-map-markers', 'data-count': markers.length }, items);
}

/** A spot a label may take: its centre and angle (radians, never upside down), or a start along its path. */
interface Spot {
  x: number;
  y: number;
  angle: number;
  /** For a label along a path: where along the path (in units) its first letter stands. */
  s?: number;
}

interface LabelSpec {
  feature: string;
  /** Set for lettering that follows a line (a street, a river): spots then carry a start along it. */
  path?: P[];
  text: string;
  font: FontId;
  size: number;
  tracking: number;
  fill: string;
  /** Lower goes first and wins the better places. */
  priority: number;
  spots: Spot[];
  /** The whole label must lie over water (a sea's name). */
  wet?: boolean;
}

/** An oriented box: centre, half extents, angle. */
export interface Box {
  cx: number;
  cy: number;
  hw: number;
  hh: number;
  angle: number;
}

function corners(b: Box): P[] {
  const c = Math.cos(b.angle);
  const s = Math.sin(b.angle);
  return [
    [-b.hw, -b.hh],
    [b.hw, -b.hh],
    [b.hw, b.hh],
    [-b.hw, b.hh],
  ].map(([u, v]) => [b.cx + u! * c - v! * s, b.cy + u! * s + v! * c] as P);
}

/** Separating-axis test of two oriented boxes. */
export function overlaps(a: Box, b: Box): boolean {
  if (Math.abs(a.cx - b.cx) > a.hw + a.hh + b.hw + b.hh || Math.abs(a.cy - b.cy) > a.hw + a.hh + b.hw + b.hh)
    return false;
  const ca = corners(a);
  const cb = corners(b);
  for (const angle of [a.angle, a.angle + Math.PI / 2, b.angle, b.angle + Math.PI / 2]) {
    const ax = Math.cos(angle);
    const ay = Math.sin(angle);
    let minA = Number.POSITIVE_INFINITY;
    let maxA = Number.NEGATIVE_INFINITY;
    let minB = Number.POSITIVE_INFINITY;
    let maxB = Number.NEGATIVE_INFINITY;
    for (const p of ca) {
      const v = p[0] * ax + p[1] * ay;
      minA = Math.min(minA, v);
      maxA = Math.max(maxA, v);
    }
    for (const p of cb) {
      const v = p[0] * ax + p[1] * ay;
      minB = Math.min(minB, v);
      maxB = Math.max(maxB, v);
    }
    if (maxA < minB || maxB < minA) return false;
  }
  return true;
}

const upright = (a: number) => {
  let t = a;
  while (t > Math.PI / 2) t -= Math.PI;
  while (t <= -Math.PI / 2) t += Math.PI;
  return t;
};

/** Smooths a polyline's corners (Chaikin), so lettering along a street turns gently. */
function chaikin(line: readonly P[], rounds: number): P[] {
  let pts = [...line];
  for (let r = 0; r < rounds; r++) {
    if (pts.length < 3) return pts;
    const next: P[] = [pts[0]!];
    for (let i = 0; i + 1 < pts.length; i++) {
      const a = pts[i]!;
      const b = pts[i + 1]!;
      next.push(
        [a[0] * 0.75 + b[0] * 0.25, a[1] * 0.75 + b[1] * 0.25],
        [a[0] * 0.25 + b[0] * 0.75, a[1] * 0.25 + b[1] * 0.75],
      );
    }
    next.push(pts[pts.length - 1]!);
    pts = next;
  }
  return pts;
}

/** A polyline measured by arc length: the point and direction at any distance along it. */
class Measured {
  readonly cum: number[] = [0];
  constructor(readonly line: readonly P[]) {
    for (let i = 1; i < line.length; i++) this.cum.push(this.cum[i - 1]! + dist(line[i - 1]!, line[i]!));
  }
  get length() {
    return this.cum[this.cum.length - 1]!;
  }
  at(s: number): { p: P; a: number } {
    const { cum, line } = this;
    let lo = 1;
    let hi = cum.length - 1;
    while (lo < hi) {
      const m = (lo + hi) >> 1;
      if (cum[m]! < s) lo = m + 1;
      else hi = m;
    }
    const i = Math.max(1, lo);
    const a = line[i - 1]!;
    const b = line[i]!;
    const t = Math.max(0, Math.min(1, (s - cum[i - 1]!) / Math.max(1e-9, cum[i]! - cum[i - 1]!)));
    return {
      p: [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t],
      a: Math.atan2(b[1] - a[1], b[0] - a[0]),
    };
  }
}

/** A line offset sideways by `off` (a river's name runs beside the water, not on it). */
function offsetLine(line: readonly P[], off: number): P[] {
  return line.map((p, i) => {
    const a = line[Math.max(0, i - 1)]!;
    const b = line[Math.min(line.length - 1, i + 1)]!;
    const ang = Math.atan2(b[1] - a[1], b[0] - a[0]);
    return [p[0] - Math.sin(ang) * off, p[1] + Math.cos(ang) * off] as P;
  });
}

interface Glyph {
  ch: string;
  /** Centre along the path, in units from the label's start. */
  mid: number;
  adv: number;
}

function glyphsOf(text: string, font: FontId, size: number, tracking: number): Glyph[] {
  const out: Glyph[] = [];
  let s = 0;
  for (const ch of text) {
    const adv = measure(ch, font, size);
    out.push({ ch, mid: s + adv / 2, adv });
    s += adv + tracking * size;
  }
  return out;
}

/** Starts along a path where a label of `len` reads well: no sharp turn under it, and never upside down. */
function pathSpots(m: Measured, len: number, every: number, maxTurn: number): Spot[] {
  const out: Spot[] = [];
  for (let s = 2; s + len <= m.length - 2; s += every) {
    let ok = true;
    let prev = m.at(s).a;
    const first = prev;
    for (let k = 1; k <= 6 && ok; k++) {
      const a = m.at(s + (len * k) / 6).a;
      let d = Math.abs(a - prev);
      if (d > Math.PI) d = Math.PI * 2 - d;
      let total = Math.abs(a - first);
      if (total > Math.PI) total = Math.PI * 2 - total;
      if (d > maxTurn || total > maxTurn * 2.2) ok = false;
      prev = a;
    }
    if (!ok) continue;
    const mid = m.at(s + len / 2);
    out.push({ x: mid.p[0], y: mid.p[1], angle: mid.a, s });
  }
  return out;
}

/**
 * Path data for lettering that follows a line: each letter set upright at its own point along it and turned to
 * the line's direction there, as one path (so its halo lies under every letter).
 */
function textAlong(
  glyphs: readonly Glyph[],
  m: Measured,
  start: number,
  font: FontId,
  size: number,
): { path: () => string; boxes: Box[] } {
  const boxes: Box[] = [];
  const set: { ch: string; adv: number; p: P; a: number }[] = [];
  for (const g of glyphs) {
    const { p } = m.at(start + g.mid);
    // The letter turns with the chord across its own width, not the segment it happens to sit on.
    const b0 = m.at(start + g.mid - Math.max(g.adv, size * 0.5)).p;
    const b1 = m.at(start + g.mid + Math.max(g.adv, size * 0.5)).p;
    const a = Math.atan2(b1[1] - b0[1], b1[0] - b0[0]);
    set.push({ ch: g.ch, adv: g.adv, p, a });
    if (g.ch !== ' ') boxes.push({ cx: p[0], cy: p[1], hw: g.adv / 2 + 1.5, hh: size * 0.42 + 2, angle: a });
  }
  // A clear space before and after the name, so a second name on the same street never reads as its tail.
  const last = glyphs[glyphs.length - 1];
  if (last) {
    for (const at of [start - size * 0.7, start + last.mid + last.adv / 2 + size * 0.7]) {
      const { p, a } = m.at(at);
      boxes.push({ cx: p[0], cy: p[1], hw: size * 0.6, hh: size * 0.42, angle: a });
    }
  }
  // The outlines are set only for the spot that is taken: most spots tried are refused for an overlap.
  const path = () => {
    const half = capHeight(font, size) / 2;
    let d = '';
    for (const { ch, adv, p, a } of set) {
      const c = Math.cos(a);
      const sn = Math.sin(a);
      const raw = textPath({ text: ch, font, size, x: -adv / 2, y: half });
      d += raw.replace(/(-?[\d.]+) (-?[\d.]+)/g, (_, xs: string, ys: string) => {
        const x = Number(xs);
        const y = Number(ys);
        return `${num(p[0] + x * c - y * sn)} ${num(p[1] + x * sn + y * c)}`;
      });
    }
    return d;
  };
  return { path, boxes };
}

/** One placed label, for tests: its feature, size, and the boxes its letters cover. */
export interface PlacedLabel {
  feature: string;
  size: number;
  boxes: { cx: number; cy: number; hw: number; hh: number; angle: number }[];
}

/** Every name on the map: the sea or lake, the river, landmarks, main streets and districts, none overlapping. */
export function drawLabels(town: TownData, plan: TownPlan, style: MapStyleDef): string {
  return placeLabels(town, plan, style).markup;
}

/** Places the labels best first, moving each until it overlaps nothing, and drops one only when nowhere fits. */
export function placeLabels(
  town: TownData,
  plan: TownPlan,
  style: MapStyleDef,
): { markup: string; labels: PlacedLabel[]; dropped: string[] } {
  const layout = town.layout;
  const specs: LabelSpec[] = [];
  const { water, box } = plan;
  const R = plan.footprint.R;
  const reach = (p: P) => dist(p, plan.center) / R(angleOf(plan.center, p));

  // The sea's or lake's name, in the open water.
  if (water.shore?.name && water.sea) {
    const text = water.shore.name;
    const size = layout.water === 'lake' ? 36 : 42;
    const spots: Spot[] = [];
    const f = water.sea;
    const cands: { p: P; v: number }[] = [];
    const w = measure(text, 'italic', size, 0.14);
    // Deep enough for the name, inside the frame, and nearer the town reads better than a far corner.
    for (let j = 0; j < f.ny; j += 2) {
      for (let i = 0; i < f.nx; i += 2) {
        const p: P = [f.x0 + i * f.step, f.y0 + j * f.step];
        if (p[0] < box[0] + 30 || p[0] > box[2] - 30 || p[1] < box[1] + 30 || p[1] > box[3] - 30) continue;
        const v = f.values[j * f.nx + i]!;
        if (v > size * 0.7) cands.push({ p, v: Math.min(v, w * 0.6) - dist(p, plan.center) * 0.05 });
      }
    }
    cands.sort((a, b) => b.v - a.v);
    const along = Math.atan2(water.toward[0], -water.toward[1]);
    for (const c of cands.slice(0, 120)) {
      spots.push({ x: c.p[0], y: c.p[1], angle: 0 }, { x: c.p[0], y: c.p[1], angle: upright(along) });
    }
    specs.push({
      feature: 'water-name',
      text,
      font: 'italic',
      size,
      tracking: 0.14,
      fill: style.waterInk,
      priority: 0,
      spots,
      wet: true,
    });
    // A narrow water (a fjord, a strip at the frame's edge): smaller, or along the fjord's length.
    if (water.fjord) {
      let line = chaikin(water.fjord, 1);
      if (line[line.length - 1]![0] < line[0]![0]) line = [...line].reverse();
      const m = new Measured(line);
      const len = measure(text, 'italic', 32, 0.1);
      specs.push({
        feature: 'water-name',
        path: line,
        text,
        font: 'italic',
        size: 32,
        tracking: 0.1,
        fill: style.waterInk,
        priority: 0.01,
        spots: pathSpots(m, len, 12, 0.3),
      });
      const small = measure(text, 'italic', MIN_LABEL + 1, 0.06);
      specs.push({
        feature: 'water-name',
        path: line,
        text,
        font: 'italic',
        size: MIN_LABEL + 1,
        tracking: 0.06,
        fill: style.waterInk,
        priority: 5.5,
        spots: pathSpots(m, small, 8, 0.55),
      });
    }
    specs.push({
      feature: 'water-name',
      text,
      font: 'italic',
      size: 30,
      tracking: 0.08,
      fill: style.waterInk,
      priority: 0.02,
      spots,
      wet: true,
    });
    // Or along the shore, a little out in the water, as old maps letter a narrow sea.
    const shoreSize = MIN_LABEL + 3;
    const alongLen = measure(text, 'italic', shoreSize, 0.12);
    for (const loop of water.seaLoops) {
      const off = offsetLine(
        loop.filter((_, i) => i % 3 === 0),
        -(shoreSize * 0.5 + 16),
      );
      let run: P[] = [];
      const runs: P[][] = [];
      for (const p of off) {
        const ok =
          p[0] > box[0] + 24 &&
          p[0] < box[2] - 24 &&
          p[1] > box[1] + 24 &&
          p[1] < box[3] - 24 &&
          f.at(p) > shoreSize * 0.55;
        if (ok) run.push(p);
        else {
          if (run.length > 4) runs.push(run);
          run = [];
        }
      }
      if (run.length > 4) runs.push(run);
      for (let line of runs) {
        line = chaikin(line, 2);
        if (line[line.length - 1]![0] < line[0]![0]) line = [...line].reverse();
        const m = new Measured(line);
        if (m.length < alongLen + 10) continue;
        specs.push({
          feature: 'water-name',
          path: line,
          text,
          font: 'italic',
          size: shoreSize,
          tracking: 0.12,
          fill: style.waterInk,
          priority: 0.03,
          spots: pathSpots(m, alongLen, 14, 0.35),
          wet: true,
        });
      }
    }
  }
  // The river's name beside its course, following its bends, outside the town where it can.
  if (water.river?.name) {
    const main = water.channels.find((c) => c.role === 'main');
    if (main) {
      const text = water.river.name;
      const size = 30;
      const len = measure(text, 'italic', size, 0.12);
      const off = main.width / 2 + size * 0.5;
      for (const side of [1, -1]) {
        let line = chaikin(offsetLine(main.line, off * side), 1);
        // Read left to right: a line running westward is turned round.
        if (line[line.length - 1]![0] < line[0]![0]) line = [...line].reverse();
        const m = new Measured(line);
        const spots = pathSpots(m, len, 16, 0.28).filter((sp) => !water.isWater([sp.x, sp.y]));
        const outside = spots.filter((sp) => reach([sp.x, sp.y]) > 1.15);
        // A short or winding river: smaller steps and more bend allowed, as a last resort.
        const loose = pathSpots(m, len, 8, 0.45).filter((sp) => !water.isWater([sp.x, sp.y]));
        specs.push({
          feature: 'river-name',
          path: line,
          text,
          font: 'italic',
          size,
          tracking: 0.12,
          fill: style.waterInk,
          priority: 5,
          spots: loose,
        });
        if (side === 1) {
          // A short river between the frame and the sea: smaller, on the water itself, as maps letter a stream.
          let own = chaikin(main.line, 1);
          if (own[own.length - 1]![0] < own[0]![0]) own = [...own].reverse();
          const small = measure(text, 'italic', MIN_LABEL + 1, 0.06);
          specs.push({
            feature: 'river-name',
            path: own,
            text,
            font: 'italic',
            size: MIN_LABEL + 1,
            tracking: 0.06,
            fill: style.waterInk,
            priority: 5.6,
            spots: pathSpots(new Measured(own), small, 6, 0.6),
          });
        }
        specs.push({
          feature: 'river-name',
          path: line,
          text,
          font: 'italic',
          size,
          tracking: 0.12,
          fill: style.waterInk,
          priority: 1 + (side === 1 ? 0 : 0.001),
          spots: [...outside, ...spots.filter((sp) => !outside.includes(sp))],
        });
      }
    }
  }
  // Landmarks: beside their symbols, first right or left of them, then further round.
  for (const l of plan.landmarks) {
    const size = MIN_LABEL + 1;
    const w = measure(l.name, 'body', size);
    const [x, y] = l.at;
    const s = l.size;
    const mid = y - s * 0.5;
    const spots: Spot[] = [
      { x: x + s + 8 + w / 2, y: mid, angle: 0 },
      { x: x - s - 8 - w / 2, y: mid, angle: 0 },
      { x, y: y + s * 0.7 + size * 0.7, angle: 0 },
      { x, y: y - s * 2.1 - size * 0.35, angle: 0 },
    ];
    for (const gap of [8, 30, 60, 95]) {
      for (const dy of [size, -size, size * 2, -size * 2, size * 3, -size * 3]) {
        spots.push(
          { x: x + s + gap + w / 2, y: mid + dy, angle: 0 },
          { x: x - s - gap - w / 2, y: mid + dy, angle: 0 },
        );
      }
      for (const dx of [0, w * 0.4, -w * 0.4]) {
        spots.push(
          { x: x + dx, y: y + s * 0.7 + size * 0.7 + gap * 1.5, angle: 0 },
          { x: x + dx, y: y - s * 2.1 - size * 0.35 - gap * 1.5, angle: 0 },
        );
      }
    }
    specs.push({
      feature: `landmark-name:${l.name}`,
      text: l.name,
      font: 'body',
      size,
      tracking: 0,
      fill: style.ink,
      priority: 2,
      spots,
    });
  }
  // Named main streets, along the streets from the gates (longest first), in the street's own direction.
  // A named street's own route (plan.namedStreets) carries its name; the other streets carry a name only when
  // its own route is too short, and never another named street's route, so one road never reads as two.
  const streetPaths = [...plan.mainStreets]
    .filter((s) => s.from !== 'district' && s.from !== 'named')
    .sort((a, b) => pathLen(b.path) - pathLen(a.path));
  const others = plan.mainStreets
    .filter((s) => s.from === 'district')
    .sort((a, b) => pathLen(b.path) - pathLen(a.path));
  const pool = [...streetPaths, ...others];
  // Every lane between two blocks, for a name nothing longer can carry (a hamlet with more names than streets).
  const lanes: P[][] = [];
  const seenLane = new Set<string>();
  for (const c of plan.cells) {
    if (!c.inner) continue;
    for (let k = 0; k < c.poly.length; k++) {
      const a = c.poly[k]!;
      const b = c.poly[(k + 1) % c.poly.length]!;
      const id = [a, b]
        .map((q) => `${Math.round(q[0])},${Math.round(q[1])}`)
        .sort()
        .join('|');
      if (seenLane.has(id) || water.isWater([(a[0] + b[0]) / 2, (a[1] + b[1]) / 2])) continue;
      seenLane.add(id);
      lanes.push(a[0] <= b[0] ? [a, b] : [b, a]);
    }
  }
  lanes.sort((x, y) => dist(y[0]!, y[1]!) - dist(x[0]!, x[1]!));
  layout.streets.forEach((name, i) => {
    const size = MIN_LABEL;
    const len = measure(name, 'italic', size, 0.05);
    const route = plan.namedStreets.find((n) => n.name === name)?.path;
    const own = route ? null : pool[i % Math.max(1, pool.length)];
    const paths = route
      ? [route, ...pool.map((p) => p.path)]
      : own
        ? [own.path, ...pool.filter((p) => p !== own).map((p) => p.path)]
        : pool.map((p) => p.path);
    // Roads out of town take a name no street can carry (a 'Caravan Road' in a village of two lanes), and
    // the lane that runs round inside the town's edge (a wall street) any name left over.
    paths.push(...plan.roads.filter((r) => r.length > 4));
    if (plan.outline.length > 6) {
      const ring = [...plan.outline, plan.outline[0]!].map((q) => {
        const a = Math.atan2(plan.center[1] - q[1], plan.center[0] - q[0]);
        return [q[0] + Math.cos(a) * 18, q[1] + Math.sin(a) * 18] as P;
      });
      paths.push(ring.filter((q) => !water.isWater(q)));
    }
    for (const [k, raw] of paths.entries()) {
      let line = chaikin(raw, 2);
      if (line[line.length - 1]![0] < line[0]![0]) line = [...line].reverse();
      const m = new Measured(line);
      const spots = pathSpots(m, len, 8, 0.3);
      // Towards the middle of the street reads best; the street's own path before the others.
      spots.sort((a, b) => Math.abs(a.s! + len / 2 - m.length / 2) - Math.abs(b.s! + len / 2 - m.length / 2));
      // A named street's own route is tried at every bend it allows before any other street or road.
      const mine = route !== undefined && k === 0;
      const rank = (base: number, step: number) =>
        mine ? 3 + i * 0.01 + step * 0.00001 : base + i * 0.01 + k * 0.0001;
      specs.push({
        feature: `street:${name}`,
        path: line,
        text: name,
        font: 'italic',
        size,
        tracking: 0.05,
        fill: style.ink,
        priority: rank(3, 0),
        spots,
      });
      specs.push({
        feature: `street:${name}`,
        path: line,
        text: name,
        font: 'italic',
        size,
        tracking: 0.02,
        fill: style.ink,
        priority: rank(4.5, 1),
        spots: pathSpots(m, len, 5, 0.5),
      });
      specs.push({
        feature: `street:${name}`,
        path: line,
        text: name,
        font: 'italic',
        size,
        tracking: 0,
        fill: style.ink,
        priority: rank(6, 2),
        spots: pathSpots(m, len, 4, 0.7),
      });
    }
    for (const [k, lane] of lanes.entries()) {
      if (dist(lane[0]!, lane[1]!) < len + 4) break;
      specs.push({
        feature: `street:${name}`,
        path: lane,
        text: name,
        font: 'italic',
        size,
        tracking: 0,
        fill: style.ink,
        priority: 7 + i * 0.01 + k * 0.0001,
        spots: pathSpots(new Measured(lane), len, 6, 0.1),
      });
    }
  });
  // District names across the middle of their blocks (a one-district village's too: the text names it).
  if (layout.districts.length >= 1) {
    layout.districts.forEach((d, di) => {
      const cells = plan.cells.filter((c) => c.inner && c.district === di);
      if (!cells.length) return;
      let x = 0;
      let y = 0;
      for (const c of cells) {
        x += c.site[0];
        y += c.site[1];
      }
      const mid: P = [x / cells.length, y / cells.length];
      const spots: Spot[] = [{ x: mid[0], y: mid[1], angle: 0 }];
      for (const c of [...cells].sort((a, b) => dist(a.site, mid) - dist(b.site, mid))) {
        spots.push({ x: c.site[0], y: c.site[1], angle: 0 });
        spots.push(
          { x: c.site[0], y: c.site[1] + 30, angle: 0 },
          { x: c.site[0], y: c.site[1] - 30, angle: 0 },
        );
      }
      specs.push({
        feature: `district:${d.name}`,
        text: d.name.toUpperCase(),
        font: 'body',
        size: MIN_LABEL + 2,
        tracking: 0.1,
        fill: style.ink,
        priority: 4,
        spots,
      });
    });
  }

  // Place, best first; markers and landmark symbols are fixed obstacles.
  const placed: Box[] = [];
  for (const m of plan.markers)
    placed.push({ cx: m.at[0], cy: m.at[1], hw: MARKER_R + 3, hh: MARKER_R + 3, angle: 0 });
  for (const l of plan.landmarks) {
    if (l.kind === 'bridge') placed.push({ cx: l.at[0], cy: l.at[1], hw: 14, hh: 14, angle: 0 });
    else placed.push({ cx: l.at[0], cy: l.at[1] - l.size * 0.6, hw: l.size + 2, hh: l.size * 1.3, angle: 0 });
  }
  const inside = (b: Box) =>
    corners(b).every((p) => p[0] > box[0] + 6 && p[0] < box[2] - 6 && p[1] > box[1] + 6 && p[1] < box[3] - 6);
  const out: string[] = [];
  const labels: PlacedLabel[] = [];
  const done = new Set<string>();
  const wanted = new Set(specs.map((sp) => sp.feature));
  for (const spec of specs.sort((a, b) => a.priority - b.priority)) {
    if (done.has(spec.feature)) continue;
    const w = measure(spec.text, spec.font, spec.size, spec.tracking);
    const hh = spec.size * 0.42;
    const haloW = Math.max(4, spec.size * 0.22);
    if (spec.path) {
      const m = new Measured(spec.path);
      const glyphs = glyphsOf(spec.text, spec.font, spec.size, spec.tracking);
      for (const s of spec.spots) {
        const { path, boxes } = textAlong(glyphs, m, s.s ?? 0, spec.font, spec.size);
        if (!boxes.every(inside) || boxes.some((b) => placed.some((o) => overlaps(o, b)))) continue;
        if (spec.wet && !boxes.every((b) => corners(b).every((p) => water.isSea(p)))) continue;
        placed.push(...boxes);
        labels.push({ feature: spec.feature, size: spec.size, boxes });
        out.push(haloText(path(), spec.fill, style.paper, haloW, { 'data-label': spec.feature }));
        done.add(spec.feature);
        break;
      }
      continue;
    }
    for (const s of spec.spots) {
      const b: Box = { cx: s.x, cy: s.y, hw: w / 2 + 3, hh: hh + 2, angle: s.angle };
      if (!inside(b) || placed.some((o) => overlaps(o, b))) continue;
      // A sea's name keeps clear of the shore by a little more than its halo.
      if (
        spec.wet &&
        !(
          water.isSea([s.x, s.y]) &&
          corners({ ...b, hw: b.hw + 14, hh: b.hh + 12 }).every((p) => water.isSea(p))
        )
      )
        continue;
      placed.push(b);
      labels.push({ feature: spec.feature, size: spec.size, boxes: [b] });
      const d = textPath({
        text: spec.text,
        font: spec.font,
        size: spec.size,
        x: 0,
        y: capHeight(spec.font, spec.size) / 2,
        anchor: 'middle',
        tracking: spec.tracking,
      });
      const deg = Math.round(((s.angle * 180) / Math.PI) * 10) / 10;
      out.push(
        haloText(d, spec.fill, style.paper, haloW, {
          'data-label': spec.feature,
          transform: deg
            ? `translate(${num(s.x)} ${num(s.y)}) rotate(${deg})`
            : `translate(${num(s.x)} ${num(s.y)})`,
        }),
      );
      done.add(spec.feature);
      break;
    }
  }
  const dropped = [...wanted].filter((f) => !done.has(f));
  return {
    markup: group(
      { id: 'town-map-labels', 'data-dropped': dropped.length, 'data-dropped-labels': dropped.join('|') },
      out.length ? out : ['<g/>'],
    ),
    labels,
    dropped,
  };
}

const pathLen = (p: readonly P[]) => {
  let s = 0;
  for (let i = 1; i < p.length; i++) s += dist(p[i - 1]!, p[i]!);
  return s;
};

export interface PanelBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

const NICE = [5, 10, 20, 25, 50, 100, 200, 250, 500, 1000, 2000, 2500, 5000];

/** The scale bar: a round number of metres whose length in px follows the plan's metres per px. */
export function scaleBar(
  metersPerPx: number,
  x: number,
  y: number,
  maxPx: number,
  style: MapStyleDef,
  feet = false,
): string {
  const unit = feet ? 0.3048 : 1;
  const target = (maxPx * metersPerPx) / unit;
  const nice = feet ? [5, 10, 20, 25, 30, 40, 50, 100] : NICE;
  const amount = [...nice].reverse().find((m) => m <= target) ?? nice[0]!;
  const meters = amount * unit;
  const len = meters / metersPerPx;
  const label = (m: number) => (feet ? `${m} ft` : m >= 1000 ? `${m / 1000} km` : `${m} m`);
  const parts: string[] = [];
  const segs = 4;
  for (let i = 0; i < segs; i++) {
    parts.push(
      el('rect', {
        x: x + (len / segs) * i,
        y,
        width: len / segs,
        height: 10,
        fill: i % 2 ? style.paper : style.ink,
        stroke: style.ink,
        'stroke-width': 1.2,
      }),
    );
  }
  const text = [
    textPath({ text: '0', font: 'body', size: MIN_LABEL, x, y: y + 36, anchor: 'middle' }),
    textPath({
      text: label(amount / 2),
      font: 'body',
      size: MIN_LABEL,
      x: x + len / 2,
      y: y + 36,
      anchor: 'middle',
    }),
    textPath({ text: label(amount), font: 'body', size: MIN_LABEL, x: x + len, y: y + 36, anchor: 'middle' }),
  ].join('');
  parts.push(el('path', { d: text, fill: style.ink }));
  return group(
    {
      id: 'town-map-scale',
      'data-meters': Math.round(meters * 1000) / 1000,
      'data-length-px': num(len),
      'data-meters-per-px': Math.round(metersPerPx * 1000) / 1000,
    },
    parts,
  );
}

export function compassRose(cx: number, cy: number, r: number, style: MapStyleDef): string {
  const pts = (a: number, len: number, w: number) => {
    const t = (a * Math.PI) / 180 - Math.PI / 2;
    const tip: P = [cx + Math.cos(t) * len, cy + Math.sin(t) * len];
    const l: P = [cx + Math.cos(t - Math.PI / 2) * w, cy + Math.sin(t - Math.PI / 2) * w];
    const rr: P = [cx + Math.cos(t + Math.PI / 2) * w, cy + Math.sin(t + Math.PI / 2) * w];
    return { tip, l, r: rr };
  };
  const tri = (a: P, b: P, c: P) =>
    `M${num(a[0])} ${num(a[1])}L${num(b[0])} ${num(b[1])}L${num(c[0])} ${num(c[1])}Z`;
  let dark = '';
  let light = '';
  for (const [a, len, w] of [
    [45, r * 0.62, r * 0.09],
    [135, r * 0.62, r * 0.09],
    [225, r * 0.62, r * 0.09],
    [315, r * 0.62, r * 0.09],
    [0, r, r * 0.15],
    [90, r, r * 0.15],
    [180, r, r * 0.15],
    [270, r, r * 0.15],
  ] as const) {
    const p = pts(a, len, w);
    // Each point is split down its spine, one half inked, one half paper: the classic engraved rose.
    dark += tri([cx, cy], p.l, p.tip);
    light += tri([cx, cy], p.tip, p.r);
  }
  const n = textPath({ text: 'N', font: 'display', size: 30, x: cx, y: cy - r - 10, anchor: 'middle' });
  return group({ id: 'town-map-compass' }, [
    el('circle', { cx, cy, r: r * 0.72, fill: 'none', stroke: style.ink, 'stroke-width': 1.2 }),
    el('circle', { cx, cy, r: r * 0.66, fill: 'none', stroke: style.ink, 'stroke-width': 0.6 }),
    el('path', {
      d: light,
      fill: style.paper,
      stroke: style.ink,
      'stroke-width': 1.1,
      'stroke-linejoin': 'round',
    }),
    el('path', {
      d: dark,
      fill: style.ink,
      stroke: style.ink,
      'stroke-width': 1.1,
      'stroke-linejoin': 'round',
    }),
    el('path', { d: n, fill: style.accent }),
  ]);
}

const SIZE_WORD: Record<TownData['size'], string> = {
  hamlet: 'Hamlet',
  village: 'Village',
  town: 'Town',
  'large town': 'Large Town',
  'small city': 'Small City',
  city: 'City',
  metropolis: 'Metropolis',
};

export interface PanelExtras {
  /** Replaces the scale bar's metres with feet and this many units per square (the battle map). */
  feetPerSquare?: { squarePx: number };
  /** Key lines added under the legend (symbols the map uses). */
  keys?: { label: string; swatch: string }[];
  /** A subtitle under the size line. */
  note?: string;
  /** Markup placed in the panel's free space (the battle map's locator). */
  inset?: (box: PanelBox) => string;
}

/** The side panel: cartouche, legend, compass and scale, so the map itself stays uncluttered for play. */
export function sidePanel(
  town: TownData,
  plan: TownPlan,
  style: MapStyleDef,
  box: PanelBox,
  extras: PanelExtras = {},
  metersPerPx = plan.metersPerPx,
): string {
  const { x, y, width, height } = box;
  const cx = x + width / 2;
  const inner = width - 56;
  const out: string[] = [];
  out.push(
    el('rect', { x, y, width, height, fill: 'none', stroke: style.ink, 'stroke-width': style.heavy * 0.6 }),
    el('rect', {
      x: x + 8,
      y: y + 8,
      width: width - 16,
      height: height - 16,
      fill: 'none',
      stroke: style.ink,
      'stroke-width': style.fine,
    }),
  );
  // Cartouche: the name in capitals, the nickname in italics, size and population beneath a rule.
  const titleSize = fitSize(town.name, 'display', 54, inner, 0.04);
  const title = textPath({
    text: town.name,
    font: 'display',
    size: titleSize,
    x: cx,
    y: y + 92,
    anchor: 'middle',
    tracking: 0.04,
  });
  out.push(el('path', { d: title, fill: style.accent, id: 'town-map-title' }));
  const nick = truncate(town.nickname, 'italic', 30, inner);
  out.push(
    el('path', {
      d: textPath({ text: nick, font: 'italic', size: 30, x: cx, y: y + 136, anchor: 'middle' }),
      fill: style.ink,
    }),
  );
  const rule = (yy: number) =>
    el('path', {
      d: `M${num(x + 40)} ${num(yy)}L${num(cx - 10)} ${num(yy)}M${num(cx + 10)} ${num(yy)}L${num(x + width - 40)} ${num(yy)}M${num(cx)} ${num(yy - 5)}L${num(cx + 5)} ${num(yy)}L${num(cx)} ${num(yy + 5)}L${num(cx - 5)} ${num(yy)}Z`,
      stroke: style.ink,
      'stroke-width': style.fine * 1.4,
      fill: style.ink,
    });
  out.push(rule(y + 160));
  const info =
    extras.note ?? `${SIZE_WORD[town.size]} · population ${town.population.toLocaleString('en-US')}`;
  out.push(
    el('path', {
      d: textPath({
        text: info,
        font: 'body',
        size: Math.max(MIN_LABEL - 2, fitSize(info, 'body', 26, inner)),
        x: cx,
        y: y + 196,
        anchor: 'middle',
      }),
      fill: style.inkSoft,
    }),
  );

  // Legend: number disc and name, one per establishment, in the order of the text.
  const legendTop = y + 240;
  const count = town.establishments.length;
  const lineH = count > 12 ? 35 : 39;
  const items: string[] = [];
  if (count) {
    items.push(
      el('path', {
        d: textPath({
          text: 'LEGEND',
          font: 'display',
          size: 26,
          x: x + 32,
          y: legendTop + 4,
          tracking: 0.12,
        }),
        fill: style.ink,
      }),
    );
  }
  let names = '';
  let discs = '';
  let digits = '';
  town.establishments.forEach((e, i) => {
    const yy = legendTop + 44 + i * lineH;
    const dx = x + 50;
    discs += `M${num(dx - 15)} ${num(yy)}a15 15 0 1 0 30 0a15 15 0 1 0 -30 0Z`;
    const ds = i + 1 >= 10 ? 17 : 20;
    digits += textPath({
      text: String(i + 1),
      font: 'display',
      size: ds,
      x: dx,
      y: yy + capHeight('display', ds) / 2,
      anchor: 'middle',
    });
    const name = truncate(e.name, 'body', MIN_LABEL, inner - 56);
    names += textPath({ text: name, font: 'body', size: MIN_LABEL, x: dx + 28, y: yy + 8 });
  });
  if (count) {
    items.push(el('path', { d: discs, fill: style.markerFill, stroke: style.ink, 'stroke-width': 1 }));
    items.push(el('path', { d: digits, fill: style.markerInk }));
    items.push(el('path', { d: names, fill: style.ink }));
  }
  out.push(
    group(
      {
        id: 'town-map-legend',
        'data-count': count,
        'data-names': town.establishments.map((e) => e.name).join('|'),
      },
      items,
    ),
  );

  // Symbols key: the map's furniture that a reader might not know.
  const keyTop = legendTop + 44 + count * lineH + 6;
  const keys: string[] = [];
  const keyLine = (label: string, i: number, swatch: string) => {
    const yy = keyTop + 22 + i * 34;
    keys.push(swatch.replaceAll('@Y', num(yy)));
    keys.push(
      el('path', {
        d: textPath({ text: label, font: 'body', size: MIN_LABEL - 1, x: x + 80, y: yy + 8 }),
        fill: style.inkSoft,
      }),
    );
  };
  const lines: { label: string; swatch: string }[] = [...(extras.keys ?? [])];
  if (!extras.keys) {
    if (plan.wall) {
      lines.push({
        label: plan.wallKind === 'stone' ? 'Town wall and towers' : 'Palisade',
        swatch: `<path d="M${num(x + 34)} @YL${num(x + 66)} @Y" stroke="${style.wall}" stroke-width="${num(style.heavy)}"/>`,
      });
    }
    if (plan.bridges.length) {
      lines.push({
        label: plan.bridges.length === 1 ? 'Bridge' : `Bridges (${plan.bridges.length})`,
        swatch: `<rect x="${num(x + 34)}" y="@Y" width="32" height="8" transform="translate(0 -4)" fill="${style.street}" stroke="${style.ink}"/>`,
      });
    }
    lines.push({
      label: 'Road',
      swatch: `<path d="M${num(x + 34)} @YL${num(x + 66)} @Y" stroke="${style.inkSoft}" stroke-width="7"/>`,
    });
  }
  const room = Math.floor((y + height - 250 - keyTop) / 34);
  lines.slice(0, Math.max(0, room)).forEach((l, i) => {
    keyLine(l.label, i, l.swatch);
  });
  out.push(group({ id: 'town-map-key' }, keys));
  const keyBottom = keyTop + 22 + Math.min(lines.length, Math.max(0, room)) * 34;
  if (extras.inset) {
    const top = keyBottom + 10;
    const bottom = y + height - 230;
    if (bottom - top > 120)
      out.push(extras.inset({ x: x + 24, y: top, width: width - 48, height: bottom - top }));
  }

  // Compass rose and scale bar at the foot of the panel.
  out.push(compassRose(x + 92, y + height - 118, 62, style));
  out.push(scaleBar(metersPerPx, x + 200, y + height - 138, width - 270, style, !!extras.feetPerSquare));
  const scaleNote = extras.feetPerSquare
    ? 'One square is 5 ft'
    : `1 cm on a print is about ${Math.round((metersPerPx * plan.width) / 22)} m`;
  out.push(
    el('path', {
      d: textPath({ text: scaleNote, font: 'italic', size: MIN_LABEL - 1, x: x + 200, y: y + height - 58 }),
      fill: style.inkSoft,
    }),
  );
  return group({ id: 'town-map-panel' }, out);
}
