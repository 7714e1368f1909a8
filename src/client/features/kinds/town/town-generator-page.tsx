// /town-generator: the Town Builder, Quick and Advanced.

import { PageContainer } from '@client/components/page-container';
import { PageHeader } from '@client/components/page-header';
import { GeneratorShell } from '@client/features/content/generate/generator-shell';
import { useDocumentTitle } from '@client/lib/use-document-title';
import { CastleIcon } from 'lucide-react';
import { TownAdvancedForm } from './town-advanced-form';
import { townClientKind } from './town-client-kind';
import { TownQuickForm } from './town-quick-form';

const TIPS = [
  'Size sets everything else: a hamlet is a handful of farms, a metropolis spills past its walls.',
  'Write a terrain or location ("river delta", "on a sea cliff") and the map and the description follow it.',
  'Every establishment is numbered on the map in the order of its list.',
  'Each town waits in your gallery with its map and a printable gazetteer.',
];

export function TownGeneratorPage() {
  useDocumentTitle('Town Builder');
  return (
    <PageContainer>
      <PageHeader
        eyebrow="Generators"
        title="Town Builder"
        description="Raise hamlets, ports and capitals, each with its streets, its rulers and its whispers."
        icon={CastleIcon}
      />
      <GeneratorShell
        kind={townClientKind}
        tips={TIPS}
        quick={(props) => <TownQuickForm {...props} />}
        advanced={(props) => <TownAdvancedForm {...props} />}
      />
    </PageContainer>
  );
}
