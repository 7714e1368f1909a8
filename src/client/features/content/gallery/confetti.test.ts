// Confetti greets a new entity once: the first card showing it celebrates, later visits within 5 minutes do not.
import { beforeEach, describe, expect, it } from 'vitest';
import { installLocalStorage } from '../../../test/browser-globals';
import { firstCelebration } from './confetti';

describe('firstCelebration', () => {
  beforeEach(() => {
    installLocalStorage();
  });

  it('says yes once per entity, across visits, and forgets entities after 5 minutes', () => {
    const now = Date.parse('2026-11-23T12:00:00Z');
    expect(firstCelebration(7, now)).toBe(true);
    expect(firstCelebration(7, now + 1000)).toBe(false);
    expect(firstCelebration(8, now + 1000)).toBe(true);
    // Older than the new-entity window: the record is pruned, so the store does not grow for ever.
    expect(firstCelebration(9, now + 6 * 60 * 1000)).toBe(true);
    expect(Object.keys(JSON.parse(localStorage.getItem('loreforge:celebrated') ?? '{}'))).toEqual(['9']);
  });

  it('survives a corrupt record', () => {
    localStorage.setItem('loreforge:celebrated', '{not json');
    expect(firstCelebration(1)).toBe(true);
    expect(firstCelebration(1)).toBe(false);
  });
});
