// The magic item grammar: every item rule table compiled once into one shared grammar (per-item state lives in contexts).
import { Grammar } from '../../../engine/grammar.js';
import { ABILITY_RULES } from './abilities.js';
import { APPEARANCE_RULES, QUIRK_RULES } from './appearance.js';
import { ARTIFACT_RULES } from './artifact.js';
import { CONSUMABLE_RULES } from './consumables.js';
import { CONTEXT_RULES } from './context.js';
import { LORE_RULES } from './lore.js';
import { MAKER_RULES } from './makers.js';
import { STORY_RULES } from './story.js';
import { THEME_RULES } from './themes.js';

export const itemGrammar = new Grammar([
  THEME_RULES,
  MAKER_RULES,
  LORE_RULES,
  ABILITY_RULES,
  ARTIFACT_RULES,
  CONSUMABLE_RULES,
  APPEARANCE_RULES,
  QUIRK_RULES,
  STORY_RULES,
  CONTEXT_RULES,
]);
