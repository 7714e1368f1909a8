// The hair slots of an NPC portrait: hair behind the head, hair in front of it, and beards, from cropped to
// braided, greyed and thinned with age.
import { mix, type ToneRamp } from '../../../art/color.js';
import {
  corner,
  lerp,
  lerpPt,
  mirrorPoints,
  type Pt,
  resampleClosed,
  sampleClosed,
  sampleOpen,
  scallop,
  smoothClosed,
  smoothOpen,
  symmetricLoop,
} from '../../../art/path.js';
import { el } from '../../../art/svg.js';
import type { DrawContext } from './context.js';

/** The top of the skull swollen by `v` px of hair, from the crown down the viewer's right side to the temple. */
function capOuter(ctx: DrawContext, v: number): Pt[] {
  const { cx, cy, hw, hh, crownY } = ctx.fig;
  return [
    [cx, crownY - v],
    [cx + hw * 0.64 + v * 0.62, crownY + hh * 0.13 - v * 0.78],
    [cx + hw * 0.97 + v * 0.86, cy - hh * 0.42],
    [cx + hw + v * 0.45, cy - hh * 0.08],
  ];
}

/** The natural hairline from the viewer's right temple to the centre, raised by a receding hairline. */
function naturalHairline(ctx: DrawContext, recede: number): Pt[] {
  const { cx, hw, hh, browY, earTop } = ctx.fig;
  // Higher in the middle than at the temples: a hairline follows the dome of the forehead.
  return [
    corner(cx + hw * 0.97, earTop + 2),
    [cx + hw * 0.9, browY - hh * (0.2 + recede * 0.42)],
    [cx + hw * 0.66, browY - hh * (0.38 + recede * 0.45)],
    [cx + hw * 0.3, browY - hh * (0.45 + recede * 0.35)],
    [cx, browY - hh * (0.46 + recede * 0.3)],
  ];
}

/** A full cap loop: outer edge down the right, hairline across (right to left), outer edge up the left. */
function capLoop(ctx: DrawContext, v: number, hairlineRightToLeft: readonly Pt[]): Pt[] {
  const outer = capOuter(ctx, v);
  const leftOuter = mirrorPoints(outer.slice(1), ctx.fig.cx).reverse();
  return [...outer, ...hairlineRightToLeft, ...leftOuter];
}

function symmetricHairline(ctx: DrawContext, half: readonly Pt[]): Pt[] {
  const mirrored = mirrorPoints(half.slice(0, -1), ctx.fig.cx).reverse();
  return [...half, ...mirrored];
}

/** Puts spikes on an outline: every other sampled point pushed out from the centre into a sharp tip. */
function spiky(points: readonly Pt[], centre: Pt, amount: number, every = 2): Pt[] {
  return points.map((p, i) => {
    if (i % every !== 0) return p;
    const dx = p[0] - centre[0];
    const dy = p[1] - centre[1];
    const len = Math.hypot(dx, dy) || 1;
    return corner(p[0] + (dx / len) * amount, p[1] + (dy / len) * amount);
  });
}

interface HairPart {
  points: Pt[];
  d?: string;
  shine?: boolean;
  strands?: Pt[][];
  /** Small ringlets drawn inside curly hair. */
  curls?: Pt[];
  opacity?: number;
  weight?: 'outer' | 'inner' | 'none';
}

function paintHair(ctx: DrawContext, part: HairPart, ramp: ToneRamp): string {
  const { painter, fig } = ctx;
  if (part.opacity !== undefined) {
    return el('path', { d: part.d ?? smoothClosed(part.points), fill: ramp.base, opacity: part.opacity });
  }
  const inner: string[] = [];
  for (const strand of part.strands ?? []) {
    inner.push(painter.line(smoothOpen(strand), ramp.deep, 1.3, { opacity: 0.5 }));
  }
  (part.curls ?? []).forEach(([x, y], i) => {
    const r = 4 + (i % 3);
    inner.push(
      painter.line(`M${x - r} ${y + 2}a${r} ${r} 0 1 1 ${r} ${r * 0.8}`, ramp.deep, 1.4, {
        opacity: 0.55,
        transform: `rotate(${(i * 67) % 360} ${x} ${y})`,
      }),
    );
  });
  if (part.shine && painter.style.shine > 0.5) {
    if (painter.style.shading === 'cel') {
      const { cx, crownY, hw, hh } = fig;
      const y = crownY + hh * 0.24;
      const band: Pt[] = [
        [cx - hw * 0.75, y + 8],
        [cx - hw * 0.3, y - 6],
        [cx + hw * 0.2, y - 8],
        [cx + hw * 0.5, y - 2],
        corner(cx + hw * 0.25, y + 5),
        corner(cx + hw * 0.05, y + 1),
        corner(cx - hw * 0.2, y + 7),
        corner(cx - hw * 0.45, y + 4),
      ];
      inner.push(painter.highlight(smoothClosed(band), ramp, 0.8));
    } else {
      inner.push(
        painter.blob(
          fig.cx - fig.hw * 0.3,
          fig.crownY + fig.hh * 0.2,
          fig.hw * 0.55,
          fig.hh * 0.14,
          ramp.light,
          0.55 * painter.style.shine,
        ),
      );
    }
  }
  return painter.body({
    points: part.points,
    d: part.d,
    ramp,
    weight: part.weight ?? 'outer',
    shadowOffset: [-10, -10],
    inner,
  });
}

