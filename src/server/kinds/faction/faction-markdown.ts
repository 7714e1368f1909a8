// The faction as Markdown (spec: GET /api/faction/{id}/export/markdown): it reads well as plain text, in any
// Markdown viewer and in Homebrewery (plain Markdown is valid there). Text from the record is escaped, so a name
// with asterisks or angle brackets shows as written and never becomes markup or HTML.
import type { Entity } from '../../../shared/content.js';
import type { FactionData } from '../../../shared/kinds/faction.js';
import { factionStandingLine } from './faction-pdf.js';

/** Escapes Markdown and HTML syntax in one line or paragraph of the record's text. */
export function mdText(text: string): string {
  return (
    text
      .replace(/[\\`*_[\]{}|~]/g, (c) => `\\${c}`)
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
      // Block markers at a line's start: a heading or bullet mark gets a backslash; an ordered list's '1.' gets one
      // before its dot (a digit cannot be escaped).
      .replace(/^(\s*)([#+-])(?=\s)/gm, '$1\\$2')
      .replace(/^(\s*\d+)([.)])(?=\s)/gm, '$1\\$2')
      .replace(/\r?\n/g, '  \n')
  );
}

const section = (title: string, lines: readonly string[]) =>
  lines.length ? [`## ${title}`, '', ...lines, ''] : [];
const bullets = (items: readonly string[]) => items.map((item) => `- ${mdText(item)}`);
const entries = (items: readonly { title: string; description: string }[]) =>
  items.map((item) => `**${mdText(item.title)}.** ${mdText(item.description)}\n`);

export function factionMarkdown(faction: Entity<FactionData>): string {
  const structure = [
    ['Leadership', faction.leadership],
    ['Organization', faction.structure],
    ['Recruitment', faction.recruitment],
  ]
    .filter(([, text]) => text)
    .map(([label, text]) => `**${label}.** ${mdText(text!)}\n`);
  const lines = [
    `# ${mdText(faction.name)}`,
    '',
    ...(faction.motto ? [`*“${mdText(faction.motto)}”*`, ''] : []),
    `**${mdText(factionStandingLine(faction))}**`,
    '',
    `> **Arms.** ${mdText(faction.blazon)}`,
    '',
    mdText(faction.description),
    '',
    `**Headquarters.** ${mdText(faction.headquarters)}`,
    '',
    `**Territory.** ${mdText(faction.territory)}`,
    '',
    ...section('Goals', bullets(faction.goals)),
    ...section('Structure', structure),
    ...section('History', faction.historyBackground ? [mdText(faction.historyBackground)] : []),
    ...section(
      'Resources',
      entries(faction.resources.map((r) => ({ title: r.name, description: r.description }))),
    ),
    ...section(
      'Rituals',
      entries(faction.rituals.map((r) => ({ title: r.name, description: r.description }))),
    ),
    ...section('Special Abilities', bullets(faction.specialAbilities)),
    ...section('Quests and Missions', entries(faction.quests)),
    ...section(
      'Key Members',
      entries(faction.keyMembers.map((m) => ({ title: `${m.name}, ${m.role}`, description: m.description }))),
    ),
    ...section(
      'Rivals and Enemies',
      entries(faction.rivals.map((r) => ({ title: r.rivalName, description: r.description }))),
    ),
    ...section('Allies and Friends', bullets(faction.allies)),
    ...section('Weaknesses and Vulnerabilities', bullets(faction.weaknesses)),
    ...(faction.tags.length ? [`*Tags: ${faction.tags.map(mdText).join(', ')}*`, ''] : []),
  ];
  return `${lines
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trimEnd()}\n`;
}
