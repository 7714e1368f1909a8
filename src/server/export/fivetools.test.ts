// The bulk export's 5etools homebrew (issue 25) through the real app: a gallery's NPCs with stat blocks and its
// magic items of every type arrive as one homebrew file that 5etools' own schema tester accepts, each entry saying
// what its record says; NPCs without a stat block, towns and factions have no entry.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bulkExportPath } from '../../shared/bulk-export.js';
import { ITEM_TYPES, type MagicItemData } from '../../shared/kinds/magic-item.js';
import type { NpcData } from '../../shared/kinds/npc.js';
import { content } from '../db/schema.js';
import { bearer, generateAs, registerUser } from '../test/accounts.js';
import { homebrewErrors } from '../test/fivetools-schema.js';
import { TEST_ENGINES, useTestApp } from '../test/harness.js';
import { SAMPLE_REQUESTS } from '../test/sample-requests.js';
import { readZip } from '../test/zip-checks.js';
import {
  FIVETOOLS_FILE,
  FIVETOOLS_NOT_CARRIED_FILE,
  fiveToolsTags,
  IMPROVED_INITIATIVE_FILE,
  untagged,
} from './fivetools.js';

/** The fields of Improved Initiative's `StatBlock` (its library's creatures). */
const IMPROVED_INITIATIVE_FIELDS = [
  'Id',
  'Name',
  'Path',
  'Source',
  'Type',
  'HP',
  'AC',
  'InitiativeModifier',
  'Speed',
  'Abilities',
  'DamageVulnerabilities',
  'DamageResistances',
  'DamageImmunities',
  'ConditionImmunities',
  'Saves',
  'Skills',
  'Senses',
  'Languages',
  'Challenge',
  'Traits',
  'Actions',
  'BonusActions',
  'Reactions',
  'LegendaryActions',
  'Description',
  'Player',
  'Version',
  'ImageURL',
];

describe('rules text in 5etools tags', () => {
  it('tags attacks, hits, damage, other dice and save DCs, and lets the text open no tag', () => {
    expect(
      fiveToolsTags(
        'Melee Weapon Attack: +5 to hit, reach 5 ft., one target. Hit: 7 (1d8 + 3) slashing damage.',
      ),
    ).toBe('{@atk mw} {@hit 5} to hit, reach 5 ft., one target. {@h}7 ({@damage 1d8 + 3}) slashing damage.');
    expect(
      fiveToolsTags('Each creature makes a DC 13 Dexterity saving throw and regains 2d4 + 2 hit points.'),
    ).toBe('Each creature makes a {@dc 13} Dexterity saving throw and regains {@dice 2d4 + 2} hit points.');
    expect(fiveToolsTags('A {@b trap} of {braces}')).toBe('A @b trap of braces');
    const words =
      'Ranged Weapon Attack: +4 to hit, range 80/320 ft., one target. Hit: 6 (1d8 + 2) piercing damage.';
    expect(untagged(fiveToolsTags(words))).toBe(words);
  });
});

describe("5etools' schema, as the tests load it", () => {
  it('refuses what 5etools would refuse (the check can fail)', async () => {
    const source = 'Loreforge-1-20261128';
    const _meta = {
      sources: [
        { json: source, abbreviation: 'LF', full: 'Loreforge', version: '1.0.0', authors: ['Loreforge'] },
      ],
      dateAdded: 1,
      dateLastModified: 1,
      edition: 'classic',
    };
    const creature = {
      name: 'Mara',
      source,
      size: ['M'],
      type: 'humanoid',
      alignment: ['N'],
      ac: [10],
      hp: { average: 4, formula: '1d8' },
      speed: { walk: 30 },
      ...{ str: 10, dex: 10, con: 10, int: 10, wis: 10, cha: 10 },
      passive: 10,
      cr: '0',
    };
    expect(await homebrewErrors({ _meta, monster: [creature] })).toEqual([]);
    expect(await homebrewErrors({ _meta, monster: [{ ...creature, size: 'Medium' }] })).toContain(
      '/monster/0/size must be array {"type":"array"}',
    );
    expect(
      (await homebrewErrors({ _meta, item: [{ name: 'Orb', source, rarity: 'mythic' }] })).length,
    ).toBeGreaterThan(0);
  });
});

