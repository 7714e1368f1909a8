// Test factories for accounts: a registered user through the real API, and the header that signs in as them.
import type { FastifyInstance } from 'fastify';
import { API } from '../../shared/api-paths.js';
import { type AuthResponse, authResponseSchema, type RegisterRequest } from '../../shared/auth.js';
import { entityOfAnswer, kindPaths } from '../../shared/content.js';
import { KINDS } from '../kinds/registry.js';

export const TEST_PASSWORD = 'Secret123';

let counter = 0;

export type RegisteredUser = AuthResponse & { password: string };

export async function registerUser(
  app: FastifyInstance,
  overrides: Partial<RegisterRequest> = {},
): Promise<RegisteredUser> {
  counter += 1;
  const body = {
    username: `Tester ${counter}`,
    email: `tester${counter}@example.com`,
    password: TEST_PASSWORD,
    ...overrides,
  };
  const res = await app.inject({ method: 'POST', url: API.register, payload: body });
  if (res.statusCode !== 201) throw new Error(`registerUser: ${res.statusCode} ${res.body}`);
  return { ...authResponseSchema.parse(res.json()), password: body.password };
}

export function bearer(token: string): { authorization: string } {
  return { authorization: `Bearer ${token}` };
}

/** An entity generated through the real API by a signed-in user (the kind by name); throws unless it answers 201. */
export async function generateAs(
  app: FastifyInstance,
  token: string,
  kind: string,
  request: Record<string, unknown>,
): Promise<{ id: number; name: string } & Record<string, unknown>> {
  const found = KINDS.find((k) => k.contract.kind === kind);
  if (!found) throw new Error(`generateAs: no kind '${kind}'`);
  const res = await app.inject({
    method: 'POST',
    url: kindPaths(found.contract).generate,
    headers: bearer(token),
    payload: request,
  });
  if (res.statusCode !== 201) throw new Error(`generateAs ${kind}: ${res.statusCode} ${res.body}`);
  return entityOfAnswer(found.contract, res.json()) as { id: number; name: string } & Record<string, unknown>;
}
