// The common width and padding of every page's content, so spacing is the same everywhere.

import { cn } from '@client/lib/cn';
import type * as React from 'react';

export function PageContainer({ className, ...props }: React.ComponentProps<'div'>) {
  return (
    <div
      className={cn('mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-10 lg:px-10 lg:py-12', className)}
      {...props}
    />
  );
}
