// A gallery's state, the same for every kind: the loaded pages, the search and filters over the whole gallery, and
// how many matching cards are on screen, growing a page at a time as the user scrolls (decision 017).
import { useMemo, useState } from 'react';
import type { ClientKind, KindEntity } from './client-kind';
import {
  ALL,
  type FilterValues,
  filterEntities,
  type GalleryFilter,
  type GallerySearch,
} from './gallery-filters';
import { GALLERY_PAGE_SIZE, useEntityPages } from './get-entities';

const NO_FILTERS: readonly never[] = [];

export function isFiltering(query: string, values: FilterValues): boolean {
  return query.trim() !== '' || Object.values(values).some((value) => value !== ALL);
}

export function useGallery<Data extends Record<string, unknown>>(
  kind: ClientKind<Data>,
  {
    search,
    filters = NO_FILTERS,
    statistics = false,
  }: {
    search: GallerySearch<KindEntity<Data>>;
    filters?: readonly GalleryFilter<KindEntity<Data>>[];
    /** The page shows statistics of the whole gallery, so it loads every page in the background. */
    statistics?: boolean;
  },
) {
  const [query, setQueryState] = useState('');
  const [values, setValuesState] = useState<FilterValues>({});
  const [revealed, setRevealed] = useState(GALLERY_PAGE_SIZE);
  const filtering = isFiltering(query, values);
  // A search or a filter runs over the whole gallery, so it needs every page; so do statistics.
  const pages = useEntityPages(kind, { loadAll: filtering || statistics, wanted: revealed });
  const { entities, complete, total } = pages;

  const matches = useMemo(
    () => filterEntities(entities, search, query, filters, values),
    [entities, search, query, filters, values],
  );
  const shown = useMemo(() => matches.slice(0, revealed), [matches, revealed]);
  // Unfiltered, every entity matches: the server's total is the count. Filtered, the count is known once every page
  // is in (null until then: the page says it is still searching).
  const matchCount = filtering ? (complete ? matches.length : null) : total;
  const hasMore = shown.length < matches.length || !complete;

  /** Shows the next page of cards; the next page of the list is fetched when the loaded ones run out. */
  const showMore = () =>
    // While cards already asked for are still on their way, asking again adds nothing.
    setRevealed((count) => (shown.length < count ? count : count + GALLERY_PAGE_SIZE));
  const setQuery = (next: string) => {
    setQueryState(next);
    setRevealed(GALLERY_PAGE_SIZE);
  };
  const setValues = (next: FilterValues) => {
    setValuesState(next);
    setRevealed(GALLERY_PAGE_SIZE);
  };
  const clear = () => {
    setQuery('');
    setValues({});
  };

  return {
    list: pages.query,
    entities,
    total,
    complete,
    query,
    setQuery,
    values,
    setValues,
    clear,
    filtering,
    shown,
    matchCount,
    hasMore,
    showMore,
    /** A page is on its way for cards the user asked to see (or a search that needs the rest of the gallery). */
    loadingMore: pages.loadingMore && (filtering || shown.length >= matches.length),
  };
}
