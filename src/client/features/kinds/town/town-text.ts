// How a town reads in the gallery: its one-line summary, the search and size filter (spec sections 2 and 5), the
// card's preview of notable features, and the gallery's statistics.
import type { KindEntity } from '@client/features/content/client-kind';
import {
  ALL,
  type GalleryFilter,
  type GallerySearch,
  titleCase,
} from '@client/features/content/gallery/gallery-filters';
import { mostCommon, newestEntity } from '@client/features/content/gallery/gallery-statistics';
import type { TownData } from '@shared/kinds/town';

export type TownEntity = KindEntity<TownData>;

/** Notable features a card's back shows (spec section 9). */
export const CARD_FEATURE_LIMIT = 3;

/** '3,200' (people read a population with its thousands marked). */
export function formatPopulation(population: number): string {
  return population.toLocaleString('en-US');
}

/** 'Large Town · pop. 3,200 · River Delta' */
export function townLine(town: Pick<TownData, 'size' | 'population' | 'terrain'>): string {
  return [titleCase(town.size), `pop. ${formatPopulation(town.population)}`, town.terrain].join(' · ');
}

export const townSearch: GallerySearch<TownEntity> = {
  placeholder: 'Search towns by name, description, or tags…',
  fields: (town) => [town.name, town.description, ...town.tags],
};

export type TownSizeGroup = 'villages' | 'towns' | 'cities';

/**
 * The size filter's groups and the words of spec section 5 that place a size in each ('tiny', 'small', 'medium'
 * and 'large' are the spec's words for sizes written loosely). Metropolises join the cities: the filter's option is
 * 'cities and metropolises'.
 */
export const TOWN_SIZE_GROUPS: readonly { id: TownSizeGroup; label: string; words: readonly string[] }[] = [
  { id: 'villages', label: 'Hamlets and villages', words: ['hamlet', 'village', 'tiny', 'small'] },
  { id: 'towns', label: 'Towns', words: ['town', 'medium'] },
  { id: 'cities', label: 'Cities and metropolises', words: ['city', 'large', 'metropolis'] },
];

/**
 * The group of a size, by substring as the spec says. Two of the contract's sizes hold words of two groups:
 * 'large town' ('large': cities; 'town': towns) and 'small city' ('small': villages; 'city': cities). The noun
 * decides, since it says what the place is and the adjective only how big it is of its kind: a large town is a
 * town, a small city is a city. So the last word is read first, and the whole size only when its noun names no
 * group (a loose 'tiny' or 'large' on its own). A size no word matches belongs to no group (only 'all' shows it).
 */
export function townSizeGroup(size: string): TownSizeGroup | null {
  const words = size.toLowerCase().trim().split(/\s+/);
  const noun = words.at(-1) ?? '';
  const byNoun = TOWN_SIZE_GROUPS.find((group) => group.words.some((word) => noun.includes(word)));
  if (byNoun) return byNoun.id;
  const whole = words.join(' ');
  return TOWN_SIZE_GROUPS.find((group) => group.words.some((word) => whole.includes(word)))?.id ?? null;
}

export const townFilters: readonly GalleryFilter<TownEntity>[] = [
  {
    id: 'size',
    label: 'Size',
    options: [ALL, ...TOWN_SIZE_GROUPS.map((group) => group.id)],
    optionLabel: (value) => TOWN_SIZE_GROUPS.find((group) => group.id === value)?.label ?? titleCase(value),
    matches: (town, group) => townSizeGroup(town.size) === group,
  },
];

export type TownStatistics = {
  total: number;
  /** Title-cased, e.g. 'Large Town'. */
  mostCommonSize: string;
  /** As first written (terrains are free text), compared without case or outer spaces. */
  mostCommonTerrain: string;
  /** The name of the newest town by creation date. */
  recentlyAdded: string;
};

/** The gallery's statistics block (spec section 2), or null without towns (the block then is not shown). */
export function townStatistics(
  towns: readonly Pick<TownEntity, 'id' | 'name' | 'size' | 'terrain' | 'createdAt'>[],
): TownStatistics | null {
  if (towns.length === 0) return null;
  const size = mostCommon(towns, (town) => town.size.toLowerCase());
  const terrain = mostCommon(towns, (town) => town.terrain.trim().toLowerCase());
  const newest = newestEntity(towns);
  if (!newest) return null;
  return {
    total: towns.length,
    mostCommonSize: titleCase(size?.size ?? ''),
    mostCommonTerrain: titleCase(terrain?.terrain.trim() ?? ''),
    recentlyAdded: newest.name,
  };
}

/** The first `limit` entries, and whether there were more. */
export function preview<T>(items: readonly T[], limit: number): { shown: readonly T[]; more: boolean } {
  return { shown: items.slice(0, limit), more: items.length > limit };
}

/** 'Guild of Tides: control of the harbour' -> name and aim; a faction line without a colon is all name. */
export function splitFaction(line: string): { name: string; aim: string | null } {
  const index = line.indexOf(':');
  if (index <= 0) return { name: line.trim(), aim: null };
  return { name: line.slice(0, index).trim(), aim: line.slice(index + 1).trim() || null };
}

/** The town's own page: `/town/{id}`. */
export function townPagePath(town: Pick<TownEntity, 'id'>): string {
  return `/town/${town.id}`;
}
