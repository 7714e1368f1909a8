// NPC occupations: how a requested or typed occupation maps to a trade profile, and each trade's phrases.
import type { NpcSocialClass } from '../../../../shared/kinds/npc.js';
import type { RuleSet } from '../../../engine/grammar.js';
import type { Rng } from '../../../engine/rng.js';

/** Trade profiles; 'custom' writes sensible generic content around whatever word the game master typed. */
export const PROFILES = [
  'merchant',
  'guard',
  'noble',
  'innkeeper',
  'smith',
  'priest',
  'wizard',
  'thief',
  'farmer',
  'outlaw',
  'bard',
  'alchemist',
  'ranger',
  'custom',
] as const;
export type Profile = (typeof PROFILES)[number];

export interface ResolvedOccupation {
  readonly profile: Profile;
  /** The occupation as stored and shown: 'blacksmith', 'court wizard', 'ferryman'. */
  readonly label: string;
  /** The noun prose uses for the trade ('blacksmith', 'ferryman'). */
  readonly word: string;
}

const PROFILE_LABEL: Record<Exclude<Profile, 'custom'>, string> = {
  merchant: 'merchant',
  guard: 'guard',
  noble: 'noble',
  innkeeper: 'innkeeper',
  smith: 'blacksmith',
  priest: 'priest',
  wizard: 'wizard',
  thief: 'thief',
  farmer: 'farmer',
  outlaw: 'outlaw',
  bard: 'bard',
  alchemist: 'alchemist',
  ranger: 'ranger',
};

// Near-synonyms only: a typed word maps to a profile when that profile's phrases would all still be true of it.
const KEYWORDS: Record<Exclude<Profile, 'custom'>, readonly string[]> = {
  merchant: ['merchant', 'trader', 'shopkeeper', 'peddler', 'pedlar', 'tradesman', 'tradeswoman'],
  guard: ['guard', 'watchman', 'watchwoman', 'guardsman', 'guardswoman', 'gatekeeper', 'sentry'],
  noble: [
    'noble',
    'nobleman',
    'noblewoman',
    'aristocrat',
    'lord',
    'lady',
    'baron',
    'baroness',
    'count',
    'countess',
  ],
  innkeeper: [
    'innkeeper',
    'tavern keeper',
    'tavernkeeper',
    'barkeep',
    'barkeeper',
    'bartender',
    'publican',
    'alewife',
  ],
  smith: ['blacksmith', 'smith', 'armourer', 'armorer', 'weaponsmith', 'farrier'],
  priest: ['priest', 'priestess', 'cleric', 'acolyte', 'chaplain', 'friar'],
  wizard: ['wizard', 'mage', 'magus', 'sorcerer', 'sorceress', 'enchanter', 'enchantress', 'magician'],
  thief: ['thief', 'pickpocket', 'burglar', 'cutpurse', 'cat burglar'],
  farmer: ['farmer', 'farmhand', 'crofter', 'smallholder'],
  outlaw: ['outlaw', 'bandit', 'highwayman', 'highwaywoman', 'brigand'],
  bard: ['bard', 'minstrel', 'troubadour', 'skald'],
  alchemist: ['alchemist', 'apothecary'],
  ranger: ['ranger', 'scout', 'tracker', 'woodsman', 'woodswoman', 'forester'],
};

const ARCHETYPE_ALIASES: Record<string, Exclude<Profile, 'custom'>> = { smith: 'smith' };

/** Typed text keeps letters, spaces, hyphens and apostrophes; anything else could break the prose around it. */
export function cleanOccupation(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\s'-]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 60)
    .trim();
}

/** Maps the request's occupation (listed, archetype, 'random' or typed) to a trade profile and its label. */
export function resolveOccupation(requested: string, rng: Rng): ResolvedOccupation {
  const text = cleanOccupation(requested);
  if (text === '' || text === 'random' || text === 'custom') {
    const profile = rng.pick(PROFILES.filter((p) => p !== 'custom')) as Exclude<Profile, 'custom'>;
    return { profile, label: PROFILE_LABEL[profile], word: PROFILE_LABEL[profile] };
  }
  const alias = ARCHETYPE_ALIASES[text];
  if (alias) return { profile: alias, label: PROFILE_LABEL[alias], word: PROFILE_LABEL[alias] };
  for (const [profile, words] of Object.entries(KEYWORDS) as [
    Exclude<Profile, 'custom'>,
    readonly string[],
  ][]) {
    for (const word of words) {
      if (text === word || text.endsWith(` ${word}`)) return { profile, label: text, word: text };
    }
  }
  return { profile: 'custom', label: text, word: text };
}

