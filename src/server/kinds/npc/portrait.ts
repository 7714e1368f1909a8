// NPC portraits drawn in code: a seeded plan of the NPC's looks, drawn as layered SVG slots in a fixed order.
import type { NpcData } from '../../../shared/kinds/npc.js';
import { drawFinish } from '../../art/frames.js';
import { group } from '../../art/svg.js';
import { drawBackground } from './portrait/background.js';
import { drawNeck, drawTorso } from './portrait/body.js';
import { createContext, type DrawContext } from './portrait/context.js';
import { drawFaceWear } from './portrait/details.js';
import { drawBrows, drawEyes, drawMouth, drawNose } from './portrait/face.js';
import { drawBackHair, drawBeard, drawFrontHair } from './portrait/hair.js';
import { drawEars, drawHead, drawMarkings } from './portrait/head.js';
import { drawHeadwear, drawHeadwearBack } from './portrait/headwear.js';
import { drawBackHorns, drawFrontHorns } from './portrait/horns.js';
import type { PortraitPlan } from './portrait/plan.js';
import { planPortrait } from './portrait/plan.js';
import { drawProps } from './portrait/props.js';
import { RUN_OF, styleTreatment } from './portrait/rendering.js';
import { drawScars } from './portrait/scars.js';

/** What a portrait is drawn from; `looks` is absent on NPCs stored before it existed. */
export type PortraitInput = Pick<
  NpcData,
  'race' | 'gender' | 'ageCategory' | 'occupation' | 'socialClass' | 'artStyle'
> & { readonly looks?: NpcData['looks'] };

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
  ['scars', drawScars],
  ['beard', drawBeard],
  ['front-hair', drawFrontHair],
  // Earrings, a pipe and spectacles, over the hair and the beard.
  ['face-wear', drawFaceWear],
  ['front-horns', drawFrontHorns],
  ['headwear', drawHeadwear],
  ['props', drawProps],
];

/**
 * Draws a square 512 x 512 SVG portrait; the same input and seed always give the same SVG. The slots are grouped in
 * runs (behind the face, the features, in front, held) that the art style's rendering treats (portrait/rendering.ts).
 */
export function drawNpcPortrait(input: PortraitInput, seed: number): string {
  const plan = planPortrait(input, seed);
  const ctx = createContext(plan);
  const treatment = styleTreatment(ctx);
  const slots = PORTRAIT_SLOTS.map(([slot, draw]) => {
    const drawn = draw(ctx);
    return {
      run: RUN_OF[slot],
      markup: group(
        { 'data-slot': slot, filter: treatment.slotFilter(slot), ...slotFacts(plan, slot) },
        drawn ? drawn + group({ 'data-layer': treatment.id }, treatment.slotOver(slot)) : '',
      ),
    };
  });
  const runs = (['back', 'features', 'front', 'held'] as const).map((run) =>
    group(
      { 'data-run': run, filter: treatment.runFilter(run) },
      slots.filter((s) => s.run === run).map((s) => s.markup),
    ),
  );
  const layers = [
    ...slots.filter((s) => !s.run).map((s) => s.markup),
    group({ 'data-rendering': treatment.id, filter: treatment.figureFilter }, [
      ...runs,
      group({ 'data-layer': treatment.id }, treatment.over),
    ]),
    drawFinish(ctx.painter, plan.style.frame),
  ];
  return ctx.doc.render(layers);
}

/**
 * What each slot draws of the look, as data attributes on its group (the colour is the look's own hex, before
 * the style treats it): a test, or a person reading the SVG, can check the picture against the words.
 */
function slotFacts(plan: PortraitPlan, slot: string): Record<string, string | undefined> {
  switch (slot) {
    case 'head':
      return { 'data-skin': plan.skin };
    case 'back-hair':
    case 'front-hair':
      return { 'data-hair': plan.hair?.color, 'data-hair-style': plan.hair?.style };
    case 'eyes':
      return {
        'data-eyes': plan.eye,
        'data-missing-eye': plan.missingEye ? (plan.missingEye.side === 1 ? 'left' : 'right') : undefined,
        'data-eye-cover': plan.missingEye?.covered,
      };
    case 'back-horns':
    case 'front-horns':
      return { 'data-horns': plan.horns?.color, 'data-horn-style': plan.horns?.style };
    case 'beard':
      return { 'data-beard': plan.beard?.style, 'data-beard-colour': plan.beard?.color };
    case 'markings':
      return { 'data-lines': String(plan.lines) };
    case 'torso':
      return {
        'data-garment': plan.outfit.garment,
        'data-cloth': plan.outfit.cloth,
        'data-layers': plan.outfit.layers.map((l) => `${l.kind}:${l.color}`).join(' ') || undefined,
        'data-armour': plan.outfit.armour ?? undefined,
      };
    case 'headwear':
      return {
        'data-headwear': plan.outfit.headwear ?? undefined,
        'data-headwear-color': plan.outfit.headwearColor ?? undefined,
        'data-headwear-trim': plan.outfit.headwearTrim
          ? `${plan.outfit.headwearTrim.kind}:${plan.outfit.headwearTrim.color}`
          : undefined,
        'data-mask': plan.outfit.mask ?? undefined,
      };
    case 'props':
      return {
        'data-prop': plan.outfit.prop ?? undefined,
        'data-weapon': plan.looks.weapon?.carried === 'hand' ? plan.looks.weapon.name : undefined,
        'data-shield': plan.outfit.shield ? 'true' : undefined,
      };
    default:
      return {};
  }
}
