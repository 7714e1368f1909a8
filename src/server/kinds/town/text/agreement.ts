// The finished town read against itself before it is returned: rules for each class of contradiction a game master
// caught (issue 19): words of the wrong government (a vote under a princess, a ruler of an anarchy), of the wrong
// scale (a handful of houses for 700 people, a wagon bringing a capital its news), of the wrong place (goods that
// leave an island port only by road, 'the bridges' over a single bridge, 'It is in Z' stubs, walls and castles the
// layout lacks), and ties between two people told two ways. The writer rewrites a clashing section from a fresh
// stream; whatever still clashes is cut out by `repairTown`.
import type { TownData } from '../../../../shared/kinds/town.js';
import { nameCount } from './refer.js';

export type Section =
  | 'description'
  | 'features'
  | 'economy'
  | 'leadership'
  | 'people'
  | 'establishments'
  | 'factions'
  | 'religion'
  | 'culture'
  | 'history'
  | 'rumours'
  | 'threats'
  | 'hooks';

export interface Clash {
  /** Which rule: 'government', 'scale', 'place', 'bridges', 'stub', 'layout', 'ties', 'names', 'creatures'. */
  readonly rule: string;
  readonly section: Section;
  /** Where: the field, and the item of a list. */
  readonly field: keyof TownData;
  readonly index: number | null;
  readonly sentence: string;
  readonly why: string;
}

interface Piece {
  readonly section: Section;
  readonly field: keyof TownData;
  readonly index: number | null;
  readonly text: string;
}

function pieces(town: TownData): Piece[] {
  const out: Piece[] = [];
  const one = (section: Section, field: keyof TownData, text: string, index: number | null = null) => {
    if (text) out.push({ section, field, index, text });
  };
  one('description', 'description', town.description);
  town.notableFeatures.forEach((f, i) => {
    one('features', 'notableFeatures', f, i);
  });
  one('economy', 'localEconomy', town.localEconomy);
  one('leadership', 'leadership', town.leadership);
  town.keyNpcs.forEach((n, i) => {
    one('people', 'keyNpcs', n.description, i);
  });
  town.establishments.forEach((e, i) => {
    one('establishments', 'establishments', e.description, i);
  });
  town.factions.forEach((f, i) => {
    one('factions', 'factions', f, i);
  });
  one('religion', 'religion', town.religion);
  one('culture', 'culture', town.culture);
  one('history', 'history', town.history);
  town.rumors.forEach((r, i) => {
    one('rumours', 'rumors', r, i);
  });
  town.secrets.forEach((s, i) => {
    one('rumours', 'secrets', s, i);
  });
  town.threats.forEach((t, i) => {
    one('threats', 'threats', `${t.title}. ${t.description}`, i);
  });
  town.hooks.forEach((h, i) => {
    one('hooks', 'hooks', `${h.title}. ${h.description}`, i);
  });
  return out;
}

/** Sentences of a text (at ., ! or ? followed by a space). */
export function sentences(text: string): string[] {
  const out: string[] = [];
  const re = /[.!?]["'’”)]?\s+/g;
  let from = 0;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    const end = m.index + m[0].trimEnd().length;
    const s = text.slice(from, end).trim();
    if (s) out.push(s);
    from = m.index + m[0].length;
  }
  const last = text.slice(from).trim();
  if (last) out.push(last);
  return out;
}

interface WordRule {
  /** Lower-case words or phrases, one of which must occur in the town for the rule to be looked at more closely. */
  readonly words: readonly string[];
  readonly rule: string;
  readonly why: string;
  readonly applies: (town: TownData) => boolean;
  readonly re: RegExp;
  /** What to look for in a whole paragraph before splitting it into sentences (the rule's pattern when absent). */
  readonly scan?: RegExp;
  /** A sentence that also matches this is allowed ('Nobody rules...'). */
  readonly unless?: RegExp;
}

