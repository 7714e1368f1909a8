// The per-user generation limit kept in Redis, so several instances share one sliding window (REDIS_URL, decision
// 015). One sorted set per user, scored by request time: one Lua script drops what left the window, counts, and
// adds the request only when there is room, so concurrent requests on several instances cannot pass the limit
// together. Refused requests are not counted. The key expires one window after the last accepted request. While
// Redis does not answer, the in-process limit stands in.
import { randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { RedisFallback } from '../redis.js';
import {
  type GenerationLimiter,
  type GenerationLimitSettings,
  generationLimited,
  MemoryGenerationLimiter,
  type Refusal,
} from './generation-limit.js';

// KEYS[1] the user's set; ARGV: now, window ms, max, a unique member. Answers {1} when taken, or {0, the oldest
// request's time} when the window is full (the wait is counted from it).
const TAKE_SCRIPT = `
local now = tonumber(ARGV[1])
local window = tonumber(ARGV[2])
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', string.format('%.0f', now - window))
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[3]) then
  return {0, redis.call('ZRANGE', KEYS[1], 0, 0, 'WITHSCORES')[2]}
end
redis.call('ZADD', KEYS[1], ARGV[1], ARGV[4])
redis.call('PEXPIRE', KEYS[1], ARGV[2])
return {1}
`;

export class RedisGenerationLimiter implements GenerationLimiter {
  private readonly local: MemoryGenerationLimiter;

  constructor(
    private readonly redis: Redis,
    private readonly keyPrefix: string,
    private readonly settings: GenerationLimitSettings,
    private readonly fallback: RedisFallback,
    private readonly now: () => number = Date.now,
    /** The limit's name in its keys: 'generation-limit', 'export-limit'... */
    private readonly name = 'generation-limit',
    private readonly refuse: Refusal = generationLimited,
  ) {
    this.local = new MemoryGenerationLimiter(settings, now, refuse);
  }

  key(userId: number): string {
    return `${this.keyPrefix}${this.name}:${userId}`;
  }

  async take(userId: number): Promise<void> {
    const now = this.now();
    const { windowMs, max } = this.settings;
    // Two requests in the same millisecond are two members.
    const member = `${now}:${randomBytes(6).toString('hex')}`;
    const taken = await this.fallback.attempt(
      () =>
        this.redis.eval(TAKE_SCRIPT, 1, this.key(userId), now, windowMs, max, member) as Promise<
          [number, string?]
        >,
    );
    if (!taken.ok) return this.local.take(userId);
    const [accepted, oldest] = taken.value;
    if (accepted !== 1) throw this.refuse(Number(oldest) + windowMs - now);
  }
}
