// Separator primitive on Radix Separator: a faded gilt hairline.

import { cn } from '@client/lib/cn';
import { Separator as SeparatorPrimitive } from 'radix-ui';
import type * as React from 'react';

export function Separator({
  className,
  orientation = 'horizontal',
  decorative = true,
  ...props
}: React.ComponentProps<typeof SeparatorPrimitive.Root>) {
  return (
    <SeparatorPrimitive.Root
      decorative={decorative}
      orientation={orientation}
      className={cn(
        'shrink-0 bg-gold-500/20',
        orientation === 'horizontal' ? 'h-px w-full' : 'h-full w-px',
        className,
      )}
      {...props}
    />
  );
}
