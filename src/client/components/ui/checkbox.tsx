// Checkbox primitive on Radix Checkbox: an inked square that fills with gold and a tick when checked.

import { cn } from '@client/lib/cn';
import { CheckIcon } from 'lucide-react';
import { Checkbox as CheckboxPrimitive } from 'radix-ui';
import type * as React from 'react';

export function Checkbox({ className, ...props }: React.ComponentProps<typeof CheckboxPrimitive.Root>) {
  return (
    <CheckboxPrimitive.Root
      className={cn(
        'peer inline-flex size-5 shrink-0 cursor-pointer items-center justify-center rounded-[5px] border border-ink-500 bg-ink-900 transition-colors',
        'shadow-[0_1px_2px_0_rgb(0_0_0/0.5)_inset] hover:border-gold-500/70',
        'focus-visible:outline-2 focus-visible:outline-gold-300 focus-visible:outline-offset-2',
        'data-[state=checked]:border-gold-400 data-[state=checked]:bg-[linear-gradient(180deg,var(--color-gold-300),var(--color-gold-500))] data-[state=checked]:text-ink-950',
        'disabled:cursor-not-allowed disabled:opacity-55',
        className,
      )}
      {...props}
    >
      <CheckboxPrimitive.Indicator>
        <CheckIcon className="size-3.5" strokeWidth={3} aria-hidden />
      </CheckboxPrimitive.Indicator>
    </CheckboxPrimitive.Root>
  );
}
