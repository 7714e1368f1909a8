// Share link routes (decision 019): the owner reads, makes and revokes a kind's link (`/api/{base}/{id}/share`), and
// anyone with the token reads the public page's data, picture and HTML, rate-limited per address.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import rateLimit from '@fastify/rate-limit';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { kindPaths } from '../../shared/content.js';
import type { ErrorBody } from '../../shared/errors.js';
import {
  SHARE_NOT_FOUND_MESSAGE,
  SHARE_PATHS,
  type ShareAnswer,
  shareRequestSchema,
} from '../../shared/share.js';
import { requireUser } from '../auth/guard.js';
import { notFound, tooManyRequests } from '../errors.js';
import { getEntity } from '../pipeline/content-service.js';
import type { ServerKind } from '../pipeline/kind.js';
import { parseId } from '../pipeline/routes.js';
import {
  createShareLink,
  findShared,
  findShareLink,
  presentShared,
  revokeShareLink,
  shareUrl,
} from './share-links.js';
import { sharePageHtml } from './share-page.js';

const idParams = z.object({ id: z.string() });
const tokenParams = z.object({ token: z.string() });
/** The body is optional: no body is the defaults (player view, no expiry). */
const shareBody = z.preprocess((v) => v ?? {}, shareRequestSchema);

/**
 * GET, POST and DELETE `/api/{base}/{id}/share`, for the entity's owner only (anyone else: 404 or 401, as elsewhere).
 */
export function shareOwnerRoutes(kind: ServerKind): FastifyPluginAsyncZod {
  const paths = kindPaths(kind.contract);
  return async (app) => {
    const { db, config } = app.ctx;
    app.addHook('onRequest', requireUser);

    // Whether the entity is shared, where and how, so the Share dialog can say so and copy it again after a reload.
    app.get(paths.share(':id'), { schema: { params: idParams } }, async (request) => {
      const row = await getEntity(db, kind, request.user.id, parseId(request.params.id));
      return findShareLink(db, row.id, request.user.id, config.publicUrl);
    });

    app.post(
      paths.share(':id'),
      { schema: { params: idParams, body: shareBody } },
      async (request, reply) => {
        const row = await getEntity(db, kind, request.user.id, parseId(request.params.id));
        const link = await createShareLink(db, row.id, request.user.id, request.body);
        const answer: ShareAnswer = {
          url: shareUrl(config.publicUrl, link.token),
          token: link.token,
          playerView: link.playerView,
          expiresAt: link.expiresAt?.toISOString() ?? null,
          createdAt: link.createdAt.toISOString(),
        };
        return reply.status(201).send(answer);
      },
    );

    app.delete(paths.share(':id'), { schema: { params: idParams } }, async (request, reply) => {
      const row = await getEntity(db, kind, request.user.id, parseId(request.params.id));
      await revokeShareLink(db, row.id, request.user.id);
      return reply.status(204).send();
    });
  };
}

/**
 * The public side: `GET /api/shared/{token}`, its picture, and the page `/s/{token}` with Open Graph tags when the
 * client is served (`clientDir`). Unknown, revoked and expired tokens get the same 404, so they cannot be told apart.
 */
export function sharedRoutes(clientDir: string | undefined): FastifyPluginAsyncZod {
  return async (app) => {
    const { db, config, kinds, limits, pipeline } = app.ctx;

    // Per client address, as the auth routes count (in Redis with REDIS_URL; each route apart).
    await app.register(rateLimit, {
      global: false,
      ...(limits.authRateLimitStore ? { store: limits.authRateLimitStore } : {}),
      errorResponseBuilder: (_request, context) =>
        tooManyRequests(`Too many requests. Please try again in ${context.after}.`),
    });
    const limited = {
      rateLimit: { max: config.shareRateLimit.max, timeWindow: config.shareRateLimit.windowMs },
    };
    const gone = () => notFound(SHARE_NOT_FOUND_MESSAGE);
    // A revoked link must stop at once, so nothing public is kept by a browser or a proxy.
    const fresh = (reply: FastifyReply) =>
      reply.header('Cache-Control', 'no-store').header('X-Robots-Tag', 'noindex, nofollow');

    app.get(
      SHARE_PATHS.data(':token'),
      { config: limited, schema: { params: tokenParams } },
      async (request, reply) => {
        const row = await findShared(db, request.params.token);
        if (!row) throw gone();
        return fresh(reply).send(presentShared(kinds, row, request.params.token));
      },
    );

    app.get(
      SHARE_PATHS.image(':token'),
      { config: limited, schema: { params: tokenParams } },
      async (request, reply) => {
        const row = await findShared(db, request.params.token);
        if (!row) throw gone();
        const bytes = row.imageKey ? await pipeline.blobs.get(row.imageKey) : null;
        if (!bytes) throw notFound('This picture is not available.');
        return fresh(reply)
          .header('Content-Type', row.imageType ?? 'image/png')
          .send(bytes);
      },
    );

    if (!clientDir) return;
    app.get(
      SHARE_PATHS.page(':token'),
      { config: limited, schema: { params: tokenParams } },
      async (request, reply) => {
        // Read per request, as the static files are, so a rebuilt client is served without a restart.
        const indexHtml = await readFile(path.join(clientDir, 'index.html'), 'utf8');
        const { token } = request.params;
        const row = await findShared(db, token);
        fresh(reply).type('text/html; charset=utf-8');
        // A dead link still gets the app, which shows its not-found state; no tags say what it was.
        if (!row) return reply.status(404).send(indexHtml);
        const shared = presentShared(kinds, row, token);
        return reply.send(
          sharePageHtml(indexHtml, shared, {
            page: shareUrl(config.publicUrl, token),
            image: shared.imageUrl ? `${config.publicUrl}${shared.imageUrl}` : null,
          }),
        );
      },
    );
  };
}

/** The 404 answer of a dead token, for tests and the client. */
export const SHARE_NOT_FOUND: ErrorBody = { message: SHARE_NOT_FOUND_MESSAGE, error: 'NOT_FOUND' };
