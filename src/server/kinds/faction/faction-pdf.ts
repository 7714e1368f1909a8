// The faction dossier a game master prints: the emblem beside the name, motto and standing, the blazon, then the
// description, seat and reach, goals, and every section the spec's detail view has (structure, resources,
// members, relations), each left out whole when the request switched it off.
import type { Entity } from '../../../shared/content.js';
import type { FactionData } from '../../../shared/kinds/faction.js';
import type { PdfSheet } from '../../pdf/sheet.js';

const cap = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** 'Regional Power · moderate influence · known · Lawful Neutral merchant league'. */
export function factionStandingLine(faction: FactionData): string {
  return `${faction.size} · ${faction.influence} influence · ${faction.secrecy} · ${faction.alignment} ${faction.purpose}`;
}

export function layoutFactionPdf(sheet: PdfSheet, faction: Entity<FactionData>, emblem: Buffer | null): void {
  const { doc } = sheet;
  const left = doc.page.margins.left;
  const size = 130;
  const top = doc.y;
  const emblemBottom = sheet.picture(
    emblem,
    left + sheet.contentWidth - size,
    top,
    size,
    'No emblem available',
  );

  const width = sheet.contentWidth - size - 24;
  doc.y = top;
  sheet.title(faction.name, faction.motto ? `‘${faction.motto}’` : cap(faction.purpose), left, width);
  sheet.labelled('Standing', factionStandingLine(faction), left, width);
  sheet.labelled('Arms', faction.blazon, left, width);
  sheet.labelled('Headquarters', faction.headquarters, left, width);
  sheet.labelled('Territory', faction.territory, left, width);
  doc.moveDown(0.3);
  sheet.tags(faction.tags, left, width);
  doc.y = Math.max(doc.y, emblemBottom + 8);

  sheet.heading('Description');
  sheet.paragraph(faction.description);
  sheet.section('Goals', faction.goals);

  if (faction.leadership || faction.structure || faction.recruitment) {
    sheet.heading('Structure');
    if (faction.leadership) sheet.labelled('Leadership', faction.leadership);
    if (faction.structure) sheet.labelled('Organization', faction.structure);
    if (faction.recruitment) sheet.labelled('Recruitment', faction.recruitment);
  }
  sheet.section('History', faction.historyBackground, { italic: true });

  sheet.section(
    'Resources',
    faction.resources.map((r) => ({ title: r.name, description: r.description })),
  );
  sheet.section(
    'Rituals',
    faction.rituals.map((r) => ({ title: r.name, description: r.description })),
  );
  sheet.section('Special Abilities', faction.specialAbilities);
  sheet.section('Quests and Missions', faction.quests);
  sheet.section(
    'Key Members',
    faction.keyMembers.map((m) => ({ title: `${m.name}, ${m.role}`, description: m.description })),
  );
  sheet.section(
    'Rivals and Enemies',
    faction.rivals.map((r) => ({ title: r.rivalName, description: r.description })),
  );
  sheet.section('Allies and Friends', faction.allies);
  sheet.section('Weaknesses and Vulnerabilities', faction.weaknesses);
}
