// /faction/{id}: one faction's dossier on its own page (spec section 2): loading, then the dossier or the error
// state 'Error Loading Faction' with a way back to the gallery. An unknown id, or another user's (the API answers
// 404 for both), is such an error too.

import { PageContainer } from '@client/components/page-container';
import { PageLoading } from '@client/components/page-loading';
import { Button } from '@client/components/ui/button';
import { useEntity } from '@client/features/content/details/get-entity';
import { ROUTES } from '@client/lib/routes';
import { useDocumentTitle } from '@client/lib/use-document-title';
import { ArrowLeftIcon, ShieldAlertIcon } from 'lucide-react';
import { Link } from 'wouter';
import { FACTION_TEXTS, factionClientKind } from './faction-client-kind';
import { FactionDossier } from './faction-details';
import type { FactionEntity } from './faction-text';

export function FactionPage({ id }: { id: string }) {
  const faction = useEntity(factionClientKind, id);
  if (faction.isPending) {
    return (
      <PageContainer>
        <PageLoading label="Unsealing the dossier…" />
      </PageContainer>
    );
  }
  if (faction.isError) return <FactionLoadError />;
  return <FactionDossierPage faction={faction.data} />;
}

function BackToGallery() {
  return (
    <Button asChild variant="ghost" size="sm" className="-ml-2">
      <Link href={ROUTES.factionGallery}>
        <ArrowLeftIcon aria-hidden />
        Back to the Faction Gallery
      </Link>
    </Button>
  );
}

function FactionLoadError() {
  useDocumentTitle(FACTION_TEXTS.loadErrorTitle);
  return (
    <PageContainer>
      <section
        aria-labelledby="faction-error-heading"
        className="mx-auto mt-10 flex max-w-xl flex-col items-center rounded-2xl border border-blood-500/40 bg-blood-900/25 px-6 py-12 text-center"
        data-testid="faction-error"
      >
        <span className="flex size-16 items-center justify-center rounded-full border border-blood-500/50 bg-blood-700/30">
          <ShieldAlertIcon className="size-8 text-blood-300" aria-hidden />
        </span>
        <h1
          id="faction-error-heading"
          className="mt-5 font-display font-semibold text-2xl text-parchment-50 sm:text-3xl"
        >
          {FACTION_TEXTS.loadErrorTitle}
        </h1>
        <p className="mt-2 text-lg text-parchment-300">{FACTION_TEXTS.loadError}</p>
        <Button asChild className="mt-7">
          <Link href={ROUTES.factionGallery}>
            <ArrowLeftIcon aria-hidden />
            Back to the Faction Gallery
          </Link>
        </Button>
      </section>
    </PageContainer>
  );
}

function FactionDossierPage({ faction }: { faction: FactionEntity }) {
  useDocumentTitle(faction.name);
  return (
    <PageContainer className="max-w-[88rem]">
      <BackToGallery />
      <div className="mt-6">
        <FactionDossier faction={faction} headingLevel={1} />
      </div>
    </PageContainer>
  );
}
