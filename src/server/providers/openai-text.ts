// The OpenAI-compatible text provider (decision 010). The kind's procedural writer drafts the entity first, from
// the same request and seed: code keeps the seed, the resolved options and the mechanics (the kind's `fixed`
// facts); the model writes the prose under a JSON Schema made from the kind's zod schema. Its answer is merged
// under the fixed facts and validated by zod; one repair request feeds the problems back; then it fails (502).
import type OpenAI from 'openai';
import { APIError } from 'openai';
import type { ChatCompletionCreateParamsNonStreaming, ChatCompletionMessageParam } from 'openai/resources';
import type { z } from 'zod';
import { ENGINE_VERSION } from '../engine/version.js';
import type { ContextEntity, ServerKind } from '../pipeline/kind.js';
import { dropNullOptionals, jsonSchemaOf, strictJsonSchema } from './json-schema.js';
import { deadline, type OpenAiEndpoint, openAiClient } from './openai-client.js';
import { providerError, unusableAnswer } from './provider-errors.js';
import type { GeneratedText, ProviderLog, TextProvider, WriteRequest } from './providers.js';

export type OpenAiTextSettings = { endpoint: OpenAiEndpoint; model: string };

/**
 * How the server is asked for JSON. Strict JSON Schema first; a server that rejects it gets JSON mode with the
 * schema in the prompt, and one that rejects that too gets the schema in the prompt alone. The step down is
 * remembered for the provider's life, so only the first request pays for it.
 */
export type JsonMode = 'json_schema' | 'json_object' | 'prompt';
const NEXT_MODE: Record<JsonMode, JsonMode | undefined> = {
  json_schema: 'json_object',
  json_object: 'prompt',
  prompt: undefined,
};

const SYSTEM_PROMPT = [
  'You write ready-to-play material for tabletop role-playing game masters: fantasy settings in the spirit of',
  'Dungeons & Dragons 5th edition. Your prose is vivid, specific and usable at the table; you avoid cliches,',
  'real-world names and modern references, and you never mention that you are an AI.',
  'You answer with exactly one JSON object and nothing else: no Markdown, no code fences, no commentary.',
].join(' ');

/** A problem report sent back to the model is cut at this many issues and the bad answer at this many characters. */
const MAX_ISSUES = 20;
const MAX_ECHO_CHARS = 12_000;

export class OpenAiTextProvider implements TextProvider {
  readonly name: string;
  private readonly client: OpenAI;
  private jsonMode: JsonMode = 'json_schema';

  constructor(
    private readonly settings: OpenAiTextSettings,
    private readonly log?: ProviderLog,
  ) {
    this.name = `openai:${settings.model}`;
    this.client = openAiClient(settings.endpoint);
  }

  /** The way this provider currently asks for JSON (tests and provider:check read it). */
  get mode(): JsonMode {
    return this.jsonMode;
  }

  async write(
    kind: ServerKind,
    request: unknown,
    seed: number,
    { keep, ...options }: WriteRequest = {},
  ): Promise<GeneratedText> {
    const draft = kind.procedural.text(request, seed, options) as Record<string, unknown>;
    // What the model must not change: code's facts, and on a re-roll everything but the section it rewrites.
    const fixed = { ...(kind.ai.fixed(draft, request) as Record<string, unknown>), ...keep };
    const prompt = (mode: JsonMode) =>
      buildMessages(kind, request as Record<string, unknown>, fixed, mode, {
        context: options.context,
        rewrite: keep ? Object.keys(draft).filter((field) => !(field in keep)) : undefined,
      });

    const first = await this.complete(kind, prompt);
    const checked = checkAnswer(kind, first, fixed);
    if (checked.ok) return this.written(checked.data, seed);

    this.log?.warn(
      { kind: kind.contract.kind, problems: checked.problems },
      'AI answer invalid; asking for a repair',
    );
    const repair = (mode: JsonMode): ChatCompletionMessageParam[] => [
      ...prompt(mode),
      { role: 'assistant', content: first.slice(0, MAX_ECHO_CHARS) },
      { role: 'user', content: repairRequest(kind, checked.problems) },
    ];
    const second = await this.complete(kind, repair);
    const rechecked = checkAnswer(kind, second, fixed);
    if (rechecked.ok) return this.written(rechecked.data, seed);

    this.log?.warn(
      { kind: kind.contract.kind, problems: rechecked.problems },
      'AI answer invalid after one repair; giving up',
    );
    throw unusableAnswer(
      'text',
      `the AI provider's answer could not be used as ${article(kind.contract.label)}, even after a repair request. Please try again`,
    );
  }

