// The accounts API under /api/auth: register, login, me, logout, and Google sign-in (spec sections 5, 7, 8).
import rateLimit from '@fastify/rate-limit';
import { and, eq, ne } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  authResponseSchema,
  loginRequestSchema,
  meResponseSchema,
  passwordChangeRequestSchema,
  registerRequestSchema,
} from '../../shared/auth.js';
import { must } from '../../shared/must.js';
import { isUniqueViolation } from '../db/errors.js';
import { sessions, users } from '../db/schema.js';
import { badRequest, conflict, tooManyRequests, unauthorized } from '../errors.js';
import { loggableMessage } from '../log.js';
import { createGoogleClient, type GoogleProfile } from './google.js';
import { resolveGoogleAccount } from './google-accounts.js';
import {
  clearedStateCookie,
  readCookie,
  STATE_COOKIE,
  sameState,
  savePendingSignIn,
  stateCookie,
  takePendingSignIn,
} from './google-state.js';
import { requireUser } from './guard.js';
import { burnVerificationTime, hashPassword, verifyPassword } from './password.js';
import { createSession, deleteSession, sessionUserColumns } from './sessions.js';
import { deviceToken, forgetSignIns, rememberSignIn, trustOf } from './trusted-sign-ins.js';

const INVALID_CREDENTIALS = 'Invalid email or password';
const WRONG_PASSWORD = 'The current password is not right.';
const REGISTRATION_REFUSED =
  "We couldn't create an account with these details. If you already have an account, log in instead.";
