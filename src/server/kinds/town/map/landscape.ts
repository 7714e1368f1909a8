// The country round the town: strip fields, orchards and woods, hills and mountains, marsh tufts, dunes, contours.
import { createNoise2D } from 'simplex-noise';
import type { TownData } from '../../../../shared/kinds/town.js';
import { area, centroid, cut, dist, insetConvex, type P, type Poly } from './geometry.js';
import { xy } from './path-data.js';
import { isOnRiver, type TownPlan } from './plan.js';

export interface Field {
  poly: Poly;
  tone: number;
  /** Furrow direction, radians. */
  angle: number;
}

export interface Landscape {
  fields: Field[];
  trees: { p: P; r: number }[];
  /** Woodland as areas (filled with a canopy pattern) rather than thousands of single trees. */
  woods: Poly[];
  /** Crowns along the woods' open edges, drawn with the woods' own crowns so the edge is a canopy, not a line. */
  woodEdge: { p: P; r: number }[];
  /** The sides of the woods that meet open ground (a wood's sides shared with another wood are left out). */
  woodSides: [P, P][];
  hills: { p: P; r: number }[];
  mountains: { p: P; r: number }[];
  tufts: P[];
  dunes: P[][];
  ruins: Poly[];
  /** A height field over the map (0..1), shared by contours and hill placement. */
  height(p: P): number;
}

