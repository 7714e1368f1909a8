import { describe, expect, it } from 'vitest';
import { attrs, el, escapeXml, num, SvgDoc } from './svg.js';
import { checkSvg } from './svg-check.js';

describe('svg builder', () => {
  it('escapes attribute values and text-like content', () => {
    expect(escapeXml(`a<b>&"c'`)).toBe('a&lt;b&gt;&amp;&quot;c&apos;');
    expect(attrs({ title: 'x"y', hidden: true, gone: undefined, off: false })).toBe(
      ' title="x&quot;y" hidden="hidden"',
    );
  });

  it('refuses non-finite numbers instead of writing NaN into a picture', () => {
    expect(num(1.23456)).toBe('1.23');
    expect(num(-0.001)).toBe('0');
    expect(() => num(Number.NaN)).toThrow(/non-finite/);
    expect(() => el('circle', { r: Number.POSITIVE_INFINITY })).toThrow();
  });

  it('folds a lone shape opacity into fill and stroke opacity (resvg renders element opacity via a layer)', () => {
    const markup = el('path', {
      d: 'M0 0L1 1',
      fill: '#000',
      stroke: '#fff',
      'stroke-opacity': 0.5,
      opacity: 0.5,
    });
    expect(markup).not.toContain(' opacity=');
    expect(markup).toContain('fill-opacity="0.5"');
    expect(markup).toContain('stroke-opacity="0.25"');
  });

  it('gives defs ids unique to one picture and shares identical defs', () => {
    const a = new SvgDoc(64, 'pa');
    const g1 = a.linearGradient({ stops: [{ offset: 0, color: '#fff' }] });
    const g2 = a.linearGradient({ stops: [{ offset: 0, color: '#fff' }] });
    const g3 = a.linearGradient({ stops: [{ offset: 0, color: '#000' }] });
    expect(g1).toBe(g2);
    expect(g3).not.toBe(g1);
    expect(g1).toMatch(/^url\(#pa-/);
    const svg = a.render(el('rect', { width: 10, height: 10, fill: g1 }));
    expect(checkSvg(svg)).toEqual([]);
  });
});

describe('checkSvg', () => {
  it('reports malformed markup and leaked placeholders', () => {
    expect(checkSvg('<svg x="1"><g></svg>')).not.toEqual([]);
    expect(checkSvg('<svg x="undefined"></svg>')).toContain('contains "undefined"');
    expect(checkSvg('<svg x="1"><path d="M0 0"/></svg>')).toEqual([]);
  });
});
