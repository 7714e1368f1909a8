// What every item drawer draws with: the plan, the style's painter, tone ramps of the item's materials, light
// turned to the item's pose, seeded streams, and parts that remember their outline (for the rarity halo) and
// their extent (so the picture can be fitted to the frame).
import { type ArtRng, createArtRng } from '../../../art/art-rng.js';
import { mix, type ToneRamp } from '../../../art/color.js';
import { type GlyphHand, glyphColumn } from '../../../art/glyphs.js';
import { MATERIALS, type MaterialId, materialFill, materialRamp } from '../../../art/materials.js';
import { type BodySpec, type LightDir, Painter } from '../../../art/paint.js';
import { circlePath, type Pt, polyline, smoothClosed } from '../../../art/path.js';
import { el, SvgDoc } from '../../../art/svg.js';
import type { ItemPlan } from './plan.js';

export interface ItemRamps {
  main: ToneRamp;
  trim: ToneRamp;
  grip: ToneRamp;
  wood: ToneRamp;
  leather: ToneRamp;
  cloth: ToneRamp;
  /** The item's magic colour as a material (gems, liquid, crystal heads). */
  gem: ToneRamp;
  glass: ToneRamp;
  paper: ToneRamp;
  bone: ToneRamp;
  /** The set stone the record names (its own colour), else the magic colour for items without a record. */
  stone: ToneRamp;
}

export interface PartSpec extends Omit<BodySpec, 'light' | 'shadowOffset'> {
  /** Paints the body as this material (banded metal, clear glass) unless `fill` is given. */
  material?: MaterialId;
  light?: LightDir;
  shadowOffset?: readonly [number, number];
  /** false keeps this part out of the rarity halo (strings, loose chains). */
  glow?: boolean;
}

export interface ItemCtx {
  plan: ItemPlan;
  painter: Painter;
  doc: SvgDoc;
  ramps: ItemRamps;
  /** Where the light comes from in the drawing's own (unrotated) frame. */
  light: LightDir;
  /** Unit vector toward the light in the drawing's frame. */
  toLight: readonly [number, number];
  /** How much ornament to spend (0 plain .. 5 lavish), from the rarity. */
  ornament: number;
  /** Whether to set stones where a drawer may: the record's stone when it has one, else from the rarity. */
  gems: boolean;
  /** Outlines of the solid parts, for the halo. */
  outlines: string[];
  /** Landmarks of everything drawn, for fitting the picture to the frame. */
  extent: Pt[];
  rng(label: string): ArtRng;
  /** A lit, shaded, outlined part that joins the halo and the fitting. */
  part(spec: PartSpec): string;
  /** Counts points toward the picture's extent without drawing them (strings, chains). */
  track(points: readonly Pt[]): void;
  /** The style's glowing (or inked) mark for runes and engravings along `d`. */
  runes(d: string, width?: number): string;
  /** A column of runes in the style's hand between two heights on x = cx. */
  runeColumn(cx: number, top: number, bottom: number, w: number, h: number, label: string): string;
  /** A cut gem in the magic colour in a setting of the trim metal. */
  gem(
    cx: number,
    cy: number,
    r: number,
    cut?: 'round' | 'oval' | 'marquise' | 'square',
    setting?: boolean,
  ): string;
  /** Round rivet heads. */
  rivets(points: readonly Pt[], r: number, ramp?: ToneRamp): string;
  /** The style's line for a fine mark of a material (seams, grain, engraving). */
  mark(d: string, ramp: ToneRamp, width?: number, opacity?: number): string;
  hand: GlyphHand;
  /** What the drawer drew, by name ('shape' -> 'vial'), written on the picture for tests to read. */
  drawn: Record<string, string>;
  /** Wraps markup as one named part with its colour, so the picture says what it drew. */
  tagPart(name: string, markup: string, colour?: string): string;
}

function lightFor(rotate: number): { light: LightDir; toLight: [number, number] } {
  // The world's light is at the top left; seen from a frame turned by `rotate` degrees it comes from the
  // direction turned back by as much.
  const a = (-rotate * Math.PI) / 180;
  const wx = -Math.SQRT1_2;
  const wy = -Math.SQRT1_2;
  const toLight: [number, number] = [
    wx * Math.cos(a) - wy * Math.sin(a),
    wx * Math.sin(a) + wy * Math.cos(a),
  ];
  const light: LightDir = Math.abs(rotate) < 20 ? 'tl' : rotate > 0 ? 'left' : 'top';
  return { light, toLight };
}

