// The strict JSON Schema made from a kind's zod schema, and answers read back through it.

import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { npcDataSchema } from '../../shared/kinds/npc.js';
import { widgetKind } from '../test/test-kind.js';
import { dropNullOptionals, jsonSchemaOf, strictJsonSchema } from './json-schema.js';
import { checkAnswer, extractJson } from './openai-text.js';

describe('strict JSON Schema', () => {
  it('keeps the NPC’s shape and enums, requires everything and moves limits into descriptions', () => {
    const schema = strictJsonSchema(npcDataSchema) as {
      properties: Record<string, Record<string, unknown>>;
      required: string[];
      additionalProperties: boolean;
    };
    expect(schema.additionalProperties).toBe(false);
    expect(schema.required).toEqual(Object.keys(npcDataSchema.shape));
    expect(schema.properties.race!.enum).toContain('dragonborn');
    expect(schema.properties.name).toEqual({ type: 'string', description: '1 to 120 characters' });
    expect(schema.properties.tags).toMatchObject({ type: 'array', description: '1 to 8 items' });
    expect(schema.properties.plotHooks!.items).toMatchObject({
      type: 'object',
      required: ['title', 'description'],
      additionalProperties: false,
    });
    expect(JSON.stringify(schema)).not.toMatch(/minLength|maxItems|\$schema/);
  });

  it('makes optional properties nullable, and drops the nulls from answers', () => {
    const schema = z.object({ title: z.string(), note: z.string().optional(), when: z.string().nullable() });
    const strict = strictJsonSchema(schema) as { properties: Record<string, unknown>; required: string[] };
    expect(strict.required).toEqual(['title', 'note', 'when']);
    expect(strict.properties.note).toEqual({ anyOf: [{ type: 'string' }, { type: 'null' }] });
    const answer = dropNullOptionals({ title: 'T', note: null, when: null }, jsonSchemaOf(schema));
    expect(answer).toEqual({ title: 'T', when: null });
    expect(schema.safeParse(answer).success).toBe(true);
  });
});

describe('reading answers', () => {
  it('finds the JSON in fences, after reasoning, and among words', () => {
    expect(extractJson('```json\n{"a":1}\n```')).toEqual({ a: 1 });
    expect(extractJson('<think>{not json}</think>{"a":2}')).toEqual({ a: 2 });
    expect(extractJson('Here you go: {"a":3} Enjoy!')).toEqual({ a: 3 });
    expect(() => extractJson('   ')).toThrow('empty');
  });

  it('merges the fixed facts over the answer and lists what is wrong', () => {
    expect(checkAnswer(widgetKind, '{"name":"A","colour":"x","lore":"L"}', { colour: 'red' })).toEqual({
      ok: true,
      data: { name: 'A', colour: 'red', lore: 'L' },
    });
    const bad = checkAnswer(widgetKind, '{"name":""}', { colour: 'red' });
    expect(bad.ok).toBe(false);
    expect(bad.ok ? [] : bad.problems.map((p) => p.split(':')[0])).toEqual(['name', 'lore']);
    expect(checkAnswer(widgetKind, '[1,2]', {})).toEqual({
      ok: false,
      problems: ['The answer must be one JSON object.'],
    });
  });
});
