// Paints a planned town in one map style: layers from the ground up, shapes of one colour merged into one path.
import type { TownData } from '../../../../shared/kinds/town.js';
import { type ArtRng, createArtRng } from '../../../art/art-rng.js';
import { darken, lighten, mix } from '../../../art/color.js';
import { smoothClosed, smoothOpen } from '../../../art/path.js';
import { group, type SvgDoc } from '../../../art/svg.js';
import type { Building, Garden } from './buildings.js';
import { centroid, dist, lerpP, type P, type Poly, pointInPoly, segDist, simplify } from './geometry.js';
import { drawIsometricBuildings, ISO_UP } from './isometric.js';
import { drawLandmark } from './landmarks.js';
import { contourPaths, type Landscape } from './landscape.js';
import { coord, el, xy } from './path-data.js';
import type { TownPlan } from './plan.js';
import {
  drawCanyon,
  drawCliffs,
  drawDunes,
  drawGlacier,
  drawMarsh,
  drawMountains,
  drawRuins,
  drawVolcano,
  drawWaterfall,
} from './render-land.js';
import { GROUND_COLOURS, type MapStyleDef, terrainTone } from './styles.js';

export const polyD = (poly: readonly P[], closed = true) => {
  if (poly.length === 0) return '';
  let d = `M${xy(poly[0]![0], poly[0]![1])}`;
  for (let i = 1; i < poly.length; i++) d += `L${xy(poly[i]![0], poly[i]![1])}`;
  return closed ? `${d}Z` : d;
};

/** Wraps `children` in a group naming the feature it draws, so a test can find every feature the layout names. */
const feature = (name: string, children: string | readonly string[]) => {
  const inner = typeof children === 'string' ? children : children.join('');
  return inner ? el('g', { 'data-feature': name }, inner) : '';
};

/** Jitters vertices for the hand-made styles; deterministic through its own stream. */
function wobbler(style: MapStyleDef, rng: ArtRng) {
  return (poly: readonly P[], amount = style.wobble): P[] =>
    amount
      ? poly.map((p) => [p[0] + rng.jitter(0, amount), p[1] + rng.jitter(0, amount)] as P)
      : (poly as P[]);
}

/** Lines across a convex polygon along `angle`, `gap` apart (furrows, hatching). */
export function hatch(poly: Poly, angle: number, gap: number): string {
  const dir: P = [Math.cos(angle), Math.sin(angle)];
  const n: P = [-dir[1], dir[0]];
  const offs = poly.map((p) => p[0] * n[0] + p[1] * n[1]);
  const lo = Math.min(...offs);
  const hi = Math.max(...offs);
  let d = '';
  for (let o = lo + gap / 2; o < hi; o += gap) {
    const hits: number[] = [];
    for (let i = 0; i < poly.length; i++) {
      const a = poly[i]!;
      const b = poly[(i + 1) % poly.length]!;
      const oa = a[0] * n[0] + a[1] * n[1] - o;
      const ob = b[0] * n[0] + b[1] * n[1] - o;
      if (oa < 0 !== ob < 0) {
        const t = oa / (oa - ob);
        const q = lerpP(a, b, t);
        hits.push(q[0] * dir[0] + q[1] * dir[1]);
      }
    }
    if (hits.length < 2) continue;
    const s = Math.min(...hits);
    const e = Math.max(...hits);
    if (e - s < 2) continue;
    const at = (t: number): P => [n[0] * o + dir[0] * t, n[1] * o + dir[1] * t];
    const p1 = at(s + 1);
    const p2 = at(e - 1);
    d += `M${coord(p1[0])} ${coord(p1[1])}L${coord(p2[0])} ${coord(p2[1])}`;
  }
  return d;
}

/**
 * Spacing of tree crowns in a wood: across a row, and between rows. A little apart, with the dark floor showing
 * between them, they read as canopy at a quarter fewer crowns (the costliest thing resvg drew in wooded country).
 */
const CROWN_DX = 34;
const CROWN_DY = 29;
export const circleD = (p: P, r: number) =>
  `M${coord(p[0] - r)} ${coord(p[1])}a${coord(r)} ${coord(r)} 0 1 0 ${coord(2 * r)} 0a${coord(r)} ${coord(r)} 0 1 0 ${coord(-2 * r)} 0Z`;
/** A conifer seen from above and a little to the side: a pointed crown. */
const conD = (p: P, r: number) =>
  `M${xy(p[0], p[1] - r * 1.25)}L${xy(p[0] + r * 0.85, p[1] + r * 0.7)}L${xy(p[0] - r * 0.85, p[1] + r * 0.7)}Z`;

export interface RenderInput {
  town: TownData;
  plan: TownPlan;
  land: Landscape;
  buildings: Building[];
  gardens: Garden[];
  style: MapStyleDef;
  doc: SvgDoc;
}