export function createItemContext(plan: ItemPlan): ItemCtx {
  const doc = new SvgDoc(512, plan.idPrefix);
  const painter = new Painter(doc, plan.style);
  const root = createArtRng(plan.seed, `${plan.idPrefix}/parts`);
  const { light, toLight } = lightFor(plan.rotate);
  const outlines: string[] = [];
  const extent: Pt[] = [];
  const glow = plan.style.glow;
  const ramps: ItemRamps = {
    main: materialRamp(
      painter,
      plan.main,
      plan.tints.main ??
        (plan.main === 'wood'
          ? plan.wood
          : plan.main === 'leather'
            ? plan.leather
            : plan.main === 'cloth'
              ? plan.cloth
              : undefined),
    ),
    trim: materialRamp(painter, plan.trim, plan.tints.trim),
    grip: materialRamp(
      painter,
      plan.grip,
      plan.tints.grip ??
        (plan.grip === 'wood' ? plan.wood : plan.grip === 'leather' ? plan.leather : undefined),
    ),
    wood: materialRamp(painter, 'wood', plan.wood),
    leather: materialRamp(painter, 'leather', plan.leather),
    cloth: materialRamp(painter, 'cloth', plan.cloth),
    gem: painter.ramp(plan.magic.glow, 1.3),
    glass: materialRamp(painter, 'glass', plan.tints.glass),
    paper: painter.ramp('#e8d8b0', 0.9),
    bone: materialRamp(painter, 'bone'),
    stone: plan.decided?.stone ? painter.ramp(plan.decided.stone, 1.3) : painter.ramp(plan.magic.glow, 1.3),
  };
  const decided = plan.decided;
  const tagPart = (name: string, markup: string, colour?: string): string =>
    markup ? el('g', { 'data-part': name, ...(colour ? { 'data-colour': colour } : {}) }, markup) : '';
  /** Glowing (or cut) marks along a path: the runes themselves. */
  function runeMarks(d: string, width: number): string {
    if (!glow) {
      // Styles without magic light cut the marks in: a dark groove with a lit lower lip.
      return (
        el('path', {
          d,
          fill: 'none',
          stroke: ramps.trim.deep,
          'stroke-width': width * 1.2,
          'stroke-linecap': 'round',
          'stroke-linejoin': 'round',
        }) +
        el('path', {
          d,
          fill: 'none',
          stroke: mix(plan.magic.glow, ramps.trim.base, 0.5),
          'stroke-width': width * 0.6,
          'stroke-linecap': 'round',
          'stroke-linejoin': 'round',
          opacity: 0.9,
        })
      );
    }
    return (
      el('path', {
        d,
        fill: 'none',
        stroke: plan.magic.glow,
        'stroke-width': width * 3.2,
        'stroke-linecap': 'round',
        'stroke-linejoin': 'round',
        opacity: 0.35,
      }) +
      el('path', {
        d,
        fill: 'none',
        stroke: mix(plan.magic.glow, '#ffffff', 0.55),
        'stroke-width': width,
        'stroke-linecap': 'round',
        'stroke-linejoin': 'round',
      })
    );
  }
  /** A cut gem in the stone's colour in a setting of the trim metal. */
  function drawGem(
    cx: number,
    cy: number,
    r: number,
    cut: 'round' | 'oval' | 'marquise' | 'square',
    setting: boolean,
  ): string {
    const g = ramps.stone;
    const rx = cut === 'oval' ? r * 0.78 : cut === 'marquise' ? r * 0.55 : r;
    const ry = r;
    const pts: Pt[] =
      cut === 'square'
        ? [
            [cx - r * 0.8, cy - r * 0.8],
            [cx + r * 0.8, cy - r * 0.8],
            [cx + r * 0.8, cy + r * 0.8],
            [cx - r * 0.8, cy + r * 0.8],
          ]
        : cut === 'marquise'
          ? [
              [cx, cy - ry, 'corner'],
              [cx + rx, cy],
              [cx, cy + ry, 'corner'],
              [cx - rx, cy],
            ]
          : Array.from({ length: 8 }, (_, i): Pt => {
              const a = (i / 8) * Math.PI * 2;
              return [cx + Math.cos(a) * rx, cy + Math.sin(a) * ry];
            });
    const parts: string[] = [];
    if (setting) {
      const s = 1 + Math.max(2.5, r * 0.22) / r;
      const ring = pts.map(([x, y]): Pt => [cx + (x - cx) * s, cy + (y - cy) * s]);
      parts.push(
        painter.body({
          points: ring,
          ramp: ramps.trim,
          weight: 'inner',
          shadow: 0,
          d: cut === 'square' ? polyline(ring, true) : undefined,
        }),
      );
      extent.push(...ring);
    } else extent.push(...pts);
    const d = cut === 'square' ? polyline(pts, true) : smoothClosed(pts);
    const shading = painter.style.shading;
    const fill =
      shading === 'cel' || shading === 'hatch'
        ? g.base
        : doc.radialGradient({
            cx: 0.4,
            cy: 0.35,
            r: 0.7,
            stops: [
              { offset: 0, color: mix(g.light, '#ffffff', 0.35) },
              { offset: 0.45, color: g.base },
              { offset: 1, color: mix(g.deep, decided?.stone ? g.deep : plan.magic.deep, 0.5) },
            ],
          });
    parts.push(el('path', { d, fill, ...painter.stroke(g, 'detail') }));
    // Facets: a table and lines to the girdle, which is what says "cut stone" rather than "bead".
    if (r > 7) {
      const t = 0.45;
      parts.push(
        el('path', {
          d:
            cut === 'square'
              ? polyline(
                  pts.map(([x, y]): Pt => [cx + (x - cx) * t, cy + (y - cy) * t]),
                  true,
                )
              : smoothClosed(pts.map(([x, y]): Pt => [cx + (x - cx) * t, cy + (y - cy) * t])),
          fill: 'none',
          stroke: mix(g.light, '#ffffff', 0.3),
          'stroke-width': 1,
          opacity: 0.55,
        }),
      );
    }
    parts.push(
      el('path', {
        d: circlePath(cx - rx * 0.32, cy - ry * 0.36, Math.max(1.2, r * 0.22)),
        fill: '#ffffff',
        opacity: 0.85,
      }),
    );
    return parts.join('');
  }
  /** A plain domed stud of the trim metal, where a stone would sit on an item that has none. */
  function stud(cx: number, cy: number, r: number): string {
    const pts = Array.from(
      { length: 10 },
      (_, i): Pt => [cx + Math.cos((i / 10) * Math.PI * 2) * r, cy + Math.sin((i / 10) * Math.PI * 2) * r],
    );
    extent.push(...pts);
    return painter.body({
      points: pts,
      ramp: ramps.trim,
      weight: 'inner',
      shadow: 0,
      light,
      shadowOffset: [0, 0],
      fill: materialFill(painter, plan.trim, ramps.trim, light),
    });
  }
  const ctx: ItemCtx = {
    plan,
    painter,
    doc,
    ramps,
    light,
    toLight,
    // Runes the record names are drawn whatever the rarity: a rare item's runes show wherever a drawer has them.
    ornament: plan.decided?.runes ? Math.max(plan.look.ornament, 3) : plan.look.ornament,
    gems: plan.decided ? Boolean(plan.decided.stone) : plan.look.ornament >= 1,
    outlines,
    extent,
    hand: plan.itemStyle.hand,
    drawn: {},
    tagPart,
    rng: (label) => root.fork(label),
    track(points) {
      extent.push(...points);
    },
    part(spec) {
      const lightDir = spec.light ?? light;
      const offset = spec.shadowOffset ?? [toLight[0] * 9, toLight[1] * 9];
      const fill =
        spec.fill ?? (spec.material ? materialFill(painter, spec.material, spec.ramp, lightDir) : undefined);
      const markup = painter.body({ ...spec, light: lightDir, shadowOffset: offset, fill });
      extent.push(...spec.points);
      if (spec.glow !== false) outlines.push(spec.d ?? smoothClosed(spec.points, spec.tension ?? 1));
      return markup;
    },
    runes(d, width = 2.2) {
      if (!d) return '';
      // A record that names no runes gets none; one that names them gets them marked as such.
      if (decided && !decided.runes) return '';
      if (decided) return tagPart('runes', runeMarks(d, width));
      return runeMarks(d, width);
    },
    runeColumn(cx, top, bottom, w, h, label) {
      return ctx.runes(
        glyphColumn(root.fork(`runes/${label}`), cx, top, bottom, w, h, plan.itemStyle.hand),
        Math.max(1.2, w * 0.16),
      );
    },
    gem(cx, cy, r, cut = 'round', setting = true) {
      // A record that names no stone has a plain stud of its fittings' metal where a stone would sit.
      if (decided && !decided.stone) return stud(cx, cy, r * 0.75);
      const markup = drawGem(cx, cy, r, cut, setting);
      return decided ? tagPart('stone', markup, decided.stone) : markup;
    },
    rivets(points, r, ramp = ramps.trim) {
      let d = '';
      let lit = '';
      for (const [x, y] of points) {
        d += circlePath(x, y, r);
        lit += circlePath(x + toLight[0] * r * 0.35, y + toLight[1] * r * 0.35, r * 0.4);
      }
      return (
        el('path', { d, fill: ramp.base, ...painter.stroke(ramp, 'detail') }) +
        el('path', { d: lit, fill: mix(ramp.light, '#ffffff', 0.4), opacity: 0.8 })
      );
    },
    mark(d, ramp, width = painter.lineWidth('detail'), opacity = 0.8) {
      return painter.line(d, painter.ink(ramp), Math.max(0.8, width), { opacity });
    },
  };
  return ctx;
}

/** Whether a material is a metal (for choosing banded shine or flat grain). */
export const isMetal = (id: MaterialId) => MATERIALS[id].kind === 'metal';

/** A family's drawing in its own frame, and how it sits in the picture. */
export interface ItemDrawing {
  markup: string;
  /** Fraction of the frame its larger side fills (0.78 unless a family needs air around it). */
  fill?: number;
  /** Stands on the ground (a potion, a lantern) and casts a shadow below. */
  grounded?: boolean;
}

export type ItemDrawer = (ctx: ItemCtx) => ItemDrawing;
