// Loreforge's default pantheon: invented gods that priests serve, towns worship and factions swear by.
import type { Rng } from './rng.js';

export interface Deity {
  /** How prose names the god: "Aurel". */
  readonly name: string;
  /** An epithet for variety: "the Lantern-Bearer". */
  readonly epithet: string;
  /** What the god is prayed to for, as a phrase: "safe roads and honest light". */
  readonly domain: string;
  /** The holy symbol, with its article. */
  readonly symbol: string;
  /** A word for the faith's building. */
  readonly house: string;
}

export const PANTHEON: readonly Deity[] = [
  {
    name: 'Aurel',
    epithet: 'the Lantern-Bearer',
    domain: 'safe roads and honest light',
    symbol: 'a lantern with one shutter open',
    house: 'chapel',
  },
  {
    name: 'Mother Ysolde',
    epithet: 'the Keeper of the Sheaf',
    domain: 'harvests, hearths and births',
    symbol: 'a sheaf of barley bound in red thread',
    house: 'shrine',
  },
  {
    name: 'Korrin',
    epithet: 'the Patient Smith',
    domain: 'craft, fire and work well done',
    symbol: 'a hammer over a flame',
    house: 'forge-shrine',
  },
  {
    name: 'the Pale Ferryman',
    epithet: 'the Last Oarsman',
    domain: 'the dead and their passage',
    symbol: 'a coin with a hole bored through it',
    house: 'chapel',
  },
  {
    name: 'Seluvia',
    epithet: 'the Tidewife',
    domain: 'the sea, luck and returning ships',
    symbol: 'a white cowrie shell',
    house: 'temple',
  },
  {
    name: 'Tamsk',
    epithet: 'the Watcher at the Gate',
    domain: 'law, oaths and boundaries',
    symbol: 'an open eye above a key',
    house: 'temple',
  },
  {
    name: 'Hollin',
    epithet: 'the Green Stag',
    domain: 'wild places, beasts and the hunt',
    symbol: 'a crown of antler',
    house: 'grove',
  },
  {
    name: 'Vesh',
    epithet: 'Who Keeps Accounts',
    domain: 'trade, debts and fair measure',
    symbol: 'a balanced scale',
    house: 'temple',
  },
  {
    name: 'Idra',
    epithet: 'the Quiet',
    domain: 'knowledge, secrets and sleep',
    symbol: 'a closed book bound with a cord',
    house: 'sanctum',
  },
];

export function pickDeity(rng: Rng): Deity {
  return rng.pick(PANTHEON);
}
