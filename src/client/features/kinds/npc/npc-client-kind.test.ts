// Unit tests of the NPC's generation failure toasts (spec section 8), in the order the spec gives them.

import {
  generationFailure,
  RATE_LIMIT_DESCRIPTION,
} from '@client/features/content/generate/generation-errors';
import { ApiError } from '@client/lib/api-client';
import { describe, expect, it } from 'vitest';
import { npcClientKind } from './npc-client-kind';

const texts = npcClientKind.texts;

describe('generationFailure', () => {
  it('refreshes the user and names the kind when the credits are spent', () => {
    const failure = generationFailure(
      texts,
      new ApiError('You have no credits left to generate another NPC.', 403, 'GENERATIONS_LIMIT_REACHED'),
    );
    expect(failure).toMatchObject({
      title: 'Generation Limit Reached',
      description:
        "You've used all your NPC generations. Check your account for details on generation limits.",
      refreshUser: true,
      variant: 'destructive',
    });
  });

  it('answers a 429 or RATE_LIMIT_EXCEEDED with the rate limit toast', () => {
    for (const error of [
      new ApiError('Slow down', 429, 'SOMETHING'),
      new ApiError('Slow down', 400, 'RATE_LIMIT_EXCEEDED'),
    ]) {
      expect(generationFailure(texts, error)).toMatchObject({
        title: 'API Rate Limit Reached',
        description: RATE_LIMIT_DESCRIPTION,
        refreshUser: false,
      });
    }
  });

  it('recognises rate limit, quota and billing in the message', () => {
    for (const message of ['Provider rate limit hit', 'Quota exceeded', 'Billing hard limit reached']) {
      expect(generationFailure(texts, new ApiError(message, 500, 'GENERATION_FAILED')).title).toBe(
        'API Rate Limit or Quota Reached',
      );
    }
  });

  it('blames the picture when the message speaks of an image', () => {
    expect(
      generationFailure(texts, new ApiError('Image provider down', 502, 'GENERATION_FAILED')),
    ).toMatchObject({
      title: 'Image Generation Failed',
      description: 'Could not generate the NPC portrait. Please try again.',
    });
  });

  it('falls back to Generation Failed, and to Error when no answer came at all', () => {
    expect(generationFailure(texts, new ApiError('Boom', 500, 'INTERNAL_ERROR'))).toMatchObject({
      title: 'Generation Failed',
      description: 'Could not generate NPC. Please try again or check the console for more details.',
      log: true,
    });
    expect(generationFailure(texts, new TypeError('Failed to fetch'))).toMatchObject({
      title: 'Error',
      description: 'Failed to generate NPC. Please try again.',
    });
  });
});
