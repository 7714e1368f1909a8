// The agreement check over a finished town (issue 19, 'parts that agree'): each rule catches the contradiction a game
// master quoted and one more of the same class, the repair cuts it out, and no generated town is left with a clash.
import { describe, expect, it } from 'vitest';
import {
  TOWN_OPTIONS,
  type TownData,
  type TownRequestInput,
  townRequestSchema,
} from '../../../shared/kinds/town.js';
import { createRng } from '../../engine/rng.js';
import { generateTown } from './generate.js';
import { checkTown, repairTown } from './text/agreement.js';

function town(input: Partial<TownRequestInput>, seed = 11): TownData {
  return generateTown(
    townRequestSchema.parse({
      size: 'town',
      economyType: 'mixed',
      governmentType: 'council',
      mapStyle: 'fantasy',
      ...input,
    }),
    seed,
  );
}

/** A town with one more sentence in one of its paragraphs. */
function withSentence(
  t: TownData,
  where: 'description' | 'leadership' | 'culture' | 'localEconomy',
  s: string,
) {
  return { ...t, [where]: `${t[where]} ${s}` };
}

function withNpcLine(t: TownData, index: number, s: string): TownData {
  return {
    ...t,
    keyNpcs: t.keyNpcs.map((n, i) => (i === index ? { ...n, description: `${n.description} ${s}` } : n)),
  };
}

function caught(t: TownData, rule: string, sentence: string): boolean {
  return checkTown(t).some((c) => c.rule === rule && c.sentence.includes(sentence));
}

/** The check finds the clash, and the repair leaves a town in which it is gone. */
function expectCaughtAndRepaired(t: TownData, rule: string, sentence: string): void {
  expect(caught(t, rule, sentence), `${rule}: ${sentence}`).toBe(true);
  const repaired = repairTown(t, checkTown(t));
  expect(JSON.stringify(repaired)).not.toContain(sentence);
  expect(caught(repaired, rule, sentence)).toBe(false);
}

describe('the agreement check: government vocabulary', () => {
  it('nobody rules an anarchy (quoted: ‘Nobody rules Tamleigh’ and then ‘Edric rules Tamleigh’)', () => {
    const t = town({ governmentType: 'anarchy' });
    const ok = withSentence(t, 'leadership', `Nobody rules ${t.name}; disputes go to the oldest neighbour.`);
    expect(caught(ok, 'government', 'Nobody rules')).toBe(false);
    expectCaughtAndRepaired(
      withNpcLine(ok, 0, `Edric rules ${t.name} with charm in public and a ledger in private.`),
      'government',
      'Edric rules',
    );
  });

  it('no vote is held under a princess (quoted) or an autocrat (own case)', () => {
    const princess = town({ size: 'city', governmentType: 'monarchy' });
    expectCaughtAndRepaired(
      withNpcLine(princess, 0, 'She has never forgotten a vote against her.'),
      'government',
      'never forgotten a vote',
    );
    const warden = town({ governmentType: 'autocracy' });
    expectCaughtAndRepaired(
      withSentence(warden, 'leadership', 'The town elects its Warden every four years by a show of hands.'),
      'government',
      'elects its Warden',
    );
  });

  it('a high priest does not hear petitions over the counter (quoted), nor a marshal (own case)', () => {
    const temple = town({ governmentType: 'theocracy' });
    expectCaughtAndRepaired(
      withSentence(
        temple,
        'leadership',
        'When not governing, Aldo runs the Gilded Goose, where petitions are heard over the counter.',
      ),
      'government',
      'over the counter',
    );
    const garrison = town({ governmentType: 'military' });
    expectCaughtAndRepaired(
      withSentence(
        garrison,
        'leadership',
        'The marshal hears every complaint over the counter of a wine shop.',
      ),
      'government',
      'over the counter',
    );
  });

  it('a martial-law town has no seats on a Bench (quoted) and a monarchy none on a council (own case)', () => {
    const garrison = town({ governmentType: 'military' });
    const bench = {
      ...garrison,
      factions: [
        ...garrison.factions,
        'The Lantern Society: to win two seats on the Bench; led by Hal Verrow.',
      ],
    };
    expectCaughtAndRepaired(bench, 'government', 'seats on the Bench');
    const crown = town({ size: 'large town', governmentType: 'monarchy' });
    expectCaughtAndRepaired(
      withSentence(crown, 'culture', 'Every guild wants a seat on the council, and none has one.'),
      'government',
      'seat on the council',
    );
  });
});

