// /town/{id}: one town on its own page: its map large and zoomable, the map actions, its facts and the five tabs
// of the gallery's dialog. An id the API does not know for this user (404) shows the not-found screen.

import { PageContainer } from '@client/components/page-container';
import { PageLoading } from '@client/components/page-loading';
import { Button } from '@client/components/ui/button';
import { EntityOwnerActions } from '@client/features/content/details/entity-owner-actions';
import { useEntity } from '@client/features/content/details/get-entity';
import { useRegenerateImage } from '@client/features/content/details/regenerate-image';
import { DetailSheet, OwnerControls, TitleLevel } from '@client/features/content/details/sections';
import { GalleryError } from '@client/features/content/gallery/gallery-states';
import { EntityConnections } from '@client/features/content/world/entity-connections';
import { EntityWorldProvider } from '@client/features/content/world/entity-world';
import { NotFoundPage } from '@client/features/not-found/not-found-page';
import { ApiError } from '@client/lib/api-client';
import { ROUTES } from '@client/lib/routes';
import { useDocumentTitle } from '@client/lib/use-document-title';
import { ArrowLeftIcon } from 'lucide-react';
import { Link } from 'wouter';
import { townClientKind } from './town-client-kind';
import { TownActions, TownFacts, TownTabs } from './town-details';
import { TownMapViewer } from './town-map-viewer';
import type { TownEntity } from './town-text';

export function TownPage({ id }: { id: string }) {
  const town = useEntity(townClientKind, id);
  if (town.isPending) {
    return (
      <PageContainer>
        <PageLoading label="Unrolling the town's map…" />
      </PageContainer>
    );
  }
  if (town.isError) {
    // Another user's town answers 404 like one that never was: both are simply not found for this user.
    if (town.error instanceof ApiError && town.error.status === 404) return <NotFoundPage />;
    return (
      <PageContainer>
        <GalleryError
          message="Failed to load the town. Please try again later."
          onRetry={() => void town.refetch()}
        />
      </PageContainer>
    );
  }
  return <TownChronicle town={town.data} />;
}

function TownChronicle({ town }: { town: TownEntity }) {
  useDocumentTitle(town.name);
  const regenerate = useRegenerateImage(townClientKind, 'detail');
  return (
    <PageContainer className="max-w-[96rem]">
      <OwnerControls>
        <Button asChild variant="ghost" size="sm" className="-ml-2">
          <Link href={ROUTES.townGallery}>
            <ArrowLeftIcon aria-hidden />
            Back to the Town Gallery
          </Link>
        </Button>
      </OwnerControls>
      <TitleLevel level={1}>
        <EntityWorldProvider kind={townClientKind} entity={town}>
          {/* Printing shows only this sheet, as the PDF would: not the way back, not the map viewer's buttons. */}
          <DetailSheet>
            <p className="mt-4 print:hidden font-sans font-semibold text-[0.7rem] text-ember-400 uppercase tracking-[0.22em]">
              Town Chronicle
            </p>
            {/* Wide: the map on the left, the facts and actions beside it. Narrower, top to bottom: the facts, the
                map, then the actions, so a phone reaches the map before a column of buttons. */}
            <div className="mt-2 grid gap-x-8 gap-y-6 xl:grid-cols-[minmax(0,1.6fr)_minmax(0,1fr)] xl:grid-rows-[auto_1fr] xl:items-start">
              <div className="min-w-0 xl:col-start-2 xl:row-start-1">
                <TownFacts town={town} headingLevel={1} />
              </div>
              <TownMapViewer
                town={town}
                regenerating={regenerate.isPending}
                onRegenerate={() => regenerate.mutate(town)}
                className="xl:col-start-1 xl:row-span-2 xl:row-start-1"
              />
              <TownActions town={town} regenerate={regenerate} className="xl:col-start-2 xl:row-start-2" />
            </div>
            <div className="mt-10 grid gap-8">
              <TownTabs town={town} />
              <EntityConnections kind={townClientKind} entity={town} />
              <EntityOwnerActions kind={townClientKind} entity={town} />
            </div>
          </DetailSheet>
        </EntityWorldProvider>
      </TitleLevel>
    </PageContainer>
  );
}
