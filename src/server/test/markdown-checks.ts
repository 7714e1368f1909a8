// Strict checks of the Markdown exports for tests (decision 018): the YAML front matter our emitter writes,
// parsed by the rules of YAML with nothing tolerated, and Homebrewery's curly blocks balanced.

export type FrontMatter = Record<string, string | number | boolean | string[]>;

const KEY = /^([a-z][a-zA-Z0-9_-]*):(?: (.*))?$/;
const ITEM = /^ {2}- (.*)$/;

/**
 * A YAML double-quoted scalar: valid when it is a JSON string (JSON's escapes are a subset of YAML's) and holds none
 * of the characters YAML reads as line breaks or marks inside one (NEL, LS, PS, BOM).
 */
function quoted(raw: string, where: string): string {
  if (!/^".*"$/.test(raw)) throw new Error(`${where}: not a quoted scalar: ${raw}`);
  if (/[\u0085\u2028\u2029\ufeff\p{Cc}]/u.test(raw))
    throw new Error(`${where}: a raw break or control in ${raw}`);
  const value: unknown = JSON.parse(raw);
  if (typeof value !== 'string') throw new Error(`${where}: not a string`);
  return value;
}

function scalar(raw: string, where: string): string | number | boolean {
  if (raw === 'true' || raw === 'false') return raw === 'true';
  if (/^-?(0|[1-9]\d*)(\.\d+)?$/.test(raw)) return Number(raw);
  return quoted(raw, where);
}

/** Splits a note into its front matter (parsed) and body; throws on anything outside the subset. */
export function parseFrontMatter(markdown: string): { fields: FrontMatter; body: string } {
  if (!markdown.startsWith('---\n')) throw new Error('No front matter');
  const end = markdown.indexOf('\n---\n', 3);
  if (end < 0) throw new Error('Front matter is not closed');
  const lines = markdown.slice(4, end).split('\n');
  const fields: FrontMatter = {};
  let list: string[] | null = null;
  for (const [i, line] of lines.entries()) {
    const where = `front matter line ${i + 2}`;
    const item = ITEM.exec(line);
    if (item) {
      if (!list) throw new Error(`${where}: a list item outside a list`);
      list.push(quoted(item[1]!, where));
      continue;
    }
    const pair = KEY.exec(line);
    if (!pair) throw new Error(`${where}: not 'key: value': ${line}`);
    const key = pair[1]!;
    if (key in fields) throw new Error(`${where}: duplicate key ${key}`);
    if (pair[2] === undefined) {
      list = [];
      fields[key] = list;
    } else {
      list = null;
      fields[key] = scalar(pair[2], where);
    }
  }
  for (const [key, value] of Object.entries(fields)) {
    if (Array.isArray(value) && value.length === 0) throw new Error(`${key}: an empty list`);
  }
  return { fields, body: markdown.slice(end + 5) };
}

/**
 * Checks Homebrewery V3's curly blocks: every `{{classes` line is closed by a `}}` line, blocks do not nest, page
 * breaks stand between blocks, and no other line holds '{{' or '}}' (the record's braces are escaped). Answers the
 * blocks' class lists in order.
 */
export function homebreweryBlocks(markdown: string): string[] {
  const blocks: string[] = [];
  let open: string | null = null;
  for (const [i, line] of markdown.split('\n').entries()) {
    const where = `line ${i + 1}`;
    const start = /^\{\{([a-z][a-z0-9,-]*)$/.exec(line);
    if (start) {
      if (open) throw new Error(`${where}: a block opened inside ${open}`);
      open = start[1]!;
      blocks.push(open);
    } else if (line === '}}') {
      if (!open) throw new Error(`${where}: '}}' closes no block`);
      open = null;
    } else if (/(?<!\\)\{\{|(?<!\\)\}\}/.test(line)) {
      throw new Error(`${where}: stray braces: ${line}`);
    } else if (line === '\\page' && open) {
      throw new Error(`${where}: a page break inside ${open}`);
    }
  }
  if (open) throw new Error(`Block ${open} is never closed`);
  return blocks;
}
