// Start-up (spec section 2): take the sign-in token and the auth flag from the address, then greet or warn.
import { toast } from '@client/components/ui/use-toast';
import { refreshUser } from '@client/lib/refresh-user';
import { getSession } from '@client/lib/session-store';
import { showFlashToast } from './flash-toast';

export type AuthFlag = 'success' | 'error' | null;

export type StartUpParams = { token: string | null; authFlag: AuthFlag };

/**
 * Reads `token` and `auth` from the page address and removes them without a reload, so the token never
 * stays in the history, a bookmark or a shared link.
 */
export function takeStartUpParams(): StartUpParams {
  const url = new URL(window.location.href);
  const token = url.searchParams.get('token');
  const flag = url.searchParams.get('auth');
  if (token !== null || flag !== null) {
    url.searchParams.delete('token');
    url.searchParams.delete('auth');
    window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  }
  return { token: token || null, authFlag: flag === 'success' || flag === 'error' ? flag : null };
}

let announced = false;

/** Runs once after the first render: toasts for the auth flag (or a carried-over toast) and a user refresh. */
export function announceStartUp({ authFlag }: StartUpParams): void {
  // Development's StrictMode runs effects twice; the greeting belongs to the page load, not to the effect.
  if (announced) return;
  announced = true;
  // The flag alone is only a word in an address: celebrate a sign-in that really happened (a token arrived or
  // a session exists), never over the login form of a signed-out visitor.
  if (authFlag === 'success' && getSession().isAuthenticated) {
    toast({ title: 'Successfully logged in!', description: 'Welcome to Loreforge. Your forges are ready.' });
  } else if (authFlag === 'error') {
    toast({
      variant: 'destructive',
      title: 'Authentication failed',
      description: 'Failed to authenticate with Google. Please try again.',
    });
  } else if (authFlag === null) {
    showFlashToast();
  }
  void refreshUser();
}
