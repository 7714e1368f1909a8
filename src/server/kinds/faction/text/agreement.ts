// Parts that agree: rules run over a finished faction before it is returned, each catching a class of
// contradiction between its sections (a goal for what it already holds, a head count smaller than its cells, the
// last leader's death told two ways, a purpose and a goal at odds, rich and broke at once, a members' roll on a
// public house, a quest claiming a goal it does not serve, a temple of a god the town does not worship, a quay in a
// town without water, a leader in the chair longer than the faction has existed). Each finding names what to
// change; the repair swaps in a spare, drops a sentence or rewrites a number, and the rules run again until clean.
import type { FactionData } from '../../../../shared/kinds/faction.js';
import { numberWords, tidy } from '../../../engine/english.js';
import { PANTHEON } from '../../../engine/pantheon.js';
import type { Water } from './world.js';

/** What the checker knows besides the faction: whose goals they are, the town, and spares to swap in. */
export interface AgreementContext {
  /** The goals were typed by the game master: they are kept, and what clashes with them changes instead. */
  readonly givenGoals?: boolean;
  /** The home town's name. */
  readonly town?: string;
  /** The leader's looks as a key member's line tells them, for a faction without its leadership section. */
  readonly leaderLook?: string;
  /** The home town's water ('none' means no river, sea or lake). */
  readonly water?: Water;
  /** Every goal the writer drew, so a quest that names one the checks have since dropped is caught too. */
  readonly allGoals?: readonly string[];
  /** The gods the town worships, when the faction was generated from a town. */
  readonly townDeities?: readonly string[] | null;
  /** Spare items the writer drew beyond those kept, swapped in for one that clashes. */
  readonly spares?: {
    readonly resources?: readonly { name: string; description: string }[];
    readonly weaknesses?: readonly string[];
    readonly quests?: readonly { title: string; description: string }[];
  };
}

type ListField =
  | 'goals'
  | 'resources'
  | 'rituals'
  | 'specialAbilities'
  | 'quests'
  | 'weaknesses'
  | 'allies'
  | 'rivals'
  | 'keyMembers';
type TextField =
  | 'description'
  | 'headquarters'
  | 'territory'
  | 'leadership'
  | 'structure'
  | 'recruitment'
  | 'historyBackground';

/** Where a clash sits: a whole list item, or one sentence of a paragraph (or of a list item's text). */
export type Target =
  | { readonly kind: 'item'; readonly field: ListField; readonly index: number }
  | {
      readonly kind: 'sentence';
      readonly field: TextField | ListField;
      readonly index?: number;
      readonly sentence: string;
    }
  | { readonly kind: 'rewrite'; readonly field: TextField; readonly from: string; readonly to: string };

export interface Clash {
  readonly rule: string;
  readonly message: string;
  /** What the repair changes. */
  readonly target: Target;
}

// ---- Reading the faction --------------------------------------------------------------------------------------

