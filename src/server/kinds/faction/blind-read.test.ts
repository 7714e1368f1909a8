// Regression tests for the second blind read (25 factions of one account, 10 of one request): each class of fault
// the game master found, sampled over many factions of the same request.
import { describe, expect, it } from 'vitest';
import { type FactionData, factionRequestSchema } from '../../../shared/kinds/faction.js';
import { stringsOf } from '../../engine/repetition.js';
import { createRng } from '../../engine/rng.js';
import { generateFaction } from './generate.js';

function many(input: object, label: string, n: number): FactionData[] {
  const request = factionRequestSchema.parse({
    size: 'Local Organization',
    influence: 'moderate',
    secrecy: 'secret',
    emblemStyle: 'dark',
    ...input,
  });
  const seeds = createRng('blind-read-2', label);
  return Array.from({ length: n }, () => generateFaction(request, seeds.nextUint32()));
}

const thieves = many({ alignment: 'Neutral Evil', purpose: "thieves' guild" }, 'thieves', 200);
const bees = many(
  {
    purpose: 'beekeepers who secretly breed giant bees for war',
    goals: 'breed a queen large enough to ride',
  },
  'bees',
  60,
);
const sun = many({ purpose: 'a church of the sun god that runs hospitals', secrecy: 'known' }, 'sun', 60);
const all = [...thieves, ...bees, ...sun];
const texts = (f: FactionData) => stringsOf({ ...f, arms: undefined, blazon: undefined }).join('\n');

/** The largest number of factions in any window of ten sharing one value. */
function worstInTen(factions: FactionData[], pick: (f: FactionData) => string): number {
  let worst = 0;
  for (let i = 0; i + 10 <= factions.length; i += 10) {
    const counts = new Map<string, number>();
    for (const f of factions.slice(i, i + 10)) {
      const v = pick(f).toLowerCase();
      if (v) counts.set(v, (counts.get(v) ?? 0) + 1);
    }
    worst = Math.max(worst, ...counts.values());
  }
  return worst;
}

describe('second blind read, by class', () => {
  it('names and mottos: ten of one request rarely share one, and no motto is in more than 6% of 200', () => {
    const mottos = new Map<string, number>();
    for (const f of thieves) if (f.motto) mottos.set(f.motto, (mottos.get(f.motto) ?? 0) + 1);
    const top = Math.max(...mottos.values());
    expect(
      top / thieves.length,
      JSON.stringify([...mottos].sort((a, b) => b[1] - a[1]).slice(0, 3)),
    ).toBeLessThan(0.06);
    expect(mottos.size).toBeGreaterThan(60);
    expect(worstInTen(thieves, (f) => f.motto)).toBeLessThanOrEqual(3);
    expect(worstInTen(thieves, (f) => f.name)).toBeLessThanOrEqual(2);
    expect(new Set(thieves.map((f) => f.name)).size).toBeGreaterThan(150);
  });

  it('recycled passages are rare among factions of one request', () => {
    for (const passage of [
      'searched at every door',
      'keeps the door and sends the curious away',
      'without naming names',
      'pet crow that rides on one shoulder',
    ]) {
      const share = thieves.filter((f) => texts(f).includes(passage)).length / thieves.length;
      expect(share, passage).toBeLessThan(0.2);
    }
  });

  it('closing clauses only where they fit', () => {
    for (const f of all) {
      for (const r of f.rituals) {
        if (r.description.includes('nobody can say they were cheated'))
          expect(r.description, r.name).toMatch(/\b(counts|divided|share)\b/);
        if (r.description.includes('never repeated outside'))
          expect(r.description, r.name).toMatch(/\btried\b/);
        // A rite named after a thing is about that thing.
        const thing = /^The (Glove|Spoon|Key|Candle|Button|Cup|Slipper|Thimble) of /.exec(r.name);
        if (thing && /steals/.test(r.description))
          expect(r.description.toLowerCase(), r.name).toContain(thing[1]!.toLowerCase());
      }
      const text = texts(f);
      expect(text).not.toMatch(/mortgaged once, in a bad year|it has never failed them yet/);
      expect(text).not.toMatch(/that meets in a borrowed room/);
      expect(f.headquarters).not.toMatch(/\b(tunnel|cellar|cistern|sewer|cave)\b[^.]*\bwindows? painted\b/i);
    }
  });

  it('quest titles never end on a determiner or a cut noun phrase, and goals read in order', () => {
    for (const f of all) {
      for (const q of f.quests) {
        expect(q.title, q.title).not.toMatch(
          /\b(the|a|an|every|each|all|of|in|for|to|and|with)\.?$|['’]s\s+(Every|Each|All)\b|\bMusic\.?$/i,
        );
        // Never two owners stacked on a gist that already has one.
        expect(q.title, q.title).not.toMatch(/['’]s\s+[^ ]+\s+[^ ]+['’]s?\s+[^ ]+\s+[^ ]+['’]s?\s/);
      }
      for (const g of f.goals) expect(g).not.toMatch(/^Lift quietly\b/);
      expect(f.historyBackground).not.toMatch(/\b(owe|are|have) its beginning/);
    }
  });

  it('a typed purpose drives the faction: hospitals in its goals or house, bees in its name or motto', () => {
    const hospital = sun.filter((f) => /hospital/i.test(`${f.headquarters} ${f.goals.join(' ')}`)).length;
    expect(hospital / sun.length).toBeGreaterThan(0.5);
    const beeish = bees.filter((f) =>
      /\b(bees?|hives?|beekeepers?|apiar|honey|wax)\b/i.test(`${f.name} ${f.motto}`),
    );
    expect(beeish.length / bees.length).toBeGreaterThan(0.6);
  });
});
