// Unit tests of the generate answer's reader: NDJSON lines across any chunk boundaries, stages, the entity from
// 'done', an 'error' line as the plain request's ApiError, a broken stream, and the plain JSON answer.
import { ApiError } from '@client/lib/api-client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installLocalStorage } from '../../../test/browser-globals';
import type { ClientKind } from '../client-kind';
import { postGenerate } from './generate-entity';
import {
  ndjsonLines,
  PROGRESS_INTERRUPTED,
  type ProgressStage,
  readGenerateAnswer,
  stepStates,
} from './generate-progress';

const NDJSON = 'application/x-ndjson; charset=utf-8';
const CHARACTER = { responseKey: 'character' };

/** A body that delivers exactly these byte chunks, one per read. */
function chunked(chunks: readonly (string | Uint8Array)[], options: { failAtEnd?: boolean } = {}) {
  const encoder = new TextEncoder();
  let index = 0;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      if (index < chunks.length) {
        const chunk = chunks[index++]!;
        controller.enqueue(typeof chunk === 'string' ? encoder.encode(chunk) : chunk);
      } else if (options.failAtEnd) controller.error(new TypeError('network error'));
      else controller.close();
    },
  });
}

function streamResponse(chunks: readonly (string | Uint8Array)[], options: { failAtEnd?: boolean } = {}) {
  return new Response(chunked(chunks, options), { status: 200, headers: { 'Content-Type': NDJSON } });
}

async function collect(body: ReadableStream<Uint8Array>): Promise<string[]> {
  const lines: string[] = [];
  for await (const line of ndjsonLines(body)) lines.push(line);
  return lines;
}

const entity = { id: 7, name: 'Brannoc Ashveil', imageStatus: 'pending' };
const done = JSON.stringify({ stage: 'done', character: entity });

describe('ndjsonLines', () => {
  it('yields whole lines whatever the chunks: split lines, several per chunk, blank lines, no final newline', async () => {
    const text = `{"stage":"writing"}\n\n{"stage":"storing"}\n{"stage":"painting"}\n${done}`;
    const expected = ['{"stage":"writing"}', '{"stage":"storing"}', '{"stage":"painting"}', done];
    // Every way of cutting the text in two, and one byte at a time.
    for (let cut = 0; cut <= text.length; cut++) {
      expect(await collect(chunked([text.slice(0, cut), text.slice(cut)]))).toEqual(expected);
    }
    expect(await collect(chunked(text.split('')))).toEqual(expected);
  });

  it('keeps a character whose bytes arrive in two chunks whole', async () => {
    const bytes = new TextEncoder().encode('{"name":"Éowyn Þórsdóttir — the “Unbowed”"}\n');
    for (let cut = 1; cut < bytes.length; cut++) {
      expect(await collect(chunked([bytes.slice(0, cut), bytes.slice(cut)]))).toEqual([
        '{"name":"Éowyn Þórsdóttir — the “Unbowed”"}',
      ]);
    }
  });
});

