// The frame around every page: sidebar (not on / and /privacy-policy), header, main content and footer.

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
