// Power by rarity, after the DMG's guidelines: bonuses, save DCs, damage dice, charges, spell levels, ability counts.
import type { ItemRarity } from '../../../../shared/kinds/magic-item.js';
import { numberWords } from '../../../engine/english.js';

export type Tier = 1 | 2 | 3 | 4 | 5 | 6;

export const TIER: Readonly<Record<ItemRarity, Tier>> = {
  Common: 1,
  Uncommon: 2,
  Rare: 3,
  'Very Rare': 4,
  Legendary: 5,
  Artifact: 6,
};

/** Indexed by tier - 1. */
type ByTier<T> = readonly [T, T, T, T, T, T];

/** The numbers every phrase reads, bound into the grammar context so the same sentence scales with rarity. */
export interface PowerNumbers {
  readonly dc: number;
  /** Attack bonus of the item's own spell attacks, with its sign: '+7'. */
  readonly atk: string;
  /** Extra damage on a weapon hit. */
  readonly hit: string;
  /** Area damage of a once-per-rest burst. */
  readonly burst: string;
  /** Damage dealt back to an attacker. */
  readonly retort: string;
  /** Damage a reaction wards off (plus an ability modifier). */
  readonly ward: string;
  readonly heal: string;
  readonly thp: string;
  /** Damage that lingers a turn (burning, acid). */
  readonly tick: string;
  /** Extra damage against the item's sworn foes. */
  readonly baneDice: string;
  readonly range: number;
  readonly far: number;
  readonly radius: number;
  readonly cone: number;
  readonly line: number;
  readonly speed: number;
  /** A bonus to saves, checks or AC: 1, 2 or 3. */
  readonly plus: number;
  /** AC added by a parrying reaction. */
  readonly parry: number;
  /** An ability score the item sets (gauntlets, belts). */
  readonly score: number;
  /** '(once per long rest)' or '(once per short or long rest)'. */
  readonly perRest: string;
  /** '(once per day; regains the use at dawn)', '(3 uses; regains expended uses at dawn)'. */
  readonly perDawn: string;
  /** How long a summoned or conjured effect lasts. */
  readonly hours: string;
}

const DC: ByTier<number> = [13, 13, 15, 17, 18, 19];
// A weapon's extra damage on every hit: nothing at Uncommon (the +1 is its whole budget), a flame tongue's worth
// only from Legendary up.
const HIT: ByTier<string> = ['1d4', '1d4', '1d6', '1d8', '2d6', '3d6'];
const BURST: ByTier<string> = ['2d6', '3d6', '4d6', '6d6', '8d6', '10d6'];
const RETORT: ByTier<string> = ['1d4', '1d6', '2d6', '3d6', '4d6', '5d6'];
const WARD: ByTier<string> = ['1d4', '1d6', '2d6', '3d6', '4d6', '5d6'];
const HEAL: ByTier<string> = ['1d4 + 1', '2d4 + 2', '4d4 + 4', '6d4 + 6', '8d4 + 8', '10d4 + 20'];
const THP: ByTier<string> = ['1d4', '1d10', '2d10', '3d10', '4d10', '5d10'];
const TICK: ByTier<string> = ['1d4', '1d4', '1d4', '1d6', '1d8', '1d10'];
const BANE: ByTier<string> = ['1d4', '1d6', '2d6', '3d6', '3d6', '4d6'];
const RANGE: ByTier<number> = [30, 30, 60, 60, 90, 120];
const FAR: ByTier<number> = [60, 60, 120, 120, 300, 500];
const RADIUS: ByTier<number> = [5, 10, 10, 15, 20, 30];
const CONE: ByTier<number> = [15, 15, 30, 30, 60, 60];
const LINE: ByTier<number> = [30, 30, 60, 60, 100, 120];
const SPEED: ByTier<number> = [5, 10, 10, 20, 20, 30];
const PLUS: ByTier<number> = [1, 1, 1, 2, 2, 3];
const PARRY: ByTier<number> = [1, 2, 2, 3, 3, 4];
const SCORE: ByTier<number> = [17, 19, 21, 23, 25, 27];
const DAWN_USES: ByTier<number> = [1, 1, 1, 2, 3, 3];
const HOURS: ByTier<string> = ['1 hour', '1 hour', '4 hours', '8 hours', '12 hours', '24 hours'];

