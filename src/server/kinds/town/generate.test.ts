import { describe, expect, it } from 'vitest';
import {
  TOWN_INCLUDE_FLAGS,
  TOWN_MAP_STYLES,
  TOWN_OPTIONS,
  TOWN_SIZES,
  type TownData,
  type TownRequest,
  type TownRequestInput,
  type TownSize,
  townDataSchema,
  townQuickToRequest,
  townRequestSchema,
} from '../../../shared/kinds/town.js';
import { createRng, type Rng } from '../../engine/rng.js';
import { generateTown } from './generate.js';
import { ECONOMY_WORDS } from './text/economy.js';
import { SIGNATURE_TYPES } from './text/establishments.js';

const TERRAINS = [
  '',
  '',
  '',
  'river delta',
  'snowy mountains',
  'coast',
  'harbour',
  'marsh',
  'forest',
  'desert oasis',
  'rolling hills',
  'island',
  'lake',
  'crossroads on the plains',
  'volcanic badlands',
  'ancient ruins',
  'Sword Coast',
  'hilly',
];
const LOCATIONS = [
  '',
  '',
  '',
  'on the coast of the Saltmere',
  'at a crossroads in the hills',
  'the far north',
  'Eastmarch',
];
const NAMES = ['Saltmere', 'Kettle Ford', 'Brindlewick'];

function randomRequest(rng: Rng, i: number): TownRequest {
  const input: TownRequestInput = {
    // Every option is cycled so each value is seen hundreds of times, whatever the random draws do.
    size: TOWN_OPTIONS.size[i % TOWN_OPTIONS.size.length]!,
    economyType: TOWN_OPTIONS.economyType[Math.floor(i / 8) % TOWN_OPTIONS.economyType.length]!,
    governmentType: TOWN_OPTIONS.governmentType[i % TOWN_OPTIONS.governmentType.length]!,
    mapStyle: rng.pick([...TOWN_MAP_STYLES, 'random']),
    terrain: TERRAINS[i % TERRAINS.length] || undefined,
    location: rng.pick(LOCATIONS) || undefined,
    ...(rng.chance(0.05) ? { name: rng.pick(NAMES) } : {}),
    ...Object.fromEntries(TOWN_INCLUDE_FLAGS.map((f) => [f, rng.chance(0.85)])),
  };
  return townRequestSchema.parse(input);
}

const SEEDS = 2000;
const generated: { request: TownRequest; seed: number; town: TownData; ms: number }[] = [];
const sample = createRng('property', 'town-tests');
for (let i = 0; i < SEEDS; i++) {
  const request = randomRequest(sample, i);
  const seed = sample.nextUint32();
  const start = performance.now();
  const town = generateTown(request, seed);
  generated.push({ request, seed, town, ms: performance.now() - start });
}

function texts(town: TownData): string[] {
  return [
    town.description,
    ...town.notableFeatures,
    town.localEconomy,
    town.leadership,
    ...town.factions,
    town.religion,
    town.culture,
    town.history,
    ...town.establishments.flatMap((e) => [e.name, e.description, e.owner]),
    ...town.keyNpcs.flatMap((n) => [n.name, n.role, n.description]),
    ...town.hooks.flatMap((h) => [h.title, h.description]),
    ...town.threats.flatMap((h) => [h.title, h.description]),
    ...town.rumors,
    ...town.secrets,
  ].filter((t) => t.length > 0);
}

