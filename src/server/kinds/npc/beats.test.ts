// The blind reader's account, round 5: 25 NPCs written into one account, 15 with the same options asked again and
// again (a human blacksmith) and 10 varied, then a GM week. 2 of 25 were usable unedited. What they named, each
// checked the way a GM asks (writeAccount, one account):
// - 'a keepsake/trinket sentence in 25 of 25': now in about a third, built from the NPC's kin, faith or home first;
// - 'the smith's template': every smith held a hammer, had soot on the face, wore an apron and 'turned out nails,
//   hinges and the odd blade for the watch' or 'kept the fire lit from before dawn until the last customer left';
// - beats recurring: 'a refused duel, a drowning called an act of the gods, a stranger carrying the NPC's own name,
//   a ruinous tax vote': at most two of 25;
// - the home place phrase six times in one NPC: a place is named at most twice, then 'the town' or 'his forge';
// - 'candlesticks sits'; a noble in furs whose family is broke;
// - typed features: 'X has long black ponytail', 'red and yellow motley' split in two, a typed falcon beside a
//   generated jug, a typed lance beside a generated spear or mace.
import { describe, expect, it } from 'vitest';
import { type NpcData, npcRequestSchema } from '../../../shared/kinds/npc.js';
import { gmWeek, writeAccount } from '../../test/one-account.js';
import { generateNpc } from './generate.js';

const story = (npc: NpcData) =>
  [
    npc.personality,
    ...npc.mannerisms,
    npc.backstory,
    ...npc.motivations,
    ...npc.secrets,
    ...npc.flaws,
    ...npc.plotHooks.map((h) => `${h.title}. ${h.description}`),
  ].join(' ');

const SMITH = {
  race: 'human',
  gender: 'male',
  occupation: 'blacksmith',
  age: 'adult',
  socialClass: 'working',
  friendliness: 5,
  bravery: 5,
  honesty: 5,
  artStyle: 'fantasy',
};
const VARIED: readonly Record<string, unknown>[] = [
  { race: 'elf', gender: 'female', occupation: 'noble', age: 'elderly', socialClass: 'nobility' },
  { race: 'dwarf', gender: 'male', occupation: 'priest', age: 'middle-aged', socialClass: 'middle' },
  { race: 'halfling', gender: 'female', occupation: 'thief', age: 'young', socialClass: 'lower' },
  { race: 'tiefling', gender: 'non-binary', occupation: 'wizard', age: 'adult', socialClass: 'upper' },
  { race: 'half-orc', gender: 'male', occupation: 'farmer', age: 'adult', socialClass: 'working' },
  { race: 'gnome', gender: 'female', occupation: 'innkeeper', age: 'elderly', socialClass: 'middle' },
  { race: 'human', gender: 'female', occupation: 'guard', age: 'adult', socialClass: 'working' },
  { race: 'dragonborn', gender: 'male', occupation: 'knight', age: 'adult', socialClass: 'nobility' },
  { race: 'human', gender: 'male', occupation: 'noble', age: 'elderly', socialClass: 'nobility' },
  { race: 'half-elf', gender: 'female', occupation: 'merchant', age: 'middle-aged', socialClass: 'middle' },
];
/** The reader's way: 15 blacksmiths asked in a row, then 10 varied requests, one account. */
const readersAccount = (salt = 23) =>
  writeAccount('npc', (i) => (i < 15 ? SMITH : { ...SMITH, ...VARIED[i - 15] }), {
    salt,
  }) as unknown as Promise<NpcData[]>;

/** Beats the reader named, and the smith's life the reader read as one template. */
const BEATS: Record<string, RegExp> = {
  'a refused duel': /\brefused (?:a|the) duel\b|\bdid not appear on the field\b|\bstory of the duel\b/,
  'a death called an act of the gods': /\bact of (?:the )?gods?\b/,
  "a stranger carrying the NPC's own name": /\bown name in plain letters\b|’s name on a scrap of paper\b/,
  'a ruinous tax vote': /\bvotes? (?:next week )?on a (?:new )?tax\b|\btax that would ruin\b/,
  'a strongbox behind the hearth': /\bstrongbox behind the hearth\b/,
  'a scorched ledger': /\bscorched ledger\b/,
  'a peace feast': /\bpeace feast\b/,
  'a nameless shrine': /\bshrine to a god nobody\b/,
  'a body frozen in summer': /\bfrozen stiff in midsummer\b/,
  'nails, hinges and the odd blade': /\bnails, hinges and the odd blade\b/,
  'the fire lit until the last customer leaves': /\buntil the last customer leaves\b/,
  'shoeing horses and mending ploughs': /\bshoeing horses and mending ploughs\b/,
  'prices fair and door half shut': /\bprices fair and \w+ door half shut\b/,
  'iron cracking in the fire': /\bstarted cracking in the fire\b/,
};
const overTwo = (records: readonly NpcData[]) => {
  const texts = records.map(story);
  return Object.entries(BEATS)
    .map(([beat, re]) => [beat, texts.filter((t) => re.test(t)).length] as const)
    .filter(([, n]) => n > 2);
};

