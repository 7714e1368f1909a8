// The picture queue is fair across users: after one user queues a burst, another user's picture is painted next,
// not after the whole burst; each user's own pictures keep their order.
import { describe, expect, it } from 'vitest';
import type { ImageProvider } from '../providers/providers.js';
import { proceduralImage } from '../providers/providers.js';
import { bearer, registerUser } from '../test/accounts.js';
import { TEST_ENGINES, useTestApp } from '../test/harness.js';
import { SAMPLE_REQUESTS } from '../test/sample-requests.js';

const painted: string[] = [];
const recording: ImageProvider = {
  name: 'procedural',
  async paint(kind, data, seed) {
    painted.push((data as { name: string }).name);
    return proceduralImage.paint(kind, data, seed);
  },
};

describe.each(TEST_ENGINES)('fair picture queue (%s)', (engine) => {
  const t = useTestApp(
    engine,
    () => ({}),
    () => {
      painted.length = 0;
      return { image: recording };
    },
  );
  const generate = (token: string, name: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/npc/generate',
      headers: bearer(token),
      payload: { ...SAMPLE_REQUESTS.npc!(name.length), name },
    });

  it('paints another user’s picture after at most one of a heavy user’s burst', async () => {
    const heavy = await registerUser(t.app);
    const light = await registerUser(t.app);
    const other = await registerUser(t.app);
    for (let i = 1; i <= 8; i++) expect((await generate(heavy.token, `Heavy ${i}`)).statusCode).toBe(201);
    expect((await generate(light.token, 'Light 1')).statusCode).toBe(201);
    expect((await generate(other.token, 'Other 1')).statusCode).toBe(201);
    await t.app.ctx.pipeline.worker.drain();
    expect(painted).toHaveLength(10);
    // Never-served users first, then turns by who was served longest ago.
    expect(painted.indexOf('Light 1')).toBeLessThanOrEqual(2);
    expect(painted.indexOf('Other 1')).toBeLessThanOrEqual(2);
    expect(painted.filter((n) => n.startsWith('Heavy'))).toEqual(
      Array.from({ length: 8 }, (_, i) => `Heavy ${i + 1}`),
    );
  });
});
