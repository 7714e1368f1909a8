// Story lines every NPC shares whatever their arc: where they come from, minor secrets, and hooks on the record.
import type { RuleSet } from '../../../engine/grammar.js';

export const STORY_RULES: RuleSet = {
  // An optional first line of the backstory: where and how they grew up (race and class colour it).
  origin_line: [
    '<dwarf has-surname> Born in the deep halls of #origin# to the #npc.last# clan, #npc.first# grew up to the sound of hammers.',
    '<dwarf> #npc.first# was raised under the mountain at #origin#, where a promise is cut into stone.',
    '<elf !young> #npc.first# spent #npc.their# first century in the forests around #origin#, which #npc.they# still #npc.v:calls# home.',
    '<elf> #npc.first# grew up among the tall houses of #origin#, where the elves still keep the old calendar.',
    '<halfling> #npc.first# grew up in a burrow in #origin# with eleven cousins and one bathtub.',
    '<halfling> #npc.first# comes from #origin#, where the hedges are neat and everyone knows everyone’s business.',
    '<gnome> #npc.first# was raised in the tunnels of #origin#, where every child is given a screwdriver before a spoon.',
    '<half-orc> #npc.first# grew up on the edge of #origin#, belonging wholly to neither the town nor the tribe.',
    '<tiefling> Born to an ordinary family in #origin#, #npc.first# was a surprise to everyone, most of all #npc.their# parents.',
    '<dragonborn has-surname> #npc.first# was raised by clan #npc.last# in #origin#, where honour is counted like coin.',
    '<dragonborn> #npc.first# hatched in #origin#, far from any clan, and has had to build #npc.their# own honour.',
    '<half-elf> #npc.first# grew up in #origin#, too elven for the village children and too human for the elves.',
    '<human|half-elf ^2> #npc.first# grew up in #origin#, #class_origin#.',
    '<noble poor ^4> #npc.first# is the last of an old house that lost everything but its name.',
    '<thief|outlaw rich ^4> #npc.first# was born to money in #origin# and took up crime out of boredom.',
    '<farmer rich ^3> #npc.first# inherited more land around #origin# than #npc.they# can walk in a day, and works it anyway.',
  ],
  class_origin: [
    '<lower> the youngest of seven in a house with one bed',
    '<lower> on the charity of a temple kitchen',
    '<working> the child of a carter and a laundress',
    '<working> in two rooms above a cooper’s yard',
    '<middle> in a tidy house above a shop',
    '<middle> the child of a respectable clerk',
    '<upper> in comfort and a great deal of it',
    '<upper> in a merchant family with three carriages',
    '<nobility> heir to an old name and older debts',
    '<nobility> in a manor house with more servants than rooms',
  ],

  // Minor secrets anyone might keep; children's are harmless.
  secret_minor: [
    '<!child> #npc.They:is# secretly learning to read, a page a night, by candlelight.',
    '<!child> #npc.They:has# a small fortune in silver buried under a pear tree in #origin#.',
    '<!child> #npc.They:writes# poetry, and it is good, and no one will ever know.',
    '<!child !priest> #npc.They:has# been quietly praying to #deity.name# again after years of scorn.',
    '<!child> #npc.They:is# going deaf in one ear and #npc.v:hides# it by watching lips.',
    '<!child !rich> #npc.They:has# a wealthy relative in #origin# #npc.they# will not ask for help.',
    '<!child> #npc.They:is# terrified of #fear#, and would rather die than admit it.',
    '<!child h-low> #npc.They:has# used a different name in #origin#, and there is still a warrant under it.',
    '<!child> #npc.They:is# the anonymous donor who paid for the new well on #home.street#.',
    '<child> #npc.They:has# a secret den under #home.river#’s old bridge, with a flag.',
    '<child> #npc.They# broke the window of #home.inn# and let someone else take the blame.',
    '<child> #npc.They:is# still afraid of the dark, but only on stormy nights.',
    '<child> #npc.They:has# been feeding a stray cat in the loft and naming it after #npc.their# #relation#.',
  ],
  fear: ['deep water', 'spiders', 'horses', 'the dark', 'heights', 'enclosed spaces', 'thunder'],

  // A hook on the keepsake and its mark: the emblem turning up where it should not.
  hook_keepsake: [
    'The #emblem.title# :: Someone has been asking around #home.name# about #keepsake#, and offering silver for anything that bears the same mark. #npc.first# will not sell, and wants to know who is asking, and why.',
    '<!child> The #emblem.title# :: #occ_marked.capitalize#, #emblem.a#, has turned up beside a body on #home.road#. #npc.first# swears it is not #npc.theirs#, and asks the party to prove it before the watch comes asking.',
  ],
  // A hook on the relative, by their fate.
  hook_relative: [
    '<rel-dead> Flowers for #relative.first# :: Someone has been leaving fresh flowers on #relative.first#’s grave, with a note in a hand #npc.first# almost recognises. #npc.They:wants# to know who, and #npc.v:is# afraid to find out.',
    '<rel-alive|rel-injured !child !kin-central> A Letter from #relative.first# :: #npc.first#’s #relation#, #relative#, writes from #origin# asking for money and help, in that order. #npc.first# asks the party to carry the money and judge whether the help is really needed.',
    '<rel-missing> The Search for #relative.first# :: #npc.first# has scraped together a purse for anyone who will follow the last rumour of #npc.their# #relation#, #relative#, to #origin#.',
  ],

  // Hooks any child can anchor.
  hook_child: [
    '<!rel-missing> Lost on #home.road# :: #npc.first# has not come home from an errand along #home.road#, and #npc.their# #relation# #relative.first# is frantic. The last person to see #npc.them# was a tinker heading for #origin#.',
    '<child> The Dare :: #npc.first# has been dared to spend a night in the empty house on #home.street#. By midnight the candle in the upstairs window has gone out, and someone else is moving about inside.',
  ],

  // What a child offers for help.
  child_payment: [
    'three copper pennies and a marble',
    'a slightly squashed honey cake',
    'a map of every secret path in #home.name#',
  ],
};
