// The 'Magic Item Details' side sheet over the gallery: the picture (sparkling for 5 s), Export PDF, Regenerate
// Image and the download, then the Details tab (description, abilities, game mechanics, quirks) and the Lore tab
// (appearance, history, tags). The gallery's list keeps it live while a new picture is painted. Read-only (a share
// link's page) and printed, the same sheet without the controls, every tab shown when printed.

import { Badge } from '@client/components/ui/badge';
import { Sheet, SheetContent, SheetDescription, SheetTitle } from '@client/components/ui/sheet';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@client/components/ui/tabs';
import { ACTION_GRID } from '@client/features/content/details/action-grid';
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
import { useTimedFlag } from '@client/features/content/gallery/sparkle';
import { EntityConnections } from '@client/features/content/world/entity-connections';
import { EditModeButton, EntityWorldProvider } from '@client/features/content/world/entity-world';
import { cn } from '@client/lib/cn';
import { BookOpenTextIcon, ScrollTextIcon } from 'lucide-react';
import { AbilityText } from './magic-item-bits';
import { magicItemClientKind } from './magic-item-client-kind';
import { RarityLabel, rarityLook } from './magic-item-rarity';
import { attunementText, itemMechanics, itemTypeLine, type MagicItemEntity } from './magic-item-text';

