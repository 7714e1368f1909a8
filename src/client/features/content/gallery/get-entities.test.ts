// Unit tests of the list's watch on failed pictures: a failure seen happening refreshes the credits (a failed
// regeneration is refunded), old failures do not; and of the pages joined into one list.
import { describe, expect, it } from 'vitest';
import { pageEntities, pictureNewlyFailed, pictureStates } from './get-entities';
import { isFiltering } from './use-gallery';

const at = (second: number) => `2026-11-21T10:00:${String(second).padStart(2, '0')}.000Z`;

describe('pictureNewlyFailed', () => {
  const before = pictureStates([
    { id: 1, imageStatus: 'pending', updatedAt: at(1) },
    { id: 2, imageStatus: 'ready', updatedAt: at(1) },
    { id: 3, imageStatus: 'failed', updatedAt: at(1) },
  ]);

  it('sees a painting picture fail, a finished one fail on repaint, and a failed one fail again', () => {
    expect(pictureNewlyFailed(before, [{ id: 1, imageStatus: 'failed', updatedAt: at(5) }])).toBe(true);
    expect(pictureNewlyFailed(before, [{ id: 2, imageStatus: 'failed', updatedAt: at(5) }])).toBe(true);
    expect(pictureNewlyFailed(before, [{ id: 3, imageStatus: 'failed', updatedAt: at(5) }])).toBe(true);
  });

  it('ignores old failures, entities seen for the first time and pictures that did not fail', () => {
    expect(
      pictureNewlyFailed(before, [
        { id: 1, imageStatus: 'ready', updatedAt: at(5) },
        { id: 2, imageStatus: 'pending', updatedAt: at(5) },
        { id: 3, imageStatus: 'failed', updatedAt: at(1) },
        { id: 4, imageStatus: 'failed', updatedAt: at(5) },
      ]),
    ).toBe(false);
  });
});

describe('pageEntities', () => {
  it('joins the pages in order and keeps each entity once', () => {
    const pages = [{ items: [{ id: 9 }, { id: 8 }] }, { items: [{ id: 8 }, { id: 7 }] }, { items: [] }];
    expect(pageEntities(pages).map((e) => e.id)).toEqual([9, 8, 7]);
  });
});

describe('isFiltering', () => {
  it('is true for a search with letters in it or a filter other than all', () => {
    expect(isFiltering('', {})).toBe(false);
    expect(isFiltering('   ', { race: 'all' })).toBe(false);
    expect(isFiltering('elf', {})).toBe(true);
    expect(isFiltering('', { race: 'elf' })).toBe(true);
  });
});
