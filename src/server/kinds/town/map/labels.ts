// Map furniture: the cartouche with the town's name, numbered markers with halos, legend, compass rose, scale bar.
import type { TownData } from '../../../../shared/kinds/town.js';
import { capHeight, fitSize, textPath, truncate } from '../../../art/lettering.js';
import { el, group, num } from '../../../art/svg.js';
import type { P } from './geometry.js';
import type { Marker, TownPlan } from './plan.js';
import type { MapStyleDef } from './styles.js';

/** Text with a paper-coloured halo so it reads over streets and roofs. */
export function haloText(
  d: string,
  fill: string,
  halo: string,
  width: number,
  extra: Record<string, string> = {},
) {
  return el('path', {
    d,
    fill,
    stroke: halo,
    'stroke-width': width,
    'stroke-linejoin': 'round',
    'paint-order': 'stroke',
    ...extra,
  });
}

const MARKER_R = 15;

export function drawMarkers(markers: readonly Marker[], style: MapStyleDef): string {
  const items = markers.map((m) => {
    const size = m.number >= 10 ? 15 : 17;
    const d = textPath({
      text: String(m.number),
      font: 'display',
      size,
      x: m.at[0],
      y: m.at[1] + capHeight('display', size) / 2,
      anchor: 'middle',
    });
    return el(
      'g',
      { 'data-marker': m.number, 'data-district': m.district },
      [
        el('circle', { cx: m.at[0], cy: m.at[1], r: MARKER_R + 4, fill: style.paper, opacity: 0.85 }),
        el('circle', {
          cx: m.at[0],
          cy: m.at[1],
          r: MARKER_R,
          fill: style.markerFill,
          stroke: style.markerInk,
          'stroke-width': 2,
        }),
        el('path', { d, fill: style.markerInk }),
      ].join(''),
    );
  });
  return group({ id: 'town-map-markers', 'data-count': markers.length }, items);
}

/** District names, spaced capitals at the middle of each district's blocks. */
export function drawDistrictLabels(town: TownData, plan: TownPlan, style: MapStyleDef): string {
  if (town.layout.districts.length < 2) return '';
  const out: string[] = [];
  const placed: P[] = plan.markers.map((m) => m.at);
  town.layout.districts.forEach((d, di) => {
    const cells = plan.cells.filter((c) => c.inner && c.district === di);
    if (!cells.length) return;
    let x = 0;
    let y = 0;
    for (const c of cells) {
      x += c.site[0];
      y += c.site[1];
    }
    let at: P = [x / cells.length, y / cells.length];
    // Step away from markers and earlier labels so nothing sits on a number.
    for (
      let k = 0;
      k < 6 && placed.some((p) => Math.abs(p[0] - at[0]) < 90 && Math.abs(p[1] - at[1]) < 26);
      k++
    ) {
      at = [at[0], at[1] + (k % 2 ? -1 : 1) * 28 * (k + 1)];
    }
    placed.push(at);
    const text = d.name.toUpperCase();
    const size = 15;
    out.push(
      haloText(
        textPath({ text, font: 'body', size, x: at[0], y: at[1] + 5, anchor: 'middle', tracking: 0.16 }),
        style.ink,
        style.paper,
        4.5,
        { 'fill-opacity': '0.85' },
      ),
    );
  });
  return group({ id: 'town-map-districts' }, out);
}

export interface PanelBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

const NICE = [5, 10, 20, 25, 50, 100, 200, 250, 500, 1000, 2000, 2500, 5000];

/** The scale bar: a round number of metres whose length in px follows the plan's metres per px. */
export function scaleBar(plan: TownPlan, x: number, y: number, maxPx: number, style: MapStyleDef): string {
  const target = maxPx * plan.metersPerPx;
  const meters = [...NICE].reverse().find((m) => m <= target) ?? NICE[0]!;
  const len = meters / plan.metersPerPx;
  const label = (m: number) => (m >= 1000 ? `${m / 1000} km` : `${m} m`);
  const parts: string[] = [];
  const segs = 4;
  for (let i = 0; i < segs; i++) {
    parts.push(
      el('rect', {
        x: x + (len / segs) * i,
        y,
        width: len / segs,
        height: 9,
        fill: i % 2 ? style.paper : style.ink,
        stroke: style.ink,
        'stroke-width': 1.2,
      }),
    );
  }
  const text = [
    textPath({ text: '0', font: 'body', size: 18, x, y: y + 30, anchor: 'middle' }),
    textPath({
      text: label(meters / 2),
      font: 'body',
      size: 18,
      x: x + len / 2,
      y: y + 30,
      anchor: 'middle',
    }),
    textPath({ text: label(meters), font: 'body', size: 18, x: x + len, y: y + 30, anchor: 'middle' }),
  ].join('');
  parts.push(el('path', { d: text, fill: style.ink }));
  return group(
    {
      id: 'town-map-scale',
      'data-meters': meters,
      'data-length-px': num(len),
      'data-meters-per-px': Math.round(plan.metersPerPx * 1000) / 1000,
    },
    parts,
  );
}

