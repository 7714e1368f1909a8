// The town's story: its history, the facts behind its rumours (each secret says whether a rumour is true), the hooks
// that put adventurers onto those facts, and the threats to and around it, all standing on this town's own names.
import type { RuleSet } from '../../../engine/grammar.js';

/**
 * Variables: town, founder (a person of the founding), founded (years, words), event (years, words), leader,
 * water, site, ruin, district, deity {name}, fac (a faction's name), good, buyer (another town), nickname.
 */
export const HISTORY_RULES: RuleSet = {
  hist_found: [
    '#town# was founded #founded# years ago by #founder#, #founderRole.a# who #founderDeed#.',
    'Some #founded# years ago #founder#, #founderRole.a#, #founderDeed#, and #town# grew up around the spot.',
    'The charter of #town# is #founded# years old and bears the mark of #founder#, #founderRole.a# who #founderDeed#.',
  ],
  founder_deed: [
    '<w-river> found the one place where #water# could be forded in flood',
    '<w-coast|w-island> beached a leaking ship in the cove and never left',
    '<w-lake> built a fishing hut on the shore of #water# and outlived three wives there',
    '<e-mining> struck #good# on the hillside while looking for a lost goat',
    '<mountains|hills> found a spring on the hillside while looking for a lost goat',
    '<road|crossroads> opened a drovers’ inn where the roads met',
    '<ruins> dug a well among the old stones at #site# and found sweet water',
    '<forest> cleared the first field out of the forest with fire and an axe',
    'was granted the land for services nobody has ever explained',
    'won the valley at dice from a baron too drunk to read the deed',
    'settled here to escape a debt, a marriage or a war, depending on who tells it',
  ],
  hist_event: [
    '#event.capitalize# years ago fire took most of #district#, and the rebuilding left debts some families are still paying.',
    '<w-river|w-lake|w-coast|w-island|marsh> #event.capitalize# years ago the water rose higher than anyone remembered, and the flood-mark is still painted on the door of #temple#.',
    '#event.capitalize# years ago a plague emptied a third of the houses of #town#; #deity.name# was thanked for the rest, and the dead are remembered at #site#.',
    'Raiders burned #town# #event# years ago, and the old people still date everything from before the burning or after it.',
    '#event.capitalize# years ago #town# rose against a hated tax, and the rising is remembered at #feast# with effigies and bad verse.',
    'Sickness took the herds of #town# #event# years ago, and those who lived through the hungry year do not waste a crust.',
  ],
  hist_now: [
    'Since then #town# has grown, and #leader.name# has ruled it through the best years it has had.',
    'Now #town# is prosperous again, on paper; #leader.name# worries about the paper.',
    'These days #town# is quieter and richer, and nobody has done better out of it than #fac#.',
    '#town# recovered under #leader.name#, and the last few years have been the best in living memory, which makes people nervous.',
  ],
};

/**
 * Facts behind rumours: 'rumour :: the secret if true :: the secret if false'. Variables: subj (the name the
 * rumour is about), lead (the person behind it), other (another key NPC), town, district, leader, fac2 (another
 * faction or body), good.
 */
