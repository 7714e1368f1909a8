// /faction-gallery (spec section 2): the user's own factions as flip cards, searchable by name, description and
// tags, filtered by size group, counted, with the statistics block and the 'Faction Details' dialog.

import { GalleryPage, type GalleryPageConfig } from '@client/features/content/gallery/gallery-page';
import { STATISTIC_PENDING, StatisticsBlock } from '@client/features/content/gallery/gallery-statistics';
import type { FactionData } from '@shared/kinds/faction';
import { EyeOffIcon, FlagIcon, ShieldIcon, SparklesIcon, UsersIcon } from 'lucide-react';
import { FactionCard } from './faction-card';
import { FACTION_TEXTS, factionClientKind } from './faction-client-kind';
import { FactionDetailsDialog } from './faction-details-dialog';
import { type FactionStatistics, factionFilters, factionSearch, factionStatistics } from './faction-text';

export const factionGallery: GalleryPageConfig<FactionData> = {
  kind: factionClientKind,
  title: 'Faction Gallery',
  description: 'The banners of every order, guild and cult you have founded.',
  icon: FlagIcon,
  forge: { label: 'Create New Faction', always: true },
  search: factionSearch,
  filters: factionFilters,
  noun: () => 'factions',
  // Spec section 8: 'Error' / 'Failed to load factions', once per failed load.
  listError: { message: FACTION_TEXTS.listError, toast: true },
  cards: 'wide',
  statistics: (factions, total, complete) => {
    const statistics = factionStatistics(factions);
    return statistics && <FactionStatisticsBlock statistics={statistics} total={total} complete={complete} />;
  },
  card: (faction, props) => <FactionCard faction={faction} {...props} />,
  details: ({ id }, onClose) => <FactionDetailsDialog factionId={id} onClose={onClose} />,
};

export function FactionGalleryPage() {
  return <GalleryPage {...factionGallery} />;
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
