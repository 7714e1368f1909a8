// The battle style: one scene of the town (its square, or a crossroads in a district) at 5 ft a square, drawn
// for play: houses as floor plans with walls and doors, the square's paving, water, and cover snapped to the
// grid (carts, barrels, crates, stalls, trees, a well or fountain), the grid lettered and numbered, feet marked.
import type { TownData } from '../../../../shared/kinds/town.js';
import { type ArtRng, createArtRng } from '../../../art/art-rng.js';
import { darken, lighten, mix } from '../../../art/color.js';
import { capHeight, textPath } from '../../../art/lettering.js';
import { group, num } from '../../../art/svg.js';
import { bisect, streetEdges } from './buildings.js';
import {
  area,
  centroid,
  dist,
  Field,
  insetConvex,
  type P,
  type Poly,
  pointInPoly,
  segDist,
} from './geometry.js';
import { MARKER_R, MIN_LABEL } from './labels.js';
import { coord, el, xy } from './path-data.js';
import type { TownPlan } from './plan.js';
import type { MapStyleDef } from './styles.js';
import { GROUND_COLOURS } from './styles.js';

/** Squares across the scene, and feet per square. */
export const BATTLE_SQUARES = 30;
export const FEET_PER_SQUARE = 5;

export interface BattleScene {
  body: string;
  /** What the scene shows: 'square' or 'district:<name>'. */
  focus: string;
  /** Its name for the panel ('Market Cross, the square'). */
  title: string;
  /** Map units per foot. */
  unitsPerFoot: number;
  /** The window in the plan's own units, for the locator. */
  window: [number, number, number, number];
  /** Establishment numbers marked on the scene. */
  markers: number[];
}

const key = (p: P) => `${Math.round(p[0] * 10)},${Math.round(p[1] * 10)}`;

function clipBox(poly: Poly, x0: number, y0: number, x1: number, y1: number): Poly {
  let out = poly;
  const planes: [(p: P) => number, (a: P, b: P) => P][] = [
    [(p) => p[0] - x0, (a, b) => lerpAt(a, b, (x0 - a[0]) / (b[0] - a[0]))],
    [(p) => x1 - p[0], (a, b) => lerpAt(a, b, (x1 - a[0]) / (b[0] - a[0]))],
    [(p) => p[1] - y0, (a, b) => lerpAt(a, b, (y0 - a[1]) / (b[1] - a[1]))],
    [(p) => y1 - p[1], (a, b) => lerpAt(a, b, (y1 - a[1]) / (b[1] - a[1]))],
  ];
  for (const [inside, cross] of planes) {
    const next: Poly = [];
    for (let i = 0; i < out.length; i++) {
      const a = out[i]!;
      const b = out[(i + 1) % out.length]!;
      const ia = inside(a) >= 0;
      const ib = inside(b) >= 0;
      if (ia) next.push(a);
      if (ia !== ib) next.push(cross(a, b));
    }
    out = next;
    if (out.length < 3) return [];
  }
  return out;
}
const lerpAt = (a: P, b: P, t: number): P => [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t];

const polyD = (poly: readonly P[], closed = true) => {
  if (!poly.length) return '';
  let d = `M${xy(poly[0]![0], poly[0]![1])}`;
  for (let i = 1; i < poly.length; i++) d += `L${xy(poly[i]![0], poly[i]![1])}`;
  return closed ? `${d}Z` : d;
};
const rectD = (x: number, y: number, w: number, h: number) =>
  `M${xy(x, y)}h${coord(w)}v${coord(h)}h${coord(-w)}Z`;
const circD = (c: P, r: number) =>
  `M${xy(c[0] - r, c[1])}a${coord(r)} ${coord(r)} 0 1 0 ${coord(2 * r)} 0a${coord(r)} ${coord(r)} 0 1 0 ${coord(-2 * r)} 0Z`;

interface House {
  poly: Poly;
  /** The wall facing the street, where the door goes. */
  front: [P, P] | null;
  kind: 'house' | 'hall';
}

