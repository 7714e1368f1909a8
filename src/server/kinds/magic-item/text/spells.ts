// Spells that scrolls hold and that wands, staffs, rods and worn items cast: level, theme and a table-ready
// summary in our own words (a scroll prints its summary, since the reader may not have the book to hand).
import type { ThemeId } from './themes.js';

export interface SpellDef {
  readonly name: string;
  readonly level: number;
  /** The themes the spell belongs to; [] for spells any item may carry. */
  readonly themes: readonly ThemeId[];
  /** 'attack' spells harm; 'utility' spells help, hide, move or reveal. */
  readonly kind: 'attack' | 'utility';
  /** Form tags that suit casting it at will (a cloak of misty step, a lantern of daylight). */
  readonly slots?: readonly string[];
  /** The spell's effect as a template reading #dc# and #atk#. */
  readonly effect: string;
}

export const SPELLS: readonly SpellDef[] = [
  // Cantrips
  {
    name: 'fire bolt',
    level: 0,
    themes: ['fire'],
    kind: 'attack',
    effect:
      'You hurl a mote of fire at a creature or object within 120 feet. Make a ranged spell attack (#atk# to hit); on a hit, the target takes 1d10 fire damage, and a flammable object it strikes catches fire if no one is wearing or carrying it.',
  },
  {
    name: 'ray of frost',
    level: 0,
    themes: ['cold'],
    kind: 'attack',
    effect:
      'A frigid beam streaks at a creature within 60 feet. Make a ranged spell attack (#atk# to hit); on a hit, it takes 1d8 cold damage and its speed drops by 10 feet until the start of your next turn.',
  },
  {
    name: 'shocking grasp',
    level: 0,
    themes: ['lightning'],
    kind: 'attack',
    effect:
      'Lightning leaps from your hand to a creature you touch. Make a melee spell attack (#atk# to hit, with advantage if the target wears metal armor); on a hit, it takes 1d8 lightning damage and can’t take reactions until the start of its next turn.',
  },
  {
    name: 'thunderclap',
    level: 0,
    themes: ['thunder'],
    kind: 'attack',
    effect:
      'A burst of thunderous sound rolls out from you. Each creature other than you within 5 feet must succeed on a DC #dc# Constitution saving throw or take 1d6 thunder damage. The sound carries 100 feet.',
  },
  {
    name: 'acid splash',
    level: 0,
    themes: ['acid'],
    kind: 'attack',
    effect:
      'You hurl a bubble of acid at one creature within 60 feet, or at two within 5 feet of each other. Each must succeed on a DC #dc# Dexterity saving throw or take 1d6 acid damage.',
  },
  {
    name: 'poison spray',
    level: 0,
    themes: ['poison'],
    kind: 'attack',
    effect:
      'You puff a cloud of noxious gas at a creature within 10 feet. It must succeed on a DC #dc# Constitution saving throw or take 1d12 poison damage.',
  },
  {
    name: 'chill touch',
    level: 0,
    themes: ['necrotic'],
    kind: 'attack',
    effect:
      'A ghostly hand clutches at a creature within 120 feet. Make a ranged spell attack (#atk# to hit); on a hit, it takes 1d8 necrotic damage and can’t regain hit points until the start of your next turn. An undead target also has disadvantage on attack rolls against you until then.',
  },
  {
    name: 'sacred flame',
    level: 0,
    themes: ['radiant'],
    kind: 'attack',
    effect:
      'Flame-like light falls on a creature you can see within 60 feet. It must succeed on a DC #dc# Dexterity saving throw or take 1d8 radiant damage, and it gains no benefit from cover against this save.',
  },
  {
    name: 'eldritch blast',
    level: 0,
    themes: ['force'],
    kind: 'attack',
    effect:
      'A crackling beam of force flies at a creature within 120 feet. Make a ranged spell attack (#atk# to hit); on a hit, it takes 1d10 force damage.',
  },
  {
    name: 'vicious mockery',
    level: 0,
    themes: ['psychic'],
    kind: 'attack',
    effect:
      'You loose a string of enchanted insults at a creature within 60 feet that can hear you. It must succeed on a DC #dc# Wisdom saving throw or take 1d4 psychic damage and have disadvantage on the next attack roll it makes before the end of its next turn.',
  },

  // 1st level
  {
    name: 'burning hands',
    level: 1,
    themes: ['fire'],
    kind: 'attack',
    effect:
      'A thin sheet of flame shoots from your fingertips in a 15-foot cone. Each creature in it must make a DC #dc# Dexterity saving throw, taking 3d6 fire damage on a failed save, or half as much on a success.',
  },
  {
    name: 'ice knife',
    level: 1,
    themes: ['cold'],
    kind: 'attack',
    effect:
      'You throw a shard of ice at a creature within 60 feet (#atk# to hit; 1d10 piercing damage on a hit). Hit or miss, the shard bursts: the target and each creature within 5 feet of it must succeed on a DC #dc# Dexterity saving throw or take 2d6 cold damage.',
  },
  {
    name: 'witch bolt',
    level: 1,
    themes: ['lightning'],
    kind: 'attack',
    effect:
      'A beam of crackling blue energy lances at a creature within 30 feet. Make a ranged spell attack (#atk# to hit); on a hit, it takes 1d12 lightning damage, and for up to 1 minute (concentration) you can use your action on each of your turns to deal it another 1d12 lightning damage automatically. The spell ends if it moves more than 30 feet from you.',
  },
  {
    name: 'thunderwave',
    level: 1,
    themes: ['thunder'],
    kind: 'attack',
    effect:
      'A wave of thunderous force sweeps out from you in a 15-foot cube. Each creature in it must make a DC #dc# Constitution saving throw: on a failure it takes 2d8 thunder damage and is pushed 10 feet away from you, and on a success it takes half as much damage and isn’t pushed. The boom carries 300 feet.',
  },
  {
    name: 'magic missile',
    level: 1,
    themes: ['force'],
    kind: 'attack',
    effect:
      'Three glowing darts of force strike creatures of your choice that you can see within 120 feet, each dealing 1d4 + 1 force damage. The darts never miss, and you can send several at one creature.',
  },
  {
    name: 'ray of sickness',
    level: 1,
    themes: ['poison'],
    kind: 'attack',
    effect:
      'A ray of sickly green energy lashes at a creature within 60 feet (#atk# to hit). On a hit, it takes 2d8 poison damage and must succeed on a DC #dc# Constitution saving throw or be poisoned until the end of your next turn.',
  },
  {
    name: 'inflict wounds',
    level: 1,
    themes: ['necrotic'],
    kind: 'attack',
    effect:
      'Make a melee spell attack (#atk# to hit) against a creature you can reach. On a hit, it takes 3d10 necrotic damage.',
  },
  {
    name: 'guiding bolt',
    level: 1,
    themes: ['radiant'],
    kind: 'attack',
    effect:
      'A flash of light streaks at a creature within 120 feet (#atk# to hit). On a hit, it takes 4d6 radiant damage, and the next attack roll made against it before the end of your next turn has advantage.',
  },
  {
    name: 'dissonant whispers',
    level: 1,
    themes: ['psychic'],
    kind: 'attack',
    effect:
      'You whisper a discordant tune that only one creature within 60 feet can hear. It must make a DC #dc# Wisdom saving throw, taking 3d6 psychic damage and spending its reaction to move as far from you as it can on a failed save, or taking half as much damage on a success.',
  },
  {
    name: 'shield',
    level: 1,
    themes: ['force'],
    kind: 'utility',
    slots: ['wrist', 'finger', 'shield'],
    effect:
      'As a reaction when you are hit by an attack or targeted by magic missile, an invisible barrier gives you a +5 bonus to AC until the start of your next turn, including against the triggering attack, and you take no damage from magic missile.',
  },
  {
    name: 'sleep',
    level: 1,
    themes: ['psychic'],
    kind: 'utility',
    slots: ['music', 'lamp'],
    effect:
      'Creatures in a 20-foot-radius sphere centred on a point within 90 feet fall unconscious for 1 minute, lowest current hit points first, until 5d8 hit points’ worth of creatures have been counted. A sleeper wakes if it takes damage or someone uses an action to shake it awake. Undead and creatures immune to being charmed are unaffected.',
  },
  {
    name: 'feather fall',
    level: 1,
    themes: [],
    kind: 'utility',
    slots: ['feet', 'cloak', 'finger'],
    effect:
      'As a reaction when you or up to five creatures within 60 feet fall, each falling creature descends at 60 feet per round for 1 minute, takes no falling damage and lands on its feet.',
  },
  {
    name: 'fog cloud',
    level: 1,
    themes: ['cold'],
    kind: 'utility',
    slots: ['cloak', 'horn'],
    effect:
      'A 20-foot-radius sphere of thick fog spreads around a point within 120 feet and lasts for up to 1 hour (concentration) or until a moderate wind disperses it. The area is heavily obscured.',
  },
  {
    name: 'cure wounds',
    level: 1,
    themes: ['radiant'],
    kind: 'utility',
    slots: ['neck', 'cup'],
    effect: 'A creature you touch regains 1d8 + 3 hit points. It has no effect on undead or constructs.',
  },
  {
    name: 'comprehend languages',
    level: 1,
    themes: [],
    kind: 'utility',
    slots: ['head', 'book', 'face'],
    effect:
      'For 1 hour, you understand the literal meaning of any spoken language you hear and any written language you touch, at about a page a minute. It doesn’t decode secret messages or read glyphs that aren’t part of a language.',
  },
  {
    name: 'jump',
    level: 1,
    themes: [],
    kind: 'utility',
    slots: ['feet'],
    effect: 'A creature you touch has its jump distance tripled for 1 minute.',
  },
  {
    name: 'disguise self',
    level: 1,
    themes: ['psychic'],
    kind: 'utility',
    slots: ['face', 'finger', 'mirror'],
    effect:
      'For 1 hour, you make yourself, your clothing and your gear look different: up to a foot shorter or taller and thin, fat or in between. A creature that uses its action to inspect you can see through it with a successful DC #dc# Intelligence (Investigation) check.',
  },

  // 2nd level
  {
    name: 'scorching ray',
    level: 2,
    themes: ['fire'],
    kind: 'attack',
    effect:
      'You create three rays of fire and hurl them at one or several targets within 120 feet. Make a ranged spell attack (#atk# to hit) for each ray; each that hits deals 2d6 fire damage.',
  },
  {
    name: 'shatter',
    level: 2,
    themes: ['thunder'],
    kind: 'attack',
    effect:
      'A painfully loud ringing erupts from a point within 60 feet. Each creature in a 10-foot-radius sphere there must make a DC #dc# Constitution saving throw, taking 3d8 thunder damage on a failed save, or half as much on a success. Creatures of stone, crystal or metal have disadvantage on the save, and unattended objects in the area take the damage too.',
  },
  {
    name: 'acid arrow',
    level: 2,
    themes: ['acid'],
    kind: 'attack',
    effect:
      'A shimmering green arrow streaks at a target within 90 feet (#atk# to hit). On a hit, it takes 4d4 acid damage at once and 2d4 acid damage at the end of its next turn; on a miss, it takes half the first damage and nothing later.',
  },
  {
    name: 'ray of enfeeblement',
    level: 2,
    themes: ['necrotic'],
    kind: 'attack',
    effect:
      'A black beam springs at a creature within 60 feet (#atk# to hit). On a hit, for up to 1 minute (concentration) its weapon attacks that use Strength deal only half damage. It makes a DC #dc# Constitution saving throw at the end of each of its turns, ending the effect on a success.',
  },
  {
    name: 'hold person',
    level: 2,
    themes: ['psychic'],
    kind: 'attack',
    effect:
      'A humanoid you can see within 60 feet must succeed on a DC #dc# Wisdom saving throw or be paralyzed for up to 1 minute (concentration). It repeats the save at the end of each of its turns, ending the effect on a success.',
  },
  {
    name: 'moonbeam',
    level: 2,
    themes: ['radiant'],
    kind: 'attack',
    effect:
      'A silvery cylinder of pale light, 5 feet in radius and 40 feet high, shines down at a point within 120 feet for up to 1 minute (concentration). A creature that enters it for the first time on a turn or starts its turn there makes a DC #dc# Constitution saving throw, taking 2d10 radiant damage on a failed save, or half as much on a success; shapechangers have disadvantage. As an action on later turns, you can move the beam up to 60 feet.',
  },
  {
    name: 'misty step',
    level: 2,
    themes: ['force'],
    kind: 'utility',
    slots: ['cloak', 'feet', 'finger'],
    effect:
      'As a bonus action, you vanish in a puff of silver mist and teleport up to 30 feet to an unoccupied space you can see.',
  },
  {
    name: 'invisibility',
    level: 2,
    themes: ['psychic'],
    kind: 'utility',
    slots: ['cloak', 'finger'],
    effect:
      'A creature you touch becomes invisible for up to 1 hour (concentration), along with everything it wears and carries. The spell ends for it if it attacks or casts a spell.',
  },
  {
    name: 'darkness',
    level: 2,
    themes: ['necrotic'],
    kind: 'utility',
    slots: ['cloak', 'lamp'],
    effect:
      'Magical darkness fills a 15-foot-radius sphere at a point within 60 feet, or on an object you hold, for up to 10 minutes (concentration). Darkvision can’t see through it and nonmagical light can’t light it.',
  },
  {
    name: 'protection from poison',
    level: 2,
    themes: ['poison'],
    kind: 'utility',
    slots: ['neck', 'cup'],
    effect:
      'A creature you touch is cured of one poison, and for 1 hour it has advantage on saving throws against being poisoned and resistance to poison damage.',
  },
  {
    name: 'lesser restoration',
    level: 2,
    themes: ['radiant'],
    kind: 'utility',
    slots: ['neck', 'cup', 'lamp'],
    effect:
      'You touch a creature and end one disease or one of these conditions on it: blinded, deafened, paralyzed or poisoned.',
  },
  {
    name: 'darkvision',
    level: 2,
    themes: [],
    kind: 'utility',
    slots: ['head', 'face'],
    effect: 'A willing creature you touch can see in darkness out to 60 feet for 8 hours.',
  },
  {
    name: 'see invisibility',
    level: 2,
    themes: ['radiant'],
    kind: 'utility',
    slots: ['head', 'face', 'lamp', 'orb'],
    effect:
      'For 1 hour, you see invisible creatures and objects as if they were visible, and you can see into the Ethereal Plane.',
  },
  {
    name: 'levitate',
    level: 2,
    themes: ['force'],
    kind: 'utility',
    slots: ['feet', 'waist'],
    effect:
      'One creature or loose object you can see within 60 feet rises up to 20 feet and hovers for up to 10 minutes (concentration). An unwilling creature can resist with a successful DC #dc# Constitution saving throw.',
  },
  {
    name: 'spider climb',
    level: 2,
    themes: ['poison'],
    kind: 'utility',
    slots: ['hands', 'feet'],
    effect:
      'For up to 1 hour (concentration), a willing creature you touch can climb walls and walk upside down along ceilings with its hands free, and has a climbing speed equal to its walking speed.',
  },
  {
    name: 'mirror image',
    level: 2,
    themes: ['psychic'],
    kind: 'utility',
    slots: ['mirror', 'cloak'],
    effect:
      'Three illusory copies of you appear in your space for 1 minute. When a creature attacks you, roll a d20 to see whether it hits a copy instead (on an 11 or higher with three copies, 8 or higher with two, 6 or higher with one). A copy has AC 10 + your Dexterity modifier and vanishes when hit.',
  },

  // 3rd level
  {
    name: 'fireball',
    level: 3,
    themes: ['fire'],
    kind: 'attack',
    effect:
      'A bright streak flashes to a point you choose within 150 feet and blossoms into a 20-foot-radius sphere of flame. Each creature in it must make a DC #dc# Dexterity saving throw, taking 8d6 fire damage on a failed save, or half as much on a success. The fire spreads around corners and lights flammable objects no one is wearing or carrying.',
  },
  {
    name: 'lightning bolt',
    level: 3,
    themes: ['lightning'],
    kind: 'attack',
    effect:
      'A stroke of lightning 100 feet long and 5 feet wide blasts out from you in a direction you choose. Each creature in the line must make a DC #dc# Dexterity saving throw, taking 8d6 lightning damage on a failed save, or half as much on a success.',
  },
  {
    name: 'sleet storm',
    level: 3,
    themes: ['cold'],
    kind: 'attack',
    effect:
      'Freezing rain and sleet fill a 40-foot-radius, 20-foot-high cylinder centred on a point within 150 feet for up to 1 minute (concentration). The area is heavily obscured and difficult terrain, and open flames in it go out. A creature that enters it for the first time on a turn or starts its turn there must succeed on a DC #dc# Dexterity saving throw or fall prone, and a creature concentrating on a spell there must succeed on a DC #dc# Constitution saving throw or lose its concentration.',
  },
  {
    name: 'thunder step',
    level: 3,
    themes: ['thunder'],
    kind: 'attack',
    effect:
      'You teleport up to 90 feet to an unoccupied space you can see, and may take one willing creature within 5 feet with you. The space you left booms: each creature within 10 feet of it must make a DC #dc# Constitution saving throw, taking 3d10 thunder damage on a failed save, or half as much on a success.',
  },
  {
    name: 'vampiric touch',
    level: 3,
    themes: ['necrotic'],
    kind: 'attack',
    effect:
      'For up to 1 minute (concentration), your touch drinks life. Make a melee spell attack (#atk# to hit) when you cast it and as an action on each later turn; on a hit, the target takes 3d6 necrotic damage and you regain hit points equal to half the damage dealt.',
  },
  {
    name: 'stinking cloud',
    level: 3,
    themes: ['poison'],
    kind: 'attack',
    effect:
      'A 20-foot-radius sphere of yellow, nauseating gas billows up at a point within 90 feet for up to 1 minute (concentration). The area is heavily obscured. Each creature that starts its turn in the cloud must succeed on a DC #dc# Constitution saving throw or spend its action that turn retching and reeling.',
  },
  {
    name: 'fear',
    level: 3,
    themes: ['psychic'],
    kind: 'attack',
    effect:
      'Each creature in a 30-foot cone must succeed on a DC #dc# Wisdom saving throw or drop whatever it holds and be frightened of you for up to 1 minute (concentration). A frightened creature must Dash away from you by the safest route on each of its turns; when it ends a turn where it can’t see you, it repeats the save, ending the effect on a success.',
  },
  {
    name: 'spirit guardians',
    level: 3,
    themes: ['radiant'],
    kind: 'attack',
    effect:
      'Spectral guardians wheel around you in a 15-foot radius for up to 10 minutes (concentration). Creatures of your choice there have their speed halved, and when such a creature enters the area for the first time on a turn or starts its turn there, it makes a DC #dc# Wisdom saving throw, taking 3d8 radiant damage on a failed save, or half as much on a success.',
  },
  {
    name: 'counterspell',
    level: 3,
    themes: ['force'],
    kind: 'utility',
    slots: ['finger', 'orb'],
    effect:
      'As a reaction when you see a creature within 60 feet casting a spell, you interrupt it: a spell of 3rd level or lower fails. Against a higher-level spell, make an ability check using your spellcasting ability against DC 10 + the spell’s level; on a success, it fails.',
  },
  {
    name: 'dispel magic',
    level: 3,
    themes: ['force'],
    kind: 'utility',
    slots: ['orb', 'key'],
    effect:
      'Choose a creature, object or magical effect within 120 feet. Every spell of 3rd level or lower on it ends. For each higher-level spell, make an ability check using your spellcasting ability against DC 10 + that spell’s level; on a success, that spell ends.',
  },
  {
    name: 'fly',
    level: 3,
    themes: ['force'],
    kind: 'utility',
    slots: ['cloak', 'feet'],
    effect:
      'A willing creature you touch gains a flying speed of 60 feet for up to 10 minutes (concentration). When the spell ends, it falls if it is still aloft and can’t stop the fall.',
  },
  {
    name: 'water breathing',
    level: 3,
    themes: ['cold'],
    kind: 'utility',
    slots: ['neck', 'face'],
    effect:
      'Up to ten willing creatures you can see within 30 feet can breathe underwater for 24 hours, and they keep their normal way of breathing.',
  },
  {
    name: 'haste',
    level: 3,
    themes: ['lightning'],
    kind: 'utility',
    slots: ['feet', 'hourglass'],
    effect:
      'For up to 1 minute (concentration), a willing creature within 30 feet has its speed doubled, a +2 bonus to AC, advantage on Dexterity saving throws and one extra action on each of its turns (to make one weapon attack, Dash, Disengage, Hide or Use an Object). When the spell ends, it can’t move or act until after its next turn.',
  },
  {
    name: 'clairvoyance',
    level: 3,
    themes: ['psychic'],
    kind: 'utility',
    slots: ['orb', 'mirror', 'head'],
    effect:
      'An invisible sensor appears at a place within 1 mile that you know or that is obvious, and for up to 10 minutes (concentration) you can see or hear through it (choose one; switch as an action).',
  },
  {
    name: 'daylight',
    level: 3,
    themes: ['radiant'],
    kind: 'utility',
    slots: ['lamp', 'orb'],
    effect:
      'Bright light spreads in a 60-foot radius from a point or an object within 60 feet, with dim light for another 60 feet, for 1 hour. It dispels magical darkness of 3rd level or lower that it overlaps.',
  },
  {
    name: 'speak with dead',
    level: 3,
    themes: ['necrotic'],
    kind: 'utility',
    slots: ['bell', 'lamp', 'book'],
    effect:
      'A corpse within 10 feet that still has a mouth answers up to five questions over the next 10 minutes. It knows only what it knew in life and is under no compulsion to be truthful or helpful.',
  },
  {
    name: 'tongues',
    level: 3,
    themes: ['psychic'],
    kind: 'utility',
    slots: ['head', 'face', 'neck'],
    effect:
      'For 1 hour, a creature you touch understands any spoken language it hears, and anything it says is understood by any creature that knows at least one language.',
  },

  // 4th level
  {
    name: 'wall of fire',
    level: 4,
    themes: ['fire'],
    kind: 'attack',
    effect:
      'A wall of fire up to 60 feet long, 20 feet high and 1 foot thick, or a ring 20 feet across, rises on a solid surface within 120 feet for up to 1 minute (concentration). Each creature in its area when it appears makes a DC #dc# Dexterity saving throw, taking 5d8 fire damage on a failed save, or half as much on a success. One side of the wall, which you choose, deals 5d8 fire damage to each creature that ends its turn within 10 feet of that side or inside the wall.',
  },
  {
    name: 'ice storm',
    level: 4,
    themes: ['cold'],
    kind: 'attack',
    effect:
      'Hail pounds a 20-foot-radius, 40-foot-high cylinder centred on a point within 300 feet. Each creature in it must make a DC #dc# Dexterity saving throw, taking 2d8 bludgeoning damage and 4d6 cold damage on a failed save, or half as much on a success. The ground there is difficult terrain until the end of your next turn.',
  },
  {
    name: 'storm sphere',
    level: 4,
    themes: ['lightning'],
    kind: 'attack',
    effect:
      'A 20-foot-radius sphere of whirling air forms at a point within 150 feet for up to 1 minute (concentration); its area is difficult terrain. A creature that first enters it on a turn or starts its turn there must succeed on a DC #dc# Strength saving throw or take 2d6 bludgeoning damage. As a bonus action on each of your turns, you can loose a bolt from its centre at a creature within 60 feet of it (#atk# to hit, with advantage if the target is inside the sphere), dealing 4d6 lightning damage on a hit.',
  },
  {
    name: 'blight',
    level: 4,
    themes: ['necrotic'],
    kind: 'attack',
    effect:
      'A creature you can see within 30 feet must make a DC #dc# Constitution saving throw, taking 8d8 necrotic damage on a failed save, or half as much on a success. Plants fail the save and take the maximum damage; constructs and undead are unaffected.',
  },
  {
    name: 'phantasmal killer',
    level: 4,
    themes: ['psychic'],
    kind: 'attack',
    effect:
      'A creature you can see within 120 feet must succeed on a DC #dc# Wisdom saving throw or be frightened for up to 1 minute (concentration) by an illusion of its deepest fear. At the end of each of its turns it repeats the save, taking 4d10 psychic damage on a failure and ending the spell on a success.',
  },
  {
    name: 'vitriolic sphere',
    level: 4,
    themes: ['acid'],
    kind: 'attack',
    effect:
      'A ball of emerald acid bursts at a point within 150 feet. Each creature in a 20-foot-radius sphere there must make a DC #dc# Dexterity saving throw: on a failure it takes 10d4 acid damage and another 5d4 at the end of its next turn, and on a success it takes half the first damage and nothing later.',
  },
  {
    name: 'banishment',
    level: 4,
    themes: ['radiant'],
    kind: 'attack',
    effect:
      'A creature you can see within 60 feet must succeed on a DC #dc# Charisma saving throw or be banished for up to 1 minute (concentration): to a harmless demiplane, or to its home plane if it comes from another. An extraplanar creature banished for the full minute does not return.',
  },
  {
    name: 'dimension door',
    level: 4,
    themes: ['force'],
    kind: 'utility',
    slots: ['cloak', 'feet', 'finger', 'key'],
    effect:
      'You teleport, with one willing creature of your size or smaller that you are touching if you like, to any spot within 500 feet that you can see, picture or describe by distance and direction.',
  },
  {
    name: 'death ward',
    level: 4,
    themes: ['radiant'],
    kind: 'utility',
    slots: ['neck', 'finger'],
    effect:
      'For 8 hours, the first time a creature you touch would drop to 0 hit points, it drops to 1 instead and the spell ends. An effect that would kill it outright without dealing damage is negated the same way.',
  },
  {
    name: 'freedom of movement',
    level: 4,
    themes: [],
    kind: 'utility',
    slots: ['feet', 'finger'],
    effect:
      'For 1 hour, a willing creature you touch ignores difficult terrain, and no magic can reduce its speed or leave it paralyzed or restrained. It can spend 5 feet of movement to slip any nonmagical restraint or grapple.',
  },
  {
    name: 'greater invisibility',
    level: 4,
    themes: ['psychic'],
    kind: 'utility',
    slots: ['cloak', 'finger'],
    effect:
      'You or a creature you touch becomes invisible for up to 1 minute (concentration), and stays invisible while attacking or casting spells.',
  },

  // 5th level
  {
    name: 'cone of cold',
    level: 5,
    themes: ['cold'],
    kind: 'attack',
    effect:
      'A blast of freezing air erupts from your hands in a 60-foot cone. Each creature in it must make a DC #dc# Constitution saving throw, taking 8d8 cold damage on a failed save, or half as much on a success. A creature killed by it is left a frozen statue until it thaws.',
  },
  {
    name: 'flame strike',
    level: 5,
    themes: ['fire', 'radiant'],
    kind: 'attack',
    effect:
      'A column of holy fire roars down in a 10-foot-radius, 40-foot-high cylinder centred on a point within 60 feet. Each creature in it must make a DC #dc# Dexterity saving throw, taking 4d6 fire damage and 4d6 radiant damage on a failed save, or half as much on a success.',
  },
  {
    name: 'cloudkill',
    level: 5,
    themes: ['poison'],
    kind: 'attack',
    effect:
      'A 20-foot-radius sphere of yellow-green poison fog spreads from a point within 120 feet for up to 10 minutes (concentration), flowing around corners and drifting 10 feet away from you at the start of each of your turns. A creature that first enters it on a turn or starts its turn there makes a DC #dc# Constitution saving throw, taking 5d8 poison damage on a failed save, or half as much on a success.',
  },
  {
    name: 'destructive wave',
    level: 5,
    themes: ['thunder'],
    kind: 'attack',
    effect:
      'You strike the ground and divine energy ripples out 30 feet from you. Each creature of your choice there must make a DC #dc# Constitution saving throw: on a failure it takes 5d6 thunder damage and 5d6 radiant or necrotic damage (your choice) and is knocked prone; on a success it takes half as much damage and keeps its feet.',
  },
  {
    name: 'dominate person',
    level: 5,
    themes: ['psychic'],
    kind: 'attack',
    effect:
      'A humanoid you can see within 60 feet must succeed on a DC #dc# Wisdom saving throw (with advantage if you or your allies are fighting it) or be charmed by you for up to 1 minute (concentration). It obeys your telepathic commands as best it can, and repeats the save each time it takes damage, ending the effect on a success.',
  },
  {
    name: 'wall of force',
    level: 5,
    themes: ['force'],
    kind: 'attack',
    effect:
      'An invisible wall of force, up to ten 10-foot panels or a dome or sphere up to 10 feet in radius, springs up at a point within 120 feet for up to 10 minutes (concentration). Nothing can pass through it physically; it is immune to all damage, can’t be dispelled by dispel magic and extends into the Ethereal Plane.',
  },
  {
    name: 'mass cure wounds',
    level: 5,
    themes: ['radiant'],
    kind: 'utility',
    slots: ['lamp', 'cup', 'bell'],
    effect:
      'A wave of healing washes out from a point within 60 feet: up to six creatures of your choice in a 30-foot-radius sphere each regain 3d8 + 3 hit points.',
  },
  {
    name: 'scrying',
    level: 5,
    themes: ['psychic'],
    kind: 'utility',
    slots: ['orb', 'mirror'],
    effect:
      'For up to 10 minutes (concentration), you can see and hear a creature you name on the same plane. It makes a DC #dc# Wisdom saving throw, easier if you barely know it and harder if you hold its likeness or something it owned; on a failure, an invisible sensor follows it.',
  },
  {
    name: 'greater restoration',
    level: 5,
    themes: ['radiant'],
    kind: 'utility',
    slots: ['neck', 'cup'],
    effect:
      'You touch a creature and end one of these on it: one level of exhaustion, a charm or petrification, a curse, a reduction to one of its ability scores, or a reduction to its hit point maximum.',
  },
  {
    name: 'legend lore',
    level: 5,
    themes: ['psychic'],
    kind: 'utility',
    slots: ['book', 'orb'],
    effect:
      'Name or describe a person, place or object: you learn the significant lore about it that exists (current tales, forgotten stories or secrets), often as riddles or verse.',
  },

  // 6th level
  {
    name: 'chain lightning',
    level: 6,
    themes: ['lightning'],
    kind: 'attack',
    effect:
      'A bolt of lightning arcs to a target within 150 feet and then leaps to as many as three others, each within 30 feet of the first. Each target must make a DC #dc# Dexterity saving throw, taking 10d8 lightning damage on a failed save, or half as much on a success.',
  },
  {
    name: 'disintegrate',
    level: 6,
    themes: ['force'],
    kind: 'attack',
    effect:
      'A thin green ray springs at a target within 60 feet, which must make a DC #dc# Dexterity saving throw. On a failure it takes 10d6 + 40 force damage; a creature reduced to 0 hit points is turned to fine grey dust, and a Large or smaller object, or a 10-foot cube of a larger one, is destroyed.',
  },
  {
    name: 'circle of death',
    level: 6,
    themes: ['necrotic'],
    kind: 'attack',
    effect:
      'A sphere of negative energy ripples out in a 60-foot radius from a point within 150 feet. Each creature there must make a DC #dc# Constitution saving throw, taking 8d6 necrotic damage on a failed save, or half as much on a success.',
  },
  {
    name: 'sunbeam',
    level: 6,
    themes: ['radiant'],
    kind: 'attack',
    effect:
      'A beam of sunlight, a 60-foot line 5 feet wide, flashes from your hand, and you can loose it again as an action on each turn for up to 1 minute (concentration). Each creature in the line makes a DC #dc# Constitution saving throw, taking 6d8 radiant damage and being blinded until your next turn on a failed save, or half as much damage and no blindness on a success. Undead and oozes have disadvantage.',
  },
  {
    name: 'freezing sphere',
    level: 6,
    themes: ['cold'],
    kind: 'attack',
    effect:
      'A frigid globe streaks to a point within 300 feet and bursts into a 60-foot-radius sphere. Each creature in it must make a DC #dc# Constitution saving throw, taking 10d6 cold damage on a failed save, or half as much on a success. Water in the area freezes 6 inches deep for 1 minute.',
  },
  {
    name: 'harm',
    level: 6,
    themes: ['necrotic', 'poison'],
    kind: 'attack',
    effect:
      'A virulent sickness strikes a creature you can see within 60 feet. It must make a DC #dc# Constitution saving throw, taking 14d6 necrotic damage on a failed save, or half as much on a success; the damage can’t reduce it below 1 hit point. On a failure, its hit point maximum is also reduced by the damage for 1 hour.',
  },
  {
    name: 'mass suggestion',
    level: 6,
    themes: ['psychic'],
    kind: 'attack',
    effect:
      'Up to twelve creatures you can see within 60 feet that can hear and understand you must succeed on a DC #dc# Wisdom saving throw or pursue a reasonable-sounding course of action you describe for up to 24 hours.',
  },
  {
    name: 'heal',
    level: 6,
    themes: ['radiant'],
    kind: 'utility',
    slots: ['cup', 'lamp'],
    effect:
      'A creature you can see within 60 feet regains 70 hit points and is cured of blindness, deafness and any disease.',
  },
  {
    name: 'true seeing',
    level: 6,
    themes: ['radiant'],
    kind: 'utility',
    slots: ['head', 'face', 'lamp'],
    effect:
      'For 1 hour, a willing creature you touch has truesight out to 120 feet: it sees in darkness, sees invisible creatures and objects, sees through illusions and the disguises of shapechangers, and sees into the Ethereal Plane.',
  },
  {
    name: 'globe of invulnerability',
    level: 6,
    themes: ['force'],
    kind: 'utility',
    slots: ['orb', 'wrist'],
    effect:
      'An immobile, shimmering barrier springs up in a 10-foot radius around you for up to 1 minute (concentration). Spells of 5th level or lower cast from outside it can’t affect anything inside it.',
  },

  // 7th level
  {
    name: 'fire storm',
    level: 7,
    themes: ['fire'],
    kind: 'attack',
    effect:
      'Roaring flame fills up to ten 10-foot cubes that you arrange within 150 feet, each touching another. Each creature in the area must make a DC #dc# Dexterity saving throw, taking 7d10 fire damage on a failed save, or half as much on a success. You can leave plants in the area unharmed.',
  },
  {
    name: 'finger of death',
    level: 7,
    themes: ['necrotic'],
    kind: 'attack',
    effect:
      'Negative energy courses through a creature you can see within 60 feet. It must make a DC #dc# Constitution saving throw, taking 7d8 + 30 necrotic damage on a failed save, or half as much on a success. A humanoid killed by it rises at the start of your next turn as a zombie that obeys your spoken orders.',
  },
  {
    name: 'reverse gravity',
    level: 7,
    themes: ['force'],
    kind: 'attack',
    effect:
      'Gravity reverses in a 50-foot-radius, 100-foot-high cylinder centred on a point within 100 feet for up to 1 minute (concentration). Creatures and loose objects there fall upward; a creature can make a DC #dc# Dexterity saving throw to catch hold of a fixed object within reach.',
  },
  {
    name: 'divine word',
    level: 7,
    themes: ['radiant'],
    kind: 'attack',
    effect:
      'You speak a word of power. Each creature of your choice within 30 feet that can hear you makes a DC #dc# Charisma saving throw. A creature that fails is deafened (50 hit points or fewer), blinded and deafened (40 or fewer), stunned as well (30 or fewer) or killed (20 or fewer), and a celestial, elemental, fey or fiend that fails is hurled back to its home plane.',
  },
  {
    name: 'plane shift',
    level: 7,
    themes: ['force'],
    kind: 'utility',
    slots: ['key', 'finger', 'orb'],
    effect:
      'You and up to eight willing creatures who join hands in a circle travel to another plane of existence. Alternatively, make a melee spell attack (#atk# to hit) against a creature: on a hit, it must succeed on a DC #dc# Charisma saving throw or be sent to a plane you name.',
  },
  {
    name: 'etherealness',
    level: 7,
    themes: ['psychic'],
    kind: 'utility',
    slots: ['cloak'],
    effect:
      'You step into the border of the Ethereal Plane for up to 8 hours, moving in any direction and able to see 60 feet into the plane you left, which can neither affect you nor be affected by you.',
  },

  // 8th level
  {
    name: 'incendiary cloud',
    level: 8,
    themes: ['fire'],
    kind: 'attack',
    effect:
      'A 20-foot-radius cloud of smoke and white-hot embers appears at a point within 150 feet for up to 1 minute (concentration) and drifts 10 feet away from you at the start of each of your turns. A creature that first enters it on a turn or ends its turn there makes a DC #dc# Dexterity saving throw, taking 10d8 fire damage on a failed save, or half as much on a success.',
  },
  {
    name: 'sunburst',
    level: 8,
    themes: ['radiant'],
    kind: 'attack',
    effect:
      'Sunlight flashes in a 60-foot radius around a point within 150 feet. Each creature there must make a DC #dc# Constitution saving throw, taking 12d6 radiant damage and being blinded for 1 minute on a failed save, or half as much damage and no blindness on a success. A blinded creature repeats the save at the end of each of its turns. Magical darkness in the area is dispelled.',
  },
  {
    name: 'earthquake',
    level: 8,
    themes: ['thunder'],
    kind: 'attack',
    effect:
      'The ground shakes in a 100-foot-radius circle within 500 feet for up to 1 minute (concentration). It is difficult terrain; when you cast the spell and at the end of each of your turns, each creature on it must succeed on a DC #dc# Dexterity saving throw or be knocked prone, and each creature concentrating there must succeed on a DC #dc# Constitution saving throw or lose concentration. Fissures open and structures take 50 bludgeoning damage each turn.',
  },
  {
    name: 'feeblemind',
    level: 8,
    themes: ['psychic'],
    kind: 'attack',
    effect:
      'A creature you can see within 150 feet takes 4d6 psychic damage and must make a DC #dc# Intelligence saving throw. On a failure, its Intelligence and Charisma become 1: it can’t cast spells, use magic items, understand language or speak sense. It repeats the save every 30 days; greater restoration, heal or wish also ends the effect.',
  },
  {
    name: 'horrid wilting',
    level: 8,
    themes: ['necrotic'],
    kind: 'attack',
    effect:
      'You draw the water out of every creature in a 30-foot cube centred on a point within 150 feet. Each creature there must make a DC #dc# Constitution saving throw, taking 12d8 necrotic damage on a failed save, or half as much on a success. Constructs and undead are unaffected; plants and water elementals have disadvantage.',
  },
  {
    name: 'mind blank',
    level: 8,
    themes: ['psychic'],
    kind: 'utility',
    slots: ['head', 'finger'],
    effect:
      'For 24 hours, a willing creature you touch is immune to psychic damage, to any effect that would read its thoughts or sense its emotions, to divination spells and to being charmed.',
  },

  // 9th level
  {
    name: 'meteor swarm',
    level: 9,
    themes: ['fire'],
    kind: 'attack',
    effect:
      'Blazing orbs of fire plunge to four points you can see within 1 mile. Each creature in a 40-foot-radius sphere around each point must make a DC #dc# Dexterity saving throw, taking 20d6 fire damage and 20d6 bludgeoning damage on a failed save, or half as much on a success. A creature caught in several spheres is affected only once.',
  },
  {
    name: 'storm of vengeance',
    level: 9,
    themes: ['thunder', 'lightning'],
    kind: 'attack',
    effect:
      'A churning storm cloud 360 feet in radius gathers over a point you can see for up to 1 minute (concentration). As it forms, each creature beneath it must succeed on a DC #dc# Constitution saving throw or take 2d6 thunder damage and be deafened for 5 minutes. On later turns it rains acid (4d6 acid damage), then you call down six bolts of lightning at creatures below (10d6 lightning damage each, DC #dc# Dexterity saving throw for half), then hail (2d6 bludgeoning damage) and freezing gusts (1d6 cold damage each round), while the ground below is difficult terrain and heavily obscured.',
  },
  {
    name: 'power word kill',
    level: 9,
    themes: ['necrotic'],
    kind: 'attack',
    effect:
      'You speak a word of power at one creature you can see within 60 feet. If it has 100 hit points or fewer, it dies; otherwise, nothing happens.',
  },
  {
    name: 'psychic scream',
    level: 9,
    themes: ['psychic'],
    kind: 'attack',
    effect:
      'Up to ten creatures of your choice within 90 feet that have an Intelligence of 3 or higher must make a DC #dc# Intelligence saving throw, taking 14d6 psychic damage and being stunned on a failed save, or half as much damage and no stun on a success. A stunned creature repeats the save at the end of each of its turns.',
  },
  {
    name: 'mass heal',
    level: 9,
    themes: ['radiant'],
    kind: 'utility',
    effect:
      'A flood of healing restores up to 700 hit points, divided as you choose among any creatures you can see within 60 feet, and cures them of all diseases and of being blinded or deafened.',
  },
  {
    name: 'time stop',
    level: 9,
    themes: ['force'],
    kind: 'utility',
    slots: ['hourglass'],
    effect:
      'Time stops for everyone but you: you take 1d4 + 1 turns in a row. The spell ends early if anything you do affects another creature or an object someone else is wearing or carrying, or if you move more than 1,000 feet from where you cast it.',
  },
  {
    name: 'foresight',
    level: 9,
    themes: ['psychic'],
    kind: 'utility',
    slots: ['head', 'orb', 'book'],
    effect:
      'For 8 hours, a willing creature you touch can’t be surprised and has advantage on attack rolls, ability checks and saving throws, and other creatures have disadvantage on attack rolls against it.',
  },
];

