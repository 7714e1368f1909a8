// One game master's account (decision 026), read the way a game master reads it: many NPCs of one request written
// in a row, each avoiding the phrasings of those before it. Each class a blind reader found is checked at volume:
// repeated frames and copied sentences, recycled plots and side characters, contradictions and broken sentences,
// and typed features that never touch the story.
import { describe, expect, it } from 'vitest';
import { type NpcData, type NpcRequestInput, npcRequestSchema } from '../../../shared/kinds/npc.js';
import { withTemplateWorld } from '../../engine/grammar.js';
import { fingerprints } from '../../engine/repetition.js';
import { createRng } from '../../engine/rng.js';
import { generateNpc } from './generate.js';
import { drawNpcPortrait } from './portrait.js';
import { buildRecord } from './text/record.js';

const request = (input: Partial<NpcRequestInput> = {}) =>
  npcRequestSchema.parse({
    race: 'human',
    gender: 'random',
    occupation: 'innkeeper',
    age: 'random',
    socialClass: 'random',
    artStyle: 'fantasy',
    ...input,
  });

/** NPCs written in a row in one account: each written in the world of those before it, as the provider does. */
function account(count: number, salt: string, input: Partial<NpcRequestInput> = {}): NpcData[] {
  const avoid = new Set<number>();
  const rng = createRng('account', salt);
  const req = request(input);
  return Array.from({ length: count }, () => {
    const used = new Set<number>();
    const npc = withTemplateWorld({ avoid, used }, () => generateNpc(req, rng.nextUint32()));
    for (const p of [...fingerprints(npc), ...used]) avoid.add(p);
    return npc;
  });
}

const text = (npc: NpcData) =>
  [
    npc.appearance,
    npc.personality,
    ...npc.traits,
    ...npc.mannerisms,
    npc.backstory,
    ...npc.motivations,
    ...npc.secrets,
    ...npc.flaws,
    ...npc.plotHooks.flatMap((h) => [h.title, h.description]),
  ].join('\n');

/** How many of the NPCs hold a match of the pattern. */
const holders = (npcs: readonly NpcData[], pattern: RegExp) =>
  npcs.filter((n) => pattern.test(text(n))).length;

const ACCOUNTS = ['a', 'b', 'c'].map((salt) => account(25, salt));

describe('one account of 25 human innkeepers: repeated frames and copied sentences', () => {
  const FRAMES: readonly [string, RegExp][] = [
    ['the keepsake habit', /\b(?:His|Her|Their) fingers find it\b/],
    ['the build frame', /\band you see\b.*\bon a frame that is\b/],
    ['the sleep line', /sleeps? badly and rises early/],
    ['the loose hair', /hair is left loose past the shoulders\./],
    ['the tilted head', /head tilted, as though weighing each word/],
    ['the whole story', /Trusts no one with the whole story/],
    ['putting by', /Put enough by to/],
    ['the slow temper', /a temper that rises slowly and sets hard/],
    ['the tankard', /Polishes the same tankard/],
  ];
  it.each(FRAMES)('seldom repeats %s (at most 2 of 25)', (_label, pattern) => {
    for (const npcs of ACCOUNTS) expect(holders(npcs, pattern)).toBeLessThanOrEqual(2);
  });

  it('has a handful of keepsake-habit frames, none in more than 2 of 25', () => {
    for (const npcs of ACCOUNTS) {
      const counts = new Map<string, number>();
      for (const npc of npcs) {
        const habit =
          /\b(?:turns it|twists it|takes it out|rubs it|checks it is still there|goes (?:back )?to it|strays (?:back )?to it|drifts? (?:back )?to it|touches it)\b[^.]*\./.exec(
            npc.appearance,
          );
        if (habit) counts.set(habit[0], (counts.get(habit[0]) ?? 0) + 1);
      }
      expect(Math.max(0, ...counts.values())).toBeLessThanOrEqual(2);
    }
  });
});

describe('one account: recycled plots and side characters', () => {
  /** 25 records written in a row in one world, as the account would. */
  function records(salt: string) {
    const avoid = new Set<number>();
    const rng = createRng('account-records', salt);
    const req = request();
    return Array.from({ length: 25 }, () => {
      const used = new Set<number>();
      const record = withTemplateWorld({ avoid, used }, () =>
        buildRecord(req, createRng(rng.nextUint32(), 'npc')),
      );
      for (const p of used) avoid.add(p);
      return record;
    });
  }
  const sets = ['a', 'b', 'c', 'd'].map(records);

  // Fewer than 25 stories fit a grown innkeeper, so a few come round again; none three times over.
  it('tells no story more than three times in 25', () => {
    for (const set of sets) {
      const arcs = new Map<string, number>();
      for (const r of set) arcs.set(r.arc.id, (arcs.get(r.arc.id) ?? 0) + 1);
      expect(Math.max(...arcs.values()), JSON.stringify([...arcs])).toBeLessThanOrEqual(3);
      expect(arcs.size).toBeGreaterThanOrEqual(18);
    }
  });

  it('gives side characters names that vary: no first name in more than 2 of 25', () => {
    for (const set of sets) {
      const names = new Map<string, number>();
      for (const r of set) {
        const firsts = new Set(
          ['foe', 'ally', 'third']
            .map((k) => (r.ctx.get(k) as { first?: string } | undefined)?.first)
            .filter((f): f is string => Boolean(f)),
        );
        for (const f of firsts) names.set(f, (names.get(f) ?? 0) + 1);
      }
      const over = [...names].filter(([, n]) => n > 2);
      expect(over).toEqual([]);
    }
  });

  it('never repeats the flood, twin or relic set pieces word for word in one account', () => {
    for (const npcs of ACCOUNTS) {
      expect(holders(npcs, /reached the mill roof/)).toBeLessThanOrEqual(1);
      expect(holders(npcs, /had always been theirs/)).toBeLessThanOrEqual(1);
      expect(holders(npcs, /\btwin (?:brother|sister|sibling)|\btwin, [A-Z]/)).toBeLessThanOrEqual(2);
    }
  });
});

