// Potions and spell scrolls: a potion's main effect (binding its duration), its side effects, and what a finely
// made scroll adds to the spell it holds.
import type { RuleSet } from '../../../engine/grammar.js';

export const CONSUMABLE_RULES: RuleSet = {
  // The effect of drinking; each binds `dur`, stored as the potion's duration.
  potion_main: [
    '<lt3> [dur:1 hour]Gecko Grip. When you drink #item#, you gain a climbing speed equal to your walking speed for 1 hour, and advantage on Strength (Athletics) checks made to climb.',
    '<lt3> [dur:8 hours]Night Eyes. When you drink #item#, you can see in darkness out to 60 feet for 8 hours, in shades of grey tinged #th.light#.',
    '<lt3 fire|cold> [dur:8 hours]Hearthblood. For 8 hours after you drink #item#, you suffer no harm from temperatures as low as −20 degrees or as high as 120 degrees Fahrenheit.',
    '<t1> [dur:1 hour]Glimmer. For 1 hour after you drink #item#, your skin sheds dim #th.light# light in a 10-foot radius, which you can dim or brighten at will.',
    '<t1> [dur:1 hour]Featherstep. For 1 hour after you drink #item#, your jump distance is doubled and you take no damage from falls of 20 feet or less.',
    '<lt5 +f-heal> [dur:1 minute]Mending. When you drink #item#, you regain #pHeal# hit points. For the next minute, you regain 1 hit point at the start of each of your turns while you have at least 1 hit point.',
    '<up2 lt4 +f-resist> [dur:1 hour]#th.damage.capitalize# Resistance. When you drink #item#, you gain resistance to #th.damage# damage for 1 hour.',
    '<up2 lt4> [dur:1 hour]#th.adj.title# Breath. For 1 hour after you drink #item#, you can use a bonus action to exhale #th.burst# at a target within 30 feet. It must make a DC #dc# #th.save# saving throw, taking #burst# #th.damage# damage on a failed save, or half as much on a success. The effect ends after three exhalations or when the hour is up.',
    '<up2 lt4> [dur:1 hour]Gills. When you drink #item#, you can breathe underwater for 1 hour and gain a swimming speed of 30 feet.',
    '<up2> [dur:1 hour]Giant Strength. When you drink #item#, your Strength score becomes #pScore# for 1 hour. It has no effect on you if your Strength is already #pScore# or higher.',
    '<up2 lt4> [dur:1d4 hours]Growth. When you drink #item#, you grow to Large size for 1d4 hours, along with everything you wear and carry. Your weapon attacks deal an extra 1d4 damage, and you have advantage on Strength checks and saving throws.',
    '<up3 lt5> [dur:1 hour]Heroism. When you drink #item#, you gain #thp# temporary hit points, and for 1 hour you can add 1d4 to your attack rolls and saving throws.',
    '<up3 lt5> [dur:1 hour]Mist Form. When you drink #item#, you become a cloud of #th.colour# mist for 1 hour, as the gaseous form spell: you can fly at 10 feet, pass through small holes, and have resistance to nonmagical damage. You can end the effect early as a bonus action.',
    '<up3 lt5> [dur:1 minute]Invulnerability. When you drink #item#, you have resistance to all damage for 1 minute.',
    '<up3 lt5> [dur:1 minute]Mind Reading. When you drink #item#, you can read the surface thoughts of any creature you can see within 60 feet for 1 minute, and probe deeper: a creature must succeed on a DC #dc# Wisdom saving throw or you learn its deeper thoughts and feelings.',
    '<up4> [dur:1 hour]Flight. When you drink #item#, you gain a flying speed equal to your walking speed for 1 hour and can hover. If you are in the air when the effect ends, you fall unless something stops you.',
    '<up4> [dur:1 hour]Invisibility. When you drink #item#, you and everything you wear and carry become invisible for 1 hour. The effect ends early if you attack or cast a spell.',
    '<up4> [dur:1 minute]Quickening. When you drink #item#, you gain the benefits of the haste spell for 1 minute, without needing to concentrate, and without the lethargy when it ends.',
    '<up4> [dur:24 hours]Vitality. When you drink #item#, it removes any exhaustion you are suffering and cures any disease or poison affecting you. For the next 24 hours, you regain the maximum number of hit points for any Hit Die you spend.',
    '<up5> [dur:1 hour]Apotheosis. When you drink #item#, you gain #thp# temporary hit points, and for 1 hour you have advantage on attack rolls and saving throws and can’t be charmed or frightened.',
    '<up5> [dur:8 hours]Deathward. For 8 hours after you drink #item#, the first time you would drop to 0 hit points you drop to 1 hit point instead and regain #thp# hit points, and you have advantage on death saving throws.',
    '<up5 +f-resist> [dur:8 hours]Sovereign Ward. When you drink #item#, you are immune to #th.damage# damage for 8 hours, and you can’t be frightened.',
    '<fire up2 lt4> [dur:10 minutes]Fire Shroud. For 10 minutes after you drink #item#, flames wreathe you: you shed bright light in a 10-foot radius, you have resistance to cold damage, and a creature that touches you or hits you with a melee attack while within 5 feet of you takes #retort# fire damage.',
    '<cold up2 lt4> [dur:10 minutes]Rime Shroud. For 10 minutes after you drink #item#, a skin of frost covers you: you have resistance to fire damage, and a creature that hits you with a melee attack has its speed reduced by 10 feet until the end of its next turn.',
    '<lightning up2 lt4> [dur:1 minute]Quicksilver. For 1 minute after you drink #item#, your speed increases by #speed# feet, you have advantage on Dexterity saving throws, and the first creature you hit with a melee attack on each of your turns takes an extra #retort# lightning damage.',
    '<thunder up2 lt4> [dur:1 hour]Booming Voice. For 1 hour after you drink #item#, your voice carries a mile if you wish. Once before the hour is up, you can shout as an action: each creature in a #cone#-foot cone must make a DC #dc# Constitution saving throw, taking #burst# thunder damage on a failed save, or half as much on a success.',
    '<acid up2 lt4> [dur:1 hour]Etching Touch. For 1 hour after you drink #item#, you can use an action to touch a nonmagical object that no one is wearing or carrying and dissolve a hole up to 1 foot deep and 1 foot across in it; a lock touched this way falls apart.',
    '<poison up2 lt4> [dur:1 hour]Bitterblood. For 1 hour after you drink #item#, you are immune to poison damage and to being poisoned, and a creature that bites you must succeed on a DC #dc# Constitution saving throw or be poisoned until the end of its next turn.',
    '<necrotic up2 lt4> [dur:1 hour]Deathmask. For 1 hour after you drink #item#, you appear dead to every sense and to magic that detects life. Undead ignore you unless you attack them or touch them.',
    '<radiant up2 lt4> [dur:1 hour]Sunlit Skin. For 1 hour after you drink #item#, you shed bright light in a 30-foot radius and dim light for another 30 feet, and undead and fiends have disadvantage on attack rolls against you.',
    '<force up2 lt4> [dur:10 minutes]Shieldskin. For 10 minutes after you drink #item#, an invisible shell surrounds you: you gain a +2 bonus to AC and take no damage from magic missile.',
    '<psychic up2 lt4> [dur:1 hour]Clarity. For 1 hour after you drink #item#, you have advantage on Intelligence, Wisdom and Charisma saving throws, and you can’t be charmed.',
  ],

  // What else a well-made potion does.
  potion_side: [
    '<!f-ps1 +f-ps1> Aftertaste. When the main effect ends, you gain #thp# temporary hit points.',
    '<!f-heal +f-heal> Restorative. Drinking #item# also restores #heal# hit points.',
    '<!f-ps3 +f-ps3> Steady Nerves. While the main effect lasts, you have advantage on saving throws against being frightened.',
    '<!f-ps4 +f-ps4> Shared Draught. #item.They:can# be split between two creatures, each of whom gains the effect for half its duration.',
    '<!f-ps5 +f-ps5> Clear Head. While the main effect lasts, you have advantage on saving throws against being charmed or poisoned.',
    '<up3 !f-ps6 +f-ps6> Second Wind. The first time you drop to 0 hit points while the main effect lasts, you drop to 1 hit point instead.',
    '<!f-ps7 +f-ps7> Stable. #item.They:never# #item.v:spoils#, #item.v:freezes# or #item.v:boils#, and #item.their# vessel can’t break from a fall.',
    '<!f-resist +f-resist> #th.adj.title# Aura. While the main effect lasts, you have resistance to #th.damage# damage.',
    '<!f-ps9 +f-ps9> Quick Draught. You can drink #item#, or pour it down the throat of a willing or unconscious creature within 5 feet, as a bonus action.',
  ],

  // What a fine scroll adds to its spell.
  scroll_extra: [
    '<!f-s1 +f-s1> Quickened Script. If the spell’s casting time is 1 action, you can read it from the scroll as a bonus action instead.',
    '<!f-s2 +f-s2 +open-script> Open Script. Anyone who can read can use this scroll, even if the spell isn’t on their spell list. A reader who isn’t a spellcaster must succeed on a DC #openDc# Intelligence (Arcana) check, or the words slide off the page and the scroll is wasted.',
    '<up3 !f-s3 +f-s3> Empowered Script. The spell is cast as if with a spell slot one level higher than its own.',
    '<spell-save !f-s4 +f-s4> Careful Words. When the spell forces creatures to make a saving throw, you can choose up to three of them to succeed automatically.',
    '<up3 !f-s5 +f-s5> Palimpsest. After you read the scroll, roll a d20. On a 20, the writing returns at the next dawn and the scroll can be read again.',
    '<spell-save spell-attack !f-s6 +f-s6> #th.adj.title# Margin. A creature that fails a saving throw against the spell must also succeed on a DC #dc# #th.riderSave# saving throw or #th_rider#.',
    '<!f-s7 +f-s7> Silent Script. The spell needs no verbal or somatic components when cast from this scroll.',
    '<up3 spell-ranged !f-s8 +f-s8> Far Script. The spell’s range is doubled.',
    '<up4 spell-concentration !f-s9 +f-s9> Unbroken Focus. The spell needs no concentration when cast from this scroll: it lasts its full duration unless dispelled.',
  ],
};
