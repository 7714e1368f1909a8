// A magic item in the gallery: a flip card with its picture, name, type and rarity in front, and its description,
// first abilities, mechanics and tags on the back.
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { ScrollArea } from '@client/components/ui/scroll-area';
import { launchConfetti } from '@client/features/content/confetti';
import { ExportButton } from '@client/features/content/export-button';
import { FlipCard } from '@client/features/content/flip-card';
import { DownloadImageButton, RegenerateImageButton } from '@client/features/content/image-actions';
import { ImageFrame } from '@client/features/content/image-frame';
import { useRegenerateImage } from '@client/features/content/regenerate-image';
import { CardSection } from '@client/features/content/sections';
import { BookOpenIcon } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { AbilityText, AttunementMark, MechanicsChips } from './magic-item-bits';
import { magicItemClientKind } from './magic-item-client-kind';
import { RarityLabel } from './magic-item-rarity';
import {
  attunementText,
  CARD_ABILITY_LIMIT,
  CARD_TAG_LIMIT,
  itemTypeLine,
  type MagicItemEntity,
  preview,
} from './magic-item-text';

export function MagicItemCard({
  item,
  fresh,
  onOpenDetails,
}: {
  item: MagicItemEntity;
  /** Created in the last 5 minutes and not yet celebrated on this visit. */
  fresh: boolean;
  onOpenDetails: () => void;
}) {
  const [flipped, setFlipped] = useState(false);
  const regenerate = useRegenerateImage(magicItemClientKind);
  const card = useRef<HTMLElement>(null);
  const regeneratePending = regenerate.isPending || item.imageStatus === 'pending';
  const attunement = attunementText(item);
  const abilities = preview(item.abilities, CARD_ABILITY_LIMIT);
  const tags = preview(item.tags, CARD_TAG_LIMIT);

  useEffect(() => {
    if (fresh && card.current) launchConfetti(card.current);
  }, [fresh]);

  return (
    <FlipCard
      ref={card}
      label={item.name}
      flipped={flipped}
      onFlippedChange={setFlipped}
      highlighted={fresh}
      data-testid="magic-item-card"
      data-item-id={item.id}
      front={
        <>
          <ImageFrame
            kind={magicItemClientKind}
            entity={item}
            alt={`Picture of ${item.name}`}
            className="h-[17rem] shrink-0 border-gold-500/15 border-b"
            // Item pictures are square and the frame is wide: show all of it rather than crop a blade tip.
            fit="contain"
            sparkle={fresh}
            compact
            regenerating={regenerate.isPending}
            onRegenerate={() => regenerate.mutate(item)}
          />
          <div className="flex min-h-0 flex-1 flex-col gap-1 px-4 pt-3.5 pb-4">
            <div className="flex min-h-5 items-center justify-between gap-2">
              <RarityLabel rarity={item.rarity} />
              {attunement ? <AttunementMark text={attunement} /> : null}
            </div>
            <h3 className="min-w-0 font-display font-semibold text-parchment-50 text-lg leading-snug">
              <button
                type="button"
                onClick={onOpenDetails}
                className="line-clamp-2 max-w-full cursor-pointer rounded-sm text-left transition-colors hover:text-gold-200 focus-visible:outline-2 focus-visible:outline-gold-300 focus-visible:outline-offset-2"
                title={`Open the details of ${item.name}`}
              >
                {item.name}
              </button>
            </h3>
            <p className="truncate font-sans text-parchment-300 text-sm" data-testid="item-type-line">
              {itemTypeLine(item)}
            </p>
            <div className="mt-auto flex items-center justify-between gap-2">
              <span className="font-sans text-parchment-500 text-xs">Turn over for its powers</span>
              <div className="flex gap-2">
                <DownloadImageButton kind={magicItemClientKind} entity={item} />
                <RegenerateImageButton
                  noun={magicItemClientKind.texts.image.noun}
                  pending={regeneratePending}
                  onRegenerate={() => regenerate.mutate(item)}
                />
              </div>
            </div>
          </div>
        </>
      }
      back={
        <>
          <div className="shrink-0 border-gold-500/15 border-b px-4 pt-4 pb-3 pr-14">
            <p className="truncate font-display font-semibold text-lg text-parchment-50">{item.name}</p>
            <p className="flex min-w-0 items-center gap-2 font-sans text-parchment-400 text-xs">
              <RarityLabel rarity={item.rarity} className="shrink-0 text-[0.62rem]" />
              <span className="truncate">{itemTypeLine(item)}</span>
            </p>
            <MechanicsChips item={item} className="mt-2.5" />
          </div>
          <div className="relative min-h-0 flex-1">
            <ScrollArea
              className="h-full"
              viewportProps={{ tabIndex: 0, 'aria-label': `The powers of ${item.name}` }}
            >
              <div className="grid gap-4 px-4 pt-3.5 pb-8">
                <CardSection title="Description">
                  {/* The whole text is one click away in the details; the back keeps room for the powers. */}
                  <p className="line-clamp-3">{item.description}</p>
                </CardSection>
                <CardSection title="Abilities">
                  <ul className="grid gap-1.5" aria-label="Abilities">
                    {abilities.shown.map((ability) => (
                      <li key={ability}>
                        <AbilityText ability={ability} />
                      </li>
                    ))}
                  </ul>
                  {abilities.more ? <AndMore /> : null}
                </CardSection>
                <CardSection title="Tags">
                  <ul className="flex flex-wrap items-center gap-1.5" aria-label="Tags">
                    {tags.shown.map((tag) => (
                      <li key={tag}>
                        <Badge variant="muted">{tag}</Badge>
                      </li>
                    ))}
                    {tags.more ? (
                      <li>
                        <AndMore />
                      </li>
                    ) : null}
                  </ul>
                </CardSection>
              </div>
            </ScrollArea>
            {/* A fade at the foot says the text goes on below. */}
            <div
              className="pointer-events-none absolute inset-x-0 bottom-0 h-8 bg-[linear-gradient(180deg,transparent,rgb(20_16_12/0.95))]"
              aria-hidden
            />
          </div>
          <div className="grid shrink-0 grid-cols-2 gap-2 border-gold-500/15 border-t p-3">
            <ExportButton kind={magicItemClientKind} entity={item} variant="secondary" size="sm" />
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

function AndMore() {
  return (
    <span className="font-serif text-parchment-400 text-sm italic" data-testid="and-more">
      and more
    </span>
  );
}
