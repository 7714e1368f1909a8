// The sidebar's content: brand, navigation groups and (when signed in) the account menu at the foot.

import { BrandWordmark } from '@client/components/brand-mark';
import { ScrollArea } from '@client/components/ui/scroll-area';
import { ROUTES } from '@client/lib/routes';
import { useSession } from '@client/lib/session-store';
import { Link } from 'wouter';
import { AccountMenu } from './account-menu';
import { SidebarNav } from './sidebar-nav';

export function SidebarPanel({ onNavigate }: { onNavigate?: () => void }) {
  const { isAuthenticated } = useSession();
  return (
    <div className="relative flex h-full min-h-0 w-full flex-col bg-[linear-gradient(180deg,var(--color-ink-900),var(--color-ink-950))]">
      <div className="flex h-16 shrink-0 items-center border-gold-500/12 border-b px-5">
        <Link
          href={ROUTES.home}
          onClick={onNavigate}
          className="rounded-md focus-visible:outline-2 focus-visible:outline-gold-300 focus-visible:outline-offset-4"
          aria-label="Loreforge home"
        >
          <BrandWordmark />
        </Link>
      </div>
      <ScrollArea className="min-h-0 flex-1">
        <SidebarNav onNavigate={onNavigate} />
      </ScrollArea>
      {isAuthenticated ? (
        <div className="shrink-0 border-gold-500/12 border-t p-3">
          <AccountMenu variant="sidebar" />
        </div>
      ) : null}
    </div>
  );
}
