// Tooltip primitive on Radix Tooltip: a small ink label for icon-only controls.

import { cn } from '@client/lib/cn';
import { Tooltip as TooltipPrimitive } from 'radix-ui';
import type * as React from 'react';

export const TooltipProvider = TooltipPrimitive.Provider;
export const Tooltip = TooltipPrimitive.Root;
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
