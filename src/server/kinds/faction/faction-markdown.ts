// The faction as Markdown (spec: GET /api/faction/{id}/export/markdown), in both flavours of decision 018: a note
// for Obsidian (front matter, members, rivals and allies as [[links]]) and a Homebrewery V3 dossier (the standing in
// a note block, a page break before the members). Text from the record is escaped by the shared helpers.
import type { Entity } from '../../../shared/content.js';
import type { FactionData } from '../../../shared/kinds/faction.js';
import { armoriaCoa, armoriaLink } from '../../../shared/kinds/faction-armoria.js';
import {
  bullets,
  entries,
  frontMatter,
  hbBlock,
  hbProperty,
  markdownDocument,
  mdText,
  obsidianTags,
  PAGE_BREAK,
  paragraph,
  relatedLinks,
  section,
  wikiLink,
} from '../../export/markdown.js';
import type { KindMarkdown } from '../../pipeline/kind.js';
import { factionStandingLine } from './faction-pdf.js';

/** How a name of another person or faction is written: a [[link]] in notes apps, plain escaped text elsewhere. */
type NameOf = (name: string) => string;

/**
 * An ally is written as a sentence that starts with its name ('Lord Kethis Amberwind, a noble of ...'): the name is
 * what a note links to, the rest stays text. Null when the sentence does not open with a short name.
 */
function leadingName(ally: string): { name: string; rest: string } | null {
  const match = /^([^,;:.]{2,60})([,;:].*)?$/s.exec(ally);
  return match ? { name: match[1]!.trim(), rest: match[2] ?? '' } : null;
}

function structureLines(faction: FactionData): string[] {
  return [
    ['Leadership', faction.leadership],
    ['Organization', faction.structure],
    ['Recruitment', faction.recruitment],
  ]
    .filter(([, text]) => text)
    .map(([label, text]) => `**${label}.** ${mdText(text!)}\n`);
}

/** The parts of the dossier after its head, with the pages of a printed dossier marked by `pageBreak`. */
function factionBody(faction: FactionData, nameOf: NameOf, pageBreak: string[]): string[] {
  return [
    ...section('Goals', bullets(faction.goals)),
    ...section('Structure', structureLines(faction)),
    ...section('History', paragraph(faction.historyBackground)),
    ...section(
      'Resources',
      entries(faction.resources.map((r) => ({ title: r.name, description: r.description }))),
    ),
    ...section(
      'Rituals',
      entries(faction.rituals.map((r) => ({ title: r.name, description: r.description }))),
    ),
    ...section('Special Abilities', bullets(faction.specialAbilities)),
    ...pageBreak,
    ...section('Quests and Missions', entries(faction.quests)),
    ...section(
      'Key Members',
      faction.keyMembers.map((m) => `**${nameOf(m.name)}, ${mdText(m.role)}.** ${mdText(m.description)}\n`),
    ),
    ...section(
      'Rivals and Enemies',
      faction.rivals.map((r) => `**${nameOf(r.rivalName)}.** ${mdText(r.description)}\n`),
    ),
    ...section(
      'Allies and Friends',
      faction.allies.map((ally) => {
        const named = leadingName(ally);
        return named ? `- ${nameOf(named.name)}${mdText(named.rest)}` : `- ${mdText(ally)}`;
      }),
    ),
    ...section('Weaknesses and Vulnerabilities', bullets(faction.weaknesses)),
  ];
}

/** The arms in Armoria (issue 25): a link to its editor, and what it draws only as its nearest charge. */
function armoriaLines(faction: FactionData): string[] {
  const { notCarried } = armoriaCoa(faction.arms);
  const url = armoriaLink(faction.arms).replace(/[()]/g, (c) => (c === '(' ? '%28' : '%29'));
  const note = notCarried.length ? ` ${mdText(notCarried.join(' '))}` : '';
  return ['>', `> [Open these arms in Armoria](${url})${note}`];
}

function obsidian(faction: Entity<FactionData>): string {
  return markdownDocument([
    ...frontMatter({
      kind: 'faction',
      purpose: faction.purpose,
      size: faction.size,
      alignment: faction.alignment,
      influence: faction.influence,
      secrecy: faction.secrecy,
      motto: faction.motto || null,
      tags: obsidianTags('faction', faction.tags),
      related: relatedLinks([
        ...faction.keyMembers.map((m) => m.name),
        ...faction.rivals.map((r) => r.rivalName),
        ...faction.allies.flatMap((ally) => leadingName(ally)?.name ?? []),
      ]),
      created: faction.createdAt,
    }),
    `# ${mdText(faction.name)}`,
    '',
    ...(faction.motto ? [`*“${mdText(faction.motto)}”*`, ''] : []),
    `**${mdText(factionStandingLine(faction))}**`,
    '',
    `> **Arms.** ${mdText(faction.blazon)}`,
    ...armoriaLines(faction),
    '',
    mdText(faction.description),
    '',
    `**Headquarters.** ${mdText(faction.headquarters)}`,
    '',
    `**Territory.** ${mdText(faction.territory)}`,
    '',
    ...factionBody(faction, wikiLink, []),
  ]);
}

function homebrewery(faction: Entity<FactionData>): string {
  return markdownDocument([
    `# ${mdText(faction.name)}`,
    '',
    ...(faction.motto ? hbBlock('descriptive', [`*“${mdText(faction.motto)}”*`]) : []),
    ...hbBlock('note', [
      `##### ${mdText(faction.purpose)}`,
      `*${mdText(`${faction.size}, ${faction.alignment}`)}*`,
      '',
      hbProperty('Influence', faction.influence),
      hbProperty('Secrecy', faction.secrecy),
      hbProperty('Headquarters', faction.headquarters),
      hbProperty('Territory', faction.territory),
      hbProperty('Arms', faction.blazon),
    ]),
    mdText(faction.description),
    '',
    ...factionBody(faction, mdText, [PAGE_BREAK, '']),
    ...(faction.tags.length ? [`*Tags: ${faction.tags.map(mdText).join(', ')}*`, ''] : []),
  ]);
}

export const factionMarkdown: KindMarkdown<FactionData> = { obsidian, homebrewery };