export function drawBattleScene(town: TownData, plan: TownPlan, style: MapStyleDef): BattleScene {
  const rng = createArtRng(plan.rng.seed, 'battle');
  const [bx0, by0, bx1, by1] = plan.box;
  const W = bx1 - bx0;
  const U = W / (BATTLE_SQUARES * FEET_PER_SQUARE);
  const SQ = U * FEET_PER_SQUARE;
  const mid: P = [(bx0 + bx1) / 2, (by0 + by1) / 2];

  // The focus: the square (or green) when there is one, else a crossroads in the first district's heart.
  const plaza = plan.cells[plan.plazaCell]!;
  const hasSquare = plaza.kind === 'plaza' || plaza.kind === 'green';
  const districts = town.layout.districts;
  let focusName: string;
  let title: string;
  let c: P;
  let k: number;
  const diam = (poly: Poly) => Math.sqrt((Math.abs(area(poly)) * 4) / Math.PI);
  if (hasSquare && !rng.chance(0.2)) {
    c = centroid(plaza.poly);
    k = rng.range(plaza.kind === 'green' ? 95 : 70, plaza.kind === 'green' ? 120 : 95) / diam(plaza.poly);
    focusName = 'square';
    const name = districts[plaza.district]?.name ?? town.name;
    title = `${name}, the ${plaza.kind === 'green' ? 'green' : 'square'}`;
  } else {
    const di = Math.max(0, Math.min(districts.length - 1, rng.int(0, districts.length - 1)));
    const own = plan.cells.filter((cl) => cl.inner && cl.district === di && cl.kind !== 'castle');
    const pool = own.length ? own : plan.cells.filter((cl) => cl.inner);
    const cell = pool.sort((a, b) => dist(a.site, plan.center) - dist(b.site, plan.center))[0]!;
    // A corner of the cell where three blocks meet: the streets cross there.
    c = cell.poly[rng.int(0, cell.poly.length - 1)]!;
    k = 95 / diam(cell.poly);
    focusName = `district:${districts[cell.district]?.name ?? ''}`;
    title = `${districts[cell.district]?.name ?? town.name}, a crossroads`;
  }
  const s = k * U;
  const toScene = (p: P): P => [mid[0] + (p[0] - c[0]) * s, mid[1] + (p[1] - c[1]) * s];
  const toPlan = (p: P): P => [c[0] + (p[0] - mid[0]) / s, c[1] + (p[1] - mid[1]) / s];
  const halfPlan = W / 2 / s;
  const win: [number, number, number, number] = [
    c[0] - halfPlan,
    c[1] - halfPlan,
    c[0] + halfPlan,
    c[1] + halfPlan,
  ];
  const margin = SQ * 2;
  const X0 = bx0 - margin;
  const Y0 = by0 - margin;
  const X1 = bx1 + margin;
  const Y1 = by1 + margin;

  const tone = plan.terrain.tone;
  const grass =
    tone === 'snow'
      ? '#eef2f5'
      : tone === 'sand'
        ? mix('#c9b07a', GROUND_COLOURS.sand, 0.5)
        : tone === 'jungle'
          ? '#7f9f5e'
          : tone === 'marsh'
            ? '#98a070'
            : '#a3b07c';
  const cobble = tone === 'snow' ? '#d9dde0' : '#bdb5a3';
  const paving = tone === 'snow' ? '#e3e6e8' : '#cfc6b1';
  const floor = '#caa978';
  const hallFloor = '#bfb8a8';
  const wallInk = '#2b2622';

  // Water over the scene, read from the plan: the sea's field and the rivers' banks, in the scene's units.
  const wet = new Field(X0, Y0, X1, Y1, SQ / 2, (p) => {
    const q = toPlan(p);
    const sea = plan.water.sea ? plan.water.sea.at(q) * s : -1e3;
    const river = plan.water.channels.length ? -plan.water.riverDist(q) * s : -1e3;
    return Math.max(sea, river);
  });
  const isWet = (p: P) => wet.at(p) > 0;

  const mains = streetEdges(plan);
  const parts: string[] = [];
  const groundD: Record<string, string> = { grass: '', cobble: '', paving: '', yard: '' };
  const houses: House[] = [];
  const yards: Poly[] = [];
  for (const cell of plan.cells) {
    if (cell.poly.length < 3) continue;
    const xs = cell.poly.map((p) => p[0]);
    const ys = cell.poly.map((p) => p[1]);
    if (
      Math.max(...xs) < win[0] ||
      Math.min(...xs) > win[2] ||
      Math.max(...ys) < win[1] ||
      Math.min(...ys) > win[3]
    )
      continue;
    const poly = clipBox(cell.poly.map(toScene), X0, Y0, X1, Y1);
    if (poly.length < 3) continue;
    if (!cell.inner && cell.kind !== 'suburb') {
      groundD.grass += polyD(poly);
      continue;
    }
    if (cell === plaza && hasSquare) {
      groundD[plaza.kind === 'green' ? 'grass' : 'paving'] += polyD(poly);
      continue;
    }
    groundD.cobble += polyD(poly);
    // The block: inset from its streets (a main street is 20 ft across, a lane 10), fronting the square closely.
    const raw = cell.poly;
    const edgeHalf = new Map<string, number>();
    for (let i = 0; i < raw.length; i++) {
      const a = raw[i]!;
      const b = raw[(i + 1) % raw.length]!;
      const onPlaza =
        hasSquare && plaza.poly.some((q) => key(q) === key(a)) && plaza.poly.some((q) => key(q) === key(b));
      const half = onPlaza ? 2 : mains.has(`${key(a)}|${key(b)}`) ? 10 : 5;
      edgeHalf.set(`${key(toScene(a))}|${key(toScene(b))}`, half * U);
    }
    const fullBlock = insetConvex(
      cell.poly.map(toScene),
      (a, b) => edgeHalf.get(`${key(a)}|${key(b)}`) ?? 5 * U,
    );
    if (!fullBlock) continue;
    const block = clipBox(fullBlock, X0, Y0, X1, Y1);
    if (block.length < 3) continue;
    const lots: Poly[] = [];
    const brng = rng.fork(`b${key(cell.site)}`);
    bisect(block, 480 * U * U, brng, lots);
    for (const lot of lots) {
      const lc = centroid(lot);
      if (isWet(lc) || lot.some(isWet)) continue;
      // A lot on the block's edge is a house fronting the street; the rest are yards behind.
      let front: [P, P] | null = null;
      let best = 0;
      for (let i = 0; i < lot.length; i++) {
        const a = lot[i]!;
        const b = lot[(i + 1) % lot.length]!;
        const m: P = [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2];
        const onEdge = fullBlock.some((q, j) => segDist(m, q, fullBlock[(j + 1) % fullBlock.length]!) < 1.5);
        const len = dist(a, b);
        if (onEdge && len > best && len > SQ * 0.9) {
          best = len;
          front = [a, b];
        }
      }
      const a = Math.abs(area(lot)) / (U * U);
      if (front && a > 150) {
        const inset = insetConvex(lot, U * 0.6);
        if (inset)
          houses.push({ poly: inset, front: front, kind: a > 750 && brng.chance(0.35) ? 'hall' : 'house' });
      } else yards.push(lot);
    }
  }
  for (const y of yards) groundD.yard += polyD(y);

  // Ground, then water, then the houses.
  const ground = [
    el('path', { d: rectD(X0, Y0, X1 - X0, Y1 - Y0), fill: grass }),
    groundD.grass ? el('path', { d: groundD.grass, fill: grass }) : '',
    groundD.cobble ? el('path', { d: groundD.cobble, fill: cobble }) : '',
    groundD.paving ? el('path', { d: groundD.paving, fill: paving }) : '',
    groundD.yard
      ? el('path', {
          d: groundD.yard,
          fill: mix(grass, '#8c7a5a', 0.35),
          stroke: darken(grass, 0.3),
          'stroke-width': 2,
        })
      : '',
  ];
  // Cobbles and flagstones as a light texture: short strokes on a jittered grid over the paved ground.
  let stones = '';
  const trng = rng.fork('stones');
  for (let y = by0; y < by1; y += SQ / 3) {
    for (let x = bx0; x < bx1; x += SQ / 3) {
      if (trng.chance(0.55)) continue;
      const p: P = [x + trng.range(0, SQ / 3), y + trng.range(0, SQ / 3)];
      stones += `M${xy(p[0], p[1])}h${coord(trng.range(6, 12))}`;
    }
  }
  parts.push(group({ id: 'town-map-battle-ground' }, ground));
  const loops = wet.loops(0);
  if (loops.length) {
    const d = loops.map((l) => polyD(l)).join('');
    parts.push(
      el(
        'g',
        { id: 'town-map-battle-water', 'data-feature': 'water' },
        [
          el('path', { d, fill: style.water, 'fill-rule': 'evenodd', stroke: wallInk, 'stroke-width': 3 }),
          el('path', {
            d,
            fill: 'none',
            stroke: lighten(style.water, 0.2),
            'stroke-width': 10,
            opacity: 0.6,
            'stroke-dasharray': '30 24',
          }),
        ].join(''),
      ),
    );
  }
  parts.push(
    el('path', {
      d: stones,
      stroke: darken(cobble, 0.18),
      'stroke-width': 2,
      'stroke-linecap': 'round',
      opacity: 0.6,
    }),
  );

  // Houses as floor plans: floor, walls, an inner wall in the larger ones, and a door on the street side.
  let floors = '';
  let halls = '';
  let walls = '';
  let inner = '';
  let gaps = '';
  let leaves = '';
  let steps = '';
  let doors = 0;
  const doorW = 4 * U;
  const doorSpots: P[] = [];
  for (const h of houses) {
    const d = polyD(h.poly);
    if (h.kind === 'hall') halls += d;
    else floors += d;
    walls += d;
    const ar = Math.abs(area(h.poly)) / (U * U);
    if (ar > 520) {
      // An inner wall across the short way, with a doorway in it.
      let long = 0;
      let ua: P = [1, 0];
      for (let i = 0; i < h.poly.length; i++) {
        const a = h.poly[i]!;
        const b = h.poly[(i + 1) % h.poly.length]!;
        if (dist(a, b) > long) {
          long = dist(a, b);
          ua = [(b[0] - a[0]) / long, (b[1] - a[1]) / long];
        }
      }
      const cc = centroid(h.poly);
      const hits: P[] = [];
      for (let i = 0; i < h.poly.length; i++) {
        const a = h.poly[i]!;
        const b = h.poly[(i + 1) % h.poly.length]!;
        const sa = (a[0] - cc[0]) * ua[0] + (a[1] - cc[1]) * ua[1];
        const sb = (b[0] - cc[0]) * ua[0] + (b[1] - cc[1]) * ua[1];
        if (sa < 0 !== sb < 0) hits.push(lerpAt(a, b, sa / (sa - sb)));
      }
      if (hits.length === 2) {
        const [p, q] = hits as [P, P];
        const L = dist(p, q);
        if (L > doorW * 2) {
          const g0 = 0.5 - doorW / 2 / L;
          const g1 = 0.5 + doorW / 2 / L;
          inner += `M${xy(p[0], p[1])}L${xy(...lerpAt(p, q, g0))}M${xy(...lerpAt(p, q, g1))}L${xy(q[0], q[1])}`;
        }
      }
    }
    if (h.front) {
      const [a, b] = h.front;
      // The front edge of the lot lies a little outside the house: find the house's own wall nearest it.
      const fm: P = [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2];
      let wa = h.poly[0]!;
      let wb = h.poly[1]!;
      let bestD = Number.POSITIVE_INFINITY;
      for (let i = 0; i < h.poly.length; i++) {
        const p = h.poly[i]!;
        const q = h.poly[(i + 1) % h.poly.length]!;
        const dd = segDist(fm, p, q);
        if (dd < bestD && dist(p, q) > doorW * 1.6) {
          bestD = dd;
          wa = p;
          wb = q;
        }
      }
      const L = dist(wa, wb);
      if (L > doorW * 1.6) {
        const t = rng.range(0.3, 0.7);
        const u: P = [(wb[0] - wa[0]) / L, (wb[1] - wa[1]) / L];
        const dc = lerpAt(wa, wb, t);
        const cc = centroid(h.poly);
        let n: P = [-u[1], u[0]];
        if ((cc[0] - dc[0]) * n[0] + (cc[1] - dc[1]) * n[1] > 0) n = [-n[0], -n[1]];
        const corner = (along: number, out: number): P => [
          dc[0] + u[0] * along + n[0] * out,
          dc[1] + u[1] * along + n[1] * out,
        ];
        gaps += polyD([
          corner(-doorW / 2, -5),
          corner(doorW / 2, -5),
          corner(doorW / 2, 5),
          corner(-doorW / 2, 5),
        ]);
        leaves += polyD([
          corner(-doorW / 2 + 2, -2.8),
          corner(doorW / 2 - 2, -2.8),
          corner(doorW / 2 - 2, 2.8),
          corner(-doorW / 2 + 2, 2.8),
        ]);
        steps += polyD([
          corner(-doorW / 2 - 3, 4),
          corner(doorW / 2 + 3, 4),
          corner(doorW / 2 + 3, 11),
          corner(-doorW / 2 - 3, 11),
        ]);
        doorSpots.push(corner(0, SQ * 0.6));
        doors++;
      }
    }
  }
  parts.push(
    el(
      'g',
      { id: 'town-map-battle-buildings', 'data-count': houses.length, 'data-doors': doors },
      [
        el('path', {
          d: walls,
          fill: 'none',
          stroke: '#000',
          'stroke-width': 9,
          opacity: 0.18,
          transform: 'translate(4 5)',
        }),
        floors ? el('path', { d: floors, fill: floor }) : '',
        halls ? el('path', { d: halls, fill: hallFloor }) : '',
        el('path', {
          d: walls,
          fill: 'none',
          stroke: wallInk,
          'stroke-width': 6,
          'stroke-linejoin': 'miter',
        }),
        inner ? el('path', { d: inner, fill: 'none', stroke: wallInk, 'stroke-width': 3.5 }) : '',
        el('path', { d: steps, fill: darken(paving, 0.1), stroke: wallInk, 'stroke-width': 1 }),
        el('path', { d: gaps, fill: floor }),
        el('path', {
          d: leaves,
          fill: '#6b4424',
          stroke: wallInk,
          'stroke-width': 1,
          'data-feature': 'doors',
        }),
      ].join(''),
    ),
  );

  // Cover on the grid: which squares are open ground (not a house, not water, inside the frame).
  const N = BATTLE_SQUARES;
  const blocked = new Uint8Array(N * N);
  const sqCentre = (i: number, j: number): P => [bx0 + (i + 0.5) * SQ, by0 + (j + 0.5) * SQ];
  const wallNear = new Uint8Array(N * N);
  for (let j = 0; j < N; j++) {
    for (let i = 0; i < N; i++) {
      const p = sqCentre(i, j);
      const corners: P[] = [
        p,
        [p[0] - SQ * 0.45, p[1] - SQ * 0.45],
        [p[0] + SQ * 0.45, p[1] - SQ * 0.45],
        [p[0] - SQ * 0.45, p[1] + SQ * 0.45],
        [p[0] + SQ * 0.45, p[1] + SQ * 0.45],
      ];
      if (corners.some((q) => isWet(q) || houses.some((h) => pointInPoly(q, h.poly)))) blocked[j * N + i] = 1;
      else if (
        houses.some((h) => h.poly.some((q, m) => segDist(p, q, h.poly[(m + 1) % h.poly.length]!) < SQ))
      )
        wallNear[j * N + i] = 1;
    }
  }
  for (const d of doorSpots) {
    const i = Math.floor((d[0] - bx0) / SQ);
    const j = Math.floor((d[1] - by0) / SQ);
    if (i >= 0 && j >= 0 && i < N && j < N) blocked[j * N + i] = 2;
  }
  const free = (i: number, j: number, w: number, h: number) => {
    if (i < 1 || j < 1 || i + w > N || j + h > N) return false;
    for (let y = j; y < j + h; y++) for (let x = i; x < i + w; x++) if (blocked[y * N + x]) return false;
    return true;
  };
  const take = (i: number, j: number, w: number, h: number) => {
    for (let y = j; y < j + h; y++) for (let x = i; x < i + w; x++) blocked[y * N + x] = 3;
  };
  const crng = rng.fork('cover');
  const cover: Record<string, string[]> = {
    well: [],
    fountain: [],
    stall: [],
    cart: [],
    barrel: [],
    crate: [],
    tree: [],
  };
  const spot = (
    w: number,
    h: number,
    want: (i: number, j: number) => boolean,
    tries = 400,
  ): [number, number] | null => {
    for (let t = 0; t < tries; t++) {
      const i = crng.int(1, N - w - 1);
      const j = crng.int(1, N - h - 1);
      if (free(i, j, w, h) && want(i, j)) {
        take(i, j, w, h);
        return [i, j];
      }
    }
    return null;
  };
  // The centrepiece of the square: the landmark standing there, or a fountain in a town and a well in a village.
  const centreLandmark = plan.landmarks.find(
    (l) => !l.outside && dist(l.at, c) < halfPlan * 0.8 && l.kind !== 'bridge',
  );
  const centreKind = centreLandmark?.kind ?? (hasSquare && plaza.kind === 'plaza' ? 'fountain' : 'well');
  {
    const cc = toScene(centreLandmark ? centreLandmark.at : c);
    let ci = Math.round((cc[0] - bx0) / SQ) - 1;
    let cj = Math.round((cc[1] - by0) / SQ) - 1;
    for (let r = 0; r < 6 && !free(ci, cj, 2, 2); r++) {
      ci += crng.int(-1, 1);
      cj += crng.int(-1, 1);
    }
    if (free(ci, cj, 2, 2)) {
      take(ci, cj, 2, 2);
      const p: P = [bx0 + (ci + 1) * SQ, by0 + (cj + 1) * SQ];
      cover[centreKind === 'fountain' ? 'fountain' : 'well']!.push(
        centrePiece(centreKind, p, SQ, style, centreLandmark?.name),
      );
    }
  }
  const market = hasSquare && plaza.kind === 'plaza' && focusName === 'square';
  const nearCentre = (i: number, j: number) => dist(sqCentre(i, j), mid) < SQ * 9;
  if (market) {
    const stalls = crng.int(5, 9);
    for (let n = 0; n < stalls; n++) {
      const horiz = crng.chance(0.6);
      const at = spot(horiz ? 2 : 1, horiz ? 1 : 2, nearCentre);
      if (at) cover.stall!.push(stall(at, horiz, SQ, bx0, by0, crng));
    }
  }
  const carts = crng.int(2, 4);
  for (let n = 0; n < carts; n++) {
    const horiz = crng.chance(0.5);
    const at = spot(horiz ? 2 : 1, horiz ? 1 : 2, () => true);
    if (at) cover.cart!.push(cart(at, horiz, SQ, bx0, by0));
  }
  const byWall = (i: number, j: number) => wallNear[j * N + i] === 1;
  for (let n = crng.int(8, 13); n > 0; n--) {
    const at = spot(1, 1, byWall);
    if (at) cover.barrel!.push(barrels(at, SQ, bx0, by0, crng));
  }
  for (let n = crng.int(6, 11); n > 0; n--) {
    const at = spot(1, 1, byWall);
    if (at) cover.crate!.push(crates(at, SQ, bx0, by0, crng));
  }
  const greenish = (i: number, j: number) => {
    const p = sqCentre(i, j);
    return (
      yards.some((y) => pointInPoly(p, y)) ||
      (plaza.kind === 'green' && pointInPoly(toPlan(p), plaza.poly)) ||
      !plan.cells.some((cl) => cl.inner && pointInPoly(toPlan(p), cl.poly))
    );
  };
  for (let n = crng.int(3, 8); n > 0; n--) {
    const big = crng.chance(0.4);
    const at = spot(big ? 2 : 1, big ? 2 : 1, greenish, 200);
    if (at) cover.tree!.push(tree(at, big ? 2 : 1, SQ, bx0, by0, crng, style));
  }
  const coverCounts: string[] = [];
  for (const [kind, items] of Object.entries(cover)) {
    if (!items.length) continue;
    coverCounts.push(`${kind}:${items.length}`);
    parts.push(el('g', { 'data-cover': kind, 'data-count': items.length }, items.join('')));
  }

  // Establishments of the district in view, numbered on the houses nearest the middle.
  const shown: number[] = [];
  const focusDistrict =
    focusName === 'square' ? plaza.district : districts.findIndex((d) => `district:${d.name}` === focusName);
  const nearHouses = [...houses].sort((a, b) => dist(centroid(a.poly), mid) - dist(centroid(b.poly), mid));
  let hi = 0;
  const signs: string[] = [];
  town.establishments.forEach((e, i) => {
    if (districts[focusDistrict]?.name !== e.district) return;
    const h = nearHouses[hi++];
    if (!h) return;
    const p = centroid(h.poly);
    if (p[0] < bx0 + 30 || p[0] > bx1 - 30 || p[1] < by0 + 30 || p[1] > by1 - 30) return;
    shown.push(i + 1);
    const size = i + 1 >= 10 ? 24 : 27;
    signs.push(
      el(
        'g',
        { 'data-marker': i + 1, 'data-district': e.district },
        [
          el('circle', { cx: p[0], cy: p[1], r: MARKER_R + 4, fill: style.paper, opacity: 0.85 }),
          el('circle', {
            cx: p[0],
            cy: p[1],
            r: MARKER_R,
            fill: style.markerFill,
            stroke: style.markerInk,
            'stroke-width': 2.2,
          }),
          el('path', {
            d: textPath({
              text: String(i + 1),
              font: 'display',
              size,
              x: p[0],
              y: p[1] + capHeight('display', size) / 2,
              anchor: 'middle',
            }),
            fill: style.markerInk,
          }),
        ].join(''),
      ),
    );
  });

  // The grid: a line every 5 ft, columns lettered and rows numbered along the edges, feet along the foot.
  let grid = '';
  for (let i = 0; i <= N; i++) {
    grid += `M${coord(bx0 + i * SQ)} ${coord(by0)}V${coord(by1)}M${coord(bx0)} ${coord(by0 + i * SQ)}H${coord(bx1)}`;
  }
  let letters = '';
  const colName = (i: number) =>
    i < 26 ? String.fromCharCode(65 + i) : `A${String.fromCharCode(65 + i - 26)}`;
  const ls = MIN_LABEL;
  for (let i = 0; i < N; i++) {
    letters += textPath({
      text: colName(i),
      font: 'body',
      size: ls,
      x: bx0 + (i + 0.5) * SQ,
      y: by0 + SQ / 2 + capHeight('body', ls) / 2,
      anchor: 'middle',
    });
    if (i > 0)
      letters += textPath({
        text: String(i + 1),
        font: 'body',
        size: ls - 2,
        x: bx0 + SQ / 2,
        y: by0 + (i + 0.5) * SQ + capHeight('body', ls) / 2,
        anchor: 'middle',
      });
  }
  let feet = '';
  for (let i = 5; i < N; i += 5) {
    feet += textPath({
      text: `${i * FEET_PER_SQUARE} ft`,
      font: 'italic',
      size: ls,
      x: bx0 + i * SQ,
      y: by1 - 10,
      anchor: 'middle',
    });
  }
  parts.push(
    group(
      {
        id: 'town-map-grid',
        'data-square-px': num(SQ),
        'data-feet-per-square': FEET_PER_SQUARE,
        'data-squares': N,
      },
      [
        el('path', { d: grid, fill: 'none', stroke: '#1f1f1f', 'stroke-width': 1.4, opacity: 0.45 }),
        el('path', {
          d: letters + feet,
          fill: '#1f1f1f',
          stroke: style.paper,
          'stroke-width': 5,
          'stroke-linejoin': 'round',
          'paint-order': 'stroke',
          'data-label': 'grid',
          opacity: 0.9,
        }),
      ],
    ),
  );
  parts.push(group({ id: 'town-map-markers', 'data-count': signs.length }, signs));
  return {
    body: el(
      'g',
      {
        id: 'town-map-battle',
        'data-feet-per-square': FEET_PER_SQUARE,
        'data-focus': focusName,
        'data-cover': coverCounts.join(' '),
      },
      parts.join(''),
    ),
    focus: focusName,
    title,
    unitsPerFoot: U,
    window: win,
    markers: shown,
  };
}

