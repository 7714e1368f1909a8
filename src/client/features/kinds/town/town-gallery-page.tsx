// /town-gallery: the user's own towns as flip cards (map in front, chronicle behind), searchable by name,
// description and tags, filtered by size group, with the statistics block and the 'Town Details' dialog.

import { GalleryPage, type GalleryPageConfig } from '@client/features/content/gallery/gallery-page';
import { STATISTIC_PENDING, StatisticsBlock } from '@client/features/content/gallery/gallery-statistics';
import type { TownData } from '@shared/kinds/town';
import { MapIcon } from 'lucide-react';
import { TownCard } from './town-card';
import { townClientKind } from './town-client-kind';
import { TownDetailsDialog } from './town-details-dialog';
import { type TownStatistics, townFilters, townSearch, townStatistics } from './town-text';

export const townGallery: GalleryPageConfig<TownData> = {
  kind: townClientKind,
  title: 'Town Gallery',
  description: 'An atlas of every settlement you have raised, each with its map and chronicle.',
  icon: MapIcon,
  forge: { label: 'Build New Town', always: true },
  search: townSearch,
  filters: townFilters,
  noun: () => 'towns',
  listError: { message: 'Failed to load towns' },
  cards: 'wide',
  statistics: (towns, total, complete) => {
    const statistics = townStatistics(towns);
    return statistics && <TownStatisticsBlock statistics={statistics} total={total} complete={complete} />;
  },
  card: (town, props) => <TownCard town={town} {...props} />,
  details: ({ entity }, onClose) => <TownDetailsDialog town={entity} onClose={onClose} />,
};

export function TownGalleryPage() {
  return <GalleryPage {...townGallery} />;
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
