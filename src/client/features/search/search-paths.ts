// The search page's address, `/search?q=&kinds=`: kept apart from the page so the router and the palette's 'See all'
// link name it without loading either.
export const SEARCH_PATH = '/search';

export type SearchFilters = { q: string; kinds: readonly string[] };

/** `?q=thorn&kinds=npc,town` (the commas left readable); no `kinds` for every kind, no `q` when blank. */
export function searchQueryString({ q, kinds }: SearchFilters, extra: Record<string, string> = {}): string {
  const parts = [
    ...(q.trim() ? [`q=${encodeURIComponent(q.trim())}`] : []),
    ...(kinds.length ? [`kinds=${kinds.map(encodeURIComponent).join(',')}`] : []),
    ...Object.entries(extra).map(([key, value]) => `${key}=${encodeURIComponent(value)}`),
  ];
  return parts.length ? `?${parts.join('&')}` : '';
}

/** `/search?q=thorn&kinds=npc,town`. */
export function searchPagePath(filters: SearchFilters): string {
  return `${SEARCH_PATH}${searchQueryString(filters)}`;
}

/** The filters of a `?q=&kinds=` query string, as wouter's `useSearch` gives it. */
export function searchFiltersOf(search: string): SearchFilters {
  const params = new URLSearchParams(search);
  const kinds = (params.get('kinds') ?? '')
    .split(',')
    .map((kind) => kind.trim())
    .filter(Boolean);
  return { q: params.get('q') ?? '', kinds };
}
