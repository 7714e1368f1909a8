// A whip: a capped handle and a braided lash that loops once and tapers to its cracker (a whip is not a sword).

import { must } from '../../../../shared/must.js';
import { corner, type Pt, smoothOpen, taper } from '../../../art/path.js';
import { CX } from './blades.js';
import type { ItemCtx, ItemDrawing } from './context.js';

export function drawWhip(ctx: ItemCtx): ItemDrawing {
  const { ramps, plan } = ctx;
  const lash = ramps.main;
  // The lash: from the handle's top, a wide loop, then a long fall to the tip.
  const path: Pt[] = [
    [CX - 120, 330],
    [CX - 150, 230],
    [CX - 70, 120],
    [CX + 70, 110],
    [CX + 140, 200],
    [CX + 90, 300],
    [CX - 10, 300],
    [CX - 40, 230],
    [CX + 20, 190],
    [CX + 120, 240],
    [CX + 170, 360],
    [CX + 160, 440],
  ];
  const parts = [ctx.part({ points: taper(path, 16, 3), ramp: lash, material: plan.main, weight: 'inner' })];
  // The braid: short crossing ticks along the lash.
  let braid = '';
  for (let i = 1; i < path.length - 2; i++) {
    const [x, y] = must(path[i], 'path entry');
    braid += `M${x - 5} ${y - 5}l10 10`;
  }
  parts.push(ctx.mark(braid, lash, 1.4, 0.6), ctx.mark(smoothOpen(path), lash, 1, 0.35));
  // The handle, of the lash's own leather, capped in the fittings' metal at both ends.
  parts.push(
    ctx.part({
      points: [corner(CX - 142, 320), corner(CX - 108, 320), corner(CX - 104, 460), corner(CX - 146, 460)],
      ramp: lash,
      material: plan.main,
    }),
    ctx.part({
      points: [corner(CX - 148, 308), corner(CX - 102, 308), corner(CX - 102, 326), corner(CX - 148, 326)],
      ramp: ramps.trim,
      material: plan.trim,
      weight: 'inner',
    }),
    ctx.part({
      points: [corner(CX - 150, 456), corner(CX - 100, 456), corner(CX - 104, 478), corner(CX - 146, 478)],
      ramp: ramps.trim,
      material: plan.trim,
      weight: 'inner',
    }),
  );
  // Runes, when it has them, run down the handle.
  parts.push(ctx.runeColumn(CX - 125, 340, 440, 10, 14, 'whip'));
  return { markup: parts.join(''), fill: 0.78 };
}
