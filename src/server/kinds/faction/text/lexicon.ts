// The faction lexicon: reads what a game master types as a purpose ('a church of the sun god that runs hospitals',
// 'beekeepers who secretly breed giant bees for war', 'necromancers') or as goals into facts the record can hold
// (what the members are called, what they do, their god, their beasts, their trade, their art, their quarter), so
// the typed words become what the faction is, woven into sentences rather than quoted beside them.
import type { Deity } from '../../../engine/pantheon.js';
import { PANTHEON } from '../../../engine/pantheon.js';

/** A beast a faction keeps, breeds, rides or fears. */
export interface Creature {
  /** 'giant bee'. */
  readonly one: string;
  /** 'giant bees'. */
  readonly many: string;
  /** Where they are kept, plural: 'hives', 'kennels', 'stables'. */
  readonly home: string;
}

/** A school of magic (or of worship) a cabal or a cult practises. */
export interface Art {
  readonly id: string;
  /** 'necromancy'. */
  readonly noun: string;
  /** 'necromancer', 'necromancers'. */
  readonly one: string;
  readonly many: string;
  /** Verb phrases in the plural ('raise the dead'), for 'they raise the dead'. */
  readonly acts: readonly string[];
  /** What the art works with: 'grave-dirt and bone'. */
  readonly stuff: string;
  /** What it makes or calls up, plural: 'the walking dead'. */
  readonly servants: string;
  /** The room it needs: 'an ossuary'. */
  readonly room: string;
}

/** A trade the members share ('beekeepers'). */
export interface Trade {
  readonly one: string;
  readonly many: string;
  /** 'beekeeping'. */
  readonly craft: string;
  /** What they make or sell: 'honey and wax'. */
  readonly goods: string;
  /** Where they work, plural: 'apiaries'. */
  readonly works: string;
  /** The archetype a body of them is closest to. */
  readonly kind: ArchetypeHint;
}

/** A quarter of a town typed in a purpose ('in the docks'), as typed and as the district type it is. */
export interface Quarter {
  /** As typed, with its article: 'the docks'. */
  readonly phrase: string;
  /** The town district type it is (town layouts use the same words). */
  readonly type:
    | 'docks'
    | 'slums'
    | 'market'
    | 'temple'
    | 'noble'
    | 'craft'
    | 'arcane'
    | 'mines'
    | 'castle'
    | 'sewers'
    | 'old town';
}

/**
 * A place typed in a purpose that the faction works from or keeps ('out of the city morgue', 'guard a sacred hive',
 * 'protecting the old forest'): its headquarters stand there, and goals and quests turn on it.
 */
export interface Site {
  /** Definite, as typed otherwise: 'the city morgue', 'the sacred hive', 'the old forest'. */
  readonly phrase: string;
  /** Its head noun: 'morgue', 'hive', 'forest'. */
  readonly head: string;
  /** A building to work in, wild land outside the town, or a thing kept and guarded (a hive, a stone, a spring). */
  readonly sort: 'building' | 'wild' | 'thing';
}

/** A verb phrase typed after 'who' or 'that': the forms prose needs. */
export interface Work {
  /** After a singular subject: 'runs hospitals'. */
  readonly one: string;
  /** After a plural subject: 'run hospitals'. */
  readonly many: string;
  /** After 'to': 'run hospitals'. */
  readonly to: string;
  /** Typed as done in secret ('secretly breed giant bees'). */
  readonly secret: boolean;
}

export type ArchetypeHint =
  | 'thieves'
  | 'merchant'
  | 'knights'
  | 'cult'
  | 'mages'
  | 'rebels'
  | 'noble'
  | 'mercenary'
  | 'druids'
  | 'spies'
  | 'assassins'
  | 'holy'
  | 'scholars'
  | 'smugglers';

/** What a typed purpose says, read into facts. */
export interface PurposeFacts {
  /** The purpose as typed, cleaned of outer spaces and closing punctuation; '' when blank. */
  readonly text: string;
  /**
   * How the words can be woven in: a noun phrase after 'is' ('a church of the sun god that runs hospitals'), a verb
   * phrase after 'to' ('protect the last dragon eggs'), or a line kept as typed when the engine cannot read it.
   */
  readonly form: 'noun' | 'verb' | 'quote' | 'none';
  /** The noun phrase with the article English wants ('beekeepers who...', 'a church of...'). */
  readonly phrase: string;
  /** The phrase takes a plural verb ('beekeepers are'). */
  readonly plural: boolean;
  /** What one member and the members are called, when the words say ('beekeeper', 'beekeepers'). */
  readonly members: readonly [string, string] | null;
  /** The verb phrases typed after who/that (or the purpose itself, when it is one). */
  readonly works: readonly Work[];
  readonly deity: Deity | null;
  /** What a cult is typed to serve when it is no god of the pantheon ('a cult of the drowned god'). */
  readonly power: string | null;
  readonly creatures: readonly Creature[];
  readonly art: Art | null;
  readonly trade: Trade | null;
  readonly quarter: Quarter | null;
  /** A place the words tie the faction to ('the city morgue'); a typed quarter ('the docks') is not one. */
  readonly site: Site | null;
  /** A town typed after 'in' or 'from' ('thieves in Saltmere'). */
  readonly town: string | null;
  /** What the words lean towards, when they name no archetype outright. */
  readonly hint: ArchetypeHint | null;
  /** Stances the words take ('stance-hoard', 'stance-war', 'secret-work'): the record's tags. */
  readonly tags: readonly string[];
}

const EMPTY: PurposeFacts = {
  text: '',
  form: 'none',
  phrase: '',
  plural: false,
  members: null,
  works: [],
  deity: null,
  power: null,
  creatures: [],
  art: null,
  trade: null,
  quarter: null,
  site: null,
  town: null,
  hint: null,
  tags: [],
};

/** Trims and drops the trailing punctuation a sentence typed into a form ends with. */
export function cleanTyped(text: string): string {
  return text
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[\s.,;:!?…]+$/u, '')
    .trim();
}

// ---- Verbs ----------------------------------------------------------------------------------------------------

/** Verbs a typed purpose or goal is likely to use, in the plain form. */
const VERB_LIST =
  `abolish accept acquire act aid amass annex answer arm assassinate attack avenge awaken bake bargain bear
beat become beg believe bind bless bless blackmail blind borrow break breed brew bribe bring build burn bury buy call
capture carry carve catch challenge change charm chart chase cheat claim clean cleanse climb collect command conquer
consolidate control convert cook copy corner corrupt count craft create cross crush cultivate cure curse cut deal
deceive decide defeat defend deliver deny destroy devour dig discover distil distribute dominate drain draw dream drink
drive drown dye earn eat educate eliminate employ empty enchant end enforce enrich enslave ensure escort establish
exact expand explore expose extend extort feed fence fight find finish fish fix fly follow forbid forge forget found
free gain gather give govern grant grow guard guide hang harbour harvest heal help herd hide hire hoard hold honour hunt
infiltrate inherit invent investigate judge keep kidnap kill know lead learn lend liberate light live loot love make
manage map marry master mend mine mint monopolise monopolize mourn move murder nurse obey obtain offer oppose own
pardon pay perform plan plant plot plunder poach poison practise practice pray preach preserve prevent print promote
protect prove provide punish purge pursue question raise ransom reach read rebuild reclaim recover recruit redeem
reform release remember remove repair replace rescue research restore retake retrieve return reveal ride rid rob rule
ruin run sabotage sail save scout search secure seduce seek seize sell send serve shelter shield silence sing slay
smuggle sow speak spread spy steal stop study summon supply support survey take tame teach tend test thieve threaten
tithe topple track trade train translate trap travel treat trick turn uncover unite unmask uphold usurp venerate
wake walk wander want wage warn watch wear weave weaken win wipe work operate worship write`
    .split(/\s+/)
    .filter(Boolean);
const VERBS = new Set(VERB_LIST);

const IRREGULAR_THIRD: Record<string, string> = { be: 'is', have: 'has', do: 'does', go: 'goes' };
const IRREGULAR_BASE: Record<string, string> = { is: 'be', are: 'be', has: 'have', does: 'do', goes: 'go' };

/** 'breed' -> 'breeds', 'carry' -> 'carries', 'watch' -> 'watches'. */
export function thirdPerson(verb: string): string {
  if (IRREGULAR_THIRD[verb]) return IRREGULAR_THIRD[verb]!;
  if (/(s|x|z|ch|sh|o)$/.test(verb)) return `${verb}es`;
  if (/[^aeiou]y$/.test(verb)) return `${verb.slice(0, -1)}ies`;
  return `${verb}s`;
}

/** The plain form of a verb written in any present form ('runs' -> 'run', 'carries' -> 'carry'), or null. */
export function verbBase(word: string): string | null {
  const w = word.toLowerCase();
  if (IRREGULAR_BASE[w]) return IRREGULAR_BASE[w]!;
  if (VERBS.has(w)) return w;
  const tries = [w.replace(/ies$/, 'y'), w.replace(/es$/, ''), w.replace(/s$/, '')];
  for (const t of tries) if (t !== w && VERBS.has(t)) return t;
  return null;
}

/** True when the word is a verb the lexicon knows, in its plain form (a goal's first word). */
export function isPlainVerb(word: string): boolean {
  return VERBS.has(word.toLowerCase());
}

const ADVERBS =
  /^(secretly|quietly|covertly|openly|still|also|once|never|always|mostly|only|really|truly|actually|slowly|patiently|publicly|privately|jealously|gladly|freely|fiercely)$/i;
const SECRET_ADVERB = /^(secretly|quietly|covertly|privately)$/i;

