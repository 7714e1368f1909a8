// Reads a faction's own words (its name, the purpose a game master typed, what it reveres) for what heraldry can
// show: the things they name as charges and the colours they name as tinctures ('the Crimson Lily': gules, a lily;
// 'beekeepers who breed giant bees': bees; 'a church of the sun god': a sun).
import type { Arms, Charge, ProperTincture, Tincture } from '../../../../shared/kinds/faction.js';

/** Colour words, by the tincture heraldry paints them in. */
const COLOUR_WORDS: Record<Tincture, readonly string[]> = {
  or: ['gold', 'golden', 'gilded', 'gilt', 'yellow', 'amber', 'brass', 'brazen', 'aureate'],
  argent: [
    'silver',
    'silvered',
    'silvern',
    'argent',
    'white',
    'pale',
    'grey',
    'gray',
    'ashen',
    'iron',
    'steel',
    'leaden',
    'pewter',
    'pearl',
    'ivory',
    'moonlit',
    'platinum',
    'hoary',
  ],
  gules: [
    'red',
    'crimson',
    'scarlet',
    'blood',
    'bloody',
    'ruby',
    'vermilion',
    'carmine',
    'cardinal',
    'gules',
    'sanguine',
  ],
  azure: ['blue', 'azure', 'sapphire', 'cobalt', 'cerulean', 'indigo', 'cyan'],
  vert: ['green', 'emerald', 'jade', 'verdant', 'vert', 'mossy', 'olive', 'viridian'],
  sable: [
    'black',
    'sable',
    'ebon',
    'ebony',
    'jet',
    'onyx',
    'obsidian',
    'dark',
    'shadow',
    'night',
    'midnight',
    'moonless',
    'coal',
    'sooty',
    'inky',
  ],
  purpure: ['purple', 'violet', 'amethyst', 'purpure', 'plum', 'mauve', 'twilight', 'dusk', 'lilac'],
};

/**
 * Words for things, by the charge that shows them. Each noun stands in its singular; plurals are found by the
 * reader ('lilies', 'wolves', 'knives'). Trades and callings name their tool or beast ('beekeepers': a bee).
 */
