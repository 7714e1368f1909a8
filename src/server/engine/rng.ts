// Seeded random streams for the text engine: sfc32 seeded by a cyrb128 string hash, with one forked stream per field.

/**
 * cyrb128: a fast 128-bit string hash (four 32-bit lanes). Used only to turn a seed key into generator state,
 * so its job is avalanche (nearby keys such as "npc:1/name" and "npc:1/age" give unrelated states), not security.
 */
export function hashString(text: string): [number, number, number, number] {
  let h1 = 1779033703;
  let h2 = 3144134277;
  let h3 = 1013904242;
  let h4 = 2773480762;
  for (let i = 0; i < text.length; i++) {
    const k = text.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  h1 ^= h2 ^ h3 ^ h4;
  h2 ^= h1;
  h3 ^= h1;
  h4 ^= h1;
  return [h1 >>> 0, h2 >>> 0, h3 >>> 0, h4 >>> 0];
}

/**
 * A deterministic random stream. sfc32 passes PractRand to terabytes, needs four words of state and only 32-bit
 * integer arithmetic, so it is fast in V8 and gives the same numbers on every platform.
 *
 * A stream is named by its key. `fork(label)` derives a child from the key alone (never from the parent's
 * position), so the stream for `backstory` is the same however many numbers `appearance` happened to draw.
 */
/**
 * A re-roll (decision 024): the root's forks named here (and their redraws, `<name>-redraw-<n>`) are keyed with the
 * salt, so they draw anew while every other stream gives exactly what it gave before.
 */
export type Reroll = { streams: readonly string[]; salt: string };

export class Rng {
  readonly key: string;
  private readonly reroll: Reroll | undefined;
  /** The key of the streams `settled` gives: the same for every draft of one generation (decision 026). */
  private readonly family: string;
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  constructor(key: string, reroll?: Reroll, family = key) {
    this.key = key;
    this.reroll = reroll;
    this.family = family;
    const [a, b, c, d] = hashString(key);
    this.a = a;
    this.b = b;
    this.c = c;
    this.d = d;
    // sfc32's first outputs are correlated with the seed words; a short warm-up decorrelates them.
    for (let i = 0; i < 12; i++) this.nextUint32();
  }

  /** An independent stream for one field or sub-task, stable whatever else is drawn. */
  fork(label: string): Rng {
    const tail = this.tail(label);
    return new Rng(`${this.key}/${tail}`, undefined, `${this.family}/${tail}`);
  }

  /**
   * The stream for a choice the request left open (an NPC's race, a town's size, a faction's purpose). It is keyed
   * by the seed's draft family rather than the whole seed, so every draft of one generation settles the choice
   * alike and the drafts differ only in how they tell it: picking the draft that shares least with the world would
   * otherwise pick the rarest race or purpose (decision 026).
   */
  settled(label: string): Rng {
    return new Rng(`${this.family}/${this.tail(label)}`);
  }

  private tail(label: string): string {
    const reroll = this.reroll;
    const rerolled = reroll?.streams.some(
      (stream) => label === stream || label.startsWith(`${stream}-redraw-`),
    );
    return `${label}${reroll && rerolled ? `~${reroll.salt}` : ''}`;
  }

  nextUint32(): number {
    const t = (((this.a + this.b) | 0) + this.d) | 0;
    this.d = (this.d + 1) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.c = (this.c + t) | 0;
    return t >>> 0;
  }

  /** A float in [0, 1). */
  next(): number {
    return this.nextUint32() / 4294967296;
  }

  /** A float in [min, max). */
  float(min: number, max: number): number {
    return min + this.next() * (max - min);
  }

  /** An integer in [min, max], both ends included. */
  int(min: number, max: number): number {
    if (max < min) throw new RangeError(`rng.int: max ${max} is below min ${min}`);
    return min + Math.floor(this.next() * (max - min + 1));
  }

  /** True with the given probability (0..1). */
  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new RangeError('rng.pick: nothing to pick from');
    return items[Math.floor(this.next() * items.length)] as T;
  }

  /** Picks with probability proportional to weight; zero or negative weights are never picked. */
  weighted<T>(items: readonly T[], weight: (item: T) => number): T {
    let total = 0;
    for (const item of items) total += Math.max(0, weight(item));
    if (total <= 0) throw new RangeError('rng.weighted: every weight is zero');
    let roll = this.next() * total;
    for (const item of items) {
      const w = Math.max(0, weight(item));
      if (roll < w) return item;
      roll -= w;
    }
    // Floating-point rounding can leave a sliver past the last item: return the last positive one.
    for (let i = items.length - 1; i >= 0; i--) {
      const item = items[i] as T;
      if (weight(item) > 0) return item;
    }
    throw new RangeError('rng.weighted: unreachable');
  }

  /** Picks from [value, weight] pairs. */
  weightedEntry<T>(entries: readonly (readonly [T, number])[]): T {
    return this.weighted(entries, (e) => e[1])[0];
  }

  /** A shuffled copy (Fisher-Yates); the input is left alone. */
  shuffle<T>(items: readonly T[]): T[] {
    const out = items.slice();
    for (let i = out.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1));
      const tmp = out[i] as T;
      out[i] = out[j] as T;
      out[j] = tmp;
    }
    return out;
  }

  /** Up to `count` distinct items (distinct by position), in random order. */
  sample<T>(items: readonly T[], count: number): T[] {
    const n = Math.min(count, items.length);
    const pool = items.slice();
    const out: T[] = [];
    for (let i = 0; i < n; i++) {
      const j = i + Math.floor(this.next() * (pool.length - i));
      const chosen = pool[j] as T;
      pool[j] = pool[i] as T;
      pool[i] = chosen;
      out.push(chosen);
    }
    return out;
  }
}

/**
 * The seeds of one generation's drafts share their low 16 bits (`draftSeed` in providers.ts): that is the draft
 * family that keys the `settled` streams. Nearby seeds (1, 2, 3 in a test) are of different families.
 */
export const draftFamily = (seed: number) => (seed >>> 0) & 0xffff;

/** The root stream for an entity: `createRng(seed, 'npc')` keys it `npc:<seed>`, its settled streams `npc~<family>`. */
export function createRng(seed: number | string, namespace = 'entity', reroll?: Reroll): Rng {
  const family = typeof seed === 'number' ? `${namespace}~${draftFamily(seed)}` : `${namespace}:${seed}`;
  return new Rng(`${namespace}:${seed}`, reroll, family);
}
