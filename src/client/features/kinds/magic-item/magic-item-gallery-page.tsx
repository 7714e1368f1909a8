// /magic-item-gallery: the user's own magic items as flip cards, searchable by name, type, rarity and tags, with
// the 'Magic Item Details' side sheet.

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
import { GalleryToolbar } from '@client/features/content/gallery/gallery-toolbar';
import { useGallery } from '@client/features/content/gallery/use-gallery';
import { ROUTES } from '@client/lib/routes';
import { useDocumentTitle } from '@client/lib/use-document-title';
import { BookMarkedIcon, PlusIcon } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { MagicItemCard } from './magic-item-card';
import { magicItemClientKind } from './magic-item-client-kind';
import { MagicItemDetailsSheet } from './magic-item-details-sheet';
import { magicItemSearch } from './magic-item-text';

export function MagicItemGalleryPage() {
  useDocumentTitle('Magic Item Gallery');
  const gallery = useGallery(magicItemClientKind, { search: magicItemSearch });
  const { list, entities: items, shown, total } = gallery;
  const [openId, setOpenId] = useState<number | null>(null);
  const fresh = useFreshEntities(list.data ? items : undefined);
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
      ) : total === 0 ? (
        <GalleryEmpty kind={magicItemClientKind} />
      ) : (
        <>
          <div className="mt-8">
            <GalleryToolbar
              kind={magicItemClientKind as unknown as ClientKind}
              idPrefix="magic-item-gallery"
              search={magicItemSearch}
              query={gallery.query}
              onQueryChange={gallery.setQuery}
              filters={[]}
              values={gallery.values}
              onValuesChange={gallery.setValues}
            />
            <p className="mt-3 px-1 font-sans text-parchment-500 text-xs" aria-live="polite">
              {gallery.matchCount === null
                ? `Searching all ${total} items…`
                : `Showing ${shown.length} of ${total} ${total === 1 ? 'item' : 'items'}`}
            </p>
          </div>
          {gallery.matchCount === 0 ? (
            <GalleryNoMatch kind={magicItemClientKind} clearLabel="Show all items" onClear={gallery.clear} />
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
          <GalleryMore
            hasMore={gallery.hasMore}
            loading={gallery.loadingMore}
            onMore={gallery.showMore}
            shownCount={shown.length}
          />
        </>
      )}

      <MagicItemDetailsSheet item={open} onClose={() => setOpenId(null)} />
    </PageContainer>
  );
}