/** Flow lines from the crown toward the hairline. */
function capStrands(ctx: DrawContext, hairline: readonly Pt[], count = 5): Pt[][] {
  const { cx, crownY, hh } = ctx.fig;
  const out: Pt[][] = [];
  const samples = sampleOpen(hairline, 3);
  for (let i = 1; i <= count; i++) {
    const target = samples[Math.floor((i / (count + 1)) * samples.length)]!;
    const start: Pt = [cx + (target[0] - cx) * 0.25, crownY + hh * 0.1];
    out.push([start, lerpPt(start, target, 0.55), [target[0], target[1] - 8]]);
  }
  return out;
}

interface HairLayers {
  back: HairPart[];
  front: HairPart[];
  braids: { from: Pt; to: Pt }[];
  /** Shapes drawn on top of everything hair (a bun's tie, a topknot band). */
  ties: { x: number; y: number; w: number }[];
}

function hairLayers(ctx: DrawContext): HairLayers | null {
  const { plan, fig } = ctx;
  const hair = plan.hair;
  if (!hair) return null;
  const { cx, cy, hw, hh, crownY, browY, eyeY, chinY, shoulderY, earTop } = fig;
  const v = 9 * hair.volume;
  const side = hair.side;
  const layers: HairLayers = { back: [], front: [], braids: [], ties: [] };
  const rec = hair.recede;

  if (rec >= 0.85 && hair.style !== 'bald' && hair.style !== 'shaved') {
    // A fringe of hair round the back and sides: thin at the temples, full over the ears, the crown bare.
    for (const s of [1, -1]) {
      // In front only down to the top of the ear; below that the fringe runs behind the ears.
      const patch: Pt[] = [
        corner(cx + s * hw * 0.9, cy - hh * 0.42),
        [cx + s * (hw + 6), cy - hh * 0.3],
        [cx + s * (hw + 9), earTop - 4],
        corner(cx + s * hw * 0.97, earTop + 6),
        [cx + s * hw * 0.9, earTop - 6],
        [cx + s * hw * 0.92, cy - hh * 0.3],
      ];
      const loop = s === 1 ? patch : patch.slice().reverse();
      layers.front.push({
        points: loop,
        d: scallop(resampleClosed(sampleClosed(loop, 4), 12), 3),
        weight: 'inner',
      });
    }
    layers.back.push({
      points: symmetricLoop(
        [
          [cx, cy - hh * 0.25],
          [cx + hw + 10, cy - hh * 0.26],
          [cx + hw + 14, earTop + 10],
          [cx + hw + 10, fig.earBottom],
          [cx + hw * 0.6, fig.earBottom + 14],
          [cx, fig.earBottom + 16],
        ],
        cx,
      ),
    });
    return layers;
  }

  const natural = symmetricHairline(ctx, naturalHairline(ctx, rec));
  switch (hair.style) {
    case 'bald':
      return null;
    case 'shaved':
      layers.front.push({ points: capLoop(ctx, 1, natural), opacity: 0.35 });
      return layers;
    case 'cropped': {
      const pts = capLoop(ctx, v * 0.7, natural);
      layers.front.push({ points: pts, shine: true, strands: capStrands(ctx, natural) });
      return layers;
    }
    case 'side-swept': {
      // A parting on one side; the fringe sweeps from it across the forehead and falls past the far brow.
      const partX = cx - side * hw * 0.38;
      const partY = browY - hh * 0.5;
      const far = (k: number) => cx + side * hw * k;
      const sweep: Pt[] = [
        corner(far(0.97), earTop + 2),
        [far(0.9), browY - hh * 0.04],
        corner(far(0.66), browY + 3),
        [far(0.3), browY - hh * 0.1],
        [cx - side * hw * 0.05, browY - hh * 0.28],
        corner(partX, partY),
        [cx - side * hw * 0.7, browY - hh * 0.36],
        [cx - side * hw * 0.9, browY - hh * 0.18],
        corner(cx - side * hw * 0.97, earTop + 2),
      ];
      const hairline = side > 0 ? sweep : sweep.slice().reverse();
      const strands: Pt[][] = [0.2, 0.45, 0.7].map((k) => [
        [partX, partY - 4],
        [lerp(partX, far(0.9), k * 0.6), lerp(partY, browY - hh * 0.3, 0.5) - 6],
        [lerp(partX, far(0.95), k), browY - hh * (0.12 - k * 0.1)],
      ]);
      strands.push([
        [partX, partY - 4],
        [cx - side * hw * 0.6, crownY + hh * 0.2],
        [cx - side * hw * 0.85, browY - hh * 0.3],
      ]);
      layers.front.push({ points: capLoop(ctx, v, hairline), shine: true, strands });
      if (fig.masc < 0.7) layers.back.push(backShape(ctx, 'nape', v));
      return layers;
    }
    case 'tousled': {
      const tufts: Pt[] = [corner(cx + hw * 0.97, earTop + 2)];
      const n = 6;
      for (let i = 0; i <= n; i++) {
        const x = lerp(cx + hw * 0.9, cx - hw * 0.9, i / n);
        const y = browY - hh * 0.1 + (i % 2 ? -hh * 0.12 : 4) - Math.sin((i / n) * Math.PI) * 4;
        tufts.push(i % 2 ? [x, y] : corner(x, y));
      }
      tufts.push(corner(cx - hw * 0.97, earTop + 2));
      const outer = capLoop(ctx, v * 1.2, tufts);
      const outerSampled = sampleOpen(capOuter(ctx, v * 1.2), 2);
      const spikes = spiky(outerSampled, [cx, cy], 7, 2);
      const loop = [...spikes, ...tufts, ...mirrorPoints(spikes.slice(1), cx).reverse()];
      layers.front.push({ points: loop, shine: true, strands: capStrands(ctx, tufts) });
      void outer;
      layers.back.push(backShape(ctx, 'nape', v));
      return layers;
    }
    case 'long-straight':
    case 'long-wavy': {
      const wavy = hair.style === 'long-wavy';
      layers.back.push(backShape(ctx, wavy ? 'long-wavy' : 'long', v * (wavy ? 1.3 : 1)));
      const part = cx + side * hw * 0.12;
      const hairline: Pt[] = [
        [cx + hw * 0.86, eyeY - hh * 0.06],
        [cx + hw * 0.55, browY - hh * 0.14],
        corner(part, browY - hh * 0.3),
        [cx - hw * 0.55, browY - hh * 0.14],
        [cx - hw * 0.86, eyeY - hh * 0.06],
      ];
      layers.front.push({
        points: capLoop(ctx, v * (wavy ? 1.3 : 1), hairline),
        shine: true,
        strands: capStrands(ctx, hairline, 6),
      });
      for (const s of [1, -1]) {
        const lock: Pt[] = [
          [cx + s * hw * 0.8, browY - hh * 0.16],
          [cx + s * (hw + v * 0.8), cy - hh * 0.3],
          [cx + s * (hw + v * 0.75 + (wavy ? 8 : 3)), cy + hh * 0.3],
          [cx + s * (hw + (wavy ? 2 : 6)), chinY + 6],
          corner(cx + s * (hw + 10), shoulderY + 34),
          [cx + s * hw * 0.9, chinY - 6],
          [cx + s * hw * 0.86, cy + hh * 0.25],
          [cx + s * hw * 0.84, eyeY - hh * 0.06],
        ];
        layers.front.push({
          points: s === 1 ? lock : lock.slice().reverse(),
          strands: [
            [
              [cx + s * hw * 0.95, cy - hh * 0.1],
              [cx + s * (hw + 4), cy + hh * 0.5],
              [cx + s * (hw + 8), shoulderY + 10],
            ],
          ],
        });
      }
      return layers;
    }
    case 'bob': {
      layers.back.push(backShape(ctx, 'bob', v));
      const bangs: Pt[] = [corner(cx + hw * 0.98, cy + hh * 0.1)];
      const n = 5;
      for (let i = 0; i <= n; i++) {
        const x = lerp(cx + hw * 0.86, cx - hw * 0.86, i / n);
        const y = browY - 3 - (i % 2 ? 4 : 0) - (i === 0 || i === n ? hh * 0.05 : 0);
        bangs.push(i % 2 ? [x, y] : corner(x, y));
      }
      bangs.push(corner(cx - hw * 0.98, cy + hh * 0.1));
      layers.front.push({ points: capLoop(ctx, v, bangs), shine: true, strands: capStrands(ctx, bangs, 6) });
      return layers;
    }
    case 'bun':
    case 'topknot': {
      const knot = hair.style === 'topknot';
      const r = hw * (knot ? 0.3 : 0.42);
      const by = crownY - r * (knot ? 0.6 : 0.45);
      layers.back.push({
        points: circlePts(cx, by, r, r * 0.9, 10),
        shine: true,
        strands: [
          [
            [cx - r * 0.6, by - r * 0.2],
            [cx, by + r * 0.3],
            [cx + r * 0.6, by - r * 0.1],
          ],
        ],
      });
      layers.ties.push({ x: cx, y: by + r * 0.82, w: r * 0.9 });
      if (knot && fig.masc > 0.5) {
        layers.front.push({ points: capLoop(ctx, 1, natural), opacity: 0.35 });
      } else {
        layers.front.push({
          points: capLoop(ctx, v * 0.6, natural),
          shine: true,
          strands: capStrands(ctx, natural),
        });
      }
      return layers;
    }
    case 'ponytail': {
      const s = side;
      layers.back.push({
        points: [
          [cx + s * hw * 0.2, crownY + 4],
          [cx + s * (hw + 16), crownY + hh * 0.1],
          [cx + s * (hw + 30), cy + hh * 0.3],
          [cx + s * (hw + 26), chinY + 20],
          corner(cx + s * (hw + 12), shoulderY + 30),
          [cx + s * (hw + 4), chinY - 10],
          [cx + s * (hw + 6), cy],
          [cx + s * hw * 0.6, crownY + hh * 0.3],
        ],
        strands: [
          [
            [cx + s * (hw + 10), crownY + hh * 0.2],
            [cx + s * (hw + 20), cy + hh * 0.4],
            [cx + s * (hw + 14), shoulderY + 10],
          ],
        ],
      });
      layers.ties.push({ x: cx + s * (hw + 6), y: crownY + hh * 0.22, w: 9 });
      layers.front.push({
        points: capLoop(ctx, v * 0.55, natural),
        shine: true,
        strands: capStrands(ctx, natural),
      });
      return layers;
    }
    case 'braids': {
      const hairline: Pt[] = [
        corner(cx + hw * 0.95, earTop + 6),
        [cx + hw * 0.62, browY - hh * 0.16],
        corner(cx, browY - hh * 0.3),
        [cx - hw * 0.62, browY - hh * 0.16],
        corner(cx - hw * 0.95, earTop + 6),
      ];
      layers.back.push(backShape(ctx, 'nape', v));
      layers.front.push({
        points: capLoop(ctx, v * 0.7, hairline),
        shine: true,
        strands: capStrands(ctx, hairline, 6),
      });
      for (const s of [1, -1]) {
        layers.braids.push({
          from: [cx + s * hw * 0.96, earTop + 10],
          to: [cx + s * (hw + 8), shoulderY + 84],
        });
      }
      return layers;
    }
    case 'braid': {
      // One braid: the hair drawn back from the face and plaited into a single rope over one shoulder.
      const hairline: Pt[] = [
        corner(cx + hw * 0.95, earTop + 6),
        [cx + hw * 0.62, browY - hh * 0.18],
        corner(cx, browY - hh * 0.32),
        [cx - hw * 0.62, browY - hh * 0.18],
        corner(cx - hw * 0.95, earTop + 6),
      ];
      layers.back.push(backShape(ctx, 'nape', v));
      layers.front.push({
        points: capLoop(ctx, v * 0.7, hairline),
        shine: true,
        strands: capStrands(ctx, hairline, 6),
      });
      layers.braids.push({
        from: [cx + side * hw * 0.9, earTop + 14],
        to: [cx + side * (hw * 0.7), shoulderY + 120],
      });
      return layers;
    }
    case 'curly':
    case 'wild': {
      const wild = hair.style === 'wild';
      const vol = wild ? v * 2.6 : v * 1.5;
      const hairline = wild
        ? ([
            corner(cx + hw * 0.97, earTop + 8),
            corner(cx + hw * 0.75, browY - hh * 0.05),
            [cx + hw * 0.55, browY - hh * 0.22],
            corner(cx + hw * 0.3, browY - hh * 0.08),
            [cx, browY - hh * 0.26],
            corner(cx - hw * 0.3, browY - hh * 0.08),
            [cx - hw * 0.55, browY - hh * 0.22],
            corner(cx - hw * 0.75, browY - hh * 0.05),
            corner(cx - hw * 0.97, earTop + 8),
          ] as Pt[])
        : symmetricHairline(ctx, [
            corner(cx + hw * 0.97, earTop + 4),
            [cx + hw * 0.8, browY - hh * 0.1],
            [cx + hw * 0.4, browY - hh * 0.12],
            [cx, browY - hh * 0.14],
          ]);
      const outer = sampleOpen(capOuter(ctx, vol), 2);
      if (wild) {
        // Gnome hair: uneven tufts shooting out every way, widest at the sides above the ears.
        const tuftRng = ctx.rng('wild-hair');
        const spikes = outer.map((p, i) => {
          if (i % 2 !== 0) return p;
          const dx = p[0] - cx;
          const dy = p[1] - (cy + hh * 0.2);
          const len = Math.hypot(dx, dy) || 1;
          const k = tuftRng.range(8, 24) * (0.7 + Math.abs(dx) / hw);
          return corner(p[0] + (dx / len) * k, p[1] + (dy / len) * k);
        });
        const loop = [...spikes, ...hairline, ...mirrorPoints(spikes.slice(1), cx).reverse()];
        layers.front.push({ points: loop, shine: true, strands: capStrands(ctx, hairline, 6) });
        const side: Pt[] = [
          [cx, crownY - vol * 0.5],
          corner(cx + hw + vol * 1.1, crownY + hh * 0.02),
          [cx + hw + vol * 0.55, cy - hh * 0.28],
          corner(cx + hw + vol * 1.35, cy - hh * 0.08),
          [cx + hw + vol * 0.5, earTop + 6],
          corner(cx + hw + vol * 1.1, earTop + hh * 0.22),
          [cx + hw + vol * 0.3, fig.earBottom],
          corner(cx + hw + vol * 0.6, chinY - hh * 0.22),
          [cx + hw * 0.8, chinY - hh * 0.2],
          [cx, cy],
        ];
        layers.back.push({ points: symmetricLoop(side, cx), shine: false });
      } else {
        const loop = [...outer, ...hairline, ...mirrorPoints(outer.slice(1), cx).reverse()];
        const even = resampleClosed(sampleClosed(loop, 4), 26);
        layers.front.push({ points: loop, d: scallop(even, 7), shine: true, curls: curlMarks(ctx, 9) });
        layers.back.push(backShape(ctx, 'curly', vol));
      }
      return layers;
    }
    case 'mohawk': {
      layers.front.push({ points: capLoop(ctx, 1, natural), opacity: 0.3 });
      // A crest seen from the front: a broad ridge of spikes standing up from the brow to the crown.
      const w = hw * 0.34;
      const crest: Pt[] = [
        [cx - w * 0.7, browY - hh * 0.32],
        [cx - w * 1.1, crownY + hh * 0.22],
      ];
      const n = 7;
      for (let i = 0; i <= n; i++) {
        const x = lerp(cx - w * 1.2, cx + w * 1.2, i / n);
        const y = crownY - (i % 2 ? 8 : 34) + Math.abs(i - n / 2) * 4;
        crest.push(i % 2 ? [x, y] : corner(x, y));
      }
      crest.push([cx + w * 1.1, crownY + hh * 0.22], [cx + w * 0.7, browY - hh * 0.32]);
      layers.front.push({
        points: crest,
        shine: true,
        strands: [
          [
            [cx, browY - hh * 0.2],
            [cx, crownY - 10],
          ],
        ],
      });
      return layers;
    }
  }
}

