// Relationships between a town's key people: each is one fact about a pair (a feud, a debt, a courtship...) with
// its facts decided once (the cause, the sum, the skill taught), written from each side in that person's
// description from those facts only, so A and B never tell it two ways. Kin are of one people (or kin by marriage,
// said so); a teacher is older than the pupil and teaches what the teacher knows.
import type { RuleSet } from '../../../engine/grammar.js';
import type { Rng } from '../../../engine/rng.js';
import type { AgeWord, TownPerson } from './people.js';

export type RelationKind =
  | 'feud'
  | 'debt'
  | 'courtship'
  | 'rivalry'
  | 'friendship'
  | 'confidant'
  | 'mentor'
  | 'kin'
  | 'blackmail'
  | 'grudge'
  | 'partners'
  | 'suspicion';

/** How each side speaks of the other: what the agreement check expects to read both ways. */
export type Sentiment = 'hostile' | 'warm' | 'wary' | 'neutral';

export const SENTIMENT: Record<RelationKind, readonly [Sentiment, Sentiment]> = {
  feud: ['hostile', 'hostile'],
  debt: ['wary', 'neutral'],
  courtship: ['warm', 'warm'],
  rivalry: ['hostile', 'hostile'],
  friendship: ['warm', 'warm'],
  confidant: ['warm', 'warm'],
  mentor: ['warm', 'warm'],
  kin: ['neutral', 'neutral'],
  blackmail: ['neutral', 'wary'],
  grudge: ['hostile', 'neutral'],
  partners: ['warm', 'warm'],
  suspicion: ['hostile', 'neutral'],
};

export interface Relation {
  readonly a: TownPerson;
  readonly b: TownPerson;
  readonly kind: RelationKind;
}

const AGE_RANK: Record<AgeWord, number> = { young: 0, adult: 1, 'middle-aged': 2, elderly: 3 };

/** Kin of two peoples only by a marriage the text says; of one people, or human with half-elf or half-orc. */
export function sameBlood(a: TownPerson, b: TownPerson): boolean {
  if (a.race === b.race) return true;
  const mixed = new Set([a.race, b.race]);
  return mixed.has('human') && (mixed.has('half-elf') || mixed.has('half-orc'));
}

function weights(a: TownPerson, b: TownPerson): [RelationKind, number][] {
  const business = (p: TownPerson) => p.kind === 'owner' || p.kind === 'faction';
  const power = (p: TownPerson) => p.kind === 'leader' || p.kind === 'faction';
  const gap = Math.abs(AGE_RANK[a.age] - AGE_RANK[b.age]);
  const priest = a.kind === 'priest' || b.kind === 'priest';
  return [
    ['feud', 1.2],
    ['debt', 1.1],
    ['courtship', gap >= 2 || priest || a.age === 'elderly' || b.age === 'elderly' ? 0 : 0.8],
    ['rivalry', business(a) && business(b) ? 1.6 : power(a) && power(b) ? 1.4 : 0.2],
    ['friendship', 1],
    ['confidant', 0.8],
    // A teacher is older than the pupil (the pair is ordered when it is chosen).
    ['mentor', gap >= 1 ? 0.9 : 0],
    ['kin', sameBlood(a, b) ? 0.7 : 0.15],
    ['blackmail', power(a) || power(b) ? 0.9 : 0.5],
    ['grudge', 0.9],
    ['partners', business(a) || business(b) ? 0.9 : 0.3],
    ['suspicion', 0.8],
  ];
}

