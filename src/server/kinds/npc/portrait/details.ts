// The look's details drawn where they are: tattoos (with the figure they show), burns, scars and birthmarks on the
// face, neck, chest, scalp or the hand that holds something; jewels at the neck, chest, ear, wrist and finger;
// a missing finger. Each is a group marked with its part, place, side, colour and figure, so a test (or a person
// reading the SVG) can check the picture against the words.
import type { NpcLooks } from '../../../../shared/kinds/npc.js';
import { mix, type ToneRamp } from '../../../art/color.js';
import { type Pt, smoothOpen } from '../../../art/path.js';
import { el, group } from '../../../art/svg.js';
import { detailArea, HAND_PROPS } from '../looks.js';
import type { DrawContext } from './context.js';
import { earPoints } from './head.js';
import { drawMotif, motifOf } from './motifs.js';
import type { PortraitPlan } from './plan.js';

export type Detail = NonNullable<NpcLooks['details']>[number];
export type DrawnArea = 'face' | 'neck' | 'chest' | 'hand' | 'ear' | 'scalp' | 'mouth';

/** What a worn thing is drawn as, from its noun ('campaign medal' -> a medal, 'whale-tooth' -> a tooth). */
export function wornForm(d: Pick<Detail, 'kind' | 'noun' | 'shape' | 'word'>): string {
  const noun = (d.noun ?? '').toLowerCase();
  if (d.kind === 'badge') return 'badge';
  if (d.kind === 'medal') return 'medal';
  if (d.kind === 'beads') return 'beads';
  if (d.kind === 'necklace')
    return /pearl/.test(`${noun} ${d.word ?? ''}`)
      ? 'pearls'
      : /torc|torque/.test(noun)
        ? 'torc'
        : /choker/.test(noun)
          ? 'choker'
          : 'chain';
  if (d.kind === 'brooch') return d.shape ? 'shaped' : 'brooch';
  if (/\b(?:medal|medallion|coin|penny|token|seal|tag|copper|mark|decoration)\b/.test(noun)) return 'disc';
  if (/\b(?:locket|miniature|reliquary|cameo)\b/.test(noun)) return 'locket';
  if (/\b(?:tooth|tine|fang|claw|arrowhead)\b/.test(noun)) return 'tooth';
  if (/\bwhistle\b/.test(noun)) return 'whistle';
  if (/\bkey\b/.test(noun)) return 'key';
  if (/\bbead\b/.test(noun)) return 'bead';
  if (/\bnail\b/.test(noun)) return 'nail';
  if (/\bholy symbol\b/.test(noun)) return 'disc';
  if (d.shape || noun === 'figure') return 'shaped';
  if (/\b(?:amulet|talisman|charm|pendant|stopper|phial|lens|plectrum)\b/.test(noun)) return 'drop';
  return d.kind === 'ring' ? 'ring' : 'drop';
}

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
    case 'beads':
      return 'neck';
    case 'pendant':
      // A pendant at the throat is lost in a long beard or under a raised hood.
      return neckHidden ? null : 'neck';
    case 'chain':
    case 'brooch':
    case 'badge':
    case 'medal':
      return 'chest';
    case 'earrings':
      return (o.headwear === 'hood' && o.hoodUp) || o.headwear === 'helm' || plan.profile.snout
        ? null
        : 'ear';
    case 'pipe':
      return 'mouth';
    case 'spectacles':
      return 'face';
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
      // A mark on the skin of the neck is never lost in a beard: it is drawn at the side of the neck, below the
      // beard's line (drawBeardNeckMarks); only a raised hood hides it.
      if (area === 'neck')
        return neckHidden && !(BEARD_SHOWN_MARKS.has(d.kind) && !(o.headwear === 'hood' && o.hoodUp))
          ? null
          : 'neck';
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
      'data-motif': d.motif || d.shape ? motifOf(d.shape ?? d.motif) : undefined,
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
    // Earrings, spectacles and a pipe are drawn over the hair and beard (drawFaceWear).
    if (d.kind === 'earrings' || d.kind === 'spectacles' || d.kind === 'pipe') continue;
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

