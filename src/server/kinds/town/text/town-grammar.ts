// The town grammar: every town rule table compiled once into one shared grammar (per-town state lives in contexts).
import { Grammar } from '../../../engine/grammar.js';
import { CULTURE_RULES } from './culture.js';
import { DESCRIPTION_RULES } from './description.js';
import { ECONOMY_RULES } from './economy.js';
import { ESTABLISHMENT_RULES } from './establishments.js';
import { GOVERNMENT_RULES } from './government.js';
import { FACT_RULES, HISTORY_RULES, HOOK_RULES, THREAT_RULES } from './lore.js';
import { PEOPLE_RULES } from './people.js';
import { TERRAIN_RULES } from './terrain.js';

export const townGrammar = new Grammar([
  TERRAIN_RULES,
  DESCRIPTION_RULES,
  ECONOMY_RULES,
  ESTABLISHMENT_RULES,
  GOVERNMENT_RULES,
  PEOPLE_RULES,
  CULTURE_RULES,
  HISTORY_RULES,
  FACT_RULES,
  HOOK_RULES,
  THREAT_RULES,
]);