const RANK: Record<TownData['size'], number> = {
  hamlet: 0,
  village: 1,
  town: 2,
  'large town': 3,
  'small city': 4,
  city: 5,
  metropolis: 6,
};

const NO_VOTE = new Set<TownData['governmentType']>([
  'monarchy',
  'autocracy',
  'theocracy',
  'military',
  'anarchy',
]);
const NO_COUNTER = new Set<TownData['governmentType']>([
  'monarchy',
  'autocracy',
  'theocracy',
  'magocracy',
  'military',
  'tribal',
]);

/** Words that may not be said of a town of this government, this size, or this shape. */
export const WORD_RULES: readonly WordRule[] = [
  {
    words: ['vote', 'ballot', 'elect'],
    rule: 'government',
    why: 'nobody is elected where one person or nobody rules',
    applies: (t) => NO_VOTE.has(t.governmentType),
    re: /\b(votes?|voted|voting|voters?|ballots?|elect(s|ed|ion|ions)?|re-?elect\w*)\b/i,
  },
  {
    words: ['seat on', 'seats on', 'seat in', 'seats in', 'seat at', 'seats at', 'bench', 'speaker'],
    rule: 'government',
    why: 'there are no seats to win where one person or nobody rules',
    applies: (t) => NO_VOTE.has(t.governmentType),
    re: /\b[Ss]eats? (?:on|in|at) (?:the |a )?(?:[Cc]ouncil|[Mm]oot|[Bb]ench|[A-Z])|\bthe Bench\b|\b[Tt]he [Ss]peaker\b/,
  },
  {
    words: [
      'rules',
      'ruled',
      'governs',
      'governed',
      'reigns',
      'reigned',
      'has led',
      'in office',
      'as mayor',
      'as lord',
      'as lady',
      'as speaker',
      'as reeve',
    ],
    rule: 'government',
    why: 'nobody rules an anarchy',
    applies: (t) => t.governmentType === 'anarchy',
    re: /\b(rules|ruled|governs|governed|reigns|reigned|has led|in office|as (mayor|lord|lady|speaker|reeve))\b/i,
    unless: /\b(nobody|no one|none|no lord)\b[^.]*\b(rules|ruled|governs|governed)\b/i,
  },
  {
    words: ['over the counter'],
    rule: 'government',
    why: 'a ruler of this kind does not hear petitions over a shop counter',
    applies: (t) => NO_COUNTER.has(t.governmentType),
    re: /\bover the counter\b/i,
  },
  {
    words: ['handful of houses', 'everyone knows everyone', 'walk across', 'scatter of cottages'],
    rule: 'scale',
    why: 'a place of hundreds is more than a handful of houses',
    applies: (t) => t.population >= 300,
    re: /\b(a handful of houses|everyone knows everyone|small enough to walk across|a scatter of cottages)\b/i,
  },
  {
    words: ['the hamlet', 'the village'],
    rule: 'scale',
    why: 'a town of thousands is not a village',
    applies: (t) => t.population >= 1000,
    re: /\bthe (hamlet|village)(’s)?\b(?! of)/i,
  },
  {
    words: ['the city', 'suburb'],
    rule: 'scale',
    why: 'a village is not a city',
    applies: (t) => RANK[t.size] <= 2,
    re: /\b(the city(’s)?\b(?! of)|suburbs?|city’s markets)/i,
  },
  {
    words: ['the watch', 'guildhall', 'the gate', 'the gates', 'gate money', 'town ditch'],
    rule: 'scale',
    why: 'a hamlet or a village has no watch, guildhall, town gates or town ditch',
    applies: (t) => RANK[t.size] <= 1,
    re: /\b([Tt]he watch\b|[Gg]uildhall|the gates?\b|gate money|town ditch)/,
  },
  {
    words: ['their own streets', 'district', 'quarters', 'crowd', 'wards', 'ward-moot'],
    rule: 'scale',
    why: 'a hamlet has no districts, quarters or streets of its own peoples',
    applies: (t) => t.size === 'hamlet',
    re: /\b(their own streets|districts?|quarters\b|crowds?|wards\b|ward-moots?)\b/,
  },
  {
    words: ['fills every', 'market day', 'in a wagon', 'the one ', 'the only '],
    rule: 'scale',
    why: 'a city has markets every day, not one market day',
    applies: (t) => RANK[t.size] >= 5,
    re: /\b(fills every (week|market day)|every market day|on market day|the market day|in a wagon\b(?![ -]\w)|the (one|only) (inn|tavern|well|market|street|square)\b)/i,
  },
  {
    words: ['only way'],
    rule: 'place',
    why: 'goods leave a harbour town by water as well as by road',
    applies: (t) => t.layout.harbour || t.layout.water === 'island',
    re: /\bonly way (goods|anything|trade|cargo)\b/i,
    unless: /\b(water|boat|ship|quay|sea|river|harbour)\b/i,
  },
  {
    words: ['bridge'],
    rule: 'bridges',
    why: 'the layout has no bridge',
    applies: (t) => t.layout.bridges === 0,
    // The bridge of a nose is no bridge of the town's.
    re: /\bbridges?\b(?! of (?:his|her|their|the) nose)(?<!\bnose with an? (?:[\w-]+,? )*bridge)/,
  },
  {
    words: ['bridges'],
    rule: 'bridges',
    why: 'the layout has a single bridge',
    applies: (t) => t.layout.bridges === 1,
    re: /\b(bridges|the bridges)\b/,
  },
  {
    words: ['single bridge', 'only bridge', 'one bridge'],
    rule: 'bridges',
    why: 'the layout has more than one bridge',
    applies: (t) => t.layout.bridges > 1,
    re: /\b(?:single|only|one) bridge\b/i,
  },
  {
    words: ['wall', 'palisade', 'rampart', 'stockade'],
    rule: 'layout',
    why: 'the layout has no walls',
    applies: (t) => t.layout.walls === 'none',
    re: /\b(walls?|walled|palisade|ramparts?|stockade)\b/i,
  },
  {
    words: ['castle', 'citadel'],
    rule: 'layout',
    why: 'the layout has no castle',
    applies: (t) => !t.layout.castle,
    // A castle named as somewhere else ('the castle at Frostholm', 'the Censer of Sunken Citadel') is not this one.
    re: /(?<!\b(?:of|at|from) \p{Lu}\p{Ll}+ )\b([Cc]astle|[Cc]itadel)\b(?! (?:at|of) \p{Lu})/u,
  },
  {
    words: ['harbour', 'harbor'],
    rule: 'layout',
    why: 'the layout has no harbour',
    applies: (t) => !t.layout.harbour,
    re: /\bharbou?r\b/i,
  },
  {
    words: ['river', 'bargemen', 'barge'],
    rule: 'layout',
    why: 'no river runs here',
    applies: (t) => t.layout.river === null && t.layout.water !== 'river',
    re: /\b(river|riverbank|bargemen|barges?)\b/,
    unless: /\bno river\b/i,
  },
  {
    words: [
      'it is in ',
      'it stands in ',
      'it lies in ',
      'this is in ',
      'that is in ',
      'this stands in ',
      'that stands in ',
    ],
    rule: 'stub',
    why: 'a sentence that only says where something is belongs inside another',
    applies: () => true,
    re: /^(It|This|That) (is|stands|lies) in [^,;]+\.$/,
    // Whole literals: the engine finds these far faster than a pattern that branches at its first letter.
    scan: /It is in |It stands in |It lies in |This is in |This stands in |That is in |That stands in /,
  },
];

