// The people of a faction: who its members are (peoples that suit its kind, kin who share a house's name), how
// they look, and the phrases for the leadership and for each key member (their work, and a tie to someone else).
import { type Gender, pronounsFor, tidy } from '../../../engine/english.js';
import type { Person, RuleSet } from '../../../engine/grammar.js';
import { personLook } from '../../../engine/looks.js';
import {
  type HumanCulture,
  type NameCulture,
  type NameRace,
  type PersonName,
  personName,
  relativeName,
} from '../../../engine/names.js';
import type { Rng } from '../../../engine/rng.js';
import type { PurposeProfile } from './purposes.js';
import type { FactionRecord, TieKind } from './record.js';
import { bindRival } from './relations.js';

export type AgeWord = 'young' | 'adult' | 'middle-aged' | 'elderly';

/** A person of the faction or of its world: a grammar Person with a people, an age and, in the faction, a rank. */
export interface FactionPerson extends Person {
  readonly race: NameRace;
  readonly gender: Gender;
  readonly age: AgeWord;
  readonly culture: NameCulture;
}

/** Who a faction's members mostly are: a people and the human culture they grew up in. */
export interface Folk {
  readonly weights: readonly (readonly [NameRace, number])[];
  readonly human: HumanCulture;
}

const BASE_RACES: Record<NameRace, number> = {
  human: 40,
  elf: 5,
  dwarf: 5,
  halfling: 5,
  gnome: 3,
  'half-elf': 5,
  'half-orc': 4,
  tiefling: 3,
  dragonborn: 2,
};

/** The peoples a faction draws its members from: every people, weighted towards those that suit the kind. */
export function decideFolk(profile: PurposeProfile, rng: Rng): Folk {
  const weights = (Object.keys(BASE_RACES) as NameRace[]).map(
    (race) => [race, BASE_RACES[race] + (profile.races[race] ?? 0)] as const,
  );
  const human = rng.weightedEntry<HumanCulture>([
    ['heartland', 5],
    ['northern', 2],
    ['southern', 2],
    ['isles', profile.id === 'smugglers' ? 5 : 2],
  ]);
  return { weights, human };
}

const GENDERS: readonly (readonly [Gender, number])[] = [
  ['male', 47],
  ['female', 47],
  ['non-binary', 6],
];

const AGES: readonly (readonly [AgeWord, number])[] = [
  ['young', 2],
  ['adult', 4],
  ['middle-aged', 4],
  ['elderly', 2],
];

/** A person with a name nobody else in this faction's story already has (given and family names both). */
export function makePerson(
  folk: Folk,
  taken: Set<string>,
  rng: Rng,
  options: { race?: NameRace; age?: AgeWord; kinOf?: FactionPerson } = {},
): FactionPerson {
  const race = options.kinOf?.race ?? options.race ?? rng.weightedEntry(folk.weights);
  const gender = rng.weightedEntry(GENDERS);
  const culture: NameCulture = options.kinOf?.culture ?? {
    race,
    human: rng.chance(0.8) ? folk.human : rng.pick(['heartland', 'northern', 'southern', 'isles'] as const),
  };
  const make = (): PersonName =>
    options.kinOf ? relativeName(options.kinOf, culture, gender, rng) : personName(culture, gender, rng);
  let name = make();
  // A name already used in this faction's story, or one that stutters ('Nimello Nimello'), is drawn again.
  const clash = (n: PersonName) =>
    taken.has(n.first) ||
    (!options.kinOf && n.last !== '' && taken.has(n.last)) ||
    /\b(\w+) \1\b/.test(n.full);
  for (let i = 0; i < 12 && clash(name); i++) name = make();
  taken.add(name.first);
  if (name.last) taken.add(name.last);
  return {
    name: name.full,
    first: name.first,
    last: name.last,
    pronouns: pronounsFor(gender),
    race,
    gender,
    age: options.age ?? rng.weightedEntry(AGES),
    culture,
  };
}

