// The public page of a share link, /s/{token} (decision 019): the kind's own detail view, read-only, for anyone with
// the link; no sidebar, no account menu and no controls. A dead link (unknown, revoked, expired) says so.
import { BrandWordmark } from '@client/components/brand-mark';
import { PageLoading } from '@client/components/page-loading';
import type { ClientKind, KindEntity } from '@client/features/content/client-kind';
import { ReadOnlyDetails } from '@client/features/content/details/sections';
import { clientKindOf } from '@client/features/kinds/registry';
import { ApiError, getJson } from '@client/lib/api-client';
import { ROUTES } from '@client/lib/routes';
import { useDocumentTitle } from '@client/lib/use-document-title';
import { SHARE_NOT_FOUND_MESSAGE, SHARE_PATHS, type SharedEntity } from '@shared/share';
import { useQuery } from '@tanstack/react-query';
import { Link2OffIcon } from 'lucide-react';
import { Suspense } from 'react';
import { Link } from 'wouter';

/**
 * The public answer as the kind's detail view reads an entity: its fields, its name and the picture's public address
 * under the kind's image field. The stored entity's own fields (id, seed, times) are not public: neutral values stand
 * in, and the read-only view shows none of them.
 */
function publicEntity(kind: ClientKind, shared: SharedEntity): KindEntity {
  return {
    ...shared.data,
    name: shared.name,
    [kind.contract.imageUrlField]: shared.imageUrl,
    id: 0,
    seed: 0,
    createdAt: '',
    updatedAt: '',
    provider: '',
    engineVersion: '',
    imageStatus: 'ready',
    imageError: null,
    version: 0,
    locked: [],
  };
}

/** The kind's own detail view, read-only: no regenerate, export, share, edit or reforge. */
function SharedDetails({ shared }: { shared: SharedEntity }) {
  const kind = clientKindOf(shared.kind);
  if (!kind) {
    return (
      <p className="py-20 text-center text-blood-300" role="alert">
        This page cannot show a {shared.label} yet.
      </p>
    );
  }
  return (
    <ReadOnlyDetails>
      <Suspense fallback={<PageLoading />}>{kind.renderDetails(publicEntity(kind, shared))}</Suspense>
    </ReadOnlyDetails>
  );
}

function DeadLink() {
  return (
    <div
      className="mx-auto grid max-w-lg justify-items-center gap-4 py-20 text-center"
      data-testid="share-dead"
    >
      <Link2OffIcon className="size-10 text-gold-400" aria-hidden />
      <h1 className="font-display font-semibold text-3xl text-parchment-50">This link no longer works</h1>
      <p className="text-parchment-300">
        {SHARE_NOT_FOUND_MESSAGE} Ask the person who shared it for a new one.
      </p>
      <Link
        href={ROUTES.home}
        className="font-sans text-gold-300 underline underline-offset-4 hover:text-gold-200"
      >
        Visit Loreforge
      </Link>
    </div>
  );
}

export function SharedPage({ token }: { token: string }) {
  const query = useQuery({
    queryKey: ['shared', token],
    queryFn: ({ signal }) => getJson<SharedEntity>(SHARE_PATHS.data(token), signal),
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
    staleTime: 60_000,
  });
  const shared = query.data;
  useDocumentTitle(shared ? shared.name : query.isError ? 'Link not found' : null);

  return (
    <div className="flex min-h-dvh flex-col">
      <header className="border-gold-500/10 border-b">
        <div className="mx-auto flex h-16 w-full max-w-6xl items-center px-4 sm:px-6">
          <Link
            href={ROUTES.home}
            aria-label="Loreforge home"
            className="rounded-md focus-visible:outline-2 focus-visible:outline-gold-300 focus-visible:outline-offset-4"
          >
            <BrandWordmark />
          </Link>
        </div>
      </header>
      <main id="main" className="mx-auto w-full max-w-6xl flex-1 px-4 py-8 sm:px-6">
        {query.isPending ? (
          <PageLoading />
        ) : !shared ? (
          query.error instanceof ApiError && query.error.status === 404 ? (
            <DeadLink />
          ) : (
            <p className="py-20 text-center text-blood-300" role="alert">
              {query.error?.message}
            </p>
          )
        ) : (
          <article className="grid gap-5" aria-label={shared.name} data-testid="shared-entity">
            <p className="font-sans font-semibold text-[0.72rem] text-ember-400 uppercase tracking-[0.24em]">
              {shared.label}
              {shared.playerView ? ' · Player view' : ''}
            </p>
            <SharedDetails shared={shared} />
          </article>
        )}
      </main>
      <footer className="border-gold-500/10 border-t py-6 text-center font-sans text-parchment-400 text-xs">
        Shared from{' '}
        <Link href={ROUTES.home} className="text-gold-300 underline underline-offset-4 hover:text-gold-200">
          Loreforge
        </Link>
        , read-only.
      </footer>
    </div>
  );
}
