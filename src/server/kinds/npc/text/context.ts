// An NPC generated from another of the user's entities (decision 024): a town they live in, a faction they belong
// to. The entity's record is read defensively (it is the user's, possibly edited), its facts are bound into the
// NPC's grammar context as variables (rendered as text, never expanded), and the sections are given lines that
// stand on them: the town as home, its inn and trades as the NPC's place of work, its factions and rumours in the
// backstory, wants, secrets and hooks; the faction as the NPC's own, how they joined, its aims and its rivals.
import type { PlotHook } from '../../../../shared/kinds/npc.js';
import {
  contextFields,
  contextName,
  contextRecords,
  contextSentence,
  type FactionEntry,
  midSentence,
  readFactionEntry,
  sameName,
  sentencesOf,
} from '../../../engine/context.js';
import { lowerFirst, tidy, titleCase } from '../../../engine/english.js';
import type { RuleSet } from '../../../engine/grammar.js';
import type { Rng } from '../../../engine/rng.js';
import type { ContextEntity } from '../../../pipeline/kind.js';
import type { Profile, ResolvedOccupation } from './occupations.js';
import type { NpcRecord } from './record.js';

interface Establishment {
  readonly name: string;
  readonly type: string;
  readonly owner: string;
  readonly district: string;
}

/** A key NPC or key member the NPC turns out to be (matched by name): their role and what the record says. */
interface KnownAs {
  readonly role: string;
  readonly description: string;
}

export interface TownSetting {
  readonly kind: 'town';
  readonly town: string;
  readonly nickname: string;
  readonly factions: readonly FactionEntry[];
  readonly rumours: readonly string[];
  readonly threats: readonly { readonly title: string; readonly text: string }[];
  readonly establishments: readonly Establishment[];
  readonly knownAs: KnownAs | null;
}

export interface FactionSetting {
  readonly kind: 'faction';
  readonly name: string;
  readonly purpose: string;
  readonly goals: readonly string[];
  readonly rivals: readonly string[];
  readonly leader: string;
  readonly knownAs: KnownAs | null;
}

export type NpcSetting = TownSetting | FactionSetting;

/** What the record builder changes for a town: the home's name and inn, and where the NPC works. */
export interface HomePlace {
  readonly town: string;
  readonly inn: string | null;
  readonly venue: Establishment | null;
}

function knownAs(members: unknown, name: string | undefined): KnownAs | null {
  if (!name) return null;
  for (const member of contextRecords(members)) {
    if (typeof member.name !== 'string' || !sameName(member.name, name)) continue;
    const role = contextName(member.role, 60);
    const description = contextSentence(member.description, 600);
    return role || description ? { role, description } : null;
  }
  return null;
}

/** Reads the context for an NPC; null when its kind is not one an NPC belongs to, or its record names nothing. */
export function readNpcSetting(
  context: ContextEntity | undefined,
  npcName: string | undefined,
): NpcSetting | null {
  if (!context || typeof context !== 'object') return null;
  const data = contextFields(context.data);
  if (context.kind === 'town') {
    const town = contextName(data.name ?? context.name, 60) || contextName(context.name, 60);
    if (!town) return null;
    return {
      kind: 'town',
      town,
      nickname: contextName(data.nickname, 40),
      factions: contextRecordsOrText(data.factions)
        .map(readFactionEntry)
        .filter((f): f is FactionEntry => f !== null && !sameName(f.name, town))
        .slice(0, 8),
      rumours: contextRecordsOrText(data.rumors)
        .map((r) => contextSentence(r, 220))
        .filter(Boolean)
        .slice(0, 8),
      threats: contextRecords(data.threats)
        .map((t) => ({ title: contextName(t.title, 50), text: contextSentence(t.description, 220) }))
        .filter((t) => t.title && t.text)
        .slice(0, 6),
      establishments: contextRecords(data.establishments)
        .map((e) => ({
          name: contextName(e.name, 50),
          type: contextName(e.type, 40).toLowerCase(),
          owner: contextName(e.owner, 60),
          district: contextName(e.district, 40),
        }))
        .filter((e) => e.name)
        .slice(0, 16),
      knownAs: knownAs(data.keyNpcs, npcName),
    };
  }
  if (context.kind === 'faction') {
    const name = contextName(data.name ?? context.name, 60) || contextName(context.name, 60);
    if (!name) return null;
    const members = contextRecords(data.keyMembers);
    return {
      kind: 'faction',
      name,
      purpose: contextName(data.purpose, 40).toLowerCase(),
      goals: contextRecordsOrText(data.goals)
        .map((g) => contextName(g, 120))
        // A goal is woven in after 'to': it must read as something to do ('Win the river tolls ...').
        .filter((g) => /^\p{Lu}\p{Ll}+\s+\S/u.test(g) && !/^(The|A|An|Our|Their|Its)\s/.test(g))
        .map((g) => lowerFirst(g))
        .slice(0, 10),
      rivals: contextRecords(data.rivals)
        .map((r) => contextName(r.rivalName, 60))
        .filter((r) => r && !sameName(r, name))
        .slice(0, 5),
      leader: contextName(members[0]?.name, 60),
      knownAs: knownAs(data.keyMembers, npcName),
    };
  }
  return null;
}

