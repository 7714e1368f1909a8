// The forge forms' values: the defaults (spec sections 3 and 9), which conditional fields show (spec section 5),
// and the request an Advanced form sends.
import { ITEM_DEFAULTS, type MagicItemQuickForm, type MagicItemRequestInput } from '@shared/kinds/magic-item';

/** The select value standing for 'no choice' (Radix selects cannot hold an empty value). */
export const ANY = 'any';

export const QUICK_DEFAULTS: MagicItemQuickForm = { ...ITEM_DEFAULTS };

/**
 * Advanced: the spec's rarity (Rare) to start from, as the faction form starts from its defaults; any type (the
 * forge chooses); both sections included.
 */
export const ADVANCED_DEFAULTS: Partial<MagicItemRequestInput> = {
  rarity: ITEM_DEFAULTS.rarity,
  type: undefined,
  weaponType: undefined,
  armorType: undefined,
  specificType: '',
  includeHistory: true,
  includeQuirks: true,
  artStyle: ITEM_DEFAULTS.artStyle,
};

type Conditional = Pick<MagicItemRequestInput, 'type' | 'weaponType' | 'armorType'>;

/** The weapon type select shows only for Weapon. */
export function showsWeaponType(values: Conditional): boolean {
  return values.type === 'Weapon';
}

/** The armor type select shows only for Armor. */
export function showsArmorType(values: Conditional): boolean {
  return values.type === 'Armor';
}

/** The specific type text shows when the shown weapon or armor type is Other. */
export function showsSpecificType(values: Conditional): boolean {
  return (
    (showsWeaponType(values) && values.weaponType === 'Other') ||
    (showsArmorType(values) && values.armorType === 'Other')
  );
}

/** The request of an Advanced form: fields that are not shown are not sent, nor are empty choices. */
export function advancedRequest<T extends MagicItemRequestInput>(values: T): MagicItemRequestInput {
  const request: MagicItemRequestInput = {
    rarity: values.rarity,
    includeHistory: values.includeHistory ?? true,
    includeQuirks: values.includeQuirks ?? true,
    artStyle: values.artStyle ?? ITEM_DEFAULTS.artStyle,
  };
  if (values.type) request.type = values.type;
  if (showsWeaponType(values) && values.weaponType) request.weaponType = values.weaponType;
  if (showsArmorType(values) && values.armorType) request.armorType = values.armorType;
  const specific = values.specificType?.trim();
  if (showsSpecificType(values) && specific) request.specificType = specific;
  if (values.seed !== undefined) request.seed = values.seed;
  return request;
}
