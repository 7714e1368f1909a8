// The faction's history: who founded it and why, how the feud with its first rival began (that rival is always
// rivals[0]), how it grew to its size, and where it stands under its present leader.
import { tidy } from '../../../engine/english.js';
import type { RuleSet } from '../../../engine/grammar.js';
import type { Rng } from '../../../engine/rng.js';
import type { FactionRecord } from './record.js';
import { bindRival } from './relations.js';

/**
 * Variables: f, founder (a person, pronouned in their own clause), founded and event (years, in words), rival
 * {name, leader}, leader, town, ward, t1, t2, realm, realms, site, ruin, forest, cove, deity {name}, power {name},
 * rank0s (the lowest rank, plural). Tags: kind, family, temper, size, r-authority / r-person / r-same / r-other.
 */
export const HISTORY_RULES: RuleSet = {
  hist_found: [
    '#f.name# #f.was# founded #founded# years ago by #origin#.',
    '#f.name# began #founded# years ago with #origin#.',
    '#f.name# #f.v:traces# #f.themself# to #origin#, #founded# years ago.',
    'The first members were gathered #founded# years ago by #origin#.',
  ],
  origin: [
    '<p-thieves> #founder.name#, a locksmith turned out of #founder.their# guild for copying the keys #founder.they# cut',
    '<p-thieves> #founder.name#, a pickpocket who organised the children of #ward# into the first crew',
    '<p-thieves> #founder.name#, a watch sergeant who decided it paid better to be on the other side',
    '<p-merchant> #founder.name#, a pedlar who turned one mule into a caravan and the caravan into a company',
    '<p-merchant> #founder.name#, a shipowner ruined by a toll who swore never to be at a lord’s mercy again',
    '<p-merchant> #founder.name#, a widow who pooled #founder.their# late husband’s warehouse with three rivals’ ships',
    '<p-knights> #founder.name#, a knight who came home from a lost war and would not lay down the sword',
    '<p-knights> #founder.name#, a hedge knight who held the bridge at #site# for a night and a day',
    '<p-knights> #founder.name#, a pilgrim who took up a sword when the roads became too dangerous to pray on',
    '<p-cult> #founder.name#, a priest cast out for heresy who found something that answered #founder.their# prayers',
    '<p-cult> #founder.name#, a fisherman who was given up for drowned and came back from the sea a week later, talking of #power.name#',
    '<p-cult> #founder.name#, who dug into the barrow at #site# and brought out a voice',
    '<p-mages> #founder.name#, a hedge-wizard who refused to register with the authorities and gathered others who refused',
    '<p-mages> #founder.name#, a student expelled from the old college for reading the wrong books',
    '<p-mages> #founder.name#, a court astrologer who predicted the king’s death a day too accurately',
    '<p-rebels> #founder.name#, a printer who went on printing after the presses were banned',
    '<p-rebels> #founder.name#, a soldier who deserted rather than fire on a bread riot',
    '<p-rebels> #founder.name#, a farmer whose land was taken for a lord’s deer park',
    '<p-noble> #founder.name#, a sellsword who was given the lands for holding #site# in a war nobody now remembers',
    '<p-noble> #founder.name#, a king’s bastard who was given a title to stop #founder.them# claiming a crown',
    '<p-noble> #founder.name#, a merchant who bought a title and a castle in the same season',
    '<p-mercenary> #founder.name#, a deserter who kept the pay chest when #founder.their# lord ran from the field',
    '<p-mercenary> #founder.name#, a disgraced knight who sold #founder.their# sword and then other people’s',
    '<p-mercenary> #founder.name#, a quartermaster who discovered that soldiers paid on time will follow anyone',
    '<p-druids> #founder.name#, a hermit who planted the first grove in #forest# with acorns from the old oak at #site#',
    '<p-druids> #founder.name#, a shepherd who heard the hills speak during a long winter',
    '<p-druids> #founder.name#, a priest of #deity.name# who left the temple for the woods',
    '<p-spies> #founder.name#, a royal secretary who kept copies of every letter #founder.they# sealed',
    '<p-spies> #founder.name#, a courier who learned that the letters were worth more than the delivery',
    '<p-spies> #founder.name#, a pardoned traitor who had learned the trade from the other side',
    '<p-assassins> #founder.name#, a poisoner who sold #founder.their# services only to the rich',
    '<p-assassins> #founder.name#, a headsman who decided the law was too slow',
    '<p-assassins> #founder.name#, who took revenge for a murdered spouse and then took commissions',
    '<p-holy> #founder.name#, a hermit who walked out of the hills preaching #deity.name#',
    '<p-holy> #founder.name#, a healer who nursed #town# through the plague and gathered those who helped',
    '<p-holy> #founder.name#, a wandering preacher of #deity.name# whose sermons drew crowds from three towns',
    '<p-scholars> #founder.name#, a librarian who saved a thousand books from a burning abbey',
    '<p-scholars> #founder.name#, a cartographer who wanted a place to argue about maps',
    '<p-scholars> #founder.name#, a royal tutor dismissed for teaching the prince to doubt',
    '<p-smugglers> #founder.name#, a fisherman who found that brandy paid better than herring',
    '<p-smugglers> #founder.name#, an exciseman who changed sides after one too many unpaid quarters',
    '<p-smugglers> #founder.name#, an innkeeper at #cove# with a cellar that ran into the cliffs',
  ],
  hist_rival: [
    '<r-authority> #event.capitalize# years ago #rival.name# hanged four members of #f.first# in a single morning, and the feud has not cooled since.',
    '<r-authority> #event.capitalize# years ago #rival.leader.name# of #rival.name# swore to root out #f.first#, and has spent every year since trying.',
    '<r-authority> The war with #rival.name# began #event# years ago, when #f.first# robbed its strongroom and left the door open as a message.',
    '<r-same> #event.capitalize# years ago a quarrel over money and leadership split #f.first#, and those who left became #rival.name#.',
    '<r-same> #event.capitalize# years ago #rival.name# tried to swallow #f.first# whole, and the fighting lasted a winter.',
    '<r-other> The feud with #rival.name# goes back #event# years, to a bargain that both sides say the other broke.',
    '<r-other> #event.capitalize# years ago #rival.name# betrayed #f.first# to #f.their# enemies, and #rival.leader.name# was paid well for it.',
    '<r-other !good> #event.capitalize# years ago #f.first# ruined #rival.leader.name#’s family, and #rival.name# has been trying to return the favour ever since.',
    '<r-other|r-same> #event.capitalize# years ago #f.first# and #rival.name# fought in the streets of #town# for a week, and the peace that followed was only a pause.',
    '<r-person> #event.capitalize# years ago #rival.name# lost a brother to #f.first#, and has hunted #f.them# ever since.',
    '<r-person> #rival.name# has hounded #f.first# for #event# years, since #f.first# made a fool of #rival.leader.them# before the whole of #town#.',
    '<r-person> #event.capitalize# years ago #rival.name# was a friend of #f.first#; what happened between them is told three ways, and none of them kindly.',
  ],
  hist_grow: [
    '<sz0> For most of #f.their# life #f.first# #f.v:has# been a handful of friends and #hq#, and #f.they# #f.v:has# never wanted to be more.',
    '<sz0 fam-crime> #f.They:has# stayed small on purpose: a gang that grows is a gang the watch of #town# notices.',
    '<sz0 !fam-crime> #f.They:has# stayed small on purpose, since a few in #town# who trust each other can do what a crowd cannot.',
    '<sz1 !hidden> #f.They# grew street by street until #f.they# had a hall and a name in #town#.',
    '<sz1 hidden> #f.They# grew one trusted member at a time, and #f.v:has# never once been named in a court of #town#.',
    '<sz1> #f.They:has# grown slowly, one family and one favour at a time, and now half of #town# has dealt with #f.first#.',
    '<sz2 !hidden> From #town# #f.they# spread along the roads to #t1# and #t2#, and now the whole of #region# knows #f.their# name.',
    '<sz2 hidden> From #town# #f.they# spread quietly to #t1# and #t2#, and not one town of #region# has guessed what #f.they# #f.v:is#.',
    '<sz2> A good decade brought #f.them# houses in #t1# and #t2#, and #f.they# #f.v:has# held them through two bad ones since.',
    '<sz3 !hidden> A royal charter, or a royal blind eye, let #f.them# spread to every city of #realm#.',
    '<sz3 hidden> Quietly, one safe house at a time, #f.they# spread to every city of #realm# without the crown noticing.',
    '<sz3> #f.They# grew with #realm#, and today there is no city there without #f.their# members.',
    '<sz4> #f.Their# members followed the trade roads and the wars out of #realm# into #realms#.',
    '<sz4> Land by land #f.they# crossed the borders of #realms#, and each #chapter# keeps a copy of the founder’s rule.',
    '<sz5> #f.They# crossed the sea from #realm# generations ago and #f.v:has# not stopped since; there are #chapters# in lands whose languages #f.their# leaders cannot speak.',
    '<sz5> #f.Their# members have carried #f.them# from #realm# to every land a ship can reach, and #f.they# outlived three of the empires that tried to ban #f.them#.',
  ],
  hist_now: [
    'Under #leader.name#, #f.first# #f.v:is# richer than ever, and more watched.',
    'Today #leader.name# leads #f.first#, and the old members say #f.they# #f.v:has# not been so strong since the founder’s day.',
    '<good> Today #leader.name# leads #f.first#, and #f.their# members are proud of #f.them#, which has not always been true.',
    '<evil> Today #leader.name# leads #f.first#, and #f.they# #f.v:is# more feared than at any time in a generation.',
    'Under #leader.name#, #f.first# #f.v:has# grown careful, and some members say careful is a word for afraid.',
    '<minor> These days #f.first# #f.v:is# smaller than #f.they# once #f.was#, and #leader.name# means to change that.',
    '<overwhelming> Under #leader.name# #f.they# #f.v:has# reached a strength the founder never dreamed of, and made enemies to match.',
  ],
};

/** The history field: the founding, the feud with the first rival (named exactly as in the rivals), growth, today. */
export function writeHistory(record: FactionRecord, rng: Rng): string {
  const { ctx } = record;
  bindRival(record, record.rivals[0]!);
  return tidy(
    ['hist_found', 'hist_rival', 'hist_grow', 'hist_now'].map((s) => ctx.expandSymbol(s, rng)).join(' '),
  );
}
