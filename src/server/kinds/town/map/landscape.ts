// The country round the town, by the kind of land: strip fields (snowbound, irrigated by an oasis, or cleared
// from jungle), woods of broadleaf, conifer or jungle, hills and mountain ranges, marsh pools and reeds, dunes,
// ruins, and the contour lines of the height field.
import type { TownData } from '../../../../shared/kinds/town.js';
import { area, ChannelIndex, centroid, cut, dist, insetConvex, type P, type Poly } from './geometry.js';
import { inLandmarkClearing } from './landmarks.js';
import { xy } from './path-data.js';
import { isOnRiver, type TownPlan } from './plan.js';

export interface Field {
  poly: Poly;
  tone: number;
  /** Furrow direction, radians. */
  angle: number;
}

export type WoodKind = 'broadleaf' | 'conifer' | 'jungle';

export interface Landscape {
  fields: Field[];
  trees: { p: P; r: number }[];
  /** Palms by an oasis or in jungle clearings. */
  palms: { p: P; r: number }[];
  /** Woodland as areas rather than thousands of single trees. */
  woods: Poly[];
  woodKind: WoodKind;
  /** Crowns along the woods' open edges, drawn with the woods' own crowns so the edge is a canopy, not a line. */
  woodEdge: { p: P; r: number }[];
  /** The sides of the woods that meet open ground (a wood's sides shared with another wood are left out). */
  woodSides: [P, P][];
  hills: { p: P; r: number }[];
  mountains: { p: P; r: number; snow: boolean }[];
  /** Rocky ground under a mountain range. */
  rock: Poly[];
  tufts: P[];
  /** Marsh pools. */
  pools: Poly[];
  dunes: { p: P; r: number; a: number }[];
  ruins: { c: P; r: number }[];
  /** A height field over the map (0..1), shared by contours and hill placement. */
  height(p: P): number;
}

