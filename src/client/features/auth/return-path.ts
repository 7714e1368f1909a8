// A signed-out visitor's deep link survives signing in: the protected page they asked for is remembered (for this
// tab, for half an hour) and opened once a sign-in by password or Google has brought them back to the app.

const RETURN_KEY = 'loreforge:return-to';
const KEEP_MS = 30 * 60 * 1000;

/** A path of this app: one leading slash, never another origin ('//evil', '/\\evil') or a scheme. */
export function isAppPath(path: string): boolean {
  return /^\/(?![/\\])/.test(path) && !/[\\\s]/.test(path) && path.length <= 2000;
}

/** Remembers the page a signed-out visitor asked for. */
export function rememberReturnPath(path: string, now = Date.now()): void {
  if (!isAppPath(path)) return;
  try {
    sessionStorage.setItem(RETURN_KEY, JSON.stringify({ path, at: now }));
  } catch {
    // Without session storage the visitor simply lands on the home page after signing in.
  }
}

/** The remembered page, once (it is forgotten as it is read), or null when none or too old. */
export function takeReturnPath(now = Date.now()): string | null {
  try {
    const raw = sessionStorage.getItem(RETURN_KEY);
    sessionStorage.removeItem(RETURN_KEY);
    if (!raw) return null;
    const { path, at } = JSON.parse(raw) as { path?: unknown; at?: unknown };
    if (typeof path !== 'string' || typeof at !== 'number' || !isAppPath(path)) return null;
    return now - at <= KEEP_MS ? path : null;
  } catch {
    return null;
  }
}
