// How a faction reads in the gallery and its dossier: the search and size filter (spec section 5), the card's
// previews (spec section 9), the statistics (spec section 2), its standing in words and its page's address.
import type { KindEntity } from '@client/features/content/client-kind';
import {
  ALL,
  type GalleryFilter,
  type GallerySearch,
  titleCase,
} from '@client/features/content/gallery/gallery-filters';
import { mostCommon, newestEntity } from '@client/features/content/gallery/gallery-statistics';
import {
  FACTION_INFLUENCE_LABELS,
  type FactionData,
  type FactionInfluence,
  type FactionSecrecy,
  type FactionSize,
} from '@shared/kinds/faction';
import { FACTION_TEXTS } from './faction-client-kind';

export type FactionEntity = KindEntity<FactionData>;

/** Spec section 9: the card's front shows 2 goals, its back 2 key members, 3 allies and 2 rivals. */
export const CARD_GOAL_LIMIT = 2;
export const CARD_MEMBER_LIMIT = 2;
export const CARD_ALLY_LIMIT = 3;
export const CARD_RIVAL_LIMIT = 2;

/** The first `limit` entries, and whether there were more. */
export function preview<T>(items: readonly T[], limit: number): { shown: readonly T[]; more: boolean } {
  return { shown: items.slice(0, limit), more: items.length > limit };
}

/** Spec section 5: case-insensitive over name, description and tags. */
export const factionSearch: GallerySearch<FactionEntity> = {
  placeholder: FACTION_TEXTS.searchPlaceholder,
  fields: (faction) => [faction.name, faction.description, ...(faction.tags ?? [])],
};

export type FactionSizeGroup = 'small' | 'regional' | 'large';

/** Spec section 5: small (Small Gang, Local Organization), regional (Regional Power), large (the rest). */
export const FACTION_SIZE_GROUPS: readonly {
  id: FactionSizeGroup;
  label: string;
  sizes: readonly FactionSize[];
}[] = [
  { id: 'small', label: 'Small (gangs, local)', sizes: ['Small Gang', 'Local Organization'] },
  { id: 'regional', label: 'Regional powers', sizes: ['Regional Power'] },
  {
    id: 'large',
    label: 'Large (national to world)',
    sizes: ['National Group', 'Continental Network', 'World Organization'],
  },
];

export function factionSizeGroup(size: string): FactionSizeGroup | null {
  return FACTION_SIZE_GROUPS.find((group) => (group.sizes as readonly string[]).includes(size))?.id ?? null;
}

export const factionFilters: readonly GalleryFilter<FactionEntity>[] = [
  {
    id: 'size',
    label: 'Size',
    options: [ALL, ...FACTION_SIZE_GROUPS.map((group) => group.id)],
    optionLabel: (value) =>
      FACTION_SIZE_GROUPS.find((group) => group.id === value)?.label ?? titleCase(value),
    matches: (faction, group) => factionSizeGroup(faction.size) === group,
  },
];

export type FactionStatistics = {
  total: number;
  mostCommonSize: string;
  /** Capitalised, e.g. 'Secret' (spec section 2). */
  commonSecrecy: string;
  /** The name of the newest faction by creation date. */
  recentlyAdded: string;
};

/** The gallery's statistics block, or null without factions (the block then is not shown). */
export function factionStatistics(
  factions: readonly Pick<FactionEntity, 'id' | 'name' | 'size' | 'secrecy' | 'createdAt'>[],
): FactionStatistics | null {
  const newest = newestEntity(factions);
  if (!newest) return null;
  return {
    total: factions.length,
    mostCommonSize: mostCommon(factions, (faction) => faction.size)?.size ?? '',
    commonSecrecy: capitalise(mostCommon(factions, (faction) => faction.secrecy)?.secrecy ?? ''),
    recentlyAdded: newest.name,
  };
}

/** 'rumored' -> 'Rumored'. */
export function capitalise(value: string): string {
  return value.charAt(0).toUpperCase() + value.slice(1);
}

/** 'Major influence' */
export function influenceLabel(influence: FactionInfluence): string {
  return `${capitalise(influence)} influence`;
}

/** The influence's short description ('a force in the affairs of a realm'). */
export function influenceDescription(influence: FactionInfluence): string {
  const label = FACTION_INFLUENCE_LABELS[influence] ?? '';
  return label.slice(label.indexOf(':') + 1).trim();
}

/** How openly it works, in a few words. */
export const SECRECY_WORDS: Record<FactionSecrecy, string> = {
  known: 'Known to all',
  rumored: 'Rumored',
  secret: 'Secret',
  clandestine: 'Clandestine',
};

/** "thieves' guild" -> "Thieves' Guild" (the purpose as a title). */
export function purposeTitle(purpose: string): string {
  return titleCase(purpose);
}

/** The faction's own page: `/faction/{id}`. */
export function factionPagePath(faction: Pick<FactionEntity, 'id'>): string {
  return `/faction/${faction.id}`;
}
