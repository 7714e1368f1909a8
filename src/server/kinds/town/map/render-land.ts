// Paints the country's big features: mountain ranges with snow, a volcano with lava and smoke, a glacier, a
// canyon, cliffs and a waterfall, marsh pools, dunes and ruins. Each carries data-feature so tests can find it.
import type { ArtRng } from '../../../art/art-rng.js';
import { darken, lighten, mix } from '../../../art/color.js';
import { smoothClosed, smoothOpen } from '../../../art/path.js';
import { angleOf, dist, type P, segmentsCross } from './geometry.js';
import type { Landscape } from './landscape.js';
import { coord, el, xy } from './path-data.js';
import type { TownPlan } from './plan.js';
import type { MapStyleDef } from './styles.js';
import type { Cliff } from './terrain.js';

const feature = (name: string, children: string | readonly string[]) => {
  const inner = typeof children === 'string' ? children : children.join('');
  return inner ? el('g', { 'data-feature': name }, inner) : '';
};

const polyD = (poly: readonly P[], closed = true) => {
  if (poly.length === 0) return '';
  let d = `M${xy(poly[0]![0], poly[0]![1])}`;
  for (let i = 1; i < poly.length; i++) d += `L${xy(poly[i]![0], poly[i]![1])}`;
  return closed ? `${d}Z` : d;
};

/** Both sides of a polyline offset by a half-width that may change along it, as one closed outline. */
export function band(line: readonly P[], half: (t: number) => number): P[] {
  const left: P[] = [];
  const right: P[] = [];
  const n = line.length;
  for (let i = 0; i < n; i++) {
    const a = line[Math.max(0, i - 1)]!;
    const b = line[Math.min(n - 1, i + 1)]!;
    const ang = Math.atan2(b[1] - a[1], b[0] - a[0]);
    const h = half(n > 1 ? i / (n - 1) : 0);
    const nx = -Math.sin(ang) * h;
    const ny = Math.cos(ang) * h;
    left.push([line[i]![0] + nx, line[i]![1] + ny]);
    right.push([line[i]![0] - nx, line[i]![1] - ny]);
  }
  return [...left, ...right.reverse()];
}

/** Ticks falling from a line to one side: the hachures of a cliff or a canyon's rim. */
function hachures(line: readonly P[], side: 1 | -1, gap: number, len: (i: number) => number): string {
  let d = '';
  let carry = 0;
  for (let i = 0; i + 1 < line.length; i++) {
    const a = line[i]!;
    const b = line[i + 1]!;
    const seg = dist(a, b);
    if (seg < 1e-6) continue;
    const ux = (b[0] - a[0]) / seg;
    const uy = (b[1] - a[1]) / seg;
    // Right of the direction of travel, on the page (y down), is (-uy, ux).
    const nx = -uy * side;
    const ny = ux * side;
    let t = gap - carry;
    let k = 0;
    while (t <= seg) {
      const p: P = [a[0] + ux * t, a[1] + uy * t];
      const l = len(i + k++);
      d += `M${xy(p[0], p[1])}l${coord(nx * l + ux * l * 0.15)} ${coord(ny * l + uy * l * 0.15)}`;
      t += gap;
    }
    carry = seg - (t - gap);
  }
  return d;
}

export function drawCliffs(cliffs: readonly Cliff[], style: MapStyleDef, rng: ArtRng, name: string): string {
  if (!cliffs.length) return '';
  let edge = '';
  let ticks = '';
  for (const c of cliffs) {
    edge += smoothOpen(c.line, 0.8);
    ticks += hachures(c.line, c.down, 5.5, (i) => (i % 3 === 0 ? 15 : 9) + rng.range(-1.5, 1.5));
  }
  return feature(name, [
    el('path', {
      d: ticks,
      fill: 'none',
      stroke: style.inkSoft,
      'stroke-width': style.fine * 1.5,
      'stroke-linecap': 'round',
    }),
    el('path', {
      d: edge,
      fill: 'none',
      stroke: style.ink,
      'stroke-width': style.medium * 1.6,
      'stroke-linecap': 'round',
    }),
  ]);
}