const THING_WORDS: Record<Charge, readonly string[]> = {
  lion: ['lion', 'lioness', 'leo'],
  wolf: ['wolf', 'warg', 'werewolf'],
  bear: ['bear', 'ursine'],
  boar: ['boar', 'hog', 'swine', 'pig', 'tusk'],
  stag: ['stag', 'hart', 'deer', 'buck', 'antler', 'elk', 'hind', 'doe', 'reindeer'],
  horse: [
    'horse',
    'steed',
    'stallion',
    'mare',
    'charger',
    'colt',
    'pony',
    'cavalry',
    'horsemen',
    'rider',
    'spur',
  ],
  fox: ['fox', 'vixen', 'ferret', 'weasel', 'stoat'],
  cat: ['cat', 'kitten', 'tomcat', 'mouser', 'lynx', 'panther', 'tiger', 'leopard'],
  hound: ['hound', 'dog', 'mastiff', 'wolfhound', 'greyhound', 'cur', 'kennel', 'jackal', 'hunting dog'],
  ram: ['ram', 'sheep', 'lamb', 'fleece', 'wool'],
  bull: ['bull', 'ox', 'cattle', 'cow', 'bison', 'minotaur', 'drover', 'aurochs'],
  goat: ['goat', 'billy', 'satyr', 'goatherd'],
  hare: ['hare', 'rabbit', 'coney', 'bunny'],
  unicorn: ['unicorn'],
  elephant: ['elephant', 'mammoth', 'oliphant'],
  squirrel: ['squirrel'],
  rat: ['rat', 'mouse', 'rodent', 'ratcatcher', 'plague', 'vermin'],
  dragon: ['dragon', 'drake', 'wyrm', 'wyvern', 'dragonslayer', 'monster'],
  griffin: ['griffin', 'gryphon', 'griffon'],
  phoenix: ['phoenix', 'rebirth', 'reborn'],
  eagle: ['eagle', 'aquila'],
  raven: ['raven', 'crow', 'rook', 'jackdaw', 'corvid', 'blackbird'],
  owl: ['owl', 'wisdom'],
  dove: ['dove', 'pigeon', 'peace', 'mercy'],
  swan: ['swan', 'cygnet', 'goose'],
  falcon: ['falcon', 'hawk', 'kestrel', 'falconer', 'peregrine', 'merlin'],
  cock: ['cock', 'rooster', 'cockerel', 'chicken', 'hen'],
  heron: ['heron', 'crane', 'stork', 'egret', 'ibis'],
  gull: ['gull', 'seagull', 'albatross', 'gannet', 'tern'],
  magpie: ['magpie', 'jay'],
  sparrow: [
    'sparrow',
    'finch',
    'wren',
    'songbird',
    'lark',
    'robin',
    'nightingale',
    'swallow',
    'linnet',
    'thrush',
  ],
  serpent: ['serpent', 'snake', 'viper', 'adder', 'asp', 'worm', 'cobra', 'basilisk', 'naga', 'coil'],
  fish: [
    'fish',
    'pike',
    'carp',
    'salmon',
    'trout',
    'herring',
    'fisherman',
    'fisher',
    'angler',
    'fishwife',
    'cod',
  ],
  eel: ['eel', 'lamprey'],
  dolphin: ['dolphin', 'porpoise', 'whale', 'leviathan'],
  crab: ['crab', 'lobster', 'crayfish'],
  octopus: ['octopus', 'kraken', 'squid', 'tentacle', 'cuttlefish'],
  frog: ['frog', 'toad'],
  tortoise: ['tortoise', 'turtle'],
  salamander: ['salamander', 'lizard', 'newt', 'gecko'],
  spider: ['spider', 'web', 'arachnid', 'weaver'],
  scorpion: ['scorpion'],
  bee: ['bee', 'beekeeper', 'apiarist', 'hornet', 'wasp', 'honeybee', 'drone', 'swarm'],
  butterfly: ['butterfly'],
  moth: ['moth'],
  scarab: ['scarab', 'beetle'],
  bat: ['bat', 'vampire'],
  sword: [
    'adventurer',
    'sword',
    'blade',
    'sabre',
    'saber',
    'swordsman',
    'fencer',
    'duellist',
    'duelist',
    'brand',
    'war',
    'warrior',
  ],
  dagger: ['dagger', 'knife', 'stiletto', 'dirk', 'poniard', 'stabber', 'cutthroat'],
  axe: ['axe', 'hatchet', 'axeman', 'woodcutter', 'lumberjack', 'headsman', 'executioner'],
  spear: ['spear', 'lance', 'javelin', 'halberd', 'pikeman', 'lancer', 'pike'],
  bow: ['bow', 'archer', 'bowman', 'longbow', 'ranger'],
  arrow: ['arrow', 'quiver', 'bolt', 'fletcher'],
  mace: ['mace', 'club', 'cudgel', 'morningstar', 'flail'],
  trident: ['trident'],
  hammer: ['hammer', 'maul', 'warhammer', 'mason', 'builder'],
  helm: ['helm', 'helmet', 'visor'],
  gauntlet: ['gauntlet', 'glove', 'fist', 'mailed'],
  banner: ['banner', 'flag', 'standard', 'pennant', 'pennon', 'herald'],
  anvil: [
    'anvil',
    'forge',
    'smith',
    'blacksmith',
    'smithy',
    'armourer',
    'armorer',
    'ironmonger',
    'metalworker',
  ],
  pickaxe: ['pickaxe', 'pick', 'miner', 'mine', 'mining', 'delver', 'quarry', 'digger', 'prospector'],
  scythe: ['scythe', 'reaper', 'mower'],
  sickle: ['sickle', 'harvester', 'reaping'],
  shears: [
    'shears',
    'scissors',
    'tailor',
    'seamstress',
    'clothier',
    'shearer',
    'cloth',
    'needle',
    'thimble',
    'thread',
    'loom',
    'button',
    'dressmaker',
  ],
  ladder: ['ladder', 'climber', 'cat burglar', 'burglar', 'steeplejack'],
  oar: ['oar', 'rower', 'oarsman', 'galley slave', 'boatman', 'ferryman', 'row', 'rowing', 'paddle'],
  wheel: ['wheel', 'wheelwright', 'fortune', 'spoke', 'mill wheel'],
  anchor: ['anchor', 'harbourmaster', 'harbormaster', 'mooring'],
  ship: [
    'ship',
    'galley',
    'boat',
    'keel',
    'sail',
    'sailor',
    'fleet',
    'navy',
    'mariner',
    'corsair',
    'pirate',
    'privateer',
    'seafarer',
    'shipwright',
    'vessel',
    'longship',
    'raider',
  ],
  key: ['key', 'latch', 'latchkey', 'keyhole', 'locksmith', 'cipher', 'cypher', 'codebreaker'],
  padlock: ['lock', 'padlock', 'bolted', 'gaoler', 'jailer', 'jailor', 'prison'],
  chain: ['chain', 'shackle', 'fetter', 'manacle', 'slaver', 'chained', 'unchained', 'links'],
  scales: [
    'scale',
    'scales',
    'balance',
    'measure',
    'justice',
    'judge',
    'magistrate',
    'weigh',
    'law',
    'lawyer',
    'advocate',
  ],
  quill: [
    'quill',
    'pen',
    'ink',
    'inkwell',
    'scribe',
    'scrivener',
    'clerk',
    'writ',
    'notary',
    'poet',
    'author',
  ],
  book: [
    'book',
    'tome',
    'ledger',
    'page',
    'library',
    'librarian',
    'grimoire',
    'lore',
    'codex',
    'archive',
    'archivist',
    'scholar',
    'knowledge',
  ],
  scroll: ['scroll', 'parchment', 'charter', 'letter', 'decree', 'edict'],
  hourglass: ['hourglass', 'hour', 'time', 'sand', 'clock', 'clockmaker'],
  lantern: ['lantern', 'lantern-bearer', 'lamplighter', 'lamplit'],
  lamp: ['lamp', 'oil lamp', 'light', 'censer', 'thurible', 'incense'],
  candle: ['candle', 'taper', 'chandler', 'wick', 'vigil', 'tallow', 'candlemaker'],
  torch: ['torch', 'torchbearer', 'brand-bearer', 'firebrand'],
  bell: ['bell', 'bellringer', 'chime', 'carillon', 'tocsin'],
  horn: ['horn', 'bugle', 'hunt', 'hunter', 'huntsman', 'huntress', 'trumpet'],
  harp: [
    'harp',
    'lyre',
    'bard',
    'minstrel',
    'music',
    'musician',
    'song',
    'singer',
    'choir',
    'lute',
    'troubadour',
    'psalm',
    'hymn',
    'canticle',
    'chant',
    'chorister',
  ],
  drum: ['drum', 'drummer', 'tabor'],
  chalice: [
    'chalice',
    'cup',
    'grail',
    'goblet',
    'healer',
    'healing',
    'hospital',
    'hospitaller',
    'communion',
    'altar',
  ],
  // A jack is a leather drinking-jug: 'the Empty Jacks' bear tankards.
  tankard: [
    'tankard',
    'mug',
    'stein',
    'alehouse',
    'innkeeper',
    'tavern',
    'taverner',
    'drinker',
    'jack',
    'flagon',
  ],
  barrel: [
    'barrel',
    'cask',
    'keg',
    'ale',
    'brewer',
    'brewery',
    'beer',
    'cooper',
    'rum',
    'brandy',
    'smuggled liquor',
  ],
  cauldron: ['cauldron', 'witch', 'coven', 'hag', 'brew', 'kettle', 'crone'],
  flask: [
    'flask',
    'potion',
    'vial',
    'phial',
    'alchemist',
    'alchemy',
    'apothecary',
    'elixir',
    'poison',
    'poisoner',
    'physician',
    'herbalist',
    'tincture',
  ],
  mirror: ['mirror', 'looking glass', 'reflection', 'scrying', 'illusion', 'illusionist'],
  beehive: ['beehive', 'hive', 'skep', 'honey', 'apiary', 'mead'],
  purse: ['purse', 'pouch', 'cutpurse', 'pickpocket', 'moneybag', 'coffer', 'treasury'],
  coin: [
    'coin',
    'money',
    'gold piece',
    'banker',
    'moneylender',
    'usurer',
    'debt',
    'coinage',
    'mint',
    'minter',
    'penny',
    'crown piece',
    'profit',
    'wealth',
  ],
  ring: ['signet', 'ringmaker'],
  gem: ['gem', 'jewel', 'diamond', 'gemstone', 'jeweller', 'jeweler', 'crystal', 'treasure', 'jade stone'],
  crown: [
    'crown',
    'king',
    'queen',
    'royal',
    'throne',
    'crowned',
    'monarch',
    'prince',
    'princess',
    'regent',
    'kingmaker',
    'emperor',
    'empress',
  ],
  orb: ['orb', 'globe', 'astrolabe', 'sphere', 'world'],
  sceptre: ['sceptre', 'scepter', 'rod', 'staff', 'wand'],
  'cross-formy': ['cross', 'crusader', 'templar', 'crusade'],
  mask: [
    'mask',
    'masked',
    'veil',
    'veiled',
    'masquerade',
    'faceless',
    'disguise',
    'mummer',
    'actor',
    'player',
    'face',
  ],
  eye: ['eye', 'watcher', 'seer', 'sight', 'oracle', 'all-seeing', 'spyglass', 'scry', 'vision', 'lookout'],
  hand: ['hand', 'finger', 'palm', 'oath', 'index', 'grip', 'grasp', 'handshake'],
  heart: ['heart', 'love', 'kiss', 'lover', 'charity', 'devotion', 'passion'],
  skull: [
    'skull',
    'death',
    'dead',
    'necromancer',
    'necromancy',
    'undead',
    'lich',
    'ghoul',
    'grave',
    'gravedigger',
    'corpse',
    'reaper',
    'undertaker',
    'mortician',
    'tomb',
    'crypt',
    'bonecaller',
  ],
  bone: ['bone', 'crossbones', 'ossuary', 'skeleton'],
  feather: ['feather', 'plume', 'plumed'],
  sun: [
    'disc',
    'sun',
    'solar',
    'dawn',
    'daybreak',
    'sunrise',
    'sunlight',
    'noon',
    'daylight',
    'sunburst',
    'radiant',
    'sunset',
    'dayspring',
  ],
  crescent: ['crescent', 'moon', 'lunar', 'moonrise', 'selune'],
  mullet: [
    'star',
    'stellar',
    'starlight',
    'compass',
    'astrologer',
    'astronomer',
    'spur rowel',
    'sigil',
    'sextant',
    'navigator',
  ],
  estoile: ['estoile', 'starfall', 'wandering star', 'starry', 'astral'],
  comet: ['comet', 'meteor', 'shooting star', 'falling star', 'omen'],
  thunderbolt: ['thunderbolt', 'thunder', 'lightning', 'storm', 'tempest', 'stormcaller', 'forked bolt'],
  cloud: ['cloud', 'fog', 'mist', 'rain', 'sky', 'wind', 'weather', 'rainmaker', 'haze'],
  snowflake: [
    'snowflake',
    'snow',
    'frost',
    'winter',
    'ice',
    'frozen',
    'rime',
    'glacier',
    'blizzard',
    'hoarfrost',
  ],
  drop: [
    'drop',
    'tear',
    'teardrop',
    'weeping',
    'mourner',
    'water',
    'droplet',
    'dew',
    'bleeding',
    'bloodletter',
  ],
  flame: [
    'flame',
    'fire',
    'burning',
    'ember',
    'blaze',
    'pyre',
    'spark',
    'inferno',
    'cinder',
    'pyromancer',
    'firebrand',
    'ash',
    'kindled',
  ],
  tower: ['tower', 'spire', 'turret', 'belfry', 'watchtower', 'minaret'],
  castle: ['castle', 'fortress', 'citadel', 'fort', 'stronghold', 'bastion', 'keep', 'rampart', 'garrison'],
  portcullis: ['portcullis', 'gate', 'door', 'gatekeeper', 'doorway', 'threshold', 'gatehouse'],
  bridge: ['bridge', 'bridgekeeper', 'crossing', 'span'],
  windmill: ['windmill', 'mill', 'miller'],
  lighthouse: ['lighthouse', 'beacon', 'lightkeeper', 'pharos'],
  mountain: ['mountain', 'peak', 'crag', 'summit', 'mount', 'hill', 'barrow', 'cairn', 'stone'],
  tree: [
    'tree',
    'oak',
    'yew',
    'elm',
    'ash tree',
    'willow',
    'grove',
    'forest',
    'wood',
    'root',
    'hawthorn',
    'rowan',
    'birch',
    'greenwood',
    'bough',
    'branch',
    'druid',
  ],
  pine: ['pine', 'fir', 'spruce', 'evergreen', 'cedar', 'conifer'],
  'oak-leaf': ['leaf', 'oak leaf', 'foliage'],
  acorn: ['acorn', 'seed', 'nut', 'sprouting'],
  apple: ['apple', 'orchard', 'fruit', 'cider', 'pear'],
  grapes: ['grape', 'grapes', 'vine', 'vineyard', 'vintner', 'wine', 'winemaker', 'grapevine'],
  garb: [
    'sheaf',
    'wheat',
    'harvest',
    'grain',
    'barley',
    'corn',
    'farmer',
    'farm',
    'baker',
    'bread',
    'ear',
    'reaper of grain',
    'field',
  ],
  rose: ['rose', 'briar', 'garden', 'gardener', 'bloom', 'blossom'],
  lily: ['lily', 'lilies', 'madonna lily'],
  'fleur-de-lis': ['fleur', 'fleur-de-lis', 'fleur de lis', 'fleur-de-lys', 'iris'],
  thistle: ['thistle', 'thorn', 'thorned', 'nettle', 'bramble'],
  trefoil: ['trefoil', 'clover', 'shamrock', 'luck', 'lucky'],
  mushroom: ['mushroom', 'toadstool', 'fungus', 'spore', 'mycelium', 'fungal'],
  wreath: ['wreath', 'laurel', 'garland', 'victory', 'triumph', 'champion'],
  escallop: ['shell', 'scallop', 'escallop', 'pilgrim', 'pilgrimage', 'cowrie', 'conch'],
  egg: ['egg', 'clutch', 'hatchling', 'hatchery', 'eggshell', 'nest'],
  map: ['map', 'cartographer', 'mapmaker', 'chart', 'atlas', 'cartography', 'surveyor', 'chartmaker'],
  prism: ['prism', 'lens', 'spectrum', 'rainbow', 'refraction', 'lensmaker', 'optician'],
  wagon: [
    'wagon',
    'waggon',
    'cart',
    'carter',
    'caravan',
    'wagoner',
    'carriage',
    'coach',
    'coachman',
    'wain',
    'teamster',
    'haulier',
    'carting',
  ],
  pavilion: [
    'pavilion',
    'tent',
    'circus',
    'big top',
    'carnival',
    'acrobat',
    'juggler',
    'showman',
    'ringmaster',
    'menagerie',
  ],
  // A salt is the standing salt-cellar of a lord's table: salt merchants bear it, and so do diners.
  salt: [
    'salt',
    'salter',
    'saltmaker',
    'saltworks',
    'salt pan',
    'saltcellar',
    'salt cellar',
    'dining',
    'diner',
    'banquet',
    'gourmet',
    'glutton',
  ],
  crook: ['crook', 'shepherd', 'shepherdess', 'crozier', 'crosier', 'bishop', 'pastoral staff'],
  'laughing-mask': [
    'laughing mask',
    'comedy mask',
    'comedy',
    'comedian',
    'jester',
    'fool',
    'clown',
    'harlequin',
    'mirth',
    'laughter',
    'buffoon',
    'motley',
  ],
  wraith: [
    'wraith',
    'shade',
    'spectre',
    'specter',
    'ghost',
    'phantom',
    'apparition',
    'revenant',
    'banshee',
    'haunt',
    'haunting',
  ],
  dice: ['dice', 'die', 'gambler', 'gambling', 'gamble', 'bet', 'betting', 'wager', 'bookmaker', 'dicer'],
  fly: ['fly', 'flies', 'housefly', 'bluebottle', 'gnat', 'midge', 'blowfly', 'maggot'],
};

