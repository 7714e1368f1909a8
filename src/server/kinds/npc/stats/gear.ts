// What an NPC carries and wears, read from the decided look: the weapon and armour the appearance names and the
// portrait draws are the ones the stat block fights with and the prose lets a hand rest on.
import type { NpcLooks } from '../../../../shared/kinds/npc.js';
import type { ArmorKey } from './archetypes.js';
import { ARMOR } from './archetypes.js';

/** An SRD weapon as the look names it ('spear', 'longsword'), and the word prose uses for it. */
export interface GearWeapon {
  readonly name: string;
  readonly word: string;
}

export interface Gear {
  /** null: nothing the look shows (the stat block then gives the trade's usual weapon, carried out of sight). */
  readonly weapon: GearWeapon | null;
  /** The armour worn, by its SRD name; null: ordinary clothes. */
  readonly armour: ArmorKey | null;
  readonly shield: boolean;
}

// What a held prop is as a weapon, for looks that name no SRD weapon of their own (stored NPCs, older looks).
const PROP_WEAPONS: Readonly<Record<string, GearWeapon>> = {
  spear: { name: 'spear', word: 'spear' },
  staff: { name: 'quarterstaff', word: 'staff' },
  quarterstaff: { name: 'quarterstaff', word: 'staff' },
  hammer: { name: 'light hammer', word: 'hammer' },
  dagger: { name: 'dagger', word: 'dagger' },
  sword: { name: 'longsword', word: 'sword' },
  axe: { name: 'handaxe', word: 'axe' },
  mace: { name: 'mace', word: 'mace' },
  club: { name: 'club', word: 'club' },
  bow: { name: 'shortbow', word: 'bow' },
  pitchfork: { name: 'spear', word: 'pitchfork' },
};

// Outfits that are armour in themselves, for looks that do not name their armour.
const OUTFIT_ARMOUR: Readonly<Record<string, ArmorKey>> = {
  guard: 'chain shirt',
  outlaw: 'leather',
  ranger: 'leather',
};

/** The weapon and armour a look shows. */
export function gearOf(looks: NpcLooks | undefined): Gear {
  if (!looks) return { weapon: null, armour: null, shield: false };
  const weapon = looks.weapon
    ? { name: looks.weapon.name.toLowerCase(), word: (looks.weapon.word ?? looks.weapon.name).toLowerCase() }
    : (PROP_WEAPONS[looks.heldItem ?? ''] ?? null);
  let armour: ArmorKey | null;
  let shield = false;
  if (looks.armour !== undefined) {
    const name = looks.armour?.name.toLowerCase();
    armour = name && name in ARMOR ? (name as ArmorKey) : null;
    shield = looks.armour?.shield ?? false;
  } else {
    armour = OUTFIT_ARMOUR[looks.clothing.archetype] ?? null;
  }
  return { weapon, armour, shield };
}

/** The kind of weapon a word names, for the prose's hands and for checking it ('sword' for a rapier). */
export function weaponKind(
  name: string,
): 'sword' | 'dagger' | 'polearm' | 'axe' | 'blunt' | 'bow' | 'crossbow' | 'staff' | 'other' {
  const n = name.toLowerCase();
  if (/crossbow/.test(n)) return 'crossbow';
  if (/bow\b/.test(n)) return 'bow';
  if (/dagger|knife|dirk|stiletto/.test(n)) return 'dagger';
  if (/sword|rapier|scimitar|sabre|saber|cutlass|blade|falchion/.test(n)) return 'sword';
  if (/spear|pike|halberd|glaive|trident|javelin|lance|pitchfork|fork|partisan/.test(n)) return 'polearm';
  if (/axe|war pick/.test(n)) return 'axe';
  if (/staff/.test(n)) return 'staff';
  if (/mace|hammer|maul|club|flail|morningstar|cudgel|sap/.test(n)) return 'blunt';
  return 'other';
}

/** Where a hand rests on the weapon: 'the hilt of her sword', 'the shaft of his spear'. */
export function weaponGrip(weapon: GearWeapon, possessive: string): string {
  const word = weapon.word;
  switch (weaponKind(weapon.name)) {
    case 'sword':
      return `the hilt of ${possessive} ${word}`;
    case 'dagger':
      return `the ${word} at ${possessive} belt`;
    case 'polearm':
      return `the shaft of ${possessive} ${word}`;
    case 'axe':
      return `the haft of ${possessive} ${word}`;
    case 'bow':
      return `${possessive} bowstring`;
    case 'crossbow':
      return `the stock of ${possessive} ${word}`;
    case 'staff':
      return `${possessive} ${word}`;
    default:
      return `the handle of ${possessive} ${word}`;
  }
}
