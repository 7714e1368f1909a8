// What a typed name promises, made good: a 'potion of frog breathing' lets you breathe like a frog, a 'ring of
// invisibility' makes you invisible. One symbol per promise, its strength set by the item's rarity (the DMG's
// items of each rarity as the yardstick), written in our own words. The potion's effect is named as typed
// (#pt_title#, 'Frog Breathing'); a lasting item's power takes its own name.
import type { RuleSet } from '../../../engine/grammar.js';

export const TYPED_POWER_RULES: RuleSet = {
  // Potions: each binds `dur`, the draught's duration.
  pm_gills: [
    '<lt3> [dur:1 hour]#pt_title#. When you drink #item#, you can breathe air and water alike for 1 hour, and you gain a swimming speed equal to your walking speed.',
    '<up3> [dur:8 hours]#pt_title#. When you drink #item#, you can breathe air and water alike for 8 hours, you gain a swimming speed of 40 feet, and you can see clearly through murky water out to 60 feet.',
  ],
  pm_climbing: [
    '<lt3> [dur:1 hour]#pt_title#. When you drink #item#, you gain a climbing speed equal to your walking speed for 1 hour, and advantage on Strength (Athletics) checks made to climb.',
    '<up3> [dur:1 hour]#pt_title#. For 1 hour after you drink #item#, you can climb walls and ceilings as a spider does, leaving your hands free, with a climbing speed equal to your walking speed.',
  ],
  pm_night_eyes: [
    '<lt3> [dur:8 hours]#pt_title#. When you drink #item#, you can see in darkness out to 60 feet for 8 hours, in shades of grey.',
    '<up3> [dur:8 hours]#pt_title#. When you drink #item#, you can see in darkness, magical or not, out to 120 feet for 8 hours.',
  ],
  pm_warmth: [
    '[dur:8 hours]#pt_title#. For 8 hours after you drink #item#, you suffer no harm from temperatures as low as −20 degrees or as high as 120 degrees Fahrenheit.',
  ],
  pm_glimmer: [
    '<lt3> [dur:1 hour]#pt_title#. For 1 hour after you drink #item#, your skin sheds dim #th.light# light in a 10-foot radius, which you can dim or brighten at will.',
    '<up3> [dur:1 hour]#pt_title#. For 1 hour after you drink #item#, you shed bright #th.light# light in a 30-foot radius and dim light for another 30 feet, and undead in the bright light have disadvantage on attack rolls against you.',
  ],
  pm_feather: [
    '<lt3> [dur:1 hour]#pt_title#. For 1 hour after you drink #item#, your jump distance is doubled and you take no damage from falls of 20 feet or less.',
    '<up3> [dur:1 hour]#pt_title#. For 1 hour after you drink #item#, your jump distance is tripled and you fall no faster than a feather, taking no damage from any fall.',
  ],
  pm_healing: [
    '<lt5> [dur:instantaneous]#pt_title#. When you drink #item#, you regain #pHeal# hit points.',
    '<up5> [dur:instantaneous]#pt_title#. When you drink #item#, you regain #pHeal# hit points, and any disease or poison affecting you ends.',
  ],
  pm_resistance: [
    '<lt4> [dur:1 hour]#pt_title#. When you drink #item#, you gain resistance to #th.damage# damage for 1 hour.',
    '<up4> [dur:8 hours]#pt_title#. When you drink #item#, you gain resistance to #th.damage# damage for 8 hours, and advantage on saving throws against effects that deal it.',
  ],
  pm_fire_breath: [
    '<lt4> [dur:1 hour]#pt_title#. For 1 hour after you drink #item#, you can use a bonus action to exhale #th.burst# at a target within 30 feet. It must make a DC #dc# #th.save# saving throw, taking #burst# #th.damage# damage on a failed save, or half as much on a success. The effect ends after three exhalations or when the hour is up.',
    '<up4> [dur:1 hour]#pt_title#. For 1 hour after you drink #item#, you can use a bonus action to exhale #th.burst# in a 30-foot cone. Each creature there must make a DC #dc# #th.save# saving throw, taking #burst# #th.damage# damage on a failed save, or half as much on a success. The effect ends after three exhalations or when the hour is up.',
  ],
  pm_strength: [
    '[dur:1 hour]#pt_title#. When you drink #item#, your Strength score becomes #pScore# for 1 hour. It has no effect on you if your Strength is already #pScore# or higher.',
  ],
  pm_growth: [
    '[dur:1d4 hours]#pt_title#. When you drink #item#, you grow to Large size for 1d4 hours, along with everything you wear and carry. Your weapon attacks deal an extra 1d4 damage, and you have advantage on Strength checks and saving throws.',
  ],
  pm_shrinking: [
    '[dur:1d4 hours]#pt_title#. When you drink #item#, you shrink to Tiny size for 1d4 hours, along with everything you wear and carry. You have advantage on Dexterity (Stealth) checks and can fit through any gap a mouse could, but your weapon attacks deal 1d4 less damage (to a minimum of 1).',
  ],
  pm_heroism: [
    '<lt3> [dur:1 minute]#pt_title#. When you drink #item#, you gain #thp# temporary hit points, and for 1 minute you can’t be frightened.',
    '<up3> [dur:1 hour]#pt_title#. When you drink #item#, you gain #thp# temporary hit points, and for 1 hour you can add 1d4 to your attack rolls and saving throws.',
  ],
  pm_mist: [
    '[dur:1 hour]#pt_title#. When you drink #item#, you become a drifting cloud of mist for 1 hour: you can fly at 10 feet, pass through small holes, and have resistance to nonmagical damage, but you can’t speak or hold anything. You can end the effect early as a bonus action.',
  ],
  pm_invulnerability: [
    '<lt4> [dur:1 minute]#pt_title#. When you drink #item#, you gain a +2 bonus to AC for 1 minute, and the first hit against you each round deals 1d6 less damage.',
    '<up4> [dur:1 minute]#pt_title#. When you drink #item#, you have resistance to all damage for 1 minute.',
  ],
  pm_mind_reading: [
    '<lt3> [dur:1 minute]#pt_title#. For 1 minute after you drink #item#, you can sense the surface thoughts of one creature you can see within 30 feet, changing creatures as an action.',
    '<up3> [dur:1 minute]#pt_title#. For 1 minute after you drink #item#, you can read the surface thoughts of any creature you can see within 60 feet, and probe deeper: a creature must succeed on a DC #dc# Wisdom saving throw or you learn its deeper thoughts and feelings.',
  ],
  pm_flight: [
    '<lt3> [dur:1 minute]#pt_title#. For 1 minute after you drink #item#, you can rise or sink up to 20 feet on your turn as if by the levitate spell, and you fall no faster than a feather.',
    '<up3 lt4> [dur:10 minutes]#pt_title#. When you drink #item#, you gain a flying speed of 30 feet for 10 minutes. If you are in the air when the effect ends, you drift gently to the ground.',
    '<up4> [dur:1 hour]#pt_title#. When you drink #item#, you gain a flying speed equal to your walking speed for 1 hour and can hover.',
  ],
  pm_invisibility: [
    '<lt3> [dur:1 minute]#pt_title#. When you drink #item#, you and everything you wear and carry become invisible for 1 minute. The effect ends early if you attack or cast a spell.',
    '<up3> [dur:1 hour]#pt_title#. When you drink #item#, you and everything you wear and carry become invisible for 1 hour. The effect ends early if you attack or cast a spell.',
  ],
  pm_speed: [
    '<lt3> [dur:10 minutes]#pt_title#. For 10 minutes after you drink #item#, your walking speed increases by 10 feet and you can Dash as a bonus action.',
    '<up3> [dur:1 minute]#pt_title#. When you drink #item#, you gain the benefits of the haste spell for 1 minute, without needing to concentrate, and without the lethargy when it ends.',
  ],
  pm_vitality: [
    '<lt3> [dur:8 hours]#pt_title#. When you drink #item#, one level of exhaustion ends, and for 8 hours you need no sleep and feel no hunger.',
    '<up3> [dur:24 hours]#pt_title#. When you drink #item#, it removes any exhaustion you are suffering and cures any disease or poison affecting you. For the next 24 hours, you regain the maximum number of hit points for any Hit Die you spend.',
  ],
  pm_charm: [
    '<lt3> [dur:1 hour]#pt_title#. For 1 hour after you drink #item#, you have advantage on Charisma (Persuasion) checks, and the first creature you see becomes friendly toward you unless you or your companions have harmed it.',
    '<up3> [dur:1 hour]#pt_title#. When you drink #item#, the next humanoid you see within 10 minutes must succeed on a DC #dc# Wisdom saving throw or be charmed by you for 1 hour. A charmed creature regards you as a dear friend, and the charm ends if you or your companions harm it.',
  ],
  pm_truth: [
    '[dur:10 minutes]#pt_title#. A creature that drinks #item# must succeed on a DC #dc# Wisdom saving throw or, for 10 minutes, be unable to speak a deliberate lie. It knows it is under the effect and can choose not to answer.',
  ],
  pm_luck: [
    '<lt3> [dur:1 hour]#pt_title#. For 1 hour after you drink #item#, once, when you make an attack roll, an ability check or a saving throw, you can roll it again and use either result.',
    '<up3> [dur:8 hours]#pt_title#. For 8 hours after you drink #item#, you can roll one extra d20 three times, each after you see a roll of yours and before its result is known, and use whichever you prefer.',
  ],
  pm_beasts: [
    '[dur:1 hour]#pt_title#. For 1 hour after you drink #item#, you can understand and speak with beasts, and beasts of challenge rating 1 or lower treat you as a friend unless you harm them.',
  ],
  pm_sleep: [
    '[dur:8 hours]#pt_title#. When you drink #item#, you fall into a deep, dreamless sleep for 8 hours that nothing but damage wakes you from, and you wake with all your hit points and your exhaustion reduced by one level.',
  ],
  pm_clarity: [
    '[dur:1 hour]#pt_title#. For 1 hour after you drink #item#, you have advantage on Intelligence, Wisdom and Charisma saving throws and on Wisdom (Insight) checks, and you can’t be charmed.',
  ],

  // Lasting items: the power their name promises. Each marks its family so no second one of the kind follows.
  tp_invisibility: [
    '<lt3 +f-invis> Fade. As an action, you can become invisible until the start of your next turn after next, or until you attack, cast a spell or take damage #perRest#.',
    '<up3 lt5 +f-invis> Invisibility. While you #wear# #item#, you can use an action to become invisible, along with anything you wear or carry, for up to 1 hour or until you attack or cast a spell #perDawn#.',
    '<up5 +f-invis> Invisibility. While you #wear# #item#, you can turn invisible as an action. You and anything you wear or carry stay invisible until you attack, cast a spell, or use a bonus action to become visible again.',
  ],
  tp_flight: [
    '<lt3 +f-fly> Feather Fall. While you #wear# #item#, you fall no faster than 60 feet a round and take no damage from falling.',
    '<up3 +f-fly> Flight. While you #wear# #item#, you have a flying speed equal to your walking speed. #item.They:can# keep you aloft for up to 4 hours in total, in flights of at least a minute, and #item.they:regains# 2 hours of flight for every 12 hours #item.they:is# not in use.',
  ],
  tp_levitation: [
    '<+f-fly> Levitation. While you #wear# #item#, you can use an action to cast levitate on yourself from #item.them# #perDawn#.',
  ],
  tp_speed: [
    '<lt3 +f-move> Fleetness. While you #wear# #item#, your walking speed increases by #speed# feet.',
    '<up3 +f-move> Haste. While you #wear# #item#, you can take the Dash action as a bonus action, and opportunity attacks against you have disadvantage.',
  ],
  tp_swimming: [
    '<+f-water +f-breath> Swimming. While you #wear# #item#, you have a swimming speed of 40 feet and can breathe underwater.',
  ],
  tp_water_walking: [
    '<+f-water> Water Walking. While you #wear# #item#, you can stand on and move across any liquid surface as easily as on solid ground.',
  ],
  tp_climbing: [
    '<+f-climb> Climbing. While you #wear# #item#, you have a climbing speed equal to your walking speed, and you can climb difficult surfaces, even upside down, without an ability check.',
  ],
  tp_jumping: [
    '<+f-leap> Springing. While you #wear# #item#, your jump distance is tripled, and you take no falling damage from a fall of 30 feet or less.',
  ],
  tp_protection: [
    '<+f-protect> Protection. While you #wear# #item#, you gain a +#plus# bonus to AC and to saving throws.',
  ],
  tp_resistance: [
    '<+f-resist> Resistance. While you #wear# #item#, you have resistance to #th.damage# damage.',
  ],
  tp_healing: [
    '<lt4 +f-heal> Healing. As an action, you can touch #item# to a creature to restore #heal# hit points to it #perDawn#.',
    '<up4 +f-heal +f-regen> Regeneration. While you #wear# #item#, you regain 1d6 hit points every 10 minutes, provided that you have at least 1 hit point.',
  ],
  tp_strength: [
    '<+f-score> Strength. Your Strength score is #score# while you #wear# #item#. #item.They:has# no effect on you if your Strength is already #score# or higher.',
  ],
  tp_holding: [
    '<+f-hold> Holding. #item.Their# inside is much larger than #item.their# outside: #item.they:holds# up to #holdLb# pounds, not exceeding #holdFt# cubic feet, yet never #item.v:weighs# more than 15 pounds. Placing #item# inside another extradimensional space destroys both and opens a rift to the Astral Plane.',
  ],
  tp_light: [
    '<+f-light> Radiance. As a bonus action, you can make #item# shed bright #th.light# light in a #lampR#-foot radius and dim light for another #lampR# feet, or douse it.',
  ],
  tp_warmth: [
    '<+f-warm> Warmth. While you #wear# #item#, you and everything you wear and carry are unharmed by temperatures as low as −50 degrees Fahrenheit.',
  ],
  tp_sight: [
    '<lt4 +f-sight> Night Sight. While you #wear# #item#, you can see in darkness out to 60 feet; if you already have darkvision, its range increases by 60 feet.',
    '<up4 +f-sight> True Sight. While you #wear# #item#, you can use an action to gain truesight out to 60 feet for 10 minutes #perDawn#.',
  ],
  tp_mind: [
    '<lt3 +f-mind> Whisper. While you #wear# #item#, you can speak telepathically to one creature you can see within 30 feet, and it can answer you the same way.',
    '<up3 +f-mind> Thought Reading. While you #wear# #item#, you can use an action to read the surface thoughts of a creature you can see within 30 feet; it must succeed on a DC #dc# Wisdom saving throw or you learn its deeper thoughts too #perDawn#.',
  ],
  tp_truth: [
    '<+f-truth> Truthtelling. While you #wear# #item#, you know whenever you hear a lie spoken in a language you understand.',
  ],
  tp_luck: [
    '<lt4 +f-luck> Luck. While you #wear# #item#, you can reroll one attack roll, ability check or saving throw you make, and must use the new roll #perDawn#.',
    '<up4 +f-luck> Luck. While you #wear# #item#, you gain a +1 bonus to ability checks and saving throws, and once per day you can reroll any d20 roll you make.',
  ],
  tp_charm: [
    '<+f-charm> Beguiling. As an action, you can choose a humanoid you can see within 30 feet: it must succeed on a DC #dc# Wisdom saving throw or be charmed by you for 1 hour #perDawn#.',
  ],
  tp_fear: [
    '<+f-fear> Dread. As an action, you can make each creature of your choice within 30 feet that can see #item.them# succeed on a DC #dc# Wisdom saving throw or be frightened of you for 1 minute, repeating the save at the end of each of its turns #perRest#.',
  ],
  tp_blasting: [
    '<+f-burst> Blasting. As an action, you can release a thunderous blast from #item#: each creature in a #cone#-foot cone must make a DC #dc# Constitution saving throw, taking #burst# thunder damage and being deafened for 1 minute on a failed save, or half as much damage and not deafened on a success #perRest#.',
  ],
  tp_sharpness: [
    '<lt4 +f-wound> Keen Edge. Once per turn, when you hit a creature with #item#, you can open a wound that keeps bleeding: it takes #tick# slashing damage at the start of each of its turns for 1 minute, until it regains hit points or someone staunches it with a successful DC #dc# Wisdom (Medicine) check.',
    '<up4 +f-wound +f-keen> Sharpness. When you attack an object with #item# and hit, you deal maximum damage. When you roll a 20 on an attack roll with #item#, the target takes an extra 4d6 damage of the weapon’s type.',
  ],
  tp_vengeance: [
    '<+f-retaliate> Vengeance. When a creature you can see within 60 feet damages you while you #wear# #item#, you can use your reaction to mark it: until the end of your next turn, your attacks against it have advantage and deal an extra #retort# damage #perRest#.',
  ],
  tp_warning: [
    '<+f-warn> Warning. While #item# #item.v:is# on your person, you can’t be surprised, you have advantage on initiative rolls, and you and your companions within 30 feet wake at once if a hostile creature comes within #range# feet while you sleep.',
  ],
  tp_tongues: [
    '<+f-tongue> Tongues. While you #wear# #item#, you understand the literal meaning of any spoken language you hear, and any written language you touch.',
  ],
  tp_stealth: [
    '<+f-stealth> Stealth. While you #wear# #item#, you have advantage on Dexterity (Stealth) checks, and Wisdom (Perception) checks made to see you have disadvantage while you are in dim light or darkness.',
  ],
  tp_disguise: [
    '<+f-disguise> Many Faces. While you #wear# #item#, you can use an action to take on the face and voice of any humanoid you have seen, until you use this property again or take #item.them# off. A creature that studies you as an action sees through it with a successful DC #dc# Intelligence (Investigation) check.',
  ],
  tp_teleportation: [
    '<lt4 +f-blink> Blink. As a bonus action, you can teleport up to 30 feet to an unoccupied space you can see #perRest#.',
    '<up4 +f-blink> Far Step. As an action, you can teleport yourself and up to three willing creatures you touch to a place you have seen within 1 mile #perDawn#.',
  ],
  tp_summoning: [
    '<+f-summon> Summoning. As an action, you can call a beast of challenge rating 1 or lower (a wolf, a hawk or a panther, as you choose) to appear within 30 feet of you. It is friendly to you and your companions, obeys your spoken commands, and vanishes after 1 hour or when it drops to 0 hit points #perDawn#.',
  ],
  tp_undead: [
    '<+f-bane> Gravewarden. While you #wear# #item#, undead within 60 feet can’t surprise you, and you have advantage on saving throws against their abilities.',
  ],
};
