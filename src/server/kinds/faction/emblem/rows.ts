// Where many charges lie: four to thirteen counted charges in rows ('twelve boars, four, four, three and one') and a
// field strewn with them (semy), laid out in each shield's own outline so every one stays whole inside it.
import type { Pt } from '../../../art/path.js';
import { insetPolygon, type ShieldGeometry, shieldGeometry } from './shields.js';

/** What the rows share the field with: nothing, a chief above them, or a bordure round them. */
export type RowFrame = 'plain' | 'chief' | 'bordure';

/** A charge's centre and the side of its box, in shield units. */
export type RowPlace = readonly [x: number, y: number, size: number];

/**
 * Room kept clear inside the outline, in shield units: the widest rim a style draws over the edge reaches about 8.5
 * units in, and a charge's own outline a little more.
 */
export const RIM_MARGIN = 10;
/** The bottom of a chief (heater units; see `ordinaryRegion`), and a bordure's width. */
const CHIEF_BOTTOM = 66;
const BORDURE = 19;

/** Heraldry's own ways of setting a count in rows, preferred where they fit about as well as any other. */
const HERALDIC: Record<number, readonly (readonly number[])[]> = {
  4: [[2, 2]],
  5: [[2, 1, 2]],
  6: [[3, 2, 1]],
  7: [
    [3, 3, 1],
    [2, 3, 2],
  ],
  8: [[3, 3, 2]],
  9: [
    [3, 3, 3],
    [3, 3, 2, 1],
  ],
  10: [[4, 3, 2, 1]],
  11: [[4, 3, 3, 1]],
  12: [
    [4, 4, 3, 1],
    [3, 3, 3, 2, 1],
  ],
  13: [[4, 4, 3, 2]],
};

function signedArea(poly: readonly Pt[]): number {
  let a = 0;
  for (let i = 0; i < poly.length; i++) {
    const p = poly[i]!;
    const q = poly[(i + 1) % poly.length]!;
    a += p[0] * q[1] - q[0] * p[1];
  }
  return a;
}

function inside(poly: readonly Pt[], p: Pt): boolean {
  let hit = false;
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
    const a = poly[i]!;
    const b = poly[j]!;
    if (a[1] > p[1] !== b[1] > p[1] && p[0] < ((b[0] - a[0]) * (p[1] - a[1])) / (b[1] - a[1]) + a[0])
      hit = !hit;
  }
  return hit;
}

/** The distance from a point to the polygon's nearest edge. */
export function edgeDistance(poly: readonly Pt[], p: Pt): number {
  let best = Number.POSITIVE_INFINITY;
  for (let i = 0; i < poly.length; i++) {
    const a = poly[i]!;
    const b = poly[(i + 1) % poly.length]!;
    const dx = b[0] - a[0];
    const dy = b[1] - a[1];
    const t = Math.max(0, Math.min(1, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / (dx * dx + dy * dy || 1)));
    best = Math.min(best, Math.hypot(p[0] - (a[0] + t * dx), p[1] - (a[1] + t * dy)));
  }
  return best;
}

/** Whether a disc lies wholly inside the polygon. */
export function discInside(poly: readonly Pt[], p: Pt, r: number): boolean {
  return inside(poly, p) && edgeDistance(poly, p) >= r;
}

interface Room {
  /** The outline the charges must stay inside (already inset by the rim margin). */
  poly: Pt[];
  top: number;
  bottom: number;
}

function roomOf(g: ShieldGeometry, frame: RowFrame): Room {
  const margin = RIM_MARGIN + (frame === 'bordure' ? BORDURE * Math.min(g.sx, g.sy) : 0);
  const poly = insetPolygon(g.polygon, margin);
  // The inset keeps the outline's winding; a shape too small for it would turn inside out.
  if (Math.sign(signedArea(poly)) !== Math.sign(signedArea(g.polygon))) throw new Error('rows: no room');
  const ys = poly.map((p) => p[1]);
  const chiefBottom = g.fy + (CHIEF_BOTTOM - 110) * g.sy;
  const top = frame === 'chief' ? chiefBottom + 4 : Math.min(...ys);
  return { poly, top, bottom: Math.max(...ys) };
}

/** Where a horizontal line crosses the polygon: the widest span's ends, or null. */
function span(poly: readonly Pt[], y: number): [number, number] | null {
  const xs: number[] = [];
  for (let i = 0; i < poly.length; i++) {
    const a = poly[i]!;
    const b = poly[(i + 1) % poly.length]!;
    if (a[1] > y === b[1] > y) continue;
    xs.push(a[0] + ((y - a[1]) / (b[1] - a[1])) * (b[0] - a[0]));
  }
  if (xs.length < 2) return null;
  return [Math.min(...xs), Math.max(...xs)];
}

