// The blazon: exact heraldic English for known arms, and for hundreds of decided arms a blazon that names
// exactly the tinctures and charges the drawn emblem shows.
import { describe, expect, it } from 'vitest';
import {
  type Arms,
  CHARGES,
  FACTION_ALIGNMENTS,
  FACTION_EMBLEM_STYLES,
  FACTION_PURPOSES,
  FACTION_SECRECY,
  FACTION_SIZES,
  TINCTURES,
} from '../../../../shared/kinds/faction.js';
import { drawEmblem } from '../faction-emblem.js';
import { decideArms } from './arms.js';
import { blazonOf, chargeNoun, chargesPhrase } from './blazon.js';
import { factionFixture } from './fixtures.js';

type Part = Partial<Pick<Arms, 'field' | 'shield'>> & {
  division?: Partial<Arms['division']>;
  ordinary?: Partial<Arms['ordinary']>;
  charge?: Partial<Arms['charge']>;
};

/** Arms from the parts a test names; an absent division or ordinary is 'none'. */
function arms(p: Part): Arms {
  const field = p.field ?? 'azure';
  return {
    shield: p.shield ?? 'heater',
    field,
    division: { type: 'none', line: 'straight', tincture: field, ...p.division },
    ordinary: { type: 'none', line: 'straight', tincture: field, ...p.ordinary },
    charge: { type: 'mullet', tincture: 'or', count: 0, ...p.charge },
  };
}

