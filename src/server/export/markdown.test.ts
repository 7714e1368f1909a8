import { describe, expect, it } from 'vitest';
import { homebreweryBlocks, parseFrontMatter } from '../test/markdown-checks.js';
import {
  frontMatter,
  hbBlock,
  markdownDocument,
  mdText,
  obsidianTags,
  relatedLinks,
  wikiLink,
  yamlString,
} from './markdown.js';

describe('mdText', () => {
  it('shows the record’s text as written: no emphasis, links, headings, lists or HTML from it', () => {
    expect(mdText('The *Red* _Hand_ [of] `Vex`')).toBe('The \\*Red\\* \\_Hand\\_ \\[of\\] \\`Vex\\`');
    expect(mdText('<script>alert(1)</script> & co')).toBe('&lt;script&gt;alert(1)&lt;/script&gt; &amp; co');
    expect(mdText('# not a heading')).toBe('\\# not a heading');
    expect(mdText('- not a bullet')).toBe('\\- not a bullet');
    expect(mdText('1. not a list')).toBe('1\\. not a list');
    expect(mdText('first line\nsecond line')).toBe('first line  \nsecond line');
    // A line of dashes would make the paragraph above it a heading (issue 22), or be a rule alone.
    expect(mdText('The plan\n---\nIt failed')).toBe('The plan  \n\\-\\-\\-  \nIt failed');
    expect(mdText('  - - -')).not.toMatch(/(^|\n)\s*-/);
  });

  it('escapes what Obsidian and Homebrewery read as syntax, and table pipes', () => {
    expect(mdText('a | b')).toBe('a \\| b');
    expect(mdText('{{monster}} and \\page')).toBe('\\{\\{monster\\}\\} and \\\\page');
    expect(mdText('Term :: meaning')).toBe('Term \\:\\: meaning');
    expect(mdText('==lit== %%hid%% $x$ ^up^')).toBe('\\=\\=lit\\=\\= \\%\\%hid\\%\\% \\$x\\$ \\^up\\^');
    expect(mdText('see #secret, at 12:30')).toBe('see \\#secret, at 12:30');
  });
});

describe('front matter', () => {
  it('quotes every text so any record stays one YAML value, and parses strictly', () => {
    const hostile = 'a: b\n---\n# "quoted" \\ \u2028 end';
    const lines = frontMatter({
      kind: 'npc',
      name: hostile,
      count: 3,
      flag: true,
      none: null,
      tags: ['x', 'y: z'],
    });
    const { fields, body } = parseFrontMatter(markdownDocument([...lines, '# Body']));
    expect(fields).toEqual({ kind: 'npc', name: hostile, count: 3, flag: true, tags: ['x', 'y: z'] });
    expect(body).toBe('\n# Body\n');
    expect(yamlString('\u2028')).toBe('"\\u2028"');
  });

  it('refuses keys that are not plain names', () => {
    expect(() => frontMatter({ 'bad key': 'x' })).toThrow();
  });

  it('makes tags and [[links]] that notes apps accept', () => {
    expect(obsidianTags('magic-item', ['Fire', 'very rare', '1234', '#hash!'])).toEqual([
      'magic-item',
      'fire',
      'very-rare',
      'hash',
    ]);
    expect(wikiLink('Mira [the] | Red#1')).toBe('[[Mira the Red 1]]');
    expect(relatedLinks(['A', 'A', '|||'])).toEqual(['[[A]]']);
  });
});

describe('Homebrewery blocks', () => {
  it('are balanced, and braces from the record cannot close them', () => {
    const doc = markdownDocument([
      ...hbBlock('note', [mdText('}} {{note')]),
      '\\page',
      ...hbBlock('monster,frame', ['x']),
    ]);
    expect(homebreweryBlocks(doc)).toEqual(['note', 'monster,frame']);
    expect(() => homebreweryBlocks('{{note\n}} }}\n')).toThrow();
    expect(() => homebreweryBlocks('{{note\n\\page\n}}\n')).toThrow();
    expect(() => hbBlock('note}}', [])).toThrow();
  });
});
