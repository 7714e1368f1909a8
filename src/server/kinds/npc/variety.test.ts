// Variety measures for the NPC writer: no template sentence in too many NPCs, no two neighbours handed the same jobs.
import { describe, expect, it } from 'vitest';
import {
  NPC_ARCHETYPES,
  NPC_OCCUPATIONS,
  NPC_OPTIONS,
  type NpcData,
  type NpcRequest,
  npcRequestSchema,
} from '../../../shared/kinds/npc.js';
import type { Person } from '../../engine/grammar.js';
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

/**
 * Replaces the names of the NPC and everyone in their story with NAME, so that what is counted is the template,
 * not the name that filled it ("NAME will not sell, and wants to know who is asking"). With `places`, the places
 * of the story are replaced too (PLACE), for comparing two NPCs' hooks.
 */
function normaliser(request: NpcRequest, seed: number, places = false): (text: string) => string {
  const { ctx } = buildRecord(request, createRng(seed >>> 0, 'npc'));
  const names: string[] = [];
  for (const key of ['npc', 'relative', 'foe', 'ally', 'third']) {
    const p = ctx.get(key) as Person | undefined;
    if (p) names.push(p.name, p.first, p.last);
  }
  const placeNames: string[] = [];
  if (places) {
    for (const key of ['origin', 'place', 'ruin', 'org', 'venue', 'venueNamed']) {
      const value = ctx.get(key);
      if (typeof value === 'string') placeNames.push(value);
    }
    placeNames.push(...Object.values(ctx.get('home') as Record<string, string>));
  }
  const pattern = (list: string[]) => {
    const words = list
      .filter((n) => n.length > 1)
      .sort((a, b) => b.length - a.length)
      .map((n) => n.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
    return words.length > 0 ? new RegExp(`\\b(?:${words.join('|')})\\b`, 'g') : undefined;
  };
  const people = pattern(names);
  const where = pattern(placeNames);
  return (text) => {
    let out = where ? text.replace(where, 'PLACE') : text;
    out = people ? out.replace(people, 'NAME') : out;
    return out;
  };
}

/** The sentences of every written section, the appearance included. */
function sentences(npc: NpcData): string[] {
  return [
    npc.appearance,
    npc.personality,
    npc.backstory,
    ...npc.traits,
    ...npc.mannerisms,
    ...npc.motivations,
    ...npc.secrets,
    ...npc.flaws,
    ...npc.plotHooks.map((h) => h.description),
  ].flatMap((t) => t.split(/(?<=[.!?])\s+/));
}

const COUNT = 1000;
const LIMIT = 0.02;

describe(`template repetition over ${COUNT} NPCs`, () => {
  it(`repeats no sentence of 8 or more words in more than ${LIMIT * 100}% of NPCs`, () => {
    const rng = createRng('variety', 'npc-tests');
    const seen = new Map<string, number>();
    for (let i = 0; i < COUNT; i++) {
      const request = randomRequest(rng);
      const seed = rng.nextUint32();
      const normal = normaliser(request, seed);
      const once = new Set(
        sentences(generateNpc(request, seed))
          .map((s) => normal(s.trim()))
          .filter((s) => s.split(/\s+/).length >= 8),
      );
      for (const s of once) seen.set(s, (seen.get(s) ?? 0) + 1);
    }
    const over = [...seen].filter(([, n]) => n > COUNT * LIMIT).sort((a, b) => b[1] - a[1]);
    expect(over.map(([s, n]) => `${n} ${s}`)).toEqual([]);
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

  it('never gives two of 50 consecutive seeds the same arc with the same hooks', () => {
    for (const request of requests) {
      const byArc = new Map<string, { seed: number; hooks: string[] }[]>();
      for (let seed = 1000; seed < 1050; seed++) {
        const arc = buildRecord(request, createRng(seed >>> 0, 'npc')).arc.id;
        const normal = normaliser(request, seed, true);
        // The writer puts the arc's own hooks first; the trade's hook is the trade's, shared by design.
        const hooks = generateNpc(request, seed)
          .plotHooks.slice(0, 2)
          .map((h) => normal(h.description));
        for (const other of byArc.get(arc) ?? []) {
          const shared = hooks.filter((h) => other.hooks.includes(h));
          // Two NPCs on one arc may meet one of its situations, never the same pair of jobs.
          expect(shared.length, `seeds ${other.seed} and ${seed} (${arc})`).toBeLessThan(2);
        }
        byArc.set(arc, [...(byArc.get(arc) ?? []), { seed, hooks }]);
      }
    }
  });
});
