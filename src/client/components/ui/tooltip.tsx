// Tooltip primitive on Radix Tooltip: a small ink label for icon-only controls.

import { cn } from '@client/lib/cn';
import { Tooltip as TooltipPrimitive } from 'radix-ui';
import type * as React from 'react';

/**
 * A tooltip with its own provider (300 ms delay), so the app needs no provider at its root and the signed-out
 * first load does not carry Radix Tooltip and its positioning code.
 */
export function Tooltip(props: React.ComponentProps<typeof TooltipPrimitive.Root>) {
  return (
    <TooltipPrimitive.Provider delayDuration={300}>
      <TooltipPrimitive.Root {...props} />
    </TooltipPrimitive.Provider>
  );
}
export const TooltipTrigger = TooltipPrimitive.Trigger;

export function TooltipContent({
  className,
  sideOffset = 6,
  ...props
}: React.ComponentProps<typeof TooltipPrimitive.Content>) {
  return (
    <TooltipPrimitive.Portal>
      <TooltipPrimitive.Content
        sideOffset={sideOffset}
        className={cn(
          'z-50 rounded-md border border-gold-500/25 bg-ink-800 px-2.5 py-1.5 font-sans text-parchment-100 text-xs shadow-lg',
          className,
        )}
        {...props}
      />
    </TooltipPrimitive.Portal>
  );
}
