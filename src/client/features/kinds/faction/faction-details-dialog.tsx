// The gallery's 'Faction Details' dialog (spec section 2: View Details opens the full faction or a loading state):
// the faction is read again from GET /api/faction/{id}, then shown as the same dossier as its own page.
import { PageLoading } from '@client/components/page-loading';
import { Button } from '@client/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@client/components/ui/dialog';
import { useEntity } from '@client/features/content/details/get-entity';
import { GalleryError } from '@client/features/content/gallery/gallery-states';
import { Maximize2Icon } from 'lucide-react';
import { Link } from 'wouter';
import { FACTION_TEXTS, factionClientKind } from './faction-client-kind';
import { FactionDossier } from './faction-details';
import { factionPagePath } from './faction-text';

export function FactionDetailsDialog({
  factionId,
  onClose,
}: {
  factionId: number | null;
  onClose: () => void;
}) {
  return (
    <Dialog open={factionId !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="max-w-6xl gap-5 p-5 sm:p-8" data-testid="faction-details">
        {factionId !== null ? <FactionDetailsBody id={factionId} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function FactionDetailsBody({ id }: { id: number }) {
  const faction = useEntity(factionClientKind, id);
  return (
    <>
      <DialogHeader>
        <DialogTitle className="font-sans font-semibold text-[0.72rem] text-ember-400 uppercase tracking-[0.24em]">
          Faction Details
        </DialogTitle>
        <DialogDescription className="sr-only">
          {faction.data ? `${faction.data.name}: ${faction.data.size}, ${faction.data.alignment}` : 'Loading'}
        </DialogDescription>
      </DialogHeader>
      {faction.isPending ? (
        <PageLoading label="Unsealing the dossier…" />
      ) : faction.isError ? (
        <GalleryError message={FACTION_TEXTS.loadError} onRetry={() => void faction.refetch()} />
      ) : (
        <FactionDossier
          faction={faction.data}
          extraActions={
            <Button asChild variant="outline">
              <Link href={factionPagePath(faction.data)}>
                <Maximize2Icon aria-hidden />
                Open Full Page
              </Link>
            </Button>
          }
        />
      )}
    </>
  );
}
