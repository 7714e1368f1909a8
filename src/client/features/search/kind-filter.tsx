// The kind filter chips of the palette and the page: toggle buttons, none pressed meaning every kind ('All').

import { CLIENT_KINDS } from '@client/features/kinds/registry';
import { cn } from '@client/lib/cn';
import { titleCase } from './kind-label';

const chipClass =
  'inline-flex h-8 items-center rounded-full border px-3 font-sans font-medium text-xs transition-colors focus-visible:outline-2 focus-visible:outline-gold-300 focus-visible:outline-offset-2';

function chipLook(pressed: boolean): string {
  return pressed
    ? 'border-gold-400/70 bg-gold-500/15 text-gold-200'
    : 'border-parchment-400/25 text-parchment-300 hover:border-gold-500/50 hover:text-parchment-50';
}

export function KindFilter({
  selected,
  onChange,
  className,
}: {
  selected: readonly string[];
  onChange: (kinds: string[]) => void;
  className?: string;
}) {
  const toggle = (kind: string) =>
    onChange(
      selected.includes(kind)
        ? selected.filter((k) => k !== kind)
        : // Kept in the kinds' own order, so the same filter is always the same address and cache key.
          CLIENT_KINDS.map((k) => k.contract.kind).filter((k) => k === kind || selected.includes(k)),
    );
  return (
    <fieldset className={cn('flex flex-wrap items-center gap-1.5', className)}>
      <legend className="sr-only">Kinds to search</legend>
      <button
        type="button"
        aria-pressed={selected.length === 0}
        onClick={() => onChange([])}
        className={cn(chipClass, chipLook(selected.length === 0))}
      >
        All
      </button>
      {CLIENT_KINDS.map(({ contract }) => (
        <button
          key={contract.kind}
          type="button"
          aria-pressed={selected.includes(contract.kind)}
          onClick={() => toggle(contract.kind)}
          className={cn(chipClass, chipLook(selected.includes(contract.kind)))}
        >
          {titleCase(contract.label)}
        </button>
      ))}
    </fieldset>
  );
}
