// What a faction has (resources), what it does together (rituals) and what it can do that others cannot (special
// abilities), by kind, temper, size and influence, each standing on the faction's own places and people.
import { capitalize, tidy } from '../../../engine/english.js';
import type { RuleSet } from '../../../engine/grammar.js';
import type { Rng } from '../../../engine/rng.js';
import type { FactionRecord } from './record.js';

/**
 * 'Name :: description'. Variables: f, town, ward, street, inn, region, realm, t1, t2, river, forest, cove, site,
 * ruin, hq (the headquarters building), deity {name}, power {name}, ally {name}, rival {name, leader}, contact and
 * contact2 (people outside the faction, named only), leader, treasure, good, rank0s, seconds, top, count (members),
 * ships (a number in words).
 */
export const RESOURCE_RULES: RuleSet = {
  res: [
    '<p-thieves> The #street# Safehouses :: Three houses on #street# in #town#, joined by their cellars, where a member can vanish from the watch in the time it takes to shut a door.',
    '<p-thieves> The Fences of #town# :: Buyers in every market of #town# who take stolen goods at a third of their worth and pay in clean coin; the best of them is #contact.name#, who deals from a pie shop.',
    '<p-thieves> The Watch Rota :: A clerk in the watch house of #town# copies the patrol rota a week ahead and leaves it under a loose stone on #street#.',
    '<p-thieves> The Key Cabinet :: Wax impressions of nearly every important lock in #ward# of #town#, kept in drawers labelled by street in #hq#.',
    '<p-thieves> The Roof Road :: Planks, ropes and loose tiles across the rooftops of #ward# in #town#, so that a member can cross the ward without touching the street.',
    '<p-thieves> The Common Purse :: A tenth of every take, kept in an iron chest in #hq# to which only #leader.name# has the key, for bribes, fines and the families of members in gaol.',
    '<p-merchant> Warehouses on #river# :: A row of stone warehouses on #river# below #town#, with a crane, a bonded store and a clerk who can lose a cargo on paper.',
    '<p-merchant> Credit with #ally.name# :: A standing line of credit with #ally.name# that lets #f.first# buy a harvest before it is grown.',
    '<p-merchant> The Master Ledger :: Every debt owed to #f.first#, in #leader.name#’s hand, including the debts of three magistrates of #town#.',
    '<p-merchant sz2|sz3|sz4|sz5> A Fleet of #ships# :: #ships.capitalize# ships and barges that carry #good# from #t1# to #town# and beyond.',
    '<p-merchant> Agents in #t1# and #t2# :: Factors in #t1# and #t2# who buy, sell and report prices to #leader.name# weekly, by a courier who never stops at inns.',
    '<p-merchant> The #good.title# Monopoly :: A charter, bought from the council of #town#, that makes #f.first# the only lawful seller of #good# within a day’s ride.',
    '<p-knights> The Commandery at #site# :: A tower, a chapel and stables for forty horses at #site#, near #town#, where the order trains its squires.',
    '<p-knights> Warhorses :: #count.capitalize# members and more horses than knights, bred in the order’s own paddocks near #t1#.',
    '<p-knights> #treasure.title# :: The order’s relic, carried before it in battle since #founder.name# first bore it, and kept in the chapel of #hq# between wars.',
    '<p-knights> Lands and Tithes :: Farms around #town# given to the order over generations, whose rents pay for its horses and its hospital.',
    '<p-knights sz2|sz3|sz4|sz5> A Royal Charter :: The right, granted by the crown of #realm#, to raise troops, try its own members and ride armed on any road.',
    '<p-knights> The Armoury :: Harness for every knight and a spare for each, made by #contact.name# of #town# and kept oiled by the #rank0s# in the vaults of #hq#.',
    '<p-cult> #treasure.title# :: The cult’s holy book, written in a hand nobody recognises, which #leader.name# says #power.name# dictated to #founder.name#.',
    '<p-cult> The Rooms under #town# :: Old cellars, crypts and a drain dug before #town# was built, linked by passages only the cult still uses.',
    '<p-cult> #contact.name#’s Purse :: A rich and frightened patron, #contact.name#, pays for everything the cult needs and asks only to be spared when #power.name# comes.',
    '<p-cult> The Drugs of Vision :: A tea of black mushrooms from the caves near #site# that makes the faithful see what #leader.name# tells them to see.',
    '<p-cult> Members in Every Trade :: A baker, a gaoler, a clerk of the council and a midwife of #town#, each placed where the cult needs an ear.',
    '<p-mages> The Sealed Library :: Four hundred books of magic, a dozen of them the only copies left, kept behind a door in #hq# that opens only at #leader.name#’s word.',
    '<p-mages> A Bound Spirit :: Something #founder.name# called up #founded# years ago, kept in a ring of silver ever since; it answers questions, badly.',
    '<p-mages> #treasure.title# :: The cabal’s great work, begun by #founder.name# and unfinished after three generations, kept under a silk cloth in the top room of #hq#.',
    '<p-mages> Reagent Stores :: Rare salts, powdered gems and the dried hearts of things that should not have had hearts, bought through #ally.name#.',
    '<p-mages> The Scrying Pool :: A basin of black water in #hq# that shows any place within a week’s ride of #town# that a member has seen with their own eyes.',
    '<p-rebels> The Hidden Press :: A printing press that breaks down into six pieces, moved each month between the cellars of #ward# in #town#.',
    '<p-rebels> Arms Caches :: Pikes, crossbows and powder buried under farms around #town#, enough for a hundred fighters for a week.',
    '<p-rebels> Friends in the Watch :: Two sergeants of the watch of #town# who warn the cells of raids, and one who does not know he is being watched by them.',
    '<p-rebels> Gold from #ally.name# :: Money smuggled in by #ally.name#, which pays for bread, bribes and the families of the hanged.',
    '<p-rebels> The Lists :: The names, habits and debts of every official in #town#, gathered one drink at a time.',
    '<p-noble sz0|sz1|sz2> Lands and Rents :: Twenty villages around #town# and the rents of their farms, which barely cover the house’s debts in a bad year.',
    '<p-noble sz3|sz4|sz5> Lands and Rents :: Estates around #town# and in every land where the #family# family keeps a seat, whose rents could buy a small kingdom.',
    '<p-noble sz2|sz3|sz4|sz5> A Seat at Court :: The hereditary right of the #family# family to sit on the council of #realm#, which the family uses rarely and well.',
    '<p-noble> The Muniment Room :: Charters, deeds and letters going back to #founder.name#, including a few that would embarrass other houses of #realm#.',
    '<p-noble> Household Knights :: #count.capitalize# sworn retainers in the livery of the #family# family, who have never yet refused an order.',
    '<p-noble> Marriage Ties :: Cousins of the #family# blood married into four houses of #realm#, and a betrothal being arranged that would make it five.',
    '<p-noble> #treasure.title# :: An heirloom of the #family# family, shown at weddings and funerals and locked away the rest of the time.',
    '<p-mercenary> The War Chest :: Three years’ pay for the whole company, kept in #hq# and guarded by the only members #leader.name# trusts sober.',
    '<p-mercenary> Siege Engines :: Two trebuchets and a ram, broken down and carried in wagons, last hired out to #lord# at a fine price.',
    '<p-mercenary> Contracts with #ally.name# :: A standing arrangement to guard the caravans and warehouses of #ally.name# in #town#, which pays the company through the winter.',
    '<p-mercenary> The Veterans :: Old members retired to farms around #town#, who can be called back with a drum and a day’s notice.',
    '<p-mercenary> The Armoury :: Enough pikes, crossbows and plate for #count# in #hq#, and a smith, #contact.name#, who works on nothing else.',
    '<p-druids> The Heart-Grove :: A ring of ancient oaks in #forest#, a day’s walk from #town#, where the circle’s power is strongest and its enemies lose their way.',
    '<p-druids> Beast Friends :: Wolves, ravens and a great bear of #forest# that come when #leader.name# calls, and leave when they please.',
    '<p-druids> The Villages :: The people of the villages around #town#, who feed the circle, hide it, and tell it everything.',
    '<p-druids> Herb Lore :: Remedies and poisons from every plant of #region#, and the knowledge of which is which.',
    '<p-druids> The Standing Stones :: The stones at #site#, near #town#, through which a druid of the circle can walk and come out at another ring.',
    '<p-spies> The Files :: Every report the ring has received, cross-indexed by name in #leader.name#’s own hand, in a locked room of #hq# that is never left empty.',
    '<p-spies> Agents in the Palace :: A cook, a page and a secretary in the household of #lord#, none of whom knows the others.',
    '<p-spies> The Couriers :: A chain of riders and boatmen between #town# and #t1# who can carry a letter in a day and forget it in a minute.',
    '<p-spies> A Forger :: #contact.name#, who can copy any hand and any seal in #realm#, and has been kept comfortable in #hq# for years.',
    '<p-spies> Ciphers :: Codes changed every new moon, with the keys hidden in the margins of an almanac printed in #town#.',
    '<p-assassins> The Poison Garden :: A walled garden behind #hq# where every plant can kill, and a gardener, #contact.name#, who knows the dose for each.',
    '<p-assassins> The Book of Contracts :: Every killing the guild has done, who paid and how much, written in a cipher only #leader.name# can read.',
    '<p-assassins> Disguises :: A wardrobe of uniforms, liveries and vestments that will pass in any great house of #town#.',
    '<p-assassins> The Hidden Ways :: Passages through the walls and cellars of #town#, dug over generations and used for nothing but the guild’s work.',
    '<p-assassins> Clients :: A short list, kept by #leader.name#, of noble houses of #realm# who have paid before and will pay again.',
    '<p-holy> #treasure.title# :: The holiest relic of the order, kept in #hq# and carried through #town# on the feast of #deity.name#.',
    '<p-holy> Tithes :: A tenth of the harvest from the farms around #town#, paid in kind and stored in the order’s barns.',
    '<p-holy> Hospitals :: Houses for the sick and the old in #town# and #t1#, staffed by the order and loved by the poor.',
    '<p-holy> Lay Guards :: Pious men and women of #town# sworn to defend the order’s houses, armed with staves and faith.',
    '<p-holy> The Chronicle :: The order’s history, begun by #founder.name# and written by hand year by year, including a few years the order would rather forget.',
    '<p-scholars> The Library :: #books# books, maps and letters in #hq# at #town#, a tenth of them found nowhere else.',
    '<p-scholars> The Press :: A printing press in #town# that produces the society’s journal, and the occasional pamphlet that gets the society into trouble.',
    '<p-scholars> The Map Room :: Maps of #region# and beyond, corrected by every expedition, including the ruins at #ruin#.',
    '<p-scholars> #contact.name#’s Patronage :: A rich patron, #contact.name#, who pays for the expeditions and expects a book dedicated to them each year.',
    '<p-scholars> #treasure.title# :: A find from #ruin# that #leader.name# has been trying to read for a decade.',
    '<p-smugglers> Boats :: #ships.capitalize# fast boats with black sails, kept at #cove# and registered in #town# as fishing smacks.',
    '<p-smugglers> The Hides :: Cellars, false walls and a dry cave behind #cove#, enough to hide a month’s cargo from the excise men of #town#.',
    '<p-smugglers> The Excise on the Payroll :: #contact.name#, an officer of the excise in #town#, who takes a cask a month to look elsewhere.',
    '<p-smugglers> Buyers Inland :: Taverns, tailors and a bishop’s cellar in #t1# and #t2#, all paying in silver and asking nothing.',
    '<p-smugglers> The Signal Lamps :: Lamps in the windows of #inn# in #town# and two farmhouses, whose colours tell the boats whether the shore is clear.',
    '<major|overwhelming> Friends in High Places :: #contact2.name#, who sits on the council of #town#, owes #f.first# a favour and knows it.',
    '<minor|moderate> A Few Good Friends :: #contact2.name#, an innkeeper of #town#, who hides members and carries messages without asking why.',
    '<sz3|sz4|sz5> The #chapters.title# :: #chapters.capitalize# in #t1#, #t2# and beyond, each with a strongbox, a few beds and a member who keeps them.',
    '<good !hidden> The Goodwill of #town# :: The ordinary people of #town#, who have seen what #f.first# #f.v:does# for them and will not inform on #f.them#.',
  ],

  rit: [
    '<p-thieves> The Empty Glove :: A new member steals a glove from a house #leader.name# chooses, and it is nailed beside the others on the wall of #hq#.',
    '<p-thieves> Lamp Night :: When a member dies, every member in #ward# of #town# leaves a lamp unlit for a night, and the watch wonders why the streets are so dark.',
    '<p-thieves> The Tithe :: At each new moon #leader.name# counts the takings on the long table in #hq# before every member, so nobody can say they were cheated.',
    '<p-thieves> The Judgement of Keys :: A member accused of informing is tried before the #seconds#; if found guilty, their key is broken and they leave #town# by morning, or do not leave.',
    '<p-merchant> The Quarter Day Reckoning :: Four times a year every member’s books are read aloud to #leader.name# in #hq#, and any member whose books do not balance buys the dinner.',
    '<p-merchant> The Breaking of the Scale :: A member expelled for fraud has their scales broken on the steps of #hq# in #town#, and no member may trade with them again.',
    '<p-merchant> The Founder’s Dinner :: Each year the members eat the plain meal #founder.name# ate on the day of the founding, and toast the first ledger.',
    '<p-merchant> The Sealing :: Every great contract is sealed in the presence of three members and #leader.name#, with wax from a candle that burns only for that.',
    '<p-knights> The Vigil of Arms :: A squire about to be knighted spends a night alone in the chapel of #hq#, with armour laid on the altar, as #founder.name# once did.',
    '<p-knights> The Remembrance of #site# :: On the anniversary of the battle at #site#, the knights ride out of #town# in silence and read aloud the names of the fallen.',
    '<p-knights> The Accolade :: A new knight is struck once with the flat of #leader.name#’s blade, once with the hand, and told never to suffer a third blow unanswered.',
    '<p-knights> The Oath Renewed :: Every midsummer each knight repeats the oath aloud before the whole order at #town#, and any knight may challenge another who has broken it.',
    '<p-cult> #ritualNight# :: On the darkest night of each month the faithful of #town# gather in #hq# and call on #power.name# by a name they never speak in daylight.',
    '<p-cult> The Offering :: Something precious is given to #power.name# at #site# each season by #leader.name#’s hand: money, blood, or once in a generation something worse.',
    '<p-cult> The Silencing :: A member who speaks of the cult to an outsider has their tongue marked with a hot coin by #leader.name# and their name struck out of the book.',
    '<p-cult> The Vigil of #power.name# :: The faithful of #town# stand all night at #site#, masked, and wait for a sign that #power.name# is near.',
    '<p-mages> The Kindling :: An apprentice lights a candle with a word before #leader.name# and the whole cabal, and is given a sigil to wear if the flame holds for an hour.',
    '<p-mages> The Unnaming :: A mage cast out by #leader.name# has every memory of the cabal’s secrets taken from them in a night, and wakes not knowing why they weep.',
    '<p-mages> The Conclave of the Eclipse :: When the moon covers the sun, every mage of the cabal gathers in #hq# at #town# to attempt a working none could do alone.',
    '<p-mages> The Binding :: Every apprentice’s true name is written in the book #founder.name# began, and the book remembers when they lie.',
    '<p-rebels> The Roll of the Hanged :: At every meeting in #town# the names of members executed are read aloud, and the newest member must learn them all.',
    '<p-rebels> The Oath on Bread :: A new member breaks a loaf from #town.a# bakery with their cell and swears on it, because bread is what the whole fight is about.',
    '<p-rebels> The Bonfire :: On the anniversary of the founding, the members of #town# burn the tax rolls they have stolen during the year.',
    '<p-noble> The Naming of the Heir :: The heir is presented in the great hall of #hq# and sworn to the words of the #family# family before the family and its retainers.',
    '<p-noble> The Founder’s Feast :: Every year the family dines at #founder.name#’s table, with the founder’s chair left empty and the founder’s cup filled.',
    '<p-noble> The Blooding :: Every child of the #family# family goes out with the huntsmen into #forest# at fourteen and returns with a kill, or does not return to the table that year.',
    '<p-noble> The Funeral Watch :: A dead #family# lies in the chapel of #hq# for three days, watched by the retainers in turn.',
    '<p-mercenary> Pay Day :: The company lines up by rank on the first of each month, and #leader.name# pays each member in person from the chest.',
    '<p-mercenary> The Drum for the Dead :: After a battle the drum #founder.name# carried is beaten once for every member killed, and the others drink once for each beat.',
    '<p-mercenary> The Election :: Every spring the company votes on whether #leader.name# stays as #top#; nobody has voted against #leader.name# and stayed.',
    '<p-mercenary> The Contract Oath :: Every member swears on the banner #founder.name# carried to honour the contract, whatever it is, until it ends.',
    '<p-druids> The Midsummer Moot :: The circle gathers at #site# near #town# on the shortest night to settle quarrels, name new druids and listen to the land.',
    '<p-druids> The Green Walk :: A new druid walks from #town# to the heart-grove in #forest# barefoot and without speaking, and is met at the edge of the trees.',
    '<p-druids> The Winter Fire :: A fire is kept burning in #forest#, above #town#, from the first frost to the first thaw, and anyone who lets it go out is sent away.',
    '<p-druids> The Binding to a Tree :: Each member is bound to a tree of #forest# of their choosing, planted by #leader.name#’s hand, and tends it all their life; its health is their own.',
    '<p-spies> The Burning of Papers :: At every new moon the week’s reports are read by #leader.name#, committed to memory and burned in the hearth of #hq#.',
    '<p-spies> The Naming :: A new agent is given a name from #leader.name#’s book, and never again uses their own inside the ring.',
    '<p-spies> The Dead Agent’s Letter :: Each agent writes a letter to be opened if they die, and #leader.name# reads every one and burns them all.',
    '<p-assassins> The First Contract :: A novice’s first killing is done under the eyes of #leader.name# or one of the #seconds#, sworn to kill the novice if they hesitate.',
    '<p-assassins> The Black Ribbon :: A member who completes a great contract in #town# is given a black ribbon to wear, unseen, inside their sleeve.',
    '<p-assassins> The Cup of Mercy :: A member who has broken the guild’s law is offered a last cup of wine; whether it is poisoned is for #leader.name# to know.',
    '<p-holy> The Feast of #deity.name# :: On the holy day of #deity.name# the order processes through #town#, feeds all comers and blesses #deity.symbol#.',
    '<p-holy> The Washing of Feet :: Each year the #top# washes the feet of twelve beggars of #town# on the steps of #hq#.',
    '<p-holy> The Night Vigil :: Members take turns to keep watch in the chapel of #hq# at #town#, so that prayer to #deity.name# never stops.',
    '<p-holy> The Blessing of the Road :: Before any member leaves #town#, the order blesses their shoes and gives them a token of #deity.symbol#.',
    '<p-scholars> The Disputation :: Twice a year two members argue a question before the whole society in #town#, and the loser must pay for the next book.',
    '<p-scholars> The Founder’s Lecture :: Every year a member reads #founder.name#’s first paper aloud and points out its errors, which the society thinks is an honour.',
    '<p-scholars> The Burning of Errata :: Each midwinter the society burns the pages it has proved wrong in the hearth of #hq#, and #leader.name# proposes a toast to the truth.',
    '<p-scholars> The Admission :: A new fellow signs the society’s book with the quill #founder.name# used to sign the first name.',
    '<p-smugglers> The Landing Lamps :: On the night of a run, a lamp is lit in the chapel window above #cove#, and #leader.name# drinks to it first before everyone goes down to the shore.',
    '<p-smugglers> The Share-Out :: After a run the goods are divided on the floor of #hq# by #leader.name#, and every member takes their share in the same order, oldest first.',
    '<p-smugglers> The Drowning of the Informer :: An informer is tied in an empty cask and rolled into the sea off #cove#, below #town#; the ring says the tide decides the rest.',
    '<p-smugglers> Toasting the Moon :: The night before each run out of #cove#, every member in #town# drinks to the dark of the moon and pours a measure on the ground for those lost at sea.',
  ],

  abil: [
    '<p-thieves> Can open any lock in #town# within a night, given a day to study it',
    '<p-thieves> Knows the patrols of the watch in #town# a week before the watch does',
    '<p-thieves> Can make a stolen thing disappear from #town# before dawn',
    '<p-thieves> Passes messages across #town# in chalk marks that nobody else can read',
    '<p-thieves> Can find a copy of any key in #town# among #f.their# wax impressions',
    '<p-merchant> Can buy or sell anything in #town# within a week, votes included',
    '<p-merchant> Can ruin a trader in #town# by calling in a single debt',
    '<p-merchant> Learns the price of #good# in every market of #region# before the market opens',
    '<p-merchant> Can raise a thousand crowns in a day from #f.their# members’ strongboxes in #town#',
    '<p-knights> Can put #count# armed riders on any road in #region# within three days',
    '<p-knights> #f.Their# knights may demand shelter at any manor of #realm#',
    '<p-knights> #f.Their# oath stands as evidence in the courts of #realm#',
    '<p-knights> #f.Their# line of knights has never broken, not even at #site#',
    '<p-cult> The faithful of #town# can feel when #power.name# is near',
    '<p-cult> #f.Their# leaders can lay a curse of sleeplessness on anyone whose name #leader.name# writes in the book',
    '<p-cult> Can summon a member from anywhere in #town# with a single bell rung at midnight',
    '<p-cult> #f.Their# members cannot speak of the cult under torture, by a binding #leader.name# lays on them',
    '<p-mages> Can send word across #region# within the hour',
    '<p-mages> Can hide #hq# in #town# from anyone who does not know its true name',
    '<p-mages> Can find any person in #town# whose hair or blood #f.they# #f.v:holds#',
    '<p-mages> Can work great rituals at #site# that need a dozen mages',
    '<p-rebels> Can raise a crowd of hundreds in #town# within an hour',
    '<p-rebels> Can move a person out of #town# past every gate without papers',
    '<p-rebels> Can print and post a broadsheet in every ward of #town# overnight',
    '<p-rebels> Knows the movements of the garrison of #town# from the soldiers themselves',
    '<p-noble> Can have any commoner of #f.their# lands around #town# arrested on a word',
    '<p-noble> Can call on every family of #realm# that #f.they# #f.v:has# married into',
    '<p-noble> Can see the ruler of #realm# within a week',
    '<p-noble> Can raise #count# men-at-arms from #f.their# lands around #town# in a fortnight',
    '<p-mercenary> Can march #count# trained soldiers anywhere in #region# within ten days',
    '<p-mercenary> Can hold a breach or a bridge against three times #f.their# number, as #f.they# did at #t1#',
    '<p-mercenary> Knows every road, ford and well between #town# and the border',
    '<p-mercenary> Can build a fortified camp anywhere between #town# and #t1# in a single afternoon',
    '<p-druids> Can speak with the beasts of #forest# and be answered',
    '<p-druids> Can turn the weather over #region# for a day, at a cost',
    '<p-druids> #f.Their# druids can become the wolves and owls of #forest#',
    '<p-druids> Can turn the paths of #forest# against strangers',
    '<p-spies> Knows the contents of most letters sealed in #town# before they are delivered',
    '<p-spies> Can forge any seal or hand in #realm#',
    '<p-spies> Can find anyone in #region# within three days',
    '<p-spies> Can place an agent in any household of #town# within a season',
    '<p-assassins> Can kill anyone in #town# within a month, if the price is paid',
    '<p-assassins> Knows poisons that no physician in #town# can trace, and antidotes for all of them',
    '<p-assassins> Can walk into any great house of #town# in livery that will pass',
    '<p-assassins> Can make a death in #town# look like a fall, a fever or heartbreak',
    '<p-holy> Heals the sick of #town# through prayer to #deity.name#',
    '<p-holy> Can grant sanctuary in any of #f.their# houses, and even the crown of #realm# respects it',
    '<p-holy> Can call the faithful of #town# into the streets with a single sermon',
    '<p-holy> Can tell truth from lies in #f.their# confessionals in #town#, or is believed to',
    '<p-scholars> Can answer any question about the past of #town#, given a week',
    '<p-scholars> Reads every script of #realm#, and some that never existed',
    '<p-scholars> Can identify any magic item or relic brought to #f.their# library in #town#',
    '<p-scholars> Can make all of #realm# read something within a month',
    '<p-smugglers> Can land a cargo on any beach between #cove# and #town# on a moonless night',
    '<p-smugglers> Can move anything, or anyone, out of #town# without a single official seeing it',
    '<p-smugglers> Knows every tide, sandbar and current between #cove# and #town#',
    '<p-smugglers> Can get anything from over the water into #town# within a month, for a price',
    '<overwhelming> Can have an official of #realm# dismissed with a few letters',
    '<major|overwhelming> Has friends on the council of #town# who will block any law against #f.them#',
    '<sz4|sz5> Can pass a message from one end of #realm# to #realm4# in a fortnight through #f.their# #chapters#',
    '<hidden> Can vanish behind #front.name# so completely that even #f.their# enemies doubt #f.they# #f.v:exists#',
  ],
};

