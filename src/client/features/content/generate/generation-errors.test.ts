// Unit tests of the generation failure toasts (spec section 8) for any kind, including the AI provider's
// failures (docs/ARCHITECTURE.md, 'Provider failures'): each case with the server's own words.
import { ApiError } from '@client/lib/api-client';
import { describe, expect, it } from 'vitest';
import type { KindTexts } from '../client-kind';
import { PROGRESS_INTERRUPTED, PROGRESS_INTERRUPTED_MESSAGE } from './generate-progress';
import { generationFailure, RATE_LIMIT_DESCRIPTION } from './generation-errors';

// Only the sentences a failed generation uses, for a kind called 'relic'.
const texts = {
  limitReached:
    "You've used all your relic generations. Check your account for details on generation limits.",
  imageGenerationFailed: 'Could not generate the relic image. Please try again.',
  generationFailed: 'Could not generate relic. Please try again or check the console for more details.',
  generationFailedLead: 'Could not generate relic.',
  submitFailed: 'Failed to generate relic. Please try again.',
} as KindTexts;

/** The server's messages, as providers/provider-errors.ts writes them. */
const SERVER = {
  busy: 'The AI provider is busy. Please try again in a moment.',
  quota: "The AI provider's quota or billing limit has been reached. Check the provider account.",
  timeout: 'The AI provider did not answer in time. Please try again.',
  unavailable: 'The AI provider cannot be reached. Please try again later.',
  failed: 'The AI provider failed to answer. Please try again.',
  unusable:
    "The AI provider's answer could not be used as a relic, even after a repair request. Please try again.",
  noCredits: 'You have no credits left to generate another relic.',
};

