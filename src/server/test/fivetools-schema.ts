// Test helper: a homebrew document checked against 5etools' own homebrew schema set (the `5etools-utils` package's
// `schema/brew`), with its own validator set-up (`UtilAjv`: its keywords and formats), as its `test-json-brew` runs.
// Two differences, both about loading, none about what is checked:
// - Each schema's `$id` is its path under one absolute base. The set names itself by bare file names
//   ('bestiary.json') and refers up ('../util.json'), which this Ajv (fast-uri) cannot resolve from a relative base.
// - One schema of the set lives on GitHub (plutonium-scenes' walls and lights, used only by scene entries). Tests read
//   nothing outside the repository, so a stand-in that accepts any array there takes its place.
import { readdir, readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { UtilAjv } from '5etools-utils/lib/UtilAjv.js';

const BASE = 'https://loreforge.test/5etools/schema/brew/';
const SCENES =
  'https://raw.githubusercontent.com/TheGiddyLimit/plutonium-scenes/main/test/schema/shared.json';

type Validator = {
  addSchema(schema: object, key?: string): unknown;
  validate(key: string, data: unknown): boolean;
  errors?: { instancePath: string; message?: string; params?: unknown }[] | null;
};

let loaded: Promise<Validator> | undefined;

async function jsonFiles(dir: string, under = ''): Promise<string[]> {
  const found: string[] = [];
  for (const entry of await readdir(path.join(dir, under), { withFileTypes: true })) {
    const relative = under ? `${under}/${entry.name}` : entry.name;
    if (entry.isDirectory()) found.push(...(await jsonFiles(dir, relative)));
    else if (entry.name.endsWith('.json')) found.push(relative);
  }
  return found;
}

function validator(): Promise<Validator> {
  loaded ??= (async () => {
    const dir = path.join(
      path.dirname(createRequire(import.meta.url).resolve('5etools-utils/package.json')),
      'schema',
      'brew',
    );
    const ajv = UtilAjv.getValidator() as Validator;
    ajv.addSchema({ $id: SCENES, $defs: { lightArray: { type: 'array' }, wallArray: { type: 'array' } } });
    for (const file of await jsonFiles(dir)) {
      const schema = JSON.parse(await readFile(path.join(dir, file), 'utf8'));
      ajv.addSchema({ ...schema, $id: `${BASE}${file}` });
    }
    return ajv;
  })();
  return loaded;
}

/** What 5etools' homebrew schema finds wrong in a document, one line per error (empty: valid). */
export async function homebrewErrors(document: unknown): Promise<string[]> {
  const ajv = await validator();
  if (ajv.validate(`${BASE}homebrew.json`, document)) return [];
  return (ajv.errors ?? []).map((e) => `${e.instancePath} ${e.message} ${JSON.stringify(e.params)}`);
}
