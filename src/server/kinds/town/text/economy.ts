// What a town lives on: the trades of each economy (coloured by its water and land), and the local economy
// paragraph, written from the record's chosen trades, goods and the people who profit.
import type { TownEconomy } from '../../../../shared/kinds/town.js';
import type { RuleSet } from '../../../engine/grammar.js';

/** Words a reader (and the tests) recognise each economy by; every economy's text uses at least one. */
export const ECONOMY_WORDS: Record<TownEconomy, RegExp> = {
  agricultural:
    /\b(grain|barley|wheat|harvests?|orchards?|farm\w*|flocks?|wool|cattle|crops?|fields?|mills?|granar\w*)\b/i,
  trade: /\b(trade\w*|merchants?|caravans?|markets?|tolls?|goods|warehouses?|exchange)\b/i,
  mining: /\b(mines?|mining|miners?|ore|seams?|pits?|quarr\w*|smelt\w*|assay\w*)\b/i,
  crafting: /\b(craft\w*|workshops?|smiths?|weav\w*|potter\w*|looms?|kilns?|artisans?|guilds?|cloth)\b/i,
  fishing: /\b(fish\w*|herring|boats?|nets?|catch|eels?|oysters?|smokehouses?)\b/i,
  magical: /\b(magic\w*|arcane|wizards?|mages?|spells?|enchant\w*|alchem\w*|collegium)\b/i,
  religious: /\b(pilgrim\w*|temples?|shrines?|relics?|priests?|faith\w*|holy)\b/i,
  military: /\b(garrison\w*|soldiers?|fort\w*|barracks|armou?r\w*|muster\w*|troops|weapons?)\b/i,
  mixed: /\b(trade\w*|markets?|farm\w*|fields?|workshops?|boats?|fish\w*|mills?)\b/i,
};

/**
 * Local economy. Variables: town, good (main product), good2, buyer (where it goes: a town name), est (the
 * establishment the economy turns on), owner (its owner), fac (a faction that profits), water, district,
 * price (a number in words).
 */
export const ECONOMY_RULES: RuleSet = {
  econ_main: [
    '<e-agricultural> #town# lives on its fields: #good# and #good2#, carted to the mills and then to #buyer# in the autumn.',
    '<e-agricultural> Every family in #town# farms or serves the farmers, and the year turns on the price #good# fetches at #buyer#.',
    '<e-agricultural plains> The strip-fields around #town# grow more #good# than the whole valley can eat, and the surplus goes by wagon to #buyer#.',
    '<e-trade> #town# makes little and sells everything: goods pass through on their way to #buyer#, and every merchant pays a toll for the privilege.',
    '<e-trade> Trade is the lifeblood of #town#; its warehouses hold #good# and #good2# in transit, and its money-changers take a sliver of every deal.',
    '<e-trade w-river> Barges of #good# and #good2# tie up at #town# on their way down #water# to #buyer#, and the town lives on their tolls and custom.',
    '<e-trade w-coast|w-island> Ships from #buyer# and farther put in at #town# with #good# and leave with #good2#, and the merchants of the quay take their cut both ways.',
    '<e-mining> #town# stands on its mines: #good# comes up from the seams every day but holy days and goes out by ore-wagon to #buyer#.',
    '<e-mining> The pits under #town# yield #good# and a little #good2#; the miners are paid by the basket, the owners by the ton.',
    '<e-crafting> #town# is a workshop town: its #good# is known as far as #buyer#, and its guilds guard their secrets better than their money.',
    '<e-crafting> The workshops of #town# turn out #good# and #good2#, and every third house has a loom, a kiln or a bench in the front room.',
    '<e-fishing> #town# lives by its boats: #good# in season, #good2# out of it, salted and smoked and sent to #buyer#.',
    '<e-fishing> Every morning the boats of #town# bring in #good#, and by noon the smokehouses are full and the gulls are fat.',
    '<e-magical> Magic is the trade of #town#: #good# and #good2# are made here for buyers from #buyer# who ask no questions about the price.',
    '<e-magical> #town# makes its living from the arcane: the students of its mages pay rent, and its workshops sell #good# to anyone with coin.',
    '<e-religious> Pilgrims are the harvest of #town#: they come to the shrine for #good#, and leave with #good2# and lighter purses.',
    '<e-religious> #town# lives on faith: the temple owns half the land, and the pilgrims who come from #buyer# pay for the rest.',
    '<e-military> #town# exists to hold the road, and its economy is the garrison’s: the soldiers’ pay, their #good# and their appetite.',
    '<e-military> The garrison of #town# buys everything the valley makes, and the forges turn out #good# for the troops on contract with #buyer#.',
    '<e-mixed> #town# lives a little on everything: grain from the fields, #good# from the workshops, and a busy market day that draws farmers from as far as #buyer#.',
    '<e-mixed> No one trade rules #town#: farmers sell grain and cheese at the market, the workshops make #good# and #good2#, and most households do a bit of both.',
  ],
  econ_place: [
    'Most of the money changes hands at #est#, where #owner# takes a share of every bargain struck at the tables.',
    'The real centre of business is #est#: #owner# knows who owes whom in #town# better than the tax-collectors.',
    'Deals in #town# are sealed at #est#, and #owner# witnesses half the contracts in the district for a copper apiece.',
  ],
  econ_trouble: [
    '<has-fac> The debts of half the workshops in #district# have been bought up by #fac#, and nobody knows what will be asked in return.',
    '<has-fac> Prices in #town# are set, in practice, by #fac#, and anyone who undercuts them finds their cart wheels loosened.',
    'This year the price of #good# has fallen by a third, and #town# is feeling it; the tax is the same as ever.',
    'The road to #buyer# is the only way goods leave #town#, and whoever controls it controls the price of #good#.',
    'Coin is short in #town#; people pay each other in #good#, tallies and favours, and the tax-collector takes all three.',
  ],
};

/** Main goods per economy, coloured by terrain where it matters; the writer picks two. */
export const GOODS: Record<TownEconomy, readonly string[]> = {
  agricultural: ['barley', 'wheat', 'wool', 'cider apples', 'cheese', 'flax', 'hops', 'beef cattle'],
  trade: ['cloth', 'salt', 'spices', 'timber', 'wine', 'dyes', 'furs', 'tin'],
  mining: ['iron ore', 'silver', 'tin', 'copper', 'coal', 'slate', 'lead', 'good building stone'],
  crafting: ['woollen cloth', 'glassware', 'pottery', 'knives', 'leather goods', 'rope', 'clocks', 'lace'],
  fishing: ['herring', 'cod', 'eels', 'oysters', 'smoked salmon', 'crab', 'pike', 'salt fish'],
  magical: ['potions', 'scroll-ink', 'enchanted lamps', 'charms', 'spell components', 'alchemical reagents'],
  religious: ['blessings', 'healing', 'holy water', 'pilgrim badges', 'candles', 'relic-tokens'],
  military: ['boots', 'horseshoes', 'arrows', 'rations', 'remounts', 'spear shafts'],
  mixed: ['cloth', 'leather', 'pottery', 'rope', 'candles', 'baskets', 'barrels', 'harness'],
};
