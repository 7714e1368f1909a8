// Style-aware painting: turns "a body of this colour, lit from the top left" into fills, shadows, outlines
// and textures for the active art style, so drawing code never branches on the style itself.
import type { ArtStyleDef } from './art-styles.js';
import { hexToHsl, hslToHex, mix, type ToneRamp, toneRamp } from './color.js';
import { bounds, type Pt, smoothClosed, translatePoints } from './path.js';
import { type Attrs, el, group, num, type SvgDoc } from './svg.js';

export type LineWeight = 'outer' | 'inner' | 'detail';

/** Bodies smaller than this (px², by bounding box) skip the clipped form shadow. */
const SMALL_BODY_AREA = 1600;
/** Bodies larger than this get the painterly brush texture. */
const TEXTURED_BODY_AREA = 9000;

/** Where the light comes from, as the gradient direction across a body. */
export type LightDir = 'tl' | 'top' | 'left' | 'right';

const LIGHT_VECTORS: Record<LightDir, [number, number, number, number]> = {
  tl: [0.15, 0, 0.85, 1],
  top: [0.5, 0, 0.5, 1],
  left: [0, 0.5, 1, 0.5],
  right: [1, 0.5, 0, 0.5],
};

export interface BodySpec {
  /** Landmarks of the outline (smoothed); used for the shape, its clip and its cast shadow. */
  points: readonly Pt[];
  ramp: ToneRamp;
  /** Outline weight; 'none' draws no outline. */
  weight?: LineWeight | 'none';
  light?: LightDir;
  /** How far the lit copy is shifted to carve the shadow (the shadow shows where it is not covered). */
  shadowOffset?: readonly [number, number];
  /** 0 disables the form shadow; 1 is the style's normal strength. */
  shadow?: number;
  /** A fill that replaces the style's own (a pattern, a fixed colour). */
  fill?: string;
  /** Markup drawn inside the body, clipped to it (folds, markings, highlights). */
  inner?: readonly string[];
  /** Markup drawn over the body, before its outline. */
  over?: readonly string[];
  tension?: number;
  /** An outline to use instead of the smoothed points (scallops, sharp facets); points still carve the shadow. */
  d?: string;
  /** false keeps brush marks off this body (skin is blended smooth even in a painterly picture). */
  texture?: boolean;
  /** Fill rule for `d` (evenodd cuts holes: a hood's face opening, a mask's eye holes). */
  evenodd?: boolean;
  attrs?: Attrs;
}

export class Painter {
  constructor(
    readonly doc: SvgDoc,
    readonly style: ArtStyleDef,
  ) {}

  /** A colour as this style sees it (saturation, value shift, unifying tint). */
  color(hex: string): string {
    const p = this.style.palette;
    const c = hexToHsl(hex);
    const treated = hslToHex({ h: c.h, s: c.s * p.saturation, l: c.l + p.lightness });
    return p.tintAmount > 0 ? mix(treated, p.tint, p.tintAmount) : treated;
  }

  /** The style's tone ramp for a material colour. */
  ramp(hex: string, contrast = 1): ToneRamp {
    const p = this.style.palette;
    return toneRamp(this.color(hex), { contrast: p.contrast * contrast, hueShift: p.hueShift });
  }

  /** The fill of a lit body: a gradient in the smooth styles, a flat base where flat values are the look. */
  fill(ramp: ToneRamp, light: LightDir = 'tl'): string {
    const [x1, y1, x2, y2] = LIGHT_VECTORS[light];
    switch (this.style.shading) {
      case 'cel':
      case 'hatch':
        return ramp.base;
      case 'subtle':
        return this.doc.linearGradient({
          x1,
          y1,
          x2,
          y2,
          stops: [
            { offset: 0, color: mix(ramp.base, ramp.light, 0.55) },
            { offset: 0.5, color: ramp.base },
            { offset: 1, color: mix(ramp.base, ramp.shade, 0.7) },
          ],
        });
      default:
        return this.doc.linearGradient({
          x1,
          y1,
          x2,
          y2,
          stops: [
            { offset: 0, color: ramp.light },
            { offset: 0.45, color: ramp.base },
            { offset: 1, color: ramp.shade },
          ],
        });
    }
  }

  /** The line colour for a material. */
  ink(ramp: ToneRamp): string {
    return this.style.outline.ink === 'ink' ? this.style.outline.inkColor : ramp.line;
  }

  lineWidth(weight: LineWeight): number {
    return this.style.outline[weight];
  }

  /** Stroke attributes for an outline of this weight (none when the style draws none). */
  stroke(ramp: ToneRamp, weight: LineWeight): Attrs {
    const width = this.lineWidth(weight);
    if (width <= 0) return {};
    return {
      stroke: this.ink(ramp),
      'stroke-width': width,
      'stroke-opacity': this.style.outline.opacity < 1 ? this.style.outline.opacity : undefined,
      'stroke-linejoin': 'round',
      'stroke-linecap': 'round',
    };
  }