const NUMBERS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
};

const COUNTS = /\b(districts|quarters|parts:|wards|gates)/;

/** Counts said in the text that the layout must match: '#three districts#', 'four gates'. */
function countClashes(town: TownData, piece: Piece, sentence: string): Clash | null {
  if (!COUNTS.test(sentence)) return null;
  const districts =
    /\b(two|three|four|five|six|seven|eight|nine|ten|eleven|twelve) (districts\b|quarters\b|parts:|wards\b)/i.exec(
      sentence,
    );
  if (districts && NUMBERS[districts[1]!.toLowerCase()] !== town.layout.districts.length)
    return clash('layout', piece, sentence, `the layout has ${town.layout.districts.length} districts`);
  const gates = /\b(two|three|four|five|six|seven|eight) gates\b/i.exec(sentence);
  if (gates && NUMBERS[gates[1]!.toLowerCase()] !== town.layout.gates)
    return clash('layout', piece, sentence, `the layout has ${town.layout.gates} gates`);
  return null;
}

function clash(rule: string, piece: Piece, sentence: string, why: string): Clash {
  return { rule, section: piece.section, field: piece.field, index: piece.index, sentence, why };
}

/** How one person speaks of another in a sentence. */
export function tone(sentence: string): 'hostile' | 'warm' | 'mixed' | 'none' {
  const hostile =
    /\b(not spoken|nothing to say|crosses the street|daggers drawn|refused to sit|will not sit|quarrel|blames?|never forgiven|rival|outdo|put [^ ]+ out of business|ill will|at odds|hates?|loathes?|despises?|suspects?|a hand in|resents?|not forgive|leave any room)\b/i.test(
      sentence,
    );
  const warm =
    /\b(listens to|heeds|trusts?|courting|courted|friends?|fond of|in love|taught|learned|pupil|the ear of|tells [^ ]+ everything|looked after|keeps an eye on|under the wing|walk through fire|walking out with|would say yes)\b/i.test(
      sentence,
    );
  if (hostile && warm) return 'mixed';
  if (hostile) return 'hostile';
  if (warm) return 'warm';
  return 'none';
}

