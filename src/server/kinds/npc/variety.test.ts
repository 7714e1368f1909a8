// Variety at volume (issue 21), measured the way a game master meets it: names and numbers masked, the share of NPCs
// holding each sentence of 8 or more words, over mixed requests and over the same request asked again and again.
// Text only (no portraits), so the volume stays fast.
import { describe, expect, it } from 'vitest';
import {
  NPC_ARCHETYPES,
  NPC_OCCUPATIONS,
  NPC_OPTIONS,
  type NpcData,
  type NpcRequest,
  type NpcRequestInput,
  npcRequestSchema,
} from '../../../shared/kinds/npc.js';
import type { Person } from '../../engine/grammar.js';
import { measureRepetition, measureValues } from '../../engine/repetition.js';
import { createRng, type Rng } from '../../engine/rng.js';
import { generateNpc } from './generate.js';
import { buildRecord } from './text/record.js';

const OCCUPATIONS = [
  ...NPC_OCCUPATIONS,
  ...NPC_ARCHETYPES,
  'random',
  'ferryman',
  'cartographer',
  'beekeeper',
  'ship captain',
  'midwife',
  'gravedigger',
];

function randomRequest(rng: Rng): NpcRequest {
  return npcRequestSchema.parse({
    race: rng.pick(NPC_OPTIONS.race),
    gender: rng.pick(NPC_OPTIONS.gender),
    occupation: rng.pick(OCCUPATIONS),
    age: rng.pick(NPC_OPTIONS.age),
    socialClass: rng.pick(NPC_OPTIONS.socialClass),
    friendliness: rng.int(1, 10),
    bravery: rng.int(1, 10),
    honesty: rng.int(1, 10),
    artStyle: 'fantasy',
  });
}

/** The writer's story sections (the appearance is the look's, measured with it). */
const story = (npc: NpcData) => ({
  personality: npc.personality,
  traits: npc.traits,
  mannerisms: npc.mannerisms,
  backstory: npc.backstory,
  motivations: npc.motivations,
  secrets: npc.secrets,
  flaws: npc.flaws,
  plotHooks: npc.plotHooks,
});

const titles = (npc: unknown) => (npc as NpcData).plotHooks.map((h) => h.title);
const worst = (records: readonly unknown[]) => measureRepetition(records, { top: 5 }).worst;
const report = (rows: readonly { template?: string; value?: string; share: number }[]) =>
  rows.map((r) => `${(r.share * 100).toFixed(1)}% ${r.template ?? r.value}`);

/** The same request again and again, only the seed changing: a game master who needs several of one kind. */
function same(input: Partial<NpcRequestInput>, count: number, salt: string): NpcData[] {
  const request = npcRequestSchema.parse({
    race: 'random',
    gender: 'random',
    occupation: 'random',
    age: 'random',
    socialClass: 'random',
    artStyle: 'fantasy',
    ...input,
  });
  const rng = createRng('same-options', salt);
  return Array.from({ length: count }, () => generateNpc(request, rng.nextUint32()));
}

const MIXED = 1000;
const SAME = 200;
const mixed = (() => {
  const rng = createRng('variety', 'npc-tests');
  return Array.from({ length: MIXED }, () => {
    const request = randomRequest(rng);
    return generateNpc(request, rng.nextUint32());
  });
})();

describe(`template repetition over ${MIXED} NPCs of mixed options`, () => {
  it('repeats no sentence of 8 or more words in more than 2% of them', () => {
    const over = worst(mixed.map(story)).filter((w) => w.share > 0.02);
    expect(report(over)).toEqual([]);
  });

  it('gives no hook title to more than 1% of them', () => {
    const over = measureValues(mixed, titles, 5).filter((v) => v.share > 0.01);
    expect(report(over)).toEqual([]);
  });
});

const SAME_OPTIONS: readonly [string, Partial<NpcRequestInput>][] = [
  ['human innkeeper', { race: 'human', occupation: 'innkeeper' }],
  ['dwarf blacksmith', { race: 'dwarf', occupation: 'blacksmith' }],
  ['random archetype (the quick form)', {}],
  ['typed ship captain', { occupation: 'ship captain' }],
];