const LEAKS = /[#{}[\]<>]|\bundefined\b|\bnull\b|\bNaN\b|\[object Object\]| {2}| ,| \.|\.\.|,\.|\.,|;;|,,|::/;
const LOWER_START = /(?:^|[.!?]\s+)["“‘(]?\p{Ll}/u;
const WALLS = /\b(walls?|walled|palisade|ramparts?)\b/i;
const CASTLE = /\b(castle|citadel)\b/i;
const HARBOUR = /\b(harbou?r|quays?|piers?|wharves|wharf)\b/i;

const POPULATION: Record<TownSize, readonly [number, number]> = {
  hamlet: [20, 99],
  village: [100, 999],
  town: [1000, 5000],
  'large town': [5000, 12000],
  'small city': [12000, 25000],
  city: [25000, 99999],
  metropolis: [100001, Number.POSITIVE_INFINITY],
};
const ESTABLISHMENTS: Record<TownSize, readonly [number, number]> = {
  hamlet: [2, 3],
  village: [3, 4],
  town: [4, 6],
  'large town': [5, 8],
  'small city': [7, 10],
  city: [8, 12],
  metropolis: [10, 16],
};
const LEADERSHIP_WORDS: Record<TownData['governmentType'], RegExp> = {
  monarchy:
    /\b(reeve|lord|lady|liege|baron|baroness|margrave|duke|duchess|king|queen|sovereign|prince|princess|regent)\b/i,
  autocracy: /\b(lord protector|warden|provost|master|answers to one person|took .* in hand)\b/i,
  council: /\bcouncil|moot|bench|speaker\b/i,
  democracy: /\belect/i,
  theocracy: /\b(faithful|canon|clergy|god|priest|hierarch|prelate|abbot|abbess|prior)\b/i,
  magocracy: /\b(mages?|archmage|magister|collegium|conclave|circle|lyceum)\b/i,
  plutocracy: /\b(money|purse|merchant|exchange|factor)\b/i,
  military: /\b(garrison|martial|commander|marshal|captain-general)\b/i,
  tribal: /\bclans?\b/i,
  anarchy: /\b(nobody rules|no lord)\b/i,
  guild: /\bguild/i,
};
const lower = (s: string) => s.toLowerCase();

function sentences(town: TownData): Set<string> {
  const out = new Set<string>();
  for (const text of texts(town)) {
    for (const s of text.split(/(?<=[.!?])\s+/)) if (s.split(/\s+/).length >= 8) out.add(s);
  }
  return out;
}

describe(`generateTown over ${SEEDS} requests with every option cycled`, () => {
  it('always writes a town that passes the contract', () => {
    for (const { town } of generated) townDataSchema.parse(town);
  });

  it('never leaks placeholders, stray syntax or broken punctuation, and starts sentences with capitals', () => {
    for (const { town, seed } of generated) {
      for (const text of [
        ...texts(town),
        town.name,
        town.nickname,
        town.terrain,
        town.location,
        ...town.tags,
      ]) {
        expect(text, `seed ${seed}`).not.toMatch(LEAKS);
        expect(text, `seed ${seed}`).toBe(text.trim());
      }
      for (const text of texts(town)) expect(text, `seed ${seed}`).not.toMatch(LOWER_START);
      expect(texts(town).join(' '), `seed ${seed}`).not.toMatch(
        /\b[Aa] (?!one\b|uni|use|usu|eu|once)[aeiou]/,
      );
    }
  });

  it('gives the same town for the same seed and request, and another for another seed', () => {
    for (const { request, seed, town } of generated.slice(0, 200)) {
      expect(generateTown(request, seed), `seed ${seed}`).toEqual(town);
    }
    const { request, seed } = generated[0]!;
    expect(generateTown(request, seed + 1).name).not.toBe(generateTown(request, seed).name);
  });

  it('obeys size: population band, establishments, districts that grow, and layout', () => {
    for (const { request, town, seed } of generated) {
      const at = `seed ${seed}`;
      if (request.size !== 'random') expect(town.size, at).toBe(request.size);
      if (request.economyType !== 'random') expect(town.economyType, at).toBe(request.economyType);
      if (request.governmentType !== 'random') expect(town.governmentType, at).toBe(request.governmentType);
      if (request.mapStyle !== 'random') expect(town.mapStyle, at).toBe(request.mapStyle);
      if (request.name) expect(town.name, at).toBe(request.name);
      const [min, max] = POPULATION[town.size];
      expect(town.population, at).toBeGreaterThanOrEqual(min);
      expect(town.population, at).toBeLessThanOrEqual(max);
      if (request.includeEstablishments) {
        const [emin, emax] = ESTABLISHMENTS[town.size];
        expect(town.establishments.length, at).toBeGreaterThanOrEqual(emin);
        expect(town.establishments.length, at).toBeLessThanOrEqual(emax);
      }
      const { layout } = town;
      const rank = TOWN_SIZES.indexOf(town.size);
      if (rank <= 1) expect(layout.walls, at).toBe('none');
      if (town.size === 'town') expect(['palisade', 'none'], at).toContain(layout.walls);
      if (rank >= 4) {
        expect(layout.walls, at).toBe('stone');
        expect(layout.gates, at).toBeGreaterThanOrEqual(2);
      }
      if (town.size === 'metropolis') expect(layout.suburbs, at).toBe(true);
      expect(layout.gates === 0, at).toBe(layout.walls === 'none');
      // A river (the town's own, or one that runs to its sea or lake) or islands have bridges; nothing else does.
      expect(layout.bridges > 0, at).toBe(layout.river !== null || layout.water === 'island');
      if (layout.water === 'river') expect(layout.river, at).not.toBeNull();
      if (layout.harbour) expect(layout.water, at).not.toBe('none');
    }
    // Districts grow with size: every size has more than the one below it, on average and at the least.
    const bySize = TOWN_SIZES.map((size) =>
      generated.filter((g) => g.town.size === size).map((g) => g.town.layout.districts.length),
    );
    for (let i = 1; i < bySize.length; i++) {
      expect(Math.min(...bySize[i]!)).toBeGreaterThan(Math.max(...bySize[i - 1]!) - 1);
      expect(Math.min(...bySize[i]!)).toBeGreaterThanOrEqual(Math.min(...bySize[i - 1]!));
    }
    expect(Math.max(...bySize[0]!)).toBe(1);
    expect(Math.min(...bySize[6]!)).toBeGreaterThanOrEqual(8);
  });

  it('shows the economy in the local economy, the establishments and the notable features', () => {
    for (const { request, town, seed } of generated) {
      const at = `seed ${seed}`;
      const words = ECONOMY_WORDS[town.economyType];
      expect(town.localEconomy, at).toMatch(words);
      expect(town.notableFeatures.join(' '), at).toMatch(words);
      if (request.includeEstablishments) {
        const types = town.establishments.map((e) => e.type);
        expect(
          types.some((t) => SIGNATURE_TYPES[town.economyType].includes(t)),
          `${at} ${types.join(',')}`,
        ).toBe(true);
      }
    }
  });

  it('shows the government in the leadership, naming a leader who is the first key NPC', () => {
    for (const { request, town, seed } of generated) {
      const at = `seed ${seed}`;
      expect(town.leadership, at).toMatch(LEADERSHIP_WORDS[town.governmentType]);
      if (request.includeKeyNpcs) {
        const leader = town.keyNpcs[0]!;
        expect(town.leadership, at).toContain(leader.name);
        expect(new Set(town.keyNpcs.map((n) => n.name)).size, at).toBe(town.keyNpcs.length);
      }
    }
  });

  it('empties excluded sections and fills included ones', () => {
    const pairs = [
      ['includeHistory', 'history'],
      ['includeReligion', 'religion'],
      ['includeFactions', 'factions'],
      ['includeRumors', 'rumors'],
      ['includeSecrets', 'secrets'],
      ['includeThreats', 'threats'],
      ['includeEstablishments', 'establishments'],
      ['includeKeyNpcs', 'keyNpcs'],
      ['includeHooks', 'hooks'],
    ] as const;
    for (const { request, town, seed } of generated) {
      for (const [flag, field] of pairs) {
        const value = town[field];
        if (request[flag]) expect(value.length, `seed ${seed} ${field}`).toBeGreaterThan(0);
        else expect(value.length, `seed ${seed} ${field}`).toBe(0);
      }
    }
  });

  it('keeps cross-references real: owners, districts, rumours, secrets, hooks and threats', () => {
    for (const { request, town, seed } of generated) {
      const at = `seed ${seed}`;
      const npcNames = new Set(town.keyNpcs.map((n) => n.name));
      const districts = new Set(town.layout.districts.map((d) => d.name));
      const estNames = town.establishments.map((e) => lower(e.name));
      const facNames = town.factions.map((f) => lower(f.split(':')[0]!));
      const places = [...estNames, ...facNames, ...[...districts].map(lower), lower(town.name)];
      const leaders = town.factions.map((f) => /; led by (.+)\.$/.exec(f)?.[1] ?? '');
      const people = [...npcNames, ...town.establishments.map((e) => e.owner), ...leaders]
        .filter(Boolean)
        .map(lower);
      for (const e of town.establishments) {
        expect(districts.has(e.district), at).toBe(true);
        expect(e.description, at).toContain(e.district);
        // An owner who is a key NPC is named exactly; the owner's first name is in the description.
        expect(e.description, at).toContain(e.owner.split(' ')[0]);
      }
      if (request.includeKeyNpcs && request.includeEstablishments) {
        expect(town.establishments.filter((e) => npcNames.has(e.owner)).length, at).toBeGreaterThan(0);
      }
      for (const rumour of town.rumors) {
        // A rumour names a real place, faction or person of the town (people have rumours of their own now).
        const pool = [...estNames, ...facNames, ...people];
        // With places, factions and people all left out there is nothing visible for a rumour to name.
        if (pool.length === 0) continue;
        expect(
          pool.some((n) => lower(rumour).includes(n)),
          `${at} ${rumour}`,
        ).toBe(true);
      }
      // Every secret answers one rumour: the secret at index i says whether rumour i is true or false (in words of
      // its own: secrets no longer all open 'It is true:', issue 19).
      if (request.includeRumors) {
        town.secrets.forEach((secret, i) => {
          const rumour = lower(town.rumors[i]!);
          // With every list left out, the people a rumour names are still named in its secret.
          const visible = [...estNames, ...facNames, ...people];
          const names =
            visible.length > 0
              ? visible
              : (town.rumors[i]!.match(/\p{Lu}\p{Ll}+ \p{Lu}\p{Ll}+/gu) ?? []).map(lower);
          const shared = names.filter((n) => rumour.includes(n) && lower(secret).includes(n));
          expect(shared.length, `${at} ${secret}`).toBeGreaterThan(0);
        });
      }
      // Hooks and threats stand on the town's own names: its places, factions and people, its landmarks and
      // waters, or a named spot of the country around that the description introduces.
      const described =
        // Names inside sentences (after a small word), not the capital that opens one.
        (
          `${town.description} ${town.location} ${town.leadership}`.match(
            /(?<=[a-z,;:] )\p{Lu}\p{Ll}+(?:[ -]\p{Lu}\p{Ll}+)*/gu,
          ) ?? []
        ).map(lower);
      const known = [
        ...places,
        ...people,
        ...town.layout.landmarks.map((l) => lower(l.name)),
        ...[town.layout.river?.name, town.layout.shore?.name]
          .filter((n): n is string => Boolean(n))
          .map(lower),
        ...described,
      ];
      for (const item of [...town.hooks, ...town.threats]) {
        const text = lower(`${item.title} ${item.description}`);
        expect(
          known.some((n) => text.includes(n)),
          `${at} ${item.description}`,
        ).toBe(true);
      }
    }
  });

  it('reads the terrain: rivers, snow and mountains, coasts and harbours', () => {
    for (const { request, town, seed } of generated) {
      const at = `seed ${seed}`;
      const { layout } = town;
      if (request.terrain) expect(town.terrain, at).toBe(request.terrain);
      if (request.terrain === 'river delta') {
        expect(['river', 'coast'], at).toContain(layout.water);
        expect(town.description, at).toMatch(/\briver\b/i);
      }
      if (request.terrain === 'snowy mountains') {
        expect(layout.landscape, at).toContain('snow');
        expect(layout.landscape, at).toContain('mountains');
      }
      if (request.terrain === 'coast' || request.terrain === 'harbour') {
        expect(layout.water, at).toBe('coast');
        expect(layout.harbour, at).toBe(true);
      }
      if (request.terrain === 'island') expect(layout.water, at).toBe('island');
      if (request.terrain === 'lake') expect(layout.water, at).toBe('lake');
      if (request.terrain === 'marsh') expect(layout.landscape, at).toContain('marsh');
      if (request.terrain === 'forest') expect(layout.landscape, at).toContain('forest');
      if (request.terrain === 'ancient ruins') expect(layout.landscape, at).toContain('ruins');
      if (layout.water === 'river') expect(town.description, at).toMatch(/\briver\b/i);
      // The terrain as typed is woven into the description.
      if (request.terrain) expect(lower(town.description), at).toContain(lower(request.terrain));
    }
  });

  it('agrees with its layout: walls, castle and harbour are mentioned exactly when they exist', () => {
    for (const { town, seed } of generated) {
      const at = `seed ${seed}`;
      const all = texts(town).join(' ');
      const { layout } = town;
      if (layout.walls === 'none') expect(all, at).not.toMatch(WALLS);
      else expect(town.description, at).toMatch(WALLS);
      if (layout.castle) expect(town.description, at).toMatch(CASTLE);
      else expect(all, at).not.toMatch(CASTLE);
      if (layout.harbour) expect(town.description, at).toMatch(HARBOUR);
      else expect(all, at).not.toMatch(/\bharbou?r\b/i);
      if (layout.bridges > 0) expect(town.description, at).toMatch(/\bbridges?\b/);
      else expect(town.description, at).not.toMatch(/\bbridges?\b/);
    }
  });

  it('varies: no sentence of 8+ words in more than 2% of 1,000 towns, and names 95% distinct', () => {
    const thousand = generated.slice(0, 1000);
    const counts = new Map<string, number>();
    for (const { town } of thousand) for (const s of sentences(town)) counts.set(s, (counts.get(s) ?? 0) + 1);
    const worst = [...counts.entries()].sort((a, b) => b[1] - a[1]).slice(0, 12);
    expect(worst[0]![1], JSON.stringify(worst)).toBeLessThanOrEqual(20);
    const unnamed = thousand.filter((g) => !g.request.name);
    expect(new Set(unnamed.map((g) => g.town.name)).size / unnamed.length).toBeGreaterThanOrEqual(0.95);
  });

  it('writes a town in under 6 ms of CPU on average', () => {
    // Warm (the first towns above paid for module loading and the JIT), then the best of three timed batches of
    // the CPU time this process spent (not the wall clock, which other work on a shared machine stretches; the
    // map's speed test does the same, decision 013).
    const batch = generated.slice(0, 400);
    const means: number[] = [];
    for (let round = 0; round < 3; round++) {
      const start = process.cpuUsage();
      for (const { request, seed } of batch) generateTown(request, seed);
      const used = process.cpuUsage(start);
      means.push((used.user + used.system) / 1000 / batch.length);
    }
    // About 2.5 ms on the development machine alone. The fifth blind read's towns (threats, people and names through
    // world memory) cost about 0.6 ms more, and CI, timing this beside the suite's other workers on two cores,
    // measured 4.9 ms against the old 4 ms bound: the bound is 6 ms, room for CI's load, not for a regression.
    expect(Math.min(...means)).toBeLessThan(6);
  });
});

describe('generateTown streams and the quick form', () => {
  const base = townRequestSchema.parse(
    townQuickToRequest({
      size: 'small city',
      economyType: 'trade',
      governmentType: 'council',
      mapStyle: 'fantasy',
    }),
  );

  it('leaves the other sections alone when an include flag changes', () => {
    for (let seed = 0; seed < 50; seed++) {
      const full = generateTown(base, seed);
      const fewer = generateTown(
        { ...base, includeSecrets: false, includeHistory: false, includeThreats: false },
        seed,
      );
      expect({ ...fewer, secrets: full.secrets, history: full.history, threats: full.threats }).toEqual(full);
    }
  });

  it('maps the quick form onto a full town with every section', () => {
    const town = generateTown(base, 7);
    expect(town.size).toBe('small city');
    expect(town.mapStyle).toBe('fantasy');
    expect(town.keyNpcs.length).toBeGreaterThan(0);
    expect(town.hooks.length).toBeGreaterThanOrEqual(3);
    expect(town.layout.walls).toBe('stone');
  });
});
