// Every environment variable the server reads, parsed and defaulted in one place (documented in README.md).
import path from 'node:path';
import { z } from 'zod';
import { must } from '../shared/must.js';
import type { LockoutSettings } from './auth/login-lockout.js';
import type { OpenAiEndpoint } from './providers/openai-client.js';

const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined));

/** A provider name, case-insensitive; empty means the default. */
const providerName = z.preprocess(
  (v) => (typeof v === 'string' ? v.trim().toLowerCase() || undefined : v),
  z.enum(['procedural', 'openai']).default('procedural'),
);

/** An optional http(s) address; `example` shows the expected form in the refusal. */
const optionalUrl = (example: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() || undefined : v),
    z
      .string()
      .url()
      .regex(/^https?:\/\//i, `must start with http:// or https:// (e.g. ${example})`)
      .optional(),
  );

const cost = z.coerce.number().int().min(0).default(1);

const redisUrl = z.preprocess(
  (v) => (typeof v === 'string' ? v.trim() || undefined : v),
  z
    .string()
    .url()
    .regex(/^rediss?:\/\//i, 'must start with redis:// or rediss:// (e.g. redis://127.0.0.1:6379)')
    .optional(),
);

export const DEFAULT_REDIS_KEY_PREFIX = 'loreforge:';

/** The four variables that together put pictures in an S3-compatible store. */
const S3_REQUIRED = ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;

/** Variables that were replaced: naming them is kinder than ignoring them. */
const REPLACED: Record<string, string> = {
  CREDIT_COST_GENERATION: 'CREDIT_COST_GENERATION_PROCEDURAL and CREDIT_COST_GENERATION_OPENAI',
  CREDIT_COST_REGENERATION: 'CREDIT_COST_REGENERATION_PROCEDURAL and CREDIT_COST_REGENERATION_OPENAI',
};

/** Hosted services that refuse requests without a key; local servers (Ollama, LM Studio...) need none. */
const NEEDS_KEY = /(^|\.)(openai\.com|openrouter\.ai|azure\.com|groq\.com|together\.xyz|mistral\.ai)$/i;

const envSchema = z.object({
  NODE_ENV: z.string().default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalText,
  SESSION_TTL_DAYS: z.coerce.number().positive().default(30),
  INITIAL_CREDITS: z.coerce.number().int().min(0).default(50),
  /** Enables POST /api/admin/credits for whoever holds it (at least 32 characters); unset: no such route. */
  ADMIN_TOKEN: optionalText.refine(
    (v) => v === undefined || v.length >= 32,
    'ADMIN_TOKEN must be at least 32 characters',
  ),
  PUBLIC_URL: optionalText,
  GOOGLE_CLIENT_ID: optionalText,
  GOOGLE_CLIENT_SECRET: optionalText,
  GOOGLE_ISSUER: z.string().url().default('https://accounts.google.com'),
  AUTH_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(30),
  AUTH_RATE_LIMIT_WINDOW_MS: z.coerce.number().int().positive().default(60_000),
  LOGIN_LOCKOUT_FAILURES: z.coerce.number().int().positive().default(5),
  LOGIN_LOCKOUT_BASE_MS: z.coerce.number().int().positive().default(30_000),
  LOGIN_LOCKOUT_MAX_MS: z.coerce
    .number()
    .int()
    .positive()
    .default(15 * 60_000),
  LOGIN_LOCKOUT_ACCOUNT_FAILURES: z.coerce.number().int().positive().default(30),
  LOGIN_LOCKOUT_ACCOUNT_BASE_MS: z.coerce.number().int().positive().default(60_000),
  GENERATION_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(30),
  GENERATION_RATE_LIMIT_WINDOW_MS: z.coerce.number().int().positive().default(60_000),
  SHARE_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(120),
  SHARE_RATE_LIMIT_WINDOW_MS: z.coerce.number().int().positive().default(60_000),
  BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(64 * 1024),
  EXPORT_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(60),
  EXPORT_RATE_LIMIT_WINDOW_MS: z.coerce.number().int().positive().default(60_000),
  IMPORT_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(30),
  IMPORT_RATE_LIMIT_WINDOW_MS: z.coerce.number().int().positive().default(60_000),
  IMPORT_QUOTA_MB: z.coerce.number().positive().default(200),
  EXPORT_TIMEOUT_MS: z.coerce.number().int().positive().default(20_000),
  EXPORT_MEMORY_MB: z.coerce.number().int().min(64).default(512),
  EXPORT_WORKERS: z.coerce.number().int().min(1).max(16).default(2),
  REQUEST_TIMEOUT_MS: z.coerce.number().int().positive().default(60_000),
  HEADERS_TIMEOUT_MS: z.coerce.number().int().positive().default(15_000),
  KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().positive().default(5_000),
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).default(10_000),
  CREDIT_COST_GENERATION_PROCEDURAL: cost,
  CREDIT_COST_GENERATION_OPENAI: cost,
  CREDIT_COST_REGENERATION_PROCEDURAL: cost,
  CREDIT_COST_REGENERATION_OPENAI: cost,
  TEXT_PROVIDER: providerName,
  IMAGE_PROVIDER: providerName,
  OPENAI_BASE_URL: optionalUrl('http://127.0.0.1:11434/v1'),
  OPENAI_API_KEY: optionalText,
  TEXT_MODEL: optionalText,
  IMAGE_MODEL: optionalText,
  OPENAI_IMAGE_BASE_URL: optionalUrl('http://127.0.0.1:11434/v1'),
  OPENAI_IMAGE_API_KEY: optionalText,
  IMAGE_SIZE: z
    .string()
    .trim()
    .regex(/^(\d{2,5}x\d{2,5}|auto)$/, 'must be WIDTHxHEIGHT (e.g. 1024x1024) or auto')
    .default('1024x1024'),
  IMAGE_QUALITY: optionalText,
  AI_TIMEOUT_MS: z.coerce.number().int().positive().default(60_000),
  AI_IMAGE_TIMEOUT_MS: z.coerce.number().int().positive().default(120_000),
  IMAGE_JOB_MAX_ATTEMPTS: z.coerce.number().int().min(1).default(3),
  IMAGE_JOB_LEASE_MS: z.coerce.number().int().positive().default(15_000),
  IMAGE_JOB_HEARTBEAT_MS: z.coerce.number().int().positive().default(3_000),
  IMAGE_JOB_STOP_GRACE_MS: z.coerce.number().int().min(0).default(8_000),
  IMAGE_JOB_RETRY_BASE_MS: z.coerce.number().int().min(0).default(2_000),
  IMAGE_JOB_POLL_MS: z.coerce.number().int().positive().default(2_000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  REDIS_URL: redisUrl,
  REDIS_KEY_PREFIX: z.string().trim().min(1).default(DEFAULT_REDIS_KEY_PREFIX),
  S3_ENDPOINT: optionalUrl('http://127.0.0.1:9000'),
  S3_BUCKET: optionalText,
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  S3_REGION: z.string().trim().min(1).default('us-east-1'),
  S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
});

export const DEFAULT_OPENAI_BASE_URL = 'https://api.openai.com/v1';

/** The text and image providers, as configured (built by providers/create-providers.ts). */
export type ProvidersConfig = {
  text: { type: 'procedural' } | { type: 'openai'; model: string; endpoint: OpenAiEndpoint };
  image:
    | { type: 'procedural' }
    | { type: 'openai'; model: string; size: string; quality: string | undefined; endpoint: OpenAiEndpoint };
};

export type Config = {
  env: string;
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  sessionTtlDays: number;
  initialCredits: number;
  /** The bearer token of the administrator's credit grant, or undefined when the route is off. */
  adminToken: string | undefined;
  publicUrl: string;
  google: { clientId: string; clientSecret: string; issuer: string } | undefined;
  authRateLimit: { max: number; windowMs: number };
  /** Wrong passwords per e-mail address before a lock, the first lock (doubling after) and the longest. */
  loginLockout: LockoutSettings;
  /** Generate and regenerate requests per user (all kinds together) per window. */
  generationRateLimit: { max: number; windowMs: number };
  /** Requests to the public share routes (page, data, picture) per client address per window, per route. */
  shareRateLimit: { max: number; windowMs: number };
  bodyLimitBytes: number;
  /** Export routes (PDF, Markdown, JSON, Foundry, the bulk ZIP) per user per window. */
  exportRateLimit: { max: number; windowMs: number };
  /** Imports per user per window. */
  importRateLimit: { max: number; windowMs: number };
  /** Bytes of imported pictures a user may store. */
  importQuotaBytes: number;
  /** PDF layout in child processes: a job's time limit, a child's heap, how many children. */
  pdf: { timeoutMs: number; memoryMb: number; size: number };
  /** The HTTP server's limits: a whole request, its headers, an idle keep-alive connection; a stop's grace. */
  http: {
    requestTimeoutMs: number;
    headersTimeoutMs: number;
    keepAliveTimeoutMs: number;
    shutdownGraceMs: number;
  };
  logLevel: string;
  trustProxy: boolean;
  /** Costs in credits, resolved for the configured providers (generation follows text, regeneration images). */
  credits: { generation: number; regeneration: number; reroll: number };
  providers: ProvidersConfig;
  imageJobs: {
    maxAttempts: number;
    leaseMs: number;
    heartbeatMs: number;
    stopGraceMs: number;
    retryBaseMs: number;
    pollMs: number;
  };
  /** Whether this process runs the image worker (tests drive it by hand). */
  imageWorker: boolean;
  /** Redis for the limits and lockouts several instances share; unset: each process counts on its own. */
  redis: RedisConfig | undefined;
  /** An S3-compatible store for pictures; unset: files under DATA_DIR/images. */
  s3: S3Config | undefined;
};

export type RedisConfig = {
  url: string;
  /** Put before every key, so one Redis can serve several deployments (and tests) apart. */
  keyPrefix: string;
};

export type S3Config = {
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
  /** `bucket` in the path (MinIO and most S3-compatible stores) rather than in the host name. */
  forcePathStyle: boolean;
};

export class ConfigError extends Error {}

/**
 * A configured service that cannot be reached at start-up (Redis, the S3 bucket): the server does not start
 * half-wired, and main.ts prints the message alone.
 */
export class StartupError extends Error {}

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
  for (const [old, replacement] of Object.entries(REPLACED)) {
    if (env[old]?.trim()) throw new ConfigError(`${old} was replaced by ${replacement}; rename it.`);
  }
  if (e.IMAGE_JOB_HEARTBEAT_MS * 2 > e.IMAGE_JOB_LEASE_MS) {
    // A running job's lock is renewed every heartbeat; a lease shorter than two of them could expire between
    // renewals and hand a live job to a second worker.
    throw new ConfigError(
      `IMAGE_JOB_LEASE_MS (${e.IMAGE_JOB_LEASE_MS}) must be at least twice IMAGE_JOB_HEARTBEAT_MS (${e.IMAGE_JOB_HEARTBEAT_MS}).`,
    );
  }
  const providers = providersConfig(e);
  const s3 = s3Config(e);
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    sessionTtlDays: e.SESSION_TTL_DAYS,
    adminToken: e.ADMIN_TOKEN,
    initialCredits: e.INITIAL_CREDITS,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    google:
      e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET
        ? { clientId: e.GOOGLE_CLIENT_ID, clientSecret: e.GOOGLE_CLIENT_SECRET, issuer: e.GOOGLE_ISSUER }
        : undefined,
    authRateLimit: { max: e.AUTH_RATE_LIMIT_MAX, windowMs: e.AUTH_RATE_LIMIT_WINDOW_MS },
    loginLockout: {
      freeFailures: e.LOGIN_LOCKOUT_FAILURES,
      baseMs: e.LOGIN_LOCKOUT_BASE_MS,
      maxMs: e.LOGIN_LOCKOUT_MAX_MS,
      account: {
        freeFailures: e.LOGIN_LOCKOUT_ACCOUNT_FAILURES,
        baseMs: e.LOGIN_LOCKOUT_ACCOUNT_BASE_MS,
        maxMs: e.LOGIN_LOCKOUT_MAX_MS,
      },
    },
    generationRateLimit: { max: e.GENERATION_RATE_LIMIT_MAX, windowMs: e.GENERATION_RATE_LIMIT_WINDOW_MS },
    shareRateLimit: { max: e.SHARE_RATE_LIMIT_MAX, windowMs: e.SHARE_RATE_LIMIT_WINDOW_MS },
    bodyLimitBytes: e.BODY_LIMIT_BYTES,
    exportRateLimit: { max: e.EXPORT_RATE_LIMIT_MAX, windowMs: e.EXPORT_RATE_LIMIT_WINDOW_MS },
    importRateLimit: { max: e.IMPORT_RATE_LIMIT_MAX, windowMs: e.IMPORT_RATE_LIMIT_WINDOW_MS },
    importQuotaBytes: Math.round(e.IMPORT_QUOTA_MB * 1024 * 1024),
    pdf: { timeoutMs: e.EXPORT_TIMEOUT_MS, memoryMb: e.EXPORT_MEMORY_MB, size: e.EXPORT_WORKERS },
    http: {
      requestTimeoutMs: e.REQUEST_TIMEOUT_MS,
      headersTimeoutMs: e.HEADERS_TIMEOUT_MS,
      keepAliveTimeoutMs: e.KEEP_ALIVE_TIMEOUT_MS,
      shutdownGraceMs: e.SHUTDOWN_GRACE_MS,
    },
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    credits: {
      generation:
        providers.text.type === 'openai'
          ? e.CREDIT_COST_GENERATION_OPENAI
          : e.CREDIT_COST_GENERATION_PROCEDURAL,
      regeneration:
        providers.image.type === 'openai'
          ? e.CREDIT_COST_REGENERATION_OPENAI
          : e.CREDIT_COST_REGENERATION_PROCEDURAL,
      // Re-rolling a section writes text: it costs a regeneration by whoever writes the text (decision 024).
      reroll:
        providers.text.type === 'openai'
          ? e.CREDIT_COST_REGENERATION_OPENAI
          : e.CREDIT_COST_REGENERATION_PROCEDURAL,
    },
    providers,
    imageJobs: {
      maxAttempts: e.IMAGE_JOB_MAX_ATTEMPTS,
      leaseMs: e.IMAGE_JOB_LEASE_MS,
      heartbeatMs: e.IMAGE_JOB_HEARTBEAT_MS,
      stopGraceMs: e.IMAGE_JOB_STOP_GRACE_MS,
      retryBaseMs: e.IMAGE_JOB_RETRY_BASE_MS,
      pollMs: e.IMAGE_JOB_POLL_MS,
    },
    imageWorker: true,
    redis: e.REDIS_URL ? { url: e.REDIS_URL, keyPrefix: e.REDIS_KEY_PREFIX } : undefined,
    s3,
  };
}

