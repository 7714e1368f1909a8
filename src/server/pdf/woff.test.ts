// The WOFF unpacker gives fontkit the same font: same tables, glyphs and metrics as reading the WOFF itself.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import * as fontkit from 'fontkit';
import { describe, expect, it } from 'vitest';
import { woffToSfnt } from './woff.js';

const require = createRequire(import.meta.url);

describe('woffToSfnt', () => {
  it.each([
    'cinzel/files/cinzel-latin-700-normal.woff',
    'eb-garamond/files/eb-garamond-latin-400-italic.woff',
  ])('unpacks %s into an equivalent sfnt', (file) => {
    const woff = readFileSync(require.resolve(`@fontsource/${file}`));
    const sfnt = woffToSfnt(woff);
    expect(sfnt.readUInt32BE(0)).not.toBe(0x774f4646);
    const a = fontkit.create(woff) as fontkit.Font;
    const b = fontkit.create(sfnt) as fontkit.Font;
    expect(b.postscriptName).toBe(a.postscriptName);
    expect(b.numGlyphs).toBe(a.numGlyphs);
    expect(b.unitsPerEm).toBe(a.unitsPerEm);
    const text = 'Brunna Coalhand, the Foundry Maul';
    expect(b.layout(text).positions.map((p) => p.xAdvance)).toEqual(
      a.layout(text).positions.map((p) => p.xAdvance),
    );
  });

  it('leaves a font that is not WOFF as it is', () => {
    const plain = Buffer.from([0, 1, 0, 0, 0, 0]);
    expect(woffToSfnt(plain)).toBe(plain);
  });
});
