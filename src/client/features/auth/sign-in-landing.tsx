// Home for visitors who are not signed in: what Loreforge forges, beside the Log In / Register card.

import { useDocumentTitle } from '@client/lib/use-document-title';
import type { LucideIcon } from 'lucide-react';
import { CastleIcon, DramaIcon, GemIcon, ShieldHalfIcon } from 'lucide-react';
import { AuthCard } from './auth-card';

const KINDS: readonly { icon: LucideIcon; name: string; line: string }[] = [
  { icon: DramaIcon, name: 'NPCs', line: 'Faces, voices, secrets and a portrait.' },
  { icon: GemIcon, name: 'Magic Items', line: 'Relics with lore, quirks and mechanics.' },
  { icon: CastleIcon, name: 'Towns', line: 'Settlements with a map and their rumours.' },
  { icon: ShieldHalfIcon, name: 'Factions', line: 'Guilds, cults and crowns with an emblem.' },
];

export function SignInLanding() {
  useDocumentTitle(null);
  return (
    <div className="mx-auto grid w-full max-w-6xl items-start gap-x-16 gap-y-10 px-4 py-10 sm:px-6 sm:py-14 lg:px-10 lg:grid-cols-[1.05fr_1fr] lg:grid-rows-[auto_1fr] lg:py-20">
      <section className="motion-safe:animate-fade-up lg:col-start-1 lg:row-start-1 lg:pt-8">
        <p className="font-sans font-semibold text-[0.72rem] text-ember-400 uppercase tracking-[0.24em]">
          The game master&rsquo;s workshop
        </p>
        <h1 className="mt-4 font-display font-semibold text-[2.4rem] text-parchment-50 leading-[1.08] sm:text-5xl lg:text-[3.6rem]">
          Every tale needs a <span className="text-gilded">forge</span>
        </h1>
        <p className="mt-5 max-w-xl text-parchment-300 text-xl leading-relaxed">
          Conjure characters, magic items, towns and factions in moments, each with its own artwork, and keep
          them in galleries that are yours alone. Less preparing, more playing.
        </p>
      </section>

      <div className="flex justify-center lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:justify-end">
        <AuthCard />
      </div>

      <ul
        className="grid gap-3 sm:grid-cols-2 lg:col-start-1 lg:row-start-2 lg:self-start"
        aria-label="What you can forge"
      >
        {KINDS.map(({ icon: Icon, name, line }) => (
          <li
            key={name}
            className="flex items-start gap-3.5 rounded-xl border border-gold-500/12 bg-ink-900/50 p-4 backdrop-blur-[1px]"
          >
            <span className="flex size-10 shrink-0 items-center justify-center rounded-full border border-gold-500/35 bg-ink-800">
              <Icon className="size-[1.15rem] text-gold-300" aria-hidden />
            </span>
            <span>
              <span className="block font-display font-semibold text-parchment-50 tracking-wide">{name}</span>
              <span className="block text-[0.98rem] text-parchment-400 leading-snug">{line}</span>
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
