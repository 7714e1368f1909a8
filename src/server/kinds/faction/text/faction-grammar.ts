// The faction grammar: every faction rule table compiled once into one shared grammar (per-faction state lives in
// contexts).
import { Grammar } from '../../../engine/grammar.js';
import { CONTEXT_RULES } from './context.js';
import { DESCRIPTION_RULES } from './description.js';
import { HISTORY_RULES } from './history.js';
import { KIND_RULES } from './kinds.js';
import { MOTTO_RULES } from './names-and-mottos.js';
import { LOOK_RULES, PEOPLE_RULES } from './people.js';
import { PLACE_RULES } from './places.js';
import { GOAL_RULES, QUEST_RULES } from './quests.js';
import { RELATION_RULES } from './relations.js';
import { RESOURCE_RULES } from './resources.js';
import {
  COMPOSED_ABILITY_RULES,
  COMPOSED_RESOURCE_RULES,
  COMPOSED_RITUAL_RULES,
} from './resources-composed.js';
import { STRUCTURE_RULES } from './structure.js';

export const factionGrammar = new Grammar([
  MOTTO_RULES,
  KIND_RULES,
  PLACE_RULES,
  PEOPLE_RULES,
  LOOK_RULES,
  STRUCTURE_RULES,
  HISTORY_RULES,
  RESOURCE_RULES,
  COMPOSED_RESOURCE_RULES,
  COMPOSED_RITUAL_RULES,
  COMPOSED_ABILITY_RULES,
  GOAL_RULES,
  QUEST_RULES,
  RELATION_RULES,
  DESCRIPTION_RULES,
  CONTEXT_RULES,
]);
