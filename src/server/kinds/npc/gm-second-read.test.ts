// One game master's account asking for the same NPC 25 times, read a second time: every appearance opened on the face
// ('<Name>, <adj>, has <skin>, <nose>, <jaw> and <eyes>.'), a dragonborn's skin was 'still clear' under the scales, and
// vestments were 'it'. Some must open on the trade's look, an impression or a gesture, and still tell the face.
import { describe, expect, it } from 'vitest';
import type { NpcData } from '../../../shared/kinds/npc.js';
import { splitSentences } from '../../engine/repetition.js';
import { writeAccount } from '../../test/one-account.js';

const base = { artStyle: 'fantasy', gender: 'random', age: 'random', socialClass: 'random' };
const traits = { friendliness: 5, bravery: 5, honesty: 5 };
const EYE = /\beyes?\b/;

describe('one account asking for the same NPC 25 times, read for how the appearance opens', () => {
  it('opens on something besides the face in at least five of 25, and tells the eyes after it', async () => {
    const request = { ...base, ...traits, race: 'random', occupation: 'random' };
    const records = (await writeAccount('npc', request, { count: 25, salt: 3100 })) as NpcData[];
    const led = records.filter((npc) => !EYE.test(splitSentences(npc.appearance)[0]!));
    expect(led.length, led.map((n) => n.appearance.slice(0, 80)).join('\n')).toBeGreaterThanOrEqual(5);
    for (const npc of led) expect(splitSentences(npc.appearance).slice(1, 3).join(' ')).toMatch(EYE);
  }, 30_000);

  it('never says a thief looks every inch one', async () => {
    const request = { ...base, ...traits, honesty: 2, race: 'random', occupation: 'thief' };
    const records = (await writeAccount('npc', request, { count: 25, salt: 3200 })) as NpcData[];
    const open = records.filter((npc) => /every inch|for an? thief/.test(npc.appearance));
    expect(open.map((n) => n.appearance.slice(0, 80))).toEqual([]);
  }, 30_000);
});

describe('one account asking for the same dragonborn 25 times, read for the age of the face', () => {
  it('never speaks of skin under the scales', async () => {
    const request = { ...base, ...traits, race: 'dragonborn', occupation: 'guard' };
    const records = (await writeAccount('npc', request, { count: 25, salt: 3300 })) as NpcData[];
    const skin = records.flatMap((npc) => splitSentences(npc.appearance).filter((s) => /\bskin\b/.test(s)));
    expect(skin).toEqual([]);
  }, 30_000);
});

describe('one account asking for the same priest 25 times, read for how the vestments are worn', () => {
  it('calls vestments them, never it', async () => {
    const request = { ...base, ...traits, honesty: 9, race: 'random', occupation: 'priest' };
    const records = (await writeAccount('npc', request, { count: 25, salt: 3400 })) as NpcData[];
    const wrong = records.flatMap((npc) => {
      const s = splitSentences(npc.appearance);
      return s.filter(
        (x, i) => i > 0 && /vestments/.test(s[i - 1]!) && /\b(?:[Ww]ith|[Oo]ver|pairs) it\b/.test(x),
      );
    });
    const vested = records.filter((npc) => /vestments/.test(npc.appearance)).length;
    expect(vested).toBeGreaterThan(5);
    expect(wrong).toEqual([]);
  }, 30_000);
});

describe('one account asking for the same dwarf smith 25 times, read for names', () => {
  it('gives no two of them the same given name', async () => {
    const request = { ...base, ...traits, race: 'dwarf', occupation: 'blacksmith' };
    const records = (await writeAccount('npc', request, { count: 25, salt: 3500 })) as NpcData[];
    const firsts = records.map((npc) => npc.name.split(' ')[0]!);
    expect(firsts.filter((f, i) => firsts.indexOf(f) !== i)).toEqual([]);
  }, 30_000);
});

describe('one account asking for the same elderly NPC 25 times, read for the lines of age', () => {
  it('puts no simile after a verb it does not fit', async () => {
    const request = { ...base, ...traits, age: 'elderly', race: 'human', occupation: 'random' };
    const records = (await writeAccount('npc', request, { count: 25, salt: 3600 })) as NpcData[];
    const odd = records.flatMap((npc) =>
      splitSentences(npc.appearance).filter((s) => /^Time has \w+ \w+ face like/.test(s)),
    );
    expect(odd).toEqual([]);
  }, 30_000);
});

describe('one account asking for the same priest 25 times, read for where they work', () => {
  it('never sets a chapel in the shadow of the chapel', async () => {
    const request = { ...base, ...traits, race: 'random', occupation: 'priest' };
    const records = (await writeAccount('npc', request, { count: 25, salt: 3700 })) as NpcData[];
    const shadowed = records.filter((npc) => JSON.stringify(npc).includes('in the shadow of the'));
    expect(shadowed.map((npc) => npc.name)).toEqual([]);
  }, 30_000);
});
