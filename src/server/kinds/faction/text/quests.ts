// Goals (the game master's, line by line, or generated for the kind, temper and holdings) and the quests that stand
// on them: a quest is built from the goal it serves (a goal to steal something gives a job about where it is kept;
// a goal to ruin a rival, one about that rival's weak point), with the goal named in one of many shapes, and a
// complication composed from the faction's own people; jobs beyond the goals are the kind's own and claim no goal.
import { capitalize, lowerFirst, plural, possessive, tidy, titleCase } from '../../../engine/english.js';
import type { RuleSet } from '../../../engine/grammar.js';
import type { Rng } from '../../../engine/rng.js';
import { type GoalKind, type GoalReading, readGoal } from './lexicon.js';
import type { FactionRecord } from './record.js';
import { bindRival } from './relations.js';

export type Goal = GoalReading;

const KINDS = new Set<GoalKind>([
  'take',
  'find',
  'rule',
  'destroy',
  'build',
  'protect',
  'learn',
  'free',
  'spread',
  'wake',
  'avenge',
  'bind',
  'gain',
  'general',
]);

/** A generated goal from its rule ('Text :: gist :: kind'); the text is read for its tags like a typed one. */
export function goalFrom(source: string): GoalReading | null {
  const [text, gist, kind] = source.split(' :: ');
  if (!text || !gist) return null;
  const clean = tidy(text);
  const read = readGoal(clean);
  const k = kind && KINDS.has(kind as GoalKind) ? (kind as GoalKind) : read.kind;
  return {
    text: clean,
    aim: lowerFirst(clean),
    gist: gist.replace(/\s+/g, ' ').trim(),
    kind: k,
    tags: read.tags,
  };
}

/**
 * Generated goals, 'Goal :: gist :: kind', every one starting with a verb. Variables: f, rival {name, leader}, town,
 * ward, region, realm, t1, site, ruin, forest, good, prize {name}, prizeOwner, lord, deity, power, seat, missing.
 */