export function drawCanyon(plan: TownPlan, style: MapStyleDef, rockTone: string): string {
  const cn = plan.terrain.canyon;
  if (!cn) return '';
  const rim = mix(rockTone, '#c2703f', 0.55);
  const parts: string[] = [];
  for (const line of cn.lines) {
    if (line.length < 2) continue;
    const d = smoothOpen(line, 0.8);
    // The two rims, each with its wall's hachures falling inward to the floor.
    const offset = (sign: 1 | -1) =>
      line.map((p, i) => {
        const a = line[Math.max(0, i - 1)]!;
        const b = line[Math.min(line.length - 1, i + 1)]!;
        const ang = Math.atan2(b[1] - a[1], b[0] - a[0]);
        return [
          p[0] - Math.sin(ang) * (cn.width / 2) * sign,
          p[1] + Math.cos(ang) * (cn.width / 2) * sign,
        ] as P;
      });
    const rimA = offset(1);
    const rimB = offset(-1);
    const tick = (i: number) => (i % 3 ? cn.width * 0.2 : cn.width * 0.32);
    const ticks = hachures(rimA, -1, 6, tick) + hachures(rimB, 1, 6, tick);
    const round = { fill: 'none', 'stroke-linecap': 'round', 'stroke-linejoin': 'round' } as const;
    parts.push(
      el('path', { d, ...round, stroke: darken(rim, 0.15), 'stroke-width': cn.width + style.medium * 3 }),
      el('path', { d, ...round, stroke: rim, 'stroke-width': cn.width }),
      el('path', { d, ...round, stroke: darken(rim, 0.3), 'stroke-width': cn.width * 0.55 }),
      el('path', { d, ...round, stroke: lighten(rim, 0.12), 'stroke-width': cn.width * 0.22 }),
      el('path', {
        d: ticks,
        fill: 'none',
        stroke: darken(rim, 0.45),
        'stroke-width': style.fine * 1.4,
        'stroke-linecap': 'round',
      }),
      el('path', {
        d: smoothOpen(rimA, 0.8) + smoothOpen(rimB, 0.8),
        fill: 'none',
        stroke: style.ink,
        'stroke-width': style.medium * 1.3,
      }),
    );
  }
  // Roads that cross the canyon do so on bridges.
  let decks = '';
  for (const line of cn.lines) {
    for (const road of plan.roads) {
      for (let i = 0; i + 1 < road.length; i++) {
        for (let k = 0; k + 1 < line.length; k++) {
          if (!segmentsCross(road[i]!, road[i + 1]!, line[k]!, line[k + 1]!)) continue;
          const a = angleOf(line[k]!, line[k + 1]!);
          const mid: P = [(line[k]![0] + line[k + 1]![0]) / 2, (line[k]![1] + line[k + 1]![1]) / 2];
          const h = cn.width / 2 + 8;
          const n: P = [-Math.sin(a), Math.cos(a)];
          const u: P = [Math.cos(a) * 7, Math.sin(a) * 7];
          decks += polyD([
            [mid[0] + n[0] * h + u[0], mid[1] + n[1] * h + u[1]],
            [mid[0] - n[0] * h + u[0], mid[1] - n[1] * h + u[1]],
            [mid[0] - n[0] * h - u[0], mid[1] - n[1] * h - u[1]],
            [mid[0] + n[0] * h - u[0], mid[1] + n[1] * h - u[1]],
          ]);
        }
      }
    }
  }
  if (decks)
    parts.push(el('path', { d: decks, fill: style.street, stroke: style.ink, 'stroke-width': style.medium }));
  return feature('landscape:canyon', parts);
}

