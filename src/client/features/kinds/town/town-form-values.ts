// The Town Builder's starting values (spec sections 3 and 9) and the include checkboxes of its Advanced tab.
import { TOWN_QUICK_DEFAULTS, type TownQuickForm, type TownRequestInput } from '@shared/kinds/town';

/** Quick: town, mixed, council, fantasy map; no name (one is generated). */
export const QUICK_DEFAULTS: TownQuickForm = { name: '', ...TOWN_QUICK_DEFAULTS };

/**
 * Advanced: the Quick tab's choices to start from (town, mixed, council, fantasy map), so the form can be sent as it
 * opens, as the faction and item forms can; name, location and terrain blank (decided for the user); every section
 * included. The spec's 'Please select…' messages stay in the schema for a request without them.
 */
export const ADVANCED_DEFAULTS: Partial<TownRequestInput> = {
  name: '',
  location: '',
  terrain: '',
  ...TOWN_QUICK_DEFAULTS,
  includeHistory: true,
  includeReligion: true,
  includeFactions: true,
  includeRumors: true,
  includeSecrets: true,
  includeThreats: true,
  includeEstablishments: true,
  includeKeyNpcs: true,
  includeHooks: true,
};

/** The nine include checkboxes (spec section 3), in the spec's order. */
export const TOWN_INCLUDES = [
  {
    name: 'includeHistory',
    label: 'Include History',
    description: 'How it was founded and what it survived',
  },
  { name: 'includeReligion', label: 'Include Religion', description: 'Its faiths, temples and clergy' },
  {
    name: 'includeFactions',
    label: 'Include Factions',
    description: 'Guilds, gangs and cabals, and what they want',
  },
  { name: 'includeRumors', label: 'Include Rumors', description: 'What the taverns whisper, true or not' },
  { name: 'includeSecrets', label: 'Include Secrets', description: 'What only the game master knows' },
  { name: 'includeThreats', label: 'Include Threats', description: 'Dangers to the town and around it' },
  {
    name: 'includeEstablishments',
    label: 'Include Establishments',
    description: 'Inns, temples and shops, numbered on the map',
  },
  {
    name: 'includeKeyNpcs',
    label: 'Include Key NPCs',
    description: 'The people who run it and the ones to meet',
  },
  { name: 'includeHooks', label: 'Include Hooks', description: 'Adventures that start here' },
] as const;
