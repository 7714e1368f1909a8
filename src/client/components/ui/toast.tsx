// Toast primitives on Radix Toast: provider, viewport (top on phones, bottom right from sm), variants and parts.

import { cn } from '@client/lib/cn';
import { cva, type VariantProps } from 'class-variance-authority';
import { XIcon } from 'lucide-react';
import { Toast as ToastPrimitive } from 'radix-ui';
import type * as React from 'react';

export const ToastProvider = ToastPrimitive.Provider;

export function ToastViewport({ className, ...props }: React.ComponentProps<typeof ToastPrimitive.Viewport>) {
  return (
    <ToastPrimitive.Viewport
      className={cn(
        // At the top on a phone (the spec), below the sticky header rather than over it.
        'fixed top-[65px] z-[100] flex max-h-screen w-full flex-col-reverse gap-2 p-4 outline-none',
        'sm:top-auto sm:right-0 sm:bottom-0 sm:flex-col md:max-w-[420px]',
        className,
      )}
      {...props}
    />
  );
}

const toastVariants = cva(
  [
    'group pointer-events-auto relative flex w-full items-start justify-between gap-3 overflow-hidden rounded-lg border p-4 pr-10',
    'shadow-[0_18px_50px_-12px_rgb(0_0_0/0.85)] backdrop-blur-sm',
    'data-[state=open]:animate-[toast-in_0.25s_cubic-bezier(0.2,0.7,0.2,1)] data-[state=closed]:animate-[toast-out_0.2s_ease-in_forwards]',
    'data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=cancel]:translate-x-0 data-[swipe=cancel]:transition-transform',
    'data-[swipe=end]:animate-[toast-swipe-out_0.2s_ease-out_forwards]',
  ],
  {
    variants: {
      variant: {
        default:
          'border-gold-500/35 bg-ink-800/95 text-parchment-100 before:absolute before:inset-y-0 before:left-0 before:w-1 before:bg-[linear-gradient(180deg,var(--color-gold-300),var(--color-ember-500))]',
        destructive:
          'destructive border-blood-500/60 bg-[#2e0e0a]/95 text-parchment-50 before:absolute before:inset-y-0 before:left-0 before:w-1 before:bg-blood-500',
      },
    },
    defaultVariants: { variant: 'default' },
  },
);

export type ToastProps = React.ComponentProps<typeof ToastPrimitive.Root> &
  VariantProps<typeof toastVariants>;

/** The attribute on the close button of every dialog and sheet (dialog.tsx, sheet.tsx): Escape reaches it past a toast. */
export const ESCAPE_CLOSE_ATTRIBUTE = 'data-escape-close';

/**
 * A toast is a layer of its own in Radix, above any dialog that was open when it appeared, so Escape would close
 * the toast first and the dialog only on a second press. Escape means 'close what I am working in': with a
 * dialog open it closes the topmost dialog and leaves the toast to time out.
 */
function escapeToTopDialog(event: KeyboardEvent): void {
  const open = document.querySelectorAll<HTMLElement>('[role="dialog"][data-state="open"]');
  const close = open[open.length - 1]?.querySelector<HTMLElement>(`[${ESCAPE_CLOSE_ATTRIBUTE}]`);
  if (!close) return;
  event.preventDefault();
  close.click();
}

export function Toast({ className, variant, onEscapeKeyDown, ...props }: ToastProps) {
  return (
    <ToastPrimitive.Root
      className={cn(toastVariants({ variant }), className)}
      onEscapeKeyDown={(event) => {
        onEscapeKeyDown?.(event);
        if (!event.defaultPrevented) escapeToTopDialog(event);
      }}
      {...props}
    />
  );
}

export function ToastTitle({ className, ...props }: React.ComponentProps<typeof ToastPrimitive.Title>) {
  return (
    <ToastPrimitive.Title
      className={cn('font-display font-semibold text-[0.95rem] text-parchment-50 tracking-wide', className)}
      {...props}
    />
  );
}

export function ToastDescription({
  className,
  ...props
}: React.ComponentProps<typeof ToastPrimitive.Description>) {
  return (
    <ToastPrimitive.Description
      className={cn('mt-0.5 text-[0.98rem] text-parchment-200 leading-snug', className)}
      {...props}
    />
  );
}

export function ToastAction({ className, ...props }: React.ComponentProps<typeof ToastPrimitive.Action>) {
  return (
    <ToastPrimitive.Action
      className={cn(
        'inline-flex h-8 shrink-0 items-center rounded-md border border-gold-500/40 px-3 font-sans font-semibold text-gold-200 text-xs hover:bg-gold-500/10',
        'group-[.destructive]:border-blood-300/40 group-[.destructive]:text-blood-300',
        className,
      )}
      {...props}
    />
  );
}

export function ToastClose({ className, ...props }: React.ComponentProps<typeof ToastPrimitive.Close>) {
  return (
    <ToastPrimitive.Close
      aria-label="Close"
      className={cn(
        'absolute top-3 right-3 rounded-md p-1 text-parchment-400 transition-colors hover:text-parchment-50',
        'focus-visible:outline-2 focus-visible:outline-gold-300',
        className,
      )}
      {...props}
    >
      <XIcon className="size-4" aria-hidden />
    </ToastPrimitive.Close>
  );
}
