// GET /api/search as the palette and the page ask it: debounced while the user types, keyed by its path (the shared
// query function fetches it with the bearer token), the previous answer kept on screen while the next one loads.
import { type SearchAnswer, WORLD_PATHS } from '@shared/world';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { queryWords } from './highlight';
import { type SearchFilters, searchQueryString } from './search-paths';

/** The delay after the last keystroke before a search is sent: each letter alone would be a request. */
export const SEARCH_DEBOUNCE_MS = 150;

export function searchApiPath(filters: SearchFilters, limit: number): string {
  return `${WORLD_PATHS.search}${searchQueryString(filters, { limit: String(limit) })}`;
}

/** `value`, once it has stayed the same for `ms`. */
export function useDebounced<T>(value: T, ms = SEARCH_DEBOUNCE_MS): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), ms);
    return () => window.clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/**
 * The answer for `filters` (already debounced). Nothing is asked for a query without a letter or digit: the server
 * would answer no hits anyway. `words` are the query's words, for emphasis in what is shown.
 */
export function useSearchAnswer(filters: SearchFilters, limit: number) {
  const words = queryWords(filters.q);
  const query = useQuery<SearchAnswer>({
    queryKey: [searchApiPath(filters, limit)],
    enabled: words.length > 0,
    placeholderData: keepPreviousData,
  });
  return { query, words, active: words.length > 0 };
}