const SENTENCE = /[^.!?]+[.!?]+["'’”)]?/g;
// The same texts are split again by every rule and every round: a small cache keeps the checks cheap.
const sentenceCache = new Map<string, string[]>();
function sentences(text: string): string[] {
  const hit = sentenceCache.get(text);
  if (hit) return hit;
  const out = (text.match(SENTENCE) ?? []).map((s) => s.trim()).filter(Boolean);
  if (sentenceCache.size > 5000) sentenceCache.clear();
  sentenceCache.set(text, out);
  return out;
}

/** Every text of a faction with where it is, for rules that look everywhere. */
interface Place {
  readonly field: TextField | ListField;
  readonly index?: number;
  readonly text: string;
}

const placesCache = new WeakMap<FactionData, Place[]>();
const joinedCache = new WeakMap<FactionData, string>();
/** Every text of a faction in one string, for a cheap first test before a rule reads sentence by sentence. */
function joined(f: FactionData): string {
  let hit = joinedCache.get(f);
  if (hit === undefined) {
    hit = places(f)
      .map((p) => p.text)
      .join('\n');
    joinedCache.set(f, hit);
  }
  return hit;
}
function places(f: FactionData): Place[] {
  const hit = placesCache.get(f);
  if (hit) return hit;
  const out: Place[] = [];
  for (const field of [
    'description',
    'headquarters',
    'territory',
    'leadership',
    'structure',
    'recruitment',
    'historyBackground',
  ] as const)
    if (f[field]) out.push({ field, text: f[field] });
  f.goals.forEach((text, index) => {
    out.push({ field: 'goals', index, text });
  });
  f.resources.forEach((r, index) => {
    out.push({ field: 'resources', index, text: `${r.name}: ${r.description}` });
  });
  f.rituals.forEach((r, index) => {
    out.push({ field: 'rituals', index, text: `${r.name}: ${r.description}` });
  });
  f.specialAbilities.forEach((text, index) => {
    out.push({ field: 'specialAbilities', index, text });
  });
  f.quests.forEach((q, index) => {
    out.push({ field: 'quests', index, text: `${q.title}: ${q.description}` });
  });
  f.keyMembers.forEach((m, index) => {
    out.push({ field: 'keyMembers', index, text: m.description });
  });
  f.rivals.forEach((r, index) => {
    out.push({ field: 'rivals', index, text: r.description });
  });
  f.allies.forEach((text, index) => {
    out.push({ field: 'allies', index, text });
  });
  f.weaknesses.forEach((text, index) => {
    out.push({ field: 'weaknesses', index, text });
  });
  placesCache.set(f, out);
  return out;
}

const ONES: Record<string, number> = {
  a: 1,
  one: 1,
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
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
  dozen: 12,
};

/** 'three hundred and fifty' -> 350, 'twelve thousand' -> 12000, 'forty-five' -> 45; null when not a number. */
export function wordsToNumber(words: string): number | null {
  const tokens = words
    .toLowerCase()
    .replace(/-/g, ' ')
    .split(/\s+/)
    .filter((t) => t && t !== 'and');
  if (tokens.length === 0) return null;
  let total = 0;
  let current = 0;
  for (const t of tokens) {
    if (/^\d+$/.test(t)) current += Number(t);
    else if (ONES[t] !== undefined) current += ONES[t]!;
    else if (t === 'hundred') current = (current || 1) * 100;
    else if (t === 'thousand') {
      total += (current || 1) * 1000;
      current = 0;
    } else return null;
  }
  return total + current;
}

const COUNT_WORD = String.raw`(?:a|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|thousand|and|-|\s)+`;

const HEADCOUNT = new RegExp(
  String.raw`\b(some|about|nearly|perhaps|close on|a little over)\s+(${COUNT_WORD})(?=\s+(?:members|strong|[a-z’'-]+s)\b)`,
  'i',
);
const CELL_LEAD = new RegExp(
  String.raw`\b(${COUNT_WORD})\b[^.]{0,60}?\beach (?:lead|leads|leading|run|runs) a cell of (${COUNT_WORD})`,
  'i',
);
const CELLS_ALL = new RegExp(String.raw`\bcells? of (${COUNT_WORD})`, 'gi');
const OFFICERS = new RegExp(String.raw`\b(?:the|there are|only) (${COUNT_WORD}) [A-Z]`, 'g');

/** The head count the description gives ('some forty', 'nearly six'), with the words that say it. */
function headcount(text: string): { words: string; n: number } | null {
  const m = HEADCOUNT.exec(text);
  if (!m) return null;
  const n = wordsToNumber(m[2]!.trim());
  return n === null ? null : { words: `${m[1]} ${m[2]!.trim()}`, n };
}

const STOP = new Set(
  "with from that this their every into over them they what which have been will would could about there where when whom whose than then also only most more some such even just ever once made make many much upon under after before while these those being other others each both never always still the and for not but its it’s it's has had are was were who".split(
    ' ',
  ),
);
/** Content words of a text (four letters or more, not common words). */
function contentWords(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}’'-]+/u)
    .map((w) => w.replace(/[’']s$/, ''))
    .filter((w) => w.length >= 4 && !STOP.has(w));
}

// ---- Rules ----------------------------------------------------------------------------------------------------

interface Rule {
  readonly id: string;
  find(f: FactionData, c: AgreementContext): Clash[];
}

/** Where holdings are stated: what the faction owns, keeps, has the right to, or is housed in. */
function holdings(f: FactionData): Place[] {
  return places(f).filter((p) =>
    ['resources', 'headquarters', 'specialAbilities', 'rituals', 'description'].includes(p.field),
  );
}

/** A goal's (or holding's) class of thing sought, and the words that show it is already held. */
const SOUGHT: readonly { id: string; goal: RegExp; held: (f: FactionData, goal: string) => Place | null }[] =
  [
    {
      id: 'seat',
      goal: /\b(gain|win|buy|get|secure|obtain|take)\b[^.]*\b(seat|place|chair|voice)\b[^.]*\b(council|court|bench|assembly|synod|conclave|senate)\b/i,
      held: (f) =>
        holdings(f).find((p) =>
          /\b(hereditary|right (of|to))\b[^.]*\b(sit|seat|place|chair)\b|\b(hereditary|family’s|house’s) seat\b/i.test(
            p.text,
          ),
        ) ?? null,
    },
    {
      id: 'building',
      goal: /\b(build|found|raise|establish|erect)\b[^.]*\b(cathedral|temple|chapel|shrine|church|abbey|priory|school|college|library|hospital|granary|guildhall)\b/i,
      held: (f, goal) => {
        const noun =
          /\b(cathedral|temple|chapel|shrine|church|abbey|priory|school|college|library|hospital|granary|guildhall)\b/i
            .exec(goal)![1]!
            .toLowerCase();
        const sacred = /^(cathedral|temple|church|abbey|priory)$/.test(noun)
          ? 'cathedral|temple|church|abbey|priory'
          : noun;
        const place = goalPlace(goal);
        const hq = new RegExp(`\\b(${sacred})\\b`);
        if (hq.test(f.headquarters) && (!place || f.headquarters.includes(place)))
          return { field: 'headquarters', text: f.headquarters };
        return null;
      },
    },
    {
      id: 'treasure',
      goal: /\b(recover|find|retrieve|reclaim|steal|win back|get back|take back|regain)\b\s+(the\s+[A-Z][\p{L}’'-]*(?:\s+(?:of\s+(?:the\s+)?)?[A-Z][\p{L}’'-]*)*)/iu,
      held: (f, goal) => {
        const name =
          /\b(?:[Rr]ecover|[Ff]ind|[Rr]etrieve|[Rr]eclaim|[Ss]teal|[Ww]in back|[Gg]et back|[Tt]ake back|[Rr]egain)\b\s+(?:the\s+)?([A-Z][\p{L}’'-]*(?:\s+(?:of\s+(?:the\s+)?)?[A-Z][\p{L}’'-]*)*)/u.exec(
            goal,
          )?.[1];
        if (!name) return null;
        const kept = new RegExp(
          `${escapeRegExp(name)}[^.]{0,80}\\b(is kept|kept in|kept under|kept behind|is held|held in|lies in the|is locked|locked away|carried before|shown at|hangs in)\\b`,
          'i',
        );
        return (
          places(f).find(
            (p) =>
              p.field !== 'goals' &&
              p.field !== 'quests' &&
              (kept.test(p.text) || (p.field === 'resources' && p.text.startsWith(`The ${name}:`))),
          ) ?? null
        );
      },
    },
    {
      id: 'charter',
      goal: /\b(win|get|gain|obtain|buy|secure)\b[^.]*\b(charter|licen[cs]e|monopoly)\b/i,
      held: (f, goal) => {
        const noun = /\b(charter|licen[cs]e|monopoly)\b/i.exec(goal)![1]!.toLowerCase();
        return f.resources.some((r) => new RegExp(`\\b${noun}\\b`, 'i').test(r.name))
          ? {
              field: 'resources',
              index: f.resources.findIndex((r) => new RegExp(`\\b${noun}\\b`, 'i').test(r.name)),
              text: '',
            }
          : null;
      },
    },
  ];

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** 'Build a cathedral to Hollin in Salthollow' -> 'Salthollow'. */
function goalPlace(goal: string): string | null {
  return (
    /\bin\s+([A-Z][\p{L}’'-]+(?:\s+[A-Z][\p{L}’'-]+)?)\s*$/u.exec(goal.replace(/[.!]$/, ''))?.[1] ?? null
  );
}

