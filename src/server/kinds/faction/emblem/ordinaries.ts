// The geometry of the field: ordinaries and divisions as regions with their edge lines, and the places where the
// charges lie for every ground and count, all laid out on a heater and fitted into each shield.
import type { Arms } from '../../../../shared/kinds/faction.js';
import type { Pt } from '../../../art/path.js';
import { num } from '../../../art/svg.js';
import { type ChargeGround, chargeGround, type Division, type Ordinary } from './arms.js';
import { edgePoints, type LineStyle } from './lines.js';
import { countedLayout, type RowFrame, semyPlaces } from './rows.js';
import { fitPoint, insetPolygon, type ShieldGeometry } from './shields.js';

/** Where a band's pattern is centred: the heater's fess point. */
const FESS: Pt = [100, 110];
/** Far enough past the shield that every band runs off its edge (the field is clipped to the outline). */
const FAR = 60;

/** An edge in heater coordinates, before fitting; `outward` is as in `EdgeSpec`. */
interface Edge {
  points: Pt[];
  outward: 1 | -1;
  /** Embattled and dancetty show on an ordinary's upper edge only, as heraldry draws a fess embattled. */
  plain?: boolean;
}

function styled(edge: Edge, line: LineStyle, depth: number, period: number): Pt[] {
  return edgePoints({
    points: edge.points,
    style: edge.plain ? 'straight' : line,
    depth,
    period,
    outward: edge.outward,
    centre: FESS,
  });
}

const rev = (pts: readonly Pt[]) => pts.slice().reverse();

const polyD = (pts: readonly Pt[]) =>
  `${pts.map((p, i) => `${i ? 'L' : 'M'}${num(p[0])} ${num(p[1])}`).join('')}Z`;

/** A region from heater-laid polygons, fitted into the shield. */
function pathOf(g: ShieldGeometry, polygons: readonly (readonly Pt[])[]): Region {
  const fitted = polygons.map((poly) => poly.map((p) => fitPoint(g, p)));
  return { d: fitted.map(polyD).join(''), polygons: fitted };
}

/** The corner edges of a cross of half-width `h` at `c` (h = 0 gives the lines of a field quartered). */
function crossCorners(c: Pt, h: number): { tl: Edge; tr: Edge; br: Edge; bl: Edge } {
  const [x, y] = c;
  const top = -FAR;
  const bottom = 240 + FAR;
  const left = -FAR;
  const right = 200 + FAR;
  return {
    tr: {
      points: [
        [x + h, top],
        [x + h, y - h],
        [right, y - h],
      ],
      outward: 1,
    },
    br: {
      points: [
        [x + h, bottom],
        [x + h, y + h],
        [right, y + h],
      ],
      outward: -1,
    },
    bl: {
      points: [
        [x - h, bottom],
        [x - h, y + h],
        [left, y + h],
      ],
      outward: 1,
    },
    tl: {
      points: [
        [x - h, top],
        [x - h, y - h],
        [left, y - h],
      ],
      outward: -1,
    },
  };
}

function rotate(points: readonly Pt[], c: Pt, degrees: number): Pt[] {
  const a = (degrees * Math.PI) / 180;
  const cos = Math.cos(a);
  const sin = Math.sin(a);
  return points.map((p) => {
    const dx = p[0] - c[0];
    const dy = p[1] - c[1];
    return [c[0] + dx * cos - dy * sin, c[1] + dx * sin + dy * cos] as Pt;
  });
}

/** A straight band of half-width `h` along the line through `c` in direction (dx, dy), as its two edges. */
function band(c: Pt, dx: number, dy: number, h: number): { upper: Edge; lower: Edge } {
  const len = Math.hypot(dx, dy);
  const ux = dx / len;
  const uy = dy / len;
  // The left normal of travel (y down): the "upper" side for a band running left to right.
  const nx = uy;
  const ny = -ux;
  const reach = 420;
  const line = (o: number): Pt[] => [
    [c[0] + nx * o - ux * reach, c[1] + ny * o - uy * reach],
    [c[0] + nx * o + ux * reach, c[1] + ny * o + uy * reach],
  ];
  return { upper: { points: line(h), outward: 1 }, lower: { points: line(-h), outward: -1 } };
}

/** Depth and period of the line pattern for a band, in heater units. */
const PATTERN = { depth: 6, period: 17 };

export interface Region {
  /** Path data (already fitted into the shield); filled even-odd. */
  d: string;
  /** The same outline as polygons in shield units: a point is in the region when an odd number contain it. */
  polygons: Pt[][];
}

