// Builds the Fastify application (used by main.ts and by the tests): hardening, error shape, API and client.

import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import helmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import { sql } from 'drizzle-orm';
import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import { API } from '../shared/api-paths.js';
import type { ErrorBody } from '../shared/errors.js';
import { creditsRoutes } from './account/credits-routes.js';
import { authRoutes } from './auth/routes.js';
import { type Config, DEFAULT_REDIS_KEY_PREFIX } from './config.js';
import type { Db } from './db/client.js';
import { badRequest, HttpError, unsupportedMediaType } from './errors.js';
import { bulkExportRoutes } from './export/bulk-export.js';
import { importRoutes } from './export/import-routes.js';
import { KINDS } from './kinds/registry.js';
import { createLimits, type Limits } from './limits.js';
import { loggerOptions } from './log.js';
import { IsolatedPdfRenderer, type PdfRenderer } from './pdf/pdf-renderer.js';
import type { Pipeline } from './pipeline/content-service.js';
import { ImageWorker } from './pipeline/image-jobs.js';
import type { ServerKind } from './pipeline/kind.js';
import { ListCache } from './pipeline/list-cache.js';
import { KindRegistry } from './pipeline/registry.js';
import { kindRoutes } from './pipeline/routes.js';
import { createImageProvider, createTextProvider } from './providers/create-providers.js';
import type { ImageProvider, TextProvider } from './providers/providers.js';
import { connectRedis } from './redis.js';
import { sharedRoutes, shareOwnerRoutes } from './share/share-routes.js';
import { type BlobStore, FileBlobStore } from './storage/blob-store.js';
import { entityWorldRoutes, worldRoutes } from './world/world-routes.js';

export type AppContext = { config: Config; db: Db; pipeline: Pipeline; kinds: KindRegistry; limits: Limits };

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}

export const CLIENT_DIST = fileURLToPath(new URL('../../dist/client', import.meta.url));

