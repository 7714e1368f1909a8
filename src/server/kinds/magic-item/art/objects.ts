// Wondrous things that are carried or kept: a crystal orb on its stand (or a cut stone), a clasped tome, a
// lantern with its flame, a figurine on a plinth, a drawstring bag, a war horn, a hand mirror, instruments
// (lute, harp, pipes, drum), and the fallback relic (a chalice or a reliquary, drawn in curios.ts).

import { must } from '../../../../shared/must.js';
import { mix } from '../../../art/color.js';
import { glyphRow } from '../../../art/glyphs.js';
import {
  circlePath,
  corner,
  ellipsePath,
  oval,
  type Pt,
  polyline,
  smoothOpen,
  symmetricLoop,
  taper,
} from '../../../art/path.js';
import { el } from '../../../art/svg.js';
import { crystalBody } from './arcane.js';
import { CX } from './blades.js';
import { chargePaths, isCharge } from './charges.js';
import { type ItemCtx, type ItemDrawing, isMetal } from './context.js';
import { drawCasket, drawChalice } from './curios.js';
import { deviceOutline } from './devices.js';

const flatStyle = (ctx: ItemCtx) =>
  ctx.painter.style.shading === 'cel' || ctx.painter.style.shading === 'hatch';

/** A glowing sphere of the magic colour: a deep core, swirls of light and a window-shaped reflection. */
function sphere(ctx: ItemCtx, cx: number, cy: number, r: number): string {
  // An orb of the glass or stone the record names (obsidian is dark), else of its magic's colour.
  const g = ctx.plan.decided && ctx.plan.tints.main ? ctx.ramps.main : ctx.ramps.gem;
  const fill = flatStyle(ctx)
    ? g.base
    : ctx.doc.radialGradient({
        cx: 0.42,
        cy: 0.4,
        r: 0.62,
        stops: [
          { offset: 0, color: mix(g.light, '#ffffff', 0.55) },
          { offset: 0.4, color: g.base },
          { offset: 1, color: mix(g.deep, ctx.plan.magic.deep, 0.6) },
        ],
      });
  const rng = ctx.rng('swirl');
  let swirl = '';
  for (let k = 0; k < 3; k++) {
    const pts: Pt[] = [];
    const a0 = rng.range(0, Math.PI * 2);
    for (let i = 0; i < 9; i++) {
      const t = a0 + i * 0.7;
      const rr = r * (0.15 + i * 0.075);
      pts.push([cx + Math.cos(t) * rr, cy + Math.sin(t) * rr * 0.8]);
    }
    swirl += smoothOpen(pts);
  }
  return ctx.part({
    points: oval(cx, cy, r, r, 16),
    ramp: g,
    fill,
    shadow: 0,
    inner: [
      el('path', {
        d: swirl,
        fill: 'none',
        stroke: mix(g.light, '#ffffff', 0.5),
        'stroke-width': 3,
        opacity: 0.6,
        'stroke-linecap': 'round',
      }),
      ctx.painter.blob(cx, cy, r * 0.5, r * 0.5, '#ffffff', 0.35),
      el('path', {
        d: smoothOpen([
          [cx - r * 0.7, cy - r * 0.2],
          [cx - r * 0.55, cy - r * 0.6],
          [cx - r * 0.15, cy - r * 0.78],
        ]),
        fill: 'none',
        stroke: '#ffffff',
        'stroke-width': r * 0.09,
        'stroke-linecap': 'round',
        opacity: 0.7,
      }),
      el('path', { d: circlePath(cx + r * 0.45, cy + r * 0.45, r * 0.07), fill: '#ffffff', opacity: 0.5 }),
    ],
  });
}

export function drawOrb(ctx: ItemCtx): ItemDrawing {
  const { ramps, plan } = ctx;
  const v = plan.variant;
  if (['stone', 'gem', 'jewel', 'crystal', 'geode', 'pearl', 'ioun'].includes(v)) {
    // The cut the record's words give: a long eight-sided point is a crystal point, a flat oval or a river
    // pebble an oval, a faceted or flawed stone round (blind read 5: a pointed gem drawn as an orb).
    const cut = plan.decided?.shape;
    if (cut) ctx.drawn.cut = cut;
    if (cut === 'point') {
      const stone = plan.decided?.stone ?? plan.tints.main;
      const points: Pt[] = [
        corner(CX, 56),
        corner(CX + 50, 150),
        corner(CX + 56, 380),
        corner(CX + 20, 452),
        corner(CX - 20, 452),
        corner(CX - 56, 380),
        corner(CX - 50, 150),
      ];
      const body = crystalBody(ctx, points, stone);
      return {
        markup: plan.decided?.stone ? ctx.tagPart('stone', body, plan.decided.stone) : body,
        fill: 0.7,
      };
    }
    if (cut === 'faceted' || cut === 'flawed') {
      // A cut stone: an octagon of facets, and a dark inclusion at the heart of a flawed one.
      const stone = plan.decided?.stone ?? plan.tints.main;
      const points: Pt[] = Array.from({ length: 8 }, (_, i) => {
        const a = ((i * 45 - 90 + 22.5) * Math.PI) / 180;
        return corner(CX + 150 * Math.cos(a), 256 + 150 * Math.sin(a));
      });
      const flaw =
        cut === 'flawed'
          ? el('path', {
              d: `M${CX - 18} 250q14 -22 34 -6q10 18 -12 26q-20 4 -22 -20Z`,
              fill: mix(ramps.stone.deep, '#000000', 0.5),
              opacity: 0.8,
            })
          : '';
      // The table: the flat top facet, a smaller octagon in the middle.
      const table = `${points.map(([x, y], i) => `${i ? 'L' : 'M'}${CX + (x - CX) * 0.55} ${256 + (y - 256) * 0.55}`).join('')}Z`;
      const edge = el('path', {
        d: table,
        fill: 'none',
        stroke: mix(ramps.stone.light, '#ffffff', 0.5),
        'stroke-width': 3,
        opacity: 0.75,
      });
      const body = crystalBody(ctx, points, stone) + edge + flaw;
      return {
        markup: plan.decided?.stone ? ctx.tagPart('stone', body, plan.decided.stone) : body,
        fill: 0.66,
      };
    }
    if (cut === 'oval' || cut === 'smooth') {
      return { markup: ctx.gem(CX, 256, 150, 'oval', false), fill: 0.66 };
    }
    // A great cut stone floating in its own light.
    return {
      markup: ctx.gem(
        CX,
        256,
        150,
        v === 'pearl' ? 'round' : ctx.rng('stone').pick(['round', 'oval', 'marquise'] as const),
        false,
      ),
      fill: 0.66,
    };
  }
  const parts: string[] = [];
  // The stand: three claws rising from a round foot to cradle the sphere.
  const foot: Pt[] = [
    corner(CX - 110, 470),
    [CX - 100, 440],
    [CX, 420],
    [CX + 100, 440],
    corner(CX + 110, 470),
    [CX, 484],
  ];
  parts.push(ctx.part({ points: foot, ramp: ramps.trim, material: plan.trim }));
  parts.push(
    ctx.part({
      points: [corner(CX - 30, 430), corner(CX + 30, 430), corner(CX + 20, 380), corner(CX - 20, 380)],
      ramp: ramps.trim,
      material: plan.trim,
      weight: 'inner',
    }),
  );
  parts.push(sphere(ctx, CX, 236, 140));
  for (const s of [-1, 0, 1]) {
    const claw =
      s === 0
        ? taper(
            [
              [CX, 388],
              [CX + 6, 360],
              [CX - 4, 336],
            ],
            22,
            6,
          )
        : taper(
            [
              [CX + s * 16, 392],
              [CX + s * 100, 350],
              [CX + s * 136, 300],
              [CX + s * 128, 262],
            ],
            22,
            4,
          );
    parts.push(ctx.part({ points: claw, ramp: ramps.trim, material: plan.trim, weight: 'inner' }));
  }
  if (ctx.ornament >= 2)
    parts.push(ctx.runes(glyphRow(ctx.rng('foot'), CX - 80, CX + 80, 456, 10, 14, ctx.hand, 8), 1.6));
  return { markup: parts.join(''), fill: 0.8, grounded: true };
}

