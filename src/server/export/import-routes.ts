// POST /api/import: restores a JSON export document (decision 018) into the caller's account. One route for every
// kind: the document names its kind, and the kind's own schemas check it.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API } from '../../shared/api-paths.js';
import { entityDocumentSchema, IMPORT_MAX_BYTES, IMPORT_MESSAGES } from '../../shared/entity-document.js';
import { requireUser } from '../auth/guard.js';
import { HttpError } from '../errors.js';
import type { Pipeline } from '../pipeline/content-service.js';
import type { ServerKind } from '../pipeline/kind.js';
import type { ErrorMapper } from '../pipeline/routes.js';
import { importEntity } from './entity-document.js';

export function importRoutes(
  kinds: readonly ServerKind[],
  pipeline: Pipeline,
  toError: ErrorMapper,
): FastifyPluginAsyncZod {
  return async (app) => {
    // The app's messages for a body too large or not JSON speak of requests; here the person chose a file. The
    // error thrown on reaches the app's one error handler, which answers it as usual.
    app.setErrorHandler((error) => {
      const { status, body } = toError(error);
      if (body.error === 'PAYLOAD_TOO_LARGE')
        throw new HttpError(status, body.error, IMPORT_MESSAGES.tooLarge);
      if (body.error === 'INVALID_JSON') throw new HttpError(status, body.error, IMPORT_MESSAGES.notJson);
      throw error;
    });
    // onRequest: an anonymous caller is refused before a large body is even read.
    app.addHook('onRequest', requireUser);
    app.post(
      API.import,
      // A document carries its picture, so it may be far larger than the API's other bodies (413 past this).
      {
        bodyLimit: IMPORT_MAX_BYTES,
        schema: { body: entityDocumentSchema },
        // Imports cost no credit, so they are limited per window and their pictures by a quota (issue 22, M4).
        preHandler: async (request) => app.ctx.limits.imports.take(request.user.id),
      },
      async (request, reply) => {
        const { answer } = await importEntity(
          pipeline,
          kinds,
          request.user.id,
          request.body,
          app.ctx.config.importQuotaBytes,
        );
        return reply.status(answer.imported ? 201 : 200).send(answer);
      },
    );
  };
}
