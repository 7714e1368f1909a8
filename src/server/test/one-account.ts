// One game master's account asking for the same request again and again (decision 026): entities written in a row
// through the procedural provider, each avoiding the world of those before it, as the app writes them.
import { KINDS } from '../kinds/registry.js';
import { proceduralText } from '../providers/providers.js';

/**
 * `count` entities of `kind` for one request, seeds `salt`, `salt + 7919`, …, the world remembered as the app
 * remembers it (content-service's worldFingerprints): how many entities hold each fingerprint.
 */
export async function writeAccount(
  kind: string,
  request: Record<string, unknown>,
  { count = 25, salt = 1000 }: { count?: number; salt?: number } = {},
): Promise<Record<string, unknown>[]> {
  const found = KINDS.find((k) => k.contract.kind === kind);
  if (!found) throw new Error(`writeAccount: no kind '${kind}'`);
  const parsed = found.contract.requestSchema.parse(request);
  const avoid = new Map<number, number>();
  const records: Record<string, unknown>[] = [];
  for (let i = 0; i < count; i++) {
    const out = await proceduralText.write(found, parsed, salt + i * 7919, { avoid: new Map(avoid) });
    for (const p of out.fingerprints ?? []) avoid.set(p, (avoid.get(p) ?? 0) + 1);
    records.push(out.data);
  }
  return records;
}

/** The commonest words, and the X and N that stand for names and numbers in a masked phrase. */
const FILLER = new Set([
  'X',
  'N',
  'the',
  'of',
  'a',
  'an',
  'and',
  'to',
  'in',
  'on',
  'at',
  'by',
  'its',
  'is',
  'with',
]);

/** Whether a masked phrase is only names, numbers and the commonest words ('of the X of the X'): no phrase a reader recognises. */
export const fillerOnly = (phrase: string) => phrase.split(' ').filter((w) => !FILLER.has(w)).length < 2;
