// The faction's emblem drawn in code from its arms, emblem style and motto: the shield with its field, division,
// ordinary and charges, the style's rim, shading and ornaments, and the motto on a ribbon in drawn letters.
import type {
  Arms,
  FactionData,
  FactionEmblemStyle,
  ProperTincture,
  Tincture,
} from '../../../shared/kinds/faction.js';
import { type ArtRng, createArtRng, hashString } from '../../art/art-rng.js';
import { darken, lighten } from '../../art/color.js';
import { capHeight, fitSize, textPath } from '../../art/lettering.js';
import type { Pt } from '../../art/path.js';
import { el, group, num, SvgDoc } from '../../art/svg.js';
import { chargeGround, isMetal } from './emblem/arms.js';
import { type ChargeArt, chargeArt } from './emblem/charges/charge-art.js';
import { chargePlaces, divisionRegion, ordinaryRegion, secondPlaces } from './emblem/ordinaries.js';
import { type ShieldGeometry, shieldGeometry } from './emblem/shields.js';
import {
  detailInk,
  EMBLEM_STYLES,
  type EmblemStyleDef,
  evenRim,
  type ScrollLook,
  type StyleContext,
  tinctureFill,
} from './emblem/styles.js';

/** The raster width (and height: the emblem is square) the server stores. */
export const EMBLEM_WIDTH = 800;
/** The drawing's own units. */
const SIZE = 1000;

/** Room each style keeps above the shield for its crest (a mitre, a gem, a cartouche's shell). */
const TOP_ROOM: Record<FactionEmblemStyle, number> = {
  fantasy: 30,
  medieval: 20,
  dark: 40,
  elegant: 70,
  tribal: 30,
  arcane: 90,
  religious: 190,
  military: 40,
};
/** Room below the shield for the motto ribbon. */
const MOTTO_ROOM = 140;

interface Layout {
  k: number;
  ox: number;
  oy: number;
}

function layout(style: FactionEmblemStyle, hasMotto: boolean): Layout {
  const margin = 56;
  const avail = SIZE - 2 * margin - TOP_ROOM[style] - (hasMotto ? MOTTO_ROOM : 0);
  const k = Math.min(2.75, avail / 240);
  const oy = margin + TOP_ROOM[style] + (avail - 240 * k) / 2;
  return { k, ox: SIZE / 2 - 100 * k, oy };
}

/** Where a polygon's left or right side crosses the height `fraction` of the shield (its widest point if none). */
function edgeAt(polygon: readonly Pt[], fraction: number, side: -1 | 1): Pt {
  const y = 240 * fraction;
  let best: number | null = null;
  for (let i = 0; i < polygon.length; i++) {
    const a = polygon[i]!;
    const b = polygon[(i + 1) % polygon.length]!;
    if (a[1] > y === b[1] > y) continue;
    const x = a[0] + ((y - a[1]) / (b[1] - a[1])) * (b[0] - a[0]);
    if (best === null || (side < 0 ? x < best : x > best)) best = x;
  }
  return [best ?? (side < 0 ? 0 : 200), y];
}

const pathOfPoints = (pts: readonly Pt[]) =>
  `${pts.map((p, i) => `${i ? 'L' : 'M'}${num(p[0])} ${num(p[1])}`).join('')}Z`;

/** The natural colours of the metals heraldry has no tincture for, borne proper. */
const PROPER_COLOURS: Record<ProperTincture, string> = { copper: '#b4663a', bronze: '#a27a3c' };

/** A proper metal painted as the style paints its metals: flat, softly shaded or polished. */
function properFill(doc: SvgDoc, style: EmblemStyleDef, proper: ProperTincture): string {
  const base = PROPER_COLOURS[proper];
  if (style.finish === 'flat') return base;
  return doc.linearGradient({
    x1: 0.1,
    y1: 0,
    x2: 0.9,
    y2: 1,
    stops: [
      { offset: 0, color: lighten(base, 0.3) },
      { offset: 0.35, color: lighten(base, 0.45) },
      { offset: 0.55, color: base },
      { offset: 1, color: darken(base, 0.3) },
    ],
  });
}

