// The NPC as Markdown, in both flavours of decision 018: a note for Obsidian (front matter with race, occupation and
// tags) and a Homebrewery V3 stat-block frame with the character's traits, then the story parts below it.
import type { Entity } from '../../../shared/content.js';
import type { NpcData } from '../../../shared/kinds/npc.js';
import {
  bullets,
  entries,
  frontMatter,
  HB_RULE,
  hbBlock,
  hbProperty,
  markdownDocument,
  mdText,
  obsidianTags,
  PAGE_BREAK,
  paragraph,
  section,
} from '../../export/markdown.js';
import type { KindMarkdown } from '../../pipeline/kind.js';
import { ABILITY_LABELS, statBlockText } from './stats/stat-block-text.js';

/** Halflings and gnomes are Small; every other people the forge knows is Medium (5e). */
const SMALL_RACES = new Set<string>(['halfling', 'gnome']);

/** 'Elf female merchant, 112 (middle-aged), middle class': the line under the name. */
function npcLine(npc: NpcData): string {
  const line = `${npc.race} ${npc.gender} ${npc.occupation}, ${npc.age}, ${npc.socialClass} class`;
  return line.charAt(0).toUpperCase() + line.slice(1);
}

/** The parts after the head, the same in both flavours; `pageBreak` marks a printed page. */
function npcStory(npc: NpcData, pageBreak: string[]): string[] {
  return [
    ...section('Backstory', paragraph(npc.backstory)),
    ...pageBreak,
    ...section('Motivations', bullets(npc.motivations)),
    ...section('Secrets', bullets(npc.secrets)),
    ...section('Flaws', bullets(npc.flaws)),
    ...section('Plot Hooks', entries(npc.plotHooks)),
  ];
}

/** The six abilities as a Markdown table (both flavours). */
function abilityTable(scores: readonly string[]): string[] {
  return [
    `| ${ABILITY_LABELS.join(' | ')} |`,
    `|${ABILITY_LABELS.map(() => ':---:').join('|')}|`,
    `| ${scores.join(' | ')} |`,
  ];
}

/** The stat block for Obsidian: a plain section of bold properties, the ability table and the named entries. */
function obsidianStatBlock(npc: NpcData): string[] {
  if (!npc.statBlock) return [];
  const text = statBlockText(npc.statBlock);
  const property = ([label, value]: readonly [string, string]) => `- **${label}** ${mdText(value)}`;
  const named = (items: readonly { name: string; text: string }[]) =>
    items.map((item) => `***${mdText(item.name)}.*** ${mdText(item.text)}\n`);
  return [
    '## Stat Block',
    '',
    `*${mdText(text.subtitle)}*`,
    '',
    ...text.defence.map(property),
    '',
    ...abilityTable(text.abilities),
    '',
    ...text.details.map(property),
    '',
    ...section('Traits', named(text.traits), 3),
    ...section('Actions', named(text.actions), 3),
  ];
}

/** The stat block as Homebrewery V3 draws a monster: properties, rules, the ability table, traits, actions. */
function homebreweryStatBlock(npc: Entity<NpcData>): string[] {
  if (!npc.statBlock) return [];
  const text = statBlockText(npc.statBlock);
  const property = ([label, value]: readonly [string, string]) => hbProperty(label, value);
  const named = (items: readonly { name: string; text: string }[]) =>
    items.flatMap((item) => [`***${mdText(item.name)}.*** ${mdText(item.text)}`, ':']);
  return hbBlock('monster,frame', [
    `## ${mdText(npc.name)}`,
    `*${mdText(text.subtitle)}*`,
    HB_RULE,
    ...text.defence.map(property),
    HB_RULE,
    ...abilityTable(text.abilities),
    HB_RULE,
    ...text.details.map(property),
    HB_RULE,
    ...named(text.traits),
    '### Actions',
    ...named(text.actions),
  ]);
}

function obsidian(npc: Entity<NpcData>): string {
  return markdownDocument([
    ...frontMatter({
      kind: 'npc',
      race: npc.race,
      gender: npc.gender,
      age: npc.age,
      occupation: npc.occupation,
      socialClass: npc.socialClass,
      tags: obsidianTags('npc', npc.tags),
      created: npc.createdAt,
    }),
    `# ${mdText(npc.name)}`,
    '',
    `*${mdText(npcLine(npc))}*`,
    '',
    ...section('Appearance', paragraph(npc.appearance)),
    ...section('Personality', paragraph(npc.personality)),
    ...section('Traits', bullets(npc.traits)),
    ...section('Mannerisms', bullets(npc.mannerisms)),
    ...obsidianStatBlock(npc),
    ...npcStory(npc, []),
  ]);
}

function homebrewery(npc: Entity<NpcData>): string {
  const size = SMALL_RACES.has(npc.race) ? 'Small' : 'Medium';
  return markdownDocument([
    ...hbBlock('monster,frame', [
      `## ${mdText(npc.name)}`,
      `*${size} humanoid (${mdText(npc.race)}), ${mdText(npc.gender)} ${mdText(npc.occupation)}*`,
      HB_RULE,
      hbProperty('Age', npc.age),
      hbProperty('Occupation', npc.occupation),
      hbProperty('Social Class', npc.socialClass),
      HB_RULE,
      hbProperty('Traits', npc.traits.join(', ')),
      // Each mannerism is a sentence of its own.
      hbProperty('Mannerisms', npc.mannerisms.join(' ')),
      HB_RULE,
      '### Personality',
      mdText(npc.personality),
    ]),
    ...homebreweryStatBlock(npc),
    ...section('Appearance', paragraph(npc.appearance)),
    ...npcStory(npc, [PAGE_BREAK, '']),
    ...(npc.tags.length ? [`*Tags: ${npc.tags.map(mdText).join(', ')}*`, ''] : []),
  ]);
}

export const npcMarkdown: KindMarkdown<NpcData> = { obsidian, homebrewery };
