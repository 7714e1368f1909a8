// The town as Markdown, in both flavours of decision 018: a note for Obsidian (front matter with size, population
// and government; key NPCs, factions and establishments as [[links]]) and a Homebrewery V3 gazetteer (the facts in
// a note block, page breaks before the places and before the hooks).
import type { Entity } from '../../../shared/content.js';
import type { TownData } from '../../../shared/kinds/town.js';
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
import { factionEntry, townFactsLine } from './town-pdf.js';

/** How a name of a person, place or faction is written: a [[link]] in notes apps, plain escaped text elsewhere. */
type NameOf = (name: string) => string;

/** Everything after the head, the same in both flavours; `pageBreak` marks a printed page. */
function townBody(town: TownData, nameOf: NameOf, pageBreak: string[]): string[] {
  // An owner is linked only when it is one of the key NPCs; otherwise it may be a description ('the town council').
  const people = new Set(town.keyNpcs.map((npc) => npc.name));
  return [
    ...section('Notable Features', bullets(town.notableFeatures)),
    ...section('Economy', paragraph(town.localEconomy)),
    ...section('Government', paragraph(town.leadership)),
    ...section(
      'Factions',
      town.factions.map((faction) => {
        const { title, description } = factionEntry(faction);
        // 'Name: what they want' (spec section 3): the want reads on from the name ('to restore…').
        return `**${nameOf(title)}**: ${mdText(description)}\n`;
      }),
    ),
    ...section('Religion', paragraph(town.religion)),
    ...section('Culture', paragraph(town.culture)),
    ...section('History', paragraph(town.history)),
    ...pageBreak,
    ...section(
      'Establishments',
      town.establishments.map(
        (place, i) =>
          `**${i + 1}. ${nameOf(place.name)}** (${mdText(place.type)}, ${mdText(place.district)}). ` +
          `${mdText(place.description)} *Owner: ${people.has(place.owner) ? nameOf(place.owner) : mdText(place.owner)}.*\n`,
      ),
    ),
    ...section(
      'Key NPCs',
      town.keyNpcs.map((npc) => `**${nameOf(npc.name)}, ${mdText(npc.role)}.** ${mdText(npc.description)}\n`),
    ),
    ...pageBreak,
    ...section('Adventure Hooks', entries(town.hooks)),
    ...section('Threats', entries(town.threats)),
    ...section('Rumors', bullets(town.rumors)),
    ...section('Secrets', bullets(town.secrets)),
  ];
}

function obsidian(town: Entity<TownData>): string {
  return markdownDocument([
    ...frontMatter({
      kind: 'town',
      nickname: town.nickname,
      size: town.size,
      population: town.population,
      terrain: town.terrain,
      location: town.location,
      economy: town.economyType,
      government: town.governmentType,
      tags: obsidianTags('town', town.tags),
      related: relatedLinks([
        ...town.keyNpcs.map((npc) => npc.name),
        ...town.factions.map((faction) => factionEntry(faction).title),
        ...town.establishments.map((place) => place.name),
      ]),
      created: town.createdAt,
    }),
    `# ${mdText(town.name)}`,
    '',
    `*“${mdText(town.nickname)}”*. ${mdText(townFactsLine(town))}.`,
    '',
    ...paragraph(town.description),
    ...townBody(town, wikiLink, []),
  ]);
}

function homebrewery(town: Entity<TownData>): string {
  return markdownDocument([
    `# ${mdText(town.name)}`,
    '',
    ...hbBlock('note', [
      `##### “${mdText(town.nickname)}”`,
      hbProperty('Size', town.size),
      hbProperty('Population', town.population.toLocaleString('en-US')),
      hbProperty('Terrain', town.terrain),
      hbProperty('Location', town.location),
      hbProperty('Economy', town.economyType),
      hbProperty('Government', town.governmentType),
    ]),
    ...paragraph(town.description),
    ...townBody(town, mdText, [PAGE_BREAK, '']),
    ...(town.tags.length ? [`*Tags: ${town.tags.map(mdText).join(', ')}*`, ''] : []),
  ]);
}

export const townMarkdown: KindMarkdown<TownData> = { obsidian, homebrewery };
