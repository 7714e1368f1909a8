// Password hashing with scrypt (node:crypto, no native addon): hash on register, constant-time verify on login.
import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';

type ScryptParams = { N: number; r: number; p: number };

/**
 * OWASP's scrypt row for 32 MiB of memory (N=2^15, r=8, p=3): about 0.2 s per hash here, slow for a
 * guesser and still fine for a person signing in. The parameters travel inside each stored hash, so
 * they can be raised later without breaking existing accounts.
 */
const CURRENT: ScryptParams = { N: 2 ** 15, r: 8, p: 3 };
const KEY_BYTES = 64;
const SALT_BYTES = 16;
/** Stored hashes are ours, but refuse absurd parameters rather than let one row eat the memory. */
const MAX_N = 2 ** 20;
const MAX_P = 16;

function derive(password: string, salt: Buffer, params: ScryptParams, keyBytes: number): Promise<Buffer> {
  const options: ScryptOptions = { ...params, maxmem: 256 * params.N * params.r + 1024 * 1024 };
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, keyBytes, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** Encodes as `scrypt$N$r$p$salt$hash` (salt and hash base64url). */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, CURRENT, KEY_BYTES);
  const { N, r, p } = CURRENT;
  return ['scrypt', N, r, p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

type Parsed = { params: ScryptParams; salt: Buffer; key: Buffer };

function parse(stored: string): Parsed | undefined {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return undefined;
  const [N, r, p] = parts.slice(1, 4).map(Number) as [number, number, number];
  const validN = Number.isInteger(N) && N > 1 && N <= MAX_N && (N & (N - 1)) === 0;
  if (!validN || !Number.isInteger(r) || r < 1 || r > 32 || !Number.isInteger(p) || p < 1 || p > MAX_P) {
    return undefined;
  }
  const salt = Buffer.from(parts[4] ?? '', 'base64url');
  const key = Buffer.from(parts[5] ?? '', 'base64url');
  if (salt.length === 0 || key.length < 16) return undefined;
  return { params: { N, r, p }, salt, key };
}

/** True when `password` matches `stored`; a malformed stored value never matches. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parse(stored);
  if (!parsed) return false;
  const key = await derive(password, parsed.salt, parsed.params, parsed.key.length);
  return timingSafeEqual(key, parsed.key);
}

/**
 * Built from the current parameters so it always costs what a real account costs; its key is no
 * known scrypt output, so in practice no password matches it.
 */
const DUMMY_HASH = ['scrypt', CURRENT.N, CURRENT.r, CURRENT.p, 'A'.repeat(22), 'A'.repeat(86)].join('$');

/**
 * Spends the same time as a real verification, for sign-ins whose e-mail has no password account:
 * answering faster there would tell a guesser which e-mails are registered.
 */
export async function burnVerificationTime(password: string): Promise<false> {
  await verifyPassword(password, DUMMY_HASH);
  return false;
}
