// How each art style renders the drawn figure, over and above its palette and line weights (art/art-styles.ts):
// - painterly: brushy broken edges and a blurred glaze over the forms (SVG filters), warm light glazed over all;
// - realistic: modelled light on the face, neck and body, the colour zones of real skin, a muted backdrop;
// - cel-shaded: hard two-tone shadow shapes and a bold ink line round the whole figure;
// - concept-art: flat marker values, a rim of light on the shadow side, the loose construction lines behind;
// - fantasy: the plain illustrated drawing.
// The figure is drawn in four runs: the forms behind the face, the face's features, the forms in front, and what
// is held (each a run of consecutive slots, so the layering is unchanged). The features (eyes, brows, nose, mouth,
// scars) and held things are never filtered, so the face reads clean and a held thing keeps its true shape in every
// style. Filters are costly in resvg: each style stays within about three times the plain drawing's time.
import { hexToHsl, mix } from '../../../art/color.js';
import { type Pt, smoothClosed, translatePoints } from '../../../art/path.js';
import { el, num } from '../../../art/svg.js';
import { torsoPoints } from './body.js';
import type { DrawContext } from './context.js';
import { headPoints } from './head.js';

export type Run = 'back' | 'features' | 'front' | 'held';

/** The run of each slot (the background is drawn before the figure). */
export const RUN_OF: Readonly<Record<string, Run>> = {
  'back-hair': 'back',
  'back-horns': 'back',
  torso: 'back',
  neck: 'back',
  head: 'back',
  ears: 'back',
  markings: 'back',
  eyes: 'features',
  brows: 'features',
  nose: 'features',
  mouth: 'features',
  scars: 'features',
  beard: 'front',
  'front-hair': 'front',
  'face-wear': 'front',
  'front-horns': 'front',
  headwear: 'front',
  props: 'held',
};

export interface StyleTreatment {
  /** Names the rendering on the SVG ('brush', 'modelled', 'cel', 'sketch', 'illustrated'). */
  id: string;
  /** A filter for one slot's group. */
  slotFilter(slot: string): string | undefined;
  /** Marks drawn over one slot's own drawing, inside its group (shading layers). */
  slotOver(slot: string): string;
  /** A filter for one run of slots. */
  runFilter(run: Run): string | undefined;
  /** A filter over the whole figure. */
  figureFilter: string | undefined;
  /** Marks drawn over the whole figure, under the finish. */
  over: string;
}

const PLAIN: StyleTreatment = {
  id: 'illustrated',
  slotFilter: () => undefined,
  slotOver: () => '',
  runFilter: () => undefined,
  figureFilter: undefined,
  over: '',
};

export function styleTreatment(ctx: DrawContext): StyleTreatment {
  switch (ctx.plan.style.id) {
    case 'painterly':
      return painterly(ctx);
    case 'realistic':
      return realistic(ctx);
    case 'cel-shaded':
      return celShaded(ctx);
    case 'concept-art':
      return conceptArt(ctx);
    default:
      return PLAIN;
  }
}

/** A filter def of this picture; its region is the treated group's box with a small margin. */
function filter(
  ctx: DrawContext,
  key: string,
  body: string,
  region = 'x="-4%" y="-4%" width="108%" height="108%"',
) {
  const id = ctx.doc.raw(
    `filter:${key}`,
    'fx',
    (fid) => `<filter id="${fid}" ${region} color-interpolation-filters="sRGB">${body}</filter>`,
  );
  return `url(#${id})`;
}

/**
 * Brush noise: one small tile of fractal noise, tiled over the canvas and fed to the filters as an image.
 * Noise computed over the whole canvas would cost several portraits' time; a 128 px tile costs a sixteenth.
 */
