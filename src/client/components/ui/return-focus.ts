// Where focus goes when a dialog, sheet or drawer closes: back to the control that opened it (WCAG 2.4.3), also
// when the dialog was opened from code rather than through a Radix trigger, which Radix alone would not know.
import { useRef } from 'react';

type AutoFocusHandlers = {
  onOpenAutoFocus?: (event: Event) => void;
  onCloseAutoFocus?: (event: Event) => void;
};

/**
 * Wraps a Radix content's auto-focus handlers. When the content opens, focus is still on the opener (Radix asks
 * before it moves focus inside), so it is remembered then and given back on close, if it is still on the page.
 */
export function useReturnFocus({
  onOpenAutoFocus,
  onCloseAutoFocus,
}: AutoFocusHandlers): Required<AutoFocusHandlers> {
  const opener = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus(event) {
      const active = document.activeElement;
      opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
      onOpenAutoFocus?.(event);
    },
    onCloseAutoFocus(event) {
      onCloseAutoFocus?.(event);
      const target = opener.current;
      opener.current = null;
      if (event.defaultPrevented || !target?.isConnected) return;
      event.preventDefault();
      target.focus({ preventScroll: true });
    },
  };
}
