// Blind read, round 4: the classes of defect a game master rejected NPCs for, each checked over many seeds. Parts of
// one NPC must agree (a tactful flaw beside a needling one, a missing father who must not "find out"), the people and
// places of one story must not blur (Nedin and Nedkin, Sallowley and Sallowbridge), a trade's words must be its own
// (a ratcatcher is no breeder, a wizard keeps no ledger) and the keepsake's mark must not be every NPC's hook.
import { describe, expect, it } from 'vitest';
import { NPC_OPTIONS, type NpcData, type NpcRequest, npcRequestSchema } from '../../../shared/kinds/npc.js';
import type { Person } from '../../engine/grammar.js';
import { createRng } from '../../engine/rng.js';
import { generateNpc } from './generate.js';
import { FOE_HOOK_RULES } from './text/arcs.js';
import { CHARACTER_RULES } from './text/character.js';
import { OCCUPATION_RULES } from './text/occupations.js';
import { buildRecord, type NpcRecord } from './text/record.js';
import { STORY_RULES } from './text/story.js';

const OCCUPATIONS = [
  'random',
  'innkeeper',
  'farmer',
  'guard',
  'merchant',
  'priest',
  'noble',
  'thief',
  'blacksmith',
  'wizard',
  'bard',
  'healer',
  'beekeeper',
  'ratcatcher',
  'hunter',
];

interface Written {
  readonly request: NpcRequest;
  readonly npc: NpcData;
  readonly record: NpcRecord;
}

/** Each NPC with the record it was written from (the same seed and stream as the writer's). */
function write(count: number, salt: string, fixed: Record<string, unknown> = {}): Written[] {
  const rng = createRng('blind-read-4', salt);
  return Array.from({ length: count }, () => {
    const request = npcRequestSchema.parse({
      race: rng.pick(NPC_OPTIONS.race),
      gender: rng.pick(NPC_OPTIONS.gender),
      occupation: rng.pick(OCCUPATIONS),
      age: rng.pick(NPC_OPTIONS.age),
      socialClass: rng.pick(NPC_OPTIONS.socialClass),
      friendliness: rng.int(1, 10),
      bravery: rng.int(1, 10),
      honesty: rng.int(1, 10),
      artStyle: 'fantasy',
      ...fixed,
    });
    const seed = rng.nextUint32();
    return {
      request,
      npc: generateNpc(request, seed),
      record: buildRecord(request, createRng(seed >>> 0, 'npc')),
    };
  });
}

const text = (npc: NpcData) =>
  [
    npc.appearance,
    npc.personality,
    ...npc.traits,
    ...npc.mannerisms,
    npc.backstory,
    ...npc.motivations,
    ...npc.secrets,
    ...npc.flaws,
    ...npc.plotHooks.map((h) => `${h.title}. ${h.description}`),
  ].join('\n');

const MIXED = write(300, 'mixed');
// Middling sliders: civil, steady and discreet at once, where the mild traits and flaws meet most often.
const MIDDLING = write(150, 'middling', { friendliness: 5, bravery: 5, honesty: 5 });
const CHILDREN = write(200, 'children', { age: 'child', friendliness: 5 });
const WIZARDS = write(60, 'wizards', { occupation: 'wizard' });

