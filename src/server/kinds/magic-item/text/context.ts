// A magic item generated from an NPC (decision 024): the NPC is its present owner. The history's last sentence,
// where the item is now, names them and tells how they came by it, in keeping with their trade; sometimes a quirk
// answers to them. The NPC's record is the user's (possibly edited): each field is read defensively and only ever
// bound as a variable, never spliced into a template.
import { contextFields, contextName } from '../../../engine/context.js';
import { withArticle } from '../../../engine/english.js';
import type { RuleSet } from '../../../engine/grammar.js';

export interface ItemOwnerSetting {
  /** 'Brunna Coalhand'. */
  readonly name: string;
  /** 'Brunna'. */
  readonly first: string;
  /** 'a blacksmith', 'the harbourmaster'; '' when the record gives no occupation. */
  readonly occupation: string;
  /** Tags for the lines that fit the owner: their trade, their means, a child. */
  readonly tags: readonly string[];
}

/** Trades by the words of an occupation, for how an owner of that trade came by the item. */
const TRADES: readonly (readonly [string, RegExp])[] = [
  ['innkeeper', /\b(inn|innkeeper|tavern|barkeep|barkeeper|publican|alewife|landlord|landlady|brewer)/],
  ['smith', /(smith|armou?rer|farrier|forge)/],
  ['merchant', /\b(merchant|trader|shopkeeper|pedd?ler|pedlar|dealer|broker|factor|chandler)/],
  ['guard', /\b(guard|watch|sentry|soldier|sergeant|captain|commander|garrison|gatekeeper|constable)/],
  ['noble', /\b(noble|lord|lady|baron|baroness|count|countess|duke|duchess|heir|knight)/],
  ['priest', /\b(priest|priestess|cleric|acolyte|friar|monk|nun|chaplain|abbot|abbess|bishop)/],
  ['wizard', /\b(wizard|mage|magus|sorcer|archmage|enchant|magician|warlock|witch)/],
  ['thief', /\b(thief|pickpocket|burglar|cutpurse|fence|smuggler)/],
  ['farmer', /\b(farmer|farmhand|crofter|smallholder|shepherd|herder|miller)/],
  ['outlaw', /\b(outlaw|bandit|brigand|highway|raider)/],
  ['bard', /\b(bard|minstrel|troubadour|skald|singer|poet|player|actor)/],
  ['alchemist', /\b(alchemist|apothecary|herbalist|physician|healer)/],
  ['ranger', /\b(ranger|scout|tracker|hunter|woodsman|woodswoman|forester|trapper)/],
];

/** Reads an NPC context as the item's owner; null for any other context, or a record without a name. */
export function readOwnerSetting(
  context: { kind: string; name: string; data: unknown } | undefined,
): ItemOwnerSetting | null {
  if (!context || typeof context !== 'object' || context.kind !== 'npc') return null;
  const data = contextFields(context.data);
  const name = contextName(data.name ?? context.name, 60) || contextName(context.name, 60);
  if (!name) return null;
  // The given name: the first word, or the name itself ('Fonwick “Ticktock” Cobblespindle' is Fonwick).
  const first = contextName(name.split(' ')[0], 30) || name;
  const job = contextName(data.occupation, 50);
  const occupation = job ? (/^(the|a|an)\s/i.test(job) ? job : withArticle(job)) : '';
  const trade = TRADES.find(([, words]) => words.test(job.toLowerCase()))?.[0] ?? 'any';
  const tags = [`cx-t-${trade}`, occupation ? 'cx-job' : 'cx-nojob'];
  if (data.ageCategory === 'child') tags.push('cx-child');
  else tags.push('cx-grown');
  if (data.socialClass === 'upper' || data.socialClass === 'nobility') tags.push('cx-rich');
  if (data.socialClass === 'lower' || data.socialClass === 'working') tags.push('cx-poor');
  return { name, first, occupation, tags };
}