describe('blazonOf', () => {
  it('writes known arms exactly', () => {
    const cases: [Part, string][] = [
      [
        {
          field: 'sable',
          ordinary: { type: 'chevron', tincture: 'or' },
          charge: { type: 'raven', tincture: 'argent', count: 3 },
        },
        'Sable, a chevron or between three ravens argent',
      ],
      [
        {
          field: 'sable',
          ordinary: { type: 'chevron', tincture: 'argent' },
          charge: { type: 'raven', tincture: 'argent', count: 3 },
        },
        'Sable, a chevron between three ravens argent',
      ],
      [
        { field: 'gules', ordinary: { type: 'bend', line: 'wavy', tincture: 'argent' } },
        'Gules, a bend wavy argent',
      ],
      [{ field: 'azure', charge: { type: 'lion', tincture: 'or', count: 1 } }, 'Azure, a lion or'],
      [
        { field: 'or', ordinary: { type: 'fess', line: 'embattled', tincture: 'sable' } },
        'Or, a fess embattled sable',
      ],
      [
        {
          field: 'azure',
          division: { type: 'per pale', tincture: 'or' },
          charge: { type: 'key', tincture: 'or', count: 1 },
        },
        'Per pale azure and or, in dexter a key or',
      ],
      [
        {
          field: 'azure',
          division: { type: 'per fess', line: 'wavy', tincture: 'argent' },
          charge: { type: 'mullet', tincture: 'argent', count: 3 },
        },
        'Per fess wavy azure and argent, in chief three mullets argent',
      ],
      [
        {
          field: 'gules',
          division: { type: 'quarterly', tincture: 'or' },
          charge: { type: 'mullet', tincture: 'argent', count: 1 },
        },
        'Quarterly gules and or, in the first quarter a mullet argent',
      ],
      [
        {
          field: 'argent',
          division: { type: 'per chevron', tincture: 'vert' },
          charge: { type: 'tree', tincture: 'argent', count: 1 },
        },
        'Per chevron argent and vert, in base a tree argent',
      ],
      [{ field: 'argent', ordinary: { type: 'cross', tincture: 'gules' } }, 'Argent, a cross gules'],
      [
        {
          field: 'argent',
          ordinary: { type: 'cross', line: 'engrailed', tincture: 'sable' },
          charge: { type: 'rose', tincture: 'argent', count: 1 },
        },
        'Argent, on a cross engrailed sable a rose argent',
      ],
      [
        {
          field: 'azure',
          ordinary: { type: 'chief', tincture: 'argent' },
          charge: { type: 'mullet', tincture: 'azure', count: 3 },
        },
        'Azure, on a chief argent three mullets azure',
      ],
      [
        {
          field: 'azure',
          ordinary: { type: 'chief', line: 'indented', tincture: 'argent' },
          charge: { type: 'lion', tincture: 'or', count: 1 },
        },
        'Azure, a lion or, a chief indented argent',
      ],
      [
        {
          field: 'gules',
          ordinary: { type: 'bordure', line: 'engrailed', tincture: 'argent' },
          charge: { type: 'lion', tincture: 'or', count: 1 },
        },
        'Gules, a lion or, a bordure engrailed argent',
      ],
      [
        {
          field: 'azure',
          ordinary: { type: 'chief', line: 'engrailed', tincture: 'argent' },
          charge: { type: 'escallop', tincture: 'argent', count: 1 },
        },
        'Azure, an escallop and a chief engrailed argent',
      ],
      [
        {
          field: 'or',
          ordinary: { type: 'fess', tincture: 'azure' },
          charge: { type: 'mullet', tincture: 'or', count: 3 },
        },
        'Or, on a fess azure three mullets or',
      ],
      [
        { field: 'vert', charge: { type: 'wolf', tincture: 'argent', count: 3 } },
        'Vert, three wolves argent',
      ],
      [{ field: 'sable', charge: { type: 'fox', tincture: 'or', count: 2 } }, 'Sable, two foxes or'],
      [{ field: 'gules', charge: { type: 'key', tincture: 'or', count: 3 } }, 'Gules, three keys or'],
      [
        { field: 'azure', charge: { type: 'fleur-de-lis', tincture: 'or', count: 3 } },
        'Azure, three fleurs-de-lis or',
      ],
      [
        { field: 'gules', charge: { type: 'escallop', tincture: 'argent', count: 3 } },
        'Gules, three escallops argent',
      ],
      [
        { field: 'purpure', charge: { type: 'escallop', tincture: 'argent', count: 1 } },
        'Purpure, an escallop argent',
      ],
      [
        { field: 'sable', charge: { type: 'scales', tincture: 'or', count: 1 } },
        'Sable, a pair of scales or',
      ],
      [
        { field: 'sable', charge: { type: 'scales', tincture: 'or', count: 3 } },
        'Sable, three pairs of scales or',
      ],
      [{ field: 'vert', charge: { type: 'hourglass', tincture: 'or', count: 1 } }, 'Vert, an hourglass or'],
      [{ field: 'gules', charge: { type: 'eagle', tincture: 'or', count: 1 } }, 'Gules, an eagle or'],
      [
        { field: 'azure', charge: { type: 'fish', tincture: 'argent', count: 3 } },
        'Azure, three fish argent',
      ],
      [
        {
          field: 'vert',
          ordinary: { type: 'fess', line: 'dancetty', tincture: 'or' },
          charge: { type: 'garb', tincture: 'or', count: 2 },
        },
        'Vert, a fess dancetty between two garbs or',
      ],
      [
        {
          field: 'gules',
          ordinary: { type: 'pale', tincture: 'argent' },
          charge: { type: 'axe', tincture: 'or', count: 2 },
        },
        'Gules, a pale argent between two axes or',
      ],
      [
        {
          field: 'sable',
          ordinary: { type: 'saltire', tincture: 'argent' },
          charge: { type: 'skull', tincture: 'or', count: 2 },
        },
        'Sable, a saltire argent between two skulls or in fess',
      ],
    ];
    for (const [part, text] of cases) expect(blazonOf(arms(part))).toBe(text);
  });

  it('names every charge with the right article and plural', () => {
    for (const charge of CHARGES) {
      const one = chargesPhrase(charge, 1);
      expect(one).toMatch(/^(a|an) [a-z][a-z -]*$/);
      expect(chargesPhrase(charge, 3)).toBe(`three ${chargeNoun(charge, 3)}`);
      expect(chargeNoun(charge, 2)).not.toBe(charge === 'fish' ? 'fishes' : charge);
    }
    expect(chargesPhrase('owl', 1)).toBe('an owl');
    expect(chargesPhrase('anchor', 1)).toBe('an anchor');
    expect(chargesPhrase('hand', 1)).toBe('a hand');
    expect(chargeNoun('fleur-de-lis', 2)).toBe('fleurs-de-lis');
  });

  it('names exactly the tinctures and charges the drawn emblem shows, over 500 seeds', () => {
    for (let seed = 0; seed < 500; seed++) {
      const faction = factionFixture(
        {
          purpose: FACTION_PURPOSES[seed % FACTION_PURPOSES.length]!,
          alignment: FACTION_ALIGNMENTS[(seed * 7) % FACTION_ALIGNMENTS.length]!,
          secrecy: FACTION_SECRECY[(seed * 3) % FACTION_SECRECY.length]!,
          size: FACTION_SIZES[(seed * 5) % FACTION_SIZES.length]!,
          emblemStyle: FACTION_EMBLEM_STYLES[(seed * 11) % FACTION_EMBLEM_STYLES.length]!,
        },
        seed,
      );
      const blazon = faction.blazon;
      const svg = drawEmblem(faction, seed);
      const label = `seed ${seed}: ${blazon}`;
      const drawnTinctures = new Set([...svg.matchAll(/data-tincture="([a-z]+)"/g)].map((m) => m[1]));
      const words = blazon.toLowerCase().split(/[\s,]+/);
      const namedTinctures = new Set(words.filter((w) => (TINCTURES as readonly string[]).includes(w)));
      expect([...namedTinctures].sort(), label).toEqual([...drawnTinctures].sort());
      const drawnCharges = [...svg.matchAll(/data-charge="([a-z-]+)"/g)].map((m) => m[1]!);
      const { charge } = faction.arms;
      if (drawnCharges.length === 0) {
        expect(charge.count, label).toBe(0);
        for (const c of CHARGES) expect(words, label).not.toContain(chargeNoun(c, 1));
      } else {
        expect(new Set(drawnCharges), label).toEqual(new Set([charge.type]));
        expect(blazon, label).toContain(chargesPhrase(charge.type, drawnCharges.length));
      }
      const ordinary = /data-ordinary="([a-z]+)"/.exec(svg)?.[1];
      if (ordinary) expect(blazon, label).toMatch(new RegExp(`\\ba ${ordinary}\\b`));
      else expect(faction.arms.ordinary.type).toBe('none');
      const division = /data-division="([a-z ]+)"/.exec(svg)?.[1];
      if (division) expect(blazon.toLowerCase(), label).toContain(division);
      else expect(blazon, label).not.toMatch(/^(Per|Quarterly)/);
      // English: one capital at the start, tinctures in lower case, no doubled spaces or leaks.
      expect(blazon.charAt(0), label).toMatch(/[A-Z]/);
      expect(blazon.slice(1), label).not.toMatch(/[A-Z]/);
      expect(blazon, label).not.toMatch(/ {2}|undefined|null|,,|, ,|\s$/);
    }
  });

  it('is written from the same record the decider makes', () => {
    const a = decideArms(
      {
        purpose: 'spy ring',
        alignment: 'Lawful Evil',
        secrecy: 'secret',
        size: 'Regional Power',
        emblemStyle: 'dark',
      },
      9,
    );
    expect(blazonOf(a)).toBe(blazonOf(structuredClone(a)));
  });
});