function inPolygon(p: Pt, poly: readonly Pt[]): boolean {
  let inside = false;
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
    const a = poly[i]!;
    const b = poly[j]!;
    if (a[1] > p[1] !== b[1] > p[1] && p[0] < ((b[0] - a[0]) * (p[1] - a[1])) / (b[1] - a[1]) + a[0])
      inside = !inside;
  }
  return inside;
}

/** Whether a point (shield units) lies in a region, by the even-odd rule its path is filled with. */
export function inRegion(region: Region, p: Pt): boolean {
  return region.polygons.filter((poly) => inPolygon(p, poly)).length % 2 === 1;
}

/** The region an ordinary covers (clip it to the shield). */
export function ordinaryRegion(g: ShieldGeometry, type: Ordinary, line: LineStyle): Region | null {
  const { depth, period } = PATTERN;
  const s = (e: Edge) => styled(e, line, depth, period);
  switch (type) {
    case 'none':
      return null;
    case 'fess': {
      const { upper, lower } = band(FESS, 1, 0, 29);
      return pathOf(g, [[...s(upper), ...rev(s({ ...lower, plain: isUpperOnly(line) }))]]);
    }
    case 'pale': {
      const { upper, lower } = band(FESS, 0, 1, 29);
      return pathOf(g, [[...s(upper), ...rev(s(lower))]]);
    }
    case 'bend': {
      const { upper, lower } = band(FESS, 1, 1, 25);
      return pathOf(g, [[...s(upper), ...rev(s({ ...lower, plain: isUpperOnly(line) }))]]);
    }
    case 'chevron': {
      const apex = 80;
      const h = 22 * Math.SQRT2;
      const arm = 200;
      const upper: Edge = {
        points: [
          [100 - arm, apex - h + arm],
          [100, apex - h],
          [100 + arm, apex - h + arm],
        ],
        outward: 1,
      };
      const lower: Edge = {
        points: [
          [100 - arm, apex + h + arm],
          [100, apex + h],
          [100 + arm, apex + h + arm],
        ],
        outward: -1,
        plain: isUpperOnly(line),
      };
      return pathOf(g, [[...s(upper), ...rev(s(lower))]]);
    }
    case 'cross':
    case 'saltire': {
      const h = type === 'cross' ? 24 : 22;
      const k = crossCorners(FESS, h);
      const turn = (pts: Pt[]) => (type === 'saltire' ? rotate(pts, FESS, 45) : pts);
      const poly = [...turn(s(k.tr)), ...rev(turn(s(k.br))), ...turn(s(k.bl)), ...rev(turn(s(k.tl)))];
      return pathOf(g, [poly]);
    }
    case 'chief': {
      const edge: Edge = {
        points: [
          [-FAR, 66],
          [200 + FAR, 66],
        ],
        outward: -1,
      };
      return pathOf(g, [[[-FAR, -FAR], [200 + FAR, -FAR], ...rev(s(edge))]]);
    }
    case 'pile': {
      const tip: Pt = [100, 192];
      // Each edge runs on past the tip so its pattern does not stop short; the polygon ends at the crossing.
      const left: Edge = { points: [[58 - 17, -FAR], tip], outward: -1 };
      const right: Edge = { points: [[142 + 17, -FAR], tip], outward: 1 };
      return pathOf(g, [[[58 - 17, -FAR], [142 + 17, -FAR], ...s(right), ...rev(s(left))]]);
    }
    case 'bordure': {
      const width = 19 * Math.min(g.sx, g.sy);
      const inner = insetPolygon(g.polygon, width);
      // The ring starts and ends mid-way along its longest side, where the pattern's seam cannot meet a corner.
      const sideLength = (i: number) => {
        const a = inner[i]!;
        const b = inner[(i + 1) % inner.length]!;
        return Math.hypot(b[0] - a[0], b[1] - a[1]);
      };
      let longest = 0;
      for (let i = 1; i < inner.length; i++) if (sideLength(i) > sideLength(longest)) longest = i;
      const a = inner[longest]!;
      const b = inner[(longest + 1) % inner.length]!;
      const mid: Pt = [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2];
      const ring = [mid, ...inner.slice(longest + 1), ...inner.slice(0, longest + 1), mid];
      const edge = edgePoints({
        points: ring,
        style: line,
        depth: depth * 0.8,
        period: period * 0.85,
        outward: -1,
        closed: true,
      });
      // Already in shield units: the bordure follows the real outline, not the heater layout.
      return { d: polyD(g.polygon) + polyD(edge), polygons: [g.polygon.slice(), edge] };
    }
  }
}