/** One charge drawn at its place: each layer filled in the tincture and outlined, then its lines and marks. */
function drawCharge(
  art: ChargeArt,
  charge: Arms['charge']['type'],
  tincture: Tincture,
  place: { x: number; y: number; size: number },
  style: EmblemStyleDef,
  doc: SvgDoc,
  k: number,
  options: { proper?: ProperTincture | undefined; second?: boolean } = {},
): string {
  const s = place.size / 100;
  const unit = k * s;
  const { proper, second } = options;
  const fill = proper ? properFill(doc, style, proper) : tinctureFill(doc, style, tincture, 'charge');
  const ink = style.ink;
  const detail = detailInk(style, tincture);
  const outline = style.outline / unit;
  const fine = style.detail / unit;
  const parts: string[] = [];
  // Glossy styles lift the charge off the field with a soft cast shadow.
  if (style.finish === 'gloss') {
    const silhouette = art.layers.map((l) => l.d).join('');
    parts.push(
      el('path', {
        d: silhouette,
        transform: `translate(${num(5 / unit)} ${num(7 / unit)})`,
        fill: '#000000',
        'fill-opacity': 0.28,
        stroke: '#000000',
        'stroke-opacity': 0.28,
        'stroke-width': outline,
        'stroke-linejoin': 'round',
      }),
    );
  }
  for (const layer of art.layers) {
    if (layer.d)
      parts.push(
        el('path', { d: layer.d, fill, stroke: ink, 'stroke-width': outline, 'stroke-linejoin': 'round' }),
      );
    if (layer.lines)
      parts.push(
        el('path', {
          d: layer.lines,
          fill: 'none',
          stroke: detail,
          'stroke-width': fine,
          'stroke-linecap': 'round',
          'stroke-linejoin': 'round',
        }),
      );
    if (layer.marks) parts.push(el('path', { d: layer.marks, fill: detail }));
  }
  // A second charge is marked apart from the main charges (`data-charge` counts the main ones); a proper charge
  // is marked with the colour it is painted in.
  return group(
    {
      [second ? 'data-second-charge' : 'data-charge']: charge,
      'data-tincture': proper ?? tincture,
      transform: `translate(${num(place.x - place.size / 2)} ${num(place.y - place.size / 2)}) scale(${num(s)})`,
    },
    parts,
  );
}

/** The field, division, ordinary and charges, in shield units (the caller clips and places them). */
function drawArms(
  arms: Arms,
  g: ShieldGeometry,
  style: EmblemStyleDef,
  doc: SvgDoc,
  k: number,
  /** A hidden faction's charges are drawn smaller, discreet on their dark field. */
  chargeScale: number,
): string {
  const out: string[] = [];
  const inkLine = (d: string) =>
    el('path', {
      d,
      fill: 'none',
      stroke: style.ink,
      'stroke-width': (style.outline * 0.9) / k,
      'stroke-linejoin': 'round',
    });
  out.push(
    el('rect', {
      x: -10,
      y: -10,
      width: 220,
      height: 260,
      fill: tinctureFill(doc, style, arms.field, 'field'),
      'data-tincture': arms.field,
      'data-part': 'field',
    }),
  );
  const division = divisionRegion(g, arms.division.type, arms.division.line);
  if (division) {
    out.push(
      el('path', {
        d: division.d,
        fill: tinctureFill(doc, style, arms.division.tincture, 'field'),
        'fill-rule': 'evenodd',
        'data-division': arms.division.type,
        'data-line': arms.division.line,
        'data-tincture': arms.division.tincture,
      }),
      inkLine(division.d),
    );
  }
  const ordinary = ordinaryRegion(g, arms.ordinary.type, arms.ordinary.line);
  if (ordinary) {
    out.push(
      el('path', {
        d: ordinary.d,
        fill: tinctureFill(doc, style, arms.ordinary.tincture, 'ordinary'),
        'fill-rule': 'evenodd',
        'data-ordinary': arms.ordinary.type,
        'data-line': arms.ordinary.line,
        'data-tincture': arms.ordinary.tincture,
      }),
      inkLine(ordinary.d),
    );
  }
  const ground = chargeGround(arms);
  if (ground.on !== 'none') {
    const art = chargeArt(arms.charge.type);
    const charges = chargePlaces(arms, g).map((place) =>
      drawCharge(
        art,
        arms.charge.type,
        arms.charge.tincture,
        // Strewn and counted charges are already sized to their rows.
        { ...place, size: place.size * (arms.charge.count > 3 ? 1 : chargeScale) },
        style,
        doc,
        k,
        { proper: arms.charge.proper },
      ),
    );
    out.push(group({ 'data-charges': arms.charge.count, 'data-ground': ground.on }, charges));
  }
  const second = arms.second;
  if (second) {
    const art = chargeArt(second.type);
    const seconds = secondPlaces(arms, g).map((place) =>
      drawCharge(art, second.type, second.tincture, place, style, doc, k, {
        proper: second.proper,
        second: true,
      }),
    );
    out.push(group({ 'data-second-charges': second.count, 'data-ground': 'ordinary' }, seconds));
  }
  return out.join('');
}

