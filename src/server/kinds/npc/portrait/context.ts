// What every portrait slot draws with: the finished plan, the style's painter, the tone ramps of the NPC's
// materials, and a seeded stream per slot.
import type { ArtRng } from '../../../art/art-rng.js';
import { createArtRng } from '../../../art/art-rng.js';
import { mix, type ToneRamp } from '../../../art/color.js';
import { Painter } from '../../../art/paint.js';
import { SvgDoc } from '../../../art/svg.js';
import type { Figure, PortraitPlan } from './plan.js';

export interface Ramps {
  skin: ToneRamp;
  hair: ToneRamp;
  brow: ToneRamp;
  eye: ToneRamp;
  lips: ToneRamp;
  cloth: ToneRamp;
  cloth2: ToneRamp;
  /** Soft headwear in its own colour (a hood, a felt hat), the cloth's when the look names none. */
  hat: ToneRamp;
  trim: ToneRamp;
  gold: ToneRamp;
  metal: ToneRamp;
  leather: ToneRamp;
  wood: ToneRamp;
  horn: ToneRamp;
  backdrop: ToneRamp;
}

export interface DrawContext {
  plan: PortraitPlan;
  fig: Figure;
  painter: Painter;
  doc: SvgDoc;
  ramps: Ramps;
  /** The seeded stream of one slot. */
  rng(slot: string): ArtRng;
}

export function createContext(plan: PortraitPlan): DrawContext {
  const doc = new SvgDoc(512, plan.idPrefix);
  const painter = new Painter(doc, plan.style);
  const o = plan.outfit;
  const trimBase =
    o.trim === 'gold'
      ? '#d4a93a'
      : o.trim === 'silver'
        ? '#c9ced6'
        : o.trim === 'plain'
          ? mix(o.cloth, '#000000', 0.35)
          : o.cloth;
  const root = createArtRng(plan.seed, `${plan.idPrefix}/slots`);
  return {
    plan,
    fig: plan.fig,
    painter,
    doc,
    ramps: {
      skin: painter.ramp(plan.skin),
      hair: painter.ramp(plan.hair?.color ?? plan.skin),
      brow: painter.ramp(plan.brow),
      eye: painter.ramp(plan.eye, 1.2),
      lips: painter.ramp(plan.lips),
      cloth: painter.ramp(o.cloth),
      cloth2: painter.ramp(o.cloth2),
      hat: painter.ramp(o.headwearColor ?? o.cloth),
      trim: painter.ramp(trimBase),
      gold: painter.ramp('#d4a93a'),
      metal: painter.ramp(plan.metal, 1.3),
      leather: painter.ramp(plan.leather),
      wood: painter.ramp('#7a5230'),
      horn: painter.ramp(plan.horns?.color ?? '#3a3030'),
      backdrop: painter.ramp(plan.backdrop),
    },
    rng: (slot) => root.fork(slot),
  };
}
