// The NPC grammar: every NPC rule table compiled once into one shared grammar (per-NPC state lives in contexts).
import { Grammar, type RuleSet } from '../../../engine/grammar.js';
import { APPEARANCE_RULES } from './appearance.js';
import { ARCS, FOE_HOOK_RULES, FOE_HOOKS } from './arcs.js';
import { CHARACTER_RULES } from './character.js';
import { CONTEXT_RULES } from './context.js';
import { OCCUPATION_RULES } from './occupations.js';
import { STORY_RULES } from './story.js';
import { NOW_RULES } from './trade-now.js';
import { COMPOSE_RULES, TRADE_RULES } from './trades.js';

/** Arc rules are registered under the arc's id: the siege arc's `backstory` becomes `siege_backstory`. */
const ARC_RULES: RuleSet = Object.fromEntries(
  ARCS.flatMap((arc) =>
    Object.entries(arc.rules).map(([key, alternatives]) => [
      `${arc.id}_${key}`,
      // A grown arc's hooks are its own and the ones any foe can give (FOE_HOOKS), drawn through one shared symbol:
      // copied into every arc's list, each copy was new to the world under each arc, and 'says X was not the only one
      // behind' came round in arc after arc of one account.
      key === 'hook' && arc.stage === 'grown' ? [...alternatives, '<^1.2> #foe_hook#'] : alternatives,
    ]),
  ),
);

export const npcGrammar = new Grammar([
  OCCUPATION_RULES,
  CHARACTER_RULES,
  APPEARANCE_RULES,
  STORY_RULES,
  ARC_RULES,
  CONTEXT_RULES,
  TRADE_RULES,
  COMPOSE_RULES,
  NOW_RULES,
  FOE_HOOK_RULES,
  { foe_hook: FOE_HOOKS },
]);
