// Radio group primitive on Radix RadioGroup: a row of chips, the chosen one lifted in gold (arrow keys move).

import { cn } from '@client/lib/cn';
import { RadioGroup as RadioGroupPrimitive } from 'radix-ui';
import type * as React from 'react';

export function RadioGroup({ className, ...props }: React.ComponentProps<typeof RadioGroupPrimitive.Root>) {
  return <RadioGroupPrimitive.Root className={cn('flex flex-wrap gap-2', className)} {...props} />;
}

export function RadioChip({ className, ...props }: React.ComponentProps<typeof RadioGroupPrimitive.Item>) {
  return (
    <RadioGroupPrimitive.Item
      className={cn(
        'inline-flex h-10 cursor-pointer items-center justify-center gap-2 rounded-full border border-ink-500 bg-ink-900/80 px-4 font-sans font-medium text-parchment-300 text-sm transition-colors',
        'hover:border-gold-500/50 hover:text-parchment-100',
        'focus-visible:outline-2 focus-visible:outline-gold-300 focus-visible:outline-offset-2',
        'data-[state=checked]:border-gold-400/80 data-[state=checked]:bg-gold-500/15 data-[state=checked]:text-gold-200 data-[state=checked]:shadow-[0_0_20px_-6px_rgb(224_180_90/0.6)]',
        className,
      )}
      {...props}
    />
  );
}
