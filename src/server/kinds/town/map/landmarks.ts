// Named landmarks: where each stands (in the square, near a side of the town, or out in the country on that
// side, a lighthouse on the shore, a mill on the river), and its own symbol.
import type { TownData } from '../../../../shared/kinds/town.js';
import type { ArtRng } from '../../../art/art-rng.js';
import { darken } from '../../../art/color.js';
import { add, angleOf, centroid, dist, insetConvex, lerpP, type P, SIDE_VECTORS } from './geometry.js';
import { coord, el, xy } from './path-data.js';
import type { TownPlan } from './plan.js';
import type { MapStyleDef } from './styles.js';
import type { Bridge } from './water.js';

export type LandmarkKind = TownData['layout']['landmarks'][number]['kind'];

export interface LandmarkSpot {
  name: string;
  kind: LandmarkKind;
  at: P;
  outside: boolean;
  /** Radius kept clear of houses, trees and fields round the symbol. */
  clear: number;
  /** The symbol's half-size, for labels to stand beside it. */
  size: number;
  /** A bridge landmark over the river: the deck it is drawn as. */
  bridge?: Bridge;
  /** A bridge landmark with no river to cross: a brook is drawn under it. */
  brook?: boolean;
}

/** Half-sizes in map units: about 10 pt tall on a printed page for a tower, so each reads as what it is. */
const SIZE: Record<LandmarkKind, number> = {
  'bell tower': 26,
  beacon: 25,
  lighthouse: 26,
  watchtower: 25,
  windmill: 27,
  watermill: 25,
  shrine: 23,
  'standing stones': 28,
  'chalk figure': 56,
  'great tree': 27,
  statue: 21,
  well: 18,
  fountain: 21,
  gallows: 22,
  bridge: 18,
  ruin: 26,
  tomb: 24,
  monument: 22,
};

/** Kinds that want high ground out in the country. */
const HIGH = new Set<LandmarkKind>(['windmill', 'beacon', 'chalk figure', 'watchtower', 'standing stones']);

