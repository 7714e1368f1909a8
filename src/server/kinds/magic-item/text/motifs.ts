// What an item's story is about, read from what it does (blind read 6: 'the powers are unrelated to the story'): a
// frost blade's story is of a winter siege, a healing draught's of a plague ward or a field surgeon. The motif is
// read from the written properties (and the typed words), then tagged `mo-*` so the story lines built here (a patron's
// purpose, a famous use, the note left with a bequest) and the event a story is set in fit it.
import type { RuleSet } from '../../../engine/grammar.js';
import type { ThemeId } from './themes.js';

export const MOTIFS = [
  'heal',
  'cold',
  'fire',
  'storm',
  'light',
  'death',
  'poison',
  'mind',
  'water',
  'stealth',
  'watch',
  'road',
  'ward',
  'war',
  'lore',
] as const;
export type Motif = (typeof MOTIFS)[number];

/**
 * What an item's rules let it do, finely enough for a story to say it was made for that (a blind read found 18 of
 * 25 items 'made to find the lost on the moors' with no rule that finds anything): each use is a tag the story's
 * purpose lines require (`us-*`), the rule text that shows it, and the motif its story belongs to. Read on the
 * lower-cased rules; `dealt` uses are read with resistances taken out (a ring of fire resistance burns nothing).
 * In order of how much a story turns on them: the first use an item has decides its motif.
 */
export const USES: readonly (readonly [tag: string, motif: Motif, shows: RegExp, dealt?: true])[] = [
  [
    'us-heal',
    'heal',
    // Healing another, or a draught: a horn that heals only its own bearer is a survivor's piece, not a healer's.
    /\b(creature|target|ally|allies|another|drink\w*|touch)\b[^.]*\bregains?\b[^.]*hit points|restores? [^.]*hit points|\bcures?\b|ends one poison|removes? any exhaustion|stabili[sz]e/,
  ],
  ['us-frost', 'cold', /\bcold damage\b/, true],
  ['us-fire', 'fire', /\bfire damage\b|\bignites?\b/, true],
  ['us-storm', 'storm', /\b(lightning|thunder) damage\b/, true],
  ['us-necro', 'death', /\bnecrotic damage\b/, true],
  ['us-undead', 'light', /\bradiant damage\b|\bundead\b/, true],
  ['us-acid', 'poison', /\b(acid|poison) damage\b/, true],
  ['us-psychic', 'mind', /\bpsychic damage\b/, true],
  ['us-open', 'stealth', /\bunlocks?\b|\bknock\b|\bopens?\b[^.]*\block|\block\b[^.]*\bopens?\b/],
  ['us-disguise', 'stealth', /disguise|take on the face|change your appearance|alter self/],
  [
    'us-unseen',
    'stealth',
    /(become|turn|are|is) invisible|invisibility|\bunseen\b|dexterity \(stealth\)|pass without trace|can’t be seen/,
  ],
  ['us-truth', 'watch', /\blie\b|\blying\b|zone of truth|surface thoughts|detect thoughts|true form/],
  [
    'us-direction',
    'watch',
    /can’t become lost|know(s)? the direction|which way is north|direction to|locate (object|creature)|points? toward|find the path/,
  ],
  [
    'us-alarm',
    'watch',
    /can’t be surprised|comes within|warns? you|forewarning|\balarm\b|wakes? you|premonition|to initiative/,
  ],
  ['us-dark', 'watch', /darkvision|see (normally )?in (magical )?darkness|see in the dark/],
  [
    'us-glamour',
    'watch',
    /see invisible|truesight|invisible creatures|see through illusions|reveal\w*[^.]*invisible/,
  ],
  ['us-calm', 'mind', /charmed|calm emotions|suggestion|\bsleep\b spell|persuasion|hideous laughter/],
  ['us-telepathy', 'mind', /telepathi/],
  ['us-tongues', 'mind', /understand (any|one) (spoken )?language|\btongues\b|comprehend languages/],
  ['us-breathe', 'water', /underwater|breathe water|water breathing|swimming speed/],
  ['us-waterwalk', 'water', /water walk|liquid surface|across water/],
  ['us-climb', 'road', /\bclimb|vertical surfaces|ceilings/],
  [
    'us-fast',
    'road',
    /walking speed (increases|is)|speed increases|flying speed|\bfly\b|teleport|misty step|dimension door|\bhaste\b|\bdash\b|jump distance|long jump|feather fall/,
  ],
  [
    'us-light',
    'light',
    /sheds? (bright|dim) light|bright light|daylight|\blight\b spell|continual flame|dancing lights/,
  ],
  ['us-warm', 'cold', /resistance to cold|temperatures as low|cold weather/],
  ['us-fireward', 'fire', /resistance to fire|immun\w* to fire/],
  ['us-weather', 'storm', /gust of wind|control weather|fog cloud|wind walk|strong wind/],
  [
    'us-poisonward',
    'poison',
    /(saving throws|resistance|immun\w*) (against|to) poison|poisoned food|detect poison|purifie/,
  ],
  [
    'us-spell',
    'lore',
    /spell attack rolls|saving throw dcs of your spells|stores? spells|spell slot|cast any stored spell/,
  ],
  ['us-strong', 'war', /strength score|carrying capacity|grow to large|enlarge/],
  [
    'us-ward',
    'ward',
    /bonus to ac|saving throws|resistance to|temporary hit points|drop to 1 hit point|reduce (that|the) damage|critical hit against you|\bshield\b spell|regains? [^.]*hit points/,
  ],
  ['us-harm', 'war', /\bdamage\b|attack rolls?/, true],
];

