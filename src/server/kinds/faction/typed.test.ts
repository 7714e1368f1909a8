// What the game master types is what they get (issue 20, factions): a typed purpose becomes what the faction is,
// woven into sentences in correct English (or kept as typed in a line of its own when it cannot be read), and typed
// goals stay as typed, on a faction whose kind serves them.
import { describe, expect, it } from 'vitest';
import { type FactionData, factionRequestSchema } from '../../../shared/kinds/faction.js';
import { generateFaction } from './generate.js';
import { typedRequest as request } from './test-request.js';
import { findClashes } from './text/agreement.js';
import { readPurposeFacts } from './text/lexicon.js';

const HEADS = [
  'beekeepers',
  'a guild of beekeepers',
  'necromancers',
  'a church of the sun god',
  'monks of the moon goddess',
  'smugglers in the docks',
  'a ring of pickpockets in the market',
  'herbalists',
  'sailors',
  'a company of archers',
  'witches',
  'alchemists',
  'an order of knights',
  'gravediggers',
  'lamplighters',
  'ferrymen',
  'rat-catchers in the sewers',
  'a sisterhood of healers',
  'a brotherhood of mapmakers',
  'bakers',
  'a society of clockmakers',
  'falconers',
  'shepherds of the high hills',
  'printers',
  'a coven of hedge witches',
];
const CLAUSES = [
  '',
  'that runs hospitals',
  'who secretly breed giant bees for war',
  'who hunt vampires',
  'who guard the old bridge',
  'who steal from the rich',
  'who keep the old roads open',
  'who sell forbidden books',
  'who raise the dead',
  'who feed the poor',
  'who train war hounds',
  'who secretly serve the crown',
];
const VERBS = [
  'protect the last dragon eggs',
  'keep the old bridge standing',
  'to hunt the wolves of the north',
  'to free the slaves of the salt mines',
  'find the drowned city',
  'guard the tomb of the first king',
  'breed horses for the royal cavalry',
  'keep the lighthouse burning',
];
const UNREADABLE = [
  'Ravens over the harbour!',
  'Fire and salt?',
  'We remember',
  'The moon is a door!',
  'Blue, always blue',
];

const TYPED: string[] = [
  ...HEADS.flatMap((head, i) =>
    CLAUSES.filter((_c, j) => (i + j) % 2 === 0).map((c) => `${head} ${c}`.trim()),
  ),
  ...VERBS,
  ...UNREADABLE,
];

function allText(f: FactionData): string {
  return [
    f.description,
    f.headquarters,
    f.territory,
    ...f.goals,
    f.leadership,
    f.structure,
    f.recruitment,
    f.historyBackground,
    ...f.resources.flatMap((r) => [r.name, r.description]),
    ...f.rituals.flatMap((r) => [r.name, r.description]),
    ...f.specialAbilities,
    ...f.quests.flatMap((q) => [q.title, q.description]),
    ...f.keyMembers.map((m) => m.description),
    ...f.rivals.map((r) => r.description),
    ...f.allies,
    ...f.weaknesses,
  ].join('\n');
}

/** Slips of English a splice can make. */
const BAD_ENGLISH =
  /\b(a|an) (a|an|the)\b|\bthe the\b|\b(is|are) (is|are)\b|\bthey is\b|\b(has|have) (has|have)\b| {2}|\s[,.;:]|\.\.|\bto to\b|\ba [aeiou]\w*ers\b/i;

