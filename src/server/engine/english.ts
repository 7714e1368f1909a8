// English helpers for generated prose: articles, plurals, capitals, lists, pronouns with verb agreement, tidying.

// Words that start with a vowel letter but a consonant sound ("a unicorn", "a one-eyed", "a European").
const CONSONANT_SOUND = /^(uni(?![nmdl])|use|usu|usa|uti|ura|ure|uro|uku|ubi|eu|ewe|one(?!r)|once|ouija|u-)/i;
// Words that start with a silent h ("an hour", "an heir", "an honest").
const SILENT_H = /^(hour|heir|honest|honou?r|herb(?!al)|homage)/i;
// Single letters are read by their names: "an F", "an S-shaped scar", but "a U-turn" is caught above.
const VOWEL_LETTER_NAMES = /^[aefhilmnorsx]$/i;

/** 'a' or 'an' for the phrase that follows. */
export function indefiniteArticle(phrase: string): 'a' | 'an' {
  const word = phrase.trim().replace(/^["'‘“(]+/, '');
  if (word.length === 0) return 'a';
  const letterName = /^([a-z])(?:-|$)/i.exec(word);
  if (letterName && !CONSONANT_SOUND.test(word))
    return VOWEL_LETTER_NAMES.test(letterName[1] as string) ? 'an' : 'a';
  return articleBySound(word);
}

function articleBySound(word: string): 'a' | 'an' {
  if (/^\d/.test(word)) return /^(8|11|18)(?!\d)|^8\d/.test(word) ? 'an' : 'a';
  if (SILENT_H.test(word)) return 'an';
  if (CONSONANT_SOUND.test(word)) return 'a';
  return /^[aeiou]/i.test(word) ? 'an' : 'a';
}

/** The phrase with its indefinite article: withArticle('hour') -> 'an hour'. */
export function withArticle(phrase: string): string {
  return `${indefiniteArticle(phrase)} ${phrase}`;
}

const IRREGULAR_PLURALS: Record<string, string> = {
  man: 'men',
  woman: 'women',
  child: 'children',
  foot: 'feet',
  tooth: 'teeth',
  goose: 'geese',
  mouse: 'mice',
  louse: 'lice',
  ox: 'oxen',
  person: 'people',
  die: 'dice',
  sheep: 'sheep',
  deer: 'deer',
  fish: 'fish',
  swine: 'swine',
  elk: 'elk',
  dragonborn: 'dragonborn',
  folk: 'folk',
  staff: 'staves',
  dwarf: 'dwarves',
  elf: 'elves',
  'half-elf': 'half-elves',
  thief: 'thieves',
  knife: 'knives',
  wife: 'wives',
  life: 'lives',
  wolf: 'wolves',
  leaf: 'leaves',
  loaf: 'loaves',
  calf: 'calves',
  half: 'halves',
  shelf: 'shelves',
  self: 'selves',
  sheaf: 'sheaves',
  hoof: 'hooves',
  scarf: 'scarves',
  'man-at-arms': 'men-at-arms',
  'woman-at-arms': 'women-at-arms',
};
const O_ES = new Set(['hero', 'potato', 'tomato', 'echo', 'veto', 'torpedo', 'volcano', 'domino', 'embargo']);
// Words that end in -man but are not compounds of "man".
const MAN_EXCEPTIONS = new Set(['human', 'shaman', 'talisman', 'caiman', 'german', 'ottoman', 'desman']);

function pluralWord(word: string): string {
  const lower = word.toLowerCase();
  const irregular = IRREGULAR_PLURALS[lower];
  if (irregular) return matchCase(word, irregular);
  if (lower.endsWith('man') && !MAN_EXCEPTIONS.has(lower))
    return `${word.slice(0, -3)}${matchCase(word.slice(-3), 'men')}`;
  for (const [single, plural] of Object.entries(IRREGULAR_PLURALS)) {
    // Compounds: "werewolf" -> "werewolves", "swordsman" handled above.
    if (single.length > 3 && lower.endsWith(single) && !single.includes('-')) {
      return `${word.slice(0, word.length - single.length)}${plural}`;
    }
  }
  if (/(s|x|z|ch|sh)$/i.test(word)) return `${word}es`;
  if (/[^aeiou]y$/i.test(word)) return `${word.slice(0, -1)}ies`;
  if (O_ES.has(lower)) return `${word}es`;
  return `${word}s`;
}

function matchCase(model: string, word: string): string {
  return /^[A-Z]/.test(model) ? capitalize(word) : word;
}

/**
 * The plural of a noun phrase: the head noun changes ("cup of tea" -> "cups of tea", "retired ferryman" ->
 * "retired ferrymen", "man-at-arms" -> "men-at-arms").
 */
export function plural(phrase: string): string {
  const trimmed = phrase.trim();
  if (trimmed.length === 0) return trimmed;
  if (IRREGULAR_PLURALS[trimmed.toLowerCase()]) return pluralWord(trimmed);
  const ofMatch = /^(.*?)( (?:of|in|at|from|with|for) .*)$/.exec(trimmed);
  if (ofMatch?.[1] && ofMatch[2]) return `${plural(ofMatch[1])}${ofMatch[2]}`;
  const space = trimmed.lastIndexOf(' ');
  const head = trimmed.slice(space + 1);
  return `${trimmed.slice(0, space + 1)}${pluralWord(head)}`;
}

/** Upper-cases the first letter, skipping leading quotes and brackets: "'sparks' is..." -> "'Sparks' is...". */
export function capitalize(text: string): string {
  const m = /^([^\p{L}\p{N}]*)(\p{L})/u.exec(text);
  if (!m) return text;
  const prefix = m[1] ?? '';
  const letter = m[2] ?? '';
  return `${prefix}${letter.toUpperCase()}${text.slice(prefix.length + letter.length)}`;
}

/** Lower-cases the first letter (for splicing a sentence into another). */
export function lowerFirst(text: string): string {
  return text.length > 0 ? `${text[0]?.toLowerCase()}${text.slice(1)}` : text;
}

const SMALL_WORDS = new Set([
  'a',
  'an',
  'the',
  'of',
  'and',
  'or',
  'in',
  'on',
  'at',
  'to',
  'by',
  'for',
  'from',
  'into',
  'over',
  'upon',
  'with',
]);

/** Title Case for names and hook titles: small words stay lower-case except at the start. */
export function titleCase(text: string): string {
  return text
    .split(' ')
    .map((word, i) =>
      i > 0 && SMALL_WORDS.has(word.toLowerCase())
        ? word.toLowerCase()
        : word.split('-').map(capitalize).join('-'),
    )
    .join(' ');
}

/** 'a', 'a and b', 'a, b and c' (no Oxford comma, as the house style writes lists). */
export function listJoin(items: readonly string[], conjunction = 'and'): string {
  const parts = items.filter((s) => s.trim().length > 0);
  if (parts.length <= 1) return parts[0] ?? '';
  return `${parts.slice(0, -1).join(', ')} ${conjunction} ${parts[parts.length - 1]}`;
}

/**
 * The possessive of a name or noun, with the typographic apostrophe the prose uses throughout: "Verrow’s",
 * "the guards’" (a plural in -s), "Thomas’s".
 */
export function possessive(noun: string): string {
  if (/s$/.test(noun) && /^(the |[a-z])/.test(noun)) return `${noun}’`;
  return `${noun}’s`;
}

const ONES = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
];
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];

