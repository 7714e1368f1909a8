// A kind's label as a title or a chip says it.

/** 'magic item' -> 'Magic Item', 'NPC' stays 'NPC'. */
export function titleCase(label: string): string {
  return label.replace(
    /(^|\s)(\p{Ll})/gu,
    (_, space: string, letter: string) => space + letter.toUpperCase(),
  );
}
