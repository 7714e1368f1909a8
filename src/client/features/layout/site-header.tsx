// The top bar: drawer button and brand on small screens, the account menu (or a way to sign in) on the right.

import { BrandWordmark } from '@client/components/brand-mark';
import { Button } from '@client/components/ui/button';
import { cn } from '@client/lib/cn';
import { ROUTES } from '@client/lib/routes';
import { useSession } from '@client/lib/session-store';
import { LogInIcon } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Link, useLocation } from 'wouter';

// Loaded on demand: the signed-out home shows neither, and they carry Radix menus, dialogs and positioning.
const AccountMenu = lazy(() => import('./account-menu').then((m) => ({ default: m.AccountMenu })));
const MobileNav = lazy(() => import('./mobile-nav').then((m) => ({ default: m.MobileNav })));
// The search button and its Ctrl-K / Cmd-K shortcut, for signed-in users only; the palette itself loads on first use.
const SearchLauncher = lazy(() =>
  import('@client/features/search/search-launcher').then((m) => ({ default: m.SearchLauncher })),
);

export function SiteHeader({ withSidebar }: { withSidebar: boolean }) {
  const { isAuthenticated } = useSession();
  const [location] = useLocation();
  return (
    <header className="sticky top-0 z-40 border-gold-500/10 border-b bg-ink-950/80 backdrop-blur-md supports-[backdrop-filter]:bg-ink-950/65">
      <div
        className={cn(
          'flex h-16 items-center gap-2 px-4 sm:px-6',
          withSidebar ? 'lg:px-10' : 'mx-auto w-full max-w-6xl lg:px-10',
        )}
      >
        {withSidebar ? (
          <Suspense fallback={<span className="size-9 lg:hidden" aria-hidden />}>
            <MobileNav />
          </Suspense>
        ) : null}
        <Link
          href={ROUTES.home}
          aria-label="Loreforge home"
          className={cn(
            'rounded-md focus-visible:outline-2 focus-visible:outline-gold-300 focus-visible:outline-offset-4',
            withSidebar && 'lg:hidden',
          )}
        >
          <BrandWordmark />
        </Link>
        <div className="ml-auto flex items-center gap-2">
          {isAuthenticated ? (
            <Suspense fallback={<span className="size-9" aria-hidden />}>
              <SearchLauncher />
              <AccountMenu variant="header" />
            </Suspense>
          ) : location !== ROUTES.home ? (
            <Button asChild variant="outline" size="sm">
              <Link href={ROUTES.home}>
                <LogInIcon aria-hidden />
                Log In
              </Link>
            </Button>
          ) : null}
        </div>
      </div>
    </header>
  );
}