describe('readGenerateAnswer', () => {
  it('reads the stream to its end after the done line, so the request is not aborted when the page moves on', async () => {
    let closed = false;
    const encoder = new TextEncoder();
    const parts = [`{"stage":"writing"}\n${done}\n`, '\n'];
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        const part = parts.shift();
        if (part !== undefined) controller.enqueue(encoder.encode(part));
        else {
          closed = true;
          controller.close();
        }
      },
    });
    const response = new Response(body, { status: 200, headers: { 'Content-Type': NDJSON } });
    expect(await readGenerateAnswer(response, CHARACTER)).toEqual(entity);
    expect(closed).toBe(true);
  });

  it('keeps the entity when the connection breaks after the done line', async () => {
    expect(await readGenerateAnswer(streamResponse([`${done}\n`], { failAtEnd: true }), CHARACTER)).toEqual(
      entity,
    );
  });

  it('reports each stage in order and returns the entity of the done line', async () => {
    const stages: ProgressStage[] = [];
    const answer = await readGenerateAnswer(
      streamResponse([
        '{"stage":"wri',
        'ting"}\n{"stage":"storing"}\n{"st',
        'age":"painting"}\n',
        `${done}\n`,
      ]),
      CHARACTER,
      (stage) => stages.push(stage),
    );
    expect(stages).toEqual(['writing', 'storing', 'painting']);
    expect(answer).toEqual(entity);
  });

  it('turns an error line into the ApiError the plain request raises', async () => {
    const stages: ProgressStage[] = [];
    const error = await readGenerateAnswer(
      streamResponse([
        '{"stage":"writing"}\n',
        '{"stage":"error","status":429,"error":"RATE_LIMIT_EXCEEDED","message":"The AI provider\'s quota or billing limit has been reached. Check the provider account."}\n',
      ]),
      CHARACTER,
      (stage) => stages.push(stage),
    ).catch((e: unknown) => e);
    expect(stages).toEqual(['writing']);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 429,
      code: 'RATE_LIMIT_EXCEEDED',
      message: "The AI provider's quota or billing limit has been reached. Check the provider account.",
    });
  });

  it('gives an error line without a message the write fallback, and one without a status 500', async () => {
    await expect(
      readGenerateAnswer(streamResponse(['{"stage":"error","error":"INTERNAL_ERROR"}\n']), CHARACTER),
    ).rejects.toMatchObject({
      status: 500,
      code: 'INTERNAL_ERROR',
      message: 'An error occurred while making the request',
    });
  });

  it('skips stages it does not know and lines that are not JSON', async () => {
    const stages: ProgressStage[] = [];
    const answer = await readGenerateAnswer(
      streamResponse(['{"stage":"varnishing"}\n', 'not json\n', '{"stage":"storing"}\n', `${done}\n`]),
      CHARACTER,
      (stage) => stages.push(stage),
    );
    expect(stages).toEqual(['storing']);
    expect(answer).toEqual(entity);
  });

  it('reports an interrupted stream, whether it ended early or broke', async () => {
    for (const response of [
      streamResponse(['{"stage":"writing"}\n{"stage":"storing"}\n']),
      streamResponse(['{"stage":"writing"}\n'], { failAtEnd: true }),
      streamResponse(['{"stage":"done","item":{}}\n']),
    ]) {
      const error = await readGenerateAnswer(response, CHARACTER).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({ code: PROGRESS_INTERRUPTED });
      expect((error as ApiError).message).toMatch(/look in your gallery/);
    }
  });

  it('reads the plain JSON answer of a server without the stream', async () => {
    const stages: ProgressStage[] = [];
    const answer = await readGenerateAnswer(
      new Response(JSON.stringify({ character: entity }), {
        status: 201,
        headers: { 'Content-Type': 'application/json; charset=utf-8' },
      }),
      CHARACTER,
      (stage) => stages.push(stage),
    );
    expect(answer).toEqual(entity);
    expect(stages).toEqual([]);
  });
});

describe('postGenerate', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  const kind = {
    contract: {
      apiBase: 'npc',
      listPath: 'npcs',
      imageRoute: 'portrait',
      regenerateRoute: 'regenerate-portrait',
      responseKey: 'character',
    },
  } as unknown as ClientKind;

  it('asks for the progress stream and still accepts JSON', async () => {
    installLocalStorage();
    const fetchMock = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) =>
      streamResponse(['{"stage":"writing"}\n', `${done}\n`]),
    );
    vi.stubGlobal('fetch', fetchMock);
    await expect(postGenerate(kind, { race: 'elf' })).resolves.toEqual(entity);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/npc/generate');
    const headers = new Headers(fetchMock.mock.calls[0]?.[1]?.headers);
    expect(headers.get('Accept')).toMatch(/^application\/x-ndjson\b/);
    expect(headers.get('Accept')).toContain('application/json');
    expect(fetchMock.mock.calls[0]?.[1]?.body).toBe('{"race":"elf"}');
  });

  it('raises the plain error answer (before any stream) as it always did', async () => {
    installLocalStorage();
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ message: 'Not signed in', error: 'UNAUTHORIZED' }), {
            status: 401,
            headers: { 'Content-Type': 'application/json' },
          }),
      ),
    );
    await expect(postGenerate(kind, {})).rejects.toMatchObject({ status: 401, code: 'UNAUTHORIZED' });
  });
});

describe('stepStates', () => {
  it('marks the stages before the reported one done, it current and the rest to come', () => {
    expect(stepStates({ stage: null, finished: false })).toEqual({
      writing: 'current',
      storing: 'to-come',
      painting: 'to-come',
    });
    expect(stepStates({ stage: 'storing', finished: false })).toEqual({
      writing: 'done',
      storing: 'current',
      painting: 'to-come',
    });
    expect(stepStates({ stage: 'painting', finished: true })).toEqual({
      writing: 'done',
      storing: 'done',
      painting: 'done',
    });
    // A plain JSON answer reports no stage, and finishes all the same.
    expect(stepStates({ stage: null, finished: true })).toEqual({
      writing: 'done',
      storing: 'done',
      painting: 'done',
    });
  });
});