/** Every key person gets one tie at most; a pair is tied once, and no kind repeats while others are free. */
export function decideRelations(people: readonly TownPerson[], rng: Rng): Relation[] {
  const out: Relation[] = [];
  if (people.length < 2) return out;
  const tied = new Set<TownPerson>();
  const used = new Set<RelationKind>();
  for (const p of rng.shuffle(people)) {
    if (tied.has(p)) continue;
    const others = people.filter((o) => o !== p && !tied.has(o));
    if (others.length === 0) continue;
    const other = rng.pick(others);
    let [a, b] = rng.chance(0.5) ? [p, other] : [other, p];
    const options = weights(a, b).filter(([k, w]) => w > 0 && !used.has(k));
    const kind = rng.weightedEntry(options.length > 0 ? options : weights(a, b).filter(([, w]) => w > 0));
    // The teacher is the elder of the two.
    if (kind === 'mentor' && AGE_RANK[a.age] < AGE_RANK[b.age]) [a, b] = [b, a];
    used.add(kind);
    out.push({ a, b, kind });
    tied.add(a);
    tied.add(b);
  }
  return out;
}

/** What a person can teach, by what they are: a smith teaches smithing, a priest letters or the rites. */
export function skillOf(p: TownPerson, estType: string | undefined): readonly string[] {
  if (p.kind === 'priest') return ['to read', 'the old hymns', 'to keep the registers'];
  if (p.kind === 'leader') return ['to keep accounts', 'the law of the place', 'to read and write'];
  const byType: Record<string, readonly string[]> = {
    inn: ['to keep a cellar', 'to cook for forty'],
    tavern: ['to keep a cellar', 'to brew'],
    smithy: ['to shoe a horse', 'to work iron'],
    market: ['to weigh fairly', 'to haggle'],
    shop: ['to keep accounts', 'to haggle'],
    mill: ['to dress a millstone', 'to read the weather'],
    granary: ['to keep accounts'],
    'fish market': ['to judge a catch'],
    boatyard: ['to caulk a hull', 'to build a boat'],
    mine: ['to read a seam'],
    workshop: ['the trade', 'to keep accounts'],
    alchemist: ['to distil', 'to read the old formulae'],
    academy: ['the first spells', 'to read the old script'],
    apothecary: ['herb lore', 'to set a bone'],
    brewery: ['to brew'],
    stables: ['to ride', 'to doctor a horse'],
  };
  if (estType && byType[estType]) return byType[estType]!;
  const byExtra: Record<string, readonly string[]> = {
    healer: ['to set a bone', 'herb lore'],
    midwife: ['herb lore'],
    elder: ['the names of every field', 'the old songs'],
    veteran: ['to use a sword', 'to ride'],
    captain: ['to use a cudgel', 'to ride'],
    teacher: ['to read'],
    scribe: ['to read and write'],
    hunter: ['to set a snare', 'to track'],
    shepherd: ['to read the weather'],
    guide: ['the tracks through the wild country'],
    witch: ['herb lore'],
    bard: ['to play the fiddle'],
    fisher: ['to handle a boat'],
  };
  if (p.extra && byExtra[p.extra]) return byExtra[p.extra]!;
  return ['to read', 'to keep accounts', 'to ride'];
}

/**
 * A relation read from one side. Variables: a, b (the pair), cause (a quarrel's cause), sum (a debt), why (what
 * the money was for), prize (what rivals compete for), bond (how long a friendship has lasted), skill (what was
 * taught), kinword ('cousins'), loss (what a grudge is for), crime (what is suspected), thing (what partners share).
 */