describe('parts of one NPC agree', () => {
  it('never gives a tactful NPC a flaw of poking at sore subjects', () => {
    const tactful = /^(?:Tactful|Polite|Courteous|Soft-spoken|Discreet)$/;
    const bad = [...MIXED, ...MIDDLING].filter(
      ({ npc }) =>
        npc.flaws.some((f) => /poking at a sore subject/.test(f)) &&
        (npc.traits.some((t) => tactful.test(t)) || npc.flaws.some((f) => /careful not to offend/.test(f))),
    );
    expect(bad.map(({ npc }) => `${npc.traits.join(', ')} | ${npc.flaws.join(' ')}`)).toEqual([]);
  });

  it('never calls an NPC impatient and slow to act, cheerful and grave, or practical twice over', () => {
    const bad = [...MIXED, ...MIDDLING].filter(({ npc }) => {
      const traits = new Set(npc.traits);
      const slow = npc.flaws.some((f) => /^(?:Weighs every risk so long|Will not be hurried)/.test(f));
      const grave = /\b(?:a rare laugh|unsmiling|if not exactly cheerful)\b/.test(npc.personality);
      const deliberate = /\b(?:thinks before|checks the ice before)\b/.test(npc.personality);
      return (
        (traits.has('Impatient') && (slow || deliberate)) ||
        (traits.has('Cheerful') && grave) ||
        (traits.has('Practical') && traits.has('Pragmatic'))
      );
    });
    expect(
      bad.map(({ npc }) => `${npc.personality} | ${npc.traits.join(', ')} | ${npc.flaws.join(' ')}`),
    ).toEqual([]);
  });

  it('gives a tail about company only to a flaw of how the NPC treats people', () => {
    const heads = [...(CHARACTER_RULES.flaw_b ?? []), ...(CHARACTER_RULES.flaw_h ?? [])]
      .map(
        (f) =>
          f
            .replace(/^<[^>]*>\s*/, '')
            .split('#')[0]
            ?.slice(0, 18) ?? '',
      )
      .filter((h) => h.length >= 12);
    const social =
      /, (?:which strangers take for rudeness|and only grows worse with company|most of all with [\w ]+)\.$/;
    const bad = [...MIXED, ...MIDDLING].flatMap(({ npc }) =>
      npc.flaws.filter((f) => social.test(f) && heads.some((h) => f.startsWith(h))),
    );
    expect(bad).toEqual([]);
  });

  it('never has a child hurry "before a father finds out" when the father is missing or dead', () => {
    const bad = CHILDREN.filter(
      ({ npc, record }) =>
        (record.ctx.hasTag('rel-missing') || record.ctx.hasTag('rel-dead')) &&
        npc.plotHooks.some((h) => h.description.includes(`${String(record.ctx.get('relation'))} finds out`)),
    );
    expect(bad.map(({ npc }) => npc.plotHooks.map((h) => h.description).join(' '))).toEqual([]);
  });

  it('has a child prove wrong, or miss the sword of, only someone the story has met', () => {
    const bad = CHILDREN.filter(({ npc }) => {
      const proved = npc.motivations.map(
        (m) => /^Prove (\p{Lu}\p{L}+)(?: \p{Lu}\p{L}+)? wrong\.$/u.exec(m)?.[1],
      );
      const sword = npc.plotHooks.map(
        (h) => /^(\p{Lu}\p{L}+)’s sword is missing\b/u.exec(h.description)?.[1],
      );
      return [...proved, ...sword].some((name) => name && !npc.backstory.includes(name));
    });
    expect(bad.map(({ npc }) => `${npc.backstory} | ${npc.motivations.join(' ')}`)).toEqual([]);
  });

  it('gives no child the habits of a clerk', () => {
    const bad = CHILDREN.filter(({ npc }) =>
      npc.mannerisms.some((m) => /^Takes notes while others talk/.test(m)),
    );
    expect(bad.map(({ npc }) => npc.mannerisms.join(' '))).toEqual([]);
  });
});

describe('the people and places of one story do not blur', () => {
  const alike = (a: string, b: string) => a.slice(0, 3).toLowerCase() === b.slice(0, 3).toLowerCase();
  it('gives no two people of the cast given names a reader could mix up', () => {
    const bad: string[] = [];
    for (const { record } of MIXED) {
      const cast = (['relative', 'foe', 'ally', 'third'] as const)
        .map((k) => record.ctx.get(k) as Person | undefined)
        .filter((p): p is Person => Boolean(p));
      // The NPC against everyone, and the kin against everyone: a foe's own kin may share the foe's family.
      const relative = record.ctx.get('relative') as Person;
      for (const p of cast)
        if (alike(record.npc.first, p.first)) bad.push(`${record.npc.first} / ${p.first}`);
      for (const p of cast)
        if (p !== relative && alike(relative.first, p.first)) bad.push(`${relative.first} / ${p.first}`);
    }
    expect(bad).toEqual([]);
  });

  it('sends no NPC to a birthplace named like their own family', () => {
    const bad = MIXED.filter(
      ({ record }) => record.npc.last && alike(String(record.ctx.get('origin')), record.npc.last),
    ).map(({ record }) => `${record.npc.name} / ${String(record.ctx.get('origin'))}`);
    expect(bad).toEqual([]);
  });
});

describe('a trade is written in its own words', () => {
  // Written once for the describe, so each check stays fast.
  const rats = write(30, 'rats', { occupation: 'ratcatcher' });
  it('never makes a ratcatcher a breeder of stock', () => {
    const breeder = /waiting list of buyers|paddock|breeding stock|stud book|sells? stock|prize beast/i;
    const bad = rats.filter(({ npc }) => breeder.test(text(npc)));
    expect(
      bad.map(({ npc }) =>
        text(npc)
          .split('\n')
          .find((l) => breeder.test(l)),
      ),
    ).toEqual([]);
  });

  it('greets at a door only those whose trade has one', () => {
    const outdoors = ['ranger', 'farmer', 'fam-wild', 'outlaw'];
    const bad = MIXED.filter(
      ({ npc, record }) =>
        outdoors.some((t) => record.ctx.hasTag(t)) && /comes through the door/.test(npc.personality),
    );
    expect(bad.map(({ npc }) => npc.personality)).toEqual([]);
  });

  it('puts a ledger only in the hands of those who keep accounts', () => {
    const bad = WIZARDS.filter(({ npc }) => /\b(?:ledger|book of accounts)\b/.test(npc.appearance));
    expect(bad.map(({ npc }) => npc.appearance)).toEqual([]);
  });
});

