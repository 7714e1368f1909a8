import { describe, expect, it } from 'vitest';
import { GenerationLimiter } from './generation-limit.js';

describe('GenerationLimiter', () => {
  it('lets a user make max requests per window, then answers 429 with the wait, per user', () => {
    let now = 1_000_000;
    const limiter = new GenerationLimiter({ max: 3, windowMs: 60_000 }, () => now);
    for (let i = 0; i < 3; i++) limiter.take(1);
    expect(() => limiter.take(1)).toThrow(
      expect.objectContaining({
        statusCode: 429,
        code: 'RATE_LIMIT_EXCEEDED',
        message: expect.stringContaining('60 seconds'),
      }),
    );
    limiter.take(2); // another user is not held back
    now += 30_000;
    expect(() => limiter.take(1)).toThrow(/wait 30 seconds/);
    now += 30_001; // the first requests leave the window
    limiter.take(1);
  });

  it('refused requests do not count against the user', () => {
    let now = 0;
    const limiter = new GenerationLimiter({ max: 1, windowMs: 1000 }, () => now);
    limiter.take(7);
    for (let i = 0; i < 5; i++) expect(() => limiter.take(7)).toThrow();
    now = 1001;
    limiter.take(7);
  });
});