/** A verb phrase in every form prose needs; null when it does not start with a known verb. */
function workOf(clause: string, pluralSubject: boolean): Work | null {
  const words = clause.trim().split(/\s+/);
  let secret = false;
  while (words.length > 1 && ADVERBS.test(words[0]!)) {
    if (SECRET_ADVERB.test(words[0]!)) secret = true;
    words.shift();
  }
  if (/^in$/i.test(words[0] ?? '') && /^secret$/i.test(words[1] ?? '')) {
    secret = true;
    words.splice(0, 2);
  }
  const first = words[0];
  if (!first) return null;
  const rest = words.slice(1).join(' ');
  const join = (v: string) => (rest ? `${v} ${rest}` : v);
  const lower = first.toLowerCase();
  // 'are sworn to', 'were founded': the verb 'to be' and the past.
  if (/^(are|is)$/.test(lower)) return { one: join('is'), many: join('are'), to: join('be'), secret };
  if (/^(was|were)$/.test(lower))
    return { one: join('was'), many: join('were'), to: join('have been'), secret };
  const base = verbBase(lower);
  if (!base) return null;
  // A plural subject's verb is already plain ('beekeepers who breed'); a singular one's ends in -s.
  if (!pluralSubject && lower === base && !IRREGULAR_THIRD[base] && base !== 'have') {
    // 'a guild that breed' is a typing slip; read it as the plain form all the same.
  }
  return { one: join(thirdPerson(base)), many: join(base === 'be' ? 'are' : base), to: join(base), secret };
}

/** Splits 'keep bees and breed war-bees' at each 'and' that starts a new verb. */
function splitWorks(clause: string): string[] {
  const parts: string[] = [];
  let current: string[] = [];
  const words = clause.split(/\s+/);
  for (let i = 0; i < words.length; i++) {
    const w = words[i]!;
    const next = words[i + 1];
    const afterAdverb = next && ADVERBS.test(next) ? words[i + 2] : next;
    if ((w === 'and' || w === 'but') && afterAdverb && verbBase(afterAdverb) && current.length > 1) {
      parts.push(current.join(' '));
      current = [];
      continue;
    }
    current.push(w);
  }
  if (current.length) parts.push(current.join(' '));
  return parts.map((p) => p.replace(/,$/, '').trim()).filter(Boolean);
}

// ---- Nouns ----------------------------------------------------------------------------------------------------

const IRREGULAR_SINGULAR: Record<string, string> = {
  men: 'man',
  women: 'woman',
  people: 'person',
  children: 'child',
  folk: 'folk',
  thieves: 'thief',
  wolves: 'wolf',
  elves: 'elf',
  dwarves: 'dwarf',
  knives: 'knife',
  wives: 'wife',
  geese: 'goose',
  mice: 'mouse',
  magi: 'magus',
  clergy: 'cleric',
  kin: 'kinsman',
  staves: 'staff',
};

/** The singular of a plural noun phrase's head: 'giant bees' -> 'giant bee', 'ferrymen' -> 'ferryman'. */
export function singular(phrase: string): string {
  const words = phrase.split(' ');
  const head = words.pop() ?? '';
  const lower = head.toLowerCase();
  let one: string;
  if (IRREGULAR_SINGULAR[lower]) one = IRREGULAR_SINGULAR[lower]!;
  else if (/men$/.test(lower)) one = `${head.slice(0, -3)}man`;
  else if (/ies$/.test(lower)) one = `${head.slice(0, -3)}y`;
  else if (/(ches|shes|sses|xes)$/.test(lower)) one = head.slice(0, -2);
  else if (/[^s]s$/.test(lower)) one = head.slice(0, -1);
  else one = head;
  return [...words, one].join(' ');
}

