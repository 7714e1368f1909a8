// The phone and tablet navigation (under 1024 px): a menu button opening the sidebar as a drawer.

import { Button } from '@client/components/ui/button';
import { Sheet, SheetContent, SheetDescription, SheetTitle, SheetTrigger } from '@client/components/ui/sheet';
import { MenuIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { SidebarPanel } from './sidebar-panel';

/** The drawer is for widths under this; the desktop sidebar takes over from here. */
export const DRAWER_BREAKPOINT_PX = 1024;

export function MobileNav() {
  const [open, setOpen] = useState(false);
  const [location] = useLocation();

  // Any navigation closes the drawer, including the browser's back button.
  useEffect(() => {
    if (location) setOpen(false);
  }, [location]);

  // Widening the window past the breakpoint hands over to the desktop sidebar.
  useEffect(() => {
    const wide = window.matchMedia(`(min-width: ${DRAWER_BREAKPOINT_PX}px)`);
    const onChange = () => {
      if (wide.matches) setOpen(false);
    };
    wide.addEventListener('change', onChange);
    return () => wide.removeEventListener('change', onChange);
  }, []);

  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetTrigger asChild>
        <Button variant="ghost" size="icon" className="lg:hidden" aria-label="Open navigation menu">
          <MenuIcon className="size-5!" aria-hidden />
        </Button>
      </SheetTrigger>
      <SheetContent
        side="left"
        className="p-0"
        // The drawer is for going somewhere: focus starts on the first navigation link, not the account button.
        onOpenAutoFocus={(event) => {
          const first = (event.currentTarget as HTMLElement | null)?.querySelector<HTMLElement>(
            'nav a[href]',
          );
          if (!first) return;
          event.preventDefault();
          first.focus();
        }}
      >
        <SheetTitle className="sr-only">Navigation</SheetTitle>
        <SheetDescription className="sr-only">Generators, galleries and your account</SheetDescription>
        <SidebarPanel onNavigate={() => setOpen(false)} />
      </SheetContent>
    </Sheet>
  );
}
