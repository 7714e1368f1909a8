// The map draws what the layout says: every landscape feature, water, shore shape and river course, every named
// landmark, street and district, the river's course as named, over many seeds; and nothing outside the SVG.
import { describe, expect, it } from 'vitest';
import {
  TOWN_LANDMARK_KINDS,
  TOWN_LANDSCAPE_FEATURES,
  TOWN_RIVER_COURSES,
  TOWN_SHORE_SHAPES,
  TOWN_SIDES,
} from '../../../shared/kinds/town.js';
import { checkSvg } from '../../art/svg-check.js';
import { layoutCase, missing, SIDES, sweep } from './map/feature-cases.js';
import { townFixture } from './map/fixtures.js';
import { angleOf, dist, type P, pointInPoly, SIDE_VECTORS } from './map/geometry.js';
import { MARKER_R, MIN_LABEL, overlaps, placeLabels } from './map/labels.js';
import { MAP_STYLES } from './map/styles.js';
import { drawTownMap, planTownMap } from './town-map.js';

describe('town map features', () => {
  // Seventy layouts in five batches, so each test stays short.
  for (let batch = 0; batch < 5; batch++) {
    it(`draws and labels every feature, water, shore, course, landmark and street the layout names (${batch * 14}-${batch * 14 + 13})`, () => {
      const problems: string[] = [];
      for (let i = batch * 14; i < batch * 14 + 14; i++) {
        const town = layoutCase(i);
        const svg = drawTownMap(town, 100 + i);
        const miss = missing(town, svg);
        if (miss.length)
          problems.push(
            `case ${i} (${town.size}, ${town.layout.water}, ${town.mapStyle}): ${miss.join(', ')}`,
          );
      }
      expect(problems).toEqual([]);
    }, 60_000);
  }

  it('covers every landscape feature, shore shape, river course and landmark kind in those cases', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 70; i++) {
      const { layout } = layoutCase(i);
      for (const f of layout.landscape) seen.add(`landscape:${f}`);
      if (layout.river) seen.add(`river:${layout.river.course}`);
      if (layout.shore) seen.add(`shore:${layout.shore.shape}:${layout.water}`);
      for (const l of layout.landmarks) seen.add(`landmark:${l.kind}`);
    }
    for (const f of TOWN_LANDSCAPE_FEATURES) expect(seen, f).toContain(`landscape:${f}`);
    for (const c of TOWN_RIVER_COURSES) expect(seen, c).toContain(`river:${c}`);
    for (const s of TOWN_SHORE_SHAPES)
      for (const w of ['coast', 'lake', 'island']) expect(seen, `${s} ${w}`).toContain(`shore:${s}:${w}`);
    for (const k of TOWN_LANDMARK_KINDS) expect(seen, k).toContain(`landmark:${k}`);
  });

  it('runs each river course as named, from the side named', () => {
    for (const course of TOWN_RIVER_COURSES) {
      for (const from of SIDES) {
        for (const seed of [1, 2, 3]) {
          const town = townFixture('town', {
            water: 'river',
            river: { name: 'the Wendle', course, from },
            bridges: 2,
          });
          const plan = planTownMap(town, seed);
          const label = `${course} from ${from}, seed ${seed}`;
          const main = plan.water.channels.find((c) => c.role === 'main')!;
          const F = SIDE_VECTORS[from]!;
          // Upstream lies on the named side (a bend or loop is named by the side it wraps instead).
          const first = main.line[0]!;
          if (course !== 'bend' && course !== 'loop')
            expect(
              (first[0] - plan.center[0]) * F[0] + (first[1] - plan.center[1]) * F[1],
              label,
            ).toBeGreaterThan(0);
          const turn = sweep(plan, main.line);
          if (course === 'loop') expect(turn, label).toBeGreaterThan((250 * Math.PI) / 180);
          if (course === 'bend') {
            expect(turn, label).toBeGreaterThan((110 * Math.PI) / 180);
            expect(turn, label).toBeLessThan((250 * Math.PI) / 180);
          }
          if (course === 'straight') expect(turn, label).toBeLessThan((200 * Math.PI) / 180);
          if (course === 'bend' || course === 'loop') {
            // The river wraps the named side: it passes close by the town in that very direction.
            const ahead = main.line.some((p) => {
              let d = Math.abs(angleOf(plan.center, p) - Math.atan2(F[1], F[0])) % (Math.PI * 2);
              if (d > Math.PI) d = Math.PI * 2 - d;
              return d < 0.3 && dist(p, plan.center) < plan.footprint.R(angleOf(plan.center, p)) * 1.6;
            });
            expect(ahead, label).toBe(true);
          }
          const roles = plan.water.channels.map((c) => c.role);
          if (course === 'fork')
            expect(roles.filter((r) => r === 'branch').length, label).toBeGreaterThanOrEqual(2);
          if (course === 'confluence') expect(roles, label).toContain('tributary');
          if (course === 'delta') {
            const branches = plan.water.channels.filter((c) => c.role === 'branch');
            expect(branches.length, label).toBeGreaterThanOrEqual(3);
            // A delta meets a sea, even unnamed.
            expect(plan.water.sea, label).not.toBeNull();
          }
          if (course === 'meander') {
            let len = 0;
            for (let i = 1; i < main.line.length; i++) len += dist(main.line[i - 1]!, main.line[i]!);
            expect(len / dist(main.line[0]!, main.line[main.line.length - 1]!), label).toBeGreaterThan(1.15);
          }
        }
      }
    }
  }, 60_000);

  it('lays each shore shape on the side named', () => {
    for (const water of ['coast', 'lake', 'island'] as const) {
      for (const shape of TOWN_SHORE_SHAPES) {
        for (const side of SIDES) {
          const town = townFixture('town', { water, shore: { name: 'the Narrows', shape, side } });
          const plan = planTownMap(town, 4);
          const label = `${water} ${shape} ${side}`;
          const S = SIDE_VECTORS[side]!;
          const sea = plan.water.sea!;
          // Water lies on the named side, nearer than on the opposite one.
          const firstWet = (dir: P) => {
            for (let r = 0; r < 1500; r += 6)
              if (sea.at([plan.center[0] + dir[0] * r, plan.center[1] + dir[1] * r]) > 0) return r;
            return 1500;
          };
          if (water !== 'island') expect(firstWet(S), label).toBeLessThan(firstWet([-S[0], -S[1]]));
          expect(plan.water.shore?.shape, label).toBe(shape);
          if (shape === 'fjord') expect(plan.water.fjord, label).not.toBeNull();
          if (shape === 'headland' && water === 'coast') {
            // Water ahead and on both flanks of the town.
            const L: P = [-S[1], S[0]];
            for (const d of [S, L, [-L[0], -L[1]] as P])
              expect(firstWet(d), `${label} flank`).toBeLessThan(plan.radius * 2.2);
          }
          if (shape === 'bay' || shape === 'cove') expect(plan.water.points.mouth, label).toBeDefined();
        }
      }
    }
  }, 60_000);

  it('puts landmarks inside the town or out in the country on the side named', () => {
    for (const kind of TOWN_LANDMARK_KINDS) {
      for (const [k, where] of TOWN_SIDES.entries()) {
        for (const outside of [false, true]) {
          const town = townFixture('town', {
            water:
              kind === 'lighthouse' ? 'coast' : kind === 'watermill' || kind === 'bridge' ? 'river' : 'none',
            landmarks: [{ name: 'The Mark', kind, where, outside }],
          });
          const plan = planTownMap(town, 7 + k);
          const spot = plan.landmarks[0]!;
          const label = `${kind} ${where} ${outside ? 'outside' : 'inside'}`;
          const inTown = plan.cells.some((c) => c.inner && pointInPoly(spot.at, c.poly));
          if (kind !== 'bridge' && kind !== 'lighthouse' && kind !== 'watermill')
            expect(inTown, label).toBe(!outside);
          const v = SIDE_VECTORS[where];
          // (A lighthouse keeps to the shore and a watermill to the river, whichever side the text puts them.)
          if (v && kind !== 'bridge' && kind !== 'lighthouse' && kind !== 'watermill') {
            expect(
              (spot.at[0] - plan.center[0]) * v[0] + (spot.at[1] - plan.center[1]) * v[1],
              label,
            ).toBeGreaterThan(0);
          }
          expect(plan.water.isWater(spot.at) && kind !== 'bridge', label).toBe(false);
        }
      }
    }
  }, 60_000);

  it('puts an inside landmark in the district the text names, at its heart when it says the centre', () => {
    for (const size of ['town', 'small city', 'metropolis'] as const) {
      const base = townFixture(size, {});
      for (const [k, d] of base.layout.districts.entries()) {
        for (const where of ['centre', 'north', 'south'] as const) {
          const town = townFixture(size, {
            landmarks: [
              { name: 'The Cracked Bell', kind: 'bell tower', where, outside: false, district: d.name },
            ],
          });
          const plan = planTownMap(town, 40 + k);
          const at = plan.landmarks[0]!.at;
          const home = plan.cells.filter((c) => c.inner && c.district === k);
          if (!home.length) continue;
          expect(
            home.some((c) => pointInPoly(at, c.poly)),
            `${size}: ${where} of ${d.name}`,
          ).toBe(true);
        }
      }
    }
  }, 60_000);

  it('draws a battle map of one scene at 5 ft a square, with houses, doors and cover', () => {
    for (const [i, size] of (['hamlet', 'village', 'town', 'city', 'metropolis'] as const).entries()) {
      const town = townFixture(size, { style: 'battle', water: i % 2 ? 'river' : 'none' });
      const svg = drawTownMap(town, 30 + i);
      expect(checkSvg(svg)).toEqual([]);
      expect(svg).toContain('id="town-map-battle"');
      expect(svg).toContain('data-feet-per-square="5"');
      expect(Number(/id="town-map-battle-buildings" data-count="(\d+)"/.exec(svg)?.[1])).toBeGreaterThan(4);
      expect(Number(/data-doors="(\d+)"/.exec(svg)?.[1])).toBeGreaterThan(3);
      const cover = /id="town-map-battle"[^>]*data-cover="([^"]*)"/.exec(svg)?.[1] ?? '';
      const kinds = cover
        .split(' ')
        .filter(Boolean)
        .map((c) => c.split(':')[0]);
      expect(kinds.length, cover).toBeGreaterThanOrEqual(4);
      expect(kinds).toContain('barrel');
      expect(svg).toMatch(/id="town-map-grid"[^>]*data-feet-per-square="5"/);
    }
  }, 60_000);

  it('letters every label at 7 pt or more on a printed page, with a halo, and overlaps none', () => {
    // The PDF prints the map's 2140 units 616 pt wide on landscape A4 (639 pt on Letter).
    expect(MIN_LABEL * (616 / 2140)).toBeGreaterThanOrEqual(7);
    let dropped = 0;
    let total = 0;
    for (let i = 0; i < 70; i += 2) {
      const town = layoutCase(i);
      const plan = planTownMap(town, 100 + i);
      const { labels, dropped: lost, markup } = placeLabels(town, plan, MAP_STYLES[town.mapStyle]);
      total += labels.length + lost.length;
      dropped += lost.length;
      for (const l of labels) expect(l.size, l.feature).toBeGreaterThanOrEqual(MIN_LABEL);
      expect(markup.match(/data-label="/g)?.length ?? 0).toBe(
        markup.match(/paint-order="stroke"/g)?.length ?? -1,
      );
      const markers = plan.markers.map((m) => ({
        cx: m.at[0],
        cy: m.at[1],
        hw: MARKER_R,
        hh: MARKER_R,
        angle: 0,
      }));
      for (let a = 0; a < labels.length; a++) {
        for (const box of labels[a]!.boxes) {
          for (const m of markers)
            expect(overlaps(box, m), `${labels[a]!.feature} on a marker, case ${i}`).toBe(false);
          for (let b = a + 1; b < labels.length; b++) {
            for (const other of labels[b]!.boxes) {
              expect(overlaps(box, other), `${labels[a]!.feature} on ${labels[b]!.feature}, case ${i}`).toBe(
                false,
              );
            }
          }
        }
      }
      for (let a = 0; a < plan.markers.length; a++) {
        for (let b = a + 1; b < plan.markers.length; b++) {
          expect(
            dist(plan.markers[a]!.at, plan.markers[b]!.at),
            `markers ${a + 1} and ${b + 1}, case ${i}`,
          ).toBeGreaterThan(MARKER_R * 2);
        }
      }
    }
    // Only minor labels may be dropped, and rarely.
    expect(dropped / total).toBeLessThan(0.03);
  }, 60_000);

  it('has no script, no external reference and nothing but drawing', () => {
    for (let i = 0; i < 16; i++) {
      const town = layoutCase(i * 3);
      const svg = drawTownMap({ ...town, mapStyle: i % 4 === 0 ? 'battle' : town.mapStyle }, i);
      expect(checkSvg(svg)).toEqual([]);
      // The one address allowed is the SVG namespace itself.
      const body = svg.replace('xmlns="http://www.w3.org/2000/svg"', '');
      expect(body).not.toMatch(
        /<script|<foreignObject|<image|<iframe|<a\b|\son[a-z]+=|href=|https?:|@import|url\((?!#)/i,
      );
    }
  });
});
