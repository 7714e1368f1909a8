import { describe, expect, it } from 'vitest';
import { NAME_RACES, parseGivenName, personName, pickCulture, relativeName } from './names.js';
import {
  guildName,
  innName,
  organisationName,
  riverName,
  ruinName,
  siteName,
  townName,
} from './place-names.js';
import { createRng } from './rng.js';

describe('names', () => {
  it('gives every people a well-formed name in its own sound', () => {
    const rng = createRng(1, 'names');
    for (const race of NAME_RACES) {
      for (let i = 0; i < 200; i++) {
        const name = personName(
          pickCulture(race, rng),
          rng.pick(['male', 'female', 'non-binary'] as const),
          rng,
        );
        expect(name.first).toMatch(/^[A-Z][a-z'-]+$/);
        expect(name.last).toMatch(/^[A-Z][a-z'-]+$/);
        expect(name.full).not.toMatch(/ {2}|undefined/);
        if (race === 'gnome')
          expect(name.full).toMatch(/^[A-Z][a-z]+( [A-Z][a-z]+)? “[A-Z][a-z]+” [A-Z][a-z]+$/);
        else expect(name.full).toBe(`${name.first} ${name.last}`);
      }
    }
  });

  it('builds dwarf clan names and halfling family names from compounds', () => {
    const rng = createRng(2, 'names');
    const dwarves = Array.from(
      { length: 50 },
      () => personName(pickCulture('dwarf', rng), 'female', rng).last,
    );
    expect(dwarves.every((n) => /^[A-Z][a-z]+$/.test(n))).toBe(true);
    expect(
      dwarves.some((n) => /(hand|beard|fist|helm|forge|delver|mantle|shield|brow|axe|vein)$/.test(n)),
    ).toBe(true);
  });

  it('gives relatives the family name and a different given name', () => {
    const rng = createRng(3, 'names');
    for (const race of NAME_RACES) {
      const culture = pickCulture(race, rng);
      const own = personName(culture, 'female', rng);
      const kin = relativeName(own, culture, 'male', rng);
      expect(kin.last).toBe(own.last);
    }
  });

  it('reads a name a game master typed', () => {
    expect(parseGivenName(' Brunna  Coalhand ')).toMatchObject({
      first: 'Brunna',
      last: 'Coalhand',
      full: 'Brunna Coalhand',
    });
    expect(parseGivenName('Reverence')).toMatchObject({ first: 'Reverence', last: '' });
    expect(parseGivenName('Fonwick “Ticktock” Cobblespindle')).toMatchObject({
      first: 'Fonwick',
      last: 'Cobblespindle',
      nickname: 'Ticktock',
    });
  });

  it('rarely repeats a full name in a crowd', () => {
    const rng = createRng(4, 'names');
    const names = new Set<string>();
    for (let i = 0; i < 1000; i++) {
      const race = rng.pick(NAME_RACES);
      names.add(personName(pickCulture(race, rng), rng.pick(['male', 'female'] as const), rng).full);
    }
    expect(names.size).toBeGreaterThanOrEqual(970);
  });

  it('names places and bodies of people with their articles', () => {
    const rng = createRng(5, 'places');
    for (let i = 0; i < 100; i++) {
      expect(townName(rng)).toMatch(/^[A-Z][a-z]+$/);
      expect(siteName(rng)).toMatch(/^[A-Z][a-z]+ [A-Z][a-z]+$/);
      expect(riverName(rng)).toMatch(/^the (River )?[A-Z][a-z]+$/);
      expect(innName(rng)).toMatch(/^the [A-Z]/);
      expect(guildName(rng)).toMatch(/^the [A-Z][a-z]+ Guild$/);
      expect(guildName(rng, 'ferrymen')).toMatch(/Ferrymen/);
      expect(organisationName(rng, 'gang')).toMatch(/^the [A-Z]/);
      expect(organisationName(rng, 'house', 'Verrow')).toBe('House Verrow');
      expect(ruinName(rng)).toMatch(/^the [A-Z]/);
    }
    // A site never stutters ('Mill Mill'), over enough draws to meet every head and tail the lists share.
    const sites = createRng(6, 'sites');
    for (let i = 0; i < 5000; i++) expect(siteName(sites)).not.toMatch(/^(\w+) \1$/i);
    const guild = guildName(createRng(9, 'g'), 'smiths');
    expect(guild).not.toMatch(/’s Guild$|' Guild/);
  });

  it('never names an order with one word twice (the Order of the Lantern Lantern)', () => {
    const rng = createRng(11, 'orders');
    for (let i = 0; i < 3000; i++) {
      for (const kind of ['order', 'gang', 'band'] as const)
        expect(organisationName(rng, kind)).not.toMatch(/\b(\w+) \1\b/);
    }
  });
});
