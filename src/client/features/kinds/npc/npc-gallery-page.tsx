// /npc-gallery: the user's own NPCs as flip cards, with search, race and occupation filters and the details.

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
import { LibraryBigIcon, PlusIcon } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { NpcCard } from './npc-card';
import { npcClientKind } from './npc-client-kind';
import { NpcDetailsDialog } from './npc-details-dialog';
import { npcFilters, npcSearch } from './npc-gallery-filters';

export function NpcGalleryPage() {
  useDocumentTitle('NPC Gallery');
  const gallery = useGallery(npcClientKind, { search: npcSearch, filters: npcFilters });
  const { list, entities: npcs, shown, total } = gallery;
  const [openId, setOpenId] = useState<number | null>(null);
  const fresh = useFreshEntities(list.data ? npcs : undefined);
  const open = openId === null ? null : (npcs.find((npc) => npc.id === openId) ?? null);

  return (
    <PageContainer className="max-w-[96rem]">
      <PageHeader
        eyebrow="Tools"
        title="NPC Gallery"
        description="Every character you have forged, gathered in one hall of portraits."
        icon={LibraryBigIcon}
        actions={
          total === 0 ? undefined : (
            <Button asChild>
              <Link href={ROUTES.npcGenerator}>
                <PlusIcon aria-hidden />
                Forge an NPC
              </Link>
            </Button>
          )
        }
      />

      {list.isPending ? (
        <GalleryLoading label={npcClientKind.texts.gallery.loading} />
      ) : list.isError ? (
        <GalleryError message="Your gallery could not be loaded." onRetry={() => void list.refetch()} />
      ) : total === 0 ? (
        <GalleryEmpty kind={npcClientKind} />
      ) : (
        <>
          <div className="mt-8">
            <GalleryToolbar
              kind={npcClientKind as unknown as ClientKind}
              idPrefix="npc-gallery"
              search={npcSearch}
              query={gallery.query}
              onQueryChange={gallery.setQuery}
              filters={gallery.filters}
              values={gallery.values}
              onValuesChange={gallery.setValues}
            />
            <p className="mt-3 px-1 font-sans text-parchment-500 text-xs" aria-live="polite">
              {gallery.matchCount === null
                ? `Searching all ${total} NPCs…`
                : `Showing ${shown.length} of ${total} NPCs`}
            </p>
          </div>
          {gallery.matchCount === 0 ? (
            <GalleryNoMatch kind={npcClientKind} onClear={gallery.clear} />
          ) : (
            <ul className="mt-4 grid grid-cols-1 gap-5 sm:grid-cols-[repeat(auto-fill,minmax(17.5rem,1fr))]">
              {shown.map((npc) => (
                <li key={npc.id}>
                  <NpcCard npc={npc} fresh={fresh.has(npc.id)} onOpenDetails={() => setOpenId(npc.id)} />
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

      <NpcDetailsDialog npc={open} onClose={() => setOpenId(null)} />
    </PageContainer>
  );
}
