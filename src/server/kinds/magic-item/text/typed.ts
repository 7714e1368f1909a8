// Reads what a game master typed as an item's specific type ('longbow carved from whalebone', 'signet ring of a
// drowned king', 'lantern that burns with blue flame') into the record's facts: the object itself, its material,
// colours, a device, a stone, a flame, who owned it, a scroll's spell, a potion's effect, a power the words promise
// and a taste. Whatever cannot be held is kept as typed, in a sentence of its own (issue 20).
import type { ItemLookMaterial, ItemType } from '../../../../shared/kinds/magic-item.js';
import type { ThemeId } from './themes.js';

/** What a material is, for what can happen to it: leather does not dent, glass does not fray. */
export type MatClass =
  | 'metal'
  | 'wood'
  | 'leather'
  | 'cloth'
  | 'glass'
  | 'stone'
  | 'bone'
  | 'clay'
  | 'paper'
  | 'sheet'
  | 'wax';

export interface TypedMaterial {
  /** The words as typed, with the adjectives that went with them: 'twisted driftwood', 'petrified lightning'. */
  readonly words: string;
  readonly material: ItemLookMaterial;
  readonly colour: string;
  readonly cls: MatClass;
}

export interface TypedColour {
  readonly word: string;
  readonly hex: string;
}

export interface TypedOwner {
  /** As typed, with its article: 'a drowned king', 'the last queen of Ys', 'my grandmother'. */
  readonly words: string;
  /** The role word when there is one ('king'), for the story and the name. */
  readonly role: string;
  /** The adjectives before the role ('drowned'). */
  readonly adjectives: readonly string[];
  /** A proper name typed with it ('King Aldric'), '' when none. */
  readonly name: string;
  readonly royal: boolean;
}

export interface TypedSpec {
  /** As typed, trimmed. */
  readonly text: string;
  /** The object noun, lower case: 'dagger', 'tower shield', 'pocket watch'; '' when nothing was recognised. */
  readonly head: string;
  /** The types the object can be, the likeliest first; empty for an unknown noun. */
  readonly types: readonly ItemType[];
  /** The noun phrase prose uses: kept adjectives and the object ('sacrificial dagger'). */
  readonly noun: string;
  readonly plural: boolean;
  readonly material?: TypedMaterial;
  /** A second material the words give for fittings ('inlaid with silver', 'bound in brass'). */
  readonly trim?: TypedMaterial;
  /** A colour for the body, when no material carries it ('a black cloak'). */
  readonly colour?: TypedColour;
  readonly size?: 'tiny' | 'small' | 'large';
  /** A figure painted, carved or set on it: a charge the picture can draw ('octopus') and the words ('a kraken'). */
  readonly device?: { readonly charge: string; readonly words: string; readonly colour?: TypedColour };
  /** A set stone: 'ruby', 'a black pearl'. */
  readonly stone?: { readonly words: string; readonly colour: string };
  /** A flame the words give it ('burns with blue flame'). */
  readonly flame?: TypedColour;
  /** A glow the words give it ('glows green'). */
  readonly glow?: TypedColour;
  readonly owner?: TypedOwner;
  /** Where it comes from, as typed ('from the deep', 'from the tomb of the Witch-King'). */
  readonly origin?: string;
  /** A scroll's spell as typed ('fireball'). */
  readonly spell?: string;
  /** A potion's effect as typed ('frog breathing'), and the effect it reads as ('gills'), '' when unknown. */
  readonly potion?: { readonly words: string; readonly key: string };
  /** A power the words promise ('ring of invisibility'): the key and the words as typed. */
  readonly power?: { readonly key: string; readonly words: string };
  /** An 'of ...' the name keeps when it is neither material, owner nor power ('of the North Wind'). */
  readonly epithet?: string;
  readonly taste?: { readonly words: string; readonly colour?: string };
  /** The element the words lean toward ('petrified lightning': lightning). */
  readonly theme?: ThemeId;
  /** Typed clauses kept as written, each a whole sentence ('It hums when orcs are near.'). */
  readonly sentences: readonly string[];
  /** Typed adjectives that ask for a curse. */
  readonly cursed: boolean;
  /**
   * The typed words of each feature read above, as a sentence: what the appearance says when the object's look has
   * no place to show the feature ('It is painted with a kraken.' on a cloak).
   */
  readonly said: Readonly<
    Partial<Record<'device' | 'stone' | 'flame' | 'trim' | 'material' | 'colour', string>>
  >;
}

// --- Objects ----------------------------------------------------------------------------------------------------

type NounRow = readonly [readonly string[], readonly ItemType[]];

const W: ItemType[] = ['Weapon'];
const A: ItemType[] = ['Armor'];
const WA: ItemType[] = ['Wondrous Item', 'Armor'];
const WO: ItemType[] = ['Wondrous Item'];

/** Object nouns and the types they can be (the first when the request names no type it fits). */
const NOUNS: readonly NounRow[] = [
  // Weapons.
  [
    [
      'longsword',
      'long sword',
      'broadsword',
      'bastard sword',
      'arming sword',
      'sword',
      'katana',
      'greatsword',
      'great sword',
      'claymore',
      'zweihander',
      'flamberge',
      'shortsword',
      'short sword',
      'gladius',
      'wakizashi',
      'scimitar',
      'sabre',
      'saber',
      'cutlass',
      'falchion',
      'shamshir',
      'tulwar',
      'rapier',
      'estoc',
      'smallsword',
      'dagger',
      'dirk',
      'knife',
      'stiletto',
      'kris',
      'kukri',
      'tanto',
      'misericorde',
      'sai',
      'athame',
      'poniard',
      'axe',
      'battleaxe',
      'battle axe',
      'greataxe',
      'great axe',
      'handaxe',
      'hand axe',
      'hatchet',
      'tomahawk',
      'mace',
      'flanged mace',
      'longbow',
      'long bow',
      'shortbow',
      'short bow',
      'bow',
      'warbow',
      'recurve bow',
      'crossbow',
      'hand crossbow',
      'heavy crossbow',
      'light crossbow',
      'arbalest',
      'quarterstaff',
      'bo staff',
      'warhammer',
      'war hammer',
      'hammer',
      'spear',
      'boar spear',
      'trident',
      'glaive',
      'naginata',
      'scythe',
      'halberd',
      'bardiche',
      'poleaxe',
      'pike',
      'lance',
      'whip',
      'bullwhip',
      'lash',
      'scourge',
      'flail',
      'morningstar',
      'morning star',
      'maul',
      'sledgehammer',
      'greatclub',
      'club',
      'cudgel',
      'shillelagh',
      'truncheon',
      'sickle',
      'kama',
      'javelin',
      'harpoon',
      'war pick',
      'pickaxe',
      'light hammer',
      'sling',
      'slingshot',
      'dart',
      'shuriken',
      'chakram',
      'blowgun',
      'net',
    ],
    W,
  ],
  // Armour, shields and pieces worn with armour.
  [
    [
      'plate armor',
      'plate armour',
      'full plate',
      'plate mail',
      'half plate',
      'half-plate',
      'chain mail',
      'chainmail',
      'chain shirt',
      'mail shirt',
      'ring mail',
      'scale mail',
      'scale armor',
      'scale armour',
      'splint armor',
      'splint mail',
      'banded mail',
      'breastplate',
      'cuirass',
      'hauberk',
      'byrnie',
      'brigandine',
      'gambeson',
      'jerkin',
      'lamellar',
      'leather armor',
      'leather armour',
      'studded leather',
      'studded leather armor',
      'hide armor',
      'hide armour',
      'padded armor',
      'armor',
      'armour',
      'coat of plates',
      'coat of mail',
      'shield',
      'buckler',
      'targe',
      'pavise',
      'kite shield',
      'tower shield',
      'round shield',
      'heater shield',
      'scutum',
      'aegis',
    ],
    A,
  ],
  [['bracers', 'vambraces', 'gauntlets', 'gauntlet', 'helm', 'helmet', 'greaves', 'pauldrons'], WA],
  [['gorget', 'coif', 'sabatons', 'spaulders'], A],
  // Wondrous things.
  [
    [
      'amulet',
      'talisman',
      'periapt',
      'medallion',
      'pendant',
      'locket',
      'necklace',
      'torc',
      'torque',
      'choker',
      'brooch',
      'clasp',
      'pin',
      'badge',
      'cloak',
      'mantle',
      'shroud',
      'cape',
      'robe',
      'robes',
      'shawl',
      'poncho',
      'scarf',
      'coat',
      'vest',
      'boots',
      'shoes',
      'slippers',
      'sandals',
      'gloves',
      'mittens',
      'belt',
      'girdle',
      'sash',
      'cincture',
      'circlet',
      'diadem',
      'coronet',
      'crown',
      'tiara',
      'headband',
      'hood',
      'cowl',
      'hat',
      'cap',
      'mask',
      'veil',
      'goggles',
      'lenses',
      'spectacles',
      'monocle',
      'eyeglass',
      'orb',
      'sphere',
      'globe',
      'crystal ball',
      'tome',
      'codex',
      'book',
      'grimoire',
      'manual',
      'journal',
      'libram',
      'spellbook',
      'lantern',
      'lamp',
      'censer',
      'torch',
      'brazier',
      'candle',
      'taper',
      'figurine',
      'statuette',
      'idol',
      'carving',
      'totem',
      'bag',
      'satchel',
      'pouch',
      'sack',
      'purse',
      'haversack',
      'backpack',
      'box',
      'chest',
      'coffer',
      'casket',
      'reliquary',
      'quiver',
      'horn',
      'warhorn',
      'bugle',
      'trumpet',
      'conch',
      'mirror',
      'looking glass',
      'looking-glass',
      'lute',
      'cittern',
      'mandolin',
      'guitar',
      'harp',
      'lyre',
      'flute',
      'pipes',
      'panpipes',
      'whistle',
      'recorder',
      'fife',
      'ocarina',
      'drum',
      'tabor',
      'fiddle',
      'violin',
      'bell',
      'handbell',
      'chimes',
      'hourglass',
      'sandglass',
      'pocket watch',
      'watch',
      'clock',
      'timepiece',
      'compass',
      'astrolabe',
      'sextant',
      'spyglass',
      'telescope',
      'key',
      'skeleton key',
      'lockpick',
      'padlock',
      'chalice',
      'cup',
      'goblet',
      'grail',
      'tankard',
      'flagon',
      'drinking horn',
      'bowl',
      'jug',
      'decanter',
      'ewer',
      'pitcher',
      'stone',
      'gem',
      'jewel',
      'crystal',
      'pearl',
      'geode',
      'ioun stone',
      'skull',
      'rope',
      'carpet',
      'rug',
      'broom',
      'cauldron',
      'deck of cards',
      'dice',
      'feather',
      'quill',
      'inkwell',
      'map',
      'music box',
      'doll',
      'puppet',
      'bead',
      'beads',
      'rosary',
      'earring',
      'earrings',
      'anklet',
      'bracelet',
      'bracelets',
      'armband',
      'armlet',
      'bangle',
      'tooth',
      'eye',
      'hand',
      'heart',
      'egg',
      'seed',
      'shell',
      'bone',
      'coin',
    ],
    WO,
  ],
  [['cloak', 'robe', 'robes', 'coat'], WA],
  [
    ['ring', 'band', 'signet ring', 'signet', 'seal ring'],
    ['Ring', 'Wondrous Item'],
  ],
  [
    ['rod', 'scepter', 'sceptre', 'verge', 'baton'],
    ['Rod', 'Weapon'],
  ],
  [
    ['staff', 'stave', 'crook', 'crozier', 'walking stick', 'walking staff', 'cane'],
    ['Staff', 'Weapon'],
  ],
  [['wand', 'switch', 'twig'], ['Wand']],
  [
    ['scroll', 'spell scroll', 'scroll of', 'parchment', 'tablet', 'page', 'sheet', 'writ'],
    ['Scroll', 'Wondrous Item'],
  ],
  [
    [
      'potion',
      'elixir',
      'philter',
      'philtre',
      'tonic',
      'draught',
      'brew',
      'tincture',
      'cordial',
      'oil',
      'salve',
      'ointment',
      'vial',
      'phial',
      'flask',
      'bottle',
    ],
    ['Potion', 'Wondrous Item'],
  ],
];

