// A per-user limit on generation requests (generate and regenerate, every kind together), so one account cannot
// flood the text provider or the picture queue; the same sliding window limits exports and imports per user. Generous for a person clicking (default 30 a minute); a script
// hits it and gets 429 RATE_LIMIT_EXCEEDED with how long to wait. A sliding window, with one interface and two
// homes: this process (below), or Redis when REDIS_URL is set (redis-generation-limit.ts), so that several
// instances share one count instead of each allowing the whole limit (decision 015).
import { type HttpError, tooManyRequests } from '../errors.js';

export type GenerationLimitSettings = { max: number; windowMs: number };

export interface GenerationLimiter {
  /** Counts one request of the user, or throws 429 when the user has used up the window. */
  take(userId: number): Promise<void>;
}

/** The 429 a limit answers, given how long until the oldest request leaves the window. */
export type Refusal = (waitMs: number) => HttpError;

/** Whole seconds to wait, at least one. */
export const waitSeconds = (waitMs: number) => Math.max(1, Math.ceil(waitMs / 1000));

/** The seconds to wait, as a person reads them. */
export const secondsToWait = (waitMs: number) => {
  const seconds = waitSeconds(waitMs);
  return `${seconds} second${seconds === 1 ? '' : 's'}`;
};

/** The 429 answered when the oldest request in a full window leaves it in `waitMs` (also as `Retry-After`). */
export function generationLimited(waitMs: number): HttpError {
  return tooManyRequests(
    `Too many generation requests. Please wait ${secondsToWait(waitMs)} and try again.`,
    'RATE_LIMIT_EXCEEDED',
    waitSeconds(waitMs),
  );
}

/** The limit counted in this process: the default, and the fallback while Redis does not answer. */
export class MemoryGenerationLimiter implements GenerationLimiter {
  /** Each user's request times within the window, oldest first. */
  private readonly recent = new Map<number, number[]>();
  private sweptAt = 0;

  constructor(
    private readonly settings: GenerationLimitSettings,
    private readonly now: () => number = Date.now,
    private readonly refuse: Refusal = generationLimited,
  ) {}

  async take(userId: number): Promise<void> {
    const now = this.now();
    const since = now - this.settings.windowMs;
    this.sweep(now, since);
    const times = (this.recent.get(userId) ?? []).filter((t) => t > since);
    if (times.length >= this.settings.max) {
      this.recent.set(userId, times);
      throw this.refuse((times[0] ?? now) + this.settings.windowMs - now);
    }
    times.push(now);
    this.recent.set(userId, times);
  }

  /** Forgets users with nothing in the window, at most once a window, so the map does not grow without end. */
  private sweep(now: number, since: number): void {
    if (now - this.sweptAt < this.settings.windowMs) return;
    this.sweptAt = now;
    for (const [user, times] of this.recent) if (!times.some((t) => t > since)) this.recent.delete(user);
  }
}