describe('the agreement check: scale', () => {
  it('a village of hundreds is not a handful of houses (quoted: 700 people)', () => {
    const t = { ...town({ size: 'village' }), population: 700 };
    expectCaughtAndRepaired(
      withSentence(t, 'description', `${t.name} is a handful of houses, a well and a few fields.`),
      'scale',
      'a handful of houses',
    );
  });

  it('a metropolis has no weekly market square (quoted: 335,000) and a capital no news by wagon (quoted: 590,000)', () => {
    const big = { ...town({ size: 'metropolis' }), population: 335000 };
    expectCaughtAndRepaired(
      withSentence(
        big,
        'description',
        `The market square of ${big.name} fills every week with stalls, animals and noise.`,
      ),
      'scale',
      'fills every week',
    );
    const capital = { ...town({ size: 'metropolis' }, 12), population: 590000 };
    expectCaughtAndRepaired(
      withSentence(
        capital,
        'description',
        'The king’s road runs through the city, and most of what it knows arrives along it in a wagon.',
      ),
      'scale',
      'in a wagon',
    );
  });

  it('a hamlet has no streets of its own peoples (own case), and a town of thousands is not ‘the village’', () => {
    const hamlet = { ...town({ size: 'hamlet' }), population: 27 };
    expectCaughtAndRepaired(
      withSentence(
        hamlet,
        'culture',
        'The dwarves here have their own streets, their own cooks and their own opinions.',
      ),
      'scale',
      'their own streets',
    );
    const big = { ...town({ size: 'large town' }), population: 8000 };
    expectCaughtAndRepaired(
      withSentence(big, 'culture', 'Everyone in the village knows the miller’s business.'),
      'scale',
      'Everyone in the village',
    );
  });
});

