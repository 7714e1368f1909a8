// One game master's account asks for the same faction again and again (ten thieves' guilds for one port, ten
// mercenary companies). Written in a row as the app writes them, each avoiding the world before it, a phrase that
// comes back in many of them is a template the reader learns by heart long before the names change.
import { describe, expect, it } from 'vitest';
import { measurePhrases, measureRepetition } from '../../engine/repetition.js';
import { writeAccount } from '../../test/one-account.js';

const PROFILES: Record<string, Record<string, unknown>> = {
  'thieves’ guild in the docks': {
    purpose: 'a guild of thieves in the docks',
    size: 'Local Organization',
    influence: 'moderate',
    secrecy: 'secret',
    emblemStyle: 'dark',
  },
  'mercenary company': {
    purpose: 'mercenary company',
    size: 'Regional Power',
    influence: 'major',
    secrecy: 'known',
    emblemStyle: 'medieval',
  },
  cult: {
    purpose: 'cult',
    size: 'Small Gang',
    influence: 'minor',
    secrecy: 'clandestine',
    emblemStyle: 'dark',
  },
  'noble house': {
    purpose: 'noble house',
    size: 'Regional Power',
    influence: 'major',
    secrecy: 'known',
    emblemStyle: 'fantasy',
  },
};

const N = 25;
/**
 * Entities of 25 that may share a six-word phrase, and a sentence of eight words or more. The aim for phrases is 3;
 * the rules widened so far hold every profile to PHRASE_LIMIT (today's code before them: 12 to 19), and the limit
 * only ever comes down.
 */
const PHRASE_LIMIT = 9;
const SENTENCE_LIMIT = 2;

/** Words too common to make a phrase recognisable: a run of these and masked names ('the X of the X is') is not. */
const COMMON = new Set(
  (
    'x n a an the of and or but to in on at by for with from as is are was were be been it its his her their them ' +
    'they he she him this that these those who whom which what when where while than then so not no one any all ' +
    'has have had do does did will would can could may might must should into over under up down out off about ' +
    'after before since until if because'
  ).split(' '),
);

/** The game master's own words come back in every faction by design ('a guild of thieves in the docks'). */
function skipFor(purpose: string) {
  const typed = purpose.toLowerCase().split(/\s+/);
  const runs = typed.slice(0, -3).map((_, i) => ` ${typed.slice(i, i + 4).join(' ')} `);
  return (text: string) =>
    runs.some((r) => ` ${text} `.includes(r)) ||
    text.split(' ').filter((w) => !COMMON.has(w.toLowerCase())).length < 2;
}

const account = (request: Record<string, unknown>, salt: number) =>
  writeAccount('faction', request, { count: N, salt });

describe('one account asking for the same faction 25 times', () => {
  for (const [name, request] of Object.entries(PROFILES)) {
    it(`repeats no phrase in more than ${PHRASE_LIMIT} and no sentence in more than ${SENTENCE_LIMIT} of 25: ${name}`, async () => {
      // The blazon is heraldry's formal language, written from the arms: a hidden faction's only metal is argent,
      // so each of its chiefs reads 'a … argent, on a chief argent'. Arms' variety is arms-variety.test.ts's.
      const records = (await account(request, 1000)).map(({ blazon: _blazon, ...rest }) => rest);
      const skip = skipFor(String(request.purpose));
      const phrases = measurePhrases(records, { words: 6, top: 40, skip })
        .filter((p) => Math.round(p.share * N) > PHRASE_LIMIT)
        .map((p) => `${Math.round(p.share * N)} ${p.phrase}`);
      const sentences = measureRepetition(records, { top: 40, skip })
        .worst.filter((w) => Math.round(w.share * N) > SENTENCE_LIMIT)
        .map((w) => `${Math.round(w.share * N)} ${w.template}`);
      expect({ phrases, sentences }, name).toEqual({ phrases: [], sentences: [] });
    }, 20_000);
  }
});