export function drawBook(ctx: ItemCtx): ItemDrawing {
  const { ramps, plan, painter } = ctx;
  const cover = plan.main === 'cloth' ? ramps.cloth : plan.main === 'wood' ? ramps.wood : ramps.leather;
  const paper = ramps.paper;
  // Seen a little from the side: the page block shows along the right and bottom edges.
  const pages: Pt[] = [
    corner(CX - 120, 86),
    corner(CX + 150, 96),
    corner(CX + 150, 446),
    corner(CX - 110, 460),
  ];
  let lines = '';
  for (let i = 1; i < 7; i++) lines += `M${CX + 136 + i * 2} ${100 + i}V${446 - i}`;
  const parts = [
    ctx.part({ points: pages, ramp: paper, weight: 'inner', inner: [ctx.mark(lines, paper, 1, 0.5)] }),
  ];
  const front: Pt[] = [
    corner(CX - 140, 70),
    corner(CX + 134, 76),
    corner(CX + 136, 432),
    corner(CX - 140, 440),
  ];
  const spineBands = [130, 250, 370].map((y) => `M${CX - 140} ${y}h34`).join('');
  parts.push(
    ctx.part({
      points: front,
      ramp: cover,
      inner: [
        el('path', { d: `M${CX - 104} 70V440`, stroke: cover.deep, 'stroke-width': 4, opacity: 0.7 }),
        el('path', { d: spineBands, stroke: cover.light, 'stroke-width': 8, opacity: 0.6 }),
        el('path', {
          d: polyline(
            [
              [CX - 80, 100],
              [CX + 110, 104],
              [CX + 110, 408],
              [CX - 80, 412],
            ],
            true,
          ),
          fill: 'none',
          stroke: ramps.trim.base,
          'stroke-width': 3,
          opacity: 0.85,
        }),
      ],
    }),
  );
  // Metal corners and a clasp across the fore-edge.
  for (const [x, y, sx, sy] of [
    [CX + 134, 76, -1, 1],
    [CX + 136, 432, -1, -1],
  ] as const) {
    parts.push(
      ctx.part({
        points: [corner(x, y), corner(x + sx * 46, y), corner(x, y + sy * 46)],
        ramp: ramps.trim,
        material: plan.trim,
        weight: 'inner',
        shadow: 0,
      }),
    );
  }
  parts.push(
    ctx.part({
      points: [corner(CX + 100, 236), corner(CX + 166, 236), corner(CX + 166, 276), corner(CX + 100, 276)],
      ramp: ramps.leather,
      weight: 'inner',
    }),
    ctx.part({
      points: [corner(CX + 150, 228), corner(CX + 172, 228), corner(CX + 172, 284), corner(CX + 150, 284)],
      ramp: ramps.trim,
      material: plan.trim,
      weight: 'inner',
    }),
  );
  // The device on the cover: a ring of script round a stone, or an eye for the stranger books.
  const cy = 256;
  const cx = CX + 4;
  parts.push(
    el('path', { d: circlePath(cx, cy, 70), fill: 'none', stroke: ramps.trim.base, 'stroke-width': 6 }),
    el('path', {
      d: circlePath(cx, cy, 70),
      fill: 'none',
      stroke: painter.ink(ramps.trim),
      'stroke-width': 1.2,
    }),
  );
  if (ctx.ornament >= 1) parts.push(ctx.runes(glyphRing(ctx, cx, cy, 52), 1.6));
  // With a record, the cover shows an eye only where the words name one, and the moon or star of a sigil they name.
  const coverFigure = plan.decided
    ? /\beye\b/.test(plan.words)
      ? 'eye'
      : /\b(moon|crescent)\b/.test(plan.words)
        ? 'crescent'
        : /\bstar\b/.test(plan.words)
          ? 'star'
          : ''
    : plan.element === 'necrotic' || plan.element === 'psychic' || ctx.rng('book').chance(0.3)
      ? 'eye'
      : '';
  if (coverFigure === 'crescent' || coverFigure === 'star') {
    parts.push(
      el('path', {
        d: deviceOutline(coverFigure, cx, cy, 36),
        fill: ramps.trim.base,
        ...painter.stroke(ramps.trim, 'inner'),
      }),
    );
  } else if (coverFigure === 'eye') {
    const eye = `M${cx - 44} ${cy}Q${cx} ${cy - 34} ${cx + 44} ${cy}Q${cx} ${cy + 34} ${cx - 44} ${cy}Z`;
    parts.push(
      el('path', { d: eye, fill: paper.light, ...painter.stroke(cover, 'inner') }),
      ctx.gem(cx, cy, 16, 'round', false),
    );
  } else parts.push(ctx.gem(cx, cy, 26, 'round'));
  return { markup: parts.join(''), fill: 0.76, grounded: true };
}

