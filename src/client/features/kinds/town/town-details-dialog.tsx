// The 'Town Details' dialog over the gallery: the map (sparkling for 5 s), Regenerate Map, Download Map, Export PDF
// and a link to the town's own page, then the five tabs. The gallery's list keeps it live while a map is redrawn.
// Read-only (a share link's page) and printed, the same sheet without the controls.
import { Button } from '@client/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@client/components/ui/dialog';
import { EntityOwnerActions } from '@client/features/content/details/entity-owner-actions';
import { ImageFrame } from '@client/features/content/details/image-frame';
import { useRegenerateImage } from '@client/features/content/details/regenerate-image';
import { DetailSheet, TitleLevel } from '@client/features/content/details/sections';
import { useTimedFlag } from '@client/features/content/gallery/sparkle';
import { EntityConnections } from '@client/features/content/world/entity-connections';
import { EntityWorldProvider } from '@client/features/content/world/entity-world';
import { Maximize2Icon } from 'lucide-react';
import { Link } from 'wouter';
import { townClientKind } from './town-client-kind';
import { TownActions, TownFacts, TownTabs } from './town-details';
import { type TownEntity, townLine, townPagePath } from './town-text';

export function TownDetailsDialog({ town, onClose }: { town: TownEntity | null; onClose: () => void }) {
  return (
    <Dialog open={town !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="max-w-6xl gap-5 p-5 sm:p-8" data-testid="town-details">
        <DialogHeader>
          <DialogTitle className="font-sans font-semibold text-[0.72rem] text-ember-400 uppercase tracking-[0.24em]">
            Town Details
          </DialogTitle>
          <DialogDescription className="sr-only">
            {town ? `${town.name}: ${townLine(town)}` : ''}
          </DialogDescription>
        </DialogHeader>
        {town ? <TownDetailsBody town={town} /> : null}
      </DialogContent>
    </Dialog>
  );
}

/** The kind's detail content (`ClientKind.detailView`). */
export function TownDetailView({ entity }: { entity: TownEntity }) {
  return <TownDetailsBody town={entity} headingLevel={1} />;
}

function TownDetailsBody({ town, headingLevel }: { town: TownEntity; headingLevel?: 1 | 2 }) {
  const sparkle = useTimedFlag(true);
  const regenerate = useRegenerateImage(townClientKind, 'detail');
  return (
    <TitleLevel level={headingLevel ?? 2}>
      <EntityWorldProvider kind={townClientKind} entity={town}>
        <DetailSheet className="grid min-w-0 gap-7">
          <div className="grid gap-6 lg:grid-cols-[minmax(0,1.25fr)_minmax(0,1fr)] lg:items-start">
            <ImageFrame
              kind={townClientKind}
              entity={town}
              alt={`Map of ${town.name}`}
              fit="contain"
              printWide
              className="aspect-[107/78] w-full rounded-xl border border-gold-500/25"
              sparkle={sparkle}
              regenerating={regenerate.isPending}
              onRegenerate={() => regenerate.mutate(town)}
            />
            <div className="grid min-w-0 content-start gap-5">
              <TownFacts town={town} headingLevel={headingLevel} />
              <TownActions town={town} regenerate={regenerate}>
                <Button asChild variant="outline">
                  <Link href={townPagePath(town)}>
                    <Maximize2Icon aria-hidden />
                    Open Full Page
                  </Link>
                </Button>
              </TownActions>
            </div>
          </div>
          <TownTabs town={town} />
          <EntityConnections kind={townClientKind} entity={town} />
          <EntityOwnerActions kind={townClientKind} entity={town} />
        </DetailSheet>
      </EntityWorldProvider>
    </TitleLevel>
  );
}