/** Where ringlets sit on a curly cap: scattered over the crown, clear of the face. */
function curlMarks(ctx: DrawContext, count: number): Pt[] {
  const { cx, crownY, hw, browY, hh } = ctx.fig;
  const rng = ctx.rng('curls');
  const out: Pt[] = [];
  const top = crownY + 4;
  const bottom = browY - hh * 0.18;
  for (let tries = 0; out.length < count && tries < count * 8; tries++) {
    const x = cx + rng.range(-0.9, 0.9) * hw;
    const y = rng.range(top, bottom);
    // Inside the dome of the skull, and not bunched onto a neighbour.
    const inDome = ((x - cx) / (hw * 0.95)) ** 2 + ((y - bottom) / (bottom - top + 10)) ** 2 < 1;
    if (inDome && out.every(([ox, oy]) => Math.hypot(ox - x, oy - y) > 16)) out.push([x, y]);
  }
  return out;
}

function circlePts(cx: number, cy: number, rx: number, ry: number, n: number): Pt[] {
  const out: Pt[] = [];
  for (let i = 0; i < n; i++) {
    const a = (i / n) * Math.PI * 2;
    out.push([cx + Math.cos(a) * rx, cy + Math.sin(a) * ry]);
  }
  return out;
}

/** Hair behind the head: a short nape, a jaw-length bob, long hair past the shoulders, or curls. */
function backShape(
  ctx: DrawContext,
  kind: 'nape' | 'bob' | 'long' | 'long-wavy' | 'curly',
  v: number,
): HairPart {
  const { cx, cy, hw, hh, crownY, chinY, shoulderY, earBottom } = ctx.fig;
  switch (kind) {
    case 'nape':
      return {
        points: symmetricLoop(
          [
            [cx, crownY - v * 0.8],
            [cx + hw + v * 0.6, cy - hh * 0.4],
            [cx + hw + 4, earBottom],
            [cx + hw * 0.7, earBottom + 12],
            [cx, earBottom + 10],
          ],
          cx,
        ),
      };
    case 'bob':
      return {
        points: symmetricLoop(
          [
            [cx, crownY - v],
            [cx + hw + v * 0.9, cy - hh * 0.35],
            [cx + hw + v * 0.8, cy + hh * 0.45],
            corner(cx + hw + v * 0.3, chinY + 2),
            [cx + hw * 0.5, chinY - 4],
            [cx, chinY - 10],
          ],
          cx,
        ),
      };
    case 'curly': {
      const pts = symmetricLoop(
        [
          [cx, crownY - v],
          [cx + hw + v * 0.8, cy - hh * 0.4],
          [cx + hw + v * 0.7, cy + hh * 0.2],
          [cx + hw + v * 0.3, chinY - hh * 0.1],
          [cx + hw * 0.4, chinY - hh * 0.05],
          [cx, chinY - hh * 0.1],
        ],
        cx,
      );
      return { points: pts, d: scallop(resampleClosed(sampleClosed(pts, 4), 22), 7) };
    }
    default: {
      const wave = kind === 'long-wavy' ? 8 : 0;
      const half: Pt[] = [
        [cx, crownY - v],
        [cx + hw + v * 0.85, cy - hh * 0.36],
        [cx + hw + v * 0.8 + wave, cy + hh * 0.3],
        [cx + hw + v * 0.6, chinY + 10],
        [cx + hw + v * 0.7 + wave, shoulderY + 20],
        corner(cx + hw + 6, shoulderY + 70),
        [cx + hw * 0.5, shoulderY + 60],
        [cx, shoulderY + 50],
      ];
      return { points: symmetricLoop(half, cx) };
    }
  }
}

