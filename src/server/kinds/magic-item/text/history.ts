// An item's history in many shapes (issue 21): not always maker, deed, fate and owner in that order, but arcs that
// start now and look back, follow a chain of owners, set a rumour against the truth, tell what the making cost, or
// stop short. Each sentence is composed from the item's own facts (its maker, event, places, owners) with several
// shapes per kind of fact, so two histories rarely share a sentence.
import type { RuleSet } from '../../../engine/grammar.js';
import type { Rng } from '../../../engine/rng.js';
import type { ItemRecord } from './record.js';

/** A history's beats, in order: each is a grammar symbol (or the record's bound 'fate' and 'present'). */
type Beat =
  | 'maker_bio'
  | 'deed'
  | 'fate'
  | 'present'
  | 'h_owner'
  | 'h_owner_next'
  | 'h_chain'
  | 'h_found'
  | 'h_rumour'
  | 'h_cost'
  | 'h_unused'
  | 'h_back'
  | 'h_sequel'
  | 'h_held'
  | 'h_lost';

interface Arc {
  readonly beats: readonly Beat[];
  readonly weight: number;
}

const ARCS: readonly Arc[] = [
  { beats: ['maker_bio', 'deed', 'fate', 'present'], weight: 1.5 },
  { beats: ['deed', 'h_owner', 'h_owner_next', 'present'], weight: 2.5 },
  { beats: ['h_held', 'h_back', 'maker_bio'], weight: 1.5 },
  { beats: ['maker_bio', 'h_unused', 'h_owner', 'present'], weight: 1.5 },
  { beats: ['h_rumour', 'deed', 'present'], weight: 1.5 },
  { beats: ['deed', 'present'], weight: 1.5 },
  { beats: ['deed', 'h_chain', 'present'], weight: 2 },
  { beats: ['h_lost', 'h_found', 'present'], weight: 1.5 },
  { beats: ['maker_bio', 'h_cost', 'present'], weight: 1.2 },
  { beats: ['deed', 'h_sequel', 'h_lost', 'h_found', 'present'], weight: 1 },
  { beats: ['h_owner', 'present'], weight: 1 },
  { beats: ['maker_bio', 'deed', 'h_chain', 'present'], weight: 1 },
];

/** The history's sentences, in an arc chosen by the stream; `owner` lines (from an NPC) replace where it is now. */
export function writeHistory(record: ItemRecord, rng: Rng, owner: readonly string[] | null): string[] {
  const { ctx } = record;
  // The same arc with or without an owner from an NPC: their lines take the place of where it is now.
  const arc = rng.weighted(ARCS, (a) => a.weight);
  const out: string[] = [];
  for (const beat of arc.beats) {
    // Where it is now and how it was lost were decided with the record (the appearance may show the sea's salt).
    if (beat === 'present') {
      if (owner) out.push(...owner);
      else out.push(String(ctx.get('present')));
    } else if (beat === 'h_held') {
      // Drawn either way, so an owner from an NPC changes this sentence and nothing after it.
      const held = ctx.expandSymbol(beat, rng);
      if (owner) out.push(...owner);
      else out.push(held);
    } else if (beat === 'fate') out.push(String(ctx.get('fate')));
    else {
      // Once the story says how it was lost, it turns up again somewhere that fits.
      if (beat === 'h_lost') ctx.tags.delete('lost-any');
      out.push(ctx.expandSymbol(beat, rng));
    }
  }
  return out;
}

