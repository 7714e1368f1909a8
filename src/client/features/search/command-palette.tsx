// The command palette (Ctrl-K / Cmd-K): one search over every kind as an ARIA combobox with a listbox popup (WAI-ARIA
// APG, list autocomplete without automatic selection: focus stays in the field, the arrows move the active option,
// aria-activedescendant names it), kind chips, a live count, and Enter showing the entity's details in the same
// dialog, so Escape always closes one dialog and focus goes back to what opened the palette.
import { Button } from '@client/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@client/components/ui/dialog';
import { cn } from '@client/lib/cn';
import type { SearchHit } from '@shared/world';
import { ArrowLeftIcon, ArrowRightIcon, LoaderCircleIcon, SearchIcon } from 'lucide-react';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { Link } from 'wouter';
import { ENTITY_DIALOG_CLASS, EntityDetails } from './entity-view';
import { KindFilter } from './kind-filter';
import { HitSummary } from './search-hit';
import { searchPagePath } from './search-paths';
import { useDebounced, useSearchAnswer } from './search-query';

/** Hits the palette lists; the rest are on the search page. */
const PALETTE_LIMIT = 8;

export function CommandPalette({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {/* Mounted only while open: each opening starts from an empty field. */}
      {open ? <PaletteContent onClose={() => onOpenChange(false)} /> : null}
    </Dialog>
  );
}

function PaletteContent({ onClose }: { onClose: () => void }) {
  const [shown, setShown] = useState<SearchHit | null>(null);
  const [q, setQ] = useState('');
  const [kinds, setKinds] = useState<string[]>([]);
  const back = useRef<HTMLButtonElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const showing = shown !== null;
  const first = useRef(true);

  // The control that had focus leaves as the view changes (the field is hidden, the back button unmounts): focus
  // moves to the new view's first control rather than falling to the page (the dialog stays open, so Radix would not
  // move it).
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    (showing ? back.current : input.current)?.focus();
  }, [showing]);

  return (
    <DialogContent
      className={cn(
        showing
          ? ENTITY_DIALOG_CLASS
          : 'top-[8vh] max-h-[84dvh] max-w-2xl translate-y-0 gap-0 overflow-hidden p-0 sm:top-[12vh] sm:max-h-[76dvh]',
      )}
      data-testid="command-palette"
    >
      {shown ? (
        <>
          <Button
            ref={back}
            variant="ghost"
            size="sm"
            className="-ml-2 justify-self-start"
            onClick={() => setShown(null)}
          >
            <ArrowLeftIcon aria-hidden />
            Back to results
          </Button>
          <EntityDetails hit={shown} />
        </>
      ) : null}
      {/* Kept while an entity shows, so 'Back to results' finds the list as it was, without asking again. */}
      <PaletteSearch
        hidden={showing}
        inputRef={input}
        q={q}
        onQChange={setQ}
        kinds={kinds}
        onKindsChange={setKinds}
        onOpenHit={setShown}
        onClose={onClose}
      />
    </DialogContent>
  );
}

