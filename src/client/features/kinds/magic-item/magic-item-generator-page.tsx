// /magic-item-generator: the Magic Item Forge (its Quick and Advanced forms arrive with the magic item issue).

import { ForgePlaceholder } from '@client/components/forge-placeholder';
import { PageContainer } from '@client/components/page-container';
import { PageHeader } from '@client/components/page-header';
import { ROUTES } from '@client/lib/routes';
import { useDocumentTitle } from '@client/lib/use-document-title';
import { GemIcon } from 'lucide-react';

export function MagicItemGeneratorPage() {
  useDocumentTitle('Magic Item Forge');
  return (
    <PageContainer>
      <PageHeader
        eyebrow="Generators"
        title="Magic Item Forge"
        description="Temper relics worth a dragon's hoard, from humble charms to world-shaking artifacts."
        icon={GemIcon}
      />
      <ForgePlaceholder
        icon={GemIcon}
        heading="The anvil is still cooling"
        description="The Magic Item Forge is being built. Soon you will choose a rarity and a type, or trust the flames, and receive an item complete with lore and artwork."
        upcoming={[
          'Rarities from Common to Artifact; weapons, armour, rings, wands and wondrous items',
          'Abilities, game mechanics, quirks, history and appearance',
          'Item artwork in styles from gothic to elven',
        ]}
        next={{ label: 'Visit the Magic Item Gallery', href: ROUTES.magicItemGallery }}
      />
    </PageContainer>
  );
}