describe('a typed purpose is what the faction is', () => {
  it(`weaves ${TYPED.length} typed purposes into grammatical sentences, or keeps the unreadable ones as typed`, () => {
    expect(TYPED.length).toBeGreaterThanOrEqual(150);
    for (const [i, typed] of TYPED.entries()) {
      const facts = readPurposeFacts(typed);
      const f = generateFaction(request(typed), 100 + i);
      const at = `${typed}: ${f.description}`;
      const text = allText(f);
      expect(text, at).not.toMatch(BAD_ENGLISH);
      const core = typed
        .replace(/^(a|an|the)\s+/i, '')
        .replace(/^to\s+/i, '')
        .replace(/[.!?]+$/, '');
      if (facts.form === 'quote') {
        expect(f.description, at).toContain(`‘${typed.replace(/[.]+$/, '')}’`);
      } else {
        expect(f.description.toLowerCase(), at).toContain(core.toLowerCase());
      }
      if (facts.form === 'verb')
        expect(f.description.toLowerCase(), at).toContain(`to ${core.toLowerCase()}`);
    }
  });

  it('reads what the words name: a church of the sun god with hospitals, beekeepers breeding war-bees, necromancy', () => {
    const church = generateFaction(request('a church of the sun god that runs hospitals'), 1);
    expect(church.purpose).toBe('holy order');
    expect(church.description).toMatch(/(is|are|,) a church of the sun god that runs hospitals/);
    expect(allText(church).match(/the sun god/g)!.length).toBeGreaterThan(2);

    const bees = generateFaction(request('beekeepers who secretly breed giant bees for war'), 2);
    expect(bees.purpose).not.toBe('smuggling ring');
    expect(bees.description).toMatch(/beekeepers who secretly breed giant bees for war/);
    expect(allText(bees)).toMatch(/\bbeekeepers\b/);
    expect(allText(bees).match(/\b(giant bees|honey|hives)\b/g)!.length).toBeGreaterThan(1);

    for (let seed = 0; seed < 10; seed++) {
      const necro = generateFaction(request('necromancers'), seed);
      expect(necro.purpose).toBe('cabal of mages');
      expect(allText(necro)).toMatch(/\bnecromancy\b|\braise the dead\b/);
    }
  });

  it('keeps a typed quarter: ten thieves’ guilds in the docks are based in the docks, in ten houses, behind ten fronts', () => {
    const guilds = Array.from({ length: 10 }, (_, i) =>
      generateFaction(request("a thieves' guild in the docks", { secrecy: 'secret' }), 500 + i),
    );
    for (const g of guilds) expect(g.headquarters, g.headquarters).toMatch(/\bthe docks\b/);
    const buildings = guilds.map((g) => g.headquarters.split(',')[0]);
    expect(new Set(buildings).size).toBe(10);
    const fronts = guilds.map(
      (g) => /is (the [A-Z][^,]+|[A-Z][^,]+’s [A-Z][^,]+),/.exec(g.description)?.[1] ?? g.description,
    );
    expect(new Set(fronts).size).toBe(10);
    const targets = guilds.map((g) => g.goals.join(' | '));
    expect(new Set(targets).size).toBe(10);
  });
});

describe('typed goals', () => {
  const GOAL_SETS = [
    'Overthrow the Iron Duke\nFree the prisoners of Blackmoor\nEnd the salt tax',
    'Control the docks\nAvenge our founder\nWealth and power',
    'Find the lost crown of Aster',
    'Steal the Emerald of Varn\nBribe the harbourmaster',
    'Build a hospital in every town of the Vale\nHeal the plague in Marrowby',
    'Learn the secret of the drowned library\nTranslate the Glass Codex',
    'Protect the old forest from the loggers\nDrive the woodcutters out of the Elderwood',
    'Win a seat on the council\nMarry the heir into the royal family',
    'Kill the Archbishop\nSilence every witness',
    'Smuggle brandy past the new excise captain\nOpen a route through the marshes',
  ];
  const EXPECTED_KIND: Record<number, RegExp> = {
    0: /rebel cell/,
    3: /thieves’? guild|thieves' guild/,
    4: /holy order/,
    5: /scholars'? society|cabal of mages/,
    6: /knightly order|druid circle/,
    8: /assassins' guild/,
    9: /smuggling ring/,
  };

  it('keeps every typed goal as typed, gives a blank purpose a kind the goals fit, and quests serve them', () => {
    for (const [i, goals] of GOAL_SETS.entries()) {
      for (let seed = 0; seed < 20; seed++) {
        const f = generateFaction(
          factionRequestSchema.parse({
            size: 'Regional Power',
            influence: 'major',
            secrecy: 'known',
            emblemStyle: 'fantasy',
            goals,
          }),
          seed,
        );
        expect(f.goals).toEqual(goals.split('\n'));
        if (EXPECTED_KIND[i]) expect(f.purpose, goals).toMatch(EXPECTED_KIND[i]!);
        expect(
          findClashes(f, { givenGoals: true }).filter((c) => c.rule === 'quest-goal'),
          goals,
        ).toEqual([]);
        expect(allText(f), goals).not.toMatch(BAD_ENGLISH);
      }
    }
  });

  it('builds a quest on each typed goal that names something to do, in the goal’s own words', () => {
    const f = generateFaction(
      factionRequestSchema.parse({
        size: 'National Group',
        influence: 'major',
        secrecy: 'known',
        emblemStyle: 'fantasy',
        goals: 'Overthrow the Iron Duke\nFree the prisoners of Blackmoor\nEnd the salt tax',
      }),
      7,
    );
    const quests = f.quests.map((q) => `${q.title} ${q.description}`).join('\n');
    expect(quests).toMatch(/Iron Duke/);
    expect(quests).toMatch(/prisoners of Blackmoor/);
  });
});

