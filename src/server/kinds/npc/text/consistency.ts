// Checks a drafted NPC against itself before it is written, and repairs what can be repaired in place.
//
// The phrase tables already filter by tags, but a draft is assembled from many tables (trade, class, arc,
// sliders) and a combination nobody foresaw can still contradict itself: a noble paying the rent, a coward
// answering insults with fists, a secret that undoes a motivation, a person named before anyone said who they
// are. Each rule here reads the finished draft and the record's facts; the writer redraws or drops whatever a
// rule rejects, and the property tests run every rule over thousands of seeds.
import type { NpcAge, NpcRace, NpcSocialClass, PlotHook } from '../../../../shared/kinds/npc.js';
import { capitalize } from '../../../engine/english.js';
import type { Person } from '../../../engine/grammar.js';
import { gearOf, weaponKind } from '../stats/gear.js';
import type { Fate } from './arcs.js';
import { type NpcRecord, RACE_AGES } from './record.js';

/** The sections of an NPC the rules read, in the order a game master reads them. */
export interface NpcDraft {
  readonly appearance: string;
  readonly personality: string;
  readonly traits: readonly string[];
  readonly mannerisms: readonly string[];
  readonly backstory: string;
  readonly motivations: readonly string[];
  readonly secrets: readonly string[];
  readonly flaws: readonly string[];
  readonly plotHooks: readonly PlotHook[];
}

export type DraftField = keyof NpcDraft;

/** Someone other than the NPC who may be named in the draft, and how a first mention should introduce them. */
export interface CastMember {
  readonly first: string;
  readonly last: string;
  /** 'sister' for kin; the role for everyone else ('moneylender'). */
  readonly role: string;
  readonly kin: boolean;
}

/** The record's facts the rules need (built by `factsOf` in the writer, or by hand in tests). */
export interface NpcFacts {
  readonly race: NpcRace;
  readonly ageCategory: NpcAge;
  readonly ageYears: number;
  /** The age at which this people count as grown (the record's `young` band starts here). */
  readonly grownAt: number;
  readonly socialClass: NpcSocialClass;
  readonly friendliness: number;
  readonly bravery: number;
  readonly honesty: number;
  /** The NPC's possessive pronoun ('her'), used when a repair introduces a relative. */
  readonly possessive: string;
  readonly npcFirst: string;
  readonly npcLast: string;
  readonly cast: readonly CastMember[];
  /** What became of the relative (arcs.ts): a dead or missing one is not envied, visited or quarrelled with. */
  readonly relativeFate?: Fate;
  /** The weapon the look shows, by its SRD name ('spear'); null: none, so no hand rests on a hilt. */
  readonly weapon?: string | null;
  /** The NPC's mark ('sleeping stag'), which a sentence may not open with bare. */
  readonly emblem?: string;
  /** 'they' for a non-binary NPC must not be read as a group just named. */
  readonly nonBinary?: boolean;
  /** How the keepsake is had ('neck', 'pocket', 'belt'...) and its short name ('the wooden gull'). */
  readonly keepsakeWorn?: string;
  readonly keepsakeShort?: string;
  /** Years since the story turned: a story of last year has not had 'years' move on from it. */
  readonly storyYears?: number;
}

export type RuleId =
  | 'class-means'
  | 'age-life'
  | 'age-story'
  | 'slider-conduct'
  | 'secret-motive'
  | 'secret-hook'
  | 'kin-state'
  | 'weapon'
  | 'introduced'
  | 'english'
  | 'knows-fate'
  | 'secret-from'
  | 'object-state'
  | 'unseen-thing'
  | 'time'
  | 'character'
  | 'kin-named'
  | 'child-life';

export interface Violation {
  readonly rule: RuleId;
  readonly field: DraftField;
  /** Index within a list field; 0 for text fields. */
  readonly index: number;
  readonly message: string;
}

interface Piece {
  readonly field: DraftField;
  readonly index: number;
  readonly text: string;
}

/** Every piece of text in reading order. */
function pieces(draft: NpcDraft): Piece[] {
  const list = (field: DraftField, items: readonly string[]) =>
    items.map((text, index) => ({ field, index, text }));
  return [
    { field: 'appearance', index: 0, text: draft.appearance },
    { field: 'personality', index: 0, text: draft.personality },
    ...list('traits', draft.traits),
    ...list('mannerisms', draft.mannerisms),
    { field: 'backstory', index: 0, text: draft.backstory },
    ...list('motivations', draft.motivations),
    ...list('secrets', draft.secrets),
    ...list('flaws', draft.flaws),
    // Titles are handles, not prose: a title may name someone the description then introduces.
    ...draft.plotHooks.map((h, index) => ({ field: 'plotHooks' as const, index, text: h.description })),
  ];
}

const CHARACTER_FIELDS: ReadonlySet<DraftField> = new Set(['personality', 'traits', 'mannerisms', 'flaws']);

// --- class vs housing, money and clothes -------------------------------------------------------------------

/** Hardship the well-off do not live with: rent, singing for supper, patches, hunger. */
const HARDSHIP =
  /\b(?:(?:pays?|paying|to pay) (?:the|(?:his|her|their) own) rent|the rent is due|rented rooms?|sings? for (?:his|her|their) supper|patched|scrapes? a living|known hunger|one bed|charity of a temple|hand-me-down)\b/i;
/** Comfort the poor do not have: the best money can buy, servants, carriages. */
const LUXURY =
  /\b(?:the best that money can buy|more servants than rooms|three carriages|never once poured|fur-lined|more rings than a sensible person)\b/i;

function checkClass(facts: NpcFacts, all: readonly Piece[]): Violation[] {
  const rich = facts.socialClass === 'upper' || facts.socialClass === 'nobility';
  const poor = facts.socialClass === 'lower';
  const out: Violation[] = [];
  for (const p of all) {
    if (rich && HARDSHIP.test(p.text)) {
      out.push({
        rule: 'class-means',
        field: p.field,
        index: p.index,
        message: `${facts.socialClass} NPC lives in hardship: "${p.text}"`,
      });
    }
    if (poor && LUXURY.test(p.text)) {
      out.push({
        rule: 'class-means',
        field: p.field,
        index: p.index,
        message: `lower-class NPC lives in luxury: "${p.text}"`,
      });
    }
  }
  return out;
}

// --- age vs beard, spouse, years of service and gear ----------------------------------------------------------

const NUMBER_WORDS: Readonly<Record<string, number>> = {
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  fifteen: 15,
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  hundred: 100,
};
/** A span of the NPC's own working life: "for twenty years", "years of use", "a lifetime of". */
const LONG_WEAR =
  /\b(?:worn soft with years|years of use|years of service|years of candles|years of reading|a lifetime of|veteran)\b/i;
const OWN_SPAN = /\bfor (\w+) years\b/gi;
const SPOUSE = /\b(?:husband|wife|spouse|widow(?:er|ed)?|married|betrothed|wedding)\b/i;
const GEAR = /\b(?:breastplate|chainmail|mail shirt|boiled leather|sword belt|sword hilt|helmet)\b/i;
const BEARD = /\bbeard\b/i;

