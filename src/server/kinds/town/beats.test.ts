// The fifth blind read of towns (25 towns in one account: 15 of one request, then 10 varied; and the GM week): 0 of
// 25 usable unedited. Each complaint is checked here the way the game master asks, the same options again and again
// in one account: raider gangs as the threat in 11 of 25, 'the rumour is false; X started it' in 11, a vanished
// guest in 6, a key person met as '[trait], and [habit]' in 20, the same inn and market names town after town, sea
// raiders and tides inland, and what the game master typed bent out of shape ('in the guarding the Wyrmtooth Pass',
// a swamp turned river town, a windmill underground, an invented nickname over a typed one).
import { describe, expect, it } from 'vitest';
import { type TownData, townRequestSchema } from '../../../shared/kinds/town.js';
import { gmWeek, writeAccount } from '../../test/one-account.js';
import { generateTown } from './generate.js';

const SALTS = [1000, 2000] as const;

const weeks = new Map<number, TownData[]>();
async function week(salt: number): Promise<TownData[]> {
  let records = weeks.get(salt);
  if (!records) {
    records = (await writeAccount('town', gmWeek('town'), { salt })) as unknown as TownData[];
    weeks.set(salt, records);
  }
  return records;
}

/** The reader's own account: one request fifteen times, then ten varied ones (salt 23). */
const VARIED = [
  { size: 'hamlet', economyType: 'fishing', governmentType: 'tribal', terrain: 'lake shore' },
  { size: 'city', economyType: 'mining', governmentType: 'monarchy', terrain: 'mountains' },
  { size: 'village', economyType: 'religious', governmentType: 'theocracy', terrain: 'swamp' },
  { size: 'town', economyType: 'magical', governmentType: 'magocracy', terrain: 'underground caverns' },
  {
    size: 'large town',
    economyType: 'trade',
    governmentType: 'plutocracy',
    location: 'guarding the Wyrmtooth Pass',
  },
  { size: 'metropolis', economyType: 'crafting', governmentType: 'guild', terrain: 'river delta' },
  { size: 'village', economyType: 'agricultural', governmentType: 'democracy', terrain: 'Lake Morrow' },
  { size: 'small city', economyType: 'military', governmentType: 'military', terrain: 'desert' },
  { size: 'town', economyType: 'fishing', governmentType: 'anarchy', terrain: 'forest' },
  {
    size: 'hamlet',
    economyType: 'random',
    governmentType: 'random',
    location: 'at a crossroads in the hills',
  },
];
let readerTowns: TownData[] | null = null;
async function readerAccount(): Promise<TownData[]> {
  readerTowns ??= (await writeAccount(
    'town',
    (i) => ({
      size: 'town',
      economyType: 'mixed',
      governmentType: 'council',
      mapStyle: 'fantasy',
      ...(i < 15 ? {} : VARIED[i - 15]),
    }),
    { salt: 23 },
  )) as unknown as TownData[];
  return readerTowns;
}

/** How many towns of an account hold a match somewhere in `pick`. */
function townsWith(towns: readonly TownData[], pick: (t: TownData) => string, re: RegExp): number {
  return towns.filter((t) => re.test(pick(t))).length;
}

const threatsOf = (t: TownData) => t.threats.map((x) => `${x.title}. ${x.description}`).join('\n');
const secretsOf = (t: TownData) => t.secrets.join('\n');
const rumoursOf = (t: TownData) => t.rumors.join('\n');
const peopleOf = (t: TownData) => t.keyNpcs.map((n) => n.description).join('\n');

/** A band of raiders, outlaws, riders, highwaymen or corsairs as a town's threat. */
const RAIDERS =
  /Riders\b|Highwaymen|Sails [Oo]ff|Sails [Bb]y|Raiders [Oo]ff|’s Gang|’s Company|Green Men|Outlaws in the Greenwood|Robbers [Uu]nder/;
/** 'The rumour is false; X started it': a false tale with somebody named for spreading it. */
const STARTED_IT =
  /(started|spread|spreads|put about|invented|made up) (the|a) (story|tale|rumour|hoard|rest|spy)|the story (was started|came from|was put about)|first spread it|was put about by|sold the tale|was sold by a forger/;
const VANISHED_GUEST =
  /guest who stayed at .* never left|went up to bed at .* never seen again|booked a room at .* not seen to leave|to a stranger who vanished/;