/** The S3 store when all four of its variables are set, nothing when none is, a ConfigError in between. */
function s3Config(e: Env): S3Config | undefined {
  const missing = S3_REQUIRED.filter((name) => !e[name]);
  if (missing.length === S3_REQUIRED.length) return undefined;
  if (missing.length > 0) {
    throw new ConfigError(
      `Pictures in S3 need ${S3_REQUIRED.join(', ')}; missing: ${missing.join(', ')}. Set them all, or none to keep pictures in DATA_DIR.`,
    );
  }
  return {
    endpoint: trimUrl(must(e.S3_ENDPOINT, 'S3_ENDPOINT')),
    bucket: must(e.S3_BUCKET, 'S3_BUCKET'),
    accessKeyId: must(e.S3_ACCESS_KEY_ID, 'S3_ACCESS_KEY_ID'),
    secretAccessKey: must(e.S3_SECRET_ACCESS_KEY, 'S3_SECRET_ACCESS_KEY'),
    region: e.S3_REGION,
    forcePathStyle: e.S3_FORCE_PATH_STYLE,
  };
}

type Env = z.output<typeof envSchema>;

function trimUrl(url: string): string {
  return url.replace(/\/+$/, '');
}

function needsKey(url: string): boolean {
  return NEEDS_KEY.test(new URL(url).hostname);
}

