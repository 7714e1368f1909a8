// Devices the record can name on a shield's face or a signet: a crescent moon, a six-pointed star, a sun, a cross,
// a chevron, a roundel, a tower, a key, a tree, a lightning bolt, a flame, an open eye. Each is a closed outline
// centred on (cx, cy) and about r in radius, filled by the caller in the device's colour.
import { circlePath, type Pt, polyline } from '../../../art/path.js';
import { chargePaths, isCharge } from './charges.js';

const at = (cx: number, cy: number, r: number, a: number): Pt => [cx + Math.cos(a) * r, cy + Math.sin(a) * r];

function star(cx: number, cy: number, r: number, points: number, inner: number): string {
  const pts: Pt[] = [];
  for (let i = 0; i < points * 2; i++) {
    pts.push(at(cx, cy, i % 2 ? r * inner : r, (i / (points * 2)) * Math.PI * 2 - Math.PI / 2));
  }
  return polyline(pts, true);
}

/** Inner lines of a charge device (a kraken's suckers, a crown's bands), '' for the item's own devices. */
export function deviceLines(kind: string, cx: number, cy: number, r: number): string {
  const own = [
    'crescent',
    'star',
    'sun',
    'cross',
    'chevron',
    'tower',
    'key',
    'tree',
    'bolt',
    'flame',
    'eye',
    'leaf',
    'ring',
  ];
  if (own.includes(kind) || !isCharge(kind)) return '';
  const p = chargePaths(kind, cx, cy, r * 1.1);
  return p.lines + p.marks;
}

/** The outline of a device as path data ('crescent', 'star', or any heraldic charge); else a roundel. */
export function deviceOutline(kind: string, cx: number, cy: number, r: number): string {
  switch (kind) {
    case 'crescent':
      // Two arcs: the outer circle and a bite taken out of its right side.
      return `M${cx + r * 0.35} ${cy - r * 0.94}A${r} ${r} 0 1 0 ${cx + r * 0.35} ${cy + r * 0.94}A${r * 0.78} ${r * 0.78} 0 1 1 ${cx + r * 0.35} ${cy - r * 0.94}Z`;
    case 'star':
      return star(cx, cy, r, 6, 0.5);
    case 'sun': {
      let d = circlePath(cx, cy, r * 0.5);
      for (let i = 0; i < 12; i++) {
        const a = (i / 12) * Math.PI * 2;
        d += polyline(
          [at(cx, cy, r * 0.58, a - 0.16), at(cx, cy, r, a), at(cx, cy, r * 0.58, a + 0.16)],
          true,
        );
      }
      return d;
    }
    case 'cross': {
      const t = r * 0.26;
      return polyline(
        [
          [cx - t, cy - r],
          [cx + t, cy - r],
          [cx + t, cy - t],
          [cx + r, cy - t],
          [cx + r, cy + t],
          [cx + t, cy + t],
          [cx + t, cy + r],
          [cx - t, cy + r],
          [cx - t, cy + t],
          [cx - r, cy + t],
          [cx - r, cy - t],
          [cx - t, cy - t],
        ],
        true,
      );
    }
    case 'chevron':
      return polyline(
        [
          [cx - r, cy + r * 0.5],
          [cx, cy - r * 0.6],
          [cx + r, cy + r * 0.5],
          [cx + r, cy + r * 0.9],
          [cx, cy - r * 0.2],
          [cx - r, cy + r * 0.9],
        ],
        true,
      );
    case 'tower':
      return polyline(
        [
          [cx - r * 0.5, cy + r],
          [cx - r * 0.5, cy - r * 0.5],
          [cx - r * 0.7, cy - r * 0.5],
          [cx - r * 0.7, cy - r],
          [cx - r * 0.4, cy - r],
          [cx - r * 0.4, cy - r * 0.78],
          [cx - r * 0.12, cy - r * 0.78],
          [cx - r * 0.12, cy - r],
          [cx + r * 0.12, cy - r],
          [cx + r * 0.12, cy - r * 0.78],
          [cx + r * 0.4, cy - r * 0.78],
          [cx + r * 0.4, cy - r],
          [cx + r * 0.7, cy - r],
          [cx + r * 0.7, cy - r * 0.5],
          [cx + r * 0.5, cy - r * 0.5],
          [cx + r * 0.5, cy + r],
        ],
        true,
      );
    case 'key':
      return (
        circlePath(cx, cy - r * 0.6, r * 0.38) +
        polyline(
          [
            [cx - r * 0.1, cy - r * 0.25],
            [cx + r * 0.1, cy - r * 0.25],
            [cx + r * 0.1, cy + r * 0.55],
            [cx + r * 0.42, cy + r * 0.55],
            [cx + r * 0.42, cy + r * 0.72],
            [cx + r * 0.1, cy + r * 0.72],
            [cx + r * 0.1, cy + r * 0.82],
            [cx + r * 0.34, cy + r * 0.82],
            [cx + r * 0.34, cy + r],
            [cx - r * 0.1, cy + r],
          ],
          true,
        )
      );
    case 'tree':
      return (
        circlePath(cx, cy - r * 0.35, r * 0.6) +
        polyline(
          [
            [cx - r * 0.14, cy + r * 0.1],
            [cx + r * 0.14, cy + r * 0.1],
            [cx + r * 0.2, cy + r],
            [cx - r * 0.2, cy + r],
          ],
          true,
        )
      );
    case 'bolt':
      return polyline(
        [
          [cx + r * 0.25, cy - r],
          [cx - r * 0.45, cy + r * 0.1],
          [cx - r * 0.02, cy + r * 0.1],
          [cx - r * 0.3, cy + r],
          [cx + r * 0.5, cy - r * 0.2],
          [cx + r * 0.05, cy - r * 0.2],
          [cx + r * 0.45, cy - r],
        ],
        true,
      );
    case 'flame':
      return `M${cx} ${cy - r}C${cx + r * 0.2} ${cy - r * 0.4} ${cx + r * 0.85} ${cy - r * 0.1} ${cx + r * 0.6} ${cy + r * 0.55}C${cx + r * 0.45} ${cy + r * 0.95} ${cx - r * 0.45} ${cy + r * 0.95} ${cx - r * 0.6} ${cy + r * 0.55}C${cx - r * 0.8} ${cy + r * 0.05} ${cx - r * 0.25} ${cy - r * 0.2} ${cx - r * 0.1} ${cy - r * 0.55}C${cx + r * 0.05} ${cy - r * 0.2} ${cx - r * 0.05} ${cy - r * 0.7} ${cx} ${cy - r}Z`;
    case 'eye':
      return `M${cx - r} ${cy}Q${cx} ${cy - r * 0.9} ${cx + r} ${cy}Q${cx} ${cy + r * 0.9} ${cx - r} ${cy}Z${circlePath(cx, cy, r * 0.3)}`;
    case 'leaf':
      return `M${cx} ${cy - r}Q${cx + r * 0.9} ${cy} ${cx} ${cy + r}Q${cx - r * 0.9} ${cy} ${cx} ${cy - r}Z`;
    case 'ring':
      return circlePath(cx, cy, r) + circlePath(cx, cy, r * 0.62);
    default:
      // Any figure heraldry can draw (a kraken, a crown, a wolf), else a roundel.
      return isCharge(kind) ? chargePaths(kind, cx, cy, r * 1.1).fill : circlePath(cx, cy, r * 0.8);
  }
}

/** Devices whose outline has holes (a ring, an eye's pupil, a crescent's bite) are filled even-odd. */
export const EVEN_ODD_DEVICES: ReadonlySet<string> = new Set(['ring', 'eye']);
