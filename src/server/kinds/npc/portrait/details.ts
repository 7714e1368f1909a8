// The look's details drawn where they are: tattoos (with the figure they show), burns, scars and birthmarks on the
// face, neck, chest, scalp or the hand that holds something; jewels at the neck, chest, ear, wrist and finger;
// a missing finger. Each is a group marked with its part, place, side, colour and figure, so a test (or a person
// reading the SVG) can check the picture against the words.
import type { NpcLooks } from '../../../../shared/kinds/npc.js';
import { mix } from '../../../art/color.js';
import { type Pt, smoothOpen } from '../../../art/path.js';
import { el, group } from '../../../art/svg.js';
import { detailArea, HAND_PROPS } from '../looks.js';
import type { DrawContext } from './context.js';
import { drawMotif, motifOf } from './motifs.js';
import type { PortraitPlan } from './plan.js';

export type Detail = NonNullable<NpcLooks['details']>[number];
export type DrawnArea = 'face' | 'neck' | 'chest' | 'hand' | 'ear' | 'scalp' | 'mouth';

/** Necklines that show the skin of the upper chest. */
const OPEN_NECKS = new Set(['robe', 'shirt', 'leathers', 'jerkin', 'waistcoat', 'coat', 'gown']);

/**
 * Where a detail is drawn in this picture, or null when the frame cannot show it (a tattoo on the back, a ring on
 * a hand that holds nothing, a scalp under a hat).
 */
export function drawnArea(
  plan: Pick<PortraitPlan, 'outfit' | 'looks' | 'hair' | 'profile' | 'beard'>,
  d: Detail,
): DrawnArea | null {
  const o = plan.outfit;
  // A long beard hides the neck and throat.
  const neckHidden =
    (o.headwear === 'hood' && o.hoodUp) ||
    (plan.beard !== null && ['full', 'long', 'braided', 'forked'].includes(plan.beard.style));
  const handShown = o.prop !== null && HAND_PROPS.has(o.prop);
  switch (d.kind) {
    case 'ring':
      return d.place === 'neck' ? 'neck' : handShown ? 'hand' : null;
    case 'bracelet':
      return d.place === 'wrist' || d.place === 'wrists' ? (handShown ? 'hand' : null) : null;
    case 'missing-finger':
      return handShown ? 'hand' : null;
    case 'necklace':
    case 'pendant':
      return 'neck';
    case 'chain':
    case 'brooch':
      return 'chest';
    case 'earrings':
      return 'ear';
    case 'gold-tooth':
      return 'mouth';
    case 'piercing':
      return d.place === 'ear'
        ? (o.headwear === 'hood' && o.hoodUp) || o.headwear === 'helm'
          ? null
          : 'ear'
        : 'face';
    default: {
      const area = detailArea(d.place);
      if (area === 'face') return 'face';
      if (area === 'neck') return neckHidden ? null : 'neck';
      if (area === 'hand') return handShown ? 'hand' : null;
      if (area === 'chest') return OPEN_NECKS.has(o.garment) && !o.furCollar ? 'chest' : null;
      if (area === 'scalp') {
        const bare = !plan.hair || plan.hair.style === 'bald' || plan.hair.style === 'shaved';
        const covered =
          o.headwear !== null && !['circlet', 'crown', 'headband', 'goggles'].includes(o.headwear);
        return bare && !covered ? 'scalp' : null;
      }
      return null;
    }
  }
}

/** The NPC's left is the viewer's right. */
const viewSide = (side: Detail['side'], fallback: 1 | -1 = 1): 1 | -1 =>
  side === 'right' ? -1 : side === 'left' ? 1 : fallback;

function mark(d: Detail, area: DrawnArea, children: readonly string[]): string {
  return group(
    {
      'data-part': d.kind,
      'data-place': d.place ?? area,
      'data-side': d.side ?? undefined,
      'data-color': d.hex ?? undefined,
      'data-motif': d.kind === 'tattoo' ? motifOf(d.motif) : undefined,
      'data-area': area,
    },
    children,
  );
}

/** Ink for a tattoo: its typed colour, or a blue-black that reads on any skin. */
function inkOf(ctx: DrawContext, d: Detail): string {
  const skin = ctx.plan.skin;
  const base = d.hex ?? '#23304a';
  // On dark skin the ink is drawn a little lighter, as old ink greys; on pale skin a little softer.
  return ctx.painter.color(mix(base, skin, 0.15));
}

