// /faction-generator and /faction: the FACTION FORGE, QUICK and ADVANCED. It stays on the page after forging and
// shows the outcome (spec section 2): 'Faction Created!' with View Details and the gallery, or 'Generation Failed'.

import { PageContainer } from '@client/components/page-container';
import { PageHeader } from '@client/components/page-header';
import { Button } from '@client/components/ui/button';
import { GeneratorShell } from '@client/features/content/generate/generator-shell';
import { ApiError } from '@client/lib/api-client';
import { ROUTES } from '@client/lib/routes';
import { useDocumentTitle } from '@client/lib/use-document-title';
import { ArrowRightIcon, ShieldCheckIcon, ShieldHalfIcon, TriangleAlertIcon } from 'lucide-react';
import type * as React from 'react';
import { useEffect, useRef } from 'react';
import { Link } from 'wouter';
import { FactionAdvancedForm } from './faction-advanced-form';
import { FACTION_TEXTS, factionClientKind } from './faction-client-kind';
import { FactionQuickForm } from './faction-quick-form';
import { type FactionEntity, factionPagePath } from './faction-text';

const TIPS = [
  'Size sets its reach: a Small Gang holds one back room, a World Organization has chapter houses in many lands.',
  'Secret and clandestine factions get a public face as well as the truth behind it.',
  'Write goals one per line and they are kept as written, in order.',
  'Every faction gets a coat of arms with its blazon, and exports to PDF and Markdown.',
];

export function FactionGeneratorPage() {
  useDocumentTitle('Faction Forge');
  return (
    <PageContainer>
      <PageHeader
        eyebrow="Generators"
        title="FACTION FORGE"
        description="Found guilds, cults, crowns and conspiracies to pull your players into their schemes."
        icon={ShieldHalfIcon}
      />
      <GeneratorShell
        kind={factionClientKind}
        tips={TIPS}
        quick={(props) => <FactionQuickForm {...props} />}
        advanced={(props) => <FactionAdvancedForm {...props} />}
        outcome={(outcome) =>
          outcome.status === 'success' ? (
            <FactionCreated key={outcome.entity.id} faction={outcome.entity} />
          ) : (
            <GenerationFailed error={outcome.error} />
          )
        }
      />
    </PageContainer>
  );
}

/** The outcome card: focused when it appears, so keyboard and screen reader users land on it. */
function OutcomeCard({
  tone,
  icon,
  title,
  children,
  ...props
}: {
  tone: 'success' | 'failure';
  icon: React.ReactNode;
  title: string;
  children: React.ReactNode;
} & Omit<React.ComponentProps<'section'>, 'title'>) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
    heading.current?.scrollIntoView({ block: 'center', behavior: 'smooth' });
  }, []);
  const headingId = `faction-outcome-${tone}`;
  return (
    <section
      aria-labelledby={headingId}
      className={
        tone === 'success'
          ? 'panel relative mt-6 overflow-hidden rounded-xl border-gold-400/50 p-5 motion-safe:animate-[fade-up_0.3s_ease-out_both] sm:p-6'
          : 'mt-6 rounded-xl border border-blood-500/50 bg-blood-900/30 p-5 motion-safe:animate-[fade-up_0.3s_ease-out_both] sm:p-6'
      }
      {...props}
    >
      {tone === 'success' ? (
        <div
          className="pointer-events-none absolute inset-0 bg-[radial-gradient(circle_at_0%_0%,rgb(201_150_58/0.16),transparent_55%)]"
          aria-hidden
        />
      ) : null}
      <div className="relative flex items-start gap-4">
        <span
          className={
            tone === 'success'
              ? 'flex size-11 shrink-0 items-center justify-center rounded-full border border-gold-400/60 bg-gold-500/10 text-gold-300'
              : 'flex size-11 shrink-0 items-center justify-center rounded-full border border-blood-500/60 bg-blood-700/30 text-blood-300'
          }
          aria-hidden
        >
          {icon}
        </span>
        <div className="min-w-0 flex-1">
          <h2
            id={headingId}
            ref={heading}
            tabIndex={-1}
            className="font-display font-semibold text-parchment-50 text-xl outline-none"
          >
            {title}
          </h2>
          {children}
        </div>
      </div>
    </section>
  );
}

function FactionCreated({ faction }: { faction: FactionEntity }) {
  return (
    <OutcomeCard
      tone="success"
      icon={<ShieldCheckIcon className="size-5" />}
      title={FACTION_TEXTS.created}
      data-testid="faction-created"
    >
      <p className="mt-1 text-lg text-parchment-200">
        <strong className="font-semibold text-gold-200 [overflow-wrap:anywhere]">{faction.name}</strong> has
        raised its banner.{faction.imageStatus === 'pending' ? ' Its emblem is being painted now.' : ''}
      </p>
      <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-center">
        <Button asChild>
          <Link href={factionPagePath(faction)}>
            View Details
            <ArrowRightIcon aria-hidden />
          </Link>
        </Button>
        <p className="font-sans text-parchment-400 text-sm">
          It is also waiting in your{' '}
          <Link
            href={ROUTES.factionGallery}
            className="text-gold-300 underline decoration-gold-500/50 underline-offset-4 hover:text-gold-200"
          >
            Faction Gallery
          </Link>
          .
        </p>
      </div>
    </OutcomeCard>
  );
}

function GenerationFailed({ error }: { error: unknown }) {
  const message =
    error instanceof ApiError && error.message.trim() ? error.message : FACTION_TEXTS.failedFallback;
  return (
    <OutcomeCard
      tone="failure"
      icon={<TriangleAlertIcon className="size-5" />}
      title={FACTION_TEXTS.failed}
      role="alert"
      data-testid="faction-failed"
    >
      <p className="mt-1 text-parchment-200">{message}</p>
    </OutcomeCard>
  );
}
