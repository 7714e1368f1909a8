// An NPC in the gallery: a flip card with the portrait in front and the character's story on the back.
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { ScrollArea } from '@client/components/ui/scroll-area';
import { launchConfetti } from '@client/features/content/confetti';
import { ExportButton } from '@client/features/content/export-button';
import { FlipCard } from '@client/features/content/flip-card';
import { DownloadImageButton, RegenerateImageButton } from '@client/features/content/image-actions';
import { ImageFrame } from '@client/features/content/image-frame';
import { useRegenerateImage } from '@client/features/content/regenerate-image';
import { BulletList, CardSection } from '@client/features/content/sections';
import { BookOpenIcon } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { npcClientKind } from './npc-client-kind';
import { type NpcEntity, npcLine } from './npc-text';

/** Tags shown on the card's front (spec section 9). */
export const CARD_TAG_LIMIT = 2;

export function NpcCard({
  npc,
  fresh,
  onOpenDetails,
}: {
  npc: NpcEntity;
  /** Created in the last 5 minutes and not yet celebrated on this visit. */
  fresh: boolean;
  onOpenDetails: () => void;
}) {
  const [flipped, setFlipped] = useState(false);
  const regenerate = useRegenerateImage(npcClientKind);
  const card = useRef<HTMLElement>(null);
  const regeneratePending = regenerate.isPending || npc.imageStatus === 'pending';

  useEffect(() => {
    if (fresh && card.current) launchConfetti(card.current);
  }, [fresh]);

  return (
    <FlipCard
      ref={card}
      label={npc.name}
      flipped={flipped}
      onFlippedChange={setFlipped}
      highlighted={fresh}
      data-testid="npc-card"
      data-npc-id={npc.id}
      front={
        <>
          <ImageFrame
            kind={npcClientKind}
            entity={npc}
            alt={`Portrait of ${npc.name}`}
            className="h-[17rem] shrink-0 border-gold-500/15 border-b"
            // Portraits are square and the frame is wide: keep the head and headwear, crop the chest.
            imageClassName="object-[50%_20%]"
            sparkle={fresh}
            compact
            regenerating={regenerate.isPending}
            onRegenerate={() => regenerate.mutate(npc)}
          />
          <div className="flex min-h-0 flex-1 flex-col gap-2 p-4">
            <h3 className="min-w-0 font-display font-semibold text-parchment-50 text-xl leading-tight">
              <button
                type="button"
                onClick={onOpenDetails}
                className="max-w-full cursor-pointer truncate rounded-sm text-left transition-colors hover:text-gold-200 focus-visible:outline-2 focus-visible:outline-gold-300 focus-visible:outline-offset-2"
                title={`Open the details of ${npc.name}`}
              >
                {npc.name}
              </button>
            </h3>
            <p className="truncate font-sans text-parchment-300 text-sm">{npcLine(npc)}</p>
            <ul className="flex flex-wrap gap-1.5" aria-label="Tags">
              {npc.tags.slice(0, CARD_TAG_LIMIT).map((tag) => (
                <li key={tag}>
                  <Badge variant="muted">{tag}</Badge>
                </li>
              ))}
            </ul>
            <div className="mt-auto flex items-center justify-between gap-2">
              <span className="font-sans text-parchment-500 text-xs">Turn over for their story</span>
              <div className="flex gap-2">
                <DownloadImageButton kind={npcClientKind} entity={npc} />
                <RegenerateImageButton
                  noun={npcClientKind.texts.image.noun}
                  pending={regeneratePending}
                  onRegenerate={() => regenerate.mutate(npc)}
                />
              </div>
            </div>
          </div>
        </>
      }
      back={
        <>
          <div className="shrink-0 border-gold-500/15 border-b px-4 pt-4 pb-3 pr-14">
            <p className="truncate font-display font-semibold text-lg text-parchment-50">{npc.name}</p>
            <p className="truncate font-sans text-parchment-400 text-xs">{npcLine(npc)}</p>
          </div>
          <div className="relative min-h-0 flex-1">
            <ScrollArea
              className="h-full"
              viewportProps={{ tabIndex: 0, 'aria-label': `The story of ${npc.name}` }}
            >
              <div className="grid gap-4 px-4 pt-3.5 pb-8">
                <CardSection title="Appearance">{npc.appearance}</CardSection>
                <CardSection title="Personality">{npc.personality}</CardSection>
                {npc.backstory ? (
                  <CardSection
                    title="Backstory"
                    copy={{
                      text: npc.backstory,
                      label: 'Copy backstory',
                      description: `Backstory of ${npc.name}`,
                    }}
                  >
                    {npc.backstory}
                  </CardSection>
                ) : null}
                {npc.motivations.length ? (
                  <CardSection
                    title="Motivations"
                    copy={{
                      text: npc.motivations.map((m) => `- ${m}`).join('\n'),
                      label: 'Copy motivations',
                      description: `Motivations of ${npc.name}`,
                    }}
                  >
                    <BulletList items={npc.motivations} />
                  </CardSection>
                ) : null}
                {npc.secrets.length ? (
                  <CardSection title="Secrets">
                    <BulletList items={npc.secrets} />
                  </CardSection>
                ) : null}
                {npc.flaws.length ? (
                  <CardSection title="Flaws">
                    <BulletList items={npc.flaws} />
                  </CardSection>
                ) : null}
              </div>
            </ScrollArea>
            {/* A fade at the foot says the story goes on below. */}
            <div
              className="pointer-events-none absolute inset-x-0 bottom-0 h-8 bg-[linear-gradient(180deg,transparent,rgb(20_16_12/0.95))]"
              aria-hidden
            />
          </div>
          <div className="grid shrink-0 grid-cols-2 gap-2 border-gold-500/15 border-t p-3">
            <ExportButton kind={npcClientKind} entity={npc} variant="secondary" size="sm" />
            <Button size="sm" onClick={onOpenDetails}>
              <BookOpenIcon aria-hidden />
              View Details
            </Button>
          </div>
        </>
      }
    />
  );
}
