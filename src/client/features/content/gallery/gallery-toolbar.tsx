// The gallery's search box and filter selects, built from the kind's declarations, the Import of a JSON export
// (decision 018), which any gallery takes whatever kind the file holds, and Export ZIP (decision 023) of this gallery,
// what its search and filters show, or every gallery.

import { Button } from '@client/components/ui/button';
import { Input } from '@client/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@client/components/ui/select';
import { cn } from '@client/lib/cn';
import { SearchIcon, XIcon } from 'lucide-react';
import type { ClientKind } from '../client-kind';
import { BulkExportButton, type GallerySelection } from '../exports/bulk-export-dialog';
import { ImportButton } from '../exports/import-button';
import { ALL, type FilterValues, type GalleryFilter, type GallerySearch, titleCase } from './gallery-filters';

export function GalleryToolbar<E>({
  kind,
  search,
  query,
  onQueryChange,
  filters,
  values,
  onValuesChange,
  idPrefix,
}: {
  /** The gallery's kind: Export ZIP packs this gallery (or every one). */
  kind: ClientKind;
  search: GallerySearch<E>;
  query: string;
  onQueryChange: (query: string) => void;
  filters: readonly GalleryFilter<E>[];
  values: FilterValues;
  onValuesChange: (values: FilterValues) => void;
  idPrefix: string;
}) {
  // The gallery's entities are the kind's entities, which is what its search and filters were declared over.
  const selection = { search, query, filters, values } as unknown as GallerySelection;
  return (
    <search className="panel flex flex-col gap-3 rounded-xl p-3 sm:p-4 md:flex-row md:items-center">
      <div className="relative min-w-0 flex-1">
        <SearchIcon
          className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-parchment-500"
          aria-hidden
        />
        <Input
          type="search"
          id={`${idPrefix}-search`}
          aria-label="Search"
          placeholder={search.placeholder}
          value={query}
          onChange={(event) => onQueryChange(event.target.value)}
          // Room on the right only for the clear button, when there is a search to clear.
          className={cn('pl-10 [&::-webkit-search-cancel-button]:hidden', query ? 'pr-10' : 'pr-3')}
        />
        {query ? (
          <Button
            variant="ghost"
            size="icon"
            className="absolute top-1/2 right-1 size-9 -translate-y-1/2"
            aria-label="Clear search"
            onClick={() => onQueryChange('')}
          >
            <XIcon aria-hidden />
          </Button>
        ) : null}
      </div>
      {/* A gallery with search only has no filter row (an empty one would still take a gap on phones). */}
      {filters.length ? (
        <div className="grid grid-cols-2 gap-3 md:flex">
          {filters.map((filter) => {
            const label = filter.optionLabel ?? titleCase;
            return (
              <Select
                key={filter.id}
                value={values[filter.id] ?? ALL}
                onValueChange={(value) => onValuesChange({ ...values, [filter.id]: value })}
              >
                <SelectTrigger aria-label={`${filter.label} filter`} className="px-3 text-sm md:w-48">
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  {filter.options.map((option) => (
                    <SelectItem key={option} value={option}>
                      {option === ALL ? `All ${filter.label.toLowerCase()}s` : label(option)}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            );
          })}
        </div>
      ) : null}
      <div className="flex shrink-0 gap-3 [&>*]:flex-1 md:[&>*]:flex-none">
        <ImportButton />
        <BulkExportButton kind={kind} selection={selection} />
      </div>
    </search>
  );
}
