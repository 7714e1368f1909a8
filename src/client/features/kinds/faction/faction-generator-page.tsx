// /faction-generator and /faction: the FACTION FORGE (its QUICK and ADVANCED forms arrive with the faction issue).

import { ForgePlaceholder } from '@client/components/forge-placeholder';
import { PageContainer } from '@client/components/page-container';
import { PageHeader } from '@client/components/page-header';
import { ROUTES } from '@client/lib/routes';
import { useDocumentTitle } from '@client/lib/use-document-title';
import { ShieldHalfIcon } from 'lucide-react';

export function FactionGeneratorPage() {
  useDocumentTitle('Faction Forge');
  return (
    <PageContainer>
      <PageHeader
        eyebrow="Generators"
        title="FACTION FORGE"
        description="Found guilds, cults, crowns and conspiracies to pull your players into their schemes."
        icon={ShieldHalfIcon}
      />
      <ForgePlaceholder
        icon={ShieldHalfIcon}
        heading="The banners are still being sewn"
        description="The Faction Forge is being built. Soon you will set a faction's size, influence and secrecy, and receive an order with its emblem, leaders and rivals."
        upcoming={[
          'From small gangs to world-spanning organisations, open or clandestine',
          'Goals, structure, leadership, rituals, key members, allies and rivals',
          'An emblem, with Markdown and PDF export',
        ]}
        next={{ label: 'Visit the Faction Gallery', href: ROUTES.factionGallery }}
      />
    </PageContainer>
  );
}
