// What only artifacts have: a major property, a drawback that costs something real, and a mind of their own.
// Bound variables as in abilities.ts, plus #mind# (alignment, int, wis, cha, speech) and #want#.
import type { RuleSet } from '../../../engine/grammar.js';

export const ARTIFACT_RULES: RuleSet = {
  // One world-shaking power per theme, usable once a week, plus a few any artifact may hold.
  ab_major: [
    '<fire ^3> Worldfire. As an action, you can call down a pillar of fire, 40 feet in radius and 100 feet high, centred on a point you can see within 1 mile. Each creature in it must make a DC #dc# Dexterity saving throw, taking 20d6 fire damage on a failed save, or half as much on a success, and every flammable object in the area catches fire. Once used, this property can’t be used again until 7 days have passed.',
    '<cold ^3> Heart of Winter. As an action, you can unleash a blizzard in a 100-foot radius centred on you, lasting 1 minute. The area is heavily obscured and difficult terrain for everyone but you, and each creature of your choice that starts its turn there must make a DC #dc# Constitution saving throw, taking 10d6 cold damage on a failed save, or half as much on a success. A creature reduced to 0 hit points by it freezes solid. Once used, this property can’t be used again until 7 days have passed.',
    '<lightning ^3> Skybreaker. As an action, you can call down ten bolts of lightning on creatures or objects you can see within 300 feet, no more than three on any one target. Each target must make a DC #dc# Dexterity saving throw, taking 10d10 lightning damage per bolt on a failed save, or half as much on a success. Once used, this property can’t be used again until 7 days have passed.',
    '<thunder ^3> The Mountain’s Voice. As an action, you can unleash a roar in a 60-foot cone. Each creature in it must make a DC #dc# Constitution saving throw, taking 12d10 thunder damage and being deafened and knocked prone on a failed save, or half as much damage on a success. Walls, doors and other structures in the cone take 100 thunder damage. Once used, this property can’t be used again until 7 days have passed.',
    '<acid ^3> Dissolution. As an action, you can fill a 30-foot-radius sphere centred on a point within 300 feet with a hissing green mist for 1 minute. A creature that starts its turn there must make a DC #dc# Constitution saving throw, taking 10d8 acid damage on a failed save, or half as much on a success, and nonmagical objects in the area that no one is wearing or carrying dissolve. Once used, this property can’t be used again until 7 days have passed.',
    '<poison ^3> The Green Death. As an action, you can exhale a 60-foot cone of poison. Each creature in it must make a DC #dc# Constitution saving throw, taking 16d6 poison damage and being poisoned for 1 hour on a failed save, or half as much damage on a success. Creatures immune to poison damage lose that immunity against this breath. Once used, this property can’t be used again until 7 days have passed.',
    '<necrotic ^3> Dominion of the Dead. As an action, you can raise up to ten corpses or skeletons within 60 feet as zombies or skeletons (your choice for each). They obey your spoken commands for 24 hours, then collapse. Alternatively, you can speak a word of death at a creature you can see within 60 feet: if it has 100 hit points or fewer, it dies. Once used, this property can’t be used again until 7 days have passed.',
    '<radiant ^3> Dawnbreak. As an action, you can make sunlight blaze in a 60-foot radius around you. Each creature of your choice there must make a DC #dc# Constitution saving throw, taking 12d6 radiant damage and being blinded for 1 minute on a failed save, or half as much damage on a success. An undead or fiend with 100 hit points or fewer that fails the save is destroyed. Once used, this property can’t be used again until 7 days have passed.',
    '<force ^3> Unmaking. As an action, you can point #item# at a creature or object you can see within 120 feet. A creature must make a DC #dc# Dexterity saving throw, taking 15d10 force damage on a failed save, or half as much on a success, and is turned to dust if this reduces it to 0 hit points. An object of Huge size or smaller, or a wall of force, is simply destroyed. Once used, this property can’t be used again until 7 days have passed.',
    '<psychic ^3> The Thousand Voices. As an action, you can speak into the minds of up to ten creatures you can see within 120 feet. Each must succeed on a DC #dc# Wisdom saving throw or be charmed by you for 24 hours, obeying your commands as best it can. A charmed creature repeats the save whenever it takes damage. Once used, this property can’t be used again until 7 days have passed.',
    '<!consumable ^0.5> Deathless. If you die while attuned to #item#, your body turns to #th.colour# dust and re-forms, alive and with all its hit points, 1d4 days later in #evPlace#. #item# then #item.v:loses# this property for a year and a day.',
    '<!consumable ^0.5> Open the Way. As an action, you can trace a door in the air with #item#: a portal opens to any place on any plane that you name, and stays open for 1 minute. Once used, this property can’t be used again until 7 days have passed.',
  ],

  // The price of carrying it: concrete, always in play, and tied to the theme or the maker where it can be.
  ab_drawback: [
    '<fire !consumable> Cinder Heart. While you are attuned to #item#, you have vulnerability to cold damage, and you can never quite get warm: you need twice as much food and drink as usual.',
    '<cold !consumable> Frozen Heart. While you are attuned to #item#, you have vulnerability to fire damage, and you find it hard to feel anything: you have disadvantage on Wisdom (Insight) checks.',
    '<lightning|thunder !consumable> Storm-Marked. While you are attuned to #item#, thunder follows you: every creature within 300 feet hears a low rumble wherever you go, and you have disadvantage on Dexterity (Stealth) checks.',
    '<acid|poison !consumable> Bitter Blood. While you are attuned to #item#, your touch curdles milk and wilts flowers, no healing potion has any effect on you, and you regain only half the hit points from any other healing.',
    '<necrotic !consumable> Grave Hunger. While you are attuned to #item#, you have sunlight sensitivity (disadvantage on attack rolls and on Wisdom (Perception) checks that rely on sight while you are in direct sunlight), and beasts refuse to come near you.',
    '<radiant !consumable> Burning Judgement. While you are attuned to #item#, you can’t knowingly tell a lie. If you try, you take #retort# radiant damage and the lie comes out as the truth.',
    '<force|psychic !consumable> Hollow Sleep. Whenever you finish a long rest while attuned to #item#, you must succeed on a DC 15 Wisdom saving throw or gain no benefit from that rest, as #item.their# dreams crowd out your own.',
    '<!consumable> Jealous. You are unwilling to part with #item#. Ending your attunement requires a remove curse spell or similar magic, and while attuned you have disadvantage on attack rolls with any other weapon and on ability checks with any other magic item.',
    '<!consumable> Beacon. While you are attuned to #item#, #bane# within 10 miles always know where you are, and many of them come looking.',
    '<!consumable> Toll of Years. Each time you use #item.their# major property, you age 1d10 years.',
    '<!consumable> Hunger. If #item# #item.v:has# not been used in anger in the last 24 hours, you take #retort# psychic damage at dawn, and this damage can’t be reduced in any way.',
    '<mk-person !consumable> The Maker’s Shadow. While you are attuned to #item#, you sometimes speak in #maker.poss# voice, and people who knew #maker.name#’s family treat you with open suspicion.',
    '<potion> Lingering Cost. When the effect ends, you gain one level of exhaustion and your shadow is #th.colour# for a year.',
    '<scroll> Lingering Cost. When the spell ends, the reader gains one level of exhaustion, and their shadow is #th.colour# for a year.',
    '<consumable> Addictive. After the effect ends, you must succeed on a DC 15 Wisdom saving throw or spend the next month trying to find another draught like it, with disadvantage on Wisdom saving throws while you search.',
  ],

  // A sentient item's mind (Legendary sometimes, Artifact mostly).
  ab_sentience: [
    'Sentience. #Short# is sentient (#mind.alignment#), with an Intelligence of #mind.int#, a Wisdom of #mind.wis# and a Charisma of #mind.cha#. #item.They:has# hearing and #mind.sight# out to 120 feet, and #mind_speech#. #item.They:wants# #want#. When you act against that, #item.they:makes# a Charisma check contested by your own; if #item.they:wins#, #conflict#.',
  ],

  // How a mind speaks (after "It has hearing and darkvision out to 120 feet, and").
  mind_speech: [
    '#item.v:speaks# telepathically with whoever carries #item.them#, in #maker.languages#',
    'can speak, read and understand #maker.languages#',
    '<+mute> #item.v:communicates# by stirring emotions in whoever carries #item.them#, and #item.v:understands# #maker.languages#',
  ],

  // An artifact potion or scroll: what its one use can do.
  ab_major_consumable: [
    '<potion> Second Life. If this potion is poured into the mouth of a creature that died within the last hour, it returns to life with all its hit points, cured of every poison and disease, and remembers nothing of the hour before its death.',
    '<potion> Ageless. The drinker becomes 1d6 + 6 years younger, to a minimum of young adulthood, and for a year does not age at all.',
    '<scroll> Echoing Verse. When you read the scroll, you can choose to cast its spell twice, one casting right after the other, each against different targets.',
    '<scroll> Written in the World. The spell cast from this scroll can’t be dispelled, countered or ended early by any magic short of a wish.',
  ],
};
