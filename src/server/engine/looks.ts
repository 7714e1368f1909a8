// A person's look in one phrase, 'a wiry, greying half-elf with ink on every finger', from a kind's own tables of
// builds, age words and distinguishing details. Decided once per person; two people of one place never share a
// detail while any is free.
import { withArticle } from './english.js';
import type { Rng } from './rng.js';

export type LookTables<Age extends string> = {
  builds: readonly string[];
  ageWords: Record<Age, readonly string[]>;
  details: readonly string[];
};

export function personLook<Age extends string>(
  tables: LookTables<Age>,
  person: { age: Age; race: string },
  rng: Rng,
  used: Set<string>,
): string {
  const build = rng.pick(tables.builds);
  const age = rng.pick(tables.ageWords[person.age]);
  const words = [build, age].filter(Boolean).join(', ');
  const free = tables.details.filter((d) => !used.has(d));
  const detail = rng.pick(free.length > 0 ? free : tables.details);
  used.add(detail);
  return `${withArticle(`${words} ${person.race}`)} with ${detail}`;
}
