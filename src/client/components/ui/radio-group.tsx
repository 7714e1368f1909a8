// Radio group primitive on Radix RadioGroup: a row of chips, the chosen one lifted in gold (arrow keys move and
// select, as the radio-group pattern says).

import { cn } from '@client/lib/cn';
import { RadioGroup as RadioGroupPrimitive } from 'radix-ui';
import type * as React from 'react';
import { createContext, useContext, useRef } from 'react';

const ARROW_KEYS = new Set(['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight']);
/** How long after an arrow key a chip that takes focus counts as chosen by it. */
const ARROW_FOCUS_WINDOW_MS = 500;

/** When an arrow key was last pressed in this group (0: never). */
const LastArrow = createContext<React.RefObject<number> | null>(null);

/**
 * Radix selects the chip an arrow key moves to only while the key is still held when focus arrives, and it moves
 * focus a tick after the key goes down: a key press that comes and goes at once (assistive software, automation, a
 * quick tap) moves focus without selecting. The group remembers its last arrow key, and a chip focused just after
 * one selects itself.
 */
export function RadioGroup({
  className,
  onKeyDown,
  ...props
}: React.ComponentProps<typeof RadioGroupPrimitive.Root>) {
  const lastArrow = useRef(0);
  return (
    <LastArrow.Provider value={lastArrow}>
      <RadioGroupPrimitive.Root
        className={cn('flex flex-wrap gap-2', className)}
        onKeyDown={(event) => {
          if (ARROW_KEYS.has(event.key)) lastArrow.current = performance.now();
          onKeyDown?.(event);
        }}
        {...props}
      />
    </LastArrow.Provider>
  );
}

export function RadioChip({
  className,
  onFocus,
  ...props
}: React.ComponentProps<typeof RadioGroupPrimitive.Item>) {
  const lastArrow = useContext(LastArrow);
  return (
    <RadioGroupPrimitive.Item
      className={cn(
        'inline-flex h-10 cursor-pointer items-center justify-center gap-2 rounded-full border border-ink-500 bg-ink-900/80 px-4 font-sans font-medium text-parchment-300 text-sm transition-colors',
        'hover:border-gold-500/50 hover:text-parchment-100',
        'focus-visible:outline-2 focus-visible:outline-gold-300 focus-visible:outline-offset-2',
        'data-[state=checked]:border-gold-400/80 data-[state=checked]:bg-gold-500/15 data-[state=checked]:text-gold-200 data-[state=checked]:shadow-[0_0_20px_-6px_rgb(224_180_90/0.6)]',
        className,
      )}
      onFocus={(event) => {
        onFocus?.(event);
        const chip = event.currentTarget;
        const byArrow = lastArrow && performance.now() - lastArrow.current < ARROW_FOCUS_WINDOW_MS;
        if (byArrow && chip.getAttribute('aria-checked') !== 'true') chip.click();
      }}
      {...props}
    />
  );
}
