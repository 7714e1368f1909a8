// A gallery's state, the same for every kind: the loaded pages, the search and filters over the whole gallery, and
// how many matching cards are on screen, growing a page at a time as the user scrolls (decision 017). The search,
// the filters and the pages shown live in the address (`?q=&race=&page=`), so a reload, a shared link and the
// browser's back and forward buttons bring the same gallery back.
import { useMemo } from 'react';
import { useSearchParams } from 'wouter';
import type { ClientKind, KindEntity } from '../client-kind';
import {
  ALL,
  type FilterValues,
  filterEntities,
  filterOptions,
  type GalleryFilter,
  type GallerySearch,
  galleryParams,
  readGalleryParams,
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
  const [params, setParams] = useSearchParams();
  const {
    query,
    values,
    pages: pagesShown,
  } = useMemo(() => readGalleryParams(params, filters), [params, filters]);
  const revealed = pagesShown * GALLERY_PAGE_SIZE;
  /** Writes the gallery's state into the address; a new search or filter starts again from the first page. */
  const write = (next: { query?: string; values?: FilterValues; pages?: number }, replace: boolean) =>
    setParams(
      galleryParams(params, filters, {
        query: next.query ?? query,
        values: next.values ?? values,
        pages: next.pages ?? 1,
      }),
      { replace },
    );
  const filtering = isFiltering(query, values);
  // A search or a filter runs over the whole gallery, so it needs every page; so do statistics.
  const pages = useEntityPages(kind, { loadAll: filtering || statistics, wanted: revealed });
  const { entities, complete, total } = pages;

  const matches = useMemo(
    () => filterEntities(entities, search, query, filters, values),
    [entities, search, query, filters, values],
  );
  // The filters as the toolbar offers them: open filters with the values this user's entities hold.
  const offered = useMemo(
    () =>
      filters.map((filter) => ({ ...filter, options: filterOptions(filter, entities, values[filter.id]) })),
    [filters, entities, values],
  );
  const shown = useMemo(() => matches.slice(0, revealed), [matches, revealed]);
  // Unfiltered, every entity matches: the server's total is the count. Filtered, the count is known once every page
  // is in (null until then: the page says it is still searching).
  const matchCount = filtering ? (complete ? matches.length : null) : total;
  const hasMore = shown.length < matches.length || !complete;

  /** Shows the next page of cards; the next page of the list is fetched when the loaded ones run out. */
  const showMore = () => {
    // While cards already asked for are still on their way, asking again adds nothing.
    if (shown.length < revealed) return;
    write({ pages: revealed / GALLERY_PAGE_SIZE + 1 }, true);
  };
  // Typing replaces the address (one history entry per search, not per letter); a filter change is a step that Back undoes.
  const setQuery = (next: string) => write({ query: next }, true);
  const setValues = (next: FilterValues) => write({ values: next }, false);
  const clear = () => write({ query: '', values: {} }, false);

  return {
    list: pages.query,
    entities,
    total,
    complete,
    query,
    setQuery,
    values,
    setValues,
    /** The kind's filters with the options this gallery offers. */
    filters: offered,
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
