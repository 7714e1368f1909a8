// Which silhouette an item gets: its type first, then keywords in its subtype (a trident draws as a spear, a
// greatsword as a sword, 'Boots of Striding' as boots), with a sensible fallback for every type.
import type { ItemType } from '../../../../shared/kinds/magic-item.js';

export const ITEM_FAMILIES = [
  'sword',
  'dagger',
  'axe',
  'mace',
  'warhammer',
  'spear',
  'bow',
  'crossbow',
  'quarterstaff',
  'light-armor',
  'medium-armor',
  'heavy-armor',
  'shield',
  'ring',
  'rod',
  'staff',
  'wand',
  'scroll',
  'potion',
  'amulet',
  'cloak',
  'boots',
  'gloves',
  'belt',
  'helm',
  'bracers',
  'orb',
  'book',
  'lantern',
  'figurine',
  'bag',
  'horn',
  'mirror',
  'mask',
  'instrument',
  'relic',
] as const;
export type ItemFamily = (typeof ITEM_FAMILIES)[number];

export interface ItemKind {
  family: ItemFamily;
  /** The keyword that chose it ('greatsword', 'trident', 'kite'), for shapes within a family; '' if none. */
  variant: string;
}

type Rule = readonly [ItemFamily, readonly string[]];

// Order matters: the first family with a matching word wins, so 'crossbow' is tested before 'bow', 'war pick'
// before 'pick', and 'half plate' (medium) before 'plate' (heavy).
const WEAPON_RULES: readonly Rule[] = [
  ['crossbow', ['hand crossbow', 'heavy crossbow', 'light crossbow', 'crossbow', 'arbalest']],
  ['bow', ['longbow', 'shortbow', 'greatbow', 'recurve', 'bow']],
  ['warhammer', ['warhammer', 'war hammer', 'light hammer', 'maul', 'war pick', 'hammer', 'pick']],
  ['mace', ['morningstar', 'morning star', 'flail', 'greatclub', 'club', 'cudgel', 'mace']],
  [
    'spear',
    [
      'trident',
      'halberd',
      'glaive',
      'pike',
      'lance',
      'javelin',
      'partisan',
      'naginata',
      'harpoon',
      'polearm',
      'spear',
    ],
  ],
  ['axe', ['greataxe', 'battleaxe', 'battle axe', 'handaxe', 'hatchet', 'axe']],
  ['dagger', ['dagger', 'knife', 'dirk', 'stiletto', 'kris', 'sickle', 'kukri']],
  [
    'sword',
    [
      'greatsword',
      'claymore',
      'longsword',
      'shortsword',
      'scimitar',
      'rapier',
      'sabre',
      'saber',
      'katana',
      'falchion',
      'cutlass',
      'blade',
      'sword',
    ],
  ],
  ['quarterstaff', ['quarterstaff', 'staff', 'stave']],
];

const ARMOR_RULES: readonly Rule[] = [
  ['shield', ['tower shield', 'kite', 'heater', 'round shield', 'buckler', 'targe', 'aegis', 'shield']],
  ['helm', ['helmet', 'helm', 'crown', 'circlet', 'coif']],
  ['gloves', ['gauntlets', 'gauntlet', 'gloves']],
  ['bracers', ['vambraces', 'bracers']],
  ['boots', ['sabatons', 'greaves', 'boots']],
  [
    'light-armor',
    ['light armor', 'light armour', 'studded leather', 'padded', 'leather', 'jerkin', 'gambeson'],
  ],
  [
    'medium-armor',
    [
      'medium armor',
      'medium armour',
      'half plate',
      'breastplate',
      'chain shirt',
      'scale',
      'hide',
      'brigandine',
      'mail shirt',
    ],
  ],
  [
    'heavy-armor',
    [
      'heavy armor',
      'heavy armour',
      'full plate',
      'plate',
      'splint',
      'chain mail',
      'ring mail',
      'hauberk',
      'cuirass',
    ],
  ],
];

const WONDROUS_RULES: readonly Rule[] = [
  ['potion', ['potion', 'elixir', 'philter', 'flask', 'vial', 'decanter', 'bottle', 'oil']],
  ['scroll', ['scroll']],
  ['wand', ['wand']],
  ['rod', ['scepter', 'sceptre', 'rod']],
  ['ring', ['ring']],
  [
    'amulet',
    [
      'amulet',
      'necklace',
      'pendant',
      'periapt',
      'medallion',
      'talisman',
      'locket',
      'scarab',
      'brooch',
      'torc',
    ],
  ],
  ['cloak', ['cloak', 'cape', 'mantle', 'robe', 'shroud', 'vestment']],
  ['boots', ['boots', 'slippers', 'shoes', 'sandals', 'greaves']],
  ['gloves', ['gauntlets', 'gauntlet', 'gloves', 'glove']],
  ['belt', ['belt', 'girdle', 'sash']],
  ['bracers', ['bracers', 'bracelet', 'vambraces', 'armband', 'bangle']],
  ['helm', ['helmet', 'helm', 'crown', 'circlet', 'tiara', 'diadem', 'headband', 'hat']],
  ['orb', ['crystal ball', 'orb', 'sphere', 'globe', 'ioun', 'stone', 'gem', 'pearl']],
  ['book', ['spellbook', 'book', 'tome', 'manual', 'grimoire', 'libram', 'codex', 'journal']],
  ['lantern', ['lantern', 'lamp', 'candle', 'brazier', 'censer']],
  ['figurine', ['figurine', 'statuette', 'statue', 'idol', 'carving', 'totem']],
  ['bag', ['haversack', 'satchel', 'pouch', 'sack', 'purse', 'bag', 'pack']],
  ['horn', ['horn', 'trumpet', 'bugle', 'conch']],
  ['mirror', ['looking glass', 'mirror']],
  ['mask', ['mask', 'visage']],
  [
    'instrument',
    [
      'instrument',
      'lute',
      'lyre',
      'harp',
      'flute',
      'pipes',
      'drum',
      'fiddle',
      'viol',
      'mandolin',
      'ocarina',
      'bell',
    ],
  ],
  ['relic', ['reliquary', 'chalice', 'goblet', 'grail', 'cup', 'relic']],
];

const TYPE_FAMILY: Partial<Record<ItemType, ItemFamily>> = {
  Ring: 'ring',
  Rod: 'rod',
  Staff: 'staff',
  Wand: 'wand',
  Scroll: 'scroll',
  Potion: 'potion',
};

function match(rules: readonly Rule[], text: string): ItemKind | null {
  for (const [family, words] of rules) {
    for (const word of words) {
      if (new RegExp(`\\b${word}s?\\b`).test(text)) return { family, variant: word };
    }
  }
  return null;
}

/** The silhouette family of an item and the subtype keyword that chose it. */
export function classifyItem(type: ItemType, subtype: string): ItemKind {
  const text = subtype.toLowerCase();
  const fixed = TYPE_FAMILY[type];
  if (fixed) return { family: fixed, variant: match(WONDROUS_RULES, text)?.variant ?? text.trim() };
  switch (type) {
    case 'Weapon':
      return match(WEAPON_RULES, text) ?? match(WONDROUS_RULES, text) ?? { family: 'sword', variant: '' };
    case 'Armor':
      return (
        match(ARMOR_RULES, text) ?? match(WONDROUS_RULES, text) ?? { family: 'medium-armor', variant: '' }
      );
    default:
      return (
        match(WONDROUS_RULES, text) ??
        match(WEAPON_RULES, text) ??
        match(ARMOR_RULES, text) ?? { family: 'relic', variant: '' }
      );
  }
}