/**
 * Setting words: where a faction works, not what it is. They lean the arms toward a charge (thieves 'in the docks'
 * often bear an anchor) without binding them, so ten guilds of the docks are not ten anchors.
 */
const SETTING_WORDS: Record<string, Charge> = {
  dock: 'anchor',
  docks: 'anchor',
  harbour: 'anchor',
  harbor: 'anchor',
  port: 'anchor',
  wharf: 'anchor',
  quay: 'anchor',
  pier: 'anchor',
  waterfront: 'ship',
  sea: 'ship',
  ocean: 'ship',
  coast: 'gull',
  shore: 'escallop',
  river: 'fish',
  lake: 'swan',
  marsh: 'heron',
  swamp: 'frog',
  bog: 'frog',
  desert: 'scorpion',
  sewer: 'rat',
  sewers: 'rat',
  market: 'scales',
  road: 'wheel',
  roads: 'wheel',
  mountains: 'mountain',
  hills: 'mountain',
  forest: 'tree',
  woods: 'tree',
  city: 'tower',
  capital: 'castle',
  court: 'crown',
  palace: 'crown',
  temple: 'candle',
  church: 'bell',
  cathedral: 'bell',
  university: 'book',
  college: 'book',
  graveyard: 'skull',
  cemetery: 'skull',
  cove: 'anchor',
};