describe('English that a game master would not have to fix', () => {
  const GARBLED: readonly [string, RegExp][] = [
    [
      'a venue doubled into the beekeeper’s work',
      /\b(?:tends the hives at|keeps bees at) (?:his|her|their) hives\b/,
    ],
    ['a relative clause with no noun', /, who laughs rarely\b/],
    [
      'a singular paper with a plural verb',
      /\ba (?:diary|ledger|bundle of papers|packet of letters)\b[^.]* are (?:being|to be)\b/,
    ],
    ['a plural verb after he or she', /\b(?:he|she) half recognise\b/],
    ['a keepsake named twice', /(\b\w+), an? \1 and all\b/],
    ['a tail on a flaw that already has one', /, every time, every single time\b/],
    ['a smallholding called small', /\bsmall smallholding\b/],
    ['praise sparing “with” twice', /\bsparing with praise with\b/],
    ['a shield painted in leather', /\bshield painted [\w-]+ (?:leather|linen|wool|hide)\b/],
    ['help wanted to help', /\bhelp to help\b/],
    ['a letter that sends', /\bletter with no signature has sent\b/],
    ['a cure to enjoy', /\bcure\b[^.]* too old to enjoy it\b/],
    ['a chain of three clauses on “and”', /, and is past asking the neighbours, and\b/],
    ['a keeper who keeps twice', /keeps busy: by day (?:he|she|they) keeps\b/],
    ['a back door on a ship', /back door of (?:his|her|their) ship\b/],
    ['a family name that repeats the given one', /\b([A-Z][a-z]+) \1\b/],
    [
      'someone sought before anyone has named them',
      /^Find [A-Z]\w+(?: [A-Z]\w+)? and learn the truth about\b/m,
    ],
    ['a beard down to the chest spreading over it', /\bchest[^.]* spreads over (?:his|her|their) chest\b/],
    [
      'a stall or a sign inside a river bank',
      /\b(?:stall|sign|statue|shrine|ring of white stones)\b[^.]* in the bank of\b/,
    ],
    [
      'a desk or shelf walked into',
      /stepped into the (?:reading desk|top shelf|locked cabinet|quench trough)\b/,
    ],
  ];
  const all = [
    ...MIXED,
    ...MIDDLING,
    ...WIZARDS,
    ...write(60, 'bees', { occupation: 'beekeeper' }),
    ...write(60, 'farms', { occupation: 'farmer', race: 'halfling' }),
    ...write(60, 'beards', { occupation: 'blacksmith', race: 'dwarf', gender: 'male' }),
  ];
  it.each(GARBLED)('has no %s', (_label, pattern) => {
    const bad = all.filter(({ npc }) => pattern.test(text(npc)));
    expect(
      bad.map(({ npc }) =>
        text(npc)
          .split('\n')
          .find((l) => pattern.test(l)),
      ),
    ).toEqual([]);
  });
});

describe('the keepsake’s mark is one idea, not every NPC’s hook', () => {
  // Every hook_keepsake shape: the mark turning up, copied, demanded, bought or stolen.
  const KEEPSAKE_HOOK =
    /the very figure on|The mark \w+ carries|Someone is using \w+’s mark|the one with .+ on it|exact twin of|beside a large sum in a moneylender|showing drawings of|candle burning under|A note arrives demanding|“the one who|casting copies of|bears the same mark|selling copies of|ten times what|chalked on doors|sealed with .+ It asks|turned up beside a body|on the sign of a new shop/;
  it('gives it to no more than one NPC in five', () => {
    const withIt = MIXED.filter(({ npc }) => npc.plotHooks.some((h) => KEEPSAKE_HOOK.test(h.description)));
    expect(withIt.length / MIXED.length).toBeLessThan(0.2);
  });
});

describe('pools whose parts meet in one phrase agree', () => {
  it('gives no farm an adjective its noun repeats (a small smallholding)', () => {
    const clashes = (OCCUPATION_RULES.v_farm_adj ?? []).flatMap((adj) =>
      (OCCUPATION_RULES.v_farm ?? [])
        .filter((noun) => new RegExp(`\\b${adj}`).test(noun))
        .map((noun) => `${adj} ${noun}`),
    );
    expect(clashes).toEqual([]);
  });

  it('sells the foe’s papers (a diary, a ledger, a bundle) with singular verbs', () => {
    expect((FOE_HOOK_RULES.fh_papers ?? []).every((p) => /^an? /.test(p))).toBe(true);
    expect((FOE_HOOK_RULES.fh_sale ?? []).filter((s) => !/^(?:is|has)\b/.test(s))).toEqual([]);
    expect((FOE_HOOK_RULES.fh_sale_task ?? []).filter((s) => /\bthem\b/.test(s))).toEqual([]);
  });

  it('never names the keepsake and its figure side by side (a bone bee, a bee and all)', () => {
    expect(
      (STORY_RULES.hook_keepsake ?? []).filter((h) => h.includes('#ks_noun#, #emblem.a# and all')),
    ).toEqual([]);
  });
});

describe('what the game master typed is worn', () => {
  const captains = write(40, 'beards-typed', {
    race: 'random',
    age: 'adult',
    occupation: 'ship captain',
    notableFeatures: 'braided red beard',
  });
  it('gives a typed beard to a people who can grow one, when the race is left to chance', () => {
    const bad = captains.filter(({ npc }) => !/\bbraided red beard\b/.test(npc.appearance));
    expect(bad.map(({ npc }) => `${npc.race}: ${npc.appearance}`)).toEqual([]);
  });
});