function glyphRing(ctx: ItemCtx, cx: number, cy: number, r: number): string {
  let d = '';
  const rng = ctx.rng(`ring${r}`);
  const n = 14;
  for (let i = 0; i < n; i++) {
    const a = (i / n) * Math.PI * 2;
    const x = cx + Math.cos(a) * r;
    const y = cy + Math.sin(a) * r;
    const ux = Math.cos(a) * 6;
    const uy = Math.sin(a) * 6;
    d += polyline(
      [
        [x - ux, y - uy],
        [x + ux, y + uy],
      ],
      false,
    );
    d += rng.chance(0.5)
      ? polyline(
          [
            [x + ux, y + uy],
            [x - uy, y + ux],
          ],
          false,
        )
      : polyline(
          [
            [x, y],
            [x + uy, y - ux],
          ],
          false,
        );
  }
  return d;
}

export function drawLantern(ctx: ItemCtx): ItemDrawing {
  const { ramps, plan, painter } = ctx;
  const metal = isMetal(plan.main) ? ramps.main : ramps.trim;
  const mat = isMetal(plan.main) ? plan.main : plan.trim;
  // A flame the words colour burns that colour; otherwise the item's magic colour.
  const glow = plan.decided?.flame ?? plan.magic.glow;
  const parts: string[] = [];
  // The light inside first, so the frame and panes sit over it.
  parts.push(painter.blob(CX, 290, 120, 120, glow, 0.7));
  const flame = `M${CX} 210C${CX + 30} 250 ${CX + 34} 290 ${CX + 20} 320C${CX + 8} 340 ${CX - 8} 340 ${CX - 20} 320C${CX - 34} 290 ${CX - 30} 250 ${CX} 210Z`;
  const flameMarkup =
    el('path', { d: flame, fill: glow, opacity: 0.95 }) +
    el('path', {
      d: `M${CX} 250C${CX + 14} 274 ${CX + 16} 300 ${CX + 8} 318C${CX} 328 ${CX - 8} 324 ${CX - 10} 316C${CX - 16} 300 ${CX - 14} 274 ${CX} 250Z`,
      fill: mix(glow, '#ffffff', 0.7),
    });
  parts.push(plan.decided?.flame ? ctx.tagPart('flame', flameMarkup, plan.decided.flame) : flameMarkup);
  // Panes: translucent glass between the posts.
  const panes = polyline(
    [
      [CX - 90, 170],
      [CX + 90, 170],
      [CX + 90, 392],
      [CX - 90, 392],
    ],
    true,
  );
  parts.push(el('path', { d: panes, fill: mix(glow, '#ffffff', 0.5), opacity: 0.22 }));
  ctx.track([
    [CX - 90, 170],
    [CX + 90, 392],
  ]);
  ctx.outlines.push(panes);
  // Each seed builds its own lantern: three or four posts, and a peaked, domed or stepped roof.
  const build = ctx.rng('lantern-build');
  const posts = build.chance(0.5) ? [CX - 96, CX - 4, CX + 88] : [CX - 96, CX - 35, CX + 27, CX + 88];
  const roofKind = build.pick(['peak', 'dome', 'stepped'] as const);
  for (const x of posts) {
    parts.push(
      ctx.part({
        points: [corner(x, 160), corner(x + 8, 160), corner(x + 8, 402), corner(x, 402)],
        ramp: metal,
        material: mat,
        weight: 'inner',
        shadow: 0,
      }),
    );
  }
  parts.push(
    el('path', {
      d: smoothOpen([
        [CX - 70, 180],
        [CX - 80, 280],
        [CX - 70, 380],
      ]),
      fill: 'none',
      stroke: '#ffffff',
      'stroke-width': 4,
      opacity: 0.5,
    }),
  );
  // The base and the roof with its chimney and ring.
  parts.push(
    ctx.part({
      points: [corner(CX - 110, 392), corner(CX + 110, 392), corner(CX + 96, 430), corner(CX - 96, 430)],
      ramp: metal,
      material: mat,
    }),
    ctx.part({
      points: [corner(CX - 84, 430), corner(CX + 84, 430), corner(CX + 70, 452), corner(CX - 70, 452)],
      ramp: metal,
      material: mat,
      weight: 'inner',
    }),
    ctx.part({
      points:
        roofKind === 'dome'
          ? Array.from({ length: 13 }, (_, i): Pt => {
              const a = Math.PI + (i / 12) * Math.PI;
              return [CX + Math.cos(a) * 116, 172 + Math.sin(a) * 74];
            })
          : roofKind === 'stepped'
            ? [
                corner(CX - 124, 172),
                corner(CX - 124, 156),
                corner(CX - 70, 156),
                corner(CX - 70, 126),
                corner(CX - 36, 126),
                corner(CX - 36, 98),
                corner(CX + 36, 98),
                corner(CX + 36, 126),
                corner(CX + 70, 126),
                corner(CX + 70, 156),
                corner(CX + 124, 156),
                corner(CX + 124, 172),
              ]
            : [corner(CX - 116, 172), [CX - 60, 120], corner(CX, 96), [CX + 60, 120], corner(CX + 116, 172)],
      ramp: metal,
      material: mat,
    }),
    ctx.part({
      points: [corner(CX - 20, 100), corner(CX + 20, 100), corner(CX + 16, 74), corner(CX - 16, 74)],
      ramp: metal,
      material: mat,
      weight: 'inner',
    }),
    ctx.part({
      points: oval(CX, 46, 30, 30, 12),
      ramp: metal,
      material: mat,
      d: circlePath(CX, 46, 30) + circlePath(CX, 46, 19),
      evenodd: true,
      weight: 'inner',
    }),
  );
  if (ctx.gems) parts.push(ctx.gem(CX, 140, 12, 'round', false));
  if (ctx.ornament >= 2)
    parts.push(ctx.runes(glyphRow(ctx.rng('base'), CX - 80, CX + 80, 411, 9, 14, ctx.hand, 8), 1.4));
  return { markup: parts.join(''), fill: 0.8, grounded: true };
}