export function planLandscape(town: TownData, plan: TownPlan): Landscape {
  const rng = plan.rng.fork('land');
  const has = (f: string) => town.layout.landscape.includes(f as never);
  const noise = createNoise2D(rng.fork('h').next);
  const hillSide = rng.range(0, Math.PI * 2);
  const hilly = has('hills') ? 1 : has('mountains') ? 1.3 : 0.35;
  const height = (p: P) => {
    const dx = p[0] - plan.center[0];
    const dy = p[1] - plan.center[1];
    // Land rises toward one side (where hills and mountains stand) and with broad noise.
    const rise = ((dx * Math.cos(hillSide) + dy * Math.sin(hillSide)) / 1400 + 0.5) * hilly;
    const n = 0.55 * noise(p[0] / 520, p[1] / 520) + 0.25 * noise(p[0] / 210, p[1] / 210);
    return Math.max(0, Math.min(1, 0.35 + n * 0.5 + rise * 0.45));
  };
  const dry = (p: P) => !plan.water.isWater(p) && !isOnRiver(plan, p, 8);
  const clearOfRoads = (p: P, m: number) => plan.roadDist(p) > m;
  const forest = has('forest');
  const fields: Field[] = [];
  const trees: { p: P; r: number }[] = [];
  const hills: { p: P; r: number }[] = [];
  const mountains: { p: P; r: number }[] = [];
  const tufts: P[] = [];
  const dunes: P[][] = [];
  const ruins: Poly[] = [];
  const desert = has('desert');
  const marsh = has('marsh');

  const woods: Poly[] = [];
  const woodEdge: { p: P; r: number }[] = [];
  const woodSides: [P, P][] = [];
  // Woods: the far country in a forest, copses elsewhere; decided first so neighbouring woods merge.
  const woody = plan.cells.map((cell, ci) => {
    if (cell.inner || cell.poly.length < 3 || cell.kind === 'water' || cell.kind === 'suburb' || desert)
      return false;
    const r = rng.fork(`w${ci}`);
    const wild = cell.kind === 'wild';
    const yes = forest ? wild || (cell.reach > 1.6 && r.chance(0.35)) : wild && r.chance(0.12);
    return yes && cell.poly.every(dry) && clearOfRoads(cell.site, 40);
  });
  const edgeOwner = new Map<string, number[]>();
  const ek = (a: P, b: P) => {
    const ka = `${Math.round(a[0] * 10)},${Math.round(a[1] * 10)}`;
    const kb = `${Math.round(b[0] * 10)},${Math.round(b[1] * 10)}`;
    return ka < kb ? `${ka}|${kb}` : `${kb}|${ka}`;
  };
  plan.cells.forEach((cell, ci) => {
    for (let i = 0; i < cell.poly.length; i++) {
      const k = ek(cell.poly[i]!, cell.poly[(i + 1) % cell.poly.length]!);
      const list = edgeOwner.get(k);
      if (list) list.push(ci);
      else edgeOwner.set(k, [ci]);
    }
  });

  plan.cells.forEach((cell, ci) => {
    if (cell.inner || cell.poly.length < 3 || cell.kind === 'water' || cell.kind === 'suburb') return;
    const crng = rng.fork(`f${ci}`);
    const c = cell.site;
    if (!dry(c)) return;
    const wild = cell.kind === 'wild';
    if (woody[ci]) {
      woods.push(cell.poly);
      // Crowns along the edge where the wood meets open ground, set a little inside it, so the wood ends in a
      // row of crowns rather than the cell's straight side. They were single outlined trees with shadows of
      // their own, the most numerous thing on a village's map; as crowns of the wood they cost two fills.
      const cc = centroid(cell.poly);
      for (let i = 0; i < cell.poly.length; i++) {
        const a = cell.poly[i]!;
        const b = cell.poly[(i + 1) % cell.poly.length]!;
        if ((edgeOwner.get(ek(a, b)) ?? []).some((o) => o !== ci && woody[o])) continue;
        woodSides.push([a, b]);
        const len = dist(a, b);
        for (let t = 0; t < len - 5; t += 17) {
          const q: P = [a[0] + ((b[0] - a[0]) * t) / len, a[1] + ((b[1] - a[1]) * t) / len];
          const k = 8 / Math.max(1, dist(q, cc));
          const p: P = [
            q[0] + (cc[0] - q[0]) * k + crng.jitter(0, 2),
            q[1] + (cc[1] - q[1]) * k + crng.jitter(0, 2),
          ];
          if (clearOfRoads(p, 12)) woodEdge.push({ p, r: crng.range(8.5, 11.5) });
        }
      }
      return;
    }
    if (wild) {
      if (marsh && crng.chance(0.7)) {
        const block = insetConvex(cell.poly, 6);
        if (block) scatter(block, 26, crng, (p) => dry(p) && tufts.push(p));
      } else if (desert && crng.chance(0.8)) {
        const a = crng.range(-0.4, 0.4);
        for (let k = 0; k < 3; k++) {
          const s: P = [c[0] + crng.jitter(0, 40), c[1] + crng.jitter(0, 40)];
          const len = crng.range(30, 55);
          dunes.push([
            [s[0] - Math.cos(a) * len, s[1] - Math.sin(a) * len],
            [s[0], s[1] - 8],
            [s[0] + Math.cos(a) * len, s[1] + Math.sin(a) * len],
          ]);
        }
      } else if (crng.chance(0.35) && !desert) {
        const block = insetConvex(cell.poly, 10);
        if (block)
          scatter(
            block,
            34,
            crng,
            (p) => dry(p) && clearOfRoads(p, 10) && trees.push({ p, r: crng.range(6, 9) }),
          );
      }
      const h = height(c);
      if (has('mountains') && h > 0.62 && crng.chance(0.8)) mountains.push({ p: c, r: crng.range(34, 52) });
      else if ((has('hills') || has('mountains')) && h > 0.5 && crng.chance(0.75))
        hills.push({ p: c, r: crng.range(22, 34) });
      if (has('ruins') && ruins.length < 2 && crng.chance(0.15)) ruins.push(insetConvex(cell.poly, 30) ?? []);
      return;
    }
    // Fields: strips across the cell, ploughed in one direction; some left as pasture or orchard.
    if (desert && crng.chance(0.5)) return;
    const block = insetConvex(cell.poly, 3.5);
    if (!block) return;
    if (crng.chance(0.12) && !desert) {
      // An orchard: rows of small trees, far enough apart that each still reads as a tree.
      scatter(block, 19, crng, (p) => dry(p) && trees.push({ p, r: 5.5 }));
      return;
    }
    const angle = crng.range(0, Math.PI);
    const dir: P = [Math.cos(angle), Math.sin(angle)];
    const across: P = [-dir[1], dir[0]];
    const strips = Math.max(1, Math.round(Math.sqrt(Math.abs(area(block))) / crng.range(26, 44)));
    let rest = block;
    const bc = centroid(block);
    const span = Math.sqrt(Math.abs(area(block))) * 1.2;
    for (let s = 1; s <= strips; s++) {
      const off = -span / 2 + (span * s) / (strips + 1) + crng.jitter(0, 4);
      const p: P = [bc[0] + across[0] * off, bc[1] + across[1] * off];
      const [l, r] = cut(rest, p, dir);
      if (l.length >= 3) pushField(fields, l, crng.int(0, 3), angle, dry);
      rest = r;
      if (rest.length < 3) break;
    }
    if (rest.length >= 3) pushField(fields, rest, crng.int(0, 3), angle, dry);
    if (marsh && crng.chance(0.3)) scatter(block, 30, crng, (p) => dry(p) && tufts.push(p));
  });
  // Hills and mountains also rise on the high side even where fields lie below them.
  if (has('mountains') && mountains.length < 3) {
    for (let k = 0; k < 6; k++) {
      const p: P = [
        plan.center[0] + Math.cos(hillSide) * 640 + rng.jitter(0, 200),
        plan.center[1] + Math.sin(hillSide) * 640 + rng.jitter(0, 200),
      ];
      if (inBox(plan, p, 60) && dry(p)) mountains.push({ p, r: rng.range(40, 58) });
    }
  }
  if (has('hills') && hills.length < 4) {
    for (let k = 0; k < 10; k++) {
      const p: P = [
        plan.center[0] + Math.cos(hillSide) * rng.range(420, 700) + rng.jitter(0, 260),
        plan.center[1] + Math.sin(hillSide) * rng.range(420, 700) + rng.jitter(0, 260),
      ];
      if (inBox(plan, p, 40) && dry(p) && dist(p, plan.center) > plan.radius * 1.3)
        hills.push({ p, r: rng.range(22, 34) });
    }
  }
  // Nothing stands on a hill symbol: fields and trees under a hill would read as clutter.
  const bumps = [...hills, ...mountains];
  const clear = (p: P) => bumps.every((h) => dist(p, h.p) > h.r * 1.05);
  return {
    fields: fields.filter((f) => clear(centroid(f.poly))),
    trees: trees.filter((t) => clear(t.p) && inBox(plan, t.p, 4)),
    woods,
    woodEdge: woodEdge.filter((t) => inBox(plan, t.p, 4)),
    woodSides,
    hills,
    mountains,
    tufts,
    dunes,
    ruins: ruins.filter((r) => r.length >= 3),
    height,
  };
}