/** Ties read both ways: what A says of B and what B says of A may not be hostile one way and warm the other. */
function tieClashes(town: TownData): Clash[] {
  const out: Clash[] = [];
  const people = town.keyNpcs;
  const firstCount = new Map<string, number>();
  for (const p of people) {
    const first = p.name.split(' ')[0]!;
    firstCount.set(first, (firstCount.get(first) ?? 0) + 1);
  }
  // Someone is named by their full name, or by a first name nobody else in the town shares.
  const names = people.map((p) => {
    const first = p.name.split(' ')[0]!;
    return firstCount.get(first) === 1 && first.length > 2 ? first : p.name;
  });
  const split = people.map((p) => sentences(p.description));
  const says = (from: number, to: number) => split[from]!.filter((s) => s.includes(names[to]!));
  for (let a = 0; a < people.length; a++) {
    for (let b = a + 1; b < people.length; b++) {
      const ab = says(a, b).map(tone);
      const baSentences = says(b, a);
      const ba = baSentences.map(tone);
      const abHostile = ab.includes('hostile');
      const abWarm = ab.includes('warm');
      baSentences.forEach((s, i) => {
        if ((abHostile && ba[i] === 'warm') || (abWarm && ba[i] === 'hostile')) {
          out.push({
            rule: 'ties',
            section: 'people',
            field: 'keyNpcs',
            index: b,
            sentence: s,
            why: `${people[a]!.name} and ${people[b]!.name} tell their tie two ways`,
          });
        }
      });
    }
  }
  return out;
}

/** A creature or outlaw named in one threat is not a different creature in another. */
function creatureClashes(town: TownData): Clash[] {
  const seen = new Map<string, number>();
  const out: Clash[] = [];
  town.threats.forEach((t, i) => {
    const m = /\b(?:named|call|calls|called) ((?:[A-Z][\p{L}’'-]*)(?:[ -][A-Z][\p{L}’'-]*)?)/u.exec(
      t.description,
    );
    if (!m) return;
    const name = m[1]!;
    if (seen.has(name) && seen.get(name) !== i) {
      out.push({
        rule: 'creatures',
        section: 'threats',
        field: 'threats',
        index: i,
        sentence: t.description,
        why: `${name} is named for two different creatures`,
      });
    }
    seen.set(name, i);
  });
  return out;
}

