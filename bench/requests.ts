// Varied requests per kind for the benchmark: every option list cycled, so timings cover the whole engine.
import { NPC_OPTIONS } from '../src/shared/kinds/npc.js';

const cycle = <T>(list: readonly T[], i: number): T => list[i % list.length]!;

export const BENCH_REQUESTS: Record<string, (i: number) => Record<string, unknown>> = {
  npc: (i) => ({
    race: cycle(NPC_OPTIONS.race, i),
    gender: cycle(NPC_OPTIONS.gender, i * 7),
    occupation: cycle([...NPC_OPTIONS.occupation.filter((o) => o !== 'custom'), 'ferryman'], i * 3),
    age: cycle(NPC_OPTIONS.age, i * 5),
    socialClass: cycle(NPC_OPTIONS.socialClass, i * 11),
    friendliness: (i % 10) + 1,
    bravery: ((i * 3) % 10) + 1,
    honesty: ((i * 7) % 10) + 1,
    artStyle: cycle(NPC_OPTIONS.artStyle, i * 13),
  }),
};
