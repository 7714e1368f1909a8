// The Loreforge mark: a gilded lozenge holding a forge flame over an anvil, drawn inline (no image request).

import { cn } from '@client/lib/cn';
import { useId } from 'react';

export function BrandMark({ className }: { className?: string }) {
  const id = useId();
  const gold = `${id}-gold`;
  const flame = `${id}-flame`;
  return (
    <svg viewBox="0 0 32 32" className={cn('size-8', className)} aria-hidden focusable="false">
      <defs>
        <linearGradient id={gold} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#f6e1a6" />
          <stop offset="0.55" stopColor="#e0b45a" />
          <stop offset="1" stopColor="#a3762a" />
        </linearGradient>
        <linearGradient id={flame} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#f6e1a6" />
          <stop offset="0.45" stopColor="#ef8148" />
          <stop offset="1" stopColor="#b94818" />
        </linearGradient>
      </defs>
      <path d="M16 1.6 30.4 16 16 30.4 1.6 16Z" fill="#16120e" stroke={`url(#${gold})`} strokeWidth="1.4" />
      <path
        d="M16 4.6 27.4 16 16 27.4 4.6 16Z"
        fill="none"
        stroke={`url(#${gold})`}
        strokeWidth="0.5"
        opacity="0.55"
      />
      <path
        d="M16 7.6c2.5 2.9 4.3 5.3 4.3 8.3a4.3 4.3 0 0 1-8.6 0c0-1.6.7-2.9 1.7-4.1.2 1.3.8 2.2 1.8 2.5-.5-2.5.1-4.5.8-6.7Z"
        fill={`url(#${flame})`}
      />
      <path
        d="M10.8 21.6h10.4M12.6 23.6h6.8"
        stroke={`url(#${gold})`}
        strokeWidth="1.3"
        strokeLinecap="round"
      />
    </svg>
  );
}

export function BrandWordmark({ className }: { className?: string }) {
  return (
    <span className={cn('inline-flex items-center gap-2.5', className)}>
      <BrandMark className="size-8 shrink-0" />
      <span className="font-display font-semibold text-[1.15rem] text-gilded tracking-[0.14em]">
        LOREFORGE
      </span>
    </span>
  );
}
