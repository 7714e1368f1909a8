// A town map's geometry as GeoJSON (issue 25, item 4): valid by a GeoJSON checker (RFC 7946), and the same town the
// map draws: its establishments where the map numbers them, its landmarks, named streets, river and wall as the
// record has them, in metres at the map's own scale.
import { check } from '@placemarkio/check-geojson';
import { describe, expect, it } from 'vitest';
import { type TownData, townRequestSchema } from '../../../shared/kinds/town.js';
import { SAMPLE_REQUESTS } from '../../test/sample-requests.js';
import { planTown } from './map/plan.js';
import { townGeoJson } from './town-geojson.js';
import { townKind } from './town-kind.js';

const towns = (count: number) =>
  Array.from({ length: count }, (_, i) => {
    const seed = 500 + i * 7919;
    const town = townKind.procedural.text(
      townRequestSchema.parse(SAMPLE_REQUESTS.town!(i)),
      seed,
    ) as TownData;
    return { town, seed: seed + 1 };
  });

type Feature = { geometry: { type: string; coordinates: unknown }; properties: Record<string, unknown> };
const layer = (features: Feature[], name: string) => features.filter((f) => f.properties.layer === name);

describe('a town map as GeoJSON', () => {
  it('is valid GeoJSON and the same town the map draws', () => {
    for (const { town, seed } of towns(14)) {
      const geo = townGeoJson(town, seed);
      // The checker throws on anything RFC 7946 refuses (unclosed rings, bad positions, wrong nesting).
      expect(() => check(JSON.stringify(geo)), town.name).not.toThrow();
      // What is written is what is served: no -0, which JSON cannot carry.
      expect(JSON.parse(JSON.stringify(geo)), town.name).toEqual(geo);
      const features = geo.features as Feature[];
      const plan = planTown(town, seed);
      const metres = ([x, y]: number[]) => [
        (x! - plan.center[0]) * plan.metersPerPx,
        (plan.center[1] - y!) * plan.metersPerPx,
      ];

      const establishments = layer(features, 'establishment');
      expect(establishments.map((f) => f.properties.name)).toEqual(town.establishments.map((e) => e.name));
      // Each where the map draws its number (the SVG's marker circle).
      const svg = townKind.procedural.art(town, seed);
      if (town.mapStyle !== 'battle') {
        for (const f of establishments) {
          const n = f.properties.number as number;
          const drawn = new RegExp(
            `data-marker="${n}"[^>]*>\\s*<circle cx="([\\d.-]+)" cy="([\\d.-]+)"`,
          ).exec(svg);
          expect(drawn, `${town.name}: marker ${n}`).not.toBeNull();
          const [x, y] = metres([Number(drawn![1]), Number(drawn![2])]);
          const [gx, gy] = f.geometry.coordinates as number[];
          expect(Math.abs(gx! - x!) + Math.abs(gy! - y!)).toBeLessThan(0.5);
        }
      }
      expect(layer(features, 'landmark').map((f) => f.properties.name)).toEqual(
        plan.landmarks.map((l) => l.name),
      );
      const named = layer(features, 'street').flatMap((f) => (f.properties.name ? [f.properties.name] : []));
      expect(named).toEqual(plan.namedStreets.map((s) => s.name));
      const river = layer(features, 'river').find((f) => f.properties.role === 'main');
      expect(river?.properties.name ?? null).toBe(town.layout.river?.name ?? (river ? '' : null));
      expect(layer(features, 'wall').length).toBe(town.layout.walls === 'none' ? 0 : 1);
      expect(layer(features, 'block').length).toBeGreaterThan(0);
      expect(layer(features, 'building').length).toBeGreaterThan(0);
      // In metres at the map's scale: the built-up ground is what its people need (a few to a hundred and more
      // square metres of roof each), as the map's scale bar is set from the population.
      const roofs = layer(features, 'building').reduce((sum, f) => {
        const ring = (f.geometry.coordinates as number[][][])[0]!;
        let twice = 0;
        for (let i = 0; i + 1 < ring.length; i++)
          twice += ring[i]![0]! * ring[i + 1]![1]! - ring[i + 1]![0]! * ring[i]![1]!;
        return sum + Math.abs(twice / 2);
      }, 0);
      const each = roofs / town.population;
      expect(each, town.name).toBeGreaterThan(5);
      expect(each, town.name).toBeLessThan(150);
    }
  });
});
