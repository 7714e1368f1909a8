// Rarity colours (Common grey, Uncommon green, Rare blue, Very Rare purple, Legendary orange, Artifact red-gold)
// and the small label that wears them.
import { cn } from '@client/lib/cn';
import type { ItemRarity } from '@shared/kinds/magic-item';

type RarityLook = {
  /** Text in the rarity's colour. */
  text: string;
  /** The diamond before the label. */
  gem: string;
  /** A chosen rarity chip in the forge. */
  chip: string;
  /** The edge of a picture framed in the rarity's colour. */
  frame: string;
};

// Full class names, so Tailwind finds them in the source.
export const RARITY_LOOKS: Record<ItemRarity, RarityLook> = {
  Common: {
    text: 'text-stone-300',
    gem: 'bg-stone-400',
    chip: 'data-[state=checked]:border-stone-300/80 data-[state=checked]:bg-stone-400/15 data-[state=checked]:text-stone-100 data-[state=checked]:shadow-[0_0_20px_-6px_rgb(168_162_158/0.7)]',
    frame: 'border-stone-400/35',
  },
  Uncommon: {
    text: 'text-emerald-400',
    gem: 'bg-emerald-400',
    chip: 'data-[state=checked]:border-emerald-400/80 data-[state=checked]:bg-emerald-400/12 data-[state=checked]:text-emerald-200 data-[state=checked]:shadow-[0_0_20px_-6px_rgb(52_211_153/0.7)]',
    frame: 'border-emerald-400/35',
  },
  Rare: {
    text: 'text-blue-400',
    gem: 'bg-blue-400',
    chip: 'data-[state=checked]:border-blue-400/80 data-[state=checked]:bg-blue-400/12 data-[state=checked]:text-blue-200 data-[state=checked]:shadow-[0_0_20px_-6px_rgb(96_165_250/0.7)]',
    frame: 'border-blue-400/35',
  },
  'Very Rare': {
    text: 'text-purple-400',
    gem: 'bg-purple-400',
    chip: 'data-[state=checked]:border-purple-400/80 data-[state=checked]:bg-purple-400/12 data-[state=checked]:text-purple-200 data-[state=checked]:shadow-[0_0_20px_-6px_rgb(192_132_252/0.7)]',
    frame: 'border-purple-400/35',
  },
  Legendary: {
    text: 'text-orange-400',
    gem: 'bg-orange-400',
    chip: 'data-[state=checked]:border-orange-400/80 data-[state=checked]:bg-orange-400/12 data-[state=checked]:text-orange-200 data-[state=checked]:shadow-[0_0_20px_-6px_rgb(251_146_60/0.75)]',
    frame: 'border-orange-400/40',
  },
  Artifact: {
    text: 'bg-[linear-gradient(90deg,var(--color-red-400),var(--color-gold-300))] bg-clip-text text-transparent',
    gem: 'bg-[linear-gradient(135deg,var(--color-red-500),var(--color-gold-300))]',
    chip: 'data-[state=checked]:border-red-400/80 data-[state=checked]:bg-[linear-gradient(90deg,rgb(248_113_113/0.16),rgb(238_208_138/0.16))] data-[state=checked]:text-gold-200 data-[state=checked]:shadow-[0_0_22px_-6px_rgb(248_113_113/0.8)]',
    frame: 'border-red-400/45',
  },
};

export function rarityLook(rarity: string): RarityLook {
  return RARITY_LOOKS[rarity as ItemRarity] ?? RARITY_LOOKS.Common;
}

/** 'VERY RARE' in purple small caps after a diamond of the same colour. */
export function RarityLabel({ rarity, className }: { rarity: string; className?: string }) {
  const look = rarityLook(rarity);
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1.5 font-sans font-semibold text-[0.68rem] uppercase tracking-[0.16em]',
        className,
      )}
      data-rarity={rarity}
    >
      <span className={cn('size-1.5 shrink-0 rotate-45', look.gem)} aria-hidden />
      <span className={look.text}>{rarity}</span>
    </span>
  );
}