/** The strings of a list field (a town's factions and rumours are lists of text). */
function contextRecordsOrText(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
}

/** Which establishment types each trade works in (a typed trade is matched by the words themselves). */
const TRADE_PLACES: Partial<Record<Profile, readonly string[]>> = {
  innkeeper: ['inn', 'tavern', 'hostel', 'alehouse'],
  smith: ['smithy', 'armoury', 'forge'],
  priest: ['temple', 'chapel', 'shrine'],
  wizard: ['academy', 'library', 'college'],
  alchemist: ['alchemist', 'apothecary'],
  merchant: ['shop', 'market', 'counting-house', 'warehouse', 'fish market'],
  guard: ['barracks', 'watch-house'],
};
/** A typed trade and the establishment it works in: 'brewer' and a brewery, 'miller' and a mill. */
const TYPED_PLACES: readonly (readonly [RegExp, RegExp])[] = [
  [/\bbrew/, /brew/],
  [/\bmill/, /\bmill\b/],
  [/\btann/, /tanner/],
  [/\b(groom|ostler|stable|horse)/, /stable/],
  [/\b(shipwright|boatwright|boat)/, /boatyard|shipyard/],
  [/\b(librar|scribe|archivist)/, /library/],
  [/\b(actor|actress|player|playwright)/, /theatre|theater/],
  [/\b(banker|moneylender|money-changer|clerk)/, /counting-house|bank/],
  [/\bminer\b/, /\bmine\b/],
  [/\b(bath|attendant)/, /bathhouse/],
  [/\b(fishmonger|fisher)/, /fish market/],
  [/\b(teacher|tutor|scholar|professor)/, /academy|library/],
  [/\b(assayer)/, /assay/],
  [/\b(granary|grain|factor)/, /granary|warehouse/],
  [/\b(craftsman|craftswoman|artisan|carpenter|joiner|cooper)/, /workshop/],
];

/**
 * Where the NPC lives and works in the town: the town's own inn stands in for the invented one, and the NPC's
 * place of work is an establishment of the town when they own one (by name), or when their trade fits one.
 */
export function homePlace(setting: TownSetting, occupation: ResolvedOccupation, npcName: string): HomePlace {
  const places = setting.establishments;
  const isInn = (e: Establishment) => /\b(inn|tavern|alehouse|hostel)\b/i.test(`${e.type} ${e.name}`);
  const owned = places.find((e) => sameName(e.owner, npcName));
  const inn = (owned && isInn(owned) ? owned : places.find(isInn)) ?? null;
  const word = occupation.label.toLowerCase();
  const types = TRADE_PLACES[occupation.profile];
  const fits =
    // The place their occupation names ('brewer of the Malt House'), then the trade's kind of place.
    places.find((e) => word.includes(e.name.toLowerCase().replace(/^the /, ''))) ??
    (types ? places.find((e) => types.some((t) => e.type === t || e.type.includes(t))) : undefined) ??
    (occupation.profile === 'custom'
      ? places.find((e) => TYPED_PLACES.some(([w, t]) => w.test(word) && t.test(e.type)))
      : undefined);
  return { town: setting.town, inn: inn ? midSentence(inn.name) : null, venue: owned ?? fits ?? null };
}

