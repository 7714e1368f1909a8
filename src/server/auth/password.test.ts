// Unit tests of password hashing: format, salt, verification and refusal of malformed hashes.
import { describe, expect, it } from 'vitest';
import { burnVerificationTime, hashPassword, verifyPassword } from './password.js';

describe('password hashing', () => {
  it('encodes scrypt with its parameters and a 16-byte salt, never the password', async () => {
    const hash = await hashPassword('Secret123');
    const parts = hash.split('$');
    expect(parts).toHaveLength(6);
    expect(parts.slice(0, 4)).toEqual(['scrypt', '32768', '8', '3']);
    expect(Buffer.from(parts[4]!, 'base64url')).toHaveLength(16);
    expect(Buffer.from(parts[5]!, 'base64url')).toHaveLength(64);
    expect(hash).not.toContain('Secret123');
  });

  it('salts each hash differently', async () => {
    const [a, b] = await Promise.all([hashPassword('Secret123'), hashPassword('Secret123')]);
    expect(a).not.toBe(b);
  });

  it('verifies the right password and refuses others', async () => {
    const hash = await hashPassword('Secret123');
    expect(await verifyPassword('Secret123', hash)).toBe(true);
    expect(await verifyPassword('secret123', hash)).toBe(false);
    expect(await verifyPassword('', hash)).toBe(false);
  });

  it('never matches a malformed or hostile stored value', async () => {
    for (const stored of [
      '',
      'plain-text',
      'scrypt$1$8$1$c2FsdA$aGFzaA',
      'scrypt$3$8$1$AAAAAAAAAAAAAAAAAAAAAA$AAAAAAAAAAAAAAAAAAAAAA',
      `scrypt$${2 ** 24}$8$1$AAAAAAAAAAAAAAAAAAAAAA$AAAAAAAAAAAAAAAAAAAAAA`,
      'bcrypt$16384$8$1$AAAAAAAAAAAAAAAAAAAAAA$AAAAAAAAAAAAAAAAAAAAAA',
    ]) {
      expect(await verifyPassword('Secret123', stored)).toBe(false);
    }
  });

  it('spends verification time for unknown accounts and never succeeds', async () => {
    expect(await burnVerificationTime('Secret123')).toBe(false);
  });
});