describe("the reader's account: 15 smiths asked again and again, then 10 varied", () => {
  it('tells no beat, nor any line of the smith’s working life, in more than two of 25', async () => {
    expect(overTwo(await readersAccount())).toEqual([]);
  }, 60_000);

  it('gives a keepsake to about a third, not to every NPC (was 25 of 25)', async () => {
    for (const salt of [23, 1000]) {
      const records = await readersAccount(salt);
      const kept = records.filter((r) => r.looks?.details?.some((d) => d.keepsake)).length;
      expect(kept, `salt ${salt}`).toBeLessThanOrEqual(12);
      expect(kept, `salt ${salt}`).toBeGreaterThanOrEqual(3);
      // An NPC without one is never said to touch one.
      for (const r of records.filter((x) => !x.looks?.details?.some((d) => d.keepsake)))
        expect(r.mannerisms.join(' ')).not.toMatch(/^Touches the /m);
    }
  }, 60_000);

  it('does not write every smith with soot and an apron (was nearly all 15)', async () => {
    const smiths = (await readersAccount()).slice(0, 15);
    // The hammer is drawn in every smith's portrait and so named; soot and apron are not in every smith.
    const all = smiths.filter((s) => /\bsoot/.test(s.appearance) && /\bapron\b/.test(s.appearance)).length;
    expect(all).toBeLessThanOrEqual(7);
    const apron = smiths.filter((s) => /\bapron\b/.test(s.appearance)).length;
    expect(apron).toBeLessThanOrEqual(12);
  }, 60_000);

  it('names the home town and the premises at most twice in one NPC', async () => {
    for (const salt of [23, 1000]) {
      for (const r of await readersAccount(salt)) {
        const text = [
          r.backstory,
          ...r.motivations,
          ...r.secrets,
          ...r.flaws,
          ...r.plotHooks.map((h) => h.description),
        ].join(' ');
        // The premises: 'his smoky forge down by the River Aurle', 'Tarain’s low smithy on Tallow Yard'.
        const venues = text.match(
          /\b(?:his|her|their|\p{Lu}\p{Ll}+’s) (?:[\p{Ll}-]+ ){0,3}(?:forge|smithy|workshop|shop|stall|hall|house|inn|tavern|manor|farm|cottage|chapel|shrine|temple)(?: and yard)? (?:on|by|down by|near|behind|under|at|off|outside|beside) [^.,;]+/gu,
        );
        const counts = new Map<string, number>();
        for (const v of venues ?? []) {
          const key = v.replace(/^\S+ /, '');
          counts.set(key, (counts.get(key) ?? 0) + 1);
        }
        for (const [venue, n] of counts) expect(n, `${r.name}: ${venue}\n${text}`).toBeLessThanOrEqual(2);
      }
    }
  }, 60_000);
});

describe('a GM week of NPCs tells no beat in more than two of 25', () => {
  for (const salt of [1000, 2000, 3000]) {
    it(`salt ${salt}`, async () => {
      const records = (await writeAccount('npc', gmWeek('npc'), { salt })) as unknown as NpcData[];
      expect(overTwo(records)).toEqual([]);
      // And a keepsake in about a third.
      const kept = records.filter((r) => r.looks?.details?.some((d) => d.keepsake)).length;
      expect(kept).toBeLessThanOrEqual(13);
    }, 60_000);
  }
});

const npcOf = (extra: Record<string, unknown>, seed: number) =>
  generateNpc(
    npcRequestSchema.parse({
      race: 'human',
      gender: 'female',
      age: 'adult',
      socialClass: 'working',
      occupation: 'merchant',
      artStyle: 'fantasy',
      ...extra,
    }),
    seed,
  );

