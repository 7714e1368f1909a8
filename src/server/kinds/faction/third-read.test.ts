// Regression tests for the third blind read (25 factions of one account, mixed requests): each class of fault the
// game master found, sampled over many factions. Sentences spliced from parts that do not fit, counts that disagree
// with the names below them, openers a reader learns by heart, and endings glued to goals that cannot take them.
import { describe, expect, it } from 'vitest';
import { type FactionData, factionRequestSchema } from '../../../shared/kinds/faction.js';
import { plural } from '../../engine/english.js';
import { createRng } from '../../engine/rng.js';
import { writeAccount } from '../../test/one-account.js';
import { generateFaction } from './generate.js';

function many(input: object, label: string, n: number): FactionData[] {
  const request = factionRequestSchema.parse({
    size: 'Local Organization',
    influence: 'moderate',
    secrecy: 'known',
    emblemStyle: 'fantasy',
    ...input,
  });
  const seeds = createRng('blind-read-3', label);
  return Array.from({ length: n }, () => generateFaction(request, seeds.nextUint32()));
}

const PURPOSES = [
  "thieves' guild",
  'knightly order',
  'cult',
  'merchant league',
  'noble house',
  'mercenary company',
  'cabal of mages',
  'rebel cell',
  'spy ring',
  'scholars’ society',
  'druid circle',
  'holy order',
  'smuggling ring',
  'assassins’ guild',
];
const mixed = PURPOSES.flatMap((purpose) => [
  ...many({ purpose }, `${purpose} known`, 8),
  ...many({ purpose, secrecy: 'secret' }, `${purpose} secret`, 4),
]);
const bees = many(
  { purpose: 'beekeepers who secretly breed giant bees for war', secrecy: 'secret' },
  'bees',
  30,
);

