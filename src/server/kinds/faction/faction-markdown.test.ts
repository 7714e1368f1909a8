import { describe, expect, it } from 'vitest';
import { mdText } from './faction-markdown.js';

describe('mdText', () => {
  it('shows the record’s text as written: no emphasis, links, headings, lists or HTML from it', () => {
    expect(mdText('The *Red* _Hand_ [of] `Vex`')).toBe('The \\*Red\\* \\_Hand\\_ \\[of\\] \\`Vex\\`');
    expect(mdText('<script>alert(1)</script> & co')).toBe('&lt;script&gt;alert(1)&lt;/script&gt; &amp; co');
    expect(mdText('# not a heading')).toBe('\\# not a heading');
    expect(mdText('- not a bullet')).toBe('\\- not a bullet');
    expect(mdText('1. not a list')).toBe('1\\. not a list');
    expect(mdText('first line\nsecond line')).toBe('first line  \nsecond line');
  });
});