export const HISTORY_RULES: RuleSet = {
  // Owners along the way: who they were (a trade in a place), how they came by it, what they did, how it left.
  ow_trade: [
    'tanner',
    'river pilot',
    'bell-ringer',
    'glovemaker',
    'drover',
    'toll-keeper',
    'midwife',
    'ferryman',
    'rat-catcher',
    'chandler',
    'wool merchant',
    'retired sergeant',
    'hedge-witch',
    'moneylender',
    'cartographer',
    'grave-digger',
    'tinker',
    'abbess',
    'court scribe',
    'horse-coper',
    'cooper',
    'salt merchant',
    'dyer',
    'lamplighter',
    'ship’s carpenter',
    'falconer',
    'beekeeper',
    'stonemason',
    'smuggler',
    'pawnbroker',
    'minor lord',
    'apothecary',
    'schoolmistress',
    'innkeeper',
    'sell-sword',
    'fishwife',
  ],
  ow_where: [
    'in #town2#',
    'from #town2#',
    'on #street# in #town2#',
    'near #site#',
    'on the road to #ruin#',
    'of #town2#',
  ],
  ow_who: [
    '#ow_trade.a# #ow_where#',
    '#ow_trade.a# #ow_where#',
    '#ow_trade.a#',
    'an old #ow_trade# #ow_where#',
    'a young #ow_trade# #ow_where#',
    'the widow of #ow_trade.a# #ow_where#',
  ],
  ow_got: [
    'bought #item.them# at a country fair',
    'won #item.them# in a wager over a horse race',
    'took #item.them# as payment for #ow_service#',
    'fished #item.them# out of #river#',
    'dug #item.them# up while #ow_digging#',
    'was given #item.them# by a stranger who would not stay the night',
    'inherited #item.them# from an aunt nobody liked',
    'found #item.them# sewn into the lining of a second-hand coat',
    'traded a good mule for #item.them#',
    'was left #item.them# in a will, with a letter nobody could read',
    'bought #item.them# from a pedlar for less than a hot supper',
    'took #item.them# from a shipwreck on the beach below #site#',
    'accepted #item.them# in place of a debt',
    'was handed #item.them# by a dying soldier on the road from #evPlace#',
  ],
  ow_service: [
    'a season’s lodging',
    'a cure that worked',
    'a boat hired at night',
    'a map of the marshes',
    'a stolen horse, returned',
    'a letter carried across the border',
    'a forged pass',
    'three years’ rent',
  ],
  ow_digging: [
    'cutting a new drain',
    'digging a grave',
    'planting an orchard',
    'repairing a cellar wall',
    'clearing a landslip',
  ],
  ow_did: [
    '<!consumable> kept #item.them# wrapped in a shawl in the bottom of a chest',
    '<!consumable> hung #item.them# over the hearth and told visitors it was a copy',
    '<!consumable> used #item.them# for #ow_use#, and for nothing else',
    '<!consumable> showed #item.them# off at every feast-day',
    'told no one, not even family',
    'kept #item.them# under the floorboards',
    'lent #item.them# to neighbours in bad years',
    'swore #item.they# brought nothing but bad luck',
    'never once dared to use #item.them#',
    '<consumable> kept #item.them# on a high shelf for a day that never came',
    '<consumable> carried #item.them# on every journey, just in case',
  ],
  ow_use: [
    'keeping the wolves off the sheep',
    'settling arguments',
    'frightening off bailiffs',
    'a little honest smuggling',
    'finding lost children in the woods',
    'winning bets in taverns',
  ],
  ow_left: [
    'sold #item.them# to pay a doctor',
    'lost #item.them# in a river crossing',
    'was robbed of #item.them# by highwaymen',
    'gave #item.them# away to settle a feud',
    'traded #item.them# for passage on a ship',
    'pawned #item.them# and never came back for #item.them#',
    'left #item.them# to a nephew who sold #item.them# within the week',
    'had #item.them# seized by the magistrates of #town2#',
    'buried #item.them# in a garden and died before digging #item.them# up',
    'gambled #item.them# away in #inn#',
    'gave #item.them# to a temple as a thank-offering',
    'fled #town2# in a hurry and left #item.them# behind',
  ],
  ow_until: [
    'a fire drove the household out',
    'the debts came due',
    'a cousin came to visit and left early',
    'the bailiffs knocked',
    'the floods of #span_year# reached the house',
    'a thief with better nerves came calling',
    'a marriage in the family went badly',
  ],
  span_year: ['that spring', 'one wet autumn', 'a bad year', 'a hard winter'],
  ow_link: ['Later', 'After that', 'From there', '#span.capitalize# later', 'In time', 'Next'],
  // One owner, in one of several shapes.
  h_owner: [
    '#ow_who.capitalize# #ow_got#, and #ow_did#, until #ow_until#.',
    '#ow_who.capitalize# #ow_got# and #ow_left#.',
    'For #span#, #item.they# belonged to #ow_who#, who #ow_did#.',
    '#ow_who.capitalize# #ow_got#; in the end #ow_pron# #ow_left#.',
    'Afterwards #ow_who# #ow_got#, and #ow_did#.',
  ],
  ow_pron: ['the #ow_trade#', 'that owner', 'the family'],
  // The next owner after one already told.
  h_owner_next: [
    '#ow_link#, #ow_who# #ow_got# and #ow_left#.',
    '#ow_link#, #item.they# passed to #ow_who#, who #ow_did#.',
    '#ow_link#, #ow_who# had #item.them#, until #ow_until#.',
  ],
  // A chain of hands in one sentence.
  h_chain: [
    'Since then #item.they:has# passed from #ow_who# to #ow_who#, and from there to #ow_who#.',
    'After that came a run of owners: #ow_who#, #ow_who#, and at last #ow_who#.',
    '#item.They:has# changed hands at least three times since: #ow_who# #ow_got#, #ow_who# #ow_left#, and #ow_who# #ow_did#.',
  ],
  // How it was lost, before it came to light again.
  ls_how: [
    '<+lost-ground> #item.They:was# buried with #item.their# last bearer in a barrow near #site#',
    '<+lost-water> #item.They# went into #river# when a ferry overturned',
    '<+lost-ground> #item.They:was# walled up in a chapel at #town2# during a war nobody now remembers',
    '<+lost-hands> A thief took #item.them# from #town2# and was hanged before he could sell #item.them#',
    '<+lost-ground> #item.They:was# hidden in a cellar in #town2# when the town burned',
    '<+lost-ground> A landslip buried the road-house where #item.they# had been left',
    '<+lost-water> #item.They:was# thrown down a well by a bearer who had come to fear #item.them#',
    '<+lost-water> #item.They:was# sunk in the marsh below #site# by a bearer fleeing the watch',
    '<+lost-ground> A fire in #town2# took the house #item.they# #item.v:was# kept in',
    '<+lost-hands> #item.They:was# pledged to a moneylender in #town2# who vanished the same night',
    '<+lost-hands> A storm scattered the caravan carrying #item.them# across the hills above #town2#',
    '<+lost-hands> #item.They:was# left in the keeping of a hermit near #site# who died alone',
  ],
  ls_then: [
    'and for #span# no one knew where #item.they# #item.v:was#',
    'and #item.they:was# given up for lost',
    'and the story of #item.them# shrank to a line in an old ballad',
    'and the last account of #item.them# was a bill of sale no one could find',
    'and for a long time only rumours said otherwise',
    'and the family that had owned #item.them# stopped speaking of #item.them#',
    'and treasure-hunters searched in the wrong place for years',
  ],
  h_lost: ['#ls_how#, #ls_then#.', 'After #event#, #ls_how.lowerFirst#, #ls_then#.'],
  // How it came to light again after it was lost.
  fd_who: [
    'a mudlark',
    'a ploughman',
    'two children',
    'a gravedigger',
    'a rat-catcher',
    'a pearl diver',
    'a shepherd',
    'a pair of poachers',
    'a stonemason',
    'a tinker',
  ],
  fd_where: [
    '<lost-water|lost-any> in the silt of #river#',
    '<lost-water> when a dry summer lowered the water',
    '<lost-water> in the mud where the marsh had been drained',
    '<lost-ground|lost-any> under the floor of a burned house in #town2#',
    '<lost-ground> in the rubble, while clearing the ground for a new barn',
    '<lost-ground|lost-any> in a barrow near #site#',
    '<lost-hands|lost-any> in a bundle of rags at a rag fair',
    '<lost-hands|lost-any> inside a hollow tree on the road to #town2#',
    '<lost-hands|lost-any> in the nest of a jackdaw on a church roof in #town2#',
    '<lost-hands|lost-any> in a sealed jar in a cellar on #street#',
    '<lost-hands> among the goods of a dead pedlar in #town2#',
  ],
  fd_how: ['turned #item.them# up', 'pulled #item.them# out', 'found #item.them#', 'dug #item.them# out'],
  h_found: [
    '#gapAgo.capitalize#, #fd_who# #fd_how# #fd_where#.',
    '#item.They# came to light again #gapAgo#, when #fd_who# #fd_how# #fd_where#.',
    'There #item.they# stayed until #fd_who# #fd_how# #fd_where# #gapAgo#.',
  ],
  // What people say of it, against what happened.
  rm_claim: [
    '#item.they# once killed a dragon',
    '#item.they# cannot be lost',
    '#item.they:was# made from a fallen star',
    '#item.they# belonged to a queen',
    '#item.they# #item.v:weeps# on the anniversary of #event#',
    '#item.they# chose #item.their# first owner',
    '#item.they:was# cursed by a dying rival of #maker.short#',
    '#item.they# will break the day #evPlace# falls again',
  ],
  rm_truth: [
    'the truth is stranger',
    'the truth is smaller and sadder',
    'no one who was at #evPlace# remembers it that way',
    'the one who knew best was #maker.short#, long dead',
    'the records of #town2# say something else entirely',
  ],
  h_rumour: [
    'In #town2# they say #rm_claim#, but #rm_truth#.',
    'The ballad-singers claim #rm_claim#; #rm_truth#.',
    'Everyone in #evPlace# will tell you #rm_claim#, and everyone is wrong: #rm_truth#.',
  ],
  // What the making cost.
  cs_what: [
    'a year of #maker.their# life',
    'every coin #maker.they# had',
    'the sight of one eye',
    'the friendship of #maker.their# oldest apprentice',
    'a debt to the moneylenders of #maker.home# that outlived #maker.them#',
  ],
  h_cost: [
    '<mk-person> Making #item.them# cost #maker.short# #cs_what#, and #maker.they# never said whether it was worth it.',
    '<mk-person> #maker.short.capitalize# never saw #item.them# used: #maker.they:was# dead before #event# was over.',
    '<mk-order|mk-people> Making #item.them# cost #maker.short# the last of their treasury, and they did not make another.',
    '<mk-order|mk-people> Three of #maker.short# died before #item.they:was# finished, and their names are cut into #item.them# still.',
    '<mk-person> #maker.short.capitalize# made #item.them# in nine days without sleeping, and was never quite well again.',
  ],
  // Made, and never used for what it was made for.
  un_when: [
    'a day too late for #event#',
    'after the worst of #event# had passed',
    'for a fight that never came',
    'for a buyer who died before collecting #item.them#',
  ],
  h_unused: [
    '#item.They:was# finished #un_when#, and never did what #item.they:was# made for.',
    'In the end #item.they:was# finished #un_when#, and sat unused in #maker.poss# keeping for #span#.',
  ],
  // Who holds it now, when the history starts there and looks back.
  h_held: [
    '#pr_holder.capitalize# #p_has# #item.them# now, and #pr_hook#.',
    '#owner#, #ownerRole.a# in #town2#, #p_has# #item.them#, and #p_now#.',
  ],
  // Looking back from where it is now.
  h_back: [
    '#item.They:has# been through other hands first: #ow_who# #ow_got#, and #ow_who# #ow_left#.',
    'Before that #item.they# belonged to #ow_who#, who #ow_did#.',
    'Earlier still, #ow_who# #ow_got# and #ow_left#.',
  ],
  // What followed the deed.
  sq_who: [
    'the survivors of #evPlace#',
    'the widows of #evPlace#',
    'the council of #town#',
    'the veterans of #event#',
    'the people of #evPlace#',
  ],
  sq_did: [
    'carried #item.them# in procession once a year, until the custom lapsed',
    'argued for #span# over who should keep #item.them#',
    'would not touch #item.them#, and said so',
    'gave #item.them# a place of honour, and promptly forgot #item.them# there',
    'voted to melt #item.them# down, and could find no smith willing to try',
    'hung #item.them# in the meeting hall, under a sheet',
    'sent #item.them# back to #maker.short#, who sent #item.them# straight back',
  ],
  h_sequel: [
    'Afterwards #sq_who# #sq_did#.',
    'When it was over, #sq_who# #sq_did#.',
    'For a while #sq_who# #sq_did#.',
  ],
};
