// Every environment variable the server reads, parsed and defaulted in one place (documented in README.md).
import path from 'node:path';
import { z } from 'zod';

const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined));

const envSchema = z.object({
  NODE_ENV: z.string().default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalText,
  SESSION_TTL_DAYS: z.coerce.number().positive().default(30),
  INITIAL_CREDITS: z.coerce.number().int().min(0).default(50),
  PUBLIC_URL: optionalText,
  GOOGLE_CLIENT_ID: optionalText,
  GOOGLE_CLIENT_SECRET: optionalText,
  GOOGLE_ISSUER: z.string().url().default('https://accounts.google.com'),
  AUTH_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(30),
  AUTH_RATE_LIMIT_WINDOW_MS: z.coerce.number().int().positive().default(60_000),
  BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(64 * 1024),
  CREDIT_COST_GENERATION: z.coerce.number().int().min(0).default(1),
  CREDIT_COST_REGENERATION: z.coerce.number().int().min(0).default(1),
  IMAGE_JOB_MAX_ATTEMPTS: z.coerce.number().int().min(1).default(3),
  IMAGE_JOB_LEASE_MS: z.coerce.number().int().positive().default(120_000),
  IMAGE_JOB_RETRY_BASE_MS: z.coerce.number().int().min(0).default(2_000),
  IMAGE_JOB_POLL_MS: z.coerce.number().int().positive().default(2_000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
});

export type Config = {
  env: string;
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  sessionTtlDays: number;
  initialCredits: number;
  publicUrl: string;
  google: { clientId: string; clientSecret: string; issuer: string } | undefined;
  authRateLimit: { max: number; windowMs: number };
  bodyLimitBytes: number;
  logLevel: string;
  trustProxy: boolean;
  credits: { generation: number; regeneration: number };
  imageJobs: { maxAttempts: number; leaseMs: number; retryBaseMs: number; pollMs: number };
  /** Whether this process runs the image worker (tests drive it by hand). */
  imageWorker: boolean;
};

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (Boolean(e.GOOGLE_CLIENT_ID) !== Boolean(e.GOOGLE_CLIENT_SECRET)) {
    throw new ConfigError(
      'Google sign-in needs both GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET; set both, or neither to turn it off.',
    );
  }
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    sessionTtlDays: e.SESSION_TTL_DAYS,
    initialCredits: e.INITIAL_CREDITS,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    google:
      e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET
        ? { clientId: e.GOOGLE_CLIENT_ID, clientSecret: e.GOOGLE_CLIENT_SECRET, issuer: e.GOOGLE_ISSUER }
        : undefined,
    authRateLimit: { max: e.AUTH_RATE_LIMIT_MAX, windowMs: e.AUTH_RATE_LIMIT_WINDOW_MS },
    bodyLimitBytes: e.BODY_LIMIT_BYTES,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    credits: { generation: e.CREDIT_COST_GENERATION, regeneration: e.CREDIT_COST_REGENERATION },
    imageJobs: {
      maxAttempts: e.IMAGE_JOB_MAX_ATTEMPTS,
      leaseMs: e.IMAGE_JOB_LEASE_MS,
      retryBaseMs: e.IMAGE_JOB_RETRY_BASE_MS,
      pollMs: e.IMAGE_JOB_POLL_MS,
    },
    imageWorker: true,
  };
}
