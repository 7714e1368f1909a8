// /npc-generator: the NPC forge, Quick and Advanced; `?from=<id>` re-forges an NPC in the Advanced tab.

import { PageContainer } from '@client/components/page-container';
import { PageHeader } from '@client/components/page-header';
import { PageLoading } from '@client/components/page-loading';
import { Button } from '@client/components/ui/button';
import { GeneratorShell } from '@client/features/content/generate/generator-shell';
import { useReforgeSource } from '@client/features/content/generate/reforge-source';
import { ROUTES } from '@client/lib/routes';
import { useDocumentTitle } from '@client/lib/use-document-title';
import { DramaIcon, HistoryIcon, XIcon } from 'lucide-react';
import { Link } from 'wouter';
import { NpcAdvancedForm } from './npc-advanced-form';
import { npcClientKind } from './npc-client-kind';
import { NpcQuickForm } from './npc-quick-form';
import { npcToRequest } from './npc-text';

const TIPS = [
  'Quick picks an archetype and a race; Advanced lets you set every detail by hand.',
  'Leave the name blank and the forge names them after their people.',
  'Switch off secrets, flaws, backstory or plot hooks when you only need a face in the crowd.',
  'Every NPC waits in your gallery, portrait and all, with a printable PDF.',
];

export function NpcGeneratorPage() {
  useDocumentTitle('NPC Generator');
  const source = useReforgeSource(npcClientKind);

  return (
    <PageContainer>
      <PageHeader
        eyebrow="Generators"
        title="NPC Generator"
        description="Breathe life into the people of your world: a face, a voice and a secret worth uncovering."
        icon={DramaIcon}
      />
      {source.isLoading ? (
        <PageLoading label="Fetching the original…" />
      ) : (
        <GeneratorShell
          // A new source (or none) starts the forms afresh.
          key={source.entity?.id ?? 'new'}
          kind={npcClientKind}
          tips={TIPS}
          initialMode={source.entity ? 'advanced' : 'quick'}
          notice={
            source.entity ? (
              <div className="mb-5 flex flex-col gap-3 rounded-xl border border-gold-500/30 bg-gold-500/8 p-4 sm:flex-row sm:items-center sm:justify-between">
                <p className="flex items-start gap-3 text-parchment-200">
                  <HistoryIcon className="mt-1 size-4 shrink-0 text-gold-300" aria-hidden />
                  <span>
                    Re-forging{' '}
                    <strong className="font-semibold text-parchment-50">{source.entity.name}</strong> from
                    seed <span className="font-sans text-gold-200 tabular-nums">{source.entity.seed}</span>.
                    Change any choice to forge a variant; the original stays in your gallery.
                  </span>
                </p>
                <Button asChild variant="ghost" size="sm" className="self-end sm:self-auto">
                  <Link href={ROUTES.npcGenerator}>
                    <XIcon aria-hidden />
                    Start fresh
                  </Link>
                </Button>
              </div>
            ) : null
          }
          quick={(props) => <NpcQuickForm {...props} />}
          advanced={(props) => (
            <NpcAdvancedForm
              {...props}
              initialValues={source.entity ? npcToRequest(source.entity) : undefined}
            />
          )}
        />
      )}
    </PageContainer>
  );
}