/** How likely each social class is for a trade when the request leaves it random. */
export const CLASS_WEIGHTS: Record<Profile, readonly (readonly [NpcSocialClass, number])[]> = {
  merchant: [
    ['working', 2],
    ['middle', 5],
    ['upper', 3],
  ],
  guard: [
    ['lower', 1],
    ['working', 5],
    ['middle', 3],
  ],
  noble: [
    ['upper', 3],
    ['nobility', 7],
  ],
  innkeeper: [
    ['working', 4],
    ['middle', 5],
    ['upper', 1],
  ],
  smith: [
    ['working', 6],
    ['middle', 4],
  ],
  priest: [
    ['working', 2],
    ['middle', 5],
    ['upper', 2],
    ['nobility', 1],
  ],
  wizard: [
    ['working', 1],
    ['middle', 5],
    ['upper', 4],
    ['nobility', 1],
  ],
  thief: [
    ['lower', 6],
    ['working', 3],
    ['middle', 1],
  ],
  farmer: [
    ['lower', 4],
    ['working', 6],
    ['middle', 2],
  ],
  outlaw: [
    ['lower', 7],
    ['working', 3],
  ],
  bard: [
    ['lower', 2],
    ['working', 4],
    ['middle', 4],
    ['upper', 1],
  ],
  alchemist: [
    ['working', 2],
    ['middle', 6],
    ['upper', 2],
  ],
  ranger: [
    ['lower', 3],
    ['working', 5],
    ['middle', 2],
  ],
  custom: [
    ['lower', 2],
    ['working', 5],
    ['middle', 4],
    ['upper', 1],
  ],
};

/** Short theme tags a trade contributes to the NPC's tags. */
export const PROFILE_TAG: Record<Profile, string> = {
  merchant: 'merchant',
  guard: 'guard',
  noble: 'noble',
  innkeeper: 'innkeeper',
  smith: 'smith',
  priest: 'clergy',
  wizard: 'wizard',
  thief: 'thief',
  farmer: 'farmer',
  outlaw: 'outlaw',
  bard: 'bard',
  alchemist: 'alchemist',
  ranger: 'ranger',
  custom: 'commoner',
};

/**
 * Trade phrases. Each symbol has an alternative per trade (tagged with the trade) and an `else` alternative
 * written around #occWord# for typed occupations. Present-tense verbs about the NPC use #npc.v:verb# so they
 * agree with singular they.
 */