describe('third blind read, by class', () => {
  it('rituals are named after their founder or a place, never an invented event, and the name fits the act', () => {
    const invented =
      / of the (Cold|Long|Red|White|Thin|Last|Black|Silent|Iron|Broken|Empty|Lost|Grey|Third) (Winter|Night|Door|Bell|Year|Cup|Key|Chair|Tide|Frost|Road|Oath|Lamp|Gate)$/;
    const rituals = mixed.flatMap((f) => f.rituals);
    expect(rituals.length).toBeGreaterThan(150);
    expect(rituals.filter((r) => invented.test(r.name)).map((r) => r.name)).toEqual([]);
    // 'The Hard Bread of X' over sour wine, 'The Naming of X' over an heir serving at table: names of one act over
    // another; an act that goes round a room or a camp, held on a doorstep or in a kitchen.
    expect(
      rituals.filter((r) => /^The (Hard Bread|Naming|Gate|Drum) of /.test(r.name)).map((r) => r.name),
    ).toEqual([]);
    expect(
      rituals.filter((r) => /round the (room|camp)/.test(r.description)).map((r) => r.description),
    ).toEqual([]);
  });

  it('a rank is never said to have fewer officers than the key members who hold it', () => {
    const words = ['two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'];
    const wrong: string[] = [];
    for (const f of [...mixed, ...bees]) {
      const counts = new Map<string, number>();
      for (const m of f.keyMembers.slice(1)) counts.set(m.role, (counts.get(m.role) ?? 0) + 1);
      for (const [role, held] of counts) {
        const [head, ...rest] = role.split(' of ');
        const ranks = [plural(head!), ...rest].join(' of ');
        const said = new RegExp(
          String.raw`\b(${words.join('|')}) (?:members are )?${ranks}\b|\b${ranks}, (${words.join('|')}) (?:of them|in all)\b`,
        ).exec(f.structure);
        const n = said ? words.indexOf((said[1] ?? said[2])!) + 2 : 0;
        if (said && n < held) wrong.push(`${f.name}: ${said[0]} / ${held} named`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('members open on their names: no framed opener twice in the thirty-odd members of eight factions of an account', async () => {
    const records = (await writeAccount(
      'faction',
      {
        purpose: 'noble house',
        size: 'Regional Power',
        influence: 'major',
        secrecy: 'known',
        emblemStyle: 'fantasy',
      },
      { count: 8, salt: 3100 },
    )) as unknown as FactionData[];
    const openers = new Map<string, number>();
    for (const f of records)
      for (const m of f.keyMembers) {
        if (m.description.startsWith(m.name.split(' ')[0]!)) continue;
        const opener = m.description
          .split(/[\s:,]+/)
          .slice(0, 2)
          .join(' ');
        openers.set(opener, (openers.get(opener) ?? 0) + 1);
      }
    const top = [...openers].sort((a, b) => b[1] - a[1]);
    expect(top[0]?.[1] ?? 0, JSON.stringify(top.slice(0, 3))).toBeLessThanOrEqual(1);
  }, 20_000);

  it('an ability takes at most one clause after it, and most take none', () => {
    const abilities = mixed.flatMap((f) => f.specialAbilities);
    const piled = abilities.filter((a) =>
      /, (as|though|which|and|to the|for|if|when)\b[^,]*, (as|though|which|and)\b/.test(a),
    );
    expect(piled.length / abilities.length, JSON.stringify(piled.slice(0, 3))).toBeLessThan(0.03);
    const twice = abilities.filter((a) => (a.match(/,/g) ?? []).length >= 2);
    expect(twice.length / abilities.length, JSON.stringify(twice.slice(0, 3))).toBeLessThan(0.15);
  });

  it('a goal over one thing never ends one by one or street by street, and nothing ends after whatever it costs', () => {
    const goals = [...mixed, ...bees].flatMap((f) => f.goals);
    const stepwise = goals.filter(
      (g) =>
        /\b(one by one|street by street|one favour at a time|a few at a time)$/.test(g) &&
        !/\b(every|no)\b/.test(g),
    );
    expect(stepwise).toEqual([]);
    expect(goals.filter((g) => /whatever it costs \w/.test(g))).toEqual([]);
    expect(goals.filter((g) => /\bby patience$/.test(g))).toEqual([]);
  });

  it('a known faction never hides its name from its recruits; a secret one never asks to be the only ones allowed', () => {
    const known = mixed.filter((f) => f.secrecy === 'known');
    expect(
      known
        .map((f) => f.recruitment)
        .filter((r) => /real name of|who they work for|before they learn the name/.test(r)),
    ).toEqual([]);
    expect(bees.flatMap((f) => f.goals).filter((g) => /only ones allowed|as well as/.test(g))).toEqual([]);
  });

  it('a place or a load to be robbed is got into or waylaid, never copied, drawn as a vault or carried by carriage', () => {
    const robbers = [
      ...many({ purpose: "thieves' guild" }, 'rob', 40),
      ...many({ purpose: 'smuggling ring' }, 'land', 20),
    ];
    const wrong =
      /copy of (the|a) [^;]*(customs house|strongroom|vault|safe|treasury|store|cart|cargo)\b|rooms where [^,]*(customs house|strongroom|vault|safe|treasury|cart|cargo)\b|plan of the [^,]*(cart|cargo)\b|(cart|cargo|customs house|vault|strongroom) travels by closed carriage/i;
    const quests = robbers.flatMap((f) => f.quests.map((q) => q.description));
    expect(quests.filter((q) => wrong.test(q))).toEqual([]);
  });

  it('recruitment and rivals carry no spliced parts', () => {
    const spliced =
      /bells of the|the great hall of the [\w’ -]*hall|ring engraved inside with [a-z ]+ on [a-z]+|handed to .* with a story attached|is sold to|two of them are the same person|against their will|the old the old|keeps trying to place .* (twice|three times)|once managed to place .* every winter|songs it still sings about them/;
    const texts = mixed.flatMap((f) => [f.recruitment, ...f.rivals.map((r) => r.description)]);
    expect(texts.filter((t) => spliced.test(t)).map((t) => t.match(spliced)![0])).toEqual([]);
  });
});
