// Button primitive: gilded primary, quiet secondary, outline, ghost, destructive and link styles.

import { cn } from '@client/lib/cn';
import { cva, type VariantProps } from 'class-variance-authority';
import { Slot } from 'radix-ui';
import type * as React from 'react';

export const buttonVariants = cva(
  [
    'inline-flex shrink-0 cursor-pointer select-none items-center justify-center gap-2 whitespace-nowrap rounded-md',
    'font-sans font-semibold text-sm tracking-wide transition-[color,background-color,border-color,box-shadow,transform]',
    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold-300',
    'disabled:pointer-events-none disabled:opacity-55 aria-busy:cursor-progress aria-busy:opacity-55',
    '[&_svg]:pointer-events-none [&_svg]:size-4 [&_svg]:shrink-0',
  ],
  {
    variants: {
      variant: {
        default: [
          'border border-gold-400/60 text-ink-950 shadow-[0_1px_0_0_rgb(255_240_200/0.45)_inset,0_8px_24px_-10px_rgb(224_97_42/0.7)]',
          'bg-[linear-gradient(180deg,var(--color-gold-300),var(--color-gold-500)_55%,var(--color-ember-600))]',
          'hover:brightness-110 active:translate-y-px',
        ],
        secondary:
          'border border-gold-500/25 bg-ink-750 text-parchment-100 hover:border-gold-400/50 hover:bg-ink-700 active:translate-y-px',
        outline:
          'border border-gold-500/45 bg-transparent text-gold-300 hover:bg-gold-500/10 hover:text-gold-200 active:translate-y-px',
        ghost: 'text-parchment-200 hover:bg-parchment-100/8 hover:text-parchment-50',
        destructive:
          'border border-blood-500/60 bg-blood-700 text-parchment-50 hover:bg-blood-500 active:translate-y-px',
        link: 'h-auto px-0 text-gold-300 underline-offset-4 hover:text-gold-200 hover:underline',
      },
      size: {
        sm: 'h-8 px-3 text-xs',
        default: 'h-10 px-4',
        lg: 'h-12 px-6 text-[0.95rem]',
        icon: 'size-10',
      },
    },
    compoundVariants: [{ variant: 'link', className: 'h-auto px-0' }],
    defaultVariants: { variant: 'default', size: 'default' },
  },
);

export type ButtonProps = React.ComponentProps<'button'> &
  VariantProps<typeof buttonVariants> & {
    /** Render the single child (a link) with the button's look instead of a <button>. */
    asChild?: boolean;
    /**
     * The button's action is running: it looks disabled and ignores clicks but keeps keyboard focus (`disabled`
     * would throw focus to the page, out of a dialog's reach), and says so to screen readers.
     */
    busy?: boolean;
  };

export function Button({
  className,
  variant,
  size,
  asChild = false,
  type,
  busy,
  onClick,
  ...props
}: ButtonProps) {
  if (asChild) {
    return (
      <Slot.Root className={cn(buttonVariants({ variant, size }), className)} onClick={onClick} {...props} />
    );
  }
  return (
    <button
      type={type ?? 'button'}
      className={cn(buttonVariants({ variant, size }), className)}
      aria-disabled={busy || undefined}
      aria-busy={busy || undefined}
      onClick={busy ? (event) => event.preventDefault() : onClick}
      {...props}
    />
  );
}
