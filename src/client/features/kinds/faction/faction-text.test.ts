// Unit tests of the faction gallery's reading of factions (spec sections 2 and 5): the size groups, the
// case-insensitive search over name, description and tags, the statistics block, and the Advanced tab's request.
import { ALL, filterEntities } from '@client/features/content/gallery/gallery-filters';
import { FACTION_SIZES } from '@shared/kinds/faction';
import { describe, expect, it } from 'vitest';
import { ADVANCED_DEFAULTS, advancedToRequest, factionAdvancedFormSchema } from './faction-form-values';
import {
  capitalise,
  type FactionEntity,
  factionFilters,
  factionSearch,
  factionSizeGroup,
  factionStatistics,
  influenceDescription,
} from './faction-text';

function faction(overrides: Partial<FactionEntity>): FactionEntity {
  return {
    id: 1,
    name: 'The Ashen Hand',
    size: 'Regional Power',
    secrecy: 'known',
    description: 'Smugglers who run salt past the tollhouses.',
    tags: ['smugglers'],
    createdAt: '2026-01-01T10:00:00.000Z',
    ...overrides,
  } as FactionEntity;
}

describe('factionSizeGroup', () => {
  it('places every size of the contract as spec section 5 groups them', () => {
    expect(Object.fromEntries(FACTION_SIZES.map((size) => [size, factionSizeGroup(size)]))).toEqual({
      'Small Gang': 'small',
      'Local Organization': 'small',
      'Regional Power': 'regional',
      'National Group': 'large',
      'Continental Network': 'large',
      'World Organization': 'large',
    });
    expect(factionSizeGroup('Galactic Empire')).toBeNull();
  });
});

describe('faction search and size filter', () => {
  const factions = [
    faction({ id: 1, name: 'The Ashen Hand', size: 'Small Gang' }),
    faction({ id: 2, name: 'Order of the Dawn', size: 'World Organization', tags: ['Knights', 'sun'] }),
    faction({ id: 3, name: 'Salt Lords', description: 'A league of MERCHANTS.', tags: undefined }),
  ];
  const names = (query: string, size = ALL) =>
    filterEntities(factions, factionSearch, query, factionFilters, { size }).map((f) => f.name);

  it('searches name, description and tags without regard to case', () => {
    expect(names('ASHEN')).toEqual(['The Ashen Hand']);
    expect(names('knights')).toEqual(['Order of the Dawn']);
    expect(names('merchants')).toEqual(['Salt Lords']);
    expect(names('dragons')).toEqual([]);
  });

  it('filters by size group, together with the search', () => {
    expect(names('', 'small')).toEqual(['The Ashen Hand']);
    expect(names('', 'regional')).toEqual(['Salt Lords']);
    expect(names('', 'large')).toEqual(['Order of the Dawn']);
    expect(names('salt', 'small')).toEqual(['The Ashen Hand']);
    expect(names('')).toHaveLength(3);
  });
});

describe('factionStatistics', () => {
  it('is null without factions', () => {
    expect(factionStatistics([])).toBeNull();
  });

  it('counts, finds the most common size and secrecy (capitalised) and the newest by creation date', () => {
    const stats = factionStatistics([
      faction({
        id: 5,
        name: 'Newest',
        size: 'Small Gang',
        secrecy: 'secret',
        createdAt: '2026-03-01T00:00:00Z',
      }),
      faction({
        id: 9,
        name: 'Older',
        size: 'Small Gang',
        secrecy: 'rumored',
        createdAt: '2026-02-01T00:00:00Z',
      }),
      faction({
        id: 2,
        name: 'Oldest',
        size: 'World Organization',
        secrecy: 'secret',
        createdAt: '2026-01-01T00:00:00Z',
      }),
    ]);
    expect(stats).toEqual({
      total: 3,
      mostCommonSize: 'Small Gang',
      commonSecrecy: 'Secret',
      recentlyAdded: 'Newest',
    });
  });

  it('breaks a creation-time tie by id', () => {
    const at = '2026-01-01T00:00:00Z';
    expect(
      factionStatistics([
        faction({ id: 3, name: 'Three', createdAt: at }),
        faction({ id: 4, name: 'Four', createdAt: at }),
      ])?.recentlyAdded,
    ).toBe('Four');
  });
});

describe('faction words', () => {
  it('capitalises and reads the influence descriptions', () => {
    expect(capitalise('clandestine')).toBe('Clandestine');
    expect(influenceDescription('major')).toBe('a force in the affairs of a realm');
  });
});

describe('the Advanced tab', () => {
  it("leaves a 'random' alignment out of the request and keeps a chosen one", () => {
    const random = advancedToRequest(factionAdvancedFormSchema.parse(ADVANCED_DEFAULTS));
    expect(random).not.toHaveProperty('alignment');
    expect(random).toMatchObject({ size: 'Regional Power', influence: 'moderate', secrecy: 'known' });
    expect(random.name).toBeUndefined();
    const chosen = advancedToRequest(
      factionAdvancedFormSchema.parse({ ...ADVANCED_DEFAULTS, alignment: 'Chaotic Good', goals: 'One\nTwo' }),
    );
    expect(chosen).toMatchObject({ alignment: 'Chaotic Good', goals: 'One\nTwo' });
  });
});
