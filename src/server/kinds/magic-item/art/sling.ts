// A sling: two cords of braided leather hanging in a V from a finger loop (ringed in the fittings' metal) and a
// knotted release tail, down to the cradle that holds a stone (a sling is not a sword).

import { must } from '../../../../shared/must.js';
import { circlePath, corner, oval, type Pt, smoothOpen, taper } from '../../../art/path.js';
import { CX } from './blades.js';
import type { ItemCtx, ItemDrawing } from './context.js';

export function drawSling(ctx: ItemCtx): ItemDrawing {
  const { ramps, plan } = ctx;
  const cord = ramps.main;
  const loopAt: Pt = [CX - 120, 110];
  const tailAt: Pt = [CX + 125, 95];
  // The cradle: a lens of leather low in the middle, a little tilted.
  const cradle: Pt[] = [
    corner(CX - 95, 360),
    [CX - 50, 405],
    [CX + 10, 420],
    [CX + 70, 400],
    corner(CX + 105, 355),
    [CX + 60, 372],
    [CX, 380],
    [CX - 55, 372],
  ];
  const left: Pt[] = [loopAt, [CX - 125, 190], [CX - 112, 290], [CX - 95, 360]];
  const right: Pt[] = [tailAt, [CX + 132, 180], [CX + 118, 280], [CX + 105, 355]];
  const parts: string[] = [
    ctx.part({ points: taper(left, 9, 7), ramp: cord, material: plan.main, weight: 'inner' }),
    ctx.part({ points: taper(right, 9, 7), ramp: cord, material: plan.main, weight: 'inner' }),
  ];
  // The braid: short crossing ticks down each cord.
  let braid = '';
  for (const cordPath of [left, right]) {
    for (let i = 1; i < cordPath.length - 1; i++) {
      const [x, y] = must(cordPath[i], 'cordPath entry');
      braid += `M${x - 4} ${y - 6}l8 8M${x - 4} ${y + 10}l8 8`;
    }
  }
  parts.push(ctx.mark(braid, cord, 1.3, 0.6), ctx.mark(smoothOpen(left), cord, 1, 0.3));
  // The stone sits in the cradle, drawn first so the cradle's lip covers its lower half.
  parts.push(
    ctx.part({ points: oval(CX + 5, 362, 34, 30), ramp: ramps.stone, material: 'obsidian', weight: 'inner' }),
  );
  parts.push(ctx.part({ points: cradle, ramp: cord, material: plan.main }));
  // The finger loop, a ring of the fittings' metal, and the knotted release tail.
  parts.push(
    ctx.part({
      points: oval(loopAt[0], loopAt[1] - 14, 22, 22),
      ramp: ramps.trim,
      material: plan.trim,
      weight: 'inner',
    }),
    ctx.mark(circlePath(loopAt[0], loopAt[1] - 14, 10), cord, 5, 0.9),
    ctx.part({
      points: oval(tailAt[0], tailAt[1] - 8, 15, 13),
      ramp: cord,
      material: plan.main,
      weight: 'inner',
    }),
  );
  // Runes, when it has them, run down the cradle's side of the left cord.
  parts.push(ctx.runeColumn(CX - 150, 200, 300, 8, 12, 'sling'));
  return { markup: parts.join(''), fill: 0.72 };
}