const BEARD_SHOWN_MARKS: ReadonlySet<string> = new Set(['tattoo', 'burn', 'scar', 'birthmark']);

/** Whether a full or long beard covers the front of the neck. */
function beardCoversNeck(plan: Pick<PortraitPlan, 'beard'>): boolean {
  return plan.beard !== null && ['full', 'long', 'braided', 'forked'].includes(plan.beard.style);
}

/**
 * A mark on the neck of someone with a full beard, drawn over the beard layer at the side of the neck, low, where
 * the skin shows between the beard and the collar: typed, it must be seen ('a tattoo of a rose on his neck').
 */
export function drawBeardNeckMarks(ctx: DrawContext): string {
  const { plan, fig } = ctx;
  if (!beardCoversNeck(plan)) return '';
  const parts: string[] = [];
  for (const d of plan.looks.details ?? []) {
    if (!BEARD_SHOWN_MARKS.has(d.kind) || drawnArea(plan, d) !== 'neck') continue;
    const s = viewSide(d.side, 1);
    const x = fig.cx + s * fig.neckW * 0.6;
    const y = fig.chinY + (fig.shoulderY - fig.chinY) * 0.45;
    const size = fig.neckW * 0.34;
    // The skin showing where the beard parts at the side of the neck, and the mark on it.
    parts.push(
      el('ellipse', {
        cx: x,
        cy: y,
        rx: size * 0.72,
        ry: size * 1.05,
        fill: ctx.ramps.skin.base,
        stroke: ctx.ramps.skin.shade,
        'stroke-width': 1.2,
        'data-part': 'neck-skin',
      }),
      bodyMark(ctx, d, 'neck', x, y, size, s),
    );
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
    // Under a full beard it is drawn over the beard instead (drawBeardNeckMarks).
    if (area === 'neck' && beardCoversNeck(plan)) continue;
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

/** A figure cut or stamped in metal: the motif filled in the metal with a darker edge, or inked on a disc. */
function figureIn(
  _ctx: DrawContext,
  words: string | null | undefined,
  x: number,
  y: number,
  size: number,
  colour: string,
  opacity = 0.9,
): string {
  if (!words) return '';
  return drawMotif(motifOf(words), x, y, size, colour, opacity);
}

/** A cord or chain from the neck down to a point on the chest. */
function cordTo(ctx: DrawContext, d: Detail, x: number, y: number, metal: ToneRamp): string {
  const { fig, painter } = ctx;
  const cord =
    d.word && /leather|cord|thong|wood|bone|clay|straw|horn|stone|glass|amber|jet|lead|tin/.test(d.word)
      ? '#5a3a24'
      : metal.shade;
  return painter.line(
    smoothOpen([
      [fig.cx - fig.neckW * 0.46, fig.shoulderY - 24],
      [x, y],
      [fig.cx + fig.neckW * 0.46, fig.shoulderY - 24],
    ]),
    cord,
    1.8,
  );
}

/** A worn thing drawn as itself at (x, y): a disc, a locket, a tooth, a whistle, a key, a bead or a shape. */
function wornThing(ctx: DrawContext, d: Detail, form: string, x: number, y: number, size: number): string {
  const { painter } = ctx;
  const metal = painter.ramp(d.hex ?? '#d4a93a');
  const ink = mix(metal.deep, '#000000', 0.25);
  const stroke = { stroke: painter.ink(metal), 'stroke-width': 1.3 };
  const mark = d.motif ?? (form === 'shaped' ? null : (d.shape ?? null));
  switch (form) {
    case 'disc':
      return (
        el('circle', {
          cx: x,
          cy: y + size * 0.5,
          r: size * 0.5,
          fill: painter.fill(metal, 'tl'),
          ...stroke,
        }) +
        el('circle', {
          cx: x,
          cy: y + size * 0.5,
          r: size * 0.38,
          fill: 'none',
          stroke: metal.deep,
          'stroke-width': 0.9,
        }) +
        figureIn(ctx, mark ?? d.shape, x, y + size * 0.5, size * 0.55, ink, 0.8)
      );
    case 'locket':
      return (
        el('ellipse', {
          cx: x,
          cy: y + size * 0.55,
          rx: size * 0.4,
          ry: size * 0.52,
          fill: painter.fill(metal, 'tl'),
          ...stroke,
        }) +
        el('ellipse', {
          cx: x,
          cy: y + size * 0.55,
          rx: size * 0.28,
          ry: size * 0.38,
          fill: 'none',
          stroke: metal.deep,
          'stroke-width': 0.9,
        }) +
        figureIn(ctx, mark, x, y + size * 0.55, size * 0.42, ink, 0.75)
      );
    case 'tooth':
      return el('path', {
        d: `M${x - size * 0.22} ${y}Q${x + size * 0.3} ${y + size * 0.2} ${x + size * 0.05} ${y + size * 1.1}Q${x - size * 0.05} ${y + size * 0.5} ${x - size * 0.3} ${y + size * 0.1}Z`,
        fill: painter.fill(metal, 'left'),
        ...stroke,
      });
    case 'whistle':
      return (
        el('rect', {
          x: x - size * 0.16,
          y,
          width: size * 0.32,
          height: size * 1.1,
          rx: size * 0.14,
          fill: painter.fill(metal, 'left'),
          ...stroke,
        }) +
        el('rect', {
          x: x - size * 0.1,
          y: y + size * 0.25,
          width: size * 0.2,
          height: size * 0.16,
          fill: metal.deep,
        })
      );
    case 'key':
      return (
        el('circle', {
          cx: x,
          cy: y + size * 0.25,
          r: size * 0.24,
          fill: 'none',
          stroke: metal.base,
          'stroke-width': size * 0.12,
        }) +
        painter.line(
          `M${x} ${y + size * 0.48}L${x} ${y + size * 1.15}M${x} ${y + size * 0.95}L${x + size * 0.25} ${y + size * 0.95}M${x} ${y + size * 1.1}L${x + size * 0.2} ${y + size * 1.1}`,
          metal.base,
          size * 0.12,
        )
      );
    case 'bead':
      return (
        el('circle', {
          cx: x,
          cy: y + size * 0.4,
          r: size * 0.36,
          fill: painter.fill(metal, 'tl'),
          ...stroke,
        }) + figureIn(ctx, mark, x, y + size * 0.4, size * 0.36, ink, 0.7)
      );
    case 'nail':
      return painter.line(
        `M${x - size * 0.25} ${y + size * 0.05}L${x + size * 0.25} ${y + size * 0.05}M${x} ${y}L${x} ${y + size * 1.15}`,
        metal.base,
        size * 0.13,
      );
    case 'shaped':
      // The thing is the figure: cut, carved or cast in its material, with an edge so it reads on any cloth.
      return (
        drawMotif(
          motifOf(d.shape ?? d.motif ?? null),
          x,
          y + size * 0.55,
          size * 1.06,
          painter.ink(metal),
          1,
          false,
          size * 0.16,
        ) +
        drawMotif(
          motifOf(d.shape ?? d.motif ?? null),
          x,
          y + size * 0.55,
          size,
          metal.base,
          1,
          false,
          size * 0.1,
        )
      );
    default:
      return el('path', {
        d: `M${x} ${y}L${x + size * 0.38} ${y + size * 0.5}L${x} ${y + size}L${x - size * 0.38} ${y + size * 0.5}Z`,
        fill: painter.fill(metal, 'tl'),
        ...stroke,
      });
  }
}

/** A badge: its own outline (a shield, a star, a key) or a shield-shaped plate, with its figure raised on it. */
function badge(ctx: DrawContext, d: Detail, x: number, y: number, size: number): string {
  const { painter } = ctx;
  const metal = painter.ramp(d.hex ?? '#b4b8bc');
  const outline = d.shape ? motifOf(d.shape) : 'shield';
  const ink = mix(metal.deep, '#000000', 0.3);
  return (
    drawMotif(outline, x, y, size * 1.12, painter.ink(metal), 1) +
    drawMotif(outline, x, y, size, metal.base, 1) +
    drawMotif(outline, x - size * 0.06, y - size * 0.08, size * 0.7, metal.light, 0.35) +
    figureIn(ctx, d.motif, x, y + size * 0.02, size * 0.5, ink, 0.85)
  );
}

/** A medal on its ribbon: a short striped ribbon and a disc bearing the figure. */
function medal(ctx: DrawContext, d: Detail, x: number, y: number, size: number): string {
  const { painter } = ctx;
  const metal = painter.ramp(d.hex ?? '#c09a4a');
  const ribbon = painter.ramp(d.gem?.hex ?? '#8a2a2a');
  const w = size * 0.62;
  return (
    el('path', {
      d: `M${x - w / 2} ${y}L${x + w / 2} ${y}L${x + w / 2} ${y + size * 0.7}L${x} ${y + size * 0.85}L${x - w / 2} ${y + size * 0.7}Z`,
      fill: ribbon.base,
      ...painter.stroke(ribbon, 'detail'),
    }) +
    el('rect', {
      x: x - w * 0.12,
      y,
      width: w * 0.24,
      height: size * 0.78,
      fill: painter.color('#e8dcc0'),
      opacity: 0.85,
    }) +
    el('circle', {
      cx: x,
      cy: y + size * 1.2,
      r: size * 0.46,
      fill: painter.fill(metal, 'tl'),
      stroke: painter.ink(metal),
      'stroke-width': 1.3,
    }) +
    el('circle', {
      cx: x,
      cy: y + size * 1.2,
      r: size * 0.34,
      fill: 'none',
      stroke: metal.deep,
      'stroke-width': 0.8,
    }) +
    figureIn(ctx, d.motif ?? d.shape, x, y + size * 1.2, size * 0.5, mix(metal.deep, '#000000', 0.3), 0.8)
  );
}

/** Jewels and tokens worn at the neck: necklaces, beads, pendants, a chain of office. */
export function drawNeckJewels(ctx: DrawContext, neckLow: number): string {
  const { plan, fig, painter } = ctx;
  const { cx, neckW, shoulderY } = fig;
  const parts: string[] = [];
  for (const d of plan.looks.details ?? []) {
    const area = drawnArea(plan, d);
    if (area !== 'neck' && area !== 'chest') continue;
    const metal = painter.ramp(d.hex ?? '#d4a93a');
    const form = wornForm(d);
    switch (d.kind) {
      case 'necklace': {
        const low = Math.min(shoulderY + 6, neckLow - 4);
        const curve = smoothOpen([
          [cx - neckW * 0.5, shoulderY - 22],
          [cx, low],
          [cx + neckW * 0.5, shoulderY - 22],
        ]);
        if (form === 'pearls') {
          const beads: string[] = [];
          for (let i = 0; i <= 14; i++) {
            const t = i / 14;
            const bx = cx - neckW * 0.5 + neckW * t;
            const by = shoulderY - 22 + (low - shoulderY + 22) * (1 - (2 * t - 1) ** 2);
            beads.push(
              el('circle', {
                cx: bx,
                cy: by,
                r: 3.4,
                fill: painter.fill(metal, 'tl'),
                stroke: metal.deep,
                'stroke-width': 0.7,
              }),
            );
          }
          parts.push(mark(d, area, beads));
        } else if (form === 'torc') {
          parts.push(
            mark(d, area, [painter.line(curve, painter.ink(metal), 8), painter.line(curve, metal.base, 5.5)]),
          );
        } else {
          parts.push(
            mark(d, area, [
              painter.line(curve, metal.deep, 4.2),
              painter.line(curve, metal.base, 2.8, { 'stroke-dasharray': '3 1.5' }),
            ]),
          );
        }
        break;
      }
      case 'beads': {
        // A long string of round beads falling onto the chest, and a small token where it ends.
        const low = shoulderY + 40;
        const beads: string[] = [];
        for (let i = 0; i <= 18; i++) {
          const t = i / 18;
          const bx = cx - neckW * 0.55 + neckW * 1.1 * t;
          const by = shoulderY - 24 + (low - shoulderY + 24) * (1 - (2 * t - 1) ** 2);
          beads.push(
            el('circle', {
              cx: bx,
              cy: by,
              r: 4.2,
              fill: painter.fill(metal, 'tl'),
              stroke: metal.deep,
              'stroke-width': 0.8,
            }),
          );
        }
        if (/prayer|rosary/.test(d.noun ?? '')) {
          beads.push(
            painter.line(
              `M${cx} ${low + 3}L${cx} ${low + 22}M${cx - 6} ${low + 10}L${cx + 6} ${low + 10}`,
              metal.deep,
              3.2,
            ),
          );
        }
        parts.push(mark(d, area, beads));
        break;
      }
      case 'pendant':
      case 'ring': {
        const low = Math.min(shoulderY + 12, neckLow - 2);
        const size = d.keepsake ? 24 : 18;
        const drop =
          d.kind === 'ring'
            ? el('circle', { cx, cy: low + 6, r: 5, fill: 'none', stroke: metal.base, 'stroke-width': 2.4 })
            : wornThing(ctx, d, form, cx, low, size);
        parts.push(mark(d, area, [cordTo(ctx, d, cx, low, metal), drop]));
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
      default:
        break;
    }
  }
  return parts.join('');
}

/**
 * Things pinned on the chest (brooches, badges, medals), drawn over the hood's drape and the cloak, where a pin
 * would be: a brooch at the collar, others on the breast away from the hand that holds something.
 */
export function drawPinned(ctx: DrawContext): string {
  const { plan, fig, painter } = ctx;
  const { cx, shoulderY, shoulderW } = fig;
  const parts: string[] = [];
  const away = -plan.outfit.propSide as 1 | -1;
  let pinned = 0;
  let brooches = 0;
  for (const d of plan.looks.details ?? []) {
    if (drawnArea(plan, d) !== 'chest') continue;
    const area = 'chest' as const;
    const metal = painter.ramp(d.hex ?? '#d4a93a');
    const form = wornForm(d);
    switch (d.kind) {
      case 'brooch': {
        // A brooch at the collar; a second one (or a keepsake brooch) lower on the breast.
        // Under a raised hood or a long beard the collar is hidden: the brooch goes on the breast instead.
        const collarHidden =
          (plan.outfit.headwear === 'hood' && plan.outfit.hoodUp) ||
          (plan.beard !== null && ['full', 'long', 'braided', 'forked'].includes(plan.beard.style));
        const first = brooches === 0 && !collarHidden;
        brooches++;
        const x = first ? cx : cx + away * shoulderW * 0.34;
        const y = shoulderY + (plan.outfit.furCollar ? 24 : 20) + (first ? 0 : 22);
        if (form === 'shaped') {
          parts.push(mark(d, area, [wornThing(ctx, d, 'shaped', x, y - 18, 38)]));
          break;
        }
        const gem = d.gem ? painter.ramp(d.gem.hex) : null;
        parts.push(
          mark(d, area, [
            el('circle', {
              cx: x,
              cy: y,
              r: 11,
              fill: painter.fill(metal, 'tl'),
              stroke: painter.ink(metal),
              'stroke-width': 1.2,
            }),
            gem
              ? el('circle', {
                  cx: x,
                  cy: y,
                  r: 6.5,
                  fill: painter.fill(gem, 'tl'),
                  stroke: gem.deep,
                  'stroke-width': 1,
                })
              : el('circle', { cx: x, cy: y, r: 6.5, fill: 'none', stroke: metal.deep, 'stroke-width': 1.2 }),
            gem ? el('circle', { cx: x - 2, cy: y - 2, r: 1.8, fill: '#ffffff', opacity: 0.8 }) : '',
            d.motif && !gem ? figureIn(ctx, d.motif, x, y, 10, mix(metal.deep, '#000000', 0.3), 0.8) : '',
          ]),
        );
        break;
      }
      case 'badge': {
        const x = cx + away * shoulderW * 0.34;
        const y = shoulderY + 46 + pinned * 40;
        pinned++;
        parts.push(mark(d, area, [badge(ctx, d, x, y, 40)]));
        break;
      }
      case 'medal': {
        const x = cx + away * shoulderW * (0.34 - pinned * 0.1);
        const y = shoulderY + 18 + pinned * 10;
        pinned++;
        parts.push(mark(d, area, [medal(ctx, d, x, y, 30)]));
        break;
      }
      default:
        break;
    }
  }
  return parts.join('');
}

/** The earrings, the pipe and the spectacles the look names, drawn over the hair and the beard. */
export function drawFaceWear(ctx: DrawContext): string {
  const { plan, painter } = ctx;
  const parts: string[] = [drawBeardNeckMarks(ctx)];
  // Earrings of class (marks) and typed ones (details) both hang below the hair, where they can be seen.
  const ears = earLobes(ctx);
  for (const ring of plan.looks.marks.filter((m) => m.kind === 'earring')) {
    if (plan.ears === 'frill' || !ears) continue;
    const side = ring.side === 'right' ? -1 : 1;
    const lobe = side === 1 ? ears.left : ears.right;
    const metal = painter.ramp(ring.colour ?? '#d4a93a');
    parts.push(
      el('circle', {
        cx: lobe[0] - side * 1,
        cy: lobe[1] + 9,
        r: 5.5,
        fill: 'none',
        stroke: metal.base,
        'stroke-width': 2.4,
        'data-earring': ring.side ?? 'left',
      }),
    );
  }
  for (const d of plan.looks.details ?? []) {
    const area = drawnArea(plan, d);
    if (d.kind === 'earrings' && area === 'ear' && ears) {
      const metal = painter.ramp(d.hex ?? '#d4a93a');
      const sides: (1 | -1)[] = (d.count ?? 2) >= 2 || !d.side ? [1, -1] : [d.side === 'right' ? -1 : 1];
      const noun = d.noun ?? 'earrings';
      const drawn = sides.map((side) => {
        const [lx, ly] = side === 1 ? ears.left : ears.right;
        if (noun === 'studs')
          return el('circle', {
            cx: lx - side,
            cy: ly + 4,
            r: 3,
            fill: metal.light,
            stroke: metal.deep,
            'stroke-width': 0.9,
          });
        if (noun === 'drops')
          return (
            painter.line(`M${lx - side} ${ly + 3}L${lx - side} ${ly + 12}`, metal.deep, 1.4) +
            el('circle', {
              cx: lx - side,
              cy: ly + 16,
              r: 4.2,
              fill: painter.fill(metal, 'tl'),
              stroke: metal.deep,
              'stroke-width': 0.8,
            })
          );
        const r = noun === 'hoops' ? 8.5 : 6;
        return (
          el('circle', {
            cx: lx - side * 1,
            cy: ly + r + 2,
            r,
            fill: 'none',
            stroke: painter.ink(metal),
            'stroke-width': 3.6,
          }) +
          el('circle', {
            cx: lx - side * 1,
            cy: ly + r + 2,
            r,
            fill: 'none',
            stroke: metal.base,
            'stroke-width': 2.4,
          })
        );
      });
      parts.push(mark(d, 'ear', drawn));
    }
    if (d.kind === 'pipe' && area === 'mouth') parts.push(mark(d, 'mouth', [pipe(ctx, d)]));
    if (d.kind === 'spectacles' && area === 'face') parts.push(mark(d, 'face', [spectacles(ctx, d)]));
  }
  return parts.join('');
}

/** Where each ear's lobe is (the NPC's left is the viewer's right), or null for a face with no ears to hang from. */
function earLobes(ctx: DrawContext): { left: Pt; right: Pt } | null {
  if (ctx.plan.ears === 'frill') return null;
  const { shape } = earPoints(ctx);
  const lobe = shape[shape.length - 2]!;
  return { left: lobe, right: [2 * ctx.fig.cx - lobe[0], lobe[1]] };
}

/** A pipe held in the corner of the mouth: a stem out and down to a bowl, and a curl of smoke. */
function pipe(ctx: DrawContext, d: Detail): string {
  const { fig, painter } = ctx;
  const s: 1 | -1 = d.side === 'right' ? -1 : 1;
  const wood = painter.ramp(d.hex ?? '#5a3420');
  const long = /long|churchwarden/.test(d.noun ?? '');
  const x0 = fig.cx + s * fig.mouthW * 0.45;
  const y0 = fig.mouthY + 3;
  const len = long ? 70 : 44;
  const bx = x0 + s * len;
  const by = y0 + len * 0.42;
  const smoke = painter.line(
    smoothOpen([
      [bx, by - 18],
      [bx + s * 8, by - 34],
      [bx - s * 2, by - 50],
      [bx + s * 6, by - 66],
    ]),
    '#e8e8e8',
    3,
    { opacity: 0.45 },
  );
  return [
    painter.line(`M${x0} ${y0}L${bx - s * 6} ${by - 4}`, painter.ink(wood), 6),
    painter.line(`M${x0} ${y0}L${bx - s * 6} ${by - 4}`, wood.base, 3.6),
    el('path', {
      d: `M${bx - 9} ${by - 16}L${bx + 9} ${by - 16}L${bx + 7} ${by + 2}Q${bx} ${by + 7} ${bx - 7} ${by + 2}Z`,
      fill: painter.fill(wood, 'left'),
      stroke: painter.ink(wood),
      'stroke-width': 1.4,
    }),
    el('ellipse', { cx: bx, cy: by - 16, rx: 9, ry: 2.6, fill: '#2a1c14' }),
    smoke,
  ].join('');
}

/** Spectacles over both eyes, or a monocle over one, with their rims in their metal. */
function spectacles(ctx: DrawContext, d: Detail): string {
  const { fig, painter } = ctx;
  const rim = painter.ramp(d.hex ?? '#6a6a6e');
  const r = fig.eyeW * 1.15;
  const lens = (x: number) =>
    el('circle', {
      cx: x,
      cy: fig.eyeY,
      r,
      fill: '#ffffff',
      'fill-opacity': 0.12,
      stroke: rim.deep,
      'stroke-width': 2.4,
    });
  if (/monocle|eyeglass/.test(d.noun ?? '')) {
    const s: 1 | -1 = d.side === 'right' ? -1 : 1;
    const x = fig.cx + s * fig.eyeDX;
    return (
      lens(x) +
      painter.line(
        smoothOpen([
          [x + s * r * 0.7, fig.eyeY + r * 0.7],
          [x + s * r * 1.4, fig.eyeY + r * 2.2],
          [x + s * r * 1.2, fig.chinY],
        ]),
        rim.base,
        1.2,
      )
    );
  }
  const xl = fig.cx - fig.eyeDX;
  const xr = fig.cx + fig.eyeDX;
  return [
    lens(xl),
    lens(xr),
    painter.line(
      `M${xl + r} ${fig.eyeY - 2}Q${fig.cx} ${fig.eyeY - r * 0.5} ${xr - r} ${fig.eyeY - 2}`,
      rim.deep,
      2.2,
    ),
    painter.line(`M${xl - r} ${fig.eyeY - 2}L${fig.cx - fig.hw * 0.98} ${fig.eyeY - 4}`, rim.deep, 2),
    painter.line(`M${xr + r} ${fig.eyeY - 2}L${fig.cx + fig.hw * 0.98} ${fig.eyeY - 4}`, rim.deep, 2),
  ].join('');
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