export function MagicItemDetailsSheet({
  item,
  onClose,
}: {
  item: MagicItemEntity | null;
  onClose: () => void;
}) {
  return (
    <Sheet open={item !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <SheetContent
        side="right"
        closeLabel="Close details"
        className="w-full p-0 sm:w-[min(42rem,100vw)]"
        data-testid="magic-item-details"
      >
        <div className="shrink-0 border-gold-500/15 border-b px-5 py-5 pr-14 sm:px-7">
          <SheetTitle className="font-sans font-semibold text-[0.72rem] text-ember-400 uppercase tracking-[0.24em]">
            Magic Item Details
          </SheetTitle>
          <SheetDescription className="sr-only">
            {item ? `${item.name}: ${item.rarity} ${itemTypeLine(item)}` : ''}
          </SheetDescription>
        </div>
        <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain px-5 sm:px-7">
          {item ? <MagicItemDetails item={item} /> : null}
        </div>
      </SheetContent>
    </Sheet>
  );
}

/** The kind's detail content (`ClientKind.detailView`). */
export function MagicItemDetailView({ entity }: { entity: MagicItemEntity }) {
  return <MagicItemDetails item={entity} headingLevel={1} />;
}

function MagicItemDetails({
  item,
  headingLevel = 2,
}: {
  item: MagicItemEntity;
  /** 1 where the name is the page's title (a share link's page). */
  headingLevel?: 1 | 2;
}) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const sparkle = useTimedFlag(true);
  const regenerate = useRegenerateImage(magicItemClientKind);
  const repainting = regenerate.isPending || item.imageStatus === 'pending';
  const attunement = attunementText(item);
  const mechanics = itemMechanics(item);

  return (
    <TitleLevel level={headingLevel}>
      <EntityWorldProvider kind={magicItemClientKind} entity={item}>
        <DetailSheet className="grid gap-6 pt-6 pb-10">
          <div className="grid gap-5 sm:grid-cols-[13rem_minmax(0,1fr)] sm:items-start">
            <ImageFrame
              kind={magicItemClientKind}
              entity={item}
              alt={`Picture of ${item.name}`}
              className={cn(
                'aspect-square w-full max-w-52 justify-self-center rounded-xl border sm:max-w-none',
                rarityLook(item.rarity).frame,
              )}
              sparkle={sparkle}
              regenerating={regenerate.isPending}
              onRegenerate={() => regenerate.mutate(item)}
            />
            <div className="grid min-w-0 content-start gap-2">
              <RarityLabel rarity={item.rarity} className="text-[0.72rem]" />
              <Heading className="font-display font-semibold text-2xl text-parchment-50 leading-tight [overflow-wrap:anywhere] sm:text-[1.7rem]">
                {item.name}
              </Heading>
              <p className="font-sans text-parchment-300 text-sm">{itemTypeLine(item)}</p>
              <p className="font-serif text-parchment-200 italic">{attunement ?? 'No attunement required'}</p>
              <OwnerControls className={cn('mt-2', ACTION_GRID)}>
                <ExportButton kind={magicItemClientKind} entity={item} variant="secondary" />
                <MoreExports kind={magicItemClientKind} entity={item} />
                <ShareButton kind={magicItemClientKind} entity={item} />
                <EditModeButton />
                <RegenerateButton onClick={() => regenerate.mutate(item)} busy={repainting}>
                  Regenerate Image
                </RegenerateButton>
                <DownloadImageButton
                  kind={magicItemClientKind}
                  entity={item}
                  label="Download Image"
                  className="min-[420px]:col-span-2"
                />
                {regenerate.isError ? (
                  <p className="font-sans text-blood-300 text-sm min-[420px]:col-span-2" role="alert">
                    {magicItemClientKind.texts.image.regenerateFailedDetail}
                  </p>
                ) : null}
              </OwnerControls>
            </div>
          </div>

          <Tabs defaultValue="details">
            <TabsList aria-label="Item sections">
              <TabsTrigger value="details">
                <ScrollTextIcon className="size-4" aria-hidden />
                Details
              </TabsTrigger>
              <TabsTrigger value="lore">
                <BookOpenTextIcon className="size-4" aria-hidden />
                Lore
              </TabsTrigger>
            </TabsList>

            <TabsContent printed value="details" className="grid gap-6">
              <HeaderFieldsSection fields={['name', 'attunementRequirements']} />
              <DetailSection title="Description" fields={['description']} section="description">
                <p className="whitespace-pre-line">{item.description}</p>
              </DetailSection>
              <DetailSection title="Abilities" fields={['abilities']} section="abilities">
                <ul className="grid gap-3">
                  {item.abilities.map((ability) => (
                    <li
                      key={ability}
                      className="rounded-lg border border-gold-500/15 bg-ink-900/50 px-3.5 py-2.5"
                    >
                      <AbilityText ability={ability} />
                    </li>
                  ))}
                </ul>
              </DetailSection>
              <DetailSection title="Game Mechanics">
                <dl
                  className="grid grid-cols-2 gap-x-6 gap-y-3 font-sans text-sm"
                  data-testid="item-game-mechanics"
                >
                  <Fact label="Rarity">{item.rarity}</Fact>
                  <Fact label="Attunement" wrap>
                    {item.requiresAttunement
                      ? `Required${item.attunementRequirements ? ` ${item.attunementRequirements}` : ''}`
                      : 'Not required'}
                  </Fact>
                  {mechanics.map((mechanic) => (
                    <Fact key={mechanic.key} label={mechanic.label} wrap>
                      {mechanic.value}
                    </Fact>
                  ))}
                </dl>
              </DetailSection>
              {item.quirks.length ? (
                <DetailSection title="Quirks" fields={['quirks']} section="quirks">
                  <BulletList items={item.quirks} />
                </DetailSection>
              ) : null}
            </TabsContent>

            <TabsContent printed value="lore" className="grid gap-6">
              <DetailSection title="Appearance" fields={['appearance']} section="appearance">
                <p className="whitespace-pre-line">{item.appearance}</p>
              </DetailSection>
              <DetailSection title="History" fields={['history']} section="history">
                {item.history.trim() ? (
                  <p className="whitespace-pre-line">{item.history}</p>
                ) : (
                  <p className="text-parchment-400 italic">
                    Its history was left unwritten when it was forged.
                  </p>
                )}
              </DetailSection>
              <DetailSection title="Tags" fields={['tags']}>
                <ul className="flex flex-wrap gap-1.5" aria-label="Tags">
                  {item.tags.map((tag) => (
                    <li key={tag}>
                      <Badge>{tag}</Badge>
                    </li>
                  ))}
                </ul>
              </DetailSection>
            </TabsContent>
          </Tabs>
          <EntityConnections kind={magicItemClientKind} entity={item} />
          <EntityOwnerActions kind={magicItemClientKind} entity={item} />
        </DetailSheet>
      </EntityWorldProvider>
    </TitleLevel>
  );
}