export function drawFigurine(ctx: ItemCtx): ItemDrawing {
  const { ramps, plan } = ctx;
  const decided = plan.decided;
  // A record's figurine is its own stone in its own colour (green serpentine is green).
  const stone = decided
    ? ramps.main
    : plan.main === 'wood'
      ? ramps.wood
      : plan.main === 'bone'
        ? ramps.bone
        : ramps.main;
  const mat = plan.main;
  // Eyes: the stones the record names, or carved dots when it names none.
  const eye = (x: number, y: number, r: number, cut: 'round' | 'marquise' = 'round') =>
    decided && !decided.stone
      ? el('path', { d: circlePath(x, y, Math.max(2.5, r * 0.45)), fill: stone.deep })
      : ctx.gem(x, y, r, cut, false);
  const parts: string[] = [];
  // The plinth: two stepped blocks.
  parts.push(
    ctx.part({
      points: [corner(CX - 130, 420), corner(CX + 130, 420), corner(CX + 140, 470), corner(CX - 140, 470)],
      ramp: ramps.trim,
      material: plan.trim,
    }),
    ctx.part({
      points: [corner(CX - 110, 390), corner(CX + 110, 390), corner(CX + 118, 424), corner(CX - 118, 424)],
      ramp: ramps.trim,
      material: plan.trim,
      weight: 'inner',
    }),
  );
  const animal: string = decided?.shape ?? ctx.rng('figurine').pick(['owl', 'raven', 'cat'] as const);
  if (decided?.shape) ctx.drawn.shape = animal;
  if (animal === 'hound' || animal === 'horse' || animal === 'bear') {
    parts.push(quadruped(ctx, animal, stone, mat, eye));
  } else if (animal === 'owl') {
    const body = symmetricLoop(
      [
        [CX, 96],
        corner(CX + 52, 80),
        [CX + 66, 140],
        [CX + 96, 250],
        [CX + 84, 350],
        [CX + 40, 392],
        [CX, 396],
      ],
      CX,
    );
    parts.push(ctx.part({ points: body, ramp: stone, material: mat }));
    for (const s of [-1, 1]) {
      parts.push(
        ctx.part({
          points: [
            corner(CX + s * 60, 180),
            [CX + s * 100, 250],
            [CX + s * 92, 340],
            corner(CX + s * 60, 390),
            [CX + s * 56, 300],
          ],
          ramp: stone,
          material: mat,
          weight: 'inner',
        }),
      );
      parts.push(
        ctx.part({
          points: oval(CX + s * 34, 160, 30, 30, 12),
          ramp: stone,
          material: mat,
          weight: 'inner',
          shadow: 0,
        }),
        eye(CX + s * 34, 160, 17),
      );
    }
    parts.push(
      ctx.part({
        points: [corner(CX - 8, 180), corner(CX + 8, 180), corner(CX, 206)],
        ramp: ramps.trim,
        material: plan.trim,
        weight: 'inner',
        shadow: 0,
      }),
    );
    let feathers = '';
    for (let y = 240; y < 360; y += 22)
      for (let x = CX - 40 + ((y / 22) % 2) * 10; x <= CX + 40; x += 20)
        feathers += `M${x - 8} ${y}Q${x} ${y + 10} ${x + 8} ${y}`;
    parts.push(ctx.mark(feathers, stone, 1.6, 0.7));
  } else if (animal === 'raven' || animal === 'eagle') {
    const body: Pt[] = [
      corner(CX + 120, 160),
      [CX + 70, 130],
      [CX + 30, 140],
      [CX - 10, 190],
      [CX - 40, 260],
      corner(CX - 150, 330),
      [CX - 40, 320],
      [CX + 10, 370],
      corner(CX + 20, 392),
      [CX + 50, 350],
      [CX + 70, 260],
      [CX + 80, 190],
      corner(CX + 150, 176),
    ];
    parts.push(ctx.part({ points: body, ramp: stone, material: mat }));
    parts.push(
      ctx.part({
        points: [corner(CX + 40, 200), [CX + 20, 250], corner(CX - 100, 320), [CX + 0, 300], [CX + 50, 280]],
        ramp: stone,
        material: mat,
        weight: 'inner',
      }),
    );
    parts.push(eye(CX + 80, 160, 9));
    if (animal === 'eagle') {
      // Half-spread wings and a hooked beak make the raven an eagle.
      parts.push(
        ctx.part({
          points: [
            corner(CX + 10, 220),
            [CX - 40, 150],
            corner(CX - 150, 90),
            [CX - 100, 170],
            corner(CX - 130, 200),
            [CX - 60, 240],
          ],
          ramp: stone,
          material: mat,
          weight: 'inner',
        }),
        ctx.part({
          points: [corner(CX + 112, 150), corner(CX + 140, 162), corner(CX + 122, 178)],
          ramp: stone,
          material: mat,
          weight: 'inner',
          shadow: 0,
        }),
      );
    }
    parts.push(
      el('path', {
        d: `M${CX + 10} 392V${376}M${CX + 40} 392V${372}`,
        stroke: ramps.trim.base,
        'stroke-width': 6,
      }),
    );
  } else if (isCharge(animal) && animal !== 'cat') {
    // A creature none of the carved shapes is: heraldry's drawing of it, standing on the plinth.
    const fig = chargePaths(animal, CX, 250, 150);
    const box: Pt[] = [
      corner(CX - 150, 100),
      corner(CX + 150, 100),
      corner(CX + 150, 392),
      corner(CX - 150, 392),
    ];
    parts.push(ctx.part({ points: box, d: fig.fill, ramp: stone, material: mat }));
    if (fig.lines) parts.push(ctx.mark(fig.lines, stone, 2.2, 0.85));
    if (fig.marks) parts.push(el('path', { d: fig.marks, fill: stone.deep }));
    if (decided?.stone) parts.push(eye(CX + 30, 200, 9));
  } else {
    const body = symmetricLoop(
      [
        [CX, 120],
        corner(CX + 40, 70),
        [CX + 56, 130],
        [CX + 50, 200],
        [CX + 90, 300],
        [CX + 96, 370],
        corner(CX + 80, 394),
        [CX, 396],
      ],
      CX,
    );
    parts.push(ctx.part({ points: body, ramp: stone, material: mat }));
    parts.push(
      ctx.part({
        points: taper(
          [
            [CX + 86, 380],
            [CX + 130, 360],
            [CX + 130, 300],
            [CX + 110, 270],
          ],
          20,
          8,
        ),
        ramp: stone,
        material: mat,
        weight: 'inner',
      }),
    );
    for (const s of [-1, 1]) parts.push(eye(CX + s * 22, 150, 9, 'marquise'));
    parts.push(
      ctx.part({
        points: [corner(CX - 30, 230), corner(CX + 30, 230), corner(CX + 24, 252), corner(CX - 24, 252)],
        ramp: ramps.trim,
        material: plan.trim,
        weight: 'inner',
        shadow: 0,
      }),
    );
  }
  if (ctx.ornament >= 2)
    parts.push(ctx.runes(glyphRow(ctx.rng('plinth'), CX - 100, CX + 100, 446, 10, 16, ctx.hand, 8), 1.6));
  return { markup: parts.join(''), fill: 0.78, grounded: true };
}

