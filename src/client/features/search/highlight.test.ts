import { describe, expect, it } from 'vitest';
import { highlightParts, queryWords } from './highlight';

describe('search highlighting', () => {
  it('reads the words of a query as the server does', () => {
    expect(queryWords('  Thorn-bury & the <b>GUILD</b> thorn ')).toEqual([
      'thorn',
      'bury',
      'the',
      'b',
      'guild',
    ]);
    expect(queryWords('&|!:*')).toEqual([]);
  });

  it('marks whole words that start like a query word, and keeps the text as it was', () => {
    const parts = highlightParts('The Thieves of Thornbury: a thief’s guild.', ['thievery', 'thorn']);
    expect(parts.map((p) => p.text).join('')).toBe('The Thieves of Thornbury: a thief’s guild.');
    expect(parts.filter((p) => p.match).map((p) => p.text)).toEqual(['Thieves', 'Thornbury']);
  });

  it('keeps markup as plain text', () => {
    const parts = highlightParts('<img src=x onerror=alert(1)> Mara', ['mara']);
    expect(parts.map((p) => p.text).join('')).toBe('<img src=x onerror=alert(1)> Mara');
    expect(parts.at(-1)).toEqual({ text: 'Mara', match: true });
  });

  it('marks nothing without words', () => {
    expect(highlightParts('Mara', [])).toEqual([{ text: 'Mara', match: false }]);
    expect(highlightParts('', ['mara'])).toEqual([]);
  });
});