export function drawGlacier(plan: TownPlan, style: MapStyleDef): string {
  const g = plan.terrain.glacier;
  if (!g || g.line.length < 2) return '';
  const half = (t: number) => (g.width / 2) * (1 - 0.4 * t);
  const outline = band(g.line, half);
  const core = band(g.line, (t) => half(t) * 0.55);
  let crevasses = '';
  for (let i = 2; i + 1 < g.line.length; i += 2) {
    const a = angleOf(g.line[i - 1]!, g.line[i + 1]!);
    const p = g.line[i]!;
    const h = half(i / (g.line.length - 1)) * 0.8;
    const n: P = [-Math.sin(a) * h, Math.cos(a) * h];
    const bow: P = [Math.cos(a) * 9, Math.sin(a) * 9];
    // Crevasses bow downstream, as the ice in the middle runs faster than at the sides.
    crevasses += `M${xy(p[0] - n[0], p[1] - n[1])}Q${xy(p[0] + bow[0], p[1] + bow[1])} ${xy(p[0] + n[0] * 0.3, p[1] + n[1] * 0.3)}`;
    crevasses += `M${xy(p[0] + n[0], p[1] + n[1])}Q${xy(p[0] + bow[0] * 0.8, p[1] + bow[1] * 0.8)} ${xy(p[0] + n[0] * 0.45, p[1] + n[1] * 0.45)}`;
  }
  // Moraine: stones heaped at the snout.
  const snout = g.line[g.line.length - 1]!;
  let stones = '';
  for (let k = 0; k < 14; k++) {
    const a = (k / 14) * Math.PI * 2;
    const rr = half(1) * 1.05 + (k % 3) * 3;
    stones += circleAt([snout[0] + Math.cos(a) * rr, snout[1] + Math.sin(a) * rr], 2.2);
  }
  return feature('landscape:glacier', [
    el('path', {
      d: smoothClosed(outline, 0.6),
      fill: '#dfeaf1',
      stroke: '#5f87a0',
      'stroke-width': style.medium * 1.8,
    }),
    el('path', { d: smoothClosed(core, 0.6), fill: '#f7fbfd' }),
    el('path', {
      d: crevasses,
      fill: 'none',
      stroke: '#6f93aa',
      'stroke-width': style.fine * 2,
      'stroke-linecap': 'round',
    }),
    el('path', { d: stones, fill: '#8c8a84' }),
  ]);
}

const circleAt = (p: P, r: number) =>
  `M${xy(p[0] - r, p[1])}a${coord(r)} ${coord(r)} 0 1 0 ${coord(2 * r)} 0a${coord(r)} ${coord(r)} 0 1 0 ${coord(-2 * r)} 0Z`;