/** Words that take their ordinary English sense in running text ('to bear arms', 'a spy ring'): names only. */
/** Words for a body of people that a name uses as its head ('the Dawn Choir'), never read there as a thing. */
const BODY_WORDS = new Set([
  'choir',
  'host',
  'band',
  'circle',
  'ring',
  'watch',
  'court',
  'lodge',
  'house',
  'chamber',
  'office',
  'run',
  'company',
  'crew',
  'order',
  'keepers',
  'wardens',
  'warden',
  'keeper',
]);

const NAME_ONLY = new Set([
  'bear',
  'bow',
  'rose',
  'ring',
  'watch',
  'seal',
  'spring',
  'mount',
  'brand',
  'bolt',
  'player',
  'face',
  'light',
  'page',
  'field',
  'ear',
  'span',
  'crossing',
  'drop',
  'hind',
  'pale',
  'dark',
  'sand',
  'time',
  'web',
  'grip',
  'measure',
  'staff',
  'standard',
  'club',
  'pick',
  'rod',
  'keep',
  'war',
  'water',
  'wood',
  'stone',
  'seed',
  'nut',
  'hunt',
  'sail',
  'branch',
  'palm',
  'crow',
  'lark',
  'swallow',
  'lock',
  'chain',
  'links',
  'hand',
  'sight',
  'vision',
  'world',
  'fort',
  'gate',
  'door',
  'mill',
  'hill',
  'weigh',
  'balance',
  'profit',
  'wealth',
  'debt',
  'mint',
  'penny',
  'sky',
  'wind',
  'weather',
  'luck',
  'love',
  'peace',
  'mercy',
  'fortune',
  'victory',
  'triumph',
  'champion',
  'devotion',
  'passion',
  'charity',
  'vigil',
  'omen',
  'coil',
  'drone',
  'swarm',
  'buck',
  'doe',
  'billy',
  'jay',
  'merlin',
  'cod',
  'hen',
  'brew',
  'kettle',
  'tear',
  'weeping',
  'cross',
  'fist',
  'glove',
  'flag',
  'herald',
  'sphere',
  'fruit',
  'bloom',
  'blossom',
  'ash',
  'kindled',
  'spark',
  'vermin',
  'letter',
  'charter',
  'oath',
  'index',
  'finger',
  'heart',
  'jack',
  'die',
  'fly',
  'shade',
  'haunt',
  'fool',
  'coach',
  'button',
  'thread',
  'clutch',
  'disc',
]);

