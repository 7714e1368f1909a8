// Home for signed-in users: a greeting, the four forges, their galleries and the support link.

import { EmberField } from '@client/components/ember-field';
import { PageContainer } from '@client/components/page-container';
import { Button } from '@client/components/ui/button';
import { ROUTES, SUPPORT_URL } from '@client/lib/routes';
import { creditsWord, displayCredits, isNewAccount, useSession } from '@client/lib/session-store';
import { useDocumentTitle } from '@client/lib/use-document-title';
import type { LucideIcon } from 'lucide-react';
import {
  ArrowRightIcon,
  BookMarkedIcon,
  CastleIcon,
  CoffeeIcon,
  CoinsIcon,
  DramaIcon,
  FlagIcon,
  GemIcon,
  LibraryBigIcon,
  MapIcon,
  ShieldHalfIcon,
} from 'lucide-react';
import { Link } from 'wouter';

type Forge = { href: string; title: string; description: string; icon: LucideIcon; accent: string };

const FORGES: readonly Forge[] = [
  {
    href: ROUTES.npcGenerator,
    title: 'NPC Generator',
    description:
      'Summon innkeepers, nobles and cutpurses with a face, a voice, a past they hide and a hook for your next session.',
    icon: DramaIcon,
    accent: 'from-ember-500/25',
  },
  {
    href: ROUTES.magicItemGenerator,
    title: 'Magic Item Generator',
    description:
      'Temper blades, rings and curious trinkets, from common charms to artifacts, each with lore, quirks and mechanics.',
    icon: GemIcon,
    accent: 'from-gold-400/25',
  },
  {
    href: ROUTES.townGenerator,
    title: 'Town Builder',
    description:
      'Raise hamlets and sprawling cities complete with a map, the people who run them and the rumours in their taverns.',
    icon: CastleIcon,
    accent: 'from-ember-600/25',
  },
  {
    href: ROUTES.factionGenerator,
    title: 'Faction Generator',
    description:
      'Found guilds, cults and secret orders with an emblem, a hierarchy, rivals and ambitions to tangle your players in.',
    icon: ShieldHalfIcon,
    accent: 'from-gold-500/25',
  },
];

const ARCHIVES: readonly { href: string; label: string; icon: LucideIcon }[] = [
  { href: ROUTES.npcGallery, label: 'NPC Gallery', icon: LibraryBigIcon },
  { href: ROUTES.magicItemGallery, label: 'Magic Item Gallery', icon: BookMarkedIcon },
  { href: ROUTES.townGallery, label: 'Town Gallery', icon: MapIcon },
  { href: ROUTES.factionGallery, label: 'Faction Gallery', icon: FlagIcon },
];

