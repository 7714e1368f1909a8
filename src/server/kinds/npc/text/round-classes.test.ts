// The classes blind readers found in ten innkeepers asked for in a row and in typed requests, checked at volume:
// frames of the appearance that recur within one account, stilted or ungrammatical lines, hook titles that name what
// the hook does not tell, and a typed valuable explained twice over.
import { describe, expect, it } from 'vitest';
import { type NpcData, type NpcRequestInput, npcRequestSchema } from '../../../../shared/kinds/npc.js';
import { withTemplateWorld } from '../../../engine/grammar.js';
import { fingerprints, splitSentences } from '../../../engine/repetition.js';
import { createRng } from '../../../engine/rng.js';
import { generateNpc } from '../generate.js';

const request = (input: Partial<NpcRequestInput> = {}) =>
  npcRequestSchema.parse({
    race: 'human',
    gender: 'male',
    occupation: 'innkeeper',
    age: 'adult',
    socialClass: 'working',
    artStyle: 'fantasy',
    ...input,
  });

/** NPCs written in a row in one account, each in the world of those before it, as the provider does. */
function account(count: number, salt: string, input: Partial<NpcRequestInput> = {}): NpcData[] {
  const avoid = new Set<number>();
  const rng = createRng('round-classes', salt);
  const req = request(input);
  return Array.from({ length: count }, () => {
    const used = new Set<number>();
    const npc = withTemplateWorld({ avoid, used }, () => generateNpc(req, rng.nextUint32()));
    for (const p of [...fingerprints(npc), ...used]) avoid.add(p);
    return npc;
  });
}

const all = (npc: NpcData) =>
  [
    npc.appearance,
    npc.personality,
    npc.backstory,
    ...npc.motivations,
    ...npc.secrets,
    ...npc.flaws,
    ...npc.plotHooks.flatMap((h) => [h.title, h.description]),
  ].join('\n');

const mixed = (() => {
  const races = [
    'human',
    'dwarf',
    'elf',
    'halfling',
    'gnome',
    'half-orc',
    'tiefling',
    'dragonborn',
    'half-elf',
  ];
  const jobs = [
    'innkeeper',
    'guard',
    'priest',
    'noble',
    'wizard',
    'thief',
    'farmer',
    'blacksmith',
    'ratcatcher',
  ];
  const ages = ['young', 'adult', 'middle-aged', 'elderly', 'ancient'];
  const out: NpcData[] = [];
  for (let seed = 1; seed <= 360; seed++)
    out.push(
      generateNpc(
        request({
          race: races[seed % races.length] as NpcRequestInput['race'],
          gender: (['male', 'female', 'non-binary'] as const)[seed % 3],
          occupation: jobs[(seed * 7) % jobs.length],
          age: ages[seed % ages.length] as NpcRequestInput['age'],
          socialClass: 'random',
        }),
        seed,
      ),
    );
  return out;
})();

