// A printable sheet in the manner of a published supplement (pdfkit, fonts from @fontsource as .woff):
// the building blocks every kind's PDF layout uses, so layouts read as a list of sections.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import * as fontkit from 'fontkit';
import PDFDocument from 'pdfkit';
import type { PaperSize } from '../../shared/content.js';
import { must } from '../../shared/must.js';
import { woffToSfnt } from './woff.js';

const require = createRequire(import.meta.url);
// Unpacked from WOFF and parsed once per process, then shared by every document: unpacking the tables again for
// each export (fontkit inflates them in JavaScript on every read) was most of an export's time. pdfkit takes a
// parsed fontkit font as well as a path.
const font = (pkg: string, file: string) =>
  fontkit.create(
    woffToSfnt(readFileSync(require.resolve(`@fontsource/${pkg}/files/${file}`))),
  ) as fontkit.Font;

const FONTS = {
  display: font('cinzel', 'cinzel-latin-700-normal.woff'),
  body: font('eb-garamond', 'eb-garamond-latin-400-normal.woff'),
  italic: font('eb-garamond', 'eb-garamond-latin-400-italic.woff'),
  bold: font('eb-garamond', 'eb-garamond-latin-700-normal.woff'),
  boldItalic: font('eb-garamond', 'eb-garamond-latin-700-italic.woff'),
} as const;

const INK = '#1f1a17';
const ACCENT = '#7a200d';
const RULE = '#c9a55c';
const MUTED = '#5b5048';
// Three quarters of an inch (19 mm) all round suits both papers: Letter is wider, A4 taller.
const MARGIN = 54;
/** The body size a sheet starts at; a layout may set its text smaller (`setBodySize`), never below 9 pt. */
export const BODY_SIZE = 11;
export const MIN_BODY_SIZE = 9;
/** The least share of its writing area a sheet's last page should fill when a layout cannot fit one page. */
export const MIN_LAST_PAGE_FILL = 0.25;

/** pdfkit's names of the papers a sheet may be set on (612 x 792 pt and 595.28 x 841.89 pt). */
const PAPER: Record<PaperSize, string> = { letter: 'LETTER', a4: 'A4' };

export type SheetEntry = { title: string; description: string };

/** The structure types a sheet tags its content with (PDF 1.7, 14.8.4): what a screen reader announces. */
export type StructureType =
  | 'H1'
  | 'H2'
  | 'H3'
  | 'P'
  | 'L'
  | 'LI'
  | 'Lbl'
  | 'LBody'
  | 'Figure'
  | 'Caption'
  | 'Div';

export class PdfSheet {
  // Not readonly: `fit` adopts the document of the trial it chooses.
  doc: PDFKit.PDFDocument;
  /** The tagged document's structure, read by screen readers in order; `tag` adds to it. */
  private root: PDFKit.PDFStructureElement;
  private chunks: Buffer[] = [];
  private done: Promise<Buffer>;
  /** The body text's size; headings, titles and small print keep their proportion to it. */
  private body = BODY_SIZE;

  constructor(
    private readonly docTitle: string,
    readonly paper: PaperSize = 'letter',
  ) {
    this.doc = new PDFDocument({
      size: PAPER[paper],
      margins: { top: MARGIN, bottom: MARGIN + 14, left: MARGIN, right: MARGIN },
      bufferPages: true,
      info: { Title: docTitle, Creator: 'Loreforge', Producer: 'Loreforge' },
      // Tagged (PDF/UA's structure): headings, paragraphs, lists and figures a screen reader can follow, the
      // rules, frames and page footers marked as artifacts, the title shown instead of the file name.
      tagged: true,
      lang: 'en',
      displayTitle: true,
      pdfVersion: '1.7',
    });
    this.root = this.doc.struct('Document');
    this.doc.addStructure(this.root);
    for (const [name, parsed] of Object.entries(FONTS)) this.doc.registerFont(name, parsed as never);
    this.doc.font('body').fontSize(this.body).fillColor(INK);
    this.done = new Promise((resolve, reject) => {
      this.doc.on('data', (chunk: Buffer) => this.chunks.push(chunk));
      this.doc.on('end', () => resolve(Buffer.concat(this.chunks)));
      this.doc.on('error', reject);
    });
  }

  /**
   * Writes `draw` as one element of the document's structure (a heading, a paragraph, a figure with its `alt`).
   * Nothing drawn inside may be an artifact: `artifact` ends the element's marked content.
   */
  tag(
    type: StructureType,
    draw: () => void,
    options: { alt?: string; actual?: string } = {},
    parent: PDFKit.PDFStructureElement = this.root,
  ): void {
    parent.add(this.doc.struct(type, options, draw));
  }

