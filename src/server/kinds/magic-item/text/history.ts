// An item's history as one timeline (issue 21): made, used, passed on, lost, found, and where it is now, in arcs of
// several shapes. The story keeps its state as it goes: a thing sunk in a marsh is found in that marsh, nothing is
// told after the last owner but where it is now, a look back says 'before that' before 'earlier still', and an
// owner the game master typed ('a drowned king') is part of it. Each sentence is composed from the item's own facts
// (its maker, event, places, owners) with several shapes per kind of fact.
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
  | 'h_rumour'
  | 'h_cost'
  | 'h_unused'
  | 'h_back'
  | 'h_back2'
  | 'h_sequel'
  | 'h_held'
  | 'h_lost'
  | 'h_typed'
  | 'h_origin'
  | 'h_legend'
  | 'h_legend2'
  | 'h_use';

interface Arc {
  readonly beats: readonly Beat[];
  readonly weight: number;
}

const ARCS: readonly Arc[] = [
  { beats: ['maker_bio', 'deed', 'fate', 'present'], weight: 1.5 },
  { beats: ['deed', 'h_owner', 'h_owner_next', 'present'], weight: 2 },
  { beats: ['h_held', 'h_back', 'maker_bio'], weight: 1 },
  { beats: ['h_held', 'h_back', 'h_back2', 'deed'], weight: 1 },
  { beats: ['maker_bio', 'h_unused', 'h_owner', 'present'], weight: 1.2 },
  { beats: ['h_rumour', 'deed', 'present'], weight: 0.4 },
  { beats: ['deed', 'present'], weight: 1.2 },
  { beats: ['deed', 'h_chain', 'present'], weight: 1.5 },
  { beats: ['h_lost', 'present'], weight: 1.2 },
  { beats: ['maker_bio', 'h_cost', 'present'], weight: 1 },
  { beats: ['deed', 'h_sequel', 'h_lost', 'present'], weight: 1 },
  { beats: ['h_owner', 'present'], weight: 1 },
  { beats: ['maker_bio', 'deed', 'h_chain', 'present'], weight: 1 },
  { beats: ['deed', 'fate', 'h_lost', 'present'], weight: 1 },
  { beats: ['maker_bio', 'h_owner', 'h_lost', 'present'], weight: 1 },
  { beats: ['h_rumour', 'fate', 'present'], weight: 0.2 },
];

/**
 * Arcs of a legendary item or an artifact: the story of a relic, with the great bearers the songs name and the
 * places they carried it, not only a maker's deed and a pawnshop (blind read 4: 'thin legends').
 */
const LEGEND_ARCS: readonly Arc[] = [
  { beats: ['maker_bio', 'deed', 'h_legend', 'h_legend2', 'present'], weight: 1.5 },
  { beats: ['deed', 'h_legend', 'h_legend2', 'h_owner', 'present'], weight: 1.5 },
  { beats: ['deed', 'h_legend', 'h_chain', 'present'], weight: 1 },
  { beats: ['maker_bio', 'h_legend', 'h_lost', 'present'], weight: 1 },
  { beats: ['h_rumour', 'deed', 'h_legend', 'h_legend2', 'present'], weight: 0.8 },
  { beats: ['maker_bio', 'deed', 'h_legend', 'h_owner', 'present'], weight: 1 },
];

/** Arcs when the game master typed whose it was: that owner's story comes first. */
const TYPED_ARCS: readonly Arc[] = [
  { beats: ['h_typed', 'fate', 'present'], weight: 2 },
  { beats: ['h_typed', 'h_owner', 'present'], weight: 2 },
  { beats: ['h_typed', 'h_chain', 'present'], weight: 1.5 },
  { beats: ['maker_bio', 'h_typed', 'present'], weight: 1.5 },
  { beats: ['h_typed', 'h_lost', 'present'], weight: 1 },
];

/** Tags that say where a lost thing lies, so only a finding at that place follows. */
const LOST_TAGS = [
  'lost-river',
  'lost-marsh',
  'lost-well',
  'lost-sea',
  'lost-barrow',
  'lost-wall',
  'lost-cellar',
  'lost-landslip',
  'lost-burned',
  'lost-thief',
  'lost-lender',
  'lost-caravan',
  'lost-hermit',
];

function isLost(tags: ReadonlySet<string>): boolean {
  return LOST_TAGS.some((t) => tags.has(t));
}

/**
 * The history's sentences, in one timeline; `owner` lines (from an NPC) replace where it is now. Tags it leaves
 * ('unused': never used for what it was made for) are read by the appearance, written after it.
 */