export function renderMap(input: RenderInput): string[] {
  const { town, plan, land, style, doc } = input;
  const rng = createArtRng(plan.rng.seed, 'render');
  const wob = wobbler(style, rng.fork('wobble'));
  const tone = plan.terrain.tone;
  const tinted = (c: string) => terrainTone(c, tone, mix, town.mapStyle);
  const landscape = town.layout.landscape;
  const has = (f: string) => landscape.includes(f as never);
  const [x0, y0, x1, y1] = plan.box;
  const layers: string[] = [];
  // Rock: red-brown in warm country, blue-grey under snow.
  const rockTone = mix(
    tinted(style.land),
    tone === 'snow' ? '#8d98a3' : GROUND_COLOURS.rock,
    tone === 'snow' ? 0.55 : 0.45,
  );
  const sandTone = mix(tinted(style.land), GROUND_COLOURS.sand, 0.5);

  // Open water first, with the land laid over it: ripple lines then need no clipping (clips are slow in resvg).
  let ground = drawSea(input, tinted(style.land), wob);
  if (tone === 'snow') ground = feature('landscape:snow', ground);
  if (has('desert')) ground = feature('landscape:desert', ground);
  layers.push(ground);
  if (style.wash) layers.push(drawWashes(input, wob));

  // Fields: four tones merged by tone; furrows in the pen styles and the fantasy one.
  const fieldD = ['', '', '', ''];
  let furrows = '';
  for (const f of land.fields) {
    const poly = wob(f.poly);
    fieldD[f.tone] += polyD(poly);
    if (!style.contours && !style.wash) furrows += hatch(f.poly, f.angle, style.fieldOutline ? 9 : 7);
  }
  const fieldsGroup = group({ id: 'town-map-fields' }, [
    // Only the pen styles outline their fields: elsewhere the tone against the land already draws the edge.
    ...fieldD.map((d, i) =>
      d
        ? el('path', {
            d,
            fill: tinted(style.fields[i]!),
            stroke: style.fieldOutline ? style.inkSoft : undefined,
            'stroke-width': style.fieldOutline ? style.fine : undefined,
            // Watercolour: a translucent wash laid a little off the drawing, as a painter's brush is.
            opacity: style.wash ? 0.72 : undefined,
            transform: style.wash ? 'translate(3 2)' : undefined,
          })
        : '',
    ),
    // Watercolour: pigment dries darker at a wash's edge.
    style.wash
      ? el('path', {
          d: fieldD.join(''),
          fill: 'none',
          stroke: darken(tinted(style.fields[1]), 0.18),
          'stroke-width': 1.8,
          opacity: 0.45,
          'stroke-linejoin': 'round',
        })
      : '',
    furrows
      ? el('path', {
          d: furrows,
          fill: 'none',
          stroke: style.fieldOutline ? style.inkSoft : darken(tinted(style.fields[0]), 0.16),
          'stroke-width': style.fine * 0.8,
          opacity: style.fieldOutline ? 0.5 : 0.6,
        })
      : '',
  ]);
  layers.push(has('plains') ? feature('landscape:plains', fieldsGroup) : fieldsGroup);

  // Contours over the fields (they are the point of the style), under the woods and the town.
  if (style.contours) {
    const { minor, major } = contourPaths(plan, land.height, 16);
    layers.push(
      group({ id: 'town-map-contours' }, [
        el('path', { d: minor, fill: 'none', stroke: style.inkSoft, 'stroke-width': 0.9, opacity: 0.55 }),
        el('path', { d: major, fill: 'none', stroke: style.inkSoft, 'stroke-width': 1.6, opacity: 0.8 }),
      ]),
    );
  }

  layers.push(drawCanyon(plan, style, rockTone));
  layers.push(drawWoods(input, tinted, rng.fork('canopy')));

  // Relief: hachured hills, mountain ranges, marsh, dunes and ruins.
  let hillD = '';
  let hillShade = '';
  for (const h of land.hills) {
    const [x, y] = h.p;
    hillD += `M${coord(x - h.r)} ${coord(y)}Q${coord(x)} ${coord(y - h.r * 1.1)} ${coord(x + h.r)} ${coord(y)}`;
    for (let k = 1; k <= 3; k++) {
      const sx = x + (h.r * k) / 4;
      hillShade += `M${coord(sx)} ${coord(y - h.r * 0.5 * (1 - (k / 4) ** 2) - 2)}l${coord(h.r * 0.12)} ${coord(h.r * 0.3)}`;
    }
  }
  layers.push(
    group({ id: 'town-map-relief' }, [
      drawMarsh(land, style),
      drawDunes(land, style, sandTone, has('dunes') ? 'landscape:dunes' : 'dunes'),
      feature('landscape:hills', [
        hillD
          ? el('path', { d: hillD, fill: 'none', stroke: style.inkSoft, 'stroke-width': style.medium * 1.2 })
          : '',
        hillShade
          ? el('path', { d: hillShade, fill: 'none', stroke: style.inkSoft, 'stroke-width': style.fine })
          : '',
      ]),
      drawMountains(land, style, rockTone, tone === 'snow'),
      drawRuins(land, style, rng.fork('ruins')),
    ]),
  );
  layers.push(drawGlacier(plan, style));
  layers.push(drawVolcano(plan, style, rng.fork('volcano')));
  layers.push(drawCliffs(plan.terrain.cliffs, style, rng.fork('cliffs'), 'landscape:cliffs'));
  layers.push(drawFjordCliffs(plan, style, rng.fork('fjord')));
  layers.push(drawRivers(input));
  layers.push(drawWaterfall(plan, style));

  // Roads out of town: an ink casing under a paper-coloured road.
  const roadD = plan.roads.map((r) => smoothOpen(wob(r, style.wobble * 0.5))).join('');
  let roads = group({ id: 'town-map-roads' }, [
    el('path', {
      d: roadD,
      fill: 'none',
      stroke: style.inkSoft,
      'stroke-width': plan.streetWidth * 2 + style.medium * 2,
      'stroke-linecap': 'round',
      'stroke-linejoin': 'round',
    }),
    el('path', {
      d: roadD,
      fill: 'none',
      stroke: tinted(style.street),
      'stroke-width': plan.streetWidth * 2,
      'stroke-linecap': 'round',
      'stroke-linejoin': 'round',
    }),
  ]);
  if (has('crossroads')) roads = feature('landscape:crossroads', roads);
  if (has('road')) roads = feature('landscape:road', roads);
  layers.push(roads);

  // Squares and greens, then the main streets as paved bands with a fine edge, so they read even between dense
  // blocks: those from the gates and bridges broadest, those from the districts a little narrower.
  const plaza = plan.cells[plan.plazaCell]!;
  const squares: string[] = [];
  if (plaza.kind === 'plaza')
    squares.push(
      el('path', { d: polyD(wob(plaza.poly)), fill: style.plaza, stroke: 'none', id: 'town-map-square' }),
    );
  if (plaza.kind === 'green')
    squares.push(
      el('path', {
        d: polyD(wob(plaza.poly)),
        fill: tinted(style.plaza),
        stroke: 'none',
        id: 'town-map-square',
      }),
    );
  const mainD = plan.mainStreets
    .filter((s) => s.from !== 'district')
    .map((s) => polyD(s.path, false))
    .join('');
  const sideD = plan.mainStreets
    .filter((s) => s.from === 'district')
    .map((s) => polyD(s.path, false))
    .join('');
  const streetFill = tinted(style.street);
  for (const [d, w] of [
    [sideD, plan.streetWidth * 1.5],
    [mainD, plan.streetWidth * 2.1],
  ] as const) {
    if (!d) continue;
    squares.push(
      el('path', {
        d,
        fill: 'none',
        stroke: darken(streetFill, 0.22),
        'stroke-width': w + style.fine * 2.4,
        'stroke-linecap': 'round',
        'stroke-linejoin': 'round',
      }),
      el('path', {
        d,
        fill: 'none',
        stroke: streetFill,
        'stroke-width': w,
        'stroke-linecap': 'round',
        'stroke-linejoin': 'round',
      }),
    );
  }
  const gardenD = input.gardens.map((g: Garden) => polyD(wob(g.poly))).join('');
  squares.push(
    el('path', {
      d: gardenD,
      fill: tinted(style.green),
      stroke: style.fieldOutline ? style.inkSoft : 'none',
      'stroke-width': style.fine,
    }),
  );
  layers.push(group({ id: 'town-map-squares', 'data-main-streets': plan.mainStreets.length }, squares));

  layers.push(style.extrude ? drawIsometricBuildings(input) : drawBuildings(input, wob));

  // Trees: canopy discs with a shadow to one side (the light comes from the top left, as on most maps).
  let treeD = '';
  let shadowD = '';
  const conifers = land.woodKind === 'conifer';
  for (const t of land.trees) {
    treeD += conifers ? conD(t.p, t.r) : circleD(t.p, t.r);
    shadowD += circleD([t.p[0] + t.r * 0.3, t.p[1] + t.r * 0.35], t.r);
  }
  for (const g of input.gardens) {
    const c = centroid(g.poly);
    treeD += circleD(c, 5);
    shadowD += circleD([c[0] + 1.5, c[1] + 1.8], 5);
  }
  let palmD = '';
  for (const t of land.palms) {
    for (let k = 0; k < 5; k++) {
      const a = (k / 5) * Math.PI * 2 + 0.3;
      palmD += `M${xy(t.p[0], t.p[1])}q${coord(Math.cos(a - 0.5) * t.r * 0.7)} ${coord(Math.sin(a - 0.5) * t.r * 0.7)} ${coord(Math.cos(a) * t.r * 1.2)} ${coord(Math.sin(a) * t.r * 1.2)}`;
    }
  }
  const treeFill = tone === 'snow' ? mix(style.tree, '#eef2f4', 0.35) : style.tree;
  layers.push(
    group({ id: 'town-map-trees' }, [
      style.wash || !shadowD
        ? ''
        : el('path', { d: shadowD, fill: darken(style.treeInk, 0.05), opacity: 0.28 }),
      treeD
        ? el('path', {
            d: treeD,
            fill: treeFill,
            stroke: style.wash ? 'none' : style.treeInk,
            'stroke-width': style.fine,
            opacity: style.wash ? 0.8 : 1,
          })
        : '',
      palmD
        ? el('path', {
            d: palmD,
            fill: 'none',
            stroke: darken(style.tree, 0.15),
            'stroke-width': 2.4,
            'stroke-linecap': 'round',
          })
        : '',
    ]),
  );

  layers.push(drawWalls(input, wob));
  layers.push(
    group(
      { id: 'town-map-landmarks', 'data-count': plan.landmarks.length },
      plan.landmarks.map((l) => drawLandmark(l, style, `landmark:${l.name}`)),
    ),
  );

  if (style.grid) layers.push(battleGrid(plan, style));
  if (style.vignette) {
    const g = doc.radialGradient({
      stops: [
        { offset: 0.55, color: '#5a3a1a', opacity: 0 },
        { offset: 1, color: '#5a3a1a', opacity: 0.32 },
      ],
    });
    // The gradient is clear inside 0.55 of its radius, and resvg shades every pixel a gradient covers: the
    // middle is cut out of the shape it fills.
    const [cx, cy] = [(x0 + x1) / 2, (y0 + y1) / 2];
    const hole = 0.54 * 0.5 * Math.min(x1 - x0, y1 - y0);
    layers.push(
      el('path', {
        d: `M${xy(x0, y0)}H${coord(x1)}V${coord(y1)}H${coord(x0)}ZM${xy(cx - hole, cy)}a${coord(hole)} ${coord(hole)} 0 1 0 ${coord(2 * hole)} 0a${coord(hole)} ${coord(hole)} 0 1 0 ${coord(-2 * hole)} 0Z`,
        fill: g,
        'fill-rule': 'evenodd',
      }),
    );
  }
  return layers;
}

