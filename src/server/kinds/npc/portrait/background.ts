// The background slot of an NPC portrait: the art style's frame, in colours chosen to set off the NPC.
import { drawFrame } from '../../../art/frames.js';
import type { DrawContext } from './context.js';

export function drawBackground(ctx: DrawContext): string {
  const { plan, fig, painter } = ctx;
  return drawFrame(
    painter,
    plan.style.frame,
    {
      backdrop: plan.backdrop,
      accent: plan.accent,
      glow: plan.glow,
      focus: [fig.cx, fig.cy - 6],
      swatches: [plan.skin, plan.hair?.color ?? plan.eye, plan.outfit.cloth, plan.eye, plan.backdrop],
    },
    ctx.rng('background'),
  );
}
