// Unit tests of the gallery's search and filters, and of the new-item window.
import { describe, expect, it } from 'vitest';
import { isFresh } from './fresh-entities';
import { ALL, filterEntities, type GalleryFilter, type GallerySearch, titleCase } from './gallery-filters';

type Row = { name: string; occupation: string; race: string };

const rows: Row[] = [
  { name: 'Aldric Ashdown', occupation: 'blacksmith', race: 'dwarf' },
  { name: 'Brenna Duskwater', occupation: 'temple priest', race: 'elf' },
  { name: 'Corwin Vale', occupation: 'guard', race: 'human' },
];
const search: GallerySearch<Row> = { placeholder: '', fields: (r) => [r.name, r.occupation] };
const filters: GalleryFilter<Row>[] = [
  { id: 'race', label: 'Race', options: [ALL, 'elf', 'dwarf'], matches: (r, v) => r.race === v },
  { id: 'job', label: 'Occupation', options: [ALL, 'priest'], matches: (r, v) => r.occupation.includes(v) },
];

describe('filterEntities', () => {
  it('searches the declared fields case-insensitively', () => {
    expect(filterEntities(rows, search, 'ASHDOWN', filters, {}).map((r) => r.name)).toEqual([
      'Aldric Ashdown',
    ]);
    expect(filterEntities(rows, search, ' guard ', filters, {}).map((r) => r.name)).toEqual(['Corwin Vale']);
  });

  it('lets everything through on all and combines filters with the search', () => {
    expect(filterEntities(rows, search, '', filters, { race: ALL, job: ALL })).toHaveLength(3);
    expect(
      filterEntities(rows, search, '', filters, { race: 'elf', job: 'priest' }).map((r) => r.name),
    ).toEqual(['Brenna Duskwater']);
    expect(filterEntities(rows, search, 'aldric', filters, { race: 'elf' })).toEqual([]);
  });

  it('title-cases option values, hyphens included', () => {
    expect(titleCase('half-elf')).toBe('Half-Elf');
    expect(titleCase('middle-aged')).toBe('Middle-Aged');
    expect(titleCase('concept art')).toBe('Concept Art');
  });
});

describe('isFresh', () => {
  const now = Date.parse('2026-11-21T12:00:00Z');
  it('is true within 5 minutes of creation only', () => {
    expect(isFresh({ createdAt: '2026-11-21T11:56:00Z' }, now)).toBe(true);
    expect(isFresh({ createdAt: '2026-11-21T11:54:59Z' }, now)).toBe(false);
    expect(isFresh({ createdAt: 'not a date' }, now)).toBe(false);
  });
});