describe.each(SAME_OPTIONS)(`${SAME} NPCs of the same options: %s`, (label, input) => {
  const npcs = same(input, SAME, label);

  it('repeats no sentence of 8 or more words in more than 5% of them', () => {
    const over = worst(npcs.map(story)).filter((w) => w.share > 0.05);
    expect(report(over)).toEqual([]);
  });

  it('gives no hook title to more than 1% of them', () => {
    const over = measureValues(npcs, titles, 5).filter((v) => v.share > 0.01);
    expect(report(over)).toEqual([]);
  });

  it('never tells the same backstory twice', () => {
    expect(new Set(npcs.map((n) => n.backstory)).size).toBe(npcs.length);
  });
});

describe('innkeepers asked for again and again', () => {
  const request = npcRequestSchema.parse({
    race: 'human',
    gender: 'random',
    occupation: 'innkeeper',
    age: 'random',
    socialClass: 'random',
    artStyle: 'fantasy',
  });
  const seeds = Array.from({ length: 100 }, (_, i) => 1000 + i * 7919);
  const inns = seeds.map(
    (seed) => buildRecord(request, createRng(seed >>> 0, 'npc')).ctx.get('ownInn') as string,
  );

  it('never gives two of them the same inn', () => {
    expect(new Set(inns).size).toBe(inns.length);
  });

  it('never has their own inn owe them money, in a hook or anywhere else', () => {
    seeds.forEach((seed, i) => {
      const npc = generateNpc(request, seed);
      const inn = (inns[i] ?? '').replace(/^the /, '');
      const text = [
        npc.backstory,
        ...npc.secrets,
        ...npc.motivations,
        ...npc.plotHooks.map((h) => h.description),
      ];
      for (const sentence of text.flatMap((t) => t.split(/(?<=[.!?])\s+/))) {
        if (!sentence.includes(inn)) continue;
        expect(sentence, `seed ${seed}`).not.toMatch(
          /\b(?:is owed|owes? (?:\w+ )?(?:money|a debt)|debt at)\b/,
        );
      }
    });
  });
});

describe('neighbouring seeds', () => {
  const requests = [
    npcRequestSchema.parse({
      race: 'dwarf',
      gender: 'female',
      occupation: 'blacksmith',
      age: 'middle-aged',
      socialClass: 'working',
      friendliness: 3,
      bravery: 8,
      honesty: 6,
      artStyle: 'fantasy',
    }),
    npcRequestSchema.parse({
      race: 'random',
      gender: 'random',
      occupation: 'random',
      age: 'random',
      socialClass: 'random',
      artStyle: 'fantasy',
    }),
  ];

  /** Names of the NPC's people and places replaced, so two hooks are compared as situations. */
  function normaliser(request: NpcRequest, seed: number): (text: string) => string {
    const { ctx } = buildRecord(request, createRng(seed >>> 0, 'npc'));
    const words: string[] = [];
    for (const key of ['npc', 'relative', 'foe', 'ally', 'third']) {
      const p = ctx.get(key) as Person | undefined;
      if (p) words.push(p.name, p.first, p.last);
    }
    for (const key of ['origin', 'place', 'ruin', 'org', 'venue', 'venueNamed', 'gist']) {
      const value = ctx.get(key);
      if (typeof value === 'string') words.push(value);
    }
    words.push(...Object.values(ctx.get('home') as Record<string, string>));
    const pattern = words
      .filter((w) => w.length > 1)
      .sort((a, b) => b.length - a.length)
      .map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
    const re = new RegExp(`\\b(?:${pattern.join('|')})\\b`, 'g');
    return (text) => text.replace(re, 'X');
  }

  it('never gives two of 50 consecutive seeds the same arc with the same hooks', () => {
    for (const request of requests) {
      const byArc = new Map<string, { seed: number; hooks: string[] }[]>();
      for (let seed = 1000; seed < 1050; seed++) {
        const arc = buildRecord(request, createRng(seed >>> 0, 'npc')).arc.id;
        const normal = normaliser(request, seed);
        const hooks = generateNpc(request, seed)
          .plotHooks.slice(0, 2)
          .map((h) => normal(h.description));
        for (const other of byArc.get(arc) ?? []) {
          const shared = hooks.filter((h) => other.hooks.includes(h));
          expect(shared.length, `seeds ${other.seed} and ${seed} (${arc})`).toBeLessThan(2);
        }
        byArc.set(arc, [...(byArc.get(arc) ?? []), { seed, hooks }]);
      }
    }
  });
});
