// Town map tests: every style renders and rasterises, the map agrees with the record, it is seeded, and it is fast.
import { describe, expect, it } from 'vitest';
import { TOWN_MAP_STYLES, TOWN_SIZES, type TownData, townDataSchema } from '../../../shared/kinds/town.js';
import { svgToPng } from '../../art/rasterise.js';
import { num } from '../../art/svg.js';
import { checkSvg, pngSize } from '../../art/svg-check.js';
import { townFixture } from './map/fixtures.js';
import { pointInPoly } from './map/geometry.js';
import { coord } from './map/path-data.js';
import { drawTownMap, PRINT_WIDTH, planTownMap } from './town-map.js';

const count = (svg: string, needle: string) => svg.split(needle).length - 1;
const attr = (svg: string, id: string, name: string) =>
  new RegExp(`id="${id}"[^>]*?${name}="([^"]*)"`).exec(svg)?.[1];

describe('drawTownMap', () => {
  it('draws every style as clean SVG that rasterises at print width', () => {
    for (const style of TOWN_MAP_STYLES) {
      const town = townFixture('town', { style, water: 'river' });
      const svg = drawTownMap(town, 7);
      expect(checkSvg(svg), style).toEqual([]);
      expect(svg).toContain(`data-style="${style}"`);
      const png = svgToPng(svg, PRINT_WIDTH);
      expect(pngSize(png).width).toBeGreaterThanOrEqual(1600);
    }
  });

  it('styles differ in what they draw, not only in colour', () => {
    const svgs = Object.fromEntries(
      TOWN_MAP_STYLES.map((style) => [style, drawTownMap(townFixture('city', { style, water: 'coast' }), 3)]),
    );
    expect(svgs.topographic).toContain('id="town-map-contours"');
    expect(svgs.battle).toContain('id="town-map-grid"');
    expect(svgs.isometric).toContain('data-extruded="true"');
    expect(svgs.watercolor).toContain('id="town-map-wash"');
    for (const style of TOWN_MAP_STYLES) {
      if (style !== 'topographic') expect(svgs[style], style).not.toContain('id="town-map-contours"');
      if (style !== 'battle') expect(svgs[style], style).not.toContain('id="town-map-grid"');
    }
    // Stripped of colours the markup still differs between any two styles.
    const shapes = TOWN_MAP_STYLES.map((s) =>
      svgs[s]!.replace(/#[0-9a-f]{6}/gi, '').replace(/tm[0-9a-z]+-/g, ''),
    );
    expect(new Set(shapes).size).toBe(TOWN_MAP_STYLES.length);
  });

  it('marks each establishment once, in its district, and lists it in the legend', () => {
    for (const size of TOWN_SIZES) {
      const town = townFixture(size, { water: size === 'city' ? 'coast' : 'river' });
      const svg = drawTownMap(town, 11);
      expect(count(svg, 'data-marker="'), size).toBe(town.establishments.length);
      expect(attr(svg, 'town-map-legend', 'data-count')).toBe(String(town.establishments.length));
      const names = attr(svg, 'town-map-legend', 'data-names')!.replaceAll('&amp;', '&').split('|');
      expect(names).toEqual(town.establishments.map((e) => e.name));
      town.establishments.forEach((e, i) => {
        expect(svg).toContain(
          `data-marker="${i + 1}" data-district="${e.district.replaceAll('&', '&amp;')}"`,
        );
      });
      const plan = planTownMap(town, 11);
      const districtNames = town.layout.districts.map((d) => d.name);
      for (const m of plan.markers) {
        const di = districtNames.indexOf(m.district);
        const home = plan.cells.filter((c) => c.inner && c.district === di);
        expect(
          home.some((c) => pointInPoly(m.at, c.poly)),
          `${size} marker ${m.number}`,
        ).toBe(true);
      }
    }
  });

  it('handles no establishments and sixteen', () => {
    for (const n of [0, 16]) {
      const town = townFixture('metropolis', { establishments: n, water: 'island', style: 'parchment' });
      const svg = drawTownMap(town, 5);
      expect(checkSvg(svg)).toEqual([]);
      expect(count(svg, 'data-marker="')).toBe(n);
    }
  });

  it('shows water, walls, gates, bridges and a castle exactly when the layout has them', () => {
    const cases: { town: TownData; label: string }[] = [];
    for (const water of ['none', 'river', 'coast', 'lake', 'island'] as const) {
      for (const size of ['hamlet', 'town', 'city'] as const) {
        cases.push({ town: townFixture(size, { water }), label: `${size} ${water}` });
      }
    }
    cases.push({ town: townFixture('city', { walls: 'none', castle: false }), label: 'open city' });
    cases.push({
      town: townFixture('village', { walls: 'palisade', castle: true }),
      label: 'walled village',
    });
    cases.push({ town: townFixture('town', { water: 'river', bridges: 0 }), label: 'town by a river' });
    for (const { town, label } of cases) {
      const svg = drawTownMap(town, 21);
      const { layout } = town;
      expect(attr(svg, 'town-map-plan', 'data-water'), label).toBe(layout.water);
      expect(svg.includes('id="town-map-coast"'), label).toBe(layout.water === 'coast');
      expect(svg.includes('id="town-map-lake"'), label).toBe(layout.water === 'lake');
      expect(svg.includes('id="town-map-island"'), label).toBe(layout.water === 'island');
      expect(svg.includes('id="town-map-river-channel"'), label).toBe(layout.water === 'river');
      expect(attr(svg, 'town-map-walls', 'data-walls'), label).toBe(layout.walls);
      expect(svg.includes('id="town-map-gates"'), label).toBe(layout.walls !== 'none' && layout.gates > 0);
      if (layout.walls !== 'none')
        expect(attr(svg, 'town-map-walls', 'data-gates'), label).toBe(String(layout.gates));
      expect(svg.includes('id="town-map-towers"'), label).toBe(layout.walls === 'stone');
      expect(svg.includes('id="town-map-castle"'), label).toBe(layout.castle);
      if (layout.water === 'river' || layout.water === 'island') {
        expect(attr(svg, 'town-map-bridges', 'data-count'), label).toBe(String(layout.bridges));
      } else {
        expect(attr(svg, 'town-map-bridges', 'data-count'), label).toBe('0');
      }
      expect(svg.includes('id="town-map-piers"'), label).toBe(layout.harbour && layout.water !== 'none');
    }
  });

  it('draws the landscape the layout names', () => {
    const forest = drawTownMap(townFixture('village', { landscape: ['forest', 'hills'] }), 2);
    expect(forest).toContain('id="town-map-woods"');
    const marsh = drawTownMap(townFixture('village', { landscape: ['marsh'] }), 2);
    expect(marsh).toMatch(/id="town-map-relief"/);
    expect(checkSvg(drawTownMap(townFixture('town', { landscape: ['snow', 'mountains'] }), 2))).toEqual([]);
    expect(checkSvg(drawTownMap(townFixture('town', { landscape: ['desert', 'ruins'] }), 2))).toEqual([]);
  });

  it('has a scale bar whose metres follow the population', () => {
    let last = 0;
    for (const size of TOWN_SIZES) {
      const town = townFixture(size);
      const plan = planTownMap(town, 1);
      const svg = drawTownMap(town, 1);
      const meters = Number(attr(svg, 'town-map-scale', 'data-meters'));
      const px = Number(attr(svg, 'town-map-scale', 'data-length-px'));
      // The bar's length times the map's scale is the distance it is labelled with.
      expect(Math.abs(px * plan.metersPerPx - meters) / meters).toBeLessThan(0.01);
      // Bigger places cover more ground: the whole map spans more metres.
      const span = plan.metersPerPx * (plan.box[2] - plan.box[0]);
      expect(span, size).toBeGreaterThan(last);
      last = span;
    }
  });

  it('is deterministic for a seed and differs between seeds and towns', () => {
    const town = townFixture('city', { water: 'river' });
    const a = drawTownMap(town, 42);
    expect(drawTownMap(town, 42)).toBe(a);
    expect(drawTownMap(town, 43)).not.toBe(a);
    expect(drawTownMap({ ...town, name: 'Otherton' }, 42)).not.toBe(a);
  });

  it('escapes names and survives letters the map fonts lack', () => {
    const town = townFixture('town', { name: 'Ærø & <Søn> "Qu\'ay" 北京' });
    const parsed = townDataSchema.parse({
      ...town,
      establishments: town.establishments.map((e, i) => (i === 0 ? { ...e, name: 'The <Rat> & "Rook"' } : e)),
    });
    const svg = drawTownMap(parsed, 1);
    expect(checkSvg(svg)).toEqual([]);
    expect(svg).toContain('The &lt;Rat&gt; &amp; &quot;Rook&quot;');
  });

  it('draws and rasterises a city under 400 ms of CPU time and a village in under 0.8 of that (median)', () => {
    // This process's CPU time, not the wall clock: on the shared 2-core machine other work stretches the wall
    // time of the same drawing by half or more, which made a wall-clock limit either flaky or too loose to
    // mean anything. The SVG, resvg and the PNG encoder all run on this thread. The README's figures are wall
    // time from `npm run bench`.
    const cpuMs = () => {
      const used = process.cpuUsage();
      return (used.user + used.system) / 1000;
    };
    const median = (town: TownData) => {
      svgToPng(drawTownMap(town, 0), PRINT_WIDTH);
      const times: number[] = [];
      for (let i = 1; i <= 9; i++) {
        const t = cpuMs();
        svgToPng(drawTownMap(town, i), PRINT_WIDTH);
        times.push(cpuMs() - t);
      }
      return times.sort((a, b) => a - b)[4]!;
    };
    const city = median(townFixture('city', { water: 'river', landscape: ['hills', 'forest'] }));
    const village = median(townFixture('village', { landscape: ['forest', 'marsh'] }));
    console.info(
      `town map CPU time: city ${city.toFixed(0)} ms, village ${village.toFixed(0)} ms (median of 9)`,
    );
    // Slack for a busy machine (contention still costs some CPU time: caches, a shared core); the city's target is
    // 400 ms, which a quiet machine meets with room. The village is held as a ratio to the city measured in the same
    // run (about 0.6 to 0.7 with forest and marsh around it), since the same code's CPU time moves between machines
    // and days by more than the village's margin.
    const slack = Number(process.env.TOWN_MAP_TIME_SLACK ?? 1.3);
    expect(city).toBeLessThan(400 * slack);
    expect(village / city).toBeLessThan(0.8);
  });

  it('formats numbers in path data as it always did, only faster', () => {
    // `num` now writes whole hundredths as integers for speed (the map's lettering is tens of thousands of
    // them); every other picture shares it, so its text must not change.
    const before = (v: number) => {
      const r = Math.round(v * 100) / 100;
      return Object.is(r, -0) ? '0' : String(r);
    };
    const values = [
      0, -0, 0.004, -0.004, -0.005, 0.005, 1.005, 2.675, -12.95, 21474836.47, -21474836.48, 1e12,
    ];
    for (let n = -200000; n <= 200000; n += 7) values.push(n / 100, n / 100 + 0.0049, n / 1000);
    for (let i = 1; i < 4000; i++) values.push(Math.sin(i) * 10 ** ((i % 12) - 4));
    expect(values.map(num)).toEqual(values.map(before));
    expect(() => num(Number.NaN)).toThrow();
    expect(() => num(Number.POSITIVE_INFINITY)).toThrow();
  });

  it('rounds map coordinates to tenths and refuses non-finite ones', () => {
    expect([coord(0), coord(-0.04), coord(-0.06), coord(12.95), coord(-12.95), coord(1472)]).toEqual([
      '0',
      '0',
      '-0.1',
      '13',
      '-12.9',
      '1472',
    ]);
    expect(() => coord(Number.NaN)).toThrow();
  });
});
