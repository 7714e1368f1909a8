// The pieces every kind's Markdown exports are made of (decision 018): escaping of the record's text, YAML front
// matter and [[links]] for Obsidian and other notes apps, Homebrewery V3 blocks and page breaks, and the
// headings, lists and entries the layouts share. A kind's layouts (`kinds/<kind>/<kind>-markdown.ts`) only
// arrange these.

/**
 * Escapes Markdown and HTML syntax in one line or paragraph of the record's text, so a name with `*`, `|` or
 * `<script>` shows as written and never becomes markup. Besides CommonMark's marks it escapes what Obsidian and
 * Homebrewery read as syntax (`#tag`, `==highlight==`, `%%comment%%`, `$math$`, `::` definitions, `^super^`,
 * `{{blocks}}`); a backslash before any ASCII punctuation is plain CommonMark, so every viewer shows the mark.
 */
export function mdText(text: string): string {
  return (
    text
      .replace(/[\\`*_[\]{}|~$^]/g, (c) => `\\${c}`)
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
      // Runs that open syntax in Obsidian (highlight, comment) and Homebrewery (definition list): every mark of the
      // run is escaped, so the raw text no longer holds the pair.
      .replace(/([=%:])\1+/g, (run) => run.replace(/./g, '\\$&'))
      // A '#' before a word is a tag in Obsidian; at a line's start before a space, a heading everywhere.
      .replace(/#(?=\S)/g, '\\#')
      // Block markers at a line's start: a heading or bullet mark gets a backslash; an ordered list's '1.' gets one
      // before its dot (a digit cannot be escaped).
      .replace(/^(\s*)([#+-])(?=\s)/gm, '$1\\$2')
      .replace(/^(\s*\d+)([.)])(?=\s)/gm, '$1\\$2')
      // A line of dashes under a paragraph makes it a heading (a setext underline), or alone a rule: each dash escaped.
      .replace(
        /^(\s*)(-[-\s]*)$/gm,
        (_line, space: string, dashes: string) => space + dashes.replace(/-/g, '\\-'),
      )
      .replace(/\r?\n/g, '  \n')
  );
}

/** Joins layout lines into a document: at most one blank line in a row, one newline at the end. */
export function markdownDocument(lines: readonly string[]): string {
  return `${lines
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trimEnd()}\n`;
}

/** A `## Title` section, or nothing when it has no lines (a section the request switched off). */
export const section = (title: string, lines: readonly string[], level = 2): string[] =>
  lines.length ? [`${'#'.repeat(level)} ${title}`, '', ...lines, ''] : [];

export const bullets = (items: readonly string[]): string[] => items.map((item) => `- ${mdText(item)}`);

/** Paragraphs led by a bold title: '**Title.** description'. */
export const entries = (items: readonly { title: string; description: string }[]): string[] =>
  items.map((item) => `**${mdText(item.title)}.** ${mdText(item.description)}\n`);

/** A paragraph of the record's text, or nothing when it is empty. */
export const paragraph = (text: string): string[] => (text.trim() ? [mdText(text), ''] : []);

// ---- Obsidian (and other notes apps) ----

/** A YAML scalar or list of scalars; keys are the layout's own, values come from the record. */
export type FrontMatterValue = string | number | boolean | readonly string[];

/**
 * A text as a YAML double-quoted scalar. JSON's string escapes are YAML's; the characters YAML reads as line
 * breaks or marks but JSON leaves as they are (NEL, the line and paragraph separators, the byte-order mark) are
 * escaped too, so any text from the record stays one value of one line.
 */
export function yamlString(value: string): string {
  return JSON.stringify(value).replace(
    /[\u0085\u2028\u2029\ufeff]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

const FRONT_MATTER_KEY = /^[a-z][a-zA-Z0-9_-]*$/;

/**
 * YAML front matter ('---' fenced), as Obsidian reads properties: every text quoted, lists as block sequences.
 * Empty lists are left out.
 */
export function frontMatter(fields: Record<string, FrontMatterValue | null | undefined>): string[] {
  const lines = ['---'];
  for (const [key, value] of Object.entries(fields)) {
    if (!FRONT_MATTER_KEY.test(key)) throw new Error(`Front matter key ${key} is not a plain name`);
    if (value === null || value === undefined) continue;
    if (typeof value === 'string') lines.push(`${key}: ${yamlString(value)}`);
    else if (typeof value === 'number' || typeof value === 'boolean') {
      if (typeof value === 'number' && !Number.isFinite(value)) continue;
      lines.push(`${key}: ${value}`);
    } else if (value.length) lines.push(`${key}:`, ...value.map((item) => `  - ${yamlString(item)}`));
  }
  lines.push('---', '');
  return lines;
}

/**
 * A tag as Obsidian accepts one: letters, digits, '_', '-' and '/', at least one non-digit; spaces become '-'.
 * Null when nothing usable is left.
 */
export function obsidianTag(tag: string): string | null {
  const clean = tag
    .trim()
    .toLowerCase()
    .replace(/\s+/g, '-')
    .replace(/[^\p{L}\p{N}_/-]/gu, '');
  return /[^\p{N}]/u.test(clean) ? clean : null;
}

/** The tags of a note: the kind first, then the record's tags, each once. */
export function obsidianTags(kind: string, tags: readonly string[]): string[] {
  const all = [kind, ...tags].map(obsidianTag).filter((t): t is string => t !== null);
  return [...new Set(all)];
}

/**
 * A link to another note by name: `[[Name]]`. Characters that end or split a link, or that no note's file name may
 * hold, become spaces; what remains is the note Obsidian would create for it.
 */
export function wikiLink(name: string): string {
  const target = name
    .replace(/[[\]|#^\\/:*"<>?\p{Cc}]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return target ? `[[${target}]]` : mdText(name);
}

/** Related notes for the front matter (Obsidian reads a quoted [[link]] in a property as a link), each once. */
export function relatedLinks(names: readonly string[]): string[] {
  return [...new Set(names.map(wikiLink).filter((link) => link.startsWith('[[')))];
}

// ---- Homebrewery (V3 syntax) ----

/** Homebrewery's page break: a line of its own. */
export const PAGE_BREAK = '\\page';

/**
 * A Homebrewery V3 curly block: `{{monster,frame` ... `}}`. The classes are the layout's own; the lines are
 * already Markdown (their text escaped with `mdText`, which escapes braces, so the record cannot close a block).
 */
export function hbBlock(classes: string, lines: readonly string[]): string[] {
  if (!/^[a-z][a-z0-9,-]*$/.test(classes)) throw new Error(`Block classes ${classes} are not plain names`);
  return [`{{${classes}`, ...lines.filter((line, i, all) => !(line === '' && all[i - 1] === '')), '}}', ''];
}

/** A stat block's property line as Homebrewery V3 writes it: '**Label** :: value'. */
export const hbProperty = (label: string, value: string): string => `**${label}** :: ${mdText(value)}`;

/** The stat block's rule between its parts. */
export const HB_RULE = '___';
