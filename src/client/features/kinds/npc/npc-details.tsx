// The NPC detail view: the portrait (sparkling for 5 s), every field of the character, and Regenerate, Edit (the
// view's edit mode: each section edited in place, re-rolled or locked; decision 024), Share and Export, Re-forge, Forge
// their item, and the NPC's connections. Read-only (a share link's page) and printed, the same sheet without controls.

import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { ACTION_GRID } from '@client/features/content/details/action-grid';
import { CopyButton } from '@client/features/content/details/copy-button';
import {
  EntityOwnerActions,
  HeaderFieldsSection,
} from '@client/features/content/details/entity-owner-actions';
import { DownloadImageButton, RegenerateButton } from '@client/features/content/details/image-actions';
import { ImageFrame } from '@client/features/content/details/image-frame';
import { useRegenerateImage } from '@client/features/content/details/regenerate-image';
import {
  BulletList,
  DetailSection,
  DetailSheet,
  Fact,
  OwnerControls,
  TitleLevel,
} from '@client/features/content/details/sections';
import { ShareButton } from '@client/features/content/details/share-dialog';
import { ExportButton } from '@client/features/content/exports/export-button';
import { MoreExports } from '@client/features/content/exports/export-menu';
import { titleCase } from '@client/features/content/gallery/gallery-filters';
import { useTimedFlag } from '@client/features/content/gallery/sparkle';
import { forgeHref } from '@client/features/content/generate/forge-context';
import { reforgeHref } from '@client/features/content/generate/reforge-source';
import { EntityConnections } from '@client/features/content/world/entity-connections';
import { EditModeButton, EntityWorldProvider } from '@client/features/content/world/entity-world';
import { registeredKind } from '@client/features/kinds/registry';
import { GemIcon, HistoryIcon } from 'lucide-react';
import { Link, useLocation } from 'wouter';
import { npcClientKind } from './npc-client-kind';
import { NpcStatBlock } from './npc-stat-block';
import type { NpcEntity } from './npc-text';

/** An NPC's item is forged as a magic item that the NPC owns (decision 024). */
const itemKind = registeredKind('magic-item');

/** The kind's detail content (`ClientKind.detailView`). */
export function NpcDetailView({ entity }: { entity: NpcEntity }) {
  return <NpcDetails npc={entity} headingLevel={1} />;
}

export function NpcDetails({
  npc,
  onLeave,
  headingLevel = 2,
}: {
  npc: NpcEntity;
  /** 1 where the name is the page's title (a share link's page). */
  headingLevel?: 1 | 2;
  /** Runs before Edit leaves the page. */
  onLeave?: () => void;
}) {
  const sparkle = useTimedFlag(true);
  const regenerate = useRegenerateImage(npcClientKind, 'detail');
  const [, navigate] = useLocation();
  const repainting = regenerate.isPending || npc.imageStatus === 'pending';
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const PartHeading = headingLevel === 1 ? 'h3' : 'h4';

  return (
    <TitleLevel level={headingLevel}>
      <EntityWorldProvider kind={npcClientKind} entity={npc}>
        <DetailSheet
          className="grid gap-6 md:grid-cols-[minmax(0,17rem)_minmax(0,1fr)] md:grid-rows-[auto_1fr] md:gap-x-8"
          data-testid="npc-details"
        >
          <header className="min-w-0 md:col-start-2 md:row-start-1">
            <Heading className="font-display font-semibold text-3xl text-parchment-50 leading-tight [overflow-wrap:anywhere]">
              {npc.name}
            </Heading>
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
            <OwnerControls className="grid content-start gap-3">
              <div className={ACTION_GRID}>
                <RegenerateButton onClick={() => regenerate.mutate(npc)} busy={repainting}>
                  Regenerate
                </RegenerateButton>
                <EditModeButton />
                <ShareButton kind={npcClientKind} entity={npc} />
                <ExportButton kind={npcClientKind} entity={npc} context="detail" variant="secondary" />
                <MoreExports kind={npcClientKind} entity={npc} />
                <Button
                  variant="secondary"
                  onClick={() => {
                    onLeave?.();
                    navigate(reforgeHref(npcClientKind, npc));
                  }}
                >
                  <HistoryIcon aria-hidden />
                  Re-forge
                </Button>
                <Button asChild variant="secondary">
                  <Link href={forgeHref(itemKind, { kind: 'npc', id: npc.id })} onClick={() => onLeave?.()}>
                    <GemIcon aria-hidden />
                    Forge their item
                  </Link>
                </Button>
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
            </OwnerControls>
          </div>

          <div className="min-w-0 md:col-start-2 md:row-start-2">
            <div className="rule-fade mb-6 max-md:hidden" />

            <div className="grid gap-6">
              <HeaderFieldsSection fields={['name', 'occupation', 'tags']} />
              <DetailSection title="Appearance" fields={['appearance']} section="appearance">
                <p>{npc.appearance}</p>
              </DetailSection>
              <DetailSection title="Personality" fields={['personality']} section="personality">
                <p>{npc.personality}</p>
              </DetailSection>
              <div className="grid items-start gap-6 sm:grid-cols-2">
                <DetailSection title="Traits" fields={['traits']} section="traits">
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
                <DetailSection title="Mannerisms" fields={['mannerisms']} section="mannerisms">
                  <BulletList items={npc.mannerisms} />
                </DetailSection>
              </div>
              {npc.flaws.length ? (
                <DetailSection title="Flaws" fields={['flaws']} section="flaws">
                  <BulletList items={npc.flaws} />
                </DetailSection>
              ) : null}
              {npc.secrets.length ? (
                <DetailSection title="Secrets" tone="secret" fields={['secrets']} section="secrets">
                  <BulletList items={npc.secrets} />
                </DetailSection>
              ) : null}
              {npc.backstory ? (
                <DetailSection
                  title="Backstory"
                  fields={['backstory']}
                  section="backstory"
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
                <DetailSection title="Motivations" fields={['motivations']} section="motivations">
                  <BulletList items={npc.motivations} />
                </DetailSection>
              ) : null}
              {npc.plotHooks.length ? (
                <DetailSection title="Plot Hooks" fields={['plotHooks']} section="hooks">
                  <ol className="grid gap-3">
                    {npc.plotHooks.map((hook, index) => (
                      <li
                        key={hook.title}
                        className="rounded-lg border border-gold-500/15 bg-ink-900/50 p-3.5"
                      >
                        <PartHeading className="flex items-baseline gap-2 font-display font-semibold text-gold-200">
                          <span className="font-sans text-gold-500 text-xs tabular-nums">{index + 1}.</span>
                          {hook.title}
                        </PartHeading>
                        <p className="mt-1 text-parchment-200">{hook.description}</p>
                      </li>
                    ))}
                  </ol>
                </DetailSection>
              ) : null}
              {npc.statBlock ? <NpcStatBlock name={npc.name} block={npc.statBlock} /> : null}
              <EntityConnections kind={npcClientKind} entity={npc} />
              <EntityOwnerActions kind={npcClientKind} entity={npc} />
            </div>
          </div>
        </DetailSheet>
      </EntityWorldProvider>
    </TitleLevel>
  );
}