/** A braid: plaits overlapping in a herringbone down a line, a tie and a tuft (or a metal ring for dwarves). */
function braid(ctx: DrawContext, from: Pt, to: Pt, width: number, ramp: ToneRamp, ring: boolean): string {
  const { painter } = ctx;
  const parts: string[] = [];
  const length = Math.hypot(to[0] - from[0], to[1] - from[1]);
  const step = width * 0.52;
  const n = Math.max(4, Math.round(length / step));
  const angle = (Math.atan2(to[1] - from[1], to[0] - from[0]) * 180) / Math.PI - 90;
  const fill = painter.fill(ramp, 'tl');
  const stroke = painter.stroke(ramp, 'inner');
  for (let i = 0; i < n; i++) {
    const t = i / n;
    const w = width * (1 - t * 0.3);
    const [x, y] = lerpPt(from, to, t + 0.5 / n);
    const tilt = angle + (i % 2 ? 32 : -32);
    parts.push(
      el('ellipse', {
        cx: x + (i % 2 ? w * 0.14 : -w * 0.14),
        cy: y,
        rx: w * 0.34,
        ry: w * 0.52,
        transform: `rotate(${tilt.toFixed(1)} ${x.toFixed(1)} ${y.toFixed(1)})`,
        fill,
        ...stroke,
      }),
    );
  }
  const end = to;
  if (ring) {
    parts.push(
      el('rect', {
        x: end[0] - width * 0.45,
        y: end[1] - 4,
        width: width * 0.9,
        height: 9,
        rx: 2,
        fill: ctx.ramps.gold.base,
        stroke: ctx.ramps.gold.deep,
        'stroke-width': 1.2,
      }),
    );
  } else {
    parts.push(
      el('rect', {
        x: end[0] - width * 0.35,
        y: end[1] - 3,
        width: width * 0.7,
        height: 6,
        rx: 2,
        fill: ctx.ramps.cloth.base,
        ...painter.stroke(ctx.ramps.cloth, 'detail'),
      }),
    );
  }
  parts.unshift(
    el('path', {
      d: smoothClosed([
        [end[0] - width * 0.35, end[1] + 2],
        corner(end[0] - width * 0.42, end[1] + 20),
        [end[0], end[1] + 14],
        corner(end[0] + width * 0.42, end[1] + 20),
        [end[0] + width * 0.35, end[1] + 2],
      ]),
      fill,
      ...stroke,
    }),
  );
  return parts.join('');
}

