// A typed purpose shows in the writing (blind read, factions): the place it names is where the faction keeps house
// and what its goals turn on, a participle phrase ('working out of', 'protecting') reads as English, the body it
// names decides the kind ('a street gang of orphans' is a gang), and a requested alignment sets the tone.
import { describe, expect, it } from 'vitest';
import type { FactionData } from '../../../shared/kinds/faction.js';
import { generateFaction } from './generate.js';
import { typedRequest as request } from './test-request.js';
import { readPurposeFacts } from './text/lexicon.js';

const SEEDS = Array.from({ length: 12 }, (_, i) => 300 + i);

describe('a place typed in the purpose', () => {
  it('reads participle phrases and the place they name', () => {
    const morgue = readPurposeFacts('necromancers working out of the city morgue');
    expect(morgue.form).toBe('noun');
    expect(morgue.phrase).toBe('necromancers working out of the city morgue');
    expect(morgue.plural).toBe(true);
    expect(morgue.site).toEqual({ phrase: 'the city morgue', head: 'morgue', sort: 'building' });

    const forest = readPurposeFacts('druid circle protecting the old forest');
    expect(forest.phrase).toBe('a druid circle protecting the old forest');
    expect(forest.works[0]?.to).toBe('protect the old forest');
    expect(forest.site?.sort).toBe('wild');

    const docks = readPurposeFacts('thieves guild based in the docks');
    expect(docks.form).toBe('noun');
    expect(docks.phrase).toBe('a thieves’ guild based in the docks');
    expect(docks.quarter?.type).toBe('docks');

    expect(readPurposeFacts('beekeepers who guard a sacred hive').site?.phrase).toBe('the sacred hive');
    expect(readPurposeFacts('keep the lighthouse burning').site?.phrase).toBe('the lighthouse');
    // A place they only sell to is not where they work.
    expect(readPurposeFacts('grave robbers who sell to the college').site).toBeNull();
  });

  it('keeps house at the typed place, open or hidden, and says so in good English', () => {
    for (const secrecy of ['known', 'secret'] as const) {
      for (const seed of SEEDS) {
        const f = generateFaction(request('necromancers working out of the city morgue', { secrecy }), seed);
        const at = `${secrecy} ${seed}: ${f.headquarters}`;
        expect(f.purpose, at).toBe('cabal of mages');
        expect(f.headquarters, at).toMatch(/\bthe city morgue\b/i);
        expect(f.description, at).toContain('necromancers working out of the city morgue');
        expect(f.description, at).not.toMatch(/\ba necromancers\b/);
        // The morgue is the morgue: no shop sign over its door.
        expect(f.description, at).not.toMatch(/Shop|Store|Relief Fund|Sick Club/);
      }
    }
  });

  it('puts a house in typed wild land outside the town, with no street or shop door', () => {
    for (const secrecy of ['known', 'rumored', 'secret'] as const) {
      for (const seed of SEEDS) {
        const f = generateFaction(request('druid circle protecting the old forest', { secrecy }), seed);
        const at = `${secrecy} ${seed}: ${f.headquarters}`;
        expect(f.purpose, at).toBe('druid circle');
        expect(f.headquarters, at).toMatch(/\bthe old forest\b/i);
        expect(f.headquarters, at).not.toMatch(
          /\b(halfway down|just off|at the corner of|the whole street)\b/i,
        );
        expect(f.description, at).not.toMatch(/sign over the door/);
      }
    }
  });

  it('turns goals on the typed place, and never copies one place into a second town', () => {
    let named = 0;
    for (const seed of SEEDS) {
      const f = generateFaction(request('beekeepers who guard a sacred hive'), seed);
      expect(f.headquarters, `${seed}`).toMatch(/\bthe sacred hive\b/i);
      for (const goal of f.goals) expect(goal, `${seed}`).not.toMatch(/ as well as /);
      if (f.goals.some((g) => /\bsacred hive\b/.test(g))) named++;
    }
    expect(named).toBeGreaterThanOrEqual(SEEDS.length / 3);
  });

  it('works a typed quarter: a thieves’ guild in the docks is of the docks', () => {
    for (const seed of SEEDS) {
      const f = generateFaction(request('thieves guild based in the docks', { secrecy: 'secret' }), seed);
      expect(f.purpose).toBe("thieves' guild");
      expect(f.description, `${seed}`).toContain('thieves’ guild based in the docks');
      expect(f.headquarters, `${seed}`).toMatch(/\bthe docks\b/i);
      expect(f.description, `${seed}`).not.toMatch(/the same words|own words/);
    }
  });
});