function PaletteSearch({
  hidden,
  inputRef,
  q,
  onQChange,
  kinds,
  onKindsChange,
  onOpenHit,
  onClose,
}: {
  /** While an entity shows in its place: out of sight, and its title is not the dialog's. */
  hidden: boolean;
  inputRef: React.RefObject<HTMLInputElement | null>;
  q: string;
  onQChange: (q: string) => void;
  kinds: string[];
  onKindsChange: (kinds: string[]) => void;
  onOpenHit: (hit: SearchHit) => void;
  onClose: () => void;
}) {
  const id = useId();
  const listId = `${id}-results`;
  const optionId = (index: number) => `${id}-option-${index}`;
  // Only the typing waits; a chip applies at once.
  const settledQ = useDebounced(q);
  const filters = useMemo(() => ({ q: settledQ, kinds }), [settledQ, kinds]);
  const { query, words, active } = useSearchAnswer(filters, PALETTE_LIMIT);
  const answer = active ? query.data : undefined;
  const hits = answer?.hits ?? [];
  const [activeIndex, setActiveIndex] = useState(-1);
  const loading = active && (q !== settledQ || query.isFetching);

  // A new answer is a new list: no option is active until the arrows pick one (Enter still opens the first).
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when the answer changes, not when the index does.
  useEffect(() => setActiveIndex(-1), [answer]);
  useEffect(() => {
    if (activeIndex >= 0)
      document.getElementById(optionId(activeIndex))?.scrollIntoView({ block: 'nearest' });
  });

  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (hits.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActiveIndex((index) =>
        index < 0 && step < 0 ? hits.length - 1 : (index + step + hits.length) % hits.length,
      );
    } else if (event.key === 'Enter') {
      const hit = hits[Math.max(activeIndex, 0)];
      if (!hit || event.nativeEvent.isComposing) return;
      event.preventDefault();
      onOpenHit(hit);
    }
  };

  const total = answer?.total ?? 0;
  const status = !active
    ? ''
    : answer === undefined
      ? query.isError
        ? 'The search could not be made. Type again to retry.'
        : 'Searching…'
      : total === 0
        ? 'No matches'
        : total > hits.length
          ? `${hits.length} of ${total} results`
          : `${total} ${total === 1 ? 'result' : 'results'}`;

  return (
    <div className={cn('flex min-h-0 flex-col', hidden && 'hidden')}>
      {hidden ? null : (
        <>
          <DialogTitle className="sr-only">Search your world</DialogTitle>
          <DialogDescription className="sr-only">
            Type to search everything you made by name, tag or text. Up and down arrows move through the
            results, Enter opens one.
          </DialogDescription>
        </>
      )}
      <div className="flex items-center gap-3 border-gold-500/15 border-b px-4 pr-12">
        {loading ? (
          <LoaderCircleIcon className="size-5 shrink-0 animate-spin text-gold-400" aria-hidden />
        ) : (
          <SearchIcon className="size-5 shrink-0 text-gold-400" aria-hidden />
        )}
        <input
          ref={inputRef}
          role="combobox"
          aria-expanded={hits.length > 0}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={activeIndex >= 0 ? optionId(activeIndex) : undefined}
          aria-label="Search your world"
          autoComplete="off"
          spellCheck={false}
          enterKeyHint="go"
          placeholder="Search names, tags and text…"
          value={q}
          onChange={(event) => onQChange(event.target.value)}
          onKeyDown={onKeyDown}
          maxLength={200}
          className="h-14 min-w-0 flex-1 bg-transparent font-sans text-base text-parchment-50 placeholder:text-parchment-500 focus-visible:outline-none"
        />
      </div>
      <div className="border-gold-500/15 border-b px-4 py-2.5">
        <KindFilter selected={kinds} onChange={onKindsChange} />
      </div>

      <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain">
        <div
          id={listId}
          role="listbox"
          aria-label="Results"
          className={cn('grid gap-0.5 p-2', hits.length === 0 && 'hidden')}
        >
          {hits.map((hit, index) => (
            // biome-ignore lint/a11y/useFocusableInteractive lint/a11y/useKeyWithClickEvents: the field keeps focus and names the active option (aria-activedescendant); its arrows and Enter are the keyboard path, a click opens the option.
            <div
              key={`${hit.kind}-${hit.id}`}
              id={optionId(index)}
              role="option"
              aria-selected={index === activeIndex}
              onClick={() => onOpenHit(hit)}
              // A press must not take focus from the field.
              onMouseDown={(event) => event.preventDefault()}
              onMouseMove={() => (index === activeIndex ? undefined : setActiveIndex(index))}
              className={cn(
                'cursor-pointer rounded-lg border px-3 py-2.5 transition-colors',
                index === activeIndex
                  ? 'border-gold-400/60 bg-gold-500/12'
                  : 'border-transparent hover:bg-parchment-100/5',
              )}
              data-testid="search-option"
            >
              <HitSummary hit={hit} words={words} />
            </div>
          ))}
        </div>
        {active && answer !== undefined && total === 0 ? (
          <div className="grid justify-items-center gap-1 px-6 py-10 text-center">
            <p className="font-display font-semibold text-lg text-parchment-50">No matches</p>
            <p className="max-w-sm text-parchment-300">
              Nothing you made has a word starting like that. Try fewer letters
              {kinds.length ? ', or search every kind' : ''}.
            </p>
          </div>
        ) : null}
        {!active ? (
          <p className="px-6 py-10 text-center font-serif text-parchment-400 italic">
            Names, tags, and any word of a backstory, a rumour or a legend.
          </p>
        ) : null}
      </div>

      <div className="flex flex-wrap items-center gap-x-4 gap-y-2 border-gold-500/15 border-t px-4 py-2.5 font-sans text-parchment-400 text-xs">
        <p role="status" aria-live="polite" className="min-w-0" data-testid="search-status">
          {status}
        </p>
        <p className="hidden sm:block" aria-hidden>
          <Key>↑</Key> <Key>↓</Key> move · <Key>Enter</Key> open · <Key>Esc</Key> close
        </p>
        {total > hits.length ? (
          <Link
            href={searchPagePath(filters)}
            onClick={onClose}
            className="ml-auto inline-flex items-center gap-1 rounded-sm font-semibold text-gold-300 underline-offset-4 hover:text-gold-200 hover:underline focus-visible:outline-2 focus-visible:outline-gold-300 focus-visible:outline-offset-2"
          >
            See all {total} results
            <ArrowRightIcon className="size-3.5" aria-hidden />
          </Link>
        ) : null}
      </div>
    </div>
  );
}

function Key({ children }: { children: React.ReactNode }) {
  return (
    <kbd className="rounded border border-parchment-400/30 bg-ink-800 px-1 py-px font-sans text-[0.68rem] text-parchment-200">
      {children}
    </kbd>
  );
}
