// The country's big features, placed before the roads so the roads steer round them: which way the land rises,
// a volcano with its lava, a glacier, a canyon, cliffs and a waterfall, and the ground's colour.
import { createNoise2D } from 'simplex-noise';
import type { TownData } from '../../../../shared/kinds/town.js';
import type { ArtRng } from '../../../art/art-rng.js';
import { add, angleOf, catmullRom, dist, type P, polylineDist, rotate } from './geometry.js';
import { edgePoint, type WaterPlan } from './water.js';

/** The ground's colour outside the fields, from the country's strongest feature. */
export type GroundTone = 'snow' | 'sand' | 'jungle' | 'marsh' | 'ash' | 'rock' | null;

export interface Cliff {
  line: P[];
  /** Which side of the line (walking along it) lies low: +1 right, -1 left. The hachures fall that way. */
  down: 1 | -1;
  /** Sea cliffs along the shore, or an escarpment inland. */
  sea: boolean;
}

export interface TerrainPlan {
  /** Unit vector towards rising ground (upstream, away from the sea). */
  high: P;
  tone: GroundTone;
  /** Height over the map, 0..1, rising towards `high`: contours, hills and mountains read it. */
  height(p: P): number;
  volcano: { c: P; r: number; flows: P[][] } | null;
  glacier: { line: P[]; width: number } | null;
  /** A canyon's course (along a river, several stretches outside the town). */
  canyon: { lines: P[][]; width: number; river: boolean } | null;
  cliffs: Cliff[];
  waterfall: { at: P; dir: number; width: number; onRiver: boolean } | null;
  /** A brook where there is no river for a waterfall (or a named bridge) to stand on. */
  stream: P[] | null;
  /** Where roads and suburbs may not go (the volcano's cone, the glacier). */
  blocked(p: P): boolean;
}

export interface TerrainInput {
  center: P;
  radius: number;
  R(a: number): number;
  box: [number, number, number, number];
  water: WaterPlan;
  /** The side the river comes from, when there is one. */
  F: P | null;
  rng: ArtRng;
}

export function groundTone(landscape: readonly string[]): GroundTone {
  const has = (f: string) => landscape.includes(f);
  if (has('snow') || has('glacier')) return 'snow';
  if (has('desert')) return 'sand';
  if (has('jungle')) return 'jungle';
  if (has('marsh')) return 'marsh';
  if (has('volcano')) return 'ash';
  if (has('canyon') || (has('dunes') && !has('forest'))) return has('dunes') ? 'sand' : 'rock';
  return null;
}