function centrePiece(kind: string, p: P, SQ: number, style: MapStyleDef, name?: string): string {
  const ink = '#2b2622';
  const stone = '#b9b2a4';
  const r = SQ * 0.9;
  const parts: string[] = [];
  if (kind === 'fountain') {
    const oct: P[] = [];
    for (let i = 0; i < 8; i++)
      oct.push([
        p[0] + Math.cos((i * Math.PI) / 4 + Math.PI / 8) * r,
        p[1] + Math.sin((i * Math.PI) / 4 + Math.PI / 8) * r,
      ]);
    parts.push(el('path', { d: polyD(oct), fill: stone, stroke: ink, 'stroke-width': 3 }));
    parts.push(el('path', { d: circD(p, r * 0.78), fill: style.water, stroke: ink, 'stroke-width': 1.5 }));
    parts.push(el('path', { d: circD(p, r * 0.2), fill: stone, stroke: ink, 'stroke-width': 2 }));
  } else if (kind === 'great tree') {
    parts.push(el('path', { d: circD([p[0] + 6, p[1] + 7], r * 1.1), fill: '#000', opacity: 0.2 }));
    parts.push(el('path', { d: circD(p, r * 1.1), fill: '#5f7f45', stroke: '#2f4524', 'stroke-width': 3 }));
  } else if (
    kind === 'statue' ||
    kind === 'monument' ||
    kind === 'bell tower' ||
    kind === 'shrine' ||
    kind === 'watchtower' ||
    kind === 'beacon'
  ) {
    parts.push(
      el('path', {
        d: rectD(p[0] - r * 0.85, p[1] - r * 0.85, r * 1.7, r * 1.7),
        fill: stone,
        stroke: ink,
        'stroke-width': 4,
      }),
    );
    parts.push(
      el('path', {
        d: rectD(p[0] - r * 0.45, p[1] - r * 0.45, r * 0.9, r * 0.9),
        fill: darken(stone, 0.2),
        stroke: ink,
        'stroke-width': 2,
      }),
    );
  } else if (kind === 'standing stones') {
    let d = '';
    for (let i = 0; i < 8; i++) {
      const a = (i / 8) * Math.PI * 2;
      d += circD([p[0] + Math.cos(a) * r * 0.8, p[1] + Math.sin(a) * r * 0.8], r * 0.16);
    }
    parts.push(el('path', { d, fill: '#9d978b', stroke: ink, 'stroke-width': 2 }));
  } else {
    // A well: a stone ring, water, and the winch's posts and bar.
    parts.push(el('path', { d: circD(p, r * 0.6), fill: stone, stroke: ink, 'stroke-width': 3 }));
    parts.push(el('path', { d: circD(p, r * 0.38), fill: darken(style.water, 0.25) }));
    parts.push(
      el('path', {
        d: `M${xy(p[0] - r * 0.8, p[1])}H${coord(p[0] + r * 0.8)}`,
        stroke: '#6b4424',
        'stroke-width': 5,
      }),
    );
  }
  return el('g', { 'data-centre': kind, 'data-name': name ?? '' }, parts.join(''));
}