export type BuildAppOptions = {
  config: Config;
  db: Db;
  /** Where pictures are stored (default: the S3 store when S3_* are set, else files under DATA_DIR/images). */
  blobs?: BlobStore;
  /** The Redis that holds the shared limits (default: a connection to REDIS_URL when it is set). */
  redis?: Redis;
  /** The text provider (default: the configured one, TEXT_PROVIDER). */
  text?: TextProvider;
  /** The image provider (default: the configured one, IMAGE_PROVIDER). */
  image?: ImageProvider;
  /** Lays out PDFs (default: child processes, under the EXPORT_* limits); tests lay them out in-process. */
  pdf?: PdfRenderer;
  /** The kinds to serve (default: every registered kind); tests plug in their own. */
  kinds?: readonly ServerKind[];
  /** Where JSON log lines go (default stdout); tests read them. */
  logStream?: NodeJS.WritableStream;
  /** Serve the built client from this folder (default dist/client when it exists). */
  clientDir?: string | false;
};

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, db } = options;
  const app = Fastify({
    logger: loggerOptions(config.logLevel, options.logStream),
    bodyLimit: config.bodyLimitBytes,
    trustProxy: config.trustProxy,
    // A client that sends its request a byte at a time is cut off (Fastify leaves Node's limits off: issue 22, M5).
    requestTimeout: config.http.requestTimeoutMs,
    keepAliveTimeout: config.http.keepAliveTimeoutMs,
    http: {
      headersTimeout: config.http.headersTimeoutMs,
      // Node enforces both limits on a sweep, every 30 s by default: a quarter of the request limit keeps it honest.
      connectionsCheckingInterval: Math.min(
        30_000,
        Math.max(250, Math.round(config.http.requestTimeoutMs / 4)),
      ),
    },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const kinds = new KindRegistry(options.kinds ?? KINDS);
  // What the app opens itself is the app's to close; what is passed in belongs to the caller. A configured S3
  // bucket or Redis that does not answer stops the start here, with a StartupError that says which.
  // The S3 SDK takes most of a second to load: only an instance configured for S3 pays for it.
  const ownS3 =
    options.blobs || !config.s3
      ? undefined
      : await (await import('./storage/s3-blob-store.js')).openS3BlobStore(config.s3);
  const blobs = options.blobs ?? ownS3 ?? new FileBlobStore(path.join(config.dataDir, 'images'));
  let ownRedis: Redis | undefined;
  try {
    ownRedis = options.redis || !config.redis ? undefined : await connectRedis(config.redis);
  } catch (error) {
    ownS3?.close();
    throw error;
  }
  const redis = options.redis ?? ownRedis;
  const limits = createLimits(
    config,
    redis ? { client: redis, keyPrefix: config.redis?.keyPrefix ?? DEFAULT_REDIS_KEY_PREFIX } : undefined,
    app.log,
  );
  const providerLog = app.log.child({ component: 'ai-provider' });
  // A provider the app creates is the app's to release; one passed in belongs to the caller.
  const image = options.image ?? createImageProvider(config.providers.image, providerLog);
  const ownImage = image === options.image ? undefined : image;
  const worker = new ImageWorker(db, kinds, image, blobs, config.imageJobs, app.log);
  const pdf = options.pdf ?? new IsolatedPdfRenderer(config.pdf);
  const ownPdf = pdf !== options.pdf && pdf instanceof IsolatedPdfRenderer ? pdf : undefined;
  const pipeline: Pipeline = {
    db,
    blobs,
    text: options.text ?? createTextProvider(config.providers.text, providerLog),
    worker,
    limiter: limits.generation,
    lists: new ListCache(),
    pdf,
    settings: {
      generationCost: config.credits.generation,
      regenerationCost: config.credits.regeneration,
      rerollCost: config.credits.reroll,
      imageMaxAttempts: config.imageJobs.maxAttempts,
    },
  };
  app.decorate('ctx', { config, db, pipeline, kinds, limits });
  if (config.imageWorker) {
    app.addHook('onReady', async () => worker.start());
  }
  // The PDF children start with the server: the first export then waits for no compiler.
  if (ownPdf) app.addHook('onReady', async () => ownPdf.warm());
  app.addHook('onClose', async () => {
    await worker.stop();
    await ownImage?.close?.();
    await ownPdf?.close();
    ownS3?.close();
    await ownRedis?.quit().catch(() => ownRedis?.disconnect());
  });

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // React and Radix position elements with style attributes; scripts stay strictly external.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    // The sign-in token passes through the page address: never send it onwards.
    referrerPolicy: { policy: 'no-referrer' },
    crossOriginEmbedderPolicy: false,
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const { status, body } = toErrorBody(error);
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.info({ status, code: body.error }, body.message);
    if (error instanceof HttpError && error.retryAfterSeconds)
      reply.header('Retry-After', error.retryAfterSeconds);
    void reply.status(status).send(body);
  });

  // A JSON body nested deeper than any request of ours is refused before it is parsed: validating (and logging) a
  // structure thousands of levels deep overflows the stack (issue 22: a 20 KB edit answered 500).
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (nestedDeeperThan(body as string, JSON_MAX_DEPTH)) {
      done(badRequest(`Request body is nested more than ${JSON_MAX_DEPTH} levels deep`), undefined);
      return;
    }
    parseJson(request, body as string, done);
  });

  // JSON is UTF-8 (RFC 8259); a body declared in another charset would be misread, so it is refused.
  app.addHook('preParsing', async (request) => {
    const charset = declaredCharset(request.headers['content-type']);
    if (charset && charset !== 'utf-8' && charset !== 'utf8') {
      throw unsupportedMediaType('Unsupported charset: send JSON encoded as UTF-8');
    }
  });

  // API answers are per user and per moment: never stored by a browser or a proxy unless a route says otherwise
  // (pictures are cached by their versioned address, the progress stream says no-cache).
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.url.startsWith('/api/') && !reply.hasHeader('Cache-Control')) {
      reply.header('Cache-Control', 'private, no-store');
    }
    return payload;
  });

  app.get(API.publicConfig, async () => ({ googleEnabled: Boolean(config.google) }));
  // What a load balancer asks: 503 while the database or the picture store does not answer (every request would
  // fail); Redis is reported, but its outage is not one (each instance counts the limits alone meanwhile).
  app.get('/api/health', async (_request, reply) => {
    const [database, pictures, shared] = await Promise.all([
      answers(() => db.execute(sql`select 1`)),
      answers(async () => blobs.ping?.()),
      redis ? answers(() => redis.ping()) : Promise.resolve(undefined),
    ]);
    const checks = { database, pictures, ...(shared ? { redis: shared } : {}) };
    if (database === 'ok' && pictures === 'ok') return { ok: true, ...checks };
    const down = database !== 'ok' ? 'the database' : 'the picture store';
    return reply.status(503).send({
      message: `Not ready: ${down} does not answer`,
      error: 'SERVICE_UNAVAILABLE',
      ok: false,
      ...checks,
    });
  });
  await app.register(authRoutes, { prefix: '/api/auth' });
  for (const kind of kinds.all) await app.register(kindRoutes(kind, pipeline, toErrorBody));
  await app.register(importRoutes(kinds.all, pipeline, toErrorBody));
  // A connected world (decision 024): links, edits, deletion and re-rolls per kind; links and search for all kinds.
  for (const kind of kinds.all) await app.register(entityWorldRoutes(kind));
  await app.register(worldRoutes());
  await app.register(bulkExportRoutes(kinds.all, pipeline));
  await app.register(creditsRoutes());

  const clientDir = options.clientDir === undefined ? CLIENT_DIST : options.clientDir;
  const serveClient = clientDir !== false && fs.existsSync(path.join(clientDir, 'index.html'));
  // Share links (decision 019): the owner's routes per kind, and the public page, its data and its picture.
  for (const kind of kinds.all) await app.register(shareOwnerRoutes(kind));
  await app.register(sharedRoutes(serveClient ? clientDir : undefined));
  if (serveClient) {
    await app.register(fastifyStatic, {
      root: clientDir,
      // Look files up per request, so a rebuilt client is served without a restart; a miss falls through to
      // the not-found handler below (SPA fallback or JSON 404).
      wildcard: true,
      index: 'index.html',
      // The build writes brotli and gzip copies of text assets (scripts/precompress.mjs); send them to browsers
      // that accept them, the plain file to the rest.
      preCompressed: true,
      // Cache-Control is ours alone (setHeaders and the SPA fallback), not the plugin's default max-age=0.
      cacheControl: false,
      setHeaders(res, filePath) {
        // Hashed build assets never change; everything else is revalidated.
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url === '/api' || request.url.startsWith('/api/');
    if (!isApi && serveClient && (request.method === 'GET' || request.method === 'HEAD')) {
      // Client-side routes (and the not-found screen) are rendered by the single-page app.
      return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
    }
    const body: ErrorBody = {
      message: `No route for ${request.method} ${request.url.split('?')[0]}`,
      error: 'NOT_FOUND',
    };
    return reply.status(404).send(body);
  });

  return app;
}

/** 'ok', or 'down' when the call fails or takes over two seconds. */
async function answers(call: () => Promise<unknown>): Promise<'ok' | 'down'> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timed out')), 2_000);
  });
  try {
    await Promise.race([call(), late]);
    return 'ok';
  } catch {
    return 'down';
  } finally {
    clearTimeout(timer);
  }
}

