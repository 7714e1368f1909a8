// Route guard: `preHandler: requireUser` turns `Authorization: Bearer <token>` into `request.user`, or answers 401.
import type { FastifyRequest } from 'fastify';
import { unauthorized } from '../errors.js';
import { findSession, type SessionExtra, type SessionUser } from './sessions.js';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * Set by `requireUser` only; routes without that guard must not read it. Typed as always present so
     * guarded routes read `request.user.id` without a check. `credits` is a snapshot from the start of
     * the request: spend credits with one conditional UPDATE, never from this value.
     */
    user: SessionUser;
    /** The sha256 of the presented token, so logout can delete exactly this session. */
    sessionTokenHash: string;
  }
}

const BEARER = /^Bearer[ \t]+(\S+)[ \t]*$/i;

export function bearerToken(header: string | undefined): string | undefined {
  return header ? BEARER.exec(header)?.[1] : undefined;
}

export async function requireUser(request: FastifyRequest): Promise<void> {
  await requireUserWith(request);
}

/**
 * `requireUser` that also reads `extra` (SQL over the user's id) in the session's query and returns it: a route that
 * needs one more value per request (the list's version) pays one query, not two.
 */
export async function requireUserWith<Extra = null>(
  request: FastifyRequest,
  extra?: SessionExtra<Extra>,
): Promise<Extra> {
  const token = bearerToken(request.headers.authorization);
  if (!token) throw unauthorized('Authentication required');
  const session = await findSession(request.server.ctx.db, token, new Date(), extra);
  if (!session) throw unauthorized('Your session is invalid or has expired. Please log in again.');
  request.user = session.user;
  request.sessionTokenHash = session.tokenHash;
  return session.extra;
}