export function drawBag(ctx: ItemCtx): ItemDrawing {
  const { ramps, plan, painter } = ctx;
  const cloth = plan.main === 'cloth' ? ramps.cloth : ramps.leather;
  const body: Pt[] = symmetricLoop(
    [
      [CX, 180],
      corner(CX + 40, 176),
      [CX + 110, 230],
      [CX + 160, 340],
      [CX + 140, 430],
      [CX + 60, 462],
      [CX, 466],
    ],
    CX,
  );
  const parts = [
    ctx.part({
      points: body,
      ramp: cloth,
      inner: [
        el('path', {
          d:
            smoothOpen([
              [CX - 30, 200],
              [CX - 70, 320],
              [CX - 60, 450],
            ]) +
            smoothOpen([
              [CX + 30, 200],
              [CX + 60, 330],
              [CX + 80, 440],
            ]),
          fill: 'none',
          stroke: cloth.deep,
          'stroke-width': 6,
          opacity: 0.4,
        }),
      ],
    }),
  ];
  // The gathered neck and its ruffled mouth, with the magic showing inside.
  parts.push(
    ctx.part({
      points: [
        corner(CX - 40, 176),
        [CX - 80, 130],
        corner(CX - 100, 96),
        [CX - 40, 110],
        [CX, 96],
        [CX + 40, 110],
        corner(CX + 100, 96),
        [CX + 80, 130],
        corner(CX + 40, 176),
      ],
      ramp: cloth,
    }),
    el('path', { d: ellipsePath(CX, 106, 62, 12), fill: plan.magic.deep }),
    painter.blob(CX, 100, 60, 26, plan.magic.glow, 0.8),
  );
  // The drawstring wound round the neck, tied, with tasselled ends.
  parts.push(
    el('path', {
      d: smoothOpen([
        [CX - 48, 168],
        [CX, 180],
        [CX + 48, 168],
      ]),
      fill: 'none',
      stroke: ramps.trim.deep,
      'stroke-width': 9,
    }),
    el('path', {
      d: smoothOpen([
        [CX - 48, 168],
        [CX, 180],
        [CX + 48, 168],
      ]),
      fill: 'none',
      stroke: ramps.trim.base,
      'stroke-width': 5,
    }),
    el('path', {
      d:
        smoothOpen([
          [CX + 20, 178],
          [CX + 50, 220],
          [CX + 40, 270],
        ]) +
        smoothOpen([
          [CX + 20, 178],
          [CX + 70, 210],
          [CX + 86, 256],
        ]),
      fill: 'none',
      stroke: ramps.trim.base,
      'stroke-width': 4,
    }),
  );
  for (const [x, y] of [
    [CX + 40, 270],
    [CX + 86, 256],
  ] as const)
    parts.push(ctx.gem(x, y + 6, 9, 'marquise', false));
  // A patch sewn on, with a rune of warding.
  parts.push(
    ctx.part({
      points: [corner(CX - 60, 300), corner(CX + 40, 294), corner(CX + 46, 384), corner(CX - 56, 390)],
      ramp: ramps.leather,
      weight: 'inner',
      inner: [
        el('path', {
          d: polyline(
            [
              [CX - 50, 308],
              [CX + 34, 302],
              [CX + 38, 378],
              [CX - 46, 382],
            ],
            true,
          ),
          fill: 'none',
          stroke: ramps.bone.light,
          'stroke-width': 1.4,
          'stroke-dasharray': '4 3',
        }),
      ],
    }),
    ctx.runes(glyphRow(ctx.rng('patch'), CX - 30, CX + 30, 342, 16, 34, ctx.hand, 6), 2.4),
  );
  return { markup: parts.join(''), fill: 0.78, grounded: true };
}