export function drawVolcano(plan: TownPlan, style: MapStyleDef, rng: ArtRng): string {
  const v = plan.terrain.volcano;
  if (!v) return '';
  const [x, y] = v.c;
  const r = v.r;
  // Ash round the foot, the cone seen from the side with a notched crater, lava down its flanks and out over
  // the ground, and smoke above.
  const ash = el('path', {
    d: `M${xy(x - r * 1.25, y + r * 0.2)}a${coord(r * 1.25)} ${coord(r * 0.85)} 0 1 0 ${coord(r * 2.5)} 0a${coord(r * 1.25)} ${coord(r * 0.85)} 0 1 0 ${coord(-r * 2.5)} 0Z`,
    fill: '#7d7770',
    opacity: 0.35,
  });
  let flows = '';
  for (const f of v.flows) flows += smoothOpen(f, 0.8);
  const foot = y + r * 0.35;
  const top = y - r * 0.75;
  const cone = `M${xy(x - r, foot)}C${xy(x - r * 0.55, foot - r * 0.25)} ${xy(x - r * 0.32, top + r * 0.35)} ${xy(x - r * 0.2, top)}L${xy(x - r * 0.08, top + r * 0.08)}L${xy(x + r * 0.08, top + r * 0.06)}L${xy(x + r * 0.2, top)}C${xy(x + r * 0.32, top + r * 0.35)} ${xy(x + r * 0.55, foot - r * 0.25)} ${xy(x + r, foot)}Z`;
  const shade = `M${xy(x + r * 0.02, top + r * 0.07)}L${xy(x + r * 0.2, top)}C${xy(x + r * 0.32, top + r * 0.35)} ${xy(x + r * 0.55, foot - r * 0.25)} ${xy(x + r, foot)}L${xy(x + r * 0.2, foot)}Z`;
  const lavaCone = `M${xy(x - r * 0.06, top + r * 0.08)}q${coord(-r * 0.08)} ${coord(r * 0.4)} ${coord(-r * 0.22)} ${coord(r * 0.62)}q${coord(r * 0.12)} ${coord(-r * 0.1)} ${coord(r * 0.16)} ${coord(-r * 0.3)}q${coord(r * 0.05)} ${coord(r * 0.35)} ${coord(r * 0.14)} ${coord(r * 0.55)}q${coord(-r * 0.02)} ${coord(-r * 0.45)} ${coord(0)} ${coord(-r * 0.87)}Z`;
  // Smoke drifts away from the town, so it never veils the streets.
  let smoke = '';
  let sx = x;
  let sy = top - r * 0.12;
  const drift = plan.center[0] < x ? 1 : -1;
  for (let k = 0; k < 6; k++) {
    const rr = r * (0.1 + k * 0.035);
    smoke += `M${xy(sx - rr, sy)}a${coord(rr)} ${coord(rr)} 0 1 0 ${coord(2 * rr)} 0a${coord(rr)} ${coord(rr)} 0 1 0 ${coord(-2 * rr)} 0Z`;
    sx += drift * r * rng.range(0.14, 0.26);
    sy -= rr * 0.9;
  }
  return feature('landscape:volcano', [
    ash,
    el('path', {
      d: flows,
      fill: 'none',
      stroke: '#5a1d0c',
      'stroke-width': 11,
      'stroke-linecap': 'round',
      'stroke-linejoin': 'round',
    }),
    el('path', {
      d: flows,
      fill: 'none',
      stroke: '#e2561f',
      'stroke-width': 6.5,
      'stroke-linecap': 'round',
      'stroke-linejoin': 'round',
    }),
    el('path', {
      d: flows,
      fill: 'none',
      stroke: '#f7b13b',
      'stroke-width': 2,
      'stroke-linecap': 'round',
      'stroke-linejoin': 'round',
    }),
    el('path', {
      d: cone,
      fill: '#8a7f76',
      stroke: style.ink,
      'stroke-width': style.medium * 1.6,
      'stroke-linejoin': 'round',
    }),
    el('path', { d: shade, fill: '#5f5750', opacity: 0.55 }),
    el('path', { d: lavaCone, fill: '#e2561f', stroke: '#5a1d0c', 'stroke-width': style.fine * 1.4 }),
    el('path', {
      d: smoke,
      fill: '#b8b2ab',
      stroke: '#6f6a64',
      'stroke-width': style.fine * 1.2,
      opacity: 0.8,
    }),
  ]);
}