describe('contradictions and broken sentences, over many NPCs of one request', () => {
  const rng = createRng('npc-contradictions', 'one-request');
  const many = Array.from({ length: 400 }, () => generateNpc(request(), rng.nextUint32()));
  const young = Array.from({ length: 300 }, () =>
    generateNpc(request({ age: 'young', occupation: 'random', race: 'random' }), rng.nextUint32()),
  );

  it('gives no one under twenty a husband or wife, or a marriage that went on for years', () => {
    for (const npc of young) {
      if (Number.parseInt(npc.age, 10) >= 20) continue;
      expect(text(npc), npc.name).not.toMatch(
        /\b(?:his|her|their) (?:husband|wife|spouse)\b|happiest couple|\bwas married\b|married [A-Z]\w+ young|at nineteen/,
      );
    }
  });

  /** The record behind an NPC of the request and seed (the writer's root stream is the seed's own). */
  const recordOf = (req: ReturnType<typeof request>, seed: number) =>
    buildRecord(req, createRng(seed >>> 0, 'npc'));
  const seeds = Array.from({ length: 400 }, (_, i) => 9000 + i * 7919);
  const pairs = seeds.map((seed) => ({
    npc: generateNpc(request(), seed),
    record: recordOf(request(), seed),
  }));

  it('wants to be sent for by name in the town the NPC lives in, not the one they came from', () => {
    let seen = 0;
    for (const { npc, record } of pairs) {
      const want = npc.motivations.find((m) => /send for by name/.test(m));
      if (!want) continue;
      seen++;
      const home = (record.ctx.get('home') as { name: string }).name;
      // Past its second mention on the sheet the home town is 'town' (beats.test.ts), never the origin's name.
      expect(want).toMatch(new RegExp(`people in (?:${home}|town) send`));
    }
    expect(seen).toBeGreaterThan(0);
  });

  it('never puts an innkeeper’s yard behind the town’s other inn, nor a find in one room while working in another', () => {
    for (const { npc, record } of pairs) {
      const all = text(npc);
      const otherInn = (record.ctx.get('home') as { inn: string }).inn;
      expect(all).not.toContain(`behind ${otherInn}`);
      expect(all).not.toMatch(/found .* in the best bedroom while clearing the common room/);
      expect(all).not.toMatch(/While [a-z]+ing the [a-z ]+, [A-Z]\w+ found [^.]* in the /);
    }
  });

  it('writes no possessive glued to a clause in a hook title, and names the right person in custody', () => {
    for (const npc of many) {
      for (const h of npc.plotHooks) {
        expect(h.title).not.toMatch(/’s (?:What|Who|Where|When|How|Left|Found|Lost)\b/);
        expect(h.title).not.toMatch(/’s [A-Z][a-z]+ (?:Behind|Free|Away|Back|Gone)$/);
        const custody = /^(\S+) in Custody$/.exec(h.title);
        if (custody) expect(h.description).toContain(custody[1]!);
      }
    }
  });

  it('leaves no dangling ‘it’, no double ‘and’ goal, no ‘to’ after ‘will’, no unexplained sacking', () => {
    for (const npc of [...many, ...young]) {
      const all = text(npc);
      expect(all).not.toMatch(/would pay to see it fail/);
      expect(all).not.toMatch(/hopes the party will [^.]*, or to /);
      expect(all).not.toMatch(/lose its habits, and /);
      expect(all).not.toMatch(/spotted with it/);
      if (/the sacking\b/.test(npc.backstory)) expect(npc.backstory).toMatch(/wrapped in sacking/);
    }
  });
});

describe('typed features touch the story and the picture', () => {
  it('explains a typed worn valuable on a poor NPC', () => {
    for (let seed = 1; seed <= 30; seed++) {
      const npc = generateNpc(
        request({ occupation: 'rat-catcher', socialClass: 'lower', notableFeatures: 'a silver circlet' }),
        seed,
      );
      expect(npc.appearance, npc.appearance).toMatch(
        /(?:The|the) silver circlet (?:is|looks borrowed)|silver circlet is no sign of it/,
      );
    }
  });

  it('draws a typed neck tattoo where it shows, even under a long beard', () => {
    for (let seed = 1; seed <= 6; seed++) {
      const npc = generateNpc(
        request({
          gender: 'male',
          age: 'adult',
          notableFeatures: 'long black beard, a tattoo of a rose on his neck',
        }),
        seed,
      );
      expect(npc.looks?.beard?.style).toBe('long');
      const svg = drawNpcPortrait(npc, seed);
      // Drawn over the beard (the face-wear layer), not under it.
      const faceWear = /data-slot="face-wear"[\s\S]*?(?=data-slot=|$)/.exec(svg)?.[0] ?? '';
      expect(faceWear).toMatch(/data-part="tattoo" data-place="neck"/);
    }
  });
});