/** Goals against what is already owned or held: the generated side gives way; a typed goal stays. */
const goalHeld: Rule = {
  id: 'goal-held',
  find(f, c) {
    const out: Clash[] = [];
    f.goals.forEach((goal, index) => {
      for (const sought of SOUGHT) {
        if (!sought.goal.test(goal)) continue;
        const held = sought.held(f, goal);
        if (!held) continue;
        const message = `goal '${goal}' seeks what the faction already has (${sought.id})`;
        // The holding gives way (a resource is swapped, a headquarters renamed); a goal goes only when nothing else can.
        if (held.field === 'headquarters')
          out.push({
            rule: 'goal-held',
            message,
            target: {
              kind: 'rewrite',
              field: 'headquarters',
              from: headquartersWord(f.headquarters),
              // A watch keeps a guardhouse, never a knights' chapter house.
              to: /\bWatch\b/.test(f.name) ? 'guardhouse' : 'chapter house',
            },
          });
        else if (held.index !== undefined && held.field !== 'description')
          out.push({
            rule: 'goal-held',
            message,
            target: { kind: 'item', field: held.field as ListField, index: held.index },
          });
        else if (!c.givenGoals && f.goals.length > 2)
          out.push({ rule: 'goal-held', message, target: { kind: 'item', field: 'goals', index } });
        else {
          const sentence =
            sentences(held.text).find((s) => sought.goal.test(s) || /\b(seat|kept|held)\b/.test(s)) ??
            sentences(held.text)[0] ??
            held.text;
          out.push({ rule: 'goal-held', message, target: { kind: 'sentence', field: held.field, sentence } });
        }
      }
    });
    return out;
  },
};