  /** An outline-only path; sketchy styles go over it twice. */
  outline(d: string, ramp: ToneRamp, weight: LineWeight, extra: Attrs = {}): string {
    const s = this.stroke(ramp, weight);
    if (!s.stroke) return this.softEdge(d, ramp, weight);
    const main = el('path', { d, fill: 'none', ...s, ...extra });
    if (!this.style.outline.sketch || weight === 'detail') return main;
    const w = this.lineWidth(weight);
    return (
      main +
      el('path', {
        d,
        fill: 'none',
        ...s,
        ...extra,
        'stroke-width': w * 0.6,
        'stroke-opacity': 0.4,
        transform: `translate(${num(w * 0.9)} ${num(-w * 0.6)})`,
      })
    );
  }

  /** Painterly styles have no ink: a translucent darker edge keeps forms readable without a line. */
  private softEdge(d: string, ramp: ToneRamp, weight: LineWeight): string {
    if (this.style.shading !== 'brush' || weight === 'detail') return '';
    return el('path', {
      d,
      fill: 'none',
      stroke: ramp.deep,
      'stroke-width': weight === 'outer' ? 2.4 : 1.4,
      'stroke-opacity': 0.35,
      'stroke-linejoin': 'round',
    });
  }

  /** A stroked line in a fixed colour (eyelids, mouths, wrinkles, stitching). */
  line(d: string, color: string, width: number, extra: Attrs = {}): string {
    const scale = this.style.shading === 'cel' ? 1.25 : 1;
    const base: Attrs = {
      d,
      fill: 'none',
      stroke: color,
      'stroke-width': width * scale,
      'stroke-linecap': 'round',
      'stroke-linejoin': 'round',
    };
    const main = el('path', { ...base, ...extra });
    if (!this.style.outline.sketch) return main;
    return (
      main +
      el('path', {
        ...base,
        ...extra,
        'stroke-width': width * 0.5,
        'stroke-opacity': 0.35,
        transform: 'translate(1 -0.7)',
      })
    );
  }

  /** A lit, shaded and outlined body: the workhorse of every figure. */
  body(spec: BodySpec): string {
    const b = bounds(spec.points);
    const size = this.doc.size;
    // Wholly off the canvas: nothing to draw, and resvg-js 2.6 can abort the process on clipped groups whose
    // content lies outside the view (thx/resvg-js#413), so such a body is not emitted at all.
    if (b.x > size || b.y > size || b.x + b.width < 0 || b.y + b.height < 0) return '';
    const d = spec.d ?? smoothClosed(spec.points, spec.tension ?? 1);
    const fill = spec.fill ?? this.fill(spec.ramp, spec.light ?? 'tl');
    const rule = spec.evenodd ? 'evenodd' : undefined;
    const parts: string[] = [el('path', { d, fill, 'fill-rule': rule, ...spec.attrs })];
    // Every clipped group costs resvg an offscreen layer, so small bodies (a thumb, a rivet, a tusk) keep
    // their gradient but skip the carved shadow, and only large ones carry a brush texture.
    const area = b.width * b.height;
    const small = area < SMALL_BODY_AREA;
    const inner: string[] = [];
    const strength = spec.shadow ?? 1;
    if (strength > 0 && !small)
      inner.push(this.formShadow(spec.points, spec.ramp, spec.shadowOffset ?? [-10, -8], strength));
    if (spec.inner) {
      // Nested clip groups are what trips resvg-js#413; a body's inner marks must be plain shapes, and nested
      // bodies go in `over` instead.
      if (spec.inner.some((m) => m.includes('clip-path=')))
        throw new Error('Painter.body: nested clipped body in `inner`');
      inner.push(...spec.inner);
    }
    if (this.style.shading === 'brush' && spec.texture !== false && area > TEXTURED_BODY_AREA)
      inner.push(this.brushTexture(spec.points));
    const innerMarkup = inner.filter(Boolean);
    if (innerMarkup.length) {
      parts.push(
        small && !spec.evenodd
          ? innerMarkup.join('')
          : group({ 'clip-path': this.doc.clip(d, rule) }, innerMarkup),
      );
    }
    if (spec.over) parts.push(...spec.over);
    const weight = spec.weight ?? 'outer';
    if (weight !== 'none') parts.push(this.outline(d, spec.ramp, weight));
    return parts.join('');
  }

