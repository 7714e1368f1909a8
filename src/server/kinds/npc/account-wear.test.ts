// One game master's account asks for the same NPC 25 times, as a blind reader read them: no paragraph may call a
// jewel its 'one ornament' beside another thing worn, and none may open sentence after sentence with 'She wears'.
import { describe, expect, it } from 'vitest';
import type { NpcData } from '../../../shared/kinds/npc.js';
import { splitSentences } from '../../engine/repetition.js';
import { writeAccount } from '../../test/one-account.js';

const N = 25;
const base = { artStyle: 'fantasy', race: 'random', gender: 'random', age: 'random', occupation: 'random' };
const PROFILES: Record<string, Record<string, unknown>> = {
  'random noble': { ...base, socialClass: 'nobility', friendliness: 5, bravery: 5, honesty: 5 },
  'random upper-class': { ...base, socialClass: 'upper', friendliness: 5, bravery: 5, honesty: 5 },
};

/** Things worn besides an ornament: a jewel, a chain, a symbol or a token on a cord. */
const WORN =
  /\b(?:rings?|chain|necklace|earrings?|hoops?|holy symbol|pendant|charm|brooch|locket|medallion|badge|beads)\b/;
const WEARS = /^(?:She|He|They) wears? /;

describe('one account asking for the same NPC 25 times, read for how it is dressed', () => {
  for (const [name, request] of Object.entries(PROFILES)) {
    it(`says 'one ornament' only of the one thing worn, and 'wears' never twice in a row (${name})`, async () => {
      const records = (await writeAccount('npc', request, { count: N, salt: 2000 })) as NpcData[];
      const ornaments: string[] = [];
      const wears: string[] = [];
      for (const npc of records) {
        const sentences = splitSentences(npc.appearance);
        sentences.forEach((s, i) => {
          if (/\bone ornament\b/.test(s) && sentences.some((o, j) => j !== i && WORN.test(o)))
            ornaments.push(s);
          if (i > 0 && WEARS.test(s) && WEARS.test(sentences[i - 1]!)) wears.push(`${sentences[i - 1]} ${s}`);
        });
      }
      expect({ ornaments, wears }, name).toEqual({ ornaments: [], wears: [] });
    }, 30_000);
  }
});
