// The whole Google sign-in against a local OpenID provider, on every test database engine.
import { count, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { API } from '../../shared/api-paths.js';
import { oauthStates, sessions, users } from '../db/schema.js';
import { bearer, registerUser, TEST_PASSWORD } from '../test/accounts.js';
import { TEST_ENGINES, type TestApp, useTestApp } from '../test/harness.js';
import { type CapturedLogs, captureLogs } from '../test/logs.js';
import {
  runGoogleSignIn,
  startTestProvider,
  TEST_CLIENT_ID,
  type TestProvider,
} from '../test/oidc-provider.js';
import { allowsInsecureIssuer } from './google.js';

let provider: TestProvider;

beforeAll(async () => {
  provider = await startTestProvider();
});
afterAll(async () => {
  await provider.server.stop();
});
afterEach(() => {
  provider.reset();
});

const alice = {
  sub: 'google-alice',
  email: 'alice@example.com',
  email_verified: true,
  name: 'Alice Liddell',
};

async function countRows(
  t: TestApp,
  table: typeof users | typeof sessions | typeof oauthStates,
): Promise<number> {
  const [row] = await t.database.db.select({ n: count() }).from(table);
  return row!.n;
}

let logs: CapturedLogs | undefined;

/** The browser lands on `/?auth=error`, and the log says why (so each test fails for its own reason). */
function expectError(t: TestApp, landing: URL, reason?: RegExp) {
  expect(landing.href).toBe(`${t.config.publicUrl}/?auth=error`);
  if (reason && logs) {
    const failures = logs.entries().filter((e) => e.msg === 'Google sign-in failed');
    expect(failures.map((e) => `${e.reason} ${JSON.stringify(e.failure ?? '')}`).join('\n')).toMatch(reason);
  }
}

function tokenOf(t: TestApp, landing: URL): string {
  expect(`${landing.origin}${landing.pathname}`).toBe(`${t.config.publicUrl}/`);
  expect(landing.searchParams.get('auth')).toBe('success');
  const token = landing.searchParams.get('token');
  expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  return token!;
}

async function me(t: TestApp, token: string) {
  const res = await t.app.inject({ method: 'GET', url: API.me, headers: bearer(token) });
  expect(res.statusCode).toBe(200);
  return res.json().user as { id: number; username: string; email: string; credits: number };
}

describe.each(TEST_ENGINES)('Google sign-in (%s)', (engine) => {
  const t = useTestApp(engine, () => ({ google: provider.google, logLevel: 'info' }));
  beforeEach(() => {
    logs = captureLogs(t.app);
  });
  afterEach(() => {
    logs = undefined;
  });

  it('says Google is enabled in the public config', async () => {
    const res = await t.app.inject({ method: 'GET', url: API.publicConfig });
    expect(res.json()).toEqual({ googleEnabled: true });
  });

  it('redirects to the provider with PKCE S256, state, nonce and an HttpOnly state cookie', async () => {
    const res = await t.app.inject({ method: 'GET', url: API.googleStart });
    expect(res.statusCode).toBe(302);
    const url = new URL(String(res.headers.location));
    expect(`${url.origin}${url.pathname}`).toBe(`${provider.google.issuer}/authorize`);
    const q = url.searchParams;
    expect(q.get('client_id')).toBe(TEST_CLIENT_ID);
    expect(q.get('response_type')).toBe('code');
    expect(q.get('redirect_uri')).toBe(`${t.config.publicUrl}/api/auth/google/callback`);
    expect(q.get('scope')?.split(' ').sort()).toEqual(['email', 'openid', 'profile']);
    expect(q.get('code_challenge_method')).toBe('S256');
    expect(q.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(q.get('state')).toBeTruthy();
    expect(q.get('nonce')).toBeTruthy();

    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toContain(`=${q.get('state')};`);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Path=\/api\/auth\/google/);
    // Only a hash of the state is stored, with the verifier and nonce.
    const rows = await t.database.db.select().from(oauthStates);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.stateHash).not.toBe(q.get('state'));
    expect(rows[0]!.nonce).toBe(q.get('nonce'));
  });

  it('creates an account on first sign-in and redirects with a working token', async () => {
    provider.nextIdToken(alice);
    const run = await runGoogleSignIn(t.app);
    expect(run.finish.statusCode).toBe(302);
    const token = tokenOf(t, run.landing);

    const user = await me(t, token);
    expect(user).toEqual({
      id: expect.any(Number),
      username: 'Alice Liddell',
      email: 'alice@example.com',
      credits: t.config.initialCredits,
    });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ googleSub: 'google-alice', passwordHash: null });
    // The pending sign-in is used up and the cookie is cleared.
    expect(await countRows(t, oauthStates)).toBe(0);
    expect(String(run.finish.headers['set-cookie'])).toMatch(/Max-Age=0/);
  });

  it('reuses the account on the next sign-in', async () => {
    provider.nextIdToken(alice);
    const first = await me(t, tokenOf(t, (await runGoogleSignIn(t.app)).landing));
    // Google may report a changed name or e-mail: the subject is what identifies the account.
    provider.nextIdToken({ ...alice, name: 'Alice L.', email: 'alice@new.example.com' });
    const second = await me(t, tokenOf(t, (await runGoogleSignIn(t.app)).landing));
    expect(second).toEqual(first);
    expect(await countRows(t, users)).toBe(1);
    expect(await countRows(t, sessions)).toBe(2);
  });

  it('links a verified e-mail to the existing password account', async () => {
    const registered = await registerUser(t.app, { username: 'Alice', email: 'alice@example.com' });
    provider.nextIdToken({ ...alice, email: 'Alice@Example.com' });
    const user = await me(t, tokenOf(t, (await runGoogleSignIn(t.app)).landing));
    expect(user).toEqual(registered.user);
    expect(await countRows(t, users)).toBe(1);
    const [row] = await t.database.db.select().from(users);
    expect(row!.googleSub).toBe('google-alice');

    // The password still works.
    const login = await t.app.inject({
      method: 'POST',
      url: API.login,
      payload: { email: 'alice@example.com', password: TEST_PASSWORD },
    });
    expect(login.statusCode).toBe(200);
  });

  it('refuses an unverified e-mail that matches an existing account', async () => {
    await registerUser(t.app, { email: 'alice@example.com' });
    provider.nextIdToken({ ...alice, email_verified: false });
    const run = await runGoogleSignIn(t.app);
    expectError(t, run.landing, /not verified/);
    const [row] = await t.database.db.select().from(users);
    expect(row!.googleSub).toBeNull();
    expect(await countRows(t, sessions)).toBe(1);
  });

  it('refuses an unverified e-mail without an account too, so nobody can squat an address', async () => {
    provider.nextIdToken({ ...alice, email_verified: false });
    expectError(t, (await runGoogleSignIn(t.app)).landing, /not verified/);
    expect(await countRows(t, users)).toBe(0);
  });

  it('refuses an identity without an e-mail', async () => {
    provider.nextIdToken({ sub: 'google-nomail', name: 'No Mail' });
    expectError(t, (await runGoogleSignIn(t.app)).landing, /no valid e-mail/);
    expect(await countRows(t, users)).toBe(0);
  });

  it('refuses to re-link an account already linked to another Google identity', async () => {
    await t.database.db
      .insert(users)
      .values({ username: 'Alice', email: 'alice@example.com', googleSub: 'google-other', credits: 3 });
    provider.nextIdToken(alice);
    expectError(t, (await runGoogleSignIn(t.app)).landing, /linked to another Google identity/);
    const [row] = await t.database.db.select().from(users);
    expect(row!.googleSub).toBe('google-other');
    expect(await countRows(t, sessions)).toBe(0);
  });

  it('fits the username to 3-50 characters', async () => {
    provider.nextIdToken({ ...alice, name: `  ${'Galadriel '.repeat(8)}` });
    const long = await me(t, tokenOf(t, (await runGoogleSignIn(t.app)).landing));
    expect(long.username.length).toBeLessThanOrEqual(50);
    expect(long.username.startsWith('Galadriel Galadriel')).toBe(true);

    provider.nextIdToken({
      sub: 'google-bo',
      email: 'bob.baggins@example.com',
      email_verified: true,
      name: 'Bo',
    });
    const short = await me(t, tokenOf(t, (await runGoogleSignIn(t.app)).landing));
    expect(short.username).toBe('bob.baggins');
  });

  it('never logs the session token, the code, the state or the nonce', async () => {
    provider.nextIdToken(alice);
    const run = await runGoogleSignIn(t.app);
    const token = tokenOf(t, run.landing);
    await me(t, token);
    const raw = logs!.raw.join('');
    expect(raw).toContain('signed in with Google');
    expect(raw).toContain('/api/auth/google/callback');
    const secrets = [
      token,
      run.callbackUrl.searchParams.get('code')!,
      run.callbackUrl.searchParams.get('state')!,
      run.authorizeUrl.searchParams.get('nonce')!,
      run.authorizeUrl.searchParams.get('code_challenge')!,
    ];
    for (const secret of secrets) expect(raw).not.toContain(secret);
  });

  it('fails on a tampered state', async () => {
    provider.nextIdToken(alice);
    const run = await runGoogleSignIn(t.app, {
      alterCallback: (url) => url.searchParams.set('state', `${url.searchParams.get('state')}x`),
    });
    expectError(t, run.landing, /not from this browser/);
    expect(await countRows(t, users)).toBe(0);
  });

  it('fails when the state in the address and in the cookie were both replaced', async () => {
    provider.nextIdToken(alice);
    const forged = 'forged-state-value';
    const run = await runGoogleSignIn(t.app, {
      alterCallback: (url) => url.searchParams.set('state', forged),
      cookie: (cookie) => `${cookie.split('=')[0]}=${forged}`,
    });
    expectError(t, run.landing, /unknown, used or expired state/);
    expect(await countRows(t, users)).toBe(0);
  });

  it('fails when the callback arrives in a browser that did not start the sign-in (no cookie)', async () => {
    provider.nextIdToken(alice);
    const run = await runGoogleSignIn(t.app, { cookie: () => undefined });
    expectError(t, run.landing, /not from this browser/);
    expect(await countRows(t, users)).toBe(0);
  });

  it('accepts a callback only once', async () => {
    provider.nextIdToken(alice);
    const run = await runGoogleSignIn(t.app);
    tokenOf(t, run.landing);
    const replay = await t.app.inject({
      method: 'GET',
      url: `${run.callbackUrl.pathname}${run.callbackUrl.search}`,
      headers: { cookie: run.cookie },
    });
    expectError(t, new URL(String(replay.headers.location)), /unknown, used or expired state/);
    expect(await countRows(t, sessions)).toBe(1);
  });

  it('fails when the pending sign-in has expired', async () => {
    provider.nextIdToken(alice);
    const run = await runGoogleSignIn(t.app, {
      // The person took longer than the pending sign-in lives.
      alterCallback: async () => {
        await t.database.db.update(oauthStates).set({ expiresAt: new Date(Date.now() - 1000) });
      },
    });
    expectError(t, run.landing, /unknown, used or expired state/);
    expect(await countRows(t, users)).toBe(0);
    expect(await countRows(t, oauthStates)).toBe(0);
  });

  it('fails when the provider answers with an error', async () => {
    const run = await runGoogleSignIn(t.app, {
      alterCallback: (url) => {
        url.searchParams.delete('code');
        url.searchParams.set('error', 'access_denied');
      },
    });
    expectError(t, run.landing, /provider answered access_denied/);
    expect(await countRows(t, oauthStates)).toBe(0);
  });

  it('fails when the code exchange fails', async () => {
    provider.nextTokenResponse((response) => {
      response.statusCode = 400;
      response.body = { error: 'invalid_grant' };
    });
    expectError(t, (await runGoogleSignIn(t.app)).landing, /invalid_grant/);
    expect(await countRows(t, users)).toBe(0);
  });

  it('fails when the ID token carries another nonce', async () => {
    provider.nextIdToken({ ...alice, nonce: 'not-the-nonce-we-sent' });
    expectError(t, (await runGoogleSignIn(t.app)).landing, /"claim":"nonce"/);
    expect(await countRows(t, users)).toBe(0);
  });

  it('fails when the ID token was issued to another client', async () => {
    provider.nextIdToken({ ...alice, aud: 'someone-else' });
    expectError(t, (await runGoogleSignIn(t.app)).landing, /"claim":"aud"/);
    expect(await countRows(t, users)).toBe(0);
  });

  it('fails when the ID token has expired', async () => {
    const past = Math.floor(Date.now() / 1000) - 3600;
    provider.nextIdToken({ ...alice, iat: past - 60, exp: past });
    expectError(t, (await runGoogleSignIn(t.app)).landing, /"claim":"exp"/);
    expect(await countRows(t, users)).toBe(0);
  });

  it('fails on a callback without any parameters', async () => {
    const res = await t.app.inject({ method: 'GET', url: API.googleCallback });
    expect(res.statusCode).toBe(302);
    expectError(t, new URL(String(res.headers.location)), /not from this browser/);
  });
});

