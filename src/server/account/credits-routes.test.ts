// The account's credits (balance, costs, ledger) and the administrator's grant: spends, refunds and grants are all
// in the ledger the account reads; the grant needs the configured token, validates its body and changes nothing
// when refused; without ADMIN_TOKEN there is no such route.
import { describe, expect, it } from 'vitest';
import { CREDITS_PATHS, creditsAnswerSchema } from '../../shared/credits.js';
import { npcQuickToRequest } from '../../shared/kinds/npc.js';
import { bearer, registerUser } from '../test/accounts.js';
import { TEST_ENGINES, useTestApp } from '../test/harness.js';

const ADMIN_TOKEN = 'a-long-administrator-token-of-at-least-32-chars';

describe.each(TEST_ENGINES)('credits (%s)', (engine) => {
  const t = useTestApp(engine, () => ({ adminToken: ADMIN_TOKEN }));

  const account = async (token: string) => {
    const res = await t.app.inject({ method: 'GET', url: CREDITS_PATHS.account, headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    return creditsAnswerSchema.parse(res.json());
  };
  const grant = (payload: unknown, token = ADMIN_TOKEN) =>
    t.app.inject({
      method: 'POST',
      url: CREDITS_PATHS.grant,
      headers: bearer(token),
      payload: payload as object,
    });

  it('answers the balance, the costs and a ledger of spends, refunds and grants, newest first', async () => {
    const user = await registerUser(t.app);
    const fresh = await account(user.token);
    expect(fresh).toMatchObject({
      credits: 50,
      costs: { generation: 1, regeneration: 1, reroll: 1 },
      history: [],
    });

    const made = await t.app.inject({
      method: 'POST',
      url: '/api/npc/generate',
      headers: bearer(user.token),
      payload: npcQuickToRequest({ archetype: 'bard', race: 'elf', name: '' }),
    });
    expect(made.statusCode).toBe(201);
    const npc = made.json().character;
    // A regeneration queued and the entity deleted before it was drawn: its credit comes back.
    const repaint = await t.app.inject({
      method: 'POST',
      url: `/api/npc/${npc.id}/regenerate-portrait`,
      headers: bearer(user.token),
    });
    expect(repaint.statusCode).toBeLessThan(300);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/npc/${npc.id}`,
      headers: bearer(user.token),
    });
    expect(removed.statusCode).toBe(204);
    expect((await grant({ email: user.user.email.toUpperCase(), amount: 25 })).json()).toEqual({
      email: user.user.email,
      credits: expect.any(Number),
    });

    const after = await account(user.token);
    expect(after.history.map((l) => [l.reason, l.delta])).toEqual([
      ['grant', 25],
      ['refund', 1],
      ['regeneration', -1],
      ['generation', -1],
    ]);
    expect(after.history[3]).toMatchObject({ kind: 'NPC', contentId: npc.id, name: npc.name });
    expect(after.credits).toBe(50 - 1 - 1 + 1 + 25);
  });

  it('keeps each account’s ledger its own and asks for a session', async () => {
    const a = await registerUser(t.app);
    const b = await registerUser(t.app);
    await grant({ email: a.user.email, amount: 3 });
    expect((await account(b.token)).history).toEqual([]);
    const anonymous = await t.app.inject({ method: 'GET', url: CREDITS_PATHS.account });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ error: 'UNAUTHORIZED' });
  });

  it('refuses a wrong token, a bad body and an unknown account, and changes nothing', async () => {
    const user = await registerUser(t.app);
    const wrong = await grant({ email: user.user.email, amount: 5 }, `${ADMIN_TOKEN}x`);
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ message: 'Invalid administrator token', error: 'UNAUTHORIZED' });
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: CREDITS_PATHS.grant,
          payload: { email: user.user.email, amount: 5 },
        })
      ).statusCode,
    ).toBe(401);
    for (const body of [
      { email: user.user.email, amount: 0 },
      { email: user.user.email, amount: 1.5 },
      { email: 'nope', amount: 2 },
      {},
    ]) {
      const res = await grant(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error).toBe('VALIDATION_ERROR');
    }
    const unknown = await grant({ email: 'nobody@example.com', amount: 5 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'User not found', error: 'NOT_FOUND' });
    expect(await account(user.token)).toMatchObject({ credits: 50, history: [] });
  });
});

describe('credits without ADMIN_TOKEN', () => {
  const t = useTestApp('pglite');

  it('has no grant route', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: CREDITS_PATHS.grant,
      headers: bearer('anything-at-all-anything-at-all-anything'),
      payload: { email: 'a@example.com', amount: 1 },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ error: 'NOT_FOUND' });
  });
});