describe('English and fortune', () => {
  it("says 'the candlesticks sit', never 'candlesticks sits' (a plural stake before its verb)", () => {
    let told = 0;
    for (let seed = 1; seed <= 1500 && told < 3; seed++) {
      const npc = npcOf({ socialClass: 'middle', race: 'random', gender: 'random' }, seed * 13);
      const text = story(npc);
      if (!/\bcandlesticks\b/.test(text)) continue;
      told++;
      expect(text).not.toMatch(/\bcandlesticks (?:sits|is|was|has)\b/);
      expect(text).not.toMatch(/\bcandlesticks\b[^.]*\bbid for it\b/);
    }
    expect(told).toBeGreaterThan(0);
  });

  it('dresses a noble whose family is broke without furs (creditors, mortgages, debts)', () => {
    let broke = 0;
    for (let seed = 1; seed <= 300; seed++) {
      const npc = npcOf({ occupation: 'noble', socialClass: 'nobility', race: 'random' }, seed * 7);
      if (
        !/\bcreditors\b|\bmortgage\b|\broof leaks\b|\bone good coat\b|family’s debts|\bpaying off a debt\b/.test(
          story(npc),
        )
      )
        continue;
      broke++;
      expect(npc.appearance, story(npc)).not.toMatch(/\b(?:furs?|fur-lined|ermine|sable|fox-fur|mink)\b/);
    }
    expect(broke).toBeGreaterThan(5);
  });
});

describe('typed features keep the game master’s words, in correct English, and win their slot', () => {
  const SEEDS = [101, 202, 303, 404, 505, 606, 707, 808];

  it("gives a typed feature its article: 'has a long black ponytail', not 'has long black ponytail'", () => {
    for (const seed of SEEDS) {
      const npc = npcOf({ occupation: 'guard', notableFeatures: 'long black ponytail' }, seed);
      expect(npc.appearance).not.toMatch(/\bhas long black ponytail\b/);
      expect(npc.appearance).toMatch(/\b(?:a|her) long black ponytail\b/);
    }
  });

  it("keeps 'red and yellow motley' one garment, never 'has a red. … has a yellow motley'", () => {
    for (const seed of SEEDS) {
      const npc = npcOf(
        { occupation: 'guard', notableFeatures: 'long black ponytail, red and yellow motley' },
        seed,
      );
      expect(npc.appearance).toMatch(/\bred and yellow motley\b/);
      expect(npc.appearance).not.toMatch(/\bhas a red\.|\ba yellow motley\b/);
    }
  });

  it('lets a typed falcon on the wrist fill the hand: no generated jug or tankard beside it', () => {
    for (const seed of SEEDS) {
      const npc = npcOf({ occupation: 'innkeeper', notableFeatures: 'a falcon on the wrist' }, seed);
      expect(npc.appearance).toMatch(/\bfalcon on her wrist\b/);
      expect(npc.looks?.heldItem, npc.appearance).toBeNull();
      expect(npc.looks?.weapon?.carried ?? 'none').not.toBe('hand');
    }
  });

  it('makes a typed lance the weapon: no generated spear or mace in the hand', () => {
    for (const seed of SEEDS) {
      const npc = npcOf(
        {
          race: 'dragonborn',
          occupation: 'knight',
          socialClass: 'nobility',
          notableFeatures: 'carries a lance',
        },
        seed,
      );
      expect(npc.appearance).toMatch(/\blance\b/);
      expect(npc.appearance).not.toMatch(/\b(?:spear|mace|longsword|warhammer)\b/);
      expect(npc.looks?.weapon?.word).toBe('lance');
    }
  });

  it('keeps typed silver hair as the hair, with no wig or hood hiding it', () => {
    for (const seed of SEEDS) {
      const npc = npcOf(
        { occupation: 'noble', socialClass: 'nobility', age: 'elderly', notableFeatures: 'silver hair' },
        seed,
      );
      expect(npc.appearance).toMatch(/\bsilver\b/);
      expect(npc.appearance).not.toMatch(/\bwig\b|\bbald\b|\bshaved\b|\bshaven\b/);
    }
  });
});