function noiseImage(ctx: DrawContext): string {
  const rng = ctx.rng('brush-noise');
  const T = 96;
  const dabs: string[] = [];
  for (let i = 0; i < 22; i++) {
    const x = rng.range(0, T);
    const y = rng.range(0, T);
    const r = Math.round(rng.range(40, 215));
    const g = Math.round(rng.range(40, 215));
    const rx = rng.range(10, 26);
    const dab = {
      rx,
      ry: rng.range(2.5, 6),
      fill: `rgb(${r},${g},128)`,
      'fill-opacity': 0.7,
      transform: `rotate(${num(rng.range(-40, -20))})`,
    };
    // A dab crossing the tile's edge is repeated on the far side, so the tiling shows no seams.
    const near = (v: number) => v > -rx && v < T + rx;
    for (const dx of [-T, 0, T])
      for (const dy of [-T, 0, T])
        if (near(x + dx) && near(y + dy))
          dabs.push(
            el('ellipse', {
              ...dab,
              cx: 0,
              cy: 0,
              transform: `translate(${num(x + dx)} ${num(y + dy)}) ${dab.transform}`,
            }),
          );
  }
  const tile = ctx.doc.raw('noise-tile', 'nt', (id) =>
    el('pattern', { id, width: T, height: T, patternUnits: 'userSpaceOnUse' }, [
      el('rect', { width: T, height: T, fill: 'rgb(128,128,128)' }),
      ...dabs,
    ]),
  );
  return ctx.doc.raw('noise', 'nz', (id) =>
    el('rect', { id, width: 512, height: 512, fill: `url(#${tile})` }),
  );
}

function painterly(ctx: DrawContext): StyleTreatment {
  const noise = noiseImage(ctx);
  const image = `<feImage href="#${noise}" x="0" y="0" width="512" height="512" result="n"/>`;
  // Broken, brushy edges: every border is pushed about by the dabs of the noise.
  const displace = (scale: number) =>
    `<feDisplacementMap in="SourceGraphic" in2="n" scale="${scale}" xChannelSelector="R" yChannelSelector="G" result="d"/>`;
  // The glaze: a blurred copy laid over at half strength melts the hard borders between colours. (A deviation
  // over 2 is blurred by resvg's fast box blur.)
  const glaze =
    '<feGaussianBlur in="d" stdDeviation="2.6" result="b"/><feComposite in="b" in2="d" operator="arithmetic" k2="0.6" k3="0.4"/>';
  const back = filter(ctx, 'painterly-back', image + displace(11) + glaze);
  const front = filter(ctx, 'painterly-front', image + displace(7));
  return {
    ...PLAIN,
    id: 'brush',
    runFilter: (run) => (run === 'back' ? back : run === 'front' ? front : undefined),
    over: glazeLight(ctx),
  };
}

/** Warm light glazed over the upper left of the picture and a cool glaze in the lower right, as thin paint. */
function glazeLight(ctx: DrawContext): string {
  const { doc } = ctx;
  return (
    el('rect', {
      width: 512,
      height: 512,
      fill: doc.radialGradient({
        cx: 0.3,
        cy: 0.22,
        r: 0.6,
        stops: [
          { offset: 0, color: '#ffe6b0', opacity: 0.16 },
          { offset: 1, color: '#ffe6b0', opacity: 0 },
        ],
      }),
    }) +
    el('rect', {
      width: 512,
      height: 512,
      fill: doc.linearGradient({
        x1: 0.2,
        y1: 0.1,
        x2: 0.9,
        y2: 1,
        stops: [
          { offset: 0.55, color: '#1a2040', opacity: 0 },
          { offset: 1, color: '#1a2040', opacity: 0.22 },
        ],
      }),
    })
  );
}