/** A body mark (tattoo, burn, scar, birthmark) at a point. */
function bodyMark(
  ctx: DrawContext,
  d: Detail,
  area: DrawnArea,
  x: number,
  y: number,
  size: number,
  s: 1 | -1,
): string {
  const { painter, ramps } = ctx;
  switch (d.kind) {
    case 'tattoo': {
      const marks = [drawMotif(motifOf(d.motif), x, y, size, inkOf(ctx, d), 0.82, s === -1)];
      if ((d.count ?? 1) > 1)
        marks.push(
          drawMotif(
            motifOf(d.motif),
            x + s * size * 0.9,
            y + size * 0.5,
            size * 0.7,
            inkOf(ctx, d),
            0.7,
            s === -1,
          ),
        );
      return mark(d, area, marks);
    }
    case 'burn':
      return mark(d, area, [
        painter.blob(x, y, size * 0.7, size * 0.5, mix(ramps.skin.base, '#c05048', 0.5), 0.8),
        painter.blob(x + s * size * 0.15, y - size * 0.1, size * 0.35, size * 0.22, ramps.skin.light, 0.65),
        painter.line(
          smoothOpen([
            [x - size * 0.4, y + size * 0.1],
            [x, y - size * 0.15],
            [x + size * 0.35, y + size * 0.15],
          ]),
          mix(ramps.skin.shade, '#a04040', 0.4),
          1.2,
          { opacity: 0.6 },
        ),
      ]);
    case 'scar': {
      const a: Pt = [x - s * size * 0.5, y - size * 0.3];
      const b: Pt = [x + s * size * 0.5, y + size * 0.3];
      const d1 = smoothOpen([a, [x, y - 2], b]);
      return mark(d, area, [
        painter.line(d1, mix(ramps.skin.shade, '#a04040', 0.3), 3.2, { opacity: 0.8 }),
        painter.line(d1, mix(ramps.skin.light, '#ffffff', 0.2), 1.2),
      ]);
    }
    case 'birthmark':
      return mark(d, area, [
        painter.blob(x, y, size * 0.55, size * 0.4, mix(ramps.skin.base, '#7a2a3a', 0.45), 0.75),
      ]);
    default:
      return '';
  }
}

/** Where on the face a place is, for a mark on side `s`. */
function facePoint(ctx: DrawContext, place: string | null, s: 1 | -1): Pt {
  const { cx, cy, hw, hh, eyeY, eyeDX, eyeW, eyeH, browY, noseY, noseW, mouthY, mouthW, chinY } = ctx.fig;
  switch (place) {
    case 'temple':
      return [cx + s * hw * 0.78, eyeY - eyeH * 1.8];
    case 'forehead':
      return [cx + s * hw * 0.12, browY - hh * 0.2];
    case 'brow':
      return [cx + s * (eyeDX + eyeW * 0.2), browY - eyeH * 0.4];
    case 'eye':
      return [cx + s * (eyeDX + eyeW * 1.35), eyeY + eyeH * 0.4];
    case 'chin':
      return [cx + s * 4, chinY - hh * 0.12];
    case 'jaw':
      return [cx + s * hw * 0.62, cy + hh * 0.55];
    case 'lip':
      return [cx + s * mouthW * 0.45, mouthY + 5];
    case 'nose':
      return [cx + s * noseW * 0.6, noseY - noseW * 0.6];
    default:
      return [cx + s * (eyeDX + eyeW * 0.35), eyeY + eyeH * 2.7];
  }
}

/** Details on the face, the scalp and the ears: drawn in the scars slot, over the features. */
export function drawFaceDetails(ctx: DrawContext): string {
  const { plan, fig, painter } = ctx;
  const parts: string[] = [];
  for (const d of plan.looks.details ?? []) {
    const area = drawnArea(plan, d);
    const s = viewSide(d.side);
    if (area === 'face') {
      if (d.kind === 'piercing') {
        const [x, y] = facePoint(ctx, d.place, s);
        const metal = painter.ramp(d.hex ?? '#c9ced6');
        parts.push(
          mark(d, area, [
            el('circle', {
              cx: x,
              cy: y,
              r: 2.6,
              fill: metal.light,
              stroke: metal.deep,
              'stroke-width': 0.8,
            }),
            el('circle', {
              cx: x + s * 5,
              cy: y + 2,
              r: 2.2,
              fill: metal.base,
              stroke: metal.deep,
              'stroke-width': 0.8,
            }),
          ]),
        );
        continue;
      }
      const [x, y] = facePoint(ctx, d.place, s);
      parts.push(bodyMark(ctx, d, area, x, y, fig.eyeW * (d.kind === 'birthmark' ? 0.8 : 1.7), s));
    } else if (area === 'scalp') {
      parts.push(
        bodyMark(ctx, d, area, fig.cx + s * fig.hw * 0.3, fig.crownY + fig.hh * 0.3, fig.hw * 0.5, s),
      );
    } else if (area === 'ear') {
      const x = fig.cx + s * fig.hw * 1.02;
      const y = fig.earTop + (fig.earBottom - fig.earTop) * 0.3;
      const metal = painter.ramp(d.hex ?? '#c9ced6');
      const studs = Array.from({ length: Math.min(3, d.count ?? 2) }, (_, i) =>
        el('circle', {
          cx: x + s * 2,
          cy: y + i * 8,
          r: 2.2,
          fill: metal.light,
          stroke: metal.deep,
          'stroke-width': 0.8,
        }),
      );
      parts.push(mark(d, area, studs));
    } else if (area === 'mouth') {
      const metal = painter.ramp(d.hex ?? '#d4a93a');
      const x = fig.cx + viewSide(d.side, 1) * fig.mouthW * 0.28;
      parts.push(
        mark(d, area, [
          el('rect', {
            x: x - 3,
            y: fig.mouthY - 1,
            width: 6,
            height: 5,
            rx: 1,
            fill: metal.light,
            stroke: metal.deep,
            'stroke-width': 0.8,
          }),
        ]),
      );
    }
  }
  return parts.join('');
}

