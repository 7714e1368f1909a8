// The Redis connection behind the shared limits (REDIS_URL), and the fallback that keeps them working in this
// process while Redis does not answer (decision 015).
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import { type RedisConfig, StartupError } from './config.js';

/** How long one Redis command may take before the limit falls back: a hung Redis must not hang requests. */
const COMMAND_TIMEOUT_MS = 1_000;
const CONNECT_TIMEOUT_MS = 5_000;

/** The URL as it may be printed: without its password. */
export function redactRedisUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'REDIS_URL';
  }
}

/**
 * Connects and waits until Redis answers, or throws a StartupError that names the address and the reason.
 * Later drops are the fallback's business: the client reconnects on its own (backoff up to 2 s) and, with no
 * offline queue, a command while it is away fails at once instead of waiting for the reconnection.
 */
export async function connectRedis(config: RedisConfig): Promise<Redis> {
  const client = new Redis(config.url, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    commandTimeout: COMMAND_TIMEOUT_MS,
    connectTimeout: CONNECT_TIMEOUT_MS,
    retryStrategy: (attempt) => Math.min(attempt * 100, 2_000),
  });
  let cause: Error | undefined;
  const remember = (error: Error) => {
    cause ??= error;
  };
  client.on('error', remember);
  try {
    await client.connect();
    await client.ping();
  } catch (error) {
    client.disconnect();
    const reason = (cause ?? (error as Error)).message;
    throw new StartupError(
      `Redis at ${redactRedisUrl(config.url)} does not answer (${reason}). Start it, fix REDIS_URL, or unset REDIS_URL to keep limits in this process.`,
    );
  } finally {
    client.off('error', remember);
  }
  return client;
}

/** What a shared operation gave, or that Redis failed and the caller should count in this process. */
export type Attempt<T> = { ok: true; value: T } | { ok: false };

/**
 * Runs the Redis side of a limit and tells the caller when to use its in-process fallback instead. Logs once when
 * Redis starts failing and once when it answers again, not on every request of an outage.
 */
export class RedisFallback {
  private failing = false;

  constructor(private readonly log: FastifyBaseLogger) {}

  /** Listens to the client's own connection events, so a drop is logged even before a request notices it. */
  watch(client: Redis): void {
    client.on('error', (error: Error) => this.failed(error));
    client.on('ready', () => this.recovered());
  }

  async attempt<T>(operation: () => Promise<T>): Promise<Attempt<T>> {
    try {
      const value = await operation();
      this.recovered();
      return { ok: true, value };
    } catch (error) {
      this.failed(error as Error);
      return { ok: false };
    }
  }

  private failed(error: Error): void {
    if (this.failing) return;
    this.failing = true;
    this.log.error(
      { redis: { type: error.name, message: error.message } },
      'Redis failed: rate limits and login lockouts are counted in this instance alone until it answers again',
    );
  }

  private recovered(): void {
    if (!this.failing) return;
    this.failing = false;
    this.log.warn('Redis answers again: rate limits and login lockouts are shared again');
  }
}
