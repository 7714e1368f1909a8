// A third blind read (1 of 25 usable): one fact decided once and read by every sentence that mentions it. The reader
// quoted 'three public pumps' beside 'a well in the yard', 'no river' beside 'the mill pond', hereditary seats beside
// a rival who 'stands for office', a guild led by one person while another is master of its hall, and the land
// described twice two ways.
import { describe, expect, it } from 'vitest';
import {
  TOWN_OPTIONS,
  type TownData,
  type TownRequestInput,
  townRequestSchema,
} from '../../../shared/kinds/town.js';
import { createRng } from '../../engine/rng.js';
import { generateTown } from './generate.js';

const rng = createRng('town-water-read', 'tests');
const dry: TownData[] = [];
for (let i = 0; dry.length < 120 && i < 400; i++) {
  const t = generateTown(
    townRequestSchema.parse({
      size: rng.pick(['hamlet', 'village', 'town', 'town', 'city'] as const),
      economyType: rng.pick(TOWN_OPTIONS.economyType.filter((e) => e !== 'fishing')),
      governmentType: rng.pick(TOWN_OPTIONS.governmentType),
      mapStyle: 'fantasy',
      terrain: rng.pick(['', '', 'hills', 'desert', 'plains', 'forest']) || undefined,
    }),
    rng.nextUint32(),
  );
  if (t.layout.water === 'none') dry.push(t);
}

/** The town's words, without its landmarks' names ('the Maiden’s Well'), a well-warden's title or 'no well ever struck water'. */
function words(t: TownData): string {
  const { layout: _layout, ...rest } = t;
  let s = JSON.stringify(rest);
  for (const lm of t.layout.landmarks) s = s.split(lm.name).join('LANDMARK');
  return s
    .replace(/[Ww]ell-warden/g, 'WARDEN')
    .replace(/\bas well\b/g, 'too')
    .replace('dug a well that did not come up dry', 'found no water underfoot');
}

const WELL = /\b(the|a|an|old|its|deep|every|own|single|founder’s) wells?\b(?!-)/i;
const PUMP = /\bpumps?\b/i;

describe('a dry town drinks from one source, and every sentence agrees', () => {
  it('finds enough dry towns to read', () => {
    expect(dry.length).toBeGreaterThanOrEqual(60);
  });

  it('names no well beside pumps, no pump beside wells, and neither beside a spring, a leat or cisterns', () => {
    let named = 0;
    for (const t of dry) {
      const s = words(t);
      const source = /(?:water comes from|is drawn from|lives on) ([^,;.]+)/.exec(t.description)?.[1] ?? '';
      if (!source) continue;
      named++;
      const rest = s.replace(source, 'SOURCE');
      if (/pumps/.test(source)) expect(rest, `${t.name}: ${source}`).not.toMatch(WELL);
      else if (/well/.test(source)) expect(rest, `${t.name}: ${source}`).not.toMatch(PUMP);
      else {
        expect(rest, `${t.name}: ${source}`).not.toMatch(WELL);
        expect(rest, `${t.name}: ${source}`).not.toMatch(PUMP);
      }
    }
    expect(named).toBeGreaterThan(30);
  });

  it('has no mill pond or millpond where no river runs (quoted: ‘no river’, then ‘the mill pond’)', () => {
    for (const t of dry) expect(words(t), t.name).not.toMatch(/mill ?pond/i);
  });

  it('credits the founder with a spring only where the town drinks from it', () => {
    for (const t of dry) {
      if (!/found a spring/.test(t.history)) continue;
      expect(t.description, t.name).toMatch(/spring the founder found/);
    }
  });
});

function towns(n: number, salt: string, input: () => Partial<TownRequestInput>): TownData[] {
  const r = createRng(salt, 'tests');
  return Array.from({ length: n }, () =>
    generateTown(
      townRequestSchema.parse({
        size: 'town',
        economyType: 'mixed',
        governmentType: 'council',
        mapStyle: 'fantasy',
        ...input(),
      }),
      r.nextUint32(),
    ),
  );
}