/** The old way of meeting a person: a trait and a habit paired in one sentence. */
const PAIRED_TRAIT =
  /\b(He|She|They) (is|are) [a-z -]+, and (he|she|they) [a-z]+|People say \w+ is [a-z -]+; |Known for being [a-z -]+, (he|she|they) |neighbours think (him|her|them) [a-z]/;

describe('each beat at most twice in an account (quoted counts from the fifth blind read)', () => {
  it('sends raiders against few towns of a GM week (quoted: raider gangs in 11 of 25)', async () => {
    for (const salt of SALTS) {
      const towns = await week(salt);
      expect(townsWith(towns, threatsOf, RAIDERS), `salt ${salt}`).toBeLessThanOrEqual(7);
      for (const t of towns)
        expect(
          t.threats.filter((x) => RAIDERS.test(`${x.title}. ${x.description}`)).length,
        ).toBeLessThanOrEqual(1);
    }
    expect(townsWith(await readerAccount(), threatsOf, RAIDERS)).toBeLessThanOrEqual(7);
  }, 90_000);

  it('has no false rumour ‘started’ by someone in more than two towns (quoted: 11 of 25)', async () => {
    for (const salt of SALTS)
      expect(townsWith(await week(salt), secretsOf, STARTED_IT), `salt ${salt}`).toBeLessThanOrEqual(2);
    expect(townsWith(await readerAccount(), secretsOf, STARTED_IT)).toBeLessThanOrEqual(2);
  }, 90_000);

  it('loses a guest at an inn in at most two towns (quoted: 6 of 25)', async () => {
    for (const salt of SALTS)
      expect(townsWith(await week(salt), rumoursOf, VANISHED_GUEST), `salt ${salt}`).toBeLessThanOrEqual(2);
    expect(townsWith(await readerAccount(), rumoursOf, VANISHED_GUEST)).toBeLessThanOrEqual(2);
  }, 90_000);

  it('haunts no marsh with ‘What Walks at …’ in more than two of the five marsh hamlets', async () => {
    for (const salt of SALTS) {
      const marsh = (await week(salt)).slice(20);
      expect(townsWith(marsh, threatsOf, /What Walks at/), `salt ${salt}`).toBeLessThanOrEqual(2);
    }
  }, 90_000);

  it('meets people in several ways, not as ‘[trait], and [habit]’ (quoted: in 20 of 25 towns)', async () => {
    for (const salt of SALTS)
      expect(townsWith(await week(salt), peopleOf, PAIRED_TRAIT), `salt ${salt}`).toBeLessThanOrEqual(2);
    const towns = await readerAccount();
    expect(townsWith(towns, peopleOf, PAIRED_TRAIT)).toBeLessThanOrEqual(2);
    // ... and in more than one way within a town: a deed, a saying, a haunt, a fault or a habit.
    const ways = [
      /\b(once|Once)\b|, (he|she|they) [a-z]+ /,
      /they say|swear|claim|neighbours say/,
      /\b(is|are) [a-z ,]*(at|in|on|by|fishing|playing|asleep|walking|mending|feeding|arguing) /,
    ];
    const varied = towns.filter((t) => ways.filter((w) => w.test(peopleOf(t))).length >= 2).length;
    expect(varied).toBeGreaterThanOrEqual(15);
  }, 90_000);

  it('repeats few place names across an account (quoted: the same shop and inn names; before, 9 to 13 repeats a week)', async () => {
    const accounts = [
      ...SALTS.map((salt) => ({ salt, towns: week(salt) })),
      { salt: 23, towns: readerAccount() },
    ];
    for (const { salt, towns: written } of accounts) {
      const seen = new Map<string, number>();
      let repeats = 0;
      for (const t of await written)
        for (const e of t.establishments) {
          // A temple is named for its god, and an account's towns share a pantheon.
          if (e.type === 'temple') continue;
          const name = e.name.replace(/^the /i, '');
          if (seen.has(name)) repeats++;
          seen.set(name, (seen.get(name) ?? 0) + 1);
          if (e.type === 'inn' || e.type === 'tavern')
            expect(seen.get(name), `salt ${salt}: ${name}`).toBe(1);
        }
      expect(
        repeats,
        `salt ${salt}: ${[...seen].filter(([, n]) => n > 1).map(([k]) => k)}`,
      ).toBeLessThanOrEqual(4);
    }
  }, 90_000);
});

