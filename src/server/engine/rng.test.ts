import { describe, expect, it } from 'vitest';
import { createRng, hashString, type Rng } from './rng.js';

const draw = (rng: Rng, n: number) => Array.from({ length: n }, () => rng.nextUint32());

describe('rng', () => {
  it('gives the same numbers for the same key and different numbers for different keys', () => {
    expect(draw(createRng(42, 'npc'), 20)).toEqual(draw(createRng(42, 'npc'), 20));
    expect(draw(createRng(42, 'npc'), 20)).not.toEqual(draw(createRng(43, 'npc'), 20));
    expect(draw(createRng(42, 'npc'), 20)).not.toEqual(draw(createRng(42, 'item'), 20));
  });

  it('hashes nearby keys to unrelated states', () => {
    const [a] = hashString('npc:1/name');
    const [b] = hashString('npc:1/namf');
    const differing = (a ^ b).toString(2).replace(/0/g, '').length;
    expect(differing).toBeGreaterThan(8);
  });

  it('forks streams that do not depend on how much the parent has drawn', () => {
    const fresh = createRng(7, 'npc');
    const used = createRng(7, 'npc');
    draw(used, 1000);
    expect(draw(fresh.fork('backstory'), 10)).toEqual(draw(used.fork('backstory'), 10));
    expect(draw(fresh.fork('backstory'), 10)).not.toEqual(draw(fresh.fork('hooks'), 10));
    expect(fresh.fork('a').fork('b').key).toBe('npc:7/a/b');
  });

  it('keeps ints in range and spreads them evenly (chi-square)', () => {
    const rng = createRng(1, 'dist');
    const counts = new Array(10).fill(0);
    const n = 100_000;
    let outside = 0;
    for (let i = 0; i < n; i++) {
      const v = rng.int(0, 9);
      if (v < 0 || v > 9 || !Number.isInteger(v)) outside++;
      else counts[v]++;
    }
    expect(outside).toBe(0);
    const expected = n / 10;
    const chi = counts.reduce((sum, c) => sum + (c - expected) ** 2 / expected, 0);
    // 9 degrees of freedom: 27.9 is the 0.001 critical value.
    expect(chi).toBeLessThan(27.9);
  });

  it('gives floats in [0, 1) with a mean near one half', () => {
    const rng = createRng(2, 'float');
    let sum = 0;
    let min = 1;
    let max = 0;
    for (let i = 0; i < 50_000; i++) {
      const v = rng.next();
      min = Math.min(min, v);
      max = Math.max(max, v);
      sum += v;
    }
    expect(min).toBeGreaterThanOrEqual(0);
    expect(max).toBeLessThan(1);
    expect(Math.abs(sum / 50_000 - 0.5)).toBeLessThan(0.01);
  });

  it('picks by weight and never picks a zero weight', () => {
    const rng = createRng(3, 'weights');
    const counts = { a: 0, b: 0, never: 0 };
    for (let i = 0; i < 30_000; i++) {
      const key = rng.weightedEntry<keyof typeof counts>([
        ['a', 1],
        ['b', 3],
        ['never', 0],
      ]);
      counts[key]++;
    }
    expect(counts.never).toBe(0);
    expect(counts.b / counts.a).toBeGreaterThan(2.7);
    expect(counts.b / counts.a).toBeLessThan(3.3);
    expect(() => rng.weighted(['x'], () => 0)).toThrow();
    expect(() => rng.pick([])).toThrow();
  });

  it('shuffles into a permutation and samples without repeats', () => {
    const rng = createRng(4, 'shuffle');
    const items = Array.from({ length: 20 }, (_, i) => i);
    const shuffled = rng.shuffle(items);
    expect([...shuffled].sort((a, b) => a - b)).toEqual(items);
    expect(shuffled).not.toEqual(items);
    const sample = rng.sample(items, 8);
    expect(new Set(sample).size).toBe(8);
    expect(rng.sample(items, 50)).toHaveLength(20);
  });

  it('answers chance() at about the asked rate', () => {
    const rng = createRng(5, 'chance');
    let hits = 0;
    for (let i = 0; i < 20_000; i++) if (rng.chance(0.25)) hits++;
    expect(hits / 20_000).toBeGreaterThan(0.23);
    expect(hits / 20_000).toBeLessThan(0.27);
  });
});