/** Colour words that also name a thing or a state in running text: names only. */
const COLOUR_NAME_ONLY = new Set([
  'pale',
  'dark',
  'shadow',
  'night',
  'midnight',
  'iron',
  'steel',
  'blood',
  'bloody',
  'jet',
  'coal',
  'pearl',
  'ivory',
  'copper',
  'brass',
  'bronze',
  'amber',
  'jade',
  'olive',
  'plum',
  'cardinal',
  'twilight',
  'dusk',
  'moonlit',
  'moonless',
  'ruby',
  'emerald',
  'sapphire',
  'onyx',
  'obsidian',
]);

/** Metals heraldry has no tincture for: borne proper, counted as a metal (or) for the rule of tincture. */
const PROPER_WORDS: Record<string, ProperTincture> = {
  copper: 'copper',
  coppery: 'copper',
  bronze: 'bronze',
  bronzed: 'bronze',
};

/**
 * Number words and how many charges they ask for ('the Twelve Boars', 'the Twin Ravens'); 0 asks for more than a
 * shield can count, a field strewn with them ('the Thousand Eyes': semy of eyes).
 */
const NUMBER_WORDS: Record<string, number> = {
  two: 2,
  twin: 2,
  twins: 2,
  pair: 2,
  brace: 2,
  both: 2,
  three: 3,
  triple: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  dozen: 12,
  thirteen: 13,
  fourteen: 0,
  fifteen: 0,
  twenty: 0,
  forty: 0,
  fifty: 0,
  hundred: 0,
  thousand: 0,
  myriad: 0,
  countless: 0,
  numberless: 0,
  many: 0,
  scattered: 0,
  strewn: 0,
};

