// The places of a town: which kinds each economy and size calls for, their names, the districts they stand in, and
// the phrases that describe them (every description names the place or its owner, so no two towns share one).
import type { TownEconomy } from '../../../../shared/kinds/town.js';
import { possessive, titleCase } from '../../../engine/english.js';
import type { RuleSet } from '../../../engine/grammar.js';
import type { Deity } from '../../../engine/pantheon.js';
import { guildName, innName } from '../../../engine/place-names.js';
import type { Rng } from '../../../engine/rng.js';
import type { TownPerson } from './people.js';
import type { DistrictType } from './town-names.js';

export interface NameInput {
  readonly owner: TownPerson;
  readonly deity: Deity;
  readonly town: string;
  readonly water: string;
  readonly guildTrade: string;
}

export interface EstablishmentKind {
  /** The `type` the record and map show ('inn', 'smithy', 'temple'...). */
  readonly type: string;
  readonly base: number;
  readonly economy?: Partial<Record<TownEconomy, number>>;
  readonly minRank?: number;
  readonly maxRank?: number;
  readonly needs?: 'harbour' | 'river' | 'mines';
  /** District types it stands in, best first. */
  readonly districts: readonly DistrictType[];
  /** What the owner is called in their role ("innkeeper of the Gilded Goose"). */
  readonly ownerWord: string;
  readonly name: (input: NameInput, rng: Rng) => string;
}

const familyOr = (p: TownPerson) => p.last || p.first;