export function powerNumbers(tier: Tier): PowerNumbers {
  const i = tier - 1;
  const uses = DAWN_USES[i] as number;
  return {
    dc: DC[i] as number,
    atk: `+${(DC[i] as number) - 8}`,
    hit: HIT[i] as string,
    burst: BURST[i] as string,
    retort: RETORT[i] as string,
    ward: WARD[i] as string,
    heal: HEAL[i] as string,
    thp: THP[i] as string,
    tick: TICK[i] as string,
    baneDice: BANE[i] as string,
    range: RANGE[i] as number,
    far: FAR[i] as number,
    radius: RADIUS[i] as number,
    cone: CONE[i] as number,
    line: LINE[i] as number,
    speed: SPEED[i] as number,
    plus: PLUS[i] as number,
    parry: PARRY[i] as number,
    score: SCORE[i] as number,
    perRest: tier <= 2 ? '(once per long rest)' : '(once per short or long rest)',
    perDawn:
      uses === 1
        ? '(once per day; regains the use at dawn)'
        : `(${numberWords(uses)} uses; regains expended uses at dawn)`,
    hours: HOURS[i] as string,
  };
}

/**
 * Bonuses by rarity, within the DMG's caps: a +1 weapon or shield is uncommon, +2 rare, +3 very rare; armour is
 * a step rarer (+1 rare, +2 very rare, +3 legendary), so an uncommon suit of armour has a property, not a bonus.
 * Rare weapons stay at +1 and spend the rest of their budget on their element (the guide's Foundry Maul).
 */
export const WEAPON_BONUS: ByTier<number | null> = [null, 1, 1, 2, 3, 3];
export const ARMOR_BONUS: ByTier<number | null> = [null, null, 1, 2, 3, 3];
/** The caps themselves, which the tests hold every item to. */
export const WEAPON_BONUS_CAP: ByTier<number> = [0, 1, 2, 3, 3, 3];
export const ARMOR_BONUS_CAP: ByTier<number> = [0, 0, 1, 2, 3, 3];

/** What a weapon, suit of armour, shield or worn piece spends its rarity on. */
export interface GearPlan {
  readonly bonus: number | null;
  /** Its hits carry its theme's damage (weapons only). */
  readonly themedHit: boolean;
  readonly powers: number;
  readonly minors: number;
}

type GearKind = 'weapon' | 'body' | 'shield' | 'piece';

/**
 * A gear item's budget, after the DMG's weapons and armour of each rarity: an uncommon weapon is a plain +1 or an
 * unbonused weapon with one modest property; a rare one is a plain +2, or a +1 with one rider on every hit (a
 * flame tongue's worth), or a +1 with one property (a charged strike, a bane); a very rare one a plain +3, or a +2
 * with a rider and one property, or a +2 with two properties; legendary +3 with a rider and two properties. Body
 * armour is a step behind (+1 rare, +2 very rare, +3 legendary); shields follow weapons; pieces worn beside armour
 * (a helm, bracers) add no AC and carry a worn item's properties instead. Every plan has at least one line.
 */
export function gearPlan(tier: Tier, kind: GearKind, roll: () => number): GearPlan {
  const r = roll();
  const minor = roll() < 0.5 ? 1 : 0;
  const plan = (bonus: number | null, themedHit: boolean, powers: number, minors: number): GearPlan => ({
    bonus,
    themedHit,
    powers,
    minors: powers === 0 ? Math.max(1, minors) : minors,
  });
  if (kind === 'piece') {
    return plan(null, false, tier === 1 ? 0 : tier >= 5 ? 2 : 1, tier === 1 ? 1 : minor);
  }
  if (kind === 'body') {
    switch (tier) {
      case 1:
        return plan(null, false, 0, 1);
      case 2:
        return plan(null, false, 1, minor);
      case 3:
        return r < 0.4
          ? plan(1, false, 0, minor)
          : r < 0.7
            ? plan(null, false, 1, minor)
            : plan(1, false, 1, 0);
      case 4:
        return r < 0.4 ? plan(2, false, 0, minor) : plan(2, false, 1, minor);
      default:
        return plan(3, false, 2, tier === 6 ? 0 : minor);
    }
  }
  const weapon = kind === 'weapon';
  switch (tier) {
    case 1:
      return plan(null, false, 0, 1);
    case 2:
      return r < 0.65 ? plan(1, false, 0, minor) : plan(null, false, 1, 0);
    case 3:
      if (r < 0.3) return plan(2, false, 0, minor);
      if (weapon && r < 0.7) return plan(1, true, 0, minor);
      return plan(1, false, 1, 0);
    case 4:
      if (r < 0.25) return plan(3, false, 0, 1);
      if (weapon && r < 0.7) return plan(2, true, 1, 0);
      return plan(2, false, 2, 0);
    default:
      return plan(3, weapon, 2, tier === 6 ? 0 : minor);
  }
}

