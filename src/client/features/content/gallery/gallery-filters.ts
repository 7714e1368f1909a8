// Gallery search and filters, declared per kind and applied here: a case-insensitive search over the kind's
// fields and select filters whose 'all' value lets everything through.

export const ALL = 'all';

export type GalleryFilter<E> = {
  id: string;
  label: string;
  /** Values in the order shown, 'all' first. */
  options: readonly string[];
  optionLabel?: (value: string) => string;
  matches: (entity: E, value: string) => boolean;
  /**
   * For a filter whose values are open (an NPC's typed occupation): the value an entity adds to the options when
   * none of the listed options reaches it, or null. Absent: the listed options are the only ones.
   */
  extra?: (entity: E) => string | null;
};

/**
 * The options a filter offers over these entities: the listed ones, then (for an open filter) every value the
 * user's entities hold that no listed option reaches, in alphabetical order, and the chosen value, so a filter
 * read from the address is always among them.
 */
export function filterOptions<E>(
  filter: GalleryFilter<E>,
  entities: readonly E[],
  chosen: string | undefined,
): readonly string[] {
  if (!filter.extra) return filter.options;
  const extras = new Set<string>();
  for (const entity of entities) {
    const value = filter.extra(entity);
    if (value && !filter.options.includes(value)) extras.add(value);
  }
  if (chosen && !filter.options.includes(chosen)) extras.add(chosen);
  return [...filter.options, ...[...extras].sort((a, b) => a.localeCompare(b))];
}

/** A filter's value from the address: a listed option, or any value of an open filter; otherwise everything. */
export function filterValueOf<E>(filter: GalleryFilter<E>, raw: string | null): string {
  const value = raw?.trim().toLowerCase() ?? '';
  if (!value) return ALL;
  return filter.options.includes(value) || filter.extra ? value : ALL;
}

export type GallerySearch<E> = {
  placeholder: string;
  /** The texts the search looks in. */
  fields: (entity: E) => readonly (string | null | undefined)[];
};

export type FilterValues = Record<string, string>;

export function filterEntities<E>(
  entities: readonly E[],
  search: GallerySearch<E>,
  query: string,
  filters: readonly GalleryFilter<E>[],
  values: FilterValues,
): E[] {
  const needle = query.trim().toLowerCase();
  return entities.filter((entity) => {
    if (needle && !search.fields(entity).some((field) => field?.toLowerCase().includes(needle))) return false;
    return filters.every((filter) => {
      const value = values[filter.id] ?? ALL;
      return value === ALL || filter.matches(entity, value);
    });
  });
}

/** 'half-elf' -> 'Half-Elf', 'middle-aged' -> 'Middle-Aged', 'all' -> the filter's 'All …' label. */
export function titleCase(value: string): string {
  return value.replace(/(^|[\s-])(\p{L})/gu, (_, sep: string, letter: string) => sep + letter.toUpperCase());
}

/** The most pages a gallery's address can ask to show at once (a hand-edited `?page=` cannot load without end). */
const MAX_PAGES = 40;

/** The gallery's state as its address holds it: unknown filters are ignored, a bad page is the first. */
export function readGalleryParams<E>(
  params: URLSearchParams,
  filters: readonly GalleryFilter<E>[],
): { query: string; values: FilterValues; pages: number } {
  const values: FilterValues = {};
  for (const filter of filters) {
    const value = filterValueOf(filter, params.get(filter.id));
    if (value !== ALL) values[filter.id] = value;
  }
  const page = Number.parseInt(params.get('page') ?? '', 10);
  const pages = Number.isInteger(page) && page > 1 ? Math.min(page, MAX_PAGES) : 1;
  return { query: params.get('q') ?? '', values, pages };
}

/** The address's query for a gallery state, keeping parameters that are not the gallery's own. */
export function galleryParams<E>(
  current: URLSearchParams,
  filters: readonly GalleryFilter<E>[],
  state: { query: string; values: FilterValues; pages: number },
): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const key of ['q', 'page', ...filters.map((filter) => filter.id)]) next.delete(key);
  if (state.query) next.set('q', state.query);
  for (const filter of filters) {
    const value = state.values[filter.id];
    if (value && value !== ALL) next.set(filter.id, value);
  }
  if (state.pages > 1) next.set('page', String(state.pages));
  return next;
}