export function writeHistory(record: ItemRecord, rng: Rng, owner: readonly string[] | null): string[] {
  const { ctx } = record;
  const typedOwner = record.typed?.owner;
  const legend = record.tier >= 5 && !typedOwner;
  // The description's first sentence already names the maker, and a third of the arcs open on the maker again: whether
  // this one does is drawn from the grammar, so an account rotates through the leads (a blind read found nearly a
  // third of 25 histories opening on the maker's biography).
  // The rumour arcs are light for the same reason: one history in eight at most opens on a rumour.
  const onMaker = ctx.expandSymbol('h_lead', rng) === 'maker';
  const arcs = typedOwner ? TYPED_ARCS : legend ? LEGEND_ARCS : ARCS;
  const led = arcs.filter((a) => (a.beats[0] === 'maker_bio') === onMaker);
  const arc = rng.weighted(led.length > 0 ? led : arcs, (a) => a.weight);
  const beats = ctx.hasTag('no-event') ? withoutEvent(arc.beats, record) : arc.beats;
  const out: string[] = [];
  if (record.typed?.origin) out.push(ctx.expandSymbol('h_origin', rng));
  const present = () => (owner ? [...owner] : [ctx.expandSymbol('present', rng)]);
  // Once a lost thing has been found, only where it is now follows: the finding is recent news.
  let foundNow = false;
  for (const beat of beats) {
    if (foundNow && beat !== 'present') continue;
    if (beat === 'present') {
      // Nothing is told after the last owner but where it is now; a lost thing is found first.
      if (isLost(ctx.tags)) out.push(found(record, rng));
      out.push(...present());
      continue;
    }
    if (beat === 'h_held') {
      // Drawn either way, so an owner from an NPC changes this sentence and nothing after it.
      const held = ctx.expandSymbol('h_held', rng);
      out.push(...(owner ? owner : [held]));
      continue;
    }
    if (beat === 'h_lost') {
      ctx.tag('lost-told');
      // 'Then it was walled up' cannot open a history.
      if (out.length === 0) ctx.tag('h-first');
      out.push(ctx.expandSymbol('h_lost', rng));
      // A lost thing is found before anything else happens to it.
      out.push(found(record, rng));
      foundNow = true;
      continue;
    }
    out.push(ctx.expandSymbol(beat, rng));
    if (isLost(ctx.tags)) {
      out.push(found(record, rng));
      foundNow = true;
    }
  }
  return out.filter(Boolean);
}

/**
 * An arc for an item whose description told no event (story.ts di_shape): the deed done in the event becomes a
 * famous use of what it does, unless the description told one already (a consumable has none: it is still here);
 * 'finished too late for the event' and 'what followed the event' have nothing to stand on, and are left out. An arc
 * left with one beat before where it is now gains a step on the road.
 */
function withoutEvent(beats: readonly Beat[], record: ItemRecord): Beat[] {
  const { ctx, form } = record;
  // An item whose rules give no use to tell (motifs.ts motifOf: mo-none) has no famous use either.
  const used =
    ctx.hasTag('di-use') || ctx.hasTag('mo-none') || form.type === 'Potion' || form.type === 'Scroll';
  // A deed already told (or none to tell) gives its place to a step on the road the arc does not take yet.
  const step = (['fate', 'h_owner', 'h_chain'] as const).find((b) => !beats.includes(b));
  const out = beats.flatMap((beat): Beat[] =>
    beat === 'deed'
      ? used
        ? step
          ? [step]
          : []
        : ['h_use']
      : beat === 'h_unused' || beat === 'h_sequel'
        ? []
        : [beat],
  );
  if (out.filter((b) => b !== 'present').length < 2) out.unshift(out.includes('fate') ? 'h_owner' : 'fate');
  return out;
}

/** How it came to light again, where it was lost; the finding clears the lost state. */
function found(record: ItemRecord, rng: Rng): string {
  const { ctx } = record;
  const line = ctx.expandSymbol('h_found', rng);
  for (const t of LOST_TAGS) ctx.tags.delete(t);
  for (const t of [...ctx.tags]) if (t.startsWith('fw-')) ctx.tags.delete(t);
  ctx.tag('was-found');
  return line;
}

