// /search?q=&kinds=: the palette's search on a page of its own, for more results than the palette lists. The address
// holds the query and the kinds (back, forward and a shared address show the same search); more results are asked
// for with a larger `limit`, up to the API's maximum. A result opens the entity's details in a dialog.
import { PageContainer } from '@client/components/page-container';
import { PageHeader } from '@client/components/page-header';
import { Button } from '@client/components/ui/button';
import { Input } from '@client/components/ui/input';
import { Label } from '@client/components/ui/label';
import { GalleryError } from '@client/features/content/gallery/gallery-states';
import { useDocumentTitle } from '@client/lib/use-document-title';
import { SEARCH_MAX_RESULTS, type SearchHit } from '@shared/world';
import { LoaderCircleIcon, SearchIcon } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { EntityDialog } from './entity-view';
import { KindFilter } from './kind-filter';
import { HitSummary } from './search-hit';
import { searchFiltersOf, searchPagePath } from './search-paths';
import { useDebounced, useSearchAnswer } from './search-query';

/** Results per step of 'Show more'. */
const PAGE_SIZE = 20;

export function SearchPage() {
  useDocumentTitle('Search');
  const [, navigate] = useLocation();
  const search = useSearch();
  const filters = useMemo(() => searchFiltersOf(search), [search]);
  const [q, setQ] = useState(filters.q);
  const settledQ = useDebounced(q);
  // How many results are asked for, belonging to the search it was raised on: a new search starts from one page
  // in the same render, rather than asking once more with the old limit first.
  const [paging, setPaging] = useState({ search, limit: PAGE_SIZE });
  const limit = paging.search === search ? paging.limit : PAGE_SIZE;
  const [opened, setOpened] = useState<SearchHit | null>(null);

  // The typed query reaches the address once typing settles; replacing the entry, so Back leaves the page rather than
  // stepping through every prefix typed.
  // Read through a ref: a change of address alone (Back) must not write the field's older query back.
  const current = useRef(filters);
  current.current = filters;
  useEffect(() => {
    const shown = current.current;
    if (settledQ.trim() !== shown.q.trim())
      navigate(searchPagePath({ ...shown, q: settledQ }), { replace: true });
  }, [settledQ, navigate]);
  // Back and forward change the address under the field.
  // biome-ignore lint/correctness/useExhaustiveDependencies: follow the address only, not each keystroke.
  useEffect(() => {
    if (filters.q.trim() !== settledQ.trim()) setQ(filters.q);
  }, [filters.q]);

  const { query, words, active } = useSearchAnswer(filters, limit);
  const answer = active ? query.data : undefined;
  const hits = answer?.hits ?? [];
  const total = answer?.total ?? 0;
  const more = Math.min(total, SEARCH_MAX_RESULTS) > hits.length;
  const loadingMore = query.isPlaceholderData && query.isFetching && answer !== undefined;
  const status = !active
    ? ''
    : answer === undefined
      ? 'Searching…'
      : total === 0
        ? `No matches for ‘${filters.q.trim()}’`
        : hits.length < total
          ? `Showing ${hits.length} of ${total} results`
          : `${total} ${total === 1 ? 'result' : 'results'}`;

  return (
    <PageContainer>
      <PageHeader
        eyebrow="Your world"
        title="Search"
        description="Everything you have made, found by its name, a tag or any word of its text."
        icon={SearchIcon}
      />
      <form
        role="search"
        className="mt-8 grid gap-3"
        onSubmit={(event) => {
          // Enter searches at once, without waiting for the typing to settle.
          event.preventDefault();
          navigate(searchPagePath({ ...filters, q }), { replace: true });
        }}
      >
        <Label htmlFor="search-page-query" className="sr-only">
          Search your world
        </Label>
        <div className="relative">
          <SearchIcon
            className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-parchment-500"
            aria-hidden
          />
          <Input
            id="search-page-query"
            type="search"
            value={q}
            onChange={(event) => setQ(event.target.value)}
            placeholder="Search names, tags and text…"
            autoComplete="off"
            maxLength={200}
            className="pl-10"
          />
        </div>
        <KindFilter
          selected={filters.kinds}
          onChange={(kinds) => navigate(searchPagePath({ q: settledQ, kinds }), { replace: true })}
        />
      </form>

      <p
        className="mt-5 min-h-5 px-1 font-sans text-parchment-400 text-sm"
        role="status"
        aria-live="polite"
        data-testid="search-status"
      >
        {status}
      </p>

      {query.isError ? (
        <GalleryError message="The search could not be made." onRetry={() => void query.refetch()} />
      ) : !active ? (
        <p className="py-16 text-center font-serif text-lg text-parchment-400 italic">
          Type a name, a tag, or any word of a backstory, a rumour or a legend.
        </p>
      ) : answer !== undefined && total === 0 ? (
        <div className="grid justify-items-center gap-2 py-16 text-center">
          <h2 className="font-display font-semibold text-2xl text-parchment-50">No matches</h2>
          <p className="max-w-md text-parchment-300">
            Nothing you made has a word starting like that. Try fewer letters
            {filters.kinds.length ? ', or search every kind' : ''}.
          </p>
        </div>
      ) : (
        <ol className="mt-3 grid gap-2" aria-label="Results">
          {hits.map((hit) => (
            <li key={`${hit.kind}-${hit.id}`}>
              <button
                type="button"
                onClick={() => setOpened(hit)}
                className="panel w-full rounded-xl px-4 py-3.5 transition-colors hover:border-gold-400/50 focus-visible:outline-2 focus-visible:outline-gold-300 focus-visible:outline-offset-2"
                data-testid="search-result"
              >
                <HitSummary hit={hit} words={words} />
              </button>
            </li>
          ))}
        </ol>
      )}

      {active && answer !== undefined && hits.length > 0 ? (
        <div className="mt-6 grid justify-items-center gap-2 text-center">
          {more ? (
            <Button
              variant="secondary"
              busy={loadingMore}
              onClick={() => setPaging({ search, limit: Math.min(limit + PAGE_SIZE, SEARCH_MAX_RESULTS) })}
            >
              {loadingMore ? <LoaderCircleIcon className="animate-spin" aria-hidden /> : null}
              Show more
            </Button>
          ) : total > hits.length ? (
            <p className="max-w-md text-parchment-400 text-sm">
              These are the best {hits.length}. Add a word or choose a kind to find the rest.
            </p>
          ) : null}
        </div>
      ) : null}

      <EntityDialog hit={opened} onClose={() => setOpened(null)} />
    </PageContainer>
  );
}
