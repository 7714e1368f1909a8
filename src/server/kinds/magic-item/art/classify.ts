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
  'whip',
  'sling',
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
  'key',
  'candle',
  'hourglass',
  'compass',
  'goggles',
  'bell',
  'chalice',
  'casket',
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
      // A dart is a small weighted point on a shaft: drawn as a spear's kin, never as a sword.
      'dart',
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
  ['whip', ['bullwhip', 'whip', 'lash', 'scourge']],
  ['sling', ['sling', 'slingshot', 'staff sling']],
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

// Every wondrous noun the text writer (text/forms.ts WONDROUS) can put in a subtype has a home here; a test
// holds that true. 'hourglass' and 'key' come first so a 'Glass Key' or 'Hourglass of the Bell' draws as what it is.
const WONDROUS_RULES: readonly Rule[] = [
  ['hourglass', ['hourglass', 'sandglass']],
  ['key', ['key', 'skeleton key', 'padlock', 'lock']],
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
      'torque',
      'choker',
      'clasp',
      'badge',
      'pin',
      'chain',
    ],
  ],
  ['cloak', ['cloak', 'cape', 'mantle', 'robe', 'shroud', 'vestment', 'shawl', 'poncho', 'hood', 'cowl']],
  ['boots', ['boots', 'slippers', 'shoes', 'sandals', 'greaves', 'striders', 'treads']],
  ['gloves', ['gauntlets', 'gauntlet', 'gloves', 'glove', 'mittens']],
  ['belt', ['belt', 'girdle', 'sash', 'cincture']],
  ['bracers', ['bracers', 'bracelet', 'vambraces', 'armband', 'armlet', 'bangle']],
  [
    'helm',
    ['helmet', 'helm', 'casque', 'crown', 'coronet', 'circlet', 'tiara', 'diadem', 'headband', 'hat', 'cap'],
  ],
  ['goggles', ['goggles', 'spectacles', 'lenses', 'monocle', 'eyeglass']],
  ['compass', ['pocket watch', 'timepiece', 'watch', 'clock', 'compass', 'astrolabe', 'sextant']],
  [
    'orb',
    ['crystal ball', 'orb', 'sphere', 'globe', 'ioun', 'stone', 'gem', 'jewel', 'crystal', 'geode', 'pearl'],
  ],
  ['book', ['spellbook', 'book', 'tome', 'manual', 'grimoire', 'libram', 'codex', 'journal']],
  ['candle', ['candle', 'taper']],
  ['lantern', ['lantern', 'lamp', 'brazier', 'censer', 'torch']],
  ['figurine', ['figurine', 'statuette', 'statue', 'idol', 'carving', 'totem']],
  ['casket', ['reliquary', 'casket', 'coffer', 'chest', 'box']],
  ['bag', ['haversack', 'backpack', 'satchel', 'pouch', 'sack', 'purse', 'bag', 'pack']],
  ['horn', ['warhorn', 'horn', 'trumpet', 'bugle', 'conch']],
  ['mirror', ['looking glass', 'looking-glass', 'mirror']],
  ['mask', ['mask', 'visage', 'veil']],
  [
    'instrument',
    [
      'instrument',
      'lute',
      'cittern',
      'guitar',
      'lyre',
      'harp',
      'flute',
      'pipes',
      'whistle',
      'recorder',
      'fife',
      'drum',
      'tabor',
      'tambourine',
      'fiddle',
      'viol',
      'mandolin',
      'ocarina',
    ],
  ],
  ['bell', ['handbell', 'chimes', 'chime', 'bell']],
  ['chalice', ['chalice', 'goblet', 'grail', 'cup', 'tankard']],
  ['relic', ['relic']],
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
    case 'Armor': {
      // 'Medium Armor (breastplate)': the bracketed kind says more than the weight class before it.
      const inner = /\(([^)]+)\)/.exec(text)?.[1];
      const precise = inner ? match(ARMOR_RULES, inner) : null;
      return (
        precise ??
        match(ARMOR_RULES, text) ??
        match(WONDROUS_RULES, text) ?? { family: 'medium-armor', variant: '' }
      );
    }
    default:
      return (
        match(WONDROUS_RULES, text) ??
        match(WEAPON_RULES, text) ??
        match(ARMOR_RULES, text) ?? { family: 'relic', variant: '' }
      );
  }
}
