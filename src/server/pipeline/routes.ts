// The API of one kind, built from its definition alone: generate, list mine, get one, image bytes,
// regenerate the image, export to PDF, Markdown (Obsidian or Homebrewery), JSON and Foundry VTT.
// Spec section 7, decisions 018 and 022.
import { PassThrough } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  exportFileName,
  exportFoundryQuerySchema,
  exportMarkdownQuerySchema,
  exportPdfQuerySchema,
  generateAnswer,
  kindPaths,
  listPageQuerySchema,
  NO_PICTURE_DATA_MESSAGE,
} from '../../shared/content.js';
import type { ErrorBody } from '../../shared/errors.js';
import { type EntityRef, entityRefSchema } from '../../shared/world.js';
import { requireUser, requireUserWith } from '../auth/guard.js';
import { notFound } from '../errors.js';
import { entityDocument } from '../export/entity-document.js';
import { entityMarkdown, entityPdf, pictureSeed } from '../export/entity-files.js';
import { entityFoundry } from '../export/foundry.js';
import { contextEntity } from '../world/links.js';
import {
  entityImage,
  type GenerationStage,
  generateEntity,
  getEntity,
  listEntities,
  listEntityPage,
  type Pipeline,
  regenerateImage,
} from './content-service.js';
import type { ServerKind } from './kind.js';
import { listVersionSql } from './list-cache.js';
import { presentEntity } from './present.js';

/** Ids are positive 32-bit integers; anything else names no entity (404, not 400). */
export function parseId(raw: string): number {
  if (!/^[1-9][0-9]{0,9}$/.test(raw)) throw notFound('Not found');
  const id = Number(raw);
  if (id > 2_147_483_647) throw notFound('Not found');
  return id;
}

const idParams = z.object({ id: z.string() });

