// The magic item as Markdown, in both flavours of decision 018: a note for Obsidian (front matter with type, rarity
// and attunement) and a Homebrewery V3 item card in a note block, set as 5e books print items.
import type { Entity } from '../../../shared/content.js';
import type { MagicItemData } from '../../../shared/kinds/magic-item.js';
import {
  bullets,
  frontMatter,
  hbBlock,
  markdownDocument,
  mdText,
  obsidianTags,
  paragraph,
  section,
} from '../../export/markdown.js';
import type { KindMarkdown } from '../../pipeline/kind.js';
import { itemMechanics, itemTypeLine, splitAbility } from './magic-item-pdf.js';

/** '***Quench.*** As a reaction...', as books set an item's properties. */
const abilityLines = (item: MagicItemData): string[] =>
  item.abilities.map((ability) => {
    const { title, description } = splitAbility(ability);
    return `***${mdText(title)}.*** ${mdText(description)}\n`;
  });

const mechanicsLines = (item: MagicItemData): string[] =>
  itemMechanics(item).map(([label, value]) => `**${label}.** ${mdText(value)}`);

function obsidian(item: Entity<MagicItemData>): string {
  return markdownDocument([
    ...frontMatter({
      kind: 'magic-item',
      type: item.type,
      subtype: item.subtype,
      rarity: item.rarity,
      attunement: item.requiresAttunement,
      attunementRequirements: item.attunementRequirements,
      tags: obsidianTags('magic-item', item.tags),
      created: item.createdAt,
    }),
    `# ${mdText(item.name)}`,
    '',
    `*${mdText(itemTypeLine(item))}*`,
    '',
    ...paragraph(item.description),
    ...section(
      'Mechanics',
      mechanicsLines(item).map((line) => `${line}  `),
    ),
    ...section('Properties', abilityLines(item)),
    ...section('Appearance', paragraph(item.appearance)),
    ...section('Quirks', bullets(item.quirks)),
    ...section('History', paragraph(item.history)),
  ]);
}

function homebrewery(item: Entity<MagicItemData>): string {
  return markdownDocument([
    ...hbBlock('note', [
      `#### ${mdText(item.name)}`,
      `*${mdText(itemTypeLine(item))}*`,
      '',
      ...mechanicsLines(item).map((line) => `${line}  `),
      '',
      mdText(item.description),
      '',
      ...abilityLines(item),
    ]),
    ...section('Appearance', paragraph(item.appearance), 5),
    ...section('Quirks', bullets(item.quirks), 5),
    ...section('History', paragraph(item.history), 5),
    ...(item.tags.length ? [`*Tags: ${item.tags.map(mdText).join(', ')}*`, ''] : []),
  ]);
}

export const magicItemMarkdown: KindMarkdown<MagicItemData> = { obsidian, homebrewery };
