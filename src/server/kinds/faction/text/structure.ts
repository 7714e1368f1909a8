// The ranks of a faction (chosen from its kind's ladders, as many as its size needs, lowest first), the structure
// paragraph that names each rank and what it does, and recruitment.
import { plural, tidy } from '../../../engine/english.js';
import type { RuleSet } from '../../../engine/grammar.js';
import type { Rng } from '../../../engine/rng.js';
import { type PurposeProfile, rankForms } from './purposes.js';
import type { FactionRecord } from './record.js';

export interface Rank {
  readonly name: string;
  readonly plural: string;
  /** Position on the kind's seven-step ladder (0 probationer .. 6 leader), which picks its duty. */
  readonly position: number;
}

/** How many ranks each size keeps, [min, max], Small Gang first. */
const RANK_COUNTS: readonly (readonly [number, number])[] = [
  [3, 3],
  [3, 4],
  [4, 5],
  [5, 6],
  [6, 6],
  [6, 7],
];

/** Picks a ladder that suits the faction's temper and keeps `count` of its ranks, always the lowest and the top. */
export function decideRanks(
  profile: PurposeProfile,
  sizeRank: number,
  tags: ReadonlySet<string>,
  rng: Rng,
): Rank[] {
  const ladders = profile.ladders.filter(
    (l) => !l.needs || (l.needs === 'not-evil' ? !tags.has('evil') : tags.has(l.needs)),
  );
  const ladder = rng.pick(ladders.length > 0 ? ladders : profile.ladders);
  const [min, max] = RANK_COUNTS[sizeRank]!;
  const count = rng.int(min, max);
  const positions: number[] = [];
  for (let i = 0; i < count; i++) positions.push(Math.round((i * 6) / (count - 1)));
  return positions.map((position) => {
    const forms = rankForms(ladder.ranks[position]!);
    return { name: forms.name, plural: forms.plural ?? plural(forms.name), position };
  });
}

/**
 * The structure paragraph. Variables: f, n (the number of ranks in words), rank {name, plural} and duty for the
 * rank being written, leader, seconds, secondCount (in words), cell (cell size in words), town, realm.
 */