export function planLandmarks(town: TownData, plan: TownPlan, rng: ArtRng): LandmarkSpot[] {
  const out: LandmarkSpot[] = [];
  const { center: C, water, terrain, box } = plan;
  const R = plan.footprint.R;
  const reach = (p: P) => dist(p, C) / R(angleOf(C, p));
  const inFrame = (p: P, m: number) =>
    p[0] > box[0] + m && p[0] < box[2] - m && p[1] > box[1] + m && p[1] < box[3] - m;
  const free = (p: P, gap: number) => out.every((l) => dist(l.at, p) > gap + l.size);
  const usedBridges = new Set<Bridge>();
  for (const lm of town.layout.landmarks) {
    const lrng = rng.fork(lm.name);
    const size = SIZE[lm.kind];
    const v = SIDE_VECTORS[lm.where] ?? null;
    const dir: P = v ? [v[0], v[1]] : lm.outside ? terrain.high : [0, 0];
    const sideScore = (p: P) =>
      v || lm.outside ? ((p[0] - C[0]) * dir[0] + (p[1] - C[1]) * dir[1]) / plan.radius : 0;
    const spot: LandmarkSpot = {
      name: lm.name,
      kind: lm.kind,
      at: C,
      outside: lm.outside,
      clear: size + 8,
      size,
    };
    const pickBest = (cands: P[], score: (p: P) => number): P | null => {
      let best: P | null = null;
      let bestS = Number.NEGATIVE_INFINITY;
      for (const p of cands) {
        const s = score(p);
        if (s > bestS) {
          bestS = s;
          best = p;
        }
      }
      return best;
    };
    // A bridge: one of the town's bridges on that side, else a bridge of its own over the river, else a brook.
    if (lm.kind === 'bridge') {
      const own = plan.bridges.filter((b) => !usedBridges.has(b));
      const inTown = own.filter((b) => reach(lerpP(b.a, b.b, 0.5)) < 1.45 !== lm.outside);
      const pool = inTown.length ? inTown : own;
      const b = pool.length ? pickBestBridge(pool, (m) => sideScore(m)) : null;
      if (b) {
        usedBridges.add(b);
        out.push({ ...spot, at: lerpP(b.a, b.b, 0.5), bridge: b, clear: 0 });
        continue;
      }
      const river = water.channels[0];
      if (river) {
        const pts = river.line.filter(
          (p, i) =>
            i > 0 &&
            i < river.line.length - 1 &&
            !water.isSea(p) &&
            inFrame(p, 40) &&
            (lm.outside ? reach(p) > 1.35 : reach(p) < 0.9),
        );
        const p = pickBest(pts.length ? pts : river.line.slice(1, -1), sideScore);
        if (p) {
          const i = river.line.indexOf(p);
          const a = angleOf(river.line[i - 1]!, river.line[i + 1]!);
          const half = river.width / 2 + 8;
          const n: P = [-Math.sin(a) * half, Math.cos(a) * half];
          out.push({ ...spot, at: p, bridge: { a: add(p, n, -1), b: add(p, n), width: 9 }, clear: 0 });
          continue;
        }
      }
      if (terrain.stream) {
        const pts = terrain.stream.filter((p) => inFrame(p, 40));
        const p = pickBest(pts, sideScore);
        if (p) {
          const i = terrain.stream.indexOf(p);
          const a = angleOf(
            terrain.stream[Math.max(0, i - 1)]!,
            terrain.stream[Math.min(terrain.stream.length - 1, i + 1)]!,
          );
          const n: P = [-Math.sin(a) * 12, Math.cos(a) * 12];
          out.push({ ...spot, at: p, bridge: { a: add(p, n, -1), b: add(p, n), width: 7 }, clear: 10 });
          continue;
        }
      }
      spot.brook = true;
    }
    if (!lm.outside) {
      const cands: P[] = [];
      // The district the text puts it in, when it names one (and the map has it).
      const di = lm.district ? town.layout.districts.findIndex((d) => d.name === lm.district) : -1;
      const ward = (c: TownPlan['cells'][number]) =>
        c.inner && c.kind !== 'castle' && (di < 0 || c.district === di);
      const plaza = plan.cells[plan.plazaCell]!;
      if (lm.where === 'centre' && (di < 0 || plaza.district === di)) {
        const core = insetConvex(plaza.poly, 10) ?? plaza.poly;
        const c = centroid(core);
        cands.push(c, ...core.map((q) => lerpP(c, q, 0.45)));
      } else {
        const own = plan.cells.filter(ward);
        // 'In the centre' of a district: its heart, the block nearest the middle of its blocks.
        let pool = own;
        if (lm.where === 'centre' && own.length) {
          const mx = own.reduce((t, c) => t + c.site[0], 0) / own.length;
          const my = own.reduce((t, c) => t + c.site[1], 0) / own.length;
          pool = [...own].sort((a, b) => dist(a.site, [mx, my]) - dist(b.site, [mx, my])).slice(0, 2);
        }
        for (const c of pool) {
          const core = insetConvex(c.poly, 16);
          if (!core) continue;
          const cc = centroid(core);
          cands.push(cc, ...core.map((q) => lerpP(cc, q, 0.5)));
        }
      }
      const wantRiver = lm.kind === 'watermill' && water.channels.length > 0;
      const wantShore = lm.kind === 'lighthouse' && water.sea !== null;
      const ok = cands.filter((p) => {
        if (water.isWater(p) || !free(p, size + 20)) return false;
        if (plan.markers.some((m) => dist(m.at, p) < 30)) return false;
        if (wantRiver) return water.riverDist(p) > 2 && water.riverDist(p) < 40;
        if (wantShore) return nearSea(p, water.isSea, 46);
        return water.riverDist(p) > size + 4;
      });
      const pool = ok.length ? ok : cands.filter((p) => !water.isWater(p));
      const p = pickBest(
        pool,
        (q) => sideScore(q) * 3 - (lm.where === 'centre' ? dist(q, C) * 0.001 : Math.abs(reach(q) - 0.62)),
      );
      if (p) {
        out.push({ ...spot, at: p });
        continue;
      }
    }
    // Out in the country on that side.
    const cands: P[] = [];
    const base = Math.atan2(dir[1], dir[0]);
    const near: P[] = [];
    for (let k = -6; k <= 6; k++) {
      const a = base + k * 0.12;
      for (let rr = 1.3; rr <= 2.6; rr += 0.12) cands.push(add(C, [Math.cos(a), Math.sin(a)], R(a) * rr));
      for (let rr = 1.02; rr < 1.3; rr += 0.07) near.push(add(C, [Math.cos(a), Math.sin(a)], R(a) * rr));
    }
    // The shore on that side, for a lighthouse: the last dry ground before the water along each ray.
    const shoreline: P[] = [];
    if (lm.kind === 'lighthouse' && water.sea) {
      // Round the whole town if need be: a lighthouse stands on the shore, nearest the side the text names.
      for (let k = -31; k <= 31; k++) {
        const a = base + k * 0.1;
        const d: P = [Math.cos(a), Math.sin(a)];
        for (let rr = R(a) * 0.5; rr < R(a) * 3; rr += 4) {
          if (water.isSea(add(C, d, rr))) {
            const p = add(C, d, rr - size * 0.6);
            if (inFrame(p, size + 20) && !water.isWater(p)) shoreline.push(p);
            break;
          }
        }
      }
    }
    const canyon = terrain.canyon;
    const ok = cands.filter(
      (p) =>
        inFrame(p, size + 26) &&
        !water.isWater(p) &&
        water.riverDist(p) > (lm.kind === 'watermill' ? 2 : size + 6) &&
        !terrain.blocked(p) &&
        !(terrain.volcano && dist(p, terrain.volcano.c) < terrain.volcano.r + size) &&
        !canyon?.lines.some((l) => minDist(p, l) < canyon.width / 2 + size + 6) &&
        plan.roadDist(p) > size + 10 &&
        free(p, size + 40),
    );
    const wantRiver = lm.kind === 'watermill' && water.channels.length > 0;
    const wantShore = lm.kind === 'lighthouse' && water.sea !== null;
    let pool = ok;
    if (wantRiver) {
      const wet = ok.filter((p) => water.riverDist(p) < 30);
      if (wet.length) pool = wet;
    } else if (wantShore) {
      const shore = ok.filter((p) => nearSea(p, water.isSea, 40));
      const head = water.points.headland;
      if (head && !water.isWater(head) && sideScore(head) > 0.2) pool = [head];
      else if (shore.length) pool = shore;
      else if (shoreline.length)
        pool = shoreline.filter((p) => free(p, size + 20)).length
          ? shoreline.filter((p) => free(p, size + 20))
          : shoreline;
    }
    if (!pool.length)
      pool = [...cands, ...near].filter((p) => inFrame(p, size + 10) && !water.isWater(p) && free(p, size));
    if (!pool.length) pool = [...cands, ...near].filter((p) => inFrame(p, size + 10) && !water.isWater(p));
    // Each place its own spot: how far out, and how far round from the named side, varies with the seed.
    const farOut = lrng.range(1.4, 2.2);
    const p = pickBest(pool, (q) => {
      let s = sideScore(q) * 2 - Math.abs(reach(q) - farOut) * 0.8 + lrng.next() * 0.5;
      if (HIGH.has(lm.kind)) s += terrain.height(q) * 2;
      if (lm.kind === 'gallows') s -= Math.abs(plan.roadDist(q) - 40) / 60;
      return s;
    });
    out.push({ ...spot, at: p ?? add(C, dir, plan.radius * 1.5) });
  }
  return out;
}