function checkAge(facts: NpcFacts, all: readonly Piece[]): Violation[] {
  const child = facts.ageCategory === 'child';
  // Years a grown person could have spent at anything: their age less their childhood.
  const workingYears = Math.max(0, facts.ageYears - facts.grownAt + 2);
  const others = facts.cast.map((c) => c.first);
  const out: Violation[] = [];
  const flag = (p: Piece, message: string) =>
    out.push({ rule: 'age-life', field: p.field, index: p.index, message: `${message}: "${p.text}"` });
  for (const p of all) {
    if (child && BEARD.test(p.text) && p.field === 'appearance') flag(p, 'a child with a beard');
    if (child && GEAR.test(p.text) && p.field === 'appearance') flag(p, 'a child in soldier’s gear');
    if (child && SPOUSE.test(p.text)) flag(p, 'a child with a spouse');
    if ((child || workingYears < 8) && LONG_WEAR.test(p.text)) flag(p, 'years of wear on a life too short');
    // Only sentences about the NPC alone: "a horse Brakan had ridden for ten years" is Brakan's span, not theirs.
    for (const sentence of p.text.split(/(?<=[.!?])\s+/)) {
      if (others.some((name) => sentence.includes(name))) continue;
      for (const m of sentence.matchAll(OWN_SPAN)) {
        const n = NUMBER_WORDS[(m[1] ?? '').toLowerCase()] ?? Number(m[1]);
        if (
          Number.isFinite(n) &&
          n > workingYears &&
          /\b(?:has|have|had|kept|served|worked)\b/.test(sentence)
        ) {
          flag(p, `${n} years claimed by someone grown for ${workingYears}`);
        }
      }
    }
  }
  return out;
}

// --- sliders vs personality, mannerisms and flaws ------------------------------------------------------------

/** Conduct a slider's far end rules out; only the NPC's own character sections are read. */
const CONDUCT: readonly {
  readonly slider: 'friendliness' | 'bravery' | 'honesty';
  readonly when: (v: number) => boolean;
  readonly never: RegExp;
  readonly label: string;
}[] = [
  {
    slider: 'bravery',
    when: (v) => v <= 2,
    label: 'a coward',
    never:
      /\b(?:fists?|picks fights|takes every insult as a challenge|cannot walk away from a dare|walks toward danger|fearless|laughs at threats|shield wall|brawl\w*|steps in when)\b/i,
  },
  {
    slider: 'bravery',
    when: (v) => v >= 9,
    label: 'a fearless NPC',
    never:
      /\b(?:runs first|flinches|cowardly|easily frightened|backs down|freezes when|bolt, bargain|afraid to)\b/i,
  },
  {
    slider: 'friendliness',
    when: (v) => v <= 2,
    label: 'a hostile NPC',
    never:
      /\b(?:presses food|clasps a newcomer|slaps backs|warm-hearted|trusts strangers|welcom\w*|glad of company|remembers names|hugs)\b/i,
  },
  {
    slider: 'friendliness',
    when: (v) => v >= 9,
    label: 'a warm NPC',
    never:
      /\b(?:spits|never offers a seat|hostile|makes enemies|treats every kindness as a trick|grunt|scowl\w*|snarl\w*|shows? (?:them|strangers) the door)\b/i,
  },
  {
    slider: 'honesty',
    when: (v) => v <= 2,
    label: 'a liar',
    never:
      /\b(?:scrupulous\w*|incorruptible|cannot tell a lie|confess a mistake|honest to a fault|word, once given, is kept)\b/i,
  },
  {
    slider: 'honesty',
    when: (v) => v >= 9,
    label: 'a scrupulous NPC',
    never:
      /\b(?:lies (?:even|as easily)|practised liar|deceitful|which lie|cheats?|bends the truth|never gives the same name)\b/i,
  },
];

function checkSliders(facts: NpcFacts, all: readonly Piece[]): Violation[] {
  const out: Violation[] = [];
  for (const rule of CONDUCT) {
    if (!rule.when(facts[rule.slider])) continue;
    for (const p of all) {
      if (CHARACTER_FIELDS.has(p.field) && rule.never.test(p.text)) {
        out.push({
          rule: 'slider-conduct',
          field: p.field,
          index: p.index,
          message: `${rule.label} (${rule.slider} ${facts[rule.slider]}): "${p.text}"`,
        });
      }
    }
  }
  return out;
}

// --- secret vs motivation -----------------------------------------------------------------------------------

/** A secret that puts the NPC in the foe's pocket or makes the NPC the culprit. */
const COMPLICIT =
  /\b(?:hush money|taking [^.]*money from|been blackmailing|took the silver|paid (?:him|her|them) to|set the fire|did it, every part|carried the sickness|started the latest round|on purpose, because)\b/i;
/** A motivation that accuses someone, who must then be named in it. */
const ACCUSING =
  /^(?:Prove|Expose|Shame|Ruin|Catch)\b|^Make\b.*\b(?:answer|pay|confess|admit)\b|^See\b.*\b(?:answer|hang|humbled|pay|ruined)\b/;