export const STRUCTURE_RULES: RuleSet = {
  str_frame: [
    '#f.name# #f.v:has# #n# ranks, and every member knows which one they hold.',
    'There are #n# ranks in #f.first#, from the lowest to the highest.',
    'Rank matters in #f.first#, and there are #n# of them.',
    '#f.name# #f.v:keeps# #n# ranks, each with its own duties and its own share.',
  ],
  str_lowest: [
    'At the bottom are the #rank.plural#, who #duty#.',
    'New members are #rank.plural#: they #duty#.',
    'The lowest are the #rank.plural#, who #duty#.',
  ],
  str_middle: [
    'Above them, the #rank.plural# #duty#.',
    'The #rank.plural# #duty#.',
    'Next come the #rank.plural#, who #duty#.',
    'Promotion makes a member one of the #rank.plural#, who #duty#.',
  ],
  str_second: [
    'The #secondCount# #rank.plural# #duty#.',
    'Just below the top sit the #rank.plural#, #secondCount# of them, who #duty#.',
    'There are #secondCount# #rank.plural#, and they #duty#.',
  ],
  str_top: [
    'At the top, the #rank.name#, #leader.name#, #duty#.',
    'Over them all, the #rank.name#, #leader.first#, #duty#.',
    'The #rank.name#, #leader.name#, #duty#.',
  ],
  str_cells: [
    '<clandestine> Below the #seconds#, members are kept in cells of #cell#, and nobody knows more than the member who recruited them.',
    '<clandestine> Each cell of #cell# in #town# knows one contact above it and none beside it, so a member taken can give away only a handful.',
    '<secret> Members use rank names only among themselves; in public every one of them is simply a member of #front.name#.',
  ],
  str_chapters: [
    '<sz4|sz5> Each #chapter#, from #t1# to #t3#, keeps the same ranks in small, with its own #seconds# at its head.',
    '<sz4|sz5> The #chapters# are ranked too, the one in #t1# first as the oldest, and their #seconds# sit by that order in council.',
    '<sz3> The branches in #t1# and #t2# each answer to one of the #seconds#.',
    '<sz2> The members in #t1# and #t2# have their own meeting houses and their own #seconds#.',
  ],

  rec_find: [
    '<p-thieves> #f.name# #f.v:finds# #f.their# recruits among the street children of #ward#, who are given small errands first, then larger ones, and are not told who they work for until they are in too deep to leave.',
    '<p-thieves> Recruits come from the gaols and the gaming tables of #town#: #f.first# #f.v:pays# a fine or a debt and #f.v:is# repaid in service.',
    '<p-merchant> #f.name# #f.v:takes# the children of #f.their# members as #rank0s#, and any outsider who can buy a share and find two members to vouch for them.',
    '<p-merchant> Clerks who prove clever in the counting-houses of #town# are invited to a dinner, and the dinner is the test.',
    '<p-knights> #f.name# #f.v:takes# squires at twelve from good families of #realm# and from the orphans of fallen members, and #f.v:trains# them for seven years.',
    '<p-knights> Anyone may petition #f.name# to be taken as #rank0.a#, but the order accepts one petitioner in ten.',
    '<p-cult> #f.name# #f.v:recruits# among the grieving, the indebted and the sick, who are offered comfort first and doctrine much later.',
    '<p-cult> Members bring in friends, then family, and a member of #f.name# who brings in nobody for a year is asked why.',
    '<p-mages> The cabal watches the schools and the hedge-wizards of #town# for talent, and makes its offer only to the gifted and the discreet.',
    '<p-mages> A would-be member must find #f.name# in #town# unaided; the finding is the first test.',
    '<p-rebels> #f.name# #f.v:recruits# in the taverns and the workshops among those who have lost a home, a child or a wage to the powers that be.',
    '<p-rebels> Every new member of #f.name# is brought in by an old one, who answers with their life for the newcomer’s silence.',
    '<p-noble> #f.name# #f.v:takes# #f.their# retainers from the families on #f.their# lands around #town#, father to son and mother to daughter; #f.their# kin are born to it.',
    '<p-noble> Retainers are chosen from the tenants’ children of #town# at twelve and trained in the house; outsiders are hired only for their swords.',
    '<p-mercenary> #f.name# #f.v:recruits# wherever there is a war ending: discharged soldiers, deserters who will not be asked, farm hands with nothing left to farm.',
    '<p-mercenary> Anyone may join #f.name# who can hold a pike for an hour and a secret for a lifetime.',
    '<p-druids> The circle watches the children of the villages around #town# for those the beasts do not fear, and asks their parents’ leave.',
    '<p-druids> Those who would join must find a grove of #f.name# in #forest# alone and wait there until someone comes, which may take a season.',
    '<p-spies> #f.name# #f.v:recruits# servants, clerks and courtesans, who are paid for small things long before they are asked for large ones.',
    '<p-spies> Agents are chosen for what they can reach in #town#, not for what they believe, and most never learn who pays them.',
    '<p-assassins> Novices are bought as children or taken from the gallows’ foot in #town#, and #f.first# never #f.v:asks# them whether they wish to join.',
    '<p-assassins> #f.name# #f.v:approaches# only those who have already killed and kept quiet about it.',
    '<p-holy> #f.name# #f.v:takes# any who come to #f.their# door and ask, and #f.v:keeps# one in three after the first hard winter.',
    '<p-holy> Postulants come from the schools and hospitals of #f.name# in #town#, where they have seen its work before they are asked to share it.',
    '<p-scholars> Membership of #f.name# is by invitation after a paper read before the society, and the questions afterwards are the real examination.',
    '<p-scholars> #f.name# #f.v:recruits# the best students of every school in #town#, and anyone else who brings a book the library lacks.',
    '<p-smugglers> #f.name# #f.v:recruits# along the shore: fishermen, carters and innkeepers whose families have done this for generations.',
    '<p-smugglers> Anyone in #town# who has helped with a landing and kept quiet afterwards is half a member already.',
  ],
  // The tests and their outcomes name the faction's own places, ranks and people, so two factions of one family
  // rarely share a sentence.
  rec_test: [
    '<fam-crime> The test is a job: the recruit must bring back something from a house in #ward# that #f.first# #f.v:chooses#, without being seen and without taking anything else.',
    '<fam-crime> A recruit is taken by the watch of #town# on the first night, or by members of #f.first# pretending to be the watch, and questioned until dawn; those who say nothing are in.',
    '<fam-crime> For a month the would-be #rank0# carries messages across #town# for #f.first#, and one of the messages is a trap.',
    '<fam-crime> Before anyone joins, one of the #seconds# follows them through #town# for a week; a careless week ends it.',
    '<fam-crime> The last test is a night in a cellar of #ward# with a locked chest and a key that does not fit, and #leader.first# wants to hear what the recruit did next.',
    '<fam-faith> A candidate fasts for three days and keeps a night vigil in #hq#, and is questioned on the fourth morning by the #seconds#.',
    '<fam-faith> Every candidate is given a year of the hardest, lowest work #f.first# #f.v:has#, and those who complain are sent home to #town#.',
    '<fam-faith> Candidates walk alone and barefoot to #site# and back, and at the door of #hq# they are asked what they saw on the way.',
    '<fam-faith> A candidate serves a season among the sick and the poor of #ward# before #f.first# will hear a single vow.',
    '<fam-faith !p-druids> Each candidate spends a night alone at #site#, and in the morning must tell #leader.first# what they heard there.',
    '<p-druids> A candidate lives a month alone in #forest# and must come back fed, warm and no thinner.',
    '<fam-martial> Candidates fight one of the #rank1.plural# of #f.first# with blunted weapons; they are not expected to win, only to get up again.',
    '<fam-martial> Each recruit serves a season as #rank0.a#, and any member of #f.first# may speak against them at its end.',
    '<fam-martial> Recruits march from #town# to #t1# with full packs, and anyone who falls out walks home alone.',
    '<fam-martial> Each recruit stands a night watch over #hq#, and one of the #seconds# tries to get past them in the dark.',
    '<fam-martial> The real test is the first fight: recruits stand in the front rank, and #leader.first# watches who is still there at the end.',
    '<fam-learned> A candidate must solve a problem that the #seconds# of #f.first# have failed to solve, or explain convincingly why it cannot be solved.',
    '<fam-learned> Candidates are set a year of study in #hq# and examined by three #seconds# who have never agreed on anything.',
    '<fam-learned> A candidate must bring #f.first# something from #ruin# that the members have never seen: a text, a stone, a name.',
    '<fam-learned> The last test is a night alone in the library of #hq# with one lamp and one question from #leader.first#, answered by dawn.',
    '<fam-learned> Candidates defend a thesis before the #seconds# in #town#, and the hardest questions come from the youngest of them.',
    '<fam-power> Candidates are given a small charge in #town# and a long rope, and the #seconds# watch to see how they use both.',
    '<fam-power> A candidate must be vouched for by two members of #f.first#, who lose their standing if the candidate fails.',
    '<fam-power> Each candidate is lent a purse by #leader.first# and asked to bring back more within the season, by any honest means or none.',
    '<fam-power> The test is a dinner at #hq#, where every guest but the candidate knows it is a test.',
    '<fam-power> A candidate spends a year as #rank0.a# in #t1#, far from friends, and is judged by what the town says of them.',
  ],
  rec_fail: [
    '<evil> Those who fail are not allowed to leave #town# knowing what they know of #f.first#.',
    '<evil> Those who fail are never seen in #town# again.',
    '<evil> Those who fail owe #f.first# for the trouble, and #leader.first# collects.',
    '<evil> #f.first# #f.v:keeps# the names of those who fail, and #f.v:finds# uses for them later.',
    '<evil> A recruit who fails the test of #f.first# is handed to #rival.name# with a story attached, and left to it.',
    '<good> Those who fail are given a meal, a warning and the road back to #town#, and no harm done.',
    '<good> Those who fail may try again in a year, and #leader.first# remembers the ones who do.',
    '<good> Those who fail are not sent away empty-handed: #f.first# #f.v:finds# them honest work in #town#, and often a friend.',
    '<good> A candidate who fails is still welcome at #hq# as a guest of #f.first#, if never as a member.',
    '<good> #leader.first# writes to every candidate who fails, saying why, and more than one has kept the letter.',
  ],
  rec_oath: [
    '<known> New members are sworn in openly, and given a badge of #badge# to wear.',
    '<known !fam-faith> The swearing-in is public, in #hq#, and ends with #f.first# standing the whole street a drink.',
    '<known fam-faith> New members take their vows before the whole congregation in #hq#, and are given a badge of #badge# to wear.',
    '<rumored> New members are sworn at night, and wear their badge of #badge# only among friends.',
    '<rumored> New members swear an oath in private and are given a token of #badge# that they keep out of sight.',
    '<secret> Members are sworn in a locked room and given a ring engraved inside with #badge#, the only sign they belong.',
    '<secret> New members swear on #oathObject# and are told the names of three others in #town#, no more.',
    '<clandestine has-motto> New members are taught the words ‘#motto#’, whispered as a watchword, and are never to say them aloud.',
    '<clandestine> New members of #f.first# are sworn blindfolded on #oathObject#, and learn the faces of their cell only afterwards.',
    '<clandestine> Each new member is given a false name and one contact in #town#, and is told nothing else about #f.first#.',
    '<clandestine> The oath is sworn in the dark at #site#, to a voice, and the recruit never learns whose voice it was.',
    '<evil ^0.5> Some recruits are not asked at all: #f.first# #f.v:buys# a debt or #f.v:learns# a secret, and a new member is made.',
  ],
};