/** The light over the whole shield: a lit upper dexter, a darker foot and edges, a gloss on enamel styles. */
function shading(ctx: StyleContext, style: EmblemStyleDef): string {
  const { doc } = ctx;
  const x0 = ctx.ox;
  const y0 = ctx.oy;
  const w = 200 * ctx.k;
  const h = 240 * ctx.k;
  const box = { x: x0 - 10, y: y0 - 10, width: w + 20, height: h + 20 };
  const parts = [
    el('rect', {
      ...box,
      fill: doc.linearGradient({
        x1: 0.15,
        y1: 0,
        x2: 0.85,
        y2: 1,
        stops: [
          { offset: 0, color: '#ffffff', opacity: style.finish === 'flat' ? 0.08 : 0.16 },
          { offset: 0.45, color: '#ffffff', opacity: 0 },
          { offset: 1, color: '#000000', opacity: style.finish === 'flat' ? 0.18 : 0.32 },
        ],
      }),
    }),
    el('rect', {
      ...box,
      fill: doc.radialGradient({
        cx: 0.45,
        cy: 0.4,
        r: 0.62,
        stops: [
          { offset: 0.6, color: '#000000', opacity: 0 },
          { offset: 1, color: '#000000', opacity: style === EMBLEM_STYLES.dark ? 0.55 : 0.28 },
        ],
      }),
    }),
  ];
  if (style.finish === 'gloss') {
    parts.push(
      el('ellipse', {
        cx: x0 + w * 0.34,
        cy: y0 + h * 0.2,
        rx: w * 0.38,
        ry: h * 0.16,
        transform: `rotate(-24 ${num(x0 + w * 0.34)} ${num(y0 + h * 0.2)})`,
        fill: doc.radialGradient({
          stops: [
            { offset: 0, color: '#ffffff', opacity: 0.3 },
            { offset: 1, color: '#ffffff', opacity: 0 },
          ],
        }),
      }),
    );
  }
  return parts.join('');
}

// ---- The motto ribbon ----

/** Bends flat text onto an arc: x runs along it, y away from its centre (the arc curves up at its ends). */
function warp(d: string, cx: number, baseY: number, radius: number): string {
  return d.replace(/(-?[\d.]+) (-?[\d.]+)/g, (_, xs: string, ys: string) => {
    const x = Number(xs);
    const y = Number(ys);
    const theta = (x - cx) / radius;
    const r = radius + (y - baseY);
    return `${num(cx + r * Math.sin(theta))} ${num(baseY - radius + r * Math.cos(theta))}`;
  });
}

/** Letters the drawn fonts lack, written as the ones they have (accents are dropped by the lettering itself). */
const LATIN: Record<string, string> = {
  Æ: 'AE',
  æ: 'ae',
  Œ: 'OE',
  œ: 'oe',
  Ø: 'O',
  ø: 'o',
  ß: 'ss',
  Þ: 'Th',
  þ: 'th',
  Ð: 'D',
  ð: 'd',
  Ł: 'L',
  ł: 'l',
  Đ: 'D',
  đ: 'd',
};
const latin = (text: string) => text.replace(/[ÆæŒœØøßÞþÐðŁłĐđ]/g, (ch) => LATIN[ch] ?? ch);