function drawWoods(input: RenderInput, tinted: (c: string) => string, crownRng: ArtRng): string {
  const { land, style, town } = input;
  if (!land.woods.length) return '';
  const kind = land.woodKind;
  const snowy = input.plan.terrain.tone === 'snow';
  const base =
    kind === 'jungle'
      ? mix(style.tree, '#2f6b34', 0.45)
      : kind === 'conifer'
        ? mix(style.tree, '#3f6b4a', 0.35)
        : style.tree;
  const canopy = snowy ? mix(base, '#eef2f4', 0.3) : base;
  const dx = kind === 'jungle' ? CROWN_DX * 0.8 : CROWN_DX;
  const dy = kind === 'jungle' ? CROWN_DY * 0.8 : CROWN_DY;
  const crownOf = (c: P, r: number) => (kind === 'conifer' ? conD(c, r * 0.9) : circleD(c, r));
  let crowns = '';
  for (const w of land.woods) {
    const xs = w.map((p) => p[0]);
    const ys = w.map((p) => p[1]);
    const [minX, maxX, minY, maxY] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
    const sides = land.woodSides.filter(
      ([a, b]) =>
        Math.max(a[0], b[0]) > minX - 20 &&
        Math.min(a[0], b[0]) < maxX + 20 &&
        Math.max(a[1], b[1]) > minY - 20 &&
        Math.min(a[1], b[1]) < maxY + 20,
    );
    for (let y = minY + 10, row = 0; y < maxY; y += dy, row++) {
      for (let x = minX + (row % 2 ? dx / 2 : 0); x < maxX; x += dx) {
        const c: P = [x + crownRng.jitter(0, 5), y + crownRng.jitter(0, 4)];
        if (!pointInPoly(c, w)) continue;
        const r = crownRng.range(11.5, 16) * (kind === 'jungle' ? 0.95 : 1);
        // A crown that would stand out past the edge crowns is left to them: the edge stays one even row.
        if (sides.some(([a, b]) => segDist(c, a, b) < r - 1.5)) continue;
        crowns += crownOf(c, r);
      }
    }
  }
  let edgeCrowns = '';
  for (const t of land.woodEdge) edgeCrowns += crownOf(t.p, t.r);
  // Watercolour lays the woods on at three quarters, mixed with the land here rather than by a group opacity.
  const washed = (c: string) => (style.wash ? mix(tinted(style.land), c, 0.75) : c);
  const floor = kind === 'jungle' ? darken(canopy, 0.25) : darken(canopy, 0.12);
  const wood = group({ id: 'town-map-woods', 'data-wood': kind }, [
    el('path', { d: land.woods.map((w) => polyD(w)).join(''), fill: washed(floor) }),
    el('path', {
      d: `${crowns}${edgeCrowns}`,
      fill: washed(darken(canopy, 0.3)),
      transform: 'translate(2.5 3)',
    }),
    style.fieldOutline
      ? el('path', { d: edgeCrowns, fill: 'none', stroke: style.treeInk, 'stroke-width': style.fine * 2.4 })
      : '',
    style.wash
      ? el('path', { d: `${crowns}${edgeCrowns}`, fill: canopy, opacity: 0.55 })
      : el('path', { d: `${crowns}${edgeCrowns}`, fill: washed(canopy) }),
    snowy && kind === 'conifer'
      ? el('path', {
          d: `${crowns}${edgeCrowns}`,
          fill: '#ffffff',
          opacity: 0.35,
          transform: 'translate(-1.5 -2) scale(1)',
        })
      : '',
  ]);
  const has = (f: string) => town.layout.landscape.includes(f as never);
  let out = wood;
  if (has('forest')) out = feature('landscape:forest', out);
  if (has('jungle')) out = feature('landscape:jungle', out);
  return out;
}