function nameRegex(names: readonly string[]): RegExp | undefined {
  const words = names.filter((n) => n.length > 1).map((n) => n.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return words.length > 0 ? new RegExp(`\\b(?:${words.join('|')})\\b`) : undefined;
}

function checkSecrets(facts: NpcFacts, draft: NpcDraft): Violation[] {
  const out: Violation[] = [];
  for (const secret of draft.secrets) {
    if (!COMPLICIT.test(secret)) continue;
    // The people the secret ties the NPC to: an accusation against any of them would be a lie the NPC knows.
    const involved = facts.cast.filter((c) => !c.kin && nameRegex([c.first, c.last])?.test(secret));
    const pattern = nameRegex(involved.flatMap((c) => [c.first, c.last]));
    if (!pattern) continue;
    draft.motivations.forEach((motive, index) => {
      if (ACCUSING.test(motive) && pattern.test(motive)) {
        out.push({
          rule: 'secret-motive',
          field: 'motivations',
          index,
          message: `motive "${motive}" contradicts secret "${secret}"`,
        });
      }
    });
  }
  return out;
}

// --- introductions -------------------------------------------------------------------------------------------

/** Definite references that need an earlier indefinite one ("the stranger" after "a stranger"). */
const DEFINITE: readonly { readonly ref: RegExp; readonly intro: RegExp }[] = [
  { ref: /\bthe stranger\b/i, intro: /\b(?:a|one)(?: [\w-]+)? stranger\b/i },
  { ref: /\bthe jockey\b/i, intro: /\b(?:horse )?race\b/i },
  { ref: /\bthe newcomer\b/i, intro: /\ba newcomer\b/i },
];

interface Mention {
  readonly member: CastMember;
  readonly pieceIndex: number;
  readonly at: number;
  readonly length: number;
  readonly introduced: boolean;
}

/** The first mention of each cast member, and whether it introduces them (full name, or kin word before it). */
function firstMentions(facts: NpcFacts, all: readonly Piece[]): Mention[] {
  const out: Mention[] = [];
  for (const member of facts.cast) {
    if (member.first === facts.npcFirst) continue;
    const names = [member.first];
    // Kin share the NPC's family name; a bare family name only means this person for non-kin.
    if (member.last && !member.kin && member.last !== facts.npcLast) names.push(`${member.last}’s`);
    for (let i = 0; i < all.length; i++) {
      const text = all[i]?.text ?? '';
      const m = findName(text, names);
      if (!m) continue;
      const before = text.slice(Math.max(0, m.index - 40), m.index);
      const after = text.slice(m.index, m.index + m[0].length + member.last.length + 40);
      const full = member.last ? after.startsWith(`${member.first} ${member.last}`) : true;
      const introduced = member.kin
        ? new RegExp(`\\b${escapeRegex(member.role)},? $`).test(before) ||
          /\bmarried $/.test(before) ||
          after.startsWith(`${member.first}, ${facts.possessive} ${member.role}`) ||
          after.startsWith(`${member.first}, ${facts.npcFirst}’s ${member.role}`)
        : full || (m[0] === member.first && !member.last && before.includes(member.role));
      out.push({ member, pieceIndex: i, at: m.index, length: m[0].length, introduced });
      break;
    }
  }
  return out;
}

/** The first whole-word occurrence of any of the names (plain search: far faster than a Unicode regex). */
function findName(text: string, names: readonly string[]): { index: number; 0: string } | undefined {
  let best: { index: number; 0: string } | undefined;
  for (const name of names) {
    let from = 0;
    for (;;) {
      const at = text.indexOf(name, from);
      if (at < 0) break;
      const prev = text[at - 1] ?? ' ';
      const next = text[at + name.length] ?? ' ';
      if (!WORD_CHAR.test(prev) && !WORD_CHAR.test(next)) {
        if (!best || at < best.index) best = { index: at, 0: name };
        break;
      }
      from = at + 1;
    }
  }
  return best;
}

const WORD_CHAR = /[\p{L}’'-]/u;

function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function checkIntroductions(facts: NpcFacts, all: readonly Piece[]): Violation[] {
  const out: Violation[] = [];
  for (const m of firstMentions(facts, all)) {
    if (m.introduced) continue;
    const p = all[m.pieceIndex] as Piece;
    out.push({
      rule: 'introduced',
      field: p.field,
      index: p.index,
      message: `${m.member.first} is named before being introduced: "${p.text}"`,
    });
  }
  const seen: string[] = [];
  for (const p of all) {
    for (const d of DEFINITE) {
      const hit = d.ref.exec(p.text);
      if (hit && !d.intro.test(seen.join(' ') + p.text.slice(0, hit.index))) {
        out.push({
          rule: 'introduced',
          field: p.field,
          index: p.index,
          message: `"${hit[0]}" was never introduced: "${p.text}"`,
        });
      }
    }
    seen.push(p.text);
  }
  return out;
}

// --- family state: a dead or missing relative is not envied, visited or quarrelled with ----------------------

/** Things done to or with someone alive and at hand, in the present tense. */
const LIVING_DEALINGS =
  /\b(?:envies|envy|quarrels? with|argues? with|visits?|lives? with|writes? to|makes? peace with|obeys?|hides? from|avoids?|borrows? from|sends? money to|meets?|dines? with|works? for|nags?|protects?|looks? after|takes? after|competes? with)\b/i;

function checkKin(facts: NpcFacts, all: readonly Piece[]): Violation[] {
  if (facts.relativeFate !== 'dead' && facts.relativeFate !== 'missing') return [];
  const kin = facts.cast.find((c) => c.kin);
  if (!kin) return [];
  const who = new RegExp(
    `\\b(?:${escapeRegex(facts.possessive)} ${escapeRegex(kin.role)}|${escapeRegex(kin.first)})\\b`,
  );
  const out: Violation[] = [];
  for (const p of all) {
    if (!PRESENT_FIELDS.has(p.field)) continue;
    for (const sentence of splitSentences(p.text)) {
      const m = who.exec(sentence);
      // The dealing must come before the relative in the clause that names them: "Envies his wife", "Make peace with Nia".
      if (
        m &&
        LIVING_DEALINGS.test(sentence.slice(0, m.index)) &&
        !/\blate\b|\bmemory\b|\bgrave\b/.test(sentence)
      ) {
        out.push({
          rule: 'kin-state',
          field: p.field,
          index: p.index,
          message: `a ${facts.relativeFate} ${kin.role} treated as living: "${p.text}"`,
        });
      }
    }
  }
  return out;
}

/** Sections that speak of the present: what the NPC does, wants and is like now. */
const PRESENT_FIELDS: ReadonlySet<DraftField> = new Set([
  'personality',
  'traits',
  'mannerisms',
  'motivations',
  'flaws',
]);

// --- secrets against hooks and motives ----------------------------------------------------------------------

/** Things a secret may say the NPC holds, and a hook may send the party to get. */
const HELD_THINGS =
  'ledger|letters?|will|map|log|logbook|diary|vial|deed|charter|seal|document|papers|strongbox|relic|pardon|confession|list|book|key|blade|report|warning';
const HOLDS = new RegExp(
  `\\b(?:has|have|had|keeps?|kept|hid|hidden|holds?|found|stole|taken|took)((?: [\\p{L}’-]+){0,3}? (?:the|a|an|his|her|their|[\\p{L}-]+’s) (?:[\\p{L}-]+ ){0,2}(${HELD_THINGS})\\b(?: [\\p{L}’-]+){0,4})`,
  'iu',
);
const STOP = new Set([
  'that',
  'which',
  'with',
  'from',
  'this',
  'have',
  'been',
  'what',
  'they',
  'them',
  'their',
  'there',
]);
/** A thing on the market or turned up somewhere else, in one sentence of a hook. */
const ELSEWHERE =
  /\b(?:has turned up|for sale|is selling|at (?:an )?auction|bookseller|pawnshop|on a stall|come up for sale)\b/i;
/** The NPC asking the party to get something, in one sentence: 'Brunna asks the party to buy it'. */
const ASK = '(?:asks|wants|begs|needs|hopes|would pay|is looking for|offers|will pay)';
const GET = /\b(?:buy|steal|recover|retrieve|fetch|bid for|lift|get hold of|find)\b/i;

function checkSecretHooks(facts: NpcFacts, draft: NpcDraft): Violation[] {
  const out: Violation[] = [];
  const asks = new RegExp(`\\b${escapeRegex(facts.npcFirst)} ${ASK}\\b`);
  for (const secret of draft.secrets) {
    const m = HOLDS.exec(secret);
    const held = m?.[2]?.toLowerCase();
    if (!m || !held) continue;
    // What makes the thing this one ('of medicine sales', 'of the coves'): a hook must share a word of it, or its owner.
    const marks = (m[1] ?? '')
      .toLowerCase()
      .split(/[^\p{L}]+/u)
      .filter((w) => w.length > 3 && w !== held && !STOP.has(w));
    // Whose the thing is, when a text says ('Henderry’s ledger'): a hook about someone else's ledger is another one.
    const owned = new RegExp(`(\\p{Lu}[\\p{L}-]+)’s(?: [\\p{L}-]+){0,2} ${held}`, 'u');
    const ownerOf = (text: string) => owned.exec(text)?.[1];
    const owner = ownerOf(secret);
    // The thing as a noun, with a determiner ('the will', 'a ledger'), never the verb 'will'.
    const noun = new RegExp(
      `\\b(?:the|a|an|his|her|their|its|second|false|old|[\\p{L}-]+’s) (?:[\\p{L}-]+ ){0,2}${held.replace(/s$/, '')}s?\\b`,
      'iu',
    );
    draft.plotHooks.forEach((hook, index) => {
      const sentences = splitSentences(hook.description);
      const clash = sentences.some((sentence, i) => {
        if (!noun.test(sentence)) return false;
        const hookOwner = ownerOf(sentence);
        if (owner && hookOwner && hookOwner !== owner) return false;
        const lower = sentence.toLowerCase();
        if (!(owner && sentence.includes(owner)) && !marks.some((w) => lower.includes(w.replace(/s$/, ''))))
          return false;
        if (ELSEWHERE.test(sentence)) return true;
        // The ask may follow in the next sentence: 'A ledger… has surfaced. Brunna asks the party to buy it.'
        const ask = `${sentence} ${sentences[i + 1] ?? ''}`;
        return asks.test(ask) && GET.test(ask.slice(ask.search(asks)));
      });
      if (!clash) return;
      out.push({
        rule: 'secret-hook',
        field: 'plotHooks',
        index,
        message: `hook "${hook.title}" sends the party after the ${held} the secret says the NPC holds: "${secret}"`,
      });
    });
  }
  return out;
}

/** A secret that clears someone the NPC accuses, or doubts the wrong the NPC's story rests on. */
const EXONERATING =
  /\bknows? (?:that )?(?:the (?:game|race|vote|duel|will) was (?:fair|genuine|honest)|[\p{Lu}][\p{L}-]+ (?:is|was) innocent|[\p{Lu}][\p{L}-]+ did (?:not|nothing))|\bsuspects the will may be genuine|\bthe will may be genuine/u;
const CHARGE =
  /^(?:Catch|Prove|Expose|Shame|Ruin)\b|\b(?:cheat\w*|forged|fixed|bought|rigged|crooked|answer for|confess|admit)\b/i;

function checkExoneration(facts: NpcFacts, draft: NpcDraft): Violation[] {
  const out: Violation[] = [];
  const foe = facts.cast.find((c) => !c.kin);
  for (const secret of draft.secrets) {
    if (!EXONERATING.test(secret)) continue;
    draft.motivations.forEach((motive, index) => {
      const namesFoe = foe
        ? new RegExp(`\\b(?:${escapeRegex(foe.first)}|${escapeRegex(foe.last || foe.first)})\\b`).test(motive)
        : false;
      if (CHARGE.test(motive) && (namesFoe || /\b(?:will|game|race|vote)\b/.test(motive))) {
        out.push({
          rule: 'secret-motive',
          field: 'motivations',
          index,
          message: `motive "${motive}" accuses what the secret knows to be fair: "${secret}"`,
        });
      }
    });
  }
  return out;
}

// --- age against the story: a life too short for mastery, years of service or a business of one's own --------

/** Claims only a long working life can make. */
const LONG_CAREER =
  /\b(?:for years (?:\w+ )?worked|worked (?:for years|toward a seat)|seat on the council|best-liked member|for longer than (?:\w+ )+(?:cares?|can) (?:to )?(?:count|remember)|for decades|(?:is|was|became) a master(?:’s)? (?:craftsman|smith|of (?:the|her|his|their) trade)|took on apprentices|apprentices of (?:her|his|their) own)\b/i;

function checkAgeStory(facts: NpcFacts, all: readonly Piece[]): Violation[] {
  const grownFor = facts.ageYears - facts.grownAt;
  const out: Violation[] = [];
  for (const p of all) {
    if (p.field !== 'backstory' && p.field !== 'personality' && p.field !== 'traits') continue;
    if ((facts.ageCategory === 'child' || grownFor < 6) && LONG_CAREER.test(p.text)) {
      out.push({
        rule: 'age-story',
        field: p.field,
        index: p.index,
        message: `a ${facts.ageYears}-year-old with a long career behind them: "${p.text}"`,
      });
    }
  }
  // A child carries no weapon and wears no armour, whatever the trade's gestures say.
  if (facts.ageCategory === 'child') {
    for (const p of all) {
      if ((p.field === 'mannerisms' || p.field === 'personality') && GESTURE.test(p.text)) {
        out.push({
          rule: 'age-life',
          field: p.field,
          index: p.index,
          message: `a child's weapon: "${p.text}"`,
        });
      }
    }
  }
  return out;
}

// --- the trade's weapon against the gestures ------------------------------------------------------------------

const WEAPON_WORDS =
  'sword|sword hilt|blade|rapier|sabre|cutlass|scimitar|dagger|knife|spear|pike|halberd|axe|hammer|warhammer|mace|club|cudgel|bow|crossbow|staff|quarterstaff|pitchfork|trident';
/** A hand on a weapon of the NPC's own: 'rests a hand on his sword hilt', 'checks the edge of her axe'. */
const GESTURE = new RegExp(
  `\\b(?:hand on|hand to|hilt of|shaft of|haft of|handle of|edge of|reach(?:es|ing)? for|grips?|draws?|checks?|fingers?|touches?|taps?|strokes?|polishes?|sharpens?)\\b[^.;]*?\\b(?:his|her|their) (${WEAPON_WORDS})\\b|\\b(?:his|her|their) (${WEAPON_WORDS}) (?:hilt|shaft|haft|handle|belt)\\b`,
  'i',
);

function checkWeapon(facts: NpcFacts, all: readonly Piece[]): Violation[] {
  if (facts.weapon === undefined || facts.ageCategory === 'child') return [];
  const own = facts.weapon === null ? null : weaponKind(facts.weapon);
  const out: Violation[] = [];
  for (const p of all) {
    if (!CHARACTER_FIELDS.has(p.field)) continue;
    const m = GESTURE.exec(p.text);
    if (!m) continue;
    const named = weaponKind(m[1] ?? m[2] ?? '');
    if (own === null || named !== own) {
      out.push({
        rule: 'weapon',
        field: p.field,
        index: p.index,
        message: `a hand on a ${m[1] ?? m[2]} while armed with ${facts.weapon ?? 'nothing'}: "${p.text}"`,
      });
    }
  }
  return out;
}

// --- English ------------------------------------------------------------------------------------------------

/** Plural nouns the prose uses that 'a' or 'an' can never stand before ('a burn scars' — unless 'scars' is a verb). */
const PLURAL_AFTER_ARTICLE =
  /\ban? (?:[\p{L}-]+ )?(?:scars|marks|burns|freckles|tattoos|eyes|hands|boots|gloves|sleeves|horns|teeth|fingers)(?=[.,;!?]|$| (?:across|over|on|along|down|and|at|in)\b)/iu;

function splitSentences(text: string): string[] {
  return text.split(/(?<=[.!?]["'’”)]?)\s+/).filter(Boolean);
}

/** 'once … years ago': one time phrase too many. */
const ONCE_YEARS = /\bonce\b[^.;]*?\b(?:years ago|long ago|as a young fool|at nineteen|one bad winter)\b/i;
/** 'before the roof falls in, before the year is out'. */
const TWO_DEADLINES = /\bbefore [^,.;]+, before\b/i;
/** 'heavy-set and square-set'. */
const DOUBLED_SET = /\b[a-z]+-(set|built|faced|eyed) and [a-z]+-\1\b/i;
/** 'their brother Casax, Charity’s brother'. */
const KIN_TWICE =
  /\b(?:his|her|their) (brother|sister|sibling|father|mother|parent|son|daughter|child|husband|wife|spouse|cousin|grandfather|grandmother|grandparent|grandson|granddaughter|grandchild) \p{Lu}[\p{L}-]+, \p{Lu}[\p{L}-]+’s \1\b/u;

/** A word doubled across a possessive or a space ("the family’s family lawyer", "the the"). */
const DOUBLED = /\b(\p{L}+)(?:’s)? \1\b/iu;

function checkEnglish(facts: NpcFacts, all: readonly Piece[]): Violation[] {
  const out: Violation[] = [];
  const flag = (p: Piece, what: string) =>
    out.push({ rule: 'english', field: p.field, index: p.index, message: `${what}: "${p.text}"` });
  // The mark as a sentence's bare subject: 'Sleeping stag has been chalked on doors'.
  const bareMark = facts.emblem
    ? new RegExp(`(?:^|[.!?]\\s+)${escapeRegex(capitalize(facts.emblem))}\\b`)
    : null;
  for (const p of all) {
    const hit = DOUBLED.exec(p.text);
    // "again and again", "had had" and the like are real English; only a doubled noun after "the" is not.
    if (hit && /^(?:the|a|an)$/i.test(p.text.slice(0, hit.index).trim().split(/\s+/).pop() ?? '')) {
      flag(p, 'doubled word');
    }
    if (PLURAL_AFTER_ARTICLE.test(p.text)) flag(p, 'an article before a plural');
    if (ONCE_YEARS.test(p.text)) flag(p, 'a doubled time phrase');
    if (TWO_DEADLINES.test(p.text)) flag(p, 'two deadlines in a row');
    if (DOUBLED_SET.test(p.text)) flag(p, 'a doubled adjective');
    if (KIN_TWICE.test(p.text)) flag(p, 'a relative introduced twice');
    if (bareMark?.test(p.text)) flag(p, 'a mark without its article');
    // A non-binary NPC's 'they' right after a group the sentence named: 'The Crew have asked Ash twice, and twice they
    // have said no' reads as the crew saying no.
    if (facts.nonBinary) {
      for (const sentence of splitSentences(p.text)) {
        const group =
          /\b(?:(?!They\b)\p{Lu}[\p{L}’'-]+|family|council|guild|watch|band|crew|gang|neighbours|priests|villagers) (?:have|are|were)\b.*?\bthem\b/u.exec(
            sentence,
          );
        if (group && /\bthey\b/.test(sentence.slice(group.index + group[0].length)))
          flag(p, 'a "they" that reads as the group');
      }
    }
  }
  return out;
}

// --- what the secret knows against what the NPC seeks ---------------------------------------------------------

/** Regexes built per name are kept: the rules run several times over each NPC. */
const NAME_PATTERNS = new Map<string, RegExp>();
function cached(key: string, make: () => RegExp): RegExp {
  let re = NAME_PATTERNS.get(key);
  if (!re) {
    if (NAME_PATTERNS.size > 5000) NAME_PATTERNS.clear();
    re = make();
    NAME_PATTERNS.set(key, re);
  }
  return re;
}

/** A secret that says the NPC knows where someone is, or that they live ('letters from Orla, who is alive'). */
const KNOWS_WHERE = (name: string) =>
  cached(
    `knows:${name}`,
    () =>
      new RegExp(
        `\\b(?:(?:had |has )?(?:a )?letters? (?:from|in) ${name}|${name}(?:’s)? (?:is|was) alive|${name}, who is alive|knows where ${name}(?: is| went|’s)|${name} (?:and|still) [^.]*\\bmeet in secret|meets? ${name} in secret|letter, unsigned, in ${name}’s)`,
      ),
  );
/** A want or hook that seeks someone whose fate the NPC, by the secret, already knows. */
const SEEKS = (name: string) =>
  cached(
    `seeks:${name}`,
    () =>
      new RegExp(
        `^(?:Find out what became of|Learn what happened to|Find|Learn whether|Go back into [^.]* for)\\b[^.]*\\b${name}\\b|\\b(?:what became of|the search for|search(?:ing)? for|find|trace) ${name}\\b`,
      ),
  );

function checkKnowsFate(facts: NpcFacts, draft: NpcDraft): Violation[] {
  const out: Violation[] = [];
  for (const member of facts.cast) {
    const name = escapeRegex(member.first);
    const knows = draft.secrets.find((secret) => KNOWS_WHERE(name).test(secret));
    if (!knows) continue;
    const seeks = SEEKS(name);
    draft.motivations.forEach((motive, index) => {
      if (seeks.test(motive))
        out.push({
          rule: 'knows-fate',
          field: 'motivations',
          index,
          message: `"${motive}" seeks someone the secret has found: "${knows}"`,
        });
    });
    draft.plotHooks.forEach((hook, index) => {
      if (seeks.test(hook.description))
        out.push({
          rule: 'knows-fate',
          field: 'plotHooks',
          index,
          message: `hook "${hook.title}" seeks someone the secret has found: "${knows}"`,
        });
    });
  }
  return out;
}

// --- 'keep it secret from X' against a secret of dealings with X ---------------------------------------------

/** A secret in which the NPC has written to, told, or lets in the very person a want keeps things from. */
const DEALS_WITH = (name: string) =>
  cached(
    `deals:${name}`,
    () =>
      new RegExp(
        `\\b(?:written to|writes to|wrote to|told|confessed to|let|lets|letting|has let) ${name}\\b`,
      ),
  );
/** A want or hook that keeps something from someone, or keeps them away. */
const KEEPS_FROM = (name: string) =>
  cached(
    `keeps:${name}`,
    () =>
      new RegExp(
        `\\b(?:secret from|away from|hidden from|out of) ${name}\\b|\\bkeep ${name}(?:’s [\\p{L}-]+)? away\\b|\\bbe rid of ${name}\\b|\\bbe free of ${name}\\b|\\bbe left in peace by ${name}\\b`,
        'u',
      ),
  );

function checkSecretFrom(facts: NpcFacts, draft: NpcDraft): Violation[] {
  const out: Violation[] = [];
  for (const member of facts.cast) {
    const name = escapeRegex(member.first);
    const full = member.last ? `(?:${name} ${escapeRegex(member.last)}|${name})` : name;
    const deals = draft.secrets.find((secret) => DEALS_WITH(full).test(secret));
    if (!deals) continue;
    const keeps = KEEPS_FROM(full);
    draft.motivations.forEach((motive, index) => {
      if (keeps.test(motive))
        out.push({
          rule: 'secret-from',
          field: 'motivations',
          index,
          message: `"${motive}" against the secret "${deals}"`,
        });
    });
    draft.plotHooks.forEach((hook, index) => {
      if (keeps.test(hook.description))
        out.push({
          rule: 'secret-from',
          field: 'plotHooks',
          index,
          message: `hook "${hook.title}" against the secret "${deals}"`,
        });
    });
  }
  return out;
}

// --- objects: what is shut is not looked into, what is worn is seen, what is carried is not worn ----------------

const CONTAINERS = 'box|chest|strongbox|jar|bottle|letter|parcel|packet|tube|trunk|casket|coffer|crate';
/** A container that is shut to the NPC: locked, sealed, never opened, not dared to open. */
const SHUT = new RegExp(
  `\\b(?:(?:locked|sealed|unopened)(?: [\\p{L}-]+){0,2} (${CONTAINERS})\\b|(${CONTAINERS})\\b[^.]*?\\b(?:not dared to open|never (?:been able to )?open(?:ed)?|cannot bring [^.]* to open|without breaking the seal))`,
  'iu',
);
/** Its inside told all the same. */
const INSIDE = new RegExp(
  `\\b(?:inside it|in it (?:is|was|lies)|(?:${CONTAINERS}) (?:holding|containing|full of|with [^.]* inside)|holds? (?:an?|the) [\\p{L}-]+ (?:and|key|letter))\\b`,
  'iu',
);

function checkObjects(facts: NpcFacts, all: readonly Piece[]): Violation[] {
  const out: Violation[] = [];
  const shut = all.flatMap((p) => {
    const m = SHUT.exec(p.text);
    return m ? [{ p, noun: (m[1] ?? m[2] ?? '').toLowerCase() }] : [];
  });
  for (const { p: where, noun } of shut) {
    for (const p of all) {
      for (const sentence of splitSentences(p.text)) {
        if (p === where && SHUT.test(sentence)) {
          // The shut thing and its inside in one sentence ('a locked box holding a key') is the same contradiction.
          if (!INSIDE.test(sentence.replace(SHUT, ''))) continue;
        } else if (
          !INSIDE.test(sentence) ||
          !(sentence.toLowerCase().includes(noun) || /\binside it\b/i.test(sentence))
        ) {
          continue;
        }
        // 'inside it' about the shut thing only reads so in the sentence right after it, or about the same noun.
        if (p !== where && !sentence.toLowerCase().includes(noun)) continue;
        out.push({
          rule: 'object-state',
          field: p.field,
          index: p.index,
          message: `the inside of a shut ${noun} is told: "${sentence}"`,
        });
      }
    }
    // The sentence right after a locked box that tells what is inside it.
    const sentences = splitSentences(where.text);
    sentences.forEach((sentence, i) => {
      if (!SHUT.test(sentence)) return;
      const next = sentences[i + 1] ?? '';
      if (/\b(?:inside it|in it)\b/i.test(next) && !/\bshifts\b/i.test(next))
        out.push({
          rule: 'object-state',
          field: where.field,
          index: where.index,
          message: `the inside of a shut ${noun} is told: "${next}"`,
        });
    });
  }
  // A keepsake kept in a pocket or at the belt is carried, not worn.
  if (facts.keepsakeShort && (facts.keepsakeWorn === 'pocket' || facts.keepsakeWorn === 'belt')) {
    const short = facts.keepsakeShort.replace(/^the /, '');
    const worn = new RegExp(
      `\\b(?:wears|wearing|worn)\\b[^.]*\\b${escapeRegex(short)}\\b|\\b${escapeRegex(short)}\\b[^.]*\\b(?:wears|worn)\\b`,
      'i',
    );
    for (const p of all) {
      if (p.field === 'appearance') continue;
      if (worn.test(p.text))
        out.push({
          rule: 'object-state',
          field: p.field,
          index: p.index,
          message: `${facts.keepsakeShort} is carried, not worn: "${p.text}"`,
        });
    }
  }
  return out;
}

/** Things a habit may touch that the appearance must show ('Taps his badge' with no badge is a slip). */
const SEEN_THINGS: readonly (readonly [RegExp, RegExp])[] = [
  [/\b(?:his|her|their) badge\b/i, /\bbadge\b/i],
  [/\b(?:his|her|their) spectacles\b/i, /\bspectacles|eyeglasses|lenses\b/i],
  [/\b(?:his|her|their) rings\b/i, /\brings\b/i],
  [/\b(?:his|her|their) (?:lace )?cuffs\b/i, /\bcuffs?|sleeves?|shirt|coat|doublet|robe|gown|dress\b/i],
  [/\b(?:his|her|their) apron\b/i, /\bapron\b/i],
  [/\b(?:his|her|their) hood\b/i, /\bhood\b/i],
  [/\b(?:his|her|their) hat\b/i, /\b(?:hat|cap|bonnet|hood|helm|helmet)\b/i],
  [/\b(?:his|her|their) pipe\b/i, /\bpipe\b/i],
  [/\bprayer beads\b/i, /\bbeads\b/i],
  [/\bthe keys at (?:his|her|their) belt\b/i, /\bkeys?\b/i],
  [
    /\b(?:his|her|their) (?:holy symbol|amulet|pendant|locket|medal|brooch)\b/i,
    /\b(?:holy symbol|amulet|pendant|locket|medal|brooch|sun-disc|symbol)\b/i,
  ],
  [/\b(?:his|her|their) (?:beard|moustache)\b/i, /\b(?:beard|moustache|whiskers)\b/i],
  [/\b(?:his|her|their) tail\b/i, /\btail\b/i],
];

function checkSeen(draft: NpcDraft): Violation[] {
  if (!draft.appearance) return [];
  const out: Violation[] = [];
  const fields: DraftField[] = ['personality', 'mannerisms', 'flaws'];
  for (const field of fields) {
    const items = field === 'personality' ? [draft.personality] : (draft[field] as readonly string[]);
    items.forEach((text, index) => {
      for (const [touched, seen] of SEEN_THINGS) {
        if (touched.test(text) && !seen.test(draft.appearance))
          out.push({
            rule: 'unseen-thing',
            field,
            index,
            message: `a habit touches what the NPC does not have: "${text}"`,
          });
      }
    });
  }
  return out;
}

// --- time: words that say years have passed, for a story of last year ------------------------------------------

const YEARS_PASSED =
  /\b(?:the years have moved on|time has done its work|in the years since|for years now|years later|all these years|after all these years|for years since)\b/i;
/** 'Life went on, as it does' is no way to speak of a child taken or a sister drowned. */
const CALLOUS = /\blife went on, as it does\b/i;

function checkTime(facts: NpcFacts, all: readonly Piece[]): Violation[] {
  const out: Violation[] = [];
  for (const p of all) {
    if (facts.storyYears !== undefined && facts.storyYears <= 2 && YEARS_PASSED.test(p.text))
      out.push({
        rule: 'time',
        field: p.field,
        index: p.index,
        message: `years pass after a story of ${facts.storyYears} year(s) ago: "${p.text}"`,
      });
    if ((facts.relativeFate === 'dead' || facts.relativeFate === 'missing') && CALLOUS.test(p.text))
      out.push({ rule: 'time', field: p.field, index: p.index, message: `a loss shrugged off: "${p.text}"` });
  }
  return out;
}

// --- character: traits, personality and flaws that cannot all be true -------------------------------------------

/** Pairs no one person is: a trait or manner on the left, conduct on the right. */
const CHARACTER_CLASHES: readonly { readonly is: RegExp; readonly never: RegExp; readonly label: string }[] =
  [
    {
      label: 'calm or cheerful with a temper',
      is: /\b(?:calm|composed|level-headed|cool-headed|even-tempered|easy-going|good-humoured|cheerful|patient|unflappable|difficult to fluster|slow to alarm|keeps a level head|unshaken)\b/i,
      never:
        /\b(?:short temper|quick temper|hot temper|flies into (?:a )?rages?|loses? (?:his|her|their) temper|snaps at|would rather fight)\b/i,
    },
    {
      label: 'tactful and quarrelsome',
      is: /\b(?:tactful|discreet|diplomatic|courteous|soft-spoken)\b/i,
      never:
        /\b(?:would rather fight than negotiate|picks? (?:fights|quarrels)|takes every insult as a challenge|corrects people in public|at the worst possible moment|answers insults [^.]* with fists)\b/i,
    },
    {
      label: 'generous and tight-fisted',
      is: /\b(?:generous|open-handed|big-hearted)\b/i,
      never:
        /\b(?:will not lend so much as|keeps score in every friendship|treats friendship as a debt|counts every copper)\b/i,
    },
    {
      label: 'humble and vain',
      is: /\bhumble\b/i,
      never: /\b(?:vain about|takes credit for other people)\b/i,
    },
    {
      label: 'sceptical and superstitious',
      is: /\bsceptical\b/i,
      never: /\b(?:superstitious|believes every omen)\b/i,
    },
    {
      label: 'thrifty and a spendthrift',
      is: /\bthrifty\b/i,
      never: /\b(?:spends money faster|buys things [^.]* does not need|extravagant)\b/i,
    },
    { label: 'loyal and a turncoat', is: /\bloyal\b/i, never: /\b(?:changes sides|betray a friend)\b/i },
  ];

function checkCharacter(draft: NpcDraft): Violation[] {
  const out: Violation[] = [];
  // What the NPC is, as the traits and personality say it; what they do, in the flaws, mannerisms and backstory.
  const traits = draft.traits.join('. ');
  const conduct: { field: DraftField; index: number; text: string }[] = [
    ...draft.flaws.map((text, index) => ({ field: 'flaws' as const, index, text })),
    ...draft.mannerisms.map((text, index) => ({ field: 'mannerisms' as const, index, text })),
    { field: 'backstory', index: 0, text: draft.backstory },
    { field: 'personality', index: 0, text: draft.personality },
  ];
  for (const clash of CHARACTER_CLASHES) {
    const is = clash.is.test(traits) || clash.is.test(draft.personality);
    if (!is) continue;
    for (const c of conduct) {
      const text = c.field === 'backstory' || c.field === 'personality' ? c.text : c.text;
      if (clash.never.test(text)) {
        // A trait that clashes is dropped before the flaw: the flaw is the more particular of the two.
        const traitIndex = draft.traits.findIndex((t) => clash.is.test(t));
        const field = traitIndex >= 0 ? 'traits' : c.field;
        out.push({
          rule: 'character',
          field,
          index: traitIndex >= 0 ? traitIndex : c.index,
          message: `${clash.label}: "${text}"`,
        });
      }
    }
  }
  return out;
}

// --- kin: a relative the character sections speak of is one the story names ------------------------------------

function checkKinNamed(facts: NpcFacts, draft: NpcDraft): Violation[] {
  const kin = facts.cast.find((c) => c.kin);
  if (!kin) return [];
  const story = [
    draft.backstory,
    ...draft.motivations,
    ...draft.secrets,
    ...draft.plotHooks.map((h) => h.description),
  ].join(' ');
  if (new RegExp(`\\b${escapeRegex(kin.first)}\\b`).test(story)) return [];
  const mention = new RegExp(`\\b(?:${escapeRegex(facts.possessive)}|late) ${escapeRegex(kin.role)}\\b`);
  const out: Violation[] = [];
  const check = (field: DraftField, items: readonly string[]) =>
    items.forEach((text, index) => {
      if (mention.test(text))
        out.push({
          rule: 'kin-named',
          field,
          index,
          message: `a ${kin.role} the story never names: "${text}"`,
        });
    });
  check('traits', draft.traits);
  check('personality', [draft.personality]);
  check('mannerisms', draft.mannerisms);
  check('flaws', draft.flaws);
  return out;
}

// --- a child's life: no deals, drink, debts or marriages in a child's habits ------------------------------------

const GROWN_LIFE =
  /\b(?:a deal|deals?|the drink|drink runs low|ale|wine|brandy|customers?|business|taxes|debts?|marriage|wedding|rent|haggl\w*|tavern|bargain)\b/i;

function checkChildLife(facts: NpcFacts, draft: NpcDraft): Violation[] {
  if (facts.ageCategory !== 'child') return [];
  const out: Violation[] = [];
  const check = (field: DraftField, items: readonly string[]) =>
    items.forEach((text, index) => {
      if (GROWN_LIFE.test(text))
        out.push({ rule: 'child-life', field, index, message: `a grown-up's life for a child: "${text}"` });
    });
  check('personality', [draft.personality]);
  check('traits', draft.traits);
  check('mannerisms', draft.mannerisms);
  check('flaws', draft.flaws);
  return out;
}

/** Every rule over the draft. An empty list means the draft agrees with itself and its record. */
export function checkDraft(facts: NpcFacts, draft: NpcDraft): Violation[] {
  const all = pieces(draft);
  return [
    ...checkClass(facts, all),
    ...checkAge(facts, all),
    ...checkAgeStory(facts, all),
    ...checkSliders(facts, all),
    ...checkSecrets(facts, draft),
    ...checkExoneration(facts, draft),
    ...checkSecretHooks(facts, draft),
    ...checkKin(facts, all),
    ...checkWeapon(facts, all),
    ...checkIntroductions(facts, all),
    ...checkEnglish(facts, all),
    ...checkKnowsFate(facts, draft),
    ...checkSecretFrom(facts, draft),
    ...checkObjects(facts, all),
    ...checkSeen(draft),
    ...checkTime(facts, all),
    ...checkCharacter(draft),
    ...checkKinNamed(facts, draft),
    ...checkChildLife(facts, draft),
  ];
}

/**
 * Introduces each person where they are first named, when nothing earlier did: "Send word to Nia" becomes
 * "Send word to her sister Nia", "Underbarrel’s men" becomes "the merchant Emina Underbarrel’s men".
 */
export function introduceCast(facts: NpcFacts, draft: NpcDraft): NpcDraft {
  let current = draft;
  for (const m of firstMentions(facts, pieces(draft))) {
    if (m.introduced) continue;
    const all = pieces(current);
    const p = all[m.pieceIndex];
    if (!p) continue;
    const mention = p.text.slice(m.at, m.at + m.length);
    const possessiveMention = mention.endsWith('’s');
    const name = m.member.last ? `${m.member.first} ${m.member.last}` : m.member.first;
    const before = p.text.slice(0, m.at);
    const roleNearby = before.slice(-40).includes(m.member.role);
    let phrase = m.member.kin
      ? `${facts.possessive} ${m.member.role} ${m.member.first}`
      : roleNearby || m.member.role.split(' ').length > 3
        ? name
        : `${/^(?:the|a|an)\b/.test(m.member.role) ? '' : 'the '}${m.member.role} ${name}`;
    if (possessiveMention) phrase += '’s';
    if (!m.member.kin && /\bthe $/i.test(before) && phrase.startsWith('the ')) phrase = phrase.slice(4);
    const atStart = before.trim() === '' || /[.!?:]\s*$/.test(before);
    if (atStart) phrase = capitalize(phrase);
    const text = before + phrase + p.text.slice(m.at + m.length);
    current = replacePiece(current, p, text);
  }
  return current;
}

function replacePiece(draft: NpcDraft, p: Piece, text: string): NpcDraft {
  const swap = (items: readonly string[]) => items.map((t, i) => (i === p.index ? text : t));
  switch (p.field) {
    case 'appearance':
    case 'personality':
    case 'backstory':
      return { ...draft, [p.field]: text };
    case 'plotHooks': {
      const hook = draft.plotHooks[p.index];
      if (!hook) return draft;
      return {
        ...draft,
        plotHooks: draft.plotHooks.map((h, i) => (i === p.index ? { ...h, description: text } : h)),
      };
    }
    default:
      return { ...draft, [p.field]: swap(draft[p.field]) };
  }
}

/** The cast as the rules see it, from the people bound in an NPC's record. */
export function castOf(
  people: readonly { readonly person: Person | undefined; readonly role: string; readonly kin: boolean }[],
): CastMember[] {
  return people
    .filter((p): p is { person: Person; role: string; kin: boolean } => Boolean(p.person))
    .map(({ person, role, kin }) => ({ first: person.first, last: person.last, role, kin }));
}

/** Fewest items a list section may keep after a rule drops one; below it the section is redrawn instead. */
const MIN_ITEMS: Partial<Record<DraftField, number>> = {
  traits: 3,
  mannerisms: 2,
  motivations: 1,
  secrets: 1,
  flaws: 1,
  plotHooks: 3,
};

const TEXT_FIELDS: ReadonlySet<DraftField> = new Set(['appearance', 'personality', 'backstory']);

/** Writes a section again from a fresh stream; `attempt` names the stream so a redraw is still deterministic. */
export type Redraw = <K extends DraftField>(field: K, attempt: number) => NpcDraft[K];

/**
 * Settles a draft before it is written: introduces people where they are first named, then drops each list item a
 * rule rejects (while the list keeps enough) or redraws the section, until no rule objects or the attempts run out.
 */
export function settleDraft(facts: NpcFacts, draft: NpcDraft, redraw: Redraw, attempts = 8): NpcDraft {
  let current = introduceCast(facts, draft);
  for (let attempt = 1; attempt <= attempts; attempt++) {
    const problems = checkDraft(facts, current);
    if (problems.length === 0) return current;
    const fields = new Map<DraftField, Set<number>>();
    for (const v of problems) {
      const set = fields.get(v.field) ?? new Set<number>();
      set.add(v.index);
      fields.set(v.field, set);
    }
    let next: NpcDraft = current;
    for (const [field, indexes] of fields) {
      if (TEXT_FIELDS.has(field)) {
        next = { ...next, [field]: redraw(field, attempt) };
        continue;
      }
      const items = next[field] as readonly (string | PlotHook)[];
      const kept = items.filter((_, i) => !indexes.has(i));
      next = {
        ...next,
        [field]: kept.length >= (MIN_ITEMS[field] ?? 0) ? kept : redraw(field, attempt),
      };
    }
    current = introduceCast(facts, next);
  }
  // Pruning may drop the sentence that introduced someone a later section names: introduce them again.
  return introduceCast(facts, pruneSentences(facts, current));
}

/**
 * The last resort when redrawing did not help (a table with no agreeing alternative): drop the sentences of a text
 * section that a rule rejects on their own, as long as something remains.
 */
function pruneSentences(facts: NpcFacts, draft: NpcDraft): NpcDraft {
  let current = draft;
  for (const v of checkDraft(facts, draft)) {
    if (!TEXT_FIELDS.has(v.field)) continue;
    const field = v.field as 'appearance' | 'personality' | 'backstory';
    const sentences = current[field].split(/(?<=[.!?])\s+/);
    const kept = sentences.filter(
      (s) => !checkDraft(facts, { ...EMPTY_DRAFT, [field]: s }).some((w) => w.field === field),
    );
    if (kept.length > 0 && kept.length < sentences.length) current = { ...current, [field]: kept.join(' ') };
  }
  return current;
}

const EMPTY_DRAFT: NpcDraft = {
  appearance: '',
  personality: '',
  traits: [],
  mannerisms: [],
  backstory: '',
  motivations: [],
  secrets: [],
  flaws: [],
  plotHooks: [],
};

/** The facts the rules read, from an NPC's record. */
export function factsOf(record: NpcRecord): NpcFacts {
  const { ctx, npc } = record;
  const text = (name: string) => {
    const value = ctx.get(name);
    return typeof value === 'string' ? value : '';
  };
  const person = (name: string) => {
    const value = ctx.get(name);
    return typeof value === 'object' && value !== null && 'pronouns' in value ? (value as Person) : undefined;
  };
  return {
    race: record.race,
    ageCategory: record.ageCategory,
    ageYears: record.ageYears,
    grownAt: RACE_AGES[record.race].young[0],
    socialClass: record.socialClass,
    friendliness: record.sliders.friendliness,
    bravery: record.sliders.bravery,
    honesty: record.sliders.honesty,
    possessive: npc.pronouns.possessive,
    npcFirst: npc.first,
    npcLast: npc.last,
    relativeFate: record.arc.fate,
    weapon: gearOf(record.looks).weapon?.name ?? null,
    emblem: text('emblem') || undefined,
    nonBinary: record.gender === 'non-binary',
    keepsakeWorn: [...ctx.tags].find((t) => t.startsWith('ksw-'))?.slice(4),
    keepsakeShort: text('keepsakeShort') || undefined,
    storyYears: ctx.hasTag('recent') ? 1 : ctx.hasTag('long-ago') ? 10 : 5,
    cast: castOf([
      { person: person('relative'), role: text('relation'), kin: true },
      { person: person('foe'), role: text('foeRole'), kin: false },
      { person: person('ally'), role: text('allyRole'), kin: false },
      { person: person('third'), role: text('thirdRole'), kin: false },
    ]),
  };
}
