// The description's opening line and the words for a spent item's last charge; the history is assembled in
// generate.ts from the lore lines (maker_bio, deed, fate, present) so each sentence stands on the record.
import type { RuleSet } from '../../../engine/grammar.js';

export const STORY_RULES: RuleSet = {
  // The description's first sentence, in one of several shapes the account rotates through (blind read 6: nearly
  // every item opened 'made during [disaster] at X, for the people of X'). Most shapes tell no disaster at all: a
  // named patron's commission, a mistake in the making, a famous use, a theft, a bequest, or plainly what it is for,
  // each built from what the item does (the `mo-*` motif, motifs.ts). A making during an event is one of three
  // choices under one of six shapes, so a game master's week meets it once or twice in 25 items. Read by
  // generate.ts, which writes `di_<shape>` and tags an item whose opening names no event `no-event`.
  di_shape: ['patron', 'mistake', '<!consumable> use', 'theft', 'bequest', '#di_made_how#'],
  di_made_how: ['event', 'plain', 'maker'],
  // A commission with a named patron and what it was for.
  di_patron: [
    '<!mo-none> [pt:#pt_name#]#pt#, #pt_role#, commissioned #this# from #maker.intro# #mo_why#.',
    '<!mo-none> [pt:#pt_name#]#this.capitalize# #item.was# #made# by #maker.intro# for #pt#, #pt_role#, who wanted #item.them# #mo_why#.',
    '<!mo-none> [pt:#pt_name#]When #pt#, #pt_role#, needed something #mo_why#, it was #maker.intro# who got the work.',
    '<!mo-none> [pt:#pt_name#]#pt#, #pt_role#, paid #maker.intro# #pt_paid# for #this#, #made# #mo_why#.',
    // An item whose rules give no use to name (motifs.ts: mo-none) is told without one.
    '<mo-none> [pt:#pt_name#]#pt# paid #maker.intro# #pt_paid# for #this#, and #pt_secret#.',
    '<mo-none> [pt:#pt_name#]#pt# ordered #this# from #maker.intro#, paid #pt_paid#, and #pt_secret#.',
  ],
  // What a patron kept to themself, when the rules give the story no use to name.
  pt_secret: [
    'never told anyone what #item.they:was# for',
    'took the reason to the grave',
    'died before saying what #item.they:was# wanted for',
    'would say only that #item.they# would be needed one day',
    'kept the reason out of every letter',
  ],
  // A mistake in the making; each fixed run is short, so two mistakes in one account are told in other words.
  di_mistake: [
    '<!mo-none> #maker.intro.capitalize# #mk_meant# #this# #mo_why#, and #mk_botch#: #mk_flaw#.',
    '<!mo-none> #this.capitalize# #item.v:is# #mk_accident#: #maker.intro# had been #mk_making#, and #mk_learned# #mo_found#.',
    '<mk-person !mo-none> #maker.intro.capitalize# meant #this# #mo_why#, #mk_slip#, and made #item.them# #mk_result#.',
    '<mo-none> #maker.intro.capitalize# #mk_meant# #this# as a simple charm, and #mk_botch#: #mk_flaw#.',
  ],
  mk_meant: ['set out to make', 'meant', 'intended'],
  mk_botch: [
    'botched the last night of the work',
    'spoiled the final casting',
    'hurried the binding',
    'lost #maker.their# nerve at the last step',
  ],
  mk_accident: ['a mistake that worked', 'an accident', 'a happy blunder', 'the by-product of another job'],
  mk_making: [
    'making something else entirely',
    'trying for a simple charm',
    'mending a customer’s heirloom',
    'working on somebody else’s commission',
  ],
  mk_learned: [
    'only learned what #item.they# could do when',
    'found out what #item.they# #item.v:does# only when',
    'had no idea what #item.they:was# for until',
  ],
  mk_slip: [
    'misread #maker.their# own notes',
    'mixed up two recipes',
    'worked through a fever',
    'let a journeyman finish the binding',
  ],
  mk_result: [
    'stronger and less obedient than planned',
    'twice as strong and half as biddable',
    'something that does the job, and a little more besides',
  ],
  // A famous use, and no making story.
  di_use: [
    '<+di-use> #this.capitalize# #du_known#: #mo_use#.',
    '<+di-use> Ask about #this# anywhere near #town#, and #du_hear# how #mo_use#.',
    '<+di-use> #du_story# of #this# is how #mo_use#; who made #item.them# is mostly forgotten.',
  ],
  du_hear: ['you will hear', 'someone will tell you', 'you will be told'],
  du_story: ['The story everyone tells', 'The tale told most often', 'What people remember'],
  du_known: [
    '#item.v:is# remembered in #town# for one thing',
    '#item.v:owes# #item.their# fame to a single deed',
    'earned #item.their# name in #town#',
    '#item.v:has# one story worth telling',
  ],
  // Stolen before it was ever delivered.
  di_theft: [
    '<+di-use !mo-none> #this.capitalize# #item.was# stolen from #maker.intro# #th_when#, and #th_thief# had no idea what #item.they:was# for until #mo_use#.',
    '<!mo-none> Nobody has owned #this# honestly since #maker.intro# finished #item.them# #mo_why#: #item.they:was# #th_first#, and #item.v:has# been stolen #th_count#.',
    '<!mo-none> #th_who.capitalize# lifted #this#, #made# #mo_why#, from the workshop of #maker.intro# #th_night#, and #th_joke#.',
    '<mo-none> #th_who.capitalize# lifted #this# from the workshop of #maker.intro# #th_night#, and #th_joke#.',
  ],
  th_when: [
    'before #item.they:was# ever delivered',
    'on the road to #item.their# buyer',
    'out of a locked chest',
  ],
  th_thief: ['the thief', 'the cutpurse who took #item.them#', 'the fence in #town2# who bought #item.them#'],
  th_first: ['stolen off the bench', 'taken from the workshop', 'carried off in a sack of tools'],
  th_count: ['four times since', 'at least five times since', 'by nearly every owner since'],
  th_who: ['a thief', 'a journeyman with debts', 'a customer’s footman'],
  th_night: [
    'the night #item.they:was# finished',
    'a day before the buyer came',
    'while the last working was still warm',
  ],
  th_joke: [
    'the workshop cat saw more of #item.their# making than anyone who paid for #item.them#',
    'the buyer took the maker to court for years over it',
    'the maker made a second and never told the buyer',
    'the buyer was sent a copy that does nothing at all',
    'the guild of #town# still argues over whose fault it was',
    'the maker’s account book has a blank where the payment should be',
  ],
  // Left in a will, with a note.
  di_bequest: [
    '<mk-person> #maker.intro.capitalize# left #this# in #maker.their# will #bq_to#, with a note: “#mo_note#”',
    '<!mo-none> An old #ow_trade# of #town# left #this# to #bq_heir#, #bq_letter# #mo_why#.',
    '#this.capitalize# #bq_came#, with a note #bq_hand#: “#mo_note#”',
  ],
  bq_to: [
    'to whoever nursed #maker.them# last',
    'to a pupil who had not visited in years',
    'to the first mourner at the funeral',
  ],
  bq_heir: ['a grandchild', 'a goddaughter', 'the neighbour’s boy', 'a nephew nobody liked'],
  bq_letter: [
    'with a letter asking that #item.they# be used only',
    'on condition that nobody use #item.them# except',
    'with strict instructions to use #item.them# only',
  ],
  bq_came: [
    'came down through a family of #town# by will',
    'was left to the parish of #town# by a widow with no heirs',
    'went to a cousin in #town# under the terms of a disputed will',
    'passed from parent to child in #town# for four generations',
    '#item.v:has# been left in one will after another',
  ],
  bq_hand: [
    'in the hand of #maker.intro#',
    'that every heir has kept, written by #maker.intro#',
    'pinned to #item.them#, signed by #maker.intro#',
    'from #maker.intro#, copied out fresh by every heir',
  ],
  // Plainly what it is, from what it does.
  di_plain: [
    '<!mo-none> #this.capitalize# #item.v:is# #mo_kind#: #maker.intro# #makes# #item.them# #mo_why#.',
    '<!mo-none> #pl_open#: #maker.intro# #makes# #item.them# #mo_why#, and #pl_end#.',
    '<mo-none> #pl_open#: #maker.intro# #makes# #item.them# for whoever could pay, and #pl_end#.',
    '<mo-none> #this.capitalize# #item.v:is# workshop stock, not a commission: #maker.intro# #makes# #item.them# to sell, and sold #item.them# cheap.',
  ],
  pl_open: [
    'Nothing about #this# is ornamental',
    '#this.capitalize# #item.v:is# plain work, not show',
    'There is no decoration on #this# that does not earn its place',
  ],
  pl_end: [
    'every part of #item.them# serves that end',
    'it shows in every part of #item.them#',
    'nothing was added that did not help',
  ],
  dm_still: [
    'that is still what #item.they:is# best at',
    'nothing since has changed that',
    'that is how #item.they:has# been used ever since',
  ],
  di_maker: [
    '<!mo-none> #maker.intro.capitalize# #makes# #this# #mo_why#, and #dm_still#.',
    '<!mo-none> Whatever else #this# #item.v:has# been used for since, #maker.intro# #makes# #item.them# #mo_why#.',
    '<mo-none> #maker.intro.capitalize# #makes# #this# without a buyer in mind, and left no word of what #item.they:was# for.',
  ],
  // A making during an event: what it is, who made it, when and why. Each alternative is a shape of telling.
  di_event: [
    '#di_made#',
    '#di_survived#',
    '#di_commission#',
    '#di_attempt#',
    '#di_won#',
    '<!age-young> #di_travelled#',
    '<!consumable> #di_mark#',
    '<!consumable !age-young> #di_hands#',
  ],
  // The plain account: the maker made it, then, for this.
  di_made: [
    '#this.capitalize# #item.was# #made# by #maker.intro# #era#, #purpose#.',
    // A whole sentence, not a caption ('An elixir brewed by X on the eve of the raids.' read as a fragment).
    '#this.capitalize# #item.v:has# a plain beginning: #maker.intro# #makes# #item.them# #era#, #purpose#.',
    '#maker.intro.capitalize# #makes# #this# #era#, #purpose#.',
    // The purpose first, when it stands alone ('To keep a scout alive, ...'; never 'To see its bearer through it').
    '<purpose-lead> #purpose.capitalize#, #maker.intro# #makes# #this# #era#.',
    '<purpose-apart> #this.capitalize# #item.v:dates# from #event#, when #maker.intro# #makes# #item.them# #purpose#.',
    // The time first, or the maker as the subject of a plain 'is the work of': the same facts in other shapes.
    '#era.capitalize#, #maker.intro# #makes# #this# #purpose#.',
    '#era.capitalize#, #this# #item.was# #made# by #maker.intro# #purpose#.',
    '#this.capitalize# #item.v:is# the work of #maker.intro#, #made# #era#, #purpose#.',
    'It was #era# that #maker.intro# #makes# #this#, #purpose#.',
    '<purpose-lead> #era.capitalize#, #purpose#, #maker.intro# #makes# #this#.',
    '#this.capitalize# #item.was# #made# #era#, #purpose#; #maker.intro# did the work.',
    'Old records agree that #maker.intro# #makes# #this# #era#, #purpose#.',
    '<purpose-lead> #maker.intro.capitalize# #makes# #this# #era#. #item.They:was# meant #purpose#.',
    '#era.capitalize#, #maker.intro# set to work on #this#, #purpose#.',
    '<mk-smith|mk-mage> #this.capitalize# came from the workshop of #maker.intro# #era#, #purpose#.',
  ],
  // The one thing left of a maker's work.
  di_survived: [
    'Of all that #maker.intro# #makes# #era#, #this# #item.v:is# the one that survived; #item.they:was# #made# #purpose#.',
    'Few things made #era# survive, but #this# #item.v:does#: #maker.intro# #makes# #item.them# #purpose#.',
    '<mk-person> Fire, flood and thieves have taken the rest of #maker.intro.possessive# work, but #this# survived them all: #item.they:was# #made# #era#, #purpose#.',
    '#this.capitalize# #item.v:is# the last survivor of everything #maker.intro# #makes# #era#; #item.they:was# #made# #purpose#.',
    'Little made #era# is left today, and #this# #item.v:is# the exception: #maker.intro# #makes# #item.them# #purpose#.',
  ],
  // Someone asked and paid for it.
  di_commission: [
    'It was a commission: #era#, #maker.intro# was paid to make #this#, #purpose#.',
    'Coin from a dozen purses paid #maker.intro# for #this# #era#, #purpose#.',
    'Someone with deep pockets commissioned #this# from #maker.intro# #era#, #purpose#.',
    '#maker.intro.capitalize# did not make #this# for love; it was paid work, taken on #era#, #purpose#.',
    '<!t1> The bill for #this# is still on record: #maker.intro# charged a small fortune for the work #era#, #purpose#.',
  ],
  // Not what its maker set out to make.
  di_attempt: [
    '<mk-person> #this.capitalize# #item.v:is# a failure by #maker.intro.possessive# own account: #item.they:was# meant to be far greater when #item.they:was# #made# #era#, #purpose#.',
    'The first attempt #maker.intro# made at #this# #era# came out wrong, and was thrown away; the second, #made# #purpose#, is the one that lasted.',
    '<mk-person> #maker.intro.capitalize# #makes# #this# #era#, #purpose#, and to the end called #item.them# a botched job.',
    '#this.capitalize# #item.v:is# not what #maker.intro# set out to make #era#: something went astray in the making, though #item.they:was# still #made# #purpose#.',
    'What #maker.intro# #makes# #era#, #purpose#, fell short of the plan: #this# #item.v:does# less than #item.they:was# meant to.',
    'Twice #maker.intro# failed to make #this# #era#, #purpose#, and only the third try held together.',
  ],
  // The right to make it, won against rivals.
  di_won: [
    '#maker.intro.capitalize# won the right to make #this# over three rivals #era#, #purpose#.',
    'Three makers asked for the work #era#, and #maker.intro# won it: #this#, #made# #purpose#.',
    'When #this# #item.was# wanted #era#, #purpose#, #maker.intro# beat every rival for the work.',
    '#maker.intro.capitalize# had to outbid a crowd of rivals for the honour of making #this# #era#, #purpose#.',
    'Several makers competed to make #this# #era#; #maker.intro# won it, and the work was done #purpose#.',
  ],
  // Told from where it is now back to where it began.
  di_travelled: [
    '<mk-person> #this.capitalize# #item.v:has# come a long way from #maker.intro.possessive# bench, where #item.they:was# #made# #era#, #purpose#.',
    'Long before anyone now living set eyes on #this#, #maker.intro# had #made# #item.them# #era#, #purpose#.',
    'Nobody knows every road #this# #item.v:has# taken since #maker.intro# #makes# #item.them# #era#, #purpose#.',
    'Years and miles lie between #this# and #maker.intro#, who #makes# #item.them# #era#, #purpose#.',
    'The road from #maker.intro# to whoever holds #this# now is a long one: #item.they:was# #made# #era#, #purpose#.',
    '<mk-person> Few who carry #this# today have heard of #maker.intro#, who #makes# #item.them# #era#, #purpose#.',
  ],
  // Found, and known again by its maker's mark.
  di_mark: [
    'A sage who cleaned #this# found a maker’s mark under the grime that named #maker.intro#; #item.they:was# #made# #era#, #purpose#.',
    'For years nobody knew what #this# #item.was#, until someone recognised the mark of #maker.intro#, who #makes# #item.them# #era#, #purpose#.',
    'A tiny mark on #this# gives away #maker.intro#, who #makes# #item.them# #era#, #purpose#.',
    'A collector once matched the stamp on #this# to #maker.intro#, and so it is known that #item.they:was# #made# #era#, #purpose#.',
    'Those who know the work of #maker.intro# can pick out the sign on #this#: #item.they:was# #made# #era#, #purpose#.',
  ],
  // Handed down with its story.
  di_hands: [
    'Every owner of #this# has been told the same thing about #item.them#: #item.they:was# #made# by #maker.intro# #era#, #purpose#.',
    '#this.capitalize# #item.v:has# changed hands many times, but the story of #item.their# making never changes: #era#, #maker.intro# #makes# #item.them# #purpose#.',
    'Heirs and buyers alike have been handed #this# with one story attached: #era#, #maker.intro# #makes# #item.them# #purpose#.',
    'Whoever passes #this# on tells the next owner what every seller has said: #maker.intro# #makes# #item.them# #era#, #purpose#.',
    'The tale that goes with #this# from owner to owner is short: #maker.intro# #makes# #item.them# #era#, #purpose#.',
  ],
  // What happens to a wand, staff or rod when its last charge goes and the d20 comes up 1.
  last_charge: [
    '<fire> crumbles into hot ash',
    '<cold> shatters like thin ice',
    '<lightning> splits apart with a crack like thunder',
    '<thunder> bursts apart with a dull boom',
    '<acid> dissolves into a hissing green puddle',
    '<poison> rots away to a stinking black paste',
    '<necrotic> crumbles into grave dust',
    '<radiant> flares like a falling star and is gone',
    '<force> folds in on itself and vanishes with a soft pop',
    '<psychic> fades away, and everyone nearby forgets what it looked like',
  ],
};
