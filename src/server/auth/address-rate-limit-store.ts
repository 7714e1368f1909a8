// The per-address rate limit of the auth routes (@fastify/rate-limit) kept in Redis, so the limit holds across
// instances (REDIS_URL, decision 015). The plugin's own Redis store would turn a Redis failure into a 500 or, with
// skipOnError, drop the limit: this store counts in this process instead while Redis does not answer, like the
// other limits. Fixed windows per route and address, as the plugin's stores count: one Lua script increments the
// counter and starts its expiry, so concurrent requests on several instances cannot lose a count.
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Redis } from 'ioredis';
import type { RedisFallback } from '../redis.js';

type Count = { current: number; ttl: number };
type Callback = (error: Error | null, result?: Count) => void;

// KEYS[1] the route and address's counter; ARGV[1] the window in ms. Answers {count, ms left in the window}.
const INCR_SCRIPT = `
local current = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if current == 1 or ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {current, ttl}
`;

/** Fixed windows counted in this process, while Redis does not answer. */
class LocalWindows {
  private readonly windows = new Map<string, { current: number; endsAt: number }>();
  private sweptAt = 0;

  incr(key: string, windowMs: number, now = Date.now()): Count {
    if (now - this.sweptAt > windowMs) {
      this.sweptAt = now;
      for (const [k, w] of this.windows) if (w.endsAt <= now) this.windows.delete(k);
    }
    let window = this.windows.get(key);
    if (!window || window.endsAt <= now) {
      window = { current: 0, endsAt: now + windowMs };
      this.windows.set(key, window);
    }
    window.current++;
    return { current: window.current, ttl: window.endsAt - now };
  }
}

class SharedAddressStore implements FastifyRateLimitStore {
  constructor(
    private readonly redis: Redis,
    private readonly keyPrefix: string,
    private readonly fallback: RedisFallback,
    private readonly local: LocalWindows,
  ) {}

  incr(address: string, callback: Callback, timeWindow: number): void {
    const key = `${this.keyPrefix}${address}`;
    this.fallback
      .attempt(() => this.redis.eval(INCR_SCRIPT, 1, key, timeWindow) as Promise<[number, number]>)
      .then((counted) => {
        if (!counted.ok) return callback(null, this.local.incr(key, timeWindow));
        const [current, ttl] = counted.value;
        callback(null, { current, ttl });
      }, callback);
  }

  /** Each route counts apart, as with the plugin's stores. */
  child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
    // The plugin passes its merged settings with the route under `routeInfo`, not the route options its types say.
    const route = (routeOptions as unknown as { routeInfo?: { method?: unknown; url?: string } }).routeInfo;
    const name = route ? `${String(route.method)}${route.url}:` : '';
    return new SharedAddressStore(this.redis, `${this.keyPrefix}${name}`, this.fallback, this.local);
  }
}

/** The store for @fastify/rate-limit's `store` option: keys `<prefix>auth-rate-limit:<METHOD><url>:<address>`. */
export function sharedAddressStore(
  redis: Redis,
  keyPrefix: string,
  fallback: RedisFallback,
): FastifyRateLimitStoreCtor {
  const local = new LocalWindows();
  const prefix = `${keyPrefix}auth-rate-limit:`;
  return class extends SharedAddressStore {
    constructor() {
      super(redis, prefix, fallback, local);
    }
  };
}
