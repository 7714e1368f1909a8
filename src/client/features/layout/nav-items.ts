// The side navigation's two groups: the four generators, and the galleries plus two entries still to come.

import { ROUTES } from '@client/lib/routes';
import type { LucideIcon } from 'lucide-react';
import {
  BookMarkedIcon,
  BotIcon,
  CastleIcon,
  DramaIcon,
  FlagIcon,
  GemIcon,
  LibraryBigIcon,
  MapIcon,
  ScrollTextIcon,
  ShieldHalfIcon,
} from 'lucide-react';

export type NavItem = {
  href: string;
  label: string;
  icon: LucideIcon;
  /** Shown but not navigable, labelled 'Soon'. */
  soon?: boolean;
  /** Other paths that belong to this entry (detail pages of a gallery). */
  alsoActiveFor?: RegExp;
};

export type NavGroup = { title: string; items: readonly NavItem[] };

export const NAV_GROUPS: readonly NavGroup[] = [
  {
    title: 'Generators',
    items: [
      { href: ROUTES.npcGenerator, label: 'NPC Generator', icon: DramaIcon },
      { href: ROUTES.magicItemGenerator, label: 'Magic Item Forge', icon: GemIcon },
      { href: ROUTES.townGenerator, label: 'Town Builder', icon: CastleIcon },
      {
        href: ROUTES.factionGenerator,
        label: 'Faction Forge',
        icon: ShieldHalfIcon,
        alsoActiveFor: /^\/faction\/?$/,
      },
    ],
  },
  {
    title: 'Tools',
    items: [
      { href: ROUTES.npcGallery, label: 'NPC Gallery', icon: LibraryBigIcon },
      { href: ROUTES.magicItemGallery, label: 'Magic Item Gallery', icon: BookMarkedIcon },
      { href: ROUTES.townGallery, label: 'Town Gallery', icon: MapIcon, alsoActiveFor: /^\/town\/[^/]+$/ },
      {
        href: ROUTES.factionGallery,
        label: 'Faction Gallery',
        icon: FlagIcon,
        alsoActiveFor: /^\/faction\/\d+$/,
      },
      { href: ROUTES.campaignManager, label: 'Campaign Manager', icon: ScrollTextIcon, soon: true },
      { href: ROUTES.aiAssistant, label: 'AI Assistant', icon: BotIcon, soon: true },
    ],
  },
];

export function isNavItemActive(item: NavItem, location: string): boolean {
  return location === item.href || Boolean(item.alsoActiveFor?.test(location));
}