/** The motif each use belongs to. */
export const USE_MOTIF: ReadonlyMap<string, Motif> = new Map(USES.map(([tag, motif]) => [tag, motif]));

/** The uses an item's rules text shows (USES), as `us-*` tags, in USES order. */
export function usesOf(rules: string): string[] {
  // Being shut to a power is not having it: a helm 'immune to magic that would read your thoughts, tell whether
  // you are lying' reads no one's thoughts.
  const text = rules
    .toLowerCase()
    .replace(/immune to magic that[^.]*/g, 'immune to magic')
    .replace(/hidden from divination[^.]*/g, 'hidden from divination')
    .replace(/[^.,]*telepathically only if you allow it/g, '');
  // Resisting or soaking an element is not wielding it.
  const dealt = text
    .replace(/(resistance|immune|immunity|vulnerability) to [\w, ]*?\w+ damage/g, '')
    .replace(/when you take (\w+) damage/g, '')
    .replace(/reduce (that|the) damage/g, '');
  return USES.filter(([, , re, d]) => re.test(d ? dealt : text)).map(([tag]) => tag);
}

/**
 * The item's motif: healing first (a potion of healing is a healer's story whatever its colour), then the element
 * of its theme when its rules deal it (a frost brand's cold), then the first thing its rules let a bearer do.
 * Null when its rules give a story nothing to say it was made for: such an item is told in an event's story, with a
 * dedication and no stated use.
 */
export function motifOf(uses: string[], theme: ThemeId, typedTheme = false): Motif | null {
  if (uses.includes('us-heal')) return 'heal';
  // An element the game master typed ('frost brand') is the item's, and its story's, whatever the properties drew.
  const typed = typedTheme ? ELEMENT_USE[theme] : undefined;
  if (typed && !uses.includes(typed)) uses.unshift(typed);
  const element = ELEMENT_USE[theme];
  if (element && uses.includes(element)) return ELEMENT_MOTIF[theme];
  const first = USES.find(([tag]) => uses.includes(tag));
  return first ? first[1] : null;
}