/** Embattled and dancetty lines are drawn on the upper edge only of a fess, bend or chevron. */
const isUpperOnly = (line: LineStyle) => line === 'embattled';

/** The regions of a divided field's second part (the first part is the whole field beneath it). */
export function divisionRegion(g: ShieldGeometry, type: Division, line: LineStyle): Region | null {
  const { depth, period } = PATTERN;
  const s = (e: Edge) => styled(e, line, depth * 1.1, period * 1.15);
  const L = -FAR;
  const R = 200 + FAR;
  const T = -FAR;
  const B = 240 + FAR;
  switch (type) {
    case 'none':
      return null;
    case 'per pale': {
      const e: Edge = {
        points: [
          [100, T],
          [100, B],
        ],
        outward: 1,
      };
      return pathOf(g, [[...s(e), [R, B], [R, T]]]);
    }
    case 'per fess': {
      const e: Edge = {
        points: [
          [L, 110],
          [R, 110],
        ],
        outward: 1,
      };
      return pathOf(g, [[...s(e), [R, B], [L, B]]]);
    }
    case 'per bend': {
      const { upper } = band(FESS, 1, 1, 0);
      return pathOf(g, [[...s(upper), [L - 300, B + 300]]]);
    }
    case 'per chevron': {
      const e: Edge = {
        points: [
          [-100, 256],
          [100, 76],
          [300, 256],
        ],
        outward: 1,
      };
      return pathOf(g, [[...s(e), [300, B + 200], [-100, B + 200]]]);
    }
    case 'quarterly': {
      const k = crossCorners(FESS, 0);
      // The second and third quarters: upper right and lower left.
      return pathOf(g, [
        [...s(k.tr), [R, T]],
        [...s(k.bl), [L, B]],
      ]);
    }
    case 'per saltire': {
      const k = crossCorners(FESS, 0);
      const turn = (pts: Pt[]) => rotate(pts, FESS, 45);
      // The flanks: the quarters of a cross turned 45 degrees that lie left and right.
      return pathOf(g, [
        [...turn(s(k.tr)), ...turn([[R + 200, T - 200]])],
        [...turn(s(k.bl)), ...turn([[L - 200, B + 200]])],
      ]);
    }
  }
}

// ---- Where the charges lie ----

/** A charge's place: centre and the side of its square box, in heater units. */
type Place = readonly [x: number, y: number, size: number];
type ByCount = readonly [readonly Place[], readonly Place[], readonly Place[]];

const mirror = (places: ByCount): ByCount =>
  places.map((list) => list.map(([x, y, s]) => [200 - x, y, s] as Place)) as unknown as ByCount;

const PLAIN: ByCount = [
  [[100, 106, 148]],
  [
    [54, 100, 84],
    [146, 100, 84],
  ],
  [
    [54, 58, 72],
    [146, 58, 72],
    [100, 156, 78],
  ],
];

/** Charges on the field around each ordinary (1 and the rarer counts are placed too, for any record). */
const AROUND: Record<Exclude<Ordinary, 'none'>, ByCount> = {
  fess: [
    [[100, 44, 58]],
    [
      [100, 44, 58],
      [100, 184, 54],
    ],
    [
      [50, 44, 54],
      [150, 44, 54],
      [100, 184, 54],
    ],
  ],
  pale: [
    [[36, 108, 50]],
    [
      [36, 108, 52],
      [164, 108, 52],
    ],
    [
      [36, 66, 44],
      [164, 66, 44],
      [36, 150, 44],
    ],
  ],
  bend: [
    [[146, 50, 60]],
    [
      [146, 50, 60],
      [54, 168, 60],
    ],
    [
      [146, 46, 50],
      [40, 136, 46],
      [92, 200, 42],
    ],
  ],
  chevron: [
    [[100, 182, 60]],
    [
      [46, 48, 52],
      [154, 48, 52],
    ],
    [
      [46, 48, 52],
      [154, 48, 52],
      [100, 184, 58],
    ],
  ],
  cross: [
    [[38, 43, 52]],
    [
      [38, 43, 52],
      [162, 43, 52],
    ],
    [
      [38, 43, 52],
      [162, 43, 52],
      [46, 166, 40],
    ],
  ],
  saltire: [
    [[100, 36, 46]],
    [
      [25, 110, 50],
      [175, 110, 50],
    ],
    [
      [100, 34, 46],
      [25, 110, 48],
      [175, 110, 48],
    ],
  ],
  chief: [
    [[100, 144, 104]],
    [
      [58, 134, 66],
      [142, 134, 66],
    ],
    [
      [56, 108, 56],
      [144, 108, 56],
      [100, 180, 58],
    ],
  ],
  bordure: [
    [[100, 108, 104]],
    [
      [62, 104, 62],
      [138, 104, 62],
    ],
    [
      [62, 70, 54],
      [138, 70, 54],
      [100, 154, 58],
    ],
  ],
  pile: [
    [[32, 146, 52]],
    [
      [32, 146, 52],
      [168, 146, 52],
    ],
    [
      [32, 56, 38],
      [168, 56, 38],
      [100, 216, 30],
    ],
  ],
};

