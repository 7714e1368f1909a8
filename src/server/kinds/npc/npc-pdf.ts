// The NPC's character sheet: portrait and identity at the top, then every section under its heading, on one page
// whenever the text allows it.
import type { Entity } from '../../../shared/content.js';
import type { NpcData } from '../../../shared/kinds/npc.js';
import type { PdfSheet } from '../../pdf/sheet.js';

const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** How tightly the sheet is set: the body text's size, the portrait's side, the short lists side by side. */
export type NpcSheetStep = { body: number; portrait: number; columns: boolean };

/**
 * Roomiest first. The sheet takes the first that fits one page (PdfSheet.fit); an NPC too long for one page even
 * at 9 pt is set at the first, where it fills a good part of the second page rather than spilling a few lines.
 */
export const NPC_SHEET_STEPS: readonly NpcSheetStep[] = [
  // 11 pt with the lists stacked (the old sheet) fitted no NPC with every section on in 30 tried, so the first
  // trial starts a step tighter: each trial is a full layout, and one fewer keeps an export near 100 ms.
  { body: 10.5, portrait: 160, columns: true },
  { body: 10, portrait: 150, columns: true },
  { body: 9.5, portrait: 140, columns: true },
  { body: 9, portrait: 130, columns: true },
];

export function layoutNpcPdf(sheet: PdfSheet, npc: Entity<NpcData>, portrait: Buffer | null): void {
  sheet.fit(NPC_SHEET_STEPS, (target, step) => layoutNpcSheet(target, npc, portrait, step));
}

function layoutNpcSheet(sheet: PdfSheet, npc: Entity<NpcData>, portrait: Buffer | null, step: NpcSheetStep) {
  const { doc } = sheet;
  sheet.setBodySize(step.body);
  const left = doc.page.margins.left;
  const top = doc.y;
  const size = step.portrait;
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
  if (step.columns) {
    sheet.listsSideBySide([
      { title: 'Motivations', items: npc.motivations },
      { title: 'Secrets', items: npc.secrets },
      { title: 'Flaws', items: npc.flaws },
    ]);
  } else {
    sheet.section('Motivations', npc.motivations);
    sheet.section('Secrets', npc.secrets);
    sheet.section('Flaws', npc.flaws);
  }
  sheet.section('Plot Hooks', npc.plotHooks);
}
