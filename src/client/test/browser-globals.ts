// Test helper: the few browser globals the client's lib modules touch (localStorage), for unit tests in Node.
import { vi } from 'vitest';

export class MemoryStorage implements Storage {
  private readonly items = new Map<string, string>();

  get length(): number {
    return this.items.size;
  }
  clear(): void {
    this.items.clear();
  }
  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }
  key(index: number): string | null {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string): void {
    this.items.delete(key);
  }
  setItem(key: string, value: string): void {
    this.items.set(key, String(value));
  }
}

/** Installs a fresh localStorage; undo with vi.unstubAllGlobals(). */
export function installLocalStorage(): MemoryStorage {
  const storage = new MemoryStorage();
  vi.stubGlobal('localStorage', storage);
  return storage;
}

/** A fetch stub answering every call with `body` as JSON (or raw text) and `status`. */
export function stubFetch(status: number, body: unknown, raw = false) {
  const fetchMock = vi.fn(
    async (_input: RequestInfo | URL, _init?: RequestInit) =>
      new Response(raw ? String(body) : JSON.stringify(body), {
        status,
        headers: { 'Content-Type': raw ? 'text/html' : 'application/json' },
      }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
