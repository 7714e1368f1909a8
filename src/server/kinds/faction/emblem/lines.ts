// Heraldic lines of partition (wavy, embattled, indented, engrailed, dancetty, nebuly): the edge of an ordinary or a
// division as a polyline, a repeating pattern offset from a straight or bent base line.
import type { LINES } from '../../../../shared/kinds/faction.js';
import type { Pt } from '../../../art/path.js';

export type LineStyle = (typeof LINES)[number];

/** One sample of a pattern's period: `u` along it (0..1), `f` across it (-1..1 of the depth), `t` a shift along it. */
type Sample = readonly [u: number, f: number, t?: number];

/**
 * How each line is drawn. `parallel` patterns keep one direction on both edges of a band (a wavy fess stays the
 * same width, as cloth ripples); the others point away from the ordinary on each edge (an engrailed cross's cusps
 * all point out of the cross; a fess embattled has battlements on its upper edge).
 */
interface Pattern {
  samples: readonly Sample[];
  parallel: boolean;
  /** Depth and period as multiples of the caller's base depth and period. */
  depth: number;
  period: number;
}

const range = (n: number, f: (u: number) => Sample): Sample[] =>
  Array.from({ length: n }, (_, i) => f(i / n));

const PATTERNS: Record<Exclude<LineStyle, 'straight'>, Pattern> = {
  wavy: {
    samples: range(16, (u) => [u, Math.sin(2 * Math.PI * u)]),
    parallel: true,
    depth: 0.9,
    period: 2.5,
  },
  // Lobes that overhang their necks: moving back along the line while climbing gives the cloud-like bulb.
  nebuly: {
    samples: range(24, (u) => [
      u,
      Math.sin(2 * Math.PI * u),
      (-1.55 * Math.sin(4 * Math.PI * u)) / (4 * Math.PI),
    ]),
    parallel: true,
    depth: 1.05,
    period: 1.15,
  },
  dancetty: {
    samples: [
      [0, -1],
      [0.5, 1],
    ],
    parallel: true,
    depth: 1.9,
    period: 2.6,
  },
  indented: {
    samples: [
      [0, -1],
      [0.5, 1],
    ],
    parallel: false,
    depth: 0.85,
    period: 0.85,
  },
  embattled: {
    samples: [
      [0, -1],
      [0, 1],
      [0.5, 1],
      [0.5, -1],
    ],
    parallel: false,
    depth: 1.25,
    period: 2.2,
  },
  // Scallops whose cusps point outward: the arcs bite into the ordinary.
  engrailed: {
    samples: range(14, (u) => [u, 1 - 2 * Math.sqrt(Math.max(0, 1 - (2 * u - 1) ** 2))]),
    parallel: false,
    depth: 0.85,
    period: 1.5,
  },
};

export interface EdgeSpec {
  /** The base line, a polyline from start to end (long enough to run past the shield's edge). */
  points: readonly Pt[];
  style: LineStyle;
  /** The base depth (half the peak-to-trough height) and period in shield units; each style scales them. */
  depth: number;
  period: number;
  /** +1: the ordinary lies to the right of travel, so its "outward" is to the left; -1: the reverse. */
  outward: 1 | -1;
  /** A point whose position along the line should fall at the middle of a crest (centres the pattern). */
  centre?: Pt;
  /** The line returns to its start (a bordure's inner edge): the period is stretched to fit a whole number. */
  closed?: boolean;
}

interface Walk {
  length: number;
  /** Where along the line it turns sharply (an arm's corner, a chevron's apex). */
  corners: number[];
  at(s: number): { p: Pt; tx: number; ty: number };
  project(p: Pt): number;
}

