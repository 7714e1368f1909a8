// /town-gallery: the user's own towns as flip cards (map in front, chronicle behind), searchable by name,
// description and tags, filtered by size group, with the statistics block and the 'Town Details' dialog.

import { PageContainer } from '@client/components/page-container';
import { PageHeader } from '@client/components/page-header';
import { Button } from '@client/components/ui/button';
import type { ClientKind } from '@client/features/content/client-kind';
import { useFreshEntities } from '@client/features/content/gallery/fresh-entities';
import {
  GalleryEmpty,
  GalleryError,
  GalleryLoading,
  GalleryMore,
  GalleryNoMatch,
} from '@client/features/content/gallery/gallery-states';
import { STATISTIC_PENDING, StatisticsBlock } from '@client/features/content/gallery/gallery-statistics';
import { GalleryToolbar } from '@client/features/content/gallery/gallery-toolbar';
import { useGallery } from '@client/features/content/gallery/use-gallery';
import { ROUTES } from '@client/lib/routes';
import { useDocumentTitle } from '@client/lib/use-document-title';
import { MapIcon, PlusIcon } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link } from 'wouter';
import { TownCard } from './town-card';
import { townClientKind } from './town-client-kind';
import { TownDetailsDialog } from './town-details-dialog';
import { type TownStatistics, townFilters, townSearch, townStatistics } from './town-text';

export function TownGalleryPage() {
  useDocumentTitle('Town Gallery');
  const gallery = useGallery(townClientKind, { search: townSearch, filters: townFilters, statistics: true });
  const { list, entities: towns, shown, total } = gallery;
  const [openId, setOpenId] = useState<number | null>(null);
  const fresh = useFreshEntities(list.data ? towns : undefined);

  const statistics = useMemo(() => townStatistics(towns), [towns]);
  const open = openId === null ? null : (towns.find((town) => town.id === openId) ?? null);

  return (
    <PageContainer className="max-w-[96rem]">
      <PageHeader
        eyebrow="Tools"
        title="Town Gallery"
        description="An atlas of every settlement you have raised, each with its map and chronicle."
        icon={MapIcon}
        actions={
          <Button asChild>
            <Link href={ROUTES.townGenerator}>
              <PlusIcon aria-hidden />
              Build New Town
            </Link>
          </Button>
        }
      />

      {list.isPending ? (
        <GalleryLoading label={townClientKind.texts.gallery.loading} />
      ) : list.isError ? (
        <GalleryError message="Failed to load towns" onRetry={() => void list.refetch()} />
      ) : total === 0 || !statistics ? (
        <GalleryEmpty kind={townClientKind} />
      ) : (
        <>
          <TownStatisticsBlock statistics={statistics} total={total} complete={gallery.complete} />
          <div className="mt-6">
            <GalleryToolbar
              kind={townClientKind as unknown as ClientKind}
              idPrefix="town-gallery"
              search={townSearch}
              query={gallery.query}
              onQueryChange={gallery.setQuery}
              filters={gallery.filters}
              values={gallery.values}
              onValuesChange={gallery.setValues}
            />
            <p className="mt-3 px-1 font-sans text-parchment-500 text-xs" aria-live="polite">
              {gallery.matchCount === null
                ? `Searching all ${total} towns…`
                : `Showing ${shown.length} of ${total} towns`}
            </p>
          </div>
          {gallery.matchCount === 0 ? (
            <GalleryNoMatch kind={townClientKind} onClear={gallery.clear} />
          ) : (
            <ul className="mt-4 grid grid-cols-1 gap-5 sm:grid-cols-[repeat(auto-fill,minmax(19rem,1fr))]">
              {shown.map((town) => (
                <li key={town.id}>
                  <TownCard town={town} fresh={fresh.has(town.id)} onOpenDetails={() => setOpenId(town.id)} />
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

      <TownDetailsDialog town={open} onClose={() => setOpenId(null)} />
    </PageContainer>
  );
}

/**
 * Spec section 2: total towns, most common size, most common terrain, the newest town's name. The total is the
 * server's and the newest town is on the first page; the most common values wait for every page.
 */
function TownStatisticsBlock({
  statistics,
  total,
  complete,
}: {
  statistics: TownStatistics;
  total: number;
  complete: boolean;
}) {
  return (
    <StatisticsBlock
      label="Town statistics"
      className="mt-8"
      data-testid="town-statistics"
      items={[
        { label: 'Total Towns', value: String(total) },
        { label: 'Most Common Size', value: complete ? statistics.mostCommonSize : STATISTIC_PENDING },
        { label: 'Most Common Terrain', value: complete ? statistics.mostCommonTerrain : STATISTIC_PENDING },
        { label: 'Recently Added', value: statistics.recentlyAdded },
      ]}
    />
  );
}