function pushField(out: Field[], poly: Poly, tone: number, angle: number, dry: (p: P) => boolean) {
  const shrunk = insetConvex(poly, 2.2);
  if (!shrunk || Math.abs(area(shrunk)) < 120) return;
  if (!shrunk.every(dry)) return;
  out.push({ poly: shrunk, tone, angle });
}

function inBox(plan: TownPlan, p: P, m: number) {
  return p[0] > plan.box[0] + m && p[0] < plan.box[2] - m && p[1] > plan.box[1] + m && p[1] < plan.box[3] - m;
}

/** Poisson-ish scatter: a jittered grid clipped to the polygon. */
function scatter(
  poly: Poly,
  step: number,
  rng: { jitter(v: number, a: number): number },
  put: (p: P) => unknown,
) {
  let minX = Number.POSITIVE_INFINITY;
  let minY = Number.POSITIVE_INFINITY;
  let maxX = Number.NEGATIVE_INFINITY;
  let maxY = Number.NEGATIVE_INFINITY;
  for (const [x, y] of poly) {
    minX = Math.min(minX, x);
    minY = Math.min(minY, y);
    maxX = Math.max(maxX, x);
    maxY = Math.max(maxY, y);
  }
  for (let y = minY + step / 2; y < maxY; y += step * 0.87) {
    for (let x = minX + step / 2; x < maxX; x += step) {
      const p: P = [x + rng.jitter(0, step * 0.35), y + rng.jitter(0, step * 0.35)];
      if (inside(p, poly)) put(p);
    }
  }
}

