// /magic-item-generator: the Magic Item Forge, Quick and Advanced.

import { PageContainer } from '@client/components/page-container';
import { PageHeader } from '@client/components/page-header';
import { GeneratorShell } from '@client/features/content/generate/generator-shell';
import { useDocumentTitle } from '@client/lib/use-document-title';
import { GemIcon } from 'lucide-react';
import { MagicItemAdvancedForm } from './magic-item-advanced-form';
import { magicItemClientKind } from './magic-item-client-kind';
import { MagicItemQuickForm } from './magic-item-quick-form';

const TIPS = [
  'Rarity is power: a Common trinket has one gentle trick, an Artifact can change a campaign.',
  'Weapons come with damage dice, armor with its AC, wands and staffs with charges, potions with a duration.',
  'Choose Other as the weapon or armor type to ask for something specific, such as a trident or bracers.',
  'Every item waits in your gallery with its picture and a printable card.',
];

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
      <GeneratorShell
        kind={magicItemClientKind}
        tips={TIPS}
        quick={(props) => <MagicItemQuickForm {...props} />}
        advanced={(props) => <MagicItemAdvancedForm {...props} />}
      />
    </PageContainer>
  );
}