function headquartersWord(hq: string): string {
  return (
    /\b(great cathedral|cathedral|temple|church|abbey|priory|school|college|library|hospital|granary|guildhall)\b/i.exec(
      hq,
    )?.[1] ?? 'hall'
  );
}

/** Members counted against the ranks and cells the structure names ('nearly six' against two cells of five). */
const membersCount: Rule = {
  id: 'head-count',
  find(f) {
    const count = headcount(f.description);
    if (!count) return [];
    let least = 0;
    const text = `${f.structure} ${f.leadership}`;
    // 'two of them, who each lead a cell of five', 'three Cell Leaders, each leading a cell of five'
    // A cheap test first: most factions have no cells at all.
    const cellLead = /each (lead|run|leading)/i.test(text) ? CELL_LEAD.exec(text) : null;
    if (cellLead) {
      const leaders = wordsToNumber(cellLead[1]!.trim().split(/\s+/).slice(-1)[0]!) ?? 0;
      const size = wordsToNumber(cellLead[2]!.trim()) ?? 0;
      least = Math.max(least, leaders * size + leaders);
    }
    for (const cells of text.matchAll(CELLS_ALL))
      least = Math.max(least, 2 * (wordsToNumber(cells[1]!.trim()) ?? 0));
    for (const m of text.matchAll(OFFICERS)) least = Math.max(least, (wordsToNumber(m[1]!.trim()) ?? 0) + 1);
    if (count.n >= least) return [];
    const fixed = Math.max(least + 2, Math.round(least * 1.5));
    const to =
      `${count.words.split(/\s+/)[0]} ${fixed < 1000 ? numberWords(fixed < 100 ? Math.round(fixed / 5) * 5 || fixed : Math.round(fixed / 50) * 50) : 'a thousand'}`.replace(
        /^(\w+) a hundred/,
        '$1 one hundred',
      );
    return [
      {
        rule: 'head-count',
        message: `the description counts ${count.n} members but the structure needs at least ${least}`,
        target: { kind: 'rewrite', field: 'description', from: count.words, to },
      },
    ];
  },
};

/** How the last leader's time ended, by the words that tell it. */
const FATE_WORDS: readonly (readonly [string, RegExp])[] = [
  ['hanged', /\b(hanged|hanging|gallows|hung)\b/i],
  ['poisoned', /\b(poison\w*|cup of wine)\b/i],
  ['vanished', /\b(vanished|disappeared|did not return|never came back|walked into)\b/i],
  ['retired', /\b(retired|gave up the chair|vineyard)\b/i],
  ['fell', /\b(fell in battle|fell at|killed in battle|died in battle)\b/i],
  ['fever', /\b(fever|plague|sickness)\b/i],
  ['deposed', /\b(voted out|deposed|overthrown)\b/i],
  ['fled', /\b(ran off|fled)\b/i],
  ['knifed', /\b(knifed|stabbed|knife)\b/i],
];
/** Two fates that can both be true of one death ('murdered' and 'poisoned'). */
const COMPATIBLE = new Set(['poisoned|knifed', 'knifed|poisoned']);

/** The last leader's end told two ways ('who poisoned the last Spymaster' and 'when the old Spymaster was hanged'). */
const lastLeader: Rule = {
  id: 'last-leader',
  find(f, c) {
    const top = f.keyMembers[0]?.role ?? topRank(f.structure);
    if (!top) return [];
    const mention = new RegExp(`\\b(last|old|previous|former|late)\\s+${escapeRegExp(top)}\\b`, 'i');
    if (!mention.test(joined(f))) return [];
    const told: { fate: string; place: Place; sentence: string }[] = [];
    for (const place of places(f)) {
      for (const sentence of sentences(place.field === 'goals' ? `${place.text}.` : place.text)) {
        if (!mention.test(sentence)) continue;
        const fate = FATE_WORDS.find(([, words]) => words.test(sentence))?.[0];
        if (fate) told.push({ fate, place, sentence });
      }
    }
    if (told.length < 2) return [];
    const first =
      told.find((t) => t.place.field === 'goals' && c.givenGoals) ??
      told.find((t) => t.place.field === 'leadership') ??
      told[0]!;
    const out: Clash[] = [];
    for (const t of told) {
      if (t === first || t.fate === first.fate || COMPATIBLE.has(`${t.fate}|${first.fate}`)) continue;
      const message = `the last ${top} ${first.fate} in one place and ${t.fate} in another`;
      if (t.place.field === 'goals' && !c.givenGoals && f.goals.length > 2)
        out.push({
          rule: 'last-leader',
          message,
          target: { kind: 'item', field: 'goals', index: t.place.index! },
        });
      else if (t.place.field === 'goals') continue;
      else
        out.push({
          rule: 'last-leader',
          message,
          target: { kind: 'sentence', field: t.place.field, index: t.place.index, sentence: t.sentence },
        });
    }
    return out;
  },
};

