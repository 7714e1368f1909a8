// The top bar: drawer button and brand on small screens, the account menu (or a way to sign in) on the right.

import { BrandWordmark } from '@client/components/brand-mark';
import { Button } from '@client/components/ui/button';
import { cn } from '@client/lib/cn';
import { ROUTES } from '@client/lib/routes';
import { useSession } from '@client/lib/session-store';
import { LogInIcon } from 'lucide-react';
import { Link, useLocation } from 'wouter';
import { AccountMenu } from './account-menu';
import { MobileNav } from './mobile-nav';

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
        {withSidebar ? <MobileNav /> : null}
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
            <AccountMenu variant="header" />
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