// The blind reader's account, round 6: 25 NPCs in one account, 15 of the GM week's first request (a cold human
// innkeeper) then 10 varied. What they named: set joins in the backstory ('Things settled, in time:', 'What came
// after was quieter.'); hooks that 'beg fresh faces to find out…'; mannerisms that read as one fill-in template
// ('X when Y', three to an NPC); freckles on one NPC in three, deep brown skin and all; and a garment the game master
// typed worn beside the one the trade gives ('She is in a plum gown. Delyth wears fine silks.').
const readerWeek = (salt: number) => {
  const week = gmWeek('npc');
  return writeAccount('npc', (i) => (i < 15 ? week(0) : week(5 * ((i - 15) % 5) + 1)), {
    salt,
  }) as unknown as Promise<NpcData[]>;
};
const GESTURE_AND_TRIGGER =
  /\b(?:when|whenever|while|at any mention|at every mention|if asked|if anyone|as soon as|at talk of|at the sound|at the clink|at the sight|if a stranger|if teased)\b/;

describe("round 6: the reader's account of 15 innkeepers, then 10 varied", () => {
  for (const salt of [4242, 1000]) {
    it(`salt ${salt}: no set join in the backstory, no 'fresh faces', mannerisms of many shapes`, async () => {
      const records = await readerWeek(salt);
      for (const r of records) {
        expect(r.backstory).not.toMatch(/Things settled, in time|What came after was quieter/);
        for (const h of r.plotHooks) expect(h.description).not.toMatch(/\bfresh faces\b|\bhopes for \w+/);
      }
      // 'Gestures when triggered' were over half of all mannerisms; a GM reads them as one template.
      const all = records.flatMap((r) => r.mannerisms);
      const composed = all.filter((m) => GESTURE_AND_TRIGGER.test(m)).length;
      expect(composed / all.length, all.join('\n')).toBeLessThanOrEqual(0.4);
      // A flaw told twice at most once among the fifteen cold innkeepers (the cold list ran out by the tenth, and
      // three flaws came round again).
      const flaws = records.slice(0, 15).flatMap((r) => r.flaws.map((f) => f.replace(/,.*$|\.$/, '')));
      expect(flaws.filter((f, i) => flaws.indexOf(f) !== i).length).toBeLessThanOrEqual(1);
    }, 60_000);
  }

  it('freckles few of fifteen innkeepers (was 6 or 7), and never deep skin', async () => {
    for (const salt of [4242, 1000]) {
      const inns = (await readerWeek(salt)).slice(0, 15);
      const freckled = inns.filter((r) => r.looks?.marks?.some((m) => m.kind === 'freckles'));
      expect(freckled.length, `salt ${salt}`).toBeLessThanOrEqual(3);
    }
    for (let seed = 1; seed <= 120; seed++) {
      const npc = npcOf({ race: 'human', occupation: 'blacksmith' }, seed * 11);
      if (!npc.looks?.marks?.some((m) => m.kind === 'freckles')) continue;
      expect(['pale', 'fair', 'light brown'], npc.appearance).toContain(npc.looks.skin.word);
    }
  });
});

describe('a garment the game master typed is the one worn', () => {
  const SEEDS = [1, 2, 3, 4, 5, 6];
  const TRADE_GARMENT =
    /\b(?:shirt|smock|tunic|gown|dress|doublet|waistcoat|robes?|vestments|jerkin|coat|chain shirt|mail)\b/;
  for (const typed of ['fine silks', 'wears rags', 'plain blue livery']) {
    it(`'${typed}' replaces the trade's clothes, said once, with no state that contradicts it`, () => {
      const word = typed.match(/silks|rags|livery/)?.[0] ?? '';
      for (const occupation of ['innkeeper', 'merchant', 'priest', 'blacksmith'])
        for (const seed of SEEDS) {
          const npc = npcOf({ occupation, notableFeatures: typed }, seed);
          const text = npc.appearance;
          expect(text.match(new RegExp(`\\b${word}\\b`, 'g')), text).toHaveLength(1);
          expect(text, text).not.toMatch(TRADE_GARMENT);
          expect(text, text).not.toMatch(
            /\ba (?:plain )?blue livery\b|\b(?:rags|silks),? (?:pressed|sturdy|plain|much|mended|faded|clean|good|neatly|buttoned|cut|brushed|sober|a season|with the sleeves)/,
          );
        }
    });
  }

  it("keeps the typed garment's words on the garment: no 'old military brow band' or 'patched grey hood'", () => {
    for (const typed of ['an old military greatcoat', 'a patched grey robe', 'a long red coat'])
      for (const occupation of ['innkeeper', 'blacksmith', 'priest'])
        for (const seed of SEEDS) {
          const npc = npcOf({ occupation, notableFeatures: typed }, seed);
          const descr = typed.replace(/^an? /, '').replace(/ \S+$/, '');
          expect(npc.appearance.split(descr).length - 1, npc.appearance).toBe(1);
        }
  });
});
