// Form field layout: label, control and the validation message read out by screen readers.

import { cn } from '@client/lib/cn';
import type * as React from 'react';
import { Label } from './label';

export function fieldErrorId(id: string): string {
  return `${id}-error`;
}

export function FormField({
  id,
  label,
  error,
  hint,
  className,
  children,
}: {
  id: string;
  label: React.ReactNode;
  /** The message under the control; its element id is fieldErrorId(id), for aria-describedby. */
  error?: string | undefined;
  /** Guidance shown under the control while there is no error. */
  hint?: string;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <div className={cn('grid gap-2', className)}>
      <Label htmlFor={id}>{label}</Label>
      {children}
      {error ? (
        <p id={fieldErrorId(id)} className="font-sans text-[0.8rem] text-blood-300 leading-snug" role="alert">
          {error}
        </p>
      ) : hint ? (
        <p className="font-sans text-[0.8rem] text-parchment-400 leading-snug">{hint}</p>
      ) : null}
    </div>
  );
}
