// Route guard for signed-in pages: signed out -> 'Authentication Required' toast and back to / (the page asked for
// is remembered and opened after signing in); else refresh the user.

import { toast } from '@client/components/ui/use-toast';
import { refreshUser } from '@client/lib/refresh-user';
import { ROUTES } from '@client/lib/routes';
import { useSession } from '@client/lib/session-store';
import type * as React from 'react';
import { useEffect } from 'react';
import { useLocation, useSearch } from 'wouter';
import { rememberReturnPath } from './return-path';

export function RequireAuth({ children }: { children: React.ReactNode }) {
  const { isAuthenticated } = useSession();
  const [location, navigate] = useLocation();
  const search = useSearch();

  // biome-ignore lint/correctness/useExhaustiveDependencies: entering each protected page (a new location) refreshes the user.
  useEffect(() => {
    if (!isAuthenticated) {
      rememberReturnPath(`${location}${search ? `?${search}` : ''}`);
      toast({
        variant: 'destructive',
        title: 'Authentication Required',
        description: 'Please log in or create an account to access this feature.',
      });
      navigate(ROUTES.home, { replace: true });
      return;
    }
    void refreshUser();
  }, [isAuthenticated, location, navigate]);

  return isAuthenticated ? children : null;
}
