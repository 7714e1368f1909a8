// The description's opening line and the words for a spent item's last charge; the history is assembled in
// generate.ts from the lore lines (maker_bio, deed, fate, present) so each sentence stands on the record.
import type { RuleSet } from '../../../engine/grammar.js';

export const STORY_RULES: RuleSet = {
  // What it is, who made it, when and why (the description's first sentence). Each alternative is a shape of
  // telling, and one account rotates through the shapes: twenty-five items that all open 'X made it during Y, for
  // Z' read as one skeleton, however the words are shuffled.
  desc_intro: [
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
    '#nounA.capitalize# #made# by #maker.intro# #era#, #purpose#.',
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