function realistic(ctx: DrawContext): StyleTreatment {
  const { fig, plan, ramps, painter, doc } = ctx;
  const snout = plan.profile.snout ?? false;
  const head = headPoints(fig, snout);
  const headD = smoothClosed(head);
  const skin = ramps.skin;
  const radial = (color: string, from: number, opacity: number, cx = 0.32, cy = 0.28) =>
    doc.radialGradient({
      cx,
      cy,
      r: 0.85,
      stops: [
        { offset: from, color, opacity: 0 },
        { offset: 1, color, opacity },
      ],
    });
  const box = (pts: readonly Pt[]) => {
    const xs = pts.map((p) => p[0]);
    const ys = pts.map((p) => p[1]);
    return {
      x: Math.min(...xs),
      y: Math.min(...ys),
      w: Math.max(...xs) - Math.min(...xs),
      h: Math.max(...ys) - Math.min(...ys),
    };
  };
  const hb = box(head);
  // The head turns away from a light at the upper left: the far cheek, the jaw and the temple fall into shade.
  const headShade = el('rect', {
    x: hb.x,
    y: hb.y,
    width: hb.w,
    height: hb.h,
    fill: radial(mix(skin.deep, '#2a1830', 0.2), 0.45, 0.5),
  });
  const zones: string[] = [];
  if (!snout) {
    // Blood shows warm under human skin tones; on green, blue or violet skin a red flush would read as a smudge,
    // so there the warm zone is only a little rosier than the skin itself.
    const { h, s } = hexToHsl(plan.skin);
    const humanTone = h < 50 || h > 340 || s < 0.06;
    const warm = mix(plan.skin, '#c8504a', humanTone ? 0.55 : 0.18);
    // The colour zones of a face: a warm band over cheeks, nose and ears; cooler at the jaw and under the eyes.
    zones.push(painter.blob(fig.cx, fig.noseY, fig.hw * 0.85, fig.hh * 0.2, warm, humanTone ? 0.26 : 0.18));
    zones.push(
      painter.blob(
        fig.cx,
        fig.noseY + fig.noseW * 0.4,
        fig.noseW * 0.9,
        fig.noseW * 0.7,
        warm,
        humanTone ? 0.2 : 0.1,
      ),
    );
    for (const s of [-1, 1])
      zones.push(
        painter.blob(
          fig.cx + s * fig.eyeDX,
          fig.eyeY - fig.eyeH * 0.6,
          fig.eyeW * 1.5,
          fig.eyeH * 1.4,
          skin.shade,
          0.14,
        ),
      );
    const jawCool = fig.masc > 0.6 && plan.age !== 'child' && !plan.beard ? 0.16 : 0.08;
    zones.push(
      painter.blob(
        fig.cx,
        fig.chinY - fig.hh * 0.12,
        fig.hw * 0.75,
        fig.hh * 0.22,
        mix(skin.shade, '#5a6a8a', 0.4),
        jawCool,
      ),
    );
    zones.push(
      painter.blob(
        fig.cx - fig.hw * 0.2,
        fig.crownY + fig.hh * 0.42,
        fig.hw * 0.5,
        fig.hh * 0.2,
        skin.light,
        0.3,
      ),
    );
  }
  const headOver = painter.within(headD, [headShade, ...zones]);
  const torso = torsoPoints(ctx);
  const tb = box(torso);
  const torsoOver = painter.within(smoothClosed(torso), [
    el('rect', {
      x: tb.x,
      y: tb.y,
      width: tb.w,
      height: Math.min(tb.h, 512 - tb.y),
      fill: doc.linearGradient({
        x1: 0,
        y1: 0,
        x2: 1,
        y2: 0.4,
        stops: [
          { offset: 0, color: '#fff6e0', opacity: 0.1 },
          { offset: 0.45, color: '#000000', opacity: 0 },
          { offset: 1, color: '#140c18', opacity: 0.45 },
        ],
      }),
    }),
  ]);
  return {
    ...PLAIN,
    id: 'modelled',
    slotOver: (slot) => (slot === 'head' ? headOver : slot === 'torso' ? torsoOver : ''),
    slotFilter: (slot) =>
      slot === 'background'
        ? filter(
            ctx,
            'realistic-bg',
            '<feColorMatrix type="saturate" values="0.5"/>',
            'x="0" y="0" width="100%" height="100%"',
          )
        : undefined,
  };
}

function celShaded(ctx: DrawContext): StyleTreatment {
  const { fig, plan, ramps, painter } = ctx;
  const snout = plan.profile.snout ?? false;
  const head = headPoints(fig, snout);
  // One hard shadow shape on the far side of the face: the head less a copy of it moved toward the light.
  const shade = mix(ramps.skin.shade, '#3a2450', 0.22);
  const headOver = painter.within(smoothClosed(head), [
    el('path', {
      d: smoothClosed(head) + smoothClosed(translatePoints(head, -fig.hw * 0.32, -fig.hh * 0.1)),
      fill: shade,
      'fill-rule': 'evenodd',
      'fill-opacity': 0.5,
    }),
  ]);
  const torso = torsoPoints(ctx);
  const torsoOver = painter.within(smoothClosed(torso), [
    el('path', {
      d: smoothClosed(torso) + smoothClosed(translatePoints(torso, -fig.shoulderW * 0.3, -10)),
      fill: '#241a3a',
      'fill-rule': 'evenodd',
      'fill-opacity': 0.3,
    }),
  ]);
  const ink = filter(
    ctx,
    'cel-ink',
    [
      '<feMorphology in="SourceAlpha" operator="dilate" radius="2.6" result="d"/>',
      `<feFlood flood-color="${plan.style.outline.inkColor}"/>`,
      '<feComposite in2="d" operator="in" result="o"/>',
      '<feMerge><feMergeNode in="o"/><feMergeNode in="SourceGraphic"/></feMerge>',
    ].join(''),
  );
  return {
    ...PLAIN,
    id: 'cel',
    slotOver: (slot) => (slot === 'head' ? headOver : slot === 'torso' ? torsoOver : ''),
    figureFilter: ink,
  };
}

