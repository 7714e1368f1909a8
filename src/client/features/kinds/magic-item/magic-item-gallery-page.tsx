// /magic-item-gallery: the user's own magic items as flip cards, searchable by name, type, rarity and tags, with
// the 'Magic Item Details' side sheet.

import { PageContainer } from '@client/components/page-container';
import { PageHeader } from '@client/components/page-header';
import { Button } from '@client/components/ui/button';
import { useFreshEntities } from '@client/features/content/fresh-entities';
import { filterEntities } from '@client/features/content/gallery-filters';
import {
  GalleryEmpty,
  GalleryError,
  GalleryLoading,
  GalleryNoMatch,
} from '@client/features/content/gallery-states';
import { GalleryToolbar } from '@client/features/content/gallery-toolbar';
import { useEntities } from '@client/features/content/get-entities';
import { ROUTES } from '@client/lib/routes';
import { useDocumentTitle } from '@client/lib/use-document-title';
import { BookMarkedIcon, PlusIcon } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link } from 'wouter';
import { MagicItemCard } from './magic-item-card';
import { magicItemClientKind } from './magic-item-client-kind';
import { MagicItemDetailsSheet } from './magic-item-details-sheet';
import { magicItemSearch } from './magic-item-text';

const NO_FILTERS = [] as const;

export function MagicItemGalleryPage() {
  useDocumentTitle('Magic Item Gallery');
  const list = useEntities(magicItemClientKind);
  const [query, setQuery] = useState('');
  const [openId, setOpenId] = useState<number | null>(null);
  const fresh = useFreshEntities(list.data);

  const items = list.data ?? [];
  const shown = useMemo(
    () => filterEntities(list.data ?? [], magicItemSearch, query, NO_FILTERS, {}),
    [list.data, query],
  );
  const open = openId === null ? null : (items.find((item) => item.id === openId) ?? null);

  return (
    <PageContainer className="max-w-[96rem]">
      <PageHeader
        eyebrow="Tools"
        title="Magic Item Gallery"
        description="Your treasury of forged wonders, catalogued and close at hand."
        icon={BookMarkedIcon}
        actions={
          <Button asChild>
            <Link href={ROUTES.magicItemGenerator}>
              <PlusIcon aria-hidden />
              Forge New Item
            </Link>
          </Button>
        }
      />

      {list.isPending ? (
        <GalleryLoading label={magicItemClientKind.texts.gallery.loading} />
      ) : list.isError ? (
        <GalleryError message="Your gallery could not be loaded." onRetry={() => void list.refetch()} />
      ) : items.length === 0 ? (
        <GalleryEmpty kind={magicItemClientKind} />
      ) : (
        <>
          <div className="mt-8">
            <GalleryToolbar
              idPrefix="magic-item-gallery"
              search={magicItemSearch}
              query={query}
              onQueryChange={setQuery}
              filters={NO_FILTERS}
              values={{}}
              onValuesChange={() => undefined}
            />
            <p className="mt-3 px-1 font-sans text-parchment-500 text-xs" aria-live="polite">
              Showing {shown.length} of {items.length} {items.length === 1 ? 'item' : 'items'}
            </p>
          </div>
          {shown.length === 0 ? (
            <GalleryNoMatch
              kind={magicItemClientKind}
              clearLabel="Show all items"
              onClear={() => setQuery('')}
            />
          ) : (
            <ul className="mt-4 grid grid-cols-1 gap-5 sm:grid-cols-[repeat(auto-fill,minmax(17.5rem,1fr))]">
              {shown.map((item) => (
                <li key={item.id}>
                  <MagicItemCard
                    item={item}
                    fresh={fresh.has(item.id)}
                    onOpenDetails={() => setOpenId(item.id)}
                  />
                </li>
              ))}
            </ul>
          )}
        </>
      )}

      <MagicItemDetailsSheet item={open} onClose={() => setOpenId(null)} />
    </PageContainer>
  );
}
