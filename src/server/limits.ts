// The app's limits and lockouts, built once: in this process by default, in Redis when REDIS_URL is set so that
// several instances share them (decision 015).
import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { sharedAddressStore } from './auth/address-rate-limit-store.js';
import { type LoginLockout, MemoryLoginLockout } from './auth/login-lockout.js';
import { RedisLoginLockout } from './auth/redis-login-lockout.js';
import type { Config } from './config.js';
import { tooManyRequests } from './errors.js';
import {
  type GenerationLimiter,
  MemoryGenerationLimiter,
  secondsToWait,
  waitSeconds,
} from './pipeline/generation-limit.js';
import { RedisGenerationLimiter } from './pipeline/redis-generation-limit.js';
import { RedisFallback } from './redis.js';

export type Limits = {
  /** Wrong passwords per e-mail address. */
  loginLockout: LoginLockout;
  /** Generate and regenerate requests per user. */
  generation: GenerationLimiter;
  /** Export requests (PDF, Markdown, JSON, Foundry, the bulk ZIP) per user. */
  exports: GenerationLimiter;
  /** Imports per user. */
  imports: GenerationLimiter;
  /** The auth routes' per-address store; undefined: @fastify/rate-limit's own, in this process. */
  authRateLimitStore: FastifyRateLimitStoreCtor | undefined;
};

const refusal = (what: string) => (waitMs: number) =>
  tooManyRequests(
    `Too many ${what}. Please wait ${secondsToWait(waitMs)} and try again.`,
    'RATE_LIMIT_EXCEEDED',
    waitSeconds(waitMs),
  );
const exportsRefused = refusal('exports');
const importsRefused = refusal('imports');

export function createLimits(
  config: Pick<Config, 'loginLockout' | 'generationRateLimit' | 'exportRateLimit' | 'importRateLimit'>,
  redis: { client: Redis; keyPrefix: string } | undefined,
  log: FastifyBaseLogger,
): Limits {
  if (!redis) {
    return {
      loginLockout: new MemoryLoginLockout(config.loginLockout),
      generation: new MemoryGenerationLimiter(config.generationRateLimit),
      exports: new MemoryGenerationLimiter(config.exportRateLimit, Date.now, exportsRefused),
      imports: new MemoryGenerationLimiter(config.importRateLimit, Date.now, importsRefused),
      authRateLimitStore: undefined,
    };
  }
  const { client, keyPrefix } = redis;
  const fallback = new RedisFallback(log.child({ component: 'redis' }));
  fallback.watch(client);
  return {
    loginLockout: new RedisLoginLockout(client, keyPrefix, config.loginLockout, fallback),
    generation: new RedisGenerationLimiter(client, keyPrefix, config.generationRateLimit, fallback),
    exports: new RedisGenerationLimiter(
      client,
      keyPrefix,
      config.exportRateLimit,
      fallback,
      Date.now,
      'export-limit',
      exportsRefused,
    ),
    imports: new RedisGenerationLimiter(
      client,
      keyPrefix,
      config.importRateLimit,
      fallback,
      Date.now,
      'import-limit',
      importsRefused,
    ),
    authRateLimitStore: sharedAddressStore(client, keyPrefix, fallback),
  };
}
