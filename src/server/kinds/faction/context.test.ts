// A faction generated from a town (decision 024): headquartered in it, in its districts and establishments where
// the kind fits, at odds with the town's other factions; deterministic, and unbroken by a hostile record.
import { describe, expect, it } from 'vitest';
import {
  FACTION_EMBLEM_STYLES,
  FACTION_INCLUDE_FLAGS,
  FACTION_INFLUENCES,
  FACTION_PURPOSES,
  FACTION_SECRECY,
  FACTION_SIZES,
  type FactionData,
  type FactionRequest,
  factionDataSchema,
  factionRequestSchema,
} from '../../../shared/kinds/faction.js';
import { type TownData, townRequestSchema } from '../../../shared/kinds/town.js';
import { PANTHEON } from '../../engine/pantheon.js';
import { createRng, type Rng } from '../../engine/rng.js';
import type { ContextEntity } from '../../pipeline/kind.js';
import { generateTown } from '../town/generate.js';
import { generateFaction } from './generate.js';

const SAMPLES = 200;
const rng = createRng('faction-context', 'tests');

function randomRequest(r: Rng, i: number, extra: Record<string, unknown> = {}): FactionRequest {
  return factionRequestSchema.parse({
    // Local factions most of all: a town's thieves' guild, its merchants, its temple.
    size: FACTION_SIZES[i % 5 < 3 ? i % 2 : i % FACTION_SIZES.length],
    influence: r.pick(FACTION_INFLUENCES),
    secrecy: r.pick(FACTION_SECRECY),
    emblemStyle: r.pick(FACTION_EMBLEM_STYLES),
    ...(i % 4 === 0 ? {} : { purpose: r.pick(FACTION_PURPOSES) }),
    ...Object.fromEntries(FACTION_INCLUDE_FLAGS.map((f) => [f, true])),
    ...extra,
  });
}

function stored(kind: string, data: { name: string }): ContextEntity {
  return { kind, name: data.name, data: JSON.parse(JSON.stringify(data)) as Record<string, unknown> };
}

const towns: TownData[] = Array.from({ length: 40 }, (_, i) =>
  generateTown(
    townRequestSchema.parse({
      size: 'random',
      economyType: 'random',
      governmentType: 'random',
      mapStyle: 'fantasy',
    }),
    9100 + i,
  ),
);

function texts(f: FactionData): string[] {
  return [
    f.description,
    f.headquarters,
    f.territory,
    f.leadership,
    f.structure,
    f.recruitment,
    f.historyBackground,
    ...f.goals,
    ...f.resources.flatMap((r) => [r.name, r.description]),
    ...f.rituals.flatMap((r) => [r.name, r.description]),
    ...f.specialAbilities,
    ...f.quests.flatMap((q) => [q.title, q.description]),
    ...f.keyMembers.flatMap((m) => [m.name, m.role, m.description]),
    ...f.rivals.flatMap((r) => [r.rivalName, r.description]),
    ...f.allies,
    ...f.weaknesses,
  ].filter((t) => t.length > 0);
}