describe('the appearance of ten of one request reads as ten people', () => {
  it('uses no frame of the opening, the hands or the keepsake in more than a few of 25 in one account', () => {
    const npcs = account(25, 'innkeepers');
    // Fixed words of the frames the readers recognised: each may come back, but not in a fifth of the set.
    const frames = [
      /, tell of /,
      /; that is .* for you\./,
      /^A \w+ human, /,
      /on a frame that is/,
      /The first thing anyone notices about/,
      /Across a table, /,
      /round his neck hangs/,
      /Around his neck, on a/,
      /Tucked inside his collar/,
      /smells? of hops and wet oak/,
      /covers his chin/,
    ];
    for (const frame of frames) {
      const n = npcs.filter((npc) => frame.test(npc.appearance)).length;
      expect(n, `${frame} in ${n} of 25`).toBeLessThanOrEqual(4);
    }
  });

  it('never names the hand a held thing is in: the portrait decides it, and the words must not disagree', () => {
    const told = ['innkeeper', 'guard', 'thief', 'priest', 'wizard', 'merchant'].flatMap((occupation) =>
      account(40, `hand-${occupation}`, { occupation }).map((npc) => npc.appearance),
    );
    expect(told.filter((text) => /\b(left|right) hand (grips|holds)\b/.test(text))).toEqual([]);
    expect(told.some((text) => /grips? .+ in one hand/.test(text))).toBe(true);
  });

  it('never says a beard is worn, nor the hair colour twice in hair and beard', () => {
    for (const npc of [...account(25, 'beards'), ...mixed]) {
      expect(npc.appearance).not.toMatch(/\bwears? (?:a|an) [^.]*\bbeard\b/);
      const hair = npc.looks?.hair;
      const beard = npc.looks?.beard;
      if (!hair || !beard || hair.word !== beard.word || /bald|shaved/.test(hair.style)) continue;
      const beardLine = splitSentences(npc.appearance).find((s) =>
        /beard|moustache|stubble|sideburns/.test(s),
      );
      if (beardLine && !/\bhair\b/.test(beardLine)) expect(beardLine).not.toContain(beard.word);
    }
  });

  it('writes no stilted dress line and no tuft that hides a face', () => {
    for (const npc of mixed) {
      expect(npc.appearance).not.toMatch(/\bha(?:s|ve) on\b|\bon top of\b/);
      expect(npc.appearance).not.toMatch(/tuft of [^.]* hides the lower half/);
      expect(npc.appearance).not.toMatch(/tuft of [^.]*at the chin[^.]*covers (?:his|her|their) chin/);
      expect(npc.appearance).not.toMatch(/\blooks out with\b|: that is \w+, who is/);
      // A garment over a shirt and two things more is two sentences, not one.
      for (const s of splitSentences(npc.appearance)) expect(s.split(' ').length, s).toBeLessThanOrEqual(40);
    }
  });

  it('agrees the trade mark’s verb with its cause', () => {
    for (const npc of mixed) {
      expect(npc.appearance).not.toMatch(/\b(?:sparks|years|days|takings) (?:has|shows)\b/);
      expect(npc.appearance).not.toMatch(/\b(?:hauling|scrubbing|counting) \w+ have\b/);
    }
  });

  it('does not say pale twice in one opening', () => {
    for (const npc of mixed) {
      const first = splitSentences(npc.appearance)[0] ?? '';
      expect(first.match(/\bpale\b/g)?.length ?? 0, first).toBeLessThanOrEqual(1);
    }
  });
});

describe('the story sections read as English', () => {
  it('agrees a verb with a plural topic, and writes no stray "now" or "grew up there by"', () => {
    for (const npc of mixed) {
      const text = all(npc);
      expect(text).not.toMatch(/\w+s (?:who [^.;]*?)?puts (?:him|her|them) out of temper/);
      expect(text).not.toMatch(/\w+s is the one subject/);
      expect(text).not.toMatch(/years ago now/);
      expect(text).not.toMatch(/grew up there by/);
    }
  });

  it('closes no hook on a line with no subject to it', () => {
    for (const npc of mixed) {
      const text = all(npc);
      expect(text).not.toMatch(/\bcan know\.|It must be done|would pay to see \w+ fail/);
    }
  });

  it('names in a hook title only what its description tells', () => {
    const words: readonly [RegExp, RegExp][] = [
      [/\bDebts?\b/, /\bdebts?\b|\bowe|creditors/i],
      [/\bBell\b/, /\bbell\b/i],
      [/\bFlowers\b/, /\bflowers\b/i],
      [/\bGrave\b/, /\bgrave/i],
      [/\bPortrait\b/, /\bportrait\b/i],
    ];
    for (const npc of mixed) {
      for (const hook of npc.plotHooks) {
        for (const [inTitle, inBody] of words)
          if (inTitle.test(hook.title)) expect(hook.description, hook.title).toMatch(inBody);
      }
    }
  });
});

describe('typed features', () => {
  it('explains a typed ring on a working hand once, not twice with two different stories', () => {
    const reasons =
      /gift from|inheritance|a find, not a purchase|winnings|pawned twice|payment for a job|will not say where|stolen|better days|the last thing/g;
    for (let seed = 1; seed <= 40; seed++) {
      const npc = generateNpc(
        request({ gender: 'female', notableFeatures: 'walks with a limp, a silver ring on her left hand' }),
        seed,
      );
      expect(npc.appearance).toContain('limp');
      expect(npc.appearance).toContain('silver ring on her left hand');
      expect(npc.appearance.match(reasons)?.length ?? 0, npc.appearance).toBeLessThanOrEqual(1);
    }
  });

  it('tells a typed beard in its own colour, even when the hair shares it', () => {
    for (let seed = 1; seed <= 20; seed++) {
      const npc = generateNpc(
        request({ occupation: 'ship captain', notableFeatures: 'braided red beard', socialClass: 'middle' }),
        seed,
      );
      expect(npc.appearance).toMatch(/red beard/);
    }
  });
});
