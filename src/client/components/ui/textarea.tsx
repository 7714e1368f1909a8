// Textarea primitive: the text input's inked field, several lines tall.

import { cn } from '@client/lib/cn';
import type * as React from 'react';

export function Textarea({ className, ...props }: React.ComponentProps<'textarea'>) {
  return (
    <textarea
      className={cn(
        'flex min-h-24 w-full min-w-0 resize-y rounded-md border border-ink-500/80 bg-ink-900/80 px-3.5 py-2.5 font-sans text-[0.95rem] text-parchment-50 leading-relaxed',
        'shadow-[0_1px_2px_0_rgb(0_0_0/0.5)_inset] transition-[border-color,box-shadow] placeholder:text-parchment-500',
        'focus-visible:border-gold-400 focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-gold-400/30',
        'aria-invalid:border-blood-500 disabled:cursor-not-allowed disabled:opacity-60',
        className,
      )}
      {...props}
    />
  );
}
