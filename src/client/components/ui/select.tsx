// Select primitive on Radix Select: an inked trigger like the text inputs and a leather list with a gilt tick.

import { cn } from '@client/lib/cn';
import { CheckIcon, ChevronDownIcon } from 'lucide-react';
import { Select as SelectPrimitive } from 'radix-ui';
import type * as React from 'react';

export const Select = SelectPrimitive.Root;
export const SelectValue = SelectPrimitive.Value;
export const SelectGroup = SelectPrimitive.Group;

export function SelectTrigger({
  className,
  children,
  ...props
}: React.ComponentProps<typeof SelectPrimitive.Trigger>) {
  return (
    <SelectPrimitive.Trigger
      className={cn(
        'flex h-11 w-full min-w-0 cursor-pointer items-center justify-between gap-2 rounded-md border border-ink-500/80 bg-ink-900/80 px-3.5 py-2 text-left font-sans text-[0.95rem] text-parchment-50',
        'shadow-[0_1px_2px_0_rgb(0_0_0/0.5)_inset] transition-[border-color,box-shadow] data-[placeholder]:text-parchment-500',
        'hover:border-ink-500 focus-visible:border-gold-400 focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-gold-400/30',
        'aria-invalid:border-blood-500 disabled:cursor-not-allowed disabled:opacity-60 [&>span]:truncate',
        className,
      )}
      {...props}
    >
      {children}
      <SelectPrimitive.Icon asChild>
        <ChevronDownIcon className="size-4 shrink-0 text-gold-400" aria-hidden />
      </SelectPrimitive.Icon>
    </SelectPrimitive.Trigger>
  );
}

export function SelectContent({
  className,
  children,
  position = 'popper',
  ...props
}: React.ComponentProps<typeof SelectPrimitive.Content>) {
  return (
    <SelectPrimitive.Portal>
      <SelectPrimitive.Content
        position={position}
        sideOffset={6}
        className={cn(
          'panel relative z-50 max-h-[min(var(--radix-select-content-available-height),22rem)] min-w-[var(--radix-select-trigger-width)] overflow-hidden rounded-lg font-sans text-parchment-100 text-sm',
          'data-[state=open]:animate-[fade-up_0.15s_ease-out_both]',
          className,
        )}
        {...props}
      >
        <SelectPrimitive.Viewport className="p-1.5">{children}</SelectPrimitive.Viewport>
      </SelectPrimitive.Content>
    </SelectPrimitive.Portal>
  );
}

export function SelectItem({
  className,
  children,
  ...props
}: React.ComponentProps<typeof SelectPrimitive.Item>) {
  return (
    <SelectPrimitive.Item
      className={cn(
        'relative flex min-h-9 cursor-pointer select-none items-center rounded-md py-1.5 pr-8 pl-2.5 outline-none transition-colors',
        'data-[highlighted]:bg-gold-500/12 data-[highlighted]:text-gold-200 data-[state=checked]:text-gold-200',
        'data-[disabled]:pointer-events-none data-[disabled]:opacity-50',
        className,
      )}
      {...props}
    >
      <SelectPrimitive.ItemText>{children}</SelectPrimitive.ItemText>
      <SelectPrimitive.ItemIndicator className="absolute right-2.5 inline-flex items-center">
        <CheckIcon className="size-4 text-gold-400" aria-hidden />
      </SelectPrimitive.ItemIndicator>
    </SelectPrimitive.Item>
  );
}