function drawWashes(input: RenderInput, wob: (p: readonly P[], a?: number) => P[]): string {
  const { plan, style, town } = input;
  const water = plan.water;
  // Soft washes per district under everything, each laid twice (a wide pale bleed, then the colour), with the
  // pigment pooling darker along the wash's edge as it does when watercolour dries. Corners that reach into
  // the water are drawn back to the shore, so no wash runs out over the sea.
  const dryPoly = (poly: Poly): Poly => {
    const c = centroid(poly);
    return poly.map((p) => {
      if (!water.isSea(p)) return p;
      let lo = 0;
      let hi = 1;
      for (let k = 0; k < 6; k++) {
        const m = (lo + hi) / 2;
        if (water.isSea(lerpP(c, p, m))) hi = m;
        else lo = m;
      }
      return lerpP(c, p, lo);
    });
  };
  const washes = new Map<string, string>();
  for (const c of plan.cells) {
    if (!c.inner) continue;
    const col = style.roof(town.layout.districts[c.district]?.type ?? 'residential');
    washes.set(col, (washes.get(col) ?? '') + smoothClosed(wob(dryPoly(c.poly), 7), 0.6));
  }
  const parts: string[] = [];
  // Mottling: broad, faint blots of warm and cool pigment over the land (kept off the water by the sea's
  // field: a blot is only laid where all of it is dry).
  const rng = createArtRng(plan.rng.seed, 'blots');
  const tints = ['#e9c98f', '#b9cf9b', '#d8b7a0', '#c7d3b0'];
  for (const tint of tints) {
    let d = '';
    for (let k = 0; k < 7; k++) {
      const c: P = [rng.range(plan.box[0], plan.box[2]), rng.range(plan.box[1], plan.box[3])];
      const r = rng.range(60, 150);
      if (water.sea && water.sea.at(c) > -r) continue;
      const blob: P[] = [];
      for (let i = 0; i < 10; i++) {
        const a = (i / 10) * Math.PI * 2;
        const rr = r * rng.range(0.7, 1.15);
        blob.push([c[0] + Math.cos(a) * rr, c[1] + Math.sin(a) * rr]);
      }
      d += smoothClosed(blob, 0.9);
    }
    if (d) parts.push(el('path', { d, fill: tint, opacity: 0.16 }));
  }
  for (const [c, d] of washes) {
    parts.push(
      el('path', {
        d,
        fill: lighten(c, 0.16),
        opacity: 0.28,
        stroke: lighten(c, 0.16),
        'stroke-width': 14,
        'stroke-opacity': 0.12,
      }),
    );
    parts.push(el('path', { d, fill: 'none', stroke: darken(c, 0.1), 'stroke-width': 2.4, opacity: 0.4 }));
  }
  return group({ id: 'town-map-wash' }, parts);
}