/** The top rank, as the structure's last sentence names it, when there are no key members. */
function topRank(structure: string): string | null {
  return (
    /\b(?:the|one)\s+([A-Z][\p{L}’'-]*(?:\s+(?:of\s+(?:the\s+)?)?[A-Z][\p{L}’'-]*)*),\s+[A-Z]/u.exec(
      sentences(structure).pop() ?? '',
    )?.[1] ?? null
  );
}

/** Stances a purpose takes and the goals that deny them. */
const STANCES: readonly { id: string; says: RegExp; denies: RegExp }[] = [
  {
    id: 'knowledge',
    says: /\b(hoards?|hides?|guards?|keeps?) (knowledge|lore|secrets)\b[^.]*\b(ruins?|from|shares?)\b|\bhoards? knowledge\b/i,
    denies:
      /\b(school|college)\b[^.]*\b(open|anyone|all)\b|\bteach (anyone|everyone|all)\b|\bshare (its|their) (knowledge|lore|books)\b/i,
  },
  {
    id: 'wild',
    says: /\b(guards?|protects?|defends?)\b[^.]*\b(forest|woods?|wild|trees?)\b[^.]*\b(axe|plough|felling)\b|\bguards? #?the [A-Z]\w+wood\b/i,
    denies: /\b(fell|clear|cut down|burn)\b[^.]*(\b(forest|woods?|trees)\b|wood\b)/i,
  },
  {
    id: 'freedom',
    says: /\b(frees?|liberates?)\b[^.]*\b(slaves?|prisoners?|serfs?)\b/i,
    denies: /\b(enslave|sell (slaves|people)|slave trade)\b/i,
  },
  {
    id: 'peace',
    says: /\b(never (kills?|fights?|draws? a blade)|sworn to peace|pacifist)\b/i,
    denies: /\b(kill|murder|assassinate|wage war|destroy)\b/i,
  },
  {
    id: 'crown',
    says: /\bserves? the crown\b|\bloyal to the (crown|king|queen)\b/i,
    denies: /\b(overthrow|topple|depose|dethrone)\b[^.]*\b(crown|king|queen|throne)\b/i,
  },
];

/** A purpose at odds with a goal ('hoards knowledge' and 'Found a school open to anyone'). */
const purposeGoals: Rule = {
  id: 'purpose-goal',
  find(f, c) {
    const out: Clash[] = [];
    for (const stance of STANCES) {
      const said = sentences(f.description).find(
        (s) => stance.says.test(s) && !/\b(say|call|rumou?r|whisper)/i.test(s),
      );
      if (!said) continue;
      f.goals.forEach((goal, index) => {
        if (!stance.denies.test(goal)) return;
        const message = `the purpose (${stance.id}) and the goal '${goal}' are at odds`;
        if (!c.givenGoals && f.goals.length > 2)
          out.push({ rule: 'purpose-goal', message, target: { kind: 'item', field: 'goals', index } });
        else
          out.push({
            rule: 'purpose-goal',
            message,
            target: { kind: 'sentence', field: 'description', sentence: said },
          });
      });
    }
    return out;
  },
};

const RICH =
  /\b(richer than ever|filled the coffers|coffers (are )?full|never short of (money|coin)|rich beyond|three years’ pay)\b/i;
const POOR =
  /\b(not been paid|short of money|poorer than|coffers [^.]*thin|cannot pay|bankrupt|barely cover|back pay|owed a season)\b/i;

/** Rich and poor at once ('has not been paid in a season' and 'richer than ever'). */
const wealth: Rule = {
  id: 'wealth',
  find(f) {
    const text = joined(f);
    if (!RICH.test(text) || !POOR.test(text)) return [];
    const claims = places(f).flatMap((p) =>
      sentences(p.text)
        .filter((s) => !/\b(say|says|call|calls|rumou?r|whisper|some call)\b/i.test(s))
        .flatMap((s) =>
          RICH.test(s) ? [{ p, s, rich: true }] : POOR.test(s) ? [{ p, s, rich: false }] : [],
        ),
    );
    const rich = claims.filter((x) => x.rich);
    const poor = claims.filter((x) => !x.rich);
    if (rich.length === 0 || poor.length === 0) return [];
    // The list items give way first (a weakness, a resource), then a history sentence.
    const all = [...poor, ...rich];
    const weakest =
      all.find((x) => x.p.field === 'weaknesses') ??
      all.find((x) => x.p.field === 'resources') ??
      all.find((x) => x.p.field === 'historyBackground') ??
      all[0]!;
    const message = 'the faction is told as rich and as poor at once';
    return [
      weakest.p.index !== undefined && ['weaknesses', 'resources'].includes(weakest.p.field)
        ? {
            rule: 'wealth',
            message,
            target: { kind: 'item', field: weakest.p.field as ListField, index: weakest.p.index },
          }
        : {
            rule: 'wealth',
            message,
            target: { kind: 'sentence', field: weakest.p.field, index: weakest.p.index, sentence: weakest.s },
          },
    ];
  },
};