export function drawWaterfall(plan: TownPlan, style: MapStyleDef): string {
  const wf = plan.terrain.waterfall;
  const stream = plan.terrain.stream;
  const parts: string[] = [];
  if (stream) {
    const d = smoothOpen(stream, 0.8);
    parts.push(
      el('path', {
        d,
        fill: 'none',
        stroke: style.ink,
        'stroke-width': 8 + style.medium * 1.6,
        'stroke-linecap': 'round',
      }),
      el('path', { d, fill: 'none', stroke: style.water, 'stroke-width': 8, 'stroke-linecap': 'round' }),
    );
  }
  if (wf) {
    const [x, y] = wf.at;
    const u: P = [Math.cos(wf.dir), Math.sin(wf.dir)];
    const n: P = [-u[1], u[0]];
    const half = wf.width / 2 + 4;
    // An escarpment across the water, white water falling over its lip, spray and a plunge pool below.
    const reach = 110;
    const cliffL: P[] = [];
    const cliffR: P[] = [];
    for (let t = 0; t <= 1.0001; t += 0.1) {
      cliffL.push([
        x - n[0] * (half + reach * t) - u[0] * t * t * 18,
        y - n[1] * (half + reach * t) - u[1] * t * t * 18,
      ]);
      cliffR.push([
        x + n[0] * (half + reach * t) - u[0] * t * t * 18,
        y + n[1] * (half + reach * t) - u[1] * t * t * 18,
      ]);
    }
    cliffL.reverse();
    const edge = [...cliffL, ...cliffR];
    const ticks = hachures(edge, -1, 5, (i) => (i % 3 ? 9 : 15));
    const pool: P = [x + u[0] * (half + 10), y + u[1] * (half + 10)];
    const pr = half + 10;
    let falls = '';
    for (let k = -3; k <= 3; k++) {
      const o = (k / 3) * (half - 2);
      const s: P = [x + n[0] * o, y + n[1] * o];
      falls += `M${xy(s[0], s[1])}q${coord(u[0] * 10 + n[0] * o * 0.1)} ${coord(u[1] * 10 + n[1] * o * 0.1)} ${coord(u[0] * 20 + n[0] * o * 0.25)} ${coord(u[1] * 20 + n[1] * o * 0.25)}`;
    }
    let spray = '';
    for (let k = 0; k < 9; k++) {
      const a = (k / 9) * Math.PI * 2;
      spray += circleAt([pool[0] + Math.cos(a) * pr * 0.55, pool[1] + Math.sin(a) * pr * 0.55], 3 + (k % 3));
    }
    parts.push(
      el('path', {
        d: circleAt(pool, pr),
        fill: style.water,
        stroke: style.ink,
        'stroke-width': style.medium,
      }),
      el('path', {
        d: ticks,
        fill: 'none',
        stroke: style.inkSoft,
        'stroke-width': style.fine * 1.6,
        'stroke-linecap': 'round',
      }),
      el('path', {
        d: polyD(cliffL, false) + polyD(cliffR, false),
        fill: 'none',
        stroke: style.ink,
        'stroke-width': style.medium * 2,
        'stroke-linecap': 'round',
      }),
      el('path', { d: falls, fill: 'none', stroke: '#ffffff', 'stroke-width': 4, 'stroke-linecap': 'round' }),
      el('path', { d: spray, fill: '#ffffff', opacity: 0.85 }),
      el('path', {
        d: `M${xy(x - n[0] * half, y - n[1] * half)}L${xy(x + n[0] * half, y + n[1] * half)}`,
        fill: 'none',
        stroke: style.ink,
        'stroke-width': style.medium * 2.4,
        'stroke-linecap': 'round',
      }),
    );
  }
  return parts.length ? feature('landscape:waterfall', parts) : '';
}

