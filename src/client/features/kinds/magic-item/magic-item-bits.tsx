// Small pieces the item's card and details share: the mechanics chips, the attunement mark and an ability line.
import { cn } from '@client/lib/cn';
import {
  HourglassIcon,
  Link2Icon,
  type LucideIcon,
  ScrollTextIcon,
  ShieldIcon,
  SparkleIcon,
  SwordsIcon,
  ZapIcon,
} from 'lucide-react';
import { type MagicItemEntity, type MechanicChip, mechanicsChips, splitAbility } from './magic-item-text';

const CHIP_ICONS: Record<MechanicChip['key'], LucideIcon> = {
  bonus: SparkleIcon,
  damage: SwordsIcon,
  armorClass: ShieldIcon,
  charges: ZapIcon,
  duration: HourglassIcon,
  spellLevel: ScrollTextIcon,
};

/** Damage, AC, charges, duration and spell level as present, in one wrapping row. */
export function MechanicsChips({ item, className }: { item: MagicItemEntity; className?: string }) {
  const chips = mechanicsChips(item);
  if (chips.length === 0) return null;
  return (
    <ul
      className={cn('flex flex-wrap gap-1.5 font-sans text-[0.78rem]', className)}
      aria-label="Mechanics"
      data-testid="item-mechanics"
    >
      {chips.map((chip) => {
        const Icon = CHIP_ICONS[chip.key];
        return (
          <li
            key={chip.key}
            className="inline-flex max-w-full items-center gap-1.5 rounded-md border border-gold-500/20 bg-ink-900/70 px-2 py-0.5 text-parchment-100"
          >
            <Icon className="size-3.5 shrink-0 text-gold-400" aria-hidden />
            <span className="min-w-0">{chip.text}</span>
          </li>
        );
      })}
    </ul>
  );
}

/** 'Attunement' with a link glyph; the full requirement for screen readers and on hover. */
export function AttunementMark({ text, className }: { text: string; className?: string }) {
  return (
    <span
      className={cn(
        'inline-flex shrink-0 items-center gap-1 rounded-full border border-ember-500/40 bg-ember-500/10 px-2 py-0.5 font-sans font-semibold text-[0.62rem] text-ember-300 uppercase tracking-[0.12em]',
        className,
      )}
      title={text}
      data-testid="attunement-mark"
    >
      <Link2Icon className="size-3" aria-hidden />
      <span aria-hidden>Attunement</span>
      <span className="sr-only">{text}</span>
    </span>
  );
}

/** An ability with its name in gilt and its effect after it. */
export function AbilityText({ ability }: { ability: string }) {
  const { name, effect } = splitAbility(ability);
  return (
    <>
      {name ? <strong className="font-semibold text-gold-200">{name}. </strong> : null}
      {effect}
    </>
  );
}
