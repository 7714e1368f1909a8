// The navigation list shared by the desktop sidebar and the phone drawer.

import { Badge } from '@client/components/ui/badge';
import { cn } from '@client/lib/cn';
import { Link, useLocation } from 'wouter';
import { isNavItemActive, NAV_GROUPS, type NavItem } from './nav-items';

export function SidebarNav({ onNavigate }: { onNavigate?: () => void }) {
  const [location] = useLocation();
  return (
    <nav aria-label="Main" className="grid grid-cols-1 gap-7 px-3 py-5">
      {NAV_GROUPS.map((group) => (
        <div key={group.title}>
          <h2 className="mb-2 px-3 font-sans font-semibold text-[0.66rem] text-parchment-500 uppercase tracking-[0.22em]">
            {group.title}
          </h2>
          <ul className="grid grid-cols-1 gap-0.5">
            {group.items.map((item) => (
              <li key={item.href}>
                <NavEntry item={item} active={isNavItemActive(item, location)} onNavigate={onNavigate} />
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  );
}

const entryClass =
  'group relative flex h-10 items-center gap-3 rounded-md px-3 font-sans font-medium text-[0.9rem] transition-colors';

function NavEntry({ item, active, onNavigate }: { item: NavItem; active: boolean; onNavigate?: () => void }) {
  const Icon = item.icon;
  if (item.soon) {
    return (
      <span
        aria-disabled="true"
        data-path={item.href}
        className={cn(entryClass, 'cursor-not-allowed text-parchment-500')}
      >
        <Icon className="size-[1.05rem] shrink-0 opacity-70" aria-hidden />
        <span className="flex-1 truncate">{item.label}</span>
        <Badge variant="muted">Soon</Badge>
      </span>
    );
  }
  return (
    <Link
      href={item.href}
      onClick={onNavigate}
      aria-current={active ? 'page' : undefined}
      className={cn(
        entryClass,
        'focus-visible:outline-2 focus-visible:outline-gold-300 focus-visible:-outline-offset-2',
        active
          ? 'bg-[linear-gradient(90deg,rgb(201_150_58/0.18),rgb(201_150_58/0.04))] text-gold-200 before:absolute before:inset-y-2 before:left-0 before:w-0.5 before:rounded-full before:bg-gold-400'
          : 'text-parchment-300 hover:bg-parchment-100/6 hover:text-parchment-50',
      )}
    >
      <Icon
        className={cn(
          'size-[1.05rem] shrink-0 transition-colors',
          active ? 'text-gold-300' : 'text-parchment-500 group-hover:text-gold-300',
        )}
        aria-hidden
      />
      <span className="truncate">{item.label}</span>
    </Link>
  );
}
