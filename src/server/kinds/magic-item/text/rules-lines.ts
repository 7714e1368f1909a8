// The description's rules lines (a weapon's or armour's bonus, a potion's drinking, a charge pool), each said in one
// of several plain ways. Every shape states the same numbers as the item's mechanics; one account rotates through
// them, so five +1 longswords in a row do not carry the same sentence word for word.
// Variables bound by generate.ts: rb ('+1'), rbn ('1'), drunk ('this potion'), dur, chN, chRe ('regains 1d6 …'),
// chRegain ('1d6 + 1'), chTime ('dawn'), lc ('crumbles into hot ash').
import type { RuleSet } from '../../../engine/grammar.js';

export const RULES_LINE_RULES: RuleSet = {
  // A weapon with a bonus.
  r_wbonus: [
    'You have a #rb# bonus to attack and damage rolls made with this magic weapon.',
    'Attack rolls and damage rolls made with #item.them# each take a #rb# bonus.',
    '#item.They:is# a #rb# weapon, adding #rbn# to attack rolls and to damage.',
    '#item.Their# enchantment adds #rbn# to every attack roll and damage roll made with #item.them#.',
    'Whoever wields #item.them# attacks at #rb# and adds #rbn# to the damage dealt.',
    '#item.Their# magic makes each attack truer and harder: #rb# to hit, #rb# to damage.',
  ],
  // A weapon with none: its magic is in its properties.
  r_wnone: [
    'It grants no bonus to attack or damage rolls.',
    '#item.They:adds# nothing to attack or damage rolls; the magic lies elsewhere.',
    'As a weapon, #item.they:is# no more accurate or deadly than a mundane one.',
    'Attacks with #item.them# get no magical bonus to hit or to damage.',
    '#item.Their# enchantment does nothing for attack rolls or damage.',
    '#item.They:hits# no harder and no more often than an unenchanted weapon.',
  ],
  // Armour with a bonus.
  r_abonus: [
    'While wearing this armor, you gain a #rb# bonus to AC.',
    'Its wearer gains a #rb# bonus to Armor Class.',
    'Worn, it gives #rb# AC on top of the armor’s normal protection.',
    'Its enchantment raises your AC by #rbn# while you wear it.',
    'It is #rb# armor: add #rbn# to the AC it would normally give.',
    'Whoever wears it is harder to hit, with #rb# to AC.',
  ],
  // Armour with none.
  r_anone: [
    'It grants no bonus beyond its normal protection.',
    'It turns blows no better than ordinary armor of its kind.',
    'Its AC is what the same armor would give without magic.',
    'It adds nothing to AC beyond what armor of its kind gives.',
    'It protects exactly as well as mundane armor of the same make.',
    'Its enchantment gives no extra AC.',
  ],
  // A shield with a bonus, and with none.
  r_sbonus: [
    'While holding this shield, you have a #rb# bonus to AC in addition to the shield’s normal bonus.',
    'Carried, it adds #rb# to AC on top of the usual +2 a shield gives.',
    'It is a #rb# shield: #rbn# more AC than an ordinary one.',
  ],
  r_snone: [
    'It gives the normal +2 bonus to AC of a shield, and no more.',
    'As a shield it gives the usual +2 to AC and nothing extra.',
    'It guards no better than a plain shield: +2 to AC.',
  ],
  // A potion that lasts, and one that works at once.
  r_drink: [
    'Drinking #drunk# takes an action, and its main effect lasts #dur#.',
    'It takes an action to drink, and the effect holds for #dur#.',
    'Downing it takes an action; its magic lasts #dur#.',
    'Drunk as an action, it works for #dur#.',
    'You drink it as an action, and the main effect then runs for #dur#.',
    'A dose takes an action to swallow and lasts #dur#.',
  ],
  r_drink_now: ['Drinking it takes an action.', 'It takes an action to drink.', 'Drinking it is an action.'],
  // A weapon whose every hit carries its element.
  r_hit: [
    'It deals an extra #hit# #th.damage# damage to any target it hits.',
    'A target it hits takes #hit# #th.damage# damage on top of the usual.',
    'Each hit with it adds #hit# #th.damage# damage.',
    'Its blows carry an extra #hit# of #th.damage# damage.',
  ],
  r_hit_ranged: [
    'Ammunition fired from it deals an extra #hit# #th.damage# damage on a hit.',
    'Anything it shoots deals #hit# #th.damage# damage more on a hit.',
    'Its missiles deal an extra #hit# #th.damage# damage when they strike.',
  ],
  // A charge pool.
  r_charges: [
    '#item.They:has# #chN# charges and #chRe#.',
    '#item.They:holds# #chN# charges, and #item.they:regains# #chRegain# of them every #chTime#.',
    'A pool of #chN# charges fills #item.them#; #chRegain# come back each #chTime#.',
    '#item.They:carries# #chN# charges, and each #chTime# #item.they:recovers# #chRegain# spent ones.',
  ],
  // A wand, staff or rod's last charge (lc: what happens on a 1).
  r_last: [
    'If you expend #item.their# last charge, roll a d20; on a 1, #item.they# #lc#.',
    'When the last charge is spent, roll a d20: on a 1, #item.they# #lc#.',
    'Spending the final charge calls for a d20 roll, and on a 1 #item.they# #lc#.',
    'Roll a d20 whenever #item.their# last charge goes; on a 1, #item.they# #lc#.',
  ],
};
