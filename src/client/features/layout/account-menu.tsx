// The account menu (sidebar and header): username, the 'Credits' row and Logout.

import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@client/components/ui/dropdown-menu';
import { cn } from '@client/lib/cn';
import { ROUTES } from '@client/lib/routes';
import { creditsWord, displayCredits, useSession } from '@client/lib/session-store';
import { ChevronsUpDownIcon, CoinsIcon, LogOutIcon, ReceiptTextIcon } from 'lucide-react';
import { useLocation } from 'wouter';
import { useLogout } from './use-logout';

function Avatar({ name, className }: { name: string; className?: string }) {
  return (
    <span
      className={cn(
        'flex size-8 shrink-0 items-center justify-center rounded-full border border-gold-400/60 bg-[radial-gradient(circle_at_30%_25%,var(--color-ember-600),var(--color-ink-800))] font-display font-semibold text-parchment-50 text-sm',
        className,
      )}
      aria-hidden
    >
      {name.charAt(0).toUpperCase() || '?'}
    </span>
  );
}

export function AccountMenu({ variant }: { variant: 'sidebar' | 'header' }) {
  const { user } = useSession();
  const logout = useLogout();
  const [, navigate] = useLocation();
  const username = user?.username ?? 'Adventurer';
  const credits = displayCredits(user);

  return (
    <DropdownMenu>
      {/* The name is the visible text plus 'Account menu' (WCAG 2.5.3: the accessible name contains what is seen). */}
      <DropdownMenuTrigger
        className={cn(
          'flex cursor-pointer items-center gap-2.5 rounded-lg text-left font-sans transition-colors focus-visible:outline-2 focus-visible:outline-gold-300',
          variant === 'sidebar'
            ? 'w-full border border-gold-500/15 bg-ink-850 p-2.5 hover:border-gold-500/35 hover:bg-ink-800'
            : 'h-10 rounded-full border border-transparent py-1 pr-3 pl-1 hover:border-gold-500/25 hover:bg-ink-800 max-sm:pr-1',
        )}
      >
        <Avatar name={username} />
        <span className={cn('min-w-0', variant === 'header' && 'hidden sm:block')}>
          <span className="block truncate font-medium text-parchment-100 text-sm">{username}</span>
          {variant === 'sidebar' ? (
            <span className="block text-parchment-400 text-xs">
              {credits} {creditsWord(credits)}
            </span>
          ) : null}
        </span>
        <span className="sr-only">Account menu</span>
        {variant === 'sidebar' ? (
          <ChevronsUpDownIcon className="ml-auto size-4 text-parchment-500" aria-hidden />
        ) : null}
      </DropdownMenuTrigger>
      <DropdownMenuContent
        align={variant === 'sidebar' ? 'start' : 'end'}
        side={variant === 'sidebar' ? 'top' : 'bottom'}
        className="w-64"
      >
        <DropdownMenuLabel className="flex items-center gap-3">
          <Avatar name={username} className="size-9" />
          <span className="min-w-0">
            <span className="block truncate font-semibold text-parchment-50" data-testid="account-username">
              {username}
            </span>
            {user?.email ? (
              <span className="block truncate text-parchment-400 text-xs">{user.email}</span>
            ) : null}
          </span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <div className="flex items-center justify-between px-2.5 py-2 text-parchment-200">
          <span className="flex items-center gap-2.5">
            <CoinsIcon className="size-4 text-gold-400" aria-hidden />
            Credits
          </span>
          <span className="font-semibold text-gold-200 tabular-nums" data-testid="account-credits">
            {credits}
          </span>
        </div>
        <DropdownMenuItem onSelect={() => navigate(ROUTES.account)}>
          <ReceiptTextIcon aria-hidden />
          Your account
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem variant="destructive" onSelect={() => void logout()}>
          <LogOutIcon aria-hidden />
          Logout
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
