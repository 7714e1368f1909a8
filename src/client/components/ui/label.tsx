// Label primitive on Radix Label (clicking it focuses its control).

import { cn } from '@client/lib/cn';
import { Label as LabelPrimitive } from 'radix-ui';
import type * as React from 'react';

export function Label({ className, ...props }: React.ComponentProps<typeof LabelPrimitive.Root>) {
  return (
    <LabelPrimitive.Root
      className={cn('font-sans font-medium text-parchment-200 text-sm leading-none', className)}
      {...props}
    />
  );
}
