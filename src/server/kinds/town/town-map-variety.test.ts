// Ten places of the same options (only the seed changes) are ten different shapes of place: the built area's
// outline, the way the streets leave it, where the square, the river and the landmarks lie (issue 19).
import { describe, expect, it } from 'vitest';
import type { TownLayout, TownSize } from '../../../shared/kinds/town.js';
import { planBuildings } from './map/buildings.js';
import { townFixture } from './map/fixtures.js';
import { angleOf, area, dist, pointInPoly } from './map/geometry.js';
import type { TownPlan } from './map/plan.js';
import { planTownMap } from './town-map.js';

const GRID = 120;

/** The built area as a mask over the frame. */
function footprint(plan: TownPlan): Uint8Array {
  const [x0, y0, x1, y1] = plan.box;
  const step = (x1 - x0) / GRID;
  const inner = plan.cells.filter((c) => c.inner);
  const mask = new Uint8Array(GRID * GRID);
  for (let j = 0; j < GRID; j++) {
    for (let i = 0; i < GRID; i++) {
      const p: [number, number] = [x0 + (i + 0.5) * step, y0 + ((j + 0.5) * (y1 - y0)) / GRID];
      if (inner.some((c) => pointInPoly(p, c.poly))) mask[j * GRID + i] = 1;
    }
  }
  return mask;
}

const iou = (a: Uint8Array, b: Uint8Array) => {
  let both = 0;
  let either = 0;
  for (let k = 0; k < a.length; k++) {
    if (a[k] && b[k]) both++;
    if (a[k] || b[k]) either++;
  }
  return both / Math.max(1, either);
};

/** How far apart two sets of directions are: each direction's nearest in the other, on average, in degrees. */
function spread(a: number[], b: number[]): number {
  const gap = (x: number, y: number) => {
    const d = Math.abs(x - y) % (Math.PI * 2);
    return d > Math.PI ? Math.PI * 2 - d : d;
  };
  const one = (p: number[], q: number[]) =>
    p.reduce((t, x) => t + Math.min(...q.map((y) => gap(x, y))), 0) / Math.max(1, p.length);
  return (((one(a, b) + one(b, a)) / 2) * 180) / Math.PI;
}

function ten(size: TownSize, options: { water: TownLayout['water']; landmarks?: TownLayout['landmarks'] }) {
  const town = townFixture(size, { ...options, landscape: ['hills', 'road'] });
  return Array.from({ length: 10 }, (_, k) => planTownMap(town, 1000 + k * 7));
}

describe('town map variety', () => {
  for (const [size, water] of [
    ['village', 'none'],
    ['village', 'river'],
    ['town', 'coast'],
    ['city', 'none'],
  ] as const) {
    it(`draws ten ${size}s (${water}) of the same options as ten different shapes of place`, () => {
      const plans = ten(size, {
        water,
        landmarks: [{ name: 'the Old Yew', kind: 'great tree', where: 'centre', outside: true }],
      });
      const masks = plans.map(footprint);
      const overlaps: number[] = [];
      const streets: number[] = [];
      for (let a = 0; a < 10; a++) {
        for (let b = a + 1; b < 10; b++) {
          overlaps.push(iou(masks[a]!, masks[b]!));
          const dirs = (p: TownPlan) => p.gates.map((g) => angleOf(p.center, g));
          if (plans[a]!.gates.length && plans[b]!.gates.length)
            streets.push(spread(dirs(plans[a]!), dirs(plans[b]!)));
        }
      }
      overlaps.sort((x, y) => y - x);
      // No two built areas nearly the same (an overlap of 0.85 is two towns of one outline), most far apart.
      expect(overlaps[0], `most alike: ${overlaps[0]}`).toBeLessThan(0.86);
      expect(overlaps[Math.floor(overlaps.length / 2)], 'median overlap').toBeLessThan(0.72);
      // Several forms (round, oval, strung along a road, planned, twin cores, grown along the roads).
      expect(new Set(plans.map((p) => p.footprint.form)).size).toBeGreaterThanOrEqual(3);
      // Roads leave in different directions: typically well apart, and hardly any pair the same.
      if (streets.length) {
        streets.sort((x, y) => x - y);
        expect(streets[Math.floor(streets.length / 2)], 'median road spread').toBeGreaterThan(14);
        expect(streets.filter((d) => d < 5).length, 'pairs with the same roads').toBeLessThanOrEqual(3);
      }
      // The square is not always in the same place, nor the landmark.
      const squares = plans.map((p) => p.cells[p.plazaCell]!.site);
      const marks = plans.map((p) => p.landmarks[0]!.at);
      let sameSquare = 0;
      let sameMark = 0;
      for (let a = 0; a < 10; a++) {
        for (let b = a + 1; b < 10; b++) {
          if (dist(squares[a]!, squares[b]!) < 12) sameSquare++;
          if (dist(marks[a]!, marks[b]!) < 30) sameMark++;
        }
      }
      expect(sameSquare, 'squares in the same spot').toBeLessThanOrEqual(8);
      expect(sameMark, 'landmarks in the same spot').toBeLessThanOrEqual(8);
      if (water === 'river') {
        // The river winds its own way each time: on average its course lies well apart from every other's.
        const course = (p: TownPlan) => p.water.channels[0]!.line.filter((_, i) => i % 4 === 0);
        const apart = (a: TownPlan, b: TownPlan) => {
          const la = course(a);
          const lb = course(b);
          return la.reduce((t, q) => t + Math.min(...lb.map((r) => dist(q, r))), 0) / la.length;
        };
        const gaps: number[] = [];
        for (let a = 0; a < 10; a++) for (let b = a + 1; b < 10; b++) gaps.push(apart(plans[a]!, plans[b]!));
        expect(gaps.filter((g) => g < 25).length, 'rivers on the same course').toBeLessThanOrEqual(2);
      }
    }, 30_000);
  }
});

describe('a hamlet or a village is drawn as one, not at a town’s density (blind read: villages drawn like towns)', () => {
  /** The share of the built area's ground covered by buildings. */
  const coverage = (size: TownSize, seed: number) => {
    const town = townFixture(size);
    const plan = planTownMap(town, seed);
    const { buildings } = planBuildings(
      plan,
      town.layout.districts.map((d) => d.type),
    );
    const ground = plan.cells
      .filter((c) => c.kind === 'ward' || c.kind === 'green')
      .reduce((t, c) => t + Math.abs(area(c.poly)), 0);
    const built = buildings.reduce((t, b) => t + Math.abs(area(b.poly)), 0);
    return { share: built / ground, houses: buildings.length };
  };

  it('leaves a hamlet and a village mostly gardens, crofts and lanes, and packs a town far closer', () => {
    const mean = (size: TownSize) => {
      const runs = [1, 2, 3, 4].map((s) => coverage(size, 500 + s));
      return {
        share: runs.reduce((t, r) => t + r.share, 0) / runs.length,
        houses: runs.reduce((t, r) => t + r.houses, 0) / runs.length,
      };
    };
    const hamlet = mean('hamlet');
    const village = mean('village');
    const town = mean('town');
    expect(hamlet.share, 'hamlet').toBeLessThan(0.2);
    expect(village.share, 'village').toBeLessThan(0.22);
    expect(town.share / village.share, 'a town is denser than a village').toBeGreaterThan(1.6);
    // A hamlet of tens of people has a few dozen roofs, not a town's hundreds.
    expect(hamlet.houses, 'hamlet houses').toBeLessThan(45);
  });
});
