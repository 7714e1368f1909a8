// How prose refers to the town: by name once or twice in a paragraph, then as a reader would ('the village',
// 'the city', its nickname), so no paragraph opens sentence after sentence with 'Saltmere Crossing'.
import { capitalize } from '../../../engine/english.js';

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** How many times the name stands alone in a text (not inside a longer name such as 'the Saltmere Barracks'). */
export function nameCount(text: string, name: string): number {
  let count = 0;
  for (let at = text.indexOf(name); at >= 0; at = text.indexOf(name, at + name.length)) count++;
  return count <= 1 ? count : occurrences(text, name).length;
}

const patterns = new Map<string, RegExp>();

function occurrences(text: string, name: string): { at: number; possessive: boolean }[] {
  const out: { at: number; possessive: boolean }[] = [];
  if (!text.includes(name)) return out;
  let re = patterns.get(name);
  if (!re) {
    if (patterns.size > 500) patterns.clear();
    re = new RegExp(`(?<![\\p{L}’'-])${escapeRegExp(name)}(’s|'s)?(?![\\p{L}’'-])`, 'gu');
    patterns.set(name, re);
  }
  re.lastIndex = 0;
  for (const m of text.matchAll(re)) {
    const at = m.index ?? 0;
    const after = text.slice(at + m[0].length);
    const before = text.slice(0, at);
    // Part of a longer name: 'Saltmere Magna', 'the Sea of Saltmere', 'Lord Saltmere'.
    if (!m[1] && /^ \p{Lu}/u.test(after) && !/^ (I|A)\b/.test(after)) continue;
    if (/\p{Lu}[\p{L}’'-]* (of )?$/u.test(before) && !/(^|[.!?:;]\s+|\n)\p{Lu}[\p{L}’'-]* $/u.test(before))
      continue;
    out.push({ at, possessive: Boolean(m[1]) });
  }
  return out;
}

/**
 * Keeps the first `keep` mentions of the name in a paragraph and refers to the place otherwise: 'Saltmere keeps
 * a harbour' becomes 'The town keeps a harbour', 'Saltmere’s walls' becomes 'the town’s walls'.
 */
export function limitName(text: string, name: string, noun: string, keep = 2): string {
  // Most paragraphs name the town once or not at all: no need to look closer.
  let at = text.indexOf(name);
  for (let n = 0; n <= keep; n++) {
    if (at < 0) return text;
    at = text.indexOf(name, at + name.length);
  }
  const found = occurrences(text, name);
  if (found.length <= keep) return text;
  let out = '';
  let last = 0;
  found.forEach((o, i) => {
    const length = name.length + (o.possessive ? 2 : 0);
    out += text.slice(last, o.at);
    if (i < keep) out += text.slice(o.at, o.at + length);
    else {
      const startOfSentence = /(^|[.!?:]["'’”)]?\s+)$/.test(text.slice(0, o.at));
      const ref = `the ${noun}${o.possessive ? '’s' : ''}`;
      out += startOfSentence ? capitalize(ref) : ref;
    }
    last = o.at + length;
  });
  return out + text.slice(last);
}