export const FACT_RULES: RuleSet = {
  fact_est: [
    'They say the cellar under #subj# runs all the way to #district#, and that #lead.name# uses it after dark. :: It is true: the cellar under #subj# opens into an old drain, and #lead.name# moves untaxed #good# through it. :: It is false: the cellar under #subj# is only a cellar, and #lead.name# started the story to frighten off thieves.',
    '#subj.capitalize# is said to be failing, and #lead.name# to be selling up to #other.name# before the year is out. :: It is true: #lead.name# owes more than #subj# is worth, and #other.name# quietly holds every note. :: It is false: #subj# has never made more money; #lead.name# spreads the tale so that #other.name# will not raise the rent.',
    '<sub-lodging> People whisper that a guest who stayed at #subj# last winter never left. :: It is true: the guest died of a fever at #subj#, and #lead.name# buried the body in the yard rather than face the questions. :: It is false: the guest slipped out of #subj# owing a month’s rent, and #lead.name# is too proud to admit being cheated.',
    '#lead.name# is supposed to keep a hoard of old coin somewhere in #subj#. :: It is true: #lead.name# keeps a chest of old coins under a loose board at #subj#, and #other.name# has guessed where. :: It is false: #lead.name# is nearly penniless, and the story of a hoard at #subj# keeps the creditors patient.',
    '<sub-lodging> The lamps at #subj# go out by themselves at midnight, and the regulars blame a ghost. :: It is true, in a way: someone did die at #subj#, and #lead.name# leaves a cup out every night to keep the peace with them. :: It is false: #lead.name# trims the wicks at #subj# short to save oil, and lets the ghost take the blame.',
    '<!sub-lodging> Goods go out of the back of #subj# at night that never came in at the front, and #lead.name# is said to know why. :: It is true: #lead.name# sells stolen #good# through #subj# for #other.name#, who takes two parts in three. :: It is false: #lead.name# works late at #subj# to fill an order for #other.name#, and is too proud to hire help.',
    '<!sub-lodging> Someone broke into #subj# last month, and #lead.name# never reported what was taken. :: It is true: the thief took a ledger from #subj# proving that #other.name# has been paying #lead.name# for favours. :: It is false: nothing was taken from #subj#; #lead.name# broke the lock to claim on a debt from #other.name#.',
  ],
  fact_fac: [
    'They say the watch in #district# takes money from #subj# to look the other way. :: It is true: #lead.name# of #subj# pays #other.name# a retainer every quarter day. :: It is false: no money from #subj# reaches the watch; someone wants #subj# blamed, and #other.name# is spreading the story.',
    'Word is that the inner circle of #subj# meets by night to plot against #leader.name#. :: It is true: #lead.name# and the inner circle of #subj# mean to unseat #leader.name# at the next reckoning. :: It is false: #lead.name# holds those meetings because there is so little money left in the chest of #subj#.',
    'Some say #lead.name#, who leads #subj#, is not who #lead.they# #lead.v:claims# to be. :: It is true: #lead.name# bought the name along with a dead merchant’s papers, and #other.name# has found the original owner’s grave. :: It is false: #lead.name# is exactly who #lead.they# #lead.v:says#; the story was started by #other.name#, who wanted to lead #subj#.',
    'The farms around #town# are being bought up under other people’s names, and the money is said to come from #subj#. :: It is true: #lead.name# holds a third of the outlying farms through cousins and clerks, with the money of #subj#. :: It is false: the buyer is #other.name#, who lets #subj# take the blame.',
    'Everyone knows the coffers of #subj# are empty, and that #lead.name# has been paying its debts out of a private purse. :: It is true: the coffers are empty, and #lead.name# has mortgaged a house to keep that from the members of #subj#. :: It is false: #subj# has never had more money, and #lead.name# pleads poverty to avoid the tax.',
    'A letter sealed with the mark of #subj# was found on a dead smuggler on #road#. :: It is true: #lead.name# has been buying smuggled #good# for #subj# for years, and #other.name# paid to have the letter found. :: It is false: the seal of #subj# was copied by #other.name#, who hopes to see #lead.name# hanged for it.',
  ],
  fact_person: [
    '#lead.name# has not been seen in public for a month, and some say #lead.they# #lead.v:is# dying. :: It is true: #lead.name# is gravely ill, and #other.name# has been signing papers in #lead.their# name. :: It is false: #lead.name# is well, and in hiding from a creditor #other.name# sent.',
    '#lead.name# was seen burying something by moonlight in #district#. :: It is true: #lead.name# buried a strongbox of stolen tolls, and #other.name# watched from a window. :: It is false: #lead.name# was burying a beloved dog, and #other.name# made the rest up.',
    '#lead.name# has a second family in #buyer#. :: It is true: #lead.name# keeps a household in #buyer#, and #other.name# has the letters to prove it. :: It is false: the letters about #lead.name# that #other.name# waves about are forgeries made in #town#.',
  ],
};

/** Verdict openings that vary the secrets a little; each is a few words so the measure never trips on them. */
export const VERDICTS = {
  true: ['True.', 'The talk is right.', 'It is no idle story.', 'The gossip has it right.'],
  false: ['False.', 'The talk is wrong.', 'The story is a lie.', 'The gossip has it wrong.'],
};

/**
 * Hooks: 'title :: description'. Variables: town, subj, lead, other, est {name, owner}, fac, leader, site, ruin,
 * threat (a threat's title), district, water, good, reward (words).
 */
