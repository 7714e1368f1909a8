// Goals (the game master's, line by line, or generated for the kind and temper) and the quests that stand on them:
// each quest is a job, the goal it serves (named in full) and a complication from the faction's own story.
import { capitalize, lowerFirst, tidy } from '../../../engine/english.js';
import type { RuleSet } from '../../../engine/grammar.js';
import type { Rng } from '../../../engine/rng.js';
import type { FactionRecord } from './record.js';
import { bindRival } from './relations.js';

/** A goal and how prose can say it. */
export interface Goal {
  /** As listed: 'Drive the Grey Magpies out of the Salt Ward'. */
  readonly text: string;
  /**
   * After 'to': 'drive the Grey Magpies out of the Salt Ward'; '' when the goal does not start with a verb
   * ('Wealth and power'), and prose then quotes it.
   */
  readonly aim: string;
  /** A short phrase naming what the goal is about ('the Salt Ward'); the goal itself when there is none. */
  readonly gist: string;
}

// Verbs a goal typed as an order usually starts with ('Control the docks', 'Avenge our founder').
const GOAL_VERBS = new Set(
  `abolish acquire amass annex assassinate avenge become bind break bring build buy capture claim cleanse collect
  conquer consolidate control convert corner corrupt create crush defeat defend destroy discover dominate drive
  eliminate end enrich enslave ensure establish expand expose extend feed find finish forge found free gain gather
  guard heal help hold hunt infiltrate keep kill learn liberate make marry monopolize monopolise obtain open oust
  overthrow own place plunder preserve prevent protect punish purge raise rebuild reclaim recover recruit reform
  release remove replace rescue restore retake retrieve reveal rid rob rule ruin sabotage save secure seize serve
  spread stay steal stop summon support take teach topple track unite unmask uncover usurp wake weaken win wipe`
    .split(/\s+/)
    .filter(Boolean),
);

/** Reads the game master's goals: one a line, trimmed, blank lines dropped, in order, ten at most. */
export function readGivenGoals(goals: string | undefined): Goal[] {
  if (!goals) return [];
  return goals
    .split(/\r\n|\r|\n/)
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter((line) => line.length > 0)
    .slice(0, 10)
    .map((text) => ({ text, aim: aimOf(text), gist: text }));
}

/** 'To control the docks.' -> 'control the docks'; '' when the line does not start with a verb. */
function aimOf(text: string): string {
  const bare = text.replace(/^to\s+/i, '').replace(/[.!;:,]+$/, '');
  const first = /^[A-Za-z]+/.exec(bare)?.[0]?.toLowerCase();
  return first && GOAL_VERBS.has(first) ? lowerFirst(bare) : '';
}

/** A generated goal from its rule ('text :: gist'). */
export function goalFrom(source: string): Goal | null {
  const [text, gist] = source.split(' :: ');
  if (!text || !gist) return null;
  return { text, aim: lowerFirst(text), gist };
}

/**
 * Generated goals, 'Goal :: gist', every one starting with a verb. Variables: f, rival {name, leader}, town,
 * ward, region, realm, t1, site, ruin, forest, cove, good, treasure {name}, lord, deity {name}, power {name}.
 */
