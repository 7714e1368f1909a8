// NPC story arcs: each is a small set of facts (who was lost, who is to blame, what is owed or hidden) and the
// backstory, motivations, secrets, flaws and hooks written from those facts, so every section tells one story.
//
// Variables bound by record.ts before any text is written:
//   npc, relative (+ relation, e.g. 'sister'), foe (+ foeRole), ally (+ allyRole), third (+ thirdRole),
//   org ('the Copper Guild'), place (a site: 'Kettle Ford'), home {name, road, street, river, inn}, origin (town),
//   venue (where the NPC works now), deity {name, epithet, domain, symbol, house}, yearsAgo ('twelve years ago'),
//   emblem ('broken anvil'), keepsake ('a copper ring stamped with a broken anvil'), keepsakeShort ('the copper
//   ring'), ruin, occWord, age (years).
// Each arc's `setup` is expanded while the record is built, so facts it binds (and tags it sets) are decided
// before the prose and shared by every section. Secondary people are never referred to by pronoun: only the NPC
// is, so a pronoun in an NPC's text always means the NPC.

export type RelationKind =
  | 'sibling'
  | 'parent'
  | 'child'
  | 'spouse'
  | 'cousin'
  | 'grandparent'
  | 'grandchild';
export type Fate = 'dead' | 'missing' | 'alive' | 'injured';

export interface ArcDef {
  readonly id: string;
  readonly stage: 'child' | 'grown';
  /** Tags the NPC receives (guaranteed by every variant of the arc). */
  readonly themes: readonly string[];
  readonly relations: readonly RelationKind[];
  readonly fate: Fate;
  /** Who #org# is: the trade's own body (default), a gang, or the foe's own company. */
  readonly org?: 'trade' | 'gang' | 'foe-company';
  /** The third person is the foe's kin (shares the foe's family name). */
  readonly thirdIsFoeKin?: boolean;
  /** The relative is at the centre of the present-day story (close by, in danger or at odds). */
  readonly kinCentral?: boolean;
  /** The relative shares the NPC's gender (a twin who could pass for them). */
  readonly kinSameGender?: boolean;
  /** The ally is the foe's kin. */
  readonly allyIsFoeKin?: boolean;
  readonly weight?: number;
  /** The arc is never chosen for an NPC with any of these tags (a gang has no guild seat to lose). */
  readonly forbid?: readonly string[];
  /** Rules, registered as `<id>_<key>`: setup, foeRole, allyRole, thirdRole, backstory, motive, secret, flaw, hook. */
  readonly rules: Readonly<Record<string, readonly string[]>>;
}

