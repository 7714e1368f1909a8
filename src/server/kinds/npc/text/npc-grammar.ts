// The NPC grammar: every NPC rule table compiled once into one shared grammar (per-NPC state lives in contexts).
import { Grammar, type RuleSet } from '../../../engine/grammar.js';
import { APPEARANCE_RULES } from './appearance.js';
import { ARCS } from './arcs.js';
import { CHARACTER_RULES } from './character.js';
import { CONTEXT_RULES } from './context.js';
import { OCCUPATION_RULES } from './occupations.js';
import { STORY_RULES } from './story.js';

/** Arc rules are registered under the arc's id: the siege arc's `backstory` becomes `siege_backstory`. */
const ARC_RULES: RuleSet = Object.fromEntries(
  ARCS.flatMap((arc) =>
    Object.entries(arc.rules).map(([key, alternatives]) => [`${arc.id}_${key}`, alternatives]),
  ),
);

export const npcGrammar = new Grammar([
  OCCUPATION_RULES,
  CHARACTER_RULES,
  APPEARANCE_RULES,
  STORY_RULES,
  ARC_RULES,
  CONTEXT_RULES,
]);