/** What members swear on, by family. */
export const OATH_OBJECTS: Record<string, readonly string[]> = {
  crime: ['a knife and a key', 'the guild’s ledger', 'a cup of salt water', 'a stolen coin'],
  faith: ['the holy book of the faith', 'a bowl of ashes', 'an oak leaf and a stone', 'their own blood'],
  martial: ['a drawn sword', 'the company’s banner', 'a broken spear', 'the names of the dead'],
  learned: ['the first book of the library', 'a candle and a key', 'a sealed letter', 'an hourglass'],
  power: ['the house’s charter', 'a purse of the first coin', 'the family’s sword', 'a ledger of debts'],
};

/** The structure field: every rank by name, lowest first, with what it does; cells and chapters where they exist. */
export function writeStructure(record: FactionRecord, rng: Rng): string {
  const { ctx, ranks, profile } = record;
  const parts = [ctx.expandSymbol('str_frame', rng)];
  ranks.forEach((rank, i) => {
    ctx.bind('rank', { name: rank.name, plural: rank.plural });
    ctx.bind('duty', ctx.expand(rng.pick(profile.duties[rank.position]!), rng));
    const symbol =
      i === 0
        ? 'str_lowest'
        : i === ranks.length - 1
          ? 'str_top'
          : i === ranks.length - 2
            ? 'str_second'
            : 'str_middle';
    parts.push(ctx.expandSymbol(symbol, rng));
  });
  if (record.hidden) parts.push(ctx.expandSymbol('str_cells', rng));
  if (record.sizeRank >= 2) parts.push(ctx.expandSymbol('str_chapters', rng));
  return tidy(parts.join(' '));
}

/** The recruitment field: where members are found, how they are tested, how they are sworn. */
export function writeRecruitment(record: FactionRecord, rng: Rng): string {
  const { ctx } = record;
  const parts = ['rec_find', 'rec_test'];
  if (ctx.hasTag('good') || ctx.hasTag('evil')) parts.push('rec_fail');
  parts.push('rec_oath');
  return tidy(parts.map((s) => ctx.expandSymbol(s, rng)).join(' '));
}