/** The largest charges a pattern of rows allows in the room, and their places (null if none fit). */
function fitRows(room: Room, rows: readonly number[]): RowPlace[] | null {
  const height = room.bottom - room.top;
  const rowHeight = height / rows.length;
  for (let size = rowHeight * 0.98; size > 8; size *= 0.96) {
    const r = size * 0.48;
    const places: RowPlace[] = [];
    // Rows packed from the top, each a charge's height apart, the block centred in the room.
    const step = Math.min(rowHeight, size * 1.12);
    const first = room.top + (height - step * rows.length) / 2 + step / 2;
    let ok = true;
    rows.forEach((k, i) => {
      if (!ok) return;
      const y = first + i * step;
      const ends = span(room.poly, y);
      if (!ends) {
        ok = false;
        return;
      }
      const mid = (ends[0] + ends[1]) / 2;
      const gap = Math.min((ends[1] - ends[0] - 2 * r) / Math.max(1, k - 1), size * 1.25);
      if (k > 1 && gap < size * 1.02) {
        ok = false;
        return;
      }
      for (let j = 0; j < k; j++) {
        const x = mid + (j - (k - 1) / 2) * gap;
        if (!discInside(room.poly, [x, y], r)) {
          ok = false;
          return;
        }
        places.push([x, y, size]);
      }
    });
    if (ok) return places;
  }
  return null;
}

/** Every way of setting n charges in 2 to 5 rows of 1 to 5 that tapers, swells or is even. */
function patterns(n: number): number[][] {
  const out: number[][] = [];
  const walk = (left: number, rows: number[]) => {
    if (left === 0) {
      if (rows.length >= 2) out.push(rows);
      return;
    }
    if (rows.length === 5) return;
    for (let k = 1; k <= Math.min(5, left); k++) walk(left - k, [...rows, k]);
  };
  walk(n, []);
  // Unimodal: rises (or not) then falls (or not), so the shape of the block follows the shield's.
  return out.filter((rows) => {
    let falling = false;
    for (let i = 1; i < rows.length; i++) {
      if (rows[i]! < rows[i - 1]!) falling = true;
      else if (rows[i]! > rows[i - 1]! && falling) return false;
    }
    return true;
  });
}

/** Less than 1 for patterns that read as ragged: two lone charges in a row, or a row much wider than the last. */
function tidiness(rows: readonly number[]): number {
  let k = 1;
  for (let i = 1; i < rows.length; i++) {
    if (rows[i] === 1 && rows[i - 1] === 1) k *= 0.85;
    if (Math.abs(rows[i]! - rows[i - 1]!) > 1) k *= 0.93;
  }
  return k;
}

export interface CountedLayout {
  rows: readonly number[];
  places: readonly RowPlace[];
}

const counted = new Map<string, CountedLayout>();

/**
 * n (4 to 13) charges in rows inside the shield: heraldry's own pattern for the count where it gives charges at
 * least nine tenths the size of the best other pattern, else the best one.
 */
export function countedLayout(shape: ShieldGeometry['shape'], n: number, frame: RowFrame): CountedLayout {
  const key = `${shape}/${n}/${frame}`;
  const known = counted.get(key);
  if (known) return known;
  const room = roomOf(shieldGeometry(shape), frame);
  let best: CountedLayout | null = null;
  let bestSize = 0;
  for (const rows of patterns(n)) {
    const places = fitRows(room, rows);
    if (!places) continue;
    const size = places[0]![2] * tidiness(rows);
    if (size > bestSize * 1.04) {
      best = { rows, places };
      bestSize = size;
    }
  }
  for (const rows of HERALDIC[n] ?? []) {
    const places = fitRows(room, rows);
    if (places && places[0]![2] >= bestSize * 0.9) {
      best = { rows, places };
      break;
    }
  }
  if (!best) throw new Error(`rows: ${n} charges do not fit a ${shape} shield`);
  counted.set(key, best);
  return best;
}

const semy = new Map<string, readonly RowPlace[]>();

/** A field strewn with small charges: a staggered lattice, keeping only the charges wholly inside the room. */
export function semyPlaces(shape: ShieldGeometry['shape'], frame: RowFrame): readonly RowPlace[] {
  const key = `${shape}/${frame}`;
  const known = semy.get(key);
  if (known) return known;
  const g = shieldGeometry(shape);
  const room = roomOf(g, frame);
  const size = 30 * Math.min(g.sx, g.sy);
  const r = size * 0.46;
  const dx = size * 1.42;
  const dy = size * 1.2;
  const places: RowPlace[] = [];
  const cx = g.fx;
  for (let row = 0, y = room.top + r + 1; y < room.bottom; row++, y += dy) {
    const offset = row % 2 ? dx / 2 : 0;
    for (let i = -6; i <= 6; i++) {
      const x = cx + offset + i * dx;
      if (discInside(room.poly, [x, y], r)) places.push([x, y, size]);
    }
  }
  semy.set(key, places);
  return places;
}
