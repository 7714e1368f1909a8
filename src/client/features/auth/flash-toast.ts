// Carries the visible toast across a full page reload (sign-in reloads the page; the welcome should survive it).
import { focusHeadingAfterReload } from '@client/components/ui/focus-rescue';
import { currentToasts, type ToastVariant, toast } from '@client/components/ui/use-toast';

const FLASH_KEY = 'loreforge:flash-toast';

type FlashToast = { title?: string; description?: string; variant?: ToastVariant };

/** Saves the toast on screen (text only), then reloads the page. */
export function reloadKeepingToast(): void {
  const shown = currentToasts()[0];
  if (shown) {
    const flash: FlashToast = {
      title: typeof shown.title === 'string' ? shown.title : undefined,
      description: typeof shown.description === 'string' ? shown.description : undefined,
      variant: shown.variant,
    };
    try {
      sessionStorage.setItem(FLASH_KEY, JSON.stringify(flash));
    } catch {
      // Without session storage the toast simply does not outlive the reload.
    }
  }
  window.location.reload();
}

/** Shows the toast saved before the last reload, once. */
export function showFlashToast(): void {
  let flash: FlashToast | null = null;
  try {
    const raw = sessionStorage.getItem(FLASH_KEY);
    sessionStorage.removeItem(FLASH_KEY);
    flash = raw ? (JSON.parse(raw) as FlashToast) : null;
  } catch {
    flash = null;
  }
  if (!flash?.title) return;
  toast({ title: flash.title, description: flash.description, variant: flash.variant });
  // The form that had focus went with the page the app reloaded: a keyboard starts from the new page's heading.
  focusHeadingAfterReload();
}