/** The lines written from a context: new symbols only, so an NPC without a context never draws on them. */
export const CONTEXT_RULES: RuleSet = {
  // --- A town: the NPC's place in it (closes the backstory).
  cx_town_line: [
    '<cx-venue cx-own !cx-told> #npc.first# keeps #cxVenue##cxWhere# now, and little happens in #cxTown# that #npc.first# does not hear of.',
    '<cx-venue cx-own !cx-told> #cxVenue.capitalize##cxWhere# is #npc.first#’s now, and the folk of #cxTown# know where to find #npc.them#.',
    '<cx-venue cx-own cx-told> The place is #npc.their# own, and little happens in #cxTown# that #npc.first# does not hear of.',
    '<cx-venue cx-own cx-told> The folk of #cxTown# know where to find #npc.first#, and most of them do, sooner or later.',
    '<cx-venue !cx-own !cx-told> #npc.first# works at #cxVenue##cxWhere# in #cxTown#, which belongs to #cxOwner#.',
    '<cx-venue !cx-own !cx-told> In #cxTown#, #npc.first# runs #cxVenue##cxWhere# for its owner, #cxOwner#, and runs it well.',
    '<cx-venue !cx-own cx-told> #cxOwner# owns the place, but it is #npc.first# the folk of #cxTown# come to see.',
    '<cx-venue !cx-own cx-told> The place belongs to #cxOwner#, but half of #cxTown# thinks of it as #npc.first#’s.',
    '<!cx-venue cx-nick> #cxTown#, which its people call #cxNick#, has been #npc.first#’s home for years now.',
    '<!cx-venue> Everyone in #cxTown# knows #npc.first#, or thinks so.',
    '<!cx-venue !child> #npc.first# has made a life in #cxTown#, and means to keep it.',
    '<!cx-venue child> #npc.first# knows every alley and rooftop of #cxTown#, and most of its secrets.',
    '<!cx-venue> #npc.first# is a familiar face in #cxTown# now.',
  ],
  // The town's key NPC the NPC turns out to be.
  cx_known: ['In #cxTown#, #npc.first# is #cxRole#.', 'All #cxTown# knows #npc.first# as #cxRole#.'],
  // One of the town's factions, in the backstory: what the NPC has to do with it. The NPC's stance is decided once
  // (their own faction, a foe of it, or wary and half-involved) and every line about the faction keeps to it; the
  // faction's aim, a long phrase, is told once.
  cx_faction_line: [
    '<cx-ours> #npc.first# has given #cxFaction.name# the best of #npc.their# years, and #cxFaction.name# has not always given them back.',
    '<cx-ours cx-aim> #npc.first# stands with #cxFaction.name#, who mean to #cxFaction.aim#, and has never hidden it.',
    '<cx-foe cx-aim> #npc.first# has no love for #cxFaction.name#, who mean to #cxFaction.aim#, and has said so in public.',
    '<cx-foe cx-leader !child> #npc.first# once crossed #cxFaction.leader# of #cxFaction.name# in public, and neither has forgotten it.',
    '<cx-foe !child> #cxFaction.name.capitalize# have asked #npc.first# to join them twice, and twice #npc.first# has said no, loudly.',
    '<cx-wary cx-aim> Like everyone in #cxTown#, #npc.first# has had to take a side on #cxFaction.name#, who mean to #cxFaction.aim#, and #npc.first# has not yet chosen it.',
    '<cx-wary cx-leader !child> #npc.first# once did a favour for #cxFaction.leader# of #cxFaction.name#, and has regretted it since.',
    '<cx-wary !child> #cxFaction.name.capitalize# have asked #npc.first# to join them twice, and twice #npc.first# has found a reason to say no.',
    '<cx-wary h-low !child> #npc.first# takes #cxFaction.name.possessive# silver now and then, and asks no questions.',
    '<!cx-ours child> #npc.first# runs messages for #cxFaction.name# for a copper a time, and #npc.their# family does not know.',
  ],
  cx_motive: [
    '<cx-ours cx-aim !cx-aim-used> Help #cxFaction.name# #cxFaction.aim#.',
    '<cx-ours> Rise in #cxFaction.name#, and be the one giving orders.',
    '<cx-foe cx-aim !cx-aim-used !child> Stop #cxFaction.name# before they #cxFaction.aim#.',
    '<cx-foe> Keep #npc.their# corner of #cxTown# out of the hands of #cxFaction.name#.',
    '<cx-foe cx-leader !child> Make #cxFaction.leader# of #cxFaction.name# pay for an old insult.',
    '<cx-wary h-low|h-mid !child> Profit from what #cxFaction.name# want, whether or not they get it.',
    '<cx-wary !child> Win the trust of #cxFaction.name# without owing them anything.',
    '<cx-wary> Stay out of the way of #cxFaction.name#, and keep #npc.their# family out of it too.',
    '<child> Be old enough to join #cxFaction.name#.',
  ],
  cx_secret: [
    '<cx-wary h-low|h-mid !child> #npc.They:has# been taking money from #cxFaction.name# to look the other way.',
    '<!cx-ours cx-leader !child> #npc.They:owes# #cxFaction.leader# of #cxFaction.name# a favour that has not been called in yet.',
    '<cx-foe !child> #npc.They:knows# who inside #cxFaction.name# talks too much after a drink, and #npc.v:has# written the names down.',
    '<cx-wary cx-aim !cx-aim-used !child> #npc.They# secretly #npc.v:wants# #cxFaction.name# to #cxFaction.aim#, and #npc.v:has# helped them more than once.',
    '<!cx-ours !child> #npc.They# once carried a sealed letter for #cxFaction.name# without asking what was in it, and #npc.v:has# wondered ever since.',
    '<cx-ours !child> #npc.They:has# doubts about #cxFaction.name# that #npc.they# would never say aloud.',
    '<cx-ours cx-other !child> #npc.They:has# been meeting someone from #cxOther.name# in secret, and not to spy on them.',
    '<child> #npc.They# #npc.v:has# seen a member of #cxFaction.name# bury something at night, and #npc.v:knows# where.',
  ],
  // A hook on one of the town's rumours, one of its factions or one of its threats.
  cx_rumour_hook: [
    'Talk in #cxTown# | What #cxTown# Whispers :: The talk of #cxTown# is this: “#cxRumour#” #npc.first# has reason to think there is more to it, and #hook_ask# find out the truth.',
    'A Rumour in #cxTown# | Heard at #home.inn.title# :: #npc.first# heard it first at #home.inn#: “#cxRumour#” #npc.first# #hook_ask# learn whether it is true before it reaches the wrong ears.',
    '<!child> Gossip in #cxTown# | Idle Talk :: “#cxRumour#” So goes the gossip in #cxTown#, and #npc.first# is the only one who knows how close to the truth it is. #npc.first# #hook_ask# get to the bottom of it quietly.',
    '<child> Something #npc.first# Heard | A Child’s Ears :: The grown-ups of #cxTown# keep saying it: “#cxRumour#” #npc.first# #hook_ask# find out if it is true.',
  ],
  cx_faction_hook: [
    '<!cx-ours> Trouble with #cxFaction.name.title# | Leaned On :: People from #cxFaction.name# have been leaning on #npc.first#, and the next visit will not be polite. #npc.first# #hook_ask# #find_out# what they really want.',
    '<cx-foe cx-aim !cx-aim-used> Against #cxFaction.name.title# | A Plan in #cxTown# :: #npc.first# has learned how #cxFaction.name# mean to #cxFaction.aim#, and #hook_ask# stop them before anyone in #cxTown# is hurt.',
    '<cx-foe> Against #cxFaction.name.title# | Proof for #cxTown# :: #npc.first# is sure #cxFaction.name# are behind the trouble in #cxTown# this season, and #hook_ask# find the proof.',
    '<cx-wary !child> A Favour Owed | A Package for #cxFaction.name.title# :: #cxFaction.name.capitalize# have called in a favour: #npc.first# is to carry a package across #cxTown# tonight, no questions asked. #npc.first# #hook_ask# come along, in case it is not what it seems.',
    '<cx-ours> A Job for #cxFaction.name.title# | Orders :: Orders have come down from the top of #cxFaction.name#, and #npc.first# has been given the job. #npc.first# #hook_ask# help, and keep it quiet.',
    '<cx-ours cx-other> #cxOther.name.title# | Old Enemies :: Someone from #cxOther.name# has been asking after #npc.first# by name all over #cxTown#. #npc.first# #hook_ask# find out why.',
  ],
  cx_threat_hook: [
    '#cxThreat.title# | Danger to #cxTown# :: #cxThreat.text# #npc.first# has more to lose than most, and #hook_ask# help before it reaches #npc.their# door.',
  ],

  // --- A faction: how the NPC came to it, and what it asks of them.
  cx_join: [
    '#npc.first# joined #cxFaction.name##cxPurpose# #cxJoinWhen#, #cx_join_why#.',
    '#npc.first# was brought into #cxFaction.name##cxPurpose# #cxJoinWhen#, #cx_join_why#.',
  ],
  cx_join_why: [
    'on the word of a friend who has since died',
    'because no one else would have #npc.them#',
    '<h-high> believing every word of the oath',
    '<h-low|h-mid> for the protection and the pay, in that order',
    '<rich> with a purse that opened doors other recruits had to knock on',
    '<poor> because it paid on time, which nobody else ever did',
    '<b-high> after turning down an offer nobody turns down',
    '<b-low> because it was safer inside than out',
    'to settle a debt that could not be settled any other way',
    '<cx-leader> at the invitation of #cxFaction.leader# in person',
  ],
  cx_member_line: [
    'Within #cxFaction.name#, #npc.first# is #cxRole#.',
    '#npc.first# is #cxRole# in #cxFaction.name#.',
  ],
  cx_f_motive: [
    '<cx-goal> See #cxFaction.name# #cxGoal#.',
    'Rise in #cxFaction.name#, and be the one giving orders.',
    '<cx-rival> See #cxRival# brought low, for the sake of #cxFaction.name# and #npc.their# own.',
    '<h-low|h-mid> Get out of #cxFaction.name# with #npc.their# life and a full purse.',
    '<h-high> Keep #cxFaction.name# true to what it was founded for.',
  ],
  cx_f_secret: [
    '<h-low|h-mid cx-rival> #npc.They:has# been selling the secrets of #cxFaction.name# to #cxRival#, a little at a time.',
    '<cx-goal> #npc.They# #npc.v:doubts# that #cxFaction.name# should #cxGoal#, and #npc.v:has# told no one.',
    '<cx-leader !cx-leads> #npc.They:knows# something about #cxFaction.leader# that could bring down the leadership of #cxFaction.name#.',
    '#npc.They# never meant the oath #npc.they# swore to #cxFaction.name#, and #npc.v:is# waiting for the day it is tested.',
    '<cx-rival> #npc.They:has# a friend in #cxRival# that #cxFaction.name# must never learn about.',
  ],
  cx_f_hook: [
    '<cx-goal> Orders from Above | The Work of #cxFaction.name.title# :: Orders have come down through #cxFaction.name#: it is time to #cxGoal#, and #npc.first# has been given a part in it. #npc.first# #hook_ask# help, and ask no questions.',
    '<cx-rival> #cxRival.title# | Rivals in the Street :: Agents of #cxRival# have begun to follow #npc.first#, and one of them left a warning pinned to #npc.their# door. #npc.first# #hook_ask# #find_out# what they know about #cxFaction.name#.',
    '<cx-rival> A Meeting with #cxRival.title# | Terms :: #npc.first# has been chosen to carry terms from #cxFaction.name# to #cxRival#, and suspects #npc.they# #npc.v:is# not meant to come back. #npc.first# #hook_ask# come along.',
    'A Traitor in #cxFaction.name.title# | Loose Tongues :: Someone inside #cxFaction.name# is talking, and #npc.first# has been told to find out who before the blame falls on #npc.them#. #npc.first# #hook_ask# help.',
  ],
};

