// The app's hardening and error shape: security headers, JSON 404s under /api, the client's SPA fallback,
// one error body for every failure, and logs that never carry secrets.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { precompress } from '../../scripts/precompress.mjs';
import { buildApp, toErrorBody } from './app.js';
import { openDatabase } from './db/client.js';
import { HttpError } from './errors.js';
import { redactUrl } from './log.js';
import { bearer, registerUser } from './test/accounts.js';
import { TEST_ENGINES, testConfig, useTestApp } from './test/harness.js';

describe.each(TEST_ENGINES)('app (%s)', (engine) => {
  const t = useTestApp(engine);

  it('sends a strict Content-Security-Policy and no referrer', async () => {
    const res = await t.app.inject({ url: '/api/health' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("object-src 'none'");
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('marks API answers private and not to be stored, unless a route says otherwise', async () => {
    const user = await registerUser(t.app);
    const me = await t.app.inject({ url: '/api/auth/me', headers: bearer(user.token) });
    expect(me.headers['cache-control']).toBe('private, no-store');
    const missing = await t.app.inject({ url: '/api/nothing-here' });
    expect(missing.headers['cache-control']).toBe('private, no-store');
  });

  it('answers unknown /api paths with a JSON 404', async () => {
    for (const url of ['/api', '/api/nope', '/api/npc/1/unknown?token=secret']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type']).toContain('application/json');
      expect(res.json().error).toBe('NOT_FOUND');
      expect(res.body).not.toContain('secret');
    }
  });

  it('tells the browser whether Google sign-in is offered', async () => {
    const res = await t.app.inject({ url: '/api/config' });
    expect(res.json()).toEqual({ googleEnabled: false });
  });
});

describe('serving the client', () => {
  it('serves index.html for client routes, hashed assets immutably, and never for /api', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lf-client-'));
    fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Loreforge</title>');
    fs.mkdirSync(path.join(dir, 'assets'));
    fs.writeFileSync(path.join(dir, 'assets', 'app-abc123.js'), 'console.log(1)');
    fs.writeFileSync(
      path.join(dir, 'assets', 'big-def456.js'),
      `export const words = '${'lore '.repeat(2000)}';`,
    );
    expect(precompress(dir)).toBe(1); // only the asset of 1 KB or more
    const database = await openDatabase({ pgliteDir: 'memory' });
    const app = await buildApp({ config: testConfig(), db: database.db, clientDir: dir });
    try {
      for (const url of ['/', '/npc-gallery', '/faction/12', '/no/such/page']) {
        const res = await app.inject({ url });
        expect(res.statusCode, url).toBe(200);
        expect(res.headers['content-type']).toContain('text/html');
        expect(res.headers['cache-control']).toBe('no-cache');
      }
      const asset = await app.inject({ url: '/assets/app-abc123.js' });
      expect(asset.headers['cache-control']).toContain('immutable');
      // Precompressed copies go to browsers that accept them, with the asset's own type and caching.
      for (const [accept, encoding] of [
        ['br, gzip', 'br'],
        ['gzip', 'gzip'],
      ]) {
        const packed = await app.inject({
          url: '/assets/big-def456.js',
          headers: { 'accept-encoding': accept },
        });
        expect(packed.headers['content-encoding']).toBe(encoding);
        expect(packed.headers['content-type']).toContain('javascript');
        expect(packed.headers['cache-control']).toContain('immutable');
        expect(packed.rawPayload.length).toBeLessThan(1000);
      }
      const plain = await app.inject({
        url: '/assets/big-def456.js',
        headers: { 'accept-encoding': 'identity' },
      });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body).toContain('lore lore');
      const api = await app.inject({ url: '/api/unknown' });
      expect(api.statusCode).toBe(404);
      expect(api.json().error).toBe('NOT_FOUND');
    } finally {
      await app.close();
      await database.close();
    }
  });
});

describe('error bodies', () => {
  it('maps every failure to {message, error} with a fitting status', () => {
    expect(toErrorBody(new HttpError(409, 'REGISTRATION_REFUSED', 'taken'))).toEqual({
      status: 409,
      body: { message: 'taken', error: 'REGISTRATION_REFUSED' },
    });
    expect(toErrorBody(Object.assign(new Error('big'), { code: 'FST_ERR_CTP_BODY_TOO_LARGE' })).status).toBe(
      413,
    );
    expect(toErrorBody(new Error('boom'))).toEqual({
      status: 500,
      body: { message: 'Something went wrong on our side', error: 'INTERNAL_ERROR' },
    });
  });
});

describe('logs', () => {
  it('redact tokens in addresses and authorization headers', async () => {
    expect(redactUrl('/?token=abc&auth=success')).toBe('/?token=[redacted]&auth=success');
    expect(redactUrl('/api/auth/google/callback?code=xyz&state=s1')).toBe(
      '/api/auth/google/callback?code=[redacted]&state=[redacted]',
    );

    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _enc, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const database = await openDatabase({ pgliteDir: 'memory' });
    const app = await buildApp({
      config: testConfig({ logLevel: 'info' }),
      db: database.db,
      clientDir: false,
      logStream: stream,
    });
    try {
      await app.inject({ url: '/?token=supersecret', headers: { authorization: 'Bearer hunter2token' } });
      await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'someone@example.com', password: 'MyPassw0rd!' },
      });
      const log = lines.join('\n');
      expect(log).toContain('redacted');
      expect(log).not.toContain('supersecret');
      expect(log).not.toContain('hunter2token');
      expect(log).not.toContain('MyPassw0rd!');
    } finally {
      await app.close();
      await database.close();
    }
  });
});
