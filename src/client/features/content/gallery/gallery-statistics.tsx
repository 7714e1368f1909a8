// A gallery's statistics block (spec section 2: totals, the most common values, the newest entity) and the counting
// behind it, the same for every kind that shows one.
import type * as React from 'react';

/**
 * The most frequent item by `key`; a tie goes to the item seen first. Lists come newest first, so a tie goes to
 * what the game master made most recently.
 */
export function mostCommon<T>(items: readonly T[], key: (item: T) => string): T | undefined {
  const counts = new Map<string, { item: T; count: number }>();
  for (const item of items) {
    const k = key(item);
    const entry = counts.get(k);
    if (entry) entry.count += 1;
    else counts.set(k, { item, count: 1 });
  }
  let best: { item: T; count: number } | undefined;
  for (const entry of counts.values()) if (!best || entry.count > best.count) best = entry;
  return best?.item;
}

/** The newest entity by creation date, then by id (ids grow with time) for entities made within a millisecond. */
export function newestEntity<T extends { id: number; createdAt: string }>(
  entities: readonly T[],
): T | undefined {
  const created = (entity: T) => {
    const time = Date.parse(entity.createdAt);
    return Number.isFinite(time) ? time : Number.NEGATIVE_INFINITY;
  };
  if (entities.length === 0) return undefined;
  return entities.reduce((a, b) =>
    created(b) > created(a) || (created(b) === created(a) && b.id > a.id) ? b : a,
  );
}

/** A figure that needs the whole gallery while its later pages are still loading (decision 017). */
export const STATISTIC_PENDING = 'Counting…';

export type Statistic = { label: string; value: string; icon?: React.ReactNode };

/** Four (or so) labelled figures in a row of panels, two per row on phones. */
export function StatisticsBlock({
  label,
  items,
  className,
  ...props
}: {
  /** The region's accessible name, e.g. 'Faction statistics'. */
  label: string;
  items: readonly Statistic[];
  className?: string;
} & Omit<React.ComponentProps<'section'>, 'children'>) {
  return (
    <section aria-label={label} className={className} {...props}>
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {items.map((item) => (
          <div key={item.label} className="panel min-w-0 rounded-xl px-4 py-3.5">
            <dt className="flex items-center gap-2 font-sans font-semibold text-[0.66rem] text-gold-400 uppercase tracking-[0.18em]">
              {item.icon ? (
                <span className="flex shrink-0 text-gold-400/80 [&_svg]:size-3.5" aria-hidden>
                  {item.icon}
                </span>
              ) : null}
              {item.label}
            </dt>
            <dd
              className="mt-1 line-clamp-2 font-display font-semibold text-lg text-parchment-50 leading-snug [overflow-wrap:anywhere]"
              title={item.value}
            >
              {item.value}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