export function attachment(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/** The media type of the generate route's progress stream (docs/ARCHITECTURE.md, 'Generation progress'). */
export const PROGRESS_MEDIA_TYPE = 'application/x-ndjson';

/** One line of the progress stream. */
export type ProgressLine =
  | { stage: GenerationStage }
  | ({ stage: 'done' } & Record<string, unknown>)
  | ({ stage: 'error'; status: number } & ErrorBody);

/** Maps a thrown error to the API's error shape (the app's one mapper, passed in to avoid an import cycle). */
export type ErrorMapper = (error: unknown) => { status: number; body: ErrorBody };

export function kindRoutes(
  kind: ServerKind,
  pipeline: Pipeline,
  toError: ErrorMapper,
): FastifyPluginAsyncZod {
  const { contract } = kind;
  const paths = kindPaths(contract);
  const one = paths.one(':id');

  // Every kind's request may name the user's entity it is made from (decision 024).
  const requestWithContext =
    contract.requestSchema instanceof z.ZodObject
      ? contract.requestSchema.extend({ context: entityRefSchema.optional() })
      : contract.requestSchema;

  return async (app) => {
    // The list's version, read with the session in the list route's onRequest (one query per list request).
    const listVersionOf = new WeakMap<FastifyRequest, number>();
    const listVersion = listVersionSql(contract.kind);

    // onRequest: an anonymous caller learns nothing, not even whether its body would validate.
    app.addHook('onRequest', async (request) => {
      if (request.routeOptions.url === paths.list) {
        listVersionOf.set(request, await requireUserWith(request, listVersion));
      } else {
        await requireUser(request);
      }
    });

    // After validation: only requests that would run count against the user's generation limit.
    const limited = async (request: FastifyRequest) => pipeline.limiter.take(request.user.id);
    // Exports are work too (a PDF's layout, a picture's base64): a user's are limited per window (issue 22, H1).
    const exportLimited = async (request: FastifyRequest) => app.ctx.limits.exports.take(request.user.id);

    app.post(
      paths.generate,
      { schema: { body: requestWithContext }, preHandler: limited },
      async (request, reply) => {
        const body = request.body as Record<string, unknown>;
        // Made from one of the user's entities (decision 024): found before anything is written (404 when it is not
        // the user's), and kept in the stored request so a re-roll writes with it again.
        const context = body.context
          ? await contextEntity(app.ctx, request.user.id, body.context as EntityRef)
          : undefined;
        if (!request.headers.accept?.includes(PROGRESS_MEDIA_TYPE)) {
          const row = await generateEntity(pipeline, kind, request.user.id, body, undefined, context);
          return reply.status(201).send(generateAnswer(contract, presentEntity(kind, row)));
        }
        // Progress: newline-delimited JSON, one line per stage, then the entity or the error. The status is
        // 200 once the stream starts; failures after that travel in the last line.
        const stream = new PassThrough();
        stream.on('error', () => {});
        const send = (line: ProgressLine) => {
          if (!stream.destroyed && !stream.writableEnded) stream.write(`${JSON.stringify(line)}\n`);
        };
        generateEntity(pipeline, kind, request.user.id, body, (stage) => send({ stage }), context)
          .then((row) => send({ stage: 'done', [contract.responseKey]: presentEntity(kind, row) }))
          .catch((error: unknown) => {
            const { status, body: errorBody } = toError(error);
            if (status >= 500) request.log.error({ err: error }, 'request failed');
            else request.log.info({ status, code: errorBody.error }, errorBody.message);
            send({ stage: 'error', status, message: errorBody.message, error: errorBody.error });
          })
          .finally(() => stream.end());
        return (
          reply
            .status(200)
            .header('Content-Type', `${PROGRESS_MEDIA_TYPE}; charset=utf-8`)
            // Not 'no-store': Chromium reports a streamed answer marked no-store as aborted (net::ERR_ABORTED) even
            // when it was read to its end, which hides real failures in the network log. A POST answer is never
            // reused from a cache anyway; 'private, no-cache' keeps shared caches out all the same.
            .header('Cache-Control', 'private, no-cache')
            .header('X-Accel-Buffering', 'no')
            .send(stream)
        );
      },
    );

    // Without a limit: the spec's whole array. With one: a page, {items, nextCursor, total} (decision 017). Both are
    // cached under the list's version, each page under its own key, with an ETag per answer.
    app.get(paths.list, { schema: { querystring: listPageQuerySchema } }, async (request, reply) => {
      const userId = request.user.id;
      const version =
        listVersionOf.get(request) ?? (await pipeline.lists.version(pipeline.db, userId, contract.kind));
      const { limit, cursor } = request.query;
      const page = limit === undefined ? '' : `:${limit}:${cursor ?? ''}`;
      const etag = `"${contract.kind}-${userId}-${version}${page.replaceAll(':', '-')}"`;
      reply.header('ETag', etag).header('Cache-Control', 'private, no-cache');
      if (request.headers['if-none-match'] === etag) return reply.status(304).send();
      const body = await pipeline.lists.body(`${userId}:${contract.kind}${page}`, version, async () => {
        if (limit === undefined) {
          const rows = await listEntities(pipeline.db, kind, userId);
          return JSON.stringify(rows.map((row) => presentEntity(kind, row)));
        }
        const found = await listEntityPage(pipeline.db, kind, userId, { limit, cursor });
        return JSON.stringify({
          items: found.rows.map((row) => presentEntity(kind, row)),
          nextCursor: found.nextCursor,
          total: found.total,
        });
      });
      return reply.type('application/json; charset=utf-8').send(body);
    });

    app.get(one, { schema: { params: idParams } }, async (request) => {
      const row = await getEntity(pipeline.db, kind, request.user.id, parseId(request.params.id));
      return presentEntity(kind, row);
    });

    app.get(paths.image(':id'), { schema: { params: idParams } }, async (request, reply) => {
      const image = await entityImage(pipeline, kind, request.user.id, parseId(request.params.id));
      const versioned = typeof (request.query as { v?: unknown }).v === 'string';
      return reply
        .header('Content-Type', image.contentType)
        .header('ETag', `"${image.key}"`)
        .header('Cache-Control', versioned ? 'private, max-age=31536000, immutable' : 'private, no-cache')
        .send(image.bytes);
    });

    app.post(
      paths.regenerate(':id'),
      { schema: { params: idParams }, preHandler: limited },
      async (request, reply) => {
        const row = await regenerateImage(pipeline, kind, request.user.id, parseId(request.params.id));
        return reply.status(202).send({
          message: `${contract.label} image regeneration started`,
          [contract.responseKey]: presentEntity(kind, row),
        });
      },
    );

    app.get(
      paths.exportPdf(':id'),
      { schema: { params: idParams, querystring: exportPdfQuerySchema }, preHandler: exportLimited },
      async (request, reply) => {
        const row = await getEntity(pipeline.db, kind, request.user.id, parseId(request.params.id));
        const pdf = await entityPdf(pipeline, kind, row, request.query.paper, request.log);
        return reply
          .header('Content-Type', 'application/pdf')
          .header('Content-Disposition', attachment(exportFileName(row.name, 'pdf')))
          .header('Cache-Control', 'private, no-store')
          .send(pdf);
      },
    );

    app.get(
      paths.exportMarkdown(':id'),
      { schema: { params: idParams, querystring: exportMarkdownQuerySchema }, preHandler: exportLimited },
      async (request, reply) => {
        const row = await getEntity(pipeline.db, kind, request.user.id, parseId(request.params.id));
        return (
          reply
            .header('Content-Type', 'text/markdown; charset=utf-8')
            // Obsidian's file is `Name.md` (a note's name is its title); Homebrewery's says so, as in the bulk ZIP.
            .header(
              'Content-Disposition',
              attachment(
                exportFileName(row.name, request.query.flavor === 'homebrewery' ? 'homebrewery.md' : 'md'),
              ),
            )
            .header('Cache-Control', 'private, no-store')
            .send(entityMarkdown(kind, row, request.query.flavor))
        );
      },
    );

    // The whole entity with its picture, for POST /api/import into another account (decision 018).
    app.get(
      paths.exportJson(':id'),
      { schema: { params: idParams }, preHandler: exportLimited },
      async (request, reply) => {
        const row = await getEntity(pipeline.db, kind, request.user.id, parseId(request.params.id));
        const document = await entityDocument(pipeline, kind, row);
        return reply
          .header('Content-Type', 'application/json; charset=utf-8')
          .header('Content-Disposition', attachment(exportFileName(row.name, 'json')))
          .header('Cache-Control', 'private, no-store')
          .send(JSON.stringify(document));
      },
    );

    // What the procedural picture was drawn from, as data (decision 027): a town map's geometry. Only a picture the
    // engine drew has it, computed again from the record and the picture's seed.
    app.get(
      paths.exportPictureData(':id'),
      { schema: { params: idParams }, preHandler: exportLimited },
      async (request, reply) => {
        const row = await getEntity(pipeline.db, kind, request.user.id, parseId(request.params.id));
        const seed =
          kind.pictureData && row.imageProvider === 'procedural' ? await pictureSeed(pipeline.db, row) : null;
        if (!kind.pictureData || seed === null) throw notFound(NO_PICTURE_DATA_MESSAGE);
        return reply
          .header('Content-Type', `${kind.pictureData.contentType}; charset=utf-8`)
          .header('Content-Disposition', attachment(exportFileName(row.name, kind.pictureData.extension)))
          .header('Cache-Control', 'private, no-store')
          .send(kind.pictureData.write(presentEntity(kind, row), seed));
      },
    );

    // Foundry VTT (decision 022): the JournalEntry, or with ?document=actor the game system's Actor, for Import Data.
    app.get(
      paths.exportFoundry(':id'),
      { schema: { params: idParams, querystring: exportFoundryQuerySchema }, preHandler: exportLimited },
      async (request, reply) => {
        const row = await getEntity(pipeline.db, kind, request.user.id, parseId(request.params.id));
        const { document } = request.query;
        const foundry = await entityFoundry(pipeline, kind, row, document);
        return reply
          .header('Content-Type', 'application/json; charset=utf-8')
          .header('Content-Disposition', attachment(exportFileName(row.name, `foundry-${document}.json`)))
          .header('Cache-Control', 'private, no-store')
          .send(JSON.stringify(foundry));
      },
    );
  };
}
