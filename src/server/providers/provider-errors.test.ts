// The error catalogue for provider failures: statuses, codes and the words the client's toasts look for.
import { APIConnectionError, APIConnectionTimeoutError, APIError } from 'openai';
import { describe, expect, it } from 'vitest';
import { HttpError } from '../errors.js';
import { providerError, unusableAnswer } from './provider-errors.js';

const api = (status: number, message: string, extra: Record<string, unknown> = {}) =>
  APIError.generate(status, { error: { message, ...extra } }, undefined, new Headers());

const refused = Object.assign(new TypeError('fetch failed'), {
  cause: Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:1'), { code: 'ECONNREFUSED' }),
});

describe('provider errors', () => {
  it('maps each failure to its status and code', () => {
    const cases: [unknown, number, string][] = [
      [api(429, 'Rate limit reached for gpt-4o'), 429, 'RATE_LIMIT_EXCEEDED'],
      [
        api(429, 'You exceeded your current quota', { code: 'insufficient_quota' }),
        429,
        'RATE_LIMIT_EXCEEDED',
      ],
      [api(402, 'Insufficient credits'), 429, 'RATE_LIMIT_EXCEEDED'],
      [api(500, 'boom'), 502, 'PROVIDER_ERROR'],
      [api(503, 'overloaded'), 502, 'PROVIDER_ERROR'],
      [api(401, 'bad key'), 502, 'PROVIDER_ERROR'],
      [api(404, 'The model `gpt-9` does not exist'), 502, 'PROVIDER_ERROR'],
      [api(504, 'gateway timeout'), 504, 'PROVIDER_TIMEOUT'],
      [new APIConnectionTimeoutError(), 504, 'PROVIDER_TIMEOUT'],
      [new APIConnectionError({ cause: refused }), 503, 'PROVIDER_UNAVAILABLE'],
      [refused, 503, 'PROVIDER_UNAVAILABLE'],
      [new Error('something odd'), 502, 'PROVIDER_ERROR'],
    ];
    for (const [error, status, code] of cases) {
      const mapped = providerError(error, 'text');
      expect([mapped.statusCode, mapped.code], String(error)).toEqual([status, code]);
    }
  });

  it('counts anything after the deadline fired as a timeout', () => {
    const signal = AbortSignal.abort(new DOMException('timed out', 'TimeoutError'));
    expect(providerError(new Error('body stream aborted'), 'text', signal).code).toBe('PROVIDER_TIMEOUT');
  });

  it('says quota only for quotas, and image only for pictures', () => {
    const quota = providerError(api(429, 'insufficient_quota'), 'text').message;
    const busy = providerError(api(429, 'Rate limit reached'), 'text').message;
    expect(quota).toMatch(/quota/);
    expect(busy).not.toMatch(/rate limit|quota|billing/i);
    for (const error of [api(429, 'x'), api(500, 'x'), new APIConnectionTimeoutError(), refused]) {
      expect(providerError(error, 'text').message).not.toMatch(/image/i);
      expect(providerError(error, 'image').message).toMatch(/^Image generation failed: the AI provider/);
    }
    expect(unusableAnswer('image', 'no picture').message).toBe('Image generation failed: no picture.');
    expect(unusableAnswer('text', 'the answer was empty').code).toBe('GENERATION_FAILED');
  });

  it('passes catalogue errors through unchanged', () => {
    const error = new HttpError(403, 'GENERATIONS_LIMIT_REACHED', 'no credits');
    expect(providerError(error, 'text')).toBe(error);
  });
});