/** A roll of members kept in one copy belongs to a hidden body, never a public one or a noble house. */
const secretRoll: Rule = {
  id: 'secret-roll',
  find(f) {
    if ((f.secrecy === 'secret' || f.secrecy === 'clandestine') && f.purpose !== 'noble house') return [];
    return f.weaknesses.flatMap((w, index) =>
      /\broll of members\b[^.]*\bone copy\b|\bexpose every member\b/i.test(w)
        ? [
            {
              rule: 'secret-roll',
              message: `a ${f.secrecy} ${f.purpose} has no secret roll of members to lose`,
              target: { kind: 'item', field: 'weaknesses', index } as const,
            },
          ]
        : [],
    );
  },
};

/** A quest names a goal only if the job serves it ('collecting a debt' does not serve 'to map the Vale'). */
const questGoal: Rule = {
  id: 'quest-goal',
  find(f, c) {
    const out: Clash[] = [];
    const aimOf = (g: string) =>
      g
        .replace(/^to\s+/i, '')
        .replace(/[.!]$/, '')
        .toLowerCase();
    const aims = f.goals.map((g) => ({ goal: g, aim: aimOf(g) }));
    const dropped = (c.allGoals ?? []).filter((g) => !f.goals.includes(g)).map(aimOf);
    const name = f.name.toLowerCase();
    f.quests.forEach((q, index) => {
      for (const sentence of sentences(q.description)) {
        const claims =
          /\b(aim|goal|one end|same end|the plan is|means to|intends to|wants to|set (itself|themselves))\b/i.test(
            sentence,
          );
        if (!claims) continue;
        const lower = sentence.toLowerCase();
        if (dropped.some((aim) => aim && lower.includes(aim))) {
          out.push({
            rule: 'quest-goal',
            message: `quest '${q.title}' names a goal the faction no longer has`,
            target: { kind: 'sentence', field: 'quests', index, sentence },
          });
          continue;
        }
        const goal = aims.find((a) => a.aim && lower.includes(a.aim));
        // The faction's own name is in every quest; it is no sign that the job serves the goal.
        const rest = `${q.title} ${q.description.replace(sentence, '')}`.toLowerCase().split(name).join(' ');
        const words = goal ? contentWords(goal.aim) : [];
        const serves = goal !== undefined && (words.length === 0 || words.some((w) => rest.includes(w)));
        if (serves) continue;
        // A sentence that speaks of an aim but names none of the goals is no clash unless it names an aim after 'to'.
        if (!goal && !/\b(aim|end)\b[^.]*:\s*to\s/i.test(sentence)) continue;
        out.push({
          rule: 'quest-goal',
          message: `quest '${q.title}' claims an aim it does not serve`,
          target: { kind: 'sentence', field: 'quests', index, sentence },
        });
      }
    });
    return out;
  },
};

const HOUSE =
  /\b(Temple|Chapel|Shrine|Church|Cathedral|Sanctum|Grove|Hostel|Feast|temple|chapel|shrine|church|cathedral|sanctum)\s+of\s+(the\s+)?([A-Z][\p{L}’'-]+(?:\s+[A-Z][\p{L}’'-]+)?)/gu;

/** A temple of a god the town does not worship, placed in that town ('the Temple of Aurel in Marrowby'). */
const townTemple: Rule = {
  id: 'town-temple',
  find(f, c) {
    if (!c.townDeities || c.townDeities.length === 0 || !c.town) return [];
    const local = c.townDeities.map((d) => d.replace(/^the /i, ''));
    const names = PANTHEON.map((d) => d.name.replace(/^the /i, '')).filter((n) => !local.includes(n));
    const all = `${joined(f)}\n${f.rivals.map((r) => r.rivalName).join('\n')}`;
    if (!names.some((n) => all.includes(n))) return [];
    const out: Clash[] = [];
    const texts: { field: TextField | ListField; index?: number; text: string }[] = [
      ...places(f),
      ...f.rivals.map((r, index) => ({ field: 'rivals' as const, index, text: r.rivalName })),
    ];
    for (const place of texts) {
      for (const m of place.text.matchAll(HOUSE)) {
        const god = m[3]!;
        const known = PANTHEON.find((d) => d.name.replace(/^the /i, '') === god);
        if (!known || local.includes(god)) continue;
        if (!place.text.includes(c.town) && place.field !== 'rivals') continue;
        out.push({
          rule: 'town-temple',
          message: `${c.town} has no temple of ${god}`,
          target: { kind: 'rewrite', field: place.field as TextField, from: god, to: local[0]! },
        });
      }
    }
    return out;
  },
};

