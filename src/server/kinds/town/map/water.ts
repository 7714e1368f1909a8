// The water a town stands by, decided before the streets: a coast, a river, a lake or islands, with a test for "is this wet".
import { createNoise2D } from 'simplex-noise';
import type { TownLayout } from '../../../../shared/kinds/town.js';
import type { ArtRng } from '../../../art/art-rng.js';
import { LineIndex, type P, type Poly, pointInPoly } from './geometry.js';

export interface WaterPlan {
  kind: TownLayout['water'];
  /** Areas of open water (the sea beyond a coast, a lake, the sea round islands) as polygons. */
  areas: Poly[];
  /** For islands: the land, drawn over the sea. */
  islands: Poly[];
  /** A river's centre line and width. */
  river: P[] | null;
  riverWidth: number;
  /** Which way the open water lies from the town (unit vector), for docks and the town's shift. */
  toward: P;
  isWater(p: P): boolean;
  /** For a river: -1 or 1 by bank; 0 elsewhere. */
  bank(p: P): number;
  /** Distance to the river's centre line (capped at 160 px; 160 without a river). */
  riverDist(p: P): number;
}

function blob(rng: ArtRng, c: P, r: number, wobble: number, n = 56): Poly {
  const noise = createNoise2D(rng.next);
  const out: Poly = [];
  for (let i = 0; i < n; i++) {
    const a = (i / n) * Math.PI * 2;
    const k =
      1 +
      wobble * noise(Math.cos(a) * 1.3, Math.sin(a) * 1.3) +
      wobble * 0.4 * noise(Math.cos(a) * 4, Math.sin(a) * 4);
    out.push([c[0] + Math.cos(a) * r * k, c[1] + Math.sin(a) * r * k]);
  }
  return out;
}

/**
 * Plans the water round `center` (town radius `radius`) inside `box`. The town itself is later shifted and its
 * cells picked on dry land, so a coast always touches the town and a lake lies beside it.
 */
export function planWater(
  rng: ArtRng,
  layout: TownLayout,
  center: P,
  radius: number,
  box: [number, number, number, number],
): WaterPlan {
  const angle = rng.range(0, Math.PI * 2);
  const toward: P = [Math.cos(angle), Math.sin(angle)];
  const side: P = [-toward[1], toward[0]];
  const span = Math.max(box[2] - box[0], box[3] - box[1]) * 1.5;
  const noise = createNoise2D(rng.fork('noise').next);
  const none: WaterPlan = {
    kind: 'none',
    areas: [],
    islands: [],
    river: null,
    riverWidth: 0,
    toward,
    isWater: () => false,
    bank: () => 0,
    riverDist: () => 160,
  };
  switch (layout.water) {
    case 'none':
      return none;
    case 'coast': {
      // The shore is a noisy line across the map at some distance from the centre, the sea beyond it.
      const d0 = radius * 0.62;
      const shoreAt = (s: number) =>
        d0 + radius * 0.16 * noise(s / 380, 0.5) + radius * 0.05 * noise(s / 90, 3.1);
      const shore: P[] = [];
      for (let s = -span; s <= span; s += 14) {
        const h = shoreAt(s);
        shore.push([center[0] + side[0] * s + toward[0] * h, center[1] + side[1] * s + toward[1] * h]);
      }
      const far = span * 1.2;
      const sea: Poly = [
        ...shore,
        [shore.at(-1)![0] + toward[0] * far, shore.at(-1)![1] + toward[1] * far],
        [shore[0]![0] + toward[0] * far, shore[0]![1] + toward[1] * far],
      ];
      return {
        ...none,
        kind: 'coast',
        areas: [sea],
        isWater: (p) => {
          const dx = p[0] - center[0];
          const dy = p[1] - center[1];
          return dx * toward[0] + dy * toward[1] > shoreAt(dx * side[0] + dy * side[1]);
        },
      };
    }
    case 'lake': {
      const r = Math.max(150, radius * 0.75);
      const c: P = [center[0] + toward[0] * (radius * 0.7 + r), center[1] + toward[1] * (radius * 0.7 + r)];
      const lake = blob(rng.fork('lake'), c, r, 0.22);
      return { ...none, kind: 'lake', areas: [lake], isWater: (p) => pointInPoly(p, lake) };
    }
    case 'island': {
      const main = blob(rng.fork('island'), center, radius * 1.22, 0.12, 64);
      const islands = [main];
      const sea: Poly = [
        [box[0] - 50, box[1] - 50],
        [box[2] + 50, box[1] - 50],
        [box[2] + 50, box[3] + 50],
        [box[0] - 50, box[3] + 50],
      ];
      return {
        ...none,
        kind: 'island',
        areas: [sea],
        islands,
        isWater: (p) => !islands.some((isl) => pointInPoly(p, isl)),
      };
    }
    case 'river': {
      // A meandering line across the whole map; without bridges it skirts the town instead of splitting it.
      const offset = layout.bridges === 0 ? radius * 0.95 : rng.range(-0.15, 0.15) * radius;
      const base: P = [center[0] + toward[0] * offset, center[1] + toward[1] * offset];
      const width = Math.max(20, Math.min(56, radius * 0.085));
      const line: P[] = [];
      for (let s = -span; s <= span; s += 16) {
        const m = radius * 0.22 * noise(s / 420, 7.7) * Math.min(1, Math.abs(s) / (radius * 0.8) + 0.25);
        line.push([base[0] + side[0] * s + toward[0] * m, base[1] + side[1] * s + toward[1] * m]);
      }
      const river = line.filter(
        (p) => p[0] > box[0] - 200 && p[0] < box[2] + 200 && p[1] > box[1] - 200 && p[1] < box[3] + 200,
      );
      const bank = (p: P) => {
        let best = Number.POSITIVE_INFINITY;
        let sign = 0;
        for (let i = 0; i + 1 < river.length; i++) {
          const a = river[i]!;
          const b = river[i + 1]!;
          const mx = (a[0] + b[0]) / 2;
          const my = (a[1] + b[1]) / 2;
          const d = (p[0] - mx) ** 2 + (p[1] - my) ** 2;
          if (d < best) {
            best = d;
            sign = Math.sign((b[0] - a[0]) * (p[1] - a[1]) - (b[1] - a[1]) * (p[0] - a[0])) || 1;
          }
        }
        return sign;
      };
      const index = new LineIndex([river]);
      return {
        ...none,
        kind: 'river',
        river,
        riverWidth: width,
        isWater: (p) => index.dist(p) < width / 2,
        bank,
        riverDist: (p) => index.dist(p),
      };
    }
  }
}