type Lookup = { charge?: Charge; tincture?: Tincture; proper?: ProperTincture };

const PHRASES = new Map<string, Lookup>();
const WORDS = new Map<string, Lookup>();
for (const [tincture, words] of Object.entries(COLOUR_WORDS) as [Tincture, readonly string[]][]) {
  for (const w of words) WORDS.set(w, { tincture });
}
for (const [word, proper] of Object.entries(PROPER_WORDS)) WORDS.set(word, { tincture: 'or', proper });
for (const [charge, words] of Object.entries(THING_WORDS) as [Charge, readonly string[]][]) {
  for (const w of words) {
    const key = w.replace(/-/g, ' ');
    if (key.includes(' ')) PHRASES.set(key, { charge });
    // A thing word never overrides a colour word ('crown' stays a thing; 'gold' stays a colour).
    else if (!WORDS.has(key)) WORDS.set(key, { charge });
  }
}

/**
 * Words that are a colour before a thing and a thing at the end of a name: 'the Shadow Hand' is a hand sable, 'the
 * Grey Shadow' a wraith argent, and 'shadow creatures' are wraiths.
 */
const COLOUR_OR_THING: Record<string, Charge> = { shadow: 'wraith', shadows: 'wraith' };

/** The singular a plural stands for, tried in order: 'lilies' lily, 'wolves' wolf, 'knives' knife, 'mice' mouse. */
const IRREGULAR: Record<string, string> = {
  mice: 'mouse',
  oxen: 'ox',
  geese: 'goose',
  men: 'man',
  women: 'woman',
  children: 'child',
  teeth: 'tooth',
  feet: 'foot',
  leaves: 'leaf',
  staves: 'staff',
  knives: 'knife',
  wolves: 'wolf',
  hooves: 'hoof',
  thieves: 'thief',
  elves: 'elf',
  dwarves: 'dwarf',
  scarves: 'scarf',
  halves: 'half',
  sheaves: 'sheaf',
  fishermen: 'fisherman',
  huntsmen: 'huntsman',
  horsemen: 'horsemen',
  swordsmen: 'swordsman',
  bowmen: 'bowman',
  pikemen: 'pikeman',
  axemen: 'axeman',
  oarsmen: 'oarsman',
  boatmen: 'boatman',
  ferrymen: 'ferryman',
  lilies: 'lily',
  butterflies: 'butterfly',
  ponies: 'pony',
  cherries: 'cherry',
};

function lookupWord(word: string, inName: boolean): Lookup | undefined {
  const candidates = [word];
  if (IRREGULAR[word]) candidates.unshift(IRREGULAR[word]!);
  if (word.endsWith('ies')) candidates.push(`${word.slice(0, -3)}y`);
  if (word.endsWith('es')) candidates.push(word.slice(0, -2));
  if (word.endsWith('s') && !word.endsWith('ss')) candidates.push(word.slice(0, -1));
  for (const w of candidates) {
    const found = WORDS.get(w);
    if (!found) continue;
    if (!inName && found.charge && NAME_ONLY.has(w)) return undefined;
    if (!inName && found.tincture && COLOUR_NAME_ONLY.has(w)) return undefined;
    return found;
  }
  return undefined;
}