  /** Draws what carries no meaning of its own (a rule, a frame, a bullet, a footer) as an artifact. */
  artifact(draw: () => void): void {
    this.doc.markContent('Artifact');
    draw();
    this.doc.endMarkedContent();
  }

  /** The body text's size from here on, at least `MIN_BODY_SIZE`; call it before writing anything. */
  setBodySize(size: number): void {
    this.body = Math.max(MIN_BODY_SIZE, size);
    this.doc.font('body').fontSize(this.body);
  }

  /** A size in proportion to the body text: `scaled(13)` is 13 pt at the normal body size. */
  private scaled(size: number): number {
    return (size * this.body) / BODY_SIZE;
  }

  /** How many pages the sheet has so far. */
  get pageCount(): number {
    return this.doc.bufferedPageRange().count;
  }

  /** How much of the current (last) page's writing area is used, from 0 (nothing) to 1 (down to the margin). */
  get pageFill(): number {
    const top = this.doc.page.margins.top;
    return Math.min(1, Math.max(0, (this.doc.y - top) / (this.bottom - top)));
  }

  get contentWidth(): number {
    return this.doc.page.width - this.doc.page.margins.left - this.doc.page.margins.right;
  }

  private get bottom(): number {
    return this.doc.page.height - this.doc.page.margins.bottom;
  }

  /** Starts a new page unless `height` points still fit on this one. */
  ensureSpace(height: number): void {
    if (this.doc.y + height > this.bottom) this.doc.addPage();
  }

  /** The entity's name in large display type with an italic line beneath, then a rule. */
  title(name: string, subtitle: string, x = this.doc.page.margins.left, width = this.contentWidth): void {
    this.tag('H1', () =>
      this.doc
        .font('display')
        .fontSize(this.scaled(24))
        .fillColor(ACCENT)
        .text(name, x, this.doc.y, { width }),
    );
    this.doc.moveDown(0.15);
    this.tag('P', () =>
      this.doc
        .font('italic')
        .fontSize(this.scaled(12.5))
        .fillColor(INK)
        .text(subtitle, x, this.doc.y, { width }),
    );
    this.doc.moveDown(0.3);
    this.rule(x, width);
  }

  rule(x = this.doc.page.margins.left, width = this.contentWidth): void {
    const y = this.doc.y + 2;
    this.artifact(() =>
      this.doc
        .save()
        .moveTo(x, y)
        .lineTo(x + width, y)
        .lineWidth(1.2)
        .strokeColor(RULE)
        .stroke()
        .restore(),
    );
    this.doc.y = y + 6;
  }

  /** A section heading that is never left alone at the foot of a page. */
  heading(text: string, x = this.doc.page.margins.left, width = this.contentWidth): void {
    this.ensureSpace(this.scaled(16) + this.body * 3.6);
    this.doc.moveDown(0.5);
    this.tag('H2', () =>
      this.doc
        .font('display')
        .fontSize(this.scaled(13))
        .fillColor(ACCENT)
        .text(text, x, this.doc.y, { width }),
    );
    this.rule(x, width);
    this.doc.font('body').fontSize(this.body).fillColor(INK);
  }

  /** The height `heading` takes, measured without writing. */
  private headingHeight(text: string, width: number): number {
    const { doc } = this;
    const gap = doc.font('body').fontSize(this.body).currentLineHeight(true) * 0.5;
    const height = doc.font('display').fontSize(this.scaled(13)).heightOfString(text, { width });
    doc.font('body').fontSize(this.body);
    return gap + height + 8;
  }

  /** The height `bullets` takes, measured without writing. */
  private bulletsHeight(items: readonly string[], width: number): number {
    const { doc } = this;
    doc.font('body').fontSize(this.body);
    const after = doc.currentLineHeight(true) * 0.25;
    return items.reduce(
      (sum, item) => sum + doc.heightOfString(item, { width: width - 14, lineGap: 1.5 }) + after,
      0,
    );
  }

  /**
   * Short lists of bullets set side by side in equal columns, each under its own heading (a sheet's motivations
   * beside its secrets), so that a few short lines do not each take the page's whole width. Empty lists are left
   * out; lists too long to share a page are set one under the other.
   */
  listsSideBySide(lists: readonly { title: string; items: readonly string[] }[], gap = 20): void {
    const shown = lists.filter((list) => list.items.length > 0);
    const width = (this.contentWidth - gap * (shown.length - 1)) / shown.length;
    const heights = shown.map(
      (list) => this.headingHeight(list.title, width) + this.bulletsHeight(list.items, width),
    );
    const tallest = Math.max(0, ...heights);
    if (shown.length < 2 || tallest > this.bottom - this.doc.page.margins.top - this.body * 4) {
      for (const list of shown) this.section(list.title, list.items);
      return;
    }
    // A line's slack: the measure and the writing may round differently, and a column must never break a page.
    this.ensureSpace(tallest + this.body);
    const top = this.doc.y;
    let end = top;
    shown.forEach((list, index) => {
      const x = this.doc.page.margins.left + index * (width + gap);
      this.doc.y = top;
      this.heading(list.title, x, width);
      this.bullets(list.items, x, width);
      end = Math.max(end, this.doc.y);
    });
    this.doc.x = this.doc.page.margins.left;
    this.doc.y = end;
  }