export const GOAL_RULES: RuleSet = {
  goal: [
    '<p-thieves> #g_steal# #prize.name# from #prizeOwner.name# #g_take_when# :: #prize.name# :: take',
    '<p-thieves> [v_fence:#g_fence#]#g_fence_shape# #g_by_many# :: every #v_fence# in #ward# :: rule',
    '<p-thieves> [v_rob:#g_thief_target#]Rob #v_rob# and #g_thief_blame# #g_before# :: #v_rob# :: take',
    '<p-thieves> [v_buy:#g_thief_buy#]#g_thief_buy_verb# #v_buy# #g_by# :: #v_buy# :: rule',
    '<p-thieves> Drive #rival.name# out of #ward# #g_end# :: #rival.name# :: destroy',
    '<p-thieves> Break #rival.name# and take over every street it works #g_end# :: #rival.name# :: destroy',
    '<p-thieves> Turn the fences of #ward# against #rival.name# #g_before# :: #rival.name# :: destroy',
    '<p-thieves> See #rival.leader.name# hanged for something #rival.name# really did #g_before# :: #rival.name# :: destroy',
    '<p-thieves> [v_vault:#g_vault#]Empty the #v_vault# of the #good# merchants of #town# #g_before# :: the #good# merchants’ #v_vault# :: take',
    '<p-thieves good> Pay the debts of the poor of #ward# with money #g_taken# #g_before# :: the poor of #ward# :: free',
    '<p-thieves !good> [v_watchman:#g_watchman#]Own every #v_watchman# in #ward# #g_by_many# :: the #v_watchman.s# of #ward# :: rule',
    '<p-thieves> Get #missing.name# out of #g_gaol# #g_before# :: #missing.name# :: free',
    '<p-thieves gov-seat +g-seat> Put #g_friend# on #seat.name# #g_by# :: #seat.name# :: rule',
    '<p-merchant> [v_tolls:#g_tolls#]Win the #v_tolls# of #town# away from #rival.name# #g_by# :: the #v_tolls# :: gain',
    '<p-merchant> [v_road:#g_road#]Open a safe #v_road# from #town# to #t1# #g_before# :: the #v_road# to #t1# :: build',
    '<p-merchant gov-seat +g-seat> Buy #seat.place# for the #top# #g_before# :: #seat.name# :: gain',
    '<p-merchant> [v_corner:#g_corner#]Corner #v_corner# #g_by# :: #v_corner# :: rule',
    '<p-merchant evil> Ruin #rival.name# and buy its #g_assets# for a song #g_before# :: #rival.name# :: destroy',
    '<p-merchant good> Build a granary in #town# #g_against_famine# #g_before# :: a granary in #town# :: build',
    '<p-merchant !g-charter> [v_charter:#g_rcharter#]Get #v_charter# from the crown of #realm# #g_before# :: #v_charter# :: gain',
    '<p-merchant> [v_cartel:#g_cartel#]Break the #good2# #v_cartel# of #t2# #g_by# :: the #good2# #v_cartel# :: destroy',
    '<p-knights> #g_recover# #prize.name#, lost #g_lost# :: #prize.name# :: find',
    '<p-knights> Hunt down #rival.name# #g_end# :: #rival.name# :: destroy',
    '<p-knights> [v_pass:#g_pass#]Hold #v_pass# at #site# against all comers #g_until# :: #v_pass# at #site# :: protect',
    '<p-knights !evil> [v_pilgrim:#g_pilgrim#]Keep the #v_pilgrim# roads of #region# safe #g_from_bandits# :: the #v_pilgrim# roads :: protect',
    '<p-knights evil> Bring #town# under the rule of the order #g_by# :: #town# :: rule',
    '<p-knights> [v_commandery:#g_commandery#]Rebuild the ruined #v_commandery# at #ruin# #g_before# :: the #v_commandery# at #ruin# :: build',
    '<p-cult> Wake #power.name# #g_before# :: #power.name# :: wake',
    '<p-cult> Find #prize.name#, #g_buried# #g_before# :: #prize.name# :: find',
    '<p-cult gov-seat +g-seat> #g_cult_seat# on #seat.name# #g_by# :: #seat.name# :: rule',
    '<p-cult> Destroy #rival.name# #g_from_within# #g_before# :: #rival.name# :: destroy',
    '<p-cult> #g_gather# #g_souls# #g_rite_for# #site# #g_before# :: the great rite at #site# :: wake',
    '<p-cult> [v_cult_bind:#g_cult_bind#]#g_cult_bind_verb# #v_cult_bind# to #power.name# #g_by# :: #v_cult_bind# :: bind',
    '<p-cult> [v_cult_learn:#g_cult_learn#]Learn #v_cult_learn# #g_before# :: #v_cult_learn# :: learn',
    '<p-cult> [v_priests:#g_priests#]Turn the #v_priests# of #deity.name# in #town# to #power.name# #g_by# :: the #v_priests# of #deity.name# :: rule',
    '<p-mages> #g_recover# #prize.name# from #ruin# #g_before# :: #prize.name# :: find',
    '<p-mages> Win a licence to practise #art.noun# openly in #town# #g_by# :: a licence to practise #art.noun# :: gain',
    '<p-mages> [v_work:#g_work#]Finish the #v_work# begun by #founder.name# #g_before# :: the #v_work# :: build',
    '<p-mages> Outlast and outwit #rival.name# #g_before# :: #rival.name# :: destroy',
    '<p-mages evil> [v_forbidden:#g_forbidden#]Learn the secret of #v_forbidden# #g_before#, #g_any_cost# :: the secret of #v_forbidden# :: learn',
    '<p-mages> [v_ley:#g_ley#]Map every #v_ley# in #region# #g_before# :: the #v_ley.s# of #region# :: learn',
    '<p-rebels> Overthrow #lord# #g_before# :: #lord# :: destroy',
    '<p-rebels> [v_prisoners:#g_prisoners#]Free the #v_prisoners# held in #g_gaol# :: the #v_prisoners# :: free',
    '<p-rebels> Print the truth about #lord# in every #g_place# of #region# #g_before# :: the truth about #lord# :: spread',
    '<p-rebels> [v_soldiers:#g_soldiers#]Win the #v_soldiers# of #town# over to the cause #g_before# :: the #v_soldiers# of #town# :: rule',
    '<p-rebels evil> Burn #rival.name# out of #town# #g_before# :: #rival.name# :: destroy',
    '<p-rebels good> Feed the families of the hanged in #town# #g_until# :: the families of the hanged :: free',
    '<p-noble> [v_family:#g_family#]#g_marry# into #v_family# #g_before# :: #v_family# :: bind',
    '<p-noble !g-lands> [v_lands:#g_lands#]Win back the #v_lands# around #site# from #rival.name# #g_by# :: the #v_lands# around #site# :: gain',
    '<p-noble> [v_fortune:#g_fortune#]Restore #v_fortune# the house lost #g_lost_when# #g_before# :: #v_fortune# :: build',
    '<p-noble> See #rival.name# #g_disgraced# #g_before# :: #rival.name# :: destroy',
    '<p-noble> [v_noble_build:#g_noble_build#]#g_noble_build_verb# #v_noble_build# #g_before# :: #v_noble_build# :: build',
    '<p-noble> [v_noble_office:#g_noble_office#]Get the heir made #v_noble_office# #g_by# :: the office of #v_noble_office# :: gain',
    '<p-noble gov-seat +g-seat> #g_gain_seat# #seat.place# #g_before# :: #seat.name# :: gain',
    '<p-noble evil> Put a cousin of the house on the throne of #realm# #g_by# :: the throne of #realm# :: rule',
    '<p-noble> #g_recover# #prize.name#, #g_pawned# :: #prize.name# :: find',
    '<p-mercenary> [v_war:#g_war#]Win the contract for the #v_war# in #t1# #g_before# :: the #v_war# in #t1# :: gain',
    '<p-mercenary wealth-poor> Collect the wages #lord# still owes #g_by# :: the wages owed by #lord# :: gain',
    '<p-mercenary> [v_lands:#g_lands#]#g_merc_buy# #v_lands# around #t1# and #g_retire# :: the #v_lands# around #t1# :: gain',
    '<p-mercenary> Destroy #rival.name# #g_on_field# #g_before# :: #rival.name# :: destroy',
    '<p-mercenary> #g_merc_standing# #g_before# :: the standing army of #realm# :: gain',
    '<p-mercenary> [v_merc_hold:#g_merc_hold#]#g_merc_hold_verb# #v_merc_hold# #g_by# :: #v_merc_hold# :: gain',
    '<p-mercenary> [v_merc_avenge:#g_merc_avenge#]Avenge #v_merc_avenge# #g_before# :: #v_merc_avenge# :: avenge',
    '<p-mercenary> #g_recover# #prize.name#, lost #g_lost# :: #prize.name# :: find',
    '<p-druids> Stop the #g_felling# of #forest# #g_before# :: #forest# :: protect',
    '<p-druids> Drive #rival.name# out of #region# #g_end# :: #rival.name# :: destroy',
    '<p-druids> [v_stones:#g_stones#]Restore the #v_stones# at #site# #g_before# :: the #v_stones# at #site# :: build',
    '<p-druids> [v_blight:#g_blight#]Heal the #v_blight# of #region# #g_before# :: the #v_blight# :: free',
    '<p-druids !good> [v_fields:#g_fields#]Return the #v_fields# around #town# to the wild #g_before# :: the #v_fields# around #town# :: rule',
    '<p-druids> [v_lost_tree:#g_lost_tree#]Find the #v_lost_tree# of #forest# #g_before# :: the #v_lost_tree# :: find',
    '<p-spies> #g_plant# in the household of #lord# #g_before# :: the household of #lord# :: rule',
    '<p-spies> Break the ciphers of #rival.name# #g_by# :: the ciphers of #rival.name# :: learn',
    '<p-spies fate-poisoned> Learn who poisoned the last #top# :: the poisoner of the last #top# :: learn',
    '<p-spies !good> [v_secrets:#g_secrets#]Sell the #v_secrets# of #realm# to the highest bidder #g_before# :: the #v_secrets# of #realm# :: gain',
    '<p-spies> [v_minister:#g_minister#]Own a #v_minister# in every court of #region# #g_by_many# :: the #v_minister.s# of #region# :: rule',
    '<p-spies good> [v_plot:#g_plot#]Uncover the #v_plot# against the crown of #realm# #g_before# :: the #v_plot# :: learn',
    '<p-assassins> #g_fulfil# the contract on #lord# #g_before# :: #lord# :: destroy',
    '<p-assassins> Wipe out #rival.name# #g_end# :: #rival.name# :: destroy',
    '<p-assassins> [v_magistrate:#g_magistrate#]Own the silence of every #v_magistrate# in #town# #g_by_many# :: the #v_magistrate.s# of #town# :: rule',
    '<p-assassins> [v_sold:#g_sold#]#g_unmask# the member who #v_sold# :: the member who #v_sold# :: learn',
    '<p-assassins> Become the only guild of #f.their# kind in #realm# #g_by# :: the guilds of #realm# :: rule',
    '<p-holy !hq-temple> [v_church:#g_church#]Build a #v_church# to #deity.name# in #town# #g_before# :: a #v_church# to #deity.name# :: build',
    '<p-holy> Root out #rival.name# #g_end# :: #rival.name# :: destroy',
    '<p-holy> #g_recover# #prize.name#, lost #g_lost# :: #prize.name# :: find',
    '<p-holy !evil> #g_feed# the poor of #town# #g_until# :: the poor of #town# :: free',
    '<p-holy evil> [v_heresy:#g_heresy#]Purge #town# of every #v_heresy# #g_before# :: the #v_heresy.s# of #town# :: destroy',
    '<p-holy> Win #g_conversion# of #lord# #g_before# :: #lord# :: spread',
    '<p-scholars> [v_library:#g_library#]#g_recover# the lost #v_library# of #ruin# #g_before# :: the lost #v_library# of #ruin# :: find',
    '<p-scholars> Unlock the secrets of #prize.name# #g_before# :: #prize.name# :: learn',
    '<p-scholars> Map #region# as it truly is, #g_map_detail# #g_before# :: the map of #region# :: learn',
    '<p-scholars> Expose #rival.name# as #g_frauds# #g_before# :: #rival.name# :: destroy',
    '<p-scholars !stance-hoard !hq-school> [v_school:#g_school#]Found a #v_school# in #town# open to #g_anyone# :: a #v_school# in #town# :: build',
    '<p-scholars stance-hoard> Keep the secret of #ruin# from everyone else #g_before# :: the secret of #ruin# :: protect',
    '<p-smugglers> [v_run:#g_run#]Open a new #v_run# to #t1# #g_before# :: the #v_run# to #t1# :: build',
    '<p-smugglers> [v_exciseman:#g_exciseman#]Buy off the new #v_exciseman# in #town# #g_by# :: the new #v_exciseman# :: rule',
    '<p-smugglers> Drive #rival.name# off the runs #g_end# :: #rival.name# :: destroy',
    '<p-smugglers> Land the biggest cargo of #good# in living memory #g_before# :: the biggest cargo :: take',
    '<p-smugglers> Get the #good# duty in #town# #g_abolished# #g_before# :: the #good# duty :: destroy',
    '<typed-beast> Breed enough #beast.many# to make #f.first# feared across #region# #g_before# :: the #beast.many# :: build',
    '<typed-works !typed-site !hidden ^3> #workTo.capitalize# in #t1# as well as #town#, from a new house there #g_before# :: a new house in #t1# :: build',
    '<typed-works !typed-site ^2> Find the money to #workTo# through the coming winter :: the money for the winter :: gain',
    '<typed-works !typed-site !hidden ^2> Be the only ones allowed to #workTo# in #region# #g_by# :: the right to #workTo# :: gain',
    '<typed-works !typed-beast> Train twice as many #members# to #workTo# #g_before# :: new #members# :: build',
    // A typed place is one place: it is held, bought, walled or cleared, never copied in a second town.
    '<typed-site ^3> Keep #tsite# out of the hands of #rival.name# #g_until# :: #tsite# :: protect',
    '<typed-site site-building !hidden ^2> [v_site_owner:#g_site_owner#]Buy #tsite# outright from #v_site_owner# #g_before# :: #tsite# :: gain',
    '<typed-site site-building hidden ^2> Have the keys of #tsite# made over to a member #g_by# :: the keys of #tsite# :: gain',
    '<typed-site site-thing ^2> #g_site_wall# around #tsite# #g_before# :: a wall around #tsite# :: build',
    '<typed-site site-wild !evil ^2> #g_site_clear# #tsite# #g_before# :: #tsite# :: protect',
    '<typed-site site-wild evil ^2> Close every path into #tsite# to all but the #members# #g_before# :: the paths into #tsite# :: rule',
    '<typed-trade> Make the #craft.goods# of #town# the best known in #realm# #g_before# :: the #craft.goods# of #town# :: spread',
  ],
  g_site_owner: [
    'the council of #town#',
    'the parish of #town#',
    '#prizeOwner.name#',
    'the crown of #realm#',
  ],
  g_site_wall: [
    'Raise a wall and a gatehouse',
    'Build a stone wall',
    'Plant a thorn hedge ten feet deep',
    'Set a ring of watch-posts',
  ],
  g_site_clear: [
    'Drive the charcoal-burners and the poachers out of',
    'Win a charter from the crown of #realm# that forbids any felling in',
    'Buy back every field and right of way on the edge of',
    'Stop the new road the council of #town# means to cut through',
  ],
  g_fence_shape: [
    'Bring every #v_fence# in #ward# under the protection of #f.first#',
    'Make every #v_fence# in #ward# pay #f.first# for the right to trade',
    'Have every #v_fence# in #ward# buying from #f.first# and nobody else',
    'Make every #v_fence# in #ward# answer to #f.first#',
    'See that no #v_fence# in #ward# deals with anyone but #f.first#',
  ],
  g_thief_target: [
    'the customs house of #town#',
    'the bishop’s plate chest',
    'the tax cart on its way to #t1#',
    'the strongroom of the Assay Office',
    'the pawnbrokers’ vault on #street2#',
    'the harbour-master’s safe',
  ],
  g_thief_blame: [
    'leave #rival.name# to take the blame',
    'let the watch hang someone else for it',
    'be back in bed before the bells',
    'leave no door forced',
    'sell the lot in #t1#',
  ],
  g_thief_buy_verb: ['Buy', 'Own', 'Put in their pocket', 'Win over', 'Corrupt'],
  g_thief_buy: [
    'the captain of the watch of #town#',
    'the clerk of the harbour court',
    'the keeper of the gaol of #town#',
    'the night porters of the great houses of #ward#',
    'the lamplighters of #ward#',
  ],
  g_cult_seat: [
    'Place one of the faithful',
    'Seat a believer',
    'Win a place for a sworn member',
    'Put a member of the inner circle',
    'Set a servant of #power.name#',
  ],
  g_rite_for: [
    'for the great rite at',
    'for the rite at',
    'to stand in the ring at',
    'to be ready at',
    'for the night of the rite at',
  ],
  g_gather: ['Gather', 'Bring together', 'Find', 'Win over', 'Prepare', 'Bind'],
  g_cult_bind_verb: ['Bind', 'Swear', 'Bring', 'Win', 'Tie'],
  g_cult_bind: [
    'the gravediggers of #town#',
    'the night watch of #ward#',
    'the widow who owns #hq#',
    'a magistrate of #town#',
    'the bell-ringers of #ward#',
    'the midwives of #ward#',
  ],
  g_cult_learn: [
    'the last words of #founder.name#',
    'the true name of #power.name#',
    'what lies under #site#',
    'the night #power.name# will answer',
    'where the first shrine of #power.name# stood',
  ],
  g_noble_build_verb: ['Build', 'Raise', 'Finish', 'Endow', 'Rebuild'],
  g_noble_build: [
    'a new hall at #hq#',
    'a bridge over the river at #t1#',
    'a chantry for the family’s dead',
    'a grammar school in #town# under the family’s name',
    'the tower the founder never finished',
    'a market hall in #t2#',
  ],
  g_noble_office: [
    'sheriff of #region#',
    'warden of the marches of #realm#',
    'master of the royal horse',
    'chamberlain to the crown of #realm#',
    'keeper of the castle at #t1#',
  ],
  g_merc_buy: ['Buy', 'Buy up', 'Win', 'Settle on', 'Take a lease on'],
  g_merc_standing: [
    'Win a #g_mcharter# as the standing army of #realm#',
    'Be named the standing army of #realm#',
    'Become the royal company of #realm#, paid in peace and war',
    'Turn a season’s contract into a standing army of #realm#',
  ],
  g_merc_hold_verb: ['Win', 'Take', 'Hold', 'Buy', 'Earn'],
  g_merc_hold: [
    'a castle of its own near #t1#',
    'the toll bridge at #t2#',
    'winter quarters in #town# for good',
    'the lordship of a border valley',
    'a seat at the war council of #realm#',
  ],
  g_merc_avenge: [
    'the massacre at #site#',
    'the captain hanged at #t1#',
    'the company betrayed at #t2#',
    'the men #lord# left to die',
  ],
  g_recover: ['Recover', 'Find', 'Bring home', 'Win back', 'Reclaim', 'Track down'],
  g_steal: [
    'Steal',
    'Lift',
    'Make off with',
    'Take',
    'Carry off',
    'Steal back',
    'Spirit away',
    'Quietly lift',
    'Walk off with',
  ],
  g_take_when: [
    '',
    'before the wedding',
    'under the nose of the watch',
    'on the night of the fair',
    'before it leaves #town#',
    'while its owner is away',
    'at the masked ball',
    'while the household is at church',
    'on the night of the new moon',
    'before the assizes',
    'from under three locks',
    'in the middle of the feast',
    'before the insurers hear of it',
    'without a drop of blood',
  ],
  g_fence: ['fence', 'pawnbroker', 'receiver', 'buyer of stolen goods', 'second-hand dealer', 'jeweller'],
  g_by: [
    '',
    'by the end of the year',
    'within the decade',
    'before anyone notices',
    '<!good> by fair means or foul',
    '<good> with the law on #f.their# side',
    'without a drop of blood',
    '<!good> with gold rather than knives',
    '<good> without breaking a single promise',
    'before the spring',
    'with the help of #ally.name#',
    'through #front.name#',
    'by the next quarter day',
    'within a year',
    'before the next election',
    'through friends in #seat.name#',
    'by the spring',
    '<!good> before the old guard notices',
    '<!good> by buying debts',
    'before #rival.name# can stop it',
  ],
  // Only for a goal over many of something ('Own every watchman in ... street by street').
  g_by_many: ['#g_by#', 'one by one', 'street by street', 'one favour at a time', 'a few at a time'],
  g_for_good: [
    'for good',
    'once and for all',
    'and never let them back',
    'whatever it takes',
    '<!good> as an example to the rest',
    'for what was done',
  ],
  // One ending for a goal against a rival: how final, or by when, never both ('whatever it takes before the assizes').
  g_end: ['#g_for_good#', '#g_for_good#', '#g_before#', '#g_by#'],
  g_vault: ['strongroom', 'counting-house vault', 'bonded store', 'treasury'],
  g_taken: ['taken from their creditors', 'lifted from the moneylenders', 'stolen back from the landlords'],
  g_watchman: ['watchman', 'constable', 'watch sergeant', 'gaoler'],
  g_gaol: [
    'the gaol of #town#',
    'the watch house cells',
    'the old keep of #town#',
    'the debtors’ prison',
    'the bishop’s prison',
    'the castle dungeon at #t1#',
    'the assize gaol at #t1#',
  ],
  g_before: [
    '',
    'before the year is out',
    'before winter',
    'before the next feast of #deity.name#',
    'within three years',
    'before #leader.first# is too old',
    'by midsummer',
    'in #leader.first.possessive# lifetime',
    'while the crown is weak',
    'before the snow',
    'before the old king dies',
    'in the next ten years',
    'before the next coronation',
    'within five years',
    'before the heir comes of age',
    'before the next fair of #town#',
    'before the roads close',
    'before the assizes',
    'before the founder’s feast',
    'while #rival.name# is weak',
    'before the harvest',
    'before the treaty is signed',
    'before the next war',
  ],
  g_road: ['trade road', 'river route', 'caravan route', 'road'],
  g_tolls: [
    '#good# tolls',
    'bridge tolls',
    'market dues',
    '<water> harbour dues',
    'gate tolls',
    '<has-river> ferry rights',
    'cattle-market fees',
    'fair dues',
  ],
  g_corner: [
    'the #good# trade of #region#',
    'the grain of #region#',
    'the salt of #region#',
    'every loom in #town#',
    'the wool clip of #region#',
    'the wine coming into #town#',
  ],
  g_rcharter: [
    'a royal charter for #good#',
    'a royal charter',
    'the crown’s warrant for #good#',
    'a monopoly on #good#',
    'the right to mint tokens',
    'the farm of the customs of #town#',
  ],
  g_assets: ['warehouses', 'wagons', 'debts', 'ships'],
  g_against_famine: ['against the next famine', 'before the bad years come', 'and fill it with #good#'],
  g_cartel: ['cartel', 'ring', 'monopoly', 'guild'],
  g_lost: [
    'at #site#',
    'in the last war',
    'to thieves a generation ago',
    'in a shipwreck',
    'in a wager',
    'when #ruin# fell',
    'on the road to #t2#',
  ],
  g_pass: ['the pass', 'the ford', 'the bridge', 'the crossroads'],
  g_until: [
    '',
    'until the crown relents',
    'through the winter',
    'for a year and a day',
    'until the war is over',
    'until the famine ends',
    'for as long as it takes',
    'until the roads are safe',
  ],
  g_pilgrim: ['pilgrim', 'market', 'post', 'old'],
  g_from_bandits: [
    'from bandits',
    'from wolves and worse',
    'for every honest traveller',
    'by night as well as by day',
  ],
  g_commandery: ['commandery', 'chapel', 'watchtower', 'hospital'],
  g_buried: [
    'buried in #ruin#',
    'lost when #ruin# fell',
    'hidden by a faithless keeper',
    'taken by the priests of #deity.name#',
  ],
  g_from_within: ['from within', 'with its own secrets', 'one member at a time', 'before it learns too much'],
  g_souls: [
    'thirteen new souls',
    'seven willing hearts',
    'a hundred voices',
    'the last three names in the book',
    'nine who have never doubted',
    'twelve who will not come back',
  ],
  g_work: ['great work', 'master spell', 'binding', 'unfinished book', 'treatise', 'engine'],
  g_forbidden: [
    'living forever',
    'speaking with the dead',
    'the first spell',
    'the dark between the stars',
    'binding a god',
    'walking in dreams',
    'stealing a shape',
    'unmaking a name',
  ],
  g_any_cost: [
    'whatever it costs',
    'at any price',
    'whoever pays for it',
    'and never mind the cost',
    'by any means',
  ],
  g_ley: ['ley line', 'old road of power', 'place of power', 'buried spring'],
  g_prisoners: ['prisoners', 'debtors', 'hostages', 'printers', 'heretics', 'rebels'],
  g_place: ['town', 'market', 'village', 'tavern', 'parish', 'market cross', 'workshop'],
  g_soldiers: ['watch', 'garrison', 'town guard', 'militia'],
  g_lands: ['lands', 'farms', 'estates', 'manors'],
  g_lost_when: [
    'in the last war',
    'at the gaming tables',
    'to the crown’s taxes',
    'in a bad marriage',
    'to a forger',
    'in the plague years',
    'when #ruin# fell',
    'in a lawsuit',
    'to a bad steward',
    'in a single night of cards',
    'to #rival.name#',
    'in the rebellion',
  ],
  g_disgraced: [
    'disgraced at court',
    'laughed out of #realm#',
    'stripped of its offices',
    'bankrupt',
    'ruined by its own debts',
    'cast out of #seat.name#',
    'shamed in front of the king',
    'driven out of #town#',
  ],
  g_pawned: [
    'pawned by a spendthrift grandfather',
    'lost in a wager',
    'sold in a bad year',
    'given away in a will nobody believes',
    'carried off in the last rising',
    'seized for a debt',
    'stolen by a steward',
  ],
  g_marry: [
    'Marry the heir',
    'Marry the eldest daughter',
    'Wed the young heir',
    'Marry a younger son',
    'Marry the heir’s sister',
    'Marry the widowed head of the house',
  ],
  g_family: [
    'the royal family of #realm#',
    'the royal house of #realm2#',
    'the family of the Chancellor of #realm#',
    'the oldest house of #region#',
    'the richest family of #realm#',
    'the house that rules #t1#',
  ],
  g_fortune: [
    'the fortunes',
    'the lands',
    'the good name',
    'the silver mines',
    'the seat on the king’s council',
    'the castle',
  ],
  g_gain_seat: ['Gain', 'Win', 'Secure', 'Claim', 'Regain', 'Win back'],
  g_war: ['war', 'siege', 'border war', 'rising', 'crusade', 'succession war'],
  g_mcharter: ['charter', 'royal warrant', 'contract', 'commission'],
  g_retire: ['retire rich', 'never fight again', 'settle down', 'sell the company'],
  g_on_field: ['on the field', 'in open battle', 'in a single season', 'before the next contract'],
  g_felling: ['felling', 'clearing', 'burning', 'enclosing'],
  g_stones: ['stone circle', 'standing stones', 'old shrine', 'sacred spring'],
  g_blight: ['blight in the orchards', 'sickness in the herds', 'rot in the fields', 'poison in the wells'],
  g_fields: ['fields', 'enclosures', 'new farms', 'pastures', 'common lands', 'hunting parks'],
  g_lost_tree: ['lost heart-oak', 'first grove', 'white hart', 'sleeping spring'],
  g_secrets: ['secrets', 'ciphers', 'war plans', 'debts', 'letters', 'confessions'],
  g_minister: ['minister', 'magistrate', 'secretary', 'chamberlain'],
  g_plot: ['plot', 'conspiracy', 'treason', 'poisoners'],
  g_magistrate: ['magistrate', 'judge', 'coroner', 'gaoler', 'clerk of the court', 'witness'],
  g_sold: [
    'sold a contract to the watch',
    'talked to the priests',
    'left a witness alive',
    'betrayed the last #top#',
    'named the last #top# to the watch',
    'kept a contract’s fee',
  ],
  g_priests: ['priests', 'acolytes', 'choir', 'almoners'],
  g_unmask: ['Find', 'Unmask', 'Name', 'Catch', 'Hang'],
  g_feed: ['Feed', 'Shelter', 'Clothe', 'Nurse'],
  g_conversion: ['the conversion', 'the soul', 'the confession', 'the patronage', 'the ear'],
  g_friend: [
    'a friend of the guild',
    'a bought man',
    'a member in a good coat',
    'someone who owes the guild',
  ],
  g_plant: ['Plant an agent', 'Place a spy', 'Buy a servant', 'Put a friend', 'Seat a clerk'],
  g_fulfil: ['Fulfil', 'Close', 'Complete', 'Honour', 'Finish'],
  g_church: ['cathedral', 'temple', 'shrine', 'chapel'],
  g_heresy: ['heresy', 'heretic', 'false preacher', 'witch'],
  g_school: [
    'school',
    'free library',
    'reading room',
    'lecture hall',
    'night school',
    'grammar school',
    'public library',
    'free academy',
  ],
  g_anyone: [
    'anyone who can read',
    'all comers',
    'rich and poor alike',
    'any child of #town#',
    'the poor of #ward#',
    'every apprentice in #town#',
    'girls as well as boys',
    'anyone who asks',
  ],
  g_library: ['library', 'archive', 'observatory', 'map room', 'scriptorium', 'treasury of scrolls'],
  g_map_detail: [
    'road by road',
    'with every ruin marked',
    'down to the last ford',
    'including what the crown would rather hide',
  ],
  g_frauds: ['frauds', 'plagiarists', 'forgers', 'liars'],
  g_run: ['run', 'route', 'landing', 'road', 'passage', 'smuggling road'],
  g_exciseman: [
    'excise captain',
    'customs officer',
    'revenue man',
    'harbourmaster',
    'riding officer',
    'tide-waiter',
    'collector of customs',
  ],
  g_abolished: [
    'abolished',
    'made worthless',
    'lifted for good',
    'cut by half',
    'forgotten',
    'suspended for a year',
  ],
};