function drawSea(input: RenderInput, land: string, wob: (p: readonly P[], a?: number) => P[]): string {
  const { plan, style, doc } = input;
  const w = plan.water;
  const [x0, y0, x1, y1] = plan.box;
  const boxD = `M${x0 - 20} ${y0 - 20}H${x1 + 20}V${y1 + 20}H${x0 - 20}Z`;
  if (!w.sea) {
    return group({ id: 'town-map-ground' }, el('path', { d: boxD, fill: land }));
  }
  const loops = w.seaLoops.map((l) => simplify(l, 1.2, true)).filter((l) => l.length >= 3);
  const areaD = loops.map((l) => smoothClosed(wob(l, style.wobble * 0.6), 0.7)).join('');
  const waterFill =
    style.waterMark === 'hatch'
      ? doc.pattern(
          `hatch${style.waterInk}`,
          10,
          10,
          `${el('rect', { width: 10, height: 10, fill: style.water })}${el('path', { d: 'M0 5H10', stroke: style.waterInk, 'stroke-width': 0.8, opacity: 0.55 })}`,
        )
      : style.water;
  const kindId =
    w.kind === 'coast' || w.kind === 'lake' || w.kind === 'island' ? `town-map-${w.kind}` : 'town-map-sea';
  const parts: string[] = [el('path', { d: areaD, fill: waterFill, 'fill-rule': 'evenodd', id: kindId })];
  // Ripple lines parallel to the shore: wide ink strokes overpainted by slightly narrower water strokes;
  // the land laid on top hides their inland half.
  const rings = style.waterMark === 'depth' ? [52, 30, 14] : style.waterMark === 'ripples' ? [26, 12] : [];
  for (const r of rings) {
    parts.push(
      el('path', {
        d: areaD,
        fill: 'none',
        stroke: style.waterInk,
        'stroke-width': r * 2 + style.fine * 2,
        opacity: 0.55,
      }),
      el('path', { d: areaD, fill: 'none', stroke: style.water, 'stroke-width': r * 2 }),
    );
  }
  if (style.waterMark === 'wash') {
    // Wet-in-wet: the blue laid unevenly (broad blots, darker and lighter), then pooled dark along the shore.
    const rng = createArtRng(plan.rng.seed, 'sea-wash');
    for (const [tone, k] of [
      [darken(style.water, 0.12), 0.3],
      [lighten(style.water, 0.12), 0.35],
    ] as const) {
      let d = '';
      for (let n = 0; n < 9; n++) {
        const c: P = [rng.range(x0, x1), rng.range(y0, y1)];
        const r = rng.range(80, 200);
        const blob: P[] = [];
        for (let i = 0; i < 9; i++) {
          const a = (i / 9) * Math.PI * 2;
          const rr = r * rng.range(0.55, 1.2);
          blob.push([c[0] + Math.cos(a) * rr, c[1] + Math.sin(a) * rr * 0.75]);
        }
        d += smoothClosed(blob, 0.9);
      }
      parts.push(el('path', { d, fill: tone, opacity: k }));
    }
    parts.push(
      el('path', { d: areaD, fill: 'none', stroke: style.waterInk, 'stroke-width': 40, opacity: 0.18 }),
    );
    parts.push(
      el('path', { d: areaD, fill: 'none', stroke: style.waterInk, 'stroke-width': 14, opacity: 0.22 }),
    );
    parts.push(
      el('path', {
        d: areaD,
        fill: 'none',
        stroke: darken(style.waterInk, 0.1),
        'stroke-width': 4,
        opacity: 0.35,
      }),
    );
  }
  parts.push(
    el('path', {
      d: `${boxD}${areaD}`,
      fill: land,
      'fill-rule': 'evenodd',
      stroke: style.wash ? darken(style.waterInk, 0.15) : style.ink,
      'stroke-width': style.heavy * (style.wash ? 0.3 : 0.45),
      'stroke-linejoin': 'round',
    }),
  );
  const shore = w.shore;
  const attrs: Record<string, string> = { id: 'town-map-water', 'data-water': w.kind };
  if (shore) attrs['data-feature'] = w.kind === 'river' ? 'water:sea' : `shore:${shore.shape}`;
  return el('g', attrs, parts.join(''));
}

