// One game master's account (decision 026), read the way a blind reader read it: factions of one request written
// in a row, each in the world of those before it. Names, name shapes and rank ladders go through the world's memory
// (text/picks.ts); the garbles the readers quoted are checked as classes over many factions.
import { describe, expect, it } from 'vitest';
import {
  FACTION_PURPOSES,
  type FactionData,
  type FactionRequestInput,
  factionRequestSchema,
} from '../../../shared/kinds/faction.js';
import { withTemplateWorld } from '../../engine/grammar.js';
import { fingerprints } from '../../engine/repetition.js';
import { createRng } from '../../engine/rng.js';
import { readArmsWords } from './emblem/lexicon.js';
import { generateFaction } from './generate.js';
import { PROFILES } from './text/purposes.js';

const THIEVES: FactionRequestInput = {
  purpose: 'a guild of thieves in the docks',
  size: 'Local Organization',
  influence: 'moderate',
  secrecy: 'secret',
  emblemStyle: 'dark',
};

/** Factions written in a row in one account: each avoids what the account already holds, as the provider does. */
function account(count: number, salt: string, input: FactionRequestInput = THIEVES): FactionData[] {
  const avoid = new Set<number>();
  const rng = createRng('faction-account', salt);
  const request = factionRequestSchema.parse(input);
  return Array.from({ length: count }, () => {
    const used = new Set<number>();
    const faction = withTemplateWorld({ avoid, used }, () => generateFaction(request, rng.nextUint32()));
    for (const p of [...fingerprints(faction), ...used]) avoid.add(p);
    return faction;
  });
}

/** The words of a name that are its own: 'The Bell Lane Latchkeys' gives 'latchkeys', 'bell', 'lane'. */
const nameWords = (name: string) =>
  name
    .toLowerCase()
    .split(/\s+/)
    .filter(
      (w) =>
        ![
          ...['the', 'of', 'guild', 'brotherhood', 'fellowship', 'company'],
          ...['street', 'lane', 'row', 'way', 'alley', 'steps', 'walk', 'yard'],
        ].includes(w),
    );

const ACCOUNTS = ['a', 'b', 'c', 'd'].map((salt) => account(10, salt));

describe('ten thieves’ guilds of one request in one account', () => {
  it('rarely share a word of their names (at most once in ten), nor more than six a name shape', () => {
    for (const factions of ACCOUNTS) {
      const seen = new Map<string, string>();
      const shared: string[] = [];
      for (const f of factions) {
        for (const w of nameWords(f.name)) {
          if (seen.has(w)) shared.push(`${f.name} after ${seen.get(w)}`);
          seen.set(w, f.name);
        }
      }
      expect(shared.length, shared.join('; ')).toBeLessThanOrEqual(1);
      // 'The <adjective> <noun>' and its kin: the shapes are spread, not one shape ten times.
      const shapes = factions.map((f) =>
        /^The \w+ (Lane|Street|Yard|Row|Walk|Steps|Alley|Wharf|Quay) /.test(f.name)
          ? 'street'
          : /^The (Three|Five|Seven|Nine|Twelve|Thirteen) /.test(f.name)
            ? 'number'
            : / of the /.test(f.name)
              ? 'body'
              : /s$/.test(f.name)
                ? 'plural'
                : 'single',
      );
      const most = Math.max(
        ...['street', 'number', 'body', 'plural', 'single'].map((s) => shapes.filter((x) => x === s).length),
      );
      expect(most, shapes.join(' ')).toBeLessThanOrEqual(6);
    }
  });

  it('do not share a rank ladder’s lowest rank more than twice, nor a motto', () => {
    for (const factions of ACCOUNTS) {
      const lowest = factions.map(
        (f) => /(?:are|come) the ([A-Z][\w’'-]+(?: [A-Z][\w’'-]+)*)/.exec(f.structure)?.[1],
      );
      const counts = new Map<string, number>();
      for (const l of lowest) if (l) counts.set(l, (counts.get(l) ?? 0) + 1);
      expect(Math.max(0, ...counts.values()), lowest.join(', ')).toBeLessThanOrEqual(2);
      const mottos = factions.map((f) => f.motto).filter(Boolean);
      expect(new Set(mottos).size, mottos.join(' | ')).toBe(mottos.length);
    }
  });

  it('tell their hidden work in different words: no truth behind the front is told twice', () => {
    for (const factions of ACCOUNTS) {
      const truths = factions.map((f) => {
        const after =
          /(?:In truth|The truth is that|The truth is otherwise:|It is a lie:|Behind the sign|behind that face|behind closed shutters,|In fact|Beneath it,|the truth:|inner circle knows:)\s*(.*?)(?:[.;]|$)/.exec(
            f.description,
          );
        return (
          after?.[1]
            ?.replace(/\b(it|they)\b/g, '')
            .replace(/\s+/g, ' ')
            .slice(0, 40) ?? f.description
        );
      });
      expect(new Set(truths).size, truths.join('\n')).toBeGreaterThanOrEqual(8);
    }
  });

  it('bear arms that differ: no two of ten bear the same charge', () => {
    for (const factions of ACCOUNTS) {
      const charges = factions.map((f) => f.arms.charge.type);
      expect(new Set(charges).size, charges.join(' ')).toBeGreaterThanOrEqual(8);
    }
  });
});

