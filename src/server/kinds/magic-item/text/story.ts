// The description's opening line and the words for a spent item's last charge; the history is assembled in
// generate.ts from the lore lines (maker_bio, deed, fate, present) so each sentence stands on the record.
import type { RuleSet } from '../../../engine/grammar.js';

export const STORY_RULES: RuleSet = {
  // What it is, who made it, when and why (the description's first sentence).
  desc_intro: [
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
    'Of all that #maker.intro# #makes# #era#, #this# #item.v:is# the one that survived; #item.they:was# #made# #purpose#.',
    '<purpose-lead> #era.capitalize#, #purpose#, #maker.intro# #makes# #this#.',
    '#this.capitalize# #item.was# #made# #era#, #purpose#; #maker.intro# did the work.',
    'Old records agree that #maker.intro# #makes# #this# #era#, #purpose#.',
    '<purpose-lead> #maker.intro.capitalize# #makes# #this# #era#. #item.They:was# meant #purpose#.',
    '#era.capitalize#, #maker.intro# set to work on #this#, #purpose#.',
    'Few things made #era# survive, but #this# #item.v:does#: #maker.intro# #makes# #item.them# #purpose#.',
    '<mk-smith|mk-mage> #this.capitalize# came from the workshop of #maker.intro# #era#, #purpose#.',
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
