// The NPC's character sheet: portrait and identity at the top, then every section under its heading, on one page
// whenever the text allows it.
import type { Entity } from '../../../shared/content.js';
import type { NpcData, NpcStatBlock } from '../../../shared/kinds/npc.js';
import type { PdfSheet } from '../../pdf/sheet.js';
import { ABILITY_LABELS, statBlockText } from './stats/stat-block-text.js';

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
  if (npc.statBlock) statBlockSection(sheet, npc.name, npc.statBlock, step.body);
}

const INK = '#1f1a17';
const ACCENT = '#7a200d';
const FRAME = '#c9a55c';

/**
 * The stat block in its familiar layout inside a border: name and type, defences, the six abilities in a row,
 * the other properties, traits, actions. Measured first and kept whole on one page, as a game master reads it.
 */
function statBlockSection(sheet: PdfSheet, name: string, block: NpcStatBlock, body: number): void {
  const { doc } = sheet;
  const text = statBlockText(block);
  const pad = 10;
  const left = doc.page.margins.left;
  const width = sheet.contentWidth;
  const x = left + pad;
  const inner = width - 2 * pad;
  const column = inner / ABILITY_LABELS.length;

  // One pass measures (draw = false), the second writes at the same places.
  const layout = (top: number, draw: boolean): number => {
    let y = top + pad;
    // Tagged as the sheet tags its own text (a heading, a paragraph), so a screen reader reads the block in order.
    const line = (font: string, size: number, str: string, colour = INK, gap = 1, type: 'H3' | 'P' = 'P') => {
      doc.font(font).fontSize(size);
      const height = doc.heightOfString(str, { width: inner, lineGap: 1 });
      if (draw) sheet.tag(type, () => doc.fillColor(colour).text(str, x, y, { width: inner, lineGap: 1 }));
      y += height + gap;
    };
    const labelled = (label: string, value: string) => {
      doc.font('bold').fontSize(body);
      // Measured as one run in bold, a little wider than the mixed run, so the box is never short.
      const height = doc.heightOfString(`${label} ${value}`, { width: inner, lineGap: 1 });
      if (draw)
        sheet.tag('P', () => {
          doc.fillColor(INK).text(`${label} `, x, y, { width: inner, continued: true, lineGap: 1 });
          doc.font('body').text(value, { lineGap: 1 });
        });
      y += height + 1;
    };
    const rule = () => {
      if (draw)
        sheet.artifact(() =>
          doc
            .save()
            .moveTo(x, y + 2)
            .lineTo(x + inner, y + 2)
            .lineWidth(1.2)
            .strokeColor(ACCENT)
            .stroke()
            .restore(),
        );
      y += 6;
    };
    line('display', body * 1.35, name, ACCENT, 0, 'H3');
    line('italic', body, text.subtitle, INK, 2);
    rule();
    for (const [label, value] of text.defence) labelled(label, value);
    rule();
    const rowHeight = doc.font('bold').fontSize(body).currentLineHeight(true);
    ABILITY_LABELS.forEach((label, i) => {
      if (!draw) return;
      const cx = x + i * column;
      const score = text.abilities[i] ?? '';
      sheet.tag(
        'P',
        () => {
          doc
            .font('bold')
            .fontSize(body)
            .fillColor(INK)
            .text(label, cx, y, { width: column, align: 'center' });
          doc.font('body').text(score, cx, y + rowHeight, { width: column, align: 'center' });
        },
        { actual: `${label} ${score}` },
      );
    });
    y += rowHeight * 2 + 2;
    rule();
    for (const [label, value] of text.details) labelled(label, value);
    rule();
    const named = (items: readonly { name: string; text: string }[]) => {
      for (const item of items) {
        doc.font('boldItalic').fontSize(body);
        const height = doc.heightOfString(`${item.name}. ${item.text}`, { width: inner, lineGap: 1 });
        if (draw)
          sheet.tag('P', () => {
            doc.fillColor(INK).text(`${item.name}. `, x, y, { width: inner, continued: true, lineGap: 1 });
            doc.font('body').text(item.text, { lineGap: 1 });
          });
        y += height + 3;
      }
    };
    named(text.traits);
    line('display', body * 1.1, 'Actions', ACCENT, 0, 'H3');
    rule();
    named(text.actions);
    return y + pad - 3;
  };

  const height = layout(0, false);
  sheet.ensureSpace(height + body * 4);
  sheet.heading('Stat Block');
  const top = doc.y;
  const bottom = layout(top, true);
  sheet.artifact(() =>
    doc
      .save()
      .rect(left, top, width, bottom - top)
      .lineWidth(1.5)
      .strokeColor(FRAME)
      .stroke()
      .restore(),
  );
  doc.font('body').fontSize(body).fillColor(INK);
  doc.x = left;
  doc.y = bottom + 6;
}
