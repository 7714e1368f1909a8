// Every failure of an AI provider, mapped in one place to the API's error catalogue (spec section 8):
// rate limits and quotas are 429 RATE_LIMIT_EXCEEDED, timeouts 504, unreachable servers 503, anything else the
// provider or its answer got wrong 502. Text messages never contain the word 'image' (the client would show the
// image toast); image messages always do, and name the failure after 'Image generation failed: '.
import { APIConnectionTimeoutError, APIError, APIUserAbortError } from 'openai';
import { HttpError } from '../errors.js';

export type ProviderTask = 'text' | 'image';

/** Quota and billing exhaustion: retrying soon does not help, the provider account needs attention. */
const QUOTA = /insufficient_quota|quota|billing|payment required|insufficient (credits?|funds|balance)/i;
const RATE_LIMIT = /rate.?limit|too many requests/i;
const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EPIPE',
  'UND_ERR_SOCKET',
]);
const TIMEOUT_CODES = new Set(['ETIMEDOUT', 'UND_ERR_CONNECT_TIMEOUT', 'UND_ERR_HEADERS_TIMEOUT']);

/** The user-facing reasons, written once for both tasks. */
const REASONS = {
  quota: "the AI provider's quota or billing limit has been reached. Check the provider account",
  busy: 'the AI provider is busy. Please try again in a moment',
  timeout: 'the AI provider did not answer in time. Please try again',
  unavailable: 'the AI provider cannot be reached. Please try again later',
  credentials:
    "the AI provider refused the server's credentials. The server's AI configuration needs attention",
  model: "the AI provider does not know the configured model. The server's AI configuration needs attention",
  refused: 'the AI provider refused the request',
  policy: "the AI provider's safety system refused the request. Try different options",
  failed: 'the AI provider failed to answer. Please try again',
} as const;
type Reason = keyof typeof REASONS;

const STATUS: Record<
  Reason,
  [number, 'RATE_LIMIT_EXCEEDED' | 'PROVIDER_TIMEOUT' | 'PROVIDER_UNAVAILABLE' | 'PROVIDER_ERROR']
> = {
  quota: [429, 'RATE_LIMIT_EXCEEDED'],
  busy: [429, 'RATE_LIMIT_EXCEEDED'],
  timeout: [504, 'PROVIDER_TIMEOUT'],
  unavailable: [503, 'PROVIDER_UNAVAILABLE'],
  credentials: [502, 'PROVIDER_ERROR'],
  model: [502, 'PROVIDER_ERROR'],
  refused: [502, 'PROVIDER_ERROR'],
  policy: [502, 'PROVIDER_ERROR'],
  failed: [502, 'PROVIDER_ERROR'],
};

/** 'Image generation failed: the AI provider...' for pictures; 'The AI provider...' for text. */
export function providerMessage(task: ProviderTask, reason: string): string {
  const sentence = reason.endsWith('.') ? reason : `${reason}.`;
  return task === 'image'
    ? `Image generation failed: ${sentence}`
    : `${sentence.charAt(0).toUpperCase()}${sentence.slice(1)}`;
}

function failure(task: ProviderTask, reason: Reason, cause: unknown): HttpError {
  const [status, code] = STATUS[reason];
  const error = new HttpError(status, code, providerMessage(task, REASONS[reason]));
  // The provider's own words stay with the error for the logs and provider:check, never for the user.
  error.cause = cause;
  return error;
}

/** An answer the provider gave that cannot be used (not JSON, not the kind's shape, not a picture): 502. */
export function unusableAnswer(task: ProviderTask, reason: string): HttpError {
  return new HttpError(
    502,
    task === 'image' ? 'PROVIDER_ERROR' : 'GENERATION_FAILED',
    providerMessage(task, reason),
  );
}

/** The text of an error and of its causes, for matching codes and words anywhere in the chain. */
function chain(error: unknown): { codes: Set<string>; names: Set<string>; text: string } {
  const codes = new Set<string>();
  const names = new Set<string>();
  const parts: string[] = [];
  let current: unknown = error;
  for (let depth = 0; current && depth < 6; depth++) {
    if (typeof current === 'object') {
      const e = current as { code?: unknown; name?: unknown; message?: unknown; cause?: unknown };
      if (typeof e.code === 'string') codes.add(e.code);
      if (typeof e.name === 'string') names.add(e.name);
      if (typeof e.message === 'string') parts.push(e.message);
      current = e.cause;
    } else {
      parts.push(String(current));
      current = undefined;
    }
  }
  return { codes, names, text: parts.join(' | ') };
}

/**
 * Maps anything a provider call threw to the catalogue. `deadline` is the call's own timeout signal: when it
 * fired, whatever the SDK or fetch reports (an abort, a reset body) is a timeout.
 */
export function providerError(error: unknown, task: ProviderTask, deadline?: AbortSignal): HttpError {
  if (error instanceof HttpError) return error;
  return failure(task, classify(error, deadline), error);
}

/** Which reason of the catalogue an error is. */
export function classify(error: unknown, deadline?: AbortSignal): Reason {
  if (deadline?.aborted) return 'timeout';
  const { codes, names, text } = chain(error);
  if (error instanceof APIError && error.status !== undefined) {
    const body = `${text} ${error.code ?? ''} ${error.type ?? ''}`;
    const status = error.status;
    if (QUOTA.test(body) || status === 402) return 'quota';
    if (status === 429 || RATE_LIMIT.test(body)) return 'busy';
    if (status === 401 || status === 403) return 'credentials';
    if (status === 404 && /model/i.test(body)) return 'model';
    if (status === 408 || status === 504 || status === 524) return 'timeout';
    if (/content.?policy|safety|moderation|content_filter/i.test(body)) return 'policy';
    if (status >= 500) return 'failed';
    return 'refused';
  }
  if (error instanceof APIUserAbortError || error instanceof APIConnectionTimeoutError) return 'timeout';
  const timedOut =
    names.has('TimeoutError') || [...codes].some((c) => TIMEOUT_CODES.has(c)) || /timed? ?out/i.test(text);
  if (timedOut) return 'timeout';
  if ([...codes].some((c) => CONNECTION_CODES.has(c)) || /connection error|fetch failed|socket/i.test(text)) {
    return 'unavailable';
  }
  return 'failed';
}
