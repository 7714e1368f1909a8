// The shape of the built area: a form (round, oval, strung along a road, planned on a grid, or two old cores
// grown together), its outline as a radius per direction, and the seeds of its blocks. Ten villages of the same
// options differ first here.
import { createNoise2D } from 'simplex-noise';
import type { TownSize } from '../../../../shared/kinds/town.js';
import type { ArtRng } from '../../../art/art-rng.js';
import type { P } from './geometry.js';

export type TownForm = 'round' | 'oval' | 'linear' | 'grid' | 'twin' | 'radial';

export interface Footprint {
  form: TownForm;
  /** The long axis, radians (the road of a street village, the length of an oval). */
  axis: number;
  /** The outline's distance from the centre in direction `a` (radians). */
  R(a: number): number;
  /** Block seeds inside the outline, and how many Lloyd rounds suit the form. */
  seeds: P[];
  relax: number;
}

const STEPS = 96;

/** How likely each form is by size: hamlets and villages string out along roads, cities get planned quarters. */
const FORM_WEIGHTS: Record<TownSize, readonly (readonly [TownForm, number])[]> = {
  hamlet: [
    ['radial', 2],
    ['round', 2],
    ['linear', 4],
    ['oval', 2],
    ['twin', 1.5],
  ],
  village: [
    ['radial', 2.5],
    ['round', 1.5],
    ['linear', 3],
    ['oval', 2.5],
    ['twin', 1.5],
    ['grid', 1],
  ],
  town: [
    ['radial', 2.5],
    ['round', 1.5],
    ['oval', 3],
    ['twin', 1.5],
    ['grid', 1.5],
    ['linear', 1.2],
  ],
  'large town': [
    ['radial', 2],
    ['round', 2],
    ['oval', 3],
    ['twin', 2],
    ['grid', 2],
  ],
  'small city': [
    ['radial', 2],
    ['round', 2],
    ['oval', 3],
    ['twin', 2],
    ['grid', 2],
  ],
  city: [
    ['radial', 2],
    ['round', 2],
    ['oval', 3],
    ['twin', 2],
    ['grid', 1.5],
  ],
  metropolis: [
    ['radial', 2],
    ['round', 2],
    ['oval', 2.5],
    ['twin', 2],
    ['grid', 1.5],
  ],
};

/**
 * Decides the form. `wrap` is set when a river bends or loops round the town (a street village along it would
 * not fit the loop); `axisHint` is the direction of a river or shore the town follows, when there is one.
 */
