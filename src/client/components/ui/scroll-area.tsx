// Scroll area primitive on Radix ScrollArea: thin gilt scrollbars that hide 600 ms after scrolling.

import { cn } from '@client/lib/cn';
import { ScrollArea as ScrollAreaPrimitive } from 'radix-ui';
import type * as React from 'react';

export const SCROLLBAR_HIDE_DELAY_MS = 600;

export function ScrollArea({
  className,
  viewportClassName,
  viewportProps,
  children,
  ...props
}: React.ComponentProps<typeof ScrollAreaPrimitive.Root> & {
  viewportClassName?: string;
  /** E.g. tabIndex 0 and an aria-label, so a keyboard can scroll text that overflows. */
  viewportProps?: React.ComponentProps<typeof ScrollAreaPrimitive.Viewport>;
}) {
  return (
    <ScrollAreaPrimitive.Root
      type="scroll"
      scrollHideDelay={SCROLLBAR_HIDE_DELAY_MS}
      className={cn('relative overflow-hidden', className)}
      {...props}
    >
      <ScrollAreaPrimitive.Viewport
        {...viewportProps}
        className={cn(
          // Radix wraps content in a display:table div that grows to its content; block keeps truncation working.
          'size-full rounded-[inherit] [&>div]:block! focus-visible:outline-2 focus-visible:outline-gold-300 focus-visible:-outline-offset-2',
          viewportClassName,
        )}
      >
        {children}
      </ScrollAreaPrimitive.Viewport>
      <ScrollBar />
      <ScrollAreaPrimitive.Corner />
    </ScrollAreaPrimitive.Root>
  );
}

export function ScrollBar({
  className,
  orientation = 'vertical',
  ...props
}: React.ComponentProps<typeof ScrollAreaPrimitive.Scrollbar>) {
  return (
    <ScrollAreaPrimitive.Scrollbar
      orientation={orientation}
      className={cn(
        'flex touch-none select-none p-px transition-colors',
        orientation === 'vertical' ? 'h-full w-2 border-l border-l-transparent' : 'h-2 flex-col',
        className,
      )}
      {...props}
    >
      <ScrollAreaPrimitive.Thumb className="relative flex-1 rounded-full bg-gold-500/40" />
    </ScrollAreaPrimitive.Scrollbar>
  );
}
