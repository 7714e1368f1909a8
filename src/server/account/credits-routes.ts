// GET /api/user/credits: the signed-in user's balance, what each action costs and the newest ledger lines.
// POST /api/admin/credits: an administrator grants credits to an account by e-mail, with its ledger line; the route
// exists only when ADMIN_TOKEN is set and answers 401 to any other bearer (compared in constant time).
import { createHash, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CREDIT_HISTORY_LIMIT,
  CREDITS_PATHS,
  type CreditsAnswer,
  creditGrantRequestSchema,
} from '../../shared/credits.js';
import { requireUser } from '../auth/guard.js';
import { users } from '../db/schema.js';
import { notFound, unauthorized } from '../errors.js';
import { addCredits, creditBalance, creditHistory } from '../pipeline/credits.js';

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Whether the request carries the administrator's token. */
function isAdministrator(request: FastifyRequest, token: string): boolean {
  const header = request.headers.authorization ?? '';
  const given = header.startsWith('Bearer ') ? header.slice(7) : '';
  return timingSafeEqual(digest(given), digest(token));
}

export function creditsRoutes(): FastifyPluginAsyncZod {
  return async (app) => {
    const { db, config } = app.ctx;

    app.get(CREDITS_PATHS.account, { preHandler: requireUser }, async (request, reply) => {
      const userId = request.user.id;
      const [credits, lines] = await Promise.all([
        creditBalance(db, userId),
        creditHistory(db, userId, CREDIT_HISTORY_LIMIT),
      ]);
      const answer: CreditsAnswer = {
        credits,
        costs: config.credits,
        history: lines.map((line) => ({ ...line, createdAt: new Date(line.createdAt).toISOString() })),
      };
      return reply.header('Cache-Control', 'private, no-store').send(answer);
    });

    const adminToken = config.adminToken;
    if (!adminToken) return;
    app.post(CREDITS_PATHS.grant, { schema: { body: creditGrantRequestSchema } }, async (request) => {
      if (!isAdministrator(request, adminToken)) throw unauthorized('Invalid administrator token');
      const { email, amount } = request.body;
      return db.transaction(async (tx) => {
        const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
        if (!user) throw notFound('User not found');
        const credits = await addCredits(tx, user.id, amount, { reason: 'grant' });
        request.log.info({ userId: user.id, amount }, 'credits granted');
        return { email, credits };
      });
    });
  };
}