  private written(data: Record<string, unknown>, seed: number): GeneratedText {
    return { data, provider: this.name, engineVersion: ENGINE_VERSION, seed };
  }

  /** One chat completion; steps down the JSON mode when the server rejects the current one. */
  private async complete(
    kind: ServerKind,
    messages: (mode: JsonMode) => ChatCompletionMessageParam[],
  ): Promise<string> {
    for (;;) {
      const mode = this.jsonMode;
      const signal = deadline(this.settings.endpoint.timeoutMs);
      try {
        const body: ChatCompletionCreateParamsNonStreaming = {
          model: this.settings.model,
          messages: messages(mode),
          ...responseFormat(kind, mode),
        };
        const completion = await this.client.chat.completions.create(body, { signal });
        const message = completion?.choices?.[0]?.message;
        if (message?.refusal) {
          throw unusableAnswer(
            'text',
            `the AI provider declined to write this ${kind.contract.label}. Try different options`,
          );
        }
        return typeof message?.content === 'string' ? message.content : '';
      } catch (error) {
        const next = NEXT_MODE[mode];
        if (next && rejectsFormat(error)) {
          this.log?.warn(
            { from: mode, to: next, err: error },
            'AI server rejected the response format; falling back',
          );
          // Another request may have stepped down already; never step back up.
          if (this.jsonMode === mode) this.jsonMode = next;
          continue;
        }
        throw providerError(error, 'text', signal);
      }
    }
  }
}

/** A 4xx/5xx that names the response format: the server does not support it (or not in strict mode). */
export function rejectsFormat(error: unknown): boolean {
  if (!(error instanceof APIError) || error.status === undefined) return false;
  if ([401, 402, 403, 429].includes(error.status)) return false;
  const text = `${error.message} ${error.param ?? ''} ${JSON.stringify(error.error ?? '')}`;
  return /response_format|json_schema|json schema|json_object|structured output/i.test(text);
}

function responseFormat(kind: ServerKind, mode: JsonMode): Partial<ChatCompletionCreateParamsNonStreaming> {
  if (mode === 'json_schema') {
    return {
      response_format: {
        type: 'json_schema',
        json_schema: {
          name: schemaName(kind),
          strict: true,
          schema: strictJsonSchema(kind.contract.dataSchema),
        },
      },
    };
  }
  if (mode === 'json_object') return { response_format: { type: 'json_object' } };
  return {};
}

/** `^[a-zA-Z0-9_-]{1,64}$`, as the API asks. */
function schemaName(kind: ServerKind): string {
  return kind.contract.kind.replace(/[^a-zA-Z0-9_-]/g, '_').slice(0, 64) || 'entity';
}

function article(label: string): string {
  return /^[aeiou]/i.test(label) || /^[FHLMNRSX][A-Z]/.test(label) ? `an ${label}` : `a ${label}`;
}

/** The request's options as lines: every option the game master set, and which ones were left to chance. */
export function describeRequest(request: Record<string, unknown>): string[] {
  const lines: string[] = [];
  for (const [key, value] of Object.entries(request)) {
    if (key === 'seed' || value === undefined || value === null || value === '') continue;
    let shown: string;
    if (value === 'random') shown = 'random (your choice; see the decided facts)';
    else if (typeof value === 'boolean') shown = value ? 'yes' : 'no';
    else if (typeof value === 'string') shown = JSON.stringify(value);
    else shown = JSON.stringify(value);
    lines.push(`- ${key}: ${shown}`);
  }
  return lines;
}