describe('generationFailure', () => {
  it('names the kind and refreshes the user when the credits are spent, before anything else', () => {
    expect(
      generationFailure(texts, new ApiError(SERVER.noCredits, 403, 'GENERATIONS_LIMIT_REACHED')),
    ).toEqual({
      variant: 'destructive',
      title: 'Generation Limit Reached',
      description: texts.limitReached,
      refreshUser: true,
      log: false,
    });
    // Even when its message happened to speak of quotas or pictures.
    expect(
      generationFailure(texts, new ApiError('Image quota spent', 429, 'GENERATIONS_LIMIT_REACHED')).title,
    ).toBe('Generation Limit Reached');
  });

  it('shows the spec text for a plain rate limit (429 or RATE_LIMIT_EXCEEDED)', () => {
    for (const error of [
      new ApiError(SERVER.busy, 429, 'RATE_LIMIT_EXCEEDED'),
      new ApiError('Too many requests', 429),
      new ApiError('Slow down', 400, 'RATE_LIMIT_EXCEEDED'),
    ]) {
      expect(generationFailure(texts, error)).toEqual({
        variant: 'destructive',
        title: 'API Rate Limit Reached',
        description: RATE_LIMIT_DESCRIPTION,
        refreshUser: false,
        log: false,
      });
    }
    expect(RATE_LIMIT_DESCRIPTION).toBe(
      'The OpenAI API limit has been reached. Please try again in a moment.',
    );
  });

  it('shows the server message under the quota title when a 429 speaks of a rate limit, quota or billing', () => {
    for (const message of [
      SERVER.quota,
      'Rate limit reached for requests per minute.',
      'Billing hard limit has been reached.',
    ]) {
      expect(generationFailure(texts, new ApiError(message, 429, 'RATE_LIMIT_EXCEEDED'))).toMatchObject({
        title: 'API Rate Limit or Quota Reached',
        description: message,
        refreshUser: false,
      });
    }
  });

  it('recognises a quota in the message under any other status too', () => {
    expect(generationFailure(texts, new ApiError('Quota exceeded', 500, 'INTERNAL_ERROR'))).toMatchObject({
      title: 'API Rate Limit or Quota Reached',
      description: 'Quota exceeded',
    });
  });

  it('blames the picture when the message speaks of an image', () => {
    expect(
      generationFailure(
        texts,
        new ApiError('Image generation failed: the AI provider failed to answer.', 502, 'PROVIDER_ERROR'),
      ),
    ).toMatchObject({
      title: 'Image Generation Failed',
      description: texts.imageGenerationFailed,
      log: true,
    });
  });

  it("names the picture as the kind does: a kind's own words and title (a town's map) replace 'image'", () => {
    const mapTexts = {
      ...texts,
      imageGenerationFailed: 'Could not generate the relic map. Please try again.',
      imageFailure: { words: ['map', 'image'], title: 'Map Generation Failed' },
    } as KindTexts;
    for (const message of ['The map could not be drawn.', 'Image provider failed to answer.']) {
      expect(generationFailure(mapTexts, new ApiError(message, 502, 'PROVIDER_ERROR'))).toMatchObject({
        title: 'Map Generation Failed',
        description: mapTexts.imageGenerationFailed,
        log: true,
      });
    }
    // Without the kind's words, 'map' is just a word: the default kind does not blame a picture for it.
    expect(generationFailure(texts, new ApiError('The map could not be drawn.', 500)).title).toBe(
      'Generation Failed',
    );
    // A quota still comes first, whatever the picture is called.
    expect(generationFailure(mapTexts, new ApiError('Map quota reached', 502)).title).toBe(
      'API Rate Limit or Quota Reached',
    );
  });

  it("tells the AI provider's failures in the server's words after the kind's lead", () => {
    const cases: [string, number, string][] = [
      ['PROVIDER_TIMEOUT', 504, SERVER.timeout],
      ['PROVIDER_UNAVAILABLE', 503, SERVER.unavailable],
      ['PROVIDER_ERROR', 502, SERVER.failed],
      ['GENERATION_FAILED', 502, SERVER.unusable],
    ];
    for (const [code, status, message] of cases) {
      expect(generationFailure(texts, new ApiError(message, status, code))).toEqual({
        variant: 'destructive',
        title: 'Generation Failed',
        description: `Could not generate relic. ${message}`,
        refreshUser: false,
        log: true,
      });
    }
    // A message without its full stop still reads as a sentence.
    expect(
      generationFailure(texts, new ApiError('The AI provider refused the request', 502, 'PROVIDER_ERROR'))
        .description,
    ).toBe('Could not generate relic. The AI provider refused the request.');
    // Without a message there is nothing to add: the spec's text.
    expect(generationFailure(texts, new ApiError(' ', 504, 'PROVIDER_TIMEOUT')).description).toBe(
      texts.generationFailed,
    );
  });

  it('says to look in the gallery when the progress stream broke, and refreshes the credits', () => {
    expect(
      generationFailure(texts, new ApiError(PROGRESS_INTERRUPTED_MESSAGE, 200, PROGRESS_INTERRUPTED)),
    ).toMatchObject({
      title: 'Generation Failed',
      description: `Could not generate relic. ${PROGRESS_INTERRUPTED_MESSAGE}`,
      refreshUser: true,
    });
  });

  it('falls back to the spec text for other failures, and to Error when no answer came at all', () => {
    expect(generationFailure(texts, new ApiError('Internal server error', 500, 'INTERNAL_ERROR'))).toEqual({
      variant: 'destructive',
      title: 'Generation Failed',
      description: texts.generationFailed,
      refreshUser: false,
      log: true,
    });
    expect(generationFailure(texts, new ApiError('Bad gateway', 502))).toMatchObject({
      title: 'Generation Failed',
      description: texts.generationFailed,
    });
    expect(generationFailure(texts, new TypeError('Failed to fetch'))).toMatchObject({
      title: 'Error',
      description: texts.submitFailed,
      log: true,
    });
  });

  it("titles every other failure with the kind's own words and the server's message, when the kind asks", () => {
    const own = {
      ...texts,
      failedWithServerMessage: 'Failed to Generate Relic',
      imageFailure: { words: [], title: 'Image Generation Failed' },
    } as KindTexts;
    for (const error of [
      new ApiError('Internal server error', 500, 'INTERNAL_ERROR'),
      new ApiError(SERVER.timeout, 504, 'PROVIDER_TIMEOUT'),
      new ApiError('image model failed', 502),
    ]) {
      expect(generationFailure(own, error)).toEqual({
        variant: 'destructive',
        title: 'Failed to Generate Relic',
        description: error.message,
        refreshUser: false,
        log: true,
      });
    }
    expect(generationFailure(own, new ApiError('  ', 500)).description).toBe(texts.generationFailed);
    expect(
      generationFailure(own, new ApiError(PROGRESS_INTERRUPTED_MESSAGE, 200, PROGRESS_INTERRUPTED))
        .refreshUser,
    ).toBe(true);
    // The rules before it still decide first.
    expect(
      generationFailure(own, new ApiError(SERVER.noCredits, 403, 'GENERATIONS_LIMIT_REACHED')).title,
    ).toBe('Generation Limit Reached');
    expect(generationFailure(own, new ApiError(SERVER.busy, 429, 'RATE_LIMIT_EXCEEDED')).title).toBe(
      'API Rate Limit Reached',
    );
    expect(generationFailure(own, new TypeError('Failed to fetch')).title).toBe('Error');
  });
});
