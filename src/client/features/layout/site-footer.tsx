// The page foot: copyright and the privacy policy link.

import { cn } from '@client/lib/cn';
import { ROUTES } from '@client/lib/routes';
import { Link } from 'wouter';

// The spec fixes the year shown (product spec: "The copyright year shown is 2025"), though issue 23 asked otherwise.
export const COPYRIGHT_YEAR = 2025;

export function SiteFooter({ withSidebar }: { withSidebar: boolean }) {
  return (
    <footer className="border-gold-500/10 border-t">
      <div
        className={cn(
          'flex flex-col items-center justify-between gap-2 px-4 py-6 font-sans text-parchment-500 text-xs sm:flex-row sm:px-6',
          withSidebar ? 'lg:px-10' : 'mx-auto w-full max-w-6xl lg:px-10',
        )}
      >
        <p>© {COPYRIGHT_YEAR} Loreforge</p>
        <nav aria-label="Footer" className="flex items-center gap-5">
          <span className="hidden sm:inline">Forged for game masters</span>
          <Link
            href={ROUTES.privacyPolicy}
            className="rounded-sm text-parchment-400 hover:text-gold-300 focus-visible:outline-2 focus-visible:outline-gold-300 focus-visible:outline-offset-2"
          >
            Privacy Policy
          </Link>
        </nav>
      </div>
    </footer>
  );
}