export function drawHorn(ctx: ItemCtx): ItemDrawing {
  const { ramps, plan } = ctx;
  // The horn is in the colour the words give it (a blackened cow's horn is dark): the main ramp carries that tint.
  const horn = plan.main === 'wood' ? ramps.wood : ramps.main;
  const mat = plan.main;
  // A curved horn from its mouthpiece (lower left) to its bell (upper right).
  const centre: Pt[] = [
    [70, 380],
    [160, 420],
    [290, 380],
    [380, 260],
    [400, 150],
  ];
  const band = taper(centre, 20, 120);
  const parts = [
    // A carrying strap looping below.
    el('path', {
      d: smoothOpen([
        [150, 410],
        [200, 480],
        [330, 470],
        [372, 300],
      ]),
      fill: 'none',
      stroke: ramps.leather.deep,
      'stroke-width': 12,
    }),
    el('path', {
      d: smoothOpen([
        [150, 410],
        [200, 480],
        [330, 470],
        [372, 300],
      ]),
      fill: 'none',
      stroke: ramps.leather.base,
      'stroke-width': 7,
    }),
    ctx.part({
      points: band,
      ramp: horn,
      material: mat,
      inner: [
        el('path', {
          d: smoothOpen(centre.map(([x, y]): Pt => [x - 6, y - 8])),
          fill: 'none',
          stroke: mix(horn.light, '#ffffff', 0.4),
          'stroke-width': 6,
          opacity: 0.6,
        }),
      ],
    }),
  ];
  ctx.track([
    [150, 480],
    [330, 480],
  ]);
  // Metal rings along it, the bell rim and the mouthpiece.
  for (const t of [0.3, 0.55]) {
    const i = Math.floor(t * (centre.length - 1));
    const [x0, y0] = must(centre[i], 'centre entry');
    const [x1, y1] = must(centre[i + 1], 'centre entry');
    const f = t * (centre.length - 1) - i;
    const x = x0 + (x1 - x0) * f;
    const y = y0 + (y1 - y0) * f;
    const w = 20 + (120 - 20) * t;
    const a = Math.atan2(y1 - y0, x1 - x0);
    const nx = -Math.sin(a) * (w / 2 + 4);
    const ny = Math.cos(a) * (w / 2 + 4);
    const tx = Math.cos(a) * 9;
    const ty = Math.sin(a) * 9;
    parts.push(
      ctx.part({
        points: [
          corner(x - nx - tx, y - ny - ty),
          corner(x + nx - tx, y + ny - ty),
          corner(x + nx + tx, y + ny + ty),
          corner(x - nx + tx, y - ny + ty),
        ],
        ramp: ramps.trim,
        material: plan.trim,
        weight: 'inner',
        shadow: 0,
      }),
    );
  }
  parts.push(
    ctx.part({
      points: oval(404, 150, 66, 30, 14).map(([x, y]): Pt => [404 + (x - 404) * 0.96 + (y - 150) * 0.3, y]),
      ramp: ramps.trim,
      material: plan.trim,
      weight: 'inner',
    }),
    el('path', {
      d: ellipsePath(404, 150, 52, 20),
      fill: mix(horn.deep, '#000000', 0.4),
      transform: 'rotate(-12 404 150)',
    }),
    ctx.part({
      points: [corner(44, 370), corner(76, 370), corner(80, 392), corner(40, 392)],
      ramp: ramps.trim,
      material: plan.trim,
      weight: 'inner',
    }),
  );
  if (ctx.gems) parts.push(ctx.gem(300, 372, 12, 'round'));
  if (ctx.ornament >= 2)
    parts.push(
      ctx.runes(
        smoothOpen([
          [200, 404],
          [280, 370],
          [340, 300],
        ]),
        1.8,
      ),
    );
  return { markup: parts.join(''), fill: 0.8 };
}

export function drawMirror(ctx: ItemCtx): ItemDrawing {
  const { ramps, plan, painter, doc } = ctx;
  const frame = isMetal(plan.main) ? ramps.main : ramps.trim;
  const mat = isMetal(plan.main) ? plan.main : plan.trim;
  const cy = 200;
  const parts = [
    // The handle, its grip and pommel.
    ctx.part({
      points: [corner(CX - 16, 330), corner(CX + 16, 330), corner(CX + 14, 440), corner(CX - 14, 440)],
      ramp: ramps.grip,
      weight: 'inner',
    }),
    ctx.part({ points: oval(CX, 456, 22, 20, 10), ramp: frame, material: mat, weight: 'inner' }),
    ctx.part({
      points: [corner(CX - 24, 320), corner(CX + 24, 320), corner(CX + 18, 340), corner(CX - 18, 340)],
      ramp: frame,
      material: mat,
      weight: 'inner',
    }),
    ctx.part({ points: oval(CX, cy, 150, 170, 18), ramp: frame, material: mat }),
  ];
  // The glass: a cool reflection, streaks of light, and the item's magic stirring inside.
  const glass = flatStyle(ctx)
    ? mix(ramps.glass.light, plan.magic.glow, 0.2)
    : doc.linearGradient({
        x1: 0,
        y1: 0,
        x2: 1,
        y2: 1,
        stops: [
          { offset: 0, color: mix('#ffffff', plan.magic.glow, 0.1) },
          { offset: 0.5, color: mix(ramps.glass.base, plan.magic.glow, 0.3) },
          { offset: 1, color: mix(ramps.glass.deep, plan.magic.deep, 0.5) },
        ],
      });
  parts.push(
    ctx.part({
      points: oval(CX, cy, 118, 138, 18),
      ramp: ramps.glass,
      fill: glass,
      weight: 'inner',
      shadow: 0,
      inner: [
        painter.blob(CX + 20, cy + 30, 80, 90, plan.magic.glow, 0.45),
        el('path', {
          d:
            polyline(
              [
                [CX - 90, cy - 20],
                [CX - 30, cy - 110],
                [CX - 6, cy - 100],
                [CX - 70, cy + 10],
              ],
              true,
            ) +
            polyline(
              [
                [CX - 60, cy + 40],
                [CX + 20, cy - 90],
                [CX + 30, cy - 80],
                [CX - 50, cy + 52],
              ],
              true,
            ),
          fill: '#ffffff',
          opacity: 0.35,
        }),
      ],
    }),
  );
  // Beads of the trim metal round the frame and a stone at its crown.
  let beads = '';
  for (const [x, y] of oval(CX, cy, 134, 154, 24)) beads += circlePath(x, y, 4);
  parts.push(el('path', { d: beads, fill: ramps.trim.light, ...painter.stroke(ramps.trim, 'detail') }));
  parts.push(ctx.gem(CX, cy - 170, ctx.ornament >= 2 ? 20 : 14, 'marquise'));
  if (ctx.ornament >= 3)
    parts.push(ctx.gem(CX - 150, cy, 10, 'round', false), ctx.gem(CX + 150, cy, 10, 'round', false));
  return { markup: parts.join(''), fill: 0.8 };
}

export function drawInstrument(ctx: ItemCtx): ItemDrawing {
  const { plan } = ctx;
  const v = plan.variant;
  if (v === 'harp' || v === 'lyre') return drawHarp(ctx);
  if (['flute', 'whistle', 'recorder', 'fife'].includes(v)) return drawFlute(ctx);
  if (['pipes', 'ocarina'].includes(v)) return drawPipes(ctx);
  if (v === 'drum' || v === 'tabor' || v === 'tambourine') return drawDrum(ctx);
  return drawLute(ctx);
}

