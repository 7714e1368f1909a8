// The per-user generation limit through the real app: generate and regenerate count together across kinds,
// the next request answers 429 RATE_LIMIT_EXCEEDED (also when progress is asked for), nothing is stored or
// spent for it, and other users are not held back.
import { describe, expect, it } from 'vitest';
import { bearer, registerUser } from '../test/accounts.js';
import { TEST_ENGINES, useTestApp } from '../test/harness.js';
import { SAMPLE_REQUESTS } from '../test/sample-requests.js';

describe.each(TEST_ENGINES)('generation limit (%s)', (engine) => {
  const t = useTestApp(engine, () => ({ generationRateLimit: { max: 3, windowMs: 60_000 } }));
  const post = (token: string, url: string, payload?: Record<string, unknown>, accept?: string) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: { ...bearer(token), ...(accept ? { accept } : {}) },
      ...(payload ? { payload } : {}),
    });
  const credits = async (token: string) =>
    (await t.app.inject({ url: '/api/auth/me', headers: bearer(token) })).json().user.credits as number;

  it('counts generations and regenerations of every kind together and refuses the one past the limit', async () => {
    const user = await registerUser(t.app);
    const npc = await post(user.token, '/api/npc/generate', SAMPLE_REQUESTS.npc!(1));
    expect(npc.statusCode).toBe(201);
    // A refused request does not count.
    expect((await post(user.token, '/api/npc/generate', { race: 'ogre' })).statusCode).toBe(400);
    expect(
      (await post(user.token, '/api/magic-item/generate', SAMPLE_REQUESTS['magic-item']!(2))).statusCode,
    ).toBe(201);
    const regen = await post(user.token, `/api/npc/${npc.json().character.id}/regenerate-portrait`);
    expect(regen.statusCode).toBe(202);
    const before = await credits(user.token);

    for (const accept of [undefined, 'application/x-ndjson']) {
      const res = await post(user.token, '/api/town/generate', SAMPLE_REQUESTS.town!(3), accept);
      expect(res.statusCode).toBe(429);
      expect(res.headers['content-type']).toContain('application/json');
      expect(res.json()).toMatchObject({
        error: 'RATE_LIMIT_EXCEEDED',
        message: expect.stringMatching(/wait \d+ seconds/),
      });
    }
    expect(
      (await post(user.token, `/api/npc/${npc.json().character.id}/regenerate-portrait`)).statusCode,
    ).toBe(429);
    expect(await credits(user.token)).toBe(before);
    expect((await t.app.inject({ url: '/api/user/towns', headers: bearer(user.token) })).json()).toEqual([]);

    const other = await registerUser(t.app);
    expect((await post(other.token, '/api/npc/generate', SAMPLE_REQUESTS.npc!(4))).statusCode).toBe(201);
  });
});