/** Every object noun, longest first, with its types (a word in several rows keeps every type, first row first). */
const NOUN_TYPES: ReadonlyMap<string, readonly ItemType[]> = (() => {
  const map = new Map<string, ItemType[]>();
  for (const [words, types] of NOUNS) {
    for (const w of words) {
      const list = map.get(w) ?? [];
      for (const t of types) if (!list.includes(t)) list.push(t);
      map.set(w, list);
    }
  }
  // 'scroll of' only helps find a scroll whose spell comes after it; it is not a noun of its own.
  map.delete('scroll of');
  return map;
})();

/** Object nouns whose plain form is plural: they take 'they'. */
const PLURAL_NOUNS =
  /^(boots|shoes|slippers|sandals|gloves|mittens|gauntlets|bracers|vambraces|greaves|pauldrons|sabatons|spaulders|goggles|lenses|spectacles|pipes|panpipes|chimes|robes|beads|dice|earrings|bracelets)$/;

/** Nouns that are a material or an armour name when another noun follows ('leather boots', 'scale shirt'). */
const MATERIAL_FIRST = new Set([
  'horn',
  'bone',
  'shell',
  'crystal',
  'stone',
  'glass',
  'mirror',
  'pearl',
  'feather',
  'tooth',
  'skull',
  'coin',
  'heart',
]);

// --- Materials --------------------------------------------------------------------------------------------------

type MatRow = readonly [readonly string[], ItemLookMaterial, string, MatClass];

/** Material words, with what the picture paints and its colour. Several words may share a row. */
const MATERIALS: readonly MatRow[] = [
  [['iron', 'wrought iron', 'cold iron'], 'iron', '#6e7078', 'metal'],
  [['black iron', 'blackened iron', 'dark iron'], 'iron', '#3c3d42', 'metal'],
  [
    ['meteoric iron', 'star iron', 'starmetal', 'star metal', 'sky iron', 'meteorite'],
    'iron',
    '#5e5a5c',
    'metal',
  ],
  [['rusted iron', 'rusty iron', 'rust'], 'iron', '#8a5a3a', 'metal'],
  [['steel', 'damascus steel', 'bright steel', 'tempered steel', 'blued steel'], 'steel', '#a3adba', 'metal'],
  [['black steel', 'blackened steel', 'dark steel'], 'steel', '#36383e', 'metal'],
  [['bronze', 'bronzed'], 'bronze', '#b67c3c', 'metal'],
  [['brass', 'brazen'], 'bronze', '#d4aa50', 'metal'],
  [['copper'], 'bronze', '#c06a3c', 'metal'],
  [['gold', 'golden', 'gilded', 'gilt', 'red gold', 'white gold', 'rose gold'], 'gold', '#dcac3e', 'metal'],
  [['electrum', 'orichalcum'], 'gold', '#d8c27a', 'metal'],
  [['silver', 'silvered', 'sterling silver', 'quicksilver'], 'silver', '#c9cfd8', 'metal'],
  [['pewter', 'tin', 'lead', 'zinc'], 'silver', '#9ea2a8', 'metal'],
  [['platinum'], 'silver', '#e2e4e8', 'metal'],
  [['mithral', 'mithril', 'truesilver'], 'mithral', '#c4dbe8', 'metal'],
  [['adamantine', 'adamant', 'adamantium'], 'adamantine', '#46505f', 'metal'],
  [['oak', 'oaken'], 'wood', '#9a7045', 'wood'],
  [['bog oak', 'black oak'], 'wood', '#30261e', 'wood'],
  [['ash', 'ashwood'], 'wood', '#c8a978', 'wood'],
  [['yew'], 'wood', '#b06c3c', 'wood'],
  [
    ['elm', 'beech', 'alder', 'hazel', 'maple', 'applewood', 'pearwood', 'cherry', 'cherrywood'],
    'wood',
    '#a8784a',
    'wood',
  ],
  [['birch', 'aspen', 'poplar', 'white willow'], 'wood', '#e0d6c0', 'wood'],
  [['willow', 'hawthorn', 'holly', 'rowan', 'elder', 'elderwood', 'briar'], 'wood', '#9c6a42', 'wood'],
  [['pine', 'fir', 'cedar', 'larch', 'spruce'], 'wood', '#c49a64', 'wood'],
  [['walnut', 'black walnut', 'mahogany', 'teak', 'rosewood'], 'wood', '#5a3a26', 'wood'],
  [['ebony', 'blackwood', 'blackthorn', 'ebonwood'], 'wood', '#241c1a', 'wood'],
  [['ironwood', 'heartwood', 'deadwood', 'bloodwood'], 'wood', '#5a4030', 'wood'],
  [['driftwood', 'weathered wood', 'sea-worn wood'], 'wood', '#b8ad9c', 'wood'],
  [['bamboo', 'reed', 'cane'], 'wood', '#c8b878', 'wood'],
  [
    ['wood', 'wooden', 'timber', 'root', 'roots', 'vine', 'vines', 'branch', 'bough', 'living wood'],
    'wood',
    '#8a6040',
    'wood',
  ],
  [['silverwood', 'moonwood'], 'wood', '#d8d4c8', 'wood'],
  [['bone', 'bones', 'giant bone', 'human bone'], 'bone', '#ddd0b0', 'bone'],
  [['whalebone', 'whale bone', 'baleen'], 'bone', '#e8e0c8', 'bone'],
  [['dragonbone', 'dragon bone', 'dragon-bone', 'wyrmbone'], 'bone', '#d8cca0', 'bone'],
  [['ivory', 'tusk', 'mammoth ivory', 'walrus ivory'], 'bone', '#e8dcc0', 'bone'],
  [['horn', 'antler', 'antlers', 'ram’s horn', "ram's horn", 'stag horn'], 'bone', '#a89a80', 'bone'],
  [['skull', 'teeth', 'tooth', 'fangs', 'claws', 'claw'], 'bone', '#e4d8b8', 'bone'],
  [
    ['shell', 'tortoiseshell', 'turtle shell', 'mother-of-pearl', 'mother of pearl', 'nacre'],
    'bone',
    '#e6dccc',
    'bone',
  ],
  [['coral', 'red coral'], 'bone', '#d86a5a', 'bone'],
  [['chitin', 'carapace'], 'bone', '#4a3a2a', 'bone'],
  [['obsidian', 'volcanic glass', 'dragonglass'], 'obsidian', '#1e1a22', 'glass'],
  [['glass', 'clear glass'], 'glass', '#cfe6ee', 'glass'],
  [['crystal', 'rock crystal', 'quartz', 'clear quartz'], 'crystal', '#dceef8', 'glass'],
  [['ice', 'everfrost', 'never-melting ice', 'glacier ice'], 'crystal', '#cfeaf6', 'glass'],
  [['amethyst'], 'crystal', '#8a4ac0', 'glass'],
  [['jade'], 'obsidian', '#4a9a6a', 'stone'],
  [['amber'], 'crystal', '#d8902a', 'glass'],
  [['jet', 'onyx'], 'obsidian', '#141418', 'stone'],
  [['marble', 'alabaster'], 'obsidian', '#e6e2d8', 'stone'],
  [
    ['granite', 'basalt', 'stone', 'rock', 'flint', 'slate', 'greystone', 'fieldstone'],
    'obsidian',
    '#6e6c6a',
    'stone',
  ],
  [['soapstone', 'sandstone', 'limestone', 'chalk'], 'obsidian', '#b8a88a', 'stone'],
  [['bloodstone', 'lodestone', 'moonstone', 'sunstone', 'starstone'], 'obsidian', '#4a4a52', 'stone'],
  [['petrified wood'], 'obsidian', '#8a7a64', 'stone'],
  [
    ['petrified lightning', 'fulgurite', 'frozen lightning', 'lightning', 'captured lightning'],
    'crystal',
    '#e6ecf8',
    'glass',
  ],
  [['starlight', 'moonlight', 'sunlight', 'light'], 'crystal', '#eef2fb', 'glass'],
  [['shadow', 'shadows', 'darkness', 'night'], 'cloth', '#26222c', 'cloth'],
  [['smoke', 'mist', 'fog', 'cloud', 'clouds'], 'cloth', '#8a8a90', 'cloth'],
  [
    ['leather', 'hide', 'rawhide', 'suede', 'doeskin', 'buckskin', 'calfskin', 'pigskin'],
    'leather',
    '#7a4e2c',
    'leather',
  ],
  [
    ['sharkskin', 'eelskin', 'snakeskin', 'serpent skin', 'lizard skin', 'toad skin'],
    'leather',
    '#8a9088',
    'leather',
  ],
  [
    [
      'dragonhide',
      'dragon hide',
      'dragonskin',
      'dragon scale',
      'dragonscale',
      'dragon scales',
      'wyvern hide',
      'wyrmscale',
    ],
    'leather',
    '#6a2a24',
    'leather',
  ],
  [
    ['fur', 'wolf fur', 'bearskin', 'wolfskin', 'wolf pelt', 'sable', 'ermine', 'fleece'],
    'leather',
    '#7a6a58',
    'leather',
  ],
  [['wool', 'homespun', 'tweed', 'felt'], 'cloth', '#8a7a64', 'cloth'],
  [['silk', 'spider silk', 'spidersilk', 'gossamer'], 'cloth', '#e4dccc', 'cloth'],
  [['velvet', 'brocade', 'damask', 'satin'], 'cloth', '#5a2a4a', 'cloth'],
  [['linen', 'cotton', 'canvas', 'sackcloth', 'hemp'], 'cloth', '#d8ccb0', 'cloth'],
  [
    ['feathers', 'owl feathers', 'raven feathers', 'crow feathers', 'swan feathers'],
    'cloth',
    '#3a3434',
    'cloth',
  ],
  [['clay', 'terracotta', 'earthenware', 'stoneware', 'porcelain', 'ceramic'], 'obsidian', '#b0704a', 'clay'],
  [['parchment', 'vellum', 'paper', 'papyrus', 'birch bark'], 'leather', '#e8d8b0', 'paper'],
  [['wax', 'beeswax', 'tallow'], 'cloth', '#e0b850', 'wax'],
];