/** Sea cliffs along a fjord's sides, away from the town at its head. */
function drawFjordCliffs(plan: TownPlan, style: MapStyleDef, rng: ArtRng): string {
  const f = plan.water.fjord;
  if (!f) return '';
  const R = plan.footprint.R;
  const c = plan.center;
  const runs: { line: P[]; down: 1 | -1; sea: boolean }[] = [];
  for (const loop of plan.water.seaLoops) {
    let run: P[] = [];
    const flush = () => {
      if (run.length > 6) runs.push({ line: run, down: -1, sea: true });
      run = [];
    };
    for (const p of loop) {
      const near = f.some((q) => dist(p, q) < plan.radius * 0.5);
      const reach = dist(p, c) / R(Math.atan2(p[1] - c[1], p[0] - c[0]));
      if (near && reach > 1.05) run.push(p);
      else flush();
    }
    flush();
  }
  return drawCliffs(runs, style, rng, 'fjord-cliffs');
}

function drawRivers(input: RenderInput): string {
  const { plan, style, town } = input;
  const w = plan.water;
  if (!w.channels.length) return '';
  const ds = w.channels.map((c) => smoothOpen(c.line, 0.9));
  // Where channels meet (a fork, a confluence, a delta's head) a disc joins them: the ends are butt-capped so a
  // mouth stops at the shore instead of poking a round end into the sea.
  const joins: { p: P; r: number }[] = [];
  for (const c of w.channels) {
    for (const end of [c.line[0]!, c.line[c.line.length - 1]!]) {
      const other = w.channels.find((o) => o !== c && o.line.some((q) => dist(q, end) < 2));
      if (other) joins.push({ p: end, r: Math.max(c.width, other.width) / 2 });
    }
  }
  const parts: string[] = [];
  w.channels.forEach((c, i) => {
    parts.push(
      el('path', {
        d: ds[i]!,
        fill: 'none',
        stroke: style.ink,
        'stroke-width': c.width + style.heavy * 0.8,
        'stroke-linecap': 'butt',
        'stroke-linejoin': 'round',
      }),
    );
  });
  for (const j of joins)
    parts.push(el('path', { d: circleD(j.p, j.r + style.heavy * 0.4), fill: style.ink }));
  w.channels.forEach((c, i) => {
    parts.push(
      el('path', {
        d: ds[i]!,
        fill: 'none',
        stroke: style.water,
        'stroke-width': c.width,
        'stroke-linecap': 'butt',
        'stroke-linejoin': 'round',
        id: i === 0 ? 'town-map-river-channel' : undefined,
      }),
    );
  });
  for (const j of joins) parts.push(el('path', { d: circleD(j.p, j.r), fill: style.water }));
  if (style.waterMark !== 'wash') {
    parts.push(
      el('path', {
        d: ds.join(''),
        fill: 'none',
        stroke: style.waterInk,
        'stroke-width': style.fine,
        'stroke-dasharray': '14 22',
        opacity: 0.6,
      }),
    );
  }
  const course = w.river?.course ?? 'straight';
  return el(
    'g',
    {
      id: town.layout.water === 'river' ? 'town-map-water' : 'town-map-river',
      'data-water': 'river',
      'data-feature': `river:${course}`,
      'data-channels': w.channels.length,
    },
    parts.join(''),
  );
}