export const GOAL_RULES: RuleSet = {
  goal: [
    '<p-thieves> Bring every fence in #town# under the protection of #f.name# :: every fence in #town#',
    '<p-thieves> Drive #rival.name# out of #ward# for good :: #rival.name# out of #ward#',
    '<p-thieves> Empty the strongroom of the #good# exchange in #town# :: strongroom of the #good# exchange',
    '<p-thieves good> Pay off the debts of the poor of #ward# with money taken from their creditors :: debts of the poor',
    '<p-thieves !good> Own every watchman in #ward#, from the sergeants down :: every watchman in #ward#',
    '<p-thieves> Steal #treasure.name# from #lord# :: #treasure.name#',
    '<p-merchant> Win the river tolls of #town# away from #rival.name# :: river tolls of #town#',
    '<p-merchant> Open a safe trade road from #town# to #t1# :: trade road from #town# to #t1#',
    '<p-merchant> Buy a seat on the council of #town# for the #top# :: seat on the council',
    '<p-merchant> Corner the #good# trade of #region# :: #good# trade',
    '<p-merchant evil> Ruin #rival.name# and buy its warehouses for a song :: #rival.name# ruined',
    '<p-merchant good> Build a granary in #town# against the next famine :: granary in #town#',
    '<p-merchant> Get a royal charter from #realm# for the whole of #region# :: royal charter',
    '<p-knights> Recover #treasure.name#, lost at #site# :: #treasure.name#',
    '<p-knights> Hunt down #rival.name# and break it for good :: #rival.name#',
    '<p-knights> Hold the pass at #site# against all comers :: pass at #site#',
    '<p-knights !evil> Keep the pilgrim roads of #region# safe from bandits :: pilgrim roads of #region#',
    '<p-knights evil> Bring #town# under the rule of the order :: #town# under the order',
    '<p-knights> Rebuild the ruined commandery at #ruin# :: commandery at #ruin#',
    '<p-cult> Wake #power.name# before the year is out :: wake #power.name#',
    '<p-cult> Find #treasure.name#, buried in #ruin# :: #treasure.name#',
    '<p-cult> Place a member of the faithful on the council of #town# :: council of #town#',
    '<p-cult> Destroy #rival.name# from within :: #rival.name#',
    '<p-cult> Gather thirteen new souls for the great rite at #site# :: great rite at #site#',
    '<p-cult> Turn the temple of #deity.name# in #town# to the service of #power.name# :: temple of #deity.name#',
    '<p-mages> Recover #treasure.name# from #ruin# :: #treasure.name#',
    '<p-mages> Win a licence to practise magic openly in #town# :: licence to practise magic',
    '<p-mages> Finish the great work begun by #founder.name# :: great work',
    '<p-mages> Outlast and outwit #rival.name# :: #rival.name#',
    '<p-mages evil> Learn the secret of living forever, whatever it costs :: living forever',
    '<p-mages> Map every ley line in #region# :: ley line in #region#',
    '<p-rebels> Overthrow #lord# :: #lord#',
    '<p-rebels> Free the prisoners held in the old keep of #town# :: prisoners held in the old keep',
    '<p-rebels> Print the truth about #lord# in every town of #region# :: truth about #lord#',
    '<p-rebels> Win the watch of #town# over to the cause :: watch of #town#',
    '<p-rebels evil> Burn #rival.name# out of #town# :: #rival.name#',
    '<p-rebels good> Feed the families of the hanged in #town# through the winter :: families of the hanged',
    '<p-noble> Marry the heir of the house into the royal family of #realm# :: royal family of #realm#',
    '<p-noble> Win back the lands around #site# from #rival.name# :: lands around #site#',
    '<p-noble> Restore the fortunes the house lost in the last war, and the lands around #t1# with them :: house’s fortunes',
    '<p-noble> See #rival.name# disgraced at court :: #rival.name# disgraced',
    '<p-noble> Gain a seat on the council of #realm# :: council of #realm#',
    '<p-noble evil> Put a cousin of the house on the throne of #realm# :: throne of #realm#',
    '<p-mercenary> Win the contract for the war in #t1# :: war in #t1#',
    '<p-mercenary> Collect the wages still owed by #lord# :: wages still owed',
    '<p-mercenary> Buy lands of #f.their# own around #t1# and retire rich :: lands of #f.their# own',
    '<p-mercenary> Destroy #rival.name# on the field :: #rival.name#',
    '<p-mercenary> Win a charter as the standing army of #realm# :: standing army of #realm#',
    '<p-druids> Stop the felling of #forest# :: felling of #forest#',
    '<p-druids> Drive #rival.name# out of #region# :: #rival.name#',
    '<p-druids> Restore the stone circle at #site# :: stone circle at #site#',
    '<p-druids> Heal the blight in the orchards of #region# :: blight in the orchards',
    '<p-druids !good> Return the fields around #town# to the forest :: fields around #town#',
    '<p-druids> Find the lost heart-oak of #forest# :: heart-oak of #forest#',
    '<p-spies> Plant an agent in the household of #lord# :: household of #lord#',
    '<p-spies> Break the ciphers of #rival.name# :: ciphers of #rival.name#',
    '<p-spies> Learn who poisoned the last #top# :: poisoned the last #top#',
    '<p-spies !good> Sell the secrets of #realm# to the highest bidder :: secrets of #realm#',
    '<p-spies> Own a minister in every court of #region# :: minister in every court',
    '<p-spies good> Uncover the plot against the crown of #realm# :: plot against the crown',
    '<p-assassins> Fulfil the contract on #lord# :: contract on #lord#',
    '<p-assassins> Wipe out #rival.name# :: #rival.name#',
    '<p-assassins> Own the silence of every magistrate in #town# :: every magistrate in #town#',
    '<p-assassins> Find the member who sold a contract to the watch of #town# :: sold a contract',
    '<p-assassins> Become the only guild of #f.their# kind in #realm# :: only guild of #f.their# kind',
    '<p-holy> Build a cathedral to #deity.name# in #town# :: cathedral to #deity.name#',
    '<p-holy> Root out #rival.name# :: #rival.name#',
    '<p-holy> Recover #treasure.name# :: #treasure.name#',
    '<p-holy !evil> Feed the poor of #town# through the winter :: poor of #town#',
    '<p-holy evil> Purge #town# of every heresy :: heresy',
    '<p-holy> Win the conversion of #lord# :: conversion of #lord#',
    '<p-scholars> Recover the lost library of #ruin# :: lost library of #ruin#',
    '<p-scholars> Translate #treasure.name# :: #treasure.name#',
    '<p-scholars> Map #region# as it truly is :: map #region#',
    '<p-scholars> Expose #rival.name# as frauds :: #rival.name#',
    '<p-scholars> Found a school in #town# open to anyone who can read :: school in #town#',
    '<p-scholars evil> Keep the secret of #ruin# from everyone else :: secret of #ruin#',
    '<p-smugglers> Open a new run through #cove# :: run through #cove#',
    '<p-smugglers> Buy off the new excise captain in #town# :: excise captain in #town#',
    '<p-smugglers> Drive #rival.name# off the coast :: #rival.name#',
    '<p-smugglers> Land the biggest cargo in living memory at #cove# before winter :: biggest cargo',
    '<p-smugglers> Get the #good# duty in #town# abolished, or make it worthless :: #good# duty',
  ],
};