export function planFootprint(
  rng: ArtRng,
  size: TownSize,
  center: P,
  radius: number,
  cells: number,
  options: { wrap: boolean; axisHint: number | null; compact?: boolean },
): Footprint {
  // A river wrapping the town, or a large town filling its island, wants a compact form.
  const weights = FORM_WEIGHTS[size].filter(
    ([f]) =>
      !(
        (options.wrap || options.compact) &&
        (f === 'linear' || f === 'twin' || (options.compact && f === 'oval'))
      ),
  );
  const form = rng.weighted(weights);
  const axis =
    options.axisHint !== null && rng.chance(0.6)
      ? options.axisHint + rng.jitter(0, 0.25)
      : rng.range(0, Math.PI);
  const noise = createNoise2D(rng.fork('outline').next);
  const wobble =
    form === 'grid'
      ? 0.05
      : form === 'linear'
        ? 0.08
        : options.compact
          ? 0.08
          : form === 'round'
            ? rng.range(0.16, 0.26)
            : rng.range(0.1, 0.2);
  // A town grown out along its roads: lobes towards three to five of them.
  const lobes =
    form === 'radial' ? Array.from({ length: rng.int(3, 5) }, () => rng.range(0, Math.PI * 2)) : [];
  const lobeSize = rng.range(0.35, 0.55);
  const aspect =
    form === 'oval'
      ? rng.range(1.35, 1.85)
      : form === 'linear'
        ? rng.range(2.3, 3)
        : form === 'grid'
          ? 1.15
          : 1;
  const a = radius * Math.sqrt(aspect);
  const b = radius / Math.sqrt(aspect);
  // Two cores: a larger old town and a smaller one along the axis, the gap between them filled in.
  const split = rng.range(0.35, 0.5) * radius;
  const r1 = radius * rng.range(0.72, 0.8);
  const r2 = radius * rng.range(0.52, 0.62);
  const base = (t: number): number => {
    const u = t - axis;
    if (form === 'twin') {
      // The farthest hit of a ray from the centre on either disc (their union seen from between them).
      const hit = (cx: number, r: number) => {
        const d = Math.cos(u) * cx;
        const disc = d * d - (cx * cx - r * r);
        return disc < 0 ? 0 : d + Math.sqrt(disc);
      };
      return Math.max(hit(split, r1), hit(-split * 1.15, r2), radius * 0.55);
    }
    if (form === 'radial') {
      let k = 0.72;
      for (const l of lobes) {
        let d = Math.abs(t - l) % (Math.PI * 2);
        if (d > Math.PI) d = Math.PI * 2 - d;
        k += lobeSize * Math.exp(-(d * d) / 0.12);
      }
      return radius * k;
    }
    if (form === 'grid') {
      // A rounded square (superellipse), as planned towns were laid out.
      const c = Math.abs(Math.cos(u)) / a;
      const s = Math.abs(Math.sin(u)) / b;
      return 1 / (c ** 4 + s ** 4) ** 0.25;
    }
    return (a * b) / Math.hypot(b * Math.cos(u), a * Math.sin(u));
  };
  const table = new Float64Array(STEPS + 1);
  for (let i = 0; i <= STEPS; i++) {
    const t = (i / STEPS) * Math.PI * 2;
    const n =
      noise(Math.cos(t) * 1.1, Math.sin(t) * 1.1) + 0.45 * noise(Math.cos(t) * 2.6 + 5, Math.sin(t) * 2.6);
    table[i] = base(t) * (1 + wobble * n);
  }
  const radiusAt = (t: number): number => {
    const f = ((((t / (Math.PI * 2)) % 1) + 1) % 1) * STEPS;
    const i = Math.floor(f);
    return table[i]! + (table[i + 1]! - table[i]!) * (f - i);
  };

  const srng = rng.fork('seeds');
  const seeds: P[] = [];
  const dir = (t: number): P => [Math.cos(t), Math.sin(t)];
  if (form === 'grid') {
    // A rotated grid of blocks clipped to the outline, its spacing found so the count comes out near `cells`.
    const ax = dir(axis);
    const ay: P = [-ax[1], ax[0]];
    let step = Math.sqrt((Math.PI * radius * radius) / cells);
    for (let tries = 0; tries < 6; tries++) {
      seeds.length = 0;
      const n = Math.ceil((radius * 2) / step) + 2;
      for (let i = -n; i <= n; i++) {
        for (let j = -n; j <= n; j++) {
          const x = (i + (j % 2 ? 0.15 : 0)) * step * 1.18;
          const y = j * step * 0.85;
          const p: P = [center[0] + ax[0] * x + ay[0] * y, center[1] + ax[1] * x + ay[1] * y];
          const t = Math.atan2(p[1] - center[1], p[0] - center[0]);
          if (Math.hypot(p[0] - center[0], p[1] - center[1]) < radiusAt(t) * 0.97)
            seeds.push([p[0] + srng.jitter(0, step * 0.06), p[1] + srng.jitter(0, step * 0.06)]);
        }
      }
      if (Math.abs(seeds.length - cells) <= Math.max(2, cells * 0.12)) break;
      step *= Math.sqrt(seeds.length / cells);
    }
    return { form, axis, R: radiusAt, seeds, relax: 1 };
  }
  if (form === 'linear') {
    // A street village: plots in two rows along a gently curving road, a third row near the middle.
    const ax = dir(axis);
    const bendAmp = radius * srng.range(-0.25, 0.25);
    const len = a * 1.8;
    const rows = cells > 14 ? 3 : 2;
    const perRow = Math.max(3, Math.round(cells / rows));
    for (let row = 0; row < rows; row++) {
      const off = row === 2 ? 0 : (row === 0 ? -1 : 1) * b * 0.48;
      const count = row === 2 ? Math.max(2, cells - perRow * 2) : perRow;
      const span = row === 2 ? len * 0.45 : len;
      for (let i = 0; i < count; i++) {
        const s = -span / 2 + (span * (i + 0.5)) / count + srng.jitter(0, 6);
        const bend = bendAmp * (1 - ((2 * s) / len) ** 2);
        const o = (row === 2 ? (i % 2 ? 1 : -1) * b * 0.95 : off) + bend;
        seeds.push([center[0] + ax[0] * s - ax[1] * o, center[1] + ax[1] * s + ax[0] * o]);
      }
    }
    return { form, axis, R: radiusAt, seeds, relax: 1 };
  }
  // A sunflower spiral stretched to the outline: even blocks that fill the form.
  const golden = Math.PI * (3 - Math.sqrt(5));
  const rot = srng.range(0, Math.PI * 2);
  for (let i = 0; i < cells; i++) {
    const rho = Math.sqrt((i + 0.5) / cells) * 0.96;
    const t = rot + i * golden;
    const r = radiusAt(t) * rho;
    seeds.push([
      center[0] + Math.cos(t) * r + srng.jitter(0, 5),
      center[1] + Math.sin(t) * r + srng.jitter(0, 5),
    ]);
  }
  return { form, axis, R: radiusAt, seeds, relax: 2 };
}
