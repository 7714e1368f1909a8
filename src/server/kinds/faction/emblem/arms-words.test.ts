// Arms that belong to the faction (issue 20): a colour or a thing in its name or typed purpose is in its arms when
// heraldry can show it, over every option and hundreds of seeds, with the rule of tincture still kept.
import { describe, expect, it } from 'vitest';
import {
  type Arms,
  type Charge,
  FACTION_ALIGNMENTS,
  FACTION_EMBLEM_STYLES,
  FACTION_PURPOSES,
  FACTION_SECRECY,
  FACTION_SIZES,
  type Tincture,
} from '../../../../shared/kinds/faction.js';
import { type ArmsFacts, decideArms, keepsRuleOfTincture, shownTinctures } from './arms.js';
import { readArmsWords } from './lexicon.js';

const metal = (t: Tincture) => t === 'or' || t === 'argent';

function factsFor(i: number): ArmsFacts {
  return {
    purpose: FACTION_PURPOSES[i % FACTION_PURPOSES.length]!,
    alignment: FACTION_ALIGNMENTS[(i * 7) % FACTION_ALIGNMENTS.length]!,
    secrecy: FACTION_SECRECY[(i * 3) % FACTION_SECRECY.length]!,
    size: FACTION_SIZES[(i * 5) % FACTION_SIZES.length]!,
    emblemStyle: FACTION_EMBLEM_STYLES[(i * 11) % FACTION_EMBLEM_STYLES.length]!,
  };
}

/** Shows the charge (at least once) in the given tincture, or any tincture when none is given. */
const bears = (arms: Arms, charge: Charge, tincture?: Tincture) =>
  arms.charge.count > 0 && arms.charge.type === charge && (!tincture || arms.charge.tincture === tincture);