export function drawBackHair(ctx: DrawContext): string {
  const layers = hairLayers(ctx);
  if (!layers) return '';
  return layers.back.map((p) => paintHair(ctx, p, ctx.ramps.hair)).join('');
}

export function drawFrontHair(ctx: DrawContext): string {
  const layers = hairLayers(ctx);
  if (!layers) return '';
  const { ramps, painter } = ctx;
  const parts = layers.front.map((p) => paintHair(ctx, p, ramps.hair));
  const dwarf = ctx.plan.race === 'dwarf';
  for (const b of layers.braids) parts.push(braid(ctx, b.from, b.to, ctx.fig.hw * 0.3, ramps.hair, dwarf));
  const streak = ctx.plan.looks.marks.find((m) => m.kind === 'grey-streak');
  if (streak && !['bald', 'shaved'].includes(ctx.plan.hair?.style ?? 'bald')) {
    // A streak of grey from the hairline back over the crown, on the side the look says.
    const s = streak.side === 'right' ? -1 : 1;
    const { cx, crownY, hw, hh, browY } = ctx.fig;
    parts.push(
      painter.line(
        smoothOpen([
          [cx + s * hw * 0.3, browY - hh * 0.3],
          [cx + s * hw * 0.22, crownY + hh * 0.25],
          [cx + s * hw * 0.08, crownY + 4],
        ]),
        painter.color(streak.colour ?? '#dcdad6'),
        7,
        { opacity: 0.85, 'data-mark': 'grey-streak' },
      ),
    );
  }
  for (const t of layers.ties) {
    parts.push(
      el('rect', {
        x: t.x - t.w / 2,
        y: t.y - 3,
        width: t.w,
        height: 6,
        rx: 3,
        fill: ramps.cloth.base,
        ...painter.stroke(ramps.cloth, 'detail'),
      }),
    );
  }
  return parts.join('');
}

