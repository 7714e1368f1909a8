import { describe, expect, it } from 'vitest';
import { createArtRng, hashString } from './art-rng.js';

describe('art rng', () => {
  it('is deterministic per seed and label', () => {
    const a = createArtRng(42, 'x');
    const b = createArtRng(42, 'x');
    const seqA = Array.from({ length: 5 }, () => a.next());
    expect(Array.from({ length: 5 }, () => b.next())).toEqual(seqA);
    expect(createArtRng(43, 'x').next()).not.toBe(seqA[0]);
    for (const v of seqA) expect(v >= 0 && v < 1).toBe(true);
  });

  it('forks streams that do not depend on how much the parent was used', () => {
    const a = createArtRng(7);
    const b = createArtRng(7);
    b.next();
    b.next();
    expect(a.fork('hair').next()).toBe(b.fork('hair').next());
    expect(a.fork('hair').next()).not.toBe(a.fork('eyes').next());
  });

  it('picks within bounds and honours weights', () => {
    const r = createArtRng(1);
    for (let i = 0; i < 200; i++) {
      const n = r.int(2, 4);
      expect(n >= 2 && n <= 4).toBe(true);
      expect(['a', 'b']).toContain(r.pick(['a', 'b']));
      expect(
        r.weighted([
          ['never', 0],
          ['always', 1],
        ] as const),
      ).toBe('always');
    }
    expect(hashString('a')).not.toBe(hashString('b'));
  });
});
