// /faction-gallery (spec section 2): the user's own factions as flip cards, searchable by name, description and
// tags, filtered by size group, counted, with the statistics block and the 'Faction Details' dialog.

import { PageContainer } from '@client/components/page-container';
import { PageHeader } from '@client/components/page-header';
import { Button } from '@client/components/ui/button';
import { toast } from '@client/components/ui/use-toast';
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
import { EyeOffIcon, FlagIcon, PlusIcon, ShieldIcon, SparklesIcon, UsersIcon } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { Link } from 'wouter';
import { FactionCard } from './faction-card';
import { FACTION_TEXTS, factionClientKind } from './faction-client-kind';
import { FactionDetailsDialog } from './faction-details-dialog';
import { type FactionStatistics, factionFilters, factionSearch, factionStatistics } from './faction-text';

export function FactionGalleryPage() {
  useDocumentTitle('Faction Gallery');
  const gallery = useGallery(factionClientKind, {
    search: factionSearch,
    filters: factionFilters,
    statistics: true,
  });
  const { list, entities: factions, shown, total } = gallery;
  const [openId, setOpenId] = useState<number | null>(null);
  const fresh = useFreshEntities(list.data ? factions : undefined);

  // Spec section 8: 'Error' / 'Failed to load factions', once per failed load.
  useEffect(() => {
    if (list.isError) {
      toast({ variant: 'destructive', title: 'Error', description: FACTION_TEXTS.listError });
    }
  }, [list.isError]);

  const statistics = useMemo(() => factionStatistics(factions), [factions]);

  return (
    <PageContainer className="max-w-[96rem]">
      <PageHeader
        eyebrow="Tools"
        title="Faction Gallery"
        description="The banners of every order, guild and cult you have founded."
        icon={FlagIcon}
        actions={
          <Button asChild>
            <Link href={ROUTES.factionGenerator}>
              <PlusIcon aria-hidden />
              Create New Faction
            </Link>
          </Button>
        }
      />

      {list.isPending ? (
        <GalleryLoading label={factionClientKind.texts.gallery.loading} />
      ) : list.isError ? (
        <GalleryError message={FACTION_TEXTS.listError} onRetry={() => void list.refetch()} />
      ) : total === 0 || !statistics ? (
        <GalleryEmpty kind={factionClientKind} />
      ) : (
        <>
          <FactionStatisticsBlock statistics={statistics} total={total} complete={gallery.complete} />
          <div className="mt-6">
            <GalleryToolbar
              kind={factionClientKind as unknown as ClientKind}
              idPrefix="faction-gallery"
              search={factionSearch}
              query={gallery.query}
              onQueryChange={gallery.setQuery}
              filters={gallery.filters}
              values={gallery.values}
              onValuesChange={gallery.setValues}
            />
            <p className="mt-3 px-1 font-sans text-parchment-500 text-xs" aria-live="polite">
              {gallery.matchCount === null
                ? `Searching all ${total} factions…`
                : `Showing ${shown.length} of ${total} factions`}
            </p>
          </div>
          {gallery.matchCount === 0 ? (
            <GalleryNoMatch kind={factionClientKind} onClear={gallery.clear} />
          ) : (
            <ul className="mt-4 grid grid-cols-1 gap-5 sm:grid-cols-[repeat(auto-fill,minmax(19rem,1fr))]">
              {shown.map((faction) => (
                <li key={faction.id}>
                  <FactionCard
                    faction={faction}
                    fresh={fresh.has(faction.id)}
                    onOpenDetails={() => setOpenId(faction.id)}
                  />
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

      <FactionDetailsDialog factionId={openId} onClose={() => setOpenId(null)} />
    </PageContainer>
  );
}

/**
 * Spec section 2: Total Factions, Most Common Size, Common Secrecy (capitalised), Recently Added. The total is the
 * server's and the newest faction is on the first page; the most common values wait for every page.
 */
function FactionStatisticsBlock({
  statistics,
  total,
  complete,
}: {
  statistics: FactionStatistics;
  total: number;
  complete: boolean;
}) {
  return (
    <StatisticsBlock
      label="Faction statistics"
      className="mt-8"
      data-testid="faction-statistics"
      items={[
        { label: 'Total Factions', value: String(total), icon: <ShieldIcon /> },
        {
          label: 'Most Common Size',
          value: complete ? statistics.mostCommonSize : STATISTIC_PENDING,
          icon: <UsersIcon />,
        },
        {
          label: 'Common Secrecy',
          value: complete ? statistics.commonSecrecy : STATISTIC_PENDING,
          icon: <EyeOffIcon />,
        },
        { label: 'Recently Added', value: statistics.recentlyAdded, icon: <SparklesIcon /> },
      ]}
    />
  );
}