/** Beards: stubble to braided dwarf beards, plus the moustache over the lip. */
export function drawBeard(ctx: DrawContext): string {
  const { plan, fig, painter } = ctx;
  const beard = plan.beard;
  if (!beard) return '';
  const ramp = painter.ramp(beard.color);
  const { cx, cy, hw, hh, jaw, chin, chinY, mouthY, mouthW, noseY, earTop, eyeY } = fig;
  const parts: string[] = [];
  const length: Record<string, number> = {
    stubble: 0,
    short: 8,
    full: 34,
    long: 96,
    braided: 70,
    forked: 92,
    goatee: 0,
    moustache: 0,
    sideburns: 0,
  };
  const L = length[beard.style] ?? 0;
  const t = beard.style === 'stubble' ? 0 : beard.style === 'short' ? 4 : 9;
  const dwarf = plan.race === 'dwarf';
  if (beard.style === 'sideburns') {
    for (const s of [1, -1]) {
      const pts: Pt[] = [
        [cx + s * hw * 0.95, earTop + 2],
        [cx + s * (hw + 3), cy + hh * 0.3],
        corner(cx + s * hw * 0.86, cy + hh * 0.58),
        [cx + s * hw * 0.76, cy + hh * 0.3],
        [cx + s * hw * 0.84, earTop + 10],
      ];
      parts.push(painter.body({ points: pts, ramp, weight: 'inner', shadowOffset: [-4, -4] }));
    }
    return parts.join('');
  }
  if (beard.style !== 'moustache' && beard.style !== 'goatee') {
    const tipW =
      beard.style === 'forked'
        ? hw * 0.42
        : beard.style === 'long' || beard.style === 'braided'
          ? hw * 0.2
          : hw * Math.max(chin, 0.3);
    const half: Pt[] = [
      [cx, mouthY + 9],
      [cx + mouthW * 0.9, mouthY + 5],
      [cx + mouthW * 1.2, mouthY - 6],
      [cx + hw * 0.6, noseY + 2],
      [cx + hw * 0.88, eyeY + (noseY - eyeY) * 0.45],
      corner(cx + hw * 0.96, earTop + 6),
      [cx + hw + t * 0.4, cy + hh * 0.3],
      [cx + hw * jaw + t, cy + hh * 0.66 + L * 0.15],
      [cx + Math.max(tipW, hw * chin) + t * 0.7, chinY + L * 0.6],
    ];
    if (beard.style === 'forked') {
      // Two points with a deep notch between them, so the fork reads at a glance.
      half.push(
        corner(cx + tipW * 0.85, chinY + L),
        [cx + tipW * 0.3, chinY + L * 0.62],
        corner(cx, chinY + L * 0.4),
      );
    } else {
      half.push([cx + tipW * 0.6, chinY + L * 0.95 + t * 0.3], [cx, chinY + L + t * 0.6]);
    }
    const loop = symmetricLoop(half, cx);
    if (beard.style === 'stubble') {
      const hole = smoothClosed([
        [cx - mouthW * 1.1, mouthY],
        [cx, mouthY - 7],
        [cx + mouthW * 1.1, mouthY],
        [cx, mouthY + 8],
      ]);
      parts.push(
        el('path', { d: smoothClosed(loop) + hole, fill: ramp.base, opacity: 0.32, 'fill-rule': 'evenodd' }),
      );
    } else {
      const strands: string[] = [];
      for (let i = -3; i <= 3; i++) {
        const x = cx + i * hw * 0.2;
        strands.push(
          painter.line(
            smoothOpen([
              [x * 1 + i * 2, mouthY + 14],
              [x + i * 4, chinY + L * 0.5],
              [cx + (x - cx) * 0.5, chinY + L * 0.9],
            ]),
            ramp.deep,
            1.3,
            { opacity: 0.45 },
          ),
        );
      }
      parts.push(
        painter.body({
          points: loop,
          ramp,
          shadowOffset: [-12, -10],
          inner: strands,
          d: beard.style === 'full' && !dwarf ? undefined : undefined,
        }),
      );
      if (beard.style === 'braided') {
        parts.push(braid(ctx, [cx, chinY + L * 0.55], [cx, chinY + L + 40], hw * 0.3, ramp, true));
      }
      if (beard.style === 'forked' && dwarf) {
        for (const s of [1, -1]) {
          const x = cx + s * (hw * 0.34 * 0.7);
          parts.push(
            el('rect', {
              x: x - 8,
              y: chinY + L - 22,
              width: 16,
              height: 8,
              rx: 2,
              fill: ctx.ramps.gold.base,
              stroke: ctx.ramps.gold.deep,
              'stroke-width': 1.2,
            }),
          );
        }
      }
    }
  }
  if (beard.style === 'goatee') {
    parts.push(
      painter.body({
        points: symmetricLoop(
          [
            [cx, mouthY + 10],
            [cx + mouthW * 0.45, mouthY + 11],
            [cx + mouthW * 0.5, chinY - 4],
            corner(cx + mouthW * 0.18, chinY + 14),
            [cx, chinY + 16],
          ],
          cx,
        ),
        ramp,
        weight: 'inner',
        shadowOffset: [-4, -4],
      }),
    );
  }
  if (beard.style !== 'stubble') parts.push(moustache(ctx, ramp, dwarf || plan.lines >= 2 ? 8 : 2));
  return parts.join('');
}

function moustache(ctx: DrawContext, ramp: ToneRamp, droop: number): string {
  const { fig, painter } = ctx;
  const { cx, noseY, mouthY, mouthW } = fig;
  const top = noseY + (mouthY - noseY) * 0.28;
  const half: Pt[] = [
    [cx, top],
    [cx + mouthW * 0.6, top - 1],
    [cx + mouthW * 1.2, mouthY - 5],
    corner(cx + mouthW * 1.45, mouthY + droop * 0.8),
    [cx + mouthW * 0.95, mouthY - 3],
    [cx + mouthW * 0.4, mouthY - 4.5],
    [cx, mouthY - 5],
  ];
  return painter.body({
    points: symmetricLoop(half, cx),
    ramp: { ...ramp, base: mix(ramp.base, ramp.light, 0.15) },
    weight: 'inner',
    shadowOffset: [-3, -4],
  });
}