  /**
   * A headed section, left out whole when it has nothing to say (a section the request switched off): a paragraph
   * for text, bullets for a list of strings, 'Title. Description' entries for titled items.
   */
  section(
    title: string,
    body: string | readonly string[] | readonly SheetEntry[],
    options: { italic?: boolean } = {},
  ) {
    if (body.length === 0) return;
    this.heading(title);
    if (typeof body === 'string') this.paragraph(body, options);
    else if (typeof body[0] === 'string') this.bullets(body as readonly string[]);
    else this.entries(body as readonly SheetEntry[]);
  }

  paragraph(text: string, options: { italic?: boolean } = {}): void {
    if (!text) return;
    this.tag(
      'P',
      () =>
        this.doc
          .font(options.italic ? 'italic' : 'body')
          .fontSize(this.body)
          .fillColor(INK)
          .text(text, this.doc.page.margins.left, this.doc.y, {
            width: this.contentWidth,
            align: 'justify',
            lineGap: 1.5,
          }),
      // Justified lines are set word by word, without spaces: the text as written, for screen readers.
      { actual: text },
    );
    this.doc.moveDown(0.4);
  }

  /** 'Label. Text' with the label in bold italics, as stat blocks print properties. */
  labelled(label: string, text: string, x = this.doc.page.margins.left, width = this.contentWidth): void {
    this.tag('P', () =>
      this.doc
        .font('boldItalic')
        .fontSize(this.body)
        .fillColor(INK)
        .text(`${label}. `, x, this.doc.y, { width, continued: true, lineGap: 1.5 })
        .font('body')
        .text(text, { lineGap: 1.5 }),
    );
    this.doc.moveDown(0.25);
  }

  bullets(items: readonly string[], x = this.doc.page.margins.left, width = this.contentWidth): void {
    // A list of items (L > LI), so a screen reader says how many there are.
    const list = this.doc.struct('L');
    this.root.add(list);
    for (const item of items) {
      this.ensureSpace(this.body * 2);
      const y = this.doc.y;
      this.artifact(() =>
        this.doc
          .save()
          .circle(x + 4, y + this.body * 0.59, 1.8)
          .fill(ACCENT)
          .restore(),
      );
      this.tag(
        'LI',
        () =>
          this.doc
            .font('body')
            .fontSize(this.body)
            .fillColor(INK)
            .text(item, x + 14, y, {
              width: width - 14,
              lineGap: 1.5,
            }),
        {},
        list,
      );
      this.doc.moveDown(0.25);
    }
    list.end();
  }

  entries(items: readonly SheetEntry[]): void {
    for (const item of items) {
      this.ensureSpace(this.body * 3);
      this.labelled(item.title, item.description);
    }
  }

  /** A line of small capitals, e.g. the entity's tags. */
  tags(tags: readonly string[], x = this.doc.page.margins.left, width = this.contentWidth): void {
    if (tags.length === 0) return;
    this.tag('P', () =>
      this.doc
        .font('display')
        .fontSize(8.5)
        .fillColor(MUTED)
        .text(tags.map((t) => t.toUpperCase()).join('  ·  '), x, this.doc.y, {
          width,
          characterSpacing: 0.6,
        }),
    );
    this.doc.moveDown(0.4);
    this.doc.font('body').fontSize(this.body).fillColor(INK);
  }

  /**
   * A landscape page holding one wide picture (a town map) as large as the page allows, with a caption under it;
   * the pages after it are portrait again.
   */
  widePicturePage(png: Buffer | null, aspect: number, caption: string, placeholder: string): void {
    const { doc } = this;
    doc.addPage({ ...this.doc.options, layout: 'landscape' });
    const left = doc.page.margins.left;
    const width = this.contentWidth;
    const room = doc.page.height - doc.page.margins.top - doc.page.margins.bottom - 24;
    const w = Math.min(width, room * aspect);
    const h = w / aspect;
    const x = left + (width - w) / 2;
    const y = doc.page.margins.top;
    this.artifact(() =>
      doc
        .save()
        .rect(x - 4, y - 4, w + 8, h + 8)
        .lineWidth(1.5)
        .strokeColor(RULE)
        .stroke()
        .restore(),
    );
    if (png) this.tag('Figure', () => doc.image(png, x, y, { width: w, height: h }), { alt: caption });
    else {
      this.artifact(() => doc.save().rect(x, y, w, h).fill('#efe6d2').restore());
      this.tag('P', () =>
        doc
          .font('italic')
          .fontSize(12)
          .fillColor(MUTED)
          .text(placeholder, x, y + h / 2 - 8, { width: w, align: 'center' }),
      );
    }
    this.tag('Caption', () =>
      doc
        .font('italic')
        .fontSize(10)
        .fillColor(MUTED)
        .text(caption, left, y + h + 10, { width, align: 'center' }),
    );
    doc.addPage({ ...this.doc.options, layout: 'portrait' });
    doc.font('body').fontSize(this.body).fillColor(INK);
  }

