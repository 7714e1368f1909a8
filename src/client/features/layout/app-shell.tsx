// The frame around every page: sidebar (not on / and /privacy-policy), header, main content and footer.

import { BrandWordmark } from '@client/components/brand-mark';
import { useFocusRescue } from '@client/components/ui/focus-rescue';
import { cn } from '@client/lib/cn';
import { ROUTES_WITHOUT_SIDEBAR } from '@client/lib/routes';
import type * as React from 'react';
import { lazy, Suspense } from 'react';
import { useLocation } from 'wouter';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

// The sidebar (with its scroll area and account menu) loads on demand: the signed-out home, the first page most
// visitors see, shows none of it.
const SidebarPanel = lazy(() => import('./sidebar-panel').then((m) => ({ default: m.SidebarPanel })));

export function AppShell({ children }: { children: React.ReactNode }) {
  const [location] = useLocation();
  const withSidebar = !ROUTES_WITHOUT_SIDEBAR.includes(location);
  useFocusRescue();
  return (
    <div className="min-h-dvh">
      <a
        href="#main"
        className="sr-only z-[60] rounded-md bg-gold-400 px-4 py-2 font-sans font-semibold text-ink-950 focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to content
      </a>
      {withSidebar ? (
        <aside
          className="fixed inset-y-0 left-0 z-30 hidden w-72 border-gold-500/12 border-r lg:flex"
          aria-label="Sidebar"
        >
          {/* The frame lies under the panel, which covers it once its code is in: no fallback to swap out. */}
          <SidebarSkeleton />
          <Suspense fallback={null}>
            <SidebarPanel />
          </Suspense>
        </aside>
      ) : null}
      <div className={cn('flex min-h-dvh flex-col', withSidebar && 'lg:pl-72')}>
        <SiteHeader withSidebar={withSidebar} />
        <main id="main" tabIndex={-1} className="flex flex-1 flex-col focus-visible:outline-none">
          {children}
        </main>
        <SiteFooter withSidebar={withSidebar} />
      </div>
    </div>
  );
}

/**
 * The sidebar's frame while its code loads (a moment on a slow line): the brand and the shape of the two navigation
 * groups, so the page never shows an empty column. Hidden from assistive technology; the real list follows.
 */
function SidebarSkeleton() {
  return (
    <div
      className="absolute inset-0 flex flex-col bg-[linear-gradient(180deg,var(--color-ink-900),var(--color-ink-950))]"
      aria-hidden
      data-testid="sidebar-skeleton"
    >
      <div className="flex h-16 shrink-0 items-center border-gold-500/12 border-b px-5">
        <BrandWordmark />
      </div>
      <div className="grid gap-7 px-6 py-6">
        {[4, 6].map((rows) => (
          <div key={rows} className="grid gap-3">
            <div className="h-2.5 w-20 rounded bg-parchment-100/8" />
            {Array.from({ length: rows }, (_, i) => (
              <div
                key={i}
                className="h-4 w-40 animate-pulse rounded bg-parchment-100/6 motion-reduce:animate-none"
              />
            ))}
          </div>
        ))}
      </div>
    </div>
  );
}
