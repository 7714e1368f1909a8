// The connected world's routes (decision 024). Per kind, from its definition: an entity's links, its edit, its
// deletion and the re-roll of a section. For every kind at once: making and removing links, and the search.
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { kindPaths } from '../../shared/content.js';
import {
  editRequestSchema,
  type LinksAnswer,
  linkRequestSchema,
  rerollRequestSchema,
  searchQuerySchema,
  WORLD_PATHS,
} from '../../shared/world.js';
import { requireUser } from '../auth/guard.js';
import { getEntity } from '../pipeline/content-service.js';
import type { ServerKind } from '../pipeline/kind.js';
import { presentEntity } from '../pipeline/present.js';
import { parseId } from '../pipeline/routes.js';
import { deleteEntity, editEntity } from './edit.js';
import { createLink, deleteLink, linksOf } from './links.js';
import { rerollEntity } from './reroll.js';
import { searchEntities } from './search.js';

const idParams = z.object({ id: z.string() });

/** GET /api/{base}/{id}/links, PATCH and DELETE /api/{base}/{id}, POST /api/{base}/{id}/reroll. */
export function entityWorldRoutes(kind: ServerKind): FastifyPluginAsyncZod {
  const paths = kindPaths(kind.contract);
  return async (app) => {
    const { db, kinds, pipeline } = app.ctx;
    app.addHook('onRequest', requireUser);
    // A re-roll writes text like a generation, so it counts against the generation limit like a regeneration.
    const limited = async (request: FastifyRequest) => pipeline.limiter.take(request.user.id);

    app.get(paths.links(':id'), { schema: { params: idParams } }, async (request) => {
      const row = await getEntity(db, kind, request.user.id, parseId(request.params.id));
      const answer: LinksAnswer = { links: await linksOf(db, kinds, request.user.id, row.id) };
      return answer;
    });

    app.patch(
      paths.one(':id'),
      { schema: { params: idParams, body: editRequestSchema } },
      async (request) => {
        const row = await editEntity(
          pipeline,
          kind,
          request.user.id,
          parseId(request.params.id),
          request.body,
        );
        return presentEntity(kind, row);
      },
    );

    app.delete(paths.one(':id'), { schema: { params: idParams } }, async (request, reply) => {
      await deleteEntity(pipeline, kind, request.user.id, parseId(request.params.id));
      return reply.status(204).send();
    });

    app.post(
      paths.reroll(':id'),
      { schema: { params: idParams, body: rerollRequestSchema }, preHandler: limited },
      async (request) => {
        const id = parseId(request.params.id);
        const { section, version } = request.body;
        const row = await rerollEntity(pipeline, kinds, kind, request.user.id, id, section, version);
        return presentEntity(kind, row);
      },
    );
  };
}

/** POST /api/links, DELETE /api/links/{id}, GET /api/search. */
export function worldRoutes(): FastifyPluginAsyncZod {
  return async (app) => {
    const { db, kinds } = app.ctx;
    app.addHook('onRequest', requireUser);

    app.post(WORLD_PATHS.links, { schema: { body: linkRequestSchema } }, async (request, reply) => {
      const link = await createLink(db, kinds, request.user.id, request.body);
      return reply.status(201).send(link);
    });

    app.delete(WORLD_PATHS.link(':id'), { schema: { params: idParams } }, async (request, reply) => {
      await deleteLink(db, request.user.id, parseId(request.params.id));
      return reply.status(204).send();
    });

    app.get(WORLD_PATHS.search, { schema: { querystring: searchQuerySchema } }, async (request, reply) => {
      const answer = await searchEntities(db, kinds, request.user.id, request.query);
      return reply.header('Cache-Control', 'private, no-store').send(answer);
    });
  };
}
