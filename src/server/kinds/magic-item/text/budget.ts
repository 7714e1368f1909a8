// The power budget of a magic item by rarity, after the DMG: what one property may ask of a save, how many dice
// it may add to a hit, when an item is strong enough to need attunement, and the audit the tests hold items to.
import type { MagicItemData } from '../../../../shared/kinds/magic-item.js';
import {
  ARMOR_BONUS_CAP,
  MAX_CHARGES,
  MAX_DC,
  MAX_HIT_DICE,
  TIER,
  type Tier,
  WEAPON_BONUS_CAP,
} from './rarity.js';

/** Every "DC n <Ability> saving throw" in a text (ability checks such as a DC 30 Strength check are not saves). */
function saveDcs(text: string): number[] {
  return [
    ...text.matchAll(
      /DC (\d+) (?:Strength|Dexterity|Constitution|Intelligence|Wisdom|Charisma) saving throw/g,
    ),
  ].map((m) => Number(m[1]));
}

/** The dice of every "extra NdM" a property adds to a hit or a critical hit. */
function extraHitDice(text: string): number[] {
  return [...text.matchAll(/extra (\d+)d(\d+)/g)].map((m) => Number(m[1]));
}

/** Why one property is too strong for its rarity, or null when it fits. Scrolls keep their spell's numbers. */
export function propertyOverBudget(text: string, tier: Tier, consumable: boolean): string | null {
  if (consumable) return null;
  const dc = Math.max(0, ...saveDcs(text));
  if (dc > (MAX_DC[tier - 1] as number)) return `save DC ${dc} above ${MAX_DC[tier - 1]}`;
  const dice = Math.max(0, ...extraHitDice(text));
  if (dice > (MAX_HIT_DICE[tier - 1] as number)) return `${dice} extra dice on a hit`;
  // A save on every hit, without a daily limit, is a legendary weapon's privilege.
  if (tier < 5 && /Once on each of your turns when you hit .* saving throw/.test(text))
    return 'a save on every hit';
  return null;
}

/** Properties whose strength the DMG ties to attunement: resistances, flight, invisibility, set scores, big saves. */
const STRONG =
  /resistance to \w+ damage|immune to \w+ damage|flying speed|become invisible|score is \d+|regain \d+ hit points every|bonus to AC|bonus to spell attack rolls|bonus to ability checks and saving throws|stores spells cast into it|speak telepathically|\b[3-9]\d*d\d+\b/;

/** Whether a lasting item is strong enough that it must require attunement. */
export function needsAttunement(item: {
  tier: Tier;
  consumable: boolean;
  themedHit: boolean;
  sentient: boolean;
  abilities: readonly string[];
}): boolean {
  if (item.consumable) return false;
  if (item.tier >= 5 || item.themedHit || item.sentient) return true;
  return item.abilities.some(
    (a) =>
      STRONG.test(a) ||
      saveDcs(a).some((dc) => dc >= 15) ||
      (/expend .*charges? to cast/.test(a) && item.tier >= 3),
  );
}

/** Everything about a finished item that breaks its rarity's budget; empty when it is sound. */
export function budgetViolations(item: MagicItemData): string[] {
  const tier = TIER[item.rarity];
  const out: string[] = [];
  const consumable = item.type === 'Potion' || item.type === 'Scroll';
  if (item.bonus !== null) {
    // Body armour is a step rarer than weapons, shields and pieces worn beside armour.
    const bodyArmour = item.type === 'Armor' && !item.armorClass?.startsWith('+');
    const cap = (bodyArmour ? ARMOR_BONUS_CAP : WEAPON_BONUS_CAP)[tier - 1] as number;
    if (item.type !== 'Weapon' && item.type !== 'Armor') out.push('a bonus on an item that takes none');
    else if (item.bonus > cap) out.push(`+${item.bonus} above the cap of +${cap}`);
  }
  const hit = /plus (\d+)d\d+/.exec(item.damageAmount ?? '');
  if (hit && Number(hit[1]) > (MAX_HIT_DICE[tier - 1] as number)) out.push(`extra ${hit[0]} on every hit`);
  if (tier === 2 && item.type === 'Weapon' && item.bonus !== null && hit)
    out.push('+1 and extra damage at Uncommon');
  if (tier === 2 && item.bonus !== null && item.abilities.length > 1)
    out.push('an uncommon +1 with more than one property');
  for (const a of item.abilities) {
    const why = propertyOverBudget(a, tier, consumable);
    if (why) out.push(`${a.slice(0, a.indexOf('.'))}: ${why}`);
  }
  if (item.charges !== null && item.charges > MAX_CHARGES) out.push(`${item.charges} charges`);
  if (
    item.charges !== null &&
    !/^regains \d+d\d+( \+ \d+)? expended charges daily at (dawn|dusk)$/.test(item.recharge ?? '')
  )
    out.push('charges without a recharge');
  const needs = needsAttunement({
    tier,
    consumable,
    themedHit: hit !== null,
    sentient: item.abilities.some((a) => a.startsWith('Sentience.')),
    abilities: item.abilities,
  });
  if (needs && !item.requiresAttunement) out.push('strong but no attunement');
  return out;
}