export function buildMessages(
  kind: ServerKind,
  request: Record<string, unknown>,
  fixed: Record<string, unknown>,
  mode: JsonMode,
  { context, rewrite }: { context?: ContextEntity; rewrite?: string[] } = {},
): ChatCompletionMessageParam[] {
  const { label } = kind.contract;
  const { context: _ref, ...options } = request;
  const sections = [
    rewrite
      ? `Rewrite only these fields of ${article(label)} for a game master: ${rewrite.join(', ')}. Every other field is given below and stays as it is; answer the whole JSON object.`
      : `Write ${article(label)} for a game master, as one JSON object.`,
    `The game master's request:\n${describeRequest(options).join('\n') || '- (no options)'}`,
    `Facts already decided: keep every one exactly as given (they are merged over your answer):\n${JSON.stringify(fixed, null, 2)}`,
    `What each field should contain:\n${kind.ai.guidance.trim()}`,
  ];
  if (context) {
    // The entity this one is made from (decision 024): its facts belong in the new one's story and hooks.
    sections.splice(
      2,
      0,
      `It belongs with the game master's ${context.kind} "${context.name}": weave its names, people and troubles into the story and hooks. Its record:\n${JSON.stringify(contextFacts(context.data))}`,
    );
  }
  if (mode !== 'json_schema') {
    sections.push(
      `The JSON object must match this JSON Schema (every property present):\n${JSON.stringify(jsonSchemaOf(kind.contract.dataSchema))}`,
    );
  }
  return [
    { role: 'system', content: SYSTEM_PROMPT },
    { role: 'user', content: sections.join('\n\n') },
  ];
}

/** The context entity's text for a prompt: its words, not its drawing data (layouts, looks, arms), kept short. */
function contextFacts(data: Record<string, unknown>): Record<string, unknown> {
  const facts: Record<string, unknown> = {};
  let budget = MAX_CONTEXT_CHARS;
  for (const [field, value] of Object.entries(data)) {
    const words =
      typeof value === 'string' || (Array.isArray(value) && value.every((item) => typeof item !== 'number'));
    const size = JSON.stringify(value).length;
    if (!words || size > budget) continue;
    facts[field] = value;
    budget -= size;
  }
  return facts;
}

/** How much of the context entity a prompt carries: enough for names and troubles, not a second entity's worth. */
const MAX_CONTEXT_CHARS = 6000;

function repairRequest(kind: ServerKind, problems: string[]): string {
  return [
    `Your answer could not be used as ${article(kind.contract.label)}. These problems were found:`,
    ...problems.map((p) => `- ${p}`),
    'Answer again with the complete, corrected JSON object only. Keep the decided facts exactly as given.',
  ].join('\n');
}

type Checked = { ok: true; data: Record<string, unknown> } | { ok: false; problems: string[] };

/** Parses, merges under the fixed facts and validates one answer. */
export function checkAnswer(kind: ServerKind, content: string, fixed: Record<string, unknown>): Checked {
  let parsed: unknown;
  try {
    parsed = extractJson(content);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return { ok: false, problems: [`The answer is not valid JSON (${reason}).`] };
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) {
    return { ok: false, problems: ['The answer must be one JSON object.'] };
  }
  const answer = dropNullOptionals(parsed, jsonSchemaOf(kind.contract.dataSchema)) as Record<string, unknown>;
  const result = (kind.contract.dataSchema as z.ZodType).safeParse({ ...answer, ...fixed });
  if (result.success) return { ok: true, data: result.data as Record<string, unknown> };
  return {
    ok: false,
    problems: result.error.issues
      .slice(0, MAX_ISSUES)
      .map((issue) => `${issue.path.join('.') || '(the object)'}: ${issue.message}`),
  };
}

/** The JSON in a model's answer: reasoning blocks and code fences removed, the outermost object taken. */
export function extractJson(content: string): unknown {
  let text = content.replace(/<think>[\s\S]*?<\/think>/gi, '').trim();
  if (!text) throw new Error('the answer is empty');
  const fenced = /```(?:json)?\s*([\s\S]*?)```/i.exec(text);
  if (fenced?.[1]) text = fenced[1].trim();
  if (!text.startsWith('{')) {
    const start = text.indexOf('{');
    const end = text.lastIndexOf('}');
    if (start >= 0 && end > start) text = text.slice(start, end + 1);
  }
  return JSON.parse(text);
}
