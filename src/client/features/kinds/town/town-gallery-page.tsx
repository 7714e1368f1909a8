// /town-gallery: the user's own towns as flip cards (map in front, chronicle behind), searchable by name,
// description and tags, filtered by size group, with the statistics block and the 'Town Details' dialog.

import { PageContainer } from '@client/components/page-container';
import { PageHeader } from '@client/components/page-header';
import { Button } from '@client/components/ui/button';
import { useFreshEntities } from '@client/features/content/fresh-entities';
import { type FilterValues, filterEntities } from '@client/features/content/gallery-filters';
import {
  GalleryEmpty,
  GalleryError,
  GalleryLoading,
  GalleryNoMatch,
} from '@client/features/content/gallery-states';
import { StatisticsBlock } from '@client/features/content/gallery-statistics';
import { GalleryToolbar } from '@client/features/content/gallery-toolbar';
import { useEntities } from '@client/features/content/get-entities';
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
  const list = useEntities(townClientKind);
  const [query, setQuery] = useState('');
  const [filters, setFilters] = useState<FilterValues>({});
  const [openId, setOpenId] = useState<number | null>(null);
  const fresh = useFreshEntities(list.data);

  const towns = list.data ?? [];
  const shown = useMemo(
    () => filterEntities(list.data ?? [], townSearch, query, townFilters, filters),
    [list.data, query, filters],
  );
  const statistics = useMemo(() => townStatistics(list.data ?? []), [list.data]);
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
      ) : towns.length === 0 || !statistics ? (
        <GalleryEmpty kind={townClientKind} />
      ) : (
        <>
          <TownStatisticsBlock statistics={statistics} />
          <div className="mt-6">
            <GalleryToolbar
              idPrefix="town-gallery"
              search={townSearch}
              query={query}
              onQueryChange={setQuery}
              filters={townFilters}
              values={filters}
              onValuesChange={setFilters}
            />
            <p className="mt-3 px-1 font-sans text-parchment-500 text-xs" aria-live="polite">
              Showing {shown.length} of {towns.length} towns
            </p>
          </div>
          {shown.length === 0 ? (
            <GalleryNoMatch
              kind={townClientKind}
              onClear={() => {
                setQuery('');
                setFilters({});
              }}
            />
          ) : (
            <ul className="mt-4 grid grid-cols-1 gap-5 sm:grid-cols-[repeat(auto-fill,minmax(19rem,1fr))]">
              {shown.map((town) => (
                <li key={town.id}>
                  <TownCard town={town} fresh={fresh.has(town.id)} onOpenDetails={() => setOpenId(town.id)} />
                </li>
              ))}
            </ul>
          )}
        </>
      )}

      <TownDetailsDialog town={open} onClose={() => setOpenId(null)} />
    </PageContainer>
  );
}

/** Spec section 2: total towns, most common size, most common terrain, the newest town's name. */
function TownStatisticsBlock({ statistics }: { statistics: TownStatistics }) {
  return (
    <StatisticsBlock
      label="Town statistics"
      className="mt-8"
      data-testid="town-statistics"
      items={[
        { label: 'Total Towns', value: String(statistics.total) },
        { label: 'Most Common Size', value: statistics.mostCommonSize },
        { label: 'Most Common Terrain', value: statistics.mostCommonTerrain },
        { label: 'Recently Added', value: statistics.recentlyAdded },
      ]}
    />
  );
}
