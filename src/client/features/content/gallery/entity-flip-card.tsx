// An entity's card in a gallery: the flip card every kind shares (picture, action rows, the back's scrolling text),
// with the kind's own lines on each face.
import { Button } from '@client/components/ui/button';
import { ScrollArea } from '@client/components/ui/scroll-area';
import { cn } from '@client/lib/cn';
import { BookOpenIcon } from 'lucide-react';
import type * as React from 'react';
import { useEffect, useRef, useState } from 'react';
import type { ClientKind, KindEntity } from '../client-kind';
import { DownloadImageButton, RegenerateImageButton } from '../details/image-actions';
import { ImageFrame } from '../details/image-frame';
import { useRegenerateImage } from '../details/regenerate-image';
import { ExportButton } from '../exports/export-button';
import { firstCelebration, launchConfetti } from './confetti';
import { FlipCard } from './flip-card';

export function EntityFlipCard<Data extends Record<string, unknown> & { name: string }>({
  kind,
  entity,
  fresh,
  onOpenDetails,
  image,
  frontClassName,
  front,
  turnOverHint,
  backHeader,
  backLabel,
  back,
  detailsLabel = 'View Details',
  exportLabel = 'Export PDF',
  frontDetails = false,
  ...props
}: {
  kind: ClientKind<Data>;
  entity: KindEntity<Data>;
  /** Created in the last 5 minutes and not yet celebrated on this visit. */
  fresh: boolean;
  onOpenDetails: () => void;
  /**
   * How the picture sits in the card's wide frame; `frameClassName` changes the frame (a shorter one leaves the front
   * room for more text).
   */
  image: { alt: string; fit?: 'cover' | 'contain'; imageClassName?: string; frameClassName?: string };
  /** The layout of the front's text block, whose foot is the shared action row. */
  frontClassName: string;
  /** The kind's lines under the picture: name, kind line, tags. */
  front: React.ReactNode;
  /** The words beside the front's picture buttons, e.g. 'Turn over for their story' (unused with `frontDetails`). */
  turnOverHint?: string;
  /**
   * The front's foot carries the button that opens the details (`detailsLabel`) in place of `turnOverHint`, for a kind
   * whose spec puts View Details on the front (factions).
   */
  frontDetails?: boolean;
  /** The kind's lines under the name at the top of the back. */
  backHeader: React.ReactNode;
  /** The accessible name of the back's scrolling text. */
  backLabel: string;
  /** The kind's sections on the back. */
  back: React.ReactNode;
  /** The back's button that opens the details (the spec names it per kind: 'View Full Details' for towns). */
  detailsLabel?: string;
  /** The back's export button ('Export' for towns). */
  exportLabel?: string;
} & Omit<React.ComponentProps<'article'>, 'children' | 'ref'>) {
  const [flipped, setFlipped] = useState(false);
  const regenerate = useRegenerateImage(kind);
  const card = useRef<HTMLElement>(null);
  const regeneratePending = regenerate.isPending || entity.imageStatus === 'pending';

  useEffect(() => {
    if (fresh && card.current && firstCelebration(entity.id)) launchConfetti(card.current);
  }, [fresh, entity.id]);

  return (
    <FlipCard
      ref={card}
      label={entity.name}
      flipped={flipped}
      onFlippedChange={setFlipped}
      highlighted={fresh}
      {...props}
      front={
        <>
          <ImageFrame
            kind={kind}
            entity={entity}
            alt={image.alt}
            className={cn('h-[17rem] shrink-0 border-gold-500/15 border-b', image.frameClassName)}
            fit={image.fit}
            imageClassName={image.imageClassName}
            sparkle={fresh}
            compact
            regenerating={regenerate.isPending}
            onRegenerate={() => regenerate.mutate(entity)}
          />
          <div className={frontClassName}>
            {front}
            <div className="mt-auto flex items-center justify-between gap-2">
              {frontDetails ? (
                <Button size="sm" onClick={onOpenDetails}>
                  <BookOpenIcon aria-hidden />
                  {detailsLabel}
                </Button>
              ) : (
                <span className="font-sans text-parchment-500 text-xs">{turnOverHint}</span>
              )}
              <div className="flex gap-2">
                <DownloadImageButton kind={kind} entity={entity} />
                <RegenerateImageButton
                  noun={kind.texts.image.noun}
                  pending={regeneratePending}
                  onRegenerate={() => regenerate.mutate(entity)}
                />
              </div>
            </div>
          </div>
        </>
      }
      back={
        <>
          <div className="shrink-0 border-gold-500/15 border-b px-4 pt-4 pb-3 pr-14">
            {/* The back's own heading: its sections sit under it, as the front's name heads the front. */}
            <h2
              className="line-clamp-2 font-display font-semibold text-lg text-parchment-50 leading-snug"
              title={entity.name}
            >
              {entity.name}
            </h2>
            {backHeader}
          </div>
          <div className="relative min-h-0 flex-1">
            <ScrollArea className="h-full" viewportProps={{ tabIndex: 0, 'aria-label': backLabel }}>
              <div className="grid gap-4 px-4 pt-3.5 pb-8">{back}</div>
            </ScrollArea>
            {/* A fade at the foot says the text goes on below. */}
            <div
              className="pointer-events-none absolute inset-x-0 bottom-0 h-8 bg-[linear-gradient(180deg,transparent,rgb(20_16_12/0.95))]"
              aria-hidden
            />
          </div>
          <div className="grid shrink-0 grid-cols-2 gap-2 border-gold-500/15 border-t p-3">
            <ExportButton kind={kind} entity={entity} variant="secondary" size="sm" label={exportLabel} />
            <Button size="sm" onClick={onOpenDetails}>
              <BookOpenIcon aria-hidden />
              {detailsLabel}
            </Button>
          </div>
        </>
      }
    />
  );
}

/**
 * The entity's name on a card's front: a heading (the level below the page's title) whose button opens the details. Up to two lines, then cut, with
 * the whole name on hover (and in the details).
 */
export function CardNameButton({
  name,
  onOpenDetails,
  className,
}: {
  name: string;
  onOpenDetails: () => void;
  className?: string;
}) {
  return (
    <h2 className={cn('min-w-0 font-display font-semibold text-parchment-50 leading-snug', className)}>
      <button
        type="button"
        onClick={onOpenDetails}
        className="line-clamp-2 max-w-full cursor-pointer rounded-sm text-left [overflow-wrap:anywhere] transition-colors hover:text-gold-200 focus-visible:outline-2 focus-visible:outline-gold-300 focus-visible:outline-offset-2"
        title={name}
      >
        {name}
      </button>
    </h2>
  );
}