/** Pronoun words of each gender, for keeping only the record's sentences that agree with the NPC. */
const OTHER_PRONOUNS: Record<string, RegExp> = {
  male: /\b(she|her|hers|herself|they|them|their|theirs|themselves|themself)\b/i,
  female: /\b(he|him|his|himself|they|them|their|theirs|themselves|themself)\b/i,
  'non-binary': /\b(he|him|his|himself|she|her|hers|herself)\b/i,
};

/** The sentences of a key NPC's description that can stand in the backstory: not the look, and not misgendered. */
function knownSentences(description: string, gender: string, race: string, role: string): string[] {
  const sentences = sentencesOf(description);
  // The first sentence is the look, unless it is the role ('She leads the Syndicate as Governor').
  const first = sentences[0] && role && sentences[0].toLowerCase().includes(role.toLowerCase()) ? 0 : 1;
  return sentences
    .slice(first)
    .filter(
      (s) =>
        s.length <= 240 &&
        !s.includes(':') &&
        !OTHER_PRONOUNS[gender]?.test(s) &&
        !/\b(look|picture|eyes|hair|beard|scar)\b/i.test(s) &&
        !/\b(human|elf|dwarf|halfling|gnome|half-elf|half-orc|tiefling|dragonborn)\b/i.test(
          s.replace(new RegExp(`\\b${race}\\b`, 'gi'), ''),
        ),
    )
    .slice(0, 2);
}

