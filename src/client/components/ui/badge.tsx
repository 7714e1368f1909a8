// Badge primitive: small caps labels such as 'Soon' or a rarity.

import { cn } from '@client/lib/cn';
import { cva, type VariantProps } from 'class-variance-authority';
import type * as React from 'react';

export const badgeVariants = cva(
  'inline-flex items-center gap-1 rounded-full border px-2 py-0.5 font-sans font-semibold text-[0.65rem] uppercase leading-4 tracking-[0.12em]',
  {
    variants: {
      variant: {
        default: 'border-gold-500/40 bg-gold-500/10 text-gold-300',
        ember: 'border-ember-500/40 bg-ember-500/10 text-ember-300',
        muted: 'border-parchment-400/25 bg-parchment-100/5 text-parchment-400',
        destructive: 'border-blood-500/50 bg-blood-700/40 text-blood-300',
      },
    },
    defaultVariants: { variant: 'default' },
  },
);

export function Badge({
  className,
  variant,
  ...props
}: React.ComponentProps<'span'> & VariantProps<typeof badgeVariants>) {
  return <span className={cn(badgeVariants({ variant }), className)} {...props} />;
}