const MATERIAL_INDEX: ReadonlyMap<string, MatRow> = (() => {
  const map = new Map<string, MatRow>();
  for (const row of MATERIALS) for (const w of row[0]) map.set(w, row);
  return map;
})();

/** Adjectives that belong to a material when they come before it ('twisted driftwood', 'polished bone'). */
const MATERIAL_ADJECTIVES = new Set([
  'twisted',
  'polished',
  'blackened',
  'burnished',
  'weathered',
  'charred',
  'petrified',
  'carved',
  'pale',
  'dark',
  'rough',
  'smooth',
  'ancient',
  'old',
  'rotting',
  'cracked',
  'bleached',
  'sun-bleached',
  'knotted',
  'gnarled',
  'hammered',
  'beaten',
  'etched',
  'lacquered',
  'oiled',
  'tarnished',
  'enchanted',
  'fossilised',
  'fossilized',
  'living',
  'frozen',
  'sea-worn',
  'salt-stained',
  'rusted',
  'rusty',
  'stained',
  'braided',
  'woven',
  'fine',
  'thin',
  'heavy',
  'raw',
  'cold',
  'red',
  'black',
  'white',
  'grey',
  'gray',
  'green',
  'blue',
]);

// --- Colours ----------------------------------------------------------------------------------------------------

const COLOURS: Readonly<Record<string, string>> = {
  red: '#a8242a',
  crimson: '#8a1424',
  scarlet: '#c0282a',
  'blood-red': '#7a1018',
  ruby: '#a01a30',
  blue: '#2a4a9a',
  azure: '#3a6ac8',
  'sky-blue': '#7aaee0',
  'pale blue': '#a6c8ee',
  'dark blue': '#1e2a5a',
  navy: '#1e2a4a',
  sapphire: '#2a4ab0',
  cobalt: '#1e4aa8',
  indigo: '#3a2a7a',
  cyan: '#4ac0d0',
  teal: '#2a7a7a',
  turquoise: '#3ab0a8',
  green: '#2e6a3a',
  'dark green': '#1e3a24',
  emerald: '#2a9a5a',
  'sea-green': '#3a8a6a',
  jade: '#4a9a6a',
  olive: '#6a6a2a',
  black: '#1e1e22',
  'jet-black': '#111114',
  ebon: '#1a1618',
  white: '#eeeae0',
  'snow-white': '#f6f6f2',
  ivory: '#ece2c8',
  grey: '#7c7c80',
  gray: '#7c7c80',
  'ash-grey': '#9a9890',
  silver: '#c9cfd8',
  silvery: '#c9cfd8',
  gold: '#dcac3e',
  golden: '#dcac3e',
  yellow: '#e0c040',
  amber: '#d8902a',
  orange: '#e07a2a',
  purple: '#5a2a6a',
  violet: '#7a4ab0',
  lilac: '#b08ae8',
  pink: '#e8a0b8',
  rose: '#d87a8a',
  brown: '#6e4424',
  russet: '#8a4424',
  tawny: '#a87a44',
  bronze: '#b67c3c',
  copper: '#c06a3c',
  pale: '#e8e4d8',
  dark: '#2a2630',
  bone: '#e4d8b8',
  'bone-white': '#e8dcc0',
  blood: '#7a1018',
};

// --- Devices ----------------------------------------------------------------------------------------------------

/** Figures a device can show, by the words for them, as the charge the picture draws (faction heraldry's art). */
const DEVICE_WORDS: Readonly<Record<string, readonly string[]>> = {
  octopus: ['kraken', 'octopus', 'squid', 'tentacle', 'tentacles', 'cuttlefish'],
  dragon: ['dragon', 'drake', 'wyrm', 'wyvern'],
  wolf: ['wolf', 'wolves', 'wolf’s head', "wolf's head", 'warg'],
  lion: ['lion', 'lioness', 'manticore'],
  bear: ['bear', 'owlbear'],
  boar: ['boar', 'pig', 'hog'],
  stag: ['stag', 'deer', 'hart', 'elk', 'antlers'],
  horse: ['horse', 'stallion', 'mare', 'steed', 'pegasus'],
  hound: ['hound', 'dog', 'mastiff'],
  cat: ['cat', 'panther', 'tiger', 'leopard'],
  fox: ['fox'],
  ram: ['ram', 'sheep'],
  bull: ['bull', 'ox', 'minotaur'],
  goat: ['goat'],
  hare: ['hare', 'rabbit'],
  unicorn: ['unicorn'],
  griffin: ['griffin', 'gryphon', 'griffon'],
  phoenix: ['phoenix'],
  eagle: ['eagle'],
  raven: ['raven', 'crow', 'rook', 'jackdaw'],
  owl: ['owl'],
  dove: ['dove'],
  swan: ['swan'],
  falcon: ['falcon', 'hawk'],
  heron: ['heron', 'crane', 'stork'],
  bat: ['bat', 'bats'],
  serpent: ['serpent', 'snake', 'viper', 'adder', 'basilisk', 'sea serpent'],
  fish: ['fish', 'salmon', 'pike', 'carp'],
  dolphin: ['dolphin', 'whale', 'leviathan'],
  crab: ['crab', 'lobster'],
  frog: ['frog', 'toad'],
  tortoise: ['tortoise', 'turtle'],
  spider: ['spider', 'spiders', 'web'],
  scorpion: ['scorpion'],
  bee: ['bee', 'bees', 'wasp'],
  moth: ['moth'],
  butterfly: ['butterfly'],
  scarab: ['scarab', 'beetle'],
  salamander: ['salamander', 'lizard'],
  skull: ['skull', 'death’s head', "death's head", 'skulls'],
  hand: ['hand', 'open hand', 'fist'],
  eye: ['eye', 'open eye'],
  heart: ['heart'],
  rose: ['rose', 'roses'],
  lily: ['lily', 'lilies'],
  'fleur-de-lis': ['fleur-de-lis', 'fleur-de-lys'],
  tree: ['tree', 'oak', 'ash tree', 'yew tree'],
  'oak-leaf': ['oak leaf', 'leaf', 'leaves'],
  sun: ['sun', 'sunburst', 'rising sun'],
  crescent: ['moon', 'crescent', 'crescent moon', 'new moon'],
  mullet: ['star', 'stars', 'seven-pointed star'],
  comet: ['comet'],
  thunderbolt: ['lightning bolt', 'thunderbolt', 'bolt of lightning', 'lightning'],
  flame: ['flame', 'flames', 'fire'],
  snowflake: ['snowflake'],
  tower: ['tower'],
  castle: ['castle', 'keep', 'fortress'],
  ship: ['ship', 'longship', 'galleon', 'boat'],
  anchor: ['anchor'],
  key: ['key', 'keys'],
  crown: ['crown', 'coronet'],
  sword: ['sword', 'swords', 'blade'],
  axe: ['axe'],
  hammer: ['hammer'],
  anvil: ['anvil'],
  bell: ['bell'],
  book: ['book'],
  hourglass: ['hourglass'],
  scales: ['scales', 'balance'],
  chalice: ['chalice', 'grail'],
  harp: ['harp'],
  wheel: ['wheel'],
  mask: ['mask'],
  feather: ['feather', 'quill'],
  mountain: ['mountain', 'mountains', 'peak'],
  drop: ['teardrop', 'tear', 'drop'],
  'cross-formy': ['cross'],
};