/** Charges on the ordinary itself (never on a bordure: see `chargeGround`). */
const ON: Record<Exclude<Ordinary, 'none' | 'bordure'>, ByCount> = {
  fess: [
    [[100, 110, 46]],
    [
      [62, 110, 44],
      [138, 110, 44],
    ],
    [
      [40, 110, 42],
      [100, 110, 42],
      [160, 110, 42],
    ],
  ],
  pale: [
    [[100, 110, 50]],
    [
      [100, 66, 48],
      [100, 154, 48],
    ],
    [
      [100, 40, 44],
      [100, 110, 44],
      [100, 180, 44],
    ],
  ],
  bend: [
    [[100, 110, 44]],
    [
      [70, 80, 40],
      [130, 140, 40],
    ],
    [
      [52, 62, 38],
      [100, 110, 38],
      [148, 158, 38],
    ],
  ],
  chevron: [
    [[100, 82, 38]],
    [
      [58, 122, 34],
      [142, 122, 34],
    ],
    [
      [100, 82, 36],
      [50, 130, 34],
      [150, 130, 34],
    ],
  ],
  cross: [
    [[100, 110, 44]],
    [
      [46, 110, 40],
      [154, 110, 40],
    ],
    [
      [100, 110, 42],
      [100, 44, 40],
      [100, 178, 40],
    ],
  ],
  saltire: [
    [[100, 110, 40]],
    [
      [58, 68, 34],
      [142, 68, 34],
    ],
    [
      [100, 110, 38],
      [58, 68, 32],
      [142, 68, 32],
    ],
  ],
  chief: [
    [[100, 33, 52]],
    [
      [64, 33, 50],
      [136, 33, 50],
    ],
    [
      [40, 33, 46],
      [100, 33, 46],
      [160, 33, 46],
    ],
  ],
  pile: [
    [[100, 50, 48]],
    [
      [100, 40, 44],
      [100, 104, 34],
    ],
    [
      [100, 34, 42],
      [100, 92, 32],
      [100, 138, 22],
    ],
  ],
};

const PER_PALE: ByCount = [
  [[50, 104, 74]],
  [
    [50, 64, 56],
    [50, 150, 56],
  ],
  [
    [50, 46, 44],
    [50, 108, 44],
    [52, 170, 40],
  ],
];

/** Charges on a divided field's first and second parts. */
const PARTS: Record<Exclude<Division, 'none'>, readonly [ByCount, ByCount]> = {
  'per pale': [PER_PALE, mirror(PER_PALE)],
  'per fess': [
    [
      [[100, 56, 78]],
      [
        [58, 56, 64],
        [142, 56, 64],
      ],
      [
        [38, 56, 52],
        [100, 56, 52],
        [162, 56, 52],
      ],
    ],
    [
      [[100, 166, 74]],
      [
        [66, 158, 56],
        [134, 158, 56],
      ],
      [
        [62, 148, 44],
        [138, 148, 44],
        [100, 200, 40],
      ],
    ],
  ],
  'per bend': [
    [
      [[142, 52, 70]],
      [
        [112, 34, 46],
        [168, 92, 46],
      ],
      [
        [108, 30, 40],
        [164, 34, 40],
        [172, 100, 40],
      ],
    ],
    [
      [[56, 160, 68]],
      [
        [32, 118, 46],
        [88, 186, 46],
      ],
      [
        [28, 108, 38],
        [46, 166, 38],
        [98, 206, 34],
      ],
    ],
  ],
  'per chevron': [
    [
      [[100, 36, 50]],
      [
        [44, 48, 52],
        [156, 48, 52],
      ],
      [
        [40, 46, 44],
        [100, 30, 40],
        [160, 46, 44],
      ],
    ],
    [
      [[100, 166, 74]],
      [
        [72, 174, 50],
        [128, 174, 50],
      ],
      [
        [100, 130, 40],
        [68, 184, 40],
        [132, 184, 40],
      ],
    ],
  ],
  quarterly: [
    [
      [[50, 55, 68]],
      [
        [50, 55, 64],
        [148, 160, 56],
      ],
      [
        [32, 46, 38],
        [72, 66, 38],
        [148, 160, 54],
      ],
    ],
    [
      [[150, 55, 68]],
      [
        [150, 55, 64],
        [52, 160, 56],
      ],
      [
        [168, 46, 38],
        [128, 66, 38],
        [52, 160, 54],
      ],
    ],
  ],
  'per saltire': [
    [
      [[100, 38, 54]],
      [
        [100, 38, 52],
        [100, 190, 44],
      ],
      [
        [80, 32, 32],
        [120, 32, 32],
        [100, 190, 42],
      ],
    ],
    [
      [[30, 110, 46]],
      [
        [28, 110, 46],
        [172, 110, 46],
      ],
      [
        [28, 110, 44],
        [172, 110, 44],
        [100, 196, 36],
      ],
    ],
  ],
};