describe('arms from the faction’s own words', () => {
  it('bears what the issue’s examples name, over every option and 200 seeds each', () => {
    const cases: { name?: string; purposeText?: string; check: (arms: Arms) => boolean; what: string }[] = [
      {
        name: 'The Crimson Lily',
        what: 'a lily, and gules on it or under it',
        check: (a) => bears(a, 'lily') && (a.charge.tincture === 'gules' || a.field === 'gules'),
      },
      { name: 'The Order of the Golden Bell', what: 'a bell or', check: (a) => bears(a, 'bell', 'or') },
      { name: 'The Fellowship of the Key', what: 'a key', check: (a) => bears(a, 'key') },
      { name: 'Knights of the Silver Bell', what: 'a bell argent', check: (a) => bears(a, 'bell', 'argent') },
      {
        purposeText: 'a church of the sun god that runs hospitals',
        what: 'a sun (or the hospital’s chalice)',
        check: (a) => bears(a, 'sun') || bears(a, 'chalice'),
      },
      {
        purposeText: 'beekeepers who secretly breed giant bees for war',
        what: 'bees',
        check: (a) => bears(a, 'bee'),
      },
      { purposeText: 'necromancers', what: 'a skull', check: (a) => bears(a, 'skull') },
    ];
    for (const c of cases) {
      let sun = 0;
      for (let seed = 0; seed < 200; seed++) {
        const facts = {
          ...factsFor(seed),
          ...(c.name ? { name: c.name } : {}),
          ...(c.purposeText ? { purposeText: c.purposeText } : {}),
        };
        const arms = decideArms(facts, seed);
        const label = `${c.name ?? c.purposeText} seed ${seed}: ${JSON.stringify(arms)}`;
        expect(c.check(arms), `${label} should bear ${c.what}`).toBe(true);
        expect(keepsRuleOfTincture(arms), label).toBe(true);
        if (bears(arms, 'sun')) sun += 1;
      }
      // The sun god's church mostly bears the sun itself; the hospital's chalice is the second word.
      if (c.purposeText?.includes('sun')) expect(sun).toBeGreaterThan(120);
    }
  });

  it('reads names and typed purposes of our own for the thing and colour they name', () => {
    const cases: [string, string, readonly Charge[], readonly Tincture[]][] = [
      // name, purpose, charges any of which is right, tinctures that must be shown
      ['The Black Rose', '', ['rose'], ['sable']],
      ['The Azure Serpent', '', ['serpent'], ['azure']],
      ['House Drake', '', ['dragon'], []],
      ['The Iron Wolves', '', ['wolf'], ['argent']],
      ['The Emerald Eye', '', ['eye'], ['vert']],
      ['The Scarlet Brotherhood', '', [], ['gules']],
      ['The Violet Moth', '', ['moth'], ['purpure']],
      ['Order of the Ashen Gate', '', ['portcullis'], ['argent']],
      ['The Fog-Bound Keel', '', ['ship', 'cloud'], []],
      ['The Three Ravens', '', ['raven'], []],
      ['The Lamplit Window', '', ['lantern'], []],
      ['The Drowned Crown', '', ['crown'], []],
      ['The Gilded Hand', '', ['hand'], ['or']],
      ['The Salt Eels', '', ['eel'], []],
      ['Sisterhood of the White Swan', '', ['swan'], ['argent']],
      ['The Red Hart', '', ['stag'], ['gules']],
      ['The Laughing Foxes', '', ['fox'], []],
      ['The Brass Anvil', '', ['anvil'], ['or']],
      ['The Weeping Willow', '', ['tree', 'drop'], []],
      ['The Thorned Crown', '', ['crown', 'thistle'], []],
      ['', 'miners who dig under the mountains for silver', ['pickaxe'], ['argent']],
      ['', 'a coven of witches in the marshes', ['cauldron'], []],
      ['', 'alchemists selling poisons', ['flask'], []],
      ['', 'fishermen who smuggle on the side', ['fish'], []],
      ['', 'a brotherhood of blacksmiths', ['anvil'], []],
      ['', 'vintners and wine merchants of the south', ['grapes'], []],
      ['', 'a guild of bards and minstrels', ['harp'], []],
      ['', 'pirates who raid the coast', ['ship'], []],
      ['', 'hunters of the great forest', ['horn'], []],
      ['', 'a storm cult that worships thunder', ['thunderbolt'], []],
      ['', 'the queen’s own spies', ['crown'], []],
      ['', 'slavers who deal in chains', ['chain'], []],
      ['', 'ratcatchers who run the sewers', ['rat'], []],
      ['', 'astrologers who read the stars', ['estoile', 'mullet'], []],
      ['', 'millers who hoard grain in a famine', ['windmill', 'garb'], []],
      ['', 'a cult of the kraken', ['octopus'], []],
      // A shepherd's own sign is the crook (a charge since the lexicon grew one); sheep and rams still read as rams.
      ['', 'shepherds of the high pastures', ['crook'], []],
      ['', 'falconers of the old king', ['falcon', 'crown'], []],
      ['', 'keepers of the lighthouse', ['lighthouse'], []],
      ['', 'green-cloaked rangers of the wood', ['bow'], ['vert']],
    ];
    for (const [name, purposeText, charges, tinctures] of cases) {
      for (let seed = 0; seed < 60; seed++) {
        const arms = decideArms(
          { ...factsFor(seed), ...(name ? { name } : {}), ...(purposeText ? { purposeText } : {}) },
          seed,
        );
        const label = `${name || purposeText} seed ${seed}: ${JSON.stringify(arms)}`;
        if (charges.length > 0) {
          expect(arms.charge.count, label).toBeGreaterThan(0);
          expect(charges, label).toContain(arms.charge.type);
        }
        for (const t of tinctures) expect(shownTinctures(arms), label).toContain(t);
        expect(keepsRuleOfTincture(arms), label).toBe(true);
      }
    }
  });

  it('keeps the named colour on the named thing when it is a metal, and keeps the rules for hidden factions', () => {
    for (let seed = 0; seed < 600; seed++) {
      const facts = { ...factsFor(seed), name: seed % 2 ? 'The Golden Key' : 'The Silver Masks' };
      const arms = decideArms(facts, seed);
      const label = `seed ${seed} ${JSON.stringify(arms)}`;
      expect(arms.charge.tincture, label).toBe(seed % 2 ? 'or' : 'argent');
      expect(arms.charge.type, label).toBe(seed % 2 ? 'key' : 'mask');
      expect(keepsRuleOfTincture(arms), label).toBe(true);
      if (facts.secrecy === 'secret' || facts.secrecy === 'clandestine') {
        // Still dark, undivided, one charge; gold only because the name says gold.
        expect(metal(arms.field), label).toBe(false);
        expect(arms.division.type, label).toBe('none');
        expect(arms.charge.count, label).toBe(1);
        if (seed % 2 === 0) expect(shownTinctures(arms), label).not.toContain('or');
      }
    }
  });

  it('keeps what it read on the arms, and reads nothing into words that name nothing', () => {
    const arms = decideArms({ ...factsFor(3), name: 'The Order of the Golden Bell' }, 3);
    expect(arms.named).toEqual({ charges: ['bell'], tinctures: ['or'], chargeTincture: 'or' });
    expect(decideArms({ ...factsFor(3), name: 'House Varenne' }, 3).named).toBeUndefined();
    // Words that are the body's own ('Choir', 'Ring') or English in running text ('bear arms') are not things.
    expect(readArmsWords({ name: 'The Dawn Choir' }).named?.charges).toEqual(['sun']);
    expect(readArmsWords({ purpose: 'a smuggling ring who bear arms for hire' }).named).toBeUndefined();
    expect(readArmsWords({ name: 'The Bell of Gold' }).named?.chargeTincture).toBe('or');
    // A typed name leads; a generated one follows the purpose the game master typed.
    expect(readArmsWords({ name: 'The Open Purse', purpose: 'beekeepers' }).named?.charges).toEqual([
      'purse',
      'bee',
    ]);
    expect(
      readArmsWords({ name: 'The Open Purse', purpose: 'beekeepers', nameLeads: false }).named?.charges,
    ).toEqual(['bee', 'purse']);
    const bees = Array.from({ length: 100 }, (_, s) =>
      decideArms({ ...factsFor(s), name: 'The Open Purse', nameGiven: false, purposeText: 'beekeepers' }, s),
    ).filter((a) => a.charge.type === 'bee').length;
    expect(bees).toBeGreaterThan(70);
    // A setting only leans the choice: ten guilds of the docks are not ten anchors.
    const docks = Array.from({ length: 100 }, (_, s) =>
      decideArms({ ...factsFor(0), secrecy: 'known', purposeText: 'a guild of thieves in the docks' }, s),
    );
    const anchors = docks.filter((a) => a.charge.type === 'anchor').length;
    expect(anchors).toBeGreaterThan(3);
    expect(anchors).toBeLessThan(40);
  });
});
