// The fifth blind read of factions (25 in one account: 15 of one request, 10 varied; and a GM week, five requests
// each asked five times): none usable unedited. Each complaint is checked here the way a game master asks.
import { describe, expect, it } from 'vitest';
import { type FactionData, factionRequestSchema } from '../../../shared/kinds/faction.js';
import { gmWeek, writeAccount } from '../../test/one-account.js';
import { generateFaction } from './generate.js';
import { DESCRIPTION_RULES } from './text/description.js';
import { RELATION_RULES } from './text/relations.js';
import { RESOURCE_RULES } from './text/resources.js';
import { titleFor } from './text/structure.js';

const weeks = new Map<number, FactionData[]>();
async function week(salt: number): Promise<FactionData[]> {
  let records = weeks.get(salt);
  if (!records) {
    records = (await writeAccount('faction', gmWeek('faction'), { salt })) as unknown as FactionData[];
    weeks.set(salt, records);
  }
  return records;
}

function prose(f: FactionData): string {
  const { arms: _arms, blazon: _blazon, tags: _tags, ...rest } = f;
  return JSON.stringify(rest).replace(/\\u2019/g, '’');
}

/** A grammar alternative's longest fixed words (four or more), by which a reader knows the beat again. */
function signature(alternative: string): string | null {
  const body = alternative.replace(/^<[^>]*>\s*/, '');
  const spans = body.split(/#[^#]*#/).map((x) => x.trim().replace(/^[,;:.]\s*|[,;:.]$/g, ''));
  const best = spans.sort((a, b) => b.length - a.length)[0] ?? '';
  return best.split(/\s+/).length >= 4 && best.length >= 18 ? best : null;
}

const request = (over: Record<string, unknown>) =>
  factionRequestSchema.parse({
    size: 'Local Organization',
    influence: 'moderate',
    secrecy: 'secret',
    emblemStyle: 'fantasy',
    ...over,
  });

describe('the fifth blind read: beats, tails, the leader, typed words', () => {
  for (const salt of [1000, 2000]) {
    it(`salt ${salt}: no weakness beat in more than 2 of the 5 factions of one request in a GM week`, async () => {
      // The reader: every merchant league had lent too much (5 of 5), every knightly order's oath forbade refusing
      // a challenge (3 of 5), every holy order's chief relic was a copy.
      const texts = (await week(salt)).map(prose);
      const beats = [
        ...(RELATION_RULES.weak_kind as string[]),
        ...(RELATION_RULES.weak as string[]),
        ...(RELATION_RULES.weak_front as string[]),
      ]
        .map(signature)
        .filter((s): s is string => s !== null);
      const over: string[] = [];
      for (const beat of beats) {
        for (let r = 0; r < 5; r++) {
          const n = texts.slice(r * 5, r * 5 + 5).filter((t) => t.includes(beat)).length;
          if (n > 2) over.push(`${n} of request ${r}: ${beat}`);
        }
      }
      expect(over).toEqual([]);
    }, 60_000);

    it(`salt ${salt}: a rumoured gang is not called the same names five times over`, async () => {
      // The reader: all five rumoured thieves' guilds were 'a gang of cutthroats' or 'a guild of honest locksmiths'.
      const gangs = (await week(salt)).slice(0, 5).map((f) => f.description);
      for (const rumour of [
        'a gang of cutthroats',
        'a guild of honest locksmiths',
        'the watch’s own creature',
      ]) {
        expect(gangs.filter((d) => d.includes(rumour)).length, rumour).toBeLessThanOrEqual(2);
      }
    }, 60_000);

    it(`salt ${salt}: the leader is described once, not again among the key members`, async () => {
      // The reader: in all 25, the leader's looks were told in the leadership and again, word for word, below.
      const twice: string[] = [];
      for (const f of await week(salt)) {
        const words = f.leadership.toLowerCase().match(/[\p{L}’']+/gu) ?? [];
        const member = f.keyMembers[0]!.description.toLowerCase();
        // The leader's title and the faction's name are said in both, as they should be.
        // So are the names of the bodies around the leader ('the Wardens of the Faith'): capitalised in the text.
        const bodies = f.leadership.match(/(?<=[^.!?:]\s)\p{Lu}[\p{L}’']+/gu) ?? [];
        const named = new Set(
          `${f.name} ${f.keyMembers[0]!.role} ${bodies.join(' ')}`.toLowerCase().match(/[\p{L}’']+/gu),
        );
        for (let i = 0; i + 6 <= words.length; i++) {
          if (words.slice(i, i + 6).some((w) => named.has(w) && !['the', 'of', 'a'].includes(w))) continue;
          const run = words.slice(i, i + 6).join(' ');
          if (member.includes(run)) {
            twice.push(`${f.name}: ${run}`);
            break;
          }
        }
      }
      expect(twice).toEqual([]);
    }, 60_000);

    it(`salt ${salt}: no closing clause drawn at random that follows from nothing`, async () => {
      // The reader's cases: 'with four beds each, which the Postulants swear by', 'which would take a brave
      // Visitor-General', 'in name at least, where the members drink free', 'which Nellie alone may order'.
      const tails =
        /which the [\p{L}-]+ swear by|which would take a brave|where the members drink free|in name at least|alone may order|finds tedious and never skips|which the members call their luck|as the founder taught|and is not sure it wants it/u;
      const hits = (await week(salt)).map(prose).flatMap((t) => tails.exec(t)?.[0] ?? []);
      expect(hits).toEqual([]);
    }, 60_000);
  }

  it('keeps what was typed as the truth behind the front: vampire hunters hunt vampires, healers heal', () => {
    // The reader: vampire hunters who were 'in truth' something else; a secret may complicate, not invert.
    const wrong: string[] = [];
    for (let seed = 1; seed <= 20; seed++) {
      for (const secrecy of ['secret', 'clandestine']) {
        const hunters = generateFaction(request({ purpose: 'vampire hunters', secrecy }), seed * 7907);
        if (!/hunts? vampires/.test(hunters.description)) wrong.push(hunters.description);
        if (/company of soldiers in hiding|hire out soldiers|trains? an army/.test(hunters.description))
          wrong.push(hunters.description);
        const healers = generateFaction(request({ purpose: 'a guild of healers', secrecy }), seed * 7907);
        if (/forbidden worship|raise the dead/.test(healers.description)) wrong.push(healers.description);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('makes goals of typed lines, and quests keep the whole verb', () => {
    // The reader: 'We want to control the salt trade.' pasted as a goal; a quest for 'out the river tolls'.
    for (let seed = 1; seed <= 20; seed++) {
      const f = generateFaction(
        request({
          purpose: 'merchant league',
          secrecy: 'known',
          goals:
            'We want to control the salt trade.\nbuy out the river tolls\nto find a cure for the grey rot',
        }),
        seed * 131,
      );
      expect(f.goals).toEqual([
        'Control the salt trade',
        'Buy out the river tolls',
        'Find a cure for the grey rot',
      ]);
      const quests = JSON.stringify(f.quests);
      expect(quests, `seed ${seed}`).not.toMatch(/(?<!buy |bought |buying )\bout the river tolls/i);
      expect(quests, `seed ${seed}`).not.toMatch(/\bwe want\b/i);
    }
  });
});

// The sixth blind read: 25 factions in one account, 15 of one request (a small rumoured thieves' guild) and then 10
// varied, as the reader asked them.
let readerAccount: FactionData[] | null = null;
async function reader(): Promise<FactionData[]> {
  if (!readerAccount) {
    const week = gmWeek('faction');
    readerAccount = (await writeAccount(
      'faction',
      (i: number) => (i < 15 ? week(0) : week(5 * ((i - 15) % 5) + 1)),
      { salt: 4242 },
    )) as unknown as FactionData[];
  }
  return readerAccount;
}

/** How many factions say each key (counted once per faction), most first. */
function most(keys: string[][]): [string, number][] {
  const n = new Map<string, number>();
  for (const own of keys) for (const k of new Set(own)) n.set(k, (n.get(k) ?? 0) + 1);
  return [...n].sort((a, b) => b[1] - a[1]);
}

/** Runs of four fixed words (outside #symbols#) in a rule list's alternatives. */
function fixedRuns(list: readonly string[]): Set<string> {
  const runs = new Set<string>();
  for (const alt of list) {
    for (const span of alt.replace(/^<[^>]*>\s*/, '').split(/#[^#]*#/)) {
      const words = span.toLowerCase().match(/[\p{L}’']+/gu) ?? [];
      for (let i = 0; i + 4 <= words.length; i++) runs.add(words.slice(i, i + 4).join(' '));
    }
  }
  return runs;
}

describe('the sixth blind read: abilities, secrecy frames, oaths, counts, titles', () => {
  it('no special ability opens the same way in more than 3 of the reader’s 25 factions', async () => {
    // The reader: 'Can copy any key…', 'Can empty a house…' in 6 of 25; 'Can tell truth from lies…' everywhere.
    const openings = (await reader()).map((f) =>
      f.specialAbilities.map((a) => a.split(/\s+/).slice(0, 4).join(' ')),
    );
    const top = most(openings)[0]!;
    expect(top[1], top[0]).toBeLessThanOrEqual(3);
    expect((await reader()).flatMap((f) => f.specialAbilities.filter((x) => x.includes('@')))).toEqual([]);
  }, 120_000);

  it('every kind has many abilities of its own, so fifteen guilds of one request need not share them', () => {
    const abil = RESOURCE_RULES.abil as string[];
    for (const kind of [
      'thieves',
      'merchant',
      'knights',
      'cult',
      'mages',
      'holy',
      'druids',
      'spies',
      'smugglers',
    ]) {
      const own = abil.filter((a) => new RegExp(`^<p-${kind}[ >]`).test(a));
      expect(own.length, kind).toBeGreaterThanOrEqual(11);
    }
  });

  it('a secrecy frame is said by no more than 2 of the 25, and the oath by no more than 3', async () => {
    // The reader: 'talked about in every tavern of X' 9x, 'recruits take the oath at night' 9x.
    const all = await reader();
    const frames = most(
      all.map((f) =>
        ['talked about in every tavern', 'whisper about', 'has heard of', 'nobody agrees on what'].filter(
          (p) => `${f.description} ${f.publicFace?.description ?? ''}`.includes(p),
        ),
      ),
    );
    expect(frames[0]?.[1] ?? 0, frames[0]?.[0]).toBeLessThanOrEqual(2);
    const oaths = most(
      all.map((f) => {
        const last =
          f.recruitment
            .trim()
            .split(/(?<=\.)\s+/)
            .pop() ?? '';
        return [last.split(/\s+/).slice(0, 5).join(' ')];
      }),
    );
    expect(oaths[0]![1], oaths[0]![0]).toBeLessThanOrEqual(3);
    expect(all.map((f) => f.resources.map((r) => r.description).join(' ')).join(' ')).not.toMatch(
      /behind a door with \w+ locks/,
    );
  }, 120_000);

  it('the players’ view never says the game master’s frame, and a rumoured one names nobody', async () => {
    // The reader: 'People in X whisper about…' in the description and again in the public face of one faction.
    for (const [pub, gm] of [
      ['pub_rumored', 'desc_rumored'],
      ['pub_front', 'desc_secret'],
      ['pub_front', 'desc_clandestine'],
      ['pub_ask', 'rum_ask'],
      ['pub_pleased', 'sec_pleased'],
    ] as const) {
      const theirs = fixedRuns(DESCRIPTION_RULES[gm] as string[]);
      const shared = [...fixedRuns(DESCRIPTION_RULES[pub] as string[])].filter((r) => theirs.has(r));
      expect(shared, `${pub} / ${gm}`).toEqual([]);
      for (const alt of DESCRIPTION_RULES[pub] as string[])
        expect(alt.includes(`#${gm}#`) || alt.includes('#sec_pleased#'), alt).toBe(false);
    }
    for (const f of await reader()) {
      if (f.secrecy !== 'rumored') continue;
      const names = [
        ...f.keyMembers.map((m) => m.name),
        ...f.rivals.map((r) => r.rivalName),
        ...f.allies.map((a) => a.split(',')[0]!),
      ];
      for (const name of names) expect(f.publicFace!.description, name).not.toContain(name);
    }
  }, 120_000);

  it('a small band is not counted as if rounded: no ‘a little over eight’', async () => {
    const small =
      /\b(a little over|close on|nearly) (one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen)\b(?! (hundred|thousand))/;
    for (const salt of [1000, 2000]) {
      const hits = (await week(salt)).flatMap((f) => small.exec(f.description)?.[0] ?? []);
      expect(hits, `salt ${salt}`).toEqual([]);
    }
  }, 120_000);

  it('a title agrees with the member who holds it: no ‘Lord of Ash’ for her, no ‘Queen’ for him', async () => {
    const male = /^(Lord|King|Father|Brother|Prior|Abbot|Patriarch|Prince|Duke|Priest|Craftsman)\b/;
    const female =
      /^(Lady|Queen|Mother|Sister|Prioress|Abbess|Matriarch|Princess|Duchess|Priestess|Craftswoman)\b/;
    const wrong: string[] = [];
    for (const f of [...(await reader()), ...(await week(1000)), ...(await week(2000))]) {
      for (const m of f.keyMembers) {
        const he = (m.description.match(/\b(he|him|his)\b/gi) ?? []).length;
        const she = (m.description.match(/\b(she|her|hers)\b/gi) ?? []).length;
        if (she > he && male.test(m.role)) wrong.push(`${m.role}: ${m.name}`);
        if (he > she && female.test(m.role)) wrong.push(`${m.role}: ${m.name}`);
      }
    }
    expect(wrong).toEqual([]);
    expect(titleFor('Lord of Ash', 'female')).toBe('Lady of Ash');
    expect(titleFor('Servant of the Ash Queen', 'male')).toBe('Servant of the Ash Queen');
    expect(titleFor('Sea-Lord', 'female')).toBe('Sea-Lady');
    expect(titleFor('Prior of Arms', 'non-binary')).toBe('Prior of Arms');
  }, 120_000);
});
