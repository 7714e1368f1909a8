// Logout: tell the server (POST /api/auth/logout), forget the session, toast 'Logged Out' and go home.

import { toast } from '@client/components/ui/use-toast';
import { apiCommand } from '@client/lib/api-client';
import { queryClient } from '@client/lib/query-client';
import { ROUTES } from '@client/lib/routes';
import { clearSession } from '@client/lib/session-store';
import { API } from '@shared/api-paths';
import { useCallback } from 'react';
import { useLocation } from 'wouter';

export function useLogout(): () => Promise<void> {
  const [, navigate] = useLocation();
  return useCallback(async () => {
    try {
      await apiCommand(API.logout);
    } catch (error) {
      // The local session is cleared anyway: the user asked to leave, and an expired token is gone already.
      console.error('Error logging out:', error);
    }
    // Leave the protected page first, so its guard does not mistake the sign-out for a visitor.
    navigate(ROUTES.home);
    clearSession();
    queryClient.clear();
    toast({ title: 'Logged Out', description: 'You have been successfully logged out.' });
  }, [navigate]);
}
