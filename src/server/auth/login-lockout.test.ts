import { describe, expect, it } from 'vitest';
import { LoginLockout } from './login-lockout.js';

describe('LoginLockout', () => {
  it('locks an address after the free failures, doubling the wait up to the maximum, per address', () => {
    let now = 0;
    const lockout = new LoginLockout({ freeFailures: 3, baseMs: 30_000, maxMs: 100_000 }, () => now);
    for (let i = 0; i < 3; i++) {
      lockout.check('a@example.com');
      lockout.failed('a@example.com');
    }
    lockout.check('a@example.com'); // three failures are free
    lockout.failed('a@example.com');
    expect(() => lockout.check('a@example.com')).toThrow(
      expect.objectContaining({
        statusCode: 429,
        code: 'RATE_LIMIT_EXCEEDED',
        message: expect.stringContaining('30 seconds'),
      }),
    );
    lockout.check('b@example.com'); // another address is free
    now += 30_001;
    lockout.check('a@example.com');
    lockout.failed('a@example.com'); // the next failure locks for 60 s
    now += 59_000;
    expect(() => lockout.check('a@example.com')).toThrow(/1 second|seconds/);
    now += 1_001;
    lockout.failed('a@example.com'); // 120 s, capped at 100 s
    expect(() => lockout.check('a@example.com')).toThrow(/2 minutes/);
    now += 100_001;
    lockout.check('a@example.com');
    lockout.succeeded('a@example.com');
    lockout.failed('a@example.com');
    lockout.check('a@example.com'); // a success cleared the count
  });
});
