// Writes a backstory from beats (where they grew up, how they came to the work, what happened, who is to blame, where
// they are now and what it left them with), each beat with several shapes, told in one of several orders: two NPCs on
// one arc tell it differently, and a reader meets the same story in other words rather than the same paragraph.
import { tidy } from '../../../engine/english.js';
import type { Person } from '../../../engine/grammar.js';
import type { Rng } from '../../../engine/rng.js';
import { npcGrammar } from './npc-grammar.js';
import type { NpcRecord } from './record.js';

type Beat = 'origin' | 'trade' | 'event' | 'blame' | 'now' | 'nowFirst' | 'nowAfter' | 'after';

// Orders a grown NPC's story is told in; a beat is skipped when it is not drawn or the arc has none.
const SHAPES: readonly (readonly [readonly Beat[], number])[] = [
  [['origin', 'trade', 'event', 'blame', 'nowAfter', 'after'], 5],
  [['nowFirst', 'event', 'blame', 'after'], 2],
  [['trade', 'event', 'blame', 'nowAfter', 'after'], 2],
  [['event', 'blame', 'after', 'now'], 1],
];

// Arcs whose event already says what the NPC did for a living, so a trade line would tell it twice.
const TELLS_TRADE = new Set(['siege', 'mentor']);

/** The backstory of a record, from its own stream. */
export function writeBackstory(record: NpcRecord, rng: Rng): string {
  const { ctx, arc } = record;
  const parts: string[] = [];
  const say = (symbol: string) => {
    if (!npcGrammar.has(symbol)) return;
    bindReferences(record, parts.join(' '));
    const text = tidy(ctx.expandSymbol(symbol, rng));
    if (text) parts.push(text);
  };

  if (record.ageCategory === 'child') {
    say('child_open');
    say(`${arc.id}_event`);
    say(`${arc.id}_blame`);
    return parts.join(' ');
  }

  const beats = rng.weightedEntry(SHAPES);
  const withOrigin = rng.chance(0.45);
  const withTrade = !TELLS_TRADE.has(arc.id) && rng.chance(0.35);
  const withAfter = rng.chance(0.8);
  for (const beat of beats) {
    switch (beat) {
      case 'origin':
        if (withOrigin) say('origin_line');
        break;
      case 'trade':
        // Once the trade line has placed them at their work, the story does not bring them to town afterwards.
        if (withTrade) {
          say('trade_line');
          ctx.tag('told-trade');
        }
        break;
      case 'event':
      case 'blame':
        say(`${arc.id}_${beat}`);
        break;
      case 'now':
        say('now_line');
        break;
      case 'nowFirst':
        say('now_first');
        break;
      case 'nowAfter':
        say('now_after');
        break;
      case 'after':
        if (withAfter) say(`${arc.id}_after`);
        break;
    }
  }
  // A story that opens on 'her sister' before saying whose: open instead on where they grew up, which names them.
  const npc = ctx.get('npc') as Person | undefined;
  if (npc && pronounFirst(parts[0] ?? '', npc.first)) {
    const opening = tidy(ctx.expandSymbol('origin_line', rng));
    if (opening && !pronounFirst(opening, npc.first)) parts.unshift(opening);
  }
  if (!npc) return parts.join(' ');
  const others = ['relative', 'foe', 'ally', 'third']
    .map((key) => ctx.get(key) as Person | undefined)
    .filter((p): p is Person => Boolean(p) && p?.first !== npc.first);
  return clearPronouns(lessName(parts.join(' '), npc), npc, others);
}

/**
 * A sentence whose first word for the NPC is 'she', right after a sentence that named another woman, points at her:
 * '…for reasons Torja has never explained. Now she runs the Six Millers.' The pronoun becomes the NPC's name.
 */
