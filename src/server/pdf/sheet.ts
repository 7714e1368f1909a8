// A printable sheet in the manner of a published supplement (pdfkit, fonts from @fontsource as .woff):
// the building blocks every kind's PDF layout uses, so layouts read as a list of sections.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import * as fontkit from 'fontkit';
import PDFDocument from 'pdfkit';
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
const MARGIN = 54;
const BODY_SIZE = 11;

export type SheetEntry = { title: string; description: string };

export class PdfSheet {
  readonly doc: PDFKit.PDFDocument;
  private readonly chunks: Buffer[] = [];
  private readonly done: Promise<Buffer>;

  constructor(title: string) {
    this.doc = new PDFDocument({
      size: 'LETTER',
      margins: { top: MARGIN, bottom: MARGIN + 14, left: MARGIN, right: MARGIN },
      bufferPages: true,
      info: { Title: title, Creator: 'Loreforge', Producer: 'Loreforge' },
    });
    for (const [name, parsed] of Object.entries(FONTS)) this.doc.registerFont(name, parsed as never);
    this.doc.font('body').fontSize(BODY_SIZE).fillColor(INK);
    this.done = new Promise((resolve, reject) => {
      this.doc.on('data', (chunk: Buffer) => this.chunks.push(chunk));
      this.doc.on('end', () => resolve(Buffer.concat(this.chunks)));
      this.doc.on('error', reject);
    });
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
    this.doc.font('display').fontSize(24).fillColor(ACCENT).text(name, x, this.doc.y, { width });
    this.doc.moveDown(0.15);
    this.doc.font('italic').fontSize(12.5).fillColor(INK).text(subtitle, x, this.doc.y, { width });
    this.doc.moveDown(0.3);
    this.rule(x, width);
  }

  rule(x = this.doc.page.margins.left, width = this.contentWidth): void {
    const y = this.doc.y + 2;
    this.doc
      .save()
      .moveTo(x, y)
      .lineTo(x + width, y)
      .lineWidth(1.2)
      .strokeColor(RULE)
      .stroke()
      .restore();
    this.doc.y = y + 6;
  }

  /** A section heading that is never left alone at the foot of a page. */
  heading(text: string): void {
    this.ensureSpace(16 + BODY_SIZE * 3.6);
    this.doc.moveDown(0.5);
    const x = this.doc.page.margins.left;
    this.doc
      .font('display')
      .fontSize(13)
      .fillColor(ACCENT)
      .text(text, x, this.doc.y, { width: this.contentWidth });
    this.rule();
    this.doc.font('body').fontSize(BODY_SIZE).fillColor(INK);
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
    this.doc
      .font(options.italic ? 'italic' : 'body')
      .fontSize(BODY_SIZE)
      .fillColor(INK)
      .text(text, this.doc.page.margins.left, this.doc.y, {
        width: this.contentWidth,
        align: 'justify',
        lineGap: 1.5,
      });
    this.doc.moveDown(0.4);
  }

  /** 'Label. Text' with the label in bold italics, as stat blocks print properties. */
  labelled(label: string, text: string, x = this.doc.page.margins.left, width = this.contentWidth): void {
    this.doc
      .font('boldItalic')
      .fontSize(BODY_SIZE)
      .fillColor(INK)
      .text(`${label}. `, x, this.doc.y, { width, continued: true, lineGap: 1.5 })
      .font('body')
      .text(text, { lineGap: 1.5 });
    this.doc.moveDown(0.25);
  }

  bullets(items: readonly string[]): void {
    for (const item of items) {
      this.ensureSpace(BODY_SIZE * 2);
      const x = this.doc.page.margins.left;
      const y = this.doc.y;
      this.doc
        .save()
        .circle(x + 4, y + 6.5, 1.8)
        .fill(ACCENT)
        .restore();
      this.doc
        .font('body')
        .fontSize(BODY_SIZE)
        .fillColor(INK)
        .text(item, x + 14, y, {
          width: this.contentWidth - 14,
          lineGap: 1.5,
        });
      this.doc.moveDown(0.25);
    }
  }

  entries(items: readonly SheetEntry[]): void {
    for (const item of items) {
      this.ensureSpace(BODY_SIZE * 3);
      this.labelled(item.title, item.description);
    }
  }

  /** A line of small capitals, e.g. the entity's tags. */
  tags(tags: readonly string[], x = this.doc.page.margins.left, width = this.contentWidth): void {
    if (tags.length === 0) return;
    this.doc
      .font('display')
      .fontSize(8.5)
      .fillColor(MUTED)
      .text(tags.map((t) => t.toUpperCase()).join('  ·  '), x, this.doc.y, { width, characterSpacing: 0.6 });
    this.doc.moveDown(0.4);
    this.doc.font('body').fontSize(BODY_SIZE).fillColor(INK);
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
    doc
      .save()
      .rect(x - 4, y - 4, w + 8, h + 8)
      .lineWidth(1.5)
      .strokeColor(RULE)
      .stroke()
      .restore();
    if (png) doc.image(png, x, y, { width: w, height: h });
    else {
      doc.save().rect(x, y, w, h).fill('#efe6d2').restore();
      doc
        .font('italic')
        .fontSize(12)
        .fillColor(MUTED)
        .text(placeholder, x, y + h / 2 - 8, { width: w, align: 'center' });
    }
    doc
      .font('italic')
      .fontSize(10)
      .fillColor(MUTED)
      .text(caption, left, y + h + 10, { width, align: 'center' });
    doc.addPage({ ...this.doc.options, layout: 'portrait' });
    doc.font('body').fontSize(BODY_SIZE).fillColor(INK);
  }

  /**
   * A framed square picture, the image fitted inside it (a picture of another shape, as an AI provider may paint,
   * keeps its proportions); answers the frame's bottom edge.
   */
  picture(png: Buffer | null, x: number, y: number, size: number, placeholder: string): number {
    const { doc } = this;
    const height = size;
    doc
      .save()
      .rect(x - 4, y - 4, size + 8, height + 8)
      .lineWidth(1.5)
      .strokeColor(RULE)
      .stroke()
      .restore();
    if (png) {
      doc.image(png, x, y, { fit: [size, height], align: 'center', valign: 'center' });
    } else {
      doc.save().rect(x, y, size, height).fill('#efe6d2').restore();
      doc
        .font('italic')
        .fontSize(10)
        .fillColor(MUTED)
        .text(placeholder, x, y + height / 2 - 6, { width: size, align: 'center' });
    }
    return y + height + 4;
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
      this.doc
        .font('display')
        .fontSize(8)
        .fillColor(MUTED)
        .text(`LOREFORGE  ·  ${i + 1} / ${range.count}`, MARGIN, y, {
          width: this.contentWidth,
          align: 'center',
        });
      this.doc.page.margins.bottom = bottom;
    }
    this.doc.end();
    return this.done;
  }
}
