// The heading block of a signed-in page: eyebrow, display title in Cinzel, a line of description and an icon.

import { cn } from '@client/lib/cn';
import type { LucideIcon } from 'lucide-react';
import type * as React from 'react';

export function PageHeader({
  eyebrow,
  title,
  description,
  icon: Icon,
  actions,
  className,
}: {
  eyebrow: string;
  title: string;
  description: React.ReactNode;
  icon: LucideIcon;
  actions?: React.ReactNode;
  className?: string;
}) {
  return (
    <header className={cn('flex flex-col gap-5 sm:flex-row sm:items-end sm:justify-between', className)}>
      <div className="flex items-start gap-4">
        <div className="relative mt-1 hidden size-14 shrink-0 items-center justify-center rounded-full border border-gold-500/40 bg-[radial-gradient(circle_at_30%_25%,var(--color-ink-600),var(--color-ink-900))] shadow-[0_0_30px_-8px_rgb(224_97_42/0.6)] sm:flex">
          <Icon className="size-6 text-gold-300" aria-hidden />
        </div>
        <div className="min-w-0">
          <p className="font-sans font-semibold text-[0.7rem] text-ember-400 uppercase tracking-[0.22em]">
            {eyebrow}
          </p>
          <h1 className="mt-1.5 font-display font-semibold text-3xl text-parchment-50 sm:text-4xl">
            {title}
          </h1>
          <p className="mt-2 max-w-2xl text-lg text-parchment-300">{description}</p>
        </div>
      </div>
      {actions ? <div className="flex shrink-0 flex-wrap gap-2">{actions}</div> : null}
    </header>
  );
}