/** Mountains as a range of peaks, lit from the left, snow-capped where the country is snowy or high. */
export function drawMountains(land: Landscape, style: MapStyleDef, rockTone: string, snowy: boolean): string {
  if (!land.mountains.length) return '';
  let body = '';
  let shade = '';
  let caps = '';
  let ridge = '';
  for (const m of land.mountains) {
    const [x, y] = m.p;
    const peak: P = [x + m.r * 0.08, y - m.r * 1.25];
    const l: P = [x - m.r, y + m.r * 0.1];
    const rr: P = [x + m.r, y + m.r * 0.1];
    body += `M${xy(l[0], l[1])}L${xy(peak[0], peak[1])}L${xy(rr[0], rr[1])}Z`;
    shade += `M${xy(peak[0], peak[1])}L${xy(rr[0], rr[1])}L${xy(x + m.r * 0.12, y + m.r * 0.1)}L${xy(x + m.r * 0.2, y - m.r * 0.45)}Z`;
    ridge += `M${xy(peak[0], peak[1])}L${xy(x + m.r * 0.2, y - m.r * 0.45)}L${xy(x + m.r * 0.12, y + m.r * 0.1)}`;
    if (m.snow || snowy) {
      const k = snowy ? 0.5 : 0.38;
      const a: P = [peak[0] + (l[0] - peak[0]) * k, peak[1] + (l[1] - peak[1]) * k];
      const b: P = [peak[0] + (rr[0] - peak[0]) * k, peak[1] + (rr[1] - peak[1]) * k];
      caps += `M${xy(a[0], a[1])}L${xy(peak[0], peak[1])}L${xy(b[0], b[1])}L${xy(peak[0] + m.r * 0.12, a[1] - m.r * 0.02)}L${xy(peak[0] - m.r * 0.08, a[1] + m.r * 0.1)}Z`;
    }
  }
  return feature('landscape:mountains', [
    // A soft shadow at each peak's foot seats it on the ground.
    el('path', {
      d: land.mountains
        .map(
          (m) =>
            `M${xy(m.p[0] - m.r * 1.05, m.p[1] + m.r * 0.1)}a${coord(m.r * 1.05)} ${coord(m.r * 0.3)} 0 1 0 ${coord(m.r * 2.1)} 0a${coord(m.r * 1.05)} ${coord(m.r * 0.3)} 0 1 0 ${coord(-m.r * 2.1)} 0Z`,
        )
        .join(''),
      fill: darken(rockTone, 0.2),
      opacity: 0.22,
    }),
    el('path', {
      d: body,
      fill: mix(rockTone, style.paper, 0.25),
      stroke: style.ink,
      'stroke-width': style.medium * 1.3,
      'stroke-linejoin': 'round',
    }),
    el('path', { d: shade, fill: darken(rockTone, 0.28), opacity: 0.75 }),
    caps
      ? el('path', {
          d: caps,
          fill: '#fbfdff',
          stroke: style.inkSoft,
          'stroke-width': style.fine,
          'stroke-linejoin': 'round',
        })
      : '',
    el('path', { d: ridge, fill: 'none', stroke: style.ink, 'stroke-width': style.fine * 1.2, opacity: 0.7 }),
  ]);
}

export function drawMarsh(land: Landscape, style: MapStyleDef): string {
  if (!land.pools.length && !land.tufts.length) return '';
  const poolD = land.pools.map((p) => smoothClosed(p, 0.9)).join('');
  let tuftD = '';
  for (const [x, y] of land.tufts) {
    tuftD += `M${coord(x - 5)} ${coord(y)}l-2 -7M${coord(x)} ${coord(y)}l0 -9M${coord(x + 5)} ${coord(y)}l2 -7M${coord(x - 9)} ${coord(y + 3)}h18`;
  }
  return feature('landscape:marsh', [
    poolD
      ? el('path', {
          d: poolD,
          fill: mix(style.water, '#7f8f5a', 0.25),
          stroke: style.waterInk,
          'stroke-width': style.fine * 1.3,
        })
      : '',
    el('path', {
      d: tuftD,
      fill: 'none',
      stroke: style.treeInk,
      'stroke-width': style.fine * 1.3,
      opacity: 0.85,
    }),
  ]);
}

export function drawDunes(land: Landscape, style: MapStyleDef, sand: string, name: string): string {
  if (!land.dunes.length) return '';
  // Barchans: a crescent whose horns point downwind, the lit windward back, the shaded slip face inside the
  // crest, the crest inked.
  let lit = '';
  let dark = '';
  let crest = '';
  for (const d of land.dunes) {
    const [x, y] = d.p;
    const r = d.r;
    const ca = Math.cos(d.a);
    const sa = Math.sin(d.a);
    const at = (u: number, v: number): string => xy(x + u * ca - v * sa, y + u * sa + v * ca);
    // u runs downwind, v across.
    lit += `M${at(r * 0.7, -r)}Q${at(-r * 0.9, -r * 0.9)} ${at(-r * 0.55, 0)}Q${at(-r * 0.9, r * 0.9)} ${at(r * 0.7, r)}Q${at(-r * 0.1, r * 0.45)} ${at(-r * 0.1, 0)}Q${at(-r * 0.1, -r * 0.45)} ${at(r * 0.7, -r)}Z`;
    dark += `M${at(r * 0.7, -r)}Q${at(-r * 0.1, -r * 0.45)} ${at(-r * 0.1, 0)}Q${at(-r * 0.1, r * 0.45)} ${at(r * 0.7, r)}Q${at(r * 0.25, r * 0.3)} ${at(r * 0.2, 0)}Q${at(r * 0.25, -r * 0.3)} ${at(r * 0.7, -r)}Z`;
    crest += `M${at(r * 0.7, -r)}Q${at(-r * 0.1, -r * 0.45)} ${at(-r * 0.1, 0)}Q${at(-r * 0.1, r * 0.45)} ${at(r * 0.7, r)}`;
  }
  return feature(name, [
    el('path', { d: lit, fill: lighten(sand, 0.08) }),
    el('path', { d: dark, fill: darken(sand, 0.2) }),
    el('path', { d: crest, fill: 'none', stroke: style.inkSoft, 'stroke-width': style.fine * 1.4 }),
  ]);
}

