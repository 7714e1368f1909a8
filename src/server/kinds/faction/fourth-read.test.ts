// Regression tests for the fourth blind read (25 factions of one account, after the settled streams): officers
// titled by the faction's whole name, a town watch read as knights, and the phrases the reader met in faction
// after faction of one game master's account.
import { describe, expect, it } from 'vitest';
import type { FactionData } from '../../../shared/kinds/faction.js';
import { writeAccount } from '../../test/one-account.js';
import { generateFaction } from './generate.js';
import { typedRequest } from './test-request.js';

/** The request a game master repeats most: a local, moderate, known faction of no purpose given. */
const REPEATED = {
  size: 'Local Organization',
  influence: 'moderate',
  secrecy: 'known',
  emblemStyle: 'medieval',
};

const account = async (salt: number) =>
  (await writeAccount('faction', REPEATED, { count: 25, salt })) as unknown as FactionData[];

describe('the fourth blind read', () => {
  it('calls officers by their rank alone: no key member below the leader is titled by the faction’s name', async () => {
    const titled: string[] = [];
    for (const f of await account(1000)) {
      const words = new Set(f.name.split(/\s+/).filter((w) => /^[A-Z]/.test(w) && w !== 'The'));
      for (const m of f.keyMembers.slice(1)) {
        const tail = / of (?:the )?(.+)$/.exec(m.role)?.[1];
        // 'Chancellor of the House' is a house's own office, not its name.
        if (tail && tail !== 'House' && tail.split(' ').every((w) => words.has(w)))
          titled.push(`${f.name}: ${m.role}`);
      }
    }
    expect(titled).toEqual([]);
  }, 20_000);

  it('reads the town watch, the watch and constables as a watch: no knights, lances or spies', () => {
    for (const purpose of ['the town watch', 'the watch', 'constables', 'the night watch of the city']) {
      for (let seed = 1; seed <= 12; seed++) {
        const f = generateFaction(typedRequest(purpose), seed);
        const at = `${purpose} ${seed}: ${f.name}`;
        expect(f.purpose, at).toBe('knightly order');
        expect(f.name, at).toMatch(/\bWatch\b/);
        const text = [f.description, f.structure, ...f.keyMembers.map((m) => m.role)].join(' ');
        expect(text, at).not.toMatch(/\bknights?\b|\blances?\b|\bsquires?\b|\bchapter\b|\bto war\b/i);
      }
    }
  });

  it('never has two officers of the second rank act as ‘any three’ or ‘three of them’', () => {
    const wrong: string[] = [];
    for (let seed = 0; seed < 300; seed++) {
      const size = seed % 2 ? 'Small Gang' : 'Local Organization';
      const f = generateFaction(typedRequest('', { size }), seed);
      const two = /There are two [A-Z]|\btwo [A-Z][\w-]+|, two (in all|of them)/.test(f.structure);
      const three = /\bAny three\b|\bthree of them are said to be ready/.exec(f.leadership);
      if (two && three) wrong.push(`${f.name}: ${three[0]}`);
    }
    expect(wrong).toEqual([]);
  });

  it('repeats none of the phrases the reader met in more than 3 of 25 factions asked alike', async () => {
    const phrases = [
      'it is no secret that',
      'with friends in high places',
      'short of friends at court',
      'in the yard behind the',
      'a new member steals',
      'in any town of the',
      'fast boats with black sails',
      'by the light of one lantern',
      'gathered the first members of',
      'learned the trade inside',
      'wealth is kept in one place',
      'has lent too much to',
      'more often than his duties explain',
    ];
    const texts = (await account(1000)).map((f) => JSON.stringify(f).toLowerCase());
    const over = phrases
      .map((p) => [p, texts.filter((t) => t.includes(p)).length] as const)
      .filter(([, n]) => n > 3);
    expect(over).toEqual([]);
  }, 20_000);
});
