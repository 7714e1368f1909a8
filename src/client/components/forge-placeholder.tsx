// The honest body of a page whose tools are still being built: what is coming, and where to go meanwhile.

import { ROUTES } from '@client/lib/routes';
import type { LucideIcon } from 'lucide-react';
import { ArrowLeftIcon, ArrowRightIcon, HammerIcon } from 'lucide-react';
import { Link } from 'wouter';
import { EmberField } from './ember-field';
import { Badge } from './ui/badge';
import { Button } from './ui/button';

export type PlaceholderLink = { label: string; href: string };

export function ForgePlaceholder({
  icon: Icon,
  heading,
  description,
  upcoming,
  next,
}: {
  icon: LucideIcon;
  heading: string;
  description: string;
  /** Short lines naming what the finished page will do. */
  upcoming: readonly string[];
  /** The companion page worth visiting meanwhile (the gallery of a generator, and back). */
  next?: PlaceholderLink;
}) {
  return (
    <section
      aria-labelledby="forge-placeholder-heading"
      className="panel mt-8 overflow-hidden rounded-2xl motion-safe:animate-fade-up"
    >
      <div className="grid lg:grid-cols-[1.15fr_1fr]">
        <div className="p-6 sm:p-10">
          <Badge variant="ember">
            <HammerIcon className="size-3" aria-hidden />
            In the forge
          </Badge>
          <h2
            id="forge-placeholder-heading"
            className="mt-4 font-display font-semibold text-2xl text-parchment-50"
          >
            {heading}
          </h2>
          <p className="mt-3 max-w-prose text-lg text-parchment-300">{description}</p>

          <h3 className="mt-8 font-sans font-semibold text-[0.7rem] text-gold-400 uppercase tracking-[0.2em]">
            What the smiths are building
          </h3>
          <ul className="mt-3 grid gap-2.5">
            {upcoming.map((line) => (
              <li key={line} className="flex items-start gap-3 text-parchment-200">
                <span
                  className="mt-[0.6rem] size-1.5 shrink-0 rotate-45 bg-gold-400 shadow-[0_0_6px_rgb(224_180_90/0.7)]"
                  aria-hidden
                />
                <span>{line}</span>
              </li>
            ))}
          </ul>

          <div className="mt-9 flex flex-wrap gap-3">
            {next ? (
              <Button asChild>
                <Link href={next.href}>
                  {next.label}
                  <ArrowRightIcon aria-hidden />
                </Link>
              </Button>
            ) : null}
            <Button asChild variant="secondary">
              <Link href={ROUTES.home}>
                <ArrowLeftIcon aria-hidden />
                Back to the Great Hall
              </Link>
            </Button>
          </div>
        </div>

        <div
          className="relative flex min-h-64 items-center justify-center overflow-hidden border-gold-500/15 border-t bg-[radial-gradient(circle_at_50%_60%,rgb(224_97_42/0.22),transparent_60%),linear-gradient(180deg,var(--color-ink-900),var(--color-ink-950))] lg:border-t-0 lg:border-l"
          aria-hidden
        >
          <div className="absolute size-64 rounded-full border border-gold-500/20 border-dashed motion-safe:animate-spin-slow" />
          <div className="absolute size-48 rounded-full border border-ember-500/25 motion-safe:animate-pulse-ring" />
          <div className="absolute size-36 rounded-full border border-gold-400/15 border-dotted motion-safe:animate-spin-slower" />
          <div className="relative flex size-24 items-center justify-center rounded-full border border-gold-400/50 bg-[radial-gradient(circle_at_35%_30%,var(--color-ink-600),var(--color-ink-900))] shadow-[0_0_50px_-6px_rgb(224_97_42/0.7)]">
            <Icon className="size-10 text-gold-300 motion-safe:animate-flicker" />
          </div>
          <EmberField />
        </div>
      </div>
    </section>
  );
}
