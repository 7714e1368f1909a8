// The not-found screen: a large 404, 'The Tome Cannot Be Found', a short scroll of text and the way home.

import { Button } from '@client/components/ui/button';
import { ScrollArea } from '@client/components/ui/scroll-area';
import { ROUTES } from '@client/lib/routes';
import { useDocumentTitle } from '@client/lib/use-document-title';
import { HomeIcon } from 'lucide-react';
import { Link } from 'wouter';

// Elder Futhark runes drawn as strokes (no font on earth is guaranteed to carry the Runic block).
// Positions are fixed so nothing jumps between renders.
const RUNES = [
  { path: 'M8 2v20M8 7l8-5M8 12l8-5', className: 'top-[12%] left-[8%] size-12', delay: '0s' },
  { path: 'M8 2v20M8 3l7 4.5L8 12l8 10', className: 'top-[20%] right-[10%] size-10', delay: '1.4s' },
  { path: 'M12 3l6 7-12 11M12 3L6 10l12 11', className: 'bottom-[22%] left-[12%] size-10', delay: '2.8s' },
  { path: 'M8 2v20M8 3l8 5M8 9l8 5', className: 'bottom-[14%] right-[14%] size-12', delay: '0.7s' },
  { path: 'M12 2v20M12 11L5 3M12 11l7-8', className: 'top-[48%] left-[3%] size-8', delay: '3.6s' },
  { path: 'M8 2v20M8 7l7 5-7 5', className: 'top-[55%] right-[4%] size-8', delay: '2.1s' },
  { path: 'M6 2v20M18 2v20M6 3l12 9M18 3L6 12', className: 'top-[6%] left-[46%] size-7', delay: '4.4s' },
  { path: 'M4 4v16M20 4v16M4 4l16 16M20 4L4 20', className: 'bottom-[6%] left-[52%] size-7', delay: '5.2s' },
  { path: 'M16 3l-8 9 8 9', className: 'top-[34%] left-[22%] size-6', delay: '1.9s' },
  { path: 'M12 2v20M5 9l7-7 7 7', className: 'top-[70%] right-[24%] size-6', delay: '3.1s' },
];

export function NotFoundPage() {
  useDocumentTitle('Page not found');
  return (
    <div className="relative flex flex-1 items-center justify-center overflow-hidden px-4 py-16 sm:py-20">
      <div className="pointer-events-none absolute inset-0" aria-hidden>
        {RUNES.map((rune) => (
          <svg
            key={rune.path}
            aria-hidden
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.6"
            strokeLinecap="round"
            strokeLinejoin="round"
            className={`absolute text-gold-400 opacity-40 drop-shadow-[0_0_8px_rgb(224_180_90/0.6)] motion-safe:animate-float-rune ${rune.className}`}
            style={{ animationDelay: rune.delay }}
          >
            <path d={rune.path} />
          </svg>
        ))}
      </div>

      <div className="relative flex w-full max-w-xl flex-col items-center text-center">
        <div className="relative flex size-64 items-center justify-center sm:size-80">
          <div
            className="absolute inset-0 rounded-full border border-gold-500/25 border-dashed motion-safe:animate-spin-slow"
            aria-hidden
          />
          <div
            className="absolute inset-6 rounded-full border border-ember-500/35 motion-safe:animate-pulse-ring"
            aria-hidden
          />
          <div
            className="absolute inset-12 rounded-full border border-gold-400/20 border-dotted motion-safe:animate-spin-slower"
            aria-hidden
          />
          <div
            className="absolute inset-16 rounded-full bg-[radial-gradient(circle,rgb(224_97_42/0.25),transparent_70%)] blur-md"
            aria-hidden
          />
          <p className="relative font-display font-bold text-8xl text-gilded leading-none tracking-wider sm:text-9xl">
            404
          </p>
        </div>

        <h1 className="mt-4 font-display font-semibold text-3xl text-parchment-50 sm:text-4xl">
          The Tome Cannot Be Found
        </h1>

        <div className="relative mt-6 w-full">
          <ScrollArea
            viewportProps={{ tabIndex: 0, 'aria-label': 'Message from the archivists' }}
            className="h-52 w-full rounded-lg border border-gold-500/20 bg-ink-900/70 sm:h-32 shadow-[inset_0_2px_10px_rgb(0_0_0/0.5)]"
          >
            <p className="px-5 py-3.5 text-left text-lg text-parchment-300 italic leading-relaxed">
              The scroll you seek has been misplaced by careless hands, or perhaps it never existed at all.
              The archivists have searched every shelf and found only dust and silence. They suggest you
              return to the main hall and begin your search anew.
            </p>
          </ScrollArea>
          {/* A soft fade at the foot hints that the scroll goes on. */}
          <div
            className="pointer-events-none absolute inset-x-px bottom-px h-6 rounded-b-lg bg-gradient-to-t from-ink-900 to-transparent"
            aria-hidden
          />
        </div>

        <Button asChild size="lg" className="mt-8">
          <Link href={ROUTES.home}>
            <HomeIcon aria-hidden />
            Return to the Great Hall
          </Link>
        </Button>
      </div>
    </div>
  );
}