describe('the agreement check: place', () => {
  it('goods leave an island port by water too (quoted) and a harbour town too (own case)', () => {
    const island = town({ terrain: 'island' });
    expect(island.layout.water).toBe('island');
    expectCaughtAndRepaired(
      withSentence(island, 'localEconomy', 'The road to Saltby is the only way goods leave the town.'),
      'place',
      'only way goods leave',
    );
    const port = town({ terrain: 'rocky coast', size: 'city' });
    expect(port.layout.harbour).toBe(true);
    expectCaughtAndRepaired(
      withSentence(port, 'localEconomy', 'The toll road is the only way anything leaves the city.'),
      'place',
      'only way anything leaves',
    );
  });

  it('no stub sentence that only says where a place is (quoted: ‘It is in Z.’)', () => {
    const t = town({});
    const est = t.establishments[0]!;
    const stub = `It is in ${est.district}.`;
    const bad = {
      ...t,
      establishments: t.establishments.map((e, i) =>
        i === 0 ? { ...e, description: `${e.description} ${stub}` } : e,
      ),
    };
    expectCaughtAndRepaired(bad, 'stub', stub);
    const own = withSentence(t, 'description', 'This stands in the Warren.');
    expect(caught(own, 'stub', 'This stands in the Warren.')).toBe(true);
  });

  it('bridges agree with the layout (quoted: ‘the bridges’ over a single bridge; own: ‘a single bridge’ over three)', () => {
    const one = { ...town({ terrain: 'river valley', size: 'village' }) };
    const single = { ...one, layout: { ...one.layout, bridges: 1 } };
    expectCaughtAndRepaired(
      withSentence(single, 'culture', `The bridges of ${single.name} are decked with flowers at midsummer.`),
      'bridges',
      'The bridges of',
    );
    const three = { ...one, layout: { ...one.layout, bridges: 3 } };
    expectCaughtAndRepaired(
      withSentence(three, 'culture', 'Everything crosses the river by a single bridge.'),
      'bridges',
      'a single bridge',
    );
  });

  it('walls, castles, harbours and rivers are only said where the layout has them (own cases)', () => {
    const open = town({ size: 'village' });
    expect(open.layout.walls).toBe('none');
    expectCaughtAndRepaired(
      withSentence(open, 'culture', 'Lovers meet on the town walls.'),
      'layout',
      'town walls',
    );
    const t = town({ size: 'village' }, 3);
    expect(t.layout.castle).toBe(false);
    expectCaughtAndRepaired(
      withSentence(t, 'culture', 'The castle bell rings at dusk.'),
      'layout',
      'castle bell',
    );
    const dry = town({ terrain: 'desert' });
    expect(dry.layout.river).toBeNull();
    expectCaughtAndRepaired(
      withSentence(dry, 'culture', 'Children swim in the river all summer.'),
      'layout',
      'swim in the river',
    );
  });

  it('reads a nose’s bridge and a castle named elsewhere as no bridge or castle of the town (a guest’s look, a faction’s aim)', () => {
    const t = town({ size: 'village' }, 3);
    const bare = { ...t, layout: { ...t.layout, bridges: 0, castle: false } };
    const look = 'Arnulf has level brows, a nose with a high bridge and brown eyes.';
    expect(caught(withSentence(bare, 'culture', look), 'bridges', 'a high bridge')).toBe(false);
    const aim = 'The Hospitallers want the Ebony Censer of Sunken Citadel, and the castle at Frostholm.';
    expect(caught(withSentence(bare, 'culture', aim), 'layout', 'Sunken Citadel')).toBe(false);
    // The town's own bridge and castle are still caught.
    expectCaughtAndRepaired(
      withSentence(bare, 'culture', 'Lovers meet on the bridge.'),
      'bridges',
      'on the bridge',
    );
    expectCaughtAndRepaired(
      withSentence(bare, 'culture', 'The old castle is let to bats.'),
      'layout',
      'old castle',
    );
  });

  it('counts agree with the layout (own case: ‘four districts’ in a town of three)', () => {
    const t = town({});
    const n = t.layout.districts.length;
    const wrong = ['two', 'three', 'four', 'five', 'six'][n === 4 ? 0 : 2]!;
    expectCaughtAndRepaired(
      withSentence(t, 'culture', `People speak of ${wrong} districts, and argue about the boundaries.`),
      'layout',
      `${wrong} districts`,
    );
  });
});

describe('the agreement check: people and names', () => {
  it('a tie reads the same both ways (quoted: not spoken since a wedding / the one person she listens to)', () => {
    const t = town({ size: 'city' });
    const [a, b] = [t.keyNpcs[1]!, t.keyNpcs[2]!];
    const first = (n: { name: string }) => n.name.split(' ')[0]!;
    let bad = withNpcLine(t, 1, `${first(a)} has not spoken to ${b.name} since a wedding that went wrong.`);
    bad = withNpcLine(
      bad,
      2,
      `${first(b)} is the one person ${a.name} listens to, which both of them would deny.`,
    );
    expectCaughtAndRepaired(bad, 'ties', 'the one person');
    // Own case: trust one way, blame the other.
    let own = withNpcLine(
      t,
      3,
      `${t.keyNpcs[3]!.name.split(' ')[0]} trusts ${t.keyNpcs[4]!.name} with every key in the house.`,
    );
    own = withNpcLine(
      own,
      4,
      `${t.keyNpcs[4]!.name.split(' ')[0]} blames ${t.keyNpcs[3]!.name} for the fire.`,
    );
    expect(checkTown(own).some((c) => c.rule === 'ties')).toBe(true);
  });

  it('one creature name is one creature (quoted: Three-Toes a wyvern and a she-wolf)', () => {
    const t = town({ terrain: 'forest' });
    const bad = {
      ...t,
      threats: [
        {
          title: 'Three-Toes',
          description: 'A young wyvern named Three-Toes by the children has made its lair at the mill.',
        },
        {
          title: 'Wolves',
          description: 'A pack led by a grey she-wolf the foresters call Three-Toes has taken three sheep.',
        },
      ],
    };
    expectCaughtAndRepaired(bad, 'creatures', 'she-wolf');
  });

  it('the town’s own name at most three times in a paragraph (quoted: ‘Saltmere Crossing’ nine times)', () => {
    const t = town({ name: 'Saltmere Crossing', terrain: 'coast' });
    const flooded = withSentence(
      t,
      'description',
      'Saltmere Crossing is built on stone. Saltmere Crossing keeps a harbour. Saltmere Crossing is walled. The market of Saltmere Crossing is busy.',
    );
    expect(checkTown(flooded).some((c) => c.rule === 'names')).toBe(true);
    // The writer itself never does it.
    for (const text of [t.description, t.localEconomy, t.leadership, t.culture, t.history, t.religion]) {
      expect((text.match(/Saltmere Crossing/g) ?? []).length).toBeLessThanOrEqual(3);
    }
  });
});