const BUILDS = [
  'lean',
  'heavy-shouldered',
  'small, neat',
  'tall, stooping',
  'scarred',
  'soft-voiced',
  'hawk-nosed',
  'bright-eyed',
  'thickset',
  'long-fingered',
  'sun-browned',
  'pale',
  'straight-backed',
  'restless',
  'deliberate',
  'gap-toothed',
];
const AGE_WORDS: Record<AgeWord, readonly string[]> = {
  young: ['young', 'young', 'barely grown'],
  adult: ['', ''],
  'middle-aged': ['middle-aged', 'greying'],
  elderly: ['elderly', 'white-haired', 'old'],
};
const DETAILS = [
  'a signet ring worn on the wrong hand',
  'one eye clouded white',
  'a voice that never rises',
  'ink-stained cuffs',
  'a coat of good cloth, badly mended',
  'a habit of tapping a coin against the teeth',
  'a missing little finger',
  'a silver tooth that shows in every smile',
  'gloves, indoors and out',
  'a burn scar up one side of the neck',
  'a dry cough that never quite goes away',
  'a rosary of river pearls',
  'a dozen keys on a ribbon',
  'a soldier’s tattoo half burned away',
  'a limp and a blackthorn stick',
  'spectacles pushed up into the hair',
  'the calm of someone who has killed before',
  'a laugh that starts too late',
  'rings on every finger, none of them gold',
  'a knife worn openly at the hip',
  'a way of standing with the back to a wall',
  'a perfume of cloves and smoke',
  'an old sword cut across the chin',
  'hands that are never still',
  'an embroidered sash in the colours of a dead house',
  'a black ribbon braided into the hair',
  'a nose broken and badly set',
  'a pet crow that rides on one shoulder',
];

/** 'a lean, greying half-elf with ink-stained cuffs': decided once, never shared with another member. */
export function lookOf(person: FactionPerson, rng: Rng, used: Set<string>): string {
  return personLook({ builds: BUILDS, ageWords: AGE_WORDS, details: DETAILS }, person, rng, used);
}

/**
 * Leadership and key members. Variables: f (the faction, pronouned it or they), leader and p (people), look,
 * top (the leader's rank), role (p's rank), second (the rank below the top, plural in seconds), rival {name,
 * leader}, ally {name}, other (another key member), town, ward, realm, years, front {name}, deity {name},
 * power {name}, label (the kind in words), members (the member word, plural).
 */
