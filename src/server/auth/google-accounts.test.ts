// Unit tests of the username a Google sign-in gives a new account.
import { describe, expect, it } from 'vitest';
import { registerRequestSchema } from '../../shared/auth.js';
import { fitUsername } from './google-accounts.js';

describe('fitUsername', () => {
  it.each([
    ['Alice Liddell', 'alice@example.com', 'Alice Liddell'],
    ['  Alice \t\n Liddell  ', 'alice@example.com', 'Alice Liddell'],
    ['Al', 'alice.l@example.com', 'alice.l'],
    [undefined, 'bilbo@example.com', 'bilbo'],
    ['', 'bo@example.com', 'Adventurer'],
    ['A\u0000l\u200bi', 'x@example.com', 'Ali'],
    ['x'.repeat(80), 'x@example.com', 'x'.repeat(50)],
  ])('turns name %j and e-mail %s into %j', (name, email, expected) => {
    expect(fitUsername(name, email)).toBe(expected);
  });

  it('never splits a character and always satisfies the register rule', () => {
    for (const name of ['😀'.repeat(40), `${'a'.repeat(49)}😀`, `${'b '.repeat(30)}`, '🐉']) {
      const username = fitUsername(name, 'dragon@example.com');
      expect(username.length).toBeLessThanOrEqual(50);
      expect(username).not.toMatch(/[\uD800-\uDBFF]$/);
      expect(
        registerRequestSchema.shape.username.safeParse(username).success,
        `${JSON.stringify(name)} -> ${username}`,
      ).toBe(true);
    }
  });
});