export function planLandscape(town: TownData, plan: TownPlan): Landscape {
  const rng = plan.rng.fork('land');
  const has = (f: string) => town.layout.landscape.includes(f as never);
  const terrain = plan.terrain;
  const height = terrain.height;
  const tone = terrain.tone;
  const snow = tone === 'snow';
  const desert = has('desert');
  const jungle = has('jungle');
  const marsh = has('marsh');
  const mountainous = has('mountains') || has('glacier') || plan.water.shore?.shape === 'fjord';
  const { volcano, canyon, glacier } = terrain;
  // The ground the big features take, as channels of their width, asked through square buckets (a scan of
  // every line for every tree was most of the countryside's time).
  const taken = new ChannelIndex([
    ...(canyon ? canyon.lines.map((line) => ({ line, width: canyon.width })) : []),
    ...(glacier ? [{ line: glacier.line, width: glacier.width }] : []),
    ...(terrain.stream ? [{ line: terrain.stream, width: 16 }] : []),
  ]);
  const busy = (p: P, m: number) =>
    (volcano !== null && dist(p, volcano.c) < volcano.r + m) ||
    taken.bankDist(p) < m ||
    inLandmarkClearing(plan.landmarks, p, m);
  const dry = (p: P) => !plan.water.isWater(p) && !isOnRiver(plan, p, 8);
  const clearOfRoads = (p: P, m: number) => plan.roadDist(p) > m;
  // One wind shapes every dune.
  const wind = rng.range(-0.6, 0.6);
  const woodKind: WoodKind = jungle ? 'jungle' : snow || mountainous ? 'conifer' : 'broadleaf';
  const forest = has('forest') || jungle;
  const fields: Field[] = [];
  const trees: { p: P; r: number }[] = [];
  const palms: { p: P; r: number }[] = [];
  const hills: { p: P; r: number }[] = [];
  const mountains: { p: P; r: number; snow: boolean }[] = [];
  const tufts: P[] = [];
  const pools: Poly[] = [];
  const dunes: { p: P; r: number; a: number }[] = [];
  const ruins: { c: P; r: number }[] = [];
  // Near water in a desert, fields are irrigated: the oasis strip.
  // (On open plains, wells water the fields close round the town too.)
  const watered = (p: P) =>
    plan.water.riverDist(p) < 110 ||
    (plan.water.sea !== null && plan.water.sea.at(p) > -90) ||
    (has('plains') &&
      dist(p, plan.center) <
        plan.footprint.R(Math.atan2(p[1] - plan.center[1], p[0] - plan.center[0])) * 1.8);

  const woods: Poly[] = [];
  const woodEdge: { p: P; r: number }[] = [];
  const woodSides: [P, P][] = [];
  // The mountain range: the high ground well away from the town.
  const highLand = (p: P) => mountainous && height(p) > 0.6 && plan.cells.length > 0;
  // Woods: the far country in a forest or jungle, copses elsewhere; decided first so neighbouring woods merge.
  const woody = plan.cells.map((cell, ci) => {
    if (cell.inner || cell.poly.length < 3 || cell.kind === 'water' || cell.kind === 'suburb') return false;
    if (desert || (tone === 'sand' && !jungle)) return false;
    const r = rng.fork(`w${ci}`);
    const wild = cell.kind === 'wild';
    let yes: boolean;
    if (jungle) yes = cell.reach > 1.45 && (wild || r.chance(0.75));
    else if (forest) yes = wild || (cell.reach > 1.6 && r.chance(0.35));
    else yes = wild && r.chance(snow ? 0.2 : 0.12);
    if (highLand(cell.site) && height(cell.site) > 0.68) yes = false;
    return yes && cell.poly.every(dry) && clearOfRoads(cell.site, 40) && !busy(cell.site, 30);
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
      // row of crowns rather than the cell's straight side.
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
    const busyCell = busy(c, 10);
    const high = highLand(c) && cell.reach > 1.5;
    if (wild || high || busyCell) {
      if (busyCell) return;
      if (marsh && height(c) < 0.55 && crng.chance(0.8)) {
        const block = insetConvex(cell.poly, 8);
        if (block) {
          scatter(block, 24, crng, (p) => dry(p) && !busy(p, 6) && tufts.push(p));
          if (crng.chance(0.65)) pools.push(pool(centroid(block), crng.range(14, 26), crng));
        }
      } else if ((desert || has('dunes')) && crng.chance(0.85)) {
        for (let k = 0; k < 3; k++) {
          const p: P = [c[0] + crng.jitter(0, 50), c[1] + crng.jitter(0, 45)];
          if (dry(p) && !busy(p, 24) && clearOfRoads(p, 24))
            dunes.push({ p, r: crng.range(24, 52), a: wind + crng.jitter(0, 0.25) });
        }
      } else if (!desert && !high && crng.chance(0.35)) {
        const block = insetConvex(cell.poly, 10);
        if (block)
          scatter(
            block,
            34,
            crng,
            (p) => dry(p) && clearOfRoads(p, 10) && !busy(p, 8) && trees.push({ p, r: crng.range(6, 9) }),
          );
      }
      const h = height(c);
      if ((has('hills') || (has('mountains') && !high)) && h > 0.5 && crng.chance(has('hills') ? 0.75 : 0.35))
        hills.push({ p: c, r: crng.range(22, 34) });
      if (has('ruins') && ruins.length < 2 && cell.reach > 1.5 && crng.chance(0.2))
        ruins.push({ c, r: crng.range(24, 34) });
      return;
    }
    // Fields: strips across the cell, ploughed in one direction. Few in a jungle (clearings near the town),
    // in a desert only where water reaches, under snow only close in.
    if (jungle && cell.reach > 1.5 && !has('plains')) return;
    if (desert && !watered(c)) {
      if (crng.chance(0.5)) {
        const p: P = [c[0] + crng.jitter(0, 30), c[1] + crng.jitter(0, 30)];
        if (dry(p) && !busy(p, 24) && clearOfRoads(p, 24))
          dunes.push({ p, r: crng.range(22, 46), a: wind + crng.jitter(0, 0.25) });
      }
      return;
    }
    if (snow && cell.reach > 1.9) return;
    const block = insetConvex(cell.poly, 3.5);
    if (!block) return;
    if (desert) {
      // Date palms along the water's edge, and a field or two between them.
      scatter(
        block,
        26,
        crng,
        (p) => dry(p) && !busy(p, 6) && crng.chance(0.55) && palms.push({ p, r: crng.range(6, 8) }),
      );
      if (crng.chance(0.5)) return;
    } else if (crng.chance(0.12)) {
      // An orchard: rows of small trees, far enough apart that each still reads as a tree.
      scatter(block, 19, crng, (p) => dry(p) && !busy(p, 4) && trees.push({ p, r: 5.5 }));
      return;
    }
    const angle = crng.range(0, Math.PI);
    const dir: P = [Math.cos(angle), Math.sin(angle)];
    const across: P = [-dir[1], dir[0]];
    const strips = Math.max(1, Math.round(Math.sqrt(Math.abs(area(block))) / crng.range(26, 44)));
    let rest = block;
    const bc = centroid(block);
    const span = Math.sqrt(Math.abs(area(block))) * 1.2;
    const ok = (p: P) => dry(p) && !busy(p, 4);
    for (let s = 1; s <= strips; s++) {
      const off = -span / 2 + (span * s) / (strips + 1) + crng.jitter(0, 4);
      const p: P = [bc[0] + across[0] * off, bc[1] + across[1] * off];
      const [l, r] = cut(rest, p, dir);
      if (l.length >= 3) pushField(fields, l, crng.int(0, 3), angle, ok);
      rest = r;
      if (rest.length < 3) break;
    }
    if (rest.length >= 3) pushField(fields, rest, crng.int(0, 3), angle, ok);
    if (marsh && crng.chance(0.3)) scatter(block, 30, crng, (p) => dry(p) && !busy(p, 4) && tufts.push(p));
    if (jungle)
      scatter(block, 40, crng, (p) => dry(p) && crng.chance(0.3) && palms.push({ p, r: crng.range(6, 8) }));
  });
  // A range along the high side, as near as the frame allows, even where fields lie below it.
  const [x0, y0, x1, y1] = plan.box;
  const inBox = (p: P, m: number) => p[0] > x0 + m && p[0] < x1 - m && p[1] > y0 + m && p[1] < y1 - m;
  const rangeRng = rng.fork('range');
  const base = Math.atan2(terrain.high[1], terrain.high[0]);
  const ridge = (count: number, sizeMin: number, sizeMax: number, out: (p: P, r: number) => void) => {
    // Round the high side first, then anywhere the frame leaves country.
    for (let k = 0; k < count * 6 && count > 0; k++) {
      const a = k < count * 3 ? base + rangeRng.jitter(0, 1.1) : rangeRng.range(0, Math.PI * 2);
      const R = plan.footprint.R(a);
      const far = rangeRng.range(1.25, Math.max(1.3, Math.min(2.8, room(a) - 0.1)));
      const p: P = [plan.center[0] + Math.cos(a) * R * far, plan.center[1] + Math.sin(a) * R * far];
      if (inBox(p, 40) && dry(p) && !busy(p, 30) && clearOfRoads(p, 30)) {
        out(p, rangeRng.range(sizeMin, sizeMax));
        count--;
      }
    }
  };
  // Mountains in massifs: peaks scattered about two or three ridges arched round the high side (or along both
  // sides of a fjord), the tallest near each ridge's middle, smaller ones at its flanks; roads keep their passes.
  const massif = (spine: P[], width: number, count: number, peak: number) => {
    for (let k = 0; k < count * 4 && count > 0; k++) {
      const i = rangeRng.int(0, spine.length - 1);
      const t = spine.length > 1 ? i / (spine.length - 1) : 0.5;
      const mid = 1 - Math.abs(t - 0.5) * 2;
      const a = spine[Math.max(0, i - 1)]!;
      const b = spine[Math.min(spine.length - 1, i + 1)]!;
      const ang = Math.atan2(b[1] - a[1], b[0] - a[0]) + Math.PI / 2;
      const off = rangeRng.jitter(0, width) * rangeRng.next();
      const p: P = [spine[i]![0] + Math.cos(ang) * off, spine[i]![1] + Math.sin(ang) * off];
      const r = peak * (0.55 + 0.45 * mid) * (1 - (Math.abs(off) / width) * 0.35) * rangeRng.range(0.8, 1.15);
      if (!inBox(p, -r * 0.4) || !dry(p) || busy(p, r * 0.6) || !clearOfRoads(p, r * 0.9)) continue;
      if (
        dist(p, plan.center) <
        plan.footprint.R(Math.atan2(p[1] - plan.center[1], p[0] - plan.center[0])) * 1.35 + r
      )
        continue;
      if (mountains.some((m) => dist(m.p, p) < (m.r + r) * 0.55)) continue;
      if (woods.some((w) => inside(p, w))) continue;
      mountains.push({ p, r, snow: snow || has('glacier') || height(p) > 0.7 || r > peak * 0.85 });
      count--;
    }
  };
  // How far out (in outline radii) the frame leaves room in direction a.
  const room = (a: number) => {
    const d: P = [Math.cos(a), Math.sin(a)];
    let t = Number.POSITIVE_INFINITY;
    if (d[0] > 1e-9) t = Math.min(t, (x1 - 20 - plan.center[0]) / d[0]);
    if (d[0] < -1e-9) t = Math.min(t, (x0 + 20 - plan.center[0]) / d[0]);
    if (d[1] > 1e-9) t = Math.min(t, (y1 - 20 - plan.center[1]) / d[1]);
    if (d[1] < -1e-9) t = Math.min(t, (y0 + 20 - plan.center[1]) / d[1]);
    return t / plan.footprint.R(a);
  };
  /** Directions round the town with room for country, the high side first. */
  const roomy = (min: number): number[] =>
    Array.from({ length: 24 }, (_, k) => base + ((k % 2 ? 1 : -1) * Math.ceil(k / 2) * Math.PI) / 12).filter(
      (a) => room(a) > min,
    );
  if (has('mountains') || has('glacier')) {
    const ridges = rangeRng.int(2, 3);
    const dirs = roomy(1.55);
    for (let k = 0; k < ridges && dirs.length; k++) {
      const a0 = (dirs[Math.min(dirs.length - 1, k * 3)] ?? base) + rangeRng.jitter(0, 0.2);
      const span = rangeRng.range(0.45, 0.8);
      const d0 = rangeRng.range(1.9, 2.6);
      const spine: P[] = [];
      for (let t = -span; t <= span + 1e-9; t += 0.08) {
        const a = a0 + t;
        const reach = Math.min(d0 + Math.sin(t * 4 + k * 2) * 0.12, room(a) - 0.1);
        if (reach < 1.4) continue;
        const R = plan.footprint.R(a) * reach;
        spine.push([plan.center[0] + Math.cos(a) * R, plan.center[1] + Math.sin(a) * R]);
      }
      if (spine.length) massif(spine, Math.max(90, plan.radius * 0.42), 20, 92);
    }
  }
  if (plan.water.fjord) {
    // Steep heights on either side of a fjord.
    const line = plan.water.fjord;
    for (const side of [-1, 1]) {
      const spine = line.map((q, i) => {
        const a = line[Math.max(0, i - 1)]!;
        const b = line[Math.min(line.length - 1, i + 1)]!;
        const ang = Math.atan2(b[1] - a[1], b[0] - a[0]) + Math.PI / 2;
        return [
          q[0] + Math.cos(ang) * side * plan.radius * 0.75,
          q[1] + Math.sin(ang) * side * plan.radius * 0.75,
        ] as P;
      });
      massif(spine, plan.radius * 0.3, 9, 56);
    }
  }
  if (glacier) {
    // The ice comes down between heights.
    for (const side of [-1, 1]) {
      const line = glacier.line;
      const spine = line.map((q, i) => {
        const a = line[Math.max(0, i - 1)]!;
        const b = line[Math.min(line.length - 1, i + 1)]!;
        const ang = Math.atan2(b[1] - a[1], b[0] - a[0]) + Math.PI / 2;
        return [
          q[0] + Math.cos(ang) * side * (glacier.width * 0.5 + 60),
          q[1] + Math.sin(ang) * side * (glacier.width * 0.5 + 60),
        ] as P;
      });
      massif(spine, 40, 7, 62);
    }
  }
  if (has('hills') && hills.length < 4) ridge(10 - hills.length, 22, 34, (p, r) => hills.push({ p, r }));
  if (has('ruins') && ruins.length === 0) ridge(1, 24, 32, (p, r) => ruins.push({ c: p, r }));
  if (has('dunes') && dunes.length < 6) {
    for (let k = 0; k < 60 && dunes.length < 10; k++) {
      const a = rangeRng.range(0, Math.PI * 2);
      const R = plan.footprint.R(a) * rangeRng.range(1.2, Math.max(1.25, Math.min(2.6, room(a) - 0.1)));
      const p: P = [plan.center[0] + Math.cos(a) * R, plan.center[1] + Math.sin(a) * R];
      if (inBox(p, 40) && dry(p) && !busy(p, 24) && clearOfRoads(p, 24))
        dunes.push({ p, r: rangeRng.range(24, 44), a: wind + rangeRng.jitter(0, 0.25) });
    }
  }
  if (has('marsh') && pools.length < 3) {
    for (let k = 0; k < 60 && pools.length < 5; k++) {
      const a = k < 30 ? base + Math.PI + rangeRng.jitter(0, 1.4) : rangeRng.range(0, Math.PI * 2);
      const R = plan.footprint.R(a) * rangeRng.range(1.2, Math.max(1.25, Math.min(2.2, room(a) - 0.1)));
      const p: P = [plan.center[0] + Math.cos(a) * R, plan.center[1] + Math.sin(a) * R];
      if (inBox(p, 40) && dry(p) && !busy(p, 20) && clearOfRoads(p, 20)) {
        pools.push(pool(p, rangeRng.range(16, 28), rangeRng));
        for (let t = 0; t < 8; t++)
          tufts.push([p[0] + rangeRng.jitter(0, 55), p[1] + rangeRng.jitter(0, 45)]);
      }
    }
  }
  // A feature the layout names is drawn even where the frame leaves little country: a spot of dry, open
  // ground outside the town, nearest the town first (a strip of mainland, the rim of an island).
  const openGround = (m: number): P[] => {
    const out: P[] = [];
    for (let y = y0 + m; y < y1 - m; y += 24) {
      for (let x = x0 + m; x < x1 - m; x += 24) {
        const p: P = [x, y];
        const a = Math.atan2(y - plan.center[1], x - plan.center[0]);
        if (dist(p, plan.center) < plan.footprint.R(a) * 1.15 || !dry(p) || busy(p, m) || !clearOfRoads(p, m))
          continue;
        if (plan.water.sea && plan.water.sea.at(p) > -m) continue;
        out.push(p);
      }
    }
    return out.sort((a, b) => dist(a, plan.center) - dist(b, plan.center));
  };
  if (marsh && !pools.length && !tufts.length) {
    for (const p of openGround(22)
      .filter((_, i) => i % 5 === 0)
      .slice(0, 4)) {
      pools.push(pool(p, rangeRng.range(12, 20), rangeRng));
      for (let t = 0; t < 6; t++) tufts.push([p[0] + rangeRng.jitter(0, 40), p[1] + rangeRng.jitter(0, 30)]);
    }
  }
  if ((has('dunes') || desert) && !dunes.length) {
    for (const p of openGround(26)
      .filter((_, i) => i % 4 === 0)
      .slice(0, 6))
      dunes.push({ p, r: rangeRng.range(22, 32), a: wind });
  }
  if (has('ruins') && !ruins.length) {
    const p = openGround(34)[0];
    if (p) ruins.push({ c: p, r: 24 });
  }
  if (has('hills') && !hills.length) {
    for (const p of openGround(28)
      .filter((_, i) => i % 6 === 0)
      .slice(0, 4))
      hills.push({ p, r: rangeRng.range(22, 30) });
  }
  if ((has('mountains') || has('glacier')) && !mountains.length) {
    for (const p of openGround(30)
      .filter((_, i) => i % 3 === 0)
      .slice(0, 5))
      mountains.push({ p, r: rangeRng.range(34, 48), snow: true });
  }
  if (forest && !woods.length) {
    // No room for a wood: a copse of trees instead, drawn as the wood's edge crowns.
    for (const p of openGround(20).slice(0, 30)) woodEdge.push({ p, r: rangeRng.range(8.5, 11.5) });
    if (woodEdge.length) {
      const c = woodEdge[0]!.p;
      woods.push([
        [c[0] - 1, c[1] - 1],
        [c[0] + 1, c[1] - 1],
        [c[0], c[1] + 1],
      ]);
    }
  }
  // Rocky ground under the peaks: one blob per peak, merged when drawn.
  const rock: Poly[] = mountains.map((m) => pool(m.p, m.r * 1.45, rangeRng));
  // Nothing stands on a hill or mountain symbol: fields and trees under one would read as clutter.
  const bumps = [...hills, ...mountains];
  const clear = (p: P) => bumps.every((h) => dist(p, h.p) > h.r * 1.15);
  mountains.sort((a, b) => a.p[1] - b.p[1]);
  return {
    fields: fields.filter((f) => clear(centroid(f.poly))),
    trees: trees.filter((t) => clear(t.p) && inBox(t.p, 4)),
    palms: palms.filter((t) => clear(t.p) && inBox(t.p, 4)),
    woods,
    woodKind,
    woodEdge: woodEdge.filter((t) => inBox(t.p, 4)),
    woodSides,
    hills,
    mountains,
    rock,
    tufts: tufts.filter((t) => dry(t) && !inLandmarkClearing(plan.landmarks, t, 4)),
    pools: pools.filter((p) => p.every(dry)),
    dunes,
    ruins,
    height,
  };
}

/** A rounded, slightly irregular blob (a pool, a patch of rock). */
function pool(c: P, r: number, rng: { range(a: number, b: number): number }): Poly {
  const out: Poly = [];
  const k1 = rng.range(0, 6);
  const k2 = rng.range(0.1, 0.25);
  for (let i = 0; i < 14; i++) {
    const t = (i / 14) * Math.PI * 2;
    const rr = r * (1 + k2 * Math.sin(t * 2 + k1) + 0.08 * Math.sin(t * 5 + k1 * 2));
    out.push([c[0] + Math.cos(t) * rr, c[1] + Math.sin(t) * rr * 0.75]);
  }
  return out;
}

function pushField(out: Field[], poly: Poly, tone: number, angle: number, ok: (p: P) => boolean) {
  const shrunk = insetConvex(poly, 2.2);
  if (!shrunk || Math.abs(area(shrunk)) < 120) return;
  if (!shrunk.every(ok)) return;
  out.push({ poly: shrunk, tone, angle });
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
  // cells are walked once and each crossing goes to its level's list.
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
