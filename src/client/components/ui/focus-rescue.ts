// Where focus goes when the element that held it leaves the page (WCAG 2.4.3): a deleted entity's card, the Forge
// button of a page the app navigated away from, the form of a sign-up that succeeded. The browser drops focus to
// <body>, and a keyboard or screen-reader user starts again from the top; instead it goes to the heading of what is
// on screen now (the open dialog's, or the page's once its code has loaded).
import { useEffect } from 'react';

/** How long a rescue waits for the new page's heading before settling on the page itself. */
const WAIT_MS = 5000;

/** The heading a reader would start from: the open dialog's title, else the page's first h1. */
function headingNow(): HTMLElement | null {
  const dialogs = document.querySelectorAll<HTMLElement>('[role="dialog"], [role="alertdialog"]');
  const dialog = dialogs[dialogs.length - 1];
  if (dialog) return dialog;
  return document.querySelector<HTMLElement>('main h1');
}

function focusQuietly(target: HTMLElement) {
  if (!target.hasAttribute('tabindex') && target.tabIndex < 0) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
}

/** Set when the app reloaded itself after an action (sign-in, sign-up): the new page's heading takes focus. */
let afterReload = false;

/** Asks for focus on the page's heading once it is drawn: the element that had it went with the last page. */
export function focusHeadingAfterReload(): void {
  afterReload = true;
}

/** While mounted, gives focus back to the current heading whenever the focused element is removed from the page. */
export function useFocusRescue() {
  useEffect(() => {
    let last: Element | null = null;
    let lostAt = 0;
    const onFocusIn = (event: FocusEvent) => {
      last = event.target instanceof Element ? event.target : null;
      lostAt = 0;
      afterReload = false;
    };
    const rescue = () => {
      if (document.activeElement && document.activeElement !== document.body) return;
      // Focus left on purpose (a click on plain text) keeps its element on the page: nothing to rescue.
      if (!afterReload && (!last || last.isConnected)) return;
      lostAt ||= performance.now();
      const heading = headingNow();
      if (heading) focusQuietly(heading);
      else if (performance.now() - lostAt > WAIT_MS) {
        const main = document.getElementById('main');
        if (main) focusQuietly(main);
      }
    };
    const observer = new MutationObserver(rescue);
    observer.observe(document.body, { childList: true, subtree: true });
    rescue();
    document.addEventListener('focusin', onFocusIn);
    return () => {
      observer.disconnect();
      document.removeEventListener('focusin', onFocusIn);
    };
  }, []);
}