function stall(
  at: [number, number],
  horiz: boolean,
  SQ: number,
  x0: number,
  y0: number,
  rng: ArtRng,
): string {
  const [i, j] = at;
  const w = (horiz ? 2 : 1) * SQ;
  const h = (horiz ? 1 : 2) * SQ;
  const x = x0 + i * SQ + 4;
  const y = y0 + j * SQ + 4;
  const colours = ['#b8453a', '#3f6f9a', '#c99a2e', '#5d8a4a'];
  const col = rng.pick(colours);
  let stripes = '';
  const n = 6;
  for (let k = 0; k < n; k += 2) {
    stripes += horiz
      ? rectD(x + ((w - 8) * k) / n, y, (w - 8) / n, h - 8)
      : rectD(x, y + ((h - 8) * k) / n, w - 8, (h - 8) / n);
  }
  return [
    el('path', { d: rectD(x, y, w - 8, h - 8), fill: '#f2ead8', stroke: '#2b2622', 'stroke-width': 2.5 }),
    el('path', { d: stripes, fill: col }),
  ].join('');
}

function cart(at: [number, number], horiz: boolean, SQ: number, x0: number, y0: number): string {
  const [i, j] = at;
  const x = x0 + i * SQ;
  const y = y0 + j * SQ;
  const L = SQ * 2;
  const Wd = SQ;
  const body = horiz ? rectD(x + 10, y + 10, L - 26, Wd - 20) : rectD(x + 10, y + 10, Wd - 20, L - 26);
  const wheels = horiz
    ? rectD(x + L * 0.35, y + 4, 16, 6) + rectD(x + L * 0.35, y + Wd - 10, 16, 6)
    : rectD(x + 4, y + L * 0.35, 6, 16) + rectD(x + Wd - 10, y + L * 0.35, 6, 16);
  const shafts = horiz
    ? `M${xy(x + L - 16, y + 16)}H${coord(x + L - 2)}M${xy(x + L - 16, y + Wd - 16)}H${coord(x + L - 2)}`
    : `M${xy(x + 16, y + L - 16)}V${coord(y + L - 2)}M${xy(x + Wd - 16, y + L - 16)}V${coord(y + L - 2)}`;
  const planks = horiz
    ? `M${xy(x + 10, y + Wd / 2)}H${coord(x + L - 16)}`
    : `M${xy(x + Wd / 2, y + 10)}V${coord(y + L - 16)}`;
  return [
    el('path', { d: body, fill: '#9b7447', stroke: '#2b2622', 'stroke-width': 2.5 }),
    el('path', { d: planks, stroke: '#5e4326', 'stroke-width': 1.5 }),
    el('path', { d: wheels, fill: '#2b2622' }),
    el('path', { d: shafts, stroke: '#5e4326', 'stroke-width': 3 }),
  ].join('');
}

