// /faction-gallery (spec section 2): the user's own factions as flip cards, searchable by name, description and
// tags, filtered by size group, counted, with the statistics block and the 'Faction Details' dialog.

import { PageContainer } from '@client/components/page-container';
import { PageHeader } from '@client/components/page-header';
import { Button } from '@client/components/ui/button';
import { toast } from '@client/components/ui/use-toast';
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
import { EyeOffIcon, FlagIcon, PlusIcon, ShieldIcon, SparklesIcon, UsersIcon } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { Link } from 'wouter';
import { FactionCard } from './faction-card';
import { FACTION_TEXTS, factionClientKind } from './faction-client-kind';
import { FactionDetailsDialog } from './faction-details-dialog';
import { type FactionStatistics, factionFilters, factionSearch, factionStatistics } from './faction-text';

export function FactionGalleryPage() {
  useDocumentTitle('Faction Gallery');
  const list = useEntities(factionClientKind);
  const [query, setQuery] = useState('');
  const [filters, setFilters] = useState<FilterValues>({});
  const [openId, setOpenId] = useState<number | null>(null);
  const fresh = useFreshEntities(list.data);

  // Spec section 8: 'Error' / 'Failed to load factions', once per failed load.
  useEffect(() => {
    if (list.isError) {
      toast({ variant: 'destructive', title: 'Error', description: FACTION_TEXTS.listError });
    }
  }, [list.isError]);

  const factions = list.data ?? [];
  const shown = useMemo(
    () => filterEntities(list.data ?? [], factionSearch, query, factionFilters, filters),
    [list.data, query, filters],
  );
  const statistics = useMemo(() => factionStatistics(list.data ?? []), [list.data]);

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
      ) : factions.length === 0 || !statistics ? (
        <GalleryEmpty kind={factionClientKind} />
      ) : (
        <>
          <FactionStatisticsBlock statistics={statistics} />
          <div className="mt-6">
            <GalleryToolbar
              idPrefix="faction-gallery"
              search={factionSearch}
              query={query}
              onQueryChange={setQuery}
              filters={factionFilters}
              values={filters}
              onValuesChange={setFilters}
            />
            <p className="mt-3 px-1 font-sans text-parchment-500 text-xs" aria-live="polite">
              Showing {shown.length} of {factions.length} factions
            </p>
          </div>
          {shown.length === 0 ? (
            <GalleryNoMatch
              kind={factionClientKind}
              onClear={() => {
                setQuery('');
                setFilters({});
              }}
            />
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
        </>
      )}

      <FactionDetailsDialog factionId={openId} onClose={() => setOpenId(null)} />
    </PageContainer>
  );
}

/** Spec section 2: Total Factions, Most Common Size, Common Secrecy (capitalised), Recently Added. */
function FactionStatisticsBlock({ statistics }: { statistics: FactionStatistics }) {
  return (
    <StatisticsBlock
      label="Faction statistics"
      className="mt-8"
      data-testid="faction-statistics"
      items={[
        { label: 'Total Factions', value: String(statistics.total), icon: <ShieldIcon /> },
        { label: 'Most Common Size', value: statistics.mostCommonSize, icon: <UsersIcon /> },
        { label: 'Common Secrecy', value: statistics.commonSecrecy, icon: <EyeOffIcon /> },
        { label: 'Recently Added', value: statistics.recentlyAdded, icon: <SparklesIcon /> },
      ]}
    />
  );
}