function walk(points: readonly Pt[]): Walk {
  const cum: number[] = [0];
  for (let i = 1; i < points.length; i++) {
    const a = points[i - 1]!;
    const b = points[i]!;
    cum.push(cum[i - 1]! + Math.hypot(b[0] - a[0], b[1] - a[1]));
  }
  const length = cum[cum.length - 1]!;
  const corners: number[] = [];
  for (let i = 1; i < points.length - 1; i++) {
    const a = points[i - 1]!;
    const b = points[i]!;
    const d = points[i + 1]!;
    const turn = Math.abs(
      Math.atan2(
        (b[0] - a[0]) * (d[1] - b[1]) - (b[1] - a[1]) * (d[0] - b[0]),
        (b[0] - a[0]) * (d[0] - b[0]) + (b[1] - a[1]) * (d[1] - b[1]),
      ),
    );
    if (turn > Math.PI / 6) corners.push(cum[i]!);
  }
  return {
    length,
    corners,
    at(s) {
      let i = 1;
      while (i < points.length - 1 && cum[i]! < s) i++;
      const a = points[i - 1]!;
      const b = points[i]!;
      const seg = cum[i]! - cum[i - 1]! || 1;
      const k = (s - cum[i - 1]!) / seg;
      return {
        p: [a[0] + (b[0] - a[0]) * k, a[1] + (b[1] - a[1]) * k],
        tx: (b[0] - a[0]) / seg,
        ty: (b[1] - a[1]) / seg,
      };
    },
    project(p) {
      let best = 0;
      let bestD = Number.POSITIVE_INFINITY;
      for (let i = 1; i < points.length; i++) {
        const a = points[i - 1]!;
        const b = points[i]!;
        const dx = b[0] - a[0];
        const dy = b[1] - a[1];
        const len2 = dx * dx + dy * dy || 1;
        const k = Math.max(0, Math.min(1, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / len2));
        const d = Math.hypot(a[0] + dx * k - p[0], a[1] + dy * k - p[1]);
        if (d < bestD) {
          bestD = d;
          best = cum[i - 1]! + Math.sqrt(len2) * k;
        }
      }
      return best;
    },
  };
}

/** The edge as a polyline: the base line itself when straight, otherwise the pattern laid along it. */
export function edgePoints(spec: EdgeSpec): Pt[] {
  if (spec.style === 'straight') return spec.points.slice();
  const pattern = PATTERNS[spec.style];
  const line = walk(spec.points);
  const wanted = spec.period * pattern.period;
  const period = spec.closed ? line.length / Math.max(1, Math.round(line.length / wanted)) : wanted;
  const depth = spec.depth * pattern.depth;
  const sign = pattern.parallel ? 1 : spec.outward;
  // The crest (f = 1) of a period sits at the centre point: the pattern reads symmetric about the shield's axis.
  const crestU = pattern.samples.reduce((best, s) => (s[1] > best[1] ? s : best), pattern.samples[0]!);
  const crestMid =
    pattern.samples.filter((s) => s[1] === crestU[1]).reduce((sum, s) => sum + s[0], 0) /
    pattern.samples.filter((s) => s[1] === crestU[1]).length;
  const anchor = spec.closed ? 0 : spec.centre ? line.project(spec.centre) : line.length / 2;
  const start = anchor - crestMid * period;
  const first = Math.floor(-start / period) - 1;
  const last = Math.ceil((line.length - start) / period) + 1;
  const out: Pt[] = [];
  for (let k = first; k <= last; k++) {
    for (const [u, f, t = 0] of pattern.samples) {
      const s = start + (k + u) * period;
      if (s < -period || s > line.length + period) continue;
      const clamped = Math.max(0, Math.min(line.length, s));
      const { p, tx, ty } = line.at(clamped);
      const over = s - clamped + t * period;
      // The pattern fades to nothing at a sharp corner, so the two edges meeting there join cleanly.
      const near = line.corners.reduce(
        (m, cs) => Math.min(m, Math.abs(cs - clamped)),
        Number.POSITIVE_INFINITY,
      );
      const fade = Math.min(1, near / (period * 0.5));
      // Left of travel in screen coordinates (y down).
      const nx = ty;
      const ny = -tx;
      const off = f * depth * sign * fade;
      out.push([p[0] + tx * over * fade + nx * off, p[1] + ty * over * fade + ny * off]);
    }
  }
  return out;
}