/**
 * Quests: 'Title :: the job'. Variables: f, giver (a key member), missing (another member, named), rival {name,
 * leader}, ally {name}, contact and contact2 (outsiders), lord, town, ward, street, inn, site, ruin, cove, forest,
 * t1, v1, good, treasure {name}, rank1 {name, plural} (a lower rank), hq, deity {name}, power {name}.
 */
export const QUEST_RULES: RuleSet = {
  quest_job: [
    'A Letter for #t1# :: #giver.name# needs a sealed letter carried to #t1# and put into the hands of #contact.name# and nobody else, and #rival.name# knows it is coming.',
    'The Debt of #debtor.name# :: #giver.name# wants a debt collected from #debtor.name#, who has hired guards and a lawyer and is not sure which will help more.',
    'The Locked Box :: Someone broke into #hq# three nights ago and took a locked box; #giver.name# wants it back unopened, and pays double if nobody asks what is inside.',
    'The Missing #rank1.name# :: One of the #rank1.plural#, #missing.name#, vanished in #ward# four days ago, and #giver.name# wants to know whether #missing.first# was taken, killed or turned.',
    'The Parley at #inn# :: #rival.leader.name# has asked for a parley at #inn#, and #giver.name# wants the party there as guards and witnesses, and as the ones who get everyone out if it goes wrong.',
    'A Voice in #f.first# :: Somebody in #f.first# is talking to #rival.name#. #giver.name# hires outsiders, because outsiders cannot be the traitor, to find out who.',
    'The Cart from #t1# :: #giver.name# needs a cart of #good# brought from #t1# to #town# by the old road, where #rival.name# is watching the bridges.',
    '<!good> A Warning for #debtor.name# :: #giver.name# wants #debtor.name# frightened into silence without a mark on them, and has ideas about how.',
    '<p-thieves ^3> The Vault under #mark# :: #giver.name# needs a plan of the vault under #mark#, and someone respectable enough to be invited to dinner there.',
    '<p-thieves ^3> The Prisoner in the Watch House :: #rank1.name.a# of the guild, #missing.name#, is held in the watch house of #town#, and #giver.name# wants #missing.first# out before the assizes.',
    '<p-merchant ^3> The Sunken Barge :: A barge of #good# sank in #river# under suspicious circumstances, and #giver.name# wants the cargo raised before #rival.name# claims it as salvage.',
    '<p-merchant ^3> The Price of #good.capitalize# :: Someone is buying every bale of #good# in #region# before #f.first# can, and #giver.name# wants to know who is paying.',
    '<p-knights ^3> The Beast of #site# :: Something has been killing travellers on the road by #site#, and #giver.name# wants it found, and the party to ride with the #rank1.plural#.',
    '<p-knights ^3> Escort to #t1# :: #giver.name# must bring a young heir safely to #t1#, and every mercenary on the road knows the price on the heir’s head.',
    '<p-cult ^3> The Book in #ruin# :: #giver.name# hires the party, through three go-betweens, to fetch a book from #ruin# and not to open it.',
    '<p-cult evil ^3> The Last Witness :: A servant saw the rite at #site# and ran; #giver.name# wants the servant found before the watch finds them first.',
    '<p-mages ^3> Salts from #ruin# :: #giver.name# needs a cask of grave-salt from the lowest room of #ruin#, where the last party sent for it did not come back.',
    '<p-mages ^3> The Runaway Apprentice :: #rank1.name.a# has fled the cabal with a stolen grimoire, and #giver.name# wants both back before either does harm.',
    '<p-rebels ^3> Out of the Old Keep :: #missing.name#, #rank1.name.a# of the cause, is in the old keep of #town# and will hang on market day unless someone gets #missing.first# out.',
    '<p-rebels ^3> The Press on #street# :: The watch has found the street where the press is hidden, and #giver.name# needs it moved tonight, under their noses.',
    '<p-noble ^3> The Betrothal :: #giver.name# needs proof that the intended of the heir is not who they claim, before the contract is signed at midsummer.',
    '<p-noble ^3> A Forged Charter :: #rival.name# has produced a charter to the lands around #site#, and #giver.name# wants it proved a forgery, or made into one.',
    '<p-mercenary ^3> The Unpaid Contract :: #lord# owes the company a season’s wages, and #giver.name# wants the party to collect before the company collects its own way.',
    '<p-mercenary ^3> Deserters :: Six members deserted with a wagon of the company’s arms, and #giver.name# wants them found before they sell the arms to #rival.name#.',
    '<p-druids ^3> The Loggers of #forest# :: Loggers have come into #forest# with a charter and an escort, and #giver.name# wants to know who signed the charter.',
    '<p-druids ^3> The Sick Stag :: The great stag of #forest# is dying of something that is not a disease, and #giver.name# wants the cause found.',
    '<p-spies ^3> The Courier :: A courier of #rival.name# passes through #town# in three days, and #giver.name# wants to read what is in the satchel without anyone knowing it was opened.',
    '<p-spies ^3> The Double :: #giver.name# suspects that #contact.name#, an agent of many years, has been turned, and wants the party to find out without alerting #contact.name#.',
    '<p-assassins ^3> A Contract Gone Wrong :: A member sent after #lord# has not come back, and #giver.name# wants to know what became of the member, and the contract.',
    '<p-assassins ^3> The Client :: A client paid in false coin, and #giver.name# wants the client found and the guild’s reputation restored.',
    '<p-holy ^3> The Stolen Relic :: A relic of #deity.name# has been taken from #hq#, and #giver.name# wants it recovered quietly before the feast.',
    '<p-holy ^3> The Fever in #v1# :: A fever is emptying the village of #v1#, and #giver.name# needs medicines carried there past the quarantine.',
    '<p-scholars ^3> Expedition to #ruin# :: #giver.name# is leading an expedition to #ruin# and needs guards who can read, or readers who can fight.',
    '<p-scholars ^3> The Stolen Folio :: A folio has vanished from the library, and #giver.name# believes a member took it to sell to #rival.name#.',
    '<p-smugglers ^3> The Run to #cove# :: #giver.name# needs extra hands for a landing at #cove# on the next moonless night, and does not say what is in the casks.',
    '<p-smugglers ^3> The New Exciseman :: A new excise officer has come to #town# who will not take money, and #giver.name# wants to know what he will take instead.',
    '<p-thieves ^3> The Watch House Ledger :: The watch house of #town# keeps a ledger of informers, and #giver.name# wants it copied, not stolen, so that nobody knows it was read.',
    '<p-thieves ^3> A Fence Gone Quiet :: #contact.name#, the best fence in #town#, has stopped buying from #f.first#, and #giver.name# wants to know who is buying instead.',
    '<p-merchant ^3> The Toll at #t1# :: The council of #t1# has doubled the bridge toll overnight, and #giver.name# wants to know who persuaded it, and for how much.',
    '<p-merchant ^3> A Caravan Overdue :: A caravan of #good# is nine days overdue from #t2#, and #giver.name# wants it found before #rival.name# finds it.',
    '<p-knights ^3> The Oathbreaker :: A knight of the order, #missing.name#, broke the oath and fled towards #t2#, and #giver.name# wants #missing.first# brought back alive to face the chapter.',
    '<p-knights ^3> The Tournament at #t1# :: #giver.name# needs a champion for the tournament at #t1#, where #rival.name# has entered a rider nobody has unhorsed in nine years.',
    '<p-cult ^3> The Bell at #site# :: #giver.name# pays well for a night’s digging at #site#, and asks only that the party stop when they hear the bell.',
    '<p-cult ^3> The Doubter :: #missing.name# has stopped coming to the rites and started talking to the priests of #town#, and #giver.name# wants to know what #missing.first# has said.',
    '<p-mages ^3> The Escaped Familiar :: The familiar of #leader.name# has escaped into #town#, and #giver.name# wants it caught before it starts talking.',
    '<p-mages ^3> The Licence Hearing :: The council of #town# will soon rule on who may practise magic, and #giver.name# wants proof that #rival.name# has bribed the chief witness.',
    '<p-rebels ^3> The Informer :: Someone told #lord# where the last meeting was held, and #giver.name# wants the party to find out who before the next one.',
    '<p-rebels ^3> Bread for #ward# :: #giver.name# needs a wagon of grain taken from the granary of #lord# and handed out in #ward# before the soldiers arrive.',
    '<p-noble ^3> A Duel at Dawn :: A cousin of the house has been challenged by a champion of #rival.name#, and #giver.name# wants the champion’s past looked into before dawn.',
    '<p-noble ^3> The Steward’s Accounts :: Money is leaking from the estates around #town#, and #giver.name# wants the stewards audited without their knowing.',
    '<p-mercenary ^3> The Walls of #t1# :: The company has been hired to take #t1#, and #giver.name# wants the walls scouted and a postern opened from inside.',
    '<p-mercenary ^3> A Captured Banner :: #rival.name# took a banner of the company in the last fight, and #giver.name# wants it back before the story spreads.',
    '<p-druids ^3> The Foul Spring :: The spring at #site# has turned foul, and #giver.name# suspects it was poisoned on purpose.',
    '<p-druids ^3> Hunters in #forest# :: A hunting party of #lord# is after the white hart of #forest#, and #giver.name# wants the hunt to fail without anyone being killed.',
    '<p-spies ^3> The Emptied Drop :: A dead drop in #ward# has been emptied by someone else, and #giver.name# wants to know who, and what they read.',
    '<p-spies ^3> The Ambassador’s Dinner :: #giver.name# needs someone at the ambassador’s dinner in #town# who can open a locked writing desk during the fish course.',
    '<p-assassins ^3> The Wrong Body :: A contract was fulfilled in #town#, but the body that was buried was not the target, and #giver.name# wants to know who is still alive.',
    '<p-assassins ^3> Proof of Death :: #giver.name# needs proof that #debtor.name# really died in the fire at #t1#, as the client has paid for.',
    '<p-holy ^3> The Preacher in #ward# :: A preacher in #ward# is drawing crowds away from #hq#, and #giver.name# wants to know who pays for the sermons.',
    '<p-holy ^3> The Pilgrim Road :: Pilgrims on the road to #site# are vanishing, and #giver.name# wants the road walked by people who can fight.',
    '<p-scholars ^3> The Rival Lecture :: #rival.leader.name# is to lecture in #town# on a discovery #f.first# made first, and #giver.name# wants the proof found before the lecture.',
    '<p-scholars ^3> The Buried Library :: #giver.name# has a map to a buried library under #site#, and needs a party to dig it out before the spring rains.',
    '<p-smugglers ^3> The Informer on the Quay :: Someone on the quay is telling the excise men about the landings, and #giver.name# wants to know who before the next moonless night.',
    '<p-smugglers ^3> The Wreck off #cove# :: A ship went down off #cove# with a hold full of #good#, and #giver.name# wants the cargo raised before the excise men hear of it.',
  ],
  quest_goal_verb: [
    '#f.name# #f.v:wants# it done because #f.they# #f.v:means# to #aim#.',
    'It is one step in the plan of #f.name# to #aim#.',
    'Behind the job is the aim of #f.name# to #aim#, though the party is not told so.',
    'Done well, it brings #f.first# a step closer to #f.their# aim: to #aim#.',
    'For #f.first#, all of it serves one end: to #aim#.',
  ],
  quest_goal_quote: [
    'It serves the goal #f.name# #f.v:has# set #f.themself#: ‘#goal#’.',
    'Behind the job is one line of the purpose of #f.name#: ‘#goal#’.',
    'Ask #giver.first# why, and the answer is the goal of #f.first#: ‘#goal#’.',
  ],
  quest_twist: [
    '<!goal-rival !r-person> #rival.name# wants the same thing, and has already sent someone.',
    '<r-person !goal-rival> #rival.name# has heard of the job, and means to be waiting when it is done.',
    'What #giver.first# has not said is that #ally.name# is involved, and would be embarrassed to be found out.',
    '<hidden> The party is hired through #front.name#, and #giver.first# takes care never to say who is really paying.',
    '<evil> If the party fails, #f.first# will make sure the watch of #town# blames the party.',
    '<good> #giver.first# insists that nobody is to be hurt, which makes everything harder.',
    'Half the reward is paid in advance, in coins stamped by the mint of #realm#.',
    '#rival.leader.name# will offer the party twice as much to fail.',
    'It has to be done within nine days, before #lord# returns to #town#.',
  ],
};