const WATER_WORDS =
  /\b(river stairs|quays?|wharf|wharves|harbou?rs?|waterfront|docks|the river|riverside|boathouses?|ferry|ferries|slipway|barges?|tide door|the waterline)\b/;

/** Water in a town that has none ('river stairs' in a town without a river). */
const dryTown: Rule = {
  id: 'dry-town',
  find(f, c) {
    if (c.water !== 'none' || !WATER_WORDS.test(joined(f))) return [];
    const out: Clash[] = [];
    for (const place of places(f)) {
      for (const sentence of sentences(place.text)) {
        // Only what is said of the town itself: its headquarters, or a sentence that names the town (not a body
        // named after it, 'the League of Ashford').
        if (place.field !== 'headquarters' && !(c.town && namesTown(sentence, c.town))) continue;
        if (!WATER_WORDS.test(sentence)) continue;
        const message = `${c.town ?? 'the town'} has no water, but '${WATER_WORDS.exec(sentence)![0]}' is named`;
        if (
          place.index !== undefined &&
          ['resources', 'weaknesses', 'quests', 'rituals', 'specialAbilities'].includes(place.field)
        )
          out.push({
            rule: 'dry-town',
            message,
            target: { kind: 'item', field: place.field as ListField, index: place.index },
          });
        else
          out.push({
            rule: 'dry-town',
            message,
            target: { kind: 'sentence', field: place.field, index: place.index, sentence },
          });
      }
    }
    return out;
  },
};