export interface ChargePlace {
  x: number;
  y: number;
  /** The side of the charge's square box, in shield units. */
  size: number;
}

/** Four charges around a cross (one in each quarter) or a saltire (one in each space between its arms). */
const AROUND_FOUR: Partial<Record<Exclude<Ordinary, 'none'>, readonly Place[]>> = {
  cross: [
    [38, 43, 50],
    [162, 43, 50],
    [46, 166, 40],
    [154, 166, 40],
  ],
  saltire: [
    [100, 34, 44],
    [25, 110, 46],
    [175, 110, 46],
    [100, 194, 38],
  ],
};

/** The frame rows of many charges share the field with. */
function rowFrame(arms: Arms): RowFrame {
  const o = arms.ordinary.type;
  return o === 'chief' || o === 'bordure' ? o : 'plain';
}

/** Whether the charges lie in rows or strewn (laid out in the shield's own outline, already fitted). */
function inRows(arms: Arms): boolean {
  const { count, semy } = arms.charge;
  if (semy) return count > 0;
  if (count < 4) return false;
  return !(count === 4 && AROUND_FOUR[arms.ordinary.type as Exclude<Ordinary, 'none'>]);
}

function placesFor(arms: Arms, ground: ChargeGround): readonly Place[] {
  const n = arms.charge.count;
  if (n < 1) return [];
  if (n === 4 && ground.on === 'field' && arms.ordinary.type !== 'none') {
    const four = AROUND_FOUR[arms.ordinary.type];
    if (four) return four;
  }
  const i = Math.min(3, n) - 1;
  if (ground.on === 'part' && arms.division.type !== 'none')
    return PARTS[arms.division.type][ground.part - 1]![i]!;
  const ordinary = arms.ordinary.type;
  if (ordinary !== 'none') {
    return ground.on === 'ordinary' && ordinary !== 'bordure' ? ON[ordinary][i]! : AROUND[ordinary][i]!;
  }
  return PLAIN[i]!;
}

/** Where each charge is drawn, fitted into the shield (one place per charge). */
export function chargePlaces(arms: Arms, g: ShieldGeometry): ChargePlace[] {
  if (inRows(arms)) {
    const places = arms.charge.semy
      ? semyPlaces(g.shape, rowFrame(arms))
      : countedLayout(g.shape, arms.charge.count, rowFrame(arms)).places;
    return places.slice(0, arms.charge.count).map(([x, y, size]) => ({ x, y, size }));
  }
  const ground = chargeGround(arms);
  const scale = Math.min(g.sx, g.sy) * g.charge;
  return placesFor(arms, ground).map(([x, y, size]) => {
    const [fx, fy] = fitPoint(g, [x, y]);
    return { x: fx, y: fy, size: size * scale };
  });
}

/** Where the second charge lies: on the ordinary, as charges on that ordinary are set (none without one). */
export function secondPlaces(arms: Arms, g: ShieldGeometry): ChargePlace[] {
  const second = arms.second;
  const o = arms.ordinary.type;
  if (!second || o === 'none' || o === 'bordure') return [];
  const scale = Math.min(g.sx, g.sy) * g.charge;
  return ON[o][Math.max(1, Math.min(3, second.count)) - 1]!.map(([x, y, size]) => {
    const [fx, fy] = fitPoint(g, [x, y]);
    return { x: fx, y: fy, size: size * scale };
  });
}