describe.each(TEST_ENGINES)('the 5etools homebrew export (%s)', (engine) => {
  const t = useTestApp(engine);

  const generate = (token: string, kind: string, request: Record<string, unknown>) =>
    generateAs(t.app, token, kind, request);

  const dataOf = async (id: number) =>
    (await t.database.db.select().from(content).where(eq(content.id, id)))[0]!.data as Record<
      string,
      unknown
    >;

  it('is one file 5etools accepts: stat-block NPCs as creatures, every item type as items', async () => {
    const gm = await registerUser(t.app);
    const fighters = [];
    for (const i of [1, 4, 7])
      fighters.push(await generate(gm.token, 'npc', { ...SAMPLE_REQUESTS.npc!(i), statBlock: true }));
    const plain = await generate(gm.token, 'npc', { ...SAMPLE_REQUESTS.npc!(2), statBlock: false });
    const items = [];
    for (const [i, type] of ITEM_TYPES.entries())
      items.push(await generate(gm.token, 'magic-item', { ...SAMPLE_REQUESTS['magic-item']!(i), type }));
    const faction = await generate(gm.token, 'faction', SAMPLE_REQUESTS.faction!(1));

    const res = await t.app.inject({
      url: bulkExportPath({ formats: ['5etools'] }),
      headers: bearer(gm.token),
    });
    expect(res.statusCode, res.body).toBe(200);
    const entries = await readZip(res.rawPayload);
    expect(entries.map((e) => e.name).sort()).toEqual(
      [FIVETOOLS_FILE, FIVETOOLS_NOT_CARRIED_FILE, 'README.txt', IMPROVED_INITIATIVE_FILE].sort(),
    );
    // What 5etools has no place for is named, not dropped: the NPC without a stat block and the faction.
    const notCarried = entries.find((e) => e.name === FIVETOOLS_NOT_CARRIED_FILE)!.data.toString('utf8');
    expect(notCarried).toContain(`- NPC: ${plain.name}`);
    expect(notCarried).toContain(`- faction: ${faction.name}`);
    for (const fighter of fighters) expect(notCarried).not.toContain(fighter.name);
    const homebrew = JSON.parse(entries.find((e) => e.name === FIVETOOLS_FILE)!.data.toString('utf8'));

    expect(await homebrewErrors(homebrew)).toEqual([]);
    const source = homebrew._meta.sources[0].json as string;
    expect(source).toMatch(new RegExp(`^Loreforge-${gm.user.id}-\\d{8}$`));

    const monsters = homebrew.monster as Record<string, unknown>[];
    expect(monsters.map((m) => m.name).sort()).toEqual(fighters.map((f) => f.name).sort());
    expect(monsters.some((m) => m.name === plain.name)).toBe(false);
    for (const monster of monsters) {
      const fighter = fighters.find((f) => f.name === monster.name)!;
      const block = ((await dataOf(fighter.id)) as NpcData).statBlock!;
      expect(monster).toMatchObject({
        source,
        str: block.abilities.str,
        cha: block.abilities.cha,
        passive: block.passivePerception,
        cr: block.challengeRating,
      });
      expect(JSON.stringify(monster.ac)).toContain(String(block.armorClass));
      expect((monster.action as { name: string }[]).map((a) => a.name)).toEqual(
        block.actions.map((a) => a.name),
      );
    }

    // The same creatures as an Improved Initiative library: every value JSON text, every stat block whole.
    const library = JSON.parse(
      entries.find((e) => e.name === IMPROVED_INITIATIVE_FILE)!.data.toString('utf8'),
    );
    const ids = JSON.parse(library['ImprovedInitiative.Creatures']) as string[];
    expect(ids).toHaveLength(monsters.length);
    for (const id of ids) {
      const block = JSON.parse(library[`ImprovedInitiative.Creatures.${id}`]);
      expect(Object.keys(block).sort()).toEqual([...IMPROVED_INITIATIVE_FIELDS].sort());
      const fighter = fighters.find((f) => f.name === block.Name)!;
      const sheet = ((await dataOf(fighter.id)) as NpcData).statBlock!;
      expect(block).toMatchObject({
        Id: id,
        HP: { Value: sheet.hitPoints },
        AC: { Value: sheet.armorClass },
        Abilities: { Str: sheet.abilities.str, Dex: sheet.abilities.dex, Cha: sheet.abilities.cha },
        Challenge: sheet.challengeRating,
      });
      // The tags undone give the stat block's own words back.
      expect(block.Actions.map((a: { Content: string }) => a.Content)).toEqual(
        sheet.actions.map((a) => a.text),
      );
    }

    const found = homebrew.item as Record<string, unknown>[];
    expect(found).toHaveLength(items.length);
    for (const made of items) {
      const item = (await dataOf(made.id)) as MagicItemData;
      const entry = found.find((e) => e.name === made.name)!;
      expect(entry, made.name).toBeDefined();
      expect(entry.rarity).toBe(item.rarity.toLowerCase());
      expect(Boolean(entry.reqAttune)).toBe(item.requiresAttunement);
      expect(entry.wondrous === true).toBe(item.type === 'Wondrous Item');
      if (item.charges) expect(entry.charges).toBe(item.charges);
    }
  }, 90_000);
});