function drawBuildings(input: RenderInput, wob: (p: readonly P[], a?: number) => P[]): string {
  const { style, plan } = input;
  const piers = plan.piers.map((p) => polyD(p)).join('');
  const pierEl = piers
    ? el('path', {
        d: piers,
        fill: lighten(style.street, 0.02),
        stroke: style.ink,
        'stroke-width': style.medium,
        id: 'town-map-piers',
      })
    : '';
  const buildings = input.buildings;
  const byColor = new Map<string, string>();
  let landmarks = '';
  let hatchD = '';
  for (const b of buildings) {
    const poly = wob(b.poly, style.wobble * 0.6);
    const d = polyD(poly);
    if (b.landmark) landmarks += d;
    const col = style.roof(b.ward);
    byColor.set(col, (byColor.get(col) ?? '') + d);
    if (style.hatchBuildings) hatchD += hatch(b.poly, Math.PI / 4, b.landmark ? 3 : 3.6);
  }
  const out: string[] = [pierEl];
  if (!style.wash && !style.hatchBuildings) {
    // A drop shadow lifts the blocks off the paper.
    const all = [...byColor.values()].join('');
    out.push(el('path', { d: all, fill: style.roofInk, opacity: 0.18, transform: 'translate(1.6 1.8)' }));
  }
  for (const [col, d] of byColor) {
    if (style.wash) {
      // Two translucent glazes a little apart, darker where they overlap, and the pen line faint over them.
      out.push(el('path', { d, fill: col, opacity: 0.5, transform: 'translate(2.5 2)' }));
      out.push(el('path', { d, fill: col, opacity: 0.45 }));
      out.push(
        el('path', { d, fill: 'none', stroke: darken(col, 0.35), 'stroke-width': style.fine, opacity: 0.55 }),
      );
      continue;
    }
    out.push(
      el('path', {
        d,
        fill: col,
        stroke: style.roofInk,
        'stroke-width': style.medium,
        'stroke-linejoin': 'round',
      }),
    );
  }
  if (hatchD)
    out.push(
      el('path', {
        d: hatchD,
        fill: 'none',
        stroke: style.roofInk,
        'stroke-width': style.fine * 0.9,
        opacity: 0.75,
      }),
    );
  if (style.doubleStroke) {
    const again = buildings.map((b) => polyD(wob(b.poly, style.wobble))).join('');
    out.push(
      el('path', {
        d: again,
        fill: 'none',
        stroke: style.roofInk,
        'stroke-width': style.fine,
        opacity: 0.45,
      }),
    );
  }
  if (landmarks) {
    out.push(
      el('path', {
        d: landmarks,
        fill: darken(style.roof('temple'), 0.15),
        stroke: style.roofInk,
        'stroke-width': style.medium * 1.3,
      }),
    );
  }
  return group({ id: 'town-map-buildings', 'data-count': buildings.length }, out);
}