function pickBestBridge(pool: Bridge[], score: (mid: P) => number): Bridge {
  let best = pool[0]!;
  let bestS = Number.NEGATIVE_INFINITY;
  for (const b of pool) {
    const s = score(lerpP(b.a, b.b, 0.5));
    if (s > bestS) {
      bestS = s;
      best = b;
    }
  }
  return best;
}

function nearSea(p: P, isSea: (p: P) => boolean, within: number): boolean {
  for (let k = 0; k < 12; k++) {
    const a = (k / 12) * Math.PI * 2;
    if (isSea(add(p, [Math.cos(a), Math.sin(a)], within))) return true;
  }
  return false;
}

function minDist(p: P, line: readonly P[]): number {
  let best = Number.POSITIVE_INFINITY;
  for (const q of line) best = Math.min(best, dist(p, q));
  return best;
}

const rect = (x: number, y: number, w: number, h: number) =>
  `M${xy(x, y)}h${coord(w)}v${coord(h)}h${coord(-w)}Z`;
const circ = (c: P, r: number) =>
  `M${xy(c[0] - r, c[1])}a${coord(r)} ${coord(r)} 0 1 0 ${coord(2 * r)} 0a${coord(r)} ${coord(r)} 0 1 0 ${coord(-2 * r)} 0Z`;
