// A town map's geometry as GeoJSON (issue 25, item 4), in the spirit of watabou's export: the districts' blocks, the
// buildings, streets (the named ones by name), lanes and roads out, the wall with its towers and gates, the castle,
// the water with its name, bridges and piers, the landmarks and the numbered establishments, each a feature with a
// `layer` property. Coordinates are metres from the town's centre, north up, so a GIS tool, a VTT importer or a
// script measures the town as the map's scale bar does. It is the plan the map is drawn from (the same record and
// picture seed), so the two cannot disagree.
import type { TownData } from '../../../shared/kinds/town.js';
import { planBuildings } from './map/buildings.js';
import type { P, Poly } from './map/geometry.js';
import { planTown } from './map/plan.js';

type Geometry =
  | { type: 'Point'; coordinates: number[] }
  | { type: 'LineString'; coordinates: number[][] }
  | { type: 'Polygon'; coordinates: number[][][] };
type Feature = { type: 'Feature'; geometry: Geometry; properties: Record<string, string | number | boolean> };
export type TownGeoJson = { type: 'FeatureCollection'; features: Feature[] } & Record<string, unknown>;

export function townGeoJson(town: TownData, seed: number): TownGeoJson {
  const plan = planTown(town, seed);
  const [cx, cy] = plan.center;
  const m = plan.metersPerPx;
  // Tenths of a metre; `|| 0` makes a rounded -0 the 0 that JSON writes, so the file and the record agree.
  const tenth = (v: number) => Math.round(v * 10) / 10 || 0;
  const at = ([x, y]: P): number[] => [tenth((x - cx) * m), tenth((cy - y) * m)];
  const line = (points: readonly P[]) => points.map(at);
  /** A closed ring, counter-clockwise as RFC 7946 asks of an outer ring (north up flips the map's turn). */
  const ring = (poly: Poly) => {
    const points = poly.map(at);
    let turn = 0;
    for (let i = 0; i < points.length; i++) {
      const [x1, y1] = points[i]!;
      const [x2, y2] = points[(i + 1) % points.length]!;
      turn += x1! * y2! - x2! * y1!;
    }
    const ccw = turn >= 0 ? points : points.reverse();
    return [...ccw, ccw[0]!];
  };
  const features: Feature[] = [];
  const point = (p: P, properties: Feature['properties']) =>
    features.push({ type: 'Feature', geometry: { type: 'Point', coordinates: at(p) }, properties });
  const path = (points: readonly P[], properties: Feature['properties']) => {
    if (points.length >= 2)
      features.push({
        type: 'Feature',
        geometry: { type: 'LineString', coordinates: line(points) },
        properties,
      });
  };
  const area = (poly: Poly, properties: Feature['properties']) => {
    if (poly.length >= 3)
      features.push({
        type: 'Feature',
        geometry: { type: 'Polygon', coordinates: [ring(poly)] },
        properties,
      });
  };

  const districts = town.layout.districts;
  for (const cell of plan.cells) {
    const district = districts[cell.district];
    if (cell.inner && district)
      area(cell.poly, { layer: 'block', district: district.name, type: district.type });
  }
  const { buildings } = planBuildings(
    plan,
    districts.map((d) => d.type),
  );
  for (const b of buildings)
    area(b.poly, {
      layer: 'building',
      ward: b.ward,
      storeys: b.height,
      ...(b.landmark ? { landmark: b.landmark } : {}),
    });
  for (const street of plan.namedStreets) path(street.path, { layer: 'street', name: street.name });
  for (const street of plan.streets) path(street, { layer: 'street' });
  for (const lane of plan.lanes) path(lane, { layer: 'lane' });
  for (const road of plan.roads) path(road, { layer: 'road' });
  if (plan.wall) area(plan.wall, { layer: 'wall', kind: plan.wallKind });
  for (const tower of plan.towers) point(tower, { layer: 'tower' });
  for (const gate of plan.gates) point(gate, { layer: 'gate' });
  if (plan.castle) {
    area(plan.castle.wall, { layer: 'castle' });
    area(plan.castle.keep, { layer: 'keep' });
  }
  const water = plan.water;
  for (const loop of water.seaLoops)
    area(loop, { layer: 'water', kind: water.kind, name: water.shore?.name ?? '' });
  for (const channel of water.channels) {
    path(channel.line, {
      layer: 'river',
      role: channel.role,
      width: tenth(channel.width * m),
      name: channel.role === 'main' ? (water.river?.name ?? '') : '',
    });
  }
  for (const islet of water.islets) area(islet, { layer: 'islet' });
  for (const bridge of [...plan.bridges, ...water.isletBridges])
    path([bridge.a, bridge.b], { layer: 'bridge' });
  for (const pier of plan.piers) area(pier, { layer: 'pier' });
  for (const landmark of plan.landmarks)
    point(landmark.at, {
      layer: 'landmark',
      name: landmark.name,
      kind: landmark.kind,
      outside: landmark.outside,
    });
  for (const marker of plan.markers) {
    const place = town.establishments[marker.number - 1];
    if (place)
      point(marker.at, {
        layer: 'establishment',
        number: marker.number,
        name: place.name,
        type: place.type,
        district: place.district,
      });
  }
  return {
    type: 'FeatureCollection',
    name: town.name,
    // Not part of RFC 7946's members, but allowed as foreign members: what the coordinates mean.
    units: 'metres from the town centre, north up',
    features,
  };
}