export function compassRose(cx: number, cy: number, r: number, style: MapStyleDef): string {
  const pts = (a: number, len: number, w: number) => {
    const t = (a * Math.PI) / 180 - Math.PI / 2;
    const tip: P = [cx + Math.cos(t) * len, cy + Math.sin(t) * len];
    const l: P = [cx + Math.cos(t - Math.PI / 2) * w, cy + Math.sin(t - Math.PI / 2) * w];
    const rr: P = [cx + Math.cos(t + Math.PI / 2) * w, cy + Math.sin(t + Math.PI / 2) * w];
    return { tip, l, r: rr };
  };
  const tri = (a: P, b: P, c: P) =>
    `M${num(a[0])} ${num(a[1])}L${num(b[0])} ${num(b[1])}L${num(c[0])} ${num(c[1])}Z`;
  let dark = '';
  let light = '';
  for (const [a, len, w] of [
    [45, r * 0.62, r * 0.09],
    [135, r * 0.62, r * 0.09],
    [225, r * 0.62, r * 0.09],
    [315, r * 0.62, r * 0.09],
    [0, r, r * 0.15],
    [90, r, r * 0.15],
    [180, r, r * 0.15],
    [270, r, r * 0.15],
  ] as const) {
    const p = pts(a, len, w);
    // Each point is split down its spine, one half inked, one half paper: the classic engraved rose.
    dark += tri([cx, cy], p.l, p.tip);
    light += tri([cx, cy], p.tip, p.r);
  }
  const n = textPath({ text: 'N', font: 'display', size: 26, x: cx, y: cy - r - 10, anchor: 'middle' });
  return group({ id: 'town-map-compass' }, [
    el('circle', { cx, cy, r: r * 0.72, fill: 'none', stroke: style.ink, 'stroke-width': 1.2 }),
    el('circle', { cx, cy, r: r * 0.66, fill: 'none', stroke: style.ink, 'stroke-width': 0.6 }),
    el('path', {
      d: light,
      fill: style.paper,
      stroke: style.ink,
      'stroke-width': 1.1,
      'stroke-linejoin': 'round',
    }),
    el('path', {
      d: dark,
      fill: style.ink,
      stroke: style.ink,
      'stroke-width': 1.1,
      'stroke-linejoin': 'round',
    }),
    el('path', { d: n, fill: style.accent }),
  ]);
}

const SIZE_WORD: Record<TownData['size'], string> = {
  hamlet: 'Hamlet',
  village: 'Village',
  town: 'Town',
  'large town': 'Large Town',
  'small city': 'Small City',
  city: 'City',
  metropolis: 'Metropolis',
};