interface Hit {
  readonly charge?: Charge;
  readonly tincture?: Tincture;
  readonly proper?: ProperTincture;
  /** A number word: how many (0: too many to count). */
  readonly number?: number;
  /** A thing named in the plural ('Boars'): only a plural is counted ('the Triple Crown' is one crown). */
  readonly plural?: boolean;
  readonly at: number;
}

/** Plurals spelt as their singular. */
const SAME_PLURAL = new Set(['dice', 'flies', 'fish', 'sheep', 'deer', 'swine', 'cattle']);

/** Whether a word that names a thing names it in the plural ('eyes', 'wolves', 'mice', 'dice'). */
function isPlural(word: string): boolean {
  return SAME_PLURAL.has(word) || IRREGULAR[word] !== undefined || !WORDS.has(word);
}

/** The things, colours and numbers a text names, in reading order, with the position of each. */
function scan(text: string, inName: boolean): Hit[] {
  const words = text
    .toLowerCase()
    .replace(/[’']/g, '')
    .split(/[^a-z]+/)
    .filter(Boolean);
  const hits: Hit[] = [];
  const thingAt = (i: number) => {
    const w = words[i];
    return w !== undefined && lookupWord(w, inName)?.charge !== undefined;
  };
  for (let i = 0; i < words.length; i++) {
    const word = words[i]!;
    if (inName && BODY_WORDS.has(word)) continue;
    // Where a faction works only leans its arms (see SETTING_WORDS); in a name it is what the faction is called.
    if (!inName && SETTING_WORDS[word]) continue;
    const two = i + 1 < words.length ? `${word} ${words[i + 1]}` : '';
    const three = i + 2 < words.length ? `${two} ${words[i + 2]}` : '';
    const phrase = PHRASES.get(three) ?? PHRASES.get(two) ?? PHRASES.get(two.replace(/s$/, ''));
    if (phrase) {
      hits.push({ ...phrase, plural: !PHRASES.has(three) && !PHRASES.has(two), at: i });
      i += PHRASES.has(three) ? 2 : 1;
      continue;
    }
    const dual = COLOUR_OR_THING[word];
    if (dual) {
      if (thingAt(i + 1)) {
        if (inName) hits.push({ tincture: 'sable', at: i });
      } else hits.push({ charge: dual, at: i });
      continue;
    }
    if (NUMBER_WORDS[word] !== undefined) {
      hits.push({ number: NUMBER_WORDS[word]!, at: i });
      continue;
    }
    const found = lookupWord(word, inName);
    if (found) hits.push({ ...found, ...(found.charge ? { plural: isPlural(word) } : {}), at: i });
  }
  return hits;
}

/** What a faction's words ask its arms to show. */
export interface ArmsReading {
  /** Kept on the arms: the named charges (strongest first) and tinctures, and the first charge's own tincture. */
  readonly named: NonNullable<Arms['named']> | undefined;
  /** Charges its setting suggests: they lean the choice without binding it. */
  readonly hints: readonly Charge[];
}

export interface ArmsWords {
  /** The faction's name, typed or generated. */
  readonly name?: string;
  /** The purpose as the game master typed it. */
  readonly purpose?: string;
  /**
   * What it reveres, in words: a deity's holy symbol or a cult's sign ('a crook dipped in red'). Its first thing is
   * borne, in the colour the sign gives it, after what a typed name and a typed purpose name.
   */
  readonly devotion?: string;
  /**
   * Whether the name leads: a name the game master typed does ('the Crimson Lily'); a generated name follows the
   * purpose they typed (beekeepers named 'the Open Purse' still bear bees first), then comes before the sign.
   */
  readonly nameLeads?: boolean;
}

/** What one source of words (a name, a purpose, a sign) names. */
interface Found {
  readonly charges: Charge[];
  readonly tinctures: Tincture[];
  /** The colour each thing is given where the words tie one to it ('the Golden Bell', 'a crook dipped in red'). */
  readonly bound: Map<Charge, { tincture: Tincture; proper?: ProperTincture }>;
  /** A thing the words count ('the Twelve Boars'); 0 for too many to count. */
  counted?: { charge: Charge; number: number };
}

function read(hits: Hit[], headFirst: boolean, loose: boolean): Found {
  const found: Found = { charges: [], tinctures: [], bound: new Map() };
  const things = hits.filter((h) => h.charge);
  for (const h of headFirst ? things.slice().reverse() : things) {
    if (!found.charges.includes(h.charge!)) found.charges.push(h.charge!);
  }
  for (const h of hits) {
    // A proper metal ('copper') is the thing's own colour, not a tincture the rest of the arms should show.
    if (h.tincture && !h.proper && !found.tinctures.includes(h.tincture)) found.tinctures.push(h.tincture);
  }
  for (let i = 0; i < hits.length; i++) {
    const h = hits[i]!;
    if (!h.charge) continue;
    const before = hits[i - 1];
    const after = hits[i + 1];
    const colour =
      before?.tincture && before.at === h.at - 1
        ? before
        : after?.tincture && after.at === h.at + 2
          ? after
          : undefined;
    if (colour && !found.bound.has(h.charge))
      found.bound.set(h.charge, {
        tincture: colour.tincture!,
        ...(colour.proper ? { proper: colour.proper } : {}),
      });
    // A number just before the thing, or before a colour just before it ('Seven Golden Keys').
    const lead = before?.tincture && before.at === h.at - 1 ? hits[i - 2] : before;
    const gap = before?.tincture && before.at === h.at - 1 ? 2 : 1;
    if (lead?.number !== undefined && lead.at === h.at - gap && h.plural && !found.counted)
      found.counted = { charge: h.charge, number: lead.number };
  }
  // A sign's colour may stand anywhere in it ('a crook dipped in red', 'a crown of black weed').
  if (loose && things[0] && !found.bound.has(things[0].charge!)) {
    const colour = hits.find((h) => h.tincture);
    if (colour)
      found.bound.set(things[0].charge!, {
        tincture: colour.tincture!,
        ...(colour.proper ? { proper: colour.proper } : {}),
      });
  }
  return found;
}

/**
 * Reads a faction's words. In a name the head noun leads ('the Fog-Bound Keel': a ship before a cloud); a colour
 * just before a thing, or 'of' a colour after it, is that thing's tincture ('the Golden Bell', 'the Bell of Gold');
 * a number before a thing counts it ('the Twelve Boars'), and a counted thing leads. The sources are read in order:
 * a typed name, the typed purpose, a generated name, then the faction's sign (first thing only).
 */
export function readArmsWords(words: ArmsWords): ArmsReading {
  const nameLeads = words.nameLeads ?? true;
  const name = words.name ? read(scan(words.name, true), true, false) : undefined;
  const purpose = words.purpose ? read(scan(words.purpose, false), false, false) : undefined;
  const signRead = words.devotion ? read(scan(words.devotion, true), false, true) : undefined;
  // A sign gives one thing, in its own colour: the colour asks nothing of the rest of the arms.
  const sign: Found | undefined = signRead
    ? { charges: signRead.charges.slice(0, 1), tinctures: [], bound: signRead.bound }
    : undefined;
  // A generated name still comes before the sign: 'the Humble Dove' bears a dove, not its god's crown.
  const sources = (nameLeads ? [name, purpose, sign] : [purpose, name, sign]).filter(
    (f): f is Found => f !== undefined,
  );

  const charges: Charge[] = [];
  const tinctures: Tincture[] = [];
  const bound = new Map<Charge, { tincture: Tincture; proper?: ProperTincture }>();
  let counted: Found['counted'];
  // The first thing of each source, then the rest: a second charge then shows what another source names ('the
  // Ember Shell', knights guarding dragon eggs: escallops, and an egg).
  const depth = Math.max(0, ...sources.map((s) => s.charges.length));
  for (let i = 0; i < depth; i++)
    for (const source of sources) {
      const c = source.charges[i];
      if (c && !charges.includes(c)) charges.push(c);
    }
  for (const source of sources) {
    for (const t of source.tinctures) if (!tinctures.includes(t)) tinctures.push(t);
    for (const [c, t] of source.bound) if (!bound.has(c)) bound.set(c, t);
    counted ??= source.counted;
  }
  // A counted thing leads: a name that counts its charges means that charge ('the Twelve Boars').
  if (counted && charges.includes(counted.charge)) {
    charges.splice(charges.indexOf(counted.charge), 1);
    charges.unshift(counted.charge);
  }
  const hints: Charge[] = [];
  if (words.purpose) {
    for (const w of words.purpose.toLowerCase().split(/[^a-z]+/)) {
      const hint = SETTING_WORDS[w];
      if (hint && !hints.includes(hint)) hints.push(hint);
    }
  }
  const first = charges[0];
  const own = first ? bound.get(first) : undefined;
  const chargeTincture = own?.tincture;
  // The first charge's own colour is named first; a faction names at most two colours that can all be shown.
  if (chargeTincture && !own?.proper) {
    if (tinctures.includes(chargeTincture)) tinctures.splice(tinctures.indexOf(chargeTincture), 1);
    tinctures.unshift(chargeTincture);
  }
  const kept = tinctures.slice(0, 2);
  const count = counted && counted.charge === first && counted.number >= 2 ? counted.number : undefined;
  const semy = counted && counted.charge === first && counted.number === 0 ? true : undefined;
  const named =
    charges.length || kept.length
      ? {
          charges: charges.slice(0, 4),
          tinctures: kept,
          ...(chargeTincture ? { chargeTincture } : {}),
          ...(count ? { count } : {}),
          ...(semy ? { semy } : {}),
          ...(own?.proper ? { proper: own.proper } : {}),
        }
      : undefined;
  return { named, hints: hints.filter((h) => !charges.includes(h)).slice(0, 4) };
}
