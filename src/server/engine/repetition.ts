// How repetitive generated text is, measured the way a game master meets it (many entities read side by side), and
// the fingerprints of what a user's world already holds, so a new entity can prefer what it has not seen.
//
// Both read sentences with their proper names and numbers masked: 'Maud Ferrin lends money to the Three Herons at a
// rate she would never offer a stranger' and 'Edric lends money to the Gilded Goose at a rate he would never offer
// a stranger' are the same template, and a reader recognises it as one.
import { timesUsed, type WorldMemory } from './grammar.js';
import { hashString } from './rng.js';

/** Every string in a record (nested lists and objects included), in a stable order. */
export function stringsOf(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') out.push(value);
  else if (Array.isArray(value)) for (const item of value) stringsOf(item, out);
  else if (value && typeof value === 'object') for (const item of Object.values(value)) stringsOf(item, out);
  return out;
}

/** A text split into sentences (at ., ! or ? followed by space, and at line breaks). */
export function splitSentences(text: string): string[] {
  return text
    .split(/(?<=[.!?]["'’”)]?)\s+|\n+/)
    .map((s) => s.trim())
    .filter(Boolean);
}

const NUMBER_WORDS = new Set(
  (
    'zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen ' +
    'seventeen eighteen nineteen twenty thirty forty fifty sixty seventy eighty ninety hundred thousand million ' +
    'first second third fourth fifth sixth seventh eighth ninth tenth dozen dozens score half twice thrice once'
  ).split(' '),
);

const WORD = /[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu;
const CAPITALISED = /^\p{Lu}/u;

/**
 * The proper names of a text: capitalised words met anywhere but at the start of a sentence (and, once known, at
 * the start too). Generic: it needs no list of the entity's people or places.
 */
export function properNames(sentences: readonly string[]): Set<string> {
  const names = new Set<string>();
  for (const sentence of sentences) {
    const words = sentence.match(WORD) ?? [];
    words.forEach((word, index) => {
      if (index > 0 && CAPITALISED.test(word)) names.add(word.replace(/['’]s$/, ''));
    });
  }
  return names;
}

/**
 * A sentence as a template: lower case, proper names as X (a run of them as one X), numbers and number words as N,
 * punctuation dropped. `names` are the entity's proper names (see `properNames`).
 */
export function maskSentence(sentence: string, names: ReadonlySet<string>): string[] {
  const out: string[] = [];
  const words = sentence.match(WORD) ?? [];
  words.forEach((word, index) => {
    const bare = word.replace(/['’]s$/, '');
    let token: string;
    if (/^\p{N}/u.test(word) || NUMBER_WORDS.has(word.toLowerCase())) token = 'N';
    else if (CAPITALISED.test(word) && (index > 0 || names.has(bare))) token = 'X';
    else token = word.toLowerCase();
    if (token === 'X' && out[out.length - 1] === 'X') return;
    // 'of' between two names belongs to the name ('the Company of Locksmiths').
    if (token === 'X' && out[out.length - 1] === 'of' && out[out.length - 2] === 'X') {
      out.pop();
      return;
    }
    out.push(token);
  });
  return out;
}

/** The masked sentences of at least `minWords` words (counted before masking) in a record. */
export function templateSentences(record: unknown, minWords = 8): Set<string> {
  const sentences = stringsOf(record).flatMap(splitSentences);
  const names = properNames(sentences);
  const out = new Set<string>();
  for (const sentence of sentences) {
    if ((sentence.match(WORD) ?? []).length < minWords) continue;
    out.add(maskSentence(sentence, names).join(' '));
  }
  return out;
}

export type Repetition = {
  /** How many records were read. */
  count: number;
  /** The most shared templates, most shared first: the template and the share of records holding it (0..1). */
  worst: { template: string; share: number }[];
};

/**
 * The share of records that contain each masked sentence of `minWords` or more words, worst first: the measure of
 * issue 19 and 21 ('no sentence of 8 or more words in more than 2% of them'). `skip` leaves out sentences that are
 * allowed to repeat (a spell's rules text).
 */
export function measureRepetition(
  records: readonly unknown[],
  {
    minWords = 8,
    top = 10,
    skip,
  }: { minWords?: number; top?: number; skip?: (template: string) => boolean } = {},
): Repetition {
  const counts = new Map<string, number>();
  for (const record of records) {
    for (const template of templateSentences(record, minWords)) {
      if (skip?.(template)) continue;
      counts.set(template, (counts.get(template) ?? 0) + 1);
    }
  }
  const worst = [...counts.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .map(([template, n]) => ({ template, share: n / records.length }));
  return { count: records.length, worst };
}

/**
 * The share of records containing each masked run of `words` words (names as X, numbers as N), worst first: the
 * phrases a reader recognises across a few dozen entities even when the sentences around them differ ('when the
 * drink runs low', 'and charged accordingly'). Runs made only of the commonest words (`of the X and the`) are left
 * out, and so are runs `skip` names (rules text).
 */
export function measurePhrases(
  records: readonly unknown[],
  { words = 5, top = 10, skip }: { words?: number; top?: number; skip?: (phrase: string) => boolean } = {},
): { phrase: string; share: number }[] {
  const counts = new Map<string, number>();
  for (const record of records) {
    const sentences = stringsOf(record).flatMap(splitSentences);
    const names = properNames(sentences);
    const seen = new Set<string>();
    for (const sentence of sentences) {
      const masked = maskSentence(sentence, names);
      for (let i = 0; i + words <= masked.length; i++) {
        const run = masked.slice(i, i + words);
        if (run.filter((w) => !COMMON_WORDS.has(w)).length < 2) continue;
        seen.add(run.join(' '));
      }
    }
    for (const phrase of seen) {
      if (skip?.(phrase)) continue;
      counts.set(phrase, (counts.get(phrase) ?? 0) + 1);
    }
  }
  return [...counts.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .map(([phrase, n]) => ({ phrase, share: n / records.length }));
}

/** Words too common to make a phrase recognisable on their own. */
export const COMMON_WORDS: ReadonlySet<string> = new Set(
  (
    'x n a an the of and or but to in on at by for with from as is are was were be been it its his her their them ' +
    'they he she him this that these those who whom which what when where while than then so not no one any all ' +
    'has have had do does did will would can could may might must should into over under up down out off about ' +
    'after before since until if because'
  ).split(' '),
);

/** The share of records in which each value picked by `pick` appears, worst first (hook titles, ranks, mottos). */
export function measureValues(
  records: readonly unknown[],
  pick: (record: unknown) => readonly string[],
  top = 10,
): { value: string; share: number }[] {
  const counts = new Map<string, number>();
  for (const record of records) {
    for (const value of new Set(pick(record).map((v) => v.toLowerCase()))) {
      counts.set(value, (counts.get(value) ?? 0) + 1);
    }
  }
  return [...counts.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .map(([value, n]) => ({ value, share: n / records.length }));
}

// --- Fingerprints of a user's world ---------------------------------------------------------------------------

/** Words in one shingle: a run this long shared with an earlier entity reads as the same phrase. */
const SHINGLE = 6;
/** One shingle in this many is kept (chosen by its hash, so the same ones are kept everywhere). */
const SAMPLE = 3;
/** Masked words from which a whole sentence counts on its own: a reader recognises a repeated sentence first. */
const SENTENCE_WORDS = 5;

const hash32 = (text: string): number => hashString(text)[0] | 0;

/**
 * What a record holds that a reader would recognise in another one: each masked sentence of five words or more
 * (twice: a repeated sentence weighs more than a shared phrase), a sample of its masked six-word runs, and its proper
 * names and short lines (titles, nicknames, creature names) as written. Stored with each entity (as 32-bit
 * integers) and compared with a candidate's by `overlap`.
 */
export function fingerprints(record: unknown): number[] {
  const out = new Set<number>();
  const strings = stringsOf(record);
  const sentences = strings.flatMap(splitSentences);
  const names = properNames(sentences);
  for (const sentence of sentences) {
    const masked = maskSentence(sentence, names);
    if (masked.length >= SENTENCE_WORDS) {
      const whole = masked.join(' ');
      out.add(hash32(`sentence:${whole}`));
      out.add(hash32(`sentence again:${whole}`));
    }
    if (masked.length < SHINGLE) {
      // A short line (a hook's title, a rank, a ritual's name) counts whole, as written.
      if (masked.length >= 2) out.add(hash32(`line:${sentence.toLowerCase()}`));
      continue;
    }
    for (let i = 0; i + SHINGLE <= masked.length; i++) {
      const h = hash32(masked.slice(i, i + SHINGLE).join(' '));
      if ((h >>> 0) % SAMPLE === 0) out.add(h);
    }
  }
  for (const name of names) if (name.length > 2) out.add(hash32(`name:${name.toLowerCase()}`));
  return [...out];
}

/**
 * How much of a candidate the world already holds: each shared fingerprint counted once per entity that holds it
 * (a sentence three earlier entities share weighs three times one that one entity shares). Lower reads fresher.
 */
export function overlap(candidate: readonly number[], world: WorldMemory): number {
  let shared = 0;
  for (const print of candidate) shared += timesUsed(world, print);
  return shared;
}
