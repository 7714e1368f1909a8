// One hit as the palette and the page show it: its kind, its name and excerpt with the matched words emphasised (as
// text nodes in <mark>, never parsed markup), and its first tags.
import { cn } from '@client/lib/cn';
import type { SearchHit } from '@shared/world';
import { highlightParts } from './highlight';
import { titleCase } from './kind-label';

/** Tags beyond these add nothing to telling hits apart. */
const TAGS_SHOWN = 4;

export function Highlighted({ text, words }: { text: string; words: readonly string[] }) {
  return (
    <>
      {highlightParts(text, words).map((part, i) =>
        part.match ? (
          <mark key={i} className="rounded-[2px] bg-gold-400/25 px-px text-gold-100">
            {part.text}
          </mark>
        ) : (
          part.text
        ),
      )}
    </>
  );
}

export function HitSummary({
  hit,
  words,
  className,
}: {
  hit: SearchHit;
  words: readonly string[];
  className?: string;
}) {
  const tags = hit.tags.slice(0, TAGS_SHOWN);
  return (
    <span className={cn('grid min-w-0 gap-1 text-left', className)}>
      <span className="flex min-w-0 items-baseline gap-2">
        <span
          className="min-w-0 font-display font-semibold text-base text-parchment-50 [overflow-wrap:anywhere]"
          data-testid="hit-name"
        >
          <Highlighted text={hit.name} words={words} />
        </span>
        <span className="ml-auto shrink-0 font-sans font-semibold text-[0.65rem] text-ember-300 uppercase tracking-[0.16em]">
          {titleCase(hit.label)}
        </span>
      </span>
      {hit.excerpt ? (
        <span className="line-clamp-2 font-serif text-[0.92rem] text-parchment-300 leading-snug">
          <Highlighted text={hit.excerpt} words={words} />
        </span>
      ) : null}
      {tags.length ? (
        <span className="flex flex-wrap gap-1">
          {tags.map((tag) => (
            <span
              key={tag}
              className="rounded-full border border-parchment-400/20 px-1.5 font-sans text-[0.68rem] text-parchment-400"
            >
              <Highlighted text={tag} words={words} />
            </span>
          ))}
        </span>
      ) : null}
    </span>
  );
}