export const HISTORY_RULES: RuleSet = {
  // What a history opens on (read by writeHistory, never written): the maker one time in eight.
  h_lead: ['maker', 'deed', 'owner', 'held', 'rumour', 'lost', 'chain', 'look-back'],
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
    'bookbinder',
    'charcoal-burner',
    'reeve',
    'wheelwright',
    'herbwife',
    'goose-girl',
    'magistrate',
    'tax farmer',
    'shepherd',
    'thatcher',
    'locksmith',
    'wet nurse',
    'bargeman',
    'vintner',
    'candlemaker',
    'saddler',
    'harpist',
    'ropewalker',
    'customs clerk',
    'verger',
    'fowler',
    'bonesetter',
    'collier',
    'jeweller',
  ],
  // Whose widow or daughter: never 'the widow of a wet nurse' or 'the daughter of an abbess'.
  ow_spouse: [
    'tanner',
    'river pilot',
    'drover',
    'toll-keeper',
    'ferryman',
    'chandler',
    'wool merchant',
    'cooper',
    'salt merchant',
    'wheelwright',
    'bargeman',
    'saddler',
    'lamplighter',
    'locksmith',
    'customs clerk',
    'dyer',
  ],
  ow_where: [
    'in #town2#',
    'from #town2#',
    'on #street# in #town2#',
    'near #site#',
    'on the road to #ruin#',
    'of #town2#',
    'outside #town2#',
    'by the bridge at #town2#',
    'up the valley from #town2#',
  ],
  ow_adj: [
    'an old',
    'a one-eyed',
    'a widowed',
    'a pious',
    'a quarrelsome',
    'a careful',
    'a half-deaf',
    'a very tall',
    'a bankrupt',
    'a cheerful',
  ],
  // Who, for a sentence that spans years (never 'a young ...' kept for forty years).
  ow_who: [
    '#ow_trade.a# #ow_where#',
    '#ow_trade.a# #ow_where#',
    '#ow_trade.a#',
    '#ow_adj# #ow_trade# #ow_where#',
    'the widow of #ow_spouse.a# #ow_where#',
    'the daughter of #ow_spouse.a# #ow_where#',
    '#ow_trade.a# named #owName#',
  ],
  // Who, for a single moment (buying, finding, losing), when youth is no contradiction.
  // An apprentice learns a trade that takes apprentices: never 'apprenticed to a goose-girl'.
  ow_who_brief: [
    '#ow_who#',
    '#ow_who#',
    'a young #ow_trade# #ow_where#',
    '<^0.5> #ow_spouse.a.possessive# #ow_kin#',
  ],
  // Whose relation or hand a brief owner was: an apprentice now and then, not in a third of an account's histories.
  ow_kin: ['apprentice', 'eldest', 'youngest', 'hired man'],
  owName: [
    'Mabry',
    'Tomas Reed',
    'old Hebb',
    'Ysolde',
    'Corwin Dale',
    'Maud',
    'Piet',
    'Annick',
    'Haskel',
    'Wenna',
    'Brannoc',
    'Idris Vale',
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
    'bid for #item.them# at a house clearance and paid too much',
    'took #item.them# in trade for a season of #ow_trade2# work',
    'found #item.them# in a chest bought sight unseen',
    'swapped a silver spoon and a ham for #item.them#',
    'came by #item.them# in a bundle of oddments from a dead man’s lodging',
    'bought #item.them# off a deserter at the back door of #inn#',
    'was paid in #item.them# for mending a roof',
    'married into the family that owned #item.them#',
    'picked #item.them# out of a drain after a market day',
    'was sold #item.them# as a fake',
  ],
  ow_trade2: ['carting', 'harvest', 'fencing', 'copying', 'nursing', 'ditching'],
  ow_service: [
    'a season’s lodging',
    'a cure that worked',
    'a boat hired at night',
    'a map of the marshes',
    'a stolen horse, returned',
    'a letter carried across the border',
    'a forged pass',
    'three years’ rent',
    'a wedding feast on credit',
    'a lame horse, mended',
    'a tooth pulled cleanly',
    'a winter’s firewood',
  ],
  ow_digging: [
    'cutting a new drain',
    'digging a grave',
    'planting an orchard',
    'repairing a cellar wall',
    'clearing a landslip',
    'sinking a well',
    'levelling a barn floor',
  ],
  ow_did: [
    '<!consumable> kept #item.them# wrapped in a shawl in the bottom of a chest',
    '<!consumable> hung #item.them# over the hearth and told visitors #item.they# #item.v:was# a copy',
    '<!consumable> used #item.them# only for #ow_use#',
    '<!consumable> showed #item.them# off at every feast-day',
    'told no one, not even family',
    'kept #item.them# under the floorboards',
    '<!consumable> lent #item.them# to neighbours in bad years',
    'swore #item.they# brought nothing but bad luck',
    'never once dared to use #item.them#',
    '<consumable> kept #item.them# on a high shelf for a day that never came',
    '<consumable> carried #item.them# on every journey, just in case',
    '<!consumable> polished #item.them# every Sunday and never used #item.them# once',
    'kept #item.them# in a strongbox with the deeds to the house',
    '<!consumable> took #item.them# out only on the anniversary of a wedding',
    'meant to sell #item.them# every spring and never did',
    '<!consumable> let the children play with #item.them#, to the neighbours’ horror',
    'kept #item.them# beside the bed, within reach',
    'wrote about #item.them# in letters to a cousin abroad',
    '<!consumable> hid #item.them# in a hollow beam of the barn',
  ],
  ow_use: [
    // An owner's small use is still a use: only what the rules do (`hs-*`, every use the rules show).
    '<hs-harm|hs-alarm> keeping the wolves off the sheep',
    'settling arguments',
    'frightening off bailiffs',
    '<hs-unseen|hs-disguise> a little honest smuggling',
    '<hs-direction|hs-dark|hs-glamour> finding lost children in the woods',
    'winning bets in taverns',
    'seeing off the tithe-collector',
    'impressing the magistrate’s daughter',
  ],
  ow_left: [
    'sold #item.them# to pay a doctor',
    'lost #item.them# at cards to a stranger',
    'had #item.them# stolen by a lodger who left in the night',
    'gave #item.them# away to settle a feud',
    'traded #item.them# for passage on a ship',
    'pawned #item.them# and never came back for #item.them#',
    'left #item.them# to a nephew who sold #item.them# within the week',
    'had #item.them# seized by the magistrates of #town2#',
    'gambled #item.them# away in #inn#',
    'gave #item.them# to a temple as a thank-offering',
    'fled #town2# in a hurry and left #item.them# behind',
    'sold #item.them# to buy a daughter’s dowry',
    'handed #item.them# over to pay a fine for poaching',
    'gave #item.them# as a christening gift, to everyone’s surprise',
    'sold #item.them# to a collector for a third of what #item.they# #item.v:was# worth',
    'lost #item.them# in a fire sale after a bad harvest',
    'was cheated out of #item.them# by a smiling cousin',
    'swapped #item.them# for a cow, and thought it a good bargain',
  ],
  ow_until: [
    'a fire drove the household out',
    'the debts came due',
    'a cousin came to visit and left early',
    'the bailiffs knocked',
    'the floods of #span_year# reached the house',
    'a thief with better nerves came calling',
    'a marriage in the family went badly',
    'the house was sold over their head',
    'age and a long winter took them',
    'a quarrel with the priest turned ugly',
  ],
  // Never 'that spring': 'In that spring it was left with a hermit' points back at a spring no sentence named.
  span_year: ['one late spring', 'one wet autumn', 'a bad year', 'a hard winter'],
  ow_link: [
    'Later',
    'After that',
    'From there',
    '#span.capitalize# later',
    'In time',
    'Next',
    'Some years on',
    'When that owner died',
  ],
  // One owner, in one of several shapes.
  h_owner: [
    '#ow_who_brief.capitalize# #ow_got#, and #ow_did#, until #ow_until#.',
    '#ow_who_brief.capitalize# #ow_got# and #ow_left#.',
    'For #span#, #item.they# belonged to #ow_who#, who #ow_did#.',
    '#ow_who.capitalize# had #item.them# next, for #span#, and #ow_did#.',
    '#ow_who_brief.capitalize# #ow_got#; in the end #ow_pron# #ow_left#.',
    '#ow_who_brief.capitalize# once #ow_got#, and #ow_did#.',
    '#item.They# spent #span# with #ow_who#, who #ow_did#, until at last that owner #ow_left#.',
    'The next to have #item.them# was #ow_who_brief#, who #ow_got#.',
  ],
  // Never 'the #ow_trade#': that would draw a new trade, not name the owner just told.
  ow_pron: ['that owner', 'the family', 'the new owner'],
  // The next owner after one already told.
  h_owner_next: [
    '#ow_link#, #ow_who_brief# #ow_got#, then #ow_left#.',
    '#ow_link#, #item.they# passed to #ow_who#, who #ow_did#.',
    '#ow_link#, #ow_who# had #item.them#, until #ow_until#.',
    '#ow_link# #item.they# went to #ow_who#, and from that owner to nobody anyone can name.',
  ],
  // A chain of hands in one sentence (the last of them is not 'the last': the present comes after).
  h_chain: [
    'Since then #item.they:has# passed from #ow_who# to #ow_who#, and from there to #ow_who#.',
    'After that came a run of owners: #ow_who#, #ow_who#, #ow_who#.',
    '#item.They:has# changed hands at least three times since: #ow_who_brief# #ow_got#, #ow_who_brief# #ow_left#, and #ow_who# #ow_did#.',
    'A list of owners since then would take in #ow_who#, #ow_who# and #ow_who#, and leave out a good few more.',
    'It went the way such things go, from #ow_who# to #ow_who#, with #ow_who# in between.',
  ],
  // How it was lost. Each names where, so the finding fits.
  ls_how: [
    '<+lost-barrow> #item.They:was# buried with #item.their# bearer in a barrow near #site#',
    '<+lost-river> #item.They# went into #river# when a ferry overturned',
    '<+lost-wall> #item.They:was# walled up in a chapel at #town2# during a war nobody now remembers',
    '<+lost-thief> A thief took #item.them# from #town2# and was hanged before #item.they# could be sold',
    '<+lost-cellar> #item.They:was# hidden in a cellar in #town2# when the town burned',
    '<+lost-landslip> A landslip buried the road-house where #item.they# had been left',
    '<+lost-well> #item.They:was# thrown down a well in #town2# by a bearer who had come to fear #item.them#',
    '<+lost-marsh> #item.They:was# sunk in the marsh below #site# by a bearer fleeing the watch',
    '<+lost-burned> A fire in #town2# took the house #item.they# #item.v:was# kept in',
    '<+lost-lender> #item.They:was# pledged to a moneylender in #town2# who vanished the same night',
    // Not after a storm: 'After the storm, a storm scattered the caravan'.
    '<!ev-storm +lost-caravan> A storm scattered the caravan carrying #item.them# across the hills above #town2#',
    '<+lost-hermit> #item.They:was# left in the keeping of a hermit near #site# who died alone',
    '<+lost-sea> #item.They# went down with a merchant ship off #site#',
    '<+lost-river> #item.They# slipped from a bearer’s belt into #river# at the ford',
    '<+lost-marsh> #item.They:was# dropped in the reed-beds below #site# during a skirmish',
  ],
  ls_then: [
    'and for #span# no one knew where #item.they# #item.v:was#',
    'and #item.they:was# given up for lost',
    'and the story of #item.them# shrank to a line in a parish register',
    '<lost-lender|lost-thief> and the last account of #item.them# was a page in a ledger no one could find',
    'and for a long time only rumours said where #item.they# had gone',
    'and the family that had owned #item.them# stopped speaking of #item.them#',
    'and treasure-hunters searched in the wrong place for years',
    'and a reward posted for #item.them# went unclaimed for a generation',
    'and the searchers gave up after a single summer',
    'and within a decade even the family doubted #item.they# had ever existed',
    'and a cousin who swore to recover #item.them# died still swearing it',
  ],
  h_lost: [
    '#ls_how#, #ls_then#.',
    '<!no-event> After #event#, #ls_how.lowerFirst#, #ls_then#.',
    '<!h-first> Then #ls_how.lowerFirst#, #ls_then#.',
    'In #span_year.lowerFirst# #ls_how.lowerFirst#, #ls_then#.',
  ],
  // How it came to light again: where (it binds who could have found it there), who, how, when.
  fd_where: [
    '<lost-river +fw-water> in the silt of #river#',
    '<lost-river +fw-water> when a dry summer lowered #river#',
    '<lost-river +fw-water> caught in the weed below a mill on #river#',
    '<lost-marsh +fw-water> in the reeds where the marsh below #site# had been drained',
    '<lost-marsh +fw-water> in the black mud of the marsh below #site#',
    '<lost-well +fw-ground> when the well in #town2# was cleaned out',
    '<lost-well +fw-ground> when the well in #town2# ran dry',
    '<lost-sea +fw-sea> tangled in a fishing net off #site#',
    '<lost-sea +fw-sea> in the wreck off #site#, after a storm shifted the sand',
    '<lost-barrow +fw-ground> in the barrow near #site#, when its roof fell in',
    '<lost-barrow +fw-ground> among the bones in the barrow near #site#',
    '<lost-wall +fw-ground> behind the chapel wall at #town2#, while it was being rebuilt',
    '<lost-cellar +fw-ground> under the rubble of a cellar in #town2#',
    '<lost-landslip +fw-ground> in the rubble of the old road-house, when the way was cleared for a new road',
    '<lost-burned +fw-ground> under the floor of the burned house in #town2#',
    '<lost-thief +fw-hands> inside a hollow tree on the road to #town2#, where the thief had hidden #item.them#',
    '<lost-thief +fw-hands> in a sealed jar in a cellar on #street#',
    '<lost-lender +fw-hands> in a bundle of unredeemed pledges at a rag fair',
    '<lost-lender +fw-hands> among the goods of a dead pedlar in #town2#',
    '<lost-caravan +fw-hands ^0.5> in a gully in the hills above #town2#, among the bones of a mule',
    '<lost-caravan +fw-hands> in the wreck of a wagon at the bottom of a ravine near #town2#',
    '<lost-caravan +fw-hands> sewn into the lining of a saddle sold at a horse fair in #town2#',
    '<lost-caravan +fw-hands> in the nest of a jackdaw on a church roof in #town2#',
    '<lost-hermit +fw-hands> in the hermit’s tumbled hut near #site#',
    '<lost-hermit +fw-hands> under the hearthstone of the hermit’s hut near #site#',
  ],
  fd_who: [
    '<fw-water> a mudlark',
    '<fw-water> an eel-catcher',
    '<fw-water> two children paddling',
    '<fw-water> a reed-cutter',
    '<fw-sea> a pearl diver',
    '<fw-sea> a fisherman',
    '<fw-sea> a beachcomber',
    '<fw-ground> a ploughman',
    '<fw-ground> a gravedigger',
    '<fw-ground> a stonemason',
    '<fw-ground> a pair of treasure-hunters',
    '<fw-ground> two children',
    '<fw-hands> a tinker',
    '<fw-hands> a rat-catcher',
    '<fw-hands> a shepherd',
    '<fw-hands> a pair of poachers',
    '<fw-hands> a rag-picker',
  ],
  fd_how: ['turned #item.them# up', 'spotted #item.them#', 'found #item.them#', 'came upon #item.them#'],
  // Blind read 6: 'found by a labourer' was in 9 of 25 histories. A finding names its finder once in a while; most
  // say only where and when it surfaced, or who made money of it.
  h_found: [
    '<^0.4> [fw:#fd_where#]#item.They# stayed lost until #fd_who# #fd_how# #fw#, #gapAgo#.',
    '[fw:#fd_where#]#item.They:was# found #gapAgo#, #fw#, and #fd_then#.',
    '[fw:#fd_where#]#item.They# turned up again #gapAgo#, #fw#.',
    '[fw:#fd_where#]#gapAgo.capitalize# #item.they# surfaced #fw#, and #fd_then#.',
    '[fw:#fd_where#]#gapAgo.capitalize#, #item.they# #fd_surfaced# #fw#; #fd_then#.',
  ],
  // What became of a thing once it surfaced (never who found it: the finder is named at most now and then).
  fd_then: [
    'changed hands twice before the mud was off #item.them#',
    'a dealer in #town2# had #item.them# cleaned and priced within the week',
    'the magistrates of #town2# spent a month deciding whose #item.they# #item.v:was#',
    'the reward posted long ago was claimed by three different people',
    'the news reached #town2# before #item.they# did',
    'three claimants turned up before the week was out',
    'the lord of the manor took #item.them# as treasure-trove',
    '#item.they# went straight to a pawnshop in #town2#',
    'a priest of #town2# tried, and failed, to have #item.them# blessed',
  ],
  fd_surfaced: ['came to light', 'resurfaced', 'reappeared', '#item.v:was# seen again'],
  // A famous use, told in the history when the description told no event (motifs.ts).
  h_use: [
    '#hu_story# of #item.them# is how #mo_use#.',
    '#item.Their# #hu_day# came when #mo_use#.',
    'In #town# #hu_who# still tell how #mo_use#.',
    '#hu_once#, #mo_use#.',
    '#hu_since#, #town# remembers the time #mo_use#.',
    'The deed #item.they:is# #hu_known# came #hu_when#: #mo_use#.',
    '#hu_teller# in #town# #hu_tells# how #mo_use#.',
  ],
  // The parts of a famous use's telling, so two in one account are told in other words.
  hu_story: [
    'The story most often told',
    'The tale people know',
    'The one story worth hearing',
    'The best story',
  ],
  hu_day: ['best-known day', 'finest hour', 'one great day', 'moment of fame'],
  hu_who: ['they', 'the old folk', 'the carters', 'the children'],
  hu_once: ['Once, and famously', 'Years ago', 'One memorable year', 'Early on'],
  hu_since: [
    'Whatever has happened to #item.them# since',
    'Whoever owns #item.them# now',
    'For all #item.their# wanderings',
  ],
  hu_known: ['known for', 'remembered for', 'still named for'],
  hu_when: ['early', 'in #item.their# first years', 'later than anyone expected'],
  hu_tells: ['will tell you', 'can still explain', 'likes to describe'],
  hu_teller: ['Any old soldier', 'Anyone who is bought a drink', 'Every innkeeper', 'Half the carters'],
  // What people say of it, against what happened.
  rm_claim: [
    '<+rc-dragon> #item.they# once killed a dragon',
    '<+rc-lost> #item.they# cannot be lost',
    '<+rc-star> #item.they:was# made from a fallen star',
    '<+rc-queen> #item.they# belonged to a queen',
    '<+rc-weeps !no-event> #item.they# #item.v:weeps# on the anniversary of #event#',
    '<+rc-chose> #item.they# chose #item.their# first owner',
    '<+rc-curse> #item.they:was# cursed by a dying rival of #maker.short#',
    '<!consumable +rc-crack> #item.they# will crack the day #evPlace# falls again',
    '<+rc-blood> #item.they# #item.v:was# made with a drop of the maker’s own blood',
    '<+rc-dead> #item.they# can hear the names of the dead',
    '<+rc-bridge> #item.they# brought down a bridge, once',
    '<+rc-saint> #item.they# #item.v:has# been in the hands of a saint',
  ],
  // What the records say instead: each answers its own claim with a plain fact, never an empty 'the truth is
  // stranger'.
  rm_truth: [
    '<rc-dragon> the only dragon #item.they# ever met was the one painted on the sign of #inn#',
    '<rc-dragon> the bones shown in #town2# as proof came from an ox',
    '<rc-lost> #item.they:has# been mislaid at least twice, and found each time by a housemaid',
    '<rc-star> #maker.short# bought the materials at the market in #town2#, and the receipt survives',
    '<rc-queen> the nearest #item.they# came to a queen was one night in the baggage of a royal envoy, stolen and returned by morning',
    '<rc-weeps> what runs down #item.them# every year is damp from the chapel wall in #town2# where #item.they:was# kept',
    '<rc-chose> #item.their# first owner bought #item.them# on credit, and paid late',
    '<rc-curse> the court rolls of #town2# give every misfortune laid at #item.their# door a plainer cause',
    '<rc-crack> #evPlace# has fallen once since, and #item.they# did not so much as chip',
    '<rc-blood> the bill for #item.their# making survives in #town2#, and lists nothing stranger than lamp oil',
    '<rc-dead> the only name #item.they# #item.v:has# ever been heard to say is that of a miller’s dog in #town2#',
    '<rc-bridge> the bridge at #town2# fell from old age, while #item.they# #item.v:was# a day’s ride away',
    '<rc-saint> the nearest #item.they# came to a saint was a night on a chapel altar in #town2#, where a thief had left #item.them#',
  ],
  h_rumour: [
    'In #town2# they say #rm_claim#, but #rm_truth#.',
    'The pedlars claim #rm_claim#; in fact #rm_truth#.',
    'Everyone in #evPlace# will tell you #rm_claim#, and everyone is wrong: #rm_truth#.',
    'A story goes about that #rm_claim#; #rm_truth#.',
  ],
  // What the making cost.
  cs_what: [
    'a year of #maker.their# life',
    'every coin #maker.they# had',
    'the sight of one eye',
    'the friendship of #maker.their# oldest ally',
    'a debt to the moneylenders of #maker.home# that outlived #maker.them#',
    'the use of two fingers',
    'a marriage',
  ],
  h_cost: [
    '<mk-person> Making #item.them# cost #maker.short# #cs_what#, and #maker.they# never said whether it was worth it.',
    '<mk-person !no-event> #maker.short.capitalize# never saw #item.them# used: #maker.they:was# dead before #event# was over.',
    '<mk-order|mk-people> Making #item.them# cost #maker.short# the last of #maker.their# treasury, and #maker.they# did not make another.',
    '<mk-order|mk-people> Three of #maker.short# died before #item.they:was# finished, and their names are cut into #item.them# still.',
    '<mk-person> #maker.short.capitalize# made #item.them# in nine days without sleeping, and was never quite well again.',
    '<mk-person> The work cost #maker.short# #cs_what#; #maker.they# spoke of it afterwards only when drunk.',
  ],
  // Made, and never used for what it was made for: nothing after says it was.
  un_when: [
    'a day too late for #event#',
    'after the worst of #event# had passed',
    'long after the need for #item.them# had passed',
    // Never a buyer of its own: the description has already said whom it was made for.
    'only after those it was meant for had scattered',
    '<ev-long !ev-dreams> in the very week #event# ended',
  ],
  h_unused: [
    '<+unused> #item.They:was# finished #un_when#, and never did what #item.they:was# made for.',
    '<+unused> In the end #item.they:was# finished #un_when#, and sat unused in #maker.poss# keeping for #span#.',
  ],
  // Who holds it now, when the history starts there and looks back.
  h_held: [
    '#pr_holder.capitalize# #p_has_now# #item.them# now, and #pr_hook#.',
    '#owner#, #ownerRole.a# in #town2#, #p_has# #item.them#, and #p_now#.',
  ],
  // Looking back from where it is now: first 'before that', then 'earlier still'.
  h_back: [
    'Before that #item.they# belonged to #ow_who#, who #ow_did#.',
    '#item.They:has# been through other hands first: #ow_who_brief# #ow_got#, and #ow_who_brief# #ow_left#.',
    'Before that, #ow_who_brief# #ow_got#, and #ow_did#.',
  ],
  h_back2: [
    'Earlier still, #ow_who_brief# #ow_got# and #ow_left#.',
    'And before even that, #item.they# spent #span# with #ow_who#, who #ow_did#.',
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
    '<!sq-brief> argued for #span# over who should keep #item.them#',
    '<sq-brief> argued over who should keep #item.them#',
    'would not touch #item.them#, and said so',
    'gave #item.them# a place of honour, and promptly forgot #item.them# there',
    '<mat-metal !consumable> voted to melt #item.them# down, and could find no smith willing to try',
    'locked #item.them# in the strongbox of the guildhall and showed #item.them# to visitors on feast days',
    '<!consumable> swore in every new captain of the watch with a hand on #item.them#',
    'lent #item.them# to anyone with a good enough story, and wrote each name in a ledger',
    'hung #item.them# in the meeting hall, under a sheet',
    'sent #item.them# back to #maker.short#, who sent #item.them# straight back',
  ],
  h_sequel: [
    'Afterwards #sq_who# #sq_did#.',
    'When it was over, #sq_who# #sq_did#.',
    '<+sq-brief> For a while #sq_who# #sq_did#.',
  ],

  // A legendary item's great bearers, named with the places they carried it (LEGEND_ARCS).
  hero_title: [
    'knight-errant',
    'queen',
    'warden of the marches',
    'sell-sword captain',
    'prince',
    'thane',
    'paladin',
    'outlaw',
  ],
  // Composed from parts, so no legend is told in the same words twice in an account.
  h_legend: [
    '<!consumable> #lg_bearer# #lg_deed#; #lg_after#.',
    '<consumable> #lg_bearer# #lg_cdeed#; #lg_after#.',
  ],
  lg_bearer: [
    'Its greatest bearer was #hero.name#, the #hero_title# of #town2#, who',
    'The songs of #town2# remember #hero.name#, the #hero_title#, who',
    'For a generation #item.they:was# in the keeping of #hero.name#, the #hero_title#, who',
    'In the chronicles of #town2#, #item.they:is# named beside #hero.name#, the #hero_title#, who',
    'The tale most often told is of #hero.name#, the #hero_title# of #town2#, who',
    'Every ballad about #item.them# begins with #hero.name#, the #hero_title#, who',
  ],
  lg_deed: [
    'carried #item.them# against #villain.name# at #site2#',
    'held the ford on #river# with #item.them# for a night and a day against the host of #villain.name#',
    'took #item.them# down into the drowned halls of #ruin# and came back up with the crown of a king nobody had heard of',
    'won #item.them# from the hoard of the dragon #wyrm#',
    'bore #item.them# at the battle of #site2# and was crowned on the field, still bleeding',
    'rode with #item.them# to #ruin# and ended the line of #villain.name# there',
    'kept #item.them# through the winter siege of #site2#, when the garrison ate its own horses',
    'put down the usurper #villain.name# with #item.them# in the hall at #site2#',
  ],
  lg_cdeed: [
    'drank from the same batch on the eve of the battle of #site2# and won it against three times the numbers',
    'carried one of the same batch into the halls of #ruin# and was the only one to come out',
    'drank from the same batch before the duel with #villain.name# at #site2#, and walked away from it',
  ],
  lg_after: [
    'every song about that day names #item.them# in the second verse',
    'the songs are mostly true',
    'the stone where it happened is still pointed out to travellers',
    'the tale is painted on a wall of the old hall there, badly restored',
    'three kingdoms still argue over which of them may claim the victory',
    'children still play at it in the street, with a stick for #item.them#',
    'the bards have been improving the story ever since',
  ],
  h_legend2: ['#lg2_when# #hero2.name#, #lg2_who#, #lg2_did#.'],
  lg2_when: [
    'A hundred years later,',
    'Two generations on,',
    'After #hero.first# died,',
    'In the next age,',
    'Long afterwards,',
  ],
  lg2_who: [
    'a grave-robber with a good voice',
    'who claimed to be #hero.first#’s heir',
    'a pretender to the throne of #town#',
    'a pilgrim who had walked from the far south',
    'the last of #hero.first#’s line',
    'a sell-sword with more luck than sense',
  ],
  lg2_did: [
    'lost #item.them# at dice the same winter, which the ballads leave out',
    'carried #item.them# through the burning of #site#',
    'took #item.them# out of #hero.first#’s tomb at #ruin# and sang about it for the rest of a short life',
    'rode off with #item.them# in the night while the heirs were still quarrelling',
    'wrote the only honest account of #item.them#, in a chronicle that most libraries keep under lock and key',
    'gave #item.them# away to a stranger on the road, and never said why',
    'hid #item.them# from the king’s assessors for twenty years',
  ],

  // Whose it was, as the game master typed it: 'a drowned king', 'the witch Morwen'.
  h_typed: [
    '<typed-royal> Before it was anything else, #item.they:was# the #noun# of #tOwner#: #tName#, who #t_rel#.',
    '<typed-royal> #item.They:was# first #worn# by #tOwner#: #tName# of #town#, who #t_rel#.',
    '<typed-named> #item.They# belonged first to #tOwner#, who #t_rel#.',
    '<typed-role !typed-royal> #item.They:was# made for #tOwner#, #tName#, who #t_rel#.',
    '<typed-role !typed-royal> The first to carry #item.them# was #tOwner#, #tName#, who #t_rel#.',
  ],
  // How the typed owner's story ended, from the words typed ('drowned', 'fallen'): a relative clause.
  t_rel: [
    '<t-drowned +lost-sea> drowned off #site# with #item.them# still #t_on#',
    '<t-drowned +lost-river> drowned crossing #river# with #item.them# still #t_on#',
    '<t-fallen> fell at #site# with #item.them# #t_on#; #item.they# came home with the body',
    '<t-buried +lost-barrow> was buried with #item.them# in a barrow near #site#',
    '<t-murdered> was murdered in #town2#, after which #item.they# went to the murderer’s heir',
    '<t-exiled> took #item.them# into exile beyond #ruin#',
    '<t-mad> let no one else touch #item.them# through the years of #tPron.their# madness',
    '<t-cursed> blamed #item.them# for everything that went wrong afterwards',
    '<t-last> was the last of #tPron.their# line, and left no heir to claim #item.them#',
    '<t-plain> kept #item.them# to the end of #tPron.their# days',
    '<t-plain> left #item.them# to heirs who sold #item.them# to pay the debts',
    '<t-plain> wore #item.them# to every council and was painted with #item.them# twice',
  ],
  // Where the owner had it: a ring on the hand, a crown on the head, a sword at the side.
  t_on: [
    '<finger> on #tPron.their# hand',
    '<head> on #tPron.their# head',
    '<!finger !head !worn> at #tPron.their# side',
    '<!finger !head> about #tPron.them#',
  ],
  // Where it came from, as typed ('from the deep').
  h_origin: [
    '#item.They# came, so the first tellers of the story said, #tOrigin#.',
    'Everyone agrees #item.they# came #tOrigin#; no one agrees on how.',
  ],
};
