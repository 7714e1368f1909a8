// Reading another entity's record for a generation from context (decision 024). The record is the user's own,
// stored and possibly edited, so nothing in it is trusted: every field is checked for its type, cleaned, and kept
// short enough for prose. What is read here is only ever bound into a grammar context as a variable (a value
// rendered as text), never spliced into a template, so a '#symbol#' typed by the user stays those characters.

/** The fields of a record, or an empty one when the data is not an object. */
export function contextFields(data: unknown): Record<string, unknown> {
  return typeof data === 'object' && data !== null && !Array.isArray(data)
    ? (data as Record<string, unknown>)
    : {};
}

/** The items of a list field, or none when the field is not a list. */
export function contextList(value: unknown): readonly unknown[] {
  return Array.isArray(value) ? value : [];
}

/** The objects of a list field (each with its fields), skipping anything that is not one. */
export function contextRecords(value: unknown): Record<string, unknown>[] {
  return contextList(value)
    .filter((item) => typeof item === 'object' && item !== null && !Array.isArray(item))
    .map((item) => item as Record<string, unknown>);
}

/**
 * Text as prose can carry it: markup tags and control characters dropped, whitespace collapsed, and the hook
 * separators the writers split on (' :: ' and ' | ') made harmless. '' for anything that is not a string.
 */
export function cleanContextText(value: unknown): string {
  if (typeof value !== 'string') return '';
  return (
    value
      .replace(/<[^<>]{0,200}>/g, ' ')
      // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
      .replace(/[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u2028\u2029\ufeff]/g, ' ')
      .replace(/\s*::\s*/g, ': ')
      .replace(/\s*\|\s*/g, ' / ')
      .replace(/\s+/g, ' ')
      .trim()
  );
}

/** A name as prose can carry it: cleaned, without a closing full stop, cut at a word before `max` characters. */
export function contextName(value: unknown, max = 60): string {
  let text = cleanContextText(value).replace(/[.;,:\s]+$/, '');
  if (text.length > max) {
    const cut = text.slice(0, max + 1).lastIndexOf(' ');
    text = (cut > max / 2 ? text.slice(0, cut) : text.slice(0, max)).replace(/[\s,;:.'’-]+$/, '');
  }
  return /\p{L}/u.test(text) ? text : '';
}

/**
 * A sentence as prose can carry it (a rumour, a threat): cleaned and closed with a full stop; '' when it is not
 * text or is longer than `max` (a paragraph pasted into one field would swamp the section it is woven into).
 */
export function contextSentence(value: unknown, max = 240): string {
  const text = cleanContextText(value);
  if (!/\p{L}/u.test(text) || text.length > max) return '';
  return /[.!?…]["'’”)]?$/u.test(text) ? text : `${text.replace(/[,;:\s]+$/, '')}.`;
}

const TITLES =
  /^(Lord|Lady|Sir|Dame|King|Queen|Prince|Princess|Duke|Duchess|Baron|Baroness|Count|Countess|Captain|Magistrate|Harbourmaster|Saint|St|Mother|Father|Brother|Sister|Master|Mistress|Elder|Chief|Mayor|Bishop|Abbot|Abbess)\b/;

/**
 * A name inside a sentence: 'The Ashen Hand' reads 'the Ashen Hand' there, and 'Fellowship of the Red Lantern'
 * reads 'the Fellowship of the Red Lantern' (a person's 'Lord Varen of Highcastle' keeps no article).
 */
export function midSentence(name: string): string {
  if (/^The\s\S/.test(name)) return `the ${name.slice(4)}`;
  if (/^\p{Lu}[\p{L}’'-]*(\s\p{Lu}[\p{L}’'-]*)?\sof\s/u.test(name) && !TITLES.test(name))
    return `the ${name}`;
  return name;
}

/** Names compared as people type them: case, spaces and curly or straight apostrophes do not count. */
export function sameName(a: string, b: string): boolean {
  const norm = (s: string) =>
    s.toLowerCase().replace(/[’‘`]/g, "'").replace(/[“”]/g, '"').replace(/\s+/g, ' ').trim();
  return norm(a) !== '' && norm(a) === norm(b);
}

/** A town's faction line as written ('The Ashen Hand: to own the mill; led by Ysolde Marr.'), read back. */
export interface FactionEntry {
  /** 'The Ashen Hand'. */
  readonly name: string;
  /** What they want, as a verb phrase after 'to' ('own the mill'); '' when the line does not say it that way. */
  readonly aim: string;
  /** 'Ysolde Marr', when the line names a leader; else ''. */
  readonly leader: string;
}

/** Reads 'Name: what they want' (and the town writer's '; led by X'); a line without a colon is a bare name. */
export function readFactionEntry(value: unknown): FactionEntry | null {
  const text = cleanContextText(value);
  if (!text) return null;
  const colon = text.indexOf(':');
  const name = contextName(colon < 0 ? text : text.slice(0, colon));
  if (!name) return null;
  let rest = colon < 0 ? '' : text.slice(colon + 1).trim();
  let leader = '';
  const led = /[;,]\s*led by ([^;.]+)[.;]?\s*$/i.exec(rest);
  if (led) {
    leader = contextName(led[1], 60);
    rest = rest.slice(0, led.index);
  }
  rest = rest.replace(/[.;,\s]+$/, '');
  // Only an aim the writer can continue ('to own the mill', 'wants to own the mill') is woven in.
  const [, wanted = ''] = /^(?:(?:they\s+)?wants?\s+)?to\s+(.+)$/i.exec(rest) ?? [];
  const aim = wanted.length <= 140 && !/[.!?]\s/.test(wanted) ? wanted : '';
  return { name, aim, leader };
}

/** The sentences of a text, each closed; empty pieces dropped. */
export function sentencesOf(text: string): string[] {
  return (text.match(/[^.!?]+[.!?]+["'’”)]?/g) ?? []).map((s) => s.trim()).filter((s) => /\p{L}/u.test(s));
}