const ENDINGS = ['', 's', 'es', 'd', 'ed', 'ing', 'ion', 'ions', 'r', 'rs', 'er', 'ers'];

/** A word's hash (the same as `wordBits` computes while it reads). */
function hashWord(word: string): number {
  let h = 0;
  for (let i = 0; i < word.length; i++) h = (Math.imul(h, 31) + word.charCodeAt(i)) | 0;
  return h;
}

/** The bit of the count words ('three districts', 'four gates'): after the rules' bits. */
const COUNT_BIT = 1 << WORD_RULES.length;

/**
 * Each key word's hash and the rules it may wake: the longest word of each of a rule's phrases, with its endings
 * ('wall', 'walls', 'walled'), so a rule is looked for only where one of its words occurs.
 */
const KEY_SLOTS = 4096;
/** An open-addressed table of the key words' hashes (0 for empty) and, beside it, the rules each wakes. */
const KEY_HASH = new Int32Array(KEY_SLOTS);
const KEY_BITS = new Int32Array(KEY_SLOTS);
(() => {
  const add = (word: string, bit: number) => {
    for (const e of ENDINGS) {
      const h = hashWord(word + e) || 1;
      let slot = h & (KEY_SLOTS - 1);
      while (KEY_HASH[slot] !== 0 && KEY_HASH[slot] !== h) slot = (slot + 1) & (KEY_SLOTS - 1);
      KEY_HASH[slot] = h;
      KEY_BITS[slot]! |= bit;
    }
  };
  WORD_RULES.forEach((rule, i) => {
    for (const phrase of rule.words) {
      const longest = phrase
        .toLowerCase()
        .split(/[^a-z]+/)
        .filter(Boolean)
        .sort((a, b) => b.length - a.length)[0];
      if (longest) add(longest, 1 << i);
    }
  });
  for (const w of ['district', 'quarter', 'part', 'ward', 'gate']) add(w, COUNT_BIT);
})();

function keyBits(h: number): number {
  const key = h || 1;
  for (let slot = key & (KEY_SLOTS - 1); KEY_HASH[slot] !== 0; slot = (slot + 1) & (KEY_SLOTS - 1)) {
    if (KEY_HASH[slot] === key) return KEY_BITS[slot]!;
  }
  return 0;
}

/**
 * Which rules' words occur in a text, as bits: one pass over its characters, hashing each word as it goes (no
 * strings are made; a hash that collides only wakes a rule whose pattern then finds nothing).
 */
function wordBits(text: string): number {
  let bits = 0;
  let h = 0;
  let inWord = false;
  // Hyphens part words ('ward-moot' is 'ward' and 'moot').
  for (let i = 0; i <= text.length; i++) {
    let c = i < text.length ? text.charCodeAt(i) : 32;
    if (c >= 65 && c <= 90) c += 32;
    if (c >= 97 && c <= 122) {
      h = (Math.imul(h, 31) + c) | 0;
      inWord = true;
    } else if (inWord) {
      bits |= keyBits(h);
      h = 0;
      inWord = false;
    }
  }
  return bits;
}

