// The client application: providers, the app shell and every route of the spec's route table, loaded on demand.
import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useEffect } from 'react';
import { Route, Switch } from 'wouter';
import { PageLoading } from './components/page-loading';
import { Toaster } from './components/ui/toaster';
import { RequireAuth } from './features/auth/require-auth';
import { announceStartUp, type StartUpParams } from './features/auth/start-up';
import { AppShell } from './features/layout/app-shell';
import { SEARCH_PATH } from './features/search/search-paths';
import { queryClient } from './lib/query-client';
import { FACTION_ROUTE, ROUTES, SHARE_ROUTE, TOWN_ROUTE } from './lib/routes';
import { useSession } from './lib/session-store';

const SignInLanding = lazy(() =>
  import('./features/auth/sign-in-landing').then((m) => ({ default: m.SignInLanding })),
);
const HomeDashboard = lazy(() =>
  import('./features/home/home-dashboard').then((m) => ({ default: m.HomeDashboard })),
);
const PrivacyPolicyPage = lazy(() =>
  import('./features/legal/privacy-policy-page').then((m) => ({ default: m.PrivacyPolicyPage })),
);
const NotFoundPage = lazy(() =>
  import('./features/not-found/not-found-page').then((m) => ({ default: m.NotFoundPage })),
);
const NpcGeneratorPage = lazy(() =>
  import('./features/kinds/npc/npc-generator-page').then((m) => ({ default: m.NpcGeneratorPage })),
);
const NpcGalleryPage = lazy(() =>
  import('./features/kinds/npc/npc-gallery-page').then((m) => ({ default: m.NpcGalleryPage })),
);
const MagicItemGeneratorPage = lazy(() =>
  import('./features/kinds/magic-item/magic-item-generator-page').then((m) => ({
    default: m.MagicItemGeneratorPage,
  })),
);
const MagicItemGalleryPage = lazy(() =>
  import('./features/kinds/magic-item/magic-item-gallery-page').then((m) => ({
    default: m.MagicItemGalleryPage,
  })),
);
const TownGeneratorPage = lazy(() =>
  import('./features/kinds/town/town-generator-page').then((m) => ({ default: m.TownGeneratorPage })),
);
const TownGalleryPage = lazy(() =>
  import('./features/kinds/town/town-gallery-page').then((m) => ({ default: m.TownGalleryPage })),
);
const TownPage = lazy(() => import('./features/kinds/town/town-page').then((m) => ({ default: m.TownPage })));
const FactionGeneratorPage = lazy(() =>
  import('./features/kinds/faction/faction-generator-page').then((m) => ({
    default: m.FactionGeneratorPage,
  })),
);
const FactionGalleryPage = lazy(() =>
  import('./features/kinds/faction/faction-gallery-page').then((m) => ({ default: m.FactionGalleryPage })),
);
const SharedPage = lazy(() =>
  import('./features/share/shared-page').then((m) => ({ default: m.SharedPage })),
);
const SearchPage = lazy(() =>
  import('./features/search/search-page').then((m) => ({ default: m.SearchPage })),
);
const AccountPage = lazy(() =>
  import('./features/account/account-page').then((m) => ({ default: m.AccountPage })),
);
const FactionPage = lazy(() =>
  import('./features/kinds/faction/faction-page').then((m) => ({ default: m.FactionPage })),
);

function HomeRoute() {
  const { isAuthenticated } = useSession();
  return isAuthenticated ? <HomeDashboard /> : <SignInLanding />;
}

export function AppRoutes() {
  return (
    <Switch>
      <Route path={ROUTES.home} component={HomeRoute} />
      <Route path={ROUTES.privacyPolicy} component={PrivacyPolicyPage} />
      <Route path={ROUTES.npcGenerator}>
        <RequireAuth>
          <NpcGeneratorPage />
        </RequireAuth>
      </Route>
      <Route path={ROUTES.npcGallery}>
        <RequireAuth>
          <NpcGalleryPage />
        </RequireAuth>
      </Route>
      <Route path={ROUTES.magicItemGenerator}>
        <RequireAuth>
          <MagicItemGeneratorPage />
        </RequireAuth>
      </Route>
      <Route path={ROUTES.magicItemGallery}>
        <RequireAuth>
          <MagicItemGalleryPage />
        </RequireAuth>
      </Route>
      <Route path={ROUTES.townGenerator}>
        <RequireAuth>
          <TownGeneratorPage />
        </RequireAuth>
      </Route>
      <Route path={ROUTES.townGallery}>
        <RequireAuth>
          <TownGalleryPage />
        </RequireAuth>
      </Route>
      <Route path={TOWN_ROUTE}>
        {(params) => (
          <RequireAuth>
            <TownPage id={params.id ?? ''} />
          </RequireAuth>
        )}
      </Route>
      <Route path={ROUTES.factionGenerator}>
        <RequireAuth>
          <FactionGeneratorPage />
        </RequireAuth>
      </Route>
      <Route path={ROUTES.factionGallery}>
        <RequireAuth>
          <FactionGalleryPage />
        </RequireAuth>
      </Route>
      <Route path={FACTION_ROUTE}>
        {(params) => (
          <RequireAuth>{params.id ? <FactionPage id={params.id} /> : <FactionGeneratorPage />}</RequireAuth>
        )}
      </Route>
      <Route path={ROUTES.account}>
        <RequireAuth>
          <AccountPage />
        </RequireAuth>
      </Route>
      <Route path={SEARCH_PATH}>
        <RequireAuth>
          <SearchPage />
        </RequireAuth>
      </Route>
      <Route component={NotFoundPage} />
    </Switch>
  );
}

export function App({ startUp }: { startUp: StartUpParams }) {
  useEffect(() => announceStartUp(startUp), [startUp]);
  return (
    <QueryClientProvider client={queryClient}>
      <Switch>
        {/* A share link's page stands alone: no sidebar, no account menu (decision 019). */}
        <Route path={SHARE_ROUTE}>
          {(params) => (
            <Suspense fallback={<PageLoading />}>
              <SharedPage token={params.token ?? ''} />
            </Suspense>
          )}
        </Route>
        <Route>
          <AppShell>
            <Suspense fallback={<PageLoading />}>
              <AppRoutes />
            </Suspense>
          </AppShell>
        </Route>
      </Switch>
      <Toaster />
    </QueryClientProvider>
  );
}