/** 'the chief of Pemberingstow' from 'Chief of Pemberingstow'; a role that is a name or a title of its own stays. */
function roleWithArticle(role: string): string {
  if (/^(the|a|an)\s/i.test(role)) return lowerFirst(role);
  const [head = '', ...rest] = role.split(' ');
  const generic =
    /^\p{Lu}\p{Ll}+$/u.test(head) && !/’s|'s/.test(head) && (rest.length === 0 || rest[0] === 'of');
  return `the ${generic ? head.toLowerCase() : head}${rest.length ? ` ${rest.join(' ')}` : ''}`;
}

function yearsWord(record: NpcRecord, rng: Rng): string {
  if (record.ageCategory === 'child') return rng.pick(['this spring', 'last winter', 'a year ago']);
  return rng.pick([
    'years ago',
    'not long ago',
    'in a hard year',
    'when #npc.they# #npc.was# young',
    'a few years ago',
  ]);
}

/** The sections as the writer has them; the context adds to them. */
export interface ContextSections {
  readonly backstory: string;
  readonly motivations: readonly string[];
  readonly secrets: readonly string[];
  readonly plotHooks: readonly PlotHook[];
}

/**
 * Weaves the context into the settled sections. Every draw is from the context's own streams (`context-*`, each
 * forked from its section's stream, so that re-rolling a section redraws its context lines too), so the rest of
 * the NPC is the NPC it would have been, only living in this town or serving this faction.
 */