export const ESTABLISHMENT_KINDS: readonly EstablishmentKind[] = [
  {
    type: 'inn',
    base: 0,
    districts: ['market', 'residential', 'docks'],
    ownerWord: 'innkeeper',
    name: (_i, rng) => titleCase(innName(rng)).replace(/^The /, 'the '),
  },
  {
    type: 'tavern',
    base: 5,
    districts: ['docks', 'slums', 'craft', 'residential', 'mines'],
    ownerWord: 'landlord',
    name: (_i, rng) => titleCase(innName(rng)).replace(/^The /, 'the '),
  },
  {
    type: 'temple',
    base: 4,
    economy: { religious: 30 },
    districts: ['temple', 'market', 'residential'],
    ownerWord: 'priest',
    name: (i, rng) =>
      rng.chance(0.6)
        ? `the ${titleCase(i.deity.house)} of ${i.deity.name}`
        : `the ${rng.pick(['Old', 'High', 'White', 'Lantern', 'Bell'])} ${titleCase(i.deity.house)}`,
  },
  {
    type: 'smithy',
    base: 4,
    economy: { military: 6, mining: 4, crafting: 3 },
    districts: ['craft', 'barracks', 'residential', 'market'],
    ownerWord: 'smith',
    name: (i, rng) =>
      rng.chance(0.6)
        ? `${possessive(familyOr(i.owner))} Forge`
        : `the ${rng.pick(['Anvil', 'Hammer', 'Bellows'])} Yard`,
  },
  {
    type: 'market',
    base: 2,
    minRank: 1,
    economy: { trade: 30, agricultural: 6, mixed: 8 },
    districts: ['market'],
    ownerWord: 'market warden',
    name: (_i, rng) =>
      rng.pick([
        'the Corn Exchange',
        'the Butter Cross',
        'the Cloth Hall',
        'the Wool Market',
        'the Tolbooth Market',
      ]),
  },
  {
    type: 'shop',
    base: 3,
    maxRank: 4,
    districts: ['market', 'residential'],
    ownerWord: 'shopkeeper',
    name: (i, rng) =>
      rng.chance(0.5)
        ? `${possessive(i.owner.first)} ${rng.pick(['Sundries', 'Stores', 'Provisions', 'Emporium'])}`
        : `the ${rng.pick(['Tinker’s Basket', 'Cheap Shelf', 'Needle and Nail', 'Open Door'])}`,
  },
  {
    type: 'guildhall',
    base: 1,
    minRank: 2,
    economy: { crafting: 30, trade: 6, mining: 4, mixed: 3 },
    districts: ['craft', 'market', 'noble'],
    ownerWord: 'guildmaster',
    name: (i, rng) => {
      const guild = guildName(rng, i.guildTrade);
      return /Guild$/.test(guild) ? `${guild} Hall` : `the Hall of ${guild}`;
    },
  },
  {
    type: 'mill',
    base: 2,
    maxRank: 4,
    economy: { agricultural: 30, mixed: 5 },
    districts: ['farmland', 'residential'],
    ownerWord: 'miller',
    name: (i, rng) =>
      rng.chance(0.5)
        ? `${possessive(familyOr(i.owner))} Mill`
        : rng.pick(['the Windmill', 'the Old Mill', 'the Tithe Mill', 'the Horse Mill']),
  },
  {
    type: 'granary',
    base: 0.5,
    economy: { agricultural: 6, military: 3 },
    districts: ['farmland', 'market', 'barracks'],
    ownerWord: 'granary-keeper',
    name: (_i, rng) => rng.pick(['the Tithe Barn', 'the Common Granary', 'the Long Barn', 'the Corn Store']),
  },
  {
    type: 'fish market',
    base: 0,
    needs: 'harbour',
    economy: { fishing: 30, mixed: 2, trade: 1 },
    districts: ['docks', 'market'],
    ownerWord: 'fish-wife',
    name: (_i, rng) =>
      rng.pick(['the Fish Steps', 'the Herring Market', 'the Salt Sheds', 'the Net Loft Market']),
  },
  {
    type: 'boatyard',
    base: 1,
    needs: 'harbour',
    economy: { fishing: 8, trade: 4 },
    districts: ['docks'],
    ownerWord: 'shipwright',
    name: (i, rng) =>
      rng.chance(0.5)
        ? `${possessive(familyOr(i.owner))} Boatyard`
        : rng.pick(['the Slipway', 'the Rope Walk Yard']),
  },
  {
    type: 'mine',
    base: 0,
    economy: { mining: 30 },
    districts: ['mines', 'craft', 'residential'],
    ownerWord: 'mine-owner',
    name: (i, rng) =>
      rng.chance(0.5)
        ? `${possessive(familyOr(i.owner))} ${rng.pick(['Level', 'Shaft', 'Pit'])}`
        : `the ${rng.pick(['Deep', 'Old', 'Blind', 'Wet', 'Lucky', 'Widow’s'])} ${rng.pick(['Pit', 'Shaft', 'Level', 'Adit'])}`,
  },
  {
    type: 'assay office',
    base: 0,
    minRank: 2,
    economy: { mining: 6 },
    districts: ['market', 'mines'],
    ownerWord: 'assayer',
    name: (_i, rng) => rng.pick(['the Assay Office', 'the Stamp House', 'the Weighing House']),
  },
  {
    type: 'workshop',
    base: 1,
    economy: { crafting: 30, mixed: 3 },
    districts: ['craft', 'residential'],
    ownerWord: 'master craftsman',
    name: (i, rng) =>
      `${possessive(familyOr(i.owner))} ${rng.pick(['Glassworks', 'Pottery', 'Ropewalk', 'Loomshop', 'Clockworks', 'Dyeworks'])}`,
  },
  {
    type: 'alchemist',
    base: 0.5,
    economy: { magical: 30 },
    districts: ['arcane', 'market', 'residential'],
    ownerWord: 'alchemist',
    name: (_i, rng) =>
      `the ${rng.pick(['Green', 'Cracked', 'Blue', 'Smoking', 'Patient'])} ${rng.pick(['Alembic', 'Bottle', 'Retort', 'Crucible'])}`,
  },
  {
    type: 'academy',
    base: 0,
    minRank: 2,
    economy: { magical: 12 },
    districts: ['arcane', 'noble'],
    ownerWord: 'master',
    name: (_i, rng) =>
      rng.pick(['the Tower of Lamps', 'the Academy of the Open Eye', 'the Lyceum', 'the Hall of Keys']),
  },
  {
    type: 'library',
    base: 0.3,
    minRank: 3,
    economy: { magical: 4, religious: 3 },
    districts: ['temple', 'arcane', 'noble'],
    ownerWord: 'librarian',
    name: (_i, rng) => rng.pick(['the Chained Library', 'the Reading House', 'the Scriptorium']),
  },
  {
    type: 'hostel',
    base: 0,
    economy: { religious: 12 },
    districts: ['temple', 'market', 'residential'],
    ownerWord: 'hostel-keeper',
    name: (i, rng) => (rng.chance(0.5) ? 'the Pilgrims’ Rest' : `the Hostel of ${i.deity.name}`),
  },
  {
    type: 'barracks',
    base: 0.3,
    minRank: 2,
    economy: { military: 30 },
    districts: ['barracks', 'castle', 'market'],
    ownerWord: 'quartermaster',
    name: (i, rng) => rng.pick([`the ${i.town} Barracks`, 'the Garrison House', 'the Muster Hall']),
  },
  {
    type: 'armoury',
    base: 0,
    minRank: 1,
    economy: { military: 8 },
    districts: ['barracks', 'craft'],
    ownerWord: 'armourer',
    name: (i, rng) => (rng.chance(0.5) ? `${possessive(familyOr(i.owner))} Armoury` : 'the Proof House'),
  },
  {
    type: 'stables',
    base: 1.5,
    economy: { trade: 4, military: 2 },
    districts: ['residential', 'market', 'farmland'],
    ownerWord: 'ostler',
    name: (i, rng) =>
      rng.chance(0.5)
        ? `${possessive(familyOr(i.owner))} Livery`
        : rng.pick(['the Post Stables', 'the Drovers’ Yard']),
  },
  {
    type: 'bathhouse',
    base: 0.6,
    minRank: 3,
    districts: ['noble', 'market', 'residential'],
    ownerWord: 'bath-keeper',
    name: (_i, rng) => rng.pick(['the Copper Baths', 'the Steam House', 'the Warm Well Baths']),
  },
  {
    type: 'apothecary',
    base: 1.5,
    economy: { magical: 2 },
    districts: ['market', 'residential', 'temple'],
    ownerWord: 'apothecary',
    name: (i, rng) =>
      rng.chance(0.5)
        ? `${possessive(i.owner.first)} Remedies`
        : rng.pick(['the Mortar and Pestle', 'the Physic Garden']),
  },
  {
    type: 'counting-house',
    base: 0.5,
    minRank: 3,
    economy: { trade: 8, mining: 2 },
    districts: ['noble', 'market'],
    ownerWord: 'banker',
    name: (i) => `the ${familyOr(i.owner)} Counting-House`,
  },
  {
    type: 'warehouse',
    base: 0.5,
    minRank: 2,
    economy: { trade: 10 },
    districts: ['docks', 'market'],
    ownerWord: 'factor',
    name: (i, rng) =>
      rng.chance(0.5) ? `${possessive(familyOr(i.owner))} Warehouses` : 'the Bonded Warehouse',
  },
  {
    type: 'theatre',
    base: 0.6,
    minRank: 4,
    districts: ['noble', 'market', 'residential'],
    ownerWord: 'impresario',
    name: (_i, rng) => rng.pick(['the Lantern Theatre', 'the Old Playhouse', 'the Swan Stage']),
  },
  {
    type: 'brewery',
    base: 1,
    economy: { agricultural: 3 },
    districts: ['residential', 'craft', 'farmland'],
    ownerWord: 'brewer',
    name: (i, rng) => (rng.chance(0.5) ? `${possessive(familyOr(i.owner))} Brewery` : 'the Malt House'),
  },
  {
    type: 'tannery',
    base: 0.6,
    economy: { crafting: 4, agricultural: 1 },
    districts: ['craft', 'slums'],
    ownerWord: 'tanner',
    name: (_i, rng) => rng.pick(['the Tan Yard', 'the Lime Pits', 'the Hide House']),
  },
];

