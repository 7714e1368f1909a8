// Paints a planned town in one map style: layers from the ground up, shapes of one colour merged into one path.
import type { TownData } from '../../../../shared/kinds/town.js';
import { type ArtRng, createArtRng } from '../../../art/art-rng.js';
import { darken, lighten, mix } from '../../../art/color.js';
import { textPath } from '../../../art/lettering.js';
import { smoothClosed, smoothOpen } from '../../../art/path.js';
import { group, type SvgDoc } from '../../../art/svg.js';
import type { Building, Garden } from './buildings.js';
import { centroid, lerpP, type P, type Poly, pointInPoly, area as polyArea, segDist } from './geometry.js';
import { contourPaths, type Landscape } from './landscape.js';
import { coord, el, xy } from './path-data.js';
import type { TownPlan } from './plan.js';
import { type MapStyleDef, terrainTone } from './styles.js';

const polyD = (poly: readonly P[], closed = true) => {
  if (poly.length === 0) return '';
  let d = `M${xy(poly[0]![0], poly[0]![1])}`;
  for (let i = 1; i < poly.length; i++) d += `L${xy(poly[i]![0], poly[i]![1])}`;
  return closed ? `${d}Z` : d;
};

/** Jitters vertices for the hand-made styles; deterministic through its own stream. */
function wobbler(style: MapStyleDef, rng: ArtRng) {
  return (poly: readonly P[], amount = style.wobble): P[] =>
    amount
      ? poly.map((p) => [p[0] + rng.jitter(0, amount), p[1] + rng.jitter(0, amount)] as P)
      : (poly as P[]);
}

