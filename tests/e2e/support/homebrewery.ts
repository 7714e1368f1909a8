// Homebrewery's V3 syntax, as its editor reads it, rendered to HTML for a browser test (decision 018): `\page` starts
// a page, `{{classes` ... `}}` on their own lines is a `<div class="block classes">` whose content is Markdown, `Term
// :: Definition` lines are a definition list (V3's stat-block properties), a line of a lone `:` is a blank spacer.
// Everything else is CommonMark with GFM tables, as marked reads it (Homebrewery's own renderer is built on marked).
// Homebrewery itself is not on the package registry, so the rule this holds our exports to is the V3 syntax: any
// block, list or page break the export gets wrong shows as raw braces, '::' or '\page' in the rendered text.
import { Marked, type Tokens } from 'marked';

const DEFINITION = /^([^\n]+?) :: ([^\n]+)$/;

function homebreweryMarked(): Marked {
  const marked = new Marked({ gfm: true });
  marked.use({
    extensions: [
      {
        name: 'definitionList',
        level: 'block',
        start: (src) => src.match(/^[^\n]+ :: /m)?.index,
        tokenizer(src) {
          const lines = /^(?:[^\n]+ :: [^\n]+(?:\n|$))+/.exec(src);
          if (!lines) return undefined;
          const items = lines[0]
            .trimEnd()
            .split('\n')
            .map((line) => {
              const [, term, definition] = DEFINITION.exec(line)!;
              return {
                term: this.lexer.inlineTokens(term!),
                definition: this.lexer.inlineTokens(definition!),
              };
            });
          return { type: 'definitionList', raw: lines[0], items };
        },
        renderer(token) {
          const items = (token as Tokens.Generic).items as {
            term: Tokens.Generic[];
            definition: Tokens.Generic[];
          }[];
          return `<dl>${items
            .map(
              ({ term, definition }) =>
                `<dt>${this.parser.parseInline(term)}</dt><dd>${this.parser.parseInline(definition)}</dd>`,
            )
            .join('')}</dl>\n`;
        },
      },
    ],
  });
  return marked;
}

/** Each page's HTML: blocks become divs (blank lines around them so their content is Markdown again). */
export function renderHomebrewery(markdown: string): string[] {
  const marked = homebreweryMarked();
  return markdown.split(/^\\page$/m).map((page) => {
    const source = page
      .split('\n')
      .map((line) => {
        const open = /^\{\{([a-z][a-z0-9,-]*)$/.exec(line);
        if (open) return `\n<div class="block ${open[1]!.split(',').join(' ')}">\n`;
        if (line === '}}') return '\n</div>\n';
        if (line === ':') return '\n<div class="blank"></div>\n';
        return line;
      })
      .join('\n');
    return marked.parse(source, { async: false });
  });
}

/**
 * A page in the look of Homebrewery's PHB theme (parchment, red headings, the stat block's frame and tapered rules),
 * drawn with the fonts a plain machine has: enough to see the layout a game master gets.
 */
export function homebreweryDocument(title: string, pages: readonly string[]): string {
  const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title><style>
body { margin: 0; padding: 24px; background: #4b4b4b; display: grid; gap: 24px; justify-content: center; }
.page { box-sizing: border-box; width: 816px; min-height: 1056px; padding: 56px 64px; background: #eee5ce;
  color: #1a1a1a; font: 15px/1.35 Georgia, 'DejaVu Serif', serif; columns: 2; column-gap: 36px;
  box-shadow: 0 0 12px rgb(0 0 0 / 0.5); }
.page h1 { column-span: all; font: small-caps 700 34px/1.1 Georgia, serif; color: #58180d; margin: 0 0 12px; }
.page h2 { font: small-caps 700 22px/1.1 Georgia, serif; color: #58180d; border-bottom: 2px solid #c9ad6a;
  margin: 14px 0 6px; break-after: avoid; }
.page h3 { font: small-caps 700 17px/1.1 Georgia, serif; color: #58180d; border-bottom: 1px solid #c9ad6a;
  margin: 10px 0 4px; break-after: avoid; }
.page p { margin: 0 0 8px; }
.page table { width: 100%; border-collapse: collapse; margin: 6px 0; font-size: 13px; }
.page th, .page td { padding: 2px 4px; }
.page tbody tr:nth-child(odd) { background: #e0e5c1; }
.page dl { margin: 0 0 6px; }
.page dt { display: inline; font-weight: 700; }
.page dt::after { content: ' '; }
.page dd { display: inline; margin: 0; }
.page dd::after { content: ''; display: block; }
.block { break-inside: avoid; margin: 0 0 14px; }
.block.note, .block.descriptive { background: #e0e5c1; padding: 10px 14px; border-top: 4px solid #171717;
  border-bottom: 4px solid #171717; font-family: Verdana, 'DejaVu Sans', sans-serif; font-size: 13px; }
.block.descriptive { background: #faf7ea; border: 0; box-shadow: 0 0 6px #c9ad6a; font-style: italic; }
.block.monster { background: #fdf1dc; padding: 6px 10px; font-family: Verdana, 'DejaVu Sans', sans-serif;
  font-size: 13px; box-shadow: 0 0 4px #b0a68b; }
.block.monster.frame { border: 6px solid #e69a28; border-image: linear-gradient(#e69a28, #e69a28) 1;
  box-shadow: 0 0 0 1px #7b4b0f, 0 0 8px #333; }
.block.monster h2 { font-size: 21px; border: 0; margin-bottom: 0; }
.block.monster h3 { border-bottom: 1px solid #9c2b1b; color: #9c2b1b; }
.block.monster hr { height: 5px; border: 0; margin: 6px 0;
  background: linear-gradient(to right, #9c2b1b, #9c2b1b 60%, transparent); clip-path: polygon(0 0, 100% 50%, 0 100%); }
.block.monster table th, .block.monster table td { color: #9c2b1b; text-align: center; }
.block.monster tbody tr { background: none; }
.blank { height: 10px; }
</style></head><body>${pages.map((html, i) => `<div class="page" id="p${i + 1}">${html}</div>`).join('')}</body></html>`;
}
