// NPC portraits drawn in code: a seeded plan of the NPC's looks, drawn as layered SVG slots in a fixed order.
import type { NpcData } from '../../../shared/kinds/npc.js';
import { drawFinish } from '../../art/frames.js';
import { group } from '../../art/svg.js';
import { drawBackground } from './portrait/background.js';
import { drawNeck, drawTorso } from './portrait/body.js';
import { createContext, type DrawContext } from './portrait/context.js';
import { drawBrows, drawEyes, drawMouth, drawNose } from './portrait/face.js';
import { drawBackHair, drawBeard, drawFrontHair } from './portrait/hair.js';
import { drawEars, drawHead, drawMarkings } from './portrait/head.js';
import { drawHeadwear, drawHeadwearBack } from './portrait/headwear.js';
import { drawBackHorns, drawFrontHorns } from './portrait/horns.js';
import { planPortrait } from './portrait/plan.js';
import { drawProps } from './portrait/props.js';

export type PortraitInput = Pick<
  NpcData,
  'race' | 'gender' | 'ageCategory' | 'occupation' | 'socialClass' | 'artStyle'
>;

type SlotDrawer = (ctx: DrawContext) => string;

/** The slots, back to front. Each draws only from the plan, so the order is the whole of the layering. */
export const PORTRAIT_SLOTS: readonly (readonly [string, SlotDrawer])[] = [
  ['background', drawBackground],
  ['back-hair', (ctx) => drawHeadwearBack(ctx) + drawBackHair(ctx)],
  ['back-horns', drawBackHorns],
  ['torso', drawTorso],
  ['neck', drawNeck],
  ['head', drawHead],
  ['ears', drawEars],
  ['markings', drawMarkings],
  ['eyes', drawEyes],
  ['brows', drawBrows],
  ['nose', drawNose],
  ['mouth', drawMouth],
  ['beard', drawBeard],
  ['front-hair', drawFrontHair],
  ['front-horns', drawFrontHorns],
  ['headwear', drawHeadwear],
  ['props', drawProps],
];

/** Draws a square 512 x 512 SVG portrait; the same input and seed always give the same SVG. */
export function drawNpcPortrait(input: PortraitInput, seed: number): string {
  const plan = planPortrait(input, seed);
  const ctx = createContext(plan);
  const layers = PORTRAIT_SLOTS.map(([slot, draw]) => group({ 'data-slot': slot }, draw(ctx)));
  layers.push(drawFinish(ctx.painter, plan.style.frame));
  return ctx.doc.render(layers);
}