export function clearPronouns(text: string, npc: Person, others: readonly Person[]): string {
  const { subject, possessive: their } = npc.pronouns;
  // 'they' is left alone: 'Ash run the inn' would be worse than the doubt.
  if (npc.pronouns.plural) return text;
  const alike = others.filter((p) => p.pronouns.subject === subject && !p.pronouns.plural);
  if (alike.length === 0) return text;
  const sentences = text.split(/(?<=[.!?])\s+(?=[A-Z“])/);
  const cap = (w: string) => w.charAt(0).toUpperCase() + w.slice(1);
  for (let i = 1; i < sentences.length; i++) {
    const prev = sentences[i - 1] ?? '';
    if (!alike.some((p) => mentions(prev, p))) continue;
    const here = sentences[i] ?? '';
    const pronoun = new RegExp(`\\b(${subject}|${their})\\b`, 'i').exec(here);
    if (!pronoun) continue;
    // A name before the pronoun already says who the sentence is about.
    if (here.slice(0, pronoun.index).includes(npc.first)) continue;
    if (alike.some((p) => here.slice(0, pronoun.index).includes(p.first))) continue;
    const word = pronoun[1] ?? '';
    const lower = word.toLowerCase();
    const after = here.slice(pronoun.index + word.length);
    // 'her' is the possessive only before a noun ('her shop'); as an object ('saved her') it is left alone.
    const possessive =
      lower !== subject &&
      !/^\s+(?:to|and|or|in|on|at|for|with|from|by|of|as|that|than|away|back|up|down|out|own)\b|^[^\s]/.test(
        after,
      );
    if (lower !== subject && !possessive) continue;
    const replaced = lower === subject ? npc.first : `${npc.first}’s`;
    const atStart = pronoun.index === 0;
    sentences[i] = `${here.slice(0, pronoun.index)}${atStart ? cap(replaced) : replaced}${after}`;
  }
  return sentences.join(' ');
}

function mentions(text: string, person: Person): boolean {
  return new RegExp(`\\b${person.first.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`).test(text);
}

// Past-tense verbs a sentence may start with after the name: "Anna came to the work…" → "She came…".
const PAST =
  /^(?:[a-z]+ed|came|grew|went|took|left|ran|fell|had|made|found|got|gave|held|kept|lost|met|paid|said|sold|sent|spent|stood|swore|told|thought|won|wrote|began|bought|brought|caught|fought|heard|knew|learned|saw|set|taught|woke)$/;

/**
 * Three sentences in a row opening on "Sprockniodle" read like a list: a sentence that opens on the name right after
 * one that did opens on the pronoun instead ("His family…", "He came to the work…"). For "they", only before a verb
 * in the past, which reads the same in both numbers.
 */
function lessName(text: string, npc: Person): string {
  const sentences = text.split(/(?<=[.!?])\s+(?=[A-Z“])/);
  const { subject, possessive: their, plural } = npc.pronouns;
  const cap = (w: string) => w.charAt(0).toUpperCase() + w.slice(1);
  for (let i = 1; i < sentences.length; i++) {
    const prev = sentences[i - 1] ?? '';
    const here = sentences[i] ?? '';
    if (!prev.startsWith(`${npc.first} `) && !prev.startsWith(`${npc.first}’s `)) continue;
    if (here.startsWith(`${npc.first}’s `)) {
      sentences[i] = `${cap(their)} ${here.slice(npc.first.length + 3)}`;
      continue;
    }
    const verb = /^(\S+) ([a-z]+)\b/.exec(here);
    if (!verb || verb[1] !== npc.first) continue;
    if (plural && !PAST.test(verb[2] ?? '')) continue;
    sentences[i] = `${cap(subject)} ${here.slice(npc.first.length + 1)}`;
  }
  return sentences.join(' ');
}

/** Whether a pronoun comes before the name in a text ('Last year her sister…'). */
function pronounFirst(text: string, first: string): boolean {
  const pronoun = /\b(?:he|she|they|his|her|their|him|them)\b/i.exec(text);
  if (!pronoun) return false;
  const name = text.indexOf(first);
  return name < 0 || pronoun.index < name;
}

/**
 * Binds how the story names its foe at this point: with role and full name the first time ('the quartermaster, Hald
 * Verrow,' — the closing comma is dropped by tidy where the sentence already has one), by first name after.
 */
function bindReferences(record: NpcRecord, told: string): void {
  const { ctx } = record;
  const foe = ctx.get('foe') as Person | undefined;
  if (!foe) return;
  const role = ctx.get('foeRole');
  const introduced = told.includes(foe.first);
  ctx.bind('foeO', introduced || typeof role !== 'string' ? foe.first : `the ${role}, ${foe.name},`);
}
