// Regenerates src/server/art/glyph-outlines.ts: the letter outlines the town map's labels and the emblem's motto are drawn with
// (resvg renders without system fonts). Run with `node scripts/extract-map-glyphs.mjs` after changing the fonts or
// the characters; fontkit comes with pdfkit.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const fontkit = require('fontkit');
const fs = require('node:fs');
const chars = [];
for (let c = 32; c < 127; c++) chars.push(String.fromCharCode(c));
chars.push('\u2019', '\u2013', '\u00b7');
function dump(file) {
  const font = fontkit.openSync(require.resolve(`@fontsource/${file}`));
  const upm = font.unitsPerEm;
  const out = {};
  for (const ch of chars) {
    const run = font.layout(ch);
    const g = run.glyphs[0];
    if (!g || g.id === 0) continue;
    let d = '';
    for (const c of g.path.commands) {
      const a = c.args.map((v, i) => Math.round(i % 2 ? -v : v));
      const k = { moveTo: 'M', lineTo: 'L', quadraticCurveTo: 'Q', bezierCurveTo: 'C', closePath: 'Z' }[
        c.command
      ];
      d += k + a.join(' ');
    }
    out[ch] = [Math.round(run.positions[0].xAdvance), d];
  }
  return { upm, ascent: font.ascent, capHeight: font.capHeight, xHeight: font.xHeight, glyphs: out };
}
const display = dump('cinzel/files/cinzel-latin-700-normal.woff');
const body = dump('eb-garamond/files/eb-garamond-latin-500-normal.woff');

const italic = dump('eb-garamond/files/eb-garamond-latin-500-italic.woff');
const fmt = (name, f) => `export const ${name}: GlyphFont = ${JSON.stringify(f)};\n`;
let src = `// Letter outlines for map labels, as path data (resvg renders without system fonts, so text is drawn as shapes).
// Extracted by scripts/extract-map-glyphs.mjs from Cinzel Bold and EB Garamond (SIL Open Font License 1.1, shipped in @fontsource) with fontkit:
// font units, y pointing down, baseline at 0; each entry is [advance width, path data].
/* biome-ignore-all format: generated data */

export interface GlyphFont {
  upm: number;
  ascent: number;
  capHeight: number;
  xHeight: number;
  glyphs: Record<string, [number, string]>;
}

`;
src += fmt('DISPLAY_FONT', display) + fmt('BODY_FONT', body) + fmt('ITALIC_FONT', italic);
const out = new URL('../src/server/art/glyph-outlines.ts', import.meta.url);
fs.writeFileSync(out, src);
console.log(src.length, display.upm, body.upm);