// Towns over every terrain, for threats that must fit the country.
const INLAND = [
  'hills',
  'forest',
  'marsh',
  'river valley',
  'rolling farmland',
  'mountains',
  'desert',
  'swamp',
];
const inland: TownData[] = [];
for (let i = 0; i < 160; i++)
  inland.push(
    generateTown(
      townRequestSchema.parse({
        size: (['village', 'town', 'city', 'metropolis'] as const)[i % 4],
        economyType: (['fishing', 'trade', 'mixed', 'random'] as const)[i % 4],
        governmentType: 'random',
        mapStyle: 'fantasy',
        terrain: INLAND[i % INLAND.length],
      }),
      9000 + i * 31,
    ),
  );

describe('threats fit the country (quoted: sea raiders threaten inland towns)', () => {
  it('sends no corsairs, wreckers or tides where there is no coast', () => {
    for (const t of inland) {
      if (t.layout.water === 'coast' || t.layout.water === 'island') continue;
      const { layout: _l, ...rest } = t;
      const text = JSON.stringify(rest);
      expect(text, t.name).not.toMatch(/\b(corsairs?|pirates?|wreckers|slavers)\b/i);
      expect(text, t.name).not.toMatch(/\btides?\b/);
    }
  });

  it('floods only where a river runs', () => {
    for (const t of inland) {
      if (t.layout.river) continue;
      expect(threatsOf(t), t.name).not.toMatch(
        /Breaks Its Banks|in Spate|High Water|The Flood Mark|Dam Upstream/,
      );
    }
  });
});

describe('what the game master typed is kept, in correct English, and decides the place', () => {
  const write = (typed: Record<string, string>, seed: number) =>
    generateTown(
      townRequestSchema.parse({
        size: 'town',
        economyType: 'mixed',
        governmentType: 'random',
        mapStyle: 'fantasy',
        ...typed,
      }),
      seed,
    );
  const seeds = Array.from({ length: 12 }, (_, i) => 300 + i * 97);

  it('splices a location that opens with an -ing word as typed (quoted: ‘in the guarding the Wyrmtooth Pass’)', () => {
    for (const seed of seeds) {
      const t = write({ location: 'guarding the Wyrmtooth Pass' }, seed);
      expect(t.description.toLowerCase()).toContain('guarding the wyrmtooth pass');
      expect(t.description).not.toMatch(/\b(the|at|in|on) guarding\b/);
    }
  });

  it('keeps a typed nickname instead of inventing one', () => {
    for (const typed of [
      'Brasswick, called the Copper Kettle',
      'Brasswick "the Copper Kettle"',
      'Brasswick (the Copper Kettle)',
      'Brasswick, also known as the Copper Kettle',
    ])
      for (const seed of seeds.slice(0, 4)) {
        const t = write({ name: typed }, seed);
        expect(t.name, typed).toBe('Brasswick');
        expect(t.nickname, typed).toBe('the Copper Kettle');
        expect(t.description).toContain('‘the Copper Kettle’');
      }
    // A name with no nickname in it is kept whole.
    expect(write({ name: 'Kingsbridge-on-Wold' }, 5).name).toBe('Kingsbridge-on-Wold');
  });

  it('keeps a typed swamp a swamp (quoted: a typed swamp became a river)', () => {
    for (const seed of [...seeds, ...seeds.map((s) => s + 1)]) {
      const t = write({ terrain: 'swamp' }, seed);
      if (t.economyType === 'fishing') continue;
      expect(t.layout.river, `seed ${seed}`).toBeNull();
      expect(t.layout.landscape).toContain('marsh');
    }
  });

  it('puts no windmill, beacon or lighthouse under the earth (quoted: an underground town with a windmill)', () => {
    for (const terrain of ['underground', 'underground caverns', 'caves'])
      for (const seed of seeds) {
        const t = write({ terrain }, seed);
        expect(t.layout.landmarks.map((l) => l.kind)).not.toContain('windmill');
        expect(t.layout.landmarks.map((l) => l.kind)).not.toContain('lighthouse');
        expect(t.layout.landmarks.map((l) => l.kind)).not.toContain('beacon');
        expect(t.establishments.map((e) => e.name).join(' ')).not.toMatch(/Windmill/);
        expect(t.description).not.toMatch(/of the underground\b/);
      }
  });

  it('keeps a typed lake by its one name and says the shore once (quoted: a lake given a second name)', () => {
    for (const seed of seeds) {
      const named = write({ terrain: 'Lake Morrow' }, seed);
      expect(named.layout.shore?.name).toBe('Lake Morrow');
      expect(named.description).not.toMatch(/of the Lake Morrow/);
      const both = write({ terrain: 'lake shore', location: 'on the shore of Lake Morrow' }, seed);
      expect(both.layout.shore?.name).toBe('Lake Morrow');
      expect(both.description).not.toMatch(/lake shore,? on the shore/);
    }
  });
});