/** The types that show a town's economy: at least one of them is among its establishments. */
export const SIGNATURE_TYPES: Record<TownEconomy, readonly string[]> = {
  agricultural: ['mill', 'granary', 'brewery'],
  trade: ['market', 'warehouse', 'counting-house', 'stables'],
  mining: ['mine', 'assay office', 'smithy'],
  crafting: ['workshop', 'guildhall', 'tannery'],
  fishing: ['fish market', 'boatyard'],
  magical: ['alchemist', 'academy'],
  religious: ['temple', 'hostel'],
  military: ['barracks', 'armoury', 'smithy'],
  mixed: ['market', 'mill', 'workshop', 'smithy', 'brewery'],
};

/**
 * Descriptions. Variables: est {name, type}, own (the owner), town, district, deity {name, domain}, good (the
 * town's main product), water, rival (another key NPC).
 */
export const ESTABLISHMENT_RULES: RuleSet = {
  est_inn: [
    '#est.name.capitalize# has twelve beds, one bath and a cellar that floods in spring; #own.first# charges extra for the bed nearest the chimney.',
    'The best rooms in #town# are at #est.name#, where #own.first# serves a stew that has not gone off the fire in nine years.',
    '#est.name.capitalize# is the first door travellers knock on in #town#; #own.first# keeps the news board and reads every notice pinned to it.',
    'Drovers, pedlars and worse sleep at #est.name#, and #own.first# takes payment in advance and stories on credit.',
  ],
  est_tavern: [
    '#est.name.capitalize# is loud, cheap and dark, and #own.first# keeps a cudgel under the bar that has a name.',
    'The ale at #est.name# is brewed in the back by #own.first#, and tastes it; the dice games upstairs are the real draw.',
    'Off-duty workers from #district# drink at #est.name#, and #own.first# lets them run a slate until the quarter day.',
    '#est.name.capitalize# has a snug for gossip and a yard for fights, and #own.first# takes a cut of the bets on both.',
  ],
  est_temple: [
    '#est.name.capitalize# is where #town# prays to #deity.name# for #deity.domain#, and where #own.first# hears confessions twice a week.',
    'The bell of #est.name# rings the hours for all of #town#, and #own.first# winds the clock beneath it by hand every dawn.',
    '#est.name.capitalize# is older than anything else in #town#; #own.first# keeps the alms box, the registers and the crypt keys.',
  ],
  est_smithy: [
    '#own.first# shoes horses, mends ploughs and sharpens blades at #est.name#, and refuses work from anyone #own.they# #own.v:dislikes#.',
    'The hammer at #est.name# starts before dawn; #own.first# makes the best nails in #town# and the worst conversation.',
    '#est.name.capitalize# is a soot-black yard behind #district#, where #own.first# will forge anything if the iron is paid for first.',
  ],
  est_market: [
    '#est.name.capitalize# fills with stalls on market day, and #own.first# walks it with a brass measure, fining short weight on the spot.',
    'Under the roof of #est.name# the traders of #town# sell #good# and everything else, and #own.first# collects the stall rents.',
    '#own.first# keeps the peace and the scales at #est.name#, and knows the price of #good# in four towns by heart.',
  ],
  est_shop: [
    '#est.name.capitalize# sells lamp oil, rope, candles, salt and whatever #own.first# picked up cheap this week.',
    '#own.first# stocks everything a traveller forgets at #est.name#, and prices it according to how far the next shop is.',
    'Nobody knows how #own.first# keeps #est.name# stocked when the roads are closed, and #own.they# #own.v:is# not telling.',
  ],
  est_guildhall: [
    '#est.name.capitalize# is the richest building in #district#; #own.first# presides over its feasts, its fines and its secrets.',
    'Apprentices in #town# are bound at #est.name#, and #own.first# signs every indenture with the same cracked seal.',
  ],
  est_mill: [
    'Every sack of grain in #town# is ground at #est.name#, and #own.first# takes the miller’s sixteenth, and sometimes a little more.',
    'The wheel of #est.name# has turned for a hundred years; #own.first# greases it with tallow and superstition.',
  ],
  est_granary: [
    '#est.name.capitalize# holds the grain that carries #town# through winter, and #own.first# holds its only key.',
    'The rats of #est.name# are legendary, and so are the cats #own.first# keeps to fight them.',
  ],
  'est_fish market': [
    'The catch is sold at #est.name# at first light; #own.first# rings the bell, and the bidding is over before the gulls arrive.',
    '#est.name.capitalize# reeks of salt and tar, and #own.first# runs it with a voice that can stop a brawl at forty paces.',
  ],
  est_boatyard: [
    'Half the boats of #town# were built at #est.name#, and #own.first# can tell a hull of #own.their# own making by its sound in the water.',
    'At #est.name# #own.first# builds two boats a season and repairs a hundred, and the yard smells of pitch all year.',
  ],
  est_mine: [
    '#est.name.capitalize# runs four levels deep under #district#; #own.first# pays the miners weekly and the lamp-boys daily.',
    'The seam at #est.name# is narrowing, and #own.first# is the only one in #town# who will not admit it.',
  ],
  'est_assay office': [
    'All ore from the pits of #town# is weighed at #est.name#, where #own.first# stamps the ingots and argues about every grain.',
    '#own.first# keeps the scales at #est.name# honest, or at least consistent, which the miners consider a miracle.',
  ],
  est_workshop: [
    '#est.name.capitalize# employs a dozen hands, and #own.first# sells most of what they make to buyers outside #town#.',
    'At #est.name# #own.first# trains three apprentices at once, and keeps the best of the trade’s secrets for a deathbed.',
  ],
  est_alchemist: [
    '#est.name.capitalize# sells remedies, fireworks and less legal things, and #own.first# labels them all the same.',
    'Strange smoke comes from the chimney of #est.name#; #own.first# says it is only soap-making, and nobody believes it.',
  ],
  est_academy: [
    'Students come to #est.name# from all over the kingdom, and #own.first# fails two in three of them in the first year.',
    '#est.name.capitalize# has a hundred steps and a locked top floor, and #own.first# alone holds the key.',
  ],
  est_library: [
    'The books at #est.name# are chained to their shelves, and #own.first# is chained, in spirit, to the books.',
    '#own.first# lets anyone read at #est.name# who washes their hands first, and watches them the whole time.',
  ],
  est_hostel: [
    'Pilgrims to #town# sleep at #est.name#, twenty to a room, and #own.first# wakes them with a bell for the dawn rite.',
    '#est.name.capitalize# feeds any pilgrim of #deity.name# for three days, and #own.first# asks questions on the fourth.',
  ],
  est_barracks: [
    'The soldiers of #town# sleep, drill and gamble at #est.name#, and #own.first# accounts for every boot and arrow.',
    '#est.name.capitalize# houses the garrison, and #own.first# runs it like a household with two hundred difficult children.',
  ],
  est_armoury: [
    '#own.first# proves every breastplate made at #est.name# with a crossbow bolt, and sells the dented ones cheap.',
    'Arms for the garrison of #town# come from #est.name#, where #own.first# works to a contract and a deadline.',
  ],
  est_stables: [
    'Horses can be hired, stabled or sold at #est.name#, and #own.first# knows the history of every animal on the road.',
    '#own.first# runs the coaching horses from #est.name# and reads the roads by what comes back lame.',
  ],
  est_bathhouse: [
    'The merchants of #town# do their real business in the hot room at #est.name#, and #own.first# hears all of it.',
    '#est.name.capitalize# is heated by a furnace #own.first# stokes personally, and the water is changed every week, more or less.',
  ],
  est_apothecary: [
    '#own.first# sells salves, tinctures and good advice at #est.name#, and charges for the advice.',
    'Half the remedies at #est.name# work, and #own.first# will tell you which half for a silver piece.',
  ],
  'est_counting-house': [
    'Loans, letters of credit and deposits go through #est.name#, and #own.first# remembers every debtor’s face.',
    '#est.name.capitalize# lends money at a rate #own.first# calls fair and the borrowers call something else.',
  ],
  est_warehouse: [
    '#est.name.capitalize# stores goods in transit, and #own.first# charges by the week, the cubit and the risk.',
    'Everything that passes through #town# spends a night at #est.name#, and #own.first# keeps an inventory nobody else is allowed to see.',
  ],
  est_theatre: [
    '#est.name.capitalize# stages comedies in summer and tragedies in winter, and #own.first# writes half of both.',
    'The company at #est.name# has satirised every notable in #town#, and #own.first# has paid every fine.',
  ],
  est_brewery: [
    '#est.name.capitalize# supplies every tap in #district#, and #own.first# has a new recipe every spring.',
    'The smell of malt from #est.name# covers half of #town#, and #own.first# is proud of it.',
  ],
  est_tannery: [
    'The stink of #est.name# keeps #district# cheap, and #own.first# pays the best wages in #town# to those who can bear it.',
    '#own.first# cures hides at #est.name# in pits older than the town charter.',
  ],
};