describe('generated towns agree with themselves', () => {
  it('no town of 200 mixed requests is returned with a clash', () => {
    const rng = createRng('agreement', 'tests');
    for (let i = 0; i < 200; i++) {
      const request = townRequestSchema.parse({
        size: rng.pick(TOWN_OPTIONS.size),
        economyType: rng.pick(TOWN_OPTIONS.economyType),
        governmentType: rng.pick(TOWN_OPTIONS.governmentType),
        mapStyle: 'fantasy',
        terrain:
          rng.pick(['', '', 'island', 'coast', 'desert', 'snowy mountains', 'river delta', 'marsh']) ||
          undefined,
      });
      const seed = rng.nextUint32();
      const t = generateTown(request, seed);
      expect(checkTown(t), `seed ${seed} ${JSON.stringify(request)}`).toEqual([]);
    }
  });
});

describe('a blind read of 25 towns: each quoted clash and slip, as a class, over many towns', () => {
  const rng = createRng('town-blind-read', 'tests');
  const TERRAINS = [
    '',
    '',
    'marsh',
    'snowy mountains',
    'lake',
    'coast',
    'high moorland',
    'sheltered bay',
    'wooded hills',
  ];
  const sample = Array.from({ length: 360 }, (_, i) => {
    const input: Partial<TownRequestInput> =
      i % 2 === 0
        ? { size: 'village', economyType: 'agricultural', governmentType: 'council' }
        : {
            size: rng.pick(TOWN_OPTIONS.size),
            economyType: rng.pick(TOWN_OPTIONS.economyType),
            governmentType: rng.pick(TOWN_OPTIONS.governmentType),
            terrain: rng.pick(TERRAINS) || undefined,
          };
    return { input, town: town(input, rng.nextUint32()) };
  });
  const text = (t: TownData) => {
    const { layout: _layout, ...rest } = t;
    return JSON.stringify(rest);
  };

  it('keeps the land, the water and the weather one place (quoted: dry-stone dykes in a marsh, boats on a moor)', () => {
    for (const { input, town: t } of sample) {
      const s = text(t);
      if (t.tags.includes('marsh') || /more water than land/.test(s))
        expect(s, t.name).not.toContain('dry-stone dykes');
      if (t.layout.water === 'none') expect(s, t.name).not.toContain('bows of the boats');
      if (t.layout.water !== 'coast' && t.layout.water !== 'island')
        expect(s, t.name).not.toMatch(/returning ships|the Tidewife/);
      if (input.terrain === 'snowy mountains') expect(s, t.name).not.toMatch(/dry years|dry summer/);
      if (/hamlet|village/.test(t.size)) expect(s, t.name).not.toContain('upper storeys');
      expect(s, t.name).not.toMatch(/dry rise in the marsh, a dry summer/);
    }
  });

  it('never has the council’s own chair or members want a seat on it', () => {
    for (const { town: t } of sample)
      for (const n of t.keyNpcs)
        if (/council|chair|alder|elder|speaker|reeve|mayor/i.test(n.role))
          expect(n.description, `${t.name}: ${n.role}`).not.toMatch(/wants (is )?a seat on/);
  });

  it('shows fields only of a crop the town is said to grow (quoted: hops and honey, then ‘Fields of rye’)', () => {
    for (const { town: t } of sample)
      for (const f of t.notableFeatures) {
        const crop = f.match(/^Fields of (.+?) up to/)?.[1];
        if (crop) expect(text({ ...t, notableFeatures: [] }), `${t.name}: ${crop}`).toContain(crop);
      }
  });

  it('does not call a closed village open, nor a landlord a buyer', () => {
    for (const { town: t } of sample) {
      const s = text(t);
      expect(s, t.name).not.toMatch(/polite and closed: every door is open/);
      expect(s, t.name).not.toMatch(/is waiting to buy it cheap/);
    }
  });

  it('writes the quoted slips right: terrain after the size, plural crops, ‘for since’', () => {
    for (const { town: t } of sample) {
      const s = text(t);
      expect(s, t.name).not.toMatch(/\b(hamlet|village|town|city) (sheltered|wooded) /);
      expect(s, t.name).not.toMatch(
        /\b(turnips|pears|oats|hops|plums|apples|dates|figs|olives|yams) fetches\b/,
      );
      expect(s, t.name).not.toMatch(/\bfor since\b/);
    }
  });
});

