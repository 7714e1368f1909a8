// The NPC detail view: the portrait (sparkling for 5 s), every field of the character, and Regenerate, Edit,
// Share and Export.
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { CopyButton } from '@client/features/content/copy-button';
import { ExportButton } from '@client/features/content/export-button';
import { MoreExports } from '@client/features/content/export-menu';
import { titleCase } from '@client/features/content/gallery-filters';
import { DownloadImageButton } from '@client/features/content/image-actions';
import { ImageFrame } from '@client/features/content/image-frame';
import { reforgeHref } from '@client/features/content/reforge-source';
import { useRegenerateImage } from '@client/features/content/regenerate-image';
import { BulletList, DetailSection, Fact } from '@client/features/content/sections';
import { ShareButton } from '@client/features/content/share-dialog';
import { useTimedFlag } from '@client/features/content/sparkle';
import { cn } from '@client/lib/cn';
import { PencilIcon, RefreshCwIcon } from 'lucide-react';
import { useLocation } from 'wouter';
import { npcClientKind } from './npc-client-kind';
import { NpcStatBlock } from './npc-stat-block';
import type { NpcEntity } from './npc-text';

export function NpcDetails({
  npc,
  onLeave,
}: {
  npc: NpcEntity;
  /** Runs before Edit leaves the page. */
  onLeave?: () => void;
}) {
  const sparkle = useTimedFlag(true);
  const regenerate = useRegenerateImage(npcClientKind, 'detail');
  const [, navigate] = useLocation();
  const repainting = regenerate.isPending || npc.imageStatus === 'pending';

  return (
    <div
      className="grid gap-6 md:grid-cols-[minmax(0,17rem)_minmax(0,1fr)] md:grid-rows-[auto_1fr] md:gap-x-8"
      data-testid="npc-details"
    >
      <header className="min-w-0 md:col-start-2 md:row-start-1">
        <h2 className="font-display font-semibold text-3xl text-parchment-50 leading-tight [overflow-wrap:anywhere]">
          {npc.name}
        </h2>
        <dl className="mt-3 grid grid-cols-2 gap-x-6 gap-y-2 font-sans text-sm sm:grid-cols-4">
          <Fact label="Race">{titleCase(npc.race)}</Fact>
          <Fact label="Gender">{titleCase(npc.gender)}</Fact>
          <Fact label="Age">{npc.age}</Fact>
          <Fact label="Occupation">{titleCase(npc.occupation)}</Fact>
          <Fact label="Social Class">{titleCase(npc.socialClass)}</Fact>
        </dl>
        {npc.tags.length ? (
          <ul className="mt-4 flex flex-wrap gap-1.5" aria-label="Tags">
            {npc.tags.map((tag) => (
              <li key={tag}>
                <Badge>{tag}</Badge>
              </li>
            ))}
          </ul>
        ) : null}
      </header>
      <div className="grid content-start gap-3 md:sticky md:top-0 md:col-start-1 md:row-span-2 md:row-start-1">
        <ImageFrame
          kind={npcClientKind}
          entity={npc}
          alt={`Portrait of ${npc.name}`}
          className="aspect-square w-full max-w-72 justify-self-center rounded-xl border border-gold-500/25 md:max-w-none"
          sparkle={sparkle}
          regenerating={regenerate.isPending}
          onRegenerate={() => regenerate.mutate(npc)}
        />
        <div className="grid grid-cols-2 gap-2">
          <Button variant="secondary" onClick={() => regenerate.mutate(npc)} busy={repainting}>
            <RefreshCwIcon className={cn(repainting && 'animate-spin')} aria-hidden />
            Regenerate
          </Button>
          <Button
            variant="secondary"
            onClick={() => {
              onLeave?.();
              navigate(reforgeHref(npcClientKind, npc));
            }}
          >
            <PencilIcon aria-hidden />
            Edit
          </Button>
          <ShareButton kind={npcClientKind} entity={npc} />
          <ExportButton
            kind={npcClientKind}
            entity={npc}
            context="detail"
            label="Export"
            variant="secondary"
          />
          <MoreExports kind={npcClientKind} entity={npc} />
        </div>
        {regenerate.isError ? (
          <p className="font-sans text-blood-300 text-sm" role="alert">
            {npcClientKind.texts.image.regenerateFailedDetail}
          </p>
        ) : null}
        <div className="flex items-center justify-between gap-2 rounded-lg border border-ink-600/70 px-3 py-2 font-sans text-parchment-400 text-xs">
          <span>
            Seed <span className="text-parchment-200 tabular-nums">{npc.seed}</span>
          </span>
          <DownloadImageButton kind={npcClientKind} entity={npc} />
        </div>
      </div>

      <div className="min-w-0 md:col-start-2 md:row-start-2">
        <div className="rule-fade mb-6 max-md:hidden" />

        <div className="grid gap-6">
          <DetailSection title="Appearance">
            <p>{npc.appearance}</p>
          </DetailSection>
          <DetailSection title="Personality">
            <p>{npc.personality}</p>
          </DetailSection>
          <div className="grid items-start gap-6 sm:grid-cols-2">
            <DetailSection title="Traits">
              <ul className="flex flex-wrap gap-1.5">
                {npc.traits.map((trait) => (
                  <li
                    key={trait}
                    className="inline-flex h-7 items-center rounded-full border border-gold-500/25 bg-ink-900/70 px-3 font-sans text-parchment-200 text-sm leading-none"
                  >
                    {trait}
                  </li>
                ))}
              </ul>
            </DetailSection>
            <DetailSection title="Mannerisms">
              <BulletList items={npc.mannerisms} />
            </DetailSection>
          </div>
          {npc.flaws.length ? (
            <DetailSection title="Flaws">
              <BulletList items={npc.flaws} />
            </DetailSection>
          ) : null}
          {npc.secrets.length ? (
            <DetailSection title="Secrets" tone="secret">
              <BulletList items={npc.secrets} />
            </DetailSection>
          ) : null}
          {npc.backstory ? (
            <DetailSection
              title="Backstory"
              action={
                <CopyButton
                  text={npc.backstory}
                  label="Copy backstory"
                  description={`Backstory of ${npc.name}`}
                />
              }
            >
              <p className="whitespace-pre-line">{npc.backstory}</p>
            </DetailSection>
          ) : null}
          {npc.motivations.length ? (
            <DetailSection title="Motivations">
              <BulletList items={npc.motivations} />
            </DetailSection>
          ) : null}
          {npc.plotHooks.length ? (
            <DetailSection title="Plot Hooks">
              <ol className="grid gap-3">
                {npc.plotHooks.map((hook, index) => (
                  <li key={hook.title} className="rounded-lg border border-gold-500/15 bg-ink-900/50 p-3.5">
                    <h4 className="flex items-baseline gap-2 font-display font-semibold text-gold-200">
                      <span className="font-sans text-gold-500 text-xs tabular-nums">{index + 1}.</span>
                      {hook.title}
                    </h4>
                    <p className="mt-1 text-parchment-200">{hook.description}</p>
                  </li>
                ))}
              </ol>
            </DetailSection>
          ) : null}
          {npc.statBlock ? <NpcStatBlock name={npc.name} block={npc.statBlock} /> : null}
        </div>
      </div>
    </div>
  );
}
