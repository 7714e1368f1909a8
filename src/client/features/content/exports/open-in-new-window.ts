// Shows bytes fetched with the bearer header in a new window. The session token never travels in an address and a
// new window cannot send the header itself, so the page opens a blank window inside the click (popup blockers allow
// only that), fetches the bytes itself, and points the window at an object URL of them.
import { saveBlob } from './save-file';

/** How often an opened window is checked for having closed, so its object URL can be let go. */
const CLOSED_POLL_MS = 5000;
/** An object URL is let go after this long even if its window stays open (it has long been read by then). */
const MAX_KEEP_MS = 60 * 60 * 1000;

export type OpenedAs = 'window' | 'download' | 'cancelled';

/** Frees the object URL once its window has closed (the viewer may read it again until then, e.g. to save). */
function revokeWhenClosed(target: Window, url: string): void {
  const started = Date.now();
  const timer = setInterval(() => {
    if (target.closed || Date.now() - started > MAX_KEEP_MS) {
      clearInterval(timer);
      URL.revokeObjectURL(url);
    }
  }, CLOSED_POLL_MS);
}

/** A quiet line in the blank window while the bytes are fetched. */
function showWaiting(target: Window, title: string): void {
  try {
    const { document } = target;
    document.title = title;
    document.body.style.cssText =
      'margin:0;min-height:100vh;display:grid;place-items:center;background:#14100c;color:#d9c9a3;font:16px Georgia,serif;font-style:italic';
    document.body.textContent = title;
  } catch {
    // A browser that gives the opener no hold on the blank document: the window simply stays blank.
  }
}

/**
 * Must be called synchronously from the user's click. Opens a blank window at once, then `load`s the bytes and
 * shows them there through an object URL. Without a window (a popup blocker refused it) the bytes are saved as
 * `fileName` instead; a window the user closed while waiting counts as cancelled. If `load` fails, the window is
 * closed and the error is thrown on.
 */
export async function openInNewWindow(
  load: () => Promise<Blob>,
  { fileName, waitingTitle }: { fileName: string; waitingTitle: string },
): Promise<OpenedAs> {
  const target = window.open('', '_blank');
  if (target) {
    // The window shows our own bytes; it needs no hold on this page.
    target.opener = null;
    showWaiting(target, waitingTitle);
  }
  let blob: Blob;
  try {
    blob = await load();
  } catch (error) {
    target?.close();
    throw error;
  }
  if (!target) {
    saveBlob(blob, fileName);
    return 'download';
  }
  if (target.closed) return 'cancelled';
  const url = URL.createObjectURL(blob);
  // Replace, so the window's Back does not lead to the blank page.
  target.location.replace(url);
  revokeWhenClosed(target, url);
  return 'window';
}
