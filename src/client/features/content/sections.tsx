// The text blocks every kind's card backs and detail views are made of: titled sections, gilt bullet lists and
// small labelled facts, so all kinds read alike.
import { cn } from '@client/lib/cn';
import type * as React from 'react';
import { CopyButton } from './copy-button';

export function BulletList({ items, className }: { items: readonly string[]; className?: string }) {
  return (
    <ul className={cn('grid gap-1', className)}>
      {items.map((item) => (
        <li key={item} className="flex gap-2">
          <span className="mt-[0.55rem] size-1 shrink-0 rotate-45 bg-gold-500" aria-hidden />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}

/** A section of a card's back: a small gilt heading, an optional copy button, the text. */
export function CardSection({
  title,
  copy,
  children,
}: {
  title: string;
  copy?: { text: string; label: string; description: string };
  children: React.ReactNode;
}) {
  return (
    <section className="grid gap-1">
      <div className="flex items-center justify-between gap-2">
        <h4 className="font-sans font-semibold text-[0.68rem] text-gold-400 uppercase tracking-[0.18em]">
          {title}
        </h4>
        {copy ? <CopyButton text={copy.text} label={copy.label} description={copy.description} /> : null}
      </div>
      <div className="text-[0.95rem] text-parchment-200 leading-snug">{children}</div>
    </section>
  );
}

/** A section of a detail view, named for screen readers by its title. */
export function DetailSection({
  title,
  action,
  tone,
  className,
  children,
}: {
  title: string;
  action?: React.ReactNode;
  /** 'secret': set apart in ember, for what the players must not read over the game master's shoulder. */
  tone?: 'secret';
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <section
      aria-label={title}
      className={cn(
        'grid content-start gap-2 text-[1.02rem] text-parchment-200 leading-relaxed',
        tone === 'secret' && 'rounded-lg border border-ember-600/30 bg-ember-700/10 p-4',
        className,
      )}
    >
      <div className="flex items-center justify-between gap-2">
        <h3 className="font-sans font-semibold text-[0.7rem] text-gold-400 uppercase tracking-[0.2em]">
          {title}
        </h3>
        {action}
      </div>
      {children}
    </section>
  );
}

/** A labelled value in a facts grid (`<dl>`). */
export function Fact({
  label,
  children,
  wrap = false,
}: {
  label: string;
  children: React.ReactNode;
  /** Let a long value wrap instead of truncating it. */
  wrap?: boolean;
}) {
  return (
    <div className="min-w-0">
      <dt className="text-[0.68rem] text-parchment-500 uppercase tracking-[0.16em]">{label}</dt>
      <dd className={cn('text-parchment-100', wrap ? 'text-pretty' : 'truncate')}>{children}</dd>
    </div>
  );
}