function barrels(at: [number, number], SQ: number, x0: number, y0: number, rng: ArtRng): string {
  const [i, j] = at;
  const n = rng.int(1, 3);
  const r = SQ * 0.2;
  const spots: P[] = [
    [0.32, 0.32],
    [0.68, 0.38],
    [0.45, 0.7],
  ];
  let d = '';
  let hoops = '';
  for (let k = 0; k < n; k++) {
    const p: P = [x0 + (i + spots[k]![0]) * SQ, y0 + (j + spots[k]![1]) * SQ];
    d += circD(p, r);
    hoops += circD(p, r * 0.6);
  }
  return [
    el('path', { d, fill: '#8a5a32', stroke: '#2b2622', 'stroke-width': 2 }),
    el('path', { d: hoops, fill: 'none', stroke: '#3e2a18', 'stroke-width': 1.2 }),
  ].join('');
}

function crates(at: [number, number], SQ: number, x0: number, y0: number, rng: ArtRng): string {
  const [i, j] = at;
  const n = rng.int(1, 2);
  let d = '';
  let x = '';
  for (let k = 0; k < n; k++) {
    const s = SQ * (n === 1 ? 0.62 : 0.42);
    const px = x0 + i * SQ + (n === 1 ? SQ * 0.19 : SQ * (0.06 + k * 0.5));
    const py = y0 + j * SQ + (n === 1 ? SQ * 0.19 : SQ * (0.08 + k * 0.42));
    d += rectD(px, py, s, s);
    x += `M${xy(px, py)}l${coord(s)} ${coord(s)}M${xy(px + s, py)}l${coord(-s)} ${coord(s)}`;
  }
  return [
    el('path', { d, fill: '#b08a55', stroke: '#2b2622', 'stroke-width': 2 }),
    el('path', { d: x, fill: 'none', stroke: '#5e4326', 'stroke-width': 1.3 }),
  ].join('');
}

