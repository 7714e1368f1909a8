// The generate route's answer, read the same way for every kind: the NDJSON progress stream (docs/ARCHITECTURE.md,
// 'Generation progress') line by line, or the plain JSON answer of an older server. An 'error' line becomes the
// same ApiError a plain request raises, so the same toasts run.
import { ApiError, WRITE_FALLBACK_MESSAGE } from '@client/lib/api-client';
import { entityOfAnswer, type KindContract } from '@shared/content';

/** The media type of the progress stream. */
export const PROGRESS_MEDIA_TYPE = 'application/x-ndjson';

/** What the generate request accepts: the stream first, the spec's JSON from a server without one. */
export const PROGRESS_ACCEPT = `${PROGRESS_MEDIA_TYPE}, application/json;q=0.9`;

/** The stages the server reports, in order, as they begin. */
export const PROGRESS_STAGES = ['writing', 'storing', 'painting'] as const;
export type ProgressStage = (typeof PROGRESS_STAGES)[number];

/** How each stage reads while it runs (the overlay's headline stays the kind's). */
export const STAGE_LABELS: Record<ProgressStage, string> = {
  writing: 'Writing the story',
  storing: 'Storing it in your archive',
  painting: 'Handing it to the painter',
};

/**
 * The code of the ApiError raised when the stream stopped before its last line (a dropped connection, a proxy
 * that gave up). The generation may still have finished on the server, so the toast says to look first.
 */
export const PROGRESS_INTERRUPTED = 'PROGRESS_INTERRUPTED';
export const PROGRESS_INTERRUPTED_MESSAGE =
  'The connection closed before the answer arrived. It may have been made anyway: look in your gallery before trying again.';

function isStage(value: unknown): value is ProgressStage {
  return (PROGRESS_STAGES as readonly unknown[]).includes(value);
}

/** Whether the answer is the progress stream (anything else is the plain JSON answer). */
export function isProgressStream(response: Response): boolean {
  const type = response.headers.get('Content-Type') ?? '';
  return (type.split(';')[0] ?? '').trim().toLowerCase() === PROGRESS_MEDIA_TYPE;
}

/** Splits a byte stream into its lines as they arrive, whatever the chunk boundaries (a line may span chunks). */
export async function* ndjsonLines(body: ReadableStream<Uint8Array>): AsyncGenerator<string> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  try {
    for (;;) {
      const { done, value } = await reader.read();
      // `stream: true` keeps a character whose bytes are split between two chunks whole.
      buffer += done ? decoder.decode() : decoder.decode(value, { stream: true });
      let end = buffer.indexOf('\n');
      while (end >= 0) {
        const line = buffer.slice(0, end).trim();
        buffer = buffer.slice(end + 1);
        if (line) yield line;
        end = buffer.indexOf('\n');
      }
      if (done) break;
    }
    // A last line without its newline still counts.
    if (buffer.trim()) yield buffer.trim();
  } finally {
    reader.releaseLock();
  }
}

function interrupted(status: number): ApiError {
  return new ApiError(PROGRESS_INTERRUPTED_MESSAGE, status, PROGRESS_INTERRUPTED);
}

/**
 * Reads a successful generate answer and returns the entity (under the contract's `responseKey` in the stream's
 * 'done' line; where `entityOfAnswer` says in a plain answer). A stream reports each stage to
 * `onStage` as it begins and ends with the entity ('done') or an ApiError ('error', or an interrupted stream);
 * a plain JSON answer is the kind's spec answer.
 */
export async function readGenerateAnswer<T>(
  response: Response,
  contract: Pick<KindContract, 'responseKey' | 'entityAtTopLevel'>,
  onStage: (stage: ProgressStage) => void = () => {},
): Promise<T> {
  if (!isProgressStream(response) || !response.body) {
    const body = (await response.json()) as Record<string, unknown>;
    return entityOfAnswer(contract, body) as T;
  }
  // The entity from 'done'. The stream is still read to its end after it (the server closes it at once), so the
  // request completes instead of being aborted when the page moves on.
  let entity: { value: T } | undefined;
  try {
    for await (const text of ndjsonLines(response.body)) {
      if (entity) continue;
      let line: Record<string, unknown>;
      try {
        line = JSON.parse(text) as Record<string, unknown>;
      } catch {
        // Not a line of the protocol (a proxy's note?): what matters is whether 'done' or 'error' follows.
        continue;
      }
      if (!line || typeof line !== 'object') continue;
      if (isStage(line.stage)) onStage(line.stage);
      else if (line.stage === 'done') {
        if (line[contract.responseKey] === undefined) break;
        entity = { value: line[contract.responseKey] as T };
      } else if (line.stage === 'error') {
        const { status, message, error } = line;
        throw new ApiError(
          typeof message === 'string' && message ? message : WRITE_FALLBACK_MESSAGE,
          typeof status === 'number' && status >= 400 ? status : 500,
          typeof error === 'string' ? error : undefined,
        );
      }
      // A stage this client does not know yet is skipped.
    }
  } catch (error) {
    if (error instanceof ApiError) throw error;
    // The connection broke mid-stream (reader.read() rejects); after 'done' the entity is already safe.
    if (entity) return entity.value;
    throw interrupted(response.status);
  }
  if (entity) return entity.value;
  throw interrupted(response.status);
}

export type StepState = 'done' | 'current' | 'to-come';

/**
 * Each stage's state for the stepper: those before the last reported stage are done, it is current, the rest
 * are to come. Before the first report the first stage is current (it begins as soon as the server has the
 * request); when the entity arrived, every stage is done.
 */
export function stepStates(progress: {
  stage: ProgressStage | null;
  finished: boolean;
}): Record<ProgressStage, StepState> {
  const current = progress.finished
    ? PROGRESS_STAGES.length
    : PROGRESS_STAGES.indexOf(progress.stage ?? 'writing');
  const states = {} as Record<ProgressStage, StepState>;
  PROGRESS_STAGES.forEach((stage, index) => {
    states[stage] = index < current ? 'done' : index === current ? 'current' : 'to-come';
  });
  return states;
}