const logoutResponseSchema = z.object({ success: z.literal(true) });

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config, db, limits } = app.ctx;

  // Per client address (request.ip, which honours TRUST_PROXY), counted before the body is even read. In this
  // process, or in Redis when REDIS_URL is set so that several instances share the count (decision 015).
  await app.register(rateLimit, {
    global: false,
    ...(limits.authRateLimitStore ? { store: limits.authRateLimitStore } : {}),
    errorResponseBuilder: (_request, context) =>
      tooManyRequests(`Too many attempts. Please try again in ${context.after}.`),
  });
  const limited = {
    rateLimit: { max: config.authRateLimit.max, timeWindow: config.authRateLimit.windowMs },
  };
  const lockout = limits.loginLockout;
  const secureCookie = config.publicUrl.startsWith('https:');

  app.post(
    '/register',
    { config: limited, schema: { body: registerRequestSchema, response: { 201: authResponseSchema } } },
    async (request, reply) => {
      const { username, email, password } = request.body;
      const passwordHash = await hashPassword(password);
      try {
        // One transaction: a failure after the insert must not leave an account nobody received a token for.
        const answer = await db.transaction(async (tx) => {
          const [inserted] = await tx
            .insert(users)
            .values({ username, email, passwordHash, credits: config.initialCredits })
            .returning(sessionUserColumns);
          const user = must(inserted, 'the new account');
          const { token } = await createSession(tx, user.id, config.sessionTtlDays);
          return { token, user };
        });
        request.log.info({ userId: answer.user.id }, 'account registered');
        await trustThisDevice(reply, answer.user.id, deviceToken(request.headers.cookie), request.ip);
        return reply.status(201).send(answer);
      } catch (error) {
        // The unique index decides, not a look-up first: two simultaneous registrations cannot both win.
        if (isUniqueViolation(error, 'users_email_key')) {
          // The same words whoever asks: they do not say that this e-mail has an account (decision 014).
          throw conflict(REGISTRATION_REFUSED, 'REGISTRATION_REFUSED');
        }
        throw error;
      }
    },
  );

  app.post(
    '/login',
    { config: limited, schema: { body: loginRequestSchema, response: { 200: authResponseSchema } } },
    async (request, reply) => {
      const { email, password } = request.body;
      const [found] = await db
        .select({ ...sessionUserColumns, passwordHash: users.passwordHash })
        .from(users)
        .where(eq(users.email, email))
        .limit(1);
      const device = deviceToken(request.headers.cookie);
      const attempt = {
        email,
        address: request.ip,
        trusted: await trustOf(db, found?.id, device, request.ip),
      };
      // Counted before the password is checked: a burst of guesses cannot outrun the count (decision 025).
      await lockout.begin(attempt);
      // Unknown e-mails and Google-only accounts cost a full verification too, so the time taken does
      // not tell a guesser which e-mails have an account.
      const valid = found?.passwordHash
        ? await verifyPassword(password, found.passwordHash)
        : await burnVerificationTime(password);
      if (!found || !valid) {
        request.log.info({ userId: found?.id }, 'login refused');
        throw unauthorized(INVALID_CREDENTIALS, 'INVALID_CREDENTIALS');
      }
      await lockout.succeeded(attempt);
      const { passwordHash: _hash, ...user } = found;
      const { token } = await createSession(db, user.id, config.sessionTtlDays);
      await trustThisDevice(reply, user.id, device, request.ip);
      request.log.info({ userId: user.id }, 'logged in');
      return { token, user };
    },
  );

  /** Remembers the device and address of a successful sign-in, setting the device cookie when it is new. */
  async function trustThisDevice(
    reply: FastifyReply,
    userId: number,
    device: string | undefined,
    address: string,
    extraCookies: string[] = [],
  ): Promise<void> {
    const cookie = await rememberSignIn(db, userId, device, address, secureCookie);
    const cookies = [...extraCookies, ...(cookie ? [cookie] : [])];
    if (cookies.length > 0) reply.header('set-cookie', cookies);
  }

  app.post(
    '/password',
    {
      config: limited,
      preHandler: requireUser,
      schema: { body: passwordChangeRequestSchema, response: { 200: logoutResponseSchema } },
    },
    async (request) => {
      const { currentPassword, newPassword } = request.body;
      const { id, email } = request.user;
      const device = deviceToken(request.headers.cookie);
      const attempt = { email, address: request.ip, trusted: await trustOf(db, id, device, request.ip) };
      // The current password is a password guess like any other: a stolen session cannot try them without end.
      await lockout.begin(attempt);
      const [found] = await db
        .select({ passwordHash: users.passwordHash })
        .from(users)
        .where(eq(users.id, id));
      const valid = found?.passwordHash
        ? await verifyPassword(currentPassword, found.passwordHash)
        : await burnVerificationTime(currentPassword);
      if (!valid) throw badRequest(WRONG_PASSWORD, 'INVALID_CREDENTIALS');
      await lockout.succeeded(attempt);
      const passwordHash = await hashPassword(newPassword);
      await db.transaction(async (tx) => {
        await tx.update(users).set({ passwordHash }).where(eq(users.id, id));
        // Everyone else signed in with the old password is signed out; this session stays.
        await tx
          .delete(sessions)
          .where(and(eq(sessions.userId, id), ne(sessions.tokenHash, request.sessionTokenHash)));
        await forgetSignIns(tx, id);
      });
      request.log.info({ userId: id }, 'password changed');
      return { success: true as const };
    },
  );

  app.post(
    '/logout-all',
    { preHandler: requireUser, schema: { response: { 200: logoutResponseSchema } } },
    async (request) => {
      const { id } = request.user;
      await db.transaction(async (tx) => {
        await tx.delete(sessions).where(eq(sessions.userId, id));
        await forgetSignIns(tx, id);
      });
      request.log.info({ userId: id }, 'signed out everywhere');
      return { success: true as const };
    },
  );

  app.get(
    '/me',
    { preHandler: requireUser, schema: { response: { 200: meResponseSchema } } },
    async (request) => ({
      user: request.user,
    }),
  );

  app.post(
    '/logout',
    { preHandler: requireUser, schema: { response: { 200: logoutResponseSchema } } },
    async (request) => {
      await deleteSession(db, request.sessionTokenHash);
      request.log.info({ userId: request.user.id }, 'logged out');
      return { success: true as const };
    },
  );

  // Google sign-in. Both routes are browser navigations, so every outcome is a redirect to the client,
  // never a JSON error: `/?token=...&auth=success` or `/?auth=error`.
  const google = config.google
    ? createGoogleClient(config.google, `${config.publicUrl}/api/auth/google/callback`)
    : undefined;

  function failSignIn(
    request: FastifyRequest,
    reply: FastifyReply,
    reason: string,
    error?: unknown,
    level: 'warn' | 'error' = 'warn',
  ) {
    request.log[level]({ reason, failure: describeFailure(error) }, 'Google sign-in failed');
    return reply
      .header('set-cookie', clearedStateCookie(secureCookie))
      .redirect(`${config.publicUrl}/?auth=error`);
  }

  app.get('/google', { config: limited }, async (request, reply) => {
    if (!google) return failSignIn(request, reply, 'Google sign-in is not configured');
    try {
      const { url, checks } = await google.begin();
      await savePendingSignIn(db, checks);
      return reply.header('set-cookie', stateCookie(checks.state, secureCookie)).redirect(url.href);
    } catch (error) {
      // The provider's discovery document or the database failed: an operator should hear of it.
      return failSignIn(request, reply, 'could not start', error, 'error');
    }
  });

  app.get('/google/callback', async (request, reply) => {
    if (!google) return failSignIn(request, reply, 'Google sign-in is not configured');
    try {
      const query = new URLSearchParams(
        request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '',
      );
      const state = query.get('state');
      const cookieState = readCookie(request.headers.cookie, STATE_COOKIE);
      if (!state || !cookieState || !sameState(state, cookieState)) {
        return failSignIn(request, reply, 'state missing or not from this browser');
      }
      const pending = await takePendingSignIn(db, state);
      if (!pending) return failSignIn(request, reply, 'unknown, used or expired state');
      if (query.has('error')) {
        return failSignIn(request, reply, `provider answered ${query.get('error')?.slice(0, 64)}`);
      }

      // The redirect_uri sent with the code must equal the one in the authorization request, so the
      // address is rebuilt from PUBLIC_URL rather than from the Host header.
      const callbackUrl = new URL(google.redirectUri);
      callbackUrl.search = query.toString();
      let profile: GoogleProfile;
      try {
        profile = await google.finish(callbackUrl, pending);
      } catch (error) {
        return failSignIn(request, reply, 'code exchange or ID token check failed', error);
      }

      const account = await resolveGoogleAccount(db, profile, config.initialCredits);
      if (!account.ok) return failSignIn(request, reply, account.reason);
      const { token } = await createSession(db, account.userId, config.sessionTtlDays);
      request.log.info({ userId: account.userId, how: account.how }, 'signed in with Google');
      await trustThisDevice(reply, account.userId, deviceToken(request.headers.cookie), request.ip, [
        clearedStateCookie(secureCookie),
      ]);
      return reply.redirect(`${config.publicUrl}/?token=${encodeURIComponent(token)}&auth=success`);
    } catch (error) {
      // Not the visitor's doing (the database, most likely): worth an error-level log line.
      return failSignIn(request, reply, 'unexpected error', error, 'error');
    }
  });
};

/**
 * What a sign-in failure may log: error names and messages, the OAuth error code and the name of the ID
 * token claim that failed. Provider errors also carry response bodies and claim values (e-mails,
 * nonces), which do not belong in logs.
 */
function describeFailure(error: unknown): Record<string, string> | undefined {
  if (!(error instanceof Error)) return undefined;
  const out: Record<string, string> = { name: error.name, message: loggableMessage(error.message) };
  // openid-client wraps oauth4webapi's error, which wraps the details: walk a few levels of `cause`.
  let e: unknown = error;
  for (let depth = 0; e && typeof e === 'object' && depth < 4; depth++) {
    const fields = e as { error?: unknown; claim?: unknown; cause?: unknown };
    if (typeof fields.error === 'string') out.oauthError ??= fields.error;
    if (typeof fields.claim === 'string') out.claim ??= fields.claim;
    e = fields.cause;
  }
  return out;
}