/** 'control the docks' (an aim) or '' from a goal text. */
export function goalAim(text: string): string {
  return aimOf(text);
}

const QUEST_COUNTS: readonly (readonly [number, number])[] = [
  [2, 3],
  [2, 3],
  [3, 4],
  [3, 4],
  [4, 5],
  [4, 6],
];

/** Quests: a job for the party, the goal it serves (in the goal's own words) and a complication. */
export function writeQuests(record: FactionRecord, rng: Rng): { title: string; description: string }[] {
  const { ctx, goals, members } = record;
  const count = rng.int(...QUEST_COUNTS[record.sizeRank]!);
  const quests: { title: string; description: string }[] = [];
  bindRival(record, record.rivals[0]!);
  for (let i = 0; i < count * 2 && quests.length < count; i++) {
    if (!ctx.hasFreshAlternative('quest_job')) break;
    const goal = goals[quests.length % goals.length]!;
    // Officers give the jobs; the leader gives one only in a faction too small to have anyone else.
    const officers = members.slice(1).filter((m) => m !== record.traitor);
    const givers = officers.length > 0 ? officers : [members[0]!];
    const giver = givers[quests.length % givers.length]!;
    ctx.bind('giver', giver.person);
    ctx.bind('aim', goal.aim);
    ctx.bind('goal', goal.text);
    ctx.tags.delete('goal-rival');
    if (goal.text.toLowerCase().includes(record.rivals[0]!.name.toLowerCase())) ctx.tag('goal-rival');
    const [title, job] = ctx.expandSymbol('quest_job', rng).split(' :: ');
    if (!title || !job) continue;
    const why = ctx.expandSymbol(goal.aim ? 'quest_goal_verb' : 'quest_goal_quote', rng);
    const twist = ctx.expandSymbol('quest_twist', rng);
    quests.push({ title: capitalize(title), description: tidy(`${job} ${why} ${twist}`) });
  }
  return quests;
}