export function weaveContext(
  record: NpcRecord,
  setting: NpcSetting,
  sections: ContextSections,
  root: Rng,
  hook: (source: string, rng: Rng) => PlotHook | null,
): ContextSections {
  const { ctx, npc } = record;
  const child = record.ageCategory === 'child';
  const write = (symbol: string, rng: Rng) => {
    const text = tidy(ctx.expandSymbol(symbol, rng));
    // The faction's aim is a long phrase: once told, the later lines leave it out.
    const aim = (ctx.get('cxFaction') as { aim?: string } | undefined)?.aim;
    if (aim && text.includes(aim)) ctx.tag('cx-aim-used');
    return text;
  };
  const pick = root.fork('context-pick');
  const lines: string[] = [];
  let motive: string | null = null;
  let secret: string | null = null;
  let newHook: PlotHook | null = null;

  if (setting.kind === 'town') {
    ctx.bind('cxTown', setting.town).tag('cx-town');
    if (setting.nickname && !sameName(setting.nickname, setting.town)) {
      ctx.bind('cxNick', midSentence(setting.nickname)).tag('cx-nick');
    }
    const venue = ctx.get('cxVenueRecord') as Establishment | undefined;
    if (venue) {
      ctx.bind('cxVenue', midSentence(venue.name)).tag('cx-venue');
      // The backstory's trade line may already have said where the NPC works: then it is not said twice.
      if (sections.backstory.toLowerCase().includes(venue.name.toLowerCase().replace(/^the /, ''))) {
        ctx.tag('cx-told');
      }
      ctx.bind(
        'cxWhere',
        venue.district && !sameName(venue.district, setting.town) ? ` in ${venue.district}` : '',
      );
      if (!venue.owner || sameName(venue.owner, npc.name)) ctx.tag('cx-own');
      else ctx.bind('cxOwner', venue.owner);
    }
    // The NPC's own faction is the one their role or trade names ('Leader of the Grey Hounds').
    const role = `${setting.knownAs?.role ?? ''} ${record.occupation.label}`.toLowerCase();
    const ours = setting.factions.find(
      (f) => role.includes(f.name.toLowerCase().replace(/^the /, '')) || sameName(f.leader, npc.name),
    );
    const others = setting.factions.filter((f) => f !== ours);
    const faction = ours ?? (others.length > 0 ? pick.pick(others) : undefined);
    if (faction) {
      ctx.bind('cxFaction', {
        name: midSentence(faction.name),
        aim: faction.aim,
        leader: faction.leader,
      });
      if (faction === ours) ctx.tag('cx-ours');
      else ctx.tag(pick.chance(record.sliders.honesty <= 4 ? 0.3 : 0.55) ? 'cx-foe' : 'cx-wary');
      if (faction.aim) ctx.tag('cx-aim');
      if (faction.leader && !sameName(faction.leader, npc.name)) ctx.tag('cx-leader');
      const other = others.find((f) => f !== faction);
      if (ours && other) ctx.bind('cxOther', { name: midSentence(other.name) }).tag('cx-other');
    }

    const known = setting.knownAs;
    const lineRng = root.fork('backstory').fork('context-backstory');
    if (known?.role) {
      ctx.bind('cxRole', roleWithArticle(known.role));
      lines.push(write('cx_known', lineRng));
      lines.push(...knownSentences(known.description, record.gender, record.race, known.role));
      if (venue) lines.push(write('cx_town_line', lineRng));
    } else {
      lines.push(write('cx_town_line', lineRng));
    }
    const factionRng = root.fork('backstory').fork('context-faction');
    if (faction && factionRng.chance(0.65)) lines.push(write('cx_faction_line', factionRng));
    const motiveRng = root.fork('motivations').fork('context-motive');
    if (faction && motiveRng.chance(0.6)) motive = write('cx_motive', motiveRng);
    const secretRng = root.fork('secrets').fork('context-secret');
    if (faction && secretRng.chance(0.55)) secret = write('cx_secret', secretRng);

    const hookRng = root.fork('hooks').fork('context-hook');
    const rumour = setting.rumours.length > 0 ? hookRng.pick(setting.rumours) : '';
    const threat = setting.threats.length > 0 ? hookRng.pick(setting.threats) : null;
    const roll = hookRng.next();
    let symbol: string | null = null;
    if (rumour && (roll < 0.6 || !faction)) {
      ctx.bind('cxRumour', rumour);
      symbol = 'cx_rumour_hook';
    } else if (faction && (roll < 0.9 || !threat)) symbol = 'cx_faction_hook';
    else if (threat) {
      ctx.bind('cxThreat', threat);
      symbol = 'cx_threat_hook';
    }
    if (symbol) newHook = hook(ctx.expandSymbol(symbol, hookRng), hookRng);
  } else {
    ctx.bind('cxFaction', { name: midSentence(setting.name) }).tag('cx-faction');
    ctx.bind('cxPurpose', setting.purpose ? `, ${withA(setting.purpose)},` : '');
    const leads = sameName(setting.leader, npc.name);
    if (setting.leader && !leads) {
      ctx.bind('cxFaction', { name: midSentence(setting.name), leader: setting.leader }).tag('cx-leader');
    }
    if (leads) ctx.tag('cx-leads');
    const pickRng = root.fork('context-pick');
    if (setting.goals.length > 0) ctx.bind('cxGoal', pickRng.pick(setting.goals)).tag('cx-goal');
    if (setting.rivals.length > 0)
      ctx.bind('cxRival', midSentence(pickRng.pick(setting.rivals))).tag('cx-rival');
    const storyRng = root.fork('backstory').fork('context-backstory');
    ctx.bind('cxJoinWhen', ctx.expand(yearsWord(record, storyRng), storyRng));
    const known = setting.knownAs;
    if (known?.role) {
      ctx.bind('cxRole', roleWithArticle(known.role));
      const told = knownSentences(known.description, record.gender, record.race, known.role);
      if (!told.some((t) => t.toLowerCase().includes(known.role.toLowerCase()))) {
        lines.push(write('cx_member_line', storyRng));
      }
      lines.push(...told);
    }
    if (!leads) lines.push(write('cx_join', storyRng));
    motive = child ? null : write('cx_f_motive', root.fork('motivations').fork('context-motive'));
    const secretRng = root.fork('secrets').fork('context-secret');
    if (!child && secretRng.chance(0.6)) secret = write('cx_f_secret', secretRng);
    const hookRng = root.fork('hooks').fork('context-hook');
    newHook = hook(ctx.expandSymbol('cx_f_hook', hookRng), hookRng);
  }

  if (newHook) newHook = { ...newHook, title: keepNames(newHook.title, namesOf(setting)) };
  const backstory = [sections.backstory, ...lines].filter(Boolean).join(' ');
  const motivations = motive ? unique([...sections.motivations, motive]).slice(0, 6) : sections.motivations;
  const secrets = secret ? unique([...sections.secrets, secret]).slice(0, 6) : sections.secrets;
  let plotHooks = sections.plotHooks;
  if (newHook && !plotHooks.some((h) => h.title.toLowerCase() === newHook.title.toLowerCase())) {
    // Second in the list, after the story's own: the town's or the faction's business is the NPC's business.
    const [head, ...rest] = plotHooks;
    plotHooks = head ? [head, newHook, ...rest] : [newHook];
    while (plotHooks.length > 6 || (plotHooks.length > 3 && hookLength(plotHooks) > 900)) {
      plotHooks = plotHooks.slice(0, -1);
    }
  }
  return { backstory, motivations, secrets, plotHooks };
}

/** The names a context brings, as the user wrote them. */
function namesOf(setting: NpcSetting): string[] {
  return setting.kind === 'town'
    ? [setting.town, ...setting.factions.map((f) => f.name), ...setting.establishments.map((e) => e.name)]
    : [setting.name, ...setting.rivals];
}

/** Title Case must not restyle the user's names ('Bridgeham-on-Lathar' stays so in a hook's title). */
function keepNames(title: string, names: readonly string[]): string {
  let out = title;
  for (const name of names) {
    const bare = name.replace(/^the /i, '');
    const styled = titleCase(bare);
    if (styled !== bare && out.includes(styled)) out = out.split(styled).join(bare);
  }
  return out;
}

function withA(purpose: string): string {
  return /^[aeiou]/i.test(purpose) ? `an ${purpose}` : `a ${purpose}`;
}

const hookLength = (hooks: readonly PlotHook[]) =>
  hooks.reduce((n, h) => n + h.title.length + h.description.length, 0);

function unique(items: readonly string[]): string[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    const key = item.trim().toLowerCase();
    if (!key || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