/** Deeper than every request and export document the API takes (an NPC's plot hooks are 3 levels down). */
export const JSON_MAX_DEPTH = 32;

/** True when the JSON text opens more than `limit` arrays and objects inside one another (strings skipped). */
export function nestedDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92)
        i++; // a backslash escapes the next character
      else if (c === 34) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 123 || c === 91) {
      if (++depth > limit) return true;
    } else if (c === 125 || c === 93) depth--;
  }
  return false;
}

/** The charset parameter of a Content-Type header, lower-cased, if it names one. */
function declaredCharset(contentType: string | undefined): string | undefined {
  const match = contentType?.match(/;\s*charset\s*=\s*"?([^";\s]+)/i);
  return match?.[1]?.toLowerCase();
}

/** Maps any thrown error to the one error shape of the API, with a fitting status. */
export function toErrorBody(error: unknown): { status: number; body: ErrorBody & { issues?: unknown } } {
  if (error instanceof HttpError) {
    return { status: error.statusCode, body: { message: error.message, error: error.code } };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const issues = error.validation.map((v) => ({
      path: v.instancePath.replace(/^\//, '').replaceAll('/', '.'),
      message: v.message ?? 'Invalid value',
    }));
    const first = issues[0];
    const message = first ? first.message : 'Invalid request';
    return { status: 400, body: { message, error: 'VALIDATION_ERROR', issues } };
  }
  const e = error as Partial<FastifyError> & { message?: string };
  switch (e.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return { status: 413, body: { message: 'Request body is too large', error: 'PAYLOAD_TOO_LARGE' } };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return {
        status: 415,
        body: { message: 'Unsupported content type: send JSON', error: 'UNSUPPORTED_MEDIA_TYPE' },
      };
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return { status: 400, body: { message: 'Request body is empty', error: 'INVALID_JSON' } };
  }
  if (e.statusCode === 429) {
    return { status: 429, body: { message: e.message ?? 'Too many requests', error: 'RATE_LIMIT_EXCEEDED' } };
  }
  if (e instanceof SyntaxError || (e.statusCode === 400 && e.code?.startsWith('FST_ERR_CTP'))) {
    return { status: 400, body: { message: 'Request body is not valid JSON', error: 'INVALID_JSON' } };
  }
  if (typeof e.statusCode === 'number' && e.statusCode >= 400 && e.statusCode < 500) {
    return { status: e.statusCode, body: { message: e.message ?? 'Bad request', error: 'VALIDATION_ERROR' } };
  }
  return { status: 500, body: { message: 'Something went wrong on our side', error: 'INTERNAL_ERROR' } };
}
