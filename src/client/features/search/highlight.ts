// Which words of a hit's name or excerpt to emphasise: those that start like a query word, as the server's prefix
// search matched them. Pure, so the split can be tested; the parts are rendered as text, never as HTML.

/** The words of a query as the server reads them: letters and digits only, lower-cased, at most 12. */
export function queryWords(q: string): string[] {
  return [...new Set((q.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, 12))];
}

export type TextPart = { text: string; match: boolean };

/**
 * `text` cut into runs, each word that starts with a query word's stem marked. The stem is the word's first five
 * letters at most (three at least, when it has them), as the server picks its excerpt: the English stemmer matches
 * 'thieves' for 'thievery', so the emphasis should too.
 */
export function highlightParts(text: string, words: readonly string[]): TextPart[] {
  const stems = words.map((word) => word.slice(0, Math.max(3, Math.min(5, word.length))));
  if (stems.length === 0 || !text) return text ? [{ text, match: false }] : [];
  const parts: TextPart[] = [];
  const push = (piece: string, match: boolean) => {
    const last = parts.at(-1);
    if (last && last.match === match) last.text += piece;
    else parts.push({ text: piece, match });
  };
  for (const piece of text.split(/([\p{L}\p{N}]+)/u)) {
    if (!piece) continue;
    const lower = piece.toLowerCase();
    push(
      piece,
      stems.some((stem) => lower.startsWith(stem)),
    );
  }
  return parts;
}