export const OCCUPATION_RULES: RuleSet = {
  // Where they work now, as a noun phrase (bound once as #venue#).
  occ_venue: [
    '<merchant> #npc.their# narrow shop on #home.street#',
    '<merchant> #npc.their# stall under the market arches of #home.name#',
    '<merchant> #npc.their# counting-room above a warehouse on #home.street#',
    '<guard> the gatehouse on #home.road#',
    '<guard> the watch-house on #home.street#',
    '<noble> the old manor above #home.name#',
    '<noble> #npc.their# tall house on the best street in #home.name#',
    '<innkeeper> #home.inn#',
    '<smith> #npc.their# forge by #home.road#',
    '<smith> #npc.their# forge on #home.street#',
    '<priest> the #deity.house# of #deity.name# on #home.street#',
    '<priest> the roadside #deity.house# of #deity.name# outside #home.name#',
    '<wizard> #npc.their# cluttered tower room above #home.street#',
    '<wizard> #npc.their# rented rooms behind the chandlery on #home.street#',
    '<thief> #npc.their# rented room above #home.inn#',
    '<thief> #npc.their# hideaway in the attics of #home.street#',
    '<farmer> #npc.their# smallholding on #home.road#',
    '<farmer> #npc.their# barley farm where #home.road# meets #home.river#',
    '<outlaw> #npc.their# camp in the woods along #home.road#',
    '<outlaw> #npc.their# hideout in the hills above #home.name#',
    '<bard> #npc.their# lodgings above #home.inn#',
    '<bard> #npc.their# room at the back of #home.inn#',
    '<alchemist> #npc.their# crooked shop on #home.street#',
    '<alchemist> #npc.their# cellar workshop under #home.inn#',
    '<ranger> #npc.their# lodge in the woods outside #home.name#',
    '<ranger> #npc.their# hut on the banks of #home.river#',
    '<else> #npc.their# place on #home.street# in #home.name#',
    '<else> #npc.their# lodgings by #home.river# in #home.name#',
  ],

  // A present-tense predicate after a pronoun: "These days she #occ_now#."
  occ_now: [
    '<merchant> #npc.v:runs# #venue# and #npc.v:counts# every copper twice',
    '<merchant> #npc.v:trades# in wool, salt and anything else that will turn a profit from #venue#',
    '<guard> #npc.v:stands# watch at #venue# and #npc.v:knows# every cart that passes',
    '<guard> #npc.v:walks# the night rounds from #venue# with a lantern and a short temper',
    '<noble> #npc.v:keeps# #venue# and what remains of the family name',
    '<noble> #npc.v:holds# court at #venue# for anyone who still bows',
    '<innkeeper> #npc.v:keeps# #venue# and #npc.v:hears# every rumour before the town crier does',
    '<innkeeper> #npc.v:runs# #venue#, pulling ale and settling fights in equal measure',
    '<smith> #npc.v:works# #venue# and #npc.v:keeps# #npc.their# prices fair and #npc.their# door half shut',
    '<smith> #npc.v:works# #venue#, shoeing horses and mending ploughs between commissions',
    '<priest> #npc.v:tends# #venue# and the handful of souls who still come to it',
    '<priest> #npc.v:serves# at #venue#, blessing births, boats and burials',
    '<wizard> #npc.v:studies# in #venue# and #npc.v:sells# minor charms to pay the rent',
    '<wizard> #npc.v:works# in #venue#, copying scrolls for anyone who can pay',
    '<thief> #npc.v:works# the markets of #home.name#, lightening purses that will not be missed',
    '<thief> #npc.v:makes# a living on the rooftops of #home.name# and #npc.v:pays# a cut to the right people',
    '<farmer> #npc.v:works# #venue# from first light to last',
    '<farmer> #npc.v:scrapes# a living from #venue# with one ox and a great deal of stubbornness',
    '<outlaw> #npc.v:lives# rough in #venue# and #npc.v:robs# whoever looks worth the trouble',
    '<outlaw> #npc.v:leads# a ragged handful of poachers out of #venue#',
    '<bard> #npc.v:sings# for #npc.their# supper in the taverns of #home.name#',
    '<bard> #npc.v:plays# the common room of #home.inn# most nights and the wedding circuit in summer',
    '<alchemist> #npc.v:brews# remedies and stranger things in #venue#',
    '<alchemist> #npc.v:sells# tinctures, salves and quiet advice from #venue#',
    '<ranger> #npc.v:guides# travellers through the hills around #home.name# and #npc.v:hunts# what threatens them',
    '<ranger> #npc.v:keeps# watch over the country along #home.river# from #venue#',
    '<else> #npc.v:makes# a living as #occWord.a# from #venue#',
    '<else> #npc.v:works# as #occWord.a# out of #venue#, and #npc.v:is# good at it',
  ],

  // What they did before the story's turning point, past tense.
  occ_past: [
    '<merchant> drove a wagon of salt and wool between market towns',
    '<merchant> kept the books for a spice importer',
    '<guard> walked the walls as a junior watch officer',
    '<guard> served in the militia',
    '<noble> managed the family estates',
    '<noble> served as a page in a great household',
    '<innkeeper> kept a roadside alehouse',
    '<innkeeper> worked the kitchens of a busy coaching inn',
    '<smith> forged spearheads and horseshoes',
    '<smith> worked the bellows in a master smith’s forge',
    '<priest> served as an acolyte of #deity.name#',
    '<priest> carried the lantern in #deity.name#’s processions',
    '<wizard> copied spells for a travelling magister',
    '<wizard> studied at a small collegium',
    '<thief> picked pockets in the market',
    '<thief> ran errands for a fence',
    '<farmer> worked #npc.their# family’s barley fields',
    '<farmer> herded sheep on the high pastures',
    '<outlaw> poached the lord’s deer',
    '<outlaw> ran with a band of smugglers',
    '<bard> sang for coppers',
    '<bard> played the fiddle in a travelling troupe',
    '<alchemist> mixed tinctures for a physician',
    '<alchemist> ground powders for a perfumer',
    '<ranger> guided caravans through the hills',
    '<ranger> hunted wolves for a bounty',
    '<else> worked as #occWord.a#',
    '<else> learned the #occWord# trade',
  ],

  // The kind of building their trade works from, a bare noun ("the #occ_premises# on Tallow Lane").
  occ_premises: [
    '<merchant> shop',
    '<guard> watch-house',
    '<noble> town house',
    '<innkeeper> inn',
    '<smith> forge',
    '<priest> chapel',
    '<wizard> library',
    '<thief> safe house',
    '<farmer> barn',
    '<outlaw> hideout',
    '<bard> lodging house',
    '<alchemist> workshop',
    '<ranger> lodge',
    '<else> workshop',
  ],

  // Their people in trade terms: customers, guests, flock...
  occ_client: [
    '<merchant> customer',
    '<guard> traveller',
    '<noble> petitioner',
    '<innkeeper> guest',
    '<smith> customer',
    '<priest> worshipper',
    '<wizard> client',
    '<thief> partner',
    '<farmer> neighbour',
    '<outlaw> new recruit',
    '<bard> listener',
    '<alchemist> customer',
    '<ranger> traveller',
    '<else> customer',
  ],

  // How they size people up: "she judges people #occ_judge#".
  occ_judge: [
    '<merchant> by their purses',
    '<merchant> by what they haggle over',
    '<guard> by their boots and their hands',
    '<noble> by their bloodlines',
    '<noble> by their manners',
    '<innkeeper> by how they treat the serving staff',
    '<smith> by their hands',
    '<priest> by how they treat the poor',
    '<wizard> by the questions they ask',
    '<thief> by where they keep their purses',
    '<farmer> by whether they close gates behind them',
    '<outlaw> by whether they flinch',
    '<bard> by what makes them laugh',
    '<alchemist> by their complexion',
    '<ranger> by how they walk in the woods',
    '<else> by how they treat #occWord.a#',
  ],

  // The tool of the trade, with an article.
  occ_tool: [
    '<merchant> a brass pair of scales',
    '<guard> a halberd',
    '<noble> a signet ring',
    '<innkeeper> a ring of cellar keys',
    '<smith> a cross-peen hammer',
    '<priest> a string of prayer beads',
    '<wizard> a spellbook',
    '<thief> a set of lockpicks',
    '<farmer> a billhook',
    '<outlaw> a cudgel',
    '<bard> a battered lute',
    '<alchemist> a pestle',
    '<ranger> a longbow',
    '<else> a worn satchel of tools',
  ],

  // What they make or sell, plural noun phrase.
  occ_goods: [
    '<merchant> bolts of cloth',
    '<guard> gate passes',
    '<noble> favours',
    '<innkeeper> ale and beds',
    '<smith> blades and hinges',
    '<priest> blessings',
    '<wizard> charms and scrolls',
    '<thief> stolen trinkets',
    '<farmer> barley and eggs',
    '<outlaw> stolen goods',
    '<bard> songs',
    '<alchemist> tinctures',
    '<ranger> furs and safe passage',
    '<else> #occWord# work',
  ],

  // An object that carries their personal mark (the emblem) and can turn up where it should not.
  occ_marked: [
    '<merchant> a bale seal stamped with #npc.their# mark',
    '<guard> a gate pass sealed with #npc.their# mark',
    '<noble> a letter sealed with #npc.their# signet',
    '<innkeeper> a tavern token stamped with #npc.their# mark',
    '<smith> a blade stamped with #npc.their# mark',
    '<priest> a prayer card marked with #npc.their# sign',
    '<wizard> a scroll bearing #npc.their# sigil',
    '<thief> a calling card bearing #npc.their# sign',
    '<farmer> a grain sack branded with #npc.their# mark',
    '<outlaw> an arrow marked with #npc.their# sign',
    '<bard> a song sheet signed with #npc.their# device',
    '<alchemist> a bottle sealed with #npc.their# wax mark',
    '<ranger> an arrow marked with #npc.their# sign',
    '<else> a tool marked with #npc.their# sign',
  ],

  // The noun the emblem is drawn from (the maker's mark, the house sign).
  occ_emblem_noun: [
    '<merchant> scale',
    '<merchant> key',
    '<guard> tower',
    '<guard> shield',
    '<noble> crown',
    '<noble> stag',
    '<innkeeper> tankard',
    '<innkeeper> goose',
    '<smith> anvil',
    '<smith> hammer',
    '<priest> lantern',
    '<priest> bell',
    '<wizard> star',
    '<wizard> eye',
    '<thief> rat',
    '<thief> key',
    '<farmer> sheaf',
    '<farmer> plough',
    '<outlaw> wolf',
    '<outlaw> crow',
    '<bard> lute',
    '<bard> nightingale',
    '<alchemist> flask',
    '<alchemist> serpent',
    '<ranger> stag',
    '<ranger> oak leaf',
    '<else> star',
    '<else> hand',
  ],

  // Something bought on credit: "owes the Copper Guild for #occ_debt#".
  occ_debt: [
    '<merchant> the wagon and its first load',
    '<guard> #npc.their# mail and sword',
    '<noble> the mortgage on the family lands',
    '<innkeeper> the new roof over the common room',
    '<smith> the anvil #npc.they# bought after the war',
    '<smith> a new anvil and a winter’s coal',
    '<priest> the shrine’s new bell',
    '<wizard> a shelf of rare books',
    '<thief> a fence’s advance',
    '<farmer> seed corn and a plough-ox',
    '<outlaw> a horse #npc.they# never paid for',
    '<bard> a lute far finer than #npc.they# could afford',
    '<alchemist> a copper still',
    '<ranger> a good horse and a better bow',
    '<else> the tools of #npc.their# trade',
  ],

  // A crime of the trade (for the secrets of less honest NPCs), gerund phrase.
  occ_crime: [
    '<merchant> keeping two sets of books',
    '<merchant> selling short weight to anyone who cannot read the scales',
    '<guard> taking coin to wave certain wagons through',
    '<noble> selling the family’s heirlooms and replacing them with copies',
    '<innkeeper> watering the ale and reading guests’ letters',
    '<smith> forging unmarked blades for smugglers',
    '<priest> skimming the alms box',
    '<wizard> selling copies of spells #npc.they:has# no right to',
    '<thief> informing on other thieves to the watch',
    '<farmer> hiding part of every harvest from the tithe-collector',
    '<outlaw> selling #npc.their# own band’s plans to the sheriff',
    '<bard> carrying coded messages in #npc.their# songs for a foreign spy',
    '<alchemist> selling poisons under the counter',
    '<ranger> leading poachers to the duke’s deer',
    '<else> skimming from the people who trust #npc.them#',
  ],

  // A trade ambition, imperative goal.
  occ_want: [
    '<merchant> Open a second shop in the capital.',
    '<merchant> Win the charter for the salt trade.',
    '<guard> Make sergeant before #npc.their# knees give out.',
    '<noble> Restore the family name to the council of #home.name#.',
    '<noble> Arrange a marriage that saves the estate.',
    '<innkeeper> Buy #venue# outright from its landlord.',
    '<smith> Forge one blade worthy of a master’s mark.',
    '<smith> Take on an apprentice worth the trouble.',
    '<priest> Raise the money to repair the roof of #venue#.',
    '<priest> Bring a true miracle of #deity.name# to #home.name#.',
    '<wizard> Complete the spell #npc.their# old master left unfinished.',
    '<wizard> Earn a seat at a real collegium.',
    '<thief> Pull one perfect job and retire somewhere warm.',
    '<farmer> Buy the field next door before the neighbours do.',
    '<farmer> See a good harvest in before the autumn rains.',
    '<outlaw> Earn enough for a pardon, or a ship out.',
    '<bard> Write the song that will outlive #npc.them#.',
    '<bard> Play once before a royal court.',
    '<alchemist> Find a cure for the wasting cough that haunts #home.street#.',
    '<ranger> Drive the wolves back from the high farms for good.',
    '<ranger> Map the old paths before the forest swallows them.',
    '<else> Become the best #occWord# in #home.name#.',
    '<else> Earn enough as #occWord.a# to stop worrying about winter.',
  ],

  // A trade rival, as a role.
  occ_rival: [
    '<merchant> a rival merchant',
    '<guard> a watch sergeant',
    '<noble> a neighbouring lord',
    '<innkeeper> the owner of the inn across the square',
    '<smith> a rival smith',
    '<priest> a zealous preacher',
    '<wizard> a jealous fellow student',
    '<thief> a rival thief',
    '<farmer> a neighbouring farmer',
    '<outlaw> a bounty hunter',
    '<bard> a more fashionable bard',
    '<alchemist> a licensed physician',
    '<ranger> a poacher',
    '<else> a rival #occWord#',
  ],

  // Hands-on details for the appearance, adjective phrase after the build.
  occ_body: [
    '<merchant> well fed',
    '<guard> weathered',
    '<noble> straight-backed',
    '<innkeeper> flushed from the kitchen fires',
    '<smith> soot-streaked',
    '<priest> serene',
    '<wizard> ink-stained',
    '<thief> quick-eyed',
    '<farmer> sun-browned',
    '<outlaw> travel-worn',
    '<bard> quick to smile at an audience',
    '<alchemist> pale from long hours indoors',
    '<ranger> wind-burned',
    '<else> work-worn',
  ],

  // A mark of the trade on the body: a sentence.
  occ_mark: [
    '<merchant> A ledger-pencil is always tucked behind #npc.their# ear.',
    '<guard> An old sword cut runs along #npc.their# jaw.',
    '<noble> #npc.Their# hands have never held anything heavier than a quill.',
    '<innkeeper> #npc.Their# forearms are freckled with old scalds from the kitchen.',
    '<smith> A burn scar runs across #npc.their# left forearm.',
    '<priest> #npc.They:carries# #deity.symbol#, the sign of #deity.name#, and #npc.their# knees are worn shiny from kneeling.',
    '<wizard> #npc.Their# eyebrows have been singed off at least once and grew back crooked.',
    '<thief> #npc.Their# fingers never stop moving.',
    '<farmer> #npc.They:is# missing the tip of one finger to a scythe.',
    '<outlaw> A brand on #npc.their# wrist marks an old conviction.',
    '<bard> Calluses line the fingertips of #npc.their# left hand.',
    '<alchemist> #npc.Their# fingertips are stained yellow to the second knuckle.',
    '<ranger> A claw scar rakes across #npc.their# shoulder.',
    '<else> #npc.Their# hands carry the calluses of #npc.their# trade.',
  ],

  // Clothes by trade (the class colours them in the appearance rules).
  occ_clothes: [
    '<merchant> a good wool coat with a purse on a chain',
    '<guard> a dented breastplate over the town’s colours',
    '<noble> a velvet doublet and a fur-lined cloak',
    '<innkeeper> an ale-stained apron with a cloth over one shoulder',
    '<smith> a scorched leather apron over a wool shirt patched at the elbows',
    '<priest> plain vestments stitched with the sign of #deity.name#',
    '<wizard> a robe with scorch marks at the cuffs',
    '<thief> dark, forgettable clothes with a great many pockets',
    '<farmer> a smock, muddy boots and a straw hat',
    '<outlaw> a patched hooded cloak and a stolen officer’s belt',
    '<bard> a bright doublet that has seen better seasons',
    '<alchemist> a leather apron pocked with acid burns',
    '<ranger> a weathered green cloak and soft boots',
    '<else> the practical clothes of #occWord.a#',
  ],

  // Mannerisms of the trade (subject-less notes, as a stat block writes them).
  occ_mannerism: [
    '<merchant> Weighs every coin in #npc.their# palm before pocketing it.',
    '<merchant> Quotes prices before anyone has asked.',
    '<guard> Stands with #npc.their# back to a wall, always.',
    '<guard> Asks strangers their business before their names.',
    '<noble> Expects doors to be opened for #npc.them# and waits until they are.',
    '<noble> Addresses servants by their surnames.',
    '<innkeeper> Polishes the same tankard while listening.',
    '<innkeeper> Remembers every guest’s drink and none of their faces.',
    '<smith> Taps the anvil twice before a hard job.',
    '<smith> Speaks of iron as if it were alive.',
    '<priest> Murmurs a blessing over every meal, even a stolen apple.',
    '<priest> Touches #npc.their# holy symbol when lying, or when tempted to.',
    '<wizard> Corrects other people’s pronunciation of spell names.',
    '<wizard> Sketches diagrams in spilled ale.',
    '<thief> Sits where #npc.they# can see every door.',
    '<thief> Returns small things #npc.they:has# lifted, just to show #npc.they# could.',
    '<farmer> Reads the sky before answering any question about tomorrow.',
    '<farmer> Chews a grass stem while thinking.',
    '<outlaw> Whistles birdcalls to signal hidden friends.',
    '<outlaw> Sleeps with #npc.their# boots on.',
    '<bard +hums> Hums a tune to fill every silence.',
    '<bard> Turns any story into a verse, whether asked or not.',
    '<alchemist> Sniffs every drink before tasting it.',
    '<alchemist> Labels everything, including other people’s belongings.',
    '<ranger> Walks without a sound, even indoors.',
    '<ranger> Checks the wind before lighting a pipe.',
    '<else> Talks about the #occWord# trade whenever the conversation lulls.',
    '<else> Keeps the tools of #npc.their# trade within arm’s reach.',
  ],

  // Trade hooks: title :: description (the GM's handle on the NPC's work).
  occ_hook: [
    '<merchant> Short Weight :: A customer swears #npc.first# sold a bolt of dyed cloth two ells short, and the market reeve must rule by the next market day. The scales in #venue# are honest; someone swapped the weights overnight, and the party can find out who.',
    '<merchant> The Unclaimed Crate :: A crate arrives at #venue# addressed to #npc.first#, paid for, unsigned and ticking faintly. #npc.first# will pay the party to open it somewhere far from the shop.',
    '<guard> The Wagon That Was Not Searched :: #npc.first# let a covered wagon through the gate on orders that turned out to be forged. #npc.They:wants# it found before the captain notices, and will owe the party a favour at the gate for as long as #npc.they# #npc.v:wears# the badge.',
    '<guard> Night Rounds :: Three lanterns along #npc.first#’s rounds have been smashed on three nights running. #npc.first# asks the party to walk the route with #npc.them# tonight, quietly.',
    '<noble> The Empty Chair :: #npc.first# is invited to a council dinner in #home.name# where a rival plans a public humiliation. #npc.They:needs# the party as guests, bodyguards and, if it comes to it, witnesses.',
    '<noble> Inheritance Tax :: A royal assessor arrives to value #venue#. #npc.first# needs certain rooms to look emptier than they are, and certain guests to leave by the back stair.',
    '<innkeeper> The Guest in Room Six :: A guest at #venue# has not come down in three days, the door is bolted from the inside, and the rent is paid to the end of the month. #npc.first# would rather the party looked than the watch.',
    '<innkeeper> The Cellar Door :: Casks are going missing from the cellar of #venue#, and the only way in is a door that was bricked up a generation ago.',
    '<smith> The Unfinished Commission :: A hooded customer paid #npc.first# in old gold to reforge a broken sword, and has not come back for it. The blade hums at night, and someone else has started asking after it.',
    '<smith> Cold Iron :: #npc.first# needs ore from an abandoned mine in the hills to finish a commission for the watch, and no carter will go near the place.',
    '<priest> The Silent Bell :: The bell of #venue# will not ring, though nothing is wrong with it. #npc.first# fears it is a sign from #deity.name# and asks the party to find out what the god is refusing to hear.',
    '<priest> Last Rites :: A dying stranger asks #npc.first# to carry a confession to someone in #home.name#. The confession names a living magistrate as a murderer.',
    '<wizard> The Misplaced Familiar :: #npc.first#’s familiar, a grey owl, has been missing for a day, and it knows the words that open #npc.their# locked books. #npc.first# will pay well for its quiet return.',
    '<wizard> Ink and Ash :: A scroll #npc.first# copied for a client has started a fire in the client’s house. #npc.first# swears the copy was perfect, and wants the party to find out who altered it.',
    '<thief> One Last Job :: #npc.first# has been offered a job too good to refuse: lift a ledger from a merchant’s strongroom in #home.name#. #npc.They:needs# a crew, and the party looks like one.',
    '<thief> A Borrowed Face :: Someone is robbing houses in #home.name# and leaving #npc.first#’s calling card. #npc.first# wants the impostor found before the watch finds #npc.them#.',
    '<farmer> Something in the Barley :: The barley on #venue# is being flattened in rings every full moon. #npc.first# has sat up with a pitchfork for two nights and seen nothing, and will feed the party for a week if it tries the third.',
    '<farmer> The Boundary Stone :: #npc.first#’s boundary stone has moved twenty paces overnight, and the neighbour swears the stone moved itself.',
    '<outlaw> A Price on the Wrong Head :: The sheriff has posted a reward for #npc.first#, but the face on the poster belongs to someone else. #npc.first# wants the party to find out who is being framed, and why.',
    '<outlaw> The Lord’s Deer :: #npc.first# offers the party a share of a haul in exchange for help with a wagon of tithe-silver passing through the woods on the next market day.',
    '<bard> The Forbidden Verse :: A verse #npc.first# sang in #home.inn# has got a man arrested. #npc.first# wants to know which line was the crime, and who was listening.',
    '<bard> Songs for a Wedding :: #npc.first# has been hired to play at a wedding between two feuding families and wants the party along as extra hands, in case the music is not enough.',
    '<alchemist> The Wrong Bottle :: A remedy #npc.first# sold has put a child into an enchanted sleep. #npc.first# did not brew what was in the bottle, and wants the party to find out who did before the child’s family comes looking.',
    '<alchemist> Rare Ingredients :: #npc.first# will pay a fair price for the heart of a marsh drake, and a better one for no questions about what it is for.',
    '<ranger> Tracks That Stop :: #npc.first# has found the tracks of a missing child that end in the middle of a clearing, as if the child walked into the air. #npc.They:wants# help searching before the snow covers them.',
    '<ranger> The Warden’s Cairn :: A cairn #npc.first# has kept for years in the woods has been torn apart, and something underneath it has gone.',
    '<else> Undercut :: A newcomer is undercutting every #occWord# in #home.name#, and #npc.first# has seen the newcomer meeting a hooded stranger by #home.river# at midnight. #npc.first# wants to know who the stranger is before the trade is ruined.',
    '<else> The Apprentice :: A runaway turns up at #npc.first#’s door begging to be taught to be #occWord.a#, and a rich family’s steward turns up the next morning asking whether anyone has seen their missing heir.',
  ],

  // What a child does around the trade.
  occ_child: [
    '<merchant> minds the stall when the grown-ups step away',
    '<guard> runs messages for the watch and dreams of a helmet of #npc.their# own',
    '<noble> is heir to a house with more portraits than money',
    '<innkeeper> sweeps the common room and listens at every table',
    '<smith> pumps the bellows at the family forge',
    '<priest> rings the bell at the #deity.house# and hides from the sermon',
    '<wizard> is apprenticed to a wizard who mostly needs the floor swept',
    '<thief> runs with a pack of street children who steal apples and sometimes purses',
    '<farmer> feeds the geese and herds the goats, badly',
    '<outlaw> grew up in an outlaw camp and knows every bird call by heart',
    '<bard> sings on street corners with a cap at #npc.their# feet',
    '<alchemist> washes bottles for the local alchemist and has tasted more of them than #npc.they# should',
    '<ranger> follows the local ranger everywhere and is learning to set snares',
    '<else> wants to be #occWord.a# when #npc.they# #npc.v:grows# up',
  ],
};
