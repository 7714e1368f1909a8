// Unit tests of the gallery's search and filters, and of the new-item window.
import { describe, expect, it } from 'vitest';
import { npcFilters } from '../../kinds/npc/npc-gallery-filters';
import { isFresh } from './fresh-entities';
import {
  ALL,
  filterEntities,
  filterOptions,
  type GalleryFilter,
  type GallerySearch,
  galleryParams,
  readGalleryParams,
  titleCase,
} from './gallery-filters';

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

describe('filters built from what the gallery holds', () => {
  const occupation = npcFilters.find((filter) => filter.id === 'occupation')!;
  const npcs = ['ranger', 'Bard', 'temple priest', 'Ship Captain', 'blacksmith', 'bard'].map(
    (job) => ({ occupation: job }) as never,
  );

  it("offers the spec's occupations, then the archetypes and typed occupations the user's NPCs hold", () => {
    expect(filterOptions(occupation, npcs, undefined)).toEqual([
      ...occupation.options,
      'bard',
      'ranger',
      'ship captain',
    ]);
    // Every NPC is reached by some option.
    for (const npc of npcs) {
      expect(
        filterOptions(occupation, npcs, undefined).some((o) => o !== ALL && occupation.matches(npc, o)),
      ).toBe(true);
    }
  });

  it('keeps closed filters closed and always offers the chosen value', () => {
    const race = npcFilters.find((filter) => filter.id === 'race')!;
    expect(filterOptions(race, npcs, 'elf')).toBe(race.options);
    expect(filterOptions(occupation, [], 'alchemist')).toContain('alchemist');
  });
});

describe('a gallery in its address', () => {
  it('reads the search, known filter values and the pages shown; ignores what it does not know', () => {
    const read = (query: string) => readGalleryParams(new URLSearchParams(query), npcFilters);
    expect(read('q=ash&race=elf&occupation=Ship%20Captain&page=3')).toEqual({
      query: 'ash',
      values: { race: 'elf', occupation: 'ship captain' },
      pages: 3,
    });
    expect(read('race=dragon&page=-2')).toEqual({ query: '', values: {}, pages: 1 });
    expect(read('page=abc&race=all').pages).toBe(1);
    expect(read('page=100000').pages).toBe(40);
  });

  it('writes only what differs from the whole gallery, keeping parameters that are not its own', () => {
    const written = galleryParams(new URLSearchParams('new=7&q=old&page=4'), npcFilters, {
      query: 'mara',
      values: { race: ALL, occupation: 'bard' },
      pages: 1,
    });
    expect(written.toString()).toBe('new=7&q=mara&occupation=bard');
    const back = readGalleryParams(written, npcFilters);
    expect(back).toEqual({ query: 'mara', values: { occupation: 'bard' }, pages: 1 });
  });
});

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