export const PEOPLE_RULES: RuleSet = {
  lead_open: [
    '#f.name# #f.v:answers# to #f.their# #top#, #leader.name#, #look#.',
    'At the head of #f.name# is #f.their# #top#, #leader.name#, #look#.',
    '<!top-of> #leader.name#, #look#, has been #top# of #f.name# for #years# years.',
    '<top-of> #leader.name#, #look#, has led #f.name# as #top# for #years# years.',
    '#f.name# #f.v:is# led by #leader.name#, #f.their# #top#: #look#.',
  ],
  lead_rise: [
    '<fam-crime> #leader.They:came# up through every rank of #f.first#, and the last step was over the body of the previous #top#.',
    '<fam-crime> When the old #top# was hanged, #leader.first# took the chair, and many in #f.first# suspect #leader.they# arranged the hanging.',
    '<fam-crime> The leadership was bought with a debt ledger that holds the name of every member, and #leader.first# has never burned it.',
    '<fam-crime !evil> After the last #top# ran off with the common purse, the others chose #leader.first#, the one who went after it.',
    '<p-spies> Nobody outside the inner circle knows how #leader.first# came to lead; the files on the question have all been burned.',
    '<p-assassins> By the guild’s law #top.a# is made by fulfilling a contract on the last one, and that is how #leader.first# rose.',
    '<p-merchant> The partners elected #leader.first# after #leader.they# saved the common chest from a collapse that ruined three of them.',
    '<p-merchant> #leader.They:inherited# a small share and bought the rest, one widow and one bankrupt of #town# at a time.',
    '<p-knights> The chapter elected #leader.first# after the last #top# fell at #site#, and #leader.they# still #leader.v:carries# the old banner.',
    '<p-knights> #leader.They:rose# from squire to #top# in twenty years and #leader.was# never once unhorsed in the tournaments of #realm#.',
    '<p-cult> #leader.They:claims# to have heard #power.name# speak in a fever dream, and no member who doubted the claim is still a member.',
    '<p-cult> The founder died soon after #leader.first# was first chosen by #power.name#, or so #leader.first# says.',
    '<p-mages> #leader.They:won# the seat in a duel of spells at #site# that the cabal still argues about.',
    '<p-mages> The eldest of the cabal by a generation, #leader.first# is the only one the old #top# taught in person.',
    '<p-rebels> #leader.They:was# a clerk in #town# until soldiers burned #leader.their# street, and #leader.they# wrote the first pamphlet the same night.',
    '<p-rebels> Two arrests and one hanging that went wrong have only made the cells trust #leader.first# more.',
    '<p-noble> #leader.They:inherited# the house young, and spent the first ten years fighting cousins in #t1# and #t2# for it.',
    '<p-noble> #leader.first# married into the house and outlived both the spouse and the heir who stood in the way.',
    '<p-mercenary> The company voted #leader.first# captain after #leader.they# carried its colours out of a rout the old captain caused.',
    '<p-mercenary> #leader.They:bought# the captaincy from the last captain, who retired to a vineyard near #t1# and is rumoured to regret it.',
    '<p-druids> The circle chose #leader.first# when the old #top# walked into #forest# and did not return.',
    '<p-druids> #leader.They:lived# seven years as a stag in #forest# before returning to lead, or so the villagers say.',
    '<p-holy> A plague year spent nursing the sick of #town# raised #leader.first# to the office by acclamation.',
    '<p-holy> #leader.first# was elected by the chapter as a compromise nobody expected to last, and has outlasted everyone who voted.',
    '<p-scholars> #leader.They:was# elected for a famous book on #ruin#, and #leader.v:has# not finished another since.',
    '<p-scholars> The last #top# vanished on an expedition to #ruin#, and #leader.first# was elected in the uproar that followed.',
    '<p-smugglers> #leader.They:started# as a lookout at twelve and owned three boats at thirty.',
    '<p-smugglers> #leader.first# came over the water one winter with a ship of brandy and a price on #leader.their# head, and never left.',
  ],
  lead_style: [
    '<lawful> #leader.They:rules# #f.first# by the book, and the book is long: every fine, every share and every punishment is written down and applied.',
    '<lawful> #leader.They:keeps# the old rules of #f.first# to the letter and #leader.v:expects# the same of everyone, including #leader.themself#.',
    '<lawful evil> Contract and fear in equal parts keep #f.first# in line, and #leader.first# never forgets a broken promise.',
    '<chaotic> In #f.first#, #leader.first# makes the rules up as #leader.they# #leader.v:goes#, and the #seconds# put up with it because #leader.they# #leader.v:is# usually right.',
    '<chaotic> #leader.first# has torn up the rules of #f.first# twice, and the #rank0s# love #leader.them# for it.',
    '<chaotic> Charm, nerve and sudden decisions are how #leader.first# rules; meetings are not.',
    '<chaotic evil> #leader.They:keeps# order by cruelty that looks random and is not.',
    '<eneutral> #leader.They:listens# to every voice in #f.first#, #leader.v:decides# alone and #leader.v:explains# nothing.',
    '<eneutral> #leader.first# weighs every question of #f.first# like a merchant weighing coin, and the #seconds# have learned not to hurry #leader.them#.',
    '<eneutral> #leader.They:rules# #f.first# by favours given and remembered; there is not a member who does not owe #leader.them# something.',
    '<good> The #rank0s# love #leader.first#, knowing #leader.they# #leader.v:has# gone hungry so that they did not.',
    '<good fam-crime> #leader.They:is# fair, patient and hard to fool, and #leader.v:has# turned away more than one profitable job in #town# on principle.',
    '<good !fam-crime> #leader.They:is# fair, patient and hard to fool, and #leader.v:has# turned away more than one profitable bargain on principle, to the grief of the #seconds#.',
    '<good> #leader.first# eats at the same table as the #rank0s# of #f.first#, and knows every one of them by name.',
    '<evil> #leader.They:is# feared by the #seconds# and the #rank0s# alike, and #leader.v:likes# it that way.',
    '<evil> Members of #f.first# who cross #leader.first# are found in #ward# with their hands tied, as a lesson to the rest.',
    '<evil> #leader.They# never #leader.v:raises# #leader.their# voice in #hq#, and #leader.v:has# never needed to.',
    '<mneutral> #leader.They:cares# for #f.first# first, #f.their# members second and everyone else not at all.',
  ],
  lead_check: [
    '<sz0|sz1> Any three #seconds# together can call a vote against #leader.first#, which has never happened.',
    '<sz0|sz1> #leader.They:answers# to nobody, but the #seconds# have long memories.',
    '<sz2|sz3> A council of the #seconds# meets each quarter day and can overrule #leader.first# when all of them agree, which is rarely.',
    '<sz2|sz3> #leader.They:governs# with a council of #seconds#, each of whom would like the chair.',
    '<sz4|sz5> With #chapters# in so many places, #leader.they# #leader.v:rules# through the #seconds#, who rule as they please between letters.',
    '<sz4|sz5> Letters from #leader.first# take months to reach the farthest #chapters#, and the #seconds# there have learned to read them generously.',
  ],
  lead_hidden: [
    '<clandestine> Fewer than a dozen members have seen #leader.first#; the rest know only the title.',
    '<clandestine> Even the #seconds# meet #leader.first# masked, and never in the same place twice.',
    '<secret> In public #leader.first# is a respected figure in #front.name#, and nobody connects the two.',
    '<secret> #leader.first# keeps a respectable life in #town# and a second one that nobody in it suspects.',
  ],

  mem_look: [
    '#p.first# is #look#.',
    'Picture #look#, and you have #p.first#.',
    '#p.name#: #look#.',
    'You will know #p.first# by #p.their# look: #look#.',
  ],
  mem_leader: [
    '#p.They:leads# #f.name# as #top#, and #p.v:has# done for #years# years.',
    'As #top#, #p.first# has the last word in #f.first#, and uses it sparingly.',
    '<!top-of> #p.first# is #top# of #f.name#, and every decision of #f.first# crosses #p.first.possessive# table.',
  ],
  mem_leader_tie: [
    '#p.They:has# sworn to see #rival.name# broken before #p.they# #p.v:dies#.',
    '#p.They:has# met #rival.leader.name# face to face only once, and neither of them has forgotten it.',
    '#p.They:keeps# a letter from #rival.leader.name# in #p.their# coat, unanswered.',
    '#p.They:dines# with #ally.name# once a season, and nobody else in #f.first# is told what is said.',
    '#p.They:trusts# #ally.name# more than #p.their# own #seconds#, and the #seconds# know it.',
    '#p.They:has# no children, and #p.v:talks# to nobody about who will be #top# after #p.them#.',
    '#p.They:has# promised #f.first# #stake# before #p.they# #p.v:dies#, and the #seconds# are beginning to believe it.',
    '#p.They:was# once a prisoner of #rival.name#, and #p.v:has# never said how #p.they# got out.',
  ],
  mem_duty: [
    '<sz4|sz5> #p.They:runs# the #chapter# in #t1# as a little kingdom of #p.their# own.',
    '<sz3|sz4|sz5> #p.They:speaks# for #f.first# at the court of #realm2#, and #p.v:is# better known there than at home.',
    '<sz4|sz5> #p.They:travels# between the #chapters# with letters from #leader.first# that nobody else may read.',
    '<sz2|sz3|sz4|sz5> #p.They:keeps# the house in #t2# and #p.v:sends# #p.their# reports a week late, on principle.',
    '<p-thieves> #p.They:runs# the fences of #town# and #p.v:knows# what every stolen thing is worth.',
    '<p-thieves> #p.They:trains# the #rank0s# in locks, pockets and lying, and #p.v:has# lost only one to the gallows of #town#.',
    '<p-thieves> #p.They:handles# the bribes to the watch of #town# and #p.v:keeps# the list of who takes what.',
    '<p-thieves> #p.They:plans# the great jobs of #f.first#, down to the hour the dogs are fed.',
    '<p-thieves> #p.first# is the best climber #f.first# #f.v:has# ever had, and knows it.',
    '<p-merchant> #p.They:keeps# #f.first.possessive# master books and #p.v:can# find a missing penny in a year of accounts.',
    '<p-merchant> #p.They:runs# the caravans from #town# to #t1# and #p.v:has# never lost a wagon to bandits, by paying them.',
    '<p-merchant> #p.They:negotiates# with the lords and councils of #region#, and #p.v:has# a way of making a bribe sound like a favour.',
    '<p-merchant> #p.They:buys# the debts of #ward# cheap and #p.v:collects# them dear.',
    '<p-merchant> #p.They:manages# the warehouses and the ships of #f.first#, and #p.v:knows# every harbour-master by name.',
    '<p-knights> #p.They:commands# the knights of #f.first# in the field and #p.v:has# the scars of every campaign.',
    '<p-knights> #p.They:trains# the #rank0s# at #hq# and #p.v:is# hated by all of them, then loved.',
    '<p-knights> #p.They:keeps# the accounts and the lands of #f.first#, and #p.v:wishes# #p.they# could ride out more.',
    '<p-knights> #p.They:carries# the banner of #f.first# and #p.v:has# sworn never to let it touch the ground.',
    '<p-knights> #p.They:judges# the #rank0s# for breaches of the oath, and #p.v:is# rarely merciful.',
    '<p-cult> #p.They:finds# the new members among the grieving and the desperate of #town#, and #p.v:is# very kind to them at first.',
    '<p-cult> #p.They:leads# the rites when the leader cannot, and #p.v:knows# the words of #power.name# by heart.',
    '<p-cult> #p.They:keeps# the books of lore of #f.first# and #p.v:has# read things in them that changed #p.their# face.',
    '<p-cult> #p.They:chooses# the offerings for #power.name#, and #p.v:sleeps# soundly.',
    '<p-cult> #p.They:guards# the meeting places in #ward# and #p.v:deals# with anyone who follows a member home.',
    '<p-mages> #p.They:keeps# the library of #f.first# and #p.v:decides# who may read what.',
    '<p-mages> #p.They:studies# the great work of #f.first# and #p.v:has# not slept a full night in years.',
    '<p-mages> #p.They:teaches# the #rank0s# and #p.v:has# a reputation for failing them.',
    '<p-mages> #p.They:maintains# the wards on #hq# and would know if a mouse crossed them.',
    '<p-mages> #p.They:deals# with the clients of #f.first# in #town# and #p.v:charges# them for every word.',
    '<p-rebels> #p.They:prints# the broadsheets against #lord# and #p.v:moves# the press every month.',
    '<p-rebels> #p.They:commands# the fighters of #f.first# and #p.v:has# killed two of the soldiers of #lord# with #p.their# own hands.',
    '<p-rebels> #p.They:keeps# the cells of #town# apart and the lists in #p.their# head.',
    '<p-rebels> #p.They:finds# the money for #f.first#, from sympathisers, smugglers and now and then a strongbox.',
    '<p-rebels> #p.They:speaks# in the markets of #town# and #p.v:can# turn a crowd in three sentences.',
    '<p-noble> #p.They:runs# the estates around #town# and #p.v:knows# the rents of every farm to the penny.',
    '<p-noble> #p.They:commands# the household knights and #p.v:has# fought four duels for the name of #family#.',
    '<p-noble> #p.They:arranges# the marriages of #f.first#, and #p.v:regards# love as a problem to be solved.',
    '<p-noble> #p.They:represents# the house at the court of #realm# and #p.v:has# a friend in every antechamber.',
    '<p-noble> #p.They:keeps# the secrets of #f.first# and the keys to #f.their# muniment room.',
    '<p-mercenary> #p.They:leads# the heavy horse of #f.first# and #p.v:has# never lost a charge.',
    '<p-mercenary> #p.They:keeps# the pay chest of #f.first# and #p.v:counts# it twice every night.',
    '<p-mercenary> #p.They:negotiates# the contracts with the lords of #region# and #p.v:has# a clause for everything, including treachery.',
    '<p-mercenary> #p.They:trains# the #rank0s# and #p.v:breaks# the ones who will not be trained.',
    '<p-mercenary> #p.They:commands# the archers of #f.first# and #p.v:can# put an arrow through a ring at sixty paces.',
    '<p-druids> #p.They:walks# the bounds of #forest# and #p.v:speaks# for the beasts in the moot.',
    '<p-druids> #p.They:heals# the villages around #town#, and no one there will hear a word against the circle.',
    '<p-druids> #p.They:calls# the weather over #region# when the circle needs rain, and #p.v:is# blamed when it does not come.',
    '<p-druids> #p.They:remembers# the lore of #f.first#, all of it, and #p.v:teaches# it aloud.',
    '<p-druids> #p.They:keeps# watch on the loggers and the hunters of #forest#, and #p.v:has# made examples of some.',
    '<p-spies> #p.They:handles# the agents in the palace of #realm# and #p.v:meets# them in a different church each week.',
    '<p-spies> #p.They:breaks# ciphers for #f.first#, and #p.v:has# not met one #p.they# could not read in a month.',
    '<p-spies> #p.They:runs# the couriers and #p.v:knows# every road, toll and ferry between #town# and the border.',
    '<p-spies> #p.They:keeps# the files of #f.first#, and #p.v:can# recite any minister’s debts in #realm# from memory.',
    '<p-spies> #p.They:plays# the part of a harmless clerk in #town# so well that #p.their# own family believes it.',
    '<p-assassins> #p.They:brews# the poisons of #f.first# and #p.v:tests# them on rats, then on volunteers.',
    '<p-assassins> #p.They:meets# the clients of #f.first# in #ward#, masked, and #p.v:sets# the price.',
    '<p-assassins> #p.They:trains# the #rank0s# and #p.v:has# buried three of them.',
    '<p-assassins> #p.They:takes# only the hardest contracts in #town#, and #p.v:has# never failed one.',
    '<p-assassins> #p.They:hunts# members who break the law of #f.first#, and #p.v:enjoys# it too much.',
    '<p-holy> #p.They:runs# the order’s hospital and #p.v:has# nursed half of #town# through one fever or another.',
    '<p-holy> #p.They:preaches# in the market square of #town# and #p.v:draws# bigger crowds than the jugglers.',
    '<p-holy> #p.They:keeps# the relics of #deity.name# and #p.v:sleeps# beside them.',
    '<p-holy> #p.They:hunts# heresy within #f.first# and #p.v:finds# it more often than anyone likes.',
    '<p-holy> #p.They:manages# the lands and tithes of #f.first# with a merchant’s eye and a saint’s reputation.',
    '<p-scholars> #p.They:keeps# the library of #f.first# and #p.v:knows# where every book is, including the stolen ones.',
    '<p-scholars> #p.They:leads# the expeditions to #ruin# and #p.v:has# the scars to show for it.',
    '<p-scholars> #p.They:edits# the journal of #f.first# and #p.v:has# made enemies of every contributor.',
    '<p-scholars> #p.They:reads# seven dead languages, one of them found only at #ruin#, and #p.v:speaks# none of them kindly.',
    '<p-scholars> #p.They:raises# the money of #f.first# from the bored nobles and rich widows of #town#.',
    '<p-smugglers> #p.They:captains# the fastest boat out of #cove# and #p.v:has# outrun the excise cutter twice.',
    '<p-smugglers> #p.They:keeps# the hides at #cove# and #p.v:moves# the goods inland on carts of turnips.',
    '<p-smugglers> #p.They:pays# off the excise men of #town# and #p.v:knows# exactly what each one costs.',
    '<p-smugglers> #p.They:sells# the goods in #t1# and #t2# and #p.v:has# buyers in the best houses.',
    '<p-smugglers> #p.They:reads# the weather and the tides better than any sailor in #town#.',
  ],
  mem_tie_second: [
    '#p.They:wants# the #top#’s chair and #p.v:is# patient enough to wait for #leader.first# to leave it, mostly.',
    '#p.They:speaks# for #leader.first# when #leader.first# is away from #hq#, and some of the #seconds# wish #p.they# did not.',
    '#p.They:is# #leader.first#’s oldest friend in #f.first#, and the only one who tells #leader.first# the truth.',
    '#p.They:was# #leader.first#’s rival for the leadership and lost by one vote; #p.they# #p.v:has# been loyal since, on the surface.',
    '#p.They:owes# #leader.first# #p.their# life, and #p.v:pays# the debt every day.',
    '#p.They:is# being groomed to lead after #leader.first#, and #p.v:is# not sure #p.they# #p.v:wants# it.',
  ],
  mem_tie_traitor: [
    '<!r-person> #p.They:meets# #rival.leader.name# of #rival.name# more often than #p.their# duties explain.',
    '<r-person> #p.They:meets# #rival.name# more often than #p.their# duties explain.',
    '#p.They:has# debts in #town# no honest wage would cover, and lately the debts have stopped growing.',
    '#p.They:has# been seen in #ward# at hours when no member of #f.first# has business there.',
    '#p.They:has# lately paid off a debt to #ally.name# in coin nobody in #f.first# can account for.',
    '<!r-person> #p.They:was# once a member of #rival.name#, and #p.v:says# the break was clean.',
    '<r-person> #p.They:grew# up on the same street as #rival.name#, and #p.v:says# the two have not spoken in years.',
    '#p.They:asks# a great many questions about #leader.first.possessive# plans for someone in #p.their# position.',
  ],
  mem_tie_ally: [
    '#p.They:deals# with #ally.name# for #f.first#, and #p.v:is# trusted by both sides, for now.',
    '<!ally-person> #p.They:has# family in #ally.name#, which is how #f.first# came to trust #ally.name#.',
    '<ally-person> #p.They:was# in the service of #ally.name# before joining #f.first#, and still #p.v:dines# with #ally.leader.them# once a month.',
    '#p.They:keeps# the peace with #ally.name#, which costs more every year.',
  ],
  mem_tie_rival: [
    '<!r-person> #p.They:has# a private grudge against #rival.leader.name# of #rival.name#, and #f.first# #f.v:has# found the grudge useful.',
    '<r-person> #p.They:has# a private grudge against #rival.name#, and #f.first# #f.v:has# found the grudge useful.',
    '#p.They:lost# a brother to #rival.name#, and #p.v:has# not forgiven anyone involved.',
    '<!r-person> #p.They:would# start a war with #rival.name# tomorrow if #leader.first# let #p.them#.',
    '<r-person> #p.They:would# see #rival.name# ruined tomorrow if #leader.first# let #p.them#.',
  ],
  mem_tie_kin: [
    '#p.They:is# #leader.first#’s cousin, and #p.v:has# never let anyone forget the family name.',
    '#p.first# is the youngest of #leader.first#’s line, spoiled, clever and underestimated.',
    '#p.They:is# #leader.first#’s sibling, and #p.v:shares# every one of the house’s quarrels.',
  ],
  mem_tie_any: [
    '#p.They:keeps# a journal of the affairs of #f.first# in cipher, and #p.v:thinks# nobody knows about it.',
    '#p.They:was# born in #t1# and still sends money home, more than #p.their# share in #f.first# could explain.',
    '#p.They:has# a family in #town# who believe #p.they# #p.v:is# a clerk.',
    '#p.They:owes# #other.name# a favour from #p.their# first year in #f.first#, and #other.first# has not yet asked for it.',
    '#p.They:is# quietly in love with #other.name#, who has not noticed.',
    '#p.They:distrusts# #other.name# and #p.v:says# so to anyone who will listen.',
    '#p.They:was# recruited by #other.name#, and still defers to #other.first# in everything.',
    '#p.They:is# the one member of #f.first# whom #leader.first# trusts with money.',
  ],
};