function inside(p: P, poly: Poly): boolean {
  let ins = false;
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
    const a = poly[i]!;
    const b = poly[j]!;
    if (a[1] > p[1] !== b[1] > p[1] && p[0] < ((b[0] - a[0]) * (p[1] - a[1])) / (b[1] - a[1]) + a[0])
      ins = !ins;
  }
  return ins;
}

/** Contour lines of the height field by marching squares, as one path (every `levels`-th line is an index line). */
export function contourPaths(
  plan: TownPlan,
  height: (p: P) => number,
  levels: number,
): { minor: string; major: string } {
  const step = 20;
  const [x0, y0, x1, y1] = plan.box;
  const nx = Math.ceil((x1 - x0) / step) + 1;
  const ny = Math.ceil((y1 - y0) / step) + 1;
  const h: number[] = new Array(nx * ny);
  for (let j = 0; j < ny; j++)
    for (let i = 0; i < nx; i++) h[j * nx + i] = height([x0 + i * step, y0 + j * step]);
  const wet: boolean[] = new Array(nx * ny).fill(false);
  for (let j = 0; j + 1 < ny; j++) {
    for (let i = 0; i + 1 < nx; i++)
      wet[j * nx + i] = plan.water.isWater([x0 + (i + 0.5) * step, y0 + (j + 0.5) * step]);
  }
  // Each cell crosses only the levels between its lowest and highest corner (most cross none or one), so the
  // cells are walked once and each crossing goes to its level's list; joined in level order, the lines come out
  // as a walk of every level over every cell would give them, without that walk's allocations (it was most
  // of the topographic style's drawing time).
  const lines: string[][] = Array.from({ length: levels }, () => []);
  for (let j = 0; j + 1 < ny; j++) {
    for (let i = 0; i + 1 < nx; i++) {
      // Contours stop at the shore: the water is drawn flat (and with its own depth lines).
      if (wet[j * nx + i]) continue;
      const a = h[j * nx + i]!;
      const b = h[j * nx + i + 1]!;
      const c = h[(j + 1) * nx + i + 1]!;
      const e = h[(j + 1) * nx + i]!;
      const lo = Math.max(1, Math.floor(Math.min(a, b, c, e) * levels));
      const hi = Math.min(levels - 1, Math.ceil(Math.max(a, b, c, e) * levels));
      if (lo > hi) continue;
      const x = x0 + i * step;
      const y = y0 + j * step;
      for (let l = lo; l <= hi; l++) {
        const t = l / levels;
        // The crossings of the cell's four sides, in order (top, right, bottom, left), paired into segments.
        let d = '';
        let open = false;
        const side = (va: number, vb: number, ax: number, ay: number, bx: number, by: number) => {
          if (va < t === vb < t) return;
          const k = (t - va) / (vb - va);
          const p = xy(ax + (bx - ax) * k, ay + (by - ay) * k);
          d += open ? `L${p}` : `M${p}`;
          open = !open;
        };
        side(a, b, x, y, x + step, y);
        side(b, c, x + step, y, x + step, y + step);
        side(c, e, x + step, y + step, x, y + step);
        side(e, a, x, y + step, x, y);
        if (d) lines[l]!.push(open ? d.slice(0, d.lastIndexOf('M')) : d);
      }
    }
  }
  let minor = '';
  let major = '';
  for (let l = 1; l < levels; l++) {
    if (l % 4 === 0) major += lines[l]!.join('');
    else minor += lines[l]!.join('');
  }
  return { minor, major };
}
