// Issue 26: a kind lives in its own folders and a line per registry. This reads every production source file and
// finds those that name a kind (its id as a string or a path piece, its modules' exports, its routes' keys) outside
// the kind's own folders: they must be exactly the registries a new kind is added to (docs/ARCHITECTURE.md, 'Adding
// a kind') and the exceptions named below with their reason. A new file that names a kind fails here, and so does
// a fixed exception left on the list.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { KINDS } from './kinds/registry.js';

const ROOT = path.resolve(import.meta.dirname, '..', '..');

/** The files a new kind is registered in (docs/ARCHITECTURE.md, 'Adding a kind'). */
const REGISTRIES = [
  'src/server/kinds/registry.ts',
  'src/shared/world.ts',
  'src/client/features/kinds/registry.ts',
  'src/client/lib/routes.ts',
  'src/client/app.tsx',
  'src/client/features/layout/nav-items.ts',
  'src/client/features/home/home-dashboard.tsx',
];

/** Generic files that still name a kind, and why; each is work left on issue 26. */
const EXCEPTIONS: Record<string, string> = {
  'src/server/providers/check.ts': 'the AI provider check writes and paints one NPC as its sample',
};

const camel = (kind: string) => kind.replace(/-(\w)/g, (_m, c: string) => c.toUpperCase());
const pascal = (kind: string) => camel(kind).replace(/^\w/, (c) => c.toUpperCase());

/** What naming a kind looks like in code (comments aside). */
function namings(kind: string): RegExp[] {
  const c = camel(kind);
  const p = pascal(kind);
  return [
    new RegExp(`['"\`]${kind}s?['"\`]`),
    new RegExp(`/${kind}[/-]`),
    new RegExp(`kinds/${kind}\\b`),
    new RegExp(`\\b${c}(Client)?Kind\\b`),
    new RegExp(`\\b${c}(Generator|Gallery|Contract|RequestSchema|DataSchema|QuickToRequest)\\b`),
    new RegExp(`\\b${p}(GeneratorPage|GalleryPage|Data|Request|Entity)\\b`),
  ];
}

function sources(dir: string, out: string[] = []): string[] {
  for (const entry of readdirSync(path.join(ROOT, dir), { withFileTypes: true })) {
    const file = `${dir}/${entry.name}`;
    if (entry.isDirectory()) sources(file, out);
    else if (/\.tsx?$/.test(entry.name) && !/\.(test|e2e)\.tsx?$|\.d\.ts$/.test(entry.name)) out.push(file);
  }
  return out;
}

const withoutComments = (code: string) =>
  code.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');

describe('generic code names no kind', () => {
  it('outside its own folders, a kind is named only in the registries (and the listed exceptions)', () => {
    const kinds = KINDS.map((kind) => kind.contract.kind);
    const own = (file: string) =>
      /^src\/(server|client)\/test\//.test(file) ||
      kinds.some(
        (kind) =>
          file.startsWith(`src/server/kinds/${kind}/`) ||
          file.startsWith(`src/client/features/kinds/${kind}/`) ||
          new RegExp(`^src/shared/kinds/${kind}(-[\\w-]+)?\\.ts$`).test(file),
      );
    const naming = sources('src')
      .filter((file) => !own(file))
      .filter((file) => {
        const code = withoutComments(readFileSync(path.join(ROOT, file), 'utf8'));
        return kinds.some((kind) => namings(kind).some((re) => re.test(code)));
      })
      .sort();
    expect(naming).toEqual([...REGISTRIES, ...Object.keys(EXCEPTIONS)].sort());
  });
});
