// Checks that procedural SVG is well-formed XML with no leaked placeholders, for tests of every picture kind.

const TAG = /<(\/?)([a-zA-Z][\w:-]*)((?:\s+[\w:-]+="[^"<]*")*)\s*(\/?)>/y;
const LEAKS = ['undefined', 'NaN', 'null', '[object', 'Infinity'];

/** Returns the problems found (empty when the SVG is well-formed and clean). */
export function checkSvg(svg: string): string[] {
  const problems: string[] = [];
  for (const leak of LEAKS) if (svg.includes(leak)) problems.push(`contains "${leak}"`);
  if (!svg.startsWith('<svg ')) problems.push('does not start with <svg');
  const stack: string[] = [];
  let i = 0;
  while (i < svg.length) {
    const lt = svg.indexOf('<', i);
    const text = svg.slice(i, lt === -1 ? svg.length : lt);
    if (text.includes('>')) problems.push(`stray ">" at ${i}`);
    if (/&(?!(amp|lt|gt|quot|apos);)/.test(text)) problems.push(`unescaped "&" at ${i}`);
    if (lt === -1) break;
    TAG.lastIndex = lt;
    const m = TAG.exec(svg);
    if (!m) {
      problems.push(`malformed tag at ${lt}: ${svg.slice(lt, lt + 60)}`);
      break;
    }
    const [, closing, name, attrText, selfClosing] = m;
    const names = [...(attrText ?? '').matchAll(/([\w:-]+)="/g)].map((a) => a[1]);
    if (new Set(names).size !== names.length) problems.push(`duplicate attribute in <${name}> at ${lt}`);
    if (closing) {
      const open = stack.pop();
      if (open !== name) problems.push(`</${name}> closes <${open ?? 'nothing'}> at ${lt}`);
    } else if (!selfClosing) {
      stack.push(name!);
    }
    i = TAG.lastIndex;
    if (problems.length > 5) break;
  }
  if (stack.length) problems.push(`unclosed: ${stack.join(' > ')}`);
  return problems;
}

/** Width and height from a PNG's IHDR chunk. */
export function pngSize(png: Buffer): { width: number; height: number } {
  if (png.length < 24 || png.readUInt32BE(0) !== 0x89504e47) throw new Error('not a PNG');
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}