export function drawWalls(input: RenderInput, wob: (p: readonly P[], a?: number) => P[]): string {
  const { plan, style } = input;
  const out: string[] = [];
  const dry = (p: P) => !plan.water.isWater(p);
  if (plan.wall) {
    // The wall runs where the ground is dry; at the waterfront it stops (the docks take over).
    const wall = plan.wall;
    let d = '';
    let open = false;
    for (let i = 0; i <= wall.length; i++) {
      const a = wall[i % wall.length]!;
      const b = wall[(i + 1) % wall.length]!;
      const ok = i < wall.length && dry(lerpP(a, b, 0.5)) && dry(a) && dry(b);
      if (ok) {
        const [wa, wb] = wob([a, b], style.wobble * 0.5);
        d += open
          ? `L${coord(wb![0])} ${coord(wb![1])}`
          : `M${coord(wa![0])} ${coord(wa![1])}L${coord(wb![0])} ${coord(wb![1])}`;
      }
      open = ok;
    }
    const stone = plan.wallKind === 'stone';
    if (style.extrude) {
      // Isometric: the wall stands up, its face a darker band below its walk (stacked strokes are cheaper
      // for resvg than a polygon per stretch of wall).
      const h = stone ? 16 : 9;
      const face = darken(style.wall, 0.25);
      for (let k = 0; k < h; k += 3) {
        out.push(
          el('path', {
            d,
            fill: 'none',
            stroke: k === 0 ? style.ink : face,
            'stroke-width': (stone ? style.heavy * 1.5 : style.heavy * 0.8) + (k === 0 ? 1.5 : 0),
            'stroke-linejoin': 'round',
            transform: `translate(${coord(ISO_UP[0] * k)} ${coord(ISO_UP[1] * k)})`,
          }),
        );
      }
      out.push(
        el('path', {
          d,
          fill: 'none',
          stroke: style.wall,
          'stroke-width': stone ? style.heavy * 1.5 : style.heavy * 0.8,
          'stroke-linejoin': 'round',
          'stroke-dasharray': stone ? undefined : '2.2 2.2',
          transform: `translate(${coord(ISO_UP[0] * h)} ${coord(ISO_UP[1] * h)})`,
        }),
      );
      if (stone) {
        let base = '';
        let top = '';
        for (const t of plan.towers) {
          const r = style.heavy * 1.55;
          base += `M${xy(t[0] - r, t[1])}L${xy(t[0] - r + ISO_UP[0] * (h + 6), t[1] + ISO_UP[1] * (h + 6))}L${xy(t[0] + r + ISO_UP[0] * (h + 6), t[1] + ISO_UP[1] * (h + 6))}L${xy(t[0] + r, t[1])}Z${circleD(t, r)}`;
          top += circleD([t[0] + ISO_UP[0] * (h + 6), t[1] + ISO_UP[1] * (h + 6)], r);
        }
        out.push(el('path', { d: base, fill: face, stroke: style.ink, 'stroke-width': style.fine }));
        out.push(
          el('path', {
            d: top,
            fill: style.wall,
            stroke: style.ink,
            'stroke-width': style.medium,
            id: 'town-map-towers',
            'data-count': plan.towers.length,
          }),
        );
      }
    } else if (stone) {
      out.push(
        el('path', {
          d,
          fill: 'none',
          stroke: style.ink,
          'stroke-width': style.heavy * 1.9,
          'stroke-linejoin': 'round',
          'stroke-linecap': 'round',
        }),
      );
      out.push(
        el('path', {
          d,
          fill: 'none',
          stroke: style.wall,
          'stroke-width': style.heavy * 1.1,
          'stroke-linejoin': 'round',
          'stroke-linecap': 'round',
        }),
      );
      let towers = '';
      for (const t of plan.towers) towers += circleD(t, style.heavy * 1.55);
      out.push(
        el('path', {
          d: towers,
          fill: style.wall,
          stroke: style.ink,
          'stroke-width': style.medium * 1.2,
          id: 'town-map-towers',
          'data-count': plan.towers.length,
        }),
      );
    } else {
      // A palisade: a line of stakes.
      out.push(
        el('path', {
          d,
          fill: 'none',
          stroke: style.ink,
          'stroke-width': style.heavy * 0.5,
          'stroke-linejoin': 'round',
        }),
      );
      out.push(
        el('path', {
          d,
          fill: 'none',
          stroke: style.wall,
          'stroke-width': style.heavy * 1.3,
          'stroke-dasharray': '2.2 2.2',
        }),
      );
    }
    // Gates: a gap in the wall flanked by two towers, the street running through.
    let gateD = '';
    let gap = '';
    for (const g of plan.gates) {
      const i = wall.indexOf(g);
      const prev = wall[(i + wall.length - 1) % wall.length]!;
      const next = wall[(i + 1) % wall.length]!;
      const a = Math.atan2(next[1] - prev[1], next[0] - prev[0]);
      const s = stone ? style.heavy * 2.1 : style.heavy * 1.3;
      for (const side of [-1, 1]) {
        const c: P = [g[0] + Math.cos(a) * side * s * 1.6, g[1] + Math.sin(a) * side * s * 1.6];
        gateD += polyD(
          [0, 1, 2, 3].map((k) => {
            const t = a + Math.PI / 4 + (k * Math.PI) / 2;
            return [c[0] + Math.cos(t) * s, c[1] + Math.sin(t) * s] as P;
          }),
        );
      }
      gap += `M${coord(g[0] - Math.cos(a) * s)} ${coord(g[1] - Math.sin(a) * s)}L${coord(g[0] + Math.cos(a) * s)} ${coord(g[1] + Math.sin(a) * s)}`;
    }
    out.push(
      el('path', { d: gap, stroke: input.style.street, 'stroke-width': style.heavy * 2.2, fill: 'none' }),
    );
    out.push(
      el('path', {
        d: gateD,
        fill: style.wall,
        stroke: style.ink,
        'stroke-width': style.medium,
        id: 'town-map-gates',
        'data-count': plan.gates.length,
      }),
    );
  }
  const walls = group(
    { id: 'town-map-walls', 'data-walls': plan.wallKind, 'data-gates': plan.gates.length },
    out.length ? out : ['<g/>'],
  );
  let castle = '';
  if (plan.castle) {
    const c = plan.castle;
    const d = polyD(wob(c.wall, style.wobble * 0.5));
    let towers = '';
    for (const t of c.towers) {
      towers += polyD(
        [0, 1, 2, 3].map((k) => [t[0] + (k === 1 || k === 2 ? 6 : -6), t[1] + (k >= 2 ? 6 : -6)] as P),
      );
    }
    castle = group({ id: 'town-map-castle' }, [
      el('path', {
        d,
        fill: style.plaza,
        stroke: style.ink,
        'stroke-width': style.heavy * 1.5,
        'stroke-linejoin': 'round',
      }),
      el('path', {
        d,
        fill: 'none',
        stroke: style.wall,
        'stroke-width': style.heavy * 0.7,
        'stroke-linejoin': 'round',
      }),
      el('path', {
        d: polyD(c.keep),
        fill: darken(style.roof('castle'), 0.1),
        stroke: style.ink,
        'stroke-width': style.medium * 1.5,
      }),
      el('path', { d: towers, fill: style.wall, stroke: style.ink, 'stroke-width': style.medium }),
    ]);
  }
  // Bridges: decks across the water, on top of walls and river.
  const bridgeD = plan.bridges
    .map((b) => {
      const a = Math.atan2(b.b[1] - b.a[1], b.b[0] - b.a[0]);
      const nx = -Math.sin(a) * b.width;
      const ny = Math.cos(a) * b.width;
      return polyD([
        [b.a[0] + nx, b.a[1] + ny],
        [b.b[0] + nx, b.b[1] + ny],
        [b.b[0] - nx, b.b[1] - ny],
        [b.a[0] - nx, b.a[1] - ny],
      ]);
    })
    .join('');
  const bridges = group({ id: 'town-map-bridges', 'data-count': plan.bridges.length }, [
    el('path', {
      d: bridgeD || 'M0 0',
      fill: style.street,
      stroke: style.ink,
      'stroke-width': style.medium * 1.3,
    }),
  ]);
  return [walls, castle, bridges].join('');
}

/** A square grid for miniatures, lettered across and numbered down. */
function battleGrid(plan: TownPlan, style: MapStyleDef): string {
  const [x0, y0, x1, y1] = plan.box;
  const s = 40;
  let d = '';
  for (let x = x0; x <= x1 + 0.1; x += s) d += `M${coord(x)} ${y0}V${y1}`;
  for (let y = y0; y <= y1 + 0.1; y += s) d += `M${x0} ${coord(y)}H${x1}`;
  return group({ id: 'town-map-grid', 'data-square-px': s }, [
    el('path', { d, fill: 'none', stroke: style.ink, 'stroke-width': 0.9, opacity: 0.4 }),
  ]);
}