/** Lines across a convex polygon along `angle`, `gap` apart (furrows, hatching). */
function hatch(poly: Poly, angle: number, gap: number): string {
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
 * Spacing of tree crowns in a wood: across a row, and between rows. A forest's crowns were the costliest thing
 * resvg drew on a village's map (near half its time in wooded country); a little apart, with the dark floor
 * showing between them, they read as canopy just as well at a quarter fewer.
 */
const CROWN_DX = 34;
const CROWN_DY = 29;
const circleD = (p: P, r: number) =>
  `M${coord(p[0] - r)} ${coord(p[1])}a${coord(r)} ${coord(r)} 0 1 0 ${coord(2 * r)} 0a${coord(r)} ${coord(r)} 0 1 0 ${coord(-2 * r)} 0Z`;

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
  const has = (f: string) => town.layout.landscape.includes(f as never);
  const tone = has('snow') ? 'snow' : has('desert') ? 'sand' : null;
  const tinted = (c: string) => terrainTone(c, tone, mix);
  const [x0, y0, x1, y1] = plan.box;
  const layers: string[] = [];

  // Open water first, with the land laid over it: ripple lines then need no clipping (clips are slow in resvg).
  layers.push(drawSea(input, tinted(style.land), wob));

  // Watercolour: soft washes per district under everything, edges left uneven like pigment.
  if (style.wash) {
    const washes = new Map<string, string>();
    for (const c of plan.cells) {
      if (!c.inner) continue;
      const col = style.roof(input.town.layout.districts[c.district]?.type ?? 'residential');
      washes.set(col, (washes.get(col) ?? '') + smoothClosed(wob(c.poly, 6), 0.6));
    }
    layers.push(
      group(
        { id: 'town-map-wash' },
        [...washes].map(([c, d]) => el('path', { d, fill: lighten(c, 0.12), opacity: 0.32 })),
      ),
    );
  }

  // Fields: four tones merged by tone; furrows in the pen styles and the fantasy one.
  const fieldD = ['', '', '', ''];
  let furrows = '';
  for (const f of land.fields) {
    const poly = wob(f.poly);
    fieldD[f.tone] += polyD(poly);
    if (!style.contours && !style.wash) furrows += hatch(f.poly, f.angle, style.fieldOutline ? 9 : 7);
  }
  layers.push(
    group({ id: 'town-map-fields' }, [
      // Only the pen styles outline their fields: elsewhere the tone against the land between fields already
      // draws the edge, and a line 8% darker than the field was invisible at print size yet cost resvg a stroke
      // round every field.
      ...fieldD.map((d, i) =>
        el('path', {
          d,
          fill: tinted(style.fields[i]!),
          stroke: style.fieldOutline ? style.inkSoft : undefined,
          'stroke-width': style.fieldOutline ? style.fine : undefined,
        }),
      ),
      el('path', {
        d: furrows,
        fill: 'none',
        stroke: style.fieldOutline ? style.inkSoft : darken(tinted(style.fields[0]), 0.16),
        'stroke-width': style.fine * 0.8,
        opacity: style.fieldOutline ? 0.5 : 0.6,
      }),
    ]),
  );

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

  // Woods: a dark floor, then crowns on a jittered grid over their own offset shadow, each set one unstroked
  // path: cheaper for resvg than a pattern fill (sampled per pixel) or outlined crowns, and it reads as a canopy.
  if (land.woods.length) {
    const canopy = tone === 'snow' ? mix(style.tree, '#eef2f4', 0.45) : style.tree;
    const crownRng = rng.fork('canopy');
    let crowns = '';
    for (const w of land.woods) {
      const xs = w.map((p) => p[0]);
      const ys = w.map((p) => p[1]);
      const [minX, maxX, minY, maxY] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
      // The open sides by this wood (its own, found by their box; no crown reaches further than 20).
      const sides = land.woodSides.filter(
        ([a, b]) =>
          Math.max(a[0], b[0]) > minX - 20 &&
          Math.min(a[0], b[0]) < maxX + 20 &&
          Math.max(a[1], b[1]) > minY - 20 &&
          Math.min(a[1], b[1]) < maxY + 20,
      );
      for (let y = minY + 10, row = 0; y < maxY; y += CROWN_DY, row++) {
        for (let x = minX + (row % 2 ? CROWN_DX / 2 : 0); x < maxX; x += CROWN_DX) {
          const c: P = [x + crownRng.jitter(0, 5), y + crownRng.jitter(0, 4)];
          if (!pointInPoly(c, w)) continue;
          const r = crownRng.range(11.5, 16);
          // A crown that would stand out past the edge crowns is left to them: the edge stays one even row.
          if (sides.some(([a, b]) => segDist(c, a, b) < r - 1.5)) continue;
          crowns += circleD(c, r);
        }
      }
    }
    let edgeCrowns = '';
    for (const t of land.woodEdge) edgeCrowns += circleD(t.p, t.r);
    // Watercolour lays the woods on at three quarters: mixed with the land here rather than by a group opacity,
    // which resvg paints through an offscreen layer the size of the map.
    const washed = (c: string) => (style.wash ? mix(tinted(style.land), c, 0.75) : c);
    layers.push(
      group({ id: 'town-map-woods' }, [
        el('path', { d: land.woods.map((w) => polyD(w)).join(''), fill: washed(darken(canopy, 0.12)) }),
        el('path', {
          d: `${crowns}${edgeCrowns}`,
          fill: washed(darken(canopy, 0.3)),
          transform: 'translate(2.5 3)',
        }),
        // In the pen styles the wood's edge is inked: a wide line round the edge crowns, whose inner half the
        // crowns then cover, leaves one scalloped outline round the whole wood.
        style.fieldOutline
          ? el('path', {
              d: edgeCrowns,
              fill: 'none',
              stroke: style.treeInk,
              'stroke-width': style.fine * 2.4,
            })
          : '',
        el('path', { d: `${crowns}${edgeCrowns}`, fill: washed(canopy) }),
      ]),
    );
  }

  // Relief: hachured hills, shaded mountains, marsh tufts and dunes.
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
  let mtD = '';
  let mtShade = '';
  for (const m of land.mountains) {
    const [x, y] = m.p;
    const peak: P = [x + m.r * 0.08, y - m.r * 1.2];
    mtD += `M${coord(x - m.r)} ${coord(y)}L${coord(peak[0])} ${coord(peak[1])}L${coord(x + m.r)} ${coord(y)}`;
    mtShade += `M${coord(peak[0])} ${coord(peak[1])}L${coord(x + m.r)} ${coord(y)}L${coord(x + m.r * 0.15)} ${coord(y)}Z`;
  }
  let tuftD = '';
  for (const t of land.tufts) {
    const [x, y] = t;
    tuftD += `M${coord(x - 5)} ${coord(y)}l-2 -7M${coord(x)} ${coord(y)}l0 -9M${coord(x + 5)} ${coord(y)}l2 -7M${coord(x - 9)} ${coord(y + 3)}h18`;
  }
  const duneD = land.dunes.map((d) => smoothOpen(d)).join('');
  layers.push(
    group({ id: 'town-map-relief' }, [
      el('path', { d: mtShade, fill: style.inkSoft, opacity: 0.35 }),
      el('path', {
        d: mtD,
        fill: 'none',
        stroke: style.ink,
        'stroke-width': style.medium * 1.3,
        'stroke-linejoin': 'round',
      }),
      el('path', { d: hillD, fill: 'none', stroke: style.inkSoft, 'stroke-width': style.medium * 1.2 }),
      el('path', { d: hillShade, fill: 'none', stroke: style.inkSoft, 'stroke-width': style.fine }),
      el('path', {
        d: tuftD,
        fill: 'none',
        stroke: style.treeInk,
        'stroke-width': style.fine * 1.2,
        opacity: 0.8,
      }),
      el('path', {
        d: duneD,
        fill: 'none',
        stroke: style.inkSoft,
        'stroke-width': style.medium,
        opacity: 0.6,
      }),
    ]),
  );

  layers.push(drawRiver(input));

  // Roads out of town: an ink casing under a paper-coloured road.
  const roadD = plan.roads.map((r) => smoothOpen(wob(r, style.wobble * 0.5))).join('');
  layers.push(
    group({ id: 'town-map-roads' }, [
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
    ]),
  );

  // Squares and greens, then the main streets as paved bands so they read even between dense blocks.
  const plaza = plan.cells[plan.plazaCell]!;
  const squares: string[] = [];
  if (plaza.kind === 'plaza')
    squares.push(el('path', { d: polyD(wob(plaza.poly)), fill: style.plaza, stroke: 'none' }));
  if (plaza.kind === 'green')
    squares.push(el('path', { d: polyD(wob(plaza.poly)), fill: tinted(style.plaza), stroke: 'none' }));
  const streetD = plan.streets.map((s) => polyD(s, false)).join('');
  squares.push(
    el('path', {
      d: streetD,
      fill: 'none',
      stroke: tinted(style.street),
      'stroke-width': plan.streetWidth * 2,
      'stroke-linecap': 'round',
      'stroke-linejoin': 'round',
    }),
  );
  const gardenD = input.gardens.map((g: Garden) => polyD(wob(g.poly))).join('');
  squares.push(
    el('path', {
      d: gardenD,
      fill: tinted(style.green),
      stroke: style.fieldOutline ? style.inkSoft : 'none',
      'stroke-width': style.fine,
    }),
  );
  layers.push(group({ id: 'town-map-squares' }, squares));

  layers.push(drawBuildings(input, wob));

  // Trees: canopy discs with a shadow to one side (the light comes from the top left, as on most maps).
  let treeD = '';
  let shadowD = '';
  for (const t of land.trees) {
    treeD += circleD(t.p, t.r);
    shadowD += circleD([t.p[0] + t.r * 0.3, t.p[1] + t.r * 0.35], t.r);
  }
  for (const g of input.gardens) {
    const c = centroid(g.poly);
    treeD += circleD(c, 5);
    shadowD += circleD([c[0] + 1.5, c[1] + 1.8], 5);
  }
  const treeFill = tone === 'snow' ? mix(style.tree, '#eef2f4', 0.45) : style.tree;
  layers.push(
    group({ id: 'town-map-trees' }, [
      style.wash ? '' : el('path', { d: shadowD, fill: darken(style.treeInk, 0.05), opacity: 0.28 }),
      el('path', {
        d: treeD,
        fill: treeFill,
        stroke: style.wash ? 'none' : style.treeInk,
        'stroke-width': style.fine,
        opacity: style.wash ? 0.8 : 1,
      }),
    ]),
  );

  layers.push(drawWalls(input, wob));

  if (style.grid) layers.push(battleGrid(plan, style));
  if (style.vignette) {
    const g = doc.radialGradient({
      stops: [
        { offset: 0.55, color: '#5a3a1a', opacity: 0 },
        { offset: 1, color: '#5a3a1a', opacity: 0.32 },
      ],
    });
    // The gradient is clear inside 0.55 of its radius, and resvg shades every pixel a gradient covers (the
    // vignette was a fifth of the parchment style's drawing time): the middle is cut out of the shape it fills.
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

function drawSea(input: RenderInput, land: string, wob: (p: readonly P[], a?: number) => P[]): string {
  const { plan, style, doc } = input;
  const w = plan.water;
  const [x0, y0, x1, y1] = plan.box;
  const boxD = `M${x0 - 20} ${y0 - 20}H${x1 + 20}V${y1 + 20}H${x0 - 20}Z`;
  if (w.kind === 'none' || w.kind === 'river') {
    return group({ id: 'town-map-ground' }, el('path', { d: boxD, fill: land }));
  }
  const areaD = w.areas.map((a) => polyD(wob(a))).join('');
  const islandD = w.islands.map((isl) => smoothClosed(isl, 0.8)).join('');
  // The land's outline: the islands themselves, or the frame with the sea or lake cut out of it.
  const shoreD = w.kind === 'island' ? islandD : areaD;
  const landD = w.kind === 'island' ? islandD : `${boxD}${areaD}`;
  const waterFill =
    style.waterMark === 'hatch'
      ? doc.pattern(
          `hatch${style.waterInk}`,
          10,
          10,
          `${el('rect', { width: 10, height: 10, fill: style.water })}${el('path', { d: 'M0 5H10', stroke: style.waterInk, 'stroke-width': 0.8, opacity: 0.55 })}`,
        )
      : style.water;
  // The water is filled only where the land leaves it showing (the whole frame round islands): a hatched
  // fill is a pattern resvg samples at every pixel it covers, and the land would hide most of the frame's.
  const parts: string[] = [
    el('path', { d: w.kind === 'island' ? boxD : areaD, fill: waterFill, id: `town-map-${w.kind}` }),
  ];
  // Ripple lines parallel to the shore: wide ink strokes overpainted by slightly narrower water strokes;
  // the land laid on top hides their inland half.
  const rings = style.waterMark === 'depth' ? [52, 30, 14] : style.waterMark === 'ripples' ? [26, 12] : [];
  for (const r of rings) {
    parts.push(
      el('path', {
        d: shoreD,
        fill: 'none',
        stroke: style.waterInk,
        'stroke-width': r * 2 + style.fine * 2,
        opacity: 0.55,
      }),
      el('path', { d: shoreD, fill: 'none', stroke: style.water, 'stroke-width': r * 2 }),
    );
  }
  if (style.waterMark === 'wash') {
    parts.push(
      el('path', { d: shoreD, fill: 'none', stroke: style.waterInk, 'stroke-width': 40, opacity: 0.18 }),
    );
    parts.push(
      el('path', { d: shoreD, fill: 'none', stroke: style.waterInk, 'stroke-width': 14, opacity: 0.22 }),
    );
  }
  parts.push(
    el('path', {
      d: landD,
      fill: land,
      'fill-rule': 'evenodd',
      stroke: style.ink,
      'stroke-width': style.heavy * 0.45,
      'stroke-linejoin': 'round',
    }),
  );
  return group({ id: 'town-map-water', 'data-water': w.kind }, parts);
}

function drawRiver(input: RenderInput): string {
  const { plan, style } = input;
  const w = plan.water;
  if (!w.river) return '';
  const d = smoothOpen(w.river);
  const parts = [
    el('path', {
      d,
      fill: 'none',
      stroke: style.ink,
      'stroke-width': w.riverWidth + style.heavy * 0.8,
      'stroke-linecap': 'round',
    }),
    el('path', {
      d,
      fill: 'none',
      stroke: style.water,
      'stroke-width': w.riverWidth,
      'stroke-linecap': 'round',
      id: 'town-map-river-channel',
    }),
  ];
  if (style.waterMark !== 'wash') {
    parts.push(
      el('path', {
        d,
        fill: 'none',
        stroke: style.waterInk,
        'stroke-width': style.fine,
        'stroke-dasharray': '14 22',
        opacity: 0.6,
      }),
    );
  }
  return group({ id: 'town-map-water', 'data-water': 'river' }, parts);
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
  if (style.extrude) {
    // Isometric: walls facing the viewer (south edges) drawn as dark quads, roofs lifted by the height.
    const sorted = [...buildings].sort((a, b) => centroid(a.poly)[1] - centroid(b.poly)[1]);
    const out: string[] = [];
    const band = 36;
    let i = 0;
    while (i < sorted.length) {
      const top = centroid(sorted[i]!.poly)[1];
      const roofs = new Map<string, string>();
      let sides = '';
      let shadows = '';
      while (i < sorted.length && centroid(sorted[i]!.poly)[1] < top + band) {
        const b = sorted[i]!;
        const h = Math.min(22, b.height * 4.2 + (b.landmark ? 10 : 0));
        const roof = b.poly.map((p) => [p[0], p[1] - h] as P);
        shadows += polyD(b.poly.map((p) => [p[0] + h * 0.5, p[1] + h * 0.15] as P));
        // Only the walls that face the viewer (their outward normal points down the page) are seen.
        const sign = polyArea(b.poly) > 0 ? 1 : -1;
        for (let k = 0; k < b.poly.length; k++) {
          const a = b.poly[k]!;
          const c = b.poly[(k + 1) % b.poly.length]!;
          if ((c[0] - a[0]) * sign > 0) continue;
          sides += polyD([a, c, [c[0], c[1] - h], [a[0], a[1] - h]]);
        }
        const col = style.roof(b.ward);
        roofs.set(col, (roofs.get(col) ?? '') + polyD(roof));
        i++;
      }
      out.push(el('path', { d: shadows, fill: '#000', opacity: 0.12 }));
      out.push(
        el('path', {
          d: sides,
          fill: '#d8cfbf',
          stroke: style.roofInk,
          'stroke-width': style.fine,
          'stroke-linejoin': 'round',
        }),
      );
      for (const [col, d] of roofs) {
        out.push(
          el('path', {
            d,
            fill: col,
            stroke: style.roofInk,
            'stroke-width': style.fine,
            'stroke-linejoin': 'round',
          }),
        );
      }
    }
    return group({ id: 'town-map-buildings', 'data-count': buildings.length, 'data-extruded': 'true' }, [
      pierEl,
      ...out,
    ]);
  }
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
    out.push(
      el('path', {
        d,
        fill: col,
        stroke: style.wash ? darken(col, 0.12) : style.roofInk,
        'stroke-width': style.medium,
        'stroke-linejoin': 'round',
        opacity: style.wash ? 0.85 : 1,
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

function drawWalls(input: RenderInput, wob: (p: readonly P[], a?: number) => P[]): string {
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
      const river = plan.water.kind === 'river';
      const ok = i < wall.length && dry(lerpP(a, b, 0.5)) && (river || (dry(a) && dry(b)));
      if (ok) {
        const [wa, wb] = wob([a, b], style.wobble * 0.5);
        d += open
          ? `L${coord(wb![0])} ${coord(wb![1])}`
          : `M${coord(wa![0])} ${coord(wa![1])}L${coord(wb![0])} ${coord(wb![1])}`;
      }
      open = ok;
    }
    const stone = plan.wallKind === 'stone';
    if (stone) {
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
  let labels = '';
  let col = 0;
  for (let x = x0; x + s <= x1 + 0.1; x += s * 2, col += 2) {
    const letter = col < 26 ? String.fromCharCode(65 + col) : `A${String.fromCharCode(65 + col - 26)}`;
    labels += textPath({ text: letter, font: 'body', size: 15, x: x + s / 2, y: y0 + 16, anchor: 'middle' });
  }
  let row = 1;
  for (let y = y0 + s; y + s <= y1 + 0.1; y += s * 2, row += 2) {
    labels += textPath({ text: String(row + 1), font: 'body', size: 15, x: x0 + 5, y: y + s / 2 + 5 });
  }
  return group({ id: 'town-map-grid', 'data-square-px': s }, [
    el('path', { d, fill: 'none', stroke: style.ink, 'stroke-width': 0.9, opacity: 0.4 }),
    el('path', {
      d: labels,
      fill: style.ink,
      stroke: style.paper,
      'stroke-width': 3,
      'paint-order': 'stroke',
      opacity: 0.85,
    }),
  ]);
}
