// The magic item's card, set like a published supplement: name, an italic type-and-rarity line with
// attunement, the mechanics, the abilities, the lore, and the picture.
import type { Entity } from '../../../shared/content.js';
import type { MagicItemData } from '../../../shared/kinds/magic-item.js';
import { must } from '../../../shared/must.js';
import type { PdfSheet, SheetEntry } from '../../pdf/sheet.js';

/**
 * 'Weapon (warhammer), rare (requires attunement by a cleric)', as 5e books print it: one pair of parentheses after
 * the type, so a subtype that already names its kind ('Crossbow (light crossbow)', 'Light Armor (leather)') gives
 * only the specific thing ('Weapon (light crossbow)', 'Armor (leather)'); a subtype that is the type is left out.
 */
export function itemTypeLine(item: MagicItemData): string {
  const specific = (/\(([^()]+)\)\s*$/.exec(item.subtype)?.[1] ?? item.subtype).trim().toLowerCase();
  const subtype = !specific || specific === item.type.toLowerCase() ? '' : ` (${specific})`;
  const attunement = item.requiresAttunement
    ? ` (requires attunement${item.attunementRequirements ? ` ${item.attunementRequirements}` : ''})`
    : '';
  return `${item.type}${subtype}, ${item.rarity.toLowerCase()}${attunement}`;
}

/** Whether the damage line already names every type of damage ('1d8 piercing plus 1d6 fire' names 'piercing and fire'). */
function namesEveryType(damage: string | null, types: string): boolean {
  if (!damage) return false;
  const said = damage.toLowerCase();
  return types
    .toLowerCase()
    .split(/,|\band\b|\bor\b|\//)
    .map((type) => type.trim())
    .every((type) => !type || said.includes(type));
}

/**
 * The item's numbers, in the order a game master looks for them, each said once: the damage type has a line of its
 * own only when the damage line does not already name it, armour's bonus only when its Armor Class does not add it.
 */
export function itemMechanics(item: MagicItemData): [string, string][] {
  const rows: [string, string | null | undefined][] = [
    // Armour's bonus is already in its Armor Class ('11 + Dex + 1 (leather)').
    ['Bonus', item.bonus && !item.armorClass?.includes(`+ ${item.bonus}`) ? `+${item.bonus}` : null],
    ['Damage', item.damageAmount],
    [
      'Damage type',
      item.damageType && !namesEveryType(item.damageAmount, item.damageType) ? item.damageType : null,
    ],
    ['Armor Class', item.armorClass],
    ['Charges', item.charges ? String(item.charges) : null],
    ['Recharge', item.recharge],
    ['Duration', item.duration],
    [
      'Spell level',
      item.spellLevel === null ? null : item.spellLevel === 0 ? 'Cantrip' : String(item.spellLevel),
    ],
  ];
  return rows.filter((row): row is [string, string] => Boolean(row[1]));
}

/** Splits 'Quench. As a reaction...' into its name and text, so the name can be set in bold italics. */
export function splitAbility(ability: string): SheetEntry {
  const match = /^([^.!?]{2,60})[.:]\s+(.+)$/s.exec(ability);
  return match
    ? { title: must(match[1], 'match entry'), description: must(match[2], 'match entry') }
    : { title: 'Property', description: ability };
}

export function layoutMagicItemPdf(
  sheet: PdfSheet,
  item: Entity<MagicItemData>,
  picture: Buffer | null,
): void {
  const { doc } = sheet;
  const left = doc.page.margins.left;
  const size = 150;
  const pictureX = left + sheet.contentWidth - size;
  const top = doc.y;
  const pictureBottom = sheet.picture(picture, pictureX, top, size, 'No image available');

  const width = sheet.contentWidth - size - 24;
  doc.y = top;
  sheet.title(item.name, itemTypeLine(item), left, width);
  for (const [label, value] of itemMechanics(item)) sheet.labelled(label, value, left, width);
  doc.moveDown(0.3);
  sheet.tags(item.tags, left, width);
  doc.y = Math.max(doc.y, pictureBottom + 8);

  sheet.heading('Description');
  sheet.paragraph(item.description);
  sheet.heading('Abilities');
  sheet.entries(item.abilities.map(splitAbility));
  sheet.section('Quirks', item.quirks);
  sheet.heading('Appearance');
  sheet.paragraph(item.appearance);
  sheet.section('History', item.history, { italic: true });
}