describe('the garbles blind readers quoted, as classes', () => {
  const many = [
    ...ACCOUNTS.flat(),
    ...account(20, 'e', { ...THIEVES, secrecy: 'clandestine' }),
    ...account(20, 'f', { ...THIEVES, secrecy: 'known', alignment: 'Chaotic Neutral' }),
    ...account(20, 'g', {
      size: 'Regional Power',
      influence: 'major',
      secrecy: 'rumored',
      emblemStyle: 'fantasy',
    }),
  ];
  const all = (f: FactionData) =>
    [
      f.description,
      f.headquarters,
      f.leadership,
      f.structure,
      f.historyBackground,
      ...f.rituals.map((r) => `${r.name}. ${r.description}`),
      ...f.quests.map((q) => `${q.title}. ${q.description}`),
      ...f.rivals.map((r) => `${r.rivalName}. ${r.description}`),
      ...f.allies,
      ...f.weaknesses,
      ...f.keyMembers.map((m) => `${m.name}. ${m.role}. ${m.description}`),
    ].join('\n');

  it('the third blind read’s garbles: no ‘aldermans’, no ‘they has’, no ‘Lately … was once’', () => {
    const wide = [
      ...many,
      ...FACTION_PURPOSES.flatMap((purpose, i) =>
        account(8, `third-${i}`, {
          purpose,
          size: 'Regional Power',
          influence: 'moderate',
          secrecy: 'known',
          emblemStyle: 'fantasy',
        }),
      ),
    ];
    for (const text of wide.map(all)) {
      expect(text).not.toMatch(/\baldermans\b/i);
      expect(text).not.toMatch(/\bthey has\b/);
      expect(text).not.toMatch(/\bLately \w+ was once\b/);
    }
  });

  // Blind read 4: a quest sentence restating the faction's own goal sank 21 factions of 25; the goals say it.
  it('never restates the faction’s goal in a quest', () => {
    const why =
      /a step closer to|serves one end|makes no secret of why|one piece of a larger plan|see the larger plan|lets slip, over a second cup|makes sense until the party learns|one line of the faction’s own/;
    for (const f of many) for (const q of f.quests) expect(q.description, f.name).not.toMatch(why);
  });

  it('a hidden faction is never said to be known as what it hides', () => {
    for (const f of many.filter((x) => x.secrecy === 'secret' || x.secrecy === 'clandestine')) {
      expect(f.description).not.toMatch(/^Known in \S+ as a guild of thieves/);
    }
  });

  it('says ‘by night’ once in a sentence, and no fronted ‘... is how X leads’', () => {
    for (const f of many) {
      for (const sentence of all(f).split(/(?<=[.!?])\s+/)) {
        expect((sentence.match(/\bby night\b/g) ?? []).length, sentence).toBeLessThanOrEqual(1);
      }
      expect(f.leadership).not.toMatch(/ is how \w+ leads/);
      // A hidden work that says when it is done is not put 'by night' as well, nor 'in plain daylight' by night.
      expect(f.description).not.toMatch(
        /by night, behind closed shutters, [^.]*(on nights without a moon|in plain daylight|in the hour before dawn)/,
      );
    }
  });

  it('no rank is known to itself, and no verb disagrees with ‘the shop’', () => {
    for (const f of many) {
      expect(f.structure).not.toMatch(/The (\w+) [^.]*are known to the \1 only by sight/);
      expect(all(f)).not.toMatch(/The shop at the front do\b/);
      expect(all(f)).not.toMatch(/the grudge nobody/);
    }
  });

  it('no quest asks for ‘people who count with’ a body, and no nickname sits inside a name', () => {
    for (const f of many) {
      expect(all(f)).not.toMatch(/who count with/);
      for (const name of [...f.keyMembers.map((m) => m.name), ...f.rivals.map((r) => r.rivalName)])
        expect(name).not.toMatch(/[“"]/);
      expect(all(f)).not.toMatch(/[A-Z][\p{L}'’-]+ [“"][^”"]+[”"] [A-Z]/u);
    }
  });

  it('a counting, trial or pay day is kept by the calendar, not when a member dies', () => {
    for (const f of many)
      for (const r of f.rituals)
        if (/counts the takings|is tried before|goods are divided|pays each member/.test(r.description))
          expect(r.description, r.name).not.toMatch(/^When a member dies|^When a new member is sworn/);
  });

  it('the roll of members is not the one weakness every hidden faction shares', () => {
    const hidden = many.filter((x) => x.secrecy !== 'known' && x.secrecy !== 'rumored');
    const share = hidden.filter((f) =>
      f.weaknesses.some((w) => w.startsWith('The roll of members exists in one copy')),
    ).length;
    expect(share / hidden.length).toBeLessThan(0.1);
  });
});

describe('names and arms agree', () => {
  it('every noun a generated name can take is borne as itself or a plain heraldic name for it', () => {
    // Heraldry's own words and close kin are fine; a thimble drawn as shears or a pike as a fish is not.
    const KIN: Record<string, string> = {
      crow: 'raven',
      crows: 'raven',
      cask: 'barrel',
      casks: 'barrel',
      thorn: 'thistle',
      glove: 'gauntlet',
      fist: 'gauntlet',
      lock: 'padlock',
      door: 'portcullis',
      gate: 'portcullis',
      mice: 'rat',
      star: 'mullet',
      sigil: 'mullet',
      moon: 'crescent',
      sheaf: 'garb',
      ear: 'garb',
      shell: 'escallop',
      hart: 'stag',
      antler: 'stag',
      cup: 'chalice',
      altar: 'chalice',
      lance: 'spear',
      lances: 'spear',
      halberd: 'spear',
      blade: 'sword',
      knife: 'dagger',
      worm: 'serpent',
      keel: 'ship',
      fog: 'cloud',
      dawn: 'sun',
      spark: 'flame',
      tear: 'drop',
      mourners: 'drop',
      spire: 'tower',
      oak: 'tree',
      grove: 'tree',
      root: 'tree',
      hawthorn: 'tree',
      standard: 'banner',
      fingers: 'hand',
      oath: 'hand',
      index: 'hand',
      ledger: 'book',
      archive: 'book',
      page: 'book',
      measure: 'scales',
      ink: 'quill',
      inkwell: 'quill',
      globe: 'orb',
      astrolabe: 'orb',
      cipher: 'key',
      latchkeys: 'key',
      veil: 'mask',
      vigil: 'candle',
      psalm: 'harp',
      briar: 'rose',
      garden: 'rose',
      gardeners: 'rose',
      kiss: 'heart',
      undertakers: 'skull',
      shadow: 'wraith',
      wolves: 'wolf',
    };
    const wrong: string[] = [];
    for (const profile of Object.values(PROFILES)) {
      for (const noun of [...profile.names.nouns, ...profile.names.plurals]) {
        const charge = readArmsWords({ name: `The ${noun}`, nameLeads: true }).named?.charges[0];
        const word = noun.toLowerCase();
        const fits =
          charge !== undefined &&
          (word.replace(/e?s$/, '').startsWith(charge.slice(0, 4)) || KIN[word] === charge);
        if (!fits) wrong.push(`${noun} -> ${charge ?? 'nothing'}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('a generated name’s thing is borne before the sign of the god it serves', () => {
    expect(
      readArmsWords({ name: 'Brotherhood of the Humble Dove', devotion: 'a golden crown', nameLeads: false })
        .named?.charges[0],
    ).toBe('dove');
  });

  it('a typed god in a name is written as a name', () => {
    let found = 0;
    for (let seed = 1; seed < 120 && found < 3; seed++) {
      const f = generateFaction(
        factionRequestSchema.parse({
          purpose: 'a church of the sun god that runs hospitals',
          size: 'National Group',
          influence: 'major',
          secrecy: 'known',
          emblemStyle: 'religious',
        }),
        seed,
      );
      if (/ of the sun god/i.test(f.name)) {
        found++;
        expect(f.name).toMatch(/ of the Sun God$/);
      }
    }
  });
});
