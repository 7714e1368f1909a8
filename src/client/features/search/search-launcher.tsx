// The signed-in shell's way into the search: the header's 'Search' button, which shows its shortcut, and the shortcut
// itself (Ctrl-K, or Cmd-K on Apple keyboards) anywhere in the app. The palette's code loads on first use (or when
// the pointer or focus reaches the button), not with the page.
import { Button } from '@client/components/ui/button';
import { SearchIcon } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';

const loadPalette = () => import('./command-palette');
const CommandPalette = lazy(() => loadPalette().then((m) => ({ default: m.CommandPalette })));

const isApple = /Mac|iPhone|iPad/.test(navigator.userAgent);

/** Ctrl-K or Cmd-K, without other modifiers (Ctrl-Shift-K and the like belong to the browser). */
export function isSearchShortcut(
  event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey'>,
) {
  return (
    (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && event.key.toLowerCase() === 'k'
  );
}

export function SearchLauncher() {
  const [open, setOpen] = useState(false);
  // Once loaded, the palette stays mounted (closed), so Radix can animate it and give focus back on close.
  const [wanted, setWanted] = useState(false);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isSearchShortcut(event) || event.repeat) return;
      // The browser's own Ctrl-K (its address bar search) gives way inside the app.
      event.preventDefault();
      setWanted(true);
      setOpen(true);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        aria-keyshortcuts="Control+K Meta+K"
        onPointerEnter={() => void loadPalette()}
        onFocus={() => void loadPalette()}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
        className="h-9 gap-2 border border-parchment-400/20 px-2.5 text-parchment-300 hover:border-gold-500/40 max-sm:w-9 max-sm:px-0 sm:pr-1.5"
        data-testid="search-button"
      >
        <SearchIcon aria-hidden />
        {/* Only the icon on a phone, where the header is narrow and there is no keyboard shortcut to show. */}
        <span className="max-sm:sr-only">Search</span>
        <kbd
          aria-hidden
          className="hidden rounded border border-parchment-400/30 bg-ink-800 px-1.5 py-px font-sans font-medium text-[0.68rem] text-parchment-300 tracking-normal sm:inline"
        >
          {isApple ? '⌘K' : 'Ctrl K'}
        </kbd>
      </Button>
      {wanted ? (
        <Suspense fallback={null}>
          <CommandPalette open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