/** Spells of a theme, up to a level, for a charged item's list: attack spells first, then the theme's utilities. */
export function themedSpells(theme: ThemeId, minLevel: number, maxLevel: number): SpellDef[] {
  return SPELLS.filter((s) => s.level >= minLevel && s.level <= maxLevel && s.themes.includes(theme));
}

/** Utility spells that suit a form's tags and fit within a level. */
export function slotSpells(tags: readonly string[], maxLevel: number): SpellDef[] {
  return SPELLS.filter(
    (s) =>
      s.kind === 'utility' && s.level >= 1 && s.level <= maxLevel && s.slots?.some((t) => tags.includes(t)),
  );
}

/** The spell a typed name means ('fireball', 'fire ball', 'a scroll of magic missiles'), or null. */
export function findSpell(words: string): SpellDef | null {
  const bare = (t: string) =>
    t
      .toLowerCase()
      .replace(/[’']/g, '')
      .replace(/[^a-z]+/g, '');
  const typed = bare(words);
  if (!typed) return null;
  const exact = SPELLS.find((s) => bare(s.name) === typed || `${bare(s.name)}s` === typed);
  if (exact) return exact;
  // 'cure light wounds', 'greater fireball': the longest spell name the words contain.
  const within = SPELLS.filter((s) => typed.includes(bare(s.name))).sort(
    (a, b) => b.name.length - a.name.length,
  );
  return within[0] ?? null;
}
