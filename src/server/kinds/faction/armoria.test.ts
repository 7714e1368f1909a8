// A faction's arms in Armoria's format (issue 25, item 5): every coat of arms the engine decides becomes a coat of
// arms made only of what Armoria knows (its own ids, read from its data model), says the same field, partition,
// ordinary and charges as the record, round-trips through the 'Open in Armoria' address, and names what Armoria draws
// only as its nearest charge.
import { describe, expect, it } from 'vitest';
import { CHARGES, type FactionData, factionRequestSchema } from '../../../shared/kinds/faction.js';
import {
  ARMORIA_URL,
  armoriaCharge,
  armoriaCoa,
  armoriaLink,
} from '../../../shared/kinds/faction-armoria.js';
import { SAMPLE_REQUESTS } from '../../test/sample-requests.js';
import { factionKind } from './faction-kind.js';

/** Armoria's own ids (its `src/data/dataModel.js` and shield list), for what our arms use. */
const ARMORIA = {
  tinctures: ['argent', 'or', 'gules', 'sable', 'azure', 'vert', 'purpure', 'murrey', 'sanguine', 'tenné'],
  shields: ['heater', 'spanish', 'french', 'kite', 'round', 'diamond', 'swiss', 'pavise'],
  divisions: [
    'perPale',
    'perFess',
    'perBend',
    'perBendSinister',
    'perChevron',
    'perChevronReversed',
    'perCross',
    'perPile',
    'perSaltire',
    'gyronny',
    'chevronny',
  ],
  ordinaries: [
    'pale',
    'fess',
    'bend',
    'bendSinister',
    'chief',
    'bar',
    'gemelle',
    'terrace',
    'cross',
    'saltire',
    'bordure',
    'orle',
    'mount',
    'point',
    'chevron',
    'pile',
    'canton',
    'pall',
  ],
  lines: [
    'straight',
    'wavy',
    'engrailed',
    'invecked',
    'rayonne',
    'embattled',
    'raguly',
    'urdy',
    'dancetty',
    'indented',
    'dentilly',
    'nebuly',
  ],
  charges: [
    'lozenge',
    'fusil',
    'mascle',
    'lozengeFaceted',
    'roundel',
    'annulet',
    'mullet',
    'mullet6',
    'estoile',
    'billet',
    'triangle',
    'goutte',
    'heart',
    'fleurDeLis',
    'sunInSplendour',
    'crescent',
    'crossFormee',
    'lionRampant',
    'wolfRampant',
    'greyhoundCourant',
    'martenCourant',
    'boarRampant',
    'stagPassant',
    'horseRampant',
    'bearRampant',
    'bullPassant',
    'goat',
    'ramPassant',
    'elephant',
    'catPassantGuardant',
    'rabbitSejant',
    'ratRampant',
    'squirrel',
    'frog',
    'snake',
    'lizard',
    'scorpion',
    'butterfly',
    'bee',
    'fly',
    'dragonRampant',
    'griffinRampant',
    'unicornRampant',
    'serpent',
    'eagle',
    'falcon',
    'raven',
    'cock',
    'swan',
    'heron',
    'owl',
    'dove',
    'swallow',
    'tree',
    'oak',
    'pineTree',
    'trefoil',
    'cinquefoil',
    'rose',
    'apple',
    'grapeBunch',
    'escallop',
    'pike',
    'cancer',
    'dolphin',
    'anchor',
    'boat',
    'lymphad',
    'garb',
    'sickle',
    'scythe',
    'sword',
    'falchion',
    'hatchet',
    'axe',
    'spear',
    'mallet',
    'bow',
    'arrow',
    'helmet',
    'gauntlet',
    'hand',
    'head',
    'skull',
    'tower',
    'castle',
    'bridge',
    'crown',
    'laurelWreath',
    'orb',
    'chalice',
    'key',
    'bugleHorn',
    'bell',
    'pot',
    'bucket',
    'wing',
    'harp',
    'drum',
    'wheel',
    'crosier',
    'sceptre',
    'chain',
    'anvil',
    'ladder',
    'banner',
    'bookClosed',
    'bookOpen',
    'scissors',
  ],
};