function tree(
  at: [number, number],
  size: number,
  SQ: number,
  x0: number,
  y0: number,
  rng: ArtRng,
  style: MapStyleDef,
): string {
  const [i, j] = at;
  const c: P = [x0 + (i + size / 2) * SQ, y0 + (j + size / 2) * SQ];
  const r = SQ * size * 0.46;
  let lobes = '';
  for (let k = 0; k < 7; k++) {
    const a = (k / 7) * Math.PI * 2 + rng.range(0, 0.4);
    lobes += circD([c[0] + Math.cos(a) * r * 0.45, c[1] + Math.sin(a) * r * 0.45], r * 0.55);
  }
  return [
    el('path', { d: circD([c[0] + 5, c[1] + 6], r), fill: '#000', opacity: 0.2 }),
    el('path', { d: lobes, fill: mix(style.tree, '#4f7a3c', 0.4), stroke: '#2f4524', 'stroke-width': 2 }),
    el('path', { d: circD(c, r * 0.12), fill: '#5e4326' }),
  ].join('');
}

/** A small plan of the whole town for the battle map's panel, with the scene's window marked on it. */
export function battleLocator(
  plan: TownPlan,
  style: MapStyleDef,
  win: [number, number, number, number],
  box: { x: number; y: number; width: number; height: number },
): string {
  const [x0, y0, x1, y1] = plan.box;
  const side = Math.min(box.width, box.height);
  const k = side / (x1 - x0);
  const ox = box.x + (box.width - side) / 2;
  const oy = box.y;
  const toScene = (p: P): P => [ox + (p[0] - x0) * k, oy + (p[1] - y0) * k];
  const parts: string[] = [];
  parts.push(
    el('path', {
      d: rectD(ox, oy, side, side),
      fill: mix(style.land, style.paper, 0.3),
      stroke: style.ink,
      'stroke-width': 1.5,
    }),
  );
  if (plan.water.seaLoops.length) {
    const d = plan.water.seaLoops
      .map((l) =>
        polyD(
          clipBox(
            l.filter((_, i) => i % 3 === 0),
            x0,
            y0,
            x1,
            y1,
          ).map(toScene),
        ),
      )
      .join('');
    parts.push(el('path', { d, fill: style.water, 'fill-rule': 'evenodd' }));
  }
  for (const ch of plan.water.channels) {
    const inside = ch.line.filter((p) => p[0] >= x0 && p[0] <= x1 && p[1] >= y0 && p[1] <= y1);
    if (inside.length > 1)
      parts.push(
        el('path', {
          d: polyD(inside.map(toScene), false),
          fill: 'none',
          stroke: style.water,
          'stroke-width': Math.max(2, ch.width * k),
        }),
      );
  }
  const blocks = plan.cells
    .filter((c) => c.inner)
    .map((c) => polyD(c.poly.map(toScene)))
    .join('');
  parts.push(
    el('path', { d: blocks, fill: style.roof('residential'), stroke: style.paper, 'stroke-width': 0.8 }),
  );
  if (plan.wall)
    parts.push(
      el('path', { d: polyD(plan.wall.map(toScene)), fill: 'none', stroke: style.ink, 'stroke-width': 1.6 }),
    );
  const a = toScene([win[0], win[1]]);
  const b = toScene([win[2], win[3]]);
  parts.push(
    el('path', {
      d: rectD(a[0], a[1], Math.max(6, b[0] - a[0]), Math.max(6, b[1] - a[1])),
      fill: 'none',
      stroke: '#c0281c',
      'stroke-width': 3,
    }),
  );
  return el('g', { id: 'town-map-locator' }, parts.join(''));
}
