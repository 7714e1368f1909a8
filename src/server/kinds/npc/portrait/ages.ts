// Life stages for NPC portraits as data: proportions, eye size, greying and lines, so age reads at a glance.
import type { NpcAge } from '../../../../shared/kinds/npc.js';

export interface AgeProfile {
  /** Head size against an adult's. */
  head: number;
  /** Shoulders and neck against an adult's (children are small under a big head). */
  body: number;
  eyes: number;
  /** Moves the eye line down, as a fraction of the head's half-height (children's faces sit low). */
  eyeDrop: number;
  nose: number;
  /** 0 = natural colour, 1 = white. */
  grey: number;
  /** 0 none, 1 faint smile lines, 2 lined, 3 deeply lined. */
  lines: 0 | 1 | 2 | 3;
  /** Chance a man's hairline has receded or gone. */
  recede: number;
  /** Multiplies the race's beard chance. */
  beard: number;
  /** Moves the figure down in the frame (children are shorter). */
  lift: number;
  /** Shoulders drop and narrow with great age. */
  slump: number;
}

export const AGE_PROFILES: Readonly<Record<NpcAge, AgeProfile>> = {
  child: {
    head: 0.9,
    body: 0.7,
    eyes: 1.3,
    eyeDrop: 0.1,
    nose: 0.68,
    grey: 0,
    lines: 0,
    recede: 0,
    beard: 0,
    lift: 30,
    slump: 0,
  },
  young: {
    head: 0.98,
    body: 0.94,
    eyes: 1.08,
    eyeDrop: 0.02,
    nose: 0.92,
    grey: 0,
    lines: 0,
    recede: 0,
    beard: 0.55,
    lift: 6,
    slump: 0,
  },
  adult: {
    head: 1,
    body: 1,
    eyes: 1,
    eyeDrop: 0,
    nose: 1,
    grey: 0,
    lines: 0,
    recede: 0.1,
    beard: 1,
    lift: 0,
    slump: 0,
  },
  'middle-aged': {
    head: 1,
    body: 1.02,
    eyes: 0.97,
    eyeDrop: 0,
    nose: 1.04,
    grey: 0.3,
    lines: 1,
    recede: 0.3,
    beard: 1.15,
    lift: 0,
    slump: 0,
  },
  elderly: {
    head: 0.99,
    body: 0.98,
    eyes: 0.93,
    eyeDrop: 0,
    nose: 1.08,
    grey: 0.78,
    lines: 2,
    recede: 0.55,
    beard: 1.25,
    lift: 4,
    slump: 6,
  },
  ancient: {
    head: 0.98,
    body: 0.94,
    eyes: 0.9,
    eyeDrop: 0,
    nose: 1.12,
    grey: 0.96,
    lines: 3,
    recede: 0.7,
    beard: 1.35,
    lift: 8,
    slump: 12,
  },
};