export const HOOK_RULES: RuleSet = {
  hook_fact: [
    '<sub-est> What Lies Under #subj.title# :: #other.name# offers #reward# silver to anyone who can learn what #lead.name# is really doing at #subj#, with proof a magistrate will accept.',
    '<!sub-person> A Quiet Word about #leadShort# :: #other.name# wants #lead.name# watched for a week, and will not say why, only that it concerns #subj#.',
    '<sub-est> After Hours at #subj.title# :: A stranger pays the party in advance to get into #subj# after dark and come back with whatever #lead.name# keeps locked away.',
    '<sub-fac> The Ledger of #subj.title# :: #other.name# needs the account book of #subj#, which #lead.name# carries everywhere, copied and returned before it is missed.',
    '<sub-fac> Inside #subj.title# :: #other.name# will pay #reward# crowns for someone to join #subj# under a false name and report on #lead.name# for a month.',
    '<sub-person> The Watcher in #district# :: #other.name# pays the party to learn where #lead.name# goes at night, and insists it is for #lead.their# own good.',
    '<sub-person> A Letter for #leadShort# :: #other.name# needs a sealed letter put into the hands of #lead.name#, in #district#, without anyone in #town# seeing it delivered.',
  ],
  hook_est: [
    'Trouble at #est.name.title# :: #est.owner.name# needs someone to sit up three nights at #est.name#: something is getting in, and the lock has not been touched.',
    'A Debt for #est.owner.first# :: #est.owner.name# of #est.name# is owed #reward# crowns by a trader who left town for #buyer#, and offers half to whoever collects.',
    'The Missing Delivery :: A cart bound for #est.name# never arrived; #est.owner.name# suspects the road and #fac#, in that order.',
  ],
  hook_fac: [
    'A Favour for #fac.title# :: #lead.name# of #fac# offers a generous fee to escort a locked box to #site#, no questions asked, none answered.',
    'Against #fac.title# :: #leader.name# quietly asks the party to find out who funds #fac#, and promises a pardon for anything they do on the way.',
  ],
  hook_ruin: [
    'Into #ruin.title# :: A child of #town# came back from #ruin# with a bronze coin and a fever, and #other.name# wants to know what else is down there.',
    'The Map from #site# :: #other.name# has half a map of #ruin#, bought at #est.name#, and needs someone to find the other half.',
  ],
};

/**
 * Threats: 'title :: description'. Variables: town, site, water, beast (a named beast), chief (a named outlaw),
 * fac, fac2, leader, road, district, ruin.
 */
export const THREAT_RULES: RuleSet = {
  threat_land: [
    '<forest> Wolves in #site.title# :: A pack led by a grey she-wolf the foresters call #beast# has taken three sheep and a boy’s dog within sight of #town#.',
    '<forest> The Green Men :: Outlaws under #chief# hold the forest track to #site#, taking a toll from every cart bound for #town# and a hostage from every third.',
    '<mountains> Rockfall at #site.title# :: The pass at #site# is cracking; another hard frost and it will close, cutting #town# off for a season.',
    '<mountains|hills> The Hill Raiders :: #chief# and forty riders come down from the high ground every autumn for the harvest of #town#, and this year they want more.',
    '<marsh> What Walks the Fen :: Lights move on the marsh near #site# at night, and two eel-catchers from #town# have not come home.',
    '<desert> The Dry Wells :: The wells at #site# are failing, and without them the caravans will stop coming to #town# at all.',
    '<snow> The Long Winter :: The frost came a month early, the stores of #town# will not last to spring, and #beast#, a white bear, hunts the edge of the houses.',
    '<ruins> The Thing in #ruin.title# :: Something has woken in #ruin#; the sheep of #town# will not graze near it, and the old stones at #site# are warm to the touch.',
    '<w-river> The Rising Water :: #water.capitalize# is higher than it has been in living memory, and the bridges of #town# were not built for it.',
    '<w-coast|w-island> Sails on the Horizon :: Corsairs under #chief# have been seen off #site#, and the boats of #town# are staying in harbour.',
    '<w-lake> The Drowned Bell :: The fishers of #town# hear a bell ringing under #water# at dusk, and the catch has fled.',
    '<road|crossroads> Highwaymen on #road.title# :: #chief2# and a dozen riders rob the coaches on #road# out of #town#, and seem to know which ones carry coin.',
    '<plains> Blight in the Fields :: A black rot is spreading through the crops around #town#, field by field, and no remedy has slowed it.',
    '<!small> Fever in #district# :: A spotted fever has broken out in #district#, and the healers of #town# cannot agree whether to close the market or the taverns.',
    'The Stray Wyvern :: A young wyvern named #beast# by the children of #town# has taken up residence on the bell tower, and it is growing.',
  ],
  threat_people: [
    '<has-fac2> Feud in the Streets :: #fac# and #fac2# are one insult from open fighting in the streets of #town#, and #leader.name# has not the force to stop them.',
    '<has-fac> Knives for Hire :: Swords have been hired from outside #town# in the name of #fac#, and nobody will say what for.',
    'A Rival Claim :: A cousin of the founder has arrived in #town# with a deed that gives #district# to someone other than #leader.name#.',
    'The Tax Collector :: An assessor from the crown is coming to #town#, and every ledger in the place is being rewritten in a hurry.',
  ],
};