const factions = (count: number): FactionData[] =>
  Array.from({ length: count }, (_, i) =>
    factionKind.procedural.text(factionRequestSchema.parse(SAMPLE_REQUESTS.faction!(i)), 1000 + i * 7919),
  ) as FactionData[];

describe('arms in Armoria', () => {
  it('draws every charge we have with one of Armoria’s', () => {
    for (const type of CHARGES) {
      const arms = factions(1)[0]!.arms;
      const { coa } = armoriaCoa({ ...arms, charge: { type, tincture: 'or', count: 1 } });
      expect(ARMORIA.charges, type).toContain(coa.charges![0]!.charge);
    }
  });

  it('makes every decided coat of arms of Armoria’s own parts, saying what the record says', () => {
    for (const faction of factions(120)) {
      const { arms } = faction;
      const { coa, notCarried } = armoriaCoa(arms);
      expect(ARMORIA.tinctures).toContain(coa.t1);
      expect(coa.t1).toBe(arms.field);
      expect(ARMORIA.shields).toContain(coa.shield);
      if (arms.division.type === 'none') expect(coa.division).toBeUndefined();
      else {
        expect(ARMORIA.divisions).toContain(coa.division!.division);
        expect(ARMORIA.lines).toContain(coa.division!.line);
        expect(coa.division!.t).toBe(arms.division.tincture);
      }
      if (arms.ordinary.type === 'none') expect(coa.ordinaries).toBeUndefined();
      else {
        expect(coa.ordinaries).toHaveLength(1);
        expect(ARMORIA.ordinaries).toContain(coa.ordinaries![0]!.ordinary);
        expect(coa.ordinaries![0]!.t).toBe(arms.ordinary.tincture);
      }
      const shown = (coa.charges ?? []).length;
      expect(shown).toBe((arms.charge.count > 0 ? 1 : 0) + (arms.second ? 1 : 0));
      for (const charge of coa.charges ?? []) {
        expect(ARMORIA.charges).toContain(charge.charge);
        expect(
          charge.t === arms.charge.tincture ||
            charge.t === arms.second?.tincture ||
            /^#[0-9a-f]{6}$/.test(charge.t),
        ).toBe(true);
        expect(charge.p).toMatch(/^[a-zA-L]+$/);
      }
      // A charge Armoria lacks is named, never dropped in silence.
      for (const part of [arms.charge.count > 0 ? arms.charge : undefined, arms.second]) {
        if (!part) continue;
        const { id, exact } = armoriaCharge(part.type);
        const note = `Armoria draws the ${part.type} as its ${id}.`;
        if (exact) expect(notCarried).not.toContain(note);
        else expect(notCarried).toContain(note);
      }
      // The address opens exactly these arms.
      const link = armoriaLink(arms);
      expect(link.startsWith(`${ARMORIA_URL}?coa=`)).toBe(true);
      expect(JSON.parse(decodeURIComponent(link.slice(`${ARMORIA_URL}?coa=`.length)))).toEqual(coa);
    }
  });

  it('names what Armoria draws as its nearest charge, and nothing when it has the same', () => {
    const arms = factions(1)[0]!.arms;
    const base = {
      ...arms,
      division: { ...arms.division, type: 'none' as const },
      ordinary: { ...arms.ordinary, type: 'none' as const },
      second: undefined,
    };
    expect(armoriaCoa({ ...base, charge: { type: 'lion', tincture: 'or', count: 1 } }).notCarried).toEqual(
      [],
    );
    expect(armoriaCoa({ ...base, charge: { type: 'phoenix', tincture: 'or', count: 1 } }).notCarried).toEqual(
      ['Armoria draws the phoenix as its eagle.'],
    );
    expect(armoriaCoa({ ...base, charge: { type: 'boar', tincture: 'or', count: 7 } }).notCarried).toEqual([
      'Armoria shows 6 of the charges, not 7.',
    ]);
  });

  it('is linked from the Obsidian note, with what Armoria draws otherwise', () => {
    for (const faction of factions(10)) {
      const note = factionKind.markdown.obsidian({ ...faction, id: 1 } as never);
      const url = armoriaLink(faction.arms).replace(/\(/g, '%28').replace(/\)/g, '%29');
      expect(note).toContain(`> [Open these arms in Armoria](${url})`);
    }
  });
});