// The sixth blind read (25 towns in one account: 15 of one request, then 10 varied): 'Everyone is free to ignore X…
// until' in 5 towns; 'The pits yield good building stone' in 3; a charter rewritten in a town with no charter; a fen
// town among steep hills; an underground fishing town given a river and bridges; monsters that are not D&D 5e.
describe('the sixth blind read, the same request again and again in one account', () => {
  const account = (request: Record<string, unknown>, count = 12, salt = 61) =>
    writeAccount('town', { mapStyle: 'fantasy', ...request }, { count, salt }) as Promise<unknown> as Promise<
      TownData[]
    >;

  it('lets a town with no ruler ignore its arbiter in at most two of twelve towns, and gives it no charter', async () => {
    const towns = await account({ size: 'village', economyType: 'random', governmentType: 'anarchy' });
    expect(townsWith(towns, (t) => t.leadership, /free to ignore/)).toBeLessThanOrEqual(2);
    for (const t of towns) {
      const { layout: _l, ...rest } = t;
      expect(JSON.stringify(rest), t.name).not.toMatch(
        /charter was rewritten|older than the charter|stone cross of the charter|once held the office|before the council does/,
      );
    }
  }, 60_000);

  it('never has pits yield building stone, and opens a mining economy in many ways (quoted: in 3 of 25)', async () => {
    const towns = await account({ size: 'town', economyType: 'mining', governmentType: 'random' });
    expect(townsWith(towns, (t) => t.localEconomy, /pits yield/)).toBeLessThanOrEqual(1);
    const openings = new Set(towns.map((t) => t.localEconomy.split(/\s+/).slice(0, 3).join(' ')));
    expect(openings.size).toBeGreaterThanOrEqual(7);
  }, 60_000);

  it('raises no hills around a mining town in a marsh (quoted: a fen town with steep hills)', async () => {
    const towns = await account(
      { size: 'village', economyType: 'mining', governmentType: 'random', terrain: 'marsh' },
      8,
    );
    for (const t of towns) {
      expect(t.layout.landscape, t.name).not.toContain('hills');
      expect(`${t.description} ${t.history}`, t.name).not.toMatch(
        /steep, green and wet|Sheep-cropped hills|Low hills shelter|on the hillside|half the hillside/,
      );
    }
  }, 60_000);

  it('gives an underground fishing town a dark lake, not a river (quoted: an underground town that fishes gets a river)', async () => {
    const towns = await account(
      { size: 'town', economyType: 'fishing', governmentType: 'random', terrain: 'underground caverns' },
      6,
    );
    for (const t of towns) {
      expect(t.layout.river, t.name).toBeNull();
      expect(t.description, t.name).not.toMatch(/\bbridges?\b|freezes in hard winters|gulls/);
    }
  }, 60_000);
});

describe('monsters are D&D 5e creatures (quoted: a stone troll, a sand wyrm)', () => {
  it('names only creatures of the 5e books in every beast list', async () => {
    const { THREAT_RULES } = await import('./text/lore.js');
    const beasts = Object.entries(THREAT_RULES)
      .filter(([k]) => /^beast_(forest|heights|desert|snow|any)$/.test(k))
      .flatMap(([, v]) => v as string[]);
    expect(beasts.length).toBeGreaterThan(20);
    for (const b of beasts)
      expect(b).not.toMatch(
        /hill troll|stone troll|snow lion|sand wyrm|giant crow|white bear|stag that will not die/,
      );
  });
});

describe('where a town lies agrees with its water (a sixth blind sample)', () => {
  it('never puts a town on the shore or an island ‘inland from’ its neighbour', () => {
    for (const terrain of ['rocky coast', 'island', 'sea cliffs']) {
      for (let seed = 1; seed <= 150; seed++) {
        const request = townRequestSchema.parse({
          size: 'town',
          economyType: 'random',
          governmentType: 'random',
          mapStyle: 'fantasy',
          terrain,
        });
        const town = generateTown(request, seed * 7919);
        expect(town.location, `${terrain} ${seed}`).not.toMatch(/\binland\b/);
      }
    }
  });
});
