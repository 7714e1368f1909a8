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
};

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