const LEAKS = /[#{}[\]<>]|\bundefined\b|\bnull\b|\bNaN\b|\[object Object\]| {2}| ,| \.|\.\.|,\.|\.,/;
const REPEATS = /\b(the|a|an|of|in|to|and) \1\b/i;
const factionName = (line: string) => line.split(':')[0]!.trim();
const bare = (name: string) => name.replace(/^the /i, '');

const cases = Array.from({ length: SAMPLES }, (_, i) => {
  const town = towns[i % towns.length]!;
  const request = randomRequest(rng, i);
  const seed = rng.nextUint32();
  return { town, request, seed, faction: generateFaction(request, seed, { context: stored('town', town) }) };
});

describe('a faction from a town', () => {
  it('passes the schema and reads cleanly', () => {
    for (const { faction } of cases) {
      factionDataSchema.parse(faction);
      for (const text of texts(faction)) {
        expect(text, text).not.toMatch(LEAKS);
        expect(text, text).not.toMatch(REPEATS);
      }
    }
  });

  it('is headquartered in the town, and holds ground there', () => {
    const hq = cases.filter(({ town, faction }) => faction.headquarters.includes(town.name));
    expect(hq.length / SAMPLES).toBeGreaterThanOrEqual(0.99);
    const territory = cases.filter(({ town, faction }) => faction.territory.includes(town.name));
    expect(territory.length / SAMPLES).toBeGreaterThanOrEqual(0.99);
    // A small faction's headquarters is in one of the town's districts (when the town names them).
    const small = cases.filter(({ faction }) => faction.size === FACTION_SIZES[0]);
    const inDistrict = small.filter(({ town, faction }) =>
      town.layout.districts.some((d) => faction.headquarters.includes(d.name)),
    );
    expect(small.length).toBeGreaterThan(30);
    expect(inDistrict.length / small.length).toBeGreaterThanOrEqual(0.9);
  });

  it('meets where its kind would: a thieves’ guild in or under one of the town’s inns, a temple’s order by it', () => {
    const thieves = towns
      .filter((t) => t.establishments.some((e) => /inn|tavern/.test(e.type)))
      .map((town, i) => ({
        town,
        faction: generateFaction(
          randomRequest(createRng('thieves', `${i}`), i, { purpose: "thieves' guild" }),
          i,
          {
            context: stored('town', town),
          },
        ),
      }));
    const inInn = thieves.filter(({ town, faction }) =>
      town.establishments.some(
        (e) => /inn|tavern/.test(e.type) && faction.headquarters.includes(bare(e.name)),
      ),
    );
    expect(thieves.length).toBeGreaterThan(20);
    expect(inInn.length / thieves.length).toBeGreaterThanOrEqual(0.9);
  });

  it('has the town’s other factions among its goals and rivals, and its threats among its quests', () => {
    const withOthers = cases.filter(({ town }) => town.factions.length > 0);
    const tied = withOthers.filter(({ town, faction }) => {
      const text = [...faction.goals, ...faction.rivals.map((r) => r.rivalName)].join('\n');
      return town.factions.some((f) => text.includes(bare(factionName(f))));
    });
    expect(withOthers.length).toBeGreaterThan(SAMPLES * 0.9);
    expect(tied.length / withOthers.length).toBeGreaterThanOrEqual(0.95);
    for (const { town, faction } of cases) {
      for (const f of town.factions) expect(texts(faction).join('\n')).not.toContain(`${factionName(f)}:`);
    }
    const withThreats = cases.filter(({ town }) => town.threats.length > 0);
    const threatened = withThreats.filter(({ town, faction }) =>
      faction.quests.some((q) => town.threats.some((t) => q.title === t.title)),
    );
    expect(threatened.length / withThreats.length).toBeGreaterThanOrEqual(0.95);
  });

  it('is the same for the same request, seed and context, and unchanged without one', () => {
    for (const { town, request, seed, faction } of cases.slice(0, 40)) {
      expect(generateFaction(request, seed, { context: stored('town', town) })).toEqual(faction);
      const plain = generateFaction(request, seed);
      expect(faction).not.toEqual(plain);
      expect(generateFaction(request, seed, { context: { ...stored('town', town), kind: 'npc' } })).toEqual(
        plain,
      );
      // The arms are decided afresh with the town: the faction's name and god may come from it.
      expect(generateFaction(request, seed, { context: stored('town', town) }).arms).toEqual(faction.arms);
    }
  });
});

/** The gods a town worships, as its religion and its temples name them. */
function townGods(town: TownData): string[] {
  const text = `${town.religion} ${town.establishments.map((e) => e.name).join(' ')} ${town.keyNpcs.map((n) => n.role).join(' ')}`;
  return PANTHEON.map((d) => d.name.replace(/^the /, ''))
    .filter((n) => text.includes(n))
    .sort((a, b) => text.indexOf(a) - text.indexOf(b));
}

const WATER =
  /\b(river stairs|quays?|wharf|wharves|harbou?rs?|waterfront|docks|the river|riverside|boathouses?|ferry|ferries|slipway|barges?|tide door)\b/;

describe('a faction from a town takes its facts from the town', () => {
  const gods = (i: number) => townGods(towns[i % towns.length]!);

  it('names no temple of a god the town does not worship, and a holy order serves the town’s god', () => {
    for (const { town, faction } of cases) {
      const local = townGods(town);
      if (local.length === 0) continue;
      const text = texts(faction).join('\n');
      for (const m of text.matchAll(
        /\b(?:Temple|Chapel|Shrine|Church|Cathedral|Sanctum|Grove|temple|chapel|shrine|church|cathedral|sanctum) of (?:the )?([A-Z][\p{L}’'-]+(?: [A-Z][\p{L}’'-]+)?)/gu,
      )) {
        const god = m[1]!;
        if (!PANTHEON.some((d) => d.name.replace(/^the /, '') === god)) continue;
        expect(local, `${town.name}: ${m[0]}`).toContain(god);
      }
    }
    const holy = towns.map((town, i) => ({
      town,
      faction: generateFaction(randomRequest(createRng('holy', `${i}`), i, { purpose: 'holy order' }), i, {
        context: stored('town', town),
      }),
    }));
    let checked = 0;
    for (const [i, { town, faction }] of holy.entries()) {
      const local = gods(i);
      if (local.length === 0) continue;
      checked++;
      expect(faction.description, town.name).toContain(local[0]!);
    }
    expect(checked).toBeGreaterThan(20);
  });

  it('keeps to the town’s water: no quays, stairs or barges in a town without water, and its own river by name', () => {
    const dry = cases.filter(({ town }) => town.layout.water === 'none');
    expect(dry.length).toBeGreaterThan(10);
    for (const { town, faction } of dry) {
      const local = [
        faction.headquarters,
        ...texts(faction)
          .flatMap((t) => t.split(/(?<=[.!?])\s+/))
          .filter((s) => s.includes(town.name)),
      ];
      for (const sentence of local) expect(sentence, town.name).not.toMatch(WATER);
    }
    for (const { town, faction } of cases) {
      const river = town.layout.river?.name;
      if (!river || town.layout.water !== 'river') continue;
      for (const m of texts(faction)
        .join('\n')
        .matchAll(/\bthe River [A-Z][\p{L}’'-]+/gu)) {
        if (faction.territory.includes(m[0]) || faction.historyBackground.includes(m[0])) continue;
        expect([river, `the ${river}`], town.name).toContain(m[0]);
      }
    }
  });

  it('stands in the town’s land: no woods where the town has none', () => {
    for (const { town, faction } of cases) {
      if (town.layout.landscape.some((l) => l === 'forest' || l === 'jungle')) continue;
      expect(texts(faction).join('\n'), town.name).not.toMatch(
        /\bthe [A-Z][a-z]+wood\b(?! [A-Z])|\bthe [A-Z][a-z]+ Forest\b/,
      );
    }
  });

  it('seeks its seat in the body that governs the town, and none in a town nobody governs', () => {
    for (const { town, faction } of cases) {
      const text = texts(faction).join('\n');
      if (town.governmentType === 'anarchy') {
        expect(text, town.name).not.toMatch(
          /\b(seat on|place at|chair in|seat in) the (council|court|assembly)/,
        );
        continue;
      }
      const named =
        /\bthe ((?:[A-Z][\p{L}’'-]+ ){0,3}(?:Council|Court|Bench|Assembly|Synod|Conclave|Moot|Senate|Parliament|Tribunal)(?: of (?:the )?[A-Z][\p{L}’'-]+)?)\b/u.exec(
          town.leadership,
        );
      const factionNames = town.factions.map((line) => line.split(':')[0]!);
      const seat =
        /\b(?:a seat on|a seat in|a voice in|a chair in|a stall on|a place among) (the [^.,;]+?)(?= (?:for|by|before|within|in|while|with|one|without)\b|[.,;]|$)/.exec(
          text,
        );
      if (named && factionNames.some((n) => n.includes(named[1]!))) continue;
      if (named && seat)
        expect(seat[1], `${town.name}: ${town.leadership}`).toContain(named[1]!.split(' of ')[0]!);
    }
  });

  it('is based in the town’s own districts, inns and streets', () => {
    for (const { town, faction } of cases) {
      const districts = town.layout.districts.map((d) => d.name);
      if (districts.length > 0 && faction.size === 'Small Gang')
        expect(
          districts.some((d) => faction.headquarters.includes(d)),
          `${town.name}: ${faction.headquarters}`,
        ).toBe(true);
      const streets = town.layout.streets ?? [];
      if (streets.length > 0 && /\b(Lane|Street|Row|Alley|Way|Walk|Steps)\b/.test(faction.headquarters)) {
        const named =
          faction.headquarters.match(/\b[A-Z][\p{L}’'-]+ (?:Lane|Street|Row|Alley|Way|Walk|Steps)\b/gu) ?? [];
        // A district or an establishment may carry a street word in its name ('the Rope Walk Yard').
        const places = [...districts, ...town.establishments.map((e) => e.name)];
        for (const street of named)
          if (!places.some((d) => d.includes(street))) expect(streets, town.name).toContain(street);
      }
    }
  });
});

describe('a hostile or broken town record', () => {
  const long = `${'Ash '.repeat(3000)}end`;
  const hostile: ContextEntity[] = [
    {
      kind: 'town',
      name: '#town#',
      data: { name: '#town#', factions: ['#f.name#: to #rival#', '<b>Bold</b>: x'] },
    },
    {
      kind: 'town',
      name: 'Brackwater',
      data: {
        name: 'Brackwater',
        factions: ['', ':', 42, null, `${long}: to ${long}`, 'No Colon'],
        threats: [
          { title: '#threat#', description: '#foe# <i>rises</i>' },
          null,
          { title: long, description: long },
        ],
        establishments: [
          { name: '#hq#', type: 'inn', district: '#ward#' },
          'x',
          { name: long, type: 'temple' },
        ],
        layout: { districts: [{ name: '#ward#', type: 'slums' }, null, { name: long, type: 'market' }] },
      },
    },
    { kind: 'town', name: 'Empty', data: { name: 'Empty', factions: [], threats: [], establishments: [] } },
    { kind: 'town', name: 'Typed', data: { name: 5, factions: 'x', layout: 'x', establishments: { a: 1 } } },
    { kind: 'town', name: '', data: {} },
    { kind: 'town', name: long, data: { name: long } },
    { kind: 'town', name: 'Null', data: null as unknown as Record<string, unknown> },
  ];

  it('never breaks generation and stays within the schema', () => {
    for (const [i, context] of hostile.entries()) {
      for (let s = 0; s < 20; s++) {
        const request = randomRequest(createRng('hostile', `${i}-${s}`), s);
        const faction = generateFaction(request, s, { context });
        factionDataSchema.parse(faction);
        for (const text of texts(faction)) {
          expect(text).not.toMatch(/\bundefined\b|\bnull\b|\[object Object\]|<\/?[a-z]+>/);
        }
        expect(generateFaction(request, s, { context })).toEqual(faction);
      }
    }
    const named = generateFaction(randomRequest(createRng('hostile', 'name'), 0), 1, { context: hostile[0] });
    expect(named.headquarters).toContain('#town#');
  });
});