const DEVICE_INDEX: ReadonlyMap<string, string> = (() => {
  const map = new Map<string, string>();
  for (const [charge, words] of Object.entries(DEVICE_WORDS)) for (const w of words) map.set(w, charge);
  return map;
})();

/** Gems a typed 'set with a ...' can name, with their colours. */
const GEMS: Readonly<Record<string, string>> = {
  ruby: '#a01a30',
  rubies: '#a01a30',
  garnet: '#8a1a2a',
  garnets: '#8a1a2a',
  emerald: '#2a9a5a',
  emeralds: '#2a9a5a',
  sapphire: '#2a4ab0',
  sapphires: '#2a4ab0',
  diamond: '#eef4fa',
  diamonds: '#eef4fa',
  amethyst: '#8a4ac0',
  topaz: '#e8b040',
  opal: '#e0e8f0',
  pearl: '#ece6da',
  'black pearl': '#3a3a48',
  pearls: '#ece6da',
  onyx: '#1e1e22',
  jet: '#141418',
  moonstone: '#d8e0ec',
  sunstone: '#e89040',
  bloodstone: '#3a4a3a',
  jade: '#4a9a6a',
  amber: '#d8902a',
  carnelian: '#b8482a',
  citrine: '#e8b830',
  peridot: '#9ac83a',
  aquamarine: '#7fd4d8',
  turquoise: '#3ab0a8',
  'lapis lazuli': '#2a3a8a',
  lapis: '#2a3a8a',
  malachite: '#2a7a4a',
  alexandrite: '#3a8a7a',
  tourmaline: '#d8507a',
  spinel: '#8a3ab0',
  crystal: '#dceef8',
  gem: '#8a4ac0',
  gemstone: '#8a4ac0',
  jewel: '#a01a30',
};

// --- Owners -----------------------------------------------------------------------------------------------------

const ROLES =
  /^(king|queen|prince|princess|emperor|empress|sultan|pharaoh|tsar|czar|khan|jarl|chieftain|chief|warlord|lord|lady|duke|duchess|count|countess|baron|baroness|earl|knight|paladin|squire|champion|hero|heroine|general|captain|admiral|pirate|corsair|bandit|outlaw|thief|assassin|spy|wizard|mage|archmage|sorcerer|sorceress|witch|warlock|necromancer|druid|priest|priestess|cleric|monk|nun|abbot|abbess|bishop|saint|prophet|god|goddess|giant|dragon|lich|vampire|demon|devil|angel|elf|dwarf|smith|blacksmith|hunter|ranger|bard|minstrel|sailor|fisherman|shepherd|farmer|miller|merchant|innkeeper|soldier|guard|executioner|hangman|gravedigger|king's|queen's|grandmother|grandfather|mother|father|sister|brother|uncle|aunt|wife|husband|son|daughter|child|boy|girl|witch-king|sea-king|tyrant|usurper|martyr|hermit|ghost|traveller|stranger|crusader|inquisitor|high priest|high priestess)$/;
const ROYAL =
  /^(king|queen|prince|princess|emperor|empress|sultan|pharaoh|tsar|czar|khan|jarl|witch-king|sea-king|tyrant|usurper)$/;

// --- Powers, potions and themes ---------------------------------------------------------------------------------

/** Powers an item's name can promise ('ring of invisibility'), by the words that promise them. */
const POWERS: readonly (readonly [string, RegExp])[] = [
  ['invisibility', /\b(invisib\w*|vanish\w*|unseen|fading)\b/],
  ['flight', /\b(fly|flying|flight|wings?|winged|soaring|the eagle|the bird|skywalk\w*)\b/],
  ['levitation', /\b(levitat\w*|feather ?fall\w*|floating|falling)\b/],
  ['speed', /\b(speed|haste|swiftness|quickness|striding|fleetness|running|the wind)\b/],
  ['swimming', /\b(swimming|the sea|the deep|the fish|the shark|water ?breathing|the tides?|waves)\b/],
  ['water walking', /\b(water ?walking|walking on water)\b/],
  ['climbing', /\b(climbing|spider ?climb\w*|the spider|wall ?walking)\b/],
  ['jumping', /\b(jumping|leaping|springing|the frog|the hare)\b/],
  ['protection', /\b(protection|warding|defen[cs]e|shielding|guarding|the guardian)\b/],
  ['resistance', /\b(resistance|resisting|proof against)\b/],
  ['healing', /\b(healing|health|mending|life|vitality|the healer|regeneration|restoration|curing)\b/],
  ['strength', /\b(strength|might|giants?|ogres?|power|the bear|the ox)\b/],
  ['holding', /\b(holding|storage|plenty|endless space|many things|the bottomless)\b/],
  ['light', /\b(light|illumination|radiance|revealing|the sun|daylight|dawn|the dawn)\b/],
  ['warmth', /\b(warmth|the hearth|comfort)\b/],
  ['sight', /\b(seeing|sight|night ?vision|darkvision|the night|the owl|the cat|true ?seeing|eyes)\b/],
  ['mind', /\b(telepathy|thoughts?|mind ?reading|minds?|whispers?)\b/],
  ['truth', /\b(truth|honesty|lies|lying|the liar)\b/],
  ['luck', /\b(luck|fortune|chance|the gambler)\b/],
  ['charm', /\b(charm\w*|persuasion|beguiling|love|seduction|beauty|friendship|the siren)\b/],
  ['fear', /\b(fear|terror|dread|horror|the nightmare)\b/],
  ['blasting', /\b(blasting|thunder|the storm|storms|tempests?)\b/],
  ['sharpness', /\b(sharpness|wounding|slaying|severing|bleeding|the butcher)\b/],
  ['vengeance', /\b(vengeance|revenge|retribution|wrath)\b/],
  ['warning', /\b(warning|alarm|vigilance|the watch|the sentinel)\b/],
  ['tongues', /\b(tongues|languages|comprehension|understanding|the scholar)\b/],
  ['stealth', /\b(stealth|elvenkind|shadows?|silence|the thief|the shadow|sneaking)\b/],
  ['disguise', /\b(disguise|many faces|faces|masks?|the mimic|guises?)\b/],
  ['teleportation', /\b(teleport\w*|blinking|the blink|far travel\w*|the door|doors|ways)\b/],
  ['summoning', /\b(summoning|the pack|the hunt|calling|the beasts?)\b/],
  ['fire', /\b(fire|flames?|burning|embers?|the forge|the phoenix|the salamander|heat)\b/],
  ['cold', /\b(frost|ice|cold|winter|snow|the north|the glacier)\b/],
  ['lightning', /\b(lightning|sparks?|shocking)\b/],
  ['undead', /\b(the dead|undeath|undead|the grave|graves|the tomb|ghosts?|the lich|necromancy|death)\b/],
];

const POWER_THEME: Readonly<Record<string, ThemeId>> = {
  fire: 'fire',
  cold: 'cold',
  lightning: 'lightning',
  blasting: 'thunder',
  undead: 'necrotic',
  light: 'radiant',
  mind: 'psychic',
  fear: 'psychic',
  charm: 'psychic',
  truth: 'radiant',
  warmth: 'fire',
};