/** Splits a long motto into two lines at the space nearest its middle. */
function twoLines(text: string): [string, string] {
  const mid = text.length / 2;
  let best = -1;
  for (let i = 0; i < text.length; i++)
    if (text[i] === ' ' && (best < 0 || Math.abs(i - mid) < Math.abs(best - mid))) best = i;
  return best < 0 ? [text, ''] : [text.slice(0, best), text.slice(best + 1)];
}

/** The motto ribbon hung just below `shieldBottom` (canvas units). */
function drawScroll(motto: string, look: ScrollLook, shieldBottom: number): string {
  const cx = SIZE / 2;
  const R = 1200;
  const text = latin(look.upper ? motto.toUpperCase() : motto);
  const tracking = look.upper ? 0.08 : 0.02;
  const largest = look.font === 'italic' ? 42 : 36;
  // One line on a ribbon that widens for longer mottos; two lines on a deeper ribbon when one would be too small.
  let halfWidth = 330;
  let lines = [text];
  let size = fitSize(text, look.font, largest, 2 * halfWidth * 0.86, tracking);
  if (size < 26) {
    halfWidth = 372;
    size = fitSize(text, look.font, largest, 2 * halfWidth * 0.86, tracking);
  }
  if (size < 22) {
    lines = twoLines(text).filter(Boolean);
    size = Math.min(...lines.map((l) => fitSize(l, look.font, 30, 2 * halfWidth * 0.84, tracking)));
  }
  const h = lines.length === 1 ? 66 : 58 + size * 1.5;
  const cy = Math.min(SIZE - 50 - h * 0.9, shieldBottom + 16 + h / 2);
  const theta = halfWidth / R;
  const at = (t: number, r: number): Pt => [cx + r * Math.sin(t), cy - R + r * Math.cos(t)];
  const n = 24;
  const top: Pt[] = [];
  const bottom: Pt[] = [];
  for (let i = 0; i <= n; i++) {
    const t = -theta + (2 * theta * i) / n;
    top.push(at(t, R - h / 2));
    bottom.push(at(t, R + h / 2));
  }
  const band = pathOfPoints([...top, ...bottom.slice().reverse()]);
  const ends = [-1, 1].map((side) => {
    const t = side * theta;
    const endTop = at(t, R - h / 2);
    const endBottom = at(t, R + h / 2);
    // Along the arc, outward, and across it, downward.
    const tx = Math.cos(t) * side;
    const ty = -Math.sin(t) * side;
    const nx = Math.sin(t);
    const ny = Math.cos(t);
    const drop = h * 0.42;
    const p0: Pt = [endTop[0] - tx * 30 + nx * drop, endTop[1] - ty * 30 + ny * drop];
    const p1: Pt = [p0[0] + tx * 100, p0[1] + ty * 100];
    const p3: Pt = [p1[0] + nx * h, p1[1] + ny * h];
    const notch: Pt = [p1[0] + nx * h * 0.5 - tx * 30, p1[1] + ny * h * 0.5 - ty * 30];
    const p4: Pt = [p0[0] + nx * h, p0[1] + ny * h];
    const tail = pathOfPoints([p0, p1, notch, p3, p4]);
    const fold = pathOfPoints([endTop, endBottom, p4, [p4[0] - tx * 30, p4[1] - ty * 30]]);
    return { tail, fold };
  });
  const stroke = { stroke: look.edge, 'stroke-width': 3.5, 'stroke-linejoin': 'round' as const };
  const cap = capHeight(look.font, size);
  const gap = size * 1.35;
  const letters = lines
    .map((line, i) => {
      const baseline = cy + cap / 2 + (i - (lines.length - 1) / 2) * gap;
      return warp(
        textPath({ text: line, font: look.font, size, x: cx, y: baseline, anchor: 'middle', tracking }),
        cx,
        cy,
        R,
      );
    })
    .join('');
  const sheen = pathOfPoints([
    ...top,
    ...top
      .slice()
      .reverse()
      .map((p) => [p[0], p[1] + 6] as Pt),
  ]);
  return group({ 'data-motto': motto }, [
    ...ends.map((e) => el('path', { d: e.tail, fill: look.back, ...stroke })),
    ...ends.map((e) => el('path', { d: e.fold, fill: darken(look.back, 0.25), ...stroke })),
    el('path', { d: band, fill: look.face, ...stroke }),
    el('path', { d: sheen, fill: '#ffffff', 'fill-opacity': 0.18 }),
    el('path', { d: letters, fill: look.text }),
  ]);
}