/**
 * The providers, or a ConfigError for a half configuration: an AI provider without its model, or a hosted
 * service without its key. Each key goes only to its own service: OPENAI_API_KEY to OPENAI_BASE_URL, and to
 * the image service only when that is the same one.
 */
function providersConfig(e: Env): ProvidersConfig {
  const textUrl = trimUrl(e.OPENAI_BASE_URL ?? DEFAULT_OPENAI_BASE_URL);
  const imageUrl = trimUrl(e.OPENAI_IMAGE_BASE_URL ?? textUrl);
  const imageKey = e.OPENAI_IMAGE_API_KEY ?? (imageUrl === textUrl ? e.OPENAI_API_KEY : undefined);
  const problems: string[] = [];

  let text: ProvidersConfig['text'] = { type: 'procedural' };
  if (e.TEXT_PROVIDER === 'openai') {
    if (!e.TEXT_MODEL)
      problems.push('TEXT_PROVIDER=openai needs TEXT_MODEL (e.g. gpt-4o-mini, or llama3.1 on Ollama).');
    if (!e.OPENAI_API_KEY && needsKey(textUrl)) {
      problems.push(`TEXT_PROVIDER=openai needs OPENAI_API_KEY for ${textUrl} (local servers need none).`);
    }
    text = {
      type: 'openai',
      model: e.TEXT_MODEL ?? '',
      endpoint: { baseUrl: textUrl, apiKey: e.OPENAI_API_KEY, timeoutMs: e.AI_TIMEOUT_MS },
    };
  }

  let image: ProvidersConfig['image'] = { type: 'procedural' };
  if (e.IMAGE_PROVIDER === 'openai') {
    if (!e.IMAGE_MODEL)
      problems.push('IMAGE_PROVIDER=openai needs IMAGE_MODEL (e.g. gpt-image-1 or dall-e-3).');
    if (!imageKey && needsKey(imageUrl)) {
      problems.push(
        imageUrl === textUrl
          ? `IMAGE_PROVIDER=openai needs OPENAI_API_KEY for ${imageUrl}.`
          : `IMAGE_PROVIDER=openai needs OPENAI_IMAGE_API_KEY for ${imageUrl} (OPENAI_API_KEY is only sent to OPENAI_BASE_URL).`,
      );
    }
    image = {
      type: 'openai',
      model: e.IMAGE_MODEL ?? '',
      size: e.IMAGE_SIZE,
      quality: e.IMAGE_QUALITY,
      endpoint: { baseUrl: imageUrl, apiKey: imageKey, timeoutMs: e.AI_IMAGE_TIMEOUT_MS },
    };
  }

  if (problems.length > 0) {
    throw new ConfigError(
      `Incomplete AI provider configuration:\n${problems.map((p) => `  ${p}`).join('\n')}`,
    );
  }
  return { text, image };
}
