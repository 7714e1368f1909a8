// How a magic item reads: its type line, attunement, abilities split into name and effect, and its game mechanics.
import type { KindEntity } from '@client/features/content/client-kind';
import type { GallerySearch } from '@client/features/content/gallery/gallery-filters';
import type { MagicItemData } from '@shared/kinds/magic-item';

export type MagicItemEntity = KindEntity<MagicItemData>;

/** Abilities and tags shown on a card before 'and more' (spec section 9). */
export const CARD_ABILITY_LIMIT = 3;
export const CARD_TAG_LIMIT = 3;

/** 'Weapon · Sword (longsword)'; just 'Wand' when the subtype says no more than the type. */
export function itemTypeLine(item: Pick<MagicItemData, 'type' | 'subtype'>): string {
  const subtype = item.subtype.trim();
  return subtype && subtype.toLowerCase() !== item.type.toLowerCase()
    ? `${item.type} · ${subtype}`
    : item.type;
}

/** 'Requires attunement by a cleric', or null when anyone may use it. */
export function attunementText(
  item: Pick<MagicItemData, 'requiresAttunement' | 'attunementRequirements'>,
): string | null {
  if (!item.requiresAttunement) return null;
  const by = item.attunementRequirements?.trim();
  return by ? `Requires attunement ${by}` : 'Requires attunement';
}

/** 'Flame Lash. Once per day…' -> the name 'Flame Lash' and the effect; an ability without a name is all effect. */
export function splitAbility(ability: string): { name: string | null; effect: string } {
  const match = /^([^.!?:]{2,48})[.:]\s+(\S[\s\S]*)$/.exec(ability.trim());
  const [, name, effect] = match ?? [];
  if (!name || !effect) return { name: null, effect: ability.trim() };
  return { name: name.trim(), effect: effect.trim() };
}

/** The first `limit` entries, and whether there were more (the card then says 'and more'). */
export function preview<T>(items: readonly T[], limit: number): { shown: readonly T[]; more: boolean } {
  return { shown: items.slice(0, limit), more: items.length > limit };
}

/** 'Cantrip', '1st level', '3rd level', '9th level'. */
export function spellLevelText(level: number): string {
  if (level === 0) return 'Cantrip';
  const suffix = level === 1 ? 'st' : level === 2 ? 'nd' : level === 3 ? 'rd' : 'th';
  return `${level}${suffix} level`;
}

export type MechanicKey =
  | 'bonus'
  | 'damageType'
  | 'damage'
  | 'armorClass'
  | 'charges'
  | 'recharge'
  | 'duration'
  | 'spellLevel';

export type Mechanic = { key: MechanicKey; label: string; value: string };

function present(value: string | null | undefined): value is string {
  return typeof value === 'string' && value.trim().length > 0;
}

/** 'slashing' -> 'Slashing', as a value standing alone in a list reads. */
function capitalised(value: string): string {
  return value.charAt(0).toUpperCase() + value.slice(1);
}

/** The item's game mechanics as the details list them, only those it has. */
export function itemMechanics(item: MagicItemData): Mechanic[] {
  const rows: Mechanic[] = [];
  if (item.bonus !== null) rows.push({ key: 'bonus', label: 'Bonus', value: `+${item.bonus}` });
  if (present(item.damageType))
    rows.push({ key: 'damageType', label: 'Damage Type', value: capitalised(item.damageType) });
  if (present(item.damageAmount)) rows.push({ key: 'damage', label: 'Damage', value: item.damageAmount });
  if (present(item.armorClass))
    rows.push({ key: 'armorClass', label: 'Armor Class', value: item.armorClass });
  if (item.charges !== null) rows.push({ key: 'charges', label: 'Charges', value: String(item.charges) });
  if (present(item.recharge)) rows.push({ key: 'recharge', label: 'Recharge', value: item.recharge });
  if (present(item.duration)) rows.push({ key: 'duration', label: 'Duration', value: item.duration });
  if (item.spellLevel !== null) {
    rows.push({ key: 'spellLevel', label: 'Spell Level', value: spellLevelText(item.spellLevel) });
  }
  return rows;
}

export type MechanicChip = {
  key: 'bonus' | 'damage' | 'armorClass' | 'charges' | 'duration' | 'spellLevel';
  text: string;
};

/** The card's one-line summary of the mechanics: damage, AC, charges, duration, spell level, as present. */
export function mechanicsChips(item: MagicItemData): MechanicChip[] {
  const chips: MechanicChip[] = [];
  // Armour's bonus is already in its AC ('18 (plate) + 1'); a weapon's bonus goes with its damage.
  if (item.bonus !== null && !present(item.armorClass)) chips.push({ key: 'bonus', text: `+${item.bonus}` });
  if (present(item.damageAmount)) chips.push({ key: 'damage', text: item.damageAmount });
  else if (present(item.damageType)) chips.push({ key: 'damage', text: capitalised(item.damageType) });
  if (present(item.armorClass)) chips.push({ key: 'armorClass', text: `AC ${item.armorClass}` });
  if (item.charges !== null) {
    chips.push({ key: 'charges', text: `${item.charges} ${item.charges === 1 ? 'charge' : 'charges'}` });
  }
  if (present(item.duration)) chips.push({ key: 'duration', text: item.duration });
  if (item.spellLevel !== null) {
    chips.push({
      key: 'spellLevel',
      text: item.spellLevel === 0 ? 'Cantrip' : `${spellLevelText(item.spellLevel)} spell`,
    });
  }
  return chips;
}

/** The gallery's search: name, type (and what it is within it), rarity and tags (spec section 2). */
export const magicItemSearch: GallerySearch<MagicItemEntity> = {
  placeholder: 'Search by name, type, rarity or tag…',
  fields: (item) => [item.name, item.type, item.subtype, item.rarity, ...item.tags],
};
