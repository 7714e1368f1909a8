// Tabs primitive on Radix Tabs: a recessed strip whose active tab is lifted in leather and gold. Printed, the strip
// is left out; a detail view's panels (`printed`) are all shown, one after another, as the PDF lists every section.

import { cn } from '@client/lib/cn';
import { Tabs as TabsPrimitive } from 'radix-ui';
import type * as React from 'react';

export const Tabs = TabsPrimitive.Root;

export function TabsList({ className, ...props }: React.ComponentProps<typeof TabsPrimitive.List>) {
  return (
    <TabsPrimitive.List
      className={cn(
        'inline-flex h-11 w-full items-center justify-center gap-1 rounded-lg border border-ink-600 bg-ink-950/70 p-1 print:hidden',
        className,
      )}
      {...props}
    />
  );
}

export function TabsTrigger({ className, ...props }: React.ComponentProps<typeof TabsPrimitive.Trigger>) {
  return (
    <TabsPrimitive.Trigger
      className={cn(
        'inline-flex h-full flex-1 cursor-pointer items-center justify-center gap-2 rounded-md px-3 font-sans font-semibold text-parchment-400 text-sm tracking-wide transition-colors',
        'hover:text-parchment-100 focus-visible:outline-2 focus-visible:outline-gold-300 focus-visible:outline-offset-1',
        'data-[state=active]:bg-ink-700 data-[state=active]:text-gold-200 data-[state=active]:shadow-[0_1px_0_0_rgb(255_232_190/0.08)_inset,0_0_0_1px_rgb(201_150_58/0.35)]',
        className,
      )}
      {...props}
    />
  );
}

export function TabsContent({
  className,
  printed = false,
  ...props
}: React.ComponentProps<typeof TabsPrimitive.Content> & {
  /**
   * Printed even while inactive (a detail view's sections): the panel stays mounted, and on screen an inactive one
   * is not displayed, which also takes it out of the accessibility tree and the Tab order.
   */
  printed?: boolean;
}) {
  // A panel is a Tab stop of its own (Radix), so it needs a ring like any other: a quiet one, offset from its content.
  return (
    <TabsPrimitive.Content
      className={cn(
        'mt-6 rounded-md focus-visible:outline-2 focus-visible:outline-gold-300/60 focus-visible:outline-offset-4',
        printed && '[@media_screen]:data-[state=inactive]:hidden',
        className,
      )}
      {...(printed ? { forceMount: true } : {})}
      {...props}
    />
  );
}