function drawLute(ctx: ItemCtx): ItemDrawing {
  const { ramps, plan } = ctx;
  const wood = plan.main === 'wood' ? ramps.wood : ramps.main;
  const body = symmetricLoop(
    [
      [CX, 226],
      [CX + 70, 240],
      [CX + 120, 320],
      [CX + 118, 410],
      [CX + 70, 466],
      [CX, 478],
    ],
    CX,
  );
  const parts: string[] = [];
  // The neck and the pegbox bent back, with pegs.
  parts.push(
    ctx.part({
      points: [corner(CX - 20, 250), corner(CX - 16, 96), corner(CX + 16, 96), corner(CX + 20, 250)],
      ramp: ramps.wood,
      weight: 'inner',
    }),
    ctx.part({
      points: [corner(CX - 18, 100), corner(CX - 40, 36), corner(CX - 12, 26), corner(CX + 16, 98)],
      ramp: ramps.wood,
      weight: 'inner',
    }),
  );
  for (let i = 0; i < 4; i++) {
    const y = 44 + i * 16;
    parts.push(
      ctx.part({
        points: [
          corner(CX - 38 + i * 5 - 22, y - 4),
          corner(CX - 38 + i * 5, y - 4),
          corner(CX - 38 + i * 5, y + 4),
          corner(CX - 38 + i * 5 - 22, y + 4),
        ],
        ramp: ramps.trim,
        material: plan.trim,
        weight: 'detail',
        shadow: 0,
      }),
    );
  }
  parts.push(
    ctx.part({
      points: body,
      ramp: wood,
      material: plan.main,
      inner: [
        el('path', {
          d: smoothOpen([
            [CX - 60, 260],
            [CX - 100, 360],
            [CX - 70, 450],
          ]),
          fill: 'none',
          stroke: mix(wood.light, '#ffffff', 0.3),
          'stroke-width': 8,
          opacity: 0.4,
        }),
      ],
    }),
  );
  // The rose: a carved sound hole, then the bridge and the strings.
  parts.push(
    el('path', { d: circlePath(CX, 330, 34), fill: wood.deep }),
    el('path', {
      d: circlePath(CX, 330, 34) + circlePath(CX, 330, 24),
      fill: 'none',
      stroke: ramps.trim.base,
      'stroke-width': 3,
    }),
  );
  parts.push(
    ctx.part({
      points: [corner(CX - 40, 418), corner(CX + 40, 418), corner(CX + 40, 430), corner(CX - 40, 430)],
      ramp: ramps.wood,
      weight: 'inner',
      shadow: 0,
    }),
  );
  let strings = '';
  for (let i = -3; i <= 3; i += 2) strings += `M${CX + i * 3} 100L${CX + i * 8} 424`;
  parts.push(
    el('path', {
      d: strings,
      stroke: mix(ramps.bone.light, '#ffffff', 0.3),
      'stroke-width': 1.3,
      fill: 'none',
    }),
  );
  if (ctx.gems) parts.push(ctx.gem(CX, 270, 10, 'round', false));
  if (ctx.ornament >= 2) parts.push(ctx.runes(circlePath(CX, 330, 46), 1.5));
  return { markup: parts.join(''), fill: 0.8 };
}

function drawHarp(ctx: ItemCtx): ItemDrawing {
  const { ramps, plan } = ctx;
  const wood = plan.main === 'wood' ? ramps.wood : ramps.main;
  const parts: string[] = [];
  // Soundbox on the right, the curved neck over the top, the pillar on the left.
  const neck: Pt[] = [
    [140, 110],
    [220, 70],
    [300, 110],
    [370, 90],
    [400, 60],
  ];
  let strings = '';
  for (let i = 0; i < 9; i++) {
    const x = 170 + i * 24;
    const top = 110 - Math.sin((i / 8) * Math.PI) * 12 + (i > 5 ? -10 : 0);
    strings += `M${x} ${top + 10}L${x} ${430 - i * 26}`;
  }
  parts.push(
    el('path', {
      d: strings,
      stroke: mix(ramps.trim.light, '#ffffff', 0.3),
      'stroke-width': 1.6,
      fill: 'none',
    }),
  );
  parts.push(
    ctx.part({
      points: taper(
        [
          [150, 450],
          [380, 210],
          [410, 70],
        ],
        50,
        24,
      ),
      ramp: wood,
      material: plan.main,
    }),
    ctx.part({ points: taper(neck, 34, 22), ramp: wood, material: plan.main }),
    ctx.part({
      points: taper(
        [
          [150, 460],
          [120, 300],
          [140, 110],
        ],
        26,
        22,
      ),
      ramp: wood,
      material: plan.main,
    }),
  );
  if (ctx.gems) parts.push(ctx.gem(140, 110, 16, 'round'));
  if (ctx.ornament >= 2)
    parts.push(
      ctx.runes(
        smoothOpen([
          [180, 420],
          [300, 300],
          [380, 160],
        ]),
        1.6,
      ),
    );
  return { markup: parts.join(''), fill: 0.8 };
}

function drawPipes(ctx: ItemCtx): ItemDrawing {
  const { ramps, plan } = ctx;
  const wood = plan.main === 'wood' ? ramps.wood : ramps.main;
  const parts: string[] = [];
  for (let i = 0; i < 7; i++) {
    const x = CX - 150 + i * 44;
    const len = 330 - i * 34;
    parts.push(
      ctx.part({
        points: [corner(x - 18, 90), corner(x + 18, 90), corner(x + 18, 90 + len), corner(x - 18, 90 + len)],
        ramp: wood,
        material: plan.main,
        weight: 'inner',
      }),
      el('path', { d: ellipsePath(x, 92, 13, 5), fill: wood.deep }),
    );
  }
  parts.push(
    ctx.part({
      points: [corner(CX - 180, 150), corner(CX + 150, 150), corner(CX + 150, 184), corner(CX - 180, 184)],
      ramp: ramps.leather,
      weight: 'inner',
    }),
  );
  if (ctx.gems) parts.push(ctx.gem(CX - 20, 167, 12, 'round', false));
  return { markup: parts.join(''), fill: 0.78 };
}

