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
  return npc ? lessName(parts.join(' '), npc) : parts.join(' ');
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