/** Marks on the skin of the neck and the open chest: drawn with the neck, under collars and jewels. */
export function drawNeckSkinDetails(ctx: DrawContext): string {
  const { plan, fig } = ctx;
  const parts: string[] = [];
  for (const d of plan.looks.details ?? []) {
    if (!['tattoo', 'burn', 'scar', 'birthmark'].includes(d.kind)) continue;
    const area = drawnArea(plan, d);
    const s = viewSide(d.side, 1);
    if (area === 'neck') {
      const throat = d.place === 'throat';
      const x = throat ? fig.cx : fig.cx + s * fig.neckW * 0.28;
      const y = fig.chinY + (fig.shoulderY - fig.chinY) * (throat ? 0.55 : 0.42);
      parts.push(bodyMark(ctx, d, area, x, y, fig.neckW * 0.42, s));
    } else if (area === 'chest') {
      parts.push(
        bodyMark(ctx, d, area, fig.cx + s * fig.neckW * 0.35, fig.shoulderY + 10, fig.neckW * 0.4, s),
      );
    }
  }
  return parts.join('');
}

/** Jewels worn at the neck and on the chest: necklaces, pendants, a chain of office, brooches. */
export function drawNeckJewels(ctx: DrawContext, neckLow: number): string {
  const { plan, fig, painter } = ctx;
  const { cx, neckW, shoulderY, shoulderW } = fig;
  const parts: string[] = [];
  let brooches = 0;
  for (const d of plan.looks.details ?? []) {
    const area = drawnArea(plan, d);
    if (area !== 'neck' && area !== 'chest') continue;
    const metal = painter.ramp(d.hex ?? '#d4a93a');
    switch (d.kind) {
      case 'necklace': {
        const low = Math.min(shoulderY + 6, neckLow - 4);
        const curve = smoothOpen([
          [cx - neckW * 0.5, shoulderY - 22],
          [cx, low],
          [cx + neckW * 0.5, shoulderY - 22],
        ]);
        parts.push(
          mark(d, area, [
            painter.line(curve, metal.deep, 4.2),
            painter.line(curve, metal.base, 2.8, { 'stroke-dasharray': '3 1.5' }),
          ]),
        );
        break;
      }
      case 'pendant':
      case 'ring': {
        const low = Math.min(shoulderY + 12, neckLow - 2);
        const cord =
          d.word && /leather|cord|thong|wood|bone|clay|straw/.test(d.word) ? '#5a3a24' : metal.shade;
        const drop =
          d.kind === 'ring'
            ? el('circle', { cx, cy: low + 6, r: 5, fill: 'none', stroke: metal.base, 'stroke-width': 2.4 })
            : el('path', {
                d: `M${cx} ${low}L${cx + 7} ${low + 9}L${cx} ${low + 18}L${cx - 7} ${low + 9}Z`,
                fill: metal.base,
                stroke: metal.deep,
                'stroke-width': 1,
              });
        parts.push(
          mark(d, area, [
            painter.line(
              smoothOpen([
                [cx - neckW * 0.46, shoulderY - 24],
                [cx, low],
                [cx + neckW * 0.46, shoulderY - 24],
              ]),
              cord,
              1.6,
            ),
            drop,
          ]),
        );
        break;
      }
      case 'chain': {
        const curve = smoothOpen([
          [cx - neckW * 1.1, shoulderY],
          [cx - neckW * 0.6, shoulderY + 40],
          [cx, shoulderY + 54],
          [cx + neckW * 0.6, shoulderY + 40],
          [cx + neckW * 1.1, shoulderY],
        ]);
        parts.push(
          mark(d, area, [
            painter.line(curve, metal.deep, 5),
            painter.line(curve, metal.base, 3.2, { 'stroke-dasharray': '5 2' }),
            el('circle', {
              cx,
              cy: shoulderY + 60,
              r: 7,
              fill: metal.light,
              stroke: metal.deep,
              'stroke-width': 1.2,
            }),
          ]),
        );
        break;
      }
      case 'brooch': {
        // A brooch sits at the collar, to one side of a keepsake brooch if there are two.
        const x = cx + (brooches === 0 ? 0 : shoulderW * 0.32);
        const y = shoulderY + (plan.outfit.furCollar ? 24 : 20) + (brooches === 0 ? 0 : 22);
        brooches++;
        const gem = painter.ramp(plan.outfit.cloth === '#0f5a45' ? '#c0203a' : '#2a9a6a');
        parts.push(
          mark(d, area, [
            el('circle', {
              cx: x,
              cy: y,
              r: 10,
              fill: metal.base,
              stroke: painter.ink(metal),
              'stroke-width': 1.2,
            }),
            el('circle', {
              cx: x,
              cy: y,
              r: 6,
              fill: painter.fill(gem, 'tl'),
              stroke: gem.deep,
              'stroke-width': 1,
            }),
            el('circle', { cx: x - 2, cy: y - 2, r: 1.8, fill: '#ffffff', opacity: 0.8 }),
          ]),
        );
        break;
      }
      default:
        break;
    }
  }
  return parts.join('');
}

