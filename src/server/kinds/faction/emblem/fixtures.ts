// Schema-valid factions for the emblem's tests and contact sheet (test use only): plain values for everything the
// emblem does not read, and arms decided and blazoned by the heraldry module itself.
import {
  type FactionAlignment,
  type FactionData,
  type FactionEmblemStyle,
  type FactionPurpose,
  type FactionSecrecy,
  type FactionSize,
  factionDataSchema,
} from '../../../../shared/kinds/faction.js';
import { type ArmsFacts, decideArms } from './arms.js';
import { blazonOf } from './blazon.js';

export interface FixtureOptions {
  purpose?: FactionPurpose;
  alignment?: FactionAlignment;
  secrecy?: FactionSecrecy;
  size?: FactionSize;
  emblemStyle?: FactionEmblemStyle;
  motto?: string;
  name?: string;
  /** The purpose as a game master typed it (read for the arms, as the writer does). */
  purposeText?: string;
  /** Replaces the decided arms (the blazon is written from these instead). */
  arms?: FactionData['arms'];
}

/** A faction whose arms are decided from its facts and `seed`, as the writer will decide them. */
export function factionFixture(options: FixtureOptions = {}, seed = 1): FactionData {
  const facts: ArmsFacts = {
    purpose: options.purpose ?? "thieves' guild",
    alignment: options.alignment ?? 'Neutral Evil',
    secrecy: options.secrecy ?? 'known',
    size: options.size ?? 'Regional Power',
    emblemStyle: options.emblemStyle ?? 'fantasy',
  };
  const name = options.name ?? 'The Quiet Ledger';
  const arms =
    options.arms ??
    decideArms(
      {
        ...facts,
        // The default name is a placeholder: only a name the test gives is read for the arms.
        ...(options.name ? { name: options.name } : {}),
        ...(options.purposeText ? { purposeText: options.purposeText } : {}),
      },
      seed,
    );
  return factionDataSchema.parse({
    name,
    motto: options.motto ?? 'All debts are paid',
    ...facts,
    influence: 'major',
    description: 'A guild of scriveners that buys the debts of magistrates.',
    headquarters: 'A counting house by the Chain Gate',
    territory: 'The river wards of Saltmere',
    goals: ['Own every magistrate in the delta'],
    leadership: '',
    structure: '',
    recruitment: '',
    historyBackground: '',
    resources: [],
    rituals: [],
    specialAbilities: [],
    quests: [],
    keyMembers: [],
    rivals: [],
    allies: [],
    weaknesses: [],
    arms,
    blazon: blazonOf(arms),
    tags: ['guild'],
  });
}