describe('a typed purpose is understood and never contradicted (blind read)', () => {
  it('beekeepers who breed giant bees for war are no merchant league: kind, ranks, names and goals follow the words', () => {
    for (let seed = 0; seed < 20; seed++) {
      const f = generateFaction(
        request('beekeepers who secretly breed giant bees for war', {
          secrecy: 'secret',
          goals: 'breed a queen large enough to ride; drive the tax collectors out of the valley',
        }),
        seed,
      );
      expect(f.purpose).not.toBe('merchant league');
      expect(f.structure).not.toMatch(/Deckboy|Mariner|Cabin Hand|Counting-Boy/);
      expect(f.name).not.toMatch(/\bExchange\b/);
      expect(f.structure).toMatch(/Beekeeper|Keepers? of the Hives/);
      // Typed goals split on ';' and each written as a goal.
      expect(f.goals).toEqual([
        'Breed a queen large enough to ride',
        'Drive the tax collectors out of the valley',
      ]);
    }
  });

  it('splits typed goals on semicolons and new lines and capitalises each', () => {
    const f = generateFaction(
      request('', { goals: 'steal the mayor’s seal;\n- bribe the harbourmaster\nend the salt tax' }),
      3,
    );
    expect(f.goals).toEqual(['Steal the mayor’s seal', 'Bribe the harbourmaster', 'End the salt tax']);
  });

  it('a church of the sun god that runs hospitals is never said to do something else “in truth”', () => {
    for (let seed = 0; seed < 40; seed++) {
      for (const secrecy of ['known', 'rumored'] as const) {
        const f = generateFaction(request('a church of the sun god that runs hospitals', { secrecy }), seed);
        expect(f.purpose).toBe('holy order');
        // Whatever the truth sentence says, it says the typed work first.
        const truth = /(?:in truth|in fact|the truth is plainer:|is simpler:|knows that)\s+([^.]*)/i.exec(
          f.description,
        );
        if (truth) expect(truth[1], f.description).toMatch(/^(it|they) (runs?|run) hospitals/);
        expect(f.description).not.toMatch(/in truth (it|they) (preach|keep)/);
      }
    }
  });
});

describe('a typed purpose that starts with a word both noun and verb (typed-input read)', () => {
  it("reads 'hunt vampires' and 'watch the skies' as things to do, never as 'a hunt vampires'", () => {
    const purposes = [
      'hunt vampires and other undead',
      'watch the skies for the return of the fallen star',
      'guard caravans across the desert',
      'fish the northern sea',
      'trade spices with the south',
    ];
    for (const purpose of purposes) {
      for (let seed = 1; seed <= 10; seed++) {
        const f = generateFaction(request(purpose), seed);
        const text = [f.description, ...f.goals].join(' ');
        expect(text, purpose).not.toMatch(
          new RegExp(`\\b(a|an|of) ${purpose.split(' ')[0]} ${purpose.split(' ')[1]}\\b`, 'i'),
        );
        expect(text, purpose).toContain(purpose.split(' ').slice(1).join(' '));
      }
    }
    // A body named by such a word stays a body.
    expect(generateFaction(request('trade guild of the east'), 3).description).toMatch(
      /\ba trade guild of the east\b/i,
    );
  });
});