/** The use that shows a theme's element is dealt. */
const ELEMENT_USE: Readonly<Partial<Record<ThemeId, string>>> = {
  cold: 'us-frost',
  fire: 'us-fire',
  lightning: 'us-storm',
  thunder: 'us-storm',
  radiant: 'us-undead',
  necrotic: 'us-necro',
  poison: 'us-acid',
  acid: 'us-acid',
  psychic: 'us-psychic',
  force: 'us-harm',
};

const ELEMENT_MOTIF: Readonly<Record<ThemeId, Motif>> = {
  cold: 'cold',
  fire: 'fire',
  lightning: 'storm',
  thunder: 'storm',
  radiant: 'light',
  necrotic: 'death',
  poison: 'poison',
  acid: 'poison',
  psychic: 'mind',
  force: 'war',
};

/** The events a story of each motif may be set in: a healer's piece in a plague or a war, never a wizards' duel. */
export const MOTIF_EVENTS: Readonly<Record<Motif, readonly string[]>> = {
  heal: ['plague', 'war', 'siege'],
  cold: ['winter', 'siege', 'giants'],
  fire: ['fire', 'dragon', 'siege'],
  storm: ['storm', 'flood', 'giants'],
  light: ['rising', 'eclipse', 'founding'],
  death: ['rising', 'schism', 'plague'],
  poison: ['poisoning', 'fen', 'plague'],
  mind: ['dreams', 'schism', 'poisoning'],
  water: ['flood', 'storm', 'fen'],
  stealth: ['rebellion', 'poisoning', 'war'],
  watch: ['war', 'delve', 'fey'],
  road: ['exodus', 'war', 'storm'],
  ward: ['siege', 'founding', 'war'],
  war: ['war', 'siege', 'rebellion', 'giants'],
  lore: ['duel', 'schism', 'eclipse'],
};