export function planTerrain(town: TownData, input: TerrainInput): TerrainPlan {
  const { center: C, radius: r, box, water, rng } = input;
  const landscape = town.layout.landscape;
  const has = (f: string) => landscape.includes(f as never);
  const high: P = input.F
    ? input.F
    : water.shore
      ? [-water.shore.toward[0], -water.shore.toward[1]]
      : [Math.cos(rng.range(0, Math.PI * 2)), Math.sin(rng.range(0, Math.PI * 2))];
  const hn = Math.hypot(high[0], high[1]) || 1;
  high[0] /= hn;
  high[1] /= hn;
  const noise = createNoise2D(rng.fork('height').next);
  const hilly = has('mountains') || has('glacier') || has('volcano') ? 1.35 : has('hills') ? 1 : 0.35;
  const height = (p: P) => {
    const along = ((p[0] - C[0]) * high[0] + (p[1] - C[1]) * high[1]) / 1400 + 0.5;
    const n = 0.55 * noise(p[0] / 520, p[1] / 520) + 0.25 * noise(p[0] / 210, p[1] / 210);
    return Math.max(0, Math.min(1, 0.35 + n * 0.5 + along * hilly * 0.45));
  };
  const reach = (p: P) => dist(p, C) / input.R(angleOf(C, p));
  const inFrame = (p: P, m: number) =>
    p[0] > box[0] + m && p[0] < box[2] - m && p[1] > box[1] + m && p[1] < box[3] - m;
  const dry = (p: P) => !water.isWater(p);
  const ha = Math.atan2(high[1], high[0]);
  const main = water.channels.find((c) => c.role === 'main') ?? null;

  // Volcano: on the high side, as near the town as its cone allows, crater inside the frame.
  let volcano: TerrainPlan['volcano'] = null;
  if (has('volcano')) {
    const vr = rng.fork('volcano');
    const cr = Math.max(130, Math.min(210, r * 0.6));
    let best: { p: P; score: number } | null = null;
    for (let k = 0; k < 16; k++) {
      const a = ha + (k % 2 ? 1 : -1) * Math.ceil(k / 2) * 0.38;
      const d: P = [Math.cos(a), Math.sin(a)];
      for (const extra of [0.75, 0.95, 1.2]) {
        const p = add(C, d, input.R(a) * 1.2 + cr * extra + 30);
        if (!inFrame(p, 70)) continue;
        // The cone stays clear of rivers and the shore.
        const ring = Array.from({ length: 16 }, (_, i) =>
          add(p, [Math.cos((i * Math.PI) / 8), Math.sin((i * Math.PI) / 8)], cr),
        );
        if (water.riverDist(p) < cr * 1.05 || !dry(p) || ring.some((q) => water.isSea(q))) continue;
        const score = -Math.ceil(k / 2) - extra;
        if (!best || score > best.score) best = { p, score };
      }
    }
    const c = best?.p ?? add(C, high, Math.min(input.R(ha) * 1.3 + cr, 600));
    const flows: P[][] = [];
    const n = vr.int(2, 3);
    const away = angleOf(c, C);
    for (let i = 0; i < n; i++) {
      let a = away + (i - (n - 1) / 2) * vr.range(0.7, 1) + vr.jitter(0, 0.2);
      let p = add(c, [Math.cos(a), Math.sin(a)], cr * 0.18);
      const line: P[] = [p];
      const len = cr * vr.range(1.1, 1.6);
      for (let t = 0; t < len; t += 16) {
        a += vr.jitter(0, 0.22);
        const q = add(p, [Math.cos(a), Math.sin(a)], 16);
        if (!dry(q) || reach(q) < 1.3) break;
        line.push(q);
        p = q;
      }
      if (line.length > 3) flows.push(line);
    }
    volcano = { c, r: cr, flows };
  }

  // Glacier: an ice tongue coming down from the high side; over the river's head when the river comes that way.
  let glacier: TerrainPlan['glacier'] = null;
  if (has('glacier')) {
    const gr = rng.fork('glacier');
    const snoutAt = (p: P) => reach(p) < 1.75;
    let line: P[];
    if (main && input.F) {
      const cut = main.line.findIndex((p) => snoutAt(p) || (volcano && dist(p, volcano.c) < volcano.r));
      line = main.line.slice(0, cut > 3 ? cut : Math.max(4, Math.floor(main.line.length * 0.2)));
    } else {
      const a = ha + gr.jitter(0, 0.5);
      const d: P = [Math.cos(a), Math.sin(a)];
      const start = edgePoint(C, d, box, 60);
      const snout = add(C, d, Math.min(input.R(a) * 1.8, dist(C, start) - 200));
      line = catmullRom(
        [start, add(lerp(start, snout, 0.5), rotate(d, Math.PI / 2), gr.jitter(0, 40)), snout],
        8,
      );
    }
    glacier = { line, width: Math.max(80, r * 0.3) };
  }

  // Canyon: along the river outside the town when there is one, else a dry gorge past one flank.
  let canyon: TerrainPlan['canyon'] = null;
  if (has('canyon')) {
    const cr = rng.fork('canyon');
    // The river's stretches outside the town run in the gorge; without a river (or one with no room outside
    // the town) a dry gorge passes the town on whichever flank the frame leaves room.
    const runs: P[][] = [];
    if (main) {
      let cur: P[] = [];
      for (const p of main.line) {
        if (reach(p) > 1.3 && !water.isSea(p) && inFrame(p, -40)) cur.push(p);
        else if (cur.length) {
          runs.push(cur);
          cur = [];
        }
      }
      if (cur.length) runs.push(cur);
    }
    const long = runs.filter((run) => run.length > 6);
    if (main && long.length) {
      canyon = { lines: long, width: main.width + cr.range(70, 100), river: true };
    } else {
      const width = cr.range(110, 140);
      const edgeRoom = (a: number) => dist(C, edgePoint(C, [Math.cos(a), Math.sin(a)], box, 0));
      const side = cr.chance(0.5) ? 1 : -1;
      let best = { a: ha + side * 0.9, off: 0, room: -1e9 };
      for (let k = 0; k < 12; k++) {
        const a = ha + side * 0.9 + (k * Math.PI) / 6;
        const want = input.R(a) * 1.45 + 80;
        const off = Math.min(want, edgeRoom(a) - width * 0.8);
        const roomLeft = off - (input.R(a) * 1.12 + width / 2);
        if (roomLeft > best.room) best = { a, off, room: roomLeft };
      }
      const d: P = [Math.cos(best.a), Math.sin(best.a)];
      const along: P = [-d[1], d[0]];
      const mid = add(C, d, best.off);
      const wp = [edgePoint(mid, along, box, 80)];
      for (const k of [1.2, 0.5, -0.2, -0.9]) wp.push(add(add(mid, along, r * k), d, cr.jitter(0, r * 0.12)));
      wp.push(edgePoint(mid, [-along[0], -along[1]], box, 80));
      const line = catmullRom(wp, 10).filter((p) => reach(p) > 1.12 && !water.isWater(p));
      canyon = { lines: [line], width, river: false };
    }
  }

  // Waterfall: where the river comes down from the high ground, or a brook falling from the heights.
  let waterfall: TerrainPlan['waterfall'] = null;
  let stream: P[] | null = null;
  if (has('waterfall')) {
    const wr = rng.fork('waterfall');
    if (main) {
      const i = main.line.findIndex(
        (p, k) => k > 2 && reach(p) < 1.9 && !(glacier && polylineDist(p, glacier.line) < glacier.width),
      );
      const k = Math.max(1, Math.min(main.line.length - 2, i > 0 ? i : Math.floor(main.line.length * 0.25)));
      waterfall = {
        at: main.line[k]!,
        dir: angleOf(main.line[k - 1]!, main.line[k + 1]!),
        width: main.width,
        onRiver: true,
      };
    } else {
      const a = ha + wr.jitter(0, 0.5);
      const d: P = [Math.cos(a), Math.sin(a)];
      const fall = add(C, d, Math.min(input.R(a) * 1.75, dist(C, edgePoint(C, d, box, 0)) - 120));
      const side = wr.chance(0.5) ? 1 : -1;
      const flank = rotate(d, side * 1.45);
      const pool = add(fall, flank, r * 0.35);
      stream = catmullRom(
        [
          edgePoint(fall, d, box, 60),
          add(fall, d, 90),
          fall,
          pool,
          add(C, flank, input.R(angleOf([0, 0], flank)) * 1.5),
          edgePoint(C, rotate(d, side * 1.9), box, 60),
        ],
        8,
      ).filter((_, idx, arr) => idx < 3 || !arr.slice(0, idx).some((q) => water.isSea(q)));
      waterfall = { at: fall, dir: angleOf(add(fall, d, 10), fall), width: 10, onRiver: false };
    }
  }

  // Cliffs: along the shore away from the town when there is open water; else an escarpment on the high side
  // (through the waterfall, when there is one).
  const cliffs: Cliff[] = [];
  if (has('cliffs')) {
    const clr = rng.fork('cliffs');
    if (water.sea) {
      for (const loop of water.seaLoops) {
        let run: P[] = [];
        const flush = () => {
          if (run.length > 8) cliffs.push({ line: run, down: -1, sea: true });
          run = [];
        };
        for (const p of loop) {
          if (reach(p) > 1.25 && inFrame(p, -10)) run.push(p);
          else flush();
        }
        flush();
      }
    }
    if (!cliffs.length) {
      const fallR = waterfall ? reach(waterfall.at) : clr.range(1.5, 1.7);
      const centreA = waterfall ? angleOf(C, waterfall.at) : ha;
      const span = clr.range(0.6, 0.95);
      const pts: P[] = [];
      for (let t = -span; t <= span + 1e-9; t += 0.1) {
        const a = centreA + t;
        pts.push(add(C, [Math.cos(a), Math.sin(a)], input.R(a) * fallR * (1 + 0.05 * noise(t * 3, 4))));
      }
      // Walking with the angle increasing, the town (low ground) lies to the right in screen terms.
      cliffs.push({ line: pts.filter((p) => inFrame(p, -20)), down: 1, sea: false });
    }
  }

  const blocked = (p: P) =>
    (volcano !== null && dist(p, volcano.c) < volcano.r * 0.85) ||
    (glacier !== null && polylineDist(p, glacier.line) < glacier.width / 2 + 8);
  return {
    high,
    tone: groundTone(landscape),
    height,
    volcano,
    glacier,
    canyon,
    cliffs,
    waterfall,
    stream,
    blocked,
  };
}

const lerp = (a: P, b: P, t: number): P => [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t];