const prose = (t: TownData) => {
  const { layout: _layout, ...rest } = t;
  return JSON.stringify(rest);
};

describe('a council fills its seats one way, and every line agrees', () => {
  const councils = towns(160, 'town-council-seats', () => ({
    size: rng.pick(['village', 'town', 'town', 'city'] as const),
    economyType: rng.pick(TOWN_OPTIONS.economyType),
  }));

  it('has nobody stand for office or remember an election where the seats are inherited, bought or held for life', () => {
    let closed = 0;
    for (const t of councils) {
      if (
        !/bought at auction|founding families|parent to child|most tax|held for life|among the trades|old families, one to each house|families who came first|inherited, and sold|biggest ratepayers|held until death|among the crafts|to the guilds by a reckoning/.test(
          t.leadership,
        )
      )
        continue;
      closed++;
      expect(prose(t), t.name).not.toMatch(/stands for office|the last election/);
    }
    expect(closed).toBeGreaterThan(40);
  });
});

describe('a guild with a hall in the town is led by the hall’s master', () => {
  it('names the guildhall’s owner as the guild’s leader (quoted: the Vintners’ Guild led by one, its hall kept by another)', () => {
    let seen = 0;
    for (const t of towns(110, 'town-guild-hall', () => ({
      economyType: rng.pick(['crafting', 'crafting', 'trade', 'mining', 'mixed'] as const),
      governmentType: rng.pick(TOWN_OPTIONS.governmentType),
      size: rng.pick(['town', 'city'] as const),
    }))) {
      const hall = t.establishments.find((e) => e.type === 'guildhall');
      if (!hall) continue;
      for (const f of t.factions) {
        const trade = /^The ([\w-]+)’s? Guild:/.exec(f)?.[1];
        if (!trade || !hall.name.includes(trade)) continue;
        seen++;
        expect(f, `${t.name}: ${hall.name} kept by ${hall.owner}`).toMatch(
          new RegExp(`led by ${hall.owner}\\.$`),
        );
      }
    }
    expect(seen).toBeGreaterThan(10);
  });
});

describe('the land is described once, one way', () => {
  const land = towns(200, 'town-land-once', () => ({
    size: rng.pick(['village', 'town', 'city'] as const),
    terrain: rng.pick(['hills', 'plains', 'river delta', 'coast', '', 'wooded hills']) || undefined,
  }));

  it('never calls hill country flat to every horizon, nor plains all ridges and hollows', () => {
    for (const t of land) {
      const hills = t.layout.landscape.some((f) => f === 'hills' || f === 'mountains');
      if (hills)
        expect(t.description, t.name).not.toMatch(
          /wide and flat|flat pasture and strip-fields|to every horizon/,
        );
      if (t.layout.landscape.includes('plains'))
        expect(t.description, t.name).not.toMatch(/ridges and hollows/);
    }
  });

  it('does not set a delta town out on a headland or at the head of a fjord', () => {
    const deltas = land.filter((t) => t.layout.river?.course === 'delta' && t.layout.shore);
    expect(deltas.length).toBeGreaterThan(10);
    for (const t of deltas) {
      expect(t.layout.shore?.shape ?? 'none', t.name).not.toMatch(/headland|fjord/);
    }
  });

  it('has only something tall rise over the roofs (quoted: a fountain, half fallen down, rising over the roofs)', () => {
    const tall = /bell tower|watchtower|windmill|great tree|monument|beacon/;
    let checked = 0;
    for (const t of [...land, ...dry])
      for (const lm of t.layout.landmarks) {
        if (tall.test(lm.kind)) continue;
        checked++;
        const said = t.description.split(/(?<=\.) /).filter((x) => x.includes(lm.name));
        for (const x of said) expect(x, `${t.name}: ${lm.kind}`).not.toMatch(/rises? over the roofs/);
      }
    expect(checked).toBeGreaterThan(100);
  });

  it('writes no ‘every the’ feast nor a plural good with a singular verb (quoted: ‘every the Apple Wassail’)', () => {
    for (const t of [...land, ...dry]) {
      expect(prose(t), t.name).not.toMatch(/\bevery the\b|first \w+s goes as a gift|its \w+s is known/);
    }
  });
});