/**
 * Quests built on a goal, 'Title :: the job', by the goal's kind. Variables: gist (what the goal is about), gistT
 * (the same in title case, inside a title), gistB (without its article, to open one), aim, giver, contact, contact2, missing, debtor, lord, rival, ally, town, ward, street,
 * inn, site, ruin, t1, t2, good, hq, seat, deity, power, traitor.
 */
export const QUEST_RULES: RuleSet = {
  qj_take: [
    '<!gist-place> The #gistB# Job :: #giver.name# has learned that #gist# will be moved #q_when#, and wants the party waiting #q_road# when it is.',
    '<!gist-place !gist-load> A Plan of the #gistB# Vault :: #giver.name# needs a plan of the rooms where #gist# is kept, and #q_inside# to draw it.',
    '<!gist-place !gist-load> The Key to #gistT# :: The only key to where #gist# lies #q_keyhangs#, and #giver.name# wants a copy by #q_day#.',
    'The Guards of #gistT# :: #giver.name# #q_know# how many guards watch #gist#, #q_guardinfo#.',
    '<!gist-place> A Buyer for #gistT# :: #giver.name# has a buyer for #gist# in #t1#, and needs the party to #q_deliver#.',
    '<!gist-place !gist-load> The Carriage and #gistT# :: #gist.capitalize# travels by closed carriage #q_when#, and #giver.name# wants #q_route_want#.',
    '<!gist-place !gist-load> A Copy of #gistT# :: #giver.name# has had a copy of #gist# made #q_copy_where#; the party must swap it for the real thing #q_when#.',
    'The Dog at #gistT# :: The hound that guards #gist# answers only to #contact.name#, and #giver.name# wants it #q_dog#.',
    '#contact.first#’s Hound :: #contact.name# walks a hound round #gist# every night, and #giver.name# wants the dog #q_dog#.',
    '<!gist-place !gist-load> The Servant of #contact.name# :: A servant in the house that holds #gist# drinks at #inn# #q_night_off#; #giver.name# wants #q_servant_know#.',
    // A place (a customs house, a strongroom) is watched, guarded and got into, never copied, carried off by carriage
    // or kept somewhere with a key.
    '<gist-place> A Plan of #gistT# :: #giver.name# needs a plan of #gist#, every door and window, and #q_inside# to draw it.',
    '<gist-place> The Keys to #gistT# :: #contact.name# carries one of the two keys to #gist#, and #giver.name# wants a wax impression of it #q_when#.',
    '<gist-place> The Lamp in #gistT# :: A lamp burns all night in #gist#, and #giver.name# #q_know# who sits up beside it, and why.',
    '<gist-place> Inside #gistT# :: #giver.name# needs someone inside #gist# for one night, and #contact.name#, who works there, can be bought or frightened.',
  ],
  qj_find: [
    'The Trail of #gistT# :: #giver.name# has #q_evidence# that #gist# passed through #t1# #q_ago#, and wants the trail followed from there.',
    'Word of #gistT# :: #q_claimant# in #town# claims to know where #gist# lies, and #giver.name# wants the claim tested #q_before_paid#.',
    'Into #ruinT# :: #giver.name# believes the way to #gist# starts somewhere in #ruin#, and needs people who can #q_ruin_do#.',
    'The Seekers from #t2# :: Someone in #t2# has been asking about #gist#, and #giver.name# #q_know# who #q_before_them#.',
    'Half a Map to #gistT# :: #giver.name# has half of a map that leads to #gist#; #contact.name# of #t1# has the other half and wants #q_favour# for it.',
    'The Pawnbroker of #t1T# :: A pawnbroker in #t1# once held #gist#, and #giver.name# wants #q_pawn_want#.',
    'The Old Servant in #t2T# :: #q_old_servant# of the last owner of #gist# lives in #t2#, and #q_old_servant_does#.',
    'Records of #gistT# :: #giver.name# believes #gist# left #town# #q_left_how#, and wants #q_records#.',
  ],
  qj_rule: [
    '#contact.name#, the Last Holdout :: One person who matters to #gist#, #contact.name#, still refuses #f.first#, and #giver.name# #q_know# what would #q_change_mind#.',
    '#q_three_t# for #giver.first# :: Three people have the ear of #gist#, and #giver.name# wants each of them #q_persuaded# before #q_day#.',
    'The Debt of #debtor.name# :: #debtor.name# owes #f.first# #q_debt# and has influence over #gist#; #giver.name# wants the one traded for the other.',
    'The Offer from #rival.leader.name# :: #rival.name# has made its own offer for #gist#, and #giver.name# wants it #q_spoiled# before anyone accepts.',
    'A Quiet Word with #contact.name# :: #giver.name# wants the party to find out who really decides things for #gist#, because #q_not_who#.',
    '#contact.name#’s Dinner :: A dinner in #t1# will settle #gist#, and #giver.name# needs someone at it who can keep the talk from turning against #f.first#.',
    'The Witness from #t2T# :: One honest voice from #t2# could swing #gist#, and #giver.name# wants the party to bring that voice to #town# in one piece.',
    'Letters for #contact.name# :: #contact.name# sways #gist# and answers every letter but #f.first.possessive#; #giver.name# wants to know why, and then to change it.',
    'Talk of #gistT# :: #giver.name# wants a story spread in #ward# that makes #gist# look #f.first.possessive# way, and no trail back to #hq#.',
    '#contact2.name#’s Memory :: #contact2.name# once owed #f.first# everything, and has forgotten it; #giver.name# wants #gist# as the price of remembering.',
    '#contact2.name#’s Price :: #contact2.name# can deliver #gist#, but wants something from #ward# that #f.first# #f.v:has# never been able to get.',
    'The Agreement of #t1T# :: A paper signed #q_paper_when# gives #f.first# a claim on #gist#, and #giver.name# wants it found in #t1#.',
  ],
  qj_destroy: [
    'The Books of #gistT# :: #giver.name# wants the #q_ledgers# behind #gist# #q_taken#, because somewhere in them is the proof that will finish the matter.',
    '#q_weak_t# #gistT# :: #giver.name# needs the party to find #q_weak_who# #gist# cannot do without, and #q_learn_price#.',
    'A Spy for #gistT# :: #giver.name# wants someone placed close to #gist# for #q_span#, with eyes open and mouth shut.',
    'The Purse from #t1# :: The money behind #gist# comes through #contact.name# in #t1#, and #giver.name# wants that road #q_closed#.',
    '#contact2.name#’s Price :: #contact2.name# sold #f.first# to #gist# once, and #giver.name# #q_know# #q_sell_back#.',
    '#contact.name#, Turned :: #contact.name#, #q_turned_who# of #gist#, is willing to talk, and #giver.name# wants #contact.first# #q_turned_want#.',
    'Rumours in #t2T# :: #giver.name# wants a story about #gist# planted in #t2#, #q_story#.',
    '#contact2.name# and #gistT# :: #gist.capitalize# has one protector #q_protector_where#, #contact2.name#; #giver.name# #q_know# #q_protector_want#.',
  ],
  qj_build: [
    'Stone for #gistT# :: #giver.name# needs #q_materials# brought from #t1# for #gist#, and #q_road_danger#.',
    'A Permit for #gistT# :: #seat.name.capitalize# is sitting on the permit for #gist#, and #giver.name# #q_know# #q_who_pays#.',
    'Sabotage at #gistT# :: Someone has been #q_undoing# the work on #gist# at night, and #giver.name# wants them caught in the act.',
    'Master #contact.last# :: The only master who can finish #gist#, #contact.name#, has been #q_hired_away#; #giver.name# wants #contact.first# back.',
    'Money for #gistT# :: #giver.name# is raising money for #gist#, and wants the party to escort the collection #q_from#.',
    'Timber from #t2T# :: The beams for #gist# are felled near #t2#, and someone keeps burning the stacks.',
    'The Mason of #gistT# :: The master mason of #gist# owes #rival.name# #q_mason_owes#, and #giver.name# wants #q_mason_want#.',
  ],
  qj_protect: [
    'A Watch on #gistT# :: #giver.name# has word that someone means harm to #gist# #q_when#, and wants the party #q_on_watch#.',
    'A Surveyor at #gistT# :: A surveyor working for #rival.name# has been seen #q_measuring# #gist#, and #giver.name# #q_know# why.',
    'The Weak Wall of #gistT# :: #giver.name# needs #gist# made safe before #q_day#, and the only people who know how #q_live#.',
    'The Quiet of #rival.leader.name# :: #rival.name# offered to buy #gist#, was refused, and has gone quiet; #giver.name# #q_quiet#.',
  ],
  qj_learn: [
    'What #contact.first# Knows :: #contact.name# of #t1# knows something about #gist# and will tell it only #q_tell_only#.',
    'The Archive at #t1T# :: The records that would settle #gist# are kept in #t1#, and #giver.name# wants them #q_copied#.',
    'The Witness from #town# :: The one person who saw what matters to #gist# has #q_witness_gone#, and #giver.name# wants them found and heard.',
    'A Cipher from #t2# :: #giver.name# has a letter about #gist# in a cipher nobody can read, and #q_cipher_hope#.',
    'The Tutor in #t2T# :: An old tutor in #t2# taught someone who knew #gist#, and #giver.name# wants #q_tutor#.',
    'The Library at #t1T# :: The answer to #gist# is in a library in #t1# #q_library#.',
  ],
  qj_free: [
    '#missing.name# in Chains :: #missing.name# is held #q_held#, and #giver.name# says nothing can be done for #gist# until #missing.first# is out.',
    'The Wagon from #t1T# :: #giver.name# needs a wagon of #good# brought from #t1# for #gist#, past #q_past#.',
    'The Physician of #t2# :: #giver.name# needs #contact.name#, #q_healer# in #t2#, brought to #town# for #gist#, #q_willing#.',
    'Safe Passage from #street# :: #q_family# that matters to #gist# must be got out of #ward# #q_tonight#, and #giver.name# #q_cannot#.',
  ],
  qj_spread: [
    'The Printer in #t1T# :: #giver.name# needs a printer in #t1# persuaded to print for #gist#, and the printer is #q_printer#.',
    'Voices for #gistT# :: #giver.name# wants the word about #gist# spread #q_spread# in a single night.',
    'The Preacher of #town# :: A preacher in #town# has begun to thunder against #f.first# from the pulpit, and #giver.name# #q_know# #q_who_writes#.',
    'Letters to #t2T# :: #giver.name# needs letters about #gist# carried to #t2# and #q_answers#.',
  ],
  qj_wake: [
    'The Thirteenth Soul of #town# :: #giver.name# needs one more willing soul for #gist#, and the one chosen has #q_fled#.',
    'The Bell at #site# :: #giver.name# pays for a night’s digging at #site#, where something #gist# needs is buried, and asks only that the party stop when they hear #q_sound#.',
    'What Lies in #ruinT# :: #giver.name# needs a thing for #gist# that can only be found in #ruin#, and #q_does_not_say#.',
    'The Night of #gistT# :: #giver.name# wants guards for the night of #gist#, and tells them to look outward, #q_behind#.',
    'A Page from #t1T# :: The words #gist# needs are on a page torn from a book in #t1#, and #q_page#.',
    'Candles from #t2T# :: #giver.name# needs #q_candles# for #gist#, and only a chandler in #t2# #q_chandler#.',
    'The Watcher and #gistT# :: Someone has been watching #site# #q_watch_when#, and #giver.name# wants #q_watch_want# before #gist#.',
  ],
  qj_avenge: [
    'A Name in #town# :: #giver.name# has a name that matters to #gist#, and wants the party to find #q_face#.',
    '#contact.name#’s Account :: #contact.name# owes #f.first# #q_owes#, says #giver.name#, and it is time #gist# was settled.',
    'Where #contact.first# Went :: The one who wronged #f.first# over #gist# left #town# years ago; #giver.name# has heard #q_came_back#.',
    'A Debt of Blood in #t2T# :: #giver.name# has found one of the people behind #gist#, #q_blood_hiding# in #t2#.',
    'A Trial for #gistT# :: #giver.name# wants #gist# judged in open court, and needs witnesses who will not run.',
  ],
  qj_bind: [
    'A Match for #gistT# :: #giver.name# needs proof that #q_match# is not what it seems, before #q_signed# #q_when#.',
    'A Gift for #t1T# :: #giver.name# wants a gift carried to #t1# #q_gift_why# #gist#, and the gift is #q_gift#.',
    'A Go-Between for #gistT# :: #giver.name# needs #q_gobetween# for #gist#, someone #q_neutral#.',
    'The Dowry of #gistT# :: #giver.name# needs a dowry fit for #gist# raised, and the money is in #t1#.',
    'A Suitor from #t2T# :: A house of #t2# has sent a suitor for #gist#, and #giver.name# wants #q_suitor#.',
    'The Blessing of #deity.name# :: #giver.name# wants the match with #gist# blessed by a priest of #deity.name# who has refused twice.',
  ],
  qj_gain: [
    'The Vote of #contact.name# :: #giver.name# needs #contact.name# to vote the right way on #gist#, and #contact.first# has been #q_avoiding#.',
    'A Purse for #gistT# :: #giver.name# needs a purse carried to #t1# that will buy #gist#, and #q_know_coming#.',
    '#rival.name# Bids for #gistT# :: #rival.name# is after #gist# too, and #giver.name# wants its offer found out #q_before_day#.',
    'The Papers for #gistT# :: The papers that would give #f.first# #gist# sit in #q_office#, and #giver.name# wants them signed by #q_day#.',
    'Sealed Bids for #gistT# :: Bids for #gist# are opened at #inn# #q_when#, and #giver.name# wants #q_bids_want#.',
    '#contact.name#’s Signature :: Nothing about #gist# moves without #contact.name#’s signature, and #contact.first# is #q_avoiding#.',
    'The Lawyer from #t2T# :: #q_lawyer_who# from #t2# has been hired to fight #f.first# over #gist#; #giver.name# wants #q_lawyer_want#.',
    'An Escort to #t1T# :: #giver.name# must ride to #t1# to settle #gist#, and #q_escort#.',
    'Surety for #gistT# :: #giver.name# needs a guarantor of good name for #gist#, and #contact2.name# will stand surety only #q_surety#.',
  ],
  qj_general: [
    'A Favour for #contact.name# :: #contact.name# can help #f.first# towards #gist#, and wants a favour first: #q_favour_first#.',
    'A Message for #contact.name# :: #giver.name# needs a message about #gist# carried to #contact.name# in #t2#, and #q_answers#.',
    'The Doubter in #f.first# :: Someone in #f.first# has begun arguing that #gist# is not worth the cost, and #giver.name# #q_know# #q_who_pays#.',
    '#contact.name# of #ward# :: #giver.name# says that the road to #gist# begins with one small thing: #contact.name# must be #q_persuaded#.',
  ],
  // Slots of the jobs a game master meets most (one fixed sentence was a title and a line in 5% of factions).
  q_deserters: [
    'Six members',
    'A file of crossbowmen',
    'Two sergeants and their friends',
    'A dozen recruits',
    'The farrier and four grooms',
  ],
  q_deserters_before: [
    'before they sell it',
    'before the employer hears of it',
    'alive, if possible',
    'before the next muster',
    'and brought back in irons',
  ],
  q_candles: [
    'candles of a particular wax',
    'black candles',
    'candles made with grave-earth',
    'candles no church would burn',
  ],
  q_chandler: [
    'still makes them',
    'knows the recipe',
    'will sell them, for a price',
    'has them, and is afraid',
  ],
  q_route_want: [
    'the route learned before the coachman knows it',
    'the carriage stopped where the road is worst',
    'a friend on the box beside the driver',
    'the escort counted and their pay found out',
  ],
  q_copy_where: [
    'in #t1#',
    'by a jeweller who owes #f.first# a favour',
    'from a sketch by a servant',
    'at great cost',
  ],
  // A merchant league is often 'the Syndicate': one title for this job named a dozen leagues' quests alike.
  q_voice_t: [
    'A Voice in #f.first#',
    'Whispers to #rival.name#',
    'The Leak in #f.first#',
    '#rival.name#’s Friend Within',
  ],
  q_dog: ['made friendly', 'made quiet', 'bought', 'replaced with another that looks the same'],
  q_night_off: ['on a night off', 'every market day', 'when the family is away', 'after the late service'],
  q_servant_know: [
    'the hours the house keeps',
    'what the servant knows',
    'a plan of the upstairs rooms',
    'the name of the steward’s sweetheart',
  ],
  q_paper_when: [
    'in the founder’s day',
    'by a dead magistrate',
    'before the last war',
    'in a hand nobody now recognises',
  ],
  q_turned_who: ['a clerk', 'a bookkeeper', 'a steward', 'a secretary', 'a doorkeeper'],
  q_turned_want: [
    'got out of #town# alive',
    'kept hidden until the hearing',
    'heard before anyone else buys the story',
    'protected for a week',
  ],
  q_story: [
    'true enough to stick',
    'before the fair',
    'in the mouth of a priest',
    'without a trail back to #f.first#',
  ],
  q_protector_where: ['at court', 'on #seat.name#', 'among the magistrates', 'in the temple'],
  q_protector_want: [
    'what would make #contact2.first# step aside',
    'what #contact2.first# fears',
    'who #contact2.first# owes',
    'what #contact2.first# wants for #contact2.their# children',
  ],
  q_bids_want: [
    'to see every other bid first',
    'one bidder persuaded to withdraw',
    'the seals checked for tampering',
    'the clerk who opens them watched',
  ],
  q_lawyer_who: ['A lawyer', 'A clever advocate', 'A notary', 'A king’s counsel'],
  q_lawyer_want: [
    'the lawyer’s weak point',
    'the lawyer delayed on the road',
    'the papers the lawyer carries',
    'a better lawyer found',
  ],
  q_escort: [
    'would like to arrive',
    'has had two warnings already',
    'trusts none of the household guard',
    'wants the road scouted first',
  ],
  q_surety: [
    'for a price',
    'if #f.first# settles an old quarrel',
    'for a marriage',
    'after a favour nobody else will do',
  ],
  q_pawn_want: [
    'the page of the book that says who redeemed it',
    'the pawnbroker persuaded to remember',
    'the ticket, which the pawnbroker never gave back',
    'the pawnbroker’s heir found',
  ],
  q_old_servant: ['An old servant', 'The old steward', 'A retired nurse', 'A former groom'],
  q_old_servant_does: [
    'remembers more than is admitted',
    'will talk only to a stranger',
    'has kept a letter for years',
    'is dying, and wants a priest first',
  ],
  q_left_how: ['by water', 'in a pedlar’s cart', 'hidden in a coffin', 'in a bride’s baggage'],
  q_records: [
    'the harbour records read before they are burned',
    'the toll-keeper’s ledger copied',
    'the parish register checked',
    'the carter found',
  ],
  q_page: [
    '#giver.name# wants it back',
    'the book’s owner will not sell',
    'a scholar has begun copying it',
    '#rival.name# has sent someone for it',
  ],
  q_watch_when: ['at night', 'every new moon', 'from the hill opposite', 'for a month'],
  q_watch_want: [
    'to know who',
    'the watcher caught',
    'the watcher followed home',
    'the watcher frightened off',
  ],
  q_suitor: [
    'the suitor’s debts found',
    'the suitor delayed on the road',
    'a rumour about the suitor proved',
    'the suitor’s family quietly bought off',
  ],
  q_tutor: [
    'the tutor’s letters',
    'the tutor brought to #town#',
    'a night of the tutor’s memories',
    'the tutor’s notebooks before the heirs burn them',
  ],
  q_library: [
    'that never lets strangers stay after dark',
    'whose librarian takes bribes in books',
    'that is about to be sold',
    'whose catalogue lies',
  ],
  q_blood_hiding: [
    'working under another name',
    'keeping an inn',
    'married into a good family',
    'teaching children',
  ],
  q_mason_owes: ['money', 'a great deal of money', 'a favour', 'his house'],
  q_mason_want: [
    'the debt bought first',
    'the mason kept sober until the work is done',
    'the debt paid off quietly',
    '<!good> the note stolen',
  ],
  q_road: [
    'on the road',
    'at the ford',
    'in the inn yard at #t1#',
    'at the bend below #site#',
    'by the toll gate',
  ],
  q_inside: [
    'someone respectable enough to be invited in',
    'a tradesman who can get through the kitchen door',
    'a guest for the next dinner',
    'a new servant nobody will look at twice',
  ],
  q_keyhangs: [
    'hangs on #contact.name#’s belt',
    'is kept by a steward who never sleeps',
    'is kept under a magistrate’s pillow',
    'was buried with its last owner',
  ],
  q_guardinfo: [
    'when they change and what they drink',
    'which of them can be bought',
    'and whether the dogs are real',
    'and who pays them',
    'and when they sleep',
    'and which door they forget',
    'and who relieves them',
    'and what they are paid',
  ],
  q_deliver: [
    'get it there, and the money back',
    'carry it past the watch',
    'swap it for a copy on the way',
    'wait with it until the buyer shows himself',
    'hand it over at #inn#',
    'bring back the price in gold',
    'take it by the back roads',
    'keep it hidden for a week first',
    'meet the buyer in the crowd at the fair',
  ],
  q_evidence: [
    'a letter saying',
    'a sailor’s word',
    'a pawn ticket proving',
    'an old ledger showing',
    'a letter',
    'a merchant’s word',
  ],
  q_ago: ['a year ago', 'last winter', 'in the founder’s day', 'only a month ago'],
  q_claimant: ['A pedlar', 'An old soldier', 'A drunk priest', 'A child', 'A fence', 'A beggar', 'A widow'],
  q_before_paid: [
    'before a penny is paid',
    'quietly',
    'before #rival.name# hears of it',
    'by the next market day',
  ],
  q_ruin_do: [
    'get in and out again',
    'read the old signs',
    'keep their nerve in the dark',
    'carry heavy things quickly',
    'climb',
    'swim',
    'keep a secret',
    'read a map upside down',
    'hold a door against something',
  ],
  q_before_them: [
    'before they find it first',
    'and who sent them',
    'and what they already know',
    'before they talk to the watch',
    'and who pays them',
  ],
  q_favour: ['a favour', 'a share', 'an old debt cleared', 'a death avenged', 'a seat at #f.first#’s table'],
  q_change_mind: [
    'change their mind, short of murder',
    'buy their silence',
    'frighten them off',
    'win them over honestly',
  ],
  q_three_t: [
    'Three Friends',
    'Three Doors to Knock On',
    'Three Quiet Visits',
    'The Three Who Matter',
    'Three Favours Owed',
  ],
  q_persuaded: ['persuaded, bribed or shamed', 'brought round', 'won over', 'quietly frightened'],
  q_debt: ['money', 'a favour', 'a life', 'a season of rent'],
  q_spoiled: ['spoiled', 'withdrawn', 'made to look foolish', 'outbid'],
  q_not_who: [
    'it is not who everyone thinks',
    'the named master is a puppet',
    'a widow holds the purse strings',
    'the clerk decides everything',
  ],
  q_ledgers: ['ledgers', 'letters', 'accounts', 'private papers'],
  q_taken: ['stolen and read', 'copied overnight', 'taken for an hour and put back', 'found and burned'],
  q_learn_price: [
    'learn their price',
    'turn them',
    'take them away',
    'discover their secret',
    'bring them over',
    'learn what they fear',
    'buy them away',
    'learn who else wants them',
    'make them an offer',
    'find what they owe',
  ],
  q_weak_who: [
    'the one person',
    'the one clerk',
    'the one friend',
    'the one lender',
    'the single witness',
    'the one fixer',
    'the one patron',
  ],
  q_weak_t: [
    'The Weak Link in',
    'The Soft Spot in',
    'The Crack in',
    'A Weak Point in',
    'The Loose Thread in',
  ],
  q_span: [
    'a month',
    'a season',
    'the winter',
    'as long as it takes',
    'a full year',
    'the length of the assizes',
    'three months',
  ],
  q_closed: ['closed', 'watched', 'robbed', 'bought out', 'cut', 'made dangerous', 'followed to its end'],
  q_sell_back: [
    'what #contact2.first# would sell the other way',
    'who paid #contact2.first#',
    'where #contact2.first# hides now',
    'whether #contact2.first# can be trusted twice',
    'what #contact2.first# got for it',
    'who else #contact2.first# has sold',
    'whether #contact2.first# still has the letters',
  ],
  q_materials: [
    'a shipment of stone and timber',
    'a cart of lead for the roof',
    'a master mason’s tools',
    'three bells from the foundry',
    'a wagon of timber',
    'glass for the windows',
  ],
  q_road_danger: [
    'the road is not safe',
    '#rival.name# has men on the road',
    'the bridges are down',
    'the carters have been bribed',
    'the carters are afraid',
  ],
  q_who_pays: [
    'who is paying it to sit',
    'who pays for the delay',
    'whose idea it was',
    'who stands to gain',
  ],
  q_undoing: ['undoing', 'spoiling', 'burning', 'stealing from'],
  q_hired_away: [
    'hired away by #rival.name#',
    'thrown in the debtors’ prison',
    'frightened out of #town#',
    'taken ill, or says so',
  ],
  q_from: ['from #t2#', 'through #ward#', 'along the old road', 'from the churches of #region#'],
  q_on_watch: [
    'on watch until it passes',
    'to catch whoever comes',
    'to find the plot first',
    'hidden close by',
  ],
  q_measuring: ['measuring', 'sketching', 'pacing out', 'asking questions about'],
  q_live: ['live in #t1#', 'are in gaol', 'have left #region#', 'work for #rival.name#'],
  q_quiet: [
    'does not like the quiet',
    'expects the worst',
    'wants to know what is coming',
    'wants eyes on #rival.leader.name#',
  ],
  q_tell_only: ['to strangers', 'for a price', 'in exchange for a secret', 'in the dark'],
  q_copied: [
    'copied without anyone seeing',
    'read and returned',
    'stolen outright',
    'burned before anyone else reads them',
    'in the party’s hands by #q_day#',
  ],
  q_witness_gone: [
    'left #town#',
    'joined a monastery',
    'taken ship for #realm2#',
    'gone into hiding in #ward#',
  ],
  q_cipher_hope: [
    'a name in #t2# who might read it',
    'a fortnight to have it read',
    'no idea who sent it',
    'a suspicion about who wrote it',
    'a scholar in #t1# who owes #f.first# a favour',
  ],
  q_held: [
    'in the gaol of #town#',
    'in the cellars of #rival.name#',
    'in the watch house',
    'on a prison hulk',
    'in the stocks by the market',
    'under the tower of #seat.name#',
    'in a cellar under #ward#',
    'on a ship in the roads',
    'in a locked attic in #t1#',
    'in a madhouse outside #town#',
    'in the bishop’s prison',
    'in a sponging-house on #street#',
    'in the cellars of the customs house',
  ],
  q_past: [
    'people who would rather it never arrived',
    'the tollmen of #seat.name#',
    'a bridge #rival.name# watches',
    'flooded fords',
  ],
  q_willing: [
    'willing or not',
    'without #rival.name# knowing',
    'before the week is out',
    'and paid for their trouble',
  ],
  q_healer: [
    'a physician',
    'a famous surgeon',
    'a bone-setter',
    'an old midwife',
    'an apothecary',
    'a herb-wife',
  ],
  q_tonight: ['tonight', 'before dawn', 'before the watch comes', 'under cover of the fair'],
  q_family: [
    'A family',
    'A widow and her sons',
    'A witness',
    'An old clerk',
    'A printer and his press',
    'A midwife',
    'A boy who saw too much',
  ],
  q_cannot: [
    'cannot be seen to do it',
    'has no one else to send',
    'does not trust the usual people',
    'cannot spare the members',
    'is watched too closely',
  ],
  q_who_writes: [
    'who writes the sermons',
    'who pays the preacher',
    'where the preacher goes at night',
    'whether the preacher can be bought',
    'who prints the tracts',
  ],
  q_answers: [
    'answers brought back before #q_day#',
    'an answer brought back unread',
    'the replies kept from #rival.name#',
    'word sent the moment they arrive',
    'a reply returned by #q_day#',
  ],
  q_fled: ['fled #town#', 'gone to the priests', 'changed their mind', 'vanished'],
  q_sound: ['the bell', 'singing', 'their own names called', 'something knocking back'],
  q_does_not_say: [
    'does not say what it does',
    'pays in advance',
    'will not say what happened to the last party',
    'wants it unopened',
  ],
  q_behind: [
    'whatever they hear behind them',
    'and never at the altar',
    'until the candles go out',
    'and not to count the faithful',
  ],
  q_face: [
    'the face that goes with it',
    'where the name sleeps',
    'who else knows it',
    'whether the name is even real',
  ],
  q_owes: ['a death', 'an apology in blood', 'a ruined house', 'twenty years of silence'],
  q_came_back: [
    'that they came back',
    'that they are in #t2#',
    'that they are dying',
    'that they have a new name',
  ],
  q_gift: [
    'worth stealing',
    'cursed, perhaps',
    'alive',
    'a forgery',
    'a horse with a bad temper',
    'a book that someone else wants',
    'worth a small house',
    'a very old wine',
    'a portrait that flatters nobody',
    'something #rival.name# would kill for',
    'a sword with a history',
  ],
  q_gift_why: [
    'to win',
    'to soften',
    'to buy the goodwill of',
    'as a first offer for',
    'to remind everyone of',
  ],
  q_neutral: [
    'neither side has reason to distrust',
    'of good family and no opinions',
    'who can keep a secret and a straight face',
    'who has never met #rival.leader.name#',
    'with no stake in the outcome',
    'whom both sides owe a favour',
    'who speaks three languages and no opinions',
    'whom nobody in #town# knows',
    'with manners and a short memory',
    'who can ride hard and talk softly',
  ],
  q_gobetween: [
    'a go-between',
    'a messenger',
    'an honest broker',
    'a discreet escort',
    'a voice at the table',
  ],
  q_avoiding: [
    'avoiding #f.first#',
    'seen dining with #rival.leader.name#',
    'ill, conveniently',
    'asking for more',
    'away in #t1# on business',
    'sending polite refusals',
    'afraid of #rival.leader.name#',
    'unreachable since the last vote',
    'demanding a favour in return',
    'pretending to be ill',
  ],
  q_know_coming: [
    'three people know it is coming',
    '#rival.name# knows it is coming',
    'the road is watched',
    'the purse is lighter than it should be',
  ],
  q_before_day: ['before the deciding day', 'by #q_day#', 'and spoiled', 'and matched'],
  q_office: [
    'an office of #town#',
    'a clerk’s drawer at #seat.name#',
    'a chest in #t1#',
    'a magistrate’s study',
  ],
  q_favour_first: [
    'a cart of #good# brought safely from #t1#',
    'a nephew got out of trouble',
    'a letter delivered to #realm2#',
    'a rival frightened off',
  ],
  // Jobs of the kind's own, beyond the goals: they claim no goal.
  quest_job: [
    'The Debt of #debtor.name# :: #giver.name# wants #q_debt_what# collected from #debtor.name#, who has hired #q_hired# and #q_debtor_hopes#.',
    'The Locked Box of #street# :: Someone broke into #hq# #q_nights_ago# and took #q_box#; #giver.name# wants it back #q_unopened#.',
    '#missing.first#, the Missing #rank1.name# :: One of the #rank1.plural#, #missing.name#, vanished in #ward# #q_nights_ago#, and #giver.name# #q_know# whether #missing.first# was #q_fate#.',
    'The Parley at #innT# :: #rival.leader.name# has asked for a parley at #inn# #q_parley_when#, and #giver.name# wants the party there as #q_parley_role#.',
    '#q_voice_t# :: #q_voice_who# in #f.first# is #q_voice_doing# #rival.name#, and #giver.name# hires outsiders #q_outsiders#.',
    '<p-thieves> The Vault under #mark# :: #giver.name# needs a plan of the vault under #mark#, and #q_inside#.',
    '<p-thieves> #q_fence_t# :: #contact.name#, the best fence in #town#, has stopped buying from #f.first#, and #giver.name# #q_know# #q_fence_why#.',
    '<p-merchant has-river> The Sunken Barge on #river# :: A barge of #good# sank in #river# #q_suspicious#, and #giver.name# wants the cargo raised before #rival.name# claims it.',
    '<p-merchant> The #good.title# Shortage in #t1# :: #q_buyer_open# #good# #q_buyer_where#, and #giver.name# #q_know# #q_who_buying#.',
    '<p-knights> The Beast of #site# :: Something has been #q_beast_doing# by #site#, and #giver.name# wants it found, with the #rank1.plural# riding alongside.',
    '<p-cult> The Book in #ruinT# :: #giver.name# hires the party, through three go-betweens, to fetch a book from #ruin# and #q_book_rule#.',
    '<p-mages> The Runaway #rank0# :: #rank0.a.capitalize# has fled the cabal with a stolen grimoire of #art.noun#, and #giver.name# wants both back #q_before_harm#.',
    '<p-rebels> The Press on #street# :: The watch has found the street where the press is hidden, and #giver.name# needs it moved #q_tonight#, under their noses.',
    '<p-noble> The Stewards of #t1T# :: #q_leak# the estates around #t1#, and #giver.name# wants the stewards #q_audited#.',
    '<p-mercenary> The Deserters of #t2T# :: #q_deserters# deserted with #q_stolen_arms# towards #t2#, and #giver.name# wants them found #q_deserters_before#.',
    '<p-druids> The Sick Stag of #forest# :: The great stag of #forest# is dying of something that is not a disease, and #giver.name# #q_suspects#.',
    '<p-spies> The Emptied Drop on #street2# :: A dead drop on #street2# has been emptied by someone else, and #giver.name# #q_know# who, #q_and_what#.',
    '<p-assassins> Proof of #debtor.name#’s Death :: #giver.name# needs proof that #debtor.name# really died #q_death_how#, as the client has paid for.',
    '<p-holy> The Fever in #v1# :: A fever is emptying #v1#, and #giver.name# needs #q_medicine# carried there past the quarantine.',
    '<p-scholars> Expedition to #ruinT# :: #giver.name# is leading an expedition to #ruin# and needs #q_expedition#.',
    '<p-smugglers> The Informer at #innT# :: Someone at #inn# is telling the excise men about the runs, and #giver.name# #q_know# who #q_before_run#.',
    '<typed-beast> The Escaped #beast.one.title# :: One of the #beast.many# has got loose in #town#, and #giver.name# wants it back #q_beast_back#.',
  ],
  q_nights_ago: [
    'three nights ago',
    'on the last new moon',
    'during the feast',
    'while #leader.first# was away',
    'last week',
    'two nights ago',
    'on the night of the storm',
    'the night before the meeting',
    'while the watch was changing',
  ],
  q_unopened: [
    'unopened',
    'before anyone reads what is inside',
    'and the thief with it',
    'by #q_day#',
    'with the seals unbroken',
    'and the thief’s name with it',
    'before the quarter day',
  ],
  q_box: [
    'a locked box',
    'a locked box of letters',
    'the strongbox',
    'a chest of papers',
    'the founder’s box',
    'a locked ledger',
    'a casket nobody was supposed to know about',
  ],
  q_fate: ['taken, killed or turned', 'arrested quietly', 'bought by #rival.name#', 'simply tired of it all'],
  q_parley_role: [
    'guards and witnesses',
    'the ones who get everyone out if it goes wrong',
    'neutral hands who hold the weapons',
    'food-tasters, among other things',
    'witnesses who will swear to what was said',
    'the hands that carry the gifts',
    'the only armed people in the room',
    'interpreters who understand more than they say',
    'a bodyguard nobody is meant to notice',
    'the ones who check the wine',
    'the escort home',
  ],
  q_parley_when: [
    'on the next market day',
    'at noon, in the public room',
    'after dark',
    'on neutral ground',
    'in a week',
    'on the feast day',
    'with no blades on the table',
    'with two on each side',
  ],
  q_outsiders: [
    'because outsiders cannot be the traitor',
    'and pays them through #front.name#',
    'and tells the #seconds# nothing',
    'with a warning to trust nobody inside',
    'and will not say how #giver.they# #giver.v:knows#',
    'and trusts only the party’s ignorance',
    'and half suspects the party already',
    'because the last inquiry ended in a knife',
    'and wants the answer before the next meeting',
  ],
  q_voice_who: [
    'Somebody',
    'One of the #seconds#',
    'A member close to #leader.first#',
    'Someone with a key to #hq#',
    '#rank0.a.capitalize# or two',
  ],
  q_voice_doing: [
    'talking to',
    'selling names to',
    'writing to',
    'taking money from',
    'dining with',
    'meeting agents of',
  ],
  q_fence_why: [
    'who is buying instead',
    'who frightened #contact.first#',
    'what #contact.first# is hiding',
    'whether #contact.first# has turned informer',
  ],
  q_fence_t: [
    'A Fence Gone Quiet in #ward#',
    'The Silent Fence of #street#',
    '#contact.first# Stops Buying',
    'Why #contact.first# Stopped Buying',
    'The Fence Who Shut Shop',
  ],
  q_suspicious: [
    'under suspicious circumstances',
    'on a calm night',
    'with its captain ashore',
    'an hour after #rival.name# was seen on the quay',
  ],
  q_who_buying: [
    'who is paying',
    'where it is going',
    'who tipped them off',
    'whether #rival.name# is behind it',
  ],
  q_beast_doing: ['killing travellers', 'taking sheep', 'haunting the road', 'tearing up graves'],
  q_book_rule: [
    'not to open it',
    'not to read it aloud',
    'to burn anything else they find',
    'to count the pages',
  ],
  q_before_harm: [
    'before either does harm',
    'before the watch finds them',
    'before the book is sold',
    'by the dark of the moon',
  ],
  q_audited: [
    'audited without their knowing',
    'watched for a month',
    'caught in the act',
    'replaced without a scandal',
    'checked against the old rolls',
    'followed to #t2#',
    'tested with a false order',
    'questioned one by one',
    'bribed into talking',
  ],
  q_leak: [
    'Money is leaking from',
    'Rents have fallen by a third on',
    'Timber is going missing from',
    'Someone is selling grain from',
    'The tenants are paying twice on',
    'The accounts no longer add up for',
  ],
  q_stolen_arms: ['a wagon of the company’s arms', 'the pay chest', 'the horses', 'the second banner'],
  q_suspects: [
    'wants the cause found',
    'suspects poison',
    'suspects a curse from #rival.name#',
    'will not rest until it is known',
  ],
  q_and_what: [
    'and what they read',
    'and how they knew',
    'and whether they left a message',
    'and where it went',
  ],
  q_death_how: [
    'in the fire at #t1#',
    'in a shipwreck off the coast',
    'of a fever in #t2#',
    'in a duel at dawn',
  ],
  q_medicine: [
    'medicines',
    'clean water and blankets',
    'two physicians',
    'a relic of #deity.name#',
    'bread and fuel',
    'a physician and her tools',
  ],
  q_expedition: [
    'guards who can read, or readers who can fight',
    'diggers who do not talk',
    'someone who has been inside and come out',
    'a guide who knows the old ways',
  ],
  q_before_run: [
    'before the next moonless night',
    'before the next cargo',
    'and who pays them',
    'without the informer knowing',
  ],
  q_beast_back: ['before anyone asks whose it is', 'alive', 'before the watch kills it', 'and quietly'],
  q_hired: [
    'guards and a lawyer',
    'a priest and a bully',
    'two cousins and a magistrate',
    'a witch and a clerk',
    'every dog in #ward#',
    'a sworn bodyguard',
    'a mob of cousins',
    'a retired sergeant and his sons',
    'a lawyer from #t1#',
    'a pair of hired swords from #t2#',
    'the watch captain’s nephew',
    'a fortune-teller',
    'half the dockhands of #ward#',
    'a preacher with a large congregation',
  ],
  q_debt_what: [
    'a debt',
    'an old debt',
    'a debt of three years',
    'a gambling debt',
    'a debt #f.first# bought cheap',
    'a loan gone sour',
    'a widow’s debt',
  ],
  q_debtor_hopes: [
    'is not sure which will help more',
    'thinks that is enough',
    'has stopped answering letters',
    'means to leave #town# before the quarter day',
    'says the debt was paid',
    'has a better lawyer than #f.first#',
    'has friends in #seat.name#',
  ],
  q_spread: [
    'in every tavern of #ward#',
    'on every church door of #town#',
    'in the markets of #town# and #t1#',
    'among the #seat.member#s',
    'in the squares of #t1#',
  ],
  q_printer: [
    'frightened',
    'in debt to #rival.name#',
    'already watched',
    'greedy',
    'a coward with a good press',
  ],
  q_when: [
    'at the next new moon',
    'within the fortnight',
    'on the night of the #town# fair',
    'before the thaw',
    'at the end of the month',
    'at the next quarter day',
    'before the fair',
    'after the feast of #deity.name#',
    'before the wedding season',
    'at the turn of the year',
  ],
  q_match: [
    'a match for #gist#',
    'the suitor offered for #gist#',
    'the dowry promised with #gist#',
    'the bride chosen for #gist#',
    'the family offered for #gist#',
  ],
  q_signed: [
    'the contract is signed',
    'the banns are read',
    'the dowry is paid',
    'the families meet',
    'the betrothal feast',
  ],
  q_day: [
    'the next quarter day',
    'midsummer',
    'the first frost',
    'the feast of #deity.name#',
    'the end of the month',
    'the next full moon',
  ],
  // What a giver needs found out, said several ways: 'X wants to know' closed a sixth of an account's quests.
  q_buyer_open: [
    'Someone is buying every bale of',
    'A stranger’s agents are cornering',
    'Every market has been stripped of',
    'A buyer with a foreign purse is taking all the',
    'Somebody is hoarding',
  ],
  q_buyer_where: [
    'in #region#',
    'between #town# and #t1#',
    'at every fair of #region#',
    'along the roads out of #town#',
    'before it reaches #town#',
  ],
  q_know: ['wants to know', 'needs to know', 'means to find out', 'has to learn'],
  // What makes it harder: one of these, composed.
  quest_twist: [
    '<!goal-rival !r-person> #rival.name# #tw_wants#, and has already #tw_sent#.',
    '<r-person !goal-rival> #rival.name# has #tw_heard#, and #tw_waits#.',
    '#rival.leader.name# #tw_offer# #tw_offer_what#.',
    '#tw_ally_start# #ally.name# #tw_ally_end#.',
    '<hidden> #tw_hired_through# #front.name#, and #giver.first# #tw_hidden#.',
    '<evil> #tw_evil_if#, #f.first# will #tw_evil#, #tw_evil_tail#.',
    '<evil> #tw_evil_rule#: #f.first# will #tw_evil#, #tw_evil_tail#.',
    '<good> #giver.first# insists that #tw_good_rule#, #tw_good#.',
    '#tw_pay_start# in #tw_pay_coin#.',
    '#tw_deadline_start# #tw_deadline#.',
    '#traitor.first# #tw_traitor#, #tw_traitor_tail#.',
  ],
  tw_evil_if: [
    'If the party fails',
    'If the job goes wrong',
    'If the party comes back empty-handed',
    'If word of it gets out',
    'If anyone talks',
  ],
  tw_evil_rule: [
    'Failure is not forgiven',
    'There are no second chances',
    'Excuses are not accepted',
    'Nobody fails twice',
  ],
  tw_wants: [
    'wants the same thing',
    'is after the same prize',
    'got wind of it first',
    'means to spoil it',
    'has its own plans for it',
    'needs it to fail',
    'is waiting for it to go wrong',
    'would pay to see it done badly',
  ],
  tw_heard: [
    'heard of the job',
    'bought a copy of the plan',
    'guessed the rest',
    'a friend among the party’s contacts',
  ],
  tw_evil_tail: [
    'and says so plainly',
    'which has happened before',
    'and keep their names in a book',
    'without a second thought',
    'and everyone in #ward# knows it',
    'which is no idle threat',
    'and #leader.first# will see to it',
    'to make a point',
    'and nobody will find the bodies',
    'with interest',
  ],
  tw_good_rule: [
    'nobody is to be hurt',
    'no watchman is to be harmed',
    'the innocent are to be spared',
    '<fam-crime> nobody is to be robbed who can least afford it',
    '<!fam-crime> nobody is to be cheated of a penny',
    'there is to be no killing',
  ],
  tw_traitor_tail: [
    'and the #seconds# have not noticed',
    'which #giver.first# thinks is a kindness',
    'and has reasons of #traitor.their# own',
    'though nobody asked #traitor.them# to',
    'and will report every step',
    'and has a boat waiting',
    'and takes notes',
    'and smiles too much',
    'and nobody else thinks it odd',
    'and has done this before',
  ],
  tw_sent: [
    'sent someone',
    'hired a crew from #t1#',
    'bought the first guard',
    'placed a spy among the party’s contacts',
    'paid the watch to be elsewhere',
    'warned the owner',
    'set a trap of its own',
    'laid a false trail',
    'hired spies of its own',
    'put a price on the job',
    'bribed a member of #f.first#',
  ],
  tw_waits: [
    'means to be waiting when it is done',
    'has sent word to the watch',
    'has offered a reward for the party’s names',
    'will follow the party every step',
    'has a counter-offer ready',
    'has hired the same guides',
    'is already in #t1#',
  ],
  tw_offer: [
    'will offer the party',
    'has already offered the party',
    'is ready to pay the party',
    'will send a friendly stranger to offer the party',
    'will come in person to offer the party',
    'is ready to promise the party',
    'will let it be known the party can have',
    'will quietly offer the party',
    'has a letter ready offering the party',
    'will corner the party at #inn# and offer',
  ],
  tw_offer_what: [
    'twice the fee to fail',
    'a better price to look the other way',
    'a house in #t1# to walk away',
    'a pardon for old crimes if they sell #f.first# out',
    'a fine horse and no questions to go home',
    'a share of #good# to lose the way',
    'information worth more than the fee',
    'a job of their own afterwards',
    'a bigger fee to change sides',
    'a purse and a warning',
    'a name the party will want',
    'their own weight in #good#',
    'silver to stay at home that night',
    'a better job in #t2#',
    'a boat out of #town#',
    'a cut of the prize',
    'their debts forgiven',
  ],
  tw_ally_start: [
    'What #giver.first# has not said is that',
    'The party will learn, too late, that',
    'Nobody mentions that',
    'It will come out that',
    'Only #traitor.first# knows that',
    'The first clue is that',
    'There is a rumour that',
    'Behind it all,',
    'The catch:',
    'Ask at #inn# and you hear that',
    'Unknown to the party,',
    '#contact.name# could tell them that',
  ],
  tw_ally_end: [
    'is involved, and would be embarrassed to be found out',
    'has its own reasons to want it done',
    'wants it to fail, quietly',
    'is paying half the fee',
    'has already tried once and failed',
    'expects a share',
    'has told #rival.name# everything',
    'will deny all knowledge',
    'wants the prize for itself',
    'is watching to see who does the work',
    'has a spy among the hirelings',
    'lent the money for it',
    'means to take the credit',
    'would rather it were done badly',
  ],
  tw_hidden: [
    'takes care never to say who is really paying',
    'uses a name that is not #giver.their# own',
    'meets the party only by lamplight',
    'pays through three different hands',
    'wears the clothes of an honest clerk',
    'insists the job is charity work',
    'never meets them twice in one place',
    'claims to be a servant of someone else',
    'sends a child with the money',
    'pretends to be a go-between',
    'lets the party believe the job is legal',
    'speaks of the real employer as a rumour',
    'pays in coin from a front’s till',
    'has the receipts made out to someone else',
  ],
  tw_hired_through: [
    'The party is hired through',
    'The offer comes through',
    'The party never deals with anyone but',
    'Every message comes by way of',
    'The money is paid by',
    'The job is offered in the name of',
    'The party is told they are working for',
  ],
  tw_evil_who: ['#f.first#', '#leader.first#', 'the #seconds#', '#giver.first#'],
  tw_evil: [
    'make sure the watch of #town# blames the party',
    'deny ever having met them',
    'sell their names to #rival.name#',
    'keep the advance and send a bill',
    'collect from their friends instead',
    'tell their enemies where they sleep',
    'burn the inn they lodge at',
    'put a price on the slowest of them',
    'hand their descriptions to the watch',
    'see they never work in #town# again',
    'have the party’s horses and gear seized for the loss',
    'tell every tavern in #town# who let them down',
    'send someone to ask for the advance back, politely, once',
    'remember it at the worst possible moment',
  ],
  tw_good: [
    'which makes everything harder',
    'and means it',
    'and pays a bonus for every life spared',
    'whatever it costs',
    'and will check',
    'even if the job fails',
    'because #leader.first# insists',
    'and has turned away harder men',
    'which the party may find quaint',
    'and keeps count',
  ],
  tw_pay_start: [
    'Half the reward is paid in advance,',
    'The fee is paid on the day,',
    'The payment is to be made at #inn#,',
    'A third is paid now and the rest on proof,',
    'Nothing is paid until it is done, and then',
    'The fee is generous and comes',
    'Payment comes in two halves, the second',
    'The fee is half what it should be, and comes',
  ],
  tw_pay_coin: [
    'coins stamped by the mint of #realm#',
    'clipped silver nobody will take',
    'bills drawn on a bank in #t2#',
    '#good#, by the cask',
    'foreign gold that raises questions',
    'a deed to a house in #t1#',
    'old coins with a dead king’s face',
    'promises, mostly',
    'bolts of good cloth',
    'a promissory note',
    'silver from #ally.name#',
    '#good#, delivered later',
    'a share of the next job',
    'a favour from #ally.name#',
    'coin of #realm2#',
    'jewels of doubtful history',
    'the deeds to a vineyard',
    'coin from a sunken ship',
  ],
  tw_deadline_start: [
    'It has to be done',
    'Everything must be finished',
    '#giver.first# wants it over',
    'There is no time to waste:',
    'The whole thing must be over',
    'It all has to happen',
    'All of it must be done',
    'The job must be finished',
    'The last of it must be done',
    '#giver.first# needs it settled',
  ],
  tw_deadline: [
    'within nine days, before #lord# returns to #town#',
    'before the next new moon',
    'before the assizes open',
    'before the roads close for winter',
    'before #rival.name# hears of it',
    'by the feast of #deity.name#',
    'before the next quarter day',
    'before the fair ends',
    'within the week',
    'before the tax-collectors arrive',
    'before the magistrate changes',
    'before the snow closes the passes',
    'before the spring fair',
    'by the end of the assizes',
    'before the harvest is in',
    'before #giver.first# loses #giver.their# nerve',
    'while #rival.leader.name# is out of town',
    'before the letter reaches #t2#',
  ],
  tw_traitor: [
    'has asked to come along',
    'knows more about the job than anyone told #traitor.them#',
    'arranges every meeting and chooses the places',
    'will be the party’s contact',
    'insists on carrying the money',
    'has been asking who else was hired',
    'chose the party personally',
    'wants to hold the map',
    'has friends on the other side',
    'offers to take the night watch alone',
    'knows the guards by name',
  ],
};