/** The owner's lines: new symbols only, so an item without a context never draws on them. */
export const CONTEXT_RULES: RuleSet = {
  // Where it is now: with the owner (replaces the history's last sentence).
  cx_present: [
    '<cx-job> Today #item.they:belongs# to #cxOwner#, #cxJob#, who #cx_came_by#.',
    '<cx-job> The present owner is #cxOwner#, #cxJob#, who #cx_came_by#.',
    '<cx-job> #item.They# #item.v:has# ended up with #cxOwner#, #cxJob#, who #cx_came_by#.',
    '<cx-nojob> Today #item.they:belongs# to #cxOwner#, who #cx_came_by#.',
    '<cx-nojob> The present owner is #cxOwner#, who #cx_came_by#.',
  ],
  cx_came_by: [
    '<cx-t-innkeeper cx-grown ^8> took #item.them# from a guest who could not pay the bill, and has kept #item.them# behind the bar ever since',
    '<cx-t-innkeeper cx-grown ^8> found #item.them# under a mattress after a traveller left in the night without a word',
    '<cx-t-smith cx-grown ^8> was brought #item.them# to mend, and the customer never came back',
    '<cx-t-smith cx-grown ^8> bought #item.them# as scrap metal and knew better than to melt #item.them# down',
    '<cx-t-merchant cx-grown ^8> bought #item.them# in a lot of old stock, and has refused every offer since',
    '<cx-t-merchant cx-grown ^8> took #item.them# in settlement of a debt from a partner who left town in a hurry',
    '<cx-t-guard cx-grown ^8> confiscated #item.them# from a smuggler at the gate, and never quite got round to handing #item.them# in',
    '<cx-t-guard cx-grown ^8> took #item.them# off a prisoner who died in the cells before saying where #item.they# came from',
    '<cx-t-noble cx-grown ^8> inherited #item.them# with the family name, and with the family’s debts',
    '<cx-t-noble cx-grown ^8> bought #item.them# at auction to spite a rival bidder, and has come to like #item.them#',
    '<cx-t-priest cx-grown ^8> received #item.them# as an offering from a pilgrim who would not give a name',
    '<cx-t-priest cx-grown ^8> was given #item.them# by a dying penitent, with a confession nobody else has heard',
    '<cx-t-wizard cx-grown ^8> traded three spellbooks and a season’s earnings for #item.them#, and thinks it a bargain',
    '<cx-t-wizard cx-grown ^8> tracked #item.them# down through old catalogues and a great deal of correspondence',
    '<cx-t-thief cx-grown ^8> lifted #item.them# from a sleeping merchant, and still wonders why nobody came looking',
    '<cx-t-thief cx-grown ^8> was paid with #item.them# for a job, and has been trying to sell #item.them# on ever since',
    '<cx-t-farmer cx-grown ^8> turned #item.them# up with the plough in the bottom field',
    '<cx-t-farmer cx-grown ^8> found #item.them# wrapped in oilcloth in the rafters of an old barn',
    '<cx-t-outlaw cx-grown ^8> took #item.them# from a merchant on the road, along with the rest of the cart',
    '<cx-t-bard cx-grown ^8> won #item.them# in a contest of songs from a poet who has wanted #item.them# back ever since',
    '<cx-t-alchemist cx-grown ^8> accepted #item.them# in payment for a cure that worked better than anyone expected',
    '<cx-t-ranger cx-grown ^8> found #item.them# on a body deep in the woods, and buried the body',
    '<cx-grown cx-rich> bought #item.them# from a dealer who asked a great deal and explained very little',
    '<cx-grown cx-poor> won #item.them# at dice from someone who could not pay in coin',
    '<cx-grown> inherited #item.them# from a grandparent who never said where #item.they# came from',
    '<cx-grown cx-t-any|cx-t-merchant> came by #item.them# in the way of trade, and tells a different story about #item.them# each time',
    '<cx-child> found #item.them# in a ditch, and has told no one but a best friend',
    '<cx-child> swapped a pocketful of marbles for #item.them#, and got the better of the bargain',
  ],
  // What the owner is doing with it now.
  cx_now: [
    '#cxFirst# keeps #item.them# close, and has told almost no one.',
    'Word of #item.them# is getting around, and #cxFirst# has noticed strangers asking questions.',
    '#cxFirst# has only lately begun to suspect what #item.they# can really do.',
    '<cx-rich> #cxFirst# has been offered a small fortune for #item.them#, and refused.',
    '<cx-poor> #cxFirst# could sell #item.them# and never work again, and has not.',
    '<cx-child> #cxFirst# has hidden #item.them# somewhere only #cxFirst# knows.',
  ],
  // A quirk that answers to the owner.
  cx_quirk: [
    '#item.They:grows# warm in #cxFirst.possessive# hands, and cold in anyone else’s.',
    '#item.They:hums#, too low for most ears, whenever #cxFirst# is troubled.',
    'Dogs that know #cxFirst# will not go near #item.them#.',
    'However often #cxFirst# puts #item.them# away, #item.they# #item.v:turns# up again within reach.',
  ],
};