describe('people and places a reader can tell apart, and a lake without a tide', () => {
  const lakes = towns(120, 'town-lake-names', () => ({
    size: rng.pick(['hamlet', 'village', 'town'] as const),
    economyType: 'fishing',
    terrain: rng.pick(['lake', 'river', 'coast', '']) || undefined,
  }));

  it('gives no two key people rhyming first names or near-twin surnames (quoted: Cory Yarrowwell, Jory Yarrowwood)', () => {
    for (const t of lakes) {
      const people = t.keyNpcs.map((n) => n.name.split(' '));
      for (const [i, [a = '', x = '']] of people.entries())
        for (const [b = '', y = ''] of people.slice(i + 1)) {
          if (a.length >= 4 && b.length >= 4)
            expect(a.slice(1), `${t.name}: ${a} / ${b}`).not.toBe(b.slice(1));
          if (x.length >= 7 && y.length >= 7 && x !== y)
            expect(x.slice(0, 6), `${t.name}: ${x} / ${y}`).not.toBe(y.slice(0, 6));
        }
    }
  });

  it('has no tide, no upstream and no catch written twice where the water is a lake (quoted: ‘smoked eel and eels’)', () => {
    for (const t of lakes) {
      if (t.layout.water === 'coast' || t.layout.water === 'island') continue;
      expect(prose(t), t.name).not.toMatch(/above the tide|smoked eel and eels|eels and smoked eel/);
    }
  });

  it('never says where an owner does what at a place back to front (quoted: ‘has a cousin at every farm gate at the Herring Market’)', () => {
    for (const t of [...lakes, ...dry]) expect(t.localEconomy, t.name).not.toMatch(/farm gate at the /);
  });
});

describe('small slips of the third read, as classes', () => {
  const sample = [
    ...dry,
    ...towns(80, 'town-third-slips', () => ({ size: rng.pick(['village', 'town'] as const) })),
  ];

  it('sends no gang after the docks of a town without a harbour (quoted: ‘to own the docks after dark’ on a heath)', () => {
    for (const t of sample)
      if (!t.layout.harbour) expect(t.factions.join(' '), t.name).not.toMatch(/the docks after dark/);
  });

  it('teaches no child to walk, nor to swim before they can swim (quoted)', () => {
    for (const t of sample)
      expect(t.culture, t.name).not.toMatch(/learns? to walk|swim[^.]*before they can swim/);
  });

  it('carries no relic down to water a town lacks, talks of no tide by a lake, and builds no tree (quoted)', () => {
    for (const t of sample) {
      if (t.layout.water === 'none') expect(prose(t), t.name).not.toMatch(/down to the water/);
      if (t.layout.water !== 'coast' && t.layout.water !== 'island')
        expect(t.culture, t.name).not.toMatch(/about the tides/);
      expect(t.description, t.name).not.toMatch(
        /(Oak|Elm|Thorn|Yew|Tree|Ash)\b[^.]*nobody remembers who built it/,
      );
      expect(prose(t), t.name).not.toMatch(/is where \w+s is weighed|reads them aloud, lets a clerk/);
    }
  });

  it('gives a beard only to a man or a dwarf (quoted: an elderly human woman with a beard tucked into the belt)', () => {
    for (const t of sample)
      for (const n of t.keyNpcs)
        if (/\bbeard\b/.test(n.description) && !/dwarf/.test(n.description))
          expect(n.description, `${t.name}: ${n.name}`).toMatch(/\b(He|he|his|him)\b/);
  });

  // Blind read 4: 'Strangers find it … by asking any child, long before they reach it' in 12 towns of 25.
  it('closes no establishment’s directions with a stock tail', () => {
    for (const t of [...sample, ...dry])
      for (const e of t.establishments)
        expect(e.description, `${t.name}: ${e.name}`).not.toMatch(
          /, (before they see it|long before they reach it|if they are lucky|as everyone does|at any hour)\./,
        );
  });
});