/** A title of seven words at most: a long one loses its last 'of ...' or 'around ...' ('The Farms Around X'). */
export function shortTitle(title: string): string {
  let t = title.trim();
  for (let i = 0; i < 4 && t.split(/\s+/).length >= 8; i++) {
    const cut = t.replace(
      /\s+(?:of|around|in|from|at|for|to|on|near)\s+(?:(?!\s(?:of|around|in|from|at|for|to|on|near)\s).)*$/i,
      '',
    );
    // A cut that leaves too little ('A Plan') is no title: the long one is cut by words instead.
    if (cut === t || cut.split(/\s+/).length < 4) break;
    t = cut;
  }
  // A title still too long loses the first words of its longest run of capitalised words (the modifiers, never
  // the head): 'A Plan of the Black Iron Music Box Vault' -> 'A Plan of the Music Box Vault', never 'A Plan of the
  // Black Iron Music'. Failing that it loses its last words, never ending on a small word.
  const words = t.split(/\s+/);
  while (words.length >= 8) {
    let best = -1;
    let bestLength = 0;
    for (let i = 1; i < words.length; ) {
      let j = i;
      while (j < words.length && /^\p{Lu}/u.test(words[j]!)) j++;
      if (j - i > bestLength) {
        best = i;
        bestLength = j - i;
      }
      i = j === i ? i + 1 : j;
    }
    if (bestLength < 3) break;
    // After an owner the word that goes is the one it owned ('Timber Merchants’ Strongroom Vault' -> 'Timber
    // Merchants’ Vault'), so the owner that tells one title from another stays.
    const owner = words.slice(best, best + bestLength - 2).findIndex((w) => /['’]s?$/.test(w));
    words.splice(owner >= 0 ? best + owner + 1 : best, 1);
  }
  if (words.length < 8) return words.join(' ');
  const kept = words.slice(0, 7);
  while (kept.length > 2 && STOP.test(kept[kept.length - 1]!.replace(/[’']s$/, ''))) kept.pop();
  return kept.join(' ');
}

/** 'control the docks' (an aim) or '' from a goal text. */
export function goalAim(text: string): string {
  return readGoal(text).aim;
}

const QUEST_COUNTS: readonly (readonly [number, number])[] = [
  [2, 3],
  [2, 3],
  [3, 4],
  [3, 4],
  [4, 5],
  [4, 6],
];

/** A gist that is a place, not a thing one can carry off, copy or lock away ('the customs house'). */
const PLACE_GIST = /\b(customs house|strongroom|vault|safe|treasury|bonded store|store|counting-house)\b/i;
/** A gist that is a load on the move ('the tax cart', 'the biggest cargo'): waylaid and sold, never copied or drawn. */
const LOAD_GIST = /\b(cart|cargo)\b/i;
/\b(customs house|strongroom|vault|safe|treasury|bonded store|store|counting-house|cart|cargo)\b/i;

/** True when the part of a gist a title keeps names something ('the Jade Chalice'), not only a kind ('the river route'). */
function namedGist(gist: string): boolean {
  let rest = gist.replace(/^(the|a|an)\s+/i, '');
  // 'the lost crown of Aster' is Aster's, not the town's: a short gist that ends 'of' a name is named.
  if (
    rest.split(/\s+/).length <= 5 &&
    /\sof\s+(the\s+)?\p{Lu}[\p{L}’'-]*(\s+\p{Lu}[\p{L}’'-]*)?$/u.test(rest)
  )
    return true;
  if (rest.split(/\s+/).length > 3) rest = rest.replace(/\s+(of|in|from|at|on|to|for|with)\s+.*$/i, '');
  return /\p{Lu}/u.test(rest.split(/\s+/).slice(0, 3).join(' '));
}

/** 'a royal charter' in a title as the town's own: 'Ashford’s Royal Charter'. */
function ownedTitles(gist: string, town: string): { inner: string; bare: string } {
  const bare = gistTitles(gist).bare;
  // A gist that already has an owner ('Silk Merchants’ Bonded Store') is not owned twice.
  // A place's own ('Whitefall’s New House') takes no article; a body's ('the Silk Merchants’ Store') does.
  if (/^\p{Lu}[\p{L}-]*['’]s\s/u.test(bare)) return { inner: bare, bare };
  if (/['’]s?(\s|$)/.test(bare) || bare === FALLBACK_GIST) return { inner: `the ${bare}`, bare };
  const owned = `${possessive(town)} ${bare}`;
  return { inner: owned, bare: owned };
}

/** Words a title never ends on, and where a noun phrase in a gist stops ('the blue glass music box that sings'). */
const STOP =
  /^(of|in|from|at|on|to|for|with|around|near|beyond|the|a|an|and|or|but|every|each|all|some|any|no|its|their|his|her|that|which|who|whom|whose|where|when|while|before|after|until|so|than|as|by|into|over|under|is|are|was|were|be|being|been|this|these|those|one|two|three|quietly|once|again)$/i;
/** A short sound title for a gist that cannot be cut into one. */
const FALLBACK_GIST = 'Matter';

/** The noun phrase a gist opens with, whole, never cut inside ('blue glass music box'); null when there is none. */
function leadingPhrase(all: readonly string[]): string[] | null {
  // 'every fence in Bridge Side' keeps its 'every': 'Three Friends for Every Fence'.
  const lead = all.length > 1 && /^(every|each|all)$/i.test(all[0]!) ? [all[0]!] : [];
  const words = all.slice(lead.length);
  const end = words.findIndex((w) => STOP.test(w));
  let phrase = [...(end < 0 ? words : words.slice(0, end))];
  if (phrase.length === 0) return null;
  // An owner without its thing ('glovers’ quarter’s' before 'every shop') becomes the thing.
  const last = phrase[phrase.length - 1]!;
  if (/['’]s$/.test(last)) phrase[phrase.length - 1] = last.replace(/['’]s$/, '');
  else if (/s['’]$/.test(last)) phrase[phrase.length - 1] = last.replace(/['’]$/, '');
  // A long phrase keeps its head: the last words of a noun phrase name the thing.
  if (phrase.length > 4) phrase = phrase.slice(-3);
  while (phrase.length > 1 && /['’]s?$/.test(phrase[0]!) && phrase.length > 3) phrase.shift();
  return phrase.length > 0 ? [...lead, ...phrase] : null;
}

/**
 * A gist for a title, short enough for one and in title case: with its article inside a title ('for the Council of
 * Ashford'), and without at a title's start ('The Council of Ashford Job').
 */
function gistTitles(given: string): { inner: string; bare: string } {
  let gist = given;
  // 'every fence in Bridge Side' is titled as 'the fences in Bridge Side'.
  const all = /^(every|each|all)\s+(\S+)(.*)$/i.exec(gist.trim());
  if (all) gist = `the ${plural(all[2]!)}${all[3]}`;
  const article = /^(the|a|an)\s+/i.exec(gist)?.[1]?.toLowerCase();
  let rest = gist.replace(/^(the|a|an)\s+/i, '').replace(/[,;:.]+$/, '');
  // A long gist is cut where its first 'of' or 'in' begins ('the Jade Chalice of Saint Orrin' -> 'the Jade Chalice'),
  // unless what follows is a short name ('the Lost Crown of Aster', 'the Manors Around Cold Bridge').
  const count = rest.split(/\s+/).length;
  if (count > 3) {
    const m = /^(.*?)\s+(of|in|from|at|on|to|for|with|around|near|beyond)\s+(.*)$/i.exec(rest);
    // A short name after it is kept as an owner: 'Aster’s Lost Crown', 'Moor Tor’s Farms'.
    if (m && count <= 6 && /^(the\s+)?\p{Lu}[\p{L}’'-]*(\s+\p{Lu}[\p{L}’'-]*)?$/u.test(m[3]!)) {
      const owner = m[3]!.replace(/^the\s+/i, '');
      const ofAll = /^(every|each|all)\s+(\S+)$/i.exec(m[1]!);
      // 'every fence in Bridge Side': 'the Fences of Bridge Side', 'Bridge Side Fences'.
      if (ofAll) {
        const many = titleCase(plural(ofAll[2]!));
        return { inner: `the ${many} of ${owner}`, bare: `${owner} ${many}` };
      }
      const head = leadingPhrase(m[1]!.split(/\s+/).slice(-2));
      if (head) {
        const owned = `${possessive(m[3]!.replace(/^the\s+/i, ''))} ${titleCase(head.join(' '))}`;
        return { inner: owned, bare: owned };
      }
    }
    if (m) rest = m[1]!;
  }
  const words = rest.split(/\s+/);
  // A short gist is kept whole ('Council of Larkmarch') unless a word in it ends the noun phrase early.
  const breaks = (w: string) =>
    /^(every|each|all|some|any|no|that|which|who|whom|whose|where|when|while|so|than|is|are|was|were|quietly)$/i.test(
      w,
    );
  const phrase =
    words.length > 4 || words.some(breaks) || STOP.test(words[words.length - 1]!)
      ? leadingPhrase(words)
      : words;
  if (!phrase) return { inner: `the ${FALLBACK_GIST}`, bare: FALLBACK_GIST };
  const short = titleCase(phrase.join(' '));
  return { inner: article ? `${article} ${short}` : short, bare: short };
}

/**
 * Quests: one built on each goal (in the goal's order), then the kind's own jobs; each with the goal it serves
 * named (when it serves one) and a complication. Returns more than are kept: the caller keeps `count`, and the
 * rest are spares for the agreement checks.
 */
export function writeQuests(
  record: FactionRecord,
  rng: Rng,
): { items: { title: string; description: string }[]; count: number } {
  const { ctx, goals, members } = record;
  const count = rng.int(...QUEST_COUNTS[record.sizeRank]!);
  const quests: { title: string; description: string }[] = [];
  bindRival(record, record.rivals[0]!);
  const officers = members.slice(1).filter((m) => m !== record.traitor);
  const givers = officers.length > 0 ? officers : [members[0]!];
  const titles = new Set<string>();
  ctx.bind('ruinT', titleCase(record.places.ruin.replace(/^the /, '')));
  ctx.bind('innT', titleCase(record.places.inn.replace(/^the /, '')));
  ctx.bind('t1T', record.places.towns[0]!);
  ctx.bind('t2T', record.places.towns[1]!);
  for (let i = 0; quests.length < count + 2 && i < count * 3; i++) {
    const giver = givers[quests.length % givers.length]!;
    ctx.bind('giver', giver.person);
    const goal = i < goals.length ? goals[i]! : null;
    let title: string | undefined;
    let job: string | undefined;
    if (goal) {
      ctx.bind('aim', goal.aim);
      ctx.bind('goal', goal.text);
      ctx.bind('gist', goal.gist);
      // A title names something of this faction's own: a gist without a name ('a royal charter') is the town's.
      const gt = namedGist(goal.gist) ? gistTitles(goal.gist) : ownedTitles(goal.gist, record.places.town);
      ctx.bind('gistT', gt.inner);
      ctx.bind('gistB', gt.bare);
      ctx.tags.delete('goal-rival');
      ctx.tags.delete('gist-place');
      ctx.tags.delete('gist-load');
      if (PLACE_GIST.test(goal.gist)) ctx.tag('gist-place');
      if (LOAD_GIST.test(goal.gist)) ctx.tag('gist-load');
      if (goal.text.toLowerCase().includes(record.rivals[0]!.name.toLowerCase())) ctx.tag('goal-rival');
      [title, job] = ctx.expandSymbol(`qj_${goal.kind}`, rng).split(' :: ');
    } else {
      if (!ctx.hasFreshAlternative('quest_job')) continue;
      [title, job] = ctx.expandSymbol('quest_job', rng).split(' :: ');
    }
    if (!title || !job) continue;
    title = shortTitle(title);
    const key = title.toLowerCase();
    if (titles.has(key)) continue;
    titles.add(key);
    const twist = ctx.expandSymbol('quest_twist', rng);
    quests.push({ title: capitalize(tidy(title)), description: tidy(`${job} ${twist}`) });
  }
  return { items: quests, count: Math.min(count, quests.length) };
}