  /**
   * A framed square picture, the image fitted inside it (a picture of another shape, as an AI provider may paint,
   * keeps its proportions); answers the frame's bottom edge.
   */
  picture(
    png: Buffer | null,
    x: number,
    y: number,
    size: number,
    placeholder: string,
    alt = `Picture of ${this.docTitle}`,
  ): number {
    const { doc } = this;
    const height = size;
    this.artifact(() =>
      doc
        .save()
        .rect(x - 4, y - 4, size + 8, height + 8)
        .lineWidth(1.5)
        .strokeColor(RULE)
        .stroke()
        .restore(),
    );
    if (png) {
      this.tag(
        'Figure',
        () => doc.image(png, x, y, { fit: [size, height], align: 'center', valign: 'center' }),
        {
          alt,
        },
      );
    } else {
      this.artifact(() => doc.save().rect(x, y, size, height).fill('#efe6d2').restore());
      this.tag('P', () =>
        doc
          .font('italic')
          .fontSize(10)
          .fillColor(MUTED)
          .text(placeholder, x, y + height / 2 - 6, { width: size, align: 'center' }),
      );
    }
    return y + height + 4;
  }

  /**
   * Sets a layout in the roomiest of `steps` (roomiest first) that fits one page; when none does, in the roomiest
   * tried whose last page is at least `MIN_LAST_PAGE_FILL` full, so that a second page is worth turning to (else
   * the one that fills its last page most). Each step is laid out on a sheet of its own and the chosen one's document
   * becomes this sheet's, so no layout is set twice. Call it on an empty sheet. Answers the step.
   */
  fit<Step>(steps: readonly Step[], layout: (sheet: PdfSheet, step: Step) => void): Step {
    const trials: { index: number; step: Step; sheet: PdfSheet; pages: number; fill: number }[] = [];
    const trial = (index: number) => {
      const sheet = new PdfSheet(this.docTitle, this.paper);
      const step = must(steps[index], 'a layout step');
      layout(sheet, step);
      const done = { index, step, sheet, pages: sheet.pageCount, fill: sheet.pageFill };
      trials.push(done);
      return done;
    };
    // Each trial is a whole layout: a binary search for the roomiest step that fits one page (a tighter step
    // never needs more pages) takes two or three where trying them in order took up to five.
    let low = 0;
    let high = steps.length - 1;
    let fitting: (typeof trials)[number] | undefined;
    while (low <= high) {
      const mid = (low + high) >> 1;
      const done = trial(mid);
      if (done.pages === 1) {
        fitting = done;
        high = mid - 1;
      } else low = mid + 1;
    }
    const tried = [...trials].sort((a, b) => a.index - b.index);
    const chosen =
      fitting ??
      tried.find((t) => t.fill >= MIN_LAST_PAGE_FILL) ??
      tried.reduce((best, t) => (t.fill > best.fill ? t : best));
    this.doc = chosen.sheet.doc;
    this.root = chosen.sheet.root;
    this.chunks = chosen.sheet.chunks;
    this.done = chosen.sheet.done;
    this.body = chosen.sheet.body;
    return chosen.step;
  }

  /** Writes the page footers and answers the finished file. */
  async finish(): Promise<Buffer> {
    const range = this.doc.bufferedPageRange();
    for (let i = range.start; i < range.start + range.count; i++) {
      this.doc.switchToPage(i);
      const y = this.doc.page.height - MARGIN + 6;
      // Writing below the bottom margin would add a page; lift the margin while writing the footer.
      const bottom = this.doc.page.margins.bottom;
      this.doc.page.margins.bottom = 0;
      this.artifact(() =>
        this.doc
          .font('display')
          .fontSize(8)
          .fillColor(MUTED)
          .text(`LOREFORGE  ·  ${i + 1} / ${range.count}`, MARGIN, y, {
            width: this.contentWidth,
            align: 'center',
          }),
      );
      this.doc.page.margins.bottom = bottom;
    }
    this.root.end();
    this.doc.end();
    return this.done;
  }
}
