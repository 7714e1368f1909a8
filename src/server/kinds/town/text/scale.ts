// What a town's size decides: its population band and how many districts, places, people and factions it holds.
import type { TownSize } from '../../../../shared/kinds/town.js';

export type Range = readonly [number, number];

export interface SizeProfile {
  /** Inclusive population band; the spec's words (hamlet tens, village hundreds...) as numbers. */
  readonly population: Range;
  /** Populations are rounded as people say them: "about 2,350", never "2,347" for a town. */
  readonly roundTo: number;
  readonly districts: Range;
  readonly establishments: Range;
  readonly keyNpcs: Range;
  readonly factions: Range;
  readonly rumours: Range;
  readonly secrets: Range;
  readonly hooks: Range;
  readonly threats: Range;
  readonly features: Range;
  /** Grammar tag for phrases that only fit a place of this scale. */
  readonly band: 'small' | 'mid' | 'big';
  /** Rank 0 (hamlet) to 6 (metropolis), for comparisons. */
  readonly rank: number;
}

// Counts a game master uses at the table: every extra sentence is one more chance of a flaw, so a hamlet gets two or
// three places and people, a rumour or two and one secret, and even a metropolis only what a session can use.
export const SIZE_PROFILES: Record<TownSize, SizeProfile> = {
  hamlet: {
    population: [20, 99],
    roundTo: 1,
    districts: [1, 1],
    establishments: [2, 3],
    keyNpcs: [2, 3],
    factions: [1, 1],
    rumours: [2, 2],
    secrets: [1, 1],
    hooks: [1, 2],
    threats: [1, 1],
    features: [2, 3],
    band: 'small',
    rank: 0,
  },
  village: {
    population: [100, 990],
    roundTo: 10,
    districts: [1, 3],
    establishments: [3, 3],
    keyNpcs: [3, 4],
    factions: [1, 1],
    rumours: [2, 3],
    secrets: [1, 2],
    hooks: [2, 2],
    threats: [1, 2],
    features: [3, 3],
    band: 'small',
    rank: 1,
  },
  town: {
    population: [1000, 4990],
    roundTo: 10,
    districts: [3, 4],
    establishments: [4, 5],
    keyNpcs: [4, 5],
    factions: [2, 2],
    rumours: [3, 3],
    secrets: [2, 2],
    hooks: [2, 3],
    threats: [2, 2],
    features: [3, 4],
    band: 'mid',
    rank: 2,
  },
  'large town': {
    population: [5000, 11950],
    roundTo: 50,
    districts: [4, 5],
    establishments: [5, 6],
    keyNpcs: [5, 5],
    factions: [2, 3],
    rumours: [3, 4],
    secrets: [2, 3],
    hooks: [3, 3],
    threats: [2, 2],
    features: [4, 4],
    band: 'mid',
    rank: 3,
  },
  'small city': {
    population: [12000, 24900],
    roundTo: 100,
    districts: [5, 6],
    establishments: [7, 8],
    keyNpcs: [5, 6],
    factions: [3, 3],
    rumours: [4, 4],
    secrets: [2, 3],
    hooks: [3, 4],
    threats: [2, 3],
    features: [4, 5],
    band: 'big',
    rank: 4,
  },
  city: {
    population: [25000, 98000],
    roundTo: 100,
    districts: [6, 8],
    establishments: [8, 9],
    keyNpcs: [6, 6],
    factions: [3, 4],
    rumours: [4, 5],
    secrets: [3, 3],
    hooks: [3, 4],
    threats: [3, 3],
    features: [5, 5],
    band: 'big',
    rank: 5,
  },
  metropolis: {
    population: [100000, 640000],
    roundTo: 1000,
    districts: [8, 10],
    establishments: [10, 11],
    keyNpcs: [6, 7],
    factions: [4, 5],
    rumours: [5, 5],
    secrets: [3, 4],
    hooks: [4, 4],
    threats: [3, 3],
    features: [5, 6],
    band: 'big',
    rank: 6,
  },
};

/** 12345 -> "12,345"; written by hand so the output never depends on the host's locale. */
export function withCommas(n: number): string {
  return String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}