const RESOURCE_COUNTS: readonly (readonly [number, number])[] = [
  [2, 3],
  [2, 3],
  [3, 4],
  [3, 5],
  [4, 5],
  [5, 6],
];
const RITUAL_COUNTS: readonly (readonly [number, number])[] = [
  [1, 2],
  [2, 2],
  [2, 3],
  [2, 3],
  [3, 4],
  [3, 4],
];
const ABILITY_COUNTS: readonly (readonly [number, number])[] = [
  [2, 3],
  [2, 3],
  [3, 4],
  [3, 4],
  [3, 5],
  [4, 5],
];

function named(source: string): { name: string; description: string } | null {
  const [name, description] = source.split(' :: ');
  if (!name || !description) return null;
  return { name: capitalize(tidy(name)), description: tidy(description) };
}

function namedList(record: FactionRecord, symbol: string, count: number, rng: Rng) {
  return record.ctx
    .expandMany(symbol, count, rng)
    .map(named)
    .filter((r): r is { name: string; description: string } => r !== null && r.name.length <= 80);
}

/** Resources: what the faction owns, knows or can call on, by kind and size. */
export function writeResources(record: FactionRecord, rng: Rng): { name: string; description: string }[] {
  return namedList(record, 'res', rng.int(...RESOURCE_COUNTS[record.sizeRank]!), rng);
}

/** Rituals: what the members do together, by kind. */
export function writeRituals(record: FactionRecord, rng: Rng): { name: string; description: string }[] {
  return namedList(record, 'rit', rng.int(...RITUAL_COUNTS[record.sizeRank]!), rng);
}

/** Special abilities: what the faction can do that others cannot. */
export function writeAbilities(record: FactionRecord, rng: Rng): string[] {
  return record.ctx
    .expandMany('abil', rng.int(...ABILITY_COUNTS[record.sizeRank]!), rng)
    .map((a) => tidy(capitalize(a)));
}