describe('a second blind read (0 of 25 usable): each quoted slip, as a class, over many towns', () => {
  const rng = createRng('town-blind-read-2', 'tests');
  const sample = Array.from({ length: 420 }, (_, i) => {
    const input: Partial<TownRequestInput> =
      i % 3 === 0
        ? { size: 'village', economyType: 'agricultural', governmentType: 'council' }
        : i % 3 === 1
          ? {
              size: rng.pick(['hamlet', 'village'] as const),
              economyType: rng.pick(TOWN_OPTIONS.economyType),
              governmentType: rng.pick(TOWN_OPTIONS.governmentType),
              terrain: rng.pick(['', 'river delta', 'marsh', 'open plains', 'rocky coast']) || undefined,
            }
          : {
              size: rng.pick(TOWN_OPTIONS.size),
              economyType: rng.pick(TOWN_OPTIONS.economyType),
              governmentType: rng.pick(TOWN_OPTIONS.governmentType),
            };
    return { input, town: town(input, rng.nextUint32()) };
  });
  const text = (t: TownData) => {
    const { layout: _layout, ...rest } = t;
    return JSON.stringify(rest);
  };

  it('never doubles a name nor calls a place a place (third read: ‘temple of Seluvia Seluvia’, ‘a squat place’)', () => {
    for (const { town: t } of sample) {
      const all = text(t);
      expect(
        all.match(/.{0,40}\b(temple|shrine|church|chapel|sanctum) of ([A-Z][a-z]+) \2\b.{0,30}/)?.[0] ?? null,
        t.name,
      ).toBeNull();
      expect(all, t.name).not.toMatch(/\bThe place is a [^.,;]* place\b/);
      expect(all, t.name).not.toMatch(/\bis kept as who\b/);
    }
  });

  it('titles a trade or office as its holder’s gender (quoted: a man called ‘Herb-wife’; own: a woman ‘Ferryman’)', () => {
    let seen = 0;
    for (const { town: t } of sample)
      for (const n of t.keyNpcs) {
        const he = /\b(he|his|him)\b/.test(n.description) && !/\b(she|her)\b/.test(n.description);
        const she = /\b(she|her)\b/.test(n.description) && !/\b(he|his|him)\b/.test(n.description);
        if (/herb-wife|ferry/i.test(n.role)) seen++;
        if (he)
          expect(n.role, `${t.name}: ${n.name}`).not.toMatch(/herb-wife|fishwife|woman|landlady|^midwife/i);
        if (she) expect(n.role, `${t.name}: ${n.name}`).not.toMatch(/ferryman|headman|craftsman|landlord/i);
      }
    expect(seen).toBeGreaterThan(0);
  });

  it('names a council for what the place has (quoted: ‘of the Bridge’ by a ford; own: ‘the Twelve’ of three)', () => {
    for (const { town: t } of sample) {
      const s = text(t);
      if (t.layout.bridges === 0) expect(s, t.name).not.toMatch(/Council of the Bridge/);
      expect(s, t.name).not.toMatch(/Council of the Twelve/);
      if (t.size === 'hamlet' || t.size === 'village')
        expect(s, t.name).not.toMatch(/Council of Aldermen|Town Meeting|Ward-Moot/);
    }
  });

  it('gives a hamlet or village no watch, guildhall, town gates or town ditch (quoted: ‘the Guildhall’ in a hamlet of 54)', () => {
    for (const { town: t } of sample)
      if (t.size === 'hamlet' || t.size === 'village')
        expect(text(t), `${t.name} (${t.size})`).not.toMatch(
          /\b[Tt]he watch\b|[Gg]uildhall|\bthe gates?\b|gate money|town ditch|watch rota/,
        );
  });

  it('bridges a hamlet’s or village’s delta once or twice, not five times (quoted: ‘the Hamlet of Five Bridges’)', () => {
    for (const { town: t } of sample)
      if (t.size === 'hamlet' || t.size === 'village')
        expect(t.layout.bridges, `${t.name} (${t.size}, ${t.terrain})`).toBeLessThanOrEqual(2);
  });

  it('writes no garbled history, hourly vote or petition over a counter (quoted: ‘spends as if they will’, ‘on the hour’)', () => {
    for (const { town: t } of sample) {
      expect(t.history, t.name).not.toMatch(/as if they will\b/);
      expect(t.leadership, t.name).not.toMatch(/on the hour|petitions are heard over the counter/);
      expect(t.localEconomy, t.name).not.toMatch(/in its fields than|grows (bacon|wool|cheese|honey)/);
    }
  });

  it('opens at most one secret of a town with a verdict, and keeps a capital only for a name (quoted: ‘All true.’ on every secret)', () => {
    const VERDICT =
      /^(True|It is true|The rumour is right|Every word is true|So it is|The gossips have it right|Quite true|The talk is right|Yes, and|All true|Nobody would believe|False|Not so|There is nothing in it|The truth is duller|A lie|Wrong|Nonsense|Untrue|The talk is wrong|Mere gossip)\b/;
    let bare = 0;
    let all = 0;
    for (const { town: t } of sample) {
      const opened = t.secrets.filter((s) => VERDICT.test(s));
      expect(opened.length, `${t.name}: ${t.secrets.join(' | ')}`).toBeLessThanOrEqual(1);
      for (const s of t.secrets) {
        all++;
        if (!VERDICT.test(s)) bare++;
        expect(s, t.name).not.toMatch(/: (Under|The|A|Nothing|Nobody|Someone|What)\b/);
      }
    }
    expect(bare / all).toBeGreaterThan(0.6);
  });

  it('never sets two threats at one named spot (quoted: a wolf of Barrow Gate and outlaws on the track to Barrow Gate)', () => {
    for (const { town: t } of sample) {
      if (t.threats.length < 2) continue;
      const spots = t.layout.landmarks.map((l) => l.name).filter((n) => /^[A-Z]/.test(n));
      for (const spot of spots) {
        const at = t.threats.filter((h) => `${h.title} ${h.description}`.includes(spot));
        expect(at.length, `${t.name}: ${spot} in ${at.map((h) => h.title).join(', ')}`).toBeLessThanOrEqual(
          1,
        );
      }
    }
  });

  it('lies in a country its own land allows (quoted: ‘a village of the open plains, in the old forest country’)', () => {
    for (const { town: t } of sample) {
      if (!t.layout.landscape.some((f) => f === 'forest' || f === 'jungle'))
        expect(t.location, t.name).not.toMatch(/old forest country/);
      if (!t.layout.landscape.some((f) => ['hills', 'mountains', 'cliffs', 'canyon'].includes(f)))
        expect(t.location, t.name).not.toMatch(/hill country/);
    }
  });
});