export const ARCS: readonly ArcDef[] = [
  {
    id: 'siege',
    stage: 'grown',
    themes: ['veteran', 'debt', 'grudge'],
    relations: ['sibling', 'spouse', 'cousin', 'child'],
    fate: 'dead',
    rules: {
      setup: [
        '<+smuggler> [betrayal:sold the gate’s iron bands to #third#, a smuggler, for drink money]',
        '<+smuggler> [betrayal:sold the garrison’s lamp oil and arrows to #third#, a smuggler, the week before the assault]',
        '[betrayal:opened a postern to the besiegers for a purse of silver]',
        '[betrayal:kept the reserve back to guard a granary #foe.first# had a share in]',
      ],
      foeRole: ['garrison captain', 'quartermaster', 'castellan', 'militia sergeant'],
      allyRole: ['old comrade'],
      thirdRole: ['smuggler'],
      backstory: [
        '<!b-low> #npc.first# #occ_past# at #place# until the siege, when #npc.their# #relation# #relative.first# died holding a gate #npc.first# had helped to shore up. #npc.They:blames# the #foeRole#, #foe#, who #betrayal#. #siege_after#',
        '<b-low> When #place# was besieged #yearsAgo#, #npc.first# was meant to stand at the east gate beside #npc.their# #relation# #relative.first#, and ran. #relative.first# held the gate alone until it broke. #npc.first# has told the story many ways since; only one part never changes: the #foeRole#, #foe#, #betrayal#. #siege_after#',
        '<!b-low> #yearsAgo.capitalize#, the siege of #place# cost #npc.first# #npc.their# #relation#, #relative.first#, and very nearly #npc.their# own life. #npc.They:was# among the last on the wall, and among the few who saw the #foeRole#, #foe#, who #betrayal#. No one believed #npc.first# over an officer. #siege_after#',
      ],
      after: [
        'These days #npc.they# #occ_now#. #npc.They# still #npc.v:owes# #org# for #occ_debt#.',
        'Now #npc.they# #occ_now#. #npc.They:owes# #org# more than #npc.they# can repay, and #foe# has done very well since the war.',
      ],
      motive: [
        'See #foe# answer for the gate at #place#.',
        'Pay off #org# before winter.',
        '<smuggler> Find #third# and learn who else was paid.',
        'Raise a stone at #place# for #relative.first# and every other name of the fallen.',
      ],
      secret: [
        '<smuggler h-low|h-mid> #npc.They:has# been #occ_crime# to clear the debt to #org# faster, and the go-between is #third#, the same smuggler who profited from the siege.',
        '<!smuggler h-low|h-mid> #npc.They:has# been #occ_crime# to pay #org#, and #foe# knows it.',
        '<h-high> #npc.They# vouched for #foe# when the garrison took #foe.first# on, and #npc.they# #npc.v:has# never told anyone.',
        '<h-high> #npc.They:knows# where #relative.first# is buried, though the garrison rolls say the body was never found, and #npc.they# #npc.v:visits# the grave alone each year.',
        '<b-low> The family believes the gate simply failed; only #npc.first# knows #npc.they# left it unguarded.',
      ],
      flaw: [
        'Cannot hear #foe.last.possessive# name without reaching for #occ_tool#.',
        'Still dreams of the siege and wakes swinging.',
      ],
      hook: [
        'The Smuggler’s Widow | Letters from #place# :: The widow of a smuggler hanged after the siege of #place# has letters that name every buyer of the garrison’s stores. #npc.first# #hook_ask# get the letters before #foe# does.',
        'The #emblem.title# :: A stranger brings #npc.first# #occ_marked#, #emblem.a#, found on a dead smuggler near #home.road#. The watch will want to know how it got there; #npc.first# will pay well for the find, and better for silence.',
        '#foe.last.possessive# Return :: #foe#, now #siege_newrole.a#, arrives in #home.name# to #siege_task#. #npc.first# #hook_ask# find proof of what happened at #place# before #foe.first# leaves again.',
        'The Last Gate | Nails from the Gate of #place# :: Survivors of #place# are dying one by one, each found with a nail from the old gate in a pocket. #npc.first# is on the list, and asks the party to find the killer first.',
      ],
      newrole: ['guild assessor', 'tax collector', 'magistrate', 'alderman'],
      task: [
        'inspect the workshops on #home.street#',
        'take a seat on the town council',
        'collect the war levy',
      ],
    },
  },
  {
    id: 'fire',
    stage: 'grown',
    kinCentral: true,
    forbid: ['guard', 'outlaw'],
    themes: ['arson', 'rebuilding'],
    relations: ['sibling', 'spouse', 'parent', 'child', 'cousin'],
    fate: 'injured',
    rules: {
      setup: [
        '[saved:the strongbox]',
        '[saved:the ledgers]',
        '[saved:a sleeping apprentice]',
        '[saved:the family’s old dog]',
      ],
      foeRole: ['landlord', 'speculator', 'rival #occWord#', 'guild assessor'],
      thirdRole: ['lamplighter', 'night-soil man', 'beggar'],
      backstory: [
        '#yearsAgo.capitalize#, #npc.first#’s #occ_premises# on #home.street# burned to the ground in a single night, and #npc.their# #relation# #relative.first# was badly hurt carrying #saved# out of the smoke. The ruins were sold cheap to #foe#, #foeRole.a#, within the week. #npc.first# has never been able to prove the fire was set, and has never stopped trying. #fire_after#',
        '#npc.first# lost everything in the fire that took half of #home.street# #yearsAgo#: the #occ_premises#, the savings under the floor and, for a while, #npc.their# good name, because the fire started on #npc.their# side of the wall. #npc.Their# #relation# #relative.first# still carries the burns from going back in for #saved#. The one who gained most was #foe#, #foeRole.a#, who bought up the burned plots before the ashes cooled. #fire_after#',
      ],
      after: [
        'Now #npc.they# #occ_now#. Every board of the new #occ_premises# was bought with money borrowed from #org#.',
        'These days #npc.they# #occ_now#. #npc.They:keeps# a bucket of water by every door.',
      ],
      motive: [
        'Prove that #foe# paid for the fire on #home.street#.',
        'Repay every copper borrowed from #org#.',
        'See #relative.first# walk without pain again.',
      ],
      secret: [
        '<h-low> #npc.They# set the fire #npc.themself#, for the money the insurers paid out, and never meant anyone to be hurt.',
        '<h-low|h-mid> #npc.They:knows# #foe# paid #third#, #thirdRole.a#, to start the fire, and #npc.they# #npc.v:has# been taking hush money from #foe.first# ever since.',
        '<h-mid|h-high> #npc.They:has# a scorched ledger from the ruins that shows #foe# owed #org# a fortune the week of the fire, and #npc.v:is# afraid of what will happen if #npc.they# #npc.v:uses# it.',
        '<h-high> #npc.They# left a lamp burning in the #occ_premises# that night, and #npc.v:has# never been sure the fire was not #npc.their# own fault.',
      ],
      flaw: ['Cannot sleep without checking every lamp twice.', 'Sees arson in every chimney fire.'],
      hook: [
        'The Firesetter’s Tools | A Tinderbox in the Ashes :: A tinderbox bearing #foe.last.possessive# crest has been dug out of the ruins on #home.street#. #npc.first# #hook_ask# keep it safe until the magistrates will listen.',
        'The Insurers Come Calling | Questions about the Fire :: Agents of the insurers are asking questions about the fire on #home.street#, and #foe# has already bought them supper. #npc.first# #hook_ask# get to them first.',
        'Smoke on #home.street# :: Another building on #home.street# burns, and this time #npc.first# is the one accused. #npc.They:asks# the party to find the real firesetter before the watch decides.',
        'The Burned Ledger | #foe.last.possessive# Burned Accounts :: #npc.first# has found a page of #foe.last.possessive# accounts in the ashes and #hook_ask# read the cipher it is written in.',
        'A Buyer for Ashes | #foe.last.possessive# Offer for the Ashes :: #foe# offers #npc.first# a generous price for #venueNamed#, through an agent who will not give a name. #npc.first# #hook_ask# find out why before #npc.they# #npc.v:answers#.',
      ],
    },
  },
  {
    id: 'will',
    stage: 'grown',
    themes: ['inheritance', 'forgery'],
    relations: ['parent', 'grandparent'],
    fate: 'dead',
    rules: {
      setup: [
        '<poor> [inheritance:the family boat]',
        '<poor> [inheritance:the cottage and the orchard behind it]',
        '<middle> [inheritance:the shop on #home.street#]',
        '<middle> [inheritance:the mill on #home.river#]',
        '<rich> [inheritance:the manor at #place#]',
        '<rich> [inheritance:the family warehouses on #home.river#]',
      ],
      foeRole: ['steward', 'notary', 'executor', 'lawyer'],
      thirdRole: ['witness'],
      backstory: [
        'When #npc.their# #relation# #relative.first# died #yearsAgo#, #inheritance# should have gone to #npc.first#. The will left it instead to #foe#, the family’s #foeRole#. The signature looked right; the witness, #third#, had left #home.name#. #npc.first# took the matter to the magistrates of #home.name# and lost. #will_after#',
        '#npc.first# had every reason to expect #inheritance# and a comfortable life. Then #npc.their# #relation# #relative.first# died, and #foe#, who had served the family for years as #foeRole.a#, produced a will no one had seen before, witnessed by a stranger called #third#. #will_after#',
      ],
      after: [
        'Now #npc.they# #occ_now#. #npc.They:keeps# a copy of the false will under #npc.their# pillow.',
        'These days #npc.they# #occ_now#. #npc.They:passes# #inheritance# every week to see who lives there now.',
      ],
      motive: [
        'Prove the will is forged and win back #inheritance#.',
        'Find #third#, the witness who vanished.',
        'Never owe anyone anything again.',
      ],
      secret: [
        '<h-low> #npc.They:has# forged a second will, better than #foe.last.possessive#, and #npc.v:is# waiting for the right moment to find it.',
        '<h-mid> #npc.They:has# been paying a clerk at the magistrates’ hall to steal pages from #foe.last.possessive# files.',
        '<h-high> #npc.They:suspects# the will may be genuine: #relative.first# knew about #npc.their# debts and may have wanted #npc.them# to have nothing.',
        '<h-high|h-mid> #relative.first# left #npc.them# a sealed letter, and #npc.they# #npc.v:has# never been able to open it.',
      ],
      flaw: [
        'Treats every signature as a possible forgery.',
        'Lives as though the inheritance were coming back any day.',
      ],
      hook: [
        'The Forger’s Apprentice | A Forger in #origin# :: A young forger arrested in #origin# boasts of once copying a will for #foeRole.a# in #home.name#. #npc.first# #hook_ask# reach the forger before #foe# does.',
        'The Missing Witness | Finding #third.first# :: #third#, who witnessed #relative.first#’s will, has been seen in #origin#. #npc.first# #hook_ask# bring #third.first# back alive, road costs paid.',
        'A Second Will | #relative.first#’s Other Will :: A fragment of paper in #relative.first#’s hand turns up in a pawned writing desk, and three different people want to buy the desk.',
        '#foe.last.possessive# Offer :: #foe# proposes a settlement: #inheritance# returned in exchange for one favour, to be named later. #npc.first# #hook_ask# find out what the favour will be.',
      ],
    },
  },
  {
    id: 'plague',
    stage: 'grown',
    themes: ['plague survivor', 'grudge'],
    relations: ['spouse', 'child', 'parent', 'sibling'],
    fate: 'dead',
    rules: {
      setup: [
        '[sickness:the grey fever]',
        '[sickness:the sweating sickness]',
        '[sickness:the red cough]',
        '[sickness:the marsh ague]',
      ],
      foeRole: ['physician', 'reeve', 'magistrate', 'alderman'],
      thirdRole: ['gravedigger'],
      backstory: [
        '#sickness.capitalize# came to #place# #yearsAgo#. The #foeRole#, #foe#, sealed the quarter where #npc.first# lived and sold the only real medicine to whoever could pay. #npc.first# could not, and #npc.their# #relation# #relative.first# died on the fourth day. #plague_after#',
        '#npc.first# survived #sickness# when half of #place# did not. #npc.They# nursed #npc.their# #relation# #relative.first# for a week with well water and prayers to #deity.name#, while #foe#, the #foeRole#, sold false cures at the quarter gate. #relative.first# died anyway. #plague_after#',
      ],
      after: [
        'Now #npc.they# #occ_now#. #npc.They:washes# #npc.their# hands more often than anyone has ever seen.',
        'These days #npc.they# #occ_now#. #npc.They:keeps# a list of everyone who profited from the sickness.',
      ],
      motive: [
        'Make #foe# answer for the sealed quarter.',
        'Learn enough medicine that no one in #npc.their# care ever dies that way again.',
        'Find where #relative.first# was buried.',
      ],
      secret: [
        '<h-low|h-mid> #npc.They# stole a chest of #foe.last.possessive# real medicine during the sickness and sold it to the highest bidders.',
        '<h-mid|h-high> #npc.They:has# kept #foe.last.possessive# ledger of medicine sales, which names three members of the council of #home.name#.',
        '<h-high> #npc.They# helped #third# bury the dead in an unmarked pit outside #place#, on #foe.last.possessive# orders, and #npc.v:knows# some of them did not die of fever.',
        '<h-low> #npc.They# carried the sickness into the sealed quarter #npc.themself#, and #npc.v:has# let #foe# take all the blame.',
      ],
      flaw: ['Cannot stand to be in a crowded room.', 'Distrusts every healer on sight.'],
      diggers: [
        'Diggers',
        'Workmen laying a new road',
        'Children playing by the old wall',
        'Gravediggers opening a new plot',
      ],
      marks: [
        'sword cuts',
        'iron shackles still on them',
        'the marks of a rope',
        'coins pressed into their teeth',
      ],
      hook: [
        'The Physician’s Ledger | Sold at the Gate :: A ledger of medicine sold at the quarter gate during #sickness# has turned up at a bookseller’s in #origin#. #npc.first# #hook_ask# buy it, or take it.',
        'The Fever Returns | Fever in #home.name# :: A trader coughing grey arrives at #venueNamed#. #npc.first# recognises the signs at once and begs the party to find the source before #home.name# is sealed like #place# was.',
        'The Pit Outside #place# :: #plague_diggers# have found the old plague pit, and some of the bones in it have #plague_marks#. #npc.first# knows more than #npc.they# #npc.v:admits#, and needs the party to get there before the magistrates do.',
        'Medicine Money | #foe.last.possessive# Almshouse :: #foe#, grown rich, is paying for a new almshouse in #home.name#. #npc.first# #hook_ask# find out where the money really comes from.',
      ],
    },
  },
  {
    id: 'wreck',
    stage: 'grown',
    themes: ['shipwreck', 'missing kin'],
    relations: ['sibling', 'parent', 'child', 'spouse'],
    fate: 'missing',
    rules: {
      setup: [
        '[vessel:the Patient Heron]',
        '[vessel:the Merry Widow]',
        '[vessel:the Salt Lark]',
        '[vessel:the Grey Otter]',
        '[vessel:the Second Chance]',
        '[vessel:the Lucky Tern]',
      ],
      foeRole: ['barge owner', 'ship’s master', 'harbourmaster', 'ferry owner'],
      thirdRole: ['fellow passenger'],
      backstory: [
        '#yearsAgo.capitalize#, #npc.first# and #npc.their# #relation# #relative.first# took passage on #vessel#, a barge #foe# had overloaded to save a second trip. It went down in the spring flood on #home.river#. #npc.first# was pulled out of the reeds a mile downstream; #relative.first# was never found. #wreck_after#',
        '#npc.first# was the only one to reach the bank when #vessel# broke up on #home.river# #yearsAgo#. The #foeRole#, #foe#, swore to the inquest that the hull was sound, and the inquest believed #foe.first#. No one has ever found #npc.their# #relation#, #relative.first#. #wreck_after#',
      ],
      after: [
        'Now #npc.they# #occ_now#. #npc.They:walks# the riverbank every spring, looking.',
        'These days #npc.they# #occ_now#. #npc.They# will not cross #home.river# by boat for any money.',
      ],
      motive: [
        'Learn what happened to #relative.first#.',
        'Ruin #foe#, who still runs boats on #home.river#.',
        'Learn to swim properly, whatever it takes.',
      ],
      secret: [
        '<h-low|h-mid> #npc.They# took a strongbox from the wreck while others drowned, and the silver in it paid for everything #npc.they# #npc.v:owns#.',
        '<h-mid|h-high> #npc.They:has# had a letter, unsigned, in #relative.first#’s handwriting, sent from #origin#, and #npc.v:has# shown it to no one.',
        '<h-high> #npc.They# pushed #third#, #thirdRole.a#, off the hull to keep #npc.their# own grip on it, and #npc.v:has# confessed it only to #deity.name#.',
        '<b-low> #npc.They# could have gone back for #relative.first# and did not.',
      ],
      flaw: ['Panics at the sound of rushing water.', 'Cannot let go of a hope long after it has died.'],
      hook: [
        'The Ship’s Bell | A Bell in the Reeds :: The bell of #vessel# has been found in the reeds far upstream of where it sank, which makes no sense. #npc.first# #hook_ask# find out how it got there.',
        'A Survivor Speaks | The Passenger List :: #npc.first# has learned that #vessel# carried one more passenger than anyone on #home.river# was told. #npc.first# #hook_ask# find the missing name.',
        'A Face on the Ferry | #relative.first# on the Ferry :: A traveller swears to have seen #relative.first# alive, working the ferries at #origin# under another name. #npc.first# cannot leave #venue# and begs the party to go and look.',
        'Salvage Rights | Divers over #vessel.title# :: Low water has uncovered the wreck of #vessel#, and #foe# has hired divers to reach it first. #npc.first# #hook_ask# learn what #foe.first# is so eager to recover.',
        'Drowned Voices | Voices on #home.river.title# :: Fishermen hear someone calling #npc.first#’s name from the reeds of #home.river# at dusk, in #relative.first#’s voice.',
      ],
    },
  },
  {
    id: 'betrothal',
    stage: 'grown',
    themes: ['scandal', 'lost love'],
    relations: ['parent', 'sibling'],
    fate: 'alive',
    allyIsFoeKin: true,
    rules: {
      setup: ['[jilt:#ally.first# vanished]', '<+npc-jilted> [jilt:#npc.first# broke it off]'],
      foeRole: ['guardian', 'elder sibling'],
      allyRole: ['betrothed'],
      backstory: [
        '<!npc-jilted> #yearsAgo.capitalize#, #npc.first# was betrothed to #ally#, and the whole of #home.name# was invited. Three days before the wedding #ally.first# vanished with most of the dowry, and #foe#, #ally.first#’s #foeRole#, has blamed #npc.first# for the scandal ever since. #betrothal_after#',
        '<npc-jilted> #npc.first# broke off #npc.their# betrothal to #ally# on the eve of the wedding #yearsAgo#, and would not say why, not even to #npc.their# #relation# #relative.first#. #ally.first#’s family, led by #foe#, called it an insult to their house and have made #npc.first# pay for it in every market and council since. #betrothal_after#',
      ],
      after: [
        'Now #npc.they# #occ_now#. #npc.They:has# not opened a wedding invitation since.',
        'These days #npc.they# #occ_now#. #npc.They:pretends# not to care.',
      ],
      motive: [
        'Clear #npc.their# name in #home.name#.',
        'See #ally# one more time and ask the question #npc.they# never asked.',
        'Break #foe.last.possessive# hold on the council.',
      ],
      secret: [
        '<h-low|h-mid> #npc.first# and #ally.first# still meet in secret every midsummer, at an inn in #origin#.',
        '<npc-jilted h-mid|h-high> #npc.They# broke the betrothal because #npc.they# found #foe.last.possessive# ledgers, which show the family fortune comes from smuggling.',
        '<!npc-jilted h-mid|h-high> #npc.They# helped #ally.first# escape, and the dowry paid for the passage.',
        '<h-low> #npc.They# sold #ally.first#’s letters to #foe# and #npc.v:has# lived on the money since.',
        '<h-high> There was a child, and #npc.they# #npc.v:sends# money to a foster family in #origin# every month.',
      ],
      flaw: [
        'Sabotages anything that starts to look like happiness.',
        'Cannot abide gossip, and hears it everywhere.',
      ],
      hook: [
        'The Dowry Chest | A Chest in #origin# :: The dowry that vanished with #ally.first# has begun to turn up, coin by coin, in the markets of #origin#. #npc.first# #hook_ask# follow the coins.',
        'The Second Wedding | #ally.first#’s Second Wedding :: #ally# is to marry again, in #home.name#, within the month. #npc.first# #hook_ask# deliver a letter to #ally.first# before the vows, and will not say what is in it.',
        'Old Letters | Letters to #npc.first# :: Someone is blackmailing #npc.first# with letters from the time of the betrothal, and the blackmailer knows things only #ally.first# could know.',
        'An Apology at the Feast | #foe.last.possessive# Feast :: #foe# offers to end the quarrel if #npc.first# apologises in public, at a feast, before the whole of #home.name#. #npc.first# suspects a trap, and #hook_ask# come to the feast.',
      ],
    },
  },
  {
    id: 'loan',
    stage: 'grown',
    kinCentral: true,
    themes: ['debt', 'extortion'],
    relations: ['sibling', 'child', 'cousin'],
    fate: 'alive',
    org: 'foe-company',
    rules: {
      setup: [
        '<!guard !priest> [loanFor:set up #venue#]',
        '[loanFor:pay for #occ_debt#]',
        '[loanFor:pay a physician when #npc.their# #relation# fell ill]',
      ],
      foeRole: ['moneylender', 'pawnbroker', 'gang boss in a good coat'],
      thirdRole: ['collector'],
      backstory: [
        '#npc.first# borrowed from #foe#, #foeRole.a# with a reputation, to #loanFor#. The interest doubled with every missed week, and when #npc.they# could not pay, #foe.first# took #npc.their# #relation# #relative.first# into service as surety. #loan_after#',
        '#yearsAgo.capitalize#, #npc.first# borrowed from #foe#, the #foeRole# behind #org#, to #loanFor#. #npc.They:has# been paying ever since, in coin when #npc.they# #npc.v:has# it and in favours when #npc.they# #npc.v:does# not, and #npc.their# #relation# #relative.first# now runs errands for #org# to keep the interest down. #loan_after#',
      ],
      after: [
        'These days #npc.they# #occ_now#. Every copper #npc.they# #npc.v:earns# goes to #org#.',
        'Now #npc.they# #occ_now#. #npc.They:jumps# whenever the door opens after dark.',
      ],
      motive: [
        'Find out who else #foe# has caught the same way.',
        'Free #relative.first# from #org#.',
        'Pay off #foe#, or see #org# brought down.',
        'Never borrow another copper as long as #npc.they# #npc.v:lives#.',
      ],
      secret: [
        '<h-low|h-mid> #npc.They:pays# part of the interest in information, and #npc.v:has# sold out at least one neighbour to #org#.',
        '<h-mid> #npc.They:has# been hiding money from #foe# under the floor of #venue#, enough to flee with #relative.first#.',
        '<h-high> #npc.They:has# written out everything #npc.they# #npc.v:knows# about #org# and left it with a priest of #deity.name#, to be opened if #npc.they# #npc.v:dies#.',
        '<b-high h-low|h-mid> #npc.They:is# planning to kill #foe#, and #npc.v:has# chosen the night.',
      ],
      flaw: [
        'Says yes to anyone who sounds like they are owed something.',
        'Counts money in #npc.their# sleep.',
      ],
      mood: [
        'is in a mood to make an example',
        'has brought two large friends',
        'wants the party to watch what happens to people who do not pay',
        'has been told to take something that cannot be bought back',
      ],
      hook: [
        'The Other Debtors | A Meeting of Debtors :: #npc.first# has found a dozen others in #home.name# who owe #org#, and proposes to stop paying all at once. #npc.first# #hook_ask# keep the meeting secret and the debtors alive.',
        'The Collector Calls | #third.first# Calls :: #third#, a collector for #org#, arrives at #venueNamed# while the party is there. #npc.first# cannot pay, and #third.first# #loan_mood#.',
        'Surety | #relative.first# on #org.title# Business :: #relative.first# has been sent on a job for #org# that is plainly meant to go wrong. #npc.first# #hook_ask# follow and bring #relative.first# home.',
        '#foe.last.possessive# Ledger :: #npc.first# knows where #foe# keeps the book of debts. Burn it and half of #home.name# is free; steal it and the party owns the town’s secrets.',
      ],
    },
  },
  {
    id: 'mentor',
    stage: 'grown',
    forbid: ['noble'],
    themes: ['missing mentor', 'apprentice'],
    relations: ['parent', 'sibling'],
    fate: 'alive',
    rules: {
      setup: ['[work:masterwork]', '[work:commission]', '[work:book of methods]'],
      foeRole: [
        'collector of curiosities',
        'rival of the old master',
        'guild inspector',
        'agent of a foreign lord',
      ],
      allyRole: ['<smith|alchemist|wizard|bard|innkeeper|custom> master #occWord#', 'teacher', 'old master'],
      backstory: [
        '#npc.first# learned #npc.their# trade from #ally#, #allyRole.a# who took #npc.them# in when #npc.their# #relation# #relative.first# could no longer afford to keep #npc.them#. #yearsAgo.capitalize#, #ally.first# walked out one morning with a satchel and an unfinished #work#, and never came back. Soon after, #foe#, #foeRole.a#, started asking questions. #mentor_after#',
        'Apprenticed young to #ally#, #npc.first# spent years sweeping floors and learning secrets. #ally.first# vanished on the road to #place# #yearsAgo#, leaving #npc.first# #keepsake# and a note that said only: "Do not let #foe.first# have it." #foe#, #foeRole.a#, has been a regular visitor ever since. #mentor_after#',
      ],
      after: [
        'Now #npc.they# #occ_now#. #npc.They:keeps# #ally.first#’s tools oiled for a return #npc.they# #npc.v:has# stopped expecting.',
        'These days #npc.they# #occ_now#. #npc.They:signs# #npc.their# best work with #ally.first#’s mark as well as #npc.their# own.',
      ],
      motive: [
        'Find out what became of #ally#.',
        'Finish the #work# #ally.first# left undone.',
        'Keep #ally.first#’s secrets out of #foe.last.possessive# hands.',
      ],
      secret: [
        '<h-low> #npc.They:has# been selling #ally.first#’s work as #npc.their# own.',
        '<h-low|h-mid> #npc.They# told #foe# which road #ally.first# took, for money, the week #ally.first# vanished.',
        '<h-mid|h-high> #npc.They:knows# where #ally.first# hid the unfinished #work#, and #npc.v:has# sent #foe# looking in the wrong places.',
        '<h-high> #npc.They:has# had letters from #ally.first#, who is alive and in hiding, and #npc.v:has# promised to tell no one.',
      ],
      flaw: [
        'Measures everything against what #ally.first# would have done.',
        'Cannot take credit, even when it is owed.',
      ],
      hook: [
        'A Letter in Code | The Master’s Cipher :: A letter in #ally.first#’s private cipher has arrived at #venueNamed#, with no sender and a smudged seal from #origin#. #npc.first# #hook_ask# carry a reply there.',
        'The Master’s Mark | #ally.first#’s Mark in #origin# :: Work bearing #ally.first#’s mark, made after the day #ally.first# vanished, turns up at a market in #origin#. #npc.first# #hook_ask# trace it back.',
        'The Collector | #foe.last.possessive# Purse :: #foe# offers the party a fat purse to search #venueNamed# for #ally.first#’s papers while #npc.first# is away.',
        'The Road to #place# :: #npc.first# has found the inn where #ally.first# spent the last recorded night, and asks the party to come and ask the questions #npc.they# cannot.',
      ],
    },
  },
  {
    id: 'exile',
    stage: 'grown',
    themes: ['exile', 'honour'],
    relations: ['sibling', 'cousin'],
    fate: 'alive',
    rules: {
      setup: [
        '<dwarf> [homeland:the deep halls under #place#]#exile_crimepick#',
        '<elf> [homeland:the forest court of #place#]#exile_crimepick#',
        '<halfling> [homeland:the village of #origin#]#exile_crimepick#',
        '<gnome> [homeland:the warren-town of #origin#]#exile_crimepick#',
        '<dragonborn> [homeland:the clan holdings at #place#]#exile_crimepick#',
        '<human|half-elf|half-orc|tiefling> [homeland:#origin#]#exile_crimepick#',
      ],
      foeRole: [
        '<dwarf> clan elder',
        '<elf> speaker of the court',
        '<halfling> village elder',
        '<gnome> warren-chief',
        '<dragonborn> clan champion',
        '<human|half-elf|half-orc|tiefling> magistrate',
      ],
      crimepick: [
        '<+theft> [crime:the theft of the #exile_treasure#]',
        '[crime:breaking an oath sworn before #deity.name#]',
        '[crime:a death in a duel that was not meant to be to the death]',
      ],
      treasure: ['<dwarf> clan’s ancestral axe', '<elf> court’s moonstone diadem', '<else> temple silver'],
      backstory: [
        '#npc.first# was exiled from #homeland# #yearsAgo# for #crime#. #foe#, the #foeRole# who passed the sentence, called it mercy; the usual punishment is worse. #npc.first# has not spoken to #npc.their# #relation# #relative.first# since the trial. #exile_after#',
        'The people of #homeland# do not speak #npc.first#’s name. #yearsAgo.capitalize#, #npc.they# #npc.was# found guilty of #crime#, and #foe#, the #foeRole#, made an example of #npc.them#. #npc.first# left with a pack and #keepsake#, and has not looked back, or says so. #exile_after#',
      ],
      after: [
        'Now #npc.they# #occ_now#, and no one there knows the story.',
        'These days #npc.they# #occ_now#. #npc.They:changes# the subject whenever #homeland# comes up.',
      ],
      motive: [
        'Return to #homeland# with #npc.their# name restored.',
        'Make #foe# admit the sentence was unjust.',
        'Send word to #npc.their# #relation# #relative.first# before it is too late.',
      ],
      secret: [
        '<h-low> #npc.They# did it, every part of it, and would again.',
        '<h-mid|h-high> #npc.They:is# innocent: #npc.their# #relation# #relative.first# committed the crime, and #npc.first# took the blame to spare #relative.first#.',
        '<h-high> #npc.They# could clear #npc.their# name with one letter, but it would ruin #relative.first#.',
        '<h-low|h-mid> #npc.They:has# slipped back into #homeland# twice in disguise, which is punishable by death.',
      ],
      flaw: [
        'Bristles at any mention of home.',
        'Keeps everyone at arm’s length, expecting to be cast out again.',
      ],
      hook: [
        'Letters from #homeland# | The Exile’s Post :: Someone in #home.name# has been intercepting every letter #npc.first# sends toward #homeland#. #npc.first# #hook_ask# find out who, and whether anything was read.',
        'A Summons from Home | A Summons from #homeland.title# :: A courier from #homeland# arrives looking for #npc.first# with a sealed summons: #foe# is dying and wants to speak with #npc.them#.',
        '<!theft> The Witness from Home :: Someone who saw what really happened in #homeland# has arrived in #home.name#, and wants to be paid to remember it differently. #npc.first# needs to know who sent the witness.',
        '<theft> The Stolen Heirloom :: The #exile_treasure# has turned up on a merchant’s stall in #home.name#, and #npc.first# wants it returned to #homeland# without anyone knowing who sent it.',
        'Kin-Hunters | Strangers from #homeland.title# :: Two strangers from #homeland# are asking about #npc.first# in the taverns of #home.name#. #npc.first# #hook_ask# learn whether the strangers bring a pardon or a blade.',
      ],
    },
  },
  {
    id: 'beast',
    stage: 'grown',
    themes: ['monster', 'grief'],
    relations: ['child', 'sibling', 'spouse', 'parent'],
    fate: 'dead',
    rules: {
      setup: [
        '[beast:a wyvern]',
        '[beast:a pack of dire wolves]',
        '[beast:a hill troll]',
        '[beast:an owlbear]',
        '[beast:something with too many legs]',
        '[beast:a marsh hag]',
      ],
      foeRole: ['reeve', 'lord’s huntsman', 'sheriff', 'town warden'],
      thirdRole: ['trapper'],
      backstory: [
        '<!b-low> #yearsAgo.capitalize#, #beast# came down from the hills above #place# and took #npc.their# #relation# #relative.first# in broad daylight. #npc.first# begged the #foeRole#, #foe#, to raise a hunt; #foe.first# sent two drunk men and a dog, and called the matter closed. #beast_after#',
        '<b-high> Ever since #beast# killed #npc.their# #relation# #relative.first# on the road near #place# #yearsAgo#, #npc.first# has tracked it. #npc.They:has# found its lair twice and lost it twice, and #foe#, the #foeRole#, has forbidden any more hunts, for reasons #foe.first# will not give. #beast_after#',
        '<b-low|b-mid +foe-claimed> When #beast# attacked the farms near #place# #yearsAgo#, #npc.first# hid in a root cellar and listened while #npc.their# #relation# #relative.first# fought it alone. #foe#, the #foeRole#, later claimed to have killed it and took the bounty; #npc.first# has never believed it died. #beast_after#',
      ],
      after: [
        'Now #npc.they# #occ_now#. #npc.They:keeps# a spear by the door.',
        'These days #npc.they# #occ_now#. #npc.They:watches# the hills at dusk.',
      ],
      motive: [
        'See #beast# dead, by #npc.their# own hand if possible.',
        'Shame #foe# before the whole of #home.name#.',
        'Keep every child in #home.name# away from the woods.',
      ],
      secret: [
        '<h-low|h-mid> #npc.They:has# been leaving meat at the edge of the woods, hoping to lure #beast# back, and something has been taking it.',
        '<h-mid|h-high> #npc.They:knows# #beast# was driven down from the hills on purpose, by #third#, #thirdRole.a# paid to clear the farms.',
        '<b-low> #npc.They# heard #relative.first# calling and did not open the cellar door.',
        '<h-high> #npc.They:has# found #relative.first#’s belt buckle in a cave above #place#, and #npc.v:has# told no one where the cave is.',
      ],
      flaw: [
        'Goes quiet and cold whenever a hunt is mentioned.',
        'Will abandon anything to chase a rumour of #beast#.',
      ],
      hook: [
        'Tracks by #home.river.title# | Prints in the Mud :: Prints the size of a cartwheel have been found along #home.river#, heading toward #home.name#. #npc.first# #hook_ask# follow them before the #foeRole# sends another drunk and a dog.',
        'The Trapper’s Map | A Map of the Lair :: #third#, a trapper who knew the hills above #place#, has died and left a map marked with one word: lair. #npc.first# #hook_ask# buy the map before #foe# does.',
        'It Came Back | #beast.title# Returns :: Livestock are vanishing from the farms near #place# again, and the tracks are the same. #npc.first# is going after it, and #hook_ask# come along.',
        '<foe-claimed> The Hunter’s Lie :: #npc.first# #hook_ask# prove that #foe# never killed anything near #place#, and knows a witness who will talk for a price.',
        '<!foe-claimed> The Called-Off Hunt :: #npc.first# has learned that #foe# was paid to call off the hunt, and #hook_ask# find out who paid, and why.',
        'Bait | Bait for #beast.title# :: #npc.first# plans to lure #beast# into a trap and #hook_ask# bring bait, hands and a cart. Someone in #home.name# does not want it caught.',
      ],
    },
  },
  {
    id: 'guild',
    stage: 'grown',
    forbid: ['thief', 'outlaw', 'guard', 'ranger', 'noble', 'farmer'],
    themes: ['guild dispute', 'rivalry'],
    relations: ['spouse', 'sibling', 'child'],
    fate: 'alive',
    rules: {
      setup: [
        '[charge:buying votes with guild funds]',
        '[charge:selling guild secrets to a rival city]',
        '[charge:passing shoddy work under the guild’s seal]',
      ],
      foeRole: ['warden of #org#', 'master of #org#', 'treasurer of #org#'],
      backstory: [
        'For years #npc.first# worked toward a seat on the council of #org#. #yearsAgo.capitalize#, the seat went instead to #foe#, whose purse was heavier and whose work was worse, after a vote #npc.first# still swears was bought. #foe.first# is now #foeRole#. #guild_after#',
        '#npc.first# stood up at the great meeting of #org# #yearsAgo# and accused #foe# of #charge#. #npc.first# lost the vote, a year’s standing in #org# and most of #npc.their# friends; only #npc.their# #relation# #relative.first# stood by #npc.them#. #foe.first# is now #foeRole#. #guild_after#',
      ],
      after: [
        'Now #npc.they# #occ_now#. #npc.They:pays# #npc.their# dues to #org# through clenched teeth.',
        'These days #npc.they# #occ_now#. #npc.They:attends# every guild meeting just to vote against #foe.first#.',
      ],
      motive: [
        'Win the next vote of #org#.',
        'Prove #foe# bought the seat.',
        'Keep #venue# open through whatever #org# throws at it.',
      ],
      secret: [
        '<h-low|h-mid> #npc.They# bribed voters too, just not enough of them.',
        '<h-mid|h-high> #npc.They:has# proof of #foe.last.possessive# bribes, a purse marked with the seal of #org#, and #npc.v:is# waiting for the right moment.',
        '<h-high> #foe# quietly paid the fine that would have closed #venue#, and #npc.first# cannot bear to owe #foe.first# anything.',
        '<h-low> #npc.They:has# been #occ_crime# and passing it off under #foe.last.possessive# name.',
      ],
      flaw: ['Turns every disagreement into a vote.', 'Cannot let a slight pass, however small.'],
      hook: [
        'The Vote-Buyer | A Purse for Every Vote :: A stranger is going from door to door in #home.name#, offering silver to members of #org# for their votes. #npc.first# #hook_ask# follow the stranger back to whoever pays.',
        'The Guild Vote | The Vote in #org.title# :: The next vote of #org# is a week away. #npc.first# #hook_ask# persuade three waverers, and one of them is being blackmailed by #foe#.',
        'The Seal | The False Seal of #org.title# :: Shoddy goods bearing the seal of #org# are turning up across #home.name#, and #npc.first# is being blamed. #npc.first# #hook_ask# find the workshop that makes them.',
        'The Missing Charter | #foe.last.possessive# Search :: #foe# hires the party to search #venueNamed# for the stolen charter of #org#, which #npc.first# may or may not have.',
      ],
    },
  },
  {
    id: 'fugitive',
    stage: 'grown',
    themes: ['fugitive', 'hospitality'],
    relations: ['sibling', 'spouse', 'parent', 'child'],
    fate: 'alive',
    rules: {
      setup: [
        '[fugitiveKind:hedge witch]',
        '[fugitiveKind:deserter]',
        '[fugitiveKind:runaway heir]',
        '[fugitiveKind:heretic]',
        '[fugitiveKind:escaped debtor]',
      ],
      foeRole: ['witch-finder', 'bounty hunter', 'inquisitor of #deity.name#', 'royal agent'],
      thirdRole: ['#fugitiveKind#'],
      backstory: [
        '<+left-token> #yearsAgo.capitalize#, a half-frozen stranger called #third# knocked on #npc.first#’s door on the worst night of winter, and #npc.first# let #third.first# in. By spring #third.first# was gone, leaving #keepsake# as thanks, and #foe#, #foeRole.a#, arrived asking about a #fugitiveKind# matching the description. #fugitive_after#',
        '#npc.first# hid #third#, a wanted #fugitiveKind#, in the loft for a whole season #yearsAgo#, against the advice of #npc.their# #relation# #relative.first#. #third.first# slipped away one night; #foe#, the #foeRole# hunting #third.first#, has watched #npc.first# ever since. #fugitive_after#',
      ],
      after: [
        'Now #npc.they# #occ_now#. #npc.They:sleeps# lightly.',
        'These days #npc.they# #occ_now#. #npc.They:keeps# a spare bed made up, just in case.',
      ],
      motive: [
        'Keep #third.first#’s whereabouts from #foe#.',
        'Learn what #third.first# was really running from.',
        'Be left in peace by #foe#.',
      ],
      secret: [
        '<h-low|h-mid> #npc.They# tried to sell #third.first#’s hiding place to #foe#, and #npc.was# a day too late.',
        '<h-mid|h-high> #npc.They:knows# where #third.first# is hiding now, and #npc.v:sends# food there every month.',
        '<h-high left-token> #third.first# left more than #keepsake#: a sealed letter addressed to the queen, which #npc.first# has not dared to open or deliver.',
        '<h-low> #npc.They:has# been selling #third.first#’s secrets, a few at a time, to #foe.last.possessive# rivals.',
      ],
      flaw: [
        'Takes in every stray, human or otherwise, whatever the cost.',
        'Jumps at every knock on the door.',
      ],
      hook: [
        'A Description at the Gate | Posters in #home.name# :: Posters describing #third#, the #fugitiveKind#, have gone up all over #home.name#, and the drawing looks a good deal like #npc.first#.',
        'A Second Stranger | Another Knock :: Another fugitive has come to #npc.first#’s door, sent by #third.first#, with a password and a warning that #foe# is close.',
        'The Knock at the Door | #third.first# Returns :: #third# comes back, wounded, with #foe# a day behind. #npc.first# cannot hide #third.first# twice, and #hook_ask# do it instead.',
        'The Price of Silence | #foe.last.possessive# Reward :: #foe# offers the party a reward for proof that #npc.first# sheltered a fugitive.',
        '<left-token> A Parcel for #origin# :: #npc.first# #hook_ask# carry #keepsakeShort# to an address in #origin#, no questions asked.',
        '<!left-token> A Parcel for #origin# :: #npc.first# #hook_ask# carry a sealed parcel to an address in #origin#, no questions asked. It is addressed to #third.first#.',
      ],
    },
  },
  {
    id: 'wager',
    stage: 'grown',
    themes: ['gambling', 'lost heirloom'],
    relations: ['parent', 'grandparent', 'sibling'],
    fate: 'alive',
    rules: {
      setup: [
        '<!poor !guard !priest +deed> [stake:the deed to #venue#]',
        '[stake:#npc.their# #relation# #relative.first#’s old sword]',
        '[stake:the family’s silver candlesticks]',
        '[stake:#npc.their# grandmother’s wedding ring]',
      ],
      foeRole: ['card sharp', 'merchant prince', 'riverboat gambler', 'retired mercenary'],
      backstory: [
        '<!scrupulous> One long night at #home.inn# #yearsAgo#, #npc.first# sat down to cards with #foe#, #foeRole.a#, and stood up without #stake#. #npc.They# told #npc.their# #relation# #relative.first# it was stolen. #wager_after#',
        '<+race> #npc.first# has always loved a wager. #yearsAgo.capitalize# #npc.they# bet #stake# on a horse race outside #home.name#, against #foe#, #foeRole.a#, and lost by a nose. #npc.first# swears the race was fixed; #foe.first# #wager_retort#. #wager_after#',
      ],
      after: [
        '<deed> Now #npc.they# #occ_now#. The building belongs to #foe# now, and #npc.first# pays #foe.first# rent every quarter day.',
        '<!deed> Now #npc.they# #occ_now#. #npc.They:sees# #stake# on display in #foe.last.possessive# house whenever #npc.they# #npc.v:walks# past.',
        'These days #npc.they# #occ_now#. #npc.They:has# sworn off cards, mostly.',
      ],
      motive: [
        'Win back #stake#.',
        'Catch #foe# cheating in front of witnesses.',
        'Quit gambling, this time for good.',
      ],
      secret: [
        '<h-low> #npc.They:has# been cheating at cards ever since, to win back what #npc.they# lost, and #npc.v:is# very good at it now.',
        '<h-mid> #npc.They:owes# #foe# far more than the stake, and #npc.v:has# been paying in secret.',
        '<h-high|h-mid> #npc.They:knows# the game was fair and #npc.v:has# let #npc.their# family believe otherwise for years.',
        '<h-high> #npc.They:has# been putting money aside for years to buy #stake# back honestly, and #foe# keeps raising the price.',
      ],
      flaw: ['Believes the next wager will fix everything.', 'Cannot walk past a game of dice.'],
      retort: [
        'swears #npc.first# should have known better',
        'laughs whenever the race is mentioned',
        'has offered a rematch, at double the stake',
        'says a wager is a wager, and smiles',
      ],
      hook: [
        '<!race> The Marked Deck | Cards at #home.inn.title# :: A deck of cards from the night #npc.first# lost #stake# has turned up in the lost-property box at #home.inn#, and every ace is nicked at one corner.',
        'The Stake on Display | #foe.last.possessive# Auction :: #foe# has put #stake# up for sale at auction in #home.name#, on the day #npc.first# is sure to be out of town. #npc.first# #hook_ask# bid for it, with money #npc.they# #npc.v:does# not have.',
        'Double or Nothing | #foe.last.possessive# Last Game :: #foe# offers #npc.first# one more game for #stake#: double or nothing. #npc.first# #hook_ask# sit at the table and spot the marked card.',
        '<race> The Fixed Race :: The jockey from the race outside #home.name# has turned up drunk at #home.inn#, ready to talk to anyone who buys the drinks.',
        'Paper Debts | #npc.first#’s Marker :: #npc.first#’s debt marker, signed in #npc.their# hand, has been sold on to #org#, and the new owners want paying in something other than coin.',
      ],
    },
  },
  {
    id: 'witness',
    stage: 'grown',
    kinCentral: true,
    themes: ['witness', 'murder'],
    relations: ['sibling', 'spouse', 'child', 'cousin'],
    fate: 'alive',
    rules: {
      setup: ['[victimRole:a clerk]', '[victimRole:a river pilot]', '[victimRole:a temple treasurer]'],
      foeRole: ['magistrate', 'temple elder', 'guildmaster', 'captain of the watch', 'alderman'],
      thirdRole: ['#victimRole#'],
      backstory: [
        '<b-mid|b-high +spoke-out> #yearsAgo.capitalize#, #npc.first# saw #foe#, the #foeRole#, push #third#, #victimRole#, into #home.river# from the old bridge. #npc.They# told the watch that same night. The watch told #foe.first#. Within a month #npc.first# had lost #npc.their# lodgings and most of #npc.their# friends, and the death was written down as an accident. #witness_after#',
        '<b-low|b-mid +kept-silent> #npc.first# was working late #yearsAgo# when #npc.they# saw #foe#, the #foeRole#, leave the house of #third#, #victimRole#, with blood on the cuffs of a fine coat. In the morning #third.first# was found dead, and #npc.first# said nothing. A purse of silver arrived that week with no note. #witness_after#',
      ],
      after: [
        'Now #npc.they# #occ_now#. #foe# still nods to #npc.them# in the street.',
        'These days #npc.they# #occ_now#. #npc.They:makes# sure #npc.their# #relation# #relative.first# never walks home alone.',
      ],
      motive: [
        'Find the others in #home.name# who saw what #foe# did, and make them speak.',
        'See #foe# hang for what happened to #third.first#.',
        'Protect #npc.their# #relation# #relative.first#, the only other person who knows what #npc.first# saw.',
        'Live long enough to testify at the next assize.',
      ],
      secret: [
        '<kept-silent h-low|h-mid|b-low> #npc.They# took the silver, and #npc.v:has# taken more since, every quarter day.',
        '<h-mid|h-high> #npc.They# kept #third.first#’s last letter, which names #foe# and the reason.',
        '<b-high !h-low> #npc.They:has# been gathering the names of others #foe# has hurt, and the list is long.',
        '<kept-silent h-low> #npc.They:has# been blackmailing #foe# for years, and the payments have just stopped.',
        '<spoke-out h-low> Half of what #npc.they# told the watch was invented to make the charge stick; #npc.they# #npc.v:is# sure only of the push.',
        '<spoke-out h-mid> #npc.They:has# been offered #npc.their# old place back if #npc.they# #npc.v:retracts# the story, and #npc.v:is# tempted.',
      ],
      flaw: ['Trusts no one in authority, ever.', 'Jumps at footsteps behind #npc.them#.'],
      hook: [
        'The Magistrate’s Clerk | A Clerk Who Remembers :: A clerk who wrote down #npc.first#’s first statement has kept a copy, and wants to sell it to whichever side pays more.',
        'Bought Silence | The Watchman’s Purse :: The watchman who took #npc.first#’s report that night has bought a house in #origin# on a watchman’s pay. #npc.first# #hook_ask# find out who paid.',
        'A Second Witness | Another Witness on #home.river.title# :: Someone else saw #third.first# die, and #foe# is looking for that person too. #npc.first# #hook_ask# find the witness first.',
        'Dead Letter | #third.first#’s Last Letter :: #npc.first# needs #third.first#’s last letter carried to an honest judge in #origin#, and #foe# has friends on every road.',
        'Accident on the Stairs | An Accident in #home.name# :: #npc.first# survives an accident that was not an accident, and #hook_ask# stay close until the next assize.',
      ],
    },
  },
  {
    id: 'widow',
    stage: 'grown',
    themes: ['grief', 'suspected murder'],
    relations: ['spouse'],
    fate: 'dead',
    rules: {
      setup: [
        '[death:a fall from a horse #relative.first# had ridden for ten years]',
        '[death:a weak heart]',
        '[death:bad oysters]',
      ],
      foeRole: ['business partner', 'landlord', 'old friend', 'moneylender'],
      backstory: [
        '#npc.first# married #relative.first# young and was happy for years. Then #relative.first# went to #place# on business with #foe#, #foeRole.a#, and came home in a box, dead of #death#. The physician who signed the death papers was a friend of #foe.first#. #widow_after#',
        '#npc.first#’s #relation#, #relative.first#, died suddenly #yearsAgo#, three days after quarrelling with #foe#, #npc.their# #foeRole#, in front of half of #home.name#. The physician called it #death#. #npc.first# has read enough since to know what certain poisons look like. #widow_after#',
      ],
      after: [
        'Now #npc.they# #occ_now#. #npc.They:sets# two places at table on #relative.first#’s name-day.',
        'These days #npc.they# #occ_now#. #npc.They:wears# #relative.first#’s ring on a chain.',
      ],
      motive: [
        'Prove that #relative.first# was murdered.',
        'Make #foe# confess, in public.',
        'Learn to be happy again, though #npc.they# would never say so.',
      ],
      secret: [
        '<h-low> #npc.They# knew #relative.first# was in danger and said nothing, for the inheritance, and #npc.v:regrets# it more than anyone could guess.',
        '<h-mid|h-high> #npc.They:has# found a vial in #relative.first#’s coat that #npc.they# cannot identify, and #npc.v:has# shown it to no one.',
        '<h-mid|h-low> #npc.They:has# let #foe# court #npc.them#, to get close enough to find proof.',
        '<h-high> #npc.They:has# written to others who crossed #foe#, and two of them are dead.',
      ],
      flaw: ['Sees poison in every cup.', 'Cannot talk about #relative.first# without weeping or shouting.'],
      hook: [
        'The Second Vial | A Vial for Sale :: An apothecary in #origin# is selling vials of the same clear liquid #npc.first# fears killed #relative.first#. #npc.first# #hook_ask# learn who the buyers are.',
        'What the Bones Say | #relative.first#’s Bones :: #npc.first# #hook_ask# open #relative.first#’s grave at night, quietly, so an alchemist can test the bones.',
        'Another Sudden Death | Another Death in #home.name# :: Someone else who crossed #foe# has died suddenly, and #npc.first# is the only person in #home.name# asking questions.',
        'The Physician’s Conscience | A Physician in #origin# :: The physician who signed #relative.first#’s death papers has turned up in #origin#, old and frightened, and will talk only to strangers. #npc.first# #hook_ask# be the strangers.',
      ],
    },
  },
  {
    id: 'ruin',
    stage: 'grown',
    themes: ['survivor', 'lost expedition'],
    relations: ['sibling', 'cousin', 'spouse'],
    fate: 'missing',
    rules: {
      setup: ['[party:five companions]', '[party:a company of eight]', '<+survivor> [party:a crew of six]'],
      foeRole: ['collector', 'noble patron', 'scholar', 'temple treasurer'],
      thirdRole: ['fellow survivor'],
      backstory: [
        '<!survivor> #yearsAgo.capitalize#, #npc.first# went into #ruin# with #party#, #npc.their# #relation# #relative.first# among them, on a contract from #foe#, #foeRole.a#. #npc.first# came out alone three days later with #keepsake# and no memory of the last night. #ruin_after#',
        '<survivor> Hard up for coin, #npc.first# signed on with #party# hired by #foe#, #foeRole.a#, to clear #ruin#. Only #npc.first# and #third# walked out. #npc.Their# #relation# #relative.first# did not, and #foe.first# has never paid the survivors a copper. #ruin_after#',
      ],
      after: [
        'Now #npc.they# #occ_now#. #npc.They:dreams# of the ruin most nights.',
        'These days #npc.they# #occ_now#. #npc.They:keeps# a lamp lit until dawn.',
      ],
      motive: [
        'Go back into #ruin# for #relative.first#.',
        'Make #foe# pay the survivors what was promised.',
        'Remember what happened on the last night.',
      ],
      secret: [
        '<h-low|h-mid> #npc.They# left the others behind on purpose, to keep what #npc.they# found.',
        '<h-mid|h-high> #keepsake.capitalize# whispers at night, and #npc.they# #npc.v:has# started to answer.',
        '<h-high> #npc.They:has# drawn a map of #ruin# from memory and hidden it, because #npc.they# #npc.v:believes# #relative.first# may still be alive inside.',
      ],
      flaw: ['Cannot bear to be underground.', 'Hoards things from the ruin and trusts no one near them.'],
      hook: [
        'Back into the Dark | Return to #ruin.title# :: #npc.first# is ready to return to #ruin# and will share everything #npc.they# #npc.v:remembers# with a party willing to go along.',
        'The Collector’s Price | #foe.last.possessive# Thieves :: #foe# wants #keepsakeShort# and has hired thieves to take it. #npc.first# #hook_ask# stop them, or to catch them in the act.',
        '<survivor> The Other Survivor :: #third#, the only other survivor, has started telling a very different story in the taverns of #home.name#.',
        '<!survivor> Footprints in the Dust :: Someone has been into #ruin# since #npc.first# came out, and left #relative.first#’s name scratched on the gate.',
      ],
    },
  },
  {
    id: 'patron',
    stage: 'grown',
    kinCentral: true,
    themes: ['obligation', 'patronage'],
    relations: ['sibling', 'child', 'cousin'],
    fate: 'alive',
    rules: {
      setup: [
        '[favour:a message carried]',
        '[favour:a door left unlocked]',
        '[favour:a ledger that went missing]',
      ],
      foeRole: ['merchant prince', 'noble patron', 'temple elder', 'crime lord in a good coat'],
      backstory: [
        '<rich> The fortunes of #npc.first#’s family have rested for years on #foe#, #foeRole.a# who quietly paid the debts that would have ruined them. #yearsAgo.capitalize#, #foe.first# began asking for favours in return: #favour# here, a word in the right ear there. The favours are getting larger. #patron_after#',
        '<!rich> #npc.first# owes everything to #foe#, #foeRole.a# who paid for #npc.their# training, #npc.their# first tools and the roof over #npc.their# head. #yearsAgo.capitalize#, #foe.first# began asking for favours in return: #favour# here, a word in the right ear there. The favours are getting larger. #patron_after#',
        '<!rich +household> When #npc.first# had nothing, #foe#, #foeRole.a#, gave #npc.them# a start, and #npc.their# #relation# #relative.first# a position in #foe.last.possessive# household. Lately #foe.first# has wanted something back, and #relative.first# is the leverage. #patron_after#',
      ],
      after: [
        'Now #npc.they# #occ_now#. #npc.They:jumps# whenever a messenger in #foe.last.possessive# colours appears.',
        'These days #npc.they# #occ_now#. #npc.They:tells# everyone #npc.they# #npc.v:owes# nobody anything.',
      ],
      motive: [
        'Be free of #foe# before #relative.first# is drawn in too.',
        'Pay #foe# back in full and be free.',
        '<household> Get #relative.first# out of #foe.last.possessive# household.',
        '<!household> Stop doing favours before one of them gets someone killed.',
        'Find out what the favours are really for.',
      ],
      secret: [
        '<h-low|h-mid> The last favour #npc.first# did for #foe# ended with a body in #home.river#, and #npc.first# knows it.',
        '<h-high|h-mid> #npc.They:has# begun keeping a record of every favour, with dates and names, as insurance.',
        '<h-mid|h-low> #npc.They:is# quietly in talks with #foe.last.possessive# enemies in #org#.',
      ],
      flaw: ['Cannot refuse a powerful person anything.', 'Confuses gratitude with obedience.'],
      hook: [
        'The Favour Book | #foe.last.possessive# Ledger of Favours :: #npc.first# has learned that #foe# keeps a book in #home.name# of every favour ever done, and #npc.first#’s name is on a page with a date next month. #npc.first# #hook_ask# read that page.',
        'One Small Favour | A Box for #home.inn.title# :: #npc.first# has been told to deliver a locked box to #home.inn# at midnight, and asks the party to find out what is in it without breaking the seal.',
        '<household> The Leverage :: #relative.first# has been moved from #foe.last.possessive# household to somewhere no one will name.',
        'A Door Left Open | #npc.first#’s Back Door :: #foe# tells #npc.first# to leave the back door of #venueNamed# unlocked tonight. #npc.first# would like someone waiting inside.',
      ],
    },
  },
  {
    id: 'feud',
    stage: 'grown',
    kinCentral: true,
    themes: ['family feud'],
    relations: ['sibling', 'cousin', 'child'],
    fate: 'injured',
    thirdIsFoeKin: true,
    rules: {
      setup: [
        '[cause:a water right on #home.river#]',
        '[cause:a boundary hedge]',
        '[cause:a mill that both families claim]',
        '[cause:a marriage promised and broken three generations ago]',
      ],
      foeRole: ['head of the #foe.last# family'],
      thirdRole: ['youngest of the #foe.last# family'],
      backstory: [
        '<has-surname> The #npc.last# and #foe.last# families have feuded since before #npc.first# was born, over #cause#. #yearsAgo.capitalize# it turned bloody: #npc.their# #relation# #relative.first# was beaten senseless at the market by #foe.last# cousins and has never been quite right since. #foe#, who leads the #foe.last# family, called it #feud_excuse#. #feud_after#',
        '#npc.first#’s family and the #foe.last# family have been at each other’s throats over #cause# for three generations. #yearsAgo.capitalize#, #npc.first# watched #foe.last# cousins beat #npc.their# #relation# #relative.first# half to death, and #foe#, head of the family, paid the magistrate to look away. #feud_after#',
      ],
      after: [
        'Now #npc.they# #occ_now#. #npc.They:crosses# the street whenever #foe.last.a# approaches.',
        'These days #npc.they# #occ_now#. #npc.They:keeps# a cudgel behind the door.',
      ],
      motive: [
        'See the feud over #cause# settled by a court and not by cudgels.',
        'Keep #relative.first# away from the #foe.last# family, whatever it takes.',
        'End the feud with the #foe.last# family before it claims a life.',
        'Settle the quarrel over #cause# for good, in #npc.their# family’s favour.',
        'Make the #foe.last# family pay for what was done to #relative.first#.',
      ],
      secret: [
        '<h-low|h-mid> #npc.They# started the latest round #npc.themself#, by fouling #foe.last.a# well, and let the family believe the #foe.last# side struck first.',
        '<h-mid|h-high> #npc.They:is# in love with #third.first#, youngest of the #foe.last# family, and the two of them meet in secret.',
        '<h-high> #npc.They:has# found the old document that settles #cause#, and it favours the #foe.last# family.',
      ],
      flaw: [
        'Will not hear a good word about any #foe.last#.',
        '<!b-low> Answers insults to the family with fists.',
        '<b-low> Hears every insult to the family and answers none of them, which is worse.',
      ],
      excuse: [
        'a scuffle between hotheads',
        'boys being boys',
        'a fair fight that went too far',
        'a matter for the families, not the watch',
      ],
      hook: [
        'The Boundary Dispute | The Surveyor’s Map :: A surveyor from #origin# has arrived with an old map that may settle the quarrel over #cause# for good. Both families want the map, and only one of them wants the surveyor alive.',
        'The Runaway Cousin | #foe.last.a.title# at the Door :: #foe.last.a.capitalize# cousin, young and frightened, has run away from home and asked #npc.first# for shelter. #npc.first# #hook_ask# get the runaway safely home before the #foe.last# family calls it kidnapping.',
        'Blood at the Market | #foe.last.a.title# Found Dead :: #foe.last.a.capitalize# cousin is found dead behind #venueNamed#, and everyone assumes #npc.first# did it.',
        'The Peace Feast | Peace with the #foe.last# Family :: Both families agree to a peace feast, and #npc.first# #hook_ask# keep watch, because someone at the table wants it to fail.',
        'Forbidden Letters | Letters from #third.first# :: #third.first#, youngest of the #foe.last# family, asks the party to carry a message to #npc.first#, and #foe# is watching every road.',
      ],
    },
  },
  {
    id: 'flood',
    stage: 'grown',
    themes: ['dispossessed', 'flood'],
    relations: ['parent', 'spouse', 'sibling', 'child'],
    fate: 'dead',
    rules: {
      setup: [
        '[dam:a dam for a new mill]',
        '[dam:a weir to water the lord’s gardens]',
        '[dam:a causeway for the toll road]',
      ],
      foeRole: ['lord’s steward', 'mill owner', 'toll-keeper', 'engineer'],
      backstory: [
        '#yearsAgo.capitalize#, #foe#, the #foeRole#, built #dam# across #home.river# against every warning. When the autumn rains came it gave way, and the water took the lower fields, #npc.first#’s home and #npc.their# #relation# #relative.first# with them. #foe.first# blamed the rain. #flood_after#',
        '#yearsAgo.capitalize#, when #npc.first# was living on the low farms by #home.river#, #foe#, the #foeRole#, built #dam# upstream; in a night of rain it burst, and #npc.first# clung to a roof and watched #npc.their# #relation# #relative.first# swept away. #flood_after#',
      ],
      after: [
        'Now #npc.they# #occ_now#. #npc.They# will never again live below the flood line.',
        'These days #npc.they# #occ_now#. #npc.They:listens# to every storm with #npc.their# boots on.',
      ],
      motive: [
        'See #foe# pay for the flood.',
        'Win back the drowned fields from the lord’s estate, which quietly claimed them.',
        'Make sure #home.river# is never dammed again.',
      ],
      secret: [
        '<h-low|h-mid> #npc.They# loosened the stones of the rebuilt dam last spring, hoping it would fail on #foe.last.possessive# watch.',
        '<h-mid|h-high> #npc.They:has# the engineer’s letter warning #foe# the dam would fail, taken from the ruins of the lock-house.',
        '<h-high> #npc.They# took a bribe to sign away #npc.their# claim to the drowned fields, and #npc.v:has# regretted it every day.',
      ],
      flaw: ['Cannot stand the sound of rain on a roof.', 'Trusts no one who builds anything.'],
      hook: [
        'The Engineer’s Report | The Ignored Warning :: A copy of the engineer’s warning, written before the flood and signed, has been found in a box at a sale in #origin#. #foe# is already bidding on the box.',
        'The New Dam | #foe.last.possessive# New Dam :: #foe# has begun work on a new dam upstream. #npc.first# #hook_ask# find the flaw before the rains come, or to make one.',
        'What the Water Left | The Cellar Under #home.river.title# :: Summer drought has exposed the drowned farms, and something was buried in #npc.first#’s old cellar that #npc.first# never put there.',
        'A Claim to the Fields | A Claimant in #home.name# :: A claimant with #npc.first#’s family name has appeared, laying claim to the drowned fields, and #npc.first# has never heard of this relative.',
      ],
    },
  },

  {
    id: 'pardon',
    stage: 'grown',
    kinCentral: true,
    themes: ['forgery', 'pardon'],
    relations: ['sibling', 'child', 'cousin', 'spouse'],
    fate: 'alive',
    rules: {
      setup: [
        '[sentence:ten years in the salt mines][pardonCrime:a brawl that ended with a tax collector in #home.river#]',
        '[sentence:transportation to the penal isles][pardonCrime:poaching on the lord’s land]',
        '[sentence:seven years at the oar][pardonCrime:striking a watchman during the bread riots]',
        '[sentence:the gallows][pardonCrime:a robbery on #home.road# that #relative.first# swore to have had no part in]',
      ],
      foeRole: ['scrivener', 'clerk of the assize', 'disgraced notary', 'court copyist'],
      thirdRole: ['turnkey'],
      backstory: [
        '<+bought-pardon> #yearsAgo.capitalize#, #npc.their# #relation# #relative.first# was condemned to #sentence# for #pardonCrime#. #npc.first# sold nearly everything #npc.they# owned to buy a letter of pardon from #foe#, #foeRole.a# who could copy any hand and any seal. #third#, the turnkey, read the letter, #pardon_turnkey# and opened the cell. #relative.first# has been free ever since, on a pardon no court in #home.name# ever granted. #pardon_after#',
        '<+duped> When #npc.their# #relation# #relative.first# was sentenced #yearsAgo# to #sentence# for #pardonCrime#, #npc.first# wrote to every lord and temple in reach. One letter came back: a pardon, sealed and signed, carried by #foe#, #foeRole.a# who asked only a modest fee for the delivery. #npc.first# believed it was real until last winter, when #foe.first# came back and explained, quite pleasantly, that it was not. #pardon_after#',
      ],
      after: [
        'Now #npc.they# #occ_now#. #relative.first# lives under the same roof and does not know what the pardon cost.',
        'These days #npc.they# #occ_now#. Every quarter day #npc.they# #npc.v:pays# #foe# a little more for silence.',
        'Now #npc.they# #occ_now#. #npc.They:keeps# the pardon in a locked box and cannot bring #npc.themself# to burn it.',
      ],
      motive: [
        'Make sure #relative.first# never learns what the pardon cost.',
        'Get a true pardon for #relative.first# before the false one is discovered.',
        'Take the forged pardon out of the court rolls before #foe# has it examined.',
        'Be rid of #foe# for good, by law if possible.',
        '<duped> Find out who really sent #foe# with the pardon, and why.',
      ],
      secret: [
        '<h-low> #npc.They:has# since bought two more pardons from #foe#, and sold them on at a handsome profit.',
        '<h-low|h-mid> #relative.first# really was guilty of #pardonCrime#, and #npc.first# has always known it.',
        '<h-mid|h-high> #npc.They:has# kept #foe.last.possessive# letters, which prove who wrote the pardon, but using them would send #relative.first# straight back to #sentence#.',
        '<h-high> #npc.They:has# written a full confession to the magistrates of #home.name# and carries it everywhere, unsent.',
        '<h-high|h-mid> #third#, the turnkey who opened the cell, knew the seal was false and let #relative.first# go anyway, and #npc.first# does not know why.',
      ],
      flaw: [
        'Reads every official letter three times, looking for the forgery.',
        'Flinches whenever the watch knocks, even for directions.',
      ],
      turnkey: ['shrugged', 'held it up to the lamp', 'counted the fee twice', 'looked both ways'],
      hook: [
        'The Second Signature | A Scrivener Found :: A scrivener in #origin# recognises the hand on #relative.first#’s pardon as the work of a forger who died ten years ago. #npc.first# #hook_ask# find who is still using the dead forger’s name.',
        'The Seal Examined | The Assize and #relative.first# :: The assize is auditing the pardons of the last ten years, and #relative.first#’s is on the list. #npc.first# #hook_ask# get into the court archive before the examiners do.',
        'A Second Customer | #third.first# in Custody :: #foe# has been arrested in #origin#, and is offering the names of every customer in exchange for mercy. #npc.first# #hook_ask# reach #foe.first# first, to buy silence or to end the trade.',
        'The Turnkey Talks | #third.first# Talks :: #third#, the turnkey who opened #relative.first#’s cell, has been drinking at #home.inn# and telling the story to anyone who listens. #npc.first# needs #third.first# quiet, one way or another, and hopes the party knows a kind one.',
        'The Real Signature :: The lord whose seal was copied on the pardon is visiting #home.name#. #npc.first# #hook_ask# win an audience and ask, carefully, whether a true pardon might yet be had.',
      ],
    },
  },
  {
    id: 'twin',
    stage: 'grown',
    kinCentral: true,
    themes: ['twin', 'mistaken identity'],
    relations: ['sibling'],
    fate: 'alive',
    kinSameGender: true,
    rules: {
      setup: [
        '<+swap-levy> [swapAt:the levy muster at #place#][swapTerm:a year on the border forts]',
        '<+swap-hostage> [swapAt:the hostage exchange at #place#][swapTerm:a year and a season as a hostage in a foreign hall]',
        '<+swap-gaol> [swapAt:the debtors’ prison of #origin#][swapTerm:a debtor’s sentence of one hard winter]',
      ],
      foeRole: [
        '<swap-levy> recruiting captain',
        '<swap-hostage> castellan who holds the hostages',
        '<swap-gaol> warden of the debtors’ prison',
      ],
      thirdRole: ['<swap-levy> muster clerk', '<swap-hostage> herald', '<swap-gaol> moneylender'],
      backstory: [
        '<b-low|b-mid> #npc.first# was the one called to #swapAt# #yearsAgo#, and #npc.their# twin, #relative.first#, went instead. Nobody looked twice: the two of them had the same face and the same scar on the chin. #relative.first# served #swapTerm# under #npc.first#’s name, and #foe#, the #foeRole#, is the only one who ever noticed. #twin_after#',
        '<!b-low> #yearsAgo.capitalize#, #npc.first# was summoned to #swapAt#. #npc.Their# twin #relation#, #relative.first#, got there first, answered to #npc.first#’s name and would not be talked out of it. #relative.first# served #swapTerm# in #npc.first#’s place, and came home a stranger. #foe#, the #foeRole#, has kept the secret for reasons #foe.first# has never explained. #twin_after#',
        '#npc.first# and #npc.their# twin #relation#, #relative.first#, swapped names as children for fun and once, #yearsAgo#, for real: at #swapAt#, #relative.first# stood where #npc.first# should have stood and took #swapTerm#. The only witness who still remembers the swap is #third#, the #thirdRole#, and lately #foe#, the #foeRole#, has begun asking #third.first# questions. #twin_after#',
      ],
      after: [
        'Now #npc.they# #occ_now#. #relative.first# is home again and does not talk about the lost years.',
        'These days #npc.they# #occ_now#. #npc.They:sends# #relative.first# half of everything #npc.they# #npc.v:earns#, and it is never enough.',
        'Now #npc.they# #occ_now#. Half of #home.name# cannot tell the twins apart, and #npc.they# #npc.v:has# learned to use it.',
      ],
      motive: [
        'Live one honest year under #npc.their# own name.',
        'Repay #relative.first# for the years served in #npc.their# place.',
        'Keep the swap secret from #foe#, or from whoever #foe.first# might tell.',
        'Clear #relative.first#’s record, which is really #npc.their# own.',
      ],
      secret: [
        '<h-low> #npc.They:has# used the swap since, letting #relative.first# take the blame for things #npc.first# did.',
        '<h-low|h-mid> #npc.They# asked #relative.first# to go, and then let everyone believe it was #relative.first#’s own idea.',
        '<h-mid|h-high> #npc.They:has# been paying #third#, the #thirdRole#, to keep #third.first#’s memory of #swapAt# conveniently poor.',
        '<h-high> #npc.They:has# written to #foe# offering to serve out the rest of the term, and #npc.v:is# waiting for the answer.',
        '<h-high> #relative.first# came back with a debt to #foe# that #npc.first# is paying off, one favour at a time.',
      ],
      flaw: [
        'Cannot stand to be thanked for anything.',
        'Answers to #relative.first#’s name without thinking.',
      ],
      hook: [
        'The Portrait | A Painter’s Eye :: A portrait painter in #home.name# is about to exhibit a double portrait of the twins, and has painted them the right way round. #npc.first# #hook_ask# buy it or steal it before the exhibition.',
        'The Wrong Twin | Two of #npc.first# :: A bounty hunter arrives in #home.name# with a warrant for #npc.first#, for something done during #swapTerm#. #npc.first# did not do it. #relative.first# might have.',
        'Court Day | #foe.last.possessive# Court Day :: #foe# writes to say that the swap will be made public at the next court day unless #npc.first# does one small thing. #npc.first# #hook_ask# learn what #foe.first# is really after.',
        'Two Faces at #home.inn# :: Someone has been spending money, making promises and signing debts in #home.name# while wearing #npc.first#’s face. #relative.first# swears to have been out of town all week. #npc.first# #hook_ask# find out who it was.',
        'Old Comrades :: Three people who shared #swapTerm# with #relative.first# arrive in #home.name#, looking for the friend they knew by #npc.first#’s name. One of them is owed money.',
      ],
    },
  },
  {
    id: 'salvage',
    stage: 'grown',
    themes: ['salvage', 'rivalry'],
    relations: ['sibling', 'cousin', 'child', 'spouse'],
    fate: 'injured',
    rules: {
      setup: [
        '[hulk:the Constant Gull][cargo:forty casks of southern wine]',
        '[hulk:the Amber Wren][cargo:a chest of newly minted silver]',
        '[hulk:the Old Heron][cargo:a bronze temple bell bound for #origin#]',
        '[hulk:the Brave Margery][cargo:crates of dwarven glass packed in straw]',
        '[hulk:the Tallowmaid][cargo:a hold full of dyed wool and one locked strongbox]',
      ],
      foeRole: ['merchant who owned the cargo', 'lord’s wreck-reeve', 'insurer’s agent', 'harbourmaster'],
      thirdRole: ['diver'],
      backstory: [
        '#yearsAgo.capitalize#, #hulk#, a heavy river barge, broke up on the shoals of #home.river# below #place#, with #cargo# in the hold and no one left aboard. #npc.first# and #npc.their# #relation# #relative.first# were first to the wreck, and #relative.first# nearly drowned bringing up the cargo. Then #foe#, the #foeRole#, arrived with a writ and a dozen hired men, and claimed every piece of it. #salvage_after#',
        'Everyone on #home.river# knows the law: what the river gives, the finder keeps, unless the owner comes within a year and a day. When #hulk# sank below #place# #yearsAgo#, #npc.first# spent the whole summer raising #cargo#, with #npc.their# #relation# #relative.first# doing the diving until the cold water ruined #relative.first#’s lungs. #foe#, the #foeRole#, turned up on the three hundred and sixty-fourth day. #salvage_after#',
      ],
      after: [
        'Now #npc.they# #occ_now#. The case has been before the magistrates of #home.name# for years, and the lawyers are the only ones getting rich.',
        'These days #npc.they# #occ_now#. #npc.They:keeps# one piece of the cargo on a shelf, where #foe# can see it from the street.',
        'Now #npc.they# #occ_now#. #relative.first# still coughs every winter, and #npc.first# counts every cough against #foe#.',
      ],
      motive: [
        'Win the salvage case against #foe#.',
        'Pay for a physician for #relative.first#’s lungs.',
        'Find out what else went down with #hulk#, because #foe# is far too eager for a river wreck.',
      ],
      secret: [
        '<h-low> #npc.They# hung a false lantern on the shoals the night #hulk# went down.',
        '<h-low|h-mid> #npc.They# hid the best of the cargo in a flooded cellar before #foe# arrived, and #npc.v:has# been selling it off slowly ever since.',
        '<h-mid|h-high> #npc.They:has# found #hulk#’s log, which shows the barge was scuttled, for the insurance, on #foe.last.possessive# orders.',
        '<h-high> #npc.They:knows# the crew did not drown: #npc.they# #npc.v:has# seen two of them in #origin#, well dressed and unworried.',
      ],
      flaw: [
        'Believes anything found is anyone’s who can carry it.',
        'Cannot let a lawsuit go, even a lost one.',
      ],
      hook: [
        'A Year and a Day | Another Wreck on #home.river.title# :: A second barge has sunk in the same place on #home.river#, and #foe.last.possessive# men are already on the bank. #npc.first# #hook_ask# reach the wreck first and fix a claim to it.',
        'The Diver | #third.first#’s Dive :: #third#, a diver once hired by #foe#, comes to #npc.first# with a story about a second, hidden hold in #hulk#. #third.first# wants a share and a guard.',
        'The Magistrate’s Price | A Magistrate for Sale :: The magistrate hearing the salvage case has let it be known that judgement can be bought. #npc.first# cannot outbid #foe#, and asks the party to find something better than money.',
        'What Floated Free | Found in the Reeds of #home.river.title# :: Children on #home.river# have found a sealed tube from #hulk# caught in the reeds. #foe# is offering a reward for it, and #npc.first# is offering a bigger one.',
      ],
    },
  },
  {
    id: 'relic',
    stage: 'grown',
    themes: ['stolen relic', 'temple quarrel'],
    relations: ['sibling', 'cousin', 'parent', 'spouse'],
    fate: 'alive',
    rules: {
      setup: [
        '[relic:the Lantern of #deity.name#][relicWhat:a brass lamp said never to need oil]',
        '[relic:the Knucklebone of Saint Averil][relicWhat:a saint’s knucklebone in a silver reliquary]',
        '[relic:the Pilgrim’s Cloak][relicWhat:a cloak embroidered with #deity.symbol#]',
        '[relic:the Iron Bell of #origin#][relicWhat:the bell of the first #deity.house# ever raised to #deity.name#]',
        '[relic:the Cup of the Vigil][relicWhat:a wooden cup said to have been blessed by #deity.name# #deity.epithet#]',
      ],
      foeRole: ['prior', 'keeper of relics', 'treasurer', 'high priest'],
      thirdRole: ['prior of the rival house'],
      backstory: [
        '#yearsAgo.capitalize#, #npc.first# bought a cart of old junk at an auction in #home.name# and found, wrapped in sacking at the bottom, #relicWhat#: #relic#, stolen from the #deity.house# of #deity.name# at #origin# that spring. #npc.first# carried it to the nearest house of #deity.name#, the one at #place#, and was given a blessing and a feast. It was the wrong house, and the house at #place# has refused to give it up. #foe#, #foeRole# of the #deity.house# at #origin#, has never forgiven #npc.first# for it. #relic_after#',
        'When #relic#, #relicWhat#, was stolen from the #deity.house# of #deity.name# at #origin# #yearsAgo#, #npc.first# tracked the thieves for a month and got it back. Then, trusting #third#, the #thirdRole# at #place#, #npc.first# delivered it to the wrong door. The house at #place# swore #relic# had always been theirs and shut the gates. #foe#, #foeRole# of the #deity.house# at #origin#, is certain #npc.first# was paid to do it. #relic_after#',
      ],
      after: [
        'Now #npc.they# #occ_now#. Both houses of #deity.name# pray for #npc.them#, and not kindly.',
        '<!priest> These days #npc.they# #occ_now#. #npc.They:has# not set foot in #deity.house.a# since, and #npc.their# #relation# #relative.first#, who is devout, has not quite forgiven #npc.them#.',
      ],
      motive: [
        'See #relic# returned to the house it was stolen from.',
        'Clear #npc.their# name with #foe# and the faithful of #origin#.',
        'Find out who stole #relic# in the first place.',
      ],
      secret: [
        '<h-low> #npc.They# delivered #relic# to the wrong house on purpose, because the rival house paid more.',
        '<h-low|h-mid> The thing on the altar at #place# is a copy #npc.they# had made; #npc.they# #npc.v:keeps# the real one under the floor.',
        '<h-mid|h-high> #npc.They:has# learned that #relic# was stolen from #place# by the house at #origin# a century ago, so both houses are lying about it.',
        '<h-high> #npc.They:knows# #third# arranged the theft from the start, and that #npc.they# #npc.v:was# the unwitting last link in the chain.',
      ],
      flaw: [
        'Cannot pass #deity.house.a# without a muttered apology.',
        'Takes the word of anyone in vestments, and has learned nothing from it.',
      ],
      hook: [
        'The Procession | Feast Day in #place# :: Both houses mean to carry #relic# in the feast-day procession, each from its own door. #npc.first# #hook_ask# keep the day from ending in a riot.',
        'Lift It Back | #foe.last.possessive# Commission :: #foe# offers the party a rich reward to steal #relic# from the house at #place# and bring it to #origin#. #npc.first# #hook_ask# make sure it is the real one.',
        'The Miracle | Miracles at #place# :: #relic# has begun working miracles at #place#, and the pilgrims are pouring in. #npc.first# suspects #third# of staging them and wants proof.',
        'A Summons to Judgement :: The synod of #deity.name# is to hear the quarrel, and #npc.first# is called to speak. #npc.They:needs# someone to find #third#, who has suddenly left #place#, before the hearing.',
      ],
    },
  },
  {
    id: 'duel',
    stage: 'grown',
    kinCentral: true,
    themes: ['honour', 'refused duel'],
    relations: ['sibling', 'cousin', 'child', 'spouse'],
    fate: 'injured',
    rules: {
      setup: [
        '[slight:#npc.first#’s charge, made before witnesses, that #foe.first# cheated at cards]',
        '[slight:a debt #npc.first# would not pay because it was never owed]',
        '[slight:a laugh at the wrong moment during a toast]',
        '[slight:what #npc.first# had said in public about #foe.last.possessive# war record]',
      ],
      foeRole: ['fencing master', 'young lord with a reputation', 'sellsword captain', 'champion of #org#'],
      backstory: [
        '<b-low> #yearsAgo.capitalize#, #foe#, #foeRole.a#, challenged #npc.first# to a duel over #slight#. #npc.first# did not appear on the field at dawn. #npc.Their# #relation#, #relative.first#, went in #npc.their# place to save the family name, and lost the use of a sword arm doing it. #duel_after#',
        '<!b-low> #npc.first# refused a duel with #foe#, #foeRole.a#, #yearsAgo#, over #slight#. #npc.They# said a quarrel like that belonged before a magistrate, not on a field at dawn, and #home.name# called #npc.them# a coward for it. #npc.Their# #relation# #relative.first# took up the challenge in #npc.their# place, and has walked with a cane ever since. #duel_after#',
        '<!b-low> The challenge came #yearsAgo#: #foe#, #foeRole.a#, called #npc.first# out before the whole of #home.inn# over #slight#. #npc.first# had sworn an oath before #deity.name# never to draw a blade in anger, and kept it. #npc.Their# #relation# #relative.first# did not share the oath, fought #foe.first# in #npc.their# stead, and has limped ever since. #duel_after#',
      ],
      after: [
        'Now #npc.they# #occ_now#. People still whisper "coward" when #npc.they# #npc.v:passes#, and #npc.they# #npc.v:lets# them.',
        'These days #npc.they# #occ_now#. #foe# tells the story of the duel at every dinner, and tells it well.',
        'Now #npc.they# #occ_now#. #relative.first# has never once blamed #npc.them#, which is worse than if #relative.first# had.',
      ],
      motive: [
        'Repay #relative.first# for the wound taken in #npc.their# place.',
        'Show #home.name# a kind of courage #foe# would not recognise.',
        'See #foe# humbled without a single blade being drawn.',
      ],
      secret: [
        '<h-low> #npc.They# did not stay away from fear or principle: #foe# paid #npc.them# to, because #relative.first# was the one #foe.first# wanted on the field.',
        '<h-low|h-mid> #npc.They:has# been practising with a blade every night for years, and #npc.v:is# now very good.',
        '<h-mid|h-high> #npc.They:knows# #foe# fought #relative.first# with a weighted blade, and #npc.v:has# the blade to prove it.',
        '<h-high> Everything #npc.they# ever said about #foe# was true, and #npc.they# would say it again tomorrow.',
      ],
      flaw: [
        '<!b-high> Backs down from every quarrel, even the ones worth winning.',
        '<b-high> Picks the quarrels that cannot be won with a blade, and loses them.',
        'Hears the word "coward" in every silence.',
      ],
      hook: [
        'A Challenge to the Party | #foe.last.possessive# Wager :: #foe# bets the party that #npc.first# will never draw a blade, and offers a fine purse to whoever can make #npc.them#.',
        'The Second Challenge | #foe.last.possessive# Second Challenge :: #foe# has challenged #npc.first# again, this time before the magistrates, where refusing means a fine that would ruin #npc.them#. #npc.first# #hook_ask# stand as champion, or find a better idea.',
        'The Surgeon’s Confession | A Surgeon in #origin# :: The surgeon who attended the duel between #relative.first# and #foe# is dying in #origin#, and has sent for #npc.first#: the fight, the message says, was not what it seemed.',
        'The Cane | #relative.first#’s Challenge :: #relative.first# has taken to practising with a sword again, left-handed, and means to challenge #foe# at midsummer. #npc.first# #hook_ask# stop it, or to make sure it is a fair fight.',
        'The Toast | A Toast to #foe.first# :: #foe# is to be honoured at a feast in #home.name#, and #npc.first# has been invited, plainly so that the story can be told again with #npc.them# in the room.',
      ],
    },
  },
  {
    id: 'haunt',
    stage: 'grown',
    themes: ['haunted inheritance', 'ghost'],
    relations: ['grandparent', 'parent', 'spouse', 'sibling'],
    fate: 'dead',
    rules: {
      setup: [
        '<poor> [haunted:narrow house on #home.street#]#haunt_roompick#',
        '<poor> [haunted:leaning cottage on #home.road#]#haunt_roompick#',
        '<middle> [haunted:old mill on #home.river#]#haunt_roompick#',
        '<middle> [haunted:shuttered shop on #home.street#]#haunt_roompick#',
        '<rich> [haunted:country house at #place#]#haunt_roompick#',
        '<rich> [haunted:tower house above #home.river#]#haunt_roompick#',
      ],
      roompick: ['[room:north room]', '[room:attic]', '[room:cellar]', '[room:little room under the stairs]'],
      foeRole: ['neighbour with an offer', 'land agent', 'ghost-layer for hire', 'speculator'],
      thirdRole: ['previous tenant'],
      backstory: [
        '#yearsAgo.capitalize#, #npc.first# inherited #haunted.a# from #npc.their# #relation# #relative.first#, along with a warning nobody understood: "Keep the #room# shut." #npc.first# opened it. Since then the doors close on their own, the hearth burns cold, and #foe#, #foeRole.a#, calls every month to offer a little less for the place. #haunt_after#',
        'When #npc.their# #relation# #relative.first# died #yearsAgo#, #npc.first# was left #haunted.a#, which everyone in #home.name# knew was haunted and nobody had thought to mention. The last tenant, #third#, left in the night without a coat, and nobody has slept in the #room# since. #foe#, #foeRole.a#, has been keen to buy the place from the day of the funeral, which #npc.first# finds more frightening than the footsteps. #haunt_after#',
      ],
      after: [
        'Now #npc.they# #occ_now#, and #npc.v:sleeps# at the house one night in seven, out of stubbornness.',
        'These days #npc.they# #occ_now#. #npc.They:has# not sold, has not moved in, and #npc.v:leaves# a candle burning in the window every night.',
        'Now #npc.they# #occ_now#. #npc.They:has# started to hear #relative.first#’s voice in the house, and #npc.v:is# not sure #npc.they# #npc.v:minds#.',
      ],
      motive: [
        'Learn what the ghost in the #haunted# wants.',
        'Find out why #foe# wants the house so badly.',
        'Keep #relative.first#’s house in the family, haunted or not.',
      ],
      secret: [
        '<h-low> #npc.They:has# been faking some of the haunting #npc.themself#, to drive #foe.last.possessive# price down and keep buyers away.',
        '<h-low|h-mid> #npc.They:has# found #relative.first#’s strongbox behind the hearth, and #npc.v:has# told neither the family nor the tax collector.',
        '<h-mid|h-high> #npc.They:has# found a name scratched inside the door of the #room#, and #npc.v:believes# it belongs to someone #relative.first# wronged long ago.',
        '<h-high> #npc.They:has# read #relative.first#’s diary, and #relative.first# sealed the #room# to keep something in, not out.',
      ],
      flaw: [
        'Talks to empty rooms, and sometimes waits for an answer.',
        'Cannot sell anything that once belonged to family.',
      ],
      hook: [
        'The #room.title# :: #npc.first# will pay the party to spend one night in the #room# of the #haunted# and write down exactly what they see.',
        'A Generous Offer | #foe.last.possessive# Offer :: #foe# doubles the offer for the house overnight. #npc.first# #hook_ask# find out what #foe.first# has learned that #npc.they# #npc.v:has# not.',
        'The Previous Tenant :: #third#, who fled the #haunted# years ago, has come back to #home.name# asking to be let in, for one hour, alone.',
        'Digging by Night :: Someone has been digging in the garden of the #haunted# after dark. #npc.first# hopes it is a thief, because the alternative is worse.',
      ],
    },
  },

  // Children's arcs: nothing darker than a missing pet, a strange find or a grown-up's plot overheard.
  {
    id: 'pet',
    stage: 'child',
    themes: ['missing pet'],
    relations: ['parent', 'sibling', 'grandparent'],
    fate: 'alive',
    rules: {
      setup: [
        '[pet:a three-legged dog][petName:Button]',
        '[pet:a goat][petName:Pickle]',
        '[pet:a ferret][petName:Nibs]',
        '[pet:a tame crow][petName:Sir Beak]',
        '[pet:a fat tabby cat][petName:Duchess]',
      ],
      foeRole: ['ratcatcher', 'tanner', 'travelling showman', 'cook at the manor'],
      backstory: [
        '#npc.first#, #age.words#, #occ_child#. #npc.Their# best friend in the world, #petName#, #pet#, went missing a week ago near #place#, and #npc.first# is certain that #foe#, the #foeRole#, has something to do with it. #npc.Their# #relation# #relative.first# says animals wander off, which is exactly what a grown-up would say.',
        '#npc.first#, #age.words#, #occ_child#. Until last week #npc.first# went everywhere with #petName#, #pet#. Then #foe#, the #foeRole#, came to #home.name#, and #petName# vanished the same night. #npc.first# has been searching ever since, when #npc.their# #relation# #relative.first# is not looking.',
      ],
      motive: [
        'Find #petName# and bring the poor thing home.',
        'Prove that #foe# is up to something.',
        'Find a real adventurer to help.',
      ],
      secret: [
        '#npc.They:has# been sneaking out at night to search, through a loose board in the loft.',
        '#npc.They# left the gate open #npc.themself#, and cannot bear to tell anyone.',
        '#npc.They# saw lights in #foe.last.possessive# cellar on the night #petName# disappeared.',
      ],
      hook: [
        'The Showman’s Poster | Wanted: Clever Animals :: Posters in #home.name# offer good money for clever animals, signed by #foe#. #npc.first# #hook_ask# answer the poster and look inside the wagon.',
        'The Menagerie Wagon | Wagons on #home.road.title# :: A wagon of cages has been seen on #home.road# after dark. #npc.first# offers the party #child_payment# to look inside before it leaves #home.name#.',
        'The Missing Pet | Finding #petName# :: #npc.first# offers the party #child_payment# to find #petName#. The trail leads to #foe.last.possessive# cellar, where a dozen missing animals are being kept for a travelling menagerie.',
        'Lights in the Cellar | #foe.last.possessive# Cellar :: #npc.first# insists #foe# is hiding something in a cellar on #home.street#. #npc.They:is# right, and it is not only animals.',
      ],
    },
  },
  {
    id: 'found',
    stage: 'child',
    themes: ['strange find'],
    relations: ['parent', 'sibling', 'grandparent'],
    fate: 'alive',
    rules: {
      setup: [
        '[found:a silver key with no lock]',
        '[found:a coin showing a king nobody has heard of]',
        '[found:a glass eye that glows in the dark]',
        '[found:a sealed bottle with a letter in it]',
      ],
      foeRole: ['stranger in grey', 'pedlar', 'scholar'],
      backstory: [
        '#npc.first#, #age.words#, #occ_child#. #yearsAgo.capitalize#, #npc.they# found #found# in the mud of #home.river#, and since then #foe#, #foeRole.a#, has been asking the children of #home.name# whether anyone has found anything unusual.',
        '#npc.first#, #age.words#, #occ_child#. #npc.first# also collects interesting things, and the most interesting is #found#, which #npc.they# pulled out of #home.river# #yearsAgo#. #npc.They:has# not told #npc.their# #relation# #relative.first#, because grown-ups take interesting things away.',
      ],
      motive: [
        'Find out what #found# is for.',
        'Keep #found# away from #foe#.',
        'Become famous for a great discovery.',
      ],
      secret: [
        '#npc.They:keeps# #found# hidden in a sock under a loose floorboard.',
        '#npc.They:has# seen #foe# digging along #home.river# at night.',
        '#found.capitalize# hums when #npc.they# #npc.v:holds# it, and #npc.they# #npc.v:likes# the sound.',
      ],
      hook: [
        'The Other Half | The Matching Piece :: A pedlar in #home.name# is selling something that looks like the other half of #found#. #npc.first# has no money, and #hook_ask# find out where the pedlar got it.',
        'Finders Keepers | #foe.last.possessive# Question :: #foe# offers the party good silver to find out which child in #home.name# has #found#.',
        'The Lock :: #npc.first# wants help finding what #found# belongs to, and has drawn a map of every place it does not.',
      ],
    },
  },
  {
    id: 'overheard',
    stage: 'child',
    themes: ['overheard plot'],
    relations: ['parent', 'sibling', 'grandparent'],
    fate: 'alive',
    rules: {
      setup: [
        '[plot:emptying the town granary]',
        '[plot:something buried under the old mill]',
        '[plot:a cart that must not be searched]',
        '[plot:the night the bridge will fall]',
      ],
      foeRole: ['alderman', 'tax collector', 'miller', 'captain of the watch'],
      backstory: [
        '#npc.first#, #age.words#, #occ_child#. Hiding in a hayloft #yearsAgo#, #npc.they# overheard #foe#, the #foeRole#, whispering with a stranger about #plot#. No grown-up believes #npc.them#, not even #npc.their# #relation# #relative.first#.',
        '#npc.first#, #age.words#, #occ_child#. Being small and quiet, #npc.first# is very good at not being noticed. That is how, #yearsAgo#, #npc.they# came to hear #foe#, the #foeRole#, talking with a stranger about #plot#, and why #npc.they# #npc.v:has# told only #npc.their# #relation# #relative.first#, who laughed.',
      ],
      motive: [
        'Make a grown-up listen.',
        'Stop #foe# without getting into trouble.',
        'Be the hero of #home.name#.',
      ],
      secret: [
        '#npc.They:has# been following #foe# around town and writing everything down in a secret book.',
        '#npc.They# picked up a paper the stranger dropped, and cannot read it.',
        '#npc.They:knows# the stranger’s face, and #npc.v:has# seen it at #home.inn#.',
      ],
      hook: [
        'Follow the Stranger | A Face at #home.inn.title# :: #npc.first# has spotted the stranger again at #home.inn#, and #hook_ask# follow the stranger home without being seen.',
        'Nobody Listens | #npc.first#’s Story :: #npc.first# tugs at the party’s sleeves with a story about #foe# and #plot#. Every word of it is true.',
        'The Dropped Paper | The Stranger’s Paper :: #npc.first# will trade the paper the stranger dropped for a real adventure. It is a map of #home.name#, with three houses marked.',
      ],
    },
  },
  {
    id: 'waiting',
    stage: 'child',
    themes: ['absent parent'],
    relations: ['parent'],
    fate: 'missing',
    rules: {
      setup: [
        '[away:away with a caravan][awayRole:caravan master]',
        '[away:to sea][awayRole:ship’s purser]',
        '[away:to the wars][awayRole:recruiting sergeant]',
      ],
      foeRole: ['#awayRole#'],
      allyRole: ['neighbour', 'great-aunt', 'priest of #deity.name#'],
      backstory: [
        '#npc.first#, #age.words#, #occ_child#. #npc.Their# #relation# #relative.first# went #away# more than a year ago and has not come home; the letters stopped at midwinter. #foe#, the #foeRole#, says there is nothing to worry about, and will not meet #npc.first#’s eyes. #ally#, #allyRole.a#, looks after #npc.first# now, kindly but not very well.',
        '#npc.first#, #age.words#, #occ_child#. Since #npc.their# #relation# #relative.first# went #away#, #npc.first# has asked every traveller for news. #foe#, the #foeRole#, says #relative.first# is fine, and will not meet #npc.first#’s eyes when #foe.first# says it. #ally#, #allyRole.a#, keeps an eye on #npc.them# in the meantime.',
      ],
      motive: [
        'Find #relative.first# and bring #npc.their# #relation# home.',
        'Save enough for the journey.',
        'Make #foe# tell the truth.',
      ],
      secret: [
        '#npc.They:has# saved eleven silver pennies to go and look #npc.themself#.',
        '#npc.They:keeps# every letter in a tin box and #npc.v:reads# them each night.',
        '#npc.They# wrote the last two letters #npc.themself#, to stop #ally.first# worrying.',
      ],
      hook: [
        'The Caravan Returns | News from the Road :: A caravan has come into #home.name# from the road #relative.first# took. #npc.first# #hook_ask# ask the drivers, because nobody will answer a child.',
        'The Last Letter | A Letter for #relative.first# :: #npc.first# #hook_ask# carry a letter to #origin# and find #relative.first#. #foe# finally admits that #relative.first# walked away halfway through the journey, on purpose, and will not say why.',
        'A Stowaway :: #npc.first# hides in the party’s baggage to follow #relative.first#’s trail, and is found a day out of #home.name#.',
      ],
    },
  },
  {
    id: 'dream',
    stage: 'child',
    themes: ['big dreams'],
    relations: ['parent', 'sibling', 'grandparent'],
    fate: 'alive',
    rules: {
      setup: ['[dream:knight]', '[dream:wizard]', '[dream:famous explorer]', '[dream:dragon-hunter]'],
      foeRole: ['bully', 'schoolmaster', 'stern magistrate'],
      allyRole: ['retired sellsword', 'old adventurer', 'one-eyed sailor'],
      backstory: [
        '#npc.first#, #age.words#, #occ_child#, but is going to be a #dream# one day. #ally#, #allyRole.a# who spins yarns at #home.inn#, has been teaching #npc.them# in secret, and #npc.their# #relation# #relative.first# would be furious to know.',
        '#npc.first#, #age.words#, #occ_child#, but that is only for now. #npc.They:has# a wooden sword, a map of the world drawn from memory and a firm plan to be a #dream#. #foe#, the local #foeRole#, says that is nonsense, which only makes #npc.first# more certain.',
      ],
      motive: ['Become a #dream#.', 'Go on one real adventure.', 'Prove #foe# wrong.'],
      secret: [
        '#npc.They:has# "borrowed" #ally.first#’s old sword and hidden it in a hollow tree.',
        '#npc.They:is# afraid that #npc.they# will never be brave enough.',
        '#npc.They:has# been practising magic words from a book #npc.they# cannot quite read.',
      ],
      hook: [
        'A Real Quest | The Lost Cat of #home.street.title# :: #npc.first# has appointed #npc.themself# the party’s squire and found them a quest: a cat stuck on the roof of the tallest house on #home.street#. #npc.first# #hook_ask# hurry.',
        'Squire Wanted | #npc.first#, Squire :: #npc.first# follows the party out of #home.name# and refuses to go home until given a task.',
        'The Hollow Tree | #ally.first#’s Sword :: #ally.first#’s sword is missing, and #ally.first# wants it back before the magistrate hears that an old sellsword has lost a blade with a past.',
      ],
    },
  },
  {
    id: 'garden',
    stage: 'child',
    themes: ['secret garden'],
    relations: ['parent', 'sibling', 'grandparent'],
    fate: 'alive',
    rules: {
      setup: [
        '[garden:a walled garden behind the empty house on #home.street#]',
        '[garden:an overgrown orchard on the bank of #home.river#]',
        '[garden:a forgotten herb garden behind the old tannery]',
      ],
      foeRole: ['land agent', 'alderman', 'master builder'],
      allyRole: ['retired gardener', 'old beekeeper', 'travelling seed-seller'],
      backstory: [
        '#npc.first#, #age.words#, #occ_child#. Every afternoon #npc.they# #npc.v:slips# away to #garden#, which nobody else seems to remember, and where #ally#, #allyRole.a#, has been teaching #npc.them# the names of everything that grows. Now #foe#, the #foeRole#, has nailed a notice to the gate: the garden is to be cleared for a warehouse before the month is out.',
        '#npc.first#, #age.words#, #occ_child#. #yearsAgo.capitalize#, chasing a runaway hen, #npc.first# squeezed through a gap in a hedge and found #garden#, and #ally#, #allyRole.a#, quietly weeding it. #npc.They# #npc.v:has# kept the secret from everyone, even #npc.their# #relation# #relative.first#. But #foe#, the #foeRole#, has been measuring the walls with a long piece of string.',
      ],
      motive: [
        'Save the garden from #foe#.',
        'Grow the biggest pumpkin #home.name# has ever seen.',
        'Find out who planted the garden in the first place.',
      ],
      secret: [
        '#npc.They:has# been taking cuttings from the garden and planting them all over #home.name#.',
        '#npc.They# found a tin box buried under the apple tree and #npc.v:has# not dared to open it.',
        'The notice on the gate has been torn down three times, and every time it was #npc.first#.',
      ],
      hook: [
        'The Builder’s Plans | Plans for the Garden :: #npc.first# has seen the plans for the warehouse, and there is a cellar drawn exactly where the old apple tree stands. #npc.first# #hook_ask# find out why.',
        'The Notice on the Gate | Saving the Garden :: #npc.first# offers the party #child_payment# to save the garden. The old deeds in the town hall say it belongs to someone nobody in #home.name# has heard of.',
        'The Tin Box :: Under the apple tree #npc.first# has found a tin box holding an old key and a letter addressed to #ally.first#, sealed and never opened.',
        'Night Visitors | Holes in the Garden :: Someone has been in the garden after dark, digging neat holes and filling them in again. #npc.first# #hook_ask# keep watch.',
      ],
    },
  },
  {
    id: 'fair',
    stage: 'child',
    themes: ['fair contest'],
    relations: ['parent', 'sibling', 'grandparent'],
    fate: 'alive',
    rules: {
      setup: [
        '[contest:the kite contest][entry:a kite shaped like a green dragon]',
        '[contest:the goat race][entry:a very fast goat called Turnip]',
        '[contest:the scarecrow contest][entry:a scarecrow with a turnip head and a borrowed hat]',
        '[contest:the pie contest][entry:a gooseberry pie made from #relative.first#’s secret recipe]',
      ],
      foeRole: ['chief judge', 'fair steward', 'merchant who gives the prize'],
      backstory: [
        '#npc.first#, #age.words#, #occ_child#. #yearsAgo.capitalize#, #npc.they# entered #contest# at the #home.name# fair with #entry#, and lost to a child nobody had ever seen before, who vanished with the prize ribbon before supper. #foe#, the #foeRole#, said the result was fair. #npc.first# does not believe it, and this year’s fair is a week away.',
        '#npc.first#, #age.words#, #occ_child#, and this year #npc.they# #npc.v:means# to win #contest# at the #home.name# fair with #entry#. Twice now someone has meddled with #npc.their# entry, and #foe#, the #foeRole#, has changed the rules to suit somebody. #npc.Their# #relation# #relative.first# says to let it go, which #npc.first# has no intention of doing.',
      ],
      motive: [
        'Win #contest# fair and square.',
        'Prove that #foe# is helping someone cheat.',
        'Win the prize and give it to #relative.first#.',
      ],
      secret: [
        '#npc.They:has# been practising in secret at dawn, when nobody is watching.',
        '#npc.They# peeked at the judges’ list, and there is a name on it nobody recognises.',
        '#npc.They# borrowed something for the entry without asking, and must put it back before anyone notices.',
      ],
      hook: [
        'The Judges’ Tent | Something in the Tent :: #npc.first# saw someone slip into the judges’ tent the night before the fair with a sack. #npc.first# #hook_ask# look inside before the judging.',
        'Fair Play | The Night before the #home.name.title# Fair :: #npc.first# offers the party #child_payment# to guard #entry# the night before the fair. Someone does come, and it is not who anyone expected.',
        'The Prize Cup | #foe.last.possessive# Cup :: The prize this year is an old silver cup, and #foe# seems far more interested in the cup than in #contest#.',
        'The Stranger Child :: The child who won last year is back, and has not grown a day older. #npc.first# noticed first.',
      ],
    },
  },
];
