// What a gallery shows besides its cards: the loading spinner, the empty hall, no matches, a failed load, and the
// foot of a long gallery that shows more cards as the user scrolls (decision 017).
import { EmberField } from '@client/components/ember-field';
import { Button } from '@client/components/ui/button';
import {
  ArrowRightIcon,
  FilterXIcon,
  LoaderCircleIcon,
  RefreshCwIcon,
  ScrollIcon,
  TriangleAlertIcon,
} from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'wouter';
import type { ClientKind } from '../client-kind';
import { ImportButton } from '../exports/import-button';

export function GalleryLoading({ label }: { label: string }) {
  return (
    <div
      className="flex min-h-[40vh] flex-col items-center justify-center gap-3 text-parchment-400"
      role="status"
      data-testid="gallery-loading"
    >
      <LoaderCircleIcon className="size-8 animate-spin text-gold-400" aria-hidden />
      <span className="font-serif italic">{label}</span>
    </div>
  );
}

export function GalleryEmpty({ kind }: { kind: ClientKind }) {
  const { gallery } = kind.texts;
  return (
    <section
      aria-labelledby="gallery-empty-heading"
      className="panel relative mt-8 flex flex-col items-center overflow-hidden rounded-2xl px-6 py-14 text-center sm:py-20"
    >
      <EmberField className="opacity-60" />
      <div className="relative flex size-20 items-center justify-center rounded-full border border-gold-400/45 bg-[radial-gradient(circle_at_30%_25%,var(--color-ink-600),var(--color-ink-900))] shadow-[0_0_40px_-8px_rgb(224_97_42/0.6)]">
        <ScrollIcon className="size-9 text-gold-300" aria-hidden />
      </div>
      <h2
        id="gallery-empty-heading"
        className="relative mt-6 font-display font-semibold text-2xl text-parchment-50"
      >
        {gallery.emptyTitle}
      </h2>
      <p className="relative mt-2 max-w-md text-lg text-parchment-300">{gallery.emptyDescription}</p>
      <Button asChild size="lg" className="relative mt-8">
        <Link href={kind.routes.generator}>
          {gallery.emptyAction}
          <ArrowRightIcon aria-hidden />
        </Link>
      </Button>
      {/* An empty gallery is where a new account restores its exports (decision 018). */}
      <ImportButton variant="ghost" className="relative mt-3" />
    </section>
  );
}

export function GalleryNoMatch({
  kind,
  onClear,
  clearLabel = 'Clear search and filters',
}: {
  kind: ClientKind;
  onClear: () => void;
  /** 'Clear search' for a gallery without filters. */
  clearLabel?: string;
}) {
  const { gallery } = kind.texts;
  return (
    <div className="mt-8 flex flex-col items-center rounded-2xl border border-gold-500/15 border-dashed px-6 py-14 text-center">
      <FilterXIcon className="size-8 text-parchment-500" aria-hidden />
      <h2 className="mt-4 font-display font-semibold text-parchment-50 text-xl">{gallery.noMatchTitle}</h2>
      <p className="mt-1.5 max-w-md text-parchment-300">{gallery.noMatchDescription}</p>
      <Button variant="outline" className="mt-6" onClick={onClear}>
        {clearLabel}
      </Button>
    </div>
  );
}

export function GalleryError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div
      className="mt-8 flex flex-col items-center rounded-2xl border border-blood-500/40 bg-blood-900/30 px-6 py-12 text-center"
      role="alert"
    >
      <TriangleAlertIcon className="size-8 text-blood-300" aria-hidden />
      <p className="mt-3 max-w-md text-parchment-200">{message}</p>
      <Button variant="outline" className="mt-5" onClick={onRetry}>
        <RefreshCwIcon aria-hidden />
        Try again
      </Button>
    </div>
  );
}

/**
 * The foot of the cards: a sentinel that shows the next cards when it scrolls near the viewport, the 'Loading more…'
 * state (announced), and a 'Load more' button for keyboards and for browsers that do not scroll (or without
 * IntersectionObserver).
 */
export function GalleryMore({
  hasMore,
  loading,
  onMore,
  shownCount,
}: {
  hasMore: boolean;
  loading: boolean;
  onMore: () => void;
  /** The cards on screen: the sentinel is watched afresh whenever they change, so a still-visible one asks again. */
  shownCount: number;
}) {
  const sentinel = useRef<HTMLDivElement>(null);
  const more = useRef(onMore);
  more.current = onMore;
  // biome-ignore lint/correctness/useExhaustiveDependencies: new cards re-arm the observer, so a sentinel still in view asks again.
  useEffect(() => {
    const element = sentinel.current;
    if (!hasMore || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) more.current();
      },
      // Start a screen early, so cards are usually there before the user reaches the end.
      { rootMargin: '0px 0px 800px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [hasMore, shownCount]);

  return (
    <div className="mt-6 flex min-h-12 flex-col items-center gap-3" data-testid="gallery-more">
      <div ref={sentinel} aria-hidden className="h-px w-full" />
      <p role="status" className="flex items-center gap-2 font-serif text-parchment-400 italic">
        {loading ? (
          <>
            <LoaderCircleIcon className="size-4 animate-spin text-gold-400" aria-hidden />
            Loading more…
          </>
        ) : null}
      </p>
      {hasMore ? (
        <Button variant="outline" onClick={onMore}>
          Load more
        </Button>
      ) : null}
    </div>
  );
}
