// An entity of any kind found by the search, opened by its kind and id: read from GET /api/{base}/{id} and shown as
// the kind's own detail content (`ClientKind.renderDetails`), with the owner's controls, in a dialog of our own.
// Kinds open their details in different containers (dialog, side sheet, page); the search opens them all alike.
import { PageLoading } from '@client/components/page-loading';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@client/components/ui/dialog';
import type { ClientKind } from '@client/features/content/client-kind';
import { useEntity } from '@client/features/content/details/get-entity';
import { GalleryError } from '@client/features/content/gallery/gallery-states';
import { clientKindOf } from '@client/features/kinds/registry';
import { ApiError } from '@client/lib/api-client';
import type { SearchHit } from '@shared/world';
import { Suspense } from 'react';
import { titleCase } from './kind-label';

/** The dialog's size while it shows an entity: as wide as the kinds' own detail dialogs. */
export const ENTITY_DIALOG_CLASS = 'max-w-6xl gap-5 p-5 sm:p-8';

/** 'NPC Details', 'Magic Item Details': the dialog's title for a hit. */
export function detailsTitle(hit: Pick<SearchHit, 'label'>): string {
  return `${titleCase(hit.label)} Details`;
}

/** The title and description of a dialog showing `hit`, then its details. */
export function EntityDetails({ hit }: { hit: SearchHit }) {
  const kind = clientKindOf(hit.kind);
  return (
    <>
      <div className="grid gap-1 pr-6">
        <DialogTitle className="font-sans font-semibold text-[0.72rem] text-ember-400 uppercase tracking-[0.24em]">
          {detailsTitle(hit)}
        </DialogTitle>
        <DialogDescription className="sr-only">{hit.name}</DialogDescription>
      </div>
      {kind ? (
        <EntityBody kind={kind} id={hit.id} />
      ) : (
        <p className="text-blood-300" role="alert">
          This version of Loreforge cannot show a {hit.label} yet. Reload the page to update it.
        </p>
      )}
    </>
  );
}

function EntityBody({ kind, id }: { kind: ClientKind; id: number }) {
  const entity = useEntity(kind, id);
  if (entity.isPending) return <PageLoading label="Fetching it from the archive…" />;
  if (entity.isError) {
    const gone = entity.error instanceof ApiError && entity.error.status === 404;
    return (
      <GalleryError
        message={
          gone
            ? `This ${kind.contract.label} no longer exists.`
            : `The ${kind.contract.label} could not be loaded.`
        }
        onRetry={() => void entity.refetch()}
      />
    );
  }
  return <Suspense fallback={<PageLoading />}>{kind.renderDetails(entity.data)}</Suspense>;
}

/** The search page's dialog: one hit's details; closing gives focus back to the result that opened it. */
export function EntityDialog({ hit, onClose }: { hit: SearchHit | null; onClose: () => void }) {
  return (
    <Dialog open={hit !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className={ENTITY_DIALOG_CLASS} data-testid="search-entity">
        {hit ? <EntityDetails hit={hit} /> : null}
      </DialogContent>
    </Dialog>
  );
}
