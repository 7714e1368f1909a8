// The town's description and notable features: how its water, walls, castle, market and suburbs look, written
// only from the decided layout, so the words and the map agree (no walls are mentioned where none stand).
import type { RuleSet } from '../../../engine/grammar.js';

/**
 * Variables: town, water (its name), bridges (words), gates (words), site, district, docks (the docks district),
 * castleWard (the castle district), market (the market district), good, nickname.
 */
export const DESCRIPTION_RULES: RuleSet = {
  desc_water: [
    '<w-river !delta> #water.capitalize# runs through the middle of #town#, a quick brown river crossed by #bridges#, and the houses on its banks stand on stilts against the spring floods.',
    '<w-river !delta> #town# grew on both banks of #water#, a slow brown river crossed by #bridges#, with mills on the weirs and washing on every rail.',
    '<w-river !delta> #water.capitalize# bends around #town# on three sides, a deep river that is crossed by #bridges# and fished by everyone with a line.',
    '<w-river delta> Here #water# splits into channels before it reaches the sea, a river of a dozen mouths, and #town# stands on the mudbanks between them, joined by #bridges#.',
    '<w-river delta> #town# is built on the river islands where #water# breaks into a dozen mouths, its quarters stitched together by #bridges#.',
    '<w-coast> #town# climbs a slope above #water#, its lanes so steep that the fishwives keep their baskets on their backs, and every window looks at the sea.',
    '<w-coast> #town# curls around a bay on #water#, sheltered from the worst gales by a headland the sailors call #site#.',
    '<w-coast> The sea is everywhere in #town#: salt on the panes, gulls on the roofs, and #water# grey or green at the end of every street.',
    '<w-lake !desert> #town# stands on the shore of #water#, a long cold lake, and half its streets end in a jetty.',
    '<w-lake !desert> #water# laps at the lowest houses of #town#, and in hard winters the lake freezes so thick that the market is held on the ice.',
    '<w-lake desert> #town# is built around #water#, a green pool under palms in the waste, and every drop of it is counted by the well-wardens.',
    '<w-island> #town# stands on islands in #water#, joined to one another and to the mainland by #bridges#, and the tide decides when you can walk anywhere.',
    '<w-island> #town# covers every yard of its island in #water#, and the only way in on foot is across #bridges# from the shore.',
    '<w-none marsh> #town# stands on the one dry rise in the marsh, and its wells taste of peat; the houses at the edge sink a finger’s width a year.',
    '<w-none !marsh> #town# has no river to speak of; its water comes from deep wells, and the well-wardens are among the most respected people in it.',
    '<w-none !marsh> No river runs by #town#, so rain is caught in cisterns under every yard, and a dry summer is the one thing everyone fears.',
  ],
  desc_harbour: [
    '<small w-coast|w-island> The harbour of #town# is a stone jetty and a shingle beach in #docks#, where the boats are hauled up above the tide line every evening.',
    '<!small w-coast|w-island> The harbour of #town# is guarded by a mole of black stone, and its quays in #docks# are crowded with boats from dawn.',
    '<!small w-coast|w-island> Piers run out from #docks# into the harbour of #town# on tarred legs, and a chain can be drawn across its mouth at dusk.',
    '<small w-river|w-lake> A timber landing stage in #docks# serves as the harbour of #town#, with room for a dozen boats and a crane that needs three people to turn.',
    '<!small w-river|w-lake> Wharves line the water in #docks#, where barges and fishing boats tie up three deep and the harbour-master counts every cargo.',
    '<w-river|w-lake> #town# keeps a small harbour in #docks#, with a crane, a toll-booth and a slipway where boats are built and mended.',
  ],
  desc_castle: [
    'Above #town# stands its castle, a square keep with a round tower added later, in #castleWard#.',
    'The castle of #town# squats on its rock in #castleWard#, grey and patched, its banner visible from every street.',
    'In #castleWard# rises the citadel of #town#, older than the houses around it, its gatehouse still bearing the marks of a siege.',
    'The castle of #town# was built by #founder# and has been rebuilt by every lord since; it looms over #castleWard#.',
  ],
  desc_market: [
    'The market square of #town#, in #market#, fills every week with stalls, animals and noise, and proclamations are read from its cross.',
    'At the heart of #town# is the market square in #market#, cobbled, sloping and lined with arcades where the better shops keep out of the rain.',
    'Everything in #town# leads to the market square in #market#, where the stocks, the pump and the best gossip are found.',
  ],
  desc_suburbs: [
    'The town has long outgrown its defences: suburbs of timber and thatch sprawl along every road out of #town#, and more go up every year.',
    'Outside the gates, #town# goes on: a ragged fringe of suburbs, tanneries, inns and market gardens that pays no wall-tax.',
  ],
  desc_open: [
    '<small> #town# is a handful of houses, a well and a few fields, and everyone knows everyone else’s business.',
    '<small> #town# is small enough to walk across in the time it takes to tell the news, and nothing happens in it unobserved.',
    '<!small> #town# stands open to the country on every side, its last houses straggling into gardens and orchards.',
    '<!small> Nothing rings #town# but hedges and ditches; in bad years the ditches are deepened, and in good years forgotten.',
  ],
  feat_econ: [
    '<e-agricultural> The great tithe barn of #town#, where every harvest is stored and counted',
    '<e-agricultural> Windmills on the ridge above #town#, grinding the grain of every farm for ten miles',
    '<e-trade> The toll-gate of #town# and its painted board of prices for every kind of goods',
    '<e-trade> A market that runs every day in #town#, with merchants from #buyer# and farther',
    '<e-mining> The winding gear over the pit-heads of #town#, turning day and night',
    '<e-mining> The slag heaps of #town#, black and smoking, that the miners’ children slide down',
    '<e-crafting> The workshops of #town# with their doors open to the street, every craft on show',
    '<e-crafting> Guild banners hung over the main street of #town# on feast days',
    '<e-fishing> Racks of salted #good# drying along the waterfront of #town#, where the fishing boats come in',
    '<e-fishing> The smokehouses of #town#, whose chimneys have blackened half the houses',
    '<e-magical> Lamps that light themselves at dusk all over #town#, a gift of the mages',
    '<e-magical> A tower of the arcane schools in #town#, leaning slightly more each year',
    '<e-religious> The pilgrim road into #town#, lined with shrines to #deity.name#',
    '<e-religious> The temple bells of #town#, rung by hand for every hour of prayer',
    '<e-military> The drill field of #town#, where the garrison trains at dawn',
    '<e-military> Beacon towers on the hills around #town#, ready to call the muster',
    '<e-mixed> The Thursday market of #town#, where farmers, smiths and carters sell side by side',
    '<e-mixed> A mill, a smithy and a ropewalk within a stone’s throw of one another in #district#, the busiest corner of #town#',
  ],
  feat_any: [
    'The crooked pump of #town#, whose water is said to cure warts',
    'A gibbet at the edge of #town#, empty for now',
    'The stone cross of #town#, where the founding charter was proclaimed',
    'The bell tower of #town#, which rings one hour wrong, on purpose',
    'A sundial in #district# carved with the names of every reeve of #town#',
    'A statue of #founder#, the founder, missing its nose since the last riot',
    'The green of #town#, where the geese have right of way',
    'An ancient yew in #district#, older than any house in #town#',
    'The founder’s well, where #founder# is said to have drunk first',
  ],
};
