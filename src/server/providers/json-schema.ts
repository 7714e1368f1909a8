// The JSON Schema an AI provider is held to, made from a kind's zod schema (one contract: nothing is declared
// twice). Structured-output servers accept only a subset of JSON Schema in strict mode, and not the same subset
// everywhere, so the schema is cut down to the strictest common one: every property required (an optional one
// becomes nullable), no additional properties, and only type, properties, required, additionalProperties, enum,
// const, anyOf, items, description, $defs and $ref. Lengths, counts and ranges move into the description, where
// the model still reads them; zod checks them on the answer.
import { z } from 'zod';

type Json = Record<string, unknown>;

const KEPT = new Set([
  'type',
  'properties',
  'required',
  'additionalProperties',
  'enum',
  'const',
  'anyOf',
  'items',
  'description',
  '$defs',
  '$ref',
]);

/** Constraints strict mode rejects, said in words instead. */
function constraintWords(node: Json): string[] {
  const words: string[] = [];
  const range = (min: unknown, max: unknown, unit: string) => {
    if (typeof min === 'number' && typeof max === 'number') words.push(`${min} to ${max} ${unit}`);
    else if (typeof min === 'number') words.push(`at least ${min} ${unit}`);
    else if (typeof max === 'number') words.push(`at most ${max} ${unit}`);
  };
  range(node.minItems, node.maxItems, 'items');
  if (typeof node.minLength === 'number' && node.minLength <= 1 && node.maxLength === undefined) {
    words.push('not empty');
  } else {
    range(node.minLength, node.maxLength, 'characters');
  }
  range(node.minimum, node.maximum, '(inclusive)');
  if (typeof node.pattern === 'string') words.push(`matching /${node.pattern}/`);
  if (typeof node.format === 'string') words.push(`format ${node.format}`);
  return words;
}

function strictNode(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(strictNode);
  if (!node || typeof node !== 'object') return node;
  const source = node as Json;
  const out: Json = {};
  for (const [key, value] of Object.entries(source)) {
    if (!KEPT.has(key)) continue;
    if (key === 'properties' || key === '$defs') {
      out[key] = Object.fromEntries(Object.entries(value as Json).map(([k, v]) => [k, strictNode(v)]));
    } else if (key === 'items' || key === 'anyOf') {
      out[key] = strictNode(value);
    } else {
      out[key] = value;
    }
  }
  const words = constraintWords(source);
  if (words.length > 0) {
    const said = words.join(', ');
    out.description = typeof out.description === 'string' ? `${out.description} (${said})` : said;
  }
  if (source.type === 'object' || source.properties) {
    const properties = (out.properties ?? {}) as Json;
    const required = new Set(Array.isArray(source.required) ? (source.required as string[]) : []);
    for (const [name, schema] of Object.entries(properties)) {
      if (!required.has(name)) properties[name] = nullable(schema as Json);
    }
    out.properties = properties;
    out.required = Object.keys(properties);
    out.additionalProperties = false;
  }
  return out;
}

function nullable(schema: Json): Json {
  const alternatives = Array.isArray(schema.anyOf) ? (schema.anyOf as Json[]) : [schema];
  if (alternatives.some((a) => a.type === 'null')) return schema;
  const { description, ...rest } = schema;
  const anyOf = Array.isArray(schema.anyOf)
    ? [...(schema.anyOf as Json[]), { type: 'null' }]
    : [rest, { type: 'null' }];
  return description === undefined ? { anyOf } : { anyOf, description };
}

/** The JSON Schema of a zod schema's output, as zod writes it (kept for the prompt of JSON mode). */
export function jsonSchemaOf(schema: z.ZodType): Json {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, {
    io: 'output',
    unrepresentable: 'any',
  }) as Json;
  return rest;
}

/** The strict-mode schema for `response_format: {type: 'json_schema', json_schema: {strict: true, schema}}`. */
export function strictJsonSchema(schema: z.ZodType): Json {
  return strictNode(jsonSchemaOf(schema)) as Json;
}

/**
 * Undoes the nullable-for-optional of strict mode on an answer: a null where the zod schema allows the key to be
 * absent is removed, so zod sees the field left out rather than a null it may reject.
 */
export function dropNullOptionals(value: unknown, schema: Json = {}): unknown {
  if (Array.isArray(value)) {
    const items = (schema.items ?? {}) as Json;
    return value.map((v) => dropNullOptionals(v, items));
  }
  if (!value || typeof value !== 'object') return value;
  const properties = (schema.properties ?? {}) as Record<string, Json>;
  const required = new Set(Array.isArray(schema.required) ? (schema.required as string[]) : []);
  const out: Json = {};
  for (const [key, v] of Object.entries(value as Json)) {
    if (v === null && properties[key] && !required.has(key) && !allowsNull(properties[key])) continue;
    out[key] = dropNullOptionals(v, properties[key] ?? {});
  }
  return out;
}

function allowsNull(schema: Json): boolean {
  if (schema.type === 'null') return true;
  return Array.isArray(schema.anyOf) && (schema.anyOf as Json[]).some((a) => a.type === 'null');
}