export const MOTIF_RULES: RuleSet = {
  // What it was made for, as an infinitive (a patron's order, a maker's plan). Each line needs the use it claims
  // (`us-*`, read from the rules text: USES), so an item is never said to be made for what it cannot do.
  mo_why: [
    // The motifs a game master's week meets most (a sword's war, a suit's guard, a potion's healing) are composed of
    // parts, so five swords in a row are not made for the same war.
    '<us-heal> to #hl_do# #hl_where#',
    '<us-heal ^0.5> to stand in for a healer in villages too poor to keep one',
    '<us-heal ^0.5> to ease the dying in the hospice at #town#',
    '<us-ward> to keep #wd_who# alive #wd_until#',
    '<us-ward> to hold #wd_place# with too few soldiers',
    '<us-ward> to bring #wd_who# home alive from a court where poison was the usual answer',
    '<us-ward> to stand between #wd_who# and the assassins of a rival house',
    '<us-ward> to see the last of the garrison of #site# out through the breach alive',
    '<us-harm> to arm #wr_who# for #wr_fight#',
    '<us-harm> to settle #wr_quarrel# at #site# once and for all',
    '<us-harm> to end #wr_fight# that #town# was losing',
    '<us-strong> to put a giant’s strength in the hands of #wr_who# for #wr_fight#',
    '<us-warm> to bring a garrison through a winter with no firewood',
    '<us-warm> to keep the pass at #site# open through the snows',
    '<us-frost> to hold the frozen walls of #site# through a winter siege',
    '<us-frost> to turn raiders back at the ice-ford of #river#',
    '<us-fire> to burn the blight out of the orchards of #town#',
    '<us-fire> to burn the raiders’ longships off the beach below #site#',
    '<us-fireward> to keep the fire-wardens of #town# one step ahead of the flames',
    '<us-fireward> to carry the fire-wardens of #town# into burning houses and out again',
    '<us-light> to light the beacons along the coast above #town# in any weather',
    '<us-light> to light the way through the barrows below #site#',
    '<us-undead> to stand vigil over the new graves of #town#',
    '<us-undead> to keep the dead of #town# in their graves',
    '<us-storm> to shake down the walls of #site# for a besieging army',
    '<us-storm> to break the wreckers’ ships on the rocks off #site#',
    '<us-weather> to ride out the storms on the high passes above #town#',
    '<us-weather> to bring the fishing fleet of #town# home through the autumn gales',
    '<us-necro> to finish a blood-feud that had run for three generations',
    '<us-necro> to hunt the thing that was emptying the barrows near #site#',
    '<us-poisonward> to keep the heir of #town# alive through a year of poisoned feasts',
    '<us-poisonward> to see a royal taster of #town# through one more banquet',
    '<us-acid> to clear the bogs below #site# of what lived in them',
    '<us-acid> to rid the sewers of #town# of what bred in them',
    '<us-psychic> to break the hold a mad prophet had on the villages around #town#',
    '<us-calm> to keep a quarrelling council of #town# at the table until a treaty was signed',
    '<us-calm> to calm the raving in the madhouse at #town#',
    '<us-telepathy> to let a spymaster in #town# give orders without a word spoken aloud',
    '<us-tongues> to let the envoys of #town# talk with people whose tongue nobody at court spoke',
    '<us-truth> to hear the truth in a court where nobody spoke it',
    '<us-truth> to pick the traitor out of a court full of liars',
    '<us-breathe> to bring up what the sea took off #site#',
    '<us-breathe> to keep the pearl divers of #town# alive on the deep beds',
    '<us-waterwalk> to carry messages across #river# when the bridges were down',
    '<us-open> to free the prisoners of a gaol that held the wrong people',
    '<us-open> to open the strongroom of a moneylender who had cheated half of #town#',
    '<us-disguise> to get a spy in and out of the palace at #town#',
    '<us-disguise> to give a hunted heir of #town# a face nobody would look for',
    '<us-unseen> to smuggle the condemned out of #town# under the watch’s nose',
    '<us-unseen> to let a courier cross a country at war unseen',
    '<us-direction> to find the lost on the moors above #town#',
    '<us-direction> to guide the salt caravans across the waste beyond #town#',
    '<us-alarm> to watch the border at #site# for raiders',
    '<us-alarm> to keep a hunted witness of #town# from being taken unawares',
    '<us-dark> to let the night watch of #site# see what came over the walls in the dark',
    '<us-dark> to lead the miners of #site# out of the deep workings when the lamps failed',
    '<us-glamour> to show a witch-finder of #town# what hid behind a glamour',
    '<us-glamour> to find the invisible thief who had been robbing the treasury of #town#',
    '<us-fast> to carry dispatches between #town# and the front faster than any horse',
    '<us-fast> to get the crown’s courier over the mountains before the passes closed',
    '<us-climb> to let a climber reach the eyrie above #site#',
    '<us-climb> to get a raiding party up the sea-cliffs below #site# by night',
    '<us-spell> to give the court wizard of #town# an edge no rival had',
    '<us-spell> to win a duel of wizards at #site# that had been ten years coming',
  ],
  // A famous use, as a clause with the item as subject (after 'how' or a colon); each needs the use it shows.
  mo_use: [
    '<us-heal> #item.they# #hl_deed# #hl_where#, #hl_after#',
    '<us-heal> #item.they# sat by the beds of the dying in the hospice at #town#, and no one who held #item.them# died hard',
    '<us-ward> #item.they# kept #wd_who# alive #wd_through#',
    '<us-ward> #item.they# held #wd_place# for a morning against #wd_odds#',
    '<us-ward> #item.they# brought #wd_who# through an ambush on the road to #town2# without a scratch',
    '<us-ward> #item.they# stopped the knife meant for #wd_who#, at a feast where every guest came armed',
    '<us-harm> #item.they# #wr_deed# at #site#, #wr_after#',
    '<us-harm> #item.they# won #wr_fight# for #wr_who#, #wr_after#',
    '<us-strong> #item.they# let a single porter haul the great bell up into the tower of #site#, where it still hangs',
    '<us-warm> #item.they# saw the garrison of #site# through a winter siege, when the moat froze hard enough to walk on',
    '<us-warm> #item.they# went out with the search parties on the high road above #town# every night of a bitter January',
    '<us-frost> #item.they# held the ford at #river# on the night the river froze and raiders tried to cross on the ice',
    '<us-frost> #item.they# broke a charge across the frozen lake below #site#, and the ice there has been named for #item.them# since',
    '<us-fireward> #item.they# went in with the fire-wardens when the tannery quarter of #town# burned, and came out with the last of the children',
    '<us-light> #item.they# lit the beacon at #site# in a gale that had put out every torch on the hill',
    '<us-light> #item.they# lit the way through the barrows below #site# for the only party that ever came back out',
    '<us-fire> #item.they# burned the raiders’ boats on the beach below #site#, one after another, in a single night',
    '<us-fire> #item.they# burned the blight out of the orchards of #town# in the summer the trees turned black',
    '<us-storm> #item.they# cracked the gate of #site# on the night the town fell',
    '<us-storm> #item.they# drove the wreckers off the rocks below #site# with the sea itself in uproar',
    '<us-weather> #item.they# brought the last boats of the #town# fleet in through a gale that sank everything else on the coast',
    '<us-weather> #item.they# stood on the cliff above #town# through a three-day storm, and the bearer walked down unharmed',
    '<us-undead> #item.they# stood at the lych-gate of #town# on the night the graves opened, and nothing buried got past',
    '<us-undead> #item.they# sat on the altar at #town# through a winter of hauntings, and the hauntings stopped at the chapel door',
    '<us-necro> #item.they# ended the feud between two houses of #town#, by ending the last heir of one of them',
    '<us-necro> #item.they# went down into the barrows near #site# after the thing that had been emptying them, and came back up alone',
    '<us-poisonward> #item.they# sat at the elbow of the heir of #town# through a year of feasts, and the heir outlived every poisoner at court',
    '<us-acid> #item.they# went ahead of the diggers draining the bogs below #site#, and dealt with what the water had hidden',
    '<us-psychic> #item.they# broke the hold a mad prophet had on #town#, in one long night of screaming',
    '<us-calm> #item.they# kept the council of #town# at the table for eleven days, until the treaty was signed',
    '<us-calm> #item.they# talked a mob in #town# back to their homes without a blow struck',
    '<us-telepathy|us-tongues> #item.they# carried a parley at #site# between two peoples with no word in common, and the peace held',
    '<us-truth> #item.they# sat on the judge’s bench at #town# through a trial of forty liars, and the verdict was right',
    '<us-truth> #item.they# picked the traitor out of the council of #town#, which the council has never quite forgiven',
    '<us-breathe> #item.they# went down with the salvage divers to the wreck off #site#, and brought up the strongbox nobody else could reach',
    '<us-breathe> #item.they# kept a crew alive under the hull of a capsized ship off #site# for a whole night',
    '<us-waterwalk> #item.they# got the ferrymen of #river# across in the flood year, when every bridge was gone',
    '<us-open> #item.they# opened the gates of the debtors’ prison at #town# in a night, and the gaolers never learned how',
    '<us-disguise> #item.they# got a spy in and out of the palace of #town# forty times, and the forty-first time the spy kept going',
    '<us-unseen> #item.they# took six condemned prisoners out of #town# under the nose of the watch in a single night',
    '<us-unseen> #item.they# carried a treaty through three armies to #town# without a single sentry noticing',
    '<us-direction> #item.they# found eleven children lost on the moors above #town# in a single winter',
    '<us-alarm> #item.they# warned the border fort at #site# of a raid three nights in a row, and the raiders gave up',
    '<us-dark> #item.they# kept watch on the walls of #site# through a moonless month, and saw every raid coming',
    '<us-glamour> #item.they# showed the court of #town# that its new favourite was a hag wearing a borrowed face',
    '<us-fast> #item.they# carried the news of the peace from #site# to #town# in a day and a night, and stopped a battle on the way',
    '<us-fast> #item.they# got a courier across the mountains from #town# a week after the passes were supposed to be shut',
    '<us-climb> #item.they# took a climber up the sheer face above #site# to an eyrie nobody had reached before',
    '<us-spell> #item.they# carried a court wizard of #town# through a duel of spells that lasted until dawn',
  ],
  hl_do: [
    'keep the wounded alive',
    'carry the sick through the fever season',
    'bring the dying back from the edge',
    'spare a city’s physicians the worst of their work',
  ],
  hl_where: [
    'in the field hospital at #site#',
    'in the lazar-house at #town#',
    'on the long road to #town2#',
    'in the siege-camp below #site#',
    'in the fever wards of #town#',
  ],
  hl_deed: [
    'went round the sickbeds',
    'kept a surgeon’s tent working',
    'sat with the worst cases',
    'outlasted three physicians',
  ],
  hl_after: [
    'and the death-carts came for fewer each week',
    'long after the bandages ran out',
    'and the physicians have never quite forgiven #item.them#',
    'for a whole summer of fever',
    'and the sexton had a quiet season',
    'and three of the nurses named daughters after #item.them#',
    'until the sickness burned itself out',
  ],
  wd_who: [
    'a child-heir of #town#',
    'the envoy to #town#',
    'a witness against the guilds of #town#',
    'the last abbot of #town#',
    'a peace-bride of #town#',
  ],
  wd_until: [
    'until the coronation',
    'through a month of talks',
    'long enough to testify',
    'until the feud was settled',
  ],
  wd_through: [
    'through four attempts on that life',
    'through two ambushes on the road',
    'through a winter of knives in the dark',
    'when a crossbow bolt came through the window',
  ],
  wd_place: ['the gate at #site#', 'the bridge over #river#', 'the breach at #site#', 'the hall at #town#'],
  wd_odds: ['two hundred', 'a company of mercenaries', 'the whole of a duke’s levy', 'a night of raiders'],
  wr_who: [
    'the champion of #town#',
    'a sworn sword of #town#',
    'the last captain of #town#',
    'a mercenary company out of #town#',
    'an heir of #town# who could not fight',
  ],
  wr_fight: [
    'a border war',
    'the war over the salt roads',
    'a feud with the hill clans',
    'a trial by combat',
    'the long quarrel with #town2#',
  ],
  wr_quarrel: [
    'a blood-duel',
    'a quarrel over a dowry',
    'a dispute over a mill-stream',
    'a feud older than anyone in it',
  ],
  wr_deed: [
    'turned a rout into a victory',
    'held a bridge for an afternoon',
    'won a duel against a fighter nobody had beaten',
    'broke a shield wall',
    'kept a banner standing',
    'cut a way out of an ambush',
  ],
  wr_after: [
    'or so the regiment tells it',
    'and the enemy went round by another road',
    'and the losing side still wants #item.them# back',
    'and nobody on the other side forgot #item.them#',
    'which is why #town# keeps a holiday on that day',
    'and the tale has grown with every telling',
    'though the other side tells it differently',
  ],
  // How a maker who made something else found out what it does (after 'when'); each needs the use it shows.
  mo_found: [
    '<us-heal> a journeyman burned on the forge held #item.them# and watched the blisters close',
    '<us-heal> the workshop cat, half-dead under a cart wheel, was laid beside #item.them# and got up an hour later',
    '<us-frost> the quench-tub froze solid in the middle of summer',
    '<us-frost> the ink froze in its pot on the bench beside #item.them#',
    '<us-warm> the apprentice who carried #item.them# slept through a hard frost in the yard and woke warm',
    '<us-fire> a cold hearth lit itself the first night #item.they# stood near it',
    '<us-fire> the bench under #item.them# scorched through overnight',
    '<us-fireward> a journeyman reached into the forge for #item.them# and drew out an unburned hand',
    '<us-storm|us-weather> every bell in the street rang at once the first time #item.they:was# lifted',
    '<us-storm> a clear sky over the workshop cracked with thunder',
    '<us-light> the workshop, always too dark to work in, was suddenly not',
    '<us-undead> the ghost that had haunted the cellar for years left and did not come back',
    '<us-necro> the flowers on the sill withered the moment #item.they:was# set down',
    '<us-necro> the workshop mice would not come within a yard of #item.them#',
    '<us-acid> the bench under #item.them# was eaten through by morning',
    '<us-poisonward> a cup of wine set beside #item.them# turned cloudy, and the wine proved to be poisoned',
    '<us-calm> two journeymen who had not spoken for a year made up on the spot',
    '<us-psychic> everyone in the workshop woke having dreamed the same dream',
    '<us-telepathy|us-tongues> a foreign customer and the journeyman holding #item.them# understood each other perfectly, with no word in common',
    '<us-truth> an apprentice caught in a lie while holding #item.them# confessed to three more',
    '<us-breathe> a journeyman fell into the mill-race holding #item.them# and walked out of it an hour later, breathing easily',
    '<us-waterwalk> a journeyman crossed the mill-pond to fetch #item.them# back without wetting his boots',
    '<us-open> every lock in the workshop was found standing open the next morning',
    '<us-disguise> the master’s own wife took the journeyman wearing #item.them# for a stranger',
    '<us-unseen> the journeyman holding #item.them# walked past the master twice without being seen',
    '<us-direction> #item.they# pointed to where a ring had been mislaid the year before',
    '<us-alarm> #item.they# woke the whole street the night thieves tried the workshop door',
    '<us-dark> the apprentice holding #item.them# read a letter in a cellar with no lamp',
    '<us-glamour> the apprentice holding #item.them# saw through the glamour on a customer’s fine coat to the rags beneath',
    '<us-climb> a journeyman trying #item.them# out ended up on the workshop roof',
    '<us-fast> an errand-boy sent off with #item.them# was back before he had properly left',
    '<us-ward> a falling anvil glanced off the journeyman holding #item.them#',
    '<us-ward> a crossbow went off by accident across the workshop, and the bolt turned aside',
    '<us-harm> the practice post in the yard split in half at the first stroke',
    '<us-harm> the journeyman who tried #item.them# out beat the master at sparring for the first and last time',
    '<us-strong> the journeyman who tried #item.them# on lifted the anvil with one hand',
    '<us-spell> the apprentice holding #item.them# cast a cantrip that took the shutters off the windows',
  ],
  // The note left with a bequest, in the dead owner's words.
  mo_note: [
    '<mo-heal> For the sickroom, not the battlefield.',
    '<mo-heal> Whoever is sickest goes first, even if it is the cat.',
    '<mo-heal> Do not waste it on a hangover.',
    '<mo-cold> Keep it by the door in winter, and away from the milk.',
    '<mo-fire> Never indoors. Never near the thatch.',
    '<mo-storm> Put it down in a thunderstorm. Do not argue about this.',
    '<mo-light> For the vigil, and for nothing else.',
    '<mo-death> It knows what it is for. Keep it wrapped.',
    '<mo-poison> Taste nothing it has not tasted first.',
    '<mo-mind> Do not use it on family.',
    '<mo-water> Take it off before you go in. Or rather, don’t.',
    '<mo-stealth> You were never here.',
    '<mo-watch> It sees more than you do. Listen to it.',
    '<mo-road> For errands that will not wait.',
    '<mo-ward> Whoever needs it most wears it, not whoever asks loudest.',
    '<mo-ward> Stand in front of the ones who cannot.',
    '<mo-ward> It has saved this family nine times. Count them.',
    '<mo-war> It has a temper. So did I.',
    '<mo-war weapon> Clean it before you sleep, whatever else you do.',
    '<mo-war weapon> Never draw it in a tavern.',
    '<mo-war !weapon> Win the fight first. Be sorry afterwards.',
    // An item whose rules give a story no use to name: a note that claims none.
    '<mo-none> Look after it, and it will look after you.',
    '<mo-none> Not to be sold. I mean it.',
    '<mo-none> You will know when you need it.',
    '<mo-none> It was my mother’s. Now it is yours. Be kinder to it than I was.',
    '<mo-lore> Spells first, questions after.',
    '<mo-lore> It remembers every spell you put in it. So will you.',
  ],
  // What kind of thing it is, by what it does.
  mo_kind: [
    '<mo-heal> a healer’s piece',
    '<mo-cold> a winter piece, meant for cold roads and colder walls',
    '<mo-fire> a fire-warden’s tool, as dangerous as the thing it fights',
    '<mo-storm> a storm-piece, made for weather nobody else would go out in',
    '<mo-light> a vigil-piece',
    '<mo-death> a grim piece, and honest about it',
    '<mo-poison> a taster’s piece, made by someone who knew poisoners',
    '<mo-mind> a courtier’s piece, subtle and a little unkind',
    '<mo-water> a diver’s piece',
    '<mo-stealth> a spy’s piece, and plainly made for one',
    '<mo-watch> a scout’s piece',
    '<mo-road> a courier’s piece',
    '<mo-ward> a bodyguard’s piece',
    '<mo-war> a soldier’s piece, made for work rather than show',
    '<mo-lore> a wizard’s tool, made by one for another',
  ],
  // Who ordered it (a named patron's office), by what it was for.
  pt_role: [
    // No place of their own: the purpose names where (a role 'at Irley' beside a purpose 'in Irley' says it twice).
    '<mo-heal> prior of a lazar-house',
    '<mo-heal> surgeon-general to the army',
    '<mo-cold> warden of the high passes',
    '<mo-cold> captain of a winter garrison',
    '<mo-fire> chief of the fire-wardens',
    '<mo-fire> keeper of the coast beacons',
    '<mo-storm> a harbourmaster with a fleet to lose',
    '<mo-storm> admiral of the home fleet',
    '<mo-light> a sexton with too many graves to watch',
    '<mo-light> a bishop of the old faith',
    '<mo-death> last heir of a feuding house',
    '<mo-death> a widow with a feud to finish',
    '<mo-poison> chamberlain to a much-poisoned court',
    '<mo-poison> eldest of a great house, with many heirs and more enemies',
    '<mo-mind> speaker of a quarrelsome council',
    '<mo-mind> a chief magistrate',
    '<mo-water> master of the salvage guild',
    '<mo-water> a ferry-warden',
    '<mo-stealth> a spymaster',
    '<mo-stealth> a smuggler who passed for a merchant',
    '<mo-watch> a march-warden',
    '<mo-watch> captain of the watch',
    '<mo-road> a postmaster',
    '<mo-road> master of the royal couriers',
    '<mo-ward> a regent',
    '<mo-ward> captain of a household guard',
    '<mo-war> a marshal of the realm',
    '<mo-war> a war-captain',
    '<mo-lore> a court wizard',
    '<mo-lore> master of a college of wizards',
  ],
  pt_name: [
    'Orrin Vell',
    'Maud Ashcombe',
    'Teodric Hale',
    'Isolde Brennan',
    'Casimir Dunmore',
    'Wenna Tallis',
    'Hestor Quill',
    'Saffra Lind',
    'Bertil Crane',
    'Oda Farrow',
    'Lucan Reeve',
    'Ysmay Cole',
    'Garran Hobb',
    'Elspeth Marr',
    'Tobin Ferrer',
    'Rhosyn Wade',
  ],
  pt_paid: [
    'in gold and in favours',
    'half in advance and the rest, years later, in land',
    'more than the work was worth',
    'with a house in #town# and a pension',
  ],
  mk_flaw: [
    'the enchantment took, but it took crooked',
    'the binding set a day early, and #item.they:has# been slightly wrong ever since',
    'one rune was cut backwards, and nobody has dared to correct it since',
    'the last working was done in a hurry, by lamplight, and it shows',
  ],
};