export const RELATION_RULES: RuleSet = {
  rel_feud_a: [
    '#a.They:has# not spoken to #b.name# since a quarrel over #cause#.',
    '#a.first# and #b.name# fell out over #cause#, and #a.first# will not be the first to make peace.',
    '#a.first# leaves any room #b.name# walks into; the quarrel was over #cause#.',
  ],
  rel_feud_b: [
    '#b.first# and #a.name# quarrelled over #cause# and have not spoken since.',
    '#b.They:has# not forgiven #a.name# for the quarrel over #cause#.',
    '#b.first# will not sit at a table with #a.name#, not since their quarrel over #cause#.',
  ],
  cause: [
    'a boundary stone',
    'a broken betrothal',
    'a lame horse sold as sound',
    'the price of #good#',
    'a fence and whose side it stands on',
    'a borrowed cart that came back broken',
    'a wedding seat',
    'an inheritance',
    'a lost bet',
    'a dog',
    'a pew',
    'a word said at a funeral',
    'the water rights by #site#',
  ],
  rel_debt_a: [
    '#a.They:owes# #b.name# #sum#, borrowed for #why#, and cannot pay it back.',
    '#a.first# still owes #b.name# #sum# for #why#.',
    '#a.first# borrowed #sum# from #b.name# for #why# and has paid back almost none of it.',
  ],
  rel_debt_b: [
    '#b.They:holds# #a.possessive# note for #sum#, lent for #why#, and #b.v:has# not called it in.',
    '#b.first# lent #a.name# #sum# for #why#, and keeps the note somewhere safe.',
    '#a.name# owes #b.first# #sum# for #why#; #b.they# #b.v:is# patient, so far.',
    '#b.first# lent #a.name# #sum# for #why# and has begun to ask for it back.',
  ],
  sum: [
    'forty crowns',
    'ninety crowns',
    'a hundred crowns',
    'twelve crowns',
    'sixty crowns',
    'two hundred crowns',
  ],
  why: [
    'a new roof',
    'a funeral',
    'a bad year',
    'a daughter’s dowry',
    'seed #crop_or_stock#',
    'a lawsuit',
    'a cart and a mule',
    'a son’s apprenticeship fee',
    '<wells> a new well',
    'a doctor from #buyer#',
    'a lost wager',
  ],
  crop_or_stock: ['<e-agricultural> #grain#', '<!e-agricultural> stock'],
  rel_courtship_a: [
    '<tie-open> #a.They:is# courting #b.name#, and the whole #place# is taking bets on the wedding.',
    '<tie-open> #a.first# has been walking out with #b.name# since #since#.',
    '<tie-open> #a.first# has been courting #b.name# since #since#, and #a.v:does# not hide it.',
    '<tie-open> #a.first# asked #b.name# to walk out at #since#, and #b.first# said yes.',
    '<tie-hidden> #a.first# has loved #b.name# since #since# and has not found the courage to say so.',
    '<tie-hidden> #a.first# leaves #gift# on #b.possessive# step and does not sign them.',
    '<tie-hidden> #a.first# has been in love with #b.name# since #since#, and tells nobody.',
  ],
  rel_courtship_b: [
    '<tie-open> #b.first# is courted by #a.name#, and has been since #since#.',
    '<tie-open> #b.first# walks out with #a.name# on feast days, and has since #since#.',
    '<tie-open> #b.first# has kept company with #a.name# since #since#, and the #place# approves.',
    '<tie-hidden> #b.first# is fonder of #a.name# than #b.they# #b.v:lets# on.',
    '<tie-hidden> #b.first# has found #gift# on #b.their# step more than once and has guessed the giver.',
    '<tie-hidden> #b.first# has noticed #a.possessive# glances since #since# and does not know what to make of them.',
  ],
  since: [
    'spring',
    'the harvest',
    'midwinter',
    '#feast#',
    'the last hiring fair',
    'the thaw',
    'a wet autumn',
    'last summer',
  ],
  gift: [
    'small gifts',
    'wild flowers',
    'a carved spoon',
    'ribbons',
    'pears wrapped in cloth',
    'a new pair of gloves',
  ],
  rel_rivalry_a: [
    '#a.first# and #b.name# compete for #prize#, and neither has won for long.',
    '#a.They:has# been trying to outdo #b.name# for #prize# for years.',
  ],
  rel_rivalry_b: [
    '#b.first# counts #a.name# a rival for #prize#, and says so in public.',
    '#b.They:keeps# a tally of every time #a.name# has come off worse in their contest for #prize#.',
  ],
  prize: [
    'the best custom in #district#',
    'the prize at #feast#',
    '<!pair-leader> the ear of #leader.first#',
    'the trade of #buyer#',
    'the respect of the #place#',
    'a seat nearest the fire at every feast',
  ],
  rel_friendship_a: [
    '#a.first# and #b.name# have been friends for #bond#, and would lie for each other.',
    '#a.They:trusts# #b.name# with money, as #a.they# #a.v:has# for #bond#.',
    '#a.first# drinks with #b.name# every market night, as #a.they# #a.v:has# for #bond#.',
    '#a.first# has fished with #b.name# every spare morning for #bond#.',
  ],
  rel_friendship_b: [
    '#b.first# has counted #a.name# a friend for #bond#.',
    '#b.They:has# stood by #a.name# for #bond#, through good years and bad.',
    '#b.first# has known #a.name# for #bond# and would do anything for #a.them#.',
  ],
  bond: [
    'twenty years',
    'most of their lives',
    'years',
    'longer than either will admit',
    'a decade',
    'as long as either can remember',
    'all the years since the bad winter',
  ],
  rel_confidant_a: [
    '#a.first# listens to nobody on #matter# except #b.name#.',
    'When #a.first# has a decision to make about #matter#, #a.they# #a.v:walks# round to #b.name# first.',
    '#a.first# asks #b.name# about #matter# before anyone else.',
  ],
  rel_confidant_b: [
    '#b.They:is# the one person #a.name# listens to on #matter#, and #b.they# #b.v:uses# it carefully.',
    '#a.name# tells #b.first# everything about #matter#, and #b.first# repeats none of it.',
    '#b.first# advises #a.name# on #matter#, and wants no thanks for it.',
  ],
  matter: [
    'money',
    'hiring',
    'quarrels',
    'the harvest',
    'the law',
    'family business',
    'anything that matters',
    'whom to trust',
  ],
  rel_mentor_a: [
    '#a.first# taught #b.name# #skill# #taught#, and still checks #b.their# work.',
    'It was #a.first# who taught #b.name# #skill#, #taught#, and #a.they# #a.v:is# proud of it.',
    '#a.first# taught #b.name# #skill# #taught#, and says #b.first# was the best pupil #a.they# ever had.',
  ],
  rel_mentor_b: [
    '#b.They:learned# #skill# from #a.name#, and still #b.v:goes# to #a.them# for advice.',
    '#b.first# was taught #skill# by #a.name# #taught#, and has not forgotten it.',
    '#b.first# learned #skill# at #a.possessive# elbow, #taught#, and still calls #a.them# master.',
  ],
  taught: [
    'one long winter',
    'years ago',
    'for the price of the firewood',
    'for nothing',
    'in exchange for chores',
    'over three summers',
  ],
  rel_kin_a: [
    '<tie-blood> #a.first# and #b.name# are #kinword#, which #a.first# mentions #mentions#.',
    '<tie-blood> #a.first# is #b.possessive# #kinone#, and they #kinhabit#.',
    '<tie-blood> #a.first# and #b.name# are #kinword#, and they #kinhabit#.',
    '<tie-marriage> #a.first# and #b.name# are kin by a marriage between their families, and make the best of it.',
    '<tie-marriage> #a.first# married into #b.possessive# family, and #b.first# has not quite forgiven it.',
    '<tie-marriage> #a.first# and #b.name# are in-laws, and sit at opposite ends of every family table.',
  ],
  rel_kin_b: [
    '<tie-blood ^0.6> #b.first# is #a.possessive# #kinother#, for better or worse.',
    '<tie-blood> #b.first# is #a.possessive# #kinother#, though neither of them would choose it.',
    '<tie-blood> #b.first# and #a.name# are #kinword#, and quarrel like it.',
    '<tie-blood> #b.first# is #a.possessive# #kinother#, and #kinlike#.',
    '<tie-marriage> #b.first# became kin to #a.name# at a wedding both of them still argue about.',
    '<tie-marriage> #b.first# is related to #a.name# by marriage, and both of them keep it polite.',
  ],
  mentions: [
    'more often than #b.first# does',
    'only when it is useful',
    'to anyone who asks',
    'at every feast',
    'less than #b.first# would like',
    'with a sigh',
  ],
  kinlike: [
    'the family likeness is plain on both',
    'they were raised under one roof',
    'they have the same laugh',
    'they owe each other money both ways',
    'they have not agreed since a christening',
    'they look out for each other in company',
  ],
  kinhabit: [
    'sit together at every feast',
    'share a pew',
    'keep the family grave between them',
    'have not agreed on anything since #since#',
    'share a cow and argue about it',
    'pretend not to be',
  ],
  rel_blackmail_a: [
    '#a.They:has# #hold# that would ruin #b.name#, and #b.first# pays #price# to keep it quiet.',
    '#a.first# keeps #hold# about #b.name# somewhere safe, and takes #price# for it.',
    '#a.first# knows what #b.name# did, has #hold# to prove it, and collects #price#.',
  ],
  rel_blackmail_b: [
    '#b.They:pays# #a.name# #price# and will not say why.',
    '#b.first# gives #a.name# #price#, and looks ill whenever #a.first# walks in.',
    'Nobody can see why #b.first# hands #a.name# #price#, and #b.first# will not say.',
  ],
  hold: [
    'a letter',
    'a page torn from a ledger',
    'a witness',
    'a signed confession',
    'a marriage record',
    'a pawn ticket',
  ],
  price: [
    'a small sum every month',
    'a crown every quarter day',
    'two crowns at every new moon',
    'whatever #b.they# can spare',
    'a silver penny a week',
    'a purse at every feast',
  ],
  rel_grudge_a: [
    '#a.They:blames# #b.name# for #loss#, and #a.v:has# said so.',
    '#a.first# has never forgiven #b.name# for #loss#.',
  ],
  rel_grudge_b: [
    '#b.first# knows #a.name# blames #b.them# for #loss#, and thinks it unjust.',
    '#b.first# has tried twice to make amends to #a.name# for #loss#, without success.',
    '#b.first# says #a.name# has the story of #loss# wrong, and will explain why to anyone.',
  ],
  loss: [
    'a lost apprenticeship',
    'a horse that went lame on loan',
    'a ruined harvest',
    'a lawsuit lost',
    'a dowry never paid',
    'a brother’s ruin',
    'a field sold behind #a.their# back',
    'a broken engagement',
    'a cow sold sick',
    'a son who left for #buyer#',
    'a barn that burned',
  ],
  rel_partners_a: [
    '#a.first# and #b.name# own #thing# together and argue over every penny of it.',
    '#a.They:shares# #thing# with #b.name#, and the arrangement works, mostly.',
  ],
  rel_partners_b: [
    '#b.first# owns #thing# with #a.name# and keeps the accounts of it.',
    '#b.first# went halves with #a.name# on #thing# and does not regret it yet.',
  ],
  thing: [
    'a cart and two mules',
    'a field by #site#',
    'a share in a boat',
    'a warehouse lease',
    'a string of pack horses',
    'an orchard',
    'a flock of sheep',
    'a still nobody mentions',
    'a racing pigeon loft',
    'a bull',
  ],
  rel_suspicion_a: [
    '#a.They:suspects# #b.name# of #crime#, and #a.v:is# quietly gathering proof.',
    '#a.first# is sure #b.name# is guilty of #crime#, though #a.they# cannot prove it yet.',
    '#a.first# has watched #b.name# #where# ever since #a.they# began to suspect #b.them# of #crime#.',
  ],
  rel_suspicion_b: [
    '#b.first# has no idea that #a.name# suspects #b.them# of #crime#.',
    '#b.first# has noticed #a.name# watching #b.them# #where#, and does not know why.',
    '#b.first# does not know that #a.name# thinks #b.them# guilty of #crime#, and greets #a.them# warmly.',
  ],
  where: [
    'at market',
    'at every feast',
    'on the road home',
    '<wells> at the well',
    'in church',
    'across the square',
  ],
  crime: [
    'moving boundary stones',
    'poisoning a dog',
    'selling short weight',
    'reading other people’s letters',
    'setting a barn alight',
    'stealing from the poor box',
    'watering the ale',
    'taking bribes',
    'poaching',
    'forging a will',
  ],
};
