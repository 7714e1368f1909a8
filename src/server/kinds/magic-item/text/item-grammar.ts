// The magic item grammar: every item rule table compiled once into one shared grammar (per-item state lives in contexts).
import { Grammar } from '../../../engine/grammar.js';
import { ABILITY_RULES } from './abilities.js';
import { APPEARANCE_RULES, QUIRK_RULES } from './appearance.js';
import { ARTIFACT_RULES } from './artifact.js';
import { CONSUMABLE_RULES } from './consumables.js';
import { CONTEXT_RULES } from './context.js';
import { HISTORY_RULES } from './history.js';
import { LORE_RULES } from './lore.js';
import { MAKER_RULES } from './makers.js';
import { MOTIF_RULES } from './motifs.js';
import { withQuirkFamilies } from './quirk-families.js';
import { RULES_LINE_RULES } from './rules-lines.js';
import { STORY_RULES } from './story.js';
import { THEME_RULES } from './themes.js';
import { TYPED_POWER_RULES } from './typed-powers.js';

export const itemGrammar = new Grammar([
  THEME_RULES,
  MAKER_RULES,
  LORE_RULES,
  ABILITY_RULES,
  ARTIFACT_RULES,
  CONSUMABLE_RULES,
  APPEARANCE_RULES,
  withQuirkFamilies(QUIRK_RULES, ['quirk', 'q_then', 'q_who_then', 'q_who_do', 'q_creature', 'q_when']),
  STORY_RULES,
  MOTIF_RULES,
  CONTEXT_RULES,
  HISTORY_RULES,
  TYPED_POWER_RULES,
  RULES_LINE_RULES,
]);