export function drawRuins(land: Landscape, style: MapStyleDef, rng: ArtRng): string {
  if (!land.ruins.length) return '';
  // A broken keep and its tumbled curtain wall, in plan: heavy stone walls with gaps, a round tower fallen in,
  // rubble scattered round.
  let walls = '';
  let towers = '';
  let stones = '';
  for (const ru of land.ruins) {
    const [x, y] = ru.c;
    const r = ru.r * 1.35;
    const a = rng.range(0, Math.PI);
    const ca = Math.cos(a);
    const sa = Math.sin(a);
    const at = (u: number, v: number): string => xy(x + u * ca - v * sa, y + u * sa + v * ca);
    walls += `M${at(-r, -r * 0.65)}L${at(r * 0.25, -r * 0.65)}M${at(r * 0.55, -r * 0.65)}L${at(r, -r * 0.65)}L${at(r, r * 0.05)}M${at(r, r * 0.4)}L${at(r, r * 0.65)}L${at(-r * 0.15, r * 0.65)}M${at(-r * 0.55, r * 0.65)}L${at(-r, r * 0.65)}L${at(-r, -r * 0.2)}`;
    walls += `M${at(-r * 0.2, -r * 0.65)}L${at(-r * 0.2, -r * 0.05)}L${at(r * 0.35, -r * 0.05)}`;
    const tc: [number, number] = [x + -r * ca - -r * 0.65 * sa, y + -r * sa + -r * 0.65 * ca];
    towers += `M${xy(tc[0] - r * 0.28, tc[1])}a${coord(r * 0.28)} ${coord(r * 0.28)} 0 1 0 ${coord(r * 0.56)} 0a${coord(r * 0.28)} ${coord(r * 0.28)} 0 1 0 ${coord(-r * 0.56)} 0Z`;
    for (let k = 0; k < 10; k++) {
      const u = rng.range(-r * 1.25, r * 1.25);
      const v = rng.range(-r * 0.95, r * 0.95);
      const sz = rng.range(2.5, 5);
      stones += `M${at(u, v)}l${coord(sz)} ${coord(-sz * 0.4)}l${coord(sz * 0.3)} ${coord(sz)}l${coord(-sz)} ${coord(sz * 0.3)}Z`;
    }
  }
  return feature('landscape:ruins', [
    el('path', {
      d: walls + towers,
      fill: 'none',
      stroke: style.paper,
      'stroke-width': style.heavy * 2.4,
      'stroke-linecap': 'square',
      opacity: 0.85,
    }),
    el('path', {
      d: towers,
      fill: '#bdb6a6',
      stroke: style.ink,
      'stroke-width': style.medium * 1.4,
      'stroke-dasharray': '9 5',
    }),
    el('path', {
      d: walls,
      fill: 'none',
      stroke: '#8d877b',
      'stroke-width': style.heavy * 1.3,
      'stroke-linecap': 'square',
    }),
    el('path', {
      d: walls,
      fill: 'none',
      stroke: style.ink,
      'stroke-width': style.fine * 1.3,
      'stroke-linecap': 'square',
    }),
    el('path', { d: stones, fill: '#8d877b', stroke: style.ink, 'stroke-width': style.fine * 0.8 }),
  ]);
}
