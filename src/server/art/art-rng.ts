// Seeded random streams for procedural pictures: one independent stream per slot, so a change in one slot's
// choices never reshuffles another slot.

/** A 32-bit string hash (FNV-1a followed by a murmur finaliser so nearby labels give unrelated seeds). */
export function hashString(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** mulberry32: tiny, fast and good enough for picking shapes and colours. */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface ArtRng {
  readonly seed: number;
  /** A float in [0, 1). */
  next(): number;
  /** A float in [min, max). */
  range(min: number, max: number): number;
  /** An integer in [min, max], both ends included. */
  int(min: number, max: number): number;
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
  weighted<T>(entries: readonly (readonly [T, number])[]): T;
  /** value plus or minus up to `amount`. */
  jitter(value: number, amount: number): number;
  /** An independent stream named by `label`: it does not depend on how much this stream has been used. */
  fork(label: string): ArtRng;
}

export function createArtRng(seed: number, label = 'root'): ArtRng {
  const own = hashString(`${seed >>> 0}/${label}`);
  const next = mulberry32(own);
  const rng: ArtRng = {
    seed: own,
    next,
    range: (min, max) => min + (max - min) * next(),
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    chance: (probability) => next() < probability,
    pick: <T>(items: readonly T[]): T => {
      if (items.length === 0) throw new Error('ArtRng.pick: nothing to pick from');
      return items[Math.floor(next() * items.length)] as T;
    },
    weighted: <T>(entries: readonly (readonly [T, number])[]): T => {
      const total = entries.reduce((sum, [, w]) => sum + Math.max(0, w), 0);
      if (entries.length === 0 || total <= 0) throw new Error('ArtRng.weighted: no positive weights');
      let r = next() * total;
      for (const [value, w] of entries) {
        r -= Math.max(0, w);
        if (r < 0) return value;
      }
      return entries[entries.length - 1]![0];
    },
    jitter: (value, amount) => value + (next() * 2 - 1) * amount,
    fork: (childLabel) => createArtRng(own, childLabel),
  };
  return rng;
}
