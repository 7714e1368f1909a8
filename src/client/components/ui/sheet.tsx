// Sheet primitive on Radix Dialog: a panel sliding in from a screen edge (the phone navigation drawer, a
// gallery's details).

import { cn } from '@client/lib/cn';
import { cva, type VariantProps } from 'class-variance-authority';
import { XIcon } from 'lucide-react';
import { Dialog as SheetPrimitive } from 'radix-ui';
import type * as React from 'react';
import { useReturnFocus } from './return-focus';

export const Sheet = SheetPrimitive.Root;
export const SheetTrigger = SheetPrimitive.Trigger;
export const SheetClose = SheetPrimitive.Close;
export const SheetTitle = SheetPrimitive.Title;
export const SheetDescription = SheetPrimitive.Description;

const sheetVariants = cva(
  'fixed z-50 flex flex-col border-gold-500/20 bg-ink-900 shadow-[0_0_60px_-10px_rgb(0_0_0/0.9)] focus-visible:outline-none',
  {
    variants: {
      side: {
        left: 'inset-y-0 left-0 h-full w-[min(20rem,86vw)] border-r data-[state=open]:animate-[sheet-in-left_0.25s_cubic-bezier(0.2,0.7,0.2,1)]',
        right:
          'inset-y-0 right-0 h-full w-[min(28rem,92vw)] border-l data-[state=open]:animate-[sheet-in-right_0.25s_cubic-bezier(0.2,0.7,0.2,1)]',
      },
    },
    defaultVariants: { side: 'left' },
  },
);

export function SheetContent({
  side,
  className,
  children,
  closeLabel = 'Close navigation',
  onOpenAutoFocus,
  onCloseAutoFocus,
  ...props
}: React.ComponentProps<typeof SheetPrimitive.Content> &
  VariantProps<typeof sheetVariants> & {
    /** The close button's accessible name. */
    closeLabel?: string;
  }) {
  const returnFocus = useReturnFocus({ onOpenAutoFocus, onCloseAutoFocus });
  return (
    <SheetPrimitive.Portal>
      <SheetPrimitive.Overlay className="fixed inset-0 z-50 bg-ink-950/70 backdrop-blur-[2px] data-[state=open]:animate-[fade-up_0.2s_ease-out_both]" />
      <SheetPrimitive.Content className={cn(sheetVariants({ side }), className)} {...returnFocus} {...props}>
        {children}
        <SheetPrimitive.Close
          data-escape-close=""
          className="absolute top-4 right-3 inline-flex size-9 items-center justify-center rounded-md text-parchment-300 transition-colors hover:bg-parchment-100/8 hover:text-parchment-50 focus-visible:outline-2 focus-visible:outline-gold-300"
        >
          <XIcon className="size-5" aria-hidden />
          <span className="sr-only">{closeLabel}</span>
        </SheetPrimitive.Close>
      </SheetPrimitive.Content>
    </SheetPrimitive.Portal>
  );
}
