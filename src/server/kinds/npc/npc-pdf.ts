// The NPC's character sheet: portrait and identity at the top, then every section under its heading.
import type { Entity } from '../../../shared/content.js';
import type { NpcData } from '../../../shared/kinds/npc.js';
import type { PdfSheet } from '../../pdf/sheet.js';

const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

export function layoutNpcPdf(sheet: PdfSheet, npc: Entity<NpcData>, portrait: Buffer | null): void {
  const { doc } = sheet;
  const left = doc.page.margins.left;
  const top = doc.y;
  const size = 170;
  const pictureBottom = sheet.picture(portrait, left, top, size, 'No portrait available');

  const x = left + size + 22;
  const width = sheet.contentWidth - size - 22;
  doc.y = top;
  sheet.title(npc.name, `${capitalize(npc.race)} ${npc.gender}, ${npc.age}`, x, width);
  sheet.labelled('Occupation', capitalize(npc.occupation), x, width);
  sheet.labelled('Social class', capitalize(npc.socialClass), x, width);
  if (npc.traits.length > 0) sheet.labelled('Traits', npc.traits.join(', '), x, width);
  if (npc.mannerisms.length > 0) sheet.labelled('Mannerisms', npc.mannerisms.join(' '), x, width);
  doc.moveDown(0.3);
  sheet.tags(npc.tags, x, width);
  doc.y = Math.max(doc.y, pictureBottom + 8);
  doc.x = left;

  sheet.heading('Appearance');
  sheet.paragraph(npc.appearance);
  sheet.heading('Personality');
  sheet.paragraph(npc.personality);
  sheet.section('Backstory', npc.backstory);
  sheet.section('Motivations', npc.motivations);
  sheet.section('Secrets', npc.secrets);
  sheet.section('Flaws', npc.flaws);
  sheet.section('Plot Hooks', npc.plotHooks);
}