/** The side panel: cartouche, legend, compass and scale, so the map itself stays uncluttered for play. */
export function sidePanel(town: TownData, plan: TownPlan, style: MapStyleDef, box: PanelBox): string {
  const { x, y, width, height } = box;
  const cx = x + width / 2;
  const inner = width - 56;
  const out: string[] = [];
  out.push(
    // Unfilled: the mat round the map's frame has already laid paper here.
    el('rect', {
      x,
      y,
      width,
      height,
      fill: 'none',
      stroke: style.ink,
      'stroke-width': style.heavy * 0.6,
    }),
    el('rect', {
      x: x + 8,
      y: y + 8,
      width: width - 16,
      height: height - 16,
      fill: 'none',
      stroke: style.ink,
      'stroke-width': style.fine,
    }),
  );
  // Cartouche: the name in capitals, the nickname in italics, size and population beneath a rule.
  const titleSize = fitSize(town.name, 'display', 54, inner, 0.04);
  const title = textPath({
    text: town.name,
    font: 'display',
    size: titleSize,
    x: cx,
    y: y + 96,
    anchor: 'middle',
    tracking: 0.04,
  });
  out.push(el('path', { d: title, fill: style.accent, id: 'town-map-title' }));
  const nick = truncate(town.nickname, 'italic', 28, inner);
  out.push(
    el('path', {
      d: textPath({ text: nick, font: 'italic', size: 28, x: cx, y: y + 140, anchor: 'middle' }),
      fill: style.ink,
    }),
  );
  const rule = (yy: number) =>
    el('path', {
      d: `M${num(x + 40)} ${num(yy)}L${num(cx - 10)} ${num(yy)}M${num(cx + 10)} ${num(yy)}L${num(x + width - 40)} ${num(yy)}M${num(cx)} ${num(yy - 5)}L${num(cx + 5)} ${num(yy)}L${num(cx)} ${num(yy + 5)}L${num(cx - 5)} ${num(yy)}Z`,
      stroke: style.ink,
      'stroke-width': style.fine * 1.4,
      fill: style.ink,
    });
  out.push(rule(y + 162));
  const info = `${SIZE_WORD[town.size]} · population ${town.population.toLocaleString('en-US')}`;
  out.push(
    el('path', {
      d: textPath({
        text: info,
        font: 'body',
        size: fitSize(info, 'body', 23, inner),
        x: cx,
        y: y + 196,
        anchor: 'middle',
      }),
      fill: style.inkSoft,
    }),
  );

  // Legend: number disc and name, one per establishment, in the order of the text.
  const legendTop = y + 240;
  const count = town.establishments.length;
  const lineH = count > 12 ? 34 : 38;
  const items: string[] = [];
  if (count) {
    items.push(
      el('path', {
        d: textPath({
          text: 'LEGEND',
          font: 'display',
          size: 22,
          x: x + 32,
          y: legendTop + 4,
          tracking: 0.12,
        }),
        fill: style.ink,
      }),
    );
  }
  let names = '';
  let discs = '';
  let digits = '';
  town.establishments.forEach((e, i) => {
    const yy = legendTop + 44 + i * lineH;
    const dx = x + 48;
    discs += `M${num(dx - 13)} ${num(yy)}a13 13 0 1 0 26 0a13 13 0 1 0 -26 0Z`;
    const ds = i + 1 >= 10 ? 13 : 15;
    digits += textPath({
      text: String(i + 1),
      font: 'display',
      size: ds,
      x: dx,
      y: yy + capHeight('display', ds) / 2,
      anchor: 'middle',
    });
    const name = truncate(e.name, 'body', 22, inner - 50);
    names += textPath({ text: name, font: 'body', size: 22, x: dx + 26, y: yy + 7 });
  });
  if (count) {
    items.push(el('path', { d: discs, fill: style.markerFill, stroke: style.ink, 'stroke-width': 1 }));
    items.push(el('path', { d: digits, fill: style.markerInk }));
    items.push(el('path', { d: names, fill: style.ink }));
  }
  out.push(
    group(
      {
        id: 'town-map-legend',
        'data-count': count,
        'data-names': town.establishments.map((e) => e.name).join('|'),
      },
      items,
    ),
  );

  // Symbols key: the map's furniture that a reader might not know.
  const keyTop = legendTop + 44 + count * lineH + 10;
  const keys: string[] = [];
  const keyLine = (label: string, i: number, swatch: string) => {
    const yy = keyTop + 22 + i * 32;
    keys.push(swatch.replaceAll('@Y', num(yy)));
    keys.push(
      el('path', {
        d: textPath({ text: label, font: 'body', size: 19, x: x + 80, y: yy + 6 }),
        fill: style.inkSoft,
      }),
    );
  };
  let k = 0;
  if (keyTop + 140 < y + height - 230) {
    if (plan.wall) {
      keyLine(
        plan.wallKind === 'stone' ? 'Town wall and towers' : 'Palisade',
        k++,
        `<path d="M${num(x + 34)} @YL${num(x + 66)} @Y" stroke="${style.wall}" stroke-width="${num(style.heavy)}"/>`,
      );
    }
    if (plan.bridges.length) {
      keyLine(
        plan.bridges.length === 1 ? 'Bridge' : `Bridges (${plan.bridges.length})`,
        k++,
        `<rect x="${num(x + 34)}" y="${'@Y'}" width="32" height="8" transform="translate(0 -4)" fill="${style.street}" stroke="${style.ink}"/>`,
      );
    }
    keyLine(
      'Road',
      k++,
      `<path d="M${num(x + 34)} @YL${num(x + 66)} @Y" stroke="${style.inkSoft}" stroke-width="7"/>`,
    );
  }
  out.push(group({ id: 'town-map-key' }, keys));

  // Compass rose and scale bar at the foot of the panel.
  out.push(compassRose(x + 92, y + height - 110, 62, style));
  out.push(scaleBar(plan, x + 200, y + height - 120, width - 260, style));
  const scaleNote = style.grid
    ? `One square: ${Math.round(40 * plan.metersPerPx * 3.281)} ft`
    : `1 cm on a print is about ${Math.round((plan.metersPerPx * plan.width) / 27)} m`;
  out.push(
    el('path', {
      d: textPath({ text: scaleNote, font: 'italic', size: 18, x: x + 200, y: y + height - 56 }),
      fill: style.inkSoft,
    }),
  );
  return group({ id: 'town-map-panel' }, out);
}
