// Slider primitive on Radix Slider: a recessed groove filled with gilt up to a round brass thumb.

import { cn } from '@client/lib/cn';
import { Slider as SliderPrimitive } from 'radix-ui';
import type * as React from 'react';

export function Slider({
  className,
  thumbLabel,
  ...props
}: React.ComponentProps<typeof SliderPrimitive.Root> & {
  /** The thumb's accessible name (the thumb, not the root, is what a keyboard focuses). */
  thumbLabel?: string;
}) {
  return (
    <SliderPrimitive.Root
      className={cn(
        'relative flex h-6 w-full touch-none select-none items-center data-[disabled]:opacity-55',
        className,
      )}
      {...props}
    >
      <SliderPrimitive.Track className="relative h-1.5 w-full grow overflow-hidden rounded-full bg-ink-950 shadow-[0_1px_2px_0_rgb(0_0_0/0.6)_inset] ring-1 ring-ink-600">
        <SliderPrimitive.Range className="absolute h-full bg-[linear-gradient(90deg,var(--color-gold-600),var(--color-gold-400))]" />
      </SliderPrimitive.Track>
      <SliderPrimitive.Thumb
        aria-label={thumbLabel}
        className={cn(
          'block size-5 cursor-grab rounded-full border border-gold-300 bg-[radial-gradient(circle_at_35%_30%,var(--color-gold-200),var(--color-gold-500)_60%,var(--color-gold-700))]',
          'shadow-[0_2px_6px_rgb(0_0_0/0.6)] transition-[box-shadow] active:cursor-grabbing',
          'focus-visible:outline-2 focus-visible:outline-gold-300 focus-visible:outline-offset-2 focus-visible:ring-4 focus-visible:ring-gold-400/25',
        )}
      />
    </SliderPrimitive.Root>
  );
}
