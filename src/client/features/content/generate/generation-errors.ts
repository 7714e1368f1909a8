// Which toast a failed generation shows (spec section 8), decided from the error alone so every kind agrees.
import type { ToastInput } from '@client/components/ui/use-toast';
import { ApiError } from '@client/lib/api-client';
import type { KindTexts } from '../client-kind';
import { PROGRESS_INTERRUPTED } from './generate-progress';

export const RATE_LIMIT_DESCRIPTION = 'The OpenAI API limit has been reached. Please try again in a moment.';

/**
 * The AI provider's failures (docs/ARCHITECTURE.md, 'Provider failures'). Their messages are written for people
 * and say what went wrong, so the toast tells them rather than pointing at the console.
 */
export const PROVIDER_FAILURE_CODES: ReadonlySet<string> = new Set([
  'PROVIDER_TIMEOUT',
  'PROVIDER_UNAVAILABLE',
  'PROVIDER_ERROR',
  'GENERATION_FAILED',
  PROGRESS_INTERRUPTED,
]);

const QUOTA_WORDS = /rate limit|quota|billing/;

/** A picture's failure as the spec words it for portraits and item images. */
const DEFAULT_IMAGE_FAILURE = { words: ['image'], title: 'Image Generation Failed' } as const;

export type GenerationFailure = ToastInput & {
  /** The user's credits (and so the list) may have changed: refresh them. */
  refreshUser: boolean;
  /** Worth a console line ('check the console for more details'). */
  log: boolean;
};

/** 'Could not generate NPC.' + 'The AI provider did not answer in time. Please try again.' */
function withReason(lead: string, message: string): string {
  const reason = message.trim();
  return /[.!?]$/.test(reason) ? `${lead} ${reason}` : `${lead} ${reason}.`;
}

export function generationFailure(texts: KindTexts, error: unknown): GenerationFailure {
  const base = { variant: 'destructive' as const, refreshUser: false, log: false };
  if (!(error instanceof ApiError)) {
    // The request never got an answer (offline, server down): the form could not be submitted.
    return { ...base, log: true, title: 'Error', description: texts.submitFailed };
  }
  if (error.code === 'GENERATIONS_LIMIT_REACHED') {
    return { ...base, refreshUser: true, title: 'Generation Limit Reached', description: texts.limitReached };
  }
  const message = error.message.toLowerCase();
  if (error.status === 429 || error.code === 'RATE_LIMIT_EXCEEDED') {
    // A quota or billing limit will not pass 'in a moment': the server's message says what to do instead.
    if (QUOTA_WORDS.test(message)) {
      return { ...base, title: 'API Rate Limit or Quota Reached', description: error.message };
    }
    return { ...base, title: 'API Rate Limit Reached', description: RATE_LIMIT_DESCRIPTION };
  }
  if (QUOTA_WORDS.test(message)) {
    return { ...base, title: 'API Rate Limit or Quota Reached', description: error.message };
  }
  const imageFailure = texts.imageFailure ?? DEFAULT_IMAGE_FAILURE;
  if (imageFailure.words.some((word) => message.includes(word))) {
    return { ...base, log: true, title: imageFailure.title, description: texts.imageGenerationFailed };
  }
  if (texts.failedWithServerMessage) {
    return {
      ...base,
      refreshUser: error.code === PROGRESS_INTERRUPTED,
      log: true,
      title: texts.failedWithServerMessage,
      description: error.message.trim() || texts.generationFailed,
    };
  }
  if (error.code && PROVIDER_FAILURE_CODES.has(error.code) && error.message.trim()) {
    return {
      ...base,
      // An interrupted stream may have finished on the server and spent a credit.
      refreshUser: error.code === PROGRESS_INTERRUPTED,
      log: true,
      title: 'Generation Failed',
      description: withReason(texts.generationFailedLead, error.message),
    };
  }
  return { ...base, log: true, title: 'Generation Failed', description: texts.generationFailed };
}