/** The leadership field: names the leader (who heads the key members), how they rose, how they rule, what checks them. */
export function writeLeadership(record: FactionRecord, rng: Rng): string {
  const { ctx } = record;
  const head = record.members[0]!;
  ctx.bind('look', head.look);
  const parts = ['lead_open', 'lead_rise', 'lead_style', 'lead_check'];
  if (record.hidden) parts.push('lead_hidden');
  return tidy(parts.map((s) => ctx.expandSymbol(s, rng)).join(' '));
}

const TIE_SYMBOL: Record<TieKind, string> = {
  leader: 'mem_leader_tie',
  second: 'mem_tie_second',
  traitor: 'mem_tie_traitor',
  ally: 'mem_tie_ally',
  rival: 'mem_tie_rival',
  kin: 'mem_tie_kin',
  any: 'mem_tie_any',
};

/** Key members, the leader first: each with a rank of the structure as role, a look, their work and one tie. */
export function writeKeyMembers(
  record: FactionRecord,
  rng: Rng,
): { name: string; role: string; description: string }[] {
  const { ctx, members } = record;
  bindRival(record, record.rivals[0]!);
  ctx.tags.delete('ally-person');
  if (record.allies[0]!.person) ctx.tag('ally-person');
  return members.map((member, i) => {
    const others = members.filter((_m, j) => j !== i && j !== 0);
    const other = others.length > 0 ? others[(i + 1) % others.length]! : members[0]!;
    ctx.bind('p', member.person);
    ctx.bind('look', member.look);
    ctx.bind('role', member.rank.name);
    ctx.bind('other', other.person);
    const work = i === 0 ? 'mem_leader' : 'mem_duty';
    const text = ['mem_look', work, TIE_SYMBOL[member.tie]].map((s) => ctx.expandSymbol(s, rng)).join(' ');
    return { name: member.person.name, role: member.rank.name, description: tidy(text) };
  });
}