/** The most dice of extra damage a property may add to one hit, per tier (1d6 uncommon .. 5d6 artifact). */
export const MAX_HIT_DICE: ByTier<number> = [1, 1, 2, 3, 4, 5];

/** The highest save DC a lasting item's property may ask for (DMG: 13 uncommon, 15 rare, 17 very rare, 18+). */
export const MAX_DC: ByTier<number> = [13, 13, 15, 17, 18, 19];

/** Charges are a handful: never more than this, whatever the rarity. */
export const MAX_CHARGES = 10;

/** Chance an item needs attunement: rare for Common, most Legendary, every Artifact (never consumables). */
export const ATTUNEMENT_CHANCE: ByTier<number> = [0, 0.4, 0.6, 0.75, 0.9, 1];

/** Ability counts: [powers, minor properties] before an Artifact's major property, drawback and mind. */
export function abilityPlan(tier: Tier, roll: () => number): { powers: number; minors: number } {
  switch (tier) {
    case 1:
      return { powers: 0, minors: 1 };
    case 2:
      return { powers: 1, minors: roll() < 0.5 ? 1 : 0 };
    case 3:
      return { powers: 2, minors: roll() < 0.5 ? 1 : 0 };
    case 4:
      return roll() < 0.5 ? { powers: 3, minors: 0 } : { powers: 2, minors: 1 };
    case 5:
      return { powers: 3, minors: roll() < 0.5 ? 1 : 0 };
    case 6:
      return { powers: 2, minors: roll() < 0.5 ? 1 : 0 };
  }
}

/** Charges and how many return, per tier: wands take the smallest pool, staffs the largest; never past ten. */
export const CHARGE_POOLS: ByTier<readonly (readonly [number, string])[]> = [
  [
    [3, '1d3'],
    [4, '1d4'],
  ],
  [
    [3, '1d3'],
    [5, '1d4 + 1'],
    [7, '1d6 + 1'],
  ],
  [
    [5, '1d4 + 1'],
    [7, '1d6 + 1'],
  ],
  [
    [7, '1d6 + 1'],
    [8, '1d6 + 2'],
    [10, '1d6 + 4'],
  ],
  [
    [8, '1d6 + 2'],
    [10, '1d6 + 4'],
  ],
  [[10, '1d6 + 4']],
];

/** A weapon, ring or cloak with a charged property keeps a small pool. */
export const SMALL_POOL: ByTier<readonly [number, string]> = [
  [3, '1d3'],
  [3, '1d3'],
  [3, '1d3'],
  [4, '1d4'],
  [5, '1d4 + 1'],
  [6, '1d6'],
];

/** The highest spell level a charged item or an innate casting may hold. */
export const MAX_SPELL_LEVEL: ByTier<number> = [1, 2, 3, 5, 7, 9];

/** Spell scrolls: the levels each rarity holds (DMG: cantrip and 1st Common, 9th Legendary). */
export const SCROLL_LEVELS: ByTier<readonly [number, number]> = [
  [0, 1],
  [2, 3],
  [4, 5],
  [6, 8],
  [9, 9],
  [9, 9],
];

/** A spell scroll's save DC by spell level (its attack bonus is the DC - 8). */
export const SCROLL_DC: readonly number[] = [13, 13, 13, 15, 15, 17, 17, 18, 18, 19];

/** How a spell level is written: 'cantrip', '1st level'. */
export function levelWords(level: number): string {
  if (level === 0) return 'cantrip';
  const suffix = level === 1 ? 'st' : level === 2 ? 'nd' : level === 3 ? 'rd' : 'th';
  return `${level}${suffix} level`;
}