/** True when a word reads as a plural noun ('beekeepers', 'ferrymen', 'thieves', 'folk'). */
function isPluralWord(word: string): boolean {
  const w = word.toLowerCase();
  if (IRREGULAR_SINGULAR[w]) return true;
  if (/men$/.test(w) && w.length > 4) return true;
  return /[^su'’]s$/.test(w) && !/(ss|us|is|ous)$/.test(w);
}

/** Bodies of people: a head noun that is the faction itself, not its members. */
const BODY_WORDS =
  /^(guild|order|church|society|circle|ring|band|cabal|company|brotherhood|sisterhood|fellowship|league|cult|house|family|clan|coven|network|syndicate|crew|gang|conclave|college|school|army|host|sect|temple|chapter|lodge|union|cooperative|co-operative|club|council|court|assembly|covenant|legion|troupe|congregation|choir|academy|institute|movement|cell|confederacy|alliance|consortium|company|dynasty|tribe|pack|coterie|circle|faith|priesthood|monastery|abbey|convent|hanse|exchange|bank|firm|shop|workshop|office|bureau|ministry|watch|guard|militia|crusade|mission|hospital|hospice|trust|charity|foundation|outfit|mob|cartel|collective|commune|kingdom|empire|tribunal|inquisition|circus|flotilla|fleet|caravan)$/i;

/** What the members of a body are called when the body's own word says it. */
const BODY_MEMBERS: Record<string, readonly [string, string]> = {
  watch: ['watchman', 'watchmen'],
  militia: ['militiaman', 'militiamen'],
  army: ['soldier', 'soldiers'],
  legion: ['legionary', 'legionaries'],
  fleet: ['sailor', 'sailors'],
  flotilla: ['sailor', 'sailors'],
  choir: ['singer', 'singers'],
  troupe: ['player', 'players'],
  circus: ['performer', 'performers'],
  coven: ['witch', 'witches'],
  priesthood: ['priest', 'priests'],
  inquisition: ['inquisitor', 'inquisitors'],
};

/** Person nouns that describe members without naming a trade ('folk', 'people'). */
const GENERIC_MEMBERS = /^(folk|people|men|women|souls|ones|members|friends|brothers|sisters|followers)$/i;

// ---- Lexicon tables -------------------------------------------------------------------------------------------

const C = (one: string, home: string, many?: string): Creature => ({
  one,
  many:
    many ??
    (/(s|x|ch|sh)$/.test(one) ? `${one}es` : /[^aeiou]y$/.test(one) ? `${one.slice(0, -1)}ies` : `${one}s`),
  home,
});

/** Beasts by the word that names them (singular or plural), with where they are kept. */
const CREATURES: readonly (readonly [RegExp, Creature])[] = [
  [/\bbees?\b/i, C('bee', 'hives')],
  [/\bwasps?\b/i, C('wasp', 'nests')],
  [/\bhornets?\b/i, C('hornet', 'nests')],
  [/\bdragons?\b/i, C('dragon', 'lairs')],
  [/\bwyverns?\b/i, C('wyvern', 'eyries')],
  [/\bdrakes?\b/i, C('drake', 'pens')],
  [/\bgriffins?|gryphons?\b/i, C('griffin', 'eyries')],
  [/\bhippogriffs?\b/i, C('hippogriff', 'eyries')],
  [/\bwolf|wolves\b/i, C('wolf', 'kennels', 'wolves')],
  [/\bhounds?\b/i, C('hound', 'kennels')],
  [/\bdogs?\b/i, C('dog', 'kennels')],
  [/\bmastiffs?\b/i, C('mastiff', 'kennels')],
  [/\bhorses?\b/i, C('horse', 'stables')],
  [/\bwarhorses?\b/i, C('warhorse', 'stables')],
  [/\bponies|pony\b/i, C('pony', 'stables', 'ponies')],
  [/\bunicorns?\b/i, C('unicorn', 'glades')],
  [/\bpegas(us|i)\b/i, C('pegasus', 'stables', 'pegasi')],
  [/\bravens?\b/i, C('raven', 'roosts')],
  [/\bcrows?\b/i, C('crow', 'roosts')],
  [/\bowls?\b/i, C('owl', 'roosts')],
  [/\bhawks?\b/i, C('hawk', 'mews')],
  [/\bfalcons?\b/i, C('falcon', 'mews')],
  [/\beagles?\b/i, C('eagle', 'eyries')],
  [/\bpigeons?|doves?\b/i, C('pigeon', 'lofts')],
  [/\brats?\b/i, C('rat', 'cellars')],
  [/\bcats?\b/i, C('cat', 'lofts')],
  [/\bspiders?\b/i, C('spider', 'cellars')],
  [/\bserpents?\b/i, C('serpent', 'pits')],
  [/\bsnakes?\b/i, C('snake', 'pits')],
  [/\bvipers?\b/i, C('viper', 'pits')],
  [/\bscorpions?\b/i, C('scorpion', 'pits')],
  [/\bbears?\b/i, C('bear', 'pits')],
  [/\bboars?\b/i, C('boar', 'pens')],
  [/\bstags?|deer\b/i, C('stag', 'parks')],
  [/\belephants?\b/i, C('elephant', 'stables')],
  [/\bcamels?\b/i, C('camel', 'stables')],
  [/\blizards?\b/i, C('lizard', 'pens')],
  [/\bbats?\b/i, C('bat', 'caves')],
  [/\bbeetles?\b/i, C('beetle', 'pits')],
  [/\bants?\b/i, C('ant', 'nests')],
  [/\bmoths?\b/i, C('moth', 'lanterns')],
  [/\bsharks?\b/i, C('shark', 'pens')],
  [/\beels?\b/i, C('eel', 'tanks')],
  [/\bkraken\b/i, C('kraken', 'deeps', 'kraken')],
  [/\bwhales?\b/i, C('whale', 'grounds')],
  [/\bgoats?\b/i, C('goat', 'folds')],
  [/\bsheep\b/i, C('sheep', 'folds', 'sheep')],
  [/\bcattle|cows?|oxen\b/i, C('ox', 'byres', 'oxen')],
  [/\bbasilisks?\b/i, C('basilisk', 'pits')],
  [/\bmanticores?\b/i, C('manticore', 'cages')],
  [/\bgolems?\b/i, C('golem', 'workshops')],
  [/\bundead|zombies?|skeletons?\b/i, C('walking corpse', 'crypts')],
  [/\bghosts?|spirits?|shades?\b/i, C('restless spirit', 'crypts')],
  [/\bdemons?|devils?|fiends?\b/i, C('bound fiend', 'circles')],
  [/\bfae|faeries|fairies|fey\b/i, C('fey creature', 'rings')],
  [/\btrolls?\b/i, C('troll', 'pits')],
  [/\bgiants?\b(?!\s+\w+s\b)/i, C('giant', 'halls')],
  [/\bslimes?|oozes?\b/i, C('ooze', 'vats')],
];

/** Words put before a creature that belong to it ('giant bees', 'war hounds', 'dire wolves'). */
const CREATURE_ADJECTIVES =
  /\b(giant|great|war|dire|fire|frost|shadow|iron|black|white|red|sea|sand|cave|blood|night|plague|bone|ghost|winged|armoured|armored|venomous|trained|wild|young|baby|undead|clockwork)\s+$/i;

const T = (
  one: string,
  many: string,
  craft: string,
  goods: string,
  works: string,
  kind: ArchetypeHint,
): Trade => ({ one, many, craft, goods, works, kind });

/** Trades by the word that names their people. */
const TRADES: readonly (readonly [RegExp, Trade])[] = [
  [
    /\bbee-?keepers?|apiarists?\b/i,
    T('beekeeper', 'beekeepers', 'beekeeping', 'honey and wax', 'apiaries', 'merchant'),
  ],
  [/\bbakers?\b/i, T('baker', 'bakers', 'baking', 'bread', 'bakehouses', 'merchant')],
  [/\bbrewers?\b/i, T('brewer', 'brewers', 'brewing', 'ale and beer', 'breweries', 'merchant')],
  [/\bvintners?|wine-?makers?\b/i, T('vintner', 'vintners', 'wine-making', 'wine', 'vineyards', 'merchant')],
  [/\bdistillers?\b/i, T('distiller', 'distillers', 'distilling', 'spirits', 'stills', 'smugglers')],
  [/\bbutchers?\b/i, T('butcher', 'butchers', 'butchery', 'meat', 'shambles', 'merchant')],
  [/\bfisher(men|man|folk|s)?\b/i, T('fisherman', 'fishermen', 'fishing', 'fish', 'boats', 'smugglers')],
  [
    /\b(sailors?|mariners?|seafarers?)\b/i,
    T('sailor', 'sailors', 'seafaring', 'cargo', 'ships', 'smugglers'),
  ],
  [/\bpirates?|corsairs?|buccaneers?\b/i, T('pirate', 'pirates', 'piracy', 'plunder', 'ships', 'smugglers')],
  [/\bminers?\b/i, T('miner', 'miners', 'mining', 'ore', 'mines', 'merchant')],
  [/\b(stone)?masons?\b/i, T('mason', 'masons', 'masonry', 'cut stone', 'yards', 'merchant')],
  [/\b(black)?smiths?\b/i, T('smith', 'smiths', 'smithing', 'ironwork', 'forges', 'merchant')],
  [
    /\bcarpenters?|joiners?\b/i,
    T('carpenter', 'carpenters', 'carpentry', 'timberwork', 'workshops', 'merchant'),
  ],
  [/\bweavers?\b/i, T('weaver', 'weavers', 'weaving', 'cloth', 'looms', 'merchant')],
  [/\bdyers?\b/i, T('dyer', 'dyers', 'dyeing', 'dyed cloth', 'vats', 'merchant')],
  [/\btanners?\b/i, T('tanner', 'tanners', 'tanning', 'leather', 'tanneries', 'merchant')],
  [/\bpotters?\b/i, T('potter', 'potters', 'pottery', 'pots and tiles', 'kilns', 'merchant')],
  [
    /\bglass-?blowers?\b/i,
    T('glassblower', 'glassblowers', 'glassblowing', 'glass', 'glasshouses', 'merchant'),
  ],
  [
    /\b(jewell?ers?|goldsmiths?|silversmiths?)\b/i,
    T('jeweller', 'jewellers', 'jewel-work', 'jewels', 'workshops', 'merchant'),
  ],
  [
    /\blamp-?lighters?\b/i,
    T('lamplighter', 'lamplighters', 'lamplighting', 'lamp oil', 'lamp-rooms', 'thieves'),
  ],
  [/\b(chimney[- ]?)?sweeps\b/i, T('sweep', 'sweeps', 'chimney-sweeping', 'soot', 'yards', 'thieves')],
  [
    /\bgrave-?diggers?|sextons?\b/i,
    T('gravedigger', 'gravediggers', 'gravedigging', 'graves', 'graveyards', 'cult'),
  ],
  [
    /\bgrave-?robbers?|body-?snatchers?\b/i,
    T('grave-robber', 'grave-robbers', 'grave-robbing', 'corpses', 'graveyards', 'thieves'),
  ],
  [
    /\bundertakers?|morticians?\b/i,
    T('undertaker', 'undertakers', 'burial', 'coffins', 'parlours', 'assassins'),
  ],
  [
    /\b(physicians?|doctors?|healers?|surgeons?|nurses?|leeches)\b/i,
    T('healer', 'healers', 'healing', 'medicines', 'infirmaries', 'holy'),
  ],
  [/\bherbalists?|herb-?wives\b/i, T('herbalist', 'herbalists', 'herb-lore', 'herbs', 'gardens', 'druids')],
  [/\bapothecar(y|ies)\b/i, T('apothecary', 'apothecaries', 'pharmacy', 'medicines', 'shops', 'mages')],
  [/\balchemists?\b/i, T('alchemist', 'alchemists', 'alchemy', 'elixirs', 'laboratories', 'mages')],
  [
    /\b(hunters?|huntsmen|trappers?)\b/i,
    T('hunter', 'hunters', 'hunting', 'furs and meat', 'lodges', 'druids'),
  ],
  [
    /\bmonster[- ]hunters?|slayers?\b/i,
    T('slayer', 'slayers', 'monster-hunting', 'trophies', 'lodges', 'mercenary'),
  ],
  [
    /\bbounty[- ]hunters?|thief-?takers?\b/i,
    T('bounty hunter', 'bounty hunters', 'bounty-hunting', 'bounties', 'lodges', 'mercenary'),
  ],
  [
    /\bwitch[- ]?hunters?|witch-?finders?\b/i,
    T('witch-hunter', 'witch-hunters', 'witch-hunting', 'confessions', 'gaols', 'holy'),
  ],
  [
    /\b(foresters?|woodcutters?|woodsmen|loggers?)\b/i,
    T('forester', 'foresters', 'woodcraft', 'timber', 'lodges', 'druids'),
  ],
  [/\bfarmers?|peasants?|ploughmen\b/i, T('farmer', 'farmers', 'farming', 'grain', 'farms', 'rebels')],
  [/\bshepherds?|herders?|drovers?\b/i, T('shepherd', 'shepherds', 'herding', 'wool', 'folds', 'druids')],
  [
    /\bferrymen|ferryman|boatmen|bargemen|watermen\b/i,
    T('boatman', 'boatmen', 'ferrying', 'passengers', 'boats', 'smugglers'),
  ],
  [
    /\brat-?catchers?\b/i,
    T('rat-catcher', 'rat-catchers', 'rat-catching', 'rat skins', 'cellars', 'thieves'),
  ],
  [/\bbeggars?|vagabonds?|vagrants?\b/i, T('beggar', 'beggars', 'begging', 'alms', 'corners', 'thieves')],
  [
    /\b(actors?|players|mummers?|performers?|acrobats?|jugglers?)\b/i,
    T('player', 'players', 'playing', 'plays', 'theatres', 'spies'),
  ],
  [
    /\b(minstrels?|bards?|singers?|musicians?)\b/i,
    T('minstrel', 'minstrels', 'minstrelsy', 'songs', 'taverns', 'spies'),
  ],
  [/\bscribes?|clerks?|copyists?\b/i, T('scribe', 'scribes', 'writing', 'letters', 'scriptoria', 'scholars')],
  [
    /\bcartographers?|mapmakers?\b/i,
    T('mapmaker', 'mapmakers', 'mapmaking', 'maps', 'map rooms', 'scholars'),
  ],
  [
    /\bbooksellers?|book-?binders?\b/i,
    T('bookbinder', 'bookbinders', 'bookbinding', 'books', 'binderies', 'scholars'),
  ],
  [/\bprinters?\b/i, T('printer', 'printers', 'printing', 'pamphlets', 'print shops', 'rebels')],
  [/\blocksmiths?\b/i, T('locksmith', 'locksmiths', 'lockwork', 'locks and keys', 'workshops', 'thieves')],
  [/\btailors?|seamstress(es)?\b/i, T('tailor', 'tailors', 'tailoring', 'clothes', 'shops', 'spies')],
  [/\bcobblers?|shoemakers?\b/i, T('cobbler', 'cobblers', 'shoemaking', 'boots', 'workshops', 'merchant')],
  [
    /\binnkeepers?|tavern-?keepers?|publicans?\b/i,
    T('innkeeper', 'innkeepers', 'inn-keeping', 'ale and beds', 'inns', 'spies'),
  ],
  [/\bcooks?|chefs?\b/i, T('cook', 'cooks', 'cookery', 'feasts', 'kitchens', 'merchant')],
  [/\bgardeners?\b/i, T('gardener', 'gardeners', 'gardening', 'flowers and fruit', 'gardens', 'druids')],
  [/\bfalconers?\b/i, T('falconer', 'falconers', 'falconry', 'hawks', 'mews', 'noble')],
  [
    /\bhorse-?(breeders?|traders?)\b/i,
    T('horse-breeder', 'horse-breeders', 'horse-breeding', 'horses', 'stud farms', 'merchant'),
  ],
  [
    /\bshipwrights?|shipbuilders?\b/i,
    T('shipwright', 'shipwrights', 'shipbuilding', 'ships', 'yards', 'merchant'),
  ],
  [/\brope-?makers?\b/i, T('rope-maker', 'rope-makers', 'rope-making', 'rope', 'rope-walks', 'merchant')],
  [
    /\bchandlers?|candle-?makers?\b/i,
    T('chandler', 'chandlers', 'candle-making', 'candles', 'shops', 'merchant'),
  ],
  [
    /\bclock-?makers?|clockmakers?|tinkers?|tinkerers?\b/i,
    T('clockmaker', 'clockmakers', 'clockwork', 'clocks', 'workshops', 'mages'),
  ],
  [/\btoy-?makers?\b/i, T('toymaker', 'toymakers', 'toymaking', 'toys', 'workshops', 'merchant')],
  [
    /\b(money-?lenders?|bankers?|usurers?|money-?changers?)\b/i,
    T('banker', 'bankers', 'banking', 'loans', 'counting-houses', 'merchant'),
  ],
  [
    /\bgamblers?|card-?sharps?|dicers?\b/i,
    T('gambler', 'gamblers', 'gambling', 'wagers', 'gaming-houses', 'thieves'),
  ],
  [/\bmidwives|midwife\b/i, T('midwife', 'midwives', 'midwifery', 'births', 'lying-in houses', 'druids')],
  [
    /\bgladiators?|pit-?fighters?\b/i,
    T('gladiator', 'gladiators', 'pit-fighting', 'bouts', 'pits', 'mercenary'),
  ],
  [
    /\bduellists?|fencers?|fencing[- ]masters?\b/i,
    T('duellist', 'duellists', 'the sword', 'duels', 'fencing halls', 'mercenary'),
  ],
  [/\barchers?|bowmen\b/i, T('archer', 'archers', 'archery', 'bows', 'butts', 'mercenary')],
  [/\bhighway(men|man)\b/i, T('highwayman', 'highwaymen', 'highway robbery', 'purses', 'roads', 'thieves')],
  [/\bpoachers?\b/i, T('poacher', 'poachers', 'poaching', 'game', 'snares', 'smugglers')],
];

const A = (
  id: string,
  noun: string,
  one: string,
  acts: readonly string[],
  stuff: string,
  servants: string,
  room: string,
): Art => ({ id, noun, one, many: `${one}s`, acts, stuff, servants, room });

/** Schools of magic, by the words that name them. */
export const ARTS: readonly (readonly [RegExp, Art])[] = [
  [
    /\bnecromanc|raise the dead|undead|death magic\b/i,
    A(
      'necromancy',
      'necromancy',
      'necromancer',
      ['raise the dead', 'question corpses', 'bind the spirits of the dead'],
      'grave-dirt and bone',
      'the walking dead',
      'an ossuary',
    ),
  ],
  [
    /\bpyromanc|fire mag|flame/i,
    A(
      'pyromancy',
      'fire magic',
      'fire-mage',
      ['call fire out of the air', 'burn what they are paid to burn', 'read the future in embers'],
      'sulphur and salamander ash',
      'fire spirits',
      'a furnace room',
    ),
  ],
  [
    /\bdivin|seers?|prophe|oracles?|astrolog|star-?gaz/i,
    A(
      'divination',
      'divination',
      'seer',
      ['read the future in stars and entrails', 'sell prophecies to the anxious rich', 'watch for omens'],
      'star charts and bird bones',
      'watching ravens',
      'an observatory',
    ),
  ],
  [
    /\balchem/i,
    A(
      'alchemy',
      'alchemy',
      'alchemist',
      ['turn base metal towards gold', 'brew elixirs', 'distil what should not be distilled'],
      'quicksilver and salt',
      'homunculi',
      'a laboratory',
    ),
  ],
  [
    /\billusion|glamou?r|phantasm/i,
    A(
      'illusion',
      'illusion',
      'illusionist',
      ['weave glamours', 'make the false look true', 'hide in plain sight'],
      'mirrors and coloured smoke',
      'phantoms',
      'a hall of mirrors',
    ),
  ],
  [
    /\benchant|charms?\b/i,
    A(
      'enchantment',
      'enchantment',
      'enchanter',
      ['bind wills with a word', 'lay charms on objects', 'sell love-charms'],
      'silver thread and honeyed wax',
      'charmed servants',
      'a workroom',
    ),
  ],
  [
    /\bdemonolog|summon|conjur|infernal|diabol/i,
    A(
      'demonology',
      'summoning',
      'summoner',
      ['call up things from beyond', 'bargain with fiends', 'bind what they summon'],
      'chalk circles and black candles',
      'bound fiends',
      'a warded cellar',
    ),
  ],
  [
    /\bblood mag|blood-?mage|haemomanc/i,
    A(
      'blood magic',
      'blood magic',
      'blood-mage',
      ['work spells in blood', 'buy blood from the desperate', 'bind people by their blood'],
      'blood and iron bowls',
      'blood-bound thralls',
      'a tiled cellar',
    ),
  ],
  [
    /\bstorm|weather|lightning|elemental/i,
    A(
      'storm magic',
      'storm-calling',
      'storm-caller',
      ['call the wind and the rain', 'sell fair weather to captains', 'bring down lightning'],
      'copper rods and rainwater',
      'wind spirits',
      'a tower roof',
    ),
  ],
  [
    /\bshadow|darkness|umbr/i,
    A(
      'shadow magic',
      'shadow-weaving',
      'shadow-weaver',
      ['step through shadows', 'steal light', 'hide what must not be seen'],
      'soot and lampblack',
      'living shadows',
      'a lightless room',
    ),
  ],
  [
    /\brunes?|rune-?(carv|smith)|sigils?\b/i,
    A(
      'runecraft',
      'runecraft',
      'rune-carver',
      ['carve runes of power', 'ward doors and ships', 'bind spells into stone'],
      'chisels, stone and gold leaf',
      'warded stones',
      'a carving shed',
    ),
  ],
  [
    /\bdream|sleep|oneiro/i,
    A(
      'dream magic',
      'dream-walking',
      'dream-walker',
      ['walk in other people’s dreams', 'send nightmares', 'steal secrets from sleepers'],
      'poppy and lavender smoke',
      'sleepwalkers',
      'a room of beds',
    ),
  ],
  [
    /\bgolems?|constructs?|artific|clockwork|automat/i,
    A(
      'artifice',
      'artifice',
      'artificer',
      ['build golems and engines', 'wind clockwork servants', 'sell enchanted locks'],
      'brass, springs and bound sparks',
      'clockwork servants',
      'a workshop',
    ),
  ],
  [
    /\bwitch(es|craft)?|hags?|covens?\b/i,
    A(
      'witchcraft',
      'witchcraft',
      'witch',
      ['brew curses and cures', 'read the weather in bones', 'make poppets of their enemies'],
      'herbs, bones and candle-ends',
      'familiars',
      'a cottage kitchen',
    ),
  ],
  [
    /\btime\b|chronomanc/i,
    A(
      'chronomancy',
      'time magic',
      'chronomancer',
      ['slow and quicken time', 'see a little way ahead', 'steal hours from others'],
      'hourglasses and powdered sand',
      'stolen hours',
      'a clock room',
    ),
  ],
];

/** Kinds of magic a cabal of mages practises when the words do not say. */
export const DEFAULT_ARTS: readonly Art[] = ARTS.map(([, art]) => art).filter(
  (a) => !['demonology', 'blood magic', 'witchcraft'].includes(a.id),
);

interface Domain {
  readonly words: RegExp;
  readonly domain: string;
  readonly symbol: string;
  readonly house: string;
  readonly epithet: string;
}

/** What a god typed by its domain is god of ('the sun god', 'the goddess of the sea'). */
const DOMAINS: readonly Domain[] = [
  {
    words: /\bsun\b|\bsolar\b|\bdawn\b/i,
    domain: 'the sun and the day',
    symbol: 'a golden disc',
    house: 'temple',
    epithet: 'the Unconquered',
  },
  {
    words: /\bmoon\b|\blunar\b/i,
    domain: 'the moon and the night',
    symbol: 'a silver crescent',
    house: 'temple',
    epithet: 'the Night’s Lamp',
  },
  {
    words: /\bstars?\b/i,
    domain: 'the stars and fate',
    symbol: 'a seven-pointed star',
    house: 'temple',
    epithet: 'the Watcher Above',
  },
  {
    words: /\bsea\b|\bocean\b|\btides?\b|\bwaves?\b/i,
    domain: 'the sea and its tides',
    symbol: 'a white shell',
    house: 'temple',
    epithet: 'the Deep',
  },
  {
    words: /\bstorms?\b|\bthunder\b|\bsky\b/i,
    domain: 'storms and thunder',
    symbol: 'a forked bolt',
    house: 'temple',
    epithet: 'the Thunderer',
  },
  {
    words: /\bwar\b|\bbattle\b|\bvictory\b/i,
    domain: 'war and victory',
    symbol: 'a red spear',
    house: 'temple',
    epithet: 'the Red Hand',
  },
  {
    words: /\bdeath\b|\bdead\b|\bgraves?\b/i,
    domain: 'death and the dead',
    symbol: 'a black coin',
    house: 'chapel',
    epithet: 'the Last Door',
  },
  {
    words: /\bharvests?\b|\bgrain\b|\bfields?\b|\bfertility\b/i,
    domain: 'the harvest',
    symbol: 'a sheaf of barley',
    house: 'shrine',
    epithet: 'the Giver of Bread',
  },
  {
    words: /\bforge\b|\bsmith/i,
    domain: 'the forge and its fire',
    symbol: 'a hammer and anvil',
    house: 'forge-shrine',
    epithet: 'the Maker',
  },
  {
    words: /\bhunt\b|\bwild\b|\bbeasts?\b|\bforest\b/i,
    domain: 'the hunt and the wild',
    symbol: 'a pair of antlers',
    house: 'grove',
    epithet: 'the Horned',
  },
  {
    words: /\btrade\b|\bwealth\b|\bcoin\b|\bgold\b/i,
    domain: 'trade and wealth',
    symbol: 'a pair of scales',
    house: 'temple',
    epithet: 'the Counter of Coins',
  },
  {
    words: /\bknowledge\b|\bwisdom\b|\blearning\b|\bsecrets\b/i,
    domain: 'knowledge and secrets',
    symbol: 'a closed book',
    house: 'sanctum',
    epithet: 'the All-Knowing',
  },
  {
    words: /\blaw\b|\bjustice\b|\boaths?\b/i,
    domain: 'law and justice',
    symbol: 'an open eye above a key',
    house: 'temple',
    epithet: 'the Judge',
  },
  {
    words: /\blight\b/i,
    domain: 'light and truth',
    symbol: 'a lantern',
    house: 'chapel',
    epithet: 'the Lantern-Bearer',
  },
  {
    words: /\bfire\b|\bflames?\b/i,
    domain: 'fire and renewal',
    symbol: 'a flame',
    house: 'temple',
    epithet: 'the Burning One',
  },
  {
    words: /\bheal(ing|er)?\b|\bmercy\b|\bsick\b/i,
    domain: 'healing and mercy',
    symbol: 'an open hand',
    house: 'chapel',
    epithet: 'the Merciful',
  },
  {
    words: /\blove\b|\bbeauty\b/i,
    domain: 'love and beauty',
    symbol: 'a red rose',
    house: 'temple',
    epithet: 'the Fair',
  },
  {
    words: /\bwine\b|\brevel|\bfeasts?\b/i,
    domain: 'wine and revelry',
    symbol: 'a full cup',
    house: 'temple',
    epithet: 'the Laughing God',
  },
  {
    words: /\bdreams?\b|\bsleep\b/i,
    domain: 'dreams and sleep',
    symbol: 'a closed eye',
    house: 'sanctum',
    epithet: 'the Dreamer',
  },
  {
    words: /\bplague\b|\bpestilence\b|\bdisease\b|\brot\b/i,
    domain: 'plague and rot',
    symbol: 'a black fly',
    house: 'chapel',
    epithet: 'the Rotting One',
  },
  {
    words: /\bnight\b|\bdarkness\b/i,
    domain: 'the night',
    symbol: 'a black star',
    house: 'temple',
    epithet: 'the Veiled',
  },
  {
    words: /\bwinter\b|\bice\b|\bfrost\b|\bsnow\b/i,
    domain: 'winter and ice',
    symbol: 'a white snowflake',
    house: 'temple',
    epithet: 'the Cold Crown',
  },
  {
    words: /\brivers?\b/i,
    domain: 'rivers and fords',
    symbol: 'a blue ribbon',
    house: 'shrine',
    epithet: 'the River-Mother',
  },
  {
    words: /\bearth\b|\bmountains?\b|\bstone\b/i,
    domain: 'stone and the deep earth',
    symbol: 'a grey stone',
    house: 'temple',
    epithet: 'the Deep Root',
  },
  {
    words: /\bluck\b|\bfortune\b|\bchance\b/i,
    domain: 'luck and chance',
    symbol: 'a pair of dice',
    house: 'shrine',
    epithet: 'the Fickle',
  },
];

/** The god a typed purpose names: by name from the pantheon, or by its domain ('the sun god'). */
function readDeity(text: string, townDeities: readonly Deity[]): Deity | null {
  for (const deity of PANTHEON) {
    const bare = deity.name.replace(/^the /i, '');
    if (new RegExp(`\\b${bare}\\b`, 'i').test(text)) return deity;
  }
  const godPhrase =
    /\b((?:the\s+)?(?:[\p{L}-]+\s+){0,2}?(?:gods?|goddess(?:es)?)(?:\s+of\s+(?:the\s+)?[\p{L}-]+(?:\s+and\s+(?:the\s+)?[\p{L}-]+)?)?)\b/iu.exec(
      text,
    );
  const worship =
    /\b(?:worship(?:p?ers?|p?ing)?|servants?|priests?|children|followers?)\s+of\s+((?:the\s+)?(?:sun|moon|stars|sea|storm|night|flame|deep))\b/i.exec(
      text,
    );
  const phrase = godPhrase?.[1] ?? worship?.[1];
  if (!phrase) return null;
  const domain = DOMAINS.find((d) => d.words.test(phrase));
  // A god named only 'god' or 'the gods' is no god the record can hold.
  if (!domain) return null;
  const local = townDeities.find((d) => domain.words.test(d.domain));
  if (local) return local;
  let name = phrase.replace(/^(a|an|some)\s+/i, '').trim();
  if (!/^the\s/i.test(name)) name = `the ${name}`;
  // 'the gods of the sea' reads as one god in prose that calls it 'him' or 'her': keep what was typed, singular.
  name = name.replace(/\bgods\b/i, 'god').replace(/\bgoddesses\b/i, 'goddess');
  return { name, epithet: domain.epithet, domain: domain.domain, symbol: domain.symbol, house: domain.house };
}

/** Quarters of a town by the words that name them. */
const QUARTERS: readonly (readonly [RegExp, Quarter['type']])[] = [
  [
    /\b(the )?(docks?|dockside|harbou?r(side)?|wharf|wharves|quays?(ide)?|waterfront|port|piers?|shipyards?)\b/i,
    'docks',
  ],
  [/\b(the )?(sewers?|under-?city|undercity|catacombs|tunnels|cellars|underground|gutters?)\b/i, 'sewers'],
  [/\b(the )?(slums?|rookery|rookeries|back ?streets|alleys|tenements|shanty ?town|warrens?)\b/i, 'slums'],
  [/\b(the )?(market( square| quarter)?|bazaar|souk|market-?place)\b/i, 'market'],
  [/\b(the )?(temple (quarter|district)|cathedral close)\b/i, 'temple'],
  [/\b(the )?(noble (quarter|district)|high town|upper (town|city)|palace|royal court)\b/i, 'noble'],
  [/\b(the )?(old town|old city|old quarter)\b/i, 'old town'],
  [/\b(the )?(university|college (quarter|district)|academy quarter)\b/i, 'arcane'],
  [/\b(the )?(mines?|mining (town|camps?)|quarr(y|ies))\b/i, 'mines'],
  [/\b(the )?(craft (quarter|district)|workshops|tanneries)\b/i, 'craft'],
  // 'keep' alone is mostly the verb ('keep the lighthouse burning'); only 'the keep' is the castle's.
  [/\b(the )?(castle|citadel)\b|\bthe keep\b/i, 'castle'],
];

/** Typed words that lean a body towards an archetype without naming one. */
const HINTS: readonly (readonly [RegExp, ArchetypeHint])[] = [
  // What the body is outranks whom it is made of: a street gang of orphans is a gang, not a charity; hunters
  // for hire are sellswords; a town watch keeps the peace (it is not a spy ring for watching).
  [/\b(street[- ]gangs?|gangs?|crews?|mobs?)\b/i, 'thieves'],
  [
    /\b(for hire|sellswords?|hired (swords|blades)|bounty[- ]hunters?|(monster|dragon|beast|giant|troll|vampire|witch|demon|ghoul|wolf)[- ]?(hunters?|slayers?))\b/i,
    'mercenary',
  ],
  [
    /\b((town|city|night) watch|the watch(?! over)|watchmen|constables?|militia|wardens of the peace)\b/i,
    'knights',
  ],
  [/\b(wild\w*|forests?|woods?|beasts?|animals?|trees?|groves?|nature|woodland)\b/i, 'druids'],
  [/\b(protect\w*|guard\w*|defend\w*|shield\w*|watch over|keep safe)\b/i, 'knights'],
  [
    /\b(heal\w*|tend\w*|nurs\w*|feed the poor|hospitals?|alms|charit\w*|orphanages?|(care for|feed|shelter|house|take in) (the )?orphans)\b/i,
    'holy',
  ],
  [/\b(steal\w*|rob\w*|burgl\w*|pick pockets|fenc\w*|loot\w*)\b/i, 'thieves'],
  [/\b(kill\w*|murder\w*|poison\w*|slay\w*|assassinat\w*)\b/i, 'assassins'],
  [
    /\b(learn\w*|stud\w*|collect books|record\w*|lore|map\w*|translat\w*|research\w*|librar\w*)\b/i,
    'scholars',
  ],
  [/\b(overthrow\w*|free|liberat\w*|resist\w*|toppl\w*|rebel\w*|tyrant)\b/i, 'rebels'],
  [/\b(smuggl\w*|contraband|run goods|excise|customs)\b/i, 'smugglers'],
  [/\b(trad\w*|sell\w*|buy\w*|lend\w*|profit\w*|coin|wealth|gold|monopol\w*)\b/i, 'merchant'],
  [/\b(worship\w*|summon\w*|wake|awaken\w*|sacrific\w*|pray to)\b/i, 'cult'],
  // 'the watch' is the town's (above); a body that watches is a spy ring.
  [/\b(spy|spies|spying|(?<!the )watch|listen\w*|secrets|blackmail\w*|informants?)\b/i, 'spies'],
  [/\b(fight\w*|war|battle\w*|soldiers?|hire(d)? out|conquer\w*|siege)\b/i, 'mercenary'],
  [/\b(rule|inherit\w*|bloodline|throne|crown|estates?|marry|heirs?)\b/i, 'noble'],
  [/\b(magic\w*|spells?|enchant\w*|curse\w*)\b/i, 'mages'],
];

/** Stances the words take: tags the record filters other lines by, so goals and methods agree with the purpose. */
const STANCES: readonly (readonly [RegExp, string])[] = [
  // A town watch keeps the knights' place among the kinds but none of their lances, chapters or horses.
  [/\b((town|city|night) watch|the watch(?! over)|watchmen|constables?)\b/i, 'stance-watch'],
  [
    /\b(hoard|keep|guard|hide|forbid|suppress|lock away)\w*\b.*\b(knowledge|lore|books?|secrets|learning)\b/i,
    'stance-hoard',
  ],
  [
    /\b(teach|share|spread|open)\w*\b.*\b(knowledge|learning|books?|lore|to all|anyone)\b|\bschools?\b/i,
    'stance-share',
  ],
  [/\bfor war\b|\bwar-?\w+|\bweapons?\b|\barm(s|ies)\b/i, 'stance-war'],
  [/\b(peace|pacifis|never (kill|fight)|non-?violen)/i, 'stance-peace'],
  [
    /\b(heal|hospitals?|mercy|nurse|tend the sick|feed the poor|alms|charity|orphanages?|(care for|feed|shelter|house|take in) (the )?orphans)\b/i,
    'stance-mercy',
  ],
  [
    /\b(protect|guard|defend|save)\w*\b.*\b(forest|woods?|wild|trees?|beasts?|animals?|land)\b/i,
    'stance-wild',
  ],
  [/\b(free|liberat|abolish)\w*\b.*\b(slaves?|prisoners?|people|serfs?)\b/i, 'stance-free'],
  [/\b(enslav|slavers?|slave-?trad)/i, 'stance-slaver'],
  [/\b(serve|loyal to|protect|defend)\w*\b.*\b(crown|king|queen|throne)\b/i, 'stance-crown'],
];

// ---- Sites ---------------------------------------------------------------------------------------------------

const SITE_BUILDINGS =
  'morgue|mortuary|charnel house|lighthouse|tower|library|archive|observatory|bridge|mill|asylum|hospital|infirmary|prison|gaol|jail|orphanage|workhouse|monastery|abbey|priory|cathedral|chapel|inn|tavern|brothel|bathhouse|theatre|arena|palace|fortress|fort|college|university|museum|treasury|mint|granary|warehouse|crypt|tomb|mausoleum|cemetery|graveyard|ossuary|quarry|vineyard|brewery|foundry|forge|lazar house|almshouse|opera house|counting house|pleasure house';
const SITE_WILD =
  'forest|woods?|woodland|grove|marsh(?:es)?|swamp|fens?|moors?|mountains?|hills|peaks?|lake|island|isle|desert|wastes?|jungle|valley|caves?|caverns?|heath|downs';
const SITE_THINGS =
  'hive|tree|oak|yew|stones?|standing stones|well|spring|flame|fire|fountain|eggs?|relic|idol|statue|bell|gate|altar|pool|shrine';
/**
 * A place the members work in or keep, after 'out of', 'in', 'guard', 'protect'...: 'the city morgue', 'a sacred
 * hive', 'the tomb of the first king' (never what they only sell to or steal from). Up to two words before the head
 * ('the old oak forest'), and an 'of' phrase after it.
 */
const SITE = new RegExp(
  String.raw`\b(?:out of|in|at|under|beneath|inside|within|around|near|beside|over|guard\w*|protect\w*|keep\w*|tend\w*|watch over|defend\w*|run\w*|haunt\w*)\s+(?:the|a|an|their|its|our|his|her)\s+((?:[\p{Ll}-]+\s+){0,2}?)(${SITE_BUILDINGS}|${SITE_WILD}|${SITE_THINGS})\b((?:\s+of\s+(?:the\s+)?[\p{Ll}-]+(?:\s+[\p{Ll}-]+)?)?)`,
  'iu',
);
const WILD_WORD = new RegExp(`^(?:${SITE_WILD})$`, 'i');
const THING_WORD = new RegExp(`^(?:${SITE_THINGS})$`, 'i');

/** The first place the words tie the faction to, never the body's own name ('a church', 'a school of...'). */
function readSite(text: string, headWord: string): Site | null {
  const m = SITE.exec(text);
  if (!m) return null;
  const head = m[2]!.toLowerCase();
  if (head === headWord.toLowerCase()) return null;
  // 'of the first king' stays; 'of war', an 'of' that names what a thing is for, is dropped with the rest.
  const words = `${m[1] ?? ''}${m[2]!}${m[3] ?? ''}`.replace(/\s+/g, ' ').trim().toLowerCase();
  // A site whose words start with a verb or adverb was not a place ('the drowned god' has no site word anyway).
  if (/^(secretly|who|that|which|and)\b/.test(words)) return null;
  const sort = WILD_WORD.test(head) ? 'wild' : THING_WORD.test(head) ? 'thing' : 'building';
  return { phrase: `the ${words}`, head, sort };
}

/** Words that start a participle phrase after a plural or a body ('necromancers working out of', 'based in'). */
const PARTICIPLE =
  /\s+(based|sworn|devoted|dedicated|hidden|housed|camped|settled|gathered|[\p{Ll}]+ing)\s+/iu;

/** The plain verb of an -ing word ('protecting' -> 'protect', 'raising' -> 'raise', 'running' -> 'run'), or null. */
function ingBase(word: string): string | null {
  const w = word.toLowerCase();
  if (!w.endsWith('ing')) return null;
  const stem = w.slice(0, -3);
  const tries = [stem, `${stem}e`, stem.replace(/(.)\1$/, '$1'), stem.replace(/y$/, 'ie')];
  return tries.find((t) => VERBS.has(t)) ?? null;
}

// ---- Reading a purpose ----------------------------------------------------------------------------------------

const ARTICLE = /^(a|an|the|some|our|my|their)\s+/i;
const ARCHETYPE_NAMES =
  /^(?:(?:a|an|the)\s+)?(thieves[’']? guild|merchant (league|cabal|guild|company)|knightly order|cult|cabal of mages|rebel cell|noble house|mercenary company|druid circle|spy ring|assassins[’']? guild|holy order|scholars[’']? society|smuggling ring|thieves|merchants|knights|cultists|mages|rebels|nobles|mercenaries|druids|spies|assassins|priests|scholars|smugglers)$/i;
const RELATIVE = /\s+(who|that|which)\s+/i;

/**
 * Whether a word that is a noun as often as a verb ('hunt', 'watch') is a verb here, by what follows it: a
 * determiner ('watch the skies') or, for the verbs that take one, a plural object that names no body ('hunt
 * vampires'; not 'trade guilds').
 */
function objectFollows(word: string, next: string): boolean {
  if (/^(the|a|an|every|all|any|its|their|our|over|against|for|down|out)$/i.test(next)) return true;
  return /^(hunt|trade|fish|rule|guard|watch)$/i.test(word) && /[^s]s$/i.test(next) && !BODY_WORDS.test(next);
}

/**
 * Reads a typed purpose into facts. `townDeities` are the gods of the town the faction is generated from (a typed
 * 'goddess of the harvest' in a town of Mother Ysolde is Mother Ysolde).
 */
export function readPurposeFacts(
  typed: string | undefined,
  townDeities: readonly Deity[] = [],
): PurposeFacts {
  const text = cleanTyped(typed ?? '');
  if (!text) return EMPTY;
  // An archetype's own name ('spy ring', 'a cult') is the archetype, with nothing more to weave in.
  if (ARCHETYPE_NAMES.test(text)) return { ...EMPTY, text };
  const tags = new Set<string>();
  for (const [words, tag] of STANCES) if (words.test(text)) tags.add(tag);

  const creatures: Creature[] = [];
  for (const [words, creature] of CREATURES) {
    const m = words.exec(text);
    if (!m) continue;
    const before = text.slice(0, m.index);
    const adjective = CREATURE_ADJECTIVES.exec(before)?.[1]?.toLowerCase();
    const made = adjective
      ? { one: `${adjective} ${creature.one}`, many: `${adjective} ${creature.many}`, home: creature.home }
      : creature;
    if (!creatures.some((c) => c.one === made.one)) creatures.push(made);
    if (creatures.length >= 2) break;
  }
  const art = ARTS.find(([words]) => words.test(text))?.[1] ?? null;
  const trade = TRADES.find(([words]) => words.test(text))?.[1] ?? null;
  const deity = readDeity(text, townDeities);
  // 'a cult of the drowned god', 'worshippers of the Hollow King': the name the cult's power goes by.
  const served =
    /\b(?:cult|cultists|worshipp?ers|servants|followers|children|brides|cult)\s+of\s+((?:the\s+)?[\p{L}’'-]+(?:\s+[\p{L}’'-]+){0,2})$/iu.exec(
      text,
    )?.[1] ?? null;
  const servedBare = served?.replace(/^(a|an|some)\s+/i, '') ?? null;
  const power = servedBare && !deity ? (/^the\s/i.test(servedBare) ? servedBare : `the ${servedBare}`) : null;
  const quarterMatch = QUARTERS.map(([words, type]) => ({ m: words.exec(text), type })).find((q) => q.m);
  const quarter: Quarter | null = quarterMatch?.m
    ? { phrase: quarterPhrase(quarterMatch.m[0]), type: quarterMatch.type }
    : null;
  const townMatch = /\b(?:in|from|at|of)\s+((?:[A-Z][\p{L}’'-]+)(?:[ -][A-Z][\p{L}’'-]+)?)\s*$/u.exec(text);
  const town =
    townMatch && !/^(the|The)$/.test(townMatch[1]!) && !DOMAINS.some((d) => d.words.test(townMatch[1]!))
      ? townMatch[1]!
      : null;
  const hint = HINTS.find(([words]) => words.test(text))?.[1] ?? null;
  if (/\b(secretly|in secret|covertly|hidden|secret)\b/i.test(text)) tags.add('secret-work');

  // A purpose that is itself something to do: 'protect the last dragon eggs', 'to keep the old bridge standing'.
  const verbFirst = /^(?:to\s+)?([\p{L}-]+)/iu.exec(text)?.[1] ?? '';
  const secondWord = text.replace(/^to\s+/i, '').split(/\s+/)[1] ?? '';
  if (
    /^to\s/i.test(text) ||
    (isPlainVerb(verbFirst) &&
      (!/^(hunt|trade|fish|rule|guard|watch|order|band|ring|circle|cult)$/i.test(verbFirst) ||
        objectFollows(verbFirst, secondWord)) &&
      !/\s(who|that|which)\s/i.test(text) &&
      // 'spy network', 'trade guild': a verb-looking word before a body word names the body.
      !BODY_WORDS.test(text.replace(/^to\s+/i, '').split(/\s+/)[1] ?? '') &&
      !/^\p{Lu}/u.test(text.replace(/^to\s+/i, '')))
  ) {
    const bare = text.replace(/^to\s+/i, '');
    const work = workOf(bare, true);
    if (work) {
      return {
        ...EMPTY,
        text,
        form: 'verb',
        phrase: lowerStart(bare),
        works: [{ ...work, one: lowerStart(work.one), many: lowerStart(work.many), to: lowerStart(work.to) }],
        deity,
        power,
        creatures,
        art,
        trade,
        quarter,
        site: readSite(text, ''),
        town,
        hint,
        tags: [...tags],
      };
    }
  }

  // A noun phrase, perhaps with a relative clause: 'beekeepers who secretly breed giant bees for war'.
  // Or with a participle phrase: 'necromancers working out of the city morgue', 'a guild based in the docks'.
  const relative = RELATIVE.exec(text);
  const split = relative
    ? { index: relative.index, length: relative[0].length, word: relative[1]!, participle: false }
    : participleSplit(text);
  const np = (split ? text.slice(0, split.index) : text).trim();
  const clause = split ? text.slice(split.index + split.length).trim() : '';
  const npBare = np.replace(ARTICLE, '');
  const headPart = npBare.split(
    /\s+(?:of|in|from|at|on|under|for|with|against|by|sworn|dedicated|devoted|bent)\s+/i,
  )[0]!;
  const headWord = headPart.split(/\s+/).pop() ?? '';
  const headIsBody = BODY_WORDS.test(headWord);
  const plural = !headIsBody && isPluralWord(headWord);
  // Who the members are: the head itself ('beekeepers'), or what a body is 'of' ('a guild of thieves').
  let members: readonly [string, string] | null = null;
  if (plural && !GENERIC_MEMBERS.test(headWord) && /^[\p{Ll}]/u.test(headWord)) {
    const many = headPart.split(/\s+/).slice(-1)[0]!.toLowerCase();
    members = [singular(many), many];
  } else if (headIsBody) {
    const of = /\bof\s+(?:the\s+)?((?:[\p{Ll}-]+\s+)?[\p{Ll}-]+)\b/u.exec(npBare);
    const word = of?.[1]?.split(/\s+/).pop();
    if (word && isPluralWord(word) && !GENERIC_MEMBERS.test(word)) members = [singular(word), word];
  }
  if (!members && trade) members = [trade.one, trade.many];
  // A body whose members English names by the body: a watch of watchmen, a fleet of sailors.
  if (!members && headIsBody) members = BODY_MEMBERS[headWord.toLowerCase()] ?? null;
  if (!members && art && /\b(mages?|wizards?|sorcerers?|witches|necromancers?)\b/i.test(text)) {
    members = [art.one, art.many];
  }

  // A participle's verb is the work ('protecting the old forest': protect the old forest); 'based in' is none.
  const ingVerb = split?.participle ? ingBase(split.word) : null;
  const works: Work[] = !clause
    ? []
    : split?.participle
      ? [ingVerb ? workOf(`${ingVerb} ${clause}`, true) : null].filter((w): w is Work => w !== null)
      : splitWorks(clause)
          .map((w) => workOf(w, plural || (!headIsBody && isPluralWord(headWord))))
          .filter((w): w is Work => w !== null);
  const site = readSite(text, headWord);
  // 'monster hunters', 'dragon slayers', 'grave robbers': what the name says they do, when no clause says it.
  const compound = compoundWork(headPart);
  if (works.length === 0 && compound) works.push(compound);
  // Hunters of monsters are no fur trappers: the trade their agent word would name goes.
  const qualifier = headPart.trim().split(/\s+/).slice(-2, -1)[0]?.toLowerCase() ?? '';
  const qualified = qualifier !== '' && (!DESCRIBING.test(qualifier) || qualifier === 'bounty');
  const tradeRead = (compound || qualified) && trade?.many === headWord.toLowerCase() ? null : trade;
  if (works.some((w) => w.secret)) tags.add('secret-work');

  // Understood: the head is a body, a kind of people the lexicon knows, or the words name an archetype's kind.
  const known =
    headIsBody ||
    members !== null ||
    art !== null ||
    trade !== null ||
    /^(mages?|wizards?|sorcerers?|knights?|paladins?|priests?|monks?|nuns?|druids?|rangers?|spies|assassins?|thieves|smugglers?|rebels?|mercenar(y|ies)|nobles?|scholars?|sages?|cultists?|soldiers?|warriors?|outlaws?|bandits?|brigands?|pirates?|heretics?|zealots?|fanatics?|exiles?|veterans?|hunters?|guardians?|keepers?|wardens?|watchers?|seekers?|pilgrims?|servants?|worshippers?|followers?|devotees?|children|sons|daughters)$/i.test(
      headWord,
    );
  const clauseRead = !clause || works.length > 0 || Boolean(split?.participle);
  if (!known || !clauseRead || /[!?]/.test(typed ?? '')) {
    return {
      ...EMPTY,
      text,
      form: 'quote',
      phrase: text,
      deity,
      power,
      creatures,
      art,
      trade: tradeRead,
      quarter,
      site,
      town,
      hint,
      tags: [...tags],
    };
  }
  const article = ARTICLE.exec(np)?.[1]?.toLowerCase();
  const phraseNp =
    article === 'our' || article === 'my' || article === 'their'
      ? `a ${npBare}`
      : article
        ? `${article} ${npBare}`
        : plural
          ? npBare
          : `${/^[aeiou]/i.test(npBare) && !/^(uni|use|eu|one)/i.test(npBare) ? 'an' : 'a'} ${npBare}`;
  const phrase = possessiveBody(
    clause ? `${lowerStart(phraseNp)} ${split!.word.toLowerCase()} ${clause}` : lowerStart(phraseNp),
  );
  return {
    text,
    form: 'noun',
    phrase,
    plural,
    members,
    works,
    deity,
    power,
    creatures,
    art,
    trade: tradeRead,
    quarter,
    site,
    town,
    hint,
    tags: [...tags],
  };
}

/** Nouns that take no plural after a verb ('hunt treasure', not 'hunt treasures'). */
const MASS_NOUNS =
  /^(treasure|gold|silver|knowledge|lore|wine|salt|silk|timber|ale|beer|honey|wax|ice|iron|bone|glass|game|fish|deer|sheep)$/;
/** Words before an agent noun that describe rather than name what is worked on ('free hunters', 'royal keepers'). */
const DESCRIBING =
  /^(free|old|young|wandering|royal|holy|sacred|black|white|red|grey|gray|green|blue|golden|bounty|master|chief|head|high|last|first|lost|true|hidden|secret|city|town|street|night|day|sea|river)$|(ed|ing|ous|ful|al|ic|ive|less|ly)$/;

/** 'monster hunters' -> hunt monsters; null unless the last word is an agent noun of a known verb. */
function compoundWork(headPart: string): Work | null {
  const words = headPart.trim().split(/\s+/);
  if (words.length < 2) return null;
  const agent = words[words.length - 1]!.toLowerCase();
  const noun = words[words.length - 2]!.toLowerCase();
  if (!/^\p{Ll}[\p{Ll}-]*$/u.test(noun) || DESCRIBING.test(noun) || VERBS.has(noun)) return null;
  const stem = /^(\p{Ll}+)ers$/u.exec(agent)?.[1];
  if (!stem) return null;
  const verb = [stem, `${stem}e`, stem.replace(/(.)\1$/, '$1')].find((v) => VERBS.has(v));
  if (!verb) return null;
  const object = MASS_NOUNS.test(noun)
    ? noun
    : /(s|x|z|ch|sh)$/.test(noun)
      ? `${noun}es`
      : /[^aeiou]y$/.test(noun)
        ? `${noun.slice(0, -1)}ies`
        : `${noun}s`;
  return {
    one: `${thirdPerson(verb)} ${object}`,
    many: `${verb} ${object}`,
    to: `${verb} ${object}`,
    secret: false,
  };
}

/** Where a participle phrase starts: after a plural or a body word, at a participle of a known verb, or null. */
function participleSplit(
  text: string,
): { index: number; length: number; word: string; participle: true } | null {
  for (const m of text.matchAll(new RegExp(PARTICIPLE.source, 'giu'))) {
    const before = text.slice(0, m.index).trim().split(/\s+/).pop() ?? '';
    const word = m[1]!;
    if (/ing$/i.test(word) && !ingBase(word)) continue;
    if (isPluralWord(before) || BODY_WORDS.test(before))
      return { index: m.index, length: m[0].length, word, participle: true };
  }
  return null;
}

/** 'a thieves guild' -> 'a thieves’ guild': a plural naming whose body it is takes the apostrophe English wants. */
function possessiveBody(phrase: string): string {
  return phrase.replace(
    /\b(thieves|assassins|beggars|wizards|mages|merchants|weavers|scholars|smugglers|sailors|beekeepers)\s+(guild|academy|society|college|school|league|union|hall)\b/i,
    '$1’ $2',
  );
}

/** 'Docks' -> 'the docks'; a typed quarter keeps its words, with the article prose needs. */
function quarterPhrase(words: string): string {
  const w = words.trim().toLowerCase();
  return /^the\s/.test(w) ? w : `the ${w}`;
}

/** Lower-cases a phrase's first letter unless it starts a name ('Aurel', 'House Varenne'). */
function lowerStart(text: string): string {
  const first = text.split(/\s+/)[0] ?? '';
  if (/^\p{Lu}[\p{Ll}’'-]+$/u.test(first) && !/^(A|An|The|Some|To)$/.test(first)) {
    const isCommon = VERBS.has(first.toLowerCase()) || BODY_WORDS.test(first) || isPluralWord(first);
    if (!isCommon) return text;
  }
  return text.length > 0 ? `${text[0]!.toLowerCase()}${text.slice(1)}` : text;
}

// ---- Reading goals --------------------------------------------------------------------------------------------

/** What a goal asks for: its kind, for the quests that serve it and the checks that keep it consistent. */
export type GoalKind =
  | 'take'
  | 'find'
  | 'rule'
  | 'destroy'
  | 'build'
  | 'protect'
  | 'learn'
  | 'free'
  | 'spread'
  | 'wake'
  | 'avenge'
  | 'bind'
  | 'gain'
  | 'general';

const GOAL_KINDS: readonly (readonly [GoalKind, RegExp])[] = [
  ['take', /^(steal|take|seize|capture|rob|plunder|loot|kidnap|ransom|usurp)$/],
  ['find', /^(find|recover|retrieve|reclaim|retake|discover|locate|return|bring)$/],
  [
    'rule',
    /^(control|own|rule|dominate|corner|monopolise|monopolize|become|govern|hold|master|annex|conquer)$/,
  ],
  [
    'destroy',
    /^(destroy|ruin|crush|defeat|drive|wipe|break|topple|overthrow|depose|dethrone|unseat|banish|expel|exterminate|kill|assassinate|end|abolish|stop|eliminate|purge|burn|slay|sabotage|weaken|oust|remove|rid|silence|murder)$/,
  ],
  [
    'build',
    /^(build|found|open|establish|create|restore|rebuild|raise|forge|make|finish|repair|complete|plant|invent)$/,
  ],
  ['protect', /^(protect|defend|guard|keep|preserve|save|shield|uphold|shelter|watch)$/],
  [
    'learn',
    /^(learn|uncover|expose|map|translate|study|reveal|unmask|research|investigate|chart|survey|prove|decipher)$/,
  ],
  ['free', /^(free|rescue|liberate|release|feed|heal|help|cure|redeem|pardon|aid|nurse|tend)$/],
  ['spread', /^(spread|convert|teach|preach|recruit|unite|educate|print|promote|bless)$/],
  ['wake', /^(wake|awaken|summon|call|bring back|resurrect)$/],
  ['avenge', /^(avenge|punish|hunt|track|pursue|judge|hang)$/],
  ['bind', /^(marry|ally|bind|befriend|charm|seduce)$/],
  [
    'gain',
    /^(gain|win|get|obtain|acquire|buy|secure|earn|claim|amass|collect|enrich|expand|extend|grow|gather)$/,
  ],
];

/** A goal as typed or written, and how prose and quests can use it. */
export interface GoalReading {
  /** As listed: 'Drive the Grey Magpies out of the Salt Ward'. */
  readonly text: string;
  /** After 'to': 'drive the Grey Magpies out of the Salt Ward'; '' when the goal is not something to do. */
  readonly aim: string;
  /** The object of the goal ('the Grey Magpies'), for quests and checks; the goal itself when there is none. */
  readonly gist: string;
  readonly kind: GoalKind;
  /** Tags the goal sets on the record ('g-seat', 'g-build', 'stance-share'...). */
  readonly tags: readonly string[];
}

/** Tags a goal's words set: what it seeks (so nothing says it is already held) and the stance it takes. */
const GOAL_TAGS: readonly (readonly [RegExp, string])[] = [
  [
    /\bseat\b|\b(council|bench|senate|court|assembly|synod)\b.*\b(seat|place|vote|chair)\b|\b(seat|place|chair|voice)\b.*\b(council|bench|senate|court|assembly|synod|conclave)\b/i,
    'g-seat',
  ],
  [
    /\b(build|found|raise|open|establish)\b.*\b(cathedral|temple|chapel|shrine|church|abbey|priory)\b/i,
    'g-temple',
  ],
  [/\b(build|found|open|establish)\b.*\b(school|college|academy|university|library)\b/i, 'g-school'],
  [/\b(charter|licen[cs]e|monopoly|patent|warrant)\b/i, 'g-charter'],
  [/\b(lands?|estates?|fields)\s+(around|of|near)\b/i, 'g-lands'],
  [/\b(throne|crown)\b/i, 'g-throne'],
  [/\b(recover|find|retrieve|steal|reclaim|win back|get back)\b/i, 'g-prize'],
  [/\b(learn|find out|discover)\b.*\bwho\b.*\b(poisoned|killed|murdered)\b/i, 'g-murder'],
  [/\b(school|teach|open to|share|translate|print)\b/i, 'stance-share'],
  [/\b(keep|hide|guard|bury)\b.*\b(secret|knowledge|lore)\b/i, 'stance-hoard'],
  [/\b(fell|clear|cut down|burn)\b.*\b(forest|woods?|trees)\b/i, 'stance-axe'],
  [/\b(free|liberate|abolish)\b/i, 'stance-free'],
  [/\b(overthrow|topple|depose|kill)\b.*\b(king|queen|crown|duke|lord|throne)\b/i, 'stance-topple'],
  [/\b(war|conquer|destroy|burn|kill)\b/i, 'stance-war'],
  [/\b(feed|heal|shelter|cure|tend)\b/i, 'stance-mercy'],
];

const PRONOUN_SWAPS: readonly (readonly [RegExp, string])[] = [
  [/\bour\b/gi, 'its'],
  [/\bours\b/gi, 'its own'],
  [/\bus\b/gi, 'it'],
  [/\bwe\b/gi, 'it'],
  [/\bmy\b/gi, 'its'],
];

/** Particles that belong to the verb before them ('buy out', 'stamp out', 'set up', 'drive off'). */
const PARTICLES = 'out|up|down|off|over|back|away|in';

/**
 * A typed goal as a line of the goals list: the game master's 'We want to control the salt trade.' or 'to find a
 * cure' is the goal 'Control the salt trade', 'Find a cure'; 'our' and 'we' become the faction's.
 */
export function asGoalLine(line: string): string {
  let text = line
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^[-*•–]\s*/, '')
    .replace(
      /^(?:we|i|they|the members)\s+(?:(?:really|all|only)\s+)?(?:want|wish|mean|intend|aim|plan|hope|need|must|will|shall|would like|are going|seek|try)\s+(?:to\s+)?/i,
      '',
    )
    .replace(/^(?:our|the|my|their)\s+(?:goal|aim|purpose|plan|dream|mission)\s+is\s+(?:to\s+)?/i, '')
    .replace(/^to\s+/i, '')
    .replace(/[.!]+$/, '')
    .trim();
  if (text !== line.trim()) for (const [words, swap] of GOAL_LINE_SWAPS) text = text.replace(words, swap);
  return text ? `${text[0]!.toUpperCase()}${text.slice(1)}` : text;
}

const GOAL_LINE_SWAPS: readonly (readonly [RegExp, string])[] = [
  [/\bour\b/gi, 'its'],
  [/\bourselves\b/gi, 'itself'],
  [/\bus\b/g, 'it'],
];

/** Reads one goal line: its aim after 'to', its object, its kind and tags. */
export function readGoal(line: string): GoalReading {
  const text = line.replace(/\s+/g, ' ').trim();
  const bare = text.replace(/^to\s+/i, '').replace(/[.!;:,]+$/, '');
  const first = /^[\p{L}]+/u.exec(bare)?.[0]?.toLowerCase() ?? '';
  // A goal's verbs are verbs whether or not the purpose lexicon knows them ('Overthrow the Iron Duke').
  const base = isPlainVerb(first) || GOAL_KINDS.some(([, verbs]) => verbs.test(first)) ? first : null;
  const tags = GOAL_TAGS.filter(([words]) => words.test(bare)).map(([, tag]) => tag);
  if (!base) {
    // 'Wealth and power' reads 'wealth and power' inside a sentence; 'Aster’s crown' keeps its name.
    // A capital followed by a lower-case word is the capital of a sentence, not of a name.
    const gist = /^\p{Lu}\p{Ll}+ \p{Ll}/u.test(bare) ? `${bare[0]!.toLowerCase()}${bare.slice(1)}` : bare;
    return { text, aim: '', gist, kind: 'general', tags };
  }
  let aim = `${first}${bare.slice(first.length)}`;
  for (const [words, swap] of PRONOUN_SWAPS) aim = aim.replace(words, swap);
  // A phrasal verb keeps its particle: 'buy out the river tolls' is bought out, and a quest for 'out the river
  // tolls' (a blind reader's case) cut the verb in half.
  const particle = new RegExp(String.raw`^${first}\s+(${PARTICLES})\s+(?=\S)`, 'i').exec(aim)?.[0];
  const object = aim.slice(particle ? particle.length : first.length).trim();
  const kind = GOAL_KINDS.find(([, verbs]) => verbs.test(base))?.[1]
    ? GOAL_KINDS.find(([, verbs]) => verbs.test(base))![0]
    : 'general';
  // 'drive the Grey Magpies out of the Salt Ward': the object stops before the place it is driven from.
  // 'bring a shipment of brandy past the harbour chain': the shipment, not its road; 'buy the silence of the
  // harbourmaster': the harbourmaster, whose silence it is.
  const gist =
    object
      .replace(/\s+(out of|from|off|away from|past|through|across|into|beyond|without)\s+.*$/i, '')
      .replace(/^the (silence|favour|favor|support|loyalty|trust|goodwill|vote|votes) of\s+/i, '')
      .trim() ||
    object ||
    text;
  return { text, aim, gist, kind, tags };
}

/** Reads the game master's goals: one a line, trimmed, blank lines dropped, in order, ten at most. */
export function readGivenGoals(goals: string | undefined): GoalReading[] {
  if (!goals) return [];
  // One goal a line, or several on a line parted by semicolons ('breed a queen; drive out the tax collectors'),
  // each written as a goal: a capital first, no list mark.
  return goals
    .split(/\r\n|\r|\n|;/)
    .map((line) =>
      line
        .replace(/\s+/g, ' ')
        .trim()
        .replace(/^[-*•–]\s*/, ''),
    )
    .map(asGoalLine)
    .filter((line) => line.length > 0)
    .slice(0, 10)
    .map(readGoal);
}

/** The archetype typed goals lean towards, when the purpose does not say ('Overthrow the Iron Duke'). */
export function goalsHint(goals: readonly GoalReading[]): ArchetypeHint | null {
  const votes = new Map<ArchetypeHint, number>();
  for (const goal of goals) {
    for (const [words, hint] of HINTS) {
      if (words.test(goal.text)) {
        votes.set(hint, (votes.get(hint) ?? 0) + 1);
        break;
      }
    }
  }
  let best: ArchetypeHint | null = null;
  let most = 0;
  for (const [hint, n] of votes)
    if (n > most) {
      best = hint;
      most = n;
    }
  return best;
}