  /**
   * The form shadow of a body, to be drawn clipped to it: the part of the body not covered by a copy of it
   * moved toward the light. One evenodd path of the body and its moved copy (their difference; the sliver on
   * the lit side falls outside the clip), so resvg fills only the slivers, not a frame around the body.
   * Hard in cel, hatched in concept art, fading toward the light in the smooth styles.
   */
  formShadow(points: readonly Pt[], ramp: ToneRamp, offset: readonly [number, number], strength = 1): string {
    const [dx, dy] = offset;
    const d = smoothClosed(points) + smoothClosed(translatePoints(points, dx, dy));
    const shape = (fill: string, opacity: number) =>
      el('path', { d, fill, 'fill-rule': 'evenodd', 'fill-opacity': Math.min(1, opacity * strength) });
    // The fade runs from the lit side (transparent) to the far side, across the body's own box.
    const len = Math.hypot(dx, dy) || 1;
    const ux = -dx / len;
    const uy = -dy / len;
    const fade = (color: string, from: number) =>
      this.doc.linearGradient({
        x1: 0.5 - ux * 0.5,
        y1: 0.5 - uy * 0.5,
        x2: 0.5 + ux * 0.5,
        y2: 0.5 + uy * 0.5,
        stops: [
          { offset: from, color, opacity: 0 },
          { offset: 1, color },
        ],
      });
    switch (this.style.shading) {
      case 'cel':
        // One hard shadow tone, pushed darker than the soft styles' so it reads at a glance.
        return shape(mix(ramp.shade, ramp.deep, 0.3), 1);
      case 'hatch': {
        // Hatch a band along the side farthest from the light: where the crescent lies, not across the middle.
        const b = bounds(points);
        const w = b.width * 0.3;
        const h = b.height * 0.78;
        const x = dx < 0 ? b.x + b.width - w : b.x;
        const y = dy < 0 ? b.y + b.height - h : b.y;
        return shape(ramp.shade, 0.45) + this.hatch(x, y, w, h);
      }
      case 'subtle':
        return shape(fade(ramp.shade, 0.35), 0.55);
      case 'brush':
        return shape(fade(ramp.deep, 0.3), 0.55);
      default:
        return shape(fade(ramp.deep, 0.3), 0.65);
    }
  }

  /** A soft round light or shadow (blush, eye socket, glow): a radial fade, or a flat patch in cel. */
  blob(cx: number, cy: number, rx: number, ry: number, color: string, opacity: number): string {
    if (this.style.shading === 'cel') {
      return el('ellipse', { cx, cy, rx: rx * 0.7, ry: ry * 0.7, fill: color, opacity: opacity * 0.8 });
    }
    const fill = this.doc.radialGradient({
      stops: [
        { offset: 0, color, opacity },
        { offset: 1, color, opacity: 0 },
      ],
    });
    return el('ellipse', { cx, cy, rx, ry, fill });
  }

  /** A highlight shape: hard and bright in cel, translucent elsewhere. */
  highlight(d: string, ramp: ToneRamp, strength = 1): string {
    const opacity = (this.style.shading === 'cel' ? 0.9 : 0.55) * strength * Math.max(0.4, this.style.shine);
    return el('path', { d, fill: mix(ramp.light, '#ffffff', 0.35), opacity });
  }

  /**
   * Diagonal pencil hatching over a box, as one path of strokes (resvg fills patterns several times slower
   * than it strokes a few dozen lines). `stroke` may be a gradient so the hatching fades in toward a shadow.
   */
  hatch(
    x: number,
    y: number,
    width: number,
    height: number,
    stroke: string = this.style.outline.inkColor,
    spacing = 5,
  ): string {
    const lines: string[] = [];
    // Lines at about 60 degrees: x shifts by `height * 0.55` from the top of the box to its bottom.
    const slant = height * 0.55;
    for (let x0 = x - slant; x0 < x + width; x0 += spacing) {
      lines.push(`M${num(x0)} ${num(y + height)}L${num(x0 + slant)} ${num(y)}`);
    }
    return el('path', {
      d: lines.join(''),
      fill: 'none',
      stroke,
      'stroke-width': 0.9,
      'stroke-opacity': 0.55,
    });
  }

  /** A few broad translucent brush marks across a body: paint worked on with a loaded brush. */
  brushTexture(points: readonly Pt[]): string {
    const b = bounds(points);
    // Placed by a tiny generator seeded from the body's box, so the same body always gets the same marks.
    let state = Math.floor(b.x * 73 + b.y * 151 + b.width * 7 + b.height) >>> 0;
    const rand = () => {
      state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
      return state / 4294967296;
    };
    const marks: string[] = [];
    const count = Math.min(9, 3 + Math.floor((b.width * b.height) / 6000));
    for (let i = 0; i < count; i++) {
      const x = b.x + rand() * b.width;
      const y = b.y + rand() * b.height;
      const len = 18 + rand() * 34;
      const light = i % 2 === 0;
      marks.push(
        el('path', {
          d: `M${num(x)} ${num(y)}q${num(len * 0.5)} ${num(-len * 0.28 - 3)} ${num(len)} ${num(-len * 0.45)}`,
          fill: 'none',
          stroke: light ? '#ffffff' : '#000000',
          'stroke-width': 5 + rand() * 6,
          'stroke-linecap': 'round',
          'stroke-opacity': light ? 0.12 : 0.08,
        }),
      );
    }
    return marks.join('');
  }

  /** Content clipped to an outline. */
  within(d: string, content: readonly string[]): string {
    const inner = content.filter(Boolean);
    if (inner.some((m) => m.includes('clip-path='))) throw new Error('Painter.within: nested clip group');
    return inner.length ? group({ 'clip-path': this.doc.clip(d) }, inner) : '';
  }
}
