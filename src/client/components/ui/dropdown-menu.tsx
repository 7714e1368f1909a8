// Dropdown menu primitive on Radix DropdownMenu: the account menu's panel, items, labels and separators.

import { cn } from '@client/lib/cn';
import { DropdownMenu as MenuPrimitive } from 'radix-ui';
import type * as React from 'react';

/**
 * Not modal: a modal Radix menu hides the rest of the page from screen readers with aria-hidden while it stays
 * focusable (axe: aria-hidden-focus). The menu still takes focus, moves by arrow keys and closes on Escape or an
 * outside click.
 */
export function DropdownMenu({ modal = false, ...props }: React.ComponentProps<typeof MenuPrimitive.Root>) {
  return <MenuPrimitive.Root modal={modal} {...props} />;
}
export const DropdownMenuTrigger = MenuPrimitive.Trigger;
export const DropdownMenuGroup = MenuPrimitive.Group;

export function DropdownMenuContent({
  className,
  sideOffset = 8,
  ...props
}: React.ComponentProps<typeof MenuPrimitive.Content>) {
  // Drawn where its trigger is, not portalled to the end of <body>: the menu stays inside its trigger's landmark
  // (banner, sidebar, main or dialog), so no content of the page sits outside every landmark (axe `region`).
  return (
    <MenuPrimitive.Content
      sideOffset={sideOffset}
      className={cn(
        'panel z-50 min-w-56 overflow-hidden rounded-lg p-1.5 font-sans text-parchment-100 text-sm',
        'data-[state=open]:animate-[fade-up_0.15s_ease-out_both]',
        className,
      )}
      {...props}
    />
  );
}

export function DropdownMenuItem({
  className,
  variant = 'default',
  ...props
}: React.ComponentProps<typeof MenuPrimitive.Item> & { variant?: 'default' | 'destructive' }) {
  return (
    <MenuPrimitive.Item
      className={cn(
        'relative flex cursor-pointer select-none items-center gap-2.5 rounded-md px-2.5 py-2 outline-none transition-colors',
        'data-[disabled]:pointer-events-none data-[disabled]:opacity-50 [&_svg]:size-4 [&_svg]:shrink-0',
        variant === 'destructive'
          ? 'text-ember-300 data-[highlighted]:bg-ember-500/15 data-[highlighted]:text-ember-300'
          : 'data-[highlighted]:bg-gold-500/12 data-[highlighted]:text-gold-200',
        className,
      )}
      {...props}
    />
  );
}

export function DropdownMenuLabel({ className, ...props }: React.ComponentProps<typeof MenuPrimitive.Label>) {
  return <MenuPrimitive.Label className={cn('px-2.5 py-2', className)} {...props} />;
}

export function DropdownMenuSeparator({
  className,
  ...props
}: React.ComponentProps<typeof MenuPrimitive.Separator>) {
  return (
    <MenuPrimitive.Separator className={cn('-mx-1.5 my-1.5 h-px bg-gold-500/15', className)} {...props} />
  );
}