/** True when a sentence names the town itself, not only a body named after it ('the League of Ashford'). */
function namesTown(sentence: string, town: string): boolean {
  let at = sentence.indexOf(town);
  while (at >= 0) {
    if (!/\b[A-Z][\p{L}’'-]* of (the )?$/u.test(sentence.slice(Math.max(0, at - 40), at))) return true;
    at = sentence.indexOf(town, at + town.length);
  }
  return false;
}

/** A leader in the chair longer than the faction has existed. */
const tenure: Rule = {
  id: 'tenure',
  find(f) {
    const founded =
      /\b(?:founded|began|traces? (?:itself|themselves) to[^,]*,|gathered)\b[^.]*?\b(\w+(?:[- ]\w+)*?) years ago\b/i.exec(
        f.historyBackground,
      ) ?? /\b(\w+(?:[- ]\w+)*?) years ago\b/i.exec(sentences(f.historyBackground)[0] ?? '');
    const age = founded
      ? wordsToNumber(
          founded[1]!
            .split(/\s+/)
            .slice(-3)
            .join(' ')
            .replace(/^(ago|years)$/, ''),
        )
      : null;
    if (!age) return [];
    const out: Clash[] = [];
    for (const [field, text] of [['leadership', f.leadership]] as const) {
      const m = /\bfor (\w+(?:-\w+)?) years\b/i.exec(text);
      const years = m ? wordsToNumber(m[1]!) : null;
      if (years !== null && years >= age) {
        out.push({
          rule: 'tenure',
          message: `the leader has held the chair ${years} years, but the faction is ${age} years old`,
          target: {
            kind: 'rewrite',
            field,
            from: m![0],
            to: `for ${numberWords(Math.max(1, age - 1))} years`,
          },
        });
      }
    }
    return out;
  },
};

/** Every rule, in the order they are tried. */
export const AGREEMENT_RULES: readonly Rule[] = [
  goalHeld,
  membersCount,
  lastLeader,
  purposeGoals,
  wealth,
  secretRoll,
  questGoal,
  townTemple,
  dryTown,
  tenure,
];

/** Every clash in a faction, by every rule. */
export function findClashes(f: FactionData, c: AgreementContext = {}): Clash[] {
  return AGREEMENT_RULES.flatMap((rule) => rule.find(f, c));
}

// ---- Repairs --------------------------------------------------------------------------------------------------

/** Drops one sentence from a paragraph, keeping the paragraph non-empty. */
function dropSentence(text: string, sentence: string): string | null {
  const parts = sentences(text);
  if (parts.length <= 1) return null;
  const kept = parts.filter((s) => s !== sentence.trim());
  if (kept.length === parts.length || kept.length === 0) return null;
  return tidy(kept.join(' '));
}

/** The spares the context offers for a list field, minus those already used. */
function takeSpare<T>(pool: T[] | undefined, ok: (item: T) => boolean): T | undefined {
  if (!pool) return undefined;
  const i = pool.findIndex(ok);
  return i >= 0 ? pool.splice(i, 1)[0] : undefined;
}

/** Applies one repair; null when it cannot (the finding is then left for the next rule or given up). */
function repair(
  f: FactionData,
  clash: Clash,
  spares: {
    resources: { name: string; description: string }[];
    weaknesses: string[];
    quests: { title: string; description: string }[];
  },
  c: AgreementContext,
): FactionData | null {
  const t = clash.target;
  if (t.kind === 'rewrite') {
    const value = f[t.field] as unknown;
    const swap = (text: string) => text.split(t.from).join(t.to);
    if (typeof value === 'string') {
      if (!value.includes(t.from)) return null;
      return { ...f, [t.field]: tidy(swap(value)) };
    }
    // A list (a rival's title and description): every string in it.
    if (!JSON.stringify(value).includes(t.from)) return null;
    const deep = (v: unknown): unknown =>
      typeof v === 'string'
        ? swap(v)
        : Array.isArray(v)
          ? v.map(deep)
          : v && typeof v === 'object'
            ? Object.fromEntries(Object.entries(v).map(([k, x]) => [k, deep(x)]))
            : v;
    return { ...f, [t.field]: deep(value) };
  }
  if (t.kind === 'item') {
    const list = f[t.field] as unknown[];
    const clean = (candidate: FactionData) => !findClashes(candidate, c).some((x) => x.rule === clash.rule);
    if (t.field === 'resources') {
      const spare = takeSpare(spares.resources, (r) =>
        clean({ ...f, resources: f.resources.map((x, i) => (i === t.index ? r : x)) }),
      );
      if (spare) return { ...f, resources: f.resources.map((x, i) => (i === t.index ? spare : x)) };
    }
    if (t.field === 'weaknesses') {
      const spare = takeSpare(spares.weaknesses, (w) =>
        clean({ ...f, weaknesses: f.weaknesses.map((x, i) => (i === t.index ? w : x)) }),
      );
      if (spare) return { ...f, weaknesses: f.weaknesses.map((x, i) => (i === t.index ? spare : x)) };
    }
    if (t.field === 'quests') {
      const spare = takeSpare(spares.quests, (q) =>
        clean({ ...f, quests: f.quests.map((x, i) => (i === t.index ? q : x)) }),
      );
      if (spare) return { ...f, quests: f.quests.map((x, i) => (i === t.index ? spare : x)) };
    }
    if (list.length <= 1) return null;
    return { ...f, [t.field]: list.filter((_x, i) => i !== t.index) };
  }
  // A sentence: dropped from its paragraph, or from a list item's text.
  if (t.index === undefined) {
    const text = f[t.field as TextField];
    const dropped = dropSentence(text, t.sentence);
    return dropped === null ? null : { ...f, [t.field]: dropped };
  }
  const list = f[t.field as ListField] as unknown[];
  const item = list[t.index];
  if (typeof item === 'string') {
    const dropped = dropSentence(item, t.sentence);
    return dropped === null ? null : { ...f, [t.field]: list.map((x, i) => (i === t.index ? dropped : x)) };
  }
  if (item && typeof item === 'object' && 'description' in item) {
    const dropped = dropSentence((item as { description: string }).description, t.sentence);
    if (dropped === null) return null;
    return {
      ...f,
      [t.field]: list.map((x, i) => (i === t.index ? { ...(x as object), description: dropped } : x)),
    };
  }
  return null;
}

/** Finds every clash and repairs it, rule by rule, until the faction agrees with itself or nothing more can change. */
export function enforceAgreement(f: FactionData, c: AgreementContext = {}): FactionData {
  const spares = {
    resources: [...(c.spares?.resources ?? [])],
    weaknesses: [...(c.spares?.weaknesses ?? [])],
    quests: [...(c.spares?.quests ?? [])],
  };
  let current = f;
  const given = new Set<string>();
  for (let round = 0; round < 24; round++) {
    const clashes = findClashes(current, c).filter((x) => !given.has(`${x.rule}:${x.message}`));
    if (clashes.length === 0) break;
    const clash = clashes[0]!;
    const next = repair(current, clash, spares, c);
    if (next === null) given.add(`${clash.rule}:${clash.message}`);
    else current = next;
  }
  return current;
}