export function HomeDashboard() {
  const { user } = useSession();
  useDocumentTitle('The Great Hall');
  const name = user?.username;

  return (
    <PageContainer className="grid gap-10 lg:gap-12">
      <header className="flex flex-col gap-5 sm:flex-row sm:items-end sm:justify-between motion-safe:animate-fade-up">
        <div>
          <p className="font-sans font-semibold text-[0.72rem] text-ember-400 uppercase tracking-[0.24em]">
            The Great Hall
          </p>
          <h1 className="mt-3 font-display font-semibold text-[2.1rem] text-parchment-50 leading-tight sm:text-5xl">
            {isNewAccount(name) ? 'Welcome' : 'Welcome back'}
            {name ? (
              <>
                , <span className="text-gilded">{name}</span>
              </>
            ) : null}
          </h1>
          <p className="mt-3 max-w-2xl text-parchment-300 text-xl">
            Choose a forge and let the tale begin. Everything you create waits for you in your galleries.
          </p>
        </div>
        <div className="flex shrink-0 items-center gap-3 self-start rounded-full border border-gold-500/25 bg-ink-900/70 py-2 pr-5 pl-2 sm:self-auto">
          <span className="flex size-9 items-center justify-center rounded-full bg-gold-500/15">
            <CoinsIcon className="size-[1.1rem] text-gold-300" aria-hidden />
          </span>
          <span className="font-sans">
            <span className="block font-semibold text-gold-200 text-lg tabular-nums leading-tight">
              {displayCredits(user)}
            </span>
            <span className="block text-parchment-400 text-xs">{creditsWord(displayCredits(user))}</span>
          </span>
        </div>
      </header>

      <section aria-labelledby="forges-heading">
        <h2 id="forges-heading" className="sr-only">
          Forges
        </h2>
        <ul className="grid gap-5 sm:grid-cols-2">
          {FORGES.map((forge, index) => (
            <li
              key={forge.href}
              className="motion-safe:animate-fade-up"
              style={{ animationDelay: `${index * 70}ms` }}
            >
              <ForgeCard forge={forge} />
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="archives-heading">
        <h2
          id="archives-heading"
          className="font-sans font-semibold text-[0.72rem] text-parchment-400 uppercase tracking-[0.22em]"
        >
          Your archives
        </h2>
        <ul className="mt-4 flex flex-wrap gap-2.5">
          {ARCHIVES.map(({ href, label, icon: Icon }) => (
            <li key={href}>
              <Link
                href={href}
                className="inline-flex h-10 items-center gap-2 rounded-full border border-gold-500/20 bg-ink-900/60 px-4 font-sans font-medium text-parchment-200 text-sm transition-colors hover:border-gold-400/50 hover:text-gold-200 focus-visible:outline-2 focus-visible:outline-gold-300 focus-visible:outline-offset-2"
              >
                <Icon className="size-4 text-gold-400" aria-hidden />
                {label}
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <SupportCard />
    </PageContainer>
  );
}

function ForgeCard({ forge }: { forge: Forge }) {
  const Icon = forge.icon;
  return (
    <Link
      href={forge.href}
      className="panel group relative flex h-full flex-col overflow-hidden rounded-2xl p-6 transition-[border-color,transform,box-shadow] duration-300 hover:-translate-y-0.5 hover:border-gold-400/45 hover:shadow-[var(--shadow-panel),0_0_50px_-18px_rgb(224_97_42/0.6)] focus-visible:outline-2 focus-visible:outline-gold-300 focus-visible:outline-offset-4 sm:p-7"
    >
      <span
        className={`pointer-events-none absolute -top-24 -right-24 size-64 rounded-full bg-radial ${forge.accent} to-transparent opacity-70 blur-2xl transition-opacity group-hover:opacity-100`}
        aria-hidden
      />
      <span className="relative flex size-14 items-center justify-center rounded-full border border-gold-400/45 bg-[radial-gradient(circle_at_30%_25%,var(--color-ink-600),var(--color-ink-900))] shadow-[0_0_30px_-8px_rgb(224_97_42/0.55)]">
        <Icon className="size-6 text-gold-300" aria-hidden />
      </span>
      <h3 className="relative mt-5 font-display font-semibold text-2xl text-parchment-50">{forge.title}</h3>
      <p className="relative mt-2 flex-1 text-lg text-parchment-300 leading-relaxed">{forge.description}</p>
      <span className="relative mt-6 inline-flex items-center gap-2 font-sans font-semibold text-gold-300 text-sm tracking-wide group-hover:text-gold-200">
        Enter the forge
        <ArrowRightIcon className="size-4 transition-transform group-hover:translate-x-1" aria-hidden />
      </span>
    </Link>
  );
}

function SupportCard() {
  return (
    <section
      aria-labelledby="support-heading"
      className="panel relative overflow-hidden rounded-2xl p-6 sm:flex sm:items-center sm:justify-between sm:gap-8 sm:p-8"
    >
      <EmberField className="opacity-60" />
      <div className="relative">
        <h2 id="support-heading" className="font-display font-semibold text-parchment-50 text-xl">
          Keep the forge fires burning
        </h2>
        <p className="mt-1.5 max-w-2xl text-parchment-300">
          Loreforge is made by a small band of game masters. If it saved your session prep, a tip keeps the
          embers glowing.
        </p>
      </div>
      <Button asChild variant="outline" size="lg" className="relative mt-5 shrink-0 sm:mt-0">
        <a href={SUPPORT_URL} target="_blank" rel="noopener noreferrer">
          <CoffeeIcon aria-hidden />
          Leave a tip
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
      </Button>
    </section>
  );
}
