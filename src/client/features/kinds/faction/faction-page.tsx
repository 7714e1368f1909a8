// /faction/{id}: one faction in full (its detail view arrives with the faction issue).

import { ForgePlaceholder } from '@client/components/forge-placeholder';
import { PageContainer } from '@client/components/page-container';
import { PageHeader } from '@client/components/page-header';
import { ROUTES } from '@client/lib/routes';
import { useDocumentTitle } from '@client/lib/use-document-title';
import { FlagIcon } from 'lucide-react';

export function FactionPage({ id }: { id: string }) {
  useDocumentTitle('Faction');
  return (
    <PageContainer>
      <PageHeader
        eyebrow="Faction Gallery"
        title="Faction Dossier"
        description={`The full dossier of faction ${id}: its leaders, members, allies and enemies.`}
        icon={FlagIcon}
      />
      <ForgePlaceholder
        icon={FlagIcon}
        heading="This dossier is still sealed"
        description="Faction pages open together with the Faction Forge. Until then, this address is reserved for the faction's full dossier."
        upcoming={[
          'Structure, resources, members and relations',
          'Emblem regeneration, Markdown and PDF export',
        ]}
        next={{ label: 'Open the Faction Gallery', href: ROUTES.factionGallery }}
      />
    </PageContainer>
  );
}
