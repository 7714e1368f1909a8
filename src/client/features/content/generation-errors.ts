// Which toast a failed generation shows (spec section 8), decided from the error alone so every kind agrees.
import type { ToastInput } from '@client/components/ui/use-toast';
import { ApiError } from '@client/lib/api-client';
import type { KindTexts } from './client-kind';

export const RATE_LIMIT_DESCRIPTION = 'The OpenAI API limit has been reached. Please try again in a moment.';

export type GenerationFailure = ToastInput & {
  /** The user's credits may have changed: refresh them. */
  refreshUser: boolean;
  /** Worth a console line ('check the console for more details'). */
  log: boolean;
};

export function generationFailure(texts: KindTexts, error: unknown): GenerationFailure {
  const base = { variant: 'destructive' as const, refreshUser: false, log: false };
  if (!(error instanceof ApiError)) {
    // The request never got an answer (offline, server down): the form could not be submitted.
    return { ...base, log: true, title: 'Error', description: texts.submitFailed };
  }
  if (error.code === 'GENERATIONS_LIMIT_REACHED') {
    return { ...base, refreshUser: true, title: 'Generation Limit Reached', description: texts.limitReached };
  }
  if (error.status === 429 || error.code === 'RATE_LIMIT_EXCEEDED') {
    return { ...base, title: 'API Rate Limit Reached', description: RATE_LIMIT_DESCRIPTION };
  }
  const message = error.message.toLowerCase();
  if (/rate limit|quota|billing/.test(message)) {
    return { ...base, title: 'API Rate Limit or Quota Reached', description: error.message };
  }
  if (message.includes('image')) {
    return { ...base, log: true, title: 'Image Generation Failed', description: texts.imageGenerationFailed };
  }
  return { ...base, log: true, title: 'Generation Failed', description: texts.generationFailed };
}
