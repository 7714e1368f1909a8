// A kind's gallery page (spec section 2), the same for every kind: the header and its link to the generator, the
// statistics block where the kind has one, search and filters in the address, the count line, the flip cards and the
// details view. A kind only configures it (issue 26); no generic code names a kind.

import { PageContainer } from '@client/components/page-container';
import { PageHeader } from '@client/components/page-header';
import { Button } from '@client/components/ui/button';
import { toast } from '@client/components/ui/use-toast';
import { cn } from '@client/lib/cn';
import { useDocumentTitle } from '@client/lib/use-document-title';
import { type LucideIcon, PlusIcon } from 'lucide-react';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { Link } from 'wouter';
import type { ClientKind, KindEntity } from '../client-kind';
import { useFreshEntities } from './fresh-entities';
import type { GalleryFilter, GallerySearch } from './gallery-filters';
import { GalleryEmpty, GalleryError, GalleryLoading, GalleryMore, GalleryNoMatch } from './gallery-states';
import { GalleryToolbar } from './gallery-toolbar';
import { useGallery } from './use-gallery';

/** Card widths: a portrait card, or a wider one for a map or an emblem with its text. */
const CARD_GRIDS = {
  narrow: 'sm:grid-cols-[repeat(auto-fill,minmax(17.5rem,1fr))]',
  wide: 'sm:grid-cols-[repeat(auto-fill,minmax(19rem,1fr))]',
} as const;

export type GalleryPageConfig<Data extends Record<string, unknown>> = {
  kind: ClientKind<Data>;
  /** The page's heading, also its document title. */
  title: string;
  description: string;
  icon: LucideIcon;
  /**
   * The header's link to the generator. `always`: shown over an empty gallery too; otherwise the empty gallery's own
   * call to action is the only one.
   */
  forge: { label: string; always: boolean };
  search: GallerySearch<KindEntity<Data>>;
  filters?: readonly GalleryFilter<KindEntity<Data>>[];
  /** What the count line calls the entities: 'towns' gives 'Showing 3 of 9 towns' (spec section 2). */
  noun(total: number | string): string;
  /** A failed list's message; `toast`: said in an 'Error' toast too (spec section 8 for factions). */
  listError: { message: string; toast?: boolean };
  cards: keyof typeof CARD_GRIDS;
  /** The no-match view's button, where the gallery has no filters to clear. */
  clearLabel?: string;
  /**
   * The statistics block over the whole gallery (spec section 2); null while there is nothing to count. A kind with
   * statistics has every page loaded in the background.
   */
  statistics?(entities: readonly KindEntity<Data>[], total: number, complete: boolean): ReactNode | null;
  card(entity: KindEntity<Data>, props: { fresh: boolean; onOpenDetails: () => void }): ReactNode;
  /** The details view: the opened entity's id, the entity itself once it is among the loaded ones. */
  details(open: { id: number | null; entity: KindEntity<Data> | null }, onClose: () => void): ReactNode;
};

/** The count line under the search box, as the page shows it. */
export function galleryCountLine<Data extends Record<string, unknown>>(
  config: Pick<GalleryPageConfig<Data>, 'noun'>,
  shown: number | string,
  total: number | string,
): string {
  return `Showing ${shown} of ${total} ${config.noun(total)}`;
}

export function GalleryPage<Data extends Record<string, unknown>>(config: GalleryPageConfig<Data>) {
  const { kind, search } = config;
  useDocumentTitle(config.title);
  const gallery = useGallery(kind, {
    search,
    filters: config.filters,
    statistics: Boolean(config.statistics),
  });
  const { list, entities, shown, total } = gallery;
  const [openId, setOpenId] = useState<number | null>(null);
  const fresh = useFreshEntities(list.data ? entities : undefined);
  const open = openId === null ? null : (entities.find((entity) => entity.id === openId) ?? null);
  const statistics = useMemo(
    () => config.statistics?.(entities, total, gallery.complete),
    [config.statistics, entities, total, gallery.complete],
  );

  const { message, toast: toastError } = config.listError;
  useEffect(() => {
    if (list.isError && toastError) toast({ variant: 'destructive', title: 'Error', description: message });
  }, [list.isError, toastError, message]);

  const Icon = config.icon;
  return (
    <PageContainer className="max-w-[96rem]">
      <PageHeader
        eyebrow="Tools"
        title={config.title}
        description={config.description}
        icon={Icon}
        actions={
          total === 0 && !config.forge.always ? undefined : (
            <Button asChild>
              <Link href={kind.routes.generator}>
                <PlusIcon aria-hidden />
                {config.forge.label}
              </Link>
            </Button>
          )
        }
      />

      {list.isPending ? (
        <GalleryLoading label={kind.texts.gallery.loading} />
      ) : list.isError ? (
        <GalleryError message={message} onRetry={() => void list.refetch()} />
      ) : total === 0 || statistics === null ? (
        <GalleryEmpty kind={kind} />
      ) : (
        <>
          {statistics}
          <div className={statistics ? 'mt-6' : 'mt-8'}>
            <GalleryToolbar
              kind={kind}
              idPrefix={`${kind.contract.kind}-gallery`}
              search={search}
              query={gallery.query}
              onQueryChange={gallery.setQuery}
              filters={gallery.filters}
              values={gallery.values}
              onValuesChange={gallery.setValues}
            />
            <p className="mt-3 px-1 font-sans text-parchment-500 text-xs" aria-live="polite">
              {gallery.matchCount === null
                ? `Searching all ${total} ${config.noun(total)}…`
                : galleryCountLine(config, shown.length, total)}
            </p>
          </div>
          {gallery.matchCount === 0 ? (
            <GalleryNoMatch kind={kind} clearLabel={config.clearLabel} onClear={gallery.clear} />
          ) : (
            <ul className={cn('mt-4 grid grid-cols-1 gap-5', CARD_GRIDS[config.cards])}>
              {shown.map((entity) => (
                <li key={entity.id}>
                  {config.card(entity, {
                    fresh: fresh.has(entity.id),
                    onOpenDetails: () => setOpenId(entity.id),
                  })}
                </li>
              ))}
            </ul>
          )}
          <GalleryMore
            hasMore={gallery.hasMore}
            loading={gallery.loadingMore}
            onMore={gallery.showMore}
            shownCount={shown.length}
          />
        </>
      )}

      {config.details({ id: openId, entity: open }, () => setOpenId(null))}
    </PageContainer>
  );
}
