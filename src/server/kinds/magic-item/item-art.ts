// Magic item pictures drawn in code: a seeded plan of the item's looks, its family's silhouette fitted to the
// frame, a halo and aura in the rarity's colour, the element's motes, all in the art style's world.
import type { MagicItemData } from '../../../shared/kinds/magic-item.js';
import { mix } from '../../art/color.js';
import { drawFinish, drawFrame } from '../../art/frames.js';
import { aura, halo } from '../../art/glow.js';
import { glyphColumn, glyphRow } from '../../art/glyphs.js';
import type { Pt } from '../../art/path.js';
import { el, group, num } from '../../art/svg.js';
import { createItemContext } from './art/context.js';
import { FAMILY_DRAWERS } from './art/drawers.js';
import { type Box, elementEffects, rarityGlints } from './art/effects.js';
import { planItem } from './art/plan.js';

export type ItemArtInput = Pick<
  MagicItemData,
  'type' | 'subtype' | 'rarity' | 'damageType' | 'tags' | 'artStyle'
> & {
  /** The description of its looks; material words in it ('a blade of black obsidian') are honoured. */
  appearance?: string;
  /** The materials and colours the record decided; when present they are painted as they are written. */
  look?: MagicItemData['look'];
};

const SIZE = 512;

/** The transform that turns the drawing by `rotate` and scales it so its larger side fills `fill` of the frame. */
function fitToFrame(
  points: readonly Pt[],
  rotate: number,
  fill: number,
  stretch: readonly [number, number] = [1, 1],
): { transform: string; box: Box; scale: number } {
  const a = (rotate * Math.PI) / 180;
  const cos = Math.cos(a);
  const sin = Math.sin(a);
  let minX = Number.POSITIVE_INFINITY;
  let minY = Number.POSITIVE_INFINITY;
  let maxX = Number.NEGATIVE_INFINITY;
  let maxY = Number.NEGATIVE_INFINITY;
  const [sx, sy] = stretch;
  for (const [px, py] of points) {
    const x = px * sx;
    const y = py * sy;
    const rx = x * cos - y * sin;
    const ry = x * sin + y * cos;
    minX = Math.min(minX, rx);
    minY = Math.min(minY, ry);
    maxX = Math.max(maxX, rx);
    maxY = Math.max(maxY, ry);
  }
  if (!Number.isFinite(minX))
    return { transform: '', box: { x: 64, y: 64, width: 384, height: 384 }, scale: 1 };
  const w = maxX - minX;
  const h = maxY - minY;
  const scale = (SIZE * fill) / Math.max(w, h, 1);
  const mx = (minX + maxX) / 2;
  const my = (minY + maxY) / 2;
  const stretched = sx !== 1 || sy !== 1 ? ` scale(${num(sx)} ${num(sy)})` : '';
  const transform = `translate(${SIZE / 2} ${SIZE / 2}) scale(${num(scale)}) translate(${num(-mx)} ${num(-my)})${rotate ? ` rotate(${num(rotate)})` : ''}${stretched}`;
  return {
    transform,
    scale,
    box: {
      x: SIZE / 2 - (w * scale) / 2,
      y: SIZE / 2 - (h * scale) / 2,
      width: w * scale,
      height: h * scale,
    },
  };
}

/** A band of runes along the drawing's long axis, through its middle (for drawers with no rune place of their own). */
function runeBand(ctx: ReturnType<typeof createItemContext>): string {
  const xs = ctx.extent.map(([x]) => x);
  const ys = ctx.extent.map(([, y]) => y);
  if (xs.length === 0) return '';
  const [x0, x1, y0, y1] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const cx = (x0 + x1) / 2;
  const cy = (y0 + y1) / 2;
  const tall = y1 - y0 > (x1 - x0) * 1.3;
  const rng = ctx.rng('rune-band');
  return tall
    ? ctx.runes(glyphColumn(rng, cx, y0 + (y1 - y0) * 0.3, y0 + (y1 - y0) * 0.7, 12, 16, ctx.hand), 1.8)
    : ctx.runes(glyphRow(rng, x0 + (x1 - x0) * 0.25, x1 - (x1 - x0) * 0.25, cy, 12, 16, ctx.hand, 6), 1.8);
}

/** Draws a square 512 x 512 SVG of a magic item; the same input and seed always give the same SVG. */
export function drawMagicItem(item: ItemArtInput, seed: number): string {
  const plan = planItem(item, seed);
  const ctx = createItemContext(plan);
  const { painter, doc } = ctx;
  const drawing = FAMILY_DRAWERS[plan.family](ctx);
  // Runes the record names, on a drawer that has no place of its own for them: a band across the middle.
  if (plan.decided?.runes && !drawing.markup.includes('data-part="runes"')) drawing.markup += runeBand(ctx);
  // Two items of one request are never one silhouette: each seed draws the shape a little broader or slimmer,
  // taller or squatter, within what the words allow.
  const proportion = ctx.rng('proportion');
  const stretch = [proportion.range(0.84, 1.16), proportion.range(0.92, 1.08)] as const;
  const { transform, box } = fitToFrame(ctx.extent, plan.rotate, drawing.fill ?? 0.78, stretch);
  const look = plan.look;
  const cx = box.x + box.width / 2;
  const cy = box.y + box.height / 2;
  const fx = elementEffects(plan, box, ctx.rng('effects'));
  const layers = [
    group(
      { 'data-layer': 'backdrop' },
      drawFrame(
        painter,
        plan.style.frame,
        {
          backdrop: plan.backdrop,
          accent: ctx.ramps.trim.base,
          glow: look.color,
          focus: [SIZE / 2, SIZE / 2],
        },
        ctx.rng('frame'),
      ),
    ),
    group({ 'data-layer': 'aura' }, [
      // Kept to the middle of the picture: the halo carries the colour out to the silhouette's edge.
      aura(
        doc,
        cx,
        cy,
        box.width * 0.3 + 60,
        box.height * 0.3 + 60,
        look.color,
        0.25 + look.strength * 0.6,
        look.strength > 0.8 ? mix(look.accent, '#ffffff', 0.3) : undefined,
      ),
      fx.back,
      drawing.grounded
        ? el('ellipse', {
            cx,
            cy: box.y + box.height + 4,
            rx: box.width * 0.42,
            ry: 10,
            fill: '#000000',
            opacity: 0.28,
          })
        : '',
    ]),
    group({ 'data-layer': 'halo' }, halo(ctx.outlines, look.color, look.strength, transform)),
    // What was painted, as attributes, so tests can hold the picture to the record's words.
    group(
      {
        'data-layer': 'item',
        transform,
        'data-family': plan.family,
        'data-main': plan.main,
        'data-main-colour': plan.tints.main ?? '',
        'data-trim': plan.trim,
        'data-grip': plan.grip,
        'data-grip-colour': plan.tints.grip ?? '',
        'data-glass-colour': plan.tints.glass ?? '',
        'data-trim-colour': plan.tints.trim ?? '',
        'data-magic': plan.magic.glow,
        // What the drawer drew from the record: its shape, size, seal, field, device (see art/context.ts drawn).
        ...Object.fromEntries(Object.entries(ctx.drawn).map(([k, v]) => [`data-drawn-${k}`, v])),
      },
      drawing.markup,
    ),
    group({ 'data-layer': 'magic' }, [fx.front, rarityGlints(plan, box, ctx.rng('glints'))]),
    drawFinish(painter, plan.style.frame, ctx.rng('finish')),
  ];
  return doc.render(layers);
}