/**
 * What is drawn on the hand that holds something: rings, a bracelet at the wrist, a missing finger, and the
 * tattoos, burns and scars the look puts on the hands. The fist spans (x ± w/2, y ± h/2).
 */
export function drawHandDetails(ctx: DrawContext, x: number, y: number, w: number): string {
  const { plan, painter, ramps } = ctx;
  const h = w * 0.95;
  const parts: string[] = [];
  const s = plan.outfit.propSide;
  for (const d of plan.looks.details ?? []) {
    if (drawnArea(plan, d) !== 'hand') continue;
    switch (d.kind) {
      case 'ring': {
        // Bands round the fingers that curl over the grip (the creases run across the fist).
        const metal = painter.ramp(d.hex ?? '#d4a93a');
        const n = Math.min(3, d.count ?? 1);
        const rings = Array.from({ length: n }, (_, i) => {
          const ry = y - h * 0.5 + h * (0.12 + i * 0.25);
          return el('rect', {
            x: x + w * 0.2,
            y: ry,
            width: w * 0.1,
            height: h * 0.24,
            rx: 1.5,
            fill: painter.fill(metal, 'left'),
            stroke: metal.deep,
            'stroke-width': 0.9,
          });
        });
        parts.push(mark(d, 'hand', rings));
        break;
      }
      case 'bracelet': {
        const metal = painter.ramp(d.hex ?? '#c9ced6');
        parts.push(
          mark(d, 'hand', [
            el('rect', {
              x: x - w * 0.48,
              y: y + h * 0.42,
              width: w * 0.96,
              height: 7,
              rx: 3,
              fill: metal.base,
              stroke: metal.deep,
              'stroke-width': 1,
            }),
          ]),
        );
        break;
      }
      case 'missing-finger': {
        // The lowest fingers stop short at the knuckle: a healed, rounded stump where the finger should curl.
        const n = Math.min(2, d.count ?? 1);
        const stumps = Array.from({ length: n }, (_, i) => {
          const top = y - h * 0.5 + h * (0.75 - i * 0.25);
          const bottom = top + h * 0.25;
          const cover = el('path', {
            d: `M${x + w * 0.12} ${top + 1}L${x + w * 0.54} ${top + 1}L${x + w * 0.54} ${bottom - 1}L${x + w * 0.12} ${bottom - 1}Z`,
            fill: ramps.skin.shade,
          });
          const stump = el('path', {
            d: `M${x + w * 0.12} ${top + 1}Q${x + w * 0.3} ${(top + bottom) / 2} ${x + w * 0.12} ${bottom - 1}`,
            fill: ramps.skin.base,
            stroke: ramps.skin.deep,
            'stroke-width': 1.2,
          });
          return (
            cover +
            stump +
            painter.line(
              `M${x + w * 0.16} ${top + h * 0.06}L${x + w * 0.2} ${bottom - h * 0.06}`,
              mix(ramps.skin.light, '#ffffff', 0.3),
              1.2,
            )
          );
        });
        parts.push(mark(d, 'hand', stumps));
        break;
      }
      default: {
        // On the back of the fist, clear of the rings.
        const area = 'hand' as const;
        parts.push(bodyMark(ctx, d, area, x - w * 0.2, y + h * 0.02, w * 0.4, s));
      }
    }
  }
  return parts.join('');
}
