// /npc-gallery: the user's own NPCs as flip cards, with search, race and occupation filters and the details.

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
import { GalleryToolbar } from '@client/features/content/gallery-toolbar';
import { useEntities } from '@client/features/content/get-entities';
import { ROUTES } from '@client/lib/routes';
import { useDocumentTitle } from '@client/lib/use-document-title';
import { LibraryBigIcon, PlusIcon } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link } from 'wouter';
import { NpcCard } from './npc-card';
import { npcClientKind } from './npc-client-kind';
import { NpcDetailsDialog } from './npc-details-dialog';
import { npcFilters, npcSearch } from './npc-gallery-filters';

export function NpcGalleryPage() {
  useDocumentTitle('NPC Gallery');
  const list = useEntities(npcClientKind);
  const [query, setQuery] = useState('');
  const [filters, setFilters] = useState<FilterValues>({});
  const [openId, setOpenId] = useState<number | null>(null);
  const fresh = useFreshEntities(list.data);

  const npcs = list.data ?? [];
  const shown = useMemo(
    () => filterEntities(list.data ?? [], npcSearch, query, npcFilters, filters),
    [list.data, query, filters],
  );
  const open = openId === null ? null : (npcs.find((npc) => npc.id === openId) ?? null);

  return (
    <PageContainer className="max-w-[96rem]">
      <PageHeader
        eyebrow="Tools"
        title="NPC Gallery"
        description="Every character you have forged, gathered in one hall of portraits."
        icon={LibraryBigIcon}
        actions={
          npcs.length === 0 ? undefined : (
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
      ) : npcs.length === 0 ? (
        <GalleryEmpty kind={npcClientKind} />
      ) : (
        <>
          <div className="mt-8">
            <GalleryToolbar
              idPrefix="npc-gallery"
              search={npcSearch}
              query={query}
              onQueryChange={setQuery}
              filters={npcFilters}
              values={filters}
              onValuesChange={setFilters}
            />
            <p className="mt-3 px-1 font-sans text-parchment-500 text-xs" aria-live="polite">
              Showing {shown.length} of {npcs.length} NPCs
            </p>
          </div>
          {shown.length === 0 ? (
            <GalleryNoMatch
              kind={npcClientKind}
              onClear={() => {
                setQuery('');
                setFilters({});
              }}
            />
          ) : (
            <ul className="mt-4 grid grid-cols-1 gap-5 sm:grid-cols-[repeat(auto-fill,minmax(17.5rem,1fr))]">
              {shown.map((npc) => (
                <li key={npc.id}>
                  <NpcCard npc={npc} fresh={fresh.has(npc.id)} onOpenDetails={() => setOpenId(npc.id)} />
                </li>
              ))}
            </ul>
          )}
        </>
      )}

      <NpcDetailsDialog npc={open} onClose={() => setOpenId(null)} />
    </PageContainer>
  );
}
