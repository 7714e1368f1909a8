// Test OpenID provider (oauth2-mock-server on 127.0.0.1) and a helper that walks the whole Google sign-in.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { type MutableResponse, type MutableToken, OAuth2Server } from 'oauth2-mock-server';
import { API } from '../../shared/api-paths.js';
import type { Config } from '../config.js';

export const TEST_CLIENT_ID = 'loreforge-test-client';
export const TEST_CLIENT_SECRET = 'loreforge-test-secret';

export type TestProvider = {
  server: OAuth2Server;
  /** The `google` configuration that points the app at this provider. */
  google: NonNullable<Config['google']>;
  /**
   * Sets claims of the next ID token issued to our client. `beforeTokenSigning` fires for the access
   * token first and the ID token second, so a plain `once` would shape the wrong token: the listener
   * waits for the token whose audience is our client.
   */
  nextIdToken(claims: Record<string, unknown>): void;
  /** Replaces the next token endpoint answer, e.g. with an OAuth error. */
  nextTokenResponse(change: (response: MutableResponse) => void): void;
  /** Forgets shaping that a test set up but never used. */
  reset(): void;
};

export async function startTestProvider(): Promise<TestProvider> {
  const server = new OAuth2Server();
  await server.issuer.keys.generate('RS256');
  await server.start(0, '127.0.0.1');
  const issuer = server.issuer.url;
  if (!issuer) throw new Error('the test provider has no issuer URL');
  return {
    server,
    google: { clientId: TEST_CLIENT_ID, clientSecret: TEST_CLIENT_SECRET, issuer },
    nextIdToken(claims) {
      const listener = (token: MutableToken) => {
        if (token.payload.aud !== TEST_CLIENT_ID) return;
        Object.assign(token.payload, claims);
        server.service.off('beforeTokenSigning', listener);
      };
      server.service.on('beforeTokenSigning', listener);
    },
    nextTokenResponse(change) {
      server.service.once('beforeResponse', change);
    },
    reset() {
      server.service.removeAllListeners('beforeTokenSigning');
      server.service.removeAllListeners('beforeResponse');
    },
  };
}

export type GoogleRun = {
  /** The app's answer to GET /api/auth/google. */
  start: LightMyRequestResponse;
  /** The provider URL the app redirected to. */
  authorizeUrl: URL;
  /** `name=value` of the state cookie the app set. */
  cookie: string;
  /** The callback address the provider redirected back to. */
  callbackUrl: URL;
  /** The app's answer to the callback. */
  finish: LightMyRequestResponse;
  /** Where the callback sent the browser. */
  landing: URL;
};

export type GoogleRunOptions = {
  /** Runs between the provider and the callback: tampers with the address, or ages the pending row. */
  alterCallback?: (url: URL) => void | Promise<void>;
  /** The cookie header sent with the callback; default: the one the app set. */
  cookie?: (cookie: string) => string | undefined;
};

/**
 * Plays the browser: GET /api/auth/google, follow the redirect to the provider (which answers with a
 * redirect carrying code and state), then call the app's callback with the state cookie.
 */
export async function runGoogleSignIn(
  app: FastifyInstance,
  options: GoogleRunOptions = {},
): Promise<GoogleRun> {
  const start = await app.inject({ method: 'GET', url: API.googleStart });
  if (start.statusCode !== 302) throw new Error(`GET /api/auth/google answered ${start.statusCode}`);
  const authorizeUrl = new URL(String(start.headers.location));
  const setCookie = [start.headers['set-cookie'] ?? []].flat()[0] ?? '';
  const cookie = setCookie.split(';')[0] ?? '';

  const provider = await fetch(authorizeUrl, { redirect: 'manual' });
  if (provider.status !== 302)
    throw new Error(`the provider answered ${provider.status}: ${await provider.text()}`);
  const callbackUrl = new URL(provider.headers.get('location') ?? '');
  await options.alterCallback?.(callbackUrl);

  const cookieHeader = options.cookie ? options.cookie(cookie) : cookie;
  const finish = await app.inject({
    method: 'GET',
    url: `${callbackUrl.pathname}${callbackUrl.search}`,
    headers: cookieHeader ? { cookie: cookieHeader } : {},
  });
  const landing = new URL(String(finish.headers.location ?? 'http://invalid/'));
  return { start, authorizeUrl, cookie, callbackUrl, finish, landing };
}