function drawDrum(ctx: ItemCtx): ItemDrawing {
  const { ramps, plan } = ctx;
  const wood = plan.main === 'wood' ? ramps.wood : ramps.main;
  let laces = '';
  for (let i = 0; i < 8; i++) {
    const x = CX - 150 + i * 43;
    laces += `M${x} 160L${x + 21} 400L${x + 43} 160`;
  }
  const parts = [
    ctx.part({
      points: [
        corner(CX - 170, 150),
        [CX, 190],
        corner(CX + 170, 150),
        corner(CX + 160, 400),
        [CX, 440],
        corner(CX - 160, 400),
      ],
      ramp: wood,
      material: plan.main,
      inner: [el('path', { d: laces, stroke: ramps.bone.light, 'stroke-width': 3, fill: 'none' })],
    }),
    ctx.part({ points: oval(CX, 150, 170, 50, 18), ramp: ramps.bone }),
  ];
  if (ctx.ornament >= 1)
    parts.push(ctx.runes(glyphRow(ctx.rng('drum'), CX - 100, CX + 100, 150, 14, 20, ctx.hand, 10), 1.8));
  return { markup: parts.join(''), fill: 0.78, grounded: true };
}

/** The fallback for a curio nobody listed: a chalice or a reliquary casket. */
export function drawRelic(ctx: ItemCtx): ItemDrawing {
  const v = ctx.plan.variant;
  if (v === 'chalice' || v === 'goblet' || v === 'grail' || v === 'cup' || ctx.rng('relic').chance(0.5))
    return drawChalice(ctx);
  return drawCasket(ctx);
}

/** A standing or sitting four-legged creature in profile, facing right: a hound, a horse or a bear. */
function quadruped(
  ctx: ItemCtx,
  animal: 'hound' | 'horse' | 'bear',
  stone: ItemCtx['ramps']['main'],
  mat: ItemCtx['plan']['main'],
  eye: (x: number, y: number, r: number) => string,
): string {
  const parts: string[] = [];
  if (animal === 'hound') {
    parts.push(
      ctx.part({
        points: taper(
          [
            [CX - 96, 384],
            [CX - 150, 372],
            [CX - 164, 336],
          ],
          16,
          6,
        ),
        ramp: stone,
        material: mat,
        weight: 'inner',
      }),
      ctx.part({
        points: [
          [CX - 90, 392],
          [CX - 112, 330],
          [CX - 92, 262],
          [CX - 42, 212],
          [CX - 22, 150],
          corner(CX - 12, 94),
          [CX + 10, 128],
          [CX + 70, 148],
          corner(CX + 86, 168),
          [CX + 60, 182],
          [CX + 22, 192],
          [CX + 32, 252],
          [CX + 42, 330],
          corner(CX + 58, 392),
          corner(CX - 20, 392),
        ],
        ramp: stone,
        material: mat,
      }),
      ctx.mark(`M${CX - 60} 392Q${CX - 40} 330 ${CX - 80} 300`, stone, 2, 0.8),
      eye(CX + 30, 150, 8),
    );
  } else if (animal === 'horse') {
    parts.push(
      ctx.part({
        points: taper(
          [
            [CX - 126, 232],
            [CX - 160, 282],
            [CX - 150, 346],
          ],
          22,
          8,
        ),
        ramp: stone,
        material: mat,
        weight: 'inner',
      }),
      ctx.part({
        points: [
          corner(CX - 120, 392),
          [CX - 118, 300],
          [CX - 130, 240],
          [CX - 100, 200],
          [CX + 20, 206],
          [CX + 60, 150],
          [CX + 80, 92],
          corner(CX + 92, 70),
          [CX + 102, 96],
          [CX + 150, 150],
          corner(CX + 158, 172),
          [CX + 122, 174],
          [CX + 82, 172],
          [CX + 62, 240],
          [CX + 66, 300],
          corner(CX + 72, 392),
          corner(CX + 44, 392),
          [CX + 36, 302],
          [CX - 60, 302],
          [CX - 80, 322],
          corner(CX - 86, 392),
        ],
        ramp: stone,
        material: mat,
      }),
      ctx.mark(`M${CX + 74} 96Q${CX + 40} 150 ${CX + 16} 206`, stone, 3, 0.7),
      eye(CX + 106, 118, 7),
    );
  } else {
    parts.push(
      ctx.part({
        points: [
          corner(CX - 120, 392),
          [CX - 126, 300],
          [CX - 110, 230],
          [CX - 40, 194],
          [CX + 40, 204],
          [CX + 82, 210],
          [CX + 94, 194],
          corner(CX + 100, 176),
          [CX + 114, 194],
          [CX + 150, 214],
          corner(CX + 160, 232),
          [CX + 130, 248],
          [CX + 92, 256],
          [CX + 82, 300],
          corner(CX + 88, 392),
          corner(CX + 52, 392),
          [CX + 44, 322],
          [CX - 70, 322],
          [CX - 80, 342],
          corner(CX - 86, 392),
        ],
        ramp: stone,
        material: mat,
      }),
      eye(CX + 124, 214, 7),
    );
  }
  return parts.join('');
}

/** A flute, whistle or recorder: one long bored tube with its finger holes, a mouthpiece and banded ends. */
function drawFlute(ctx: ItemCtx): ItemDrawing {
  const { ramps, plan } = ctx;
  const body = ramps.main;
  const top = 60;
  const bottom = 452;
  const parts = [
    ctx.part({
      points: [corner(CX - 17, top), corner(CX + 17, top), corner(CX + 15, bottom), corner(CX - 15, bottom)],
      ramp: body,
      material: plan.main,
    }),
  ];
  // The mouthpiece: a notch near the top; finger holes down the front.
  parts.push(el('path', { d: `M${CX - 7} ${top + 46}h14v10h-14z`, fill: body.deep }));
  let holes = '';
  for (let i = 0; i < 6; i++) holes += circlePath(CX, 200 + i * 34, 5.5);
  parts.push(el('path', { d: holes, fill: body.deep, stroke: body.shade, 'stroke-width': 1 }));
  // Fittings at both ends and one at the joint, in the metal the words give.
  for (const y of [top + 10, 178, bottom - 12])
    parts.push(
      ctx.part({
        points: [
          corner(CX - 20, y - 7),
          corner(CX + 20, y - 7),
          corner(CX + 20, y + 7),
          corner(CX - 20, y + 7),
        ],
        ramp: ramps.trim,
        material: plan.trim,
        weight: 'inner',
        shadow: 0,
      }),
    );
  parts.push(ctx.runeColumn(CX, 380, 430, 9, 12, 'flute'));
  return { markup: parts.join(''), fill: 0.8 };
}