/**
 * A square SVG (1000 units, rastered at EMBLEM_WIDTH) of the faction's emblem. What the arms show comes from
 * `faction.arms` alone; the seed only moves small rendering details (scratches, grain, runes). Data attributes
 * name what is drawn: `data-tincture` on every painted region, `data-charge` on each charge, `data-ordinary`,
 * `data-division`, `data-motto`.
 */
export function drawEmblem(faction: FactionData, seed: number): string {
  const arms = faction.arms;
  const styleId = faction.emblemStyle;
  const style = EMBLEM_STYLES[styleId];
  const g = shieldGeometry(arms.shield);
  const motto = faction.motto.trim();
  const hidden = faction.secrecy === 'secret' || faction.secrecy === 'clandestine';
  const { k, ox, oy } = layout(styleId, motto.length > 0);
  const rng: ArtRng = createArtRng(seed, `emblem/${styleId}`);
  const prefix = `fe${hashString(`${faction.name}/${seed}/${styleId}/${JSON.stringify(arms)}`).toString(36)}`;
  const doc = new SvgDoc(SIZE, prefix);
  const toCanvas = (p: Pt): Pt => [ox + p[0] * k, oy + p[1] * k];
  const outline = pathOfPoints(g.polygon.map(toCanvas));
  const fx = ox + 100 * k;
  const fy = oy + 120 * k;
  const secondary =
    arms.division.type !== 'none'
      ? arms.division.tincture
      : arms.ordinary.type !== 'none'
        ? arms.ordinary.tincture
        : arms.charge.tincture;
  const ctx: StyleContext = {
    doc,
    rng,
    g,
    k,
    ox,
    oy,
    outline,
    rimPoints: (count, inset = 0) => evenRim(g.polygon.map(toCanvas), count, inset, fx, fy),
    edgeAt: (fraction, side) => toCanvas(edgeAt(g.polygon, fraction, side)),
    primary: arms.field,
    secondary: secondary === arms.field ? (isMetal(arms.field) ? 'sable' : 'argent') : secondary,
    size: SIZE,
  };
  const shadowDepth = styleId === 'dark' ? 1.8 : 1;
  const body = [
    group({ 'data-layer': 'backdrop' }, style.backdrop(ctx)),
    group({ 'data-layer': 'behind' }, style.behind(ctx)),
    el('path', {
      d: outline,
      transform: `translate(${num(10 * shadowDepth)} ${num(18 * shadowDepth)})`,
      fill: '#000000',
      'fill-opacity': 0.32 * Math.min(1.4, shadowDepth),
      stroke: '#000000',
      'stroke-opacity': 0.18,
      'stroke-width': 40,
      'stroke-linejoin': 'round',
    }),
    group(
      {
        'data-layer': 'arms',
        'data-shield': arms.shield,
        transform: `translate(${num(ox)} ${num(oy)}) scale(${num(k)})`,
      },
      group(
        { 'clip-path': doc.clip(g.d) },
        drawArms(arms, g, style, doc, k, hidden && arms.charge.count === 1 ? 0.78 : 1),
      ),
    ),
    group({ 'data-layer': 'surface', 'clip-path': doc.clip(outline) }, [
      style.texture(ctx),
      shading(ctx, style),
    ]),
    group({ 'data-layer': 'rim' }, style.rim(ctx)),
    group({ 'data-layer': 'crest' }, style.front(ctx)),
  ];
  if (motto) {
    const bottom = oy + (g.shape === 'round' ? 220 : 240) * k;
    body.push(drawScroll(motto, style.scroll, bottom));
  }
  return doc
    .render(body)
    .replace(
      /^<svg[^>]*>/,
      `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${SIZE} ${SIZE}" width="${EMBLEM_WIDTH}" height="${EMBLEM_WIDTH}" data-emblem-style="${styleId}" data-shield="${arms.shield}">`,
    );
}
