// The Faction Forge's starting values (spec sections 3 and 9), the Advanced tab's form schema (alignment may say
// 'random', which the request leaves out) and its twelve include checkboxes.
import {
  FACTION_OPTIONS,
  FACTION_QUICK_DEFAULTS,
  type FactionQuickForm,
  type FactionRequestInput,
  factionRequestSchema,
} from '@shared/kinds/faction';
import { z } from 'zod';

/** Quick: a Regional Power by default; no name or purpose (both are decided by the forge). */
export const QUICK_DEFAULTS: FactionQuickForm = { name: '', purpose: '', size: FACTION_QUICK_DEFAULTS.size };

/** The Advanced tab's fields: the request's, with 'random' among the alignments. */
export const factionAdvancedFormSchema = factionRequestSchema.extend({
  alignment: z.enum(FACTION_OPTIONS.alignment),
});
export type FactionAdvancedInput = z.input<typeof factionAdvancedFormSchema>;
export type FactionAdvancedValues = z.output<typeof factionAdvancedFormSchema>;

/** Spec section 5 sets no rule beyond the optional fields, so every choice starts made: the quick defaults. */
export const ADVANCED_DEFAULTS: FactionAdvancedInput = {
  name: '',
  purpose: '',
  size: FACTION_QUICK_DEFAULTS.size,
  influence: FACTION_QUICK_DEFAULTS.influence,
  secrecy: FACTION_QUICK_DEFAULTS.secrecy,
  alignment: 'random',
  emblemStyle: FACTION_QUICK_DEFAULTS.emblemStyle,
  goals: '',
  includeHistory: true,
  includeStructure: true,
  includeLeadership: true,
  includeRecruitment: true,
  includeResources: true,
  includeRituals: true,
  includeSpecialAbilities: true,
  includeKeyMembers: true,
  includeQuests: true,
  includeRivals: true,
  includeAllies: true,
  includeWeaknesses: true,
  alliances: true,
};

/** The request the Advanced tab sends: 'random' alignment is omitted (spec section 3). */
export function advancedToRequest(values: FactionAdvancedValues): FactionRequestInput {
  const { alignment, ...rest } = values;
  return alignment === 'random' ? rest : { ...rest, alignment };
}

/** The twelve include checkboxes (spec section 2), in the spec's order. */
export const FACTION_INCLUDES = [
  { name: 'includeHistory', label: 'History', description: 'How it was founded and who it fought' },
  { name: 'includeStructure', label: 'Structure', description: 'Its ranks, lowest to highest' },
  { name: 'includeLeadership', label: 'Leadership', description: 'Who leads and how' },
  { name: 'includeRecruitment', label: 'Recruitment', description: 'Whom it takes, and how' },
  { name: 'includeResources', label: 'Resources', description: 'Coin, holdings, weapons and secrets' },
  { name: 'includeRituals', label: 'Rituals', description: 'Oaths, rites and ceremonies' },
  {
    name: 'includeSpecialAbilities',
    label: 'Special Abilities',
    description: 'What it can do that others cannot',
  },
  { name: 'includeKeyMembers', label: 'Key Members', description: 'The leader and the people to meet' },
  { name: 'includeQuests', label: 'Quests', description: 'Missions it could hand your players' },
  { name: 'includeRivals', label: 'Rivals', description: 'Enemies, old and new' },
  { name: 'includeAllies', label: 'Allies', description: 'Friends in useful places' },
  { name: 'includeWeaknesses', label: 'Weaknesses', description: 'What a clever rival could exploit' },
] as const;