const poly = (pts: readonly P[]) => `M${pts.map((p) => xy(p[0], p[1])).join('L')}Z`;

/**
 * The symbol of one landmark, drawn as a small picture standing on the map (towers and mills seen from the
 * side, as old maps drew them), over a paper halo so it reads on any ground.
 */
export function drawLandmark(spot: LandmarkSpot, style: MapStyleDef, featureId: string): string {
  const [x, y] = spot.at;
  const s = spot.size;
  const ink = style.ink;
  const fill = style.wall === style.ink ? style.paper : style.plaza;
  const roof = style.roof('temple');
  const accent = style.markerFill;
  const w = style.medium * 1.3;
  const parts: string[] = [];
  // A paper halo under each part (a wider stroke of the paper's colour) parts the symbol from busy ground.
  const halos: string[] = [];
  const haloed = spot.kind !== 'bridge' && spot.kind !== 'chalk figure';
  const shape = (d: string, f: string, extra: Record<string, string | number> = {}) => {
    if (haloed) halos.push(d);
    return el('path', { d, fill: f, stroke: ink, 'stroke-width': w, 'stroke-linejoin': 'round', ...extra });
  };
  const line = (d: string, width = w) => {
    if (haloed) halos.push(d);
    return el('path', { d, fill: 'none', stroke: ink, 'stroke-width': width, 'stroke-linecap': 'round' });
  };
  // Towers and such stand on the spot: their foot at y, their top above it.
  const foot = y + s * 0.55;
  switch (spot.kind) {
    case 'bell tower': {
      parts.push(shape(rect(x - s * 0.32, foot - s * 1.3, s * 0.64, s * 1.3), fill));
      parts.push(
        shape(
          poly([
            [x - s * 0.42, foot - s * 1.3],
            [x, foot - s * 2],
            [x + s * 0.42, foot - s * 1.3],
          ]),
          roof,
        ),
      );
      parts.push(
        shape(
          `M${xy(x - s * 0.18, foot - s * 0.78)}q${coord(s * 0.18)} ${coord(-s * 0.5)} ${coord(s * 0.36)} 0Z`,
          darken(fill, 0.35),
        ),
      );
      break;
    }
    case 'beacon':
    case 'watchtower': {
      parts.push(
        shape(
          poly([
            [x - s * 0.36, foot],
            [x - s * 0.28, foot - s * 1.35],
            [x + s * 0.28, foot - s * 1.35],
            [x + s * 0.36, foot],
          ]),
          fill,
        ),
      );
      let crenel = `M${xy(x - s * 0.36, foot - s * 1.35)}`;
      for (let i = 0; i < 4; i++)
        crenel += `h${coord(s * 0.09)}v${coord(-s * 0.16)}h${coord(s * 0.09)}v${coord(s * 0.16)}`;
      crenel += `V${coord(foot - s * 1.25)}H${coord(x - s * 0.36)}Z`;
      parts.push(shape(crenel, fill));
      parts.push(line(`M${xy(x, foot - s * 0.5)}v${coord(-s * 0.25)}`, w * 1.6));
      if (spot.kind === 'beacon') {
        parts.push(
          shape(
            `M${xy(x - s * 0.22, foot - s * 1.55)}q${coord(s * 0.02)} ${coord(-s * 0.5)} ${coord(s * 0.2)} ${coord(-s * 0.75)}q${coord(-s * 0.02)} ${coord(s * 0.3)} ${coord(s * 0.12)} ${coord(s * 0.35)}q${coord(s * 0.08)} ${coord(-s * 0.2)} ${coord(s * 0.06)} ${coord(-s * 0.35)}q${coord(s * 0.2)} ${coord(s * 0.35)} ${coord(s * 0.06)} ${coord(s * 0.75)}Z`,
            '#e0702a',
            { stroke: '#8a2d10' },
          ),
        );
      }
      break;
    }
    case 'lighthouse': {
      parts.push(
        shape(
          poly([
            [x - s * 0.34, foot],
            [x - s * 0.2, foot - s * 1.5],
            [x + s * 0.2, foot - s * 1.5],
            [x + s * 0.34, foot],
          ]),
          '#f4efe4',
        ),
      );
      parts.push(
        shape(
          poly([
            [x - s * 0.3, foot - s * 0.35],
            [x - s * 0.26, foot - s * 0.7],
            [x + s * 0.26, foot - s * 0.7],
            [x + s * 0.3, foot - s * 0.35],
          ]),
          accent,
        ),
      );
      parts.push(
        shape(
          poly([
            [x - s * 0.24, foot - s * 1.05],
            [x - s * 0.22, foot - s * 1.3],
            [x + s * 0.22, foot - s * 1.3],
            [x + s * 0.24, foot - s * 1.05],
          ]),
          accent,
        ),
      );
      parts.push(shape(rect(x - s * 0.16, foot - s * 1.78, s * 0.32, s * 0.28), '#f6d860'));
      parts.push(
        shape(
          poly([
            [x - s * 0.24, foot - s * 1.78],
            [x, foot - s * 2.02],
            [x + s * 0.24, foot - s * 1.78],
          ]),
          accent,
        ),
      );
      parts.push(
        el('path', {
          d: `M${xy(x - s * 0.3, foot - s * 1.64)}l${coord(-s * 0.7)} ${coord(-s * 0.2)}M${xy(x + s * 0.3, foot - s * 1.64)}l${coord(s * 0.7)} ${coord(-s * 0.2)}M${xy(x - s * 0.3, foot - s * 1.56)}l${coord(-s * 0.7)} ${coord(s * 0.12)}M${xy(x + s * 0.3, foot - s * 1.56)}l${coord(s * 0.7)} ${coord(s * 0.12)}`,
          stroke: '#e0b020',
          'stroke-width': w * 1.2,
          'stroke-linecap': 'round',
        }),
      );
      break;
    }
    case 'windmill': {
      parts.push(
        shape(
          poly([
            [x - s * 0.34, foot],
            [x - s * 0.22, foot - s * 1.05],
            [x + s * 0.22, foot - s * 1.05],
            [x + s * 0.34, foot],
          ]),
          fill,
        ),
      );
      parts.push(
        shape(
          poly([
            [x - s * 0.28, foot - s * 1.05],
            [x, foot - s * 1.35],
            [x + s * 0.28, foot - s * 1.05],
          ]),
          roof,
        ),
      );
      const hub: P = [x, foot - s * 1.1];
      let sails = '';
      for (let k = 0; k < 4; k++) {
        const a = Math.PI / 4 + (k * Math.PI) / 2;
        const tip = add(hub, [Math.cos(a), Math.sin(a)], s * 1.05);
        const side: P = [Math.cos(a + Math.PI / 2) * s * 0.16, Math.sin(a + Math.PI / 2) * s * 0.16];
        const mid = add(hub, [Math.cos(a), Math.sin(a)], s * 0.28);
        sails += poly([mid, tip, add(tip, side), add(mid, side)]);
      }
      parts.push(shape(sails, '#f4efe4'));
      parts.push(shape(circ(hub, s * 0.08), ink));
      break;
    }
    case 'watermill': {
      parts.push(shape(rect(x - s * 0.55, foot - s * 0.8, s * 0.8, s * 0.8), fill));
      parts.push(
        shape(
          poly([
            [x - s * 0.65, foot - s * 0.8],
            [x - s * 0.15, foot - s * 1.25],
            [x + s * 0.35, foot - s * 0.8],
          ]),
          roof,
        ),
      );
      const hub: P = [x + s * 0.42, foot - s * 0.35];
      let spokes = '';
      for (let k = 0; k < 8; k++) {
        const a = (k * Math.PI) / 4;
        spokes += `M${xy(hub[0], hub[1])}L${xy(hub[0] + Math.cos(a) * s * 0.5, hub[1] + Math.sin(a) * s * 0.5)}`;
      }
      parts.push(shape(circ(hub, s * 0.5), '#d8c8a8'));
      parts.push(line(spokes, w * 0.8));
      break;
    }
    case 'shrine': {
      parts.push(shape(rect(x - s * 0.5, foot - s * 0.7, s, s * 0.7), fill));
      parts.push(
        shape(
          poly([
            [x - s * 0.65, foot - s * 0.7],
            [x, foot - s * 1.2],
            [x + s * 0.65, foot - s * 0.7],
          ]),
          roof,
        ),
      );
      parts.push(
        shape(
          `M${xy(x - s * 0.16, foot)}v${coord(-s * 0.36)}a${coord(s * 0.16)} ${coord(s * 0.16)} 0 0 1 ${coord(s * 0.32)} 0v${coord(s * 0.36)}Z`,
          darken(fill, 0.45),
        ),
      );
      break;
    }
    case 'standing stones': {
      let stones = '';
      for (let k = 0; k < 9; k++) {
        const a = (k / 9) * Math.PI * 2;
        const cx = x + Math.cos(a) * s * 0.85;
        const cy = y + Math.sin(a) * s * 0.5;
        const h = s * (0.42 + (k % 3) * 0.07);
        stones += poly([
          [cx - s * 0.1, cy],
          [cx - s * 0.08, cy - h],
          [cx + s * 0.08, cy - h * 0.95],
          [cx + s * 0.1, cy],
        ]);
      }
      parts.push(shape(stones, '#b9b4a8'));
      break;
    }
    case 'chalk figure': {
      // A white horse cut into a green hillside, in the manner of the old hill figures.
      parts.push(
        el('path', {
          d: `M${xy(x - s, y + s * 0.2)}q${coord(s)} ${coord(-s * 0.9)} ${coord(s * 2)} 0q${coord(-s)} ${coord(s * 0.5)} ${coord(-s * 2)} 0Z`,
          fill: '#8fae6a',
          stroke: darken('#8fae6a', 0.25),
          'stroke-width': w,
        }),
      );
      const k = s / 46;
      const horse = `M${xy(x - 34 * k, y + 2 * k)}c${coord(12 * k)} ${coord(-8 * k)} ${coord(30 * k)} ${coord(-10 * k)} ${coord(44 * k)} ${coord(-8 * k)}l${coord(10 * k)} ${coord(-12 * k)}l${coord(8 * k)} ${coord(3 * k)}l${coord(-6 * k)} ${coord(10 * k)}M${xy(x - 20 * k, y - 4 * k)}l${coord(-8 * k)} ${coord(12 * k)}M${xy(x - 8 * k, y - 6 * k)}l${coord(-2 * k)} ${coord(14 * k)}M${xy(x + 4 * k, y - 6 * k)}l${coord(6 * k)} ${coord(13 * k)}M${xy(x + 14 * k, y - 8 * k)}l${coord(10 * k)} ${coord(10 * k)}M${xy(x - 34 * k, y + 2 * k)}l${coord(-8 * k)} ${coord(4 * k)}`;
      parts.push(
        el('path', {
          d: horse,
          fill: 'none',
          stroke: '#fbfaf4',
          'stroke-width': 4.2 * k + 1.2,
          'stroke-linecap': 'round',
          'stroke-linejoin': 'round',
        }),
      );
      break;
    }
    case 'great tree': {
      parts.push(shape(rect(x - s * 0.1, y, s * 0.2, s * 0.55), '#6b4a2e'));
      let crown = '';
      for (let k = 0; k < 7; k++) {
        const a = (k / 7) * Math.PI * 2;
        crown += circ([x + Math.cos(a) * s * 0.45, y - s * 0.45 + Math.sin(a) * s * 0.35], s * 0.42);
      }
      parts.push(
        el('path', { d: crown, fill: darken(style.tree, 0.15), stroke: style.treeInk, 'stroke-width': w }),
      );
      parts.push(el('path', { d: circ([x, y - s * 0.45], s * 0.55), fill: darken(style.tree, 0.15) }));
      break;
    }
    case 'statue':
    case 'monument': {
      parts.push(shape(rect(x - s * 0.45, foot - s * 0.3, s * 0.9, s * 0.3), fill));
      if (spot.kind === 'monument') {
        parts.push(
          shape(
            poly([
              [x - s * 0.22, foot - s * 0.3],
              [x - s * 0.12, foot - s * 1.7],
              [x, foot - s * 1.95],
              [x + s * 0.12, foot - s * 1.7],
              [x + s * 0.22, foot - s * 0.3],
            ]),
            fill,
          ),
        );
      } else {
        parts.push(shape(rect(x - s * 0.25, foot - s * 0.75, s * 0.5, s * 0.45), fill));
        parts.push(
          shape(
            `M${xy(x - s * 0.14, foot - s * 0.75)}l${coord(s * 0.02)} ${coord(-s * 0.55)}l${coord(-s * 0.14)} ${coord(-s * 0.1)}l${coord(s * 0.2)} ${coord(-s * 0.1)}a${coord(s * 0.1)} ${coord(s * 0.1)} 0 1 1 ${coord(s * 0.16)} 0l${coord(s * 0.14)} ${coord(s * 0.28)}l${coord(-s * 0.1)} ${coord(s * 0.04)}l${coord(-s * 0.02)} ${coord(s * 0.43)}Z`,
            darken(fill, 0.4),
          ),
        );
      }
      break;
    }
    case 'well': {
      parts.push(shape(circ([x, y], s * 0.8), fill));
      parts.push(shape(circ([x, y], s * 0.48), style.water));
      parts.push(
        line(
          `M${xy(x - s, y - s * 0.95)}H${coord(x + s)}M${xy(x - s * 0.8, y - s * 0.95)}V${coord(y)}M${xy(x + s * 0.8, y - s * 0.95)}V${coord(y)}`,
          w * 1.3,
        ),
      );
      break;
    }
    case 'fountain': {
      parts.push(shape(circ([x, y], s * 0.95), fill));
      parts.push(shape(circ([x, y], s * 0.7), style.water));
      parts.push(shape(circ([x, y], s * 0.22), fill));
      parts.push(
        el('path', {
          d: `M${xy(x, y - s * 0.2)}q${coord(-s * 0.3)} ${coord(-s * 0.5)} ${coord(-s * 0.5)} ${coord(-s * 0.1)}M${xy(x, y - s * 0.2)}q${coord(s * 0.3)} ${coord(-s * 0.5)} ${coord(s * 0.5)} ${coord(-s * 0.1)}`,
          fill: 'none',
          stroke: style.waterInk,
          'stroke-width': w,
        }),
      );
      break;
    }
    case 'gallows': {
      parts.push(
        line(
          `M${xy(x - s * 0.45, foot)}V${coord(foot - s * 1.5)}H${coord(x + s * 0.45)}M${xy(x - s * 0.45, foot - s * 1.15)}l${coord(s * 0.35)} ${coord(-s * 0.35)}`,
          w * 2,
        ),
      );
      parts.push(line(`M${xy(x + s * 0.35, foot - s * 1.5)}v${coord(s * 0.45)}`, w));
      parts.push(shape(rect(x - s * 0.7, foot - s * 0.12, s * 1.4, s * 0.16), fill));
      break;
    }
    case 'ruin': {
      parts.push(
        shape(
          `M${xy(x - s * 0.9, y + s * 0.4)}v${coord(-s * 0.8)}l${coord(s * 0.2)} ${coord(-s * 0.25)}l${coord(s * 0.15)} ${coord(s * 0.3)}v${coord(s * 0.75)}ZM${xy(x - s * 0.2, y + s * 0.4)}v${coord(-s * 0.4)}l${coord(s * 0.25)} ${coord(-s * 0.2)}v${coord(s * 0.6)}ZM${xy(x + s * 0.35, y + s * 0.4)}v${coord(-s * 1.1)}l${coord(s * 0.2)} ${coord(s * 0.2)}l${coord(s * 0.15)} ${coord(-s * 0.1)}v${coord(s * 1)}Z`,
          '#c9c0ad',
        ),
      );
      parts.push(line(`M${xy(x - s, y + s * 0.42)}H${coord(x + s)}`, w));
      break;
    }
    case 'tomb': {
      parts.push(
        shape(`M${xy(x - s, y + s * 0.35)}q${coord(s)} ${coord(-s * 1.5)} ${coord(s * 2)} 0Z`, '#9fb27a'),
      );
      parts.push(
        shape(
          `M${xy(x - s * 0.22, y + s * 0.35)}v${coord(-s * 0.3)}a${coord(s * 0.22)} ${coord(s * 0.22)} 0 0 1 ${coord(s * 0.44)} 0v${coord(s * 0.3)}Z`,
          darken(fill, 0.55),
        ),
      );
      break;
    }
    case 'bridge': {
      const b = spot.bridge;
      if (b) {
        const a = Math.atan2(b.b[1] - b.a[1], b.b[0] - b.a[0]);
        const n: P = [-Math.sin(a) * b.width, Math.cos(a) * b.width];
        parts.push(
          shape(poly([add(b.a, n), add(b.b, n), add(b.b, n, -1), add(b.a, n, -1)]), style.street, {
            'stroke-width': w * 1.3,
          }),
        );
        // Parapets drawn heavier than an ordinary bridge's, so the named one stands out.
        parts.push(
          line(
            `M${xy(b.a[0] + n[0], b.a[1] + n[1])}L${xy(b.b[0] + n[0], b.b[1] + n[1])}M${xy(b.a[0] - n[0], b.a[1] - n[1])}L${xy(b.b[0] - n[0], b.b[1] - n[1])}`,
            w * 2.2,
          ),
        );
      } else {
        // No water to cross: a little brook with its bridge.
        parts.push(
          el('path', {
            d: `M${xy(x - s * 1.6, y - s * 0.9)}q${coord(s * 0.8)} ${coord(s * 0.4)} ${coord(s * 1.6)} ${coord(s * 0.9)}t${coord(s * 1.6)} ${coord(s * 0.9)}`,
            fill: 'none',
            stroke: style.water,
            'stroke-width': 8,
            'stroke-linecap': 'round',
          }),
        );
        parts.push(
          shape(
            `M${xy(x - s * 0.7, y - s * 0.35)}q${coord(s * 0.7)} ${coord(-s * 0.5)} ${coord(s * 1.4)} 0v${coord(s * 0.55)}q${coord(-s * 0.7)} ${coord(-s * 0.45)} ${coord(-s * 1.4)} 0Z`,
            style.street,
            { 'stroke-width': w * 1.4 },
          ),
        );
      }
      break;
    }
  }
  const halo = halos.length
    ? el('path', {
        d: halos.join(''),
        fill: 'none',
        stroke: style.paper,
        'stroke-width': w + 6,
        'stroke-linejoin': 'round',
        'stroke-linecap': 'round',
        opacity: 0.9,
      })
    : '';
  return el('g', { 'data-feature': featureId, 'data-kind': spot.kind }, [halo, ...parts].join(''));
}

/** Whether p falls within a landmark's cleared ground (houses, fields and trees keep off it). */
export function inLandmarkClearing(spots: readonly LandmarkSpot[], p: P, margin = 0): boolean {
  return spots.some((s) => s.clear > 0 && dist(s.at, p) < s.clear + margin);
}
