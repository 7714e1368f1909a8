// Figures a record names that the item drawers have no shape of their own for (a kraken on a shield, a frog
// figurine, a crown cut in a signet): heraldry's charge drawings, fitted into the item's own frame. The charge art
// is the faction kind's (decision 014); it is read, never changed, from here.
import { CHARGES, type Charge } from '../../../../shared/kinds/faction.js';
import { chargeArt } from '../../faction/emblem/charges/charge-art.js';

const KNOWN: ReadonlySet<string> = new Set(CHARGES);

/** Whether heraldry can draw this figure. */
export function isCharge(kind: string): kind is Charge {
  return KNOWN.has(kind);
}

/** Scales and moves absolute path data (M, L, C, Q, A, Z, as the charge kit writes it) by s, then (dx, dy). */
function transformPath(d: string, s: number, dx: number, dy: number): string {
  const out: string[] = [];
  const re = /([MLCQAZHVST])([^MLCQAZHVST]*)/gi;
  const fmt = (n: number) => (Math.round(n * 100) / 100).toString();
  for (const [, cmd = '', args = ''] of d.matchAll(re)) {
    const nums = (args.match(/-?\d*\.?\d+(?:e-?\d+)?/gi) ?? []).map(Number);
    const up = cmd.toUpperCase();
    if (up === 'Z') {
      out.push('Z');
      continue;
    }
    const mapped: number[] = [];
    if (up === 'A') {
      for (let i = 0; i + 6 < nums.length + 1; i += 7) {
        const [rx = 0, ry = 0, rot = 0, large = 0, sweep = 0, x = 0, y = 0] = nums.slice(i, i + 7);
        mapped.push(rx * s, ry * s, rot, large, sweep, x * s + dx, y * s + dy);
      }
      out.push(`A${mapped.map((n, k) => (k % 7 === 3 || k % 7 === 4 ? String(n) : fmt(n))).join(' ')}`);
      continue;
    }
    if (up === 'H') {
      out.push(`H${nums.map((x) => fmt(x * s + dx)).join(' ')}`);
      continue;
    }
    if (up === 'V') {
      out.push(`V${nums.map((y) => fmt(y * s + dy)).join(' ')}`);
      continue;
    }
    for (let i = 0; i < nums.length; i += 2)
      mapped.push((nums[i] ?? 0) * s + dx, (nums[i + 1] ?? 0) * s + dy);
    out.push(`${up}${mapped.map(fmt).join(' ')}`);
  }
  return out.join('');
}

/**
 * A charge fitted in a square of side 2r centred on (cx, cy): its filled outline (nonzero: holes wound the other
 * way), its inner lines and its small marks, as path data.
 */
export function chargePaths(
  kind: Charge,
  cx: number,
  cy: number,
  r: number,
): { fill: string; lines: string; marks: string } {
  const art = chargeArt(kind);
  const s = (2 * r) / 100;
  const dx = cx - r;
  const dy = cy - r;
  return {
    fill: art.layers.map((l) => transformPath(l.d, s, dx, dy)).join(''),
    lines: art.layers.map((l) => (l.lines ? transformPath(l.lines, s, dx, dy) : '')).join(''),
    marks: art.layers.map((l) => (l.marks ? transformPath(l.marks, s, dx, dy) : '')).join(''),
  };
}
