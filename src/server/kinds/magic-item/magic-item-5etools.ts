// The magic item as a 5etools `item` (issue 25): its type letters, rarity, attunement, bonuses and charges in
// 5etools' fields, its properties as named entries with their rules in 5etools' tags, and its look, history and
// quirks after them.
import type { Entity } from '../../../shared/content.js';
import type { MagicItemData } from '../../../shared/kinds/magic-item.js';
import { type FiveToolsEntry, fiveToolsTags } from '../../export/fivetools.js';

/** 5etools' item type for each of ours; wondrous items have none (they are `wondrous: true`). */
function itemType(item: MagicItemData): string | null {
  const sub = item.subtype.toLowerCase();
  switch (item.type) {
    case 'Weapon':
      return /\b(bow|crossbow|sling|dart|blowgun|net)\b/.test(sub) ? 'R' : 'M';
    case 'Armor':
      if (/shield/.test(sub)) return 'S';
      if (/heavy/.test(sub)) return 'HA';
      if (/medium/.test(sub)) return 'MA';
      return 'LA';
    case 'Ring':
      return 'RG';
    case 'Rod':
      return 'RD';
    case 'Staff':
      return 'ST';
    case 'Wand':
      return 'WD';
    case 'Scroll':
      return 'SC';
    case 'Potion':
      return 'P';
    default:
      return null;
  }
}

/** 'Name. What it does.' → a named entry; a line without a name stays a line. */
function ability(text: string): unknown {
  const [, name, rest] = /^([^.]{2,60})\. (.+)$/s.exec(text) ?? [];
  return name && rest ? { type: 'entries', name, entries: [fiveToolsTags(rest)] } : fiveToolsTags(text);
}

export function magicItemFiveTools(item: Entity<MagicItemData>): FiveToolsEntry {
  const type = itemType(item);
  const entry: Record<string, unknown> = {
    name: item.name,
    rarity: item.rarity.toLowerCase(),
    ...(type ? { type } : { wondrous: true }),
    entries: [
      item.description,
      ...item.abilities.map(ability),
      ...(item.appearance ? [item.appearance] : []),
      ...(item.history ? [{ type: 'entries', name: 'History', entries: [item.history] }] : []),
      ...(item.quirks.length ? [{ type: 'list', items: item.quirks }] : []),
    ],
  };
  if (item.requiresAttunement) entry.reqAttune = item.attunementRequirements ?? true;
  if (item.bonus) {
    if (item.type === 'Weapon') entry.bonusWeapon = `+${item.bonus}`;
    if (item.type === 'Armor') entry.bonusAc = `+${item.bonus}`;
  }
  if (item.charges) {
    entry.charges = item.charges;
    if (item.recharge && /\bdawn\b/i.test(item.recharge)) entry.recharge = 'dawn';
    else if (item.recharge && /\bdusk\b/i.test(item.recharge)) entry.recharge = 'dusk';
  }
  return { array: 'item', entry };
}