/** Every clash in a finished town; an empty list when it agrees with itself. */
export function checkTown(town: TownData): Clash[] {
  const out: Clash[] = [];
  const all = pieces(town);
  // The rules that apply to this town, each looked for only in the pieces where one of its words occurs (a pass over
  // the characters finds them: far faster than every pattern over every piece).
  const applying = WORD_RULES.flatMap((rule, i) => (rule.applies(town) ? [{ rule, bit: 1 << i }] : []));
  // What the game master typed is kept as typed, whatever words it uses.
  const typed = [town.location, town.terrain].filter((t) => t.length > 3).map((t) => t.toLowerCase());
  for (const piece of all) {
    const bits = wordBits(piece.text);
    if (bits === 0) continue;
    const fired = applying.filter(
      ({ rule, bit }) => (bits & bit) !== 0 && (rule.scan ?? rule.re).test(piece.text),
    );
    const counts = (bits & COUNT_BIT) !== 0 && COUNTS.test(piece.text);
    if (fired.length === 0 && !counts) continue;
    for (const sentence of sentences(piece.text)) {
      // Only the typed words are spared, not the sentence that holds them: 'The lake … old walls show above it' in a
      // town typed 'lake' is still walls the layout lacks.
      const own = typed.reduce((s, t) => blank(s, t), sentence);
      for (const { rule } of fired) {
        if (rule.re.test(own) && !(rule.unless?.test(own) ?? false)) {
          out.push(clash(rule.rule, piece, sentence, rule.why));
          break;
        }
      }
      const count = counts && own === sentence ? countClashes(town, piece, sentence) : null;
      if (count) out.push(count);
    }
  }
  // The town's own name at most three times in one paragraph (issue 19).
  for (const piece of all) {
    if (nameCount(piece.text, town.name) > 3)
      out.push(
        clash('names', piece, piece.text, `${town.name} is named more than three times in one paragraph`),
      );
  }
  out.push(...tieClashes(town), ...creatureClashes(town));
  return out;
}

/** The sentence with each occurrence of a typed phrase (lower case) blanked out, whatever its case there. */
function blank(sentence: string, typed: string): string {
  const lower = sentence.toLowerCase();
  let out = '';
  let from = 0;
  for (let at = lower.indexOf(typed); at >= 0; at = lower.indexOf(typed, from)) {
    out += `${sentence.slice(from, at)}…`;
    from = at + typed.length;
  }
  return out + sentence.slice(from);
}

function cut(text: string, bad: ReadonlySet<string>): string {
  return sentences(text)
    .filter((s) => !bad.has(s))
    .join(' ');
}

/**
 * The last resort: cuts each clashing sentence out of its field (a list item whose only sentence clashes is dropped,
 * a rumour with its secret). A paragraph whose every sentence clashes keeps its first, so no required field empties.
 */
export function repairTown(town: TownData, clashes: readonly Clash[]): TownData {
  const bad = new Set(clashes.map((c) => c.sentence));
  const keep = (text: string) => {
    const left = cut(text, bad);
    return left || (sentences(text)[0] ?? text);
  };
  const dropRumour = new Set<number>();
  town.rumors.forEach((r, i) => {
    if (sentences(r).some((s) => bad.has(s)) || sentences(town.secrets[i] ?? '').some((s) => bad.has(s)))
      dropRumour.add(i);
  });
  const list = <T>(items: readonly T[], text: (item: T) => string) =>
    items.filter((item) => !sentences(text(item)).every((s) => bad.has(s)));
  return {
    ...town,
    description: keep(town.description),
    notableFeatures: (() => {
      const left = town.notableFeatures.filter((f) => !bad.has(f));
      return left.length > 0 ? left : town.notableFeatures.slice(0, 1);
    })(),
    localEconomy: keep(town.localEconomy),
    leadership: keep(town.leadership),
    religion: town.religion ? keep(town.religion) : '',
    culture: keep(town.culture),
    history: town.history ? keep(town.history) : '',
    keyNpcs: town.keyNpcs.map((n) => ({ ...n, description: keep(n.description) })),
    establishments: town.establishments.map((e) => ({ ...e, description: keep(e.description) })),
    factions: list(town.factions, (f) => f),
    rumors: town.rumors.filter((_r, i) => !dropRumour.has(i)),
    secrets: town.secrets.filter((_s, i) => !dropRumour.has(i)),
    threats: list(town.threats, (t) => `${t.title}. ${t.description}`).filter(
      (t) => !bad.has(t.description) && !sentences(t.description).some((s) => bad.has(s)),
    ),
    hooks: town.hooks.filter((h) => !sentences(`${h.title}. ${h.description}`).some((s) => bad.has(s))),
  };
}