/** Numbers in words up to 999 ("a hundred and twelve"); larger numbers stay as digits. */
export function numberWords(n: number): string {
  if (!Number.isInteger(n) || n < 0 || n > 999) return String(n);
  if (n < 20) return ONES[n] as string;
  if (n < 100) {
    const tens = TENS[Math.floor(n / 10)] as string;
    return n % 10 === 0 ? tens : `${tens}-${ONES[n % 10]}`;
  }
  const hundreds = Math.floor(n / 100);
  const head = hundreds === 1 ? 'a hundred' : `${ONES[hundreds]} hundred`;
  return n % 100 === 0 ? head : `${head} and ${numberWords(n % 100)}`;
}

/** Ends a sentence with a full stop unless it already ends with terminal punctuation. */
export function endSentence(text: string): string {
  const t = text.trim();
  if (t.length === 0) return t;
  return /[.!?…]["'’”)]*$/.test(t) ? t : `${t}.`;
}

/** Capitalises and punctuates each part and joins them into one paragraph. */
export function joinSentences(parts: readonly string[]): string {
  return tidy(
    parts
      .map((p) => p.trim())
      .filter((p) => p.length > 0)
      .map((p) => capitalize(endSentence(p)))
      .join(' '),
  );
}

/**
 * Repairs the seams left when phrases are spliced: doubled spaces, space before punctuation, doubled
 * punctuation (an intended ellipsis "…" survives), stray spaces inside quotes and lower-case sentence starts.
 */
export function tidy(text: string): string {
  let t = text.replace(/\s+/g, ' ').trim();
  t = t.replace(/\s+([,.;:!?])/g, '$1');
  t = t.replace(/([,;:])(?=[,;:.!?])/g, '');
  t = t.replace(/\.{2,}/g, '.');
  t = t.replace(/,{2,}/g, ',');
  t = t.replace(/([!?])\.+/g, '$1');
  t = t.replace(/([,;:])(?=\S)(?!\d)/g, '$1 ');
  t = t.replace(/ {2,}/g, ' ');
  t = t.replace(
    /([.!?]["'’”)]?\s+["'‘“(]?)(\p{Ll})/gu,
    (_m, lead: string, letter: string) => `${lead}${letter.toUpperCase()}`,
  );
  return capitalize(t);
}

export type Gender = 'male' | 'female' | 'non-binary';

/** A pronoun set; `plural` marks grammatically plural agreement (singular they takes "they are", "they keep"). */
export interface Pronouns {
  readonly subject: string;
  readonly object: string;
  readonly possessive: string;
  readonly possessivePronoun: string;
  readonly reflexive: string;
  readonly plural: boolean;
}

const PRONOUNS: Record<Gender, Pronouns> = {
  male: {
    subject: 'he',
    object: 'him',
    possessive: 'his',
    possessivePronoun: 'his',
    reflexive: 'himself',
    plural: false,
  },
  female: {
    subject: 'she',
    object: 'her',
    possessive: 'her',
    possessivePronoun: 'hers',
    reflexive: 'herself',
    plural: false,
  },
  'non-binary': {
    subject: 'they',
    object: 'them',
    possessive: 'their',
    possessivePronoun: 'theirs',
    reflexive: 'themself',
    plural: true,
  },
};

/** A thing or one body (an order, a circle, a guild): 'it', 'its'. */
export const IT_PRONOUNS: Pronouns = {
  subject: 'it',
  object: 'it',
  possessive: 'its',
  possessivePronoun: 'its',
  reflexive: 'itself',
  plural: false,
};

export function pronounsFor(gender: Gender): Pronouns {
  return PRONOUNS[gender];
}

const PLURAL_VERBS: Record<string, string> = {
  is: 'are',
  was: 'were',
  has: 'have',
  does: 'do',
  goes: 'go',
  "isn't": "aren't",
  "wasn't": "weren't",
  "hasn't": "haven't",
  "doesn't": "don't",
  "she's": "they're",
  "he's": "they're",
};

/**
 * A present-tense verb written in the third person singular ("keeps", "is", "watches", "carries"), made to
 * agree with the pronouns: unchanged for he and she, the plural form for they ("keep", "are", "watch", "carry").
 * Past forms other than was/wasn't are the same for both and pass through.
 */
export function agree(verb: string, pronouns: Pronouns): string {
  if (!pronouns.plural) return verb;
  const lower = verb.toLowerCase();
  const special = PLURAL_VERBS[lower];
  if (special) return /^[A-Z]/.test(verb) ? capitalize(special) : special;
  if (!/[a-z]s$/i.test(verb) || /ss$/i.test(verb)) return verb;
  if (/ies$/i.test(verb)) return verb.length <= 4 ? verb.slice(0, -1) : `${verb.slice(0, -3)}y`;
  if (/(ch|sh|ss|x|z|o)es$/i.test(verb)) return verb.slice(0, -2);
  return verb.slice(0, -1);
}
