// A 460 px card with two faces that turns over in 500 ms (spec sections 2 and 9). A click anywhere flips it
// except on its controls; each face also has a flip button, so keyboards and screen readers can turn it.
import { cn } from '@client/lib/cn';
import { RotateCcwIcon } from 'lucide-react';
import type * as React from 'react';
import { useEffect, useRef } from 'react';

export const CARD_HEIGHT_PX = 460;
export const FLIP_MS = 500;

const INTERACTIVE =
  'button, a, input, select, textarea, label, [role="button"], [role="checkbox"], [data-no-flip]';

export function FlipCard({
  flipped,
  onFlippedChange,
  front,
  back,
  label,
  className,
  highlighted = false,
  ...props
}: {
  flipped: boolean;
  onFlippedChange: (flipped: boolean) => void;
  front: React.ReactNode;
  back: React.ReactNode;
  /** The card's name, for its accessible labels ('Show the back of Aldric'). */
  label: string;
} & { className?: string; highlighted?: boolean } & Omit<React.ComponentProps<'article'>, 'children'>) {
  const frontButton = useRef<HTMLButtonElement>(null);
  const backButton = useRef<HTMLButtonElement>(null);
  // A keyboard user who turns the card keeps their place: focus moves to the flip button of the new face
  // (the old face turns inert, which would otherwise drop focus to the page).
  const moveFocus = useRef(false);
  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    (flipped ? backButton : frontButton).current?.focus();
  }, [flipped]);
  const flipFromButton = (next: boolean) => {
    moveFocus.current = true;
    onFlippedChange(next);
  };

  const onClick = (event: React.MouseEvent<HTMLElement>) => {
    const target = event.target as Element;
    const control = target.closest(INTERACTIVE);
    if (control && event.currentTarget.contains(control)) return;
    // Selecting text to copy it is not a request to turn the card.
    if (window.getSelection()?.toString()) return;
    onFlippedChange(!flipped);
  };

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the click is a shortcut for the mouse; keyboards use each face's flip button.
    <article
      aria-label={label}
      data-flipped={flipped}
      className={cn('group/card relative cursor-pointer [perspective:1800px]', className)}
      style={{ height: CARD_HEIGHT_PX }}
      onClick={onClick}
      {...props}
    >
      <div
        className="relative size-full transition-transform ease-[cubic-bezier(0.3,0.7,0.2,1)] [transform-style:preserve-3d] motion-reduce:transition-none"
        style={{ transitionDuration: `${FLIP_MS}ms`, transform: flipped ? 'rotateY(180deg)' : undefined }}
      >
        <Face side="front" hidden={flipped} highlighted={highlighted}>
          {front}
          <FlipButton
            ref={frontButton}
            label={`Show the back of ${label}`}
            onClick={() => flipFromButton(true)}
          />
        </Face>
        <Face side="back" hidden={!flipped} highlighted={highlighted}>
          {back}
          <FlipButton
            ref={backButton}
            label={`Show the front of ${label}`}
            onClick={() => flipFromButton(false)}
          />
        </Face>
      </div>
    </article>
  );
}

function Face({
  side,
  hidden,
  highlighted,
  children,
}: {
  side: 'front' | 'back';
  hidden: boolean;
  highlighted: boolean;
  children: React.ReactNode;
}) {
  return (
    <div
      data-face={side}
      // The face turned away is out of the tab order and the accessibility tree.
      inert={hidden}
      aria-hidden={hidden || undefined}
      className={cn(
        'panel absolute inset-0 flex flex-col overflow-hidden rounded-xl [backface-visibility:hidden]',
        'transition-[border-color,box-shadow] duration-300 group-hover/card:border-gold-500/40',
        side === 'back' && '[transform:rotateY(180deg)]',
        highlighted && 'border-gold-400/60',
      )}
    >
      {children}
    </div>
  );
}

function FlipButton({
  label,
  onClick,
  ref,
}: {
  label: string;
  onClick: () => void;
  ref: React.Ref<HTMLButtonElement>;
}) {
  return (
    <button
      ref={ref}
      type="button"
      aria-label={label}
      title="Flip card"
      onClick={onClick}
      className="absolute top-2.5 right-2.5 z-20 inline-flex size-8 cursor-pointer items-center justify-center rounded-full border border-gold-500/30 bg-ink-950/70 text-gold-300 backdrop-blur-sm transition-colors hover:border-gold-400/70 hover:text-gold-200 focus-visible:outline-2 focus-visible:outline-gold-300 focus-visible:outline-offset-2"
    >
      <RotateCcwIcon className="size-4" aria-hidden />
    </button>
  );
}
