import { describe, expect, it } from 'vitest';
import { pronounsFor } from './english.js';
import { Grammar, GrammarError, type Person, withTemplateWorld } from './grammar.js';
import { createRng } from './rng.js';

const person = (name: string, gender: 'male' | 'female' | 'non-binary'): Person => {
  const [first = name, last = ''] = name.split(' ');
  return { name, first, last, pronouns: pronounsFor(gender) };
};

describe('grammar', () => {
  it('expands symbols recursively and reads variables before rules', () => {
    const g = new Grammar({ greeting: ['Hello, #who#!'], who: ['world'] });
    expect(g.context().expand('#greeting#', createRng(1))).toBe('Hello, world!');
    expect(g.context({ vars: { who: 'Brunna' } }).expand('#greeting#', createRng(1))).toBe('Hello, Brunna!');
  });

  it('binds a choice once and reuses it', () => {
    const g = new Grammar({ name: ['Dain', 'Hald', 'Verrow', 'Tamsin', 'Orla', 'Cai', 'Nell', 'Bram'] });
    for (let seed = 0; seed < 30; seed++) {
      const out = g.context().expand('[rival:#name#]#rival# met #rival# again.', createRng(seed));
      const [a, , b] = out.replace('.', '').split(' ');
      expect(a).toBe(b);
    }
    const ctx = g.context({ vars: { rival: 'Verrow' } });
    expect(ctx.expand('[rival?:#name#]#rival#', createRng(1))).toBe('Verrow');
  });

  it('applies English modifiers', () => {
    const g = new Grammar({ beast: ['owlbear'], job: ['ferryman'] });
    const ctx = g.context({ vars: { place: 'kettle ford', n: 112 } });
    const rng = createRng(1);
    expect(ctx.expand('#beast.a#', rng)).toBe('an owlbear');
    expect(ctx.expand('#job.s#', rng)).toBe('ferrymen');
    expect(ctx.expand('#beast.a.capitalize#', rng)).toBe('An owlbear');
    expect(ctx.expand('#place.title#', rng)).toBe('Kettle Ford');
    expect(ctx.expand('#n.words#', rng)).toBe('a hundred and twelve');
  });

  it('makes pronouns and verbs agree with the person', () => {
    const g = new Grammar({});
    const rng = createRng(1);
    const template =
      '#p.They:keeps# #p.their# word; #p.they# #p.was# there and #p.v:has# #p.themself# to blame. #p.first# #p.is# sure.';
    expect(g.context({ vars: { p: person('Brunna Coalhand', 'female') } }).expand(template, rng)).toBe(
      'She keeps her word; she was there and has herself to blame. Brunna is sure.',
    );
    expect(g.context({ vars: { p: person('Ash Wren', 'non-binary') } }).expand(template, rng)).toBe(
      'They keep their word; they were there and have themself to blame. Ash are sure.',
    );
    expect(
      g
        .context({ vars: { p: person('Hald Verrow', 'male') } })
        .expand('#p.last.possessive# #p.They:does#', rng),
    ).toBe('Verrow’s He does');
  });

  it('filters alternatives by tags, and a chosen phrase can rule out its contradictions', () => {
    const g = new Grammar({
      clothes: ['<noble> silk and a signet ring', '<farmer> a muddy smock', 'a plain cloak'],
      mood: ['<+cheerful> Cheerful', '<!cheerful> Gloomy'],
    });
    for (let seed = 0; seed < 100; seed++) {
      const farmer = g.context({ tags: ['farmer'] }).expand('#clothes#', createRng(seed));
      expect(farmer).not.toContain('silk');
      const noble = g.context({ tags: ['noble'] }).expand('#clothes#', createRng(seed));
      expect(noble).not.toContain('smock');
      const ctx = g.context();
      const first = ctx.expand('#mood#', createRng(seed));
      const second = ctx.expand('#mood#', createRng(seed + 1000));
      if (first === 'Cheerful') expect(second).toBe('Cheerful');
    }
  });

  it('uses else alternatives only when nothing else fits, and any-of tag groups', () => {
    const g = new Grammar({ work: ['<smith|armourer> forges blades', '<else> works as #job.a#'] });
    expect(g.context({ tags: ['smith'] }).expand('#work#', createRng(1))).toBe('forges blades');
    expect(g.context({ tags: ['armourer'] }).expand('#work#', createRng(1))).toBe('forges blades');
    expect(g.context({ tags: ['custom'], vars: { job: 'ferryman' } }).expand('#work#', createRng(1))).toBe(
      'works as a ferryman',
    );
  });

  it('does not repeat an alternative within one entity until all are used', () => {
    const g = new Grammar({ trait: ['a', 'b', 'c', 'd', 'e'] });
    for (let seed = 0; seed < 20; seed++) {
      const ctx = g.context();
      const rng = createRng(seed);
      const picks = Array.from({ length: 5 }, () => ctx.expandSymbol('trait', rng));
      expect(new Set(picks).size).toBe(5);
      expect(ctx.expandMany('trait', 3, rng).length).toBeLessThanOrEqual(3);
    }
    expect(g.context().expandMany('trait', 10, createRng(1))).toHaveLength(5);
  });

  it('throws on unknown symbols, modifiers and dead ends in strict mode, and is quiet otherwise', () => {
    const strict = new Grammar({ a: ['#missing#'], b: ['#x.nonsense#'], c: ['<never> x'] }, { strict: true });
    expect(() => strict.context().expand('#a#', createRng(1))).toThrow(GrammarError);
    expect(() => strict.context({ vars: { x: 'y' } }).expand('#b#', createRng(1))).toThrow(/modifier/);
    expect(() => strict.context().expand('#c#', createRng(1))).toThrow(/No alternative/);
    expect(() => strict.context({ vars: { o: { a: 1 } } }).expand('#o#', createRng(1))).toThrow(/render/);
    expect(() => strict.context({ vars: { s: 'x' } }).expand('#s.they#', createRng(1))).toThrow(/person/);
    const lenient = new Grammar({ a: ['before #missing# after'] }, { strict: false });
    expect(lenient.context().expand('#a#', createRng(1))).toBe('before  after');
  });

  it('rejects malformed templates when they are loaded', () => {
    expect(() => new Grammar({ a: ['unclosed #symbol'] })).toThrow(GrammarError);
    expect(() => new Grammar({ a: ['[nocolon]'] })).toThrow(GrammarError);
    expect(() => new Grammar({ a: ['stray ] bracket'] })).toThrow(GrammarError);
    expect(() => new Grammar({ a: ['<unclosed tag text'] })).toThrow(GrammarError);
    expect(() => new Grammar([{ a: ['x'] }, { a: ['y'] }])).toThrow(/twice/);
  });

  it('never leaks syntax or non-text values', () => {
    const g = new Grammar({
      s: ['#p.They:walks# to #place.name# with #thing.a#', '[x:#thing#]#x.s# for #p.them#'],
      thing: ['owl', 'hour-glass', 'umbrella'],
    });
    for (let seed = 0; seed < 200; seed++) {
      const out = g
        .context({ vars: { p: person('Ash Wren', 'non-binary'), place: { name: 'Ashford' } } })
        .expand('#s#', createRng(seed));
      expect(out).not.toMatch(/[#[\]<>{}]|undefined|null|\[object Object\]/);
    }
  });
});

describe('a world the grammar remembers (decision 026)', () => {
  const g = new Grammar({ trinket: ['a ring', 'a medallion', 'a badge', 'a charm', 'a pin'] });

  /** Thirty entities in a row, each remembered as a set (`counted` false) or with how often (`counted` true). */
  function account(counted: boolean, salt: number): Map<string, number> {
    const sets = new Set<number>();
    const counts = new Map<number, number>();
    const seen = new Map<string, number>();
    for (let i = 0; i < 30; i++) {
      const used = new Set<number>();
      const out = withTemplateWorld({ avoid: counted ? counts : sets, used }, () =>
        g.context().expand('#trinket#', createRng(salt + i)),
      );
      seen.set(out, (seen.get(out) ?? 0) + 1);
      for (const id of used) {
        sets.add(id);
        counts.set(id, (counts.get(id) ?? 0) + 1);
      }
    }
    return seen;
  }
  const spread = (seen: Map<string, number>) => Math.max(...seen.values()) - Math.min(...seen.values());

  it('rotates through every alternative, least used first, when it knows how often each was used', () => {
    for (let salt = 0; salt < 20; salt++) {
      const seen = account(true, salt * 100);
      expect(seen.size).toBe(5);
      expect(spread(seen), JSON.stringify([...seen])).toBeLessThanOrEqual(2);
    }
  });

  it('falls back to chance once each has been used, when it only knows that they were', () => {
    const spreads = Array.from({ length: 20 }, (_, salt) => spread(account(false, salt * 100)));
    expect(Math.max(...spreads)).toBeGreaterThan(2);
  });

  it('gives the seed its own choices in an empty world', () => {
    for (let seed = 0; seed < 20; seed++) {
      const plain = g.context().expand('#trinket#', createRng(seed));
      const empty = withTemplateWorld({ avoid: new Map(), used: new Set() }, () =>
        g.context().expand('#trinket#', createRng(seed)),
      );
      expect(empty).toBe(plain);
    }
  });
});