function conceptArt(ctx: DrawContext): StyleTreatment {
  const { fig, plan, painter } = ctx;
  const head = headPoints(fig, plan.profile.snout ?? false);
  const torso = torsoPoints(ctx);
  // Rim light from behind on the shadow side (the shape less a copy of it moved away from the rim), over
  // marker values: a flat cool grey on the far side of the head and body, in one pass of a broad nib.
  const marker = (points: readonly Pt[], dx: number, dy: number, opacity: number) =>
    el('path', {
      d: smoothClosed(points) + smoothClosed(translatePoints(points, dx, dy)),
      fill: '#4a5060',
      'fill-rule': 'evenodd',
      'fill-opacity': opacity,
    });
  const headOver = painter.within(smoothClosed(head), [
    marker(head, -fig.hw * 0.45, -fig.hh * 0.05, 0.2),
    el('path', {
      d: smoothClosed(head) + smoothClosed(translatePoints(head, -5, 2)),
      fill: '#fff3d6',
      'fill-rule': 'evenodd',
      'fill-opacity': 0.75,
    }),
  ]);
  const torsoOver = painter.within(smoothClosed(torso), [
    marker(torso, -fig.shoulderW * 0.55, -6, 0.22),
    el('path', {
      d: smoothClosed(torso) + smoothClosed(translatePoints(torso, -6, 4)),
      fill: '#fff3d6',
      'fill-rule': 'evenodd',
      'fill-opacity': 0.6,
    }),
  ]);
  return {
    ...PLAIN,
    id: 'sketch',
    // The construction lines lie on the paper behind the figure: they show round it, never across the face.
    slotOver: (slot) =>
      slot === 'head'
        ? headOver
        : slot === 'torso'
          ? torsoOver
          : slot === 'background'
            ? constructionLines(ctx)
            : '',
  };
}

/** The artist's first marks left in: the face's centre and eye lines, the head's oval, the shoulder line. */
function constructionLines(ctx: DrawContext): string {
  const { fig } = ctx;
  const rng = ctx.rng('construction');
  const ink = ctx.plan.style.outline.inkColor;
  const j = (v: number) => v + rng.range(-3, 3);
  const d = [
    `M${num(j(fig.cx))} ${num(fig.crownY - 28)}L${num(j(fig.cx))} ${num(fig.chinY + 24)}`,
    `M${num(fig.cx - fig.hw * 1.4)} ${num(j(fig.eyeY))}L${num(fig.cx + fig.hw * 1.4)} ${num(j(fig.eyeY))}`,
    `M${num(fig.cx - fig.shoulderW * 0.7)} ${num(j(fig.shoulderY + 14))}L${num(fig.cx + fig.shoulderW * 0.7)} ${num(j(fig.shoulderY + 8))}`,
  ].join('');
  const rx = fig.hw * 1.16;
  const ry = fig.hh * 1.1;
  const oval = `M${num(fig.cx - rx)} ${num(fig.cy)}a${num(rx)} ${num(ry)} 0 1 1 ${num(rx * 2)} 0a${num(rx)} ${num(ry)} 0 1 1 ${num(-rx * 2)} 0`;
  return (
    el('path', {
      d,
      fill: 'none',
      stroke: ink,
      'stroke-width': 1,
      'stroke-opacity': 0.4,
      'stroke-linecap': 'round',
    }) +
    el('path', {
      d: oval,
      fill: 'none',
      stroke: ink,
      'stroke-width': 0.9,
      'stroke-opacity': 0.35,
      transform: `rotate(${num(rng.range(-4, 4))} ${num(fig.cx)} ${num(fig.cy)})`,
    })
  );
}