describe.each(TEST_ENGINES)('Google sign-in not configured (%s)', (engine) => {
  const t = useTestApp(engine, () => ({ google: undefined }));

  it('says so in the public config and sends every Google route to /?auth=error', async () => {
    const config = await t.app.inject({ method: 'GET', url: API.publicConfig });
    expect(config.json()).toEqual({ googleEnabled: false });

    for (const url of [API.googleStart, `${API.googleCallback}?code=abc&state=def`]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe(`${t.config.publicUrl}/?auth=error`);
    }
  });
});

describe.each(TEST_ENGINES)('Google provider unreachable (%s)', (engine) => {
  // Port 9 (discard) on loopback: nothing answers there.
  const t = useTestApp(engine, () => ({
    google: { ...provider.google, issuer: 'http://127.0.0.1:9' },
  }));

  it('sends the browser to /?auth=error instead of answering an error page', async () => {
    const res = await t.app.inject({ method: 'GET', url: API.googleStart });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(`${t.config.publicUrl}/?auth=error`);
    expect(await countRows(t, oauthStates)).toBe(0);
  });
});

describe('insecure issuers', () => {
  it('allows plain http only for loopback hosts', () => {
    expect(allowsInsecureIssuer(new URL('http://127.0.0.1:8080'))).toBe(true);
    expect(allowsInsecureIssuer(new URL('http://localhost:8080/realms/x'))).toBe(true);
    expect(allowsInsecureIssuer(new URL('http://[::1]:8080'))).toBe(true);
    expect(allowsInsecureIssuer(new URL('http://accounts.google.com'))).toBe(false);
    expect(allowsInsecureIssuer(new URL('http://127.0.0.1.example.com'))).toBe(false);
    expect(allowsInsecureIssuer(new URL('https://accounts.google.com'))).toBe(false);
  });
});