/** Potion effects, by the words of the typed effect: the key of the effect the writer brews. */
const POTION_EFFECTS: readonly (readonly [string, RegExp])[] = [
  ['fire breath', /\b(fire ?breath\w*|dragon'?s? ?breath|breathing fire|breath of fire)\b/],
  ['gills', /\b(water ?breathing|breath\w*|gills?|swimming|the deep|mermaid|diving|the sea)\b/],
  ['climbing', /\b(climb\w*|spider|gecko|wall)\b/],
  ['night eyes', /\b(darkvision|night|dark ?sight|seeing in the dark|owl|cat'?s? eyes?)\b/],
  ['warmth', /\b(warmth|warming|cold|winter|heat|weather)\b/],
  ['glimmer', /\b(light|glow\w*|glimmer\w*|shining|radiance)\b/],
  ['feather', /\b(feather\w*|falling|jump\w*|leap\w*|springing|lightness|frog|toad|grasshopper)\b/],
  ['healing', /\b(heal\w*|health|cure|curing|mending|wounds|life|restoration|recovery|vigou?r)\b/],
  ['resistance', /\b(resist\w*|protection|proof)\b/],
  ['strength', /\b(strength|giant strength|might|ogre|bull|power)\b/],
  ['growth', /\b(growth|growing|enlarg\w*|giant size|bigness)\b/],
  ['shrinking', /\b(diminution|shrink\w*|smallness|reduction|littleness|mouse)\b/],
  ['heroism', /\b(heroism|courage|bravery|valou?r|boldness|the hero)\b/],
  ['mist', /\b(gaseous\w*|mist|vapou?r|smoke|cloud)\b/],
  ['invulnerability', /\b(invulnerab\w*|stone ?skin|iron ?skin|toughness|hardiness)\b/],
  ['mind reading', /\b(mind ?reading|thoughts|telepathy|minds?)\b/],
  ['flight', /\b(fly\w*|flight|wings?|soaring|levitat\w*|bird)\b/],
  ['invisibility', /\b(invisib\w*|vanish\w*|unseen|hiding|shadow)\b/],
  ['speed', /\b(speed|haste|swift\w*|quick\w*|running|fleetness)\b/],
  ['vitality', /\b(vitality|stamina|endurance|tirelessness|wakefulness)\b/],
  ['charm', /\b(love|charm\w*|beauty|allure|attraction|persuasion|friendship)\b/],
  ['truth', /\b(truth|honesty|candou?r)\b/],
  ['luck', /\b(luck|fortune|chance)\b/],
  ['beasts', /\b(animal\w*|beasts?|speaking with animals|beast ?speech)\b/],
  ['sleep', /\b(sleep\w*|slumber|dreams?|rest)\b/],
  ['clarity', /\b(clarity|wits|focus|clear ?mind|insight|wisdom)\b/],
];

/** Tastes and smells a potion can be typed with, and the colour of a draught that tastes so. */
const TASTES: readonly (readonly [RegExp, string])[] = [
  [/pond|bog|marsh|swamp|ditch|mud|weed|algae/, '#5a6a3a'],
  [/sea|salt|brine|tears/, '#6a9aa8'],
  [/blood|iron|copper|rust/, '#7a1a20'],
  [/honey|mead|nectar|sugar/, '#d8a030'],
  [/smoke|ash|soot|tar|burnt/, '#4a4040'],
  [/mint|grass|leaves|herbs|pine/, '#5a9a5a'],
  [/lemon|citrus|orange|sour/, '#e0c040'],
  [/wine|berr|cherr|plum|grape/, '#6a1a3a'],
  [/milk|cream|chalk/, '#ece6da'],
  [/earth|soil|mushroom|moss|cellar/, '#6a5a3a'],
  [/vinegar|bile|acid/, '#b8d23a'],
  [/violet|flowers|roses|perfume|lavender/, '#a87ac8'],
  [/rain|snow|ice|frost|water/, '#cfe6f4'],
  [/tea|coffee|ale|beer/, '#8a5a2a'],
];

/** Words that lean an item toward one element. */
const THEME_WORDS: readonly (readonly [ThemeId, RegExp])[] = [
  ['lightning', /\b(lightning|storm\w*|spark\w*|thunderbolt|fulgurite|tempest)\b/],
  ['thunder', /\b(thunder\w*|quake|drum|boom\w*|blasting|roar\w*)\b/],
  [
    'fire',
    /\b(fire|flames?|flaming|burn\w*|embers?|blaze|blazing|inferno|forge|sun ?fire|phoenix|salamander|volcan\w*|lava|magma|brimstone|hellfire)\b/,
  ],
  ['cold', /\b(frost\w*|ice|icy|winter\w*|snow\w*|cold|glacier|glacial|rime|everfrost)\b/],
  ['acid', /\b(acid\w*|corrod\w*|caustic|ooze|slime|vitriol)\b/],
  ['poison', /\b(poison\w*|venom\w*|viper|serpent|snake|spider|scorpion|toxic)\b/],
  [
    'necrotic',
    /\b(death|dead|drowned|grave\w*|tomb|crypt|bones?|skull|shadow\w*|necro\w*|lich|vampire|blood|sacrificial|cursed|undead|ghost\w*|wraith|doom|murder\w*)\b/,
  ],
  [
    'radiant',
    /\b(holy|sacred|sun|sunlight|dawn|light|radian\w*|angel\w*|saint\w*|divine|blessed|celestial|star\w*|moon\w*)\b/,
  ],
  ['force', /\b(force|arcane|magic|wizard\w*|mage\w*|runes?|starmetal)\b/],
  [
    'psychic',
    /\b(mind\w*|dream\w*|nightmare\w*|psychic|whisper\w*|madness|mad|thoughts?|illusion\w*|mirror|masks?)\b/,
  ],
];

// --- Reading ----------------------------------------------------------------------------------------------------

/** Objects a figure before them is painted or cut on ('a wolf shield', 'a kraken signet'). */
const DEVICE_HEADS =
  /^(signet|signet ring|seal ring|shield|kite shield|tower shield|round shield|heater shield|buckler|targe|pavise|ring|banner|brooch|badge|medallion|amulet|pendant|locket|talisman|cloak|cape|mantle)$/;
/** Objects a figure before them is carved as ('an owl figurine'). */
const FIGURE_HEADS = /^(figurine|statuette|idol|carving|totem|statue)$/;
/** Words that are a figure before they are a material, on something that bears or is carved as a figure. */
const FIGURE_NOT_STUFF = /^(skulls?|claws?|fangs)$/;

const DETERMINERS = new Set([
  'a',
  'an',
  'the',
  'my',
  'some',
  'one',
  'this',
  'that',
  'his',
  'her',
  'their',
  'our',
]);
const SIZE_WORDS: Readonly<Record<string, 'tiny' | 'small' | 'large'>> = {
  tiny: 'tiny',
  little: 'small',
  small: 'small',
  miniature: 'tiny',
  large: 'large',
  big: 'large',
  huge: 'large',
  great: 'large',
  giant: 'large',
  enormous: 'large',
};

/** Words that open a clause after the object: 'carved from', 'painted with', 'that', 'of'. */
const MAKE_VERBS =
  /^(carved|made|forged|wrought|cut|woven|hewn|fashioned|crafted|shaped|cast|blown|grown|spun|built|knapped|sculpted|moulded|molded|turned|chipped|whittled|formed|poured)$/;
const DECOR_VERBS =
  /^(painted|engraved|etched|inlaid|set|studded|emblazoned|decorated|adorned|marked|stamped|embroidered|chased|embossed|tooled|worked|bearing|showing|depicting|blazoned|topped|tipped|crowned|capped|trimmed|edged|banded|bound|wrapped|covered|lined|encrusted|dotted|sewn|stitched|branded)$/;
const OWNER_VERBS = /^(belonging|belonged|owned|worn|carried|wielded|used|held|once)$/;
const SENSE_VERBS = /^(tastes|tasting|taste|smells|smelling|smell|reeks|reeking)$/;
const CLAUSE_WORDS = /^(that|which|who|whose|with|without|from|for|of|and)$/;
/** Participles of things that happened to it ('found in a bog'): kept with 'was'. */
const EVENT_PARTICIPLES =
  /^(found|stolen|taken|lost|given|pulled|dug|recovered|looted|won|buried|dredged|salvaged|rescued|bought|sold|stripped|plundered|discovered|unearthed|left|dropped|abandoned|forgotten|hidden|smuggled|blessed|cursed)$/;

interface Token {
  readonly word: string;
  readonly lower: string;
}

function tokenize(text: string): Token[] {
  return text
    .replace(/[’']/g, '’')
    .split(/\s+/)
    .map((w) => w.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}’]+$/gu, ''))
    .filter(Boolean)
    .map((word) => ({ word, lower: word.toLowerCase().replace(/’/g, "'") }));
}

const joinLower = (tokens: readonly Token[]): string => tokens.map((t) => t.lower).join(' ');
const joinWords = (tokens: readonly Token[]): string => tokens.map((t) => t.word).join(' ');

/** The longest entry of `index` starting at token `i` (up to four words), allowing a plural 's' on the last. */
function longestAt<T>(
  tokens: readonly Token[],
  i: number,
  index: ReadonlyMap<string, T>,
): { end: number; key: string; value: T } | null {
  for (let n = Math.min(4, tokens.length - i); n >= 1; n--) {
    const phrase = joinLower(tokens.slice(i, i + n));
    const hit = index.get(phrase) ?? (phrase.endsWith('s') ? index.get(phrase.slice(0, -1)) : undefined);
    if (hit !== undefined)
      return { end: i + n, key: index.has(phrase) ? phrase : phrase.slice(0, -1), value: hit };
  }
  return null;
}

const NOUN_INDEX: ReadonlyMap<string, readonly ItemType[]> = NOUN_TYPES;

interface Head {
  start: number;
  end: number;
  key: string;
  types: readonly ItemType[];
}

/** The object noun: the first noun, or the last of a run of nouns ('horn bow' is a bow of horn). */
/** Whether the one word at `at` ends the object's phrase and is a noun no list knows ('case' in 'scroll case'). */
function trailingNoun(tokens: readonly Token[], at: number): boolean {
  const t = tokens[at];
  if (!t || !/^[a-z][a-z-]*$/.test(t.lower)) return false;
  const next = tokens[at + 1];
  const ends = (w: string) =>
    CLAUSE_WORDS.test(w) || MAKE_VERBS.test(w) || DECOR_VERBS.test(w) || SENSE_VERBS.test(w);
  if (next && !ends(next.lower)) return false;
  if (ends(t.lower) || DETERMINERS.has(t.lower) || COLOURS[t.lower] || GEMS[t.lower]) return false;
  if (/(ed|ing|ly)$/.test(t.lower) || NOUN_INDEX.has(t.lower)) return false;
  return !materialAt(tokens, at);
}

function findHead(tokens: readonly Token[], wanted: ItemType | undefined): Head | null {
  const found: Head[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const lower = tokens[i]?.lower ?? '';
    if (DETERMINERS.has(lower)) continue;
    const hit = longestAt(tokens, i, NOUN_INDEX);
    if (hit) {
      found.push({ start: i, end: hit.end, key: hit.key, types: hit.value });
      i = hit.end - 1;
    }
  }
  if (found.length === 0) return null;
  // Only nouns before the first clause word can be the object: 'cloak of the bat' is a cloak.
  let head = found[0] as Head;
  // 'horn bow', 'leather boots', 'mirror shield', 'sword belt': in a run of nouns the last one leads.
  for (const next of found.slice(1)) {
    if (next.start !== head.end) break;
    head = next;
  }
  // A material word that is also a noun ('stone', 'crystal') is the object only when nothing else is.
  if (MATERIAL_FIRST.has(head.key)) {
    const other = found.find((f) => f !== head && !MATERIAL_FIRST.has(f.key) && f.start > head.start);
    if (other && tokens.slice(head.end, other.start).every((t) => !CLAUSE_WORDS.test(t.lower))) head = other;
  }
  // A wanted type that fits a later noun wins over an earlier one that does not ('rod of the shepherd's crook').
  if (wanted && !head.types.includes(wanted)) {
    const fits = found.find(
      (f) => f.types.includes(wanted) && f.start > head.start && f.start <= head.end + 1,
    );
    if (fits) head = fits;
  }
  return head;
}

function materialAt(tokens: readonly Token[], i: number): { end: number; row: MatRow; words: string } | null {
  const hit = longestAt(tokens, i, MATERIAL_INDEX);
  if (!hit) return null;
  return { end: hit.end, row: hit.value, words: joinLower(tokens.slice(i, hit.end)).replace(/'/g, '’') };
}

function toMaterial(words: string, row: MatRow, colour?: TypedColour): TypedMaterial {
  return { words, material: row[1], colour: colour?.hex ?? row[2], cls: row[3] };
}

/** A material phrase: adjectives, then a material ('twisted driftwood', 'the bone of a whale'). */
function readMaterial(tokens: readonly Token[]): TypedMaterial | null {
  let i = 0;
  while (i < tokens.length && DETERMINERS.has(tokens[i]?.lower ?? '')) i++;
  const start = i;
  let colour: TypedColour | undefined;
  // 'the bone of a whale' is whalebone; 'the scales of a black dragon' dragon scale.
  const text = joinLower(tokens.slice(i));
  const ofA =
    /^(bone|bones|hide|skin|scales?|horn|tooth|teeth|heartwood|wood|shell|feathers?|fur|silk) of (?:a |an |the )?(.+)$/.exec(
      text,
    );
  if (ofA) {
    const [, stuff = '', beast = ''] = ofA;
    const row =
      MATERIAL_INDEX.get(`${beast.split(' ').pop()}${stuff.replace(/s$/, '')}`) ??
      MATERIAL_INDEX.get(`${beast.split(' ').pop()} ${stuff.replace(/s$/, '')}`) ??
      MATERIAL_INDEX.get(stuff) ??
      MATERIAL_INDEX.get(stuff.replace(/s$/, ''));
    if (row) return toMaterial(joinLower(tokens.slice(start)).replace(/'/g, '’'), row);
  }
  // A material that is the whole phrase ('black iron') is read whole.
  const whole = materialAt(tokens, i);
  if (whole && whole.end === tokens.length) return toMaterial(whole.words, whole.row);
  // 'a dragon skull', 'an old ram's horn': a material at the end takes the words before it along.
  for (let k = Math.max(i, tokens.length - 3); k < tokens.length; k++) {
    const tail = materialAt(tokens, k);
    if (tail && tail.end === tokens.length && k > i && k - i <= 2) {
      const words = joinLower(tokens.slice(start)).replace(/'/g, '’');
      return toMaterial(words, tail.row, readColour(joinLower(tokens.slice(start, k))));
    }
  }
  for (; i < tokens.length; i++) {
    const lower = tokens[i]?.lower ?? '';
    const mat = materialAt(tokens, i);
    // 'black iron' is a material of its own; 'black oak' too; 'red leather' a red material.
    if (mat && mat.end >= tokens.length) {
      const words = joinLower(tokens.slice(start, mat.end)).replace(/'/g, '’');
      return toMaterial(words, mat.row, colour);
    }
    if (mat) return null;
    if (COLOURS[lower] && !colour) colour = { word: lower, hex: COLOURS[lower] as string };
    else if (!MATERIAL_ADJECTIVES.has(lower) && !/(ed|en)$/.test(lower)) return null;
  }
  return null;
}

function readColour(text: string): TypedColour | undefined {
  const words = text.toLowerCase().split(/[\s,]+/);
  for (let i = 0; i < words.length; i++) {
    const two = `${words[i]} ${words[i + 1] ?? ''}`.trim();
    if (COLOURS[two]) return { word: two, hex: COLOURS[two] as string };
    const one = words[i] as string;
    if (COLOURS[one]) return { word: one, hex: COLOURS[one] as string };
  }
  return undefined;
}

function readDevice(text: string): { charge: string; words: string; colour?: TypedColour } | null {
  const tokens = tokenize(text);
  for (let i = 0; i < tokens.length; i++) {
    const hit = longestAt(tokens, i, DEVICE_INDEX);
    if (hit) {
      const colour = readColour(joinLower(tokens.slice(0, i)));
      // The words as typed, with their article: 'a kraken', 'two silver ravens'.
      const phrase = joinWords(tokens.slice(0, hit.end)).replace(/^(with|of|bearing|showing)\s+/i, '');
      const words = /^(a|an|the|two|three|four|seven|\d+)\s/i.test(phrase)
        ? phrase
        : `${/^[aeiou]/i.test(phrase) ? 'an' : 'a'} ${phrase}`;
      return {
        charge: hit.value,
        words: words.toLowerCase().replace(/'/g, '’'),
        ...(colour ? { colour } : {}),
      };
    }
  }
  return null;
}

function readStone(text: string): { words: string; colour: string } | null {
  const lower = text.toLowerCase();
  const keys = Object.keys(GEMS).sort((a, b) => b.length - a.length);
  for (const key of keys) {
    if (new RegExp(`\\b${key}\\b`).test(lower)) {
      const single = key.replace(/ies$/, 'y').replace(/(ald|ire|ond|net|arl)s$/, '$1');
      return { words: single, colour: GEMS[key] as string };
    }
  }
  return null;
}

function readOwner(tokens: readonly Token[]): TypedOwner | null {
  const words = joinWords(tokens);
  const lowers = tokens.map((t) => t.lower);
  let i = 0;
  if (DETERMINERS.has(lowers[0] ?? '')) i = 1;
  const adjectives: string[] = [];
  let role = '';
  let name = '';
  for (; i < tokens.length; i++) {
    const lower = lowers[i] as string;
    const two = `${lower} ${lowers[i + 1] ?? ''}`;
    if (ROLES.test(two)) {
      role = two;
      i++;
      break;
    }
    if (ROLES.test(lower)) {
      role = lower;
      break;
    }
    if (/^\p{Lu}/u.test(tokens[i]?.word ?? '') && i > 0) break;
    adjectives.push(lower);
  }
  const rest = tokens.slice(i + 1);
  // A role must end the phrase, or be followed by a name or an 'of': 'giant strength' is no giant.
  if (
    role &&
    rest.length > 0 &&
    !/^\p{Lu}/u.test(rest[0]?.word ?? '') &&
    !/^(of|who|from|in|at)$/.test(rest[0]?.lower ?? '')
  )
    return null;
  // 'King Aldric', 'the witch Morwen': a capitalised word after the role is their name.
  const named: string[] = [];
  for (let k = 0; k < rest.length; k++) {
    const t = rest[k] as Token;
    if (/^\p{Lu}/u.test(t.word)) named.push(t.word);
    else if (/^(the|of)$/.test(t.lower) && /^\p{Lu}/u.test(rest[k + 1]?.word ?? '') && named.length > 0)
      named.push(t.lower);
    else break;
  }
  name = named.join(' ');
  if (!role) {
    // 'Aldric the Bold', 'Morwen': a proper name alone is an owner too.
    if (
      tokens.length >= 2 &&
      tokens.every((t) => /^\p{Lu}/u.test(t.word) || /^(of|the|de|van|von)$/.test(t.lower))
    ) {
      return { words, role: '', adjectives: [], name: words, royal: false };
    }
    return null;
  }
  if (adjectives.some((a) => !/^[\p{L}’'-]+$/u.test(a))) return null;
  return { words, role, adjectives, name, royal: ROYAL.test(role) };
}

/** The first power the words promise. */
function readPower(text: string): { key: string; words: string } | null {
  for (const [key, re] of POWERS) if (re.test(text)) return { key, words: text };
  return null;
}

function readPotion(text: string): { words: string; key: string } {
  for (const [key, re] of POTION_EFFECTS) if (re.test(text)) return { words: text, key };
  return { words: text, key: '' };
}

function themeOf(text: string): ThemeId | undefined {
  for (const [theme, re] of THEME_WORDS) if (re.test(text)) return theme;
  return undefined;
}

/** 'hums when orcs are near' after 'that': a sentence about it, with 'It' or 'They' agreeing. */
function clauseSentence(clause: string, plural: boolean): string {
  const body = clause.replace(/^(that|which)\s+/i, '').trim();
  if (!body) return '';
  const subject = plural ? 'They' : 'It';
  const first = body.split(/\s+/)[0]?.toLowerCase() ?? '';
  let text: string;
  if (
    /^(is|are|was|were|has|have|had|can|could|will|would|never|always|once|still|only|may|might|must|does|do|did)$/.test(
      first,
    )
  )
    text = `${subject} ${
      plural
        ? body
            .replace(/^is\b/, 'are')
            .replace(/^was\b/, 'were')
            .replace(/^has\b/, 'have')
            .replace(/^does\b/, 'do')
        : body
    }`;
  else if (EVENT_PARTICIPLES.test(first)) text = `${subject} ${plural ? 'were' : 'was'} ${body}`;
  else if (/(ed|en|wn|ung|ept|elt|ilt|uilt)$/.test(first) && !/s$/.test(first))
    text = `${subject} ${plural ? 'are' : 'is'} ${body}`;
  else if (/ing$/.test(first)) text = `${subject} ${plural ? 'keep' : 'keeps'} ${body}`;
  else text = `${subject} ${body}`;
  return `${text.replace(/[.!?]*$/, '')}.`;
}

/** Splits what follows the object into clauses at the words that open one. */
function clauses(tokens: readonly Token[]): Token[][] {
  const out: Token[][] = [];
  let current: Token[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i] as Token;
    const prev = tokens[i - 1]?.lower ?? '';
    const inThat = /^(that|which|who|whose)$/.test(current[0]?.lower ?? '');
    const bareThat = inThat && current.length === 1;
    const opens =
      i > 0 &&
      current.length > 0 &&
      !bareThat &&
      (/^(that|which|who|whose)$/.test(t.lower) || !inThat) &&
      (/^(that|which|who|whose)$/.test(t.lower) ||
        (t.lower === 'with' && !MAKE_VERBS.test(prev) && !DECOR_VERBS.test(prev)) ||
        (DECOR_VERBS.test(t.lower) && /^(with|in|by|on)$/.test(tokens[i + 1]?.lower ?? '')) ||
        (MAKE_VERBS.test(t.lower) && /^(from|of|in|out)$/.test(tokens[i + 1]?.lower ?? '')) ||
        SENSE_VERBS.test(t.lower) ||
        (OWNER_VERBS.test(t.lower) && !/^(that|which)$/.test(current[0]?.lower ?? '')) ||
        (t.lower === 'from' && !MAKE_VERBS.test(prev)) ||
        (t.lower === 'and' && /^(that|which)$/.test(tokens[i + 1]?.lower ?? '')));
    if (opens) {
      out.push(current);
      current = [];
    }
    if (t.lower === 'and' && /^(that|which)$/.test(tokens[i + 1]?.lower ?? '')) continue;
    current.push(t);
  }
  if (current.length > 0) out.push(current);
  return out;
}

function titleWords(text: string): string {
  const small = new Set(['of', 'the', 'a', 'an', 'and', 'in', 'on', 'at', 'to', 'for', 'from', 'with']);
  return text
    .split(/\s+/)
    .map((w) => (small.has(w.toLowerCase()) ? w.toLowerCase() : w.charAt(0).toUpperCase() + w.slice(1)))
    .join(' ');
}

/**
 * Reads a typed specific type. `wanted` is the request's type, when it gave one: a noun that can be of that type
 * is taken as that type ('staff' under Weapon is a quarterstaff, under Staff a staff).
 */
export function readTyped(text: string | undefined, wanted?: ItemType): TypedSpec | null {
  const raw = (text ?? '').trim();
  if (!raw) return null;
  const tokens = tokenize(raw);
  if (tokens.length === 0) return null;
  // 'scroll case', 'map case', 'sword rack': a listed noun followed by one word no list knows is that word's object,
  // the whole phrase kept as typed (never a scroll with a leftover 'It case.').
  const found = findHead(tokens, wanted);
  const head = found && trailingNoun(tokens, found.end) ? null : found;
  const sentences: string[] = [];
  const said: Partial<Record<'device' | 'stone' | 'flame' | 'trim' | 'material' | 'colour', string>> = {};
  const spec: {
    -readonly [K in keyof TypedSpec]?: TypedSpec[K];
  } = {};
  const lowerAll = joinLower(tokens);

  // Before the object: determiners, size, colour, material, an owner's possessive, and kept adjectives.
  let headStart: number;
  let headEnd: number;
  let headKey: string;
  let types: readonly ItemType[];
  if (head) {
    headStart = head.start;
    headEnd = head.end;
    headKey = head.key;
    types = head.types;
  } else {
    // An object no list knows (a teapot, a weathervane): the last word before any clause.
    let end = tokens.findIndex(
      (t, i) =>
        i > 0 &&
        (CLAUSE_WORDS.test(t.lower) ||
          MAKE_VERBS.test(t.lower) ||
          DECOR_VERBS.test(t.lower) ||
          SENSE_VERBS.test(t.lower)),
    );
    if (end < 0) end = tokens.length;
    headStart = end - 1;
    headEnd = end;
    headKey = tokens[headStart]?.lower ?? '';
    // 'of' right after a single unknown word keeps the word: 'weathervane of brass'.
    types = [];
  }
  // A compound noun whose first word is a kept adjective of the object ('pocket watch' is already whole).
  const kept: string[] = [];
  let i = 0;
  while (i < headStart) {
    const t = tokens[i] as Token;
    if (DETERMINERS.has(t.lower) && kept.length === 0 && !spec.material) {
      i++;
      continue;
    }
    // An owner's possessive: "a drowned king’s signet".
    if (/’s$/.test(t.word) || /'s$/.test(t.lower)) {
      const owner = readOwner(
        tokens
          .slice(0, i + 1)
          .map((x, k) =>
            k === i ? { word: x.word.replace(/[’']s$/, ''), lower: x.lower.replace(/'s$/, '') } : x,
          ),
      );
      if (owner) {
        spec.owner = owner;
        kept.length = 0;
        i++;
        continue;
      }
    }
    if (SIZE_WORDS[t.lower] && !spec.size) {
      spec.size = SIZE_WORDS[t.lower];
      kept.push(t.lower);
      i++;
      continue;
    }
    const mat = materialAt(tokens, i);
    // 'a skull figurine', 'a skull shield': a figure, not what it is made of.
    const figureFirst =
      mat?.end === i + 1 &&
      FIGURE_NOT_STUFF.test(t.lower) &&
      DEVICE_INDEX.has(t.lower) &&
      (DEVICE_HEADS.test(headKey) || FIGURE_HEADS.test(headKey));
    if (mat && mat.end <= headStart && !figureFirst) {
      // Adjectives just before a material belong to it ('twisted driftwood', 'black iron').
      const adjectives: string[] = [];
      while (
        kept.length > 0 &&
        MATERIAL_ADJECTIVES.has(kept[kept.length - 1] as string) &&
        !COLOURS[kept[kept.length - 1] as string]
      )
        adjectives.unshift(kept.pop() as string);
      const colourWord =
        kept.length > 0 && COLOURS[kept[kept.length - 1] as string] ? (kept.pop() as string) : undefined;
      const words = [...(colourWord ? [colourWord] : []), ...adjectives, mat.words].join(' ');
      const material = toMaterial(
        words,
        mat.row,
        colourWord ? { word: colourWord, hex: COLOURS[colourWord] as string } : undefined,
      );
      if (!spec.material) spec.material = material;
      else if (!spec.trim) spec.trim = material;
      i = mat.end;
      continue;
    }
    if (COLOURS[t.lower] && !spec.colour) {
      spec.colour = { word: t.lower, hex: COLOURS[t.lower] as string };
      kept.push(t.lower);
      i++;
      continue;
    }
    const stone = GEMS[t.lower] && headKey !== 'stone' ? readStone(t.lower) : null;
    if (stone && !spec.stone) {
      spec.stone = stone;
      i++;
      continue;
    }
    const device = DEVICE_INDEX.get(t.lower);
    if (device && (DEVICE_HEADS.test(headKey) || FIGURE_HEADS.test(headKey))) {
      // 'a red dragon shield': the colour is the dragon's.
      const before = kept[kept.length - 1];
      const colour = before && COLOURS[before] ? { word: before, hex: COLOURS[before] as string } : undefined;
      if (colour && spec.colour?.word === before) delete spec.colour;
      const words = colour ? `${colour.word} ${t.lower}` : t.lower;
      spec.device = {
        charge: device,
        words: `${/^[aeiou]/.test(words) ? 'an' : 'a'} ${words}`,
        ...(colour ? { colour } : {}),
      };
      kept.push(t.lower);
      i++;
      continue;
    }
    kept.push(t.lower.replace(/'/g, '’'));
    i++;
  }
  if (/\bcursed\b/.test(lowerAll)) spec.cursed = true;
  // A colour kept as an adjective stays in the noun only when nothing else carries it ('a black cloak').
  const headWords = joinLower(tokens.slice(headStart, headEnd)).replace(/'/g, '’');
  const plural =
    PLURAL_NOUNS.test(headWords.split(' ').pop() ?? '') ||
    (/s$/.test(headWords) && !/(ss|us|is)$/.test(headWords) && !NOUN_TYPES.has(headWords));
  const nounWords = [...kept.filter((w) => !COLOURS[w] && !SIZE_WORDS[w]), headWords].join(' ');

  // After the object: clauses.
  const typeOf = (types[0] ?? wanted) as ItemType | undefined;
  const isScroll =
    types.includes('Scroll') &&
    (wanted === 'Scroll' || types[0] === 'Scroll' || !wanted || !types.includes(wanted));
  const isPotion =
    types.includes('Potion') &&
    (wanted === 'Potion' || types[0] === 'Potion' || !wanted || !types.includes(wanted));
  for (const clause of clauses(tokens.slice(headEnd))) {
    const first = clause[0]?.lower ?? '';
    const rest = clause.slice(1);
    const restText = joinLower(rest);
    const restWords = joinWords(rest);
    if (first === 'of' || first === 'in' || (MAKE_VERBS.test(first) && rest.length > 0)) {
      const body = MAKE_VERBS.test(first)
        ? rest.slice(/^(from|of|in|out)$/.test(rest[0]?.lower ?? '') ? (rest[0]?.lower === 'out' ? 2 : 1) : 0)
        : rest;
      const bodyText = joinLower(body);
      if (isScroll && first === 'of') {
        spec.spell = bodyText;
        continue;
      }
      if (isPotion && first === 'of') {
        spec.potion = readPotion(bodyText);
        continue;
      }
      // 'a figurine of a skull' is carved as a skull; 'a figurine of bone' is made of it.
      if (
        (first === 'of' || first === 'in') &&
        FIGURE_HEADS.test(headKey) &&
        DETERMINERS.has(body[0]?.lower ?? '') &&
        !spec.device
      ) {
        const figure = readDevice(bodyText);
        if (figure) {
          spec.device = figure;
          continue;
        }
      }
      const material = readMaterial(body);
      if (material) {
        if (!spec.material) spec.material = material;
        else if (!spec.trim) spec.trim = material;
        continue;
      }
      if (first === 'of' || first === 'in') {
        // A figurine of a wolf is carved as a wolf.
        const figure = FIGURE_HEADS.test(headKey) ? readDevice(bodyText) : null;
        if (figure && !spec.device) {
          spec.device = figure;
          continue;
        }
        const owner = readOwner(body);
        if (owner) {
          spec.owner = owner;
          continue;
        }
        const power = readPower(bodyText);
        if (power && !spec.power) spec.power = { key: power.key, words: bodyText };
        spec.epithet = titleWords(joinWords(body));
        continue;
      }
      sentences.push(clauseSentence(joinWords(clause), plural));
      continue;
    }
    if (DECOR_VERBS.test(first) || first === 'with' || first === 'bearing' || first === 'showing') {
      const body = /^(with|in|by|on)$/.test(rest[0]?.lower ?? '') ? rest.slice(1) : rest;
      const bodyText = joinLower(body);
      const stone =
        /^(set|studded|encrusted|inlaid|dotted|tipped|topped|crowned|capped)$/.test(first) || first === 'with'
          ? readStone(bodyText)
          : null;
      const It = plural ? 'They' : 'It';
      const asTyped =
        first === 'with'
          ? `${It} ${plural ? 'have' : 'has'} ${joinWords(rest)}.`
          : first === 'bearing' || first === 'showing'
            ? `${It} ${plural ? 'bear' : 'bears'} ${joinWords(rest)}.`
            : clauseSentence(joinWords(clause), plural);
      if (stone && !spec.stone) {
        spec.stone = stone;
        said.stone = asTyped;
        continue;
      }
      const material =
        /^(inlaid|bound|trimmed|edged|banded|capped|tipped|wrapped|lined|covered|chased)$/.test(first) ||
        first === 'with'
          ? readMaterial(body)
          : null;
      if (material && !spec.trim) {
        spec.trim = material;
        said.trim = asTyped;
        continue;
      }
      const flame = /\b(flame|flames|fire)\b/.test(bodyText) ? readColour(bodyText) : undefined;
      if (flame && first === 'with') {
        spec.flame = flame;
        said.flame = asTyped;
        continue;
      }
      const device = readDevice(bodyText);
      if (device && !spec.device) {
        spec.device = device;
        said.device = asTyped;
        continue;
      }
      const colour = readColour(bodyText);
      if (colour && first === 'painted' && body.length <= 2 && !spec.colour) {
        spec.colour = colour;
        said.colour = asTyped;
        continue;
      }
      // Kept as typed: 'It has a skull-shaped head.', 'It is covered in moss.'
      sentences.push(asTyped);
      continue;
    }
    if (SENSE_VERBS.test(first) || (first === 'that' && SENSE_VERBS.test(rest[0]?.lower ?? ''))) {
      const body = first === 'that' ? rest.slice(1) : rest;
      const what = joinWords(body.slice(/^(of|like)$/.test(body[0]?.lower ?? '') ? 1 : 0));
      const taste = TASTES.find(([re]) => re.test(what.toLowerCase()));
      spec.taste = { words: what, ...(taste ? { colour: taste[1] } : {}) };
      continue;
    }
    if (first === 'that' || first === 'which') {
      // 'burns with blue flame', 'glows green': a flame or a glow the picture paints.
      if (/\b(burns?|burning|flames?|flickers?|blazes?)\b/.test(restText) && readColour(restText)) {
        spec.flame = readColour(restText);
        said.flame = clauseSentence(joinWords(clause), plural);
        continue;
      }
      if (/\b(glows?|glowing|shines?|shimmers?|gleams?)\b/.test(restText) && readColour(restText)) {
        spec.glow = readColour(restText);
        sentences.push(clauseSentence(joinWords(clause), plural));
        continue;
      }
      sentences.push(clauseSentence(joinWords(clause), plural));
      continue;
    }
    if (OWNER_VERBS.test(first)) {
      const by = rest.findIndex((t) => t.lower === 'by' || t.lower === 'to');
      const owner = by >= 0 ? readOwner(rest.slice(by + 1)) : null;
      if (owner) {
        spec.owner = owner;
        continue;
      }
      sentences.push(clauseSentence(joinWords(clause), plural));
      continue;
    }
    if (first === 'from') {
      const owner = /^(the\s+)?(tomb|grave|hoard|crypt|barrow|vault|treasury|armoury|armory)\s+of\s+/.test(
        restText,
      )
        ? readOwner(tokenize(restWords.replace(/^(the\s+)?\S+\s+of\s+/i, '')))
        : null;
      if (owner) spec.owner = owner;
      spec.origin = `from ${restWords}`;
      continue;
    }
    if (first === 'for') {
      const power = readPower(restText);
      if (power && !spec.power) spec.power = { key: power.key, words: restText };
      sentences.push(`${plural ? 'They were' : 'It was'} made for ${restWords}.`);
      continue;
    }
    if (/(ing)$/.test(first)) {
      if (/\b(burning|flaming|blazing|flickering)\b/.test(first) && readColour(restText)) {
        spec.flame = readColour(restText);
        continue;
      }
      sentences.push(clauseSentence(joinWords(clause), plural));
      continue;
    }
    sentences.push(clauseSentence(joinWords(clause), plural));
  }
  // A flame typed as 'blue-flamed' or a 'blue flame' anywhere.
  if (!spec.flame) {
    const m = /\b([a-z-]+)[ -]flamed?\b|\b([a-z-]+) (?:flame|fire)\b/.exec(lowerAll);
    const word = m?.[1] ?? m?.[2];
    if (word && COLOURS[word]) spec.flame = { word, hex: COLOURS[word] as string };
  }
  const themeSource = [
    spec.material?.words,
    spec.flame ? 'flame' : '',
    spec.spell,
    spec.potion?.words,
    spec.power?.words,
    spec.epithet,
    spec.owner?.words,
    spec.device?.words,
    kept.join(' '),
    ...sentences,
  ]
    .filter(Boolean)
    .join(' ')
    .toLowerCase();
  const powerTheme = spec.power ? POWER_THEME[spec.power.key] : undefined;
  const theme = powerTheme ?? themeOf(themeSource);
  return {
    text: raw,
    head: headKey ? headWords : '',
    types: typeOf && types.length === 0 ? [] : types,
    noun: nounWords || headWords,
    plural,
    sentences: sentences.filter(Boolean),
    cursed: spec.cursed ?? false,
    said,
    ...(spec.material ? { material: spec.material } : {}),
    ...(spec.trim ? { trim: spec.trim } : {}),
    ...(spec.colour ? { colour: spec.colour } : {}),
    ...(spec.size ? { size: spec.size } : {}),
    ...(spec.device ? { device: spec.device } : {}),
    ...(spec.stone ? { stone: spec.stone } : {}),
    ...(spec.flame ? { flame: spec.flame } : {}),
    ...(spec.glow ? { glow: spec.glow } : {}),
    ...(spec.owner ? { owner: spec.owner } : {}),
    ...(spec.origin ? { origin: spec.origin } : {}),
    ...(spec.spell ? { spell: spec.spell } : {}),
    ...(spec.potion ? { potion: spec.potion } : {}),
    ...(spec.power ? { power: spec.power } : {}),
    ...(spec.epithet ? { epithet: spec.epithet } : {}),
    ...(spec.taste ? { taste: spec.taste } : {}),
    ...(theme ? { theme } : {}),
  };
}

/** The item type a typed object is, given the request's type: the request's when the object can be one. */
export function typedType(spec: TypedSpec | null, requested: ItemType | undefined): ItemType | undefined {
  if (!spec) return requested;
  // An object nobody listed (a teapot) is a wondrous curio unless the request says what it is.
  if (spec.types.length === 0) return requested ?? (spec.head ? 'Wondrous Item' : undefined);
  if (requested && spec.types.includes(requested)) return requested;
  // A staff is its own type: a game master who chose Staff and typed 'quarterstaff' or 'bo staff' keeps a Staff.
  if (requested === 'Staff' && /(staff|stave)$/.test(spec.head)) return 'Staff';
  return spec.types[0];
}
