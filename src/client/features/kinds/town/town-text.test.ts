// Unit tests of the town gallery's reading of towns: the size groups of spec section 5 (and how 'large town' and
// 'small city' are decided), search and filter together, the statistics block and the card's preview.
import { ALL, filterEntities } from '@client/features/content/gallery/gallery-filters';
import { TOWN_QUICK_DEFAULTS, TOWN_SIZES, townRequestSchema } from '@shared/kinds/town';
import { describe, expect, it } from 'vitest';
import { ADVANCED_DEFAULTS } from './town-form-values';
import {
  CARD_FEATURE_LIMIT,
  formatPopulation,
  preview,
  splitFaction,
  type TownEntity,
  townFilters,
  townLine,
  townSearch,
  townSizeGroup,
  townStatistics,
} from './town-text';

function town(overrides: Partial<TownEntity>): TownEntity {
  return {
    id: 1,
    name: 'Saltmere',
    size: 'town',
    terrain: 'river delta',
    description: 'A town of reed roofs.',
    tags: ['port'],
    population: 3200,
    createdAt: '2026-01-01T10:00:00.000Z',
    ...overrides,
  } as TownEntity;
}

describe('the Advanced form as it opens', () => {
  it("starts from the Quick tab's choices, a request the server takes as it is", () => {
    expect(townRequestSchema.parse(ADVANCED_DEFAULTS)).toMatchObject({
      ...TOWN_QUICK_DEFAULTS,
      name: undefined,
    });
  });
});

describe('townSizeGroup', () => {
  it("places every size of the contract, by its noun: 'large town' is a town, 'small city' a city", () => {
    expect(Object.fromEntries(TOWN_SIZES.map((size) => [size, townSizeGroup(size)]))).toEqual({
      hamlet: 'villages',
      village: 'villages',
      town: 'towns',
      'large town': 'towns',
      'small city': 'cities',
      city: 'cities',
      metropolis: 'cities',
    });
  });

  it("reads the spec's loose words by substring when the noun names no group, without case", () => {
    expect(townSizeGroup('Tiny')).toBe('villages');
    expect(townSizeGroup('small')).toBe('villages');
    expect(townSizeGroup('medium')).toBe('towns');
    expect(townSizeGroup('large')).toBe('cities');
    expect(townSizeGroup('Small Village')).toBe('villages');
    expect(townSizeGroup('  LARGE   CITY ')).toBe('cities');
    expect(townSizeGroup('hamlets')).toBe('villages');
    expect(townSizeGroup('outpost')).toBeNull();
  });
});

describe('town gallery search and size filter', () => {
  const towns = [
    town({ id: 1, name: 'Saltmere', size: 'large town', description: 'Fishers and salt.', tags: ['port'] }),
    town({ id: 2, name: 'Brackwater', size: 'small city', description: 'A walled city.', tags: ['guilds'] }),
    town({ id: 3, name: 'Hollow Oak', size: 'hamlet', description: 'Six farms.', tags: ['quiet'] }),
    town({ id: 4, name: 'Aurel', size: 'metropolis', description: 'The capital of salt kings.', tags: [] }),
  ];
  const names = (query: string, size = ALL) =>
    filterEntities(towns, townSearch, query, townFilters, { size }).map((t) => t.name);

  it('searches name, description and tags without case', () => {
    expect(names('SALT')).toEqual(['Saltmere', 'Aurel']);
    expect(names('walled')).toEqual(['Brackwater']);
    expect(names('quiet')).toEqual(['Hollow Oak']);
    expect(names('nowhere')).toEqual([]);
  });

  it('filters by group, and with the search', () => {
    expect(names('', 'villages')).toEqual(['Hollow Oak']);
    expect(names('', 'towns')).toEqual(['Saltmere']);
    expect(names('', 'cities')).toEqual(['Brackwater', 'Aurel']);
    expect(names('salt', 'cities')).toEqual(['Aurel']);
    expect(names('')).toHaveLength(4);
  });

  it('labels the options as the spec does, all first', () => {
    const [size] = townFilters;
    expect(size?.options).toEqual([ALL, 'villages', 'towns', 'cities']);
    expect(size?.options.slice(1).map((o) => size.optionLabel?.(o))).toEqual([
      'Hamlets and villages',
      'Towns',
      'Cities and metropolises',
    ]);
  });
});

describe('townStatistics', () => {
  it('is null without towns', () => {
    expect(townStatistics([])).toBeNull();
  });

  it('counts, finds the most common size and terrain (without case) and the newest by creation date', () => {
    const stats = townStatistics([
      town({
        id: 5,
        name: 'Newest',
        size: 'village',
        terrain: 'Snowy Mountains',
        createdAt: '2026-03-02T00:00:00Z',
      }),
      town({
        id: 4,
        name: 'B',
        size: 'city',
        terrain: 'snowy mountains ',
        createdAt: '2026-03-01T00:00:00Z',
      }),
      town({ id: 9, name: 'C', size: 'city', terrain: 'marsh', createdAt: '2026-01-01T00:00:00Z' }),
      town({ id: 2, name: 'D', size: 'hamlet', terrain: 'marsh', createdAt: '2025-12-01T00:00:00Z' }),
      town({
        id: 1,
        name: 'E',
        size: 'large town',
        terrain: 'snowy mountains',
        createdAt: '2025-11-01T00:00:00Z',
      }),
    ]);
    expect(stats).toEqual({
      total: 5,
      mostCommonSize: 'City',
      mostCommonTerrain: 'Snowy Mountains',
      recentlyAdded: 'Newest',
    });
  });

  it('breaks ties toward the newest town of the list, and same-time creations by id', () => {
    const stats = townStatistics([
      town({ id: 7, name: 'Later', size: 'large town', terrain: 'coast', createdAt: '2026-02-01T00:00:00Z' }),
      town({ id: 8, name: 'Twin', size: 'hamlet', terrain: 'forest', createdAt: '2026-02-01T00:00:00Z' }),
    ]);
    expect(stats).toMatchObject({
      mostCommonSize: 'Large Town',
      mostCommonTerrain: 'Coast',
      recentlyAdded: 'Twin',
    });
  });
});

describe('town card text', () => {
  it('previews at most 3 notable features (spec section 9)', () => {
    expect(CARD_FEATURE_LIMIT).toBe(3);
    expect(preview(['a', 'b', 'c', 'd'], CARD_FEATURE_LIMIT)).toEqual({ shown: ['a', 'b', 'c'], more: true });
    expect(preview(['a', 'b'], CARD_FEATURE_LIMIT)).toEqual({ shown: ['a', 'b'], more: false });
  });

  it('reads a summary line, populations and faction lines', () => {
    expect(formatPopulation(124500)).toBe('124,500');
    expect(townLine({ size: 'small city', population: 18250, terrain: 'river delta' })).toBe(
      'Small City · pop. 18,250 · river delta',
    );
    expect(splitFaction('Guild of Tides: control of the harbour')).toEqual({
      name: 'Guild of Tides',
      aim: 'control of the harbour',
    });
    expect(splitFaction('The Ashen Hand')).toEqual({ name: 'The Ashen Hand', aim: null });
  });
});