describe('what the words name decides the kind', () => {
  it('reads a body, a trade and a compound as what they are', () => {
    for (const seed of SEEDS.slice(0, 6)) {
      const spies = generateFaction(request('spy network'), seed);
      expect(spies.purpose).toBe('spy ring');
      expect(spies.goals.join(' ')).not.toMatch(/\bspy network\b/i);
      expect(spies.description).not.toMatch(/\bspies network\b|to spy network/);

      const gang = generateFaction(request('street gang of orphans'), seed);
      expect(gang.purpose).toBe("thieves' guild");

      const hunters = generateFaction(request('monster hunters for hire'), seed);
      expect(hunters.purpose).toBe('mercenary company');
      expect(hunters.description).toMatch(/\bhunts? monsters\b/);
      expect(hunters.goals.join(' ')).not.toMatch(/furs and meat/);

      // A cult serves what it was typed to serve, not a power of the seed's choosing.
      const cult = generateFaction(request('cult of the drowned god', { secrecy: 'secret' }), seed);
      expect(cult.purpose).toBe('cult');
      expect(
        `${cult.description}\n${cult.goals.join('\n')}`.match(/\bdrowned god\b/gi)?.length,
      ).toBeGreaterThan(1);

      const watch = generateFaction(request('town watch'), seed);
      expect(watch.purpose).not.toBe('spy ring');
      expect(watch.description).toMatch(/\bwatchmen\b|\bstrong\b/);
    }
  });
});

/** Lines whose tone belongs to a crooked or cruel body, never a lawful good one. */
const CROOKED =
  /by fair means or foul|by buying debts|as an example to the rest|gold rather than knives|before the old guard notices|fixes prices|collects in verdicts|hunts heretics|forges the histories|curses the fields|soldiers and killers/i;

function toneText(f: FactionData): string {
  return [f.description, ...f.goals].join('\n');
}

describe('a requested alignment sets the tone', () => {
  it('writes no crooked goals or methods for a lawful good body, across kinds', () => {
    const purposes = [
      'holy order',
      'merchant league',
      'druid circle',
      'scholars’ society',
      'mercenary company',
      'order of knights',
    ];
    let crookedElsewhere = 0;
    for (const purpose of purposes) {
      for (const seed of SEEDS) {
        for (const secrecy of ['known', 'secret'] as const) {
          const good = generateFaction(request(purpose, { alignment: 'Lawful Good', secrecy }), seed);
          expect(toneText(good), `${purpose} ${seed}`).not.toMatch(CROOKED);
          const evil = generateFaction(request(purpose, { alignment: 'Neutral Evil', secrecy }), seed);
          if (CROOKED.test(toneText(evil))) crookedElsewhere++;
        }
      }
    }
    // The check can fail: the same lines do turn up for an evil body.
    expect(crookedElsewhere).toBeGreaterThan(0);
  });
});

describe('a hidden body keeps its members hidden', () => {
  it('holds no rite at a crossroads or on its own steps, and keeps no roll in its branches', () => {
    for (const purpose of ["assassins' guild", "thieves' guild", 'cult', 'rebel cell', 'spy ring']) {
      for (const seed of SEEDS) {
        const f = generateFaction(
          request(purpose, { secrecy: 'secret', size: seed % 2 ? 'Regional Power' : 'Local Organization' }),
          seed,
        );
        for (const r of f.rituals)
          expect(r.description, `${purpose} ${seed}`).not.toMatch(
            /crossroads outside|in a field outside|on the steps of/,
          );
        expect(`${f.structure} ${f.recruitment}`, `${purpose} ${seed}`).not.toMatch(
          /book of members|list of members of its own/,
        );
      }
    }
  });
});
