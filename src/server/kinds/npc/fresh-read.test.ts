// The blind reader's account (decision 026): a game master's week of NPCs, five requests each asked five times in a
// row, read for any six-word run met in an earlier NPC (names as X, numbers as N). Before this round the week read
// fresh 8/25 (salt 1000) and 9/25 (salt 2000), with 6 and 6 runs shared by three or more NPCs; after it, 12/25 and
// 16/25, with none shared by three (over salts 1000 to 8000 the mean went from 8.3 to 13.5 of 25). What moved it:
// the hook's asking drawn from a short verb and a short who (story.ts hook_ask, ask_someone) instead of 45 set
// frames; a town's and a relative's set hooks drawn as one alternative among the composed ones; the foe hooks every
// grown arc shares drawn through one symbol (npc-grammar.ts); a noble's dress, jewels, fur collar and circlet said
// many ways; every code-built look sentence and every keepsake drawn through the world (appearance.ts wpick,
// looks.ts steerIn); and the verbatim flaws, mannerisms and motivations the reader named made short or composed.
//
// Round 5 (beats.test.ts): 12/25 and 16/25 before it, 13/25 and 17/25 after it. What moved it: a keepsake in about
// a third of NPCs instead of every one (record.ts, looks.ts); the smith's working life, hooks, mannerisms, soot and
// hammer said many ways or not at all (trade-now.ts, occupations.ts, appearance.ts); a place named at most twice in
// one NPC (generate.ts sparePlaces); a fallen noble house told and dressed as fallen (the 'fallen' tag).
//
// Also the defects the reader named beside repeats: a witness who said nothing has no 'first statement' or 'report'
// in a hook, a thief or a noble has no 'regulars', an innkeeper or merchant had no 'first tools', a noble does not
// dream of never counting coppers again.
import { describe, expect, it } from 'vitest';
import { NPC_OPTIONS, type NpcData, npcRequestSchema } from '../../../shared/kinds/npc.js';
import { createRng } from '../../engine/rng.js';
import { freshRead, gmWeek, writeAccount } from '../../test/one-account.js';
import { generateNpc } from './generate.js';
import { buildRecord } from './text/record.js';

describe('a GM week of NPCs read blind', () => {
  for (const [salt, atLeast] of [
    [1000, 13],
    [2000, 17],
  ] as const) {
    it(`reads at least ${atLeast} of 25 fresh, and no six-word run in three NPCs (salt ${salt})`, async () => {
      const records = await writeAccount('npc', gmWeek('npc'), { salt });
      const read = freshRead(records, { omit: ['abilities'] });
      expect(read.fresh).toBeGreaterThanOrEqual(atLeast);
      expect(read.runs.filter((r) => r.entities >= 3)).toEqual([]);
    }, 60_000);
  }
});

const text = (npc: NpcData) =>
  [
    npc.personality,
    ...npc.mannerisms,
    npc.backstory,
    ...npc.motivations,
    ...npc.secrets,
    ...npc.flaws,
    ...npc.plotHooks.map((h) => `${h.title}. ${h.description}`),
  ].join(' ');

function write(count: number, salt: string, fixed: Record<string, unknown> = {}) {
  const rng = createRng('fresh-read-defects', salt);
  return Array.from({ length: count }, () => {
    const request = npcRequestSchema.parse({
      race: rng.pick(NPC_OPTIONS.race),
      gender: rng.pick(NPC_OPTIONS.gender),
      occupation: 'random',
      age: rng.pick(['adult', 'middle-aged', 'elderly'] as const),
      socialClass: rng.pick(NPC_OPTIONS.socialClass),
      friendliness: rng.int(1, 10),
      bravery: rng.int(1, 10),
      honesty: rng.int(1, 10),
      artStyle: 'fantasy',
      ...fixed,
    });
    const seed = rng.nextUint32();
    return {
      request,
      npc: generateNpc(request, seed),
      record: buildRecord(request, createRng(seed >>> 0, 'npc')),
    };
  });
}

describe('the parts of an NPC agree with each other and with the class asked for', () => {
  it('gives a witness who kept silent no hook on a statement or report made', () => {
    let silent = 0;
    for (const bravery of [1, 2, 3, 4, 5]) {
      for (const { npc } of write(150, `witness-${bravery}`, { bravery })) {
        if (!/\bsaid nothing\b|\btold no one\b/.test(npc.backstory)) continue;
        if (!/\bwatched\b|\bsaw\b/.test(npc.backstory)) continue;
        silent++;
        const hooks = npc.plotHooks.map((h) => h.description).join(' ');
        expect(hooks, npc.backstory).not.toMatch(/first statement|took \S+ report/);
      }
    }
    expect(silent).toBeGreaterThan(0);
  });

  it('gives no thief, outlaw or noble "regulars", no innkeeper or merchant "first tools"', () => {
    for (const occupation of ['thief', 'noble', 'outlaw']) {
      for (const { npc } of write(120, `regulars-${occupation}`, { occupation, friendliness: 7 })) {
        expect(`${npc.personality} ${npc.mannerisms.join(' ')}`).not.toMatch(/\bregulars\b/);
      }
    }
    for (const occupation of ['innkeeper', 'merchant', 'guard']) {
      for (const { npc } of write(200, `tools-${occupation}`, { occupation, socialClass: 'working' })) {
        expect(text(npc)).not.toMatch(/first tools/);
      }
    }
  });

  it('has no noble or upper-class NPC dream of never counting coppers', () => {
    for (const socialClass of ['nobility', 'upper'] as const) {
      for (const { npc } of write(300, `coppers-${socialClass}`, { socialClass })) {
        expect(npc.motivations.join(' ')).not.toMatch(/count coppers/);
      }
    }
  });
});
