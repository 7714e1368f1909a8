// New-item effects (spec section 4): an entity created in the last 5 minutes sparkles for 5 s and throws
// confetti, once per entity per visit of the page.
import { useEffect, useRef, useState } from 'react';
import type { KindEntity } from '../client-kind';
import { SPARKLE_MS } from './sparkle';

export const FRESH_WINDOW_MS = 5 * 60 * 1000;

export function isFresh(entity: Pick<KindEntity, 'createdAt'>, now = Date.now()): boolean {
  const created = Date.parse(entity.createdAt);
  return Number.isFinite(created) && now - created < FRESH_WINDOW_MS && now - created > -60_000;
}

/** The ids celebrating right now. */
export function useFreshEntities(entities: readonly KindEntity[] | undefined): ReadonlySet<number> {
  const seen = useRef(new Set<number>());
  const [celebrating, setCelebrating] = useState<ReadonlySet<number>>(new Set());
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());

  useEffect(() => {
    if (!entities) return;
    const now = Date.now();
    const fresh = entities.filter((e) => !seen.current.has(e.id) && isFresh(e, now)).map((e) => e.id);
    for (const entity of entities) seen.current.add(entity.id);
    if (fresh.length === 0) return;
    setCelebrating((current) => new Set([...current, ...fresh]));
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      setCelebrating((current) => new Set([...current].filter((id) => !fresh.includes(id))));
    }, SPARKLE_MS);
    timers.current.add(timer);
  }, [entities]);

  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending) clearTimeout(timer);
    };
  }, []);

  return celebrating;
}
