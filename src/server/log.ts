// Logger options: structured JSON logs that never carry passwords, tokens or sign-in codes.
import type { FastifyServerOptions } from 'fastify';

/** Query parameters whose values are secrets (the sign-in token travels in the page address). */
const SECRET_PARAMS = /([?&](?:token|code|state|access_token|id_token)=)[^&#]*/gi;

/** Share link tokens travel in the path (decision 019): `/s/{token}`, `/api/shared/{token}[/image]`. */
const SHARE_TOKEN_PATH = /(\/(?:s|api\/shared)\/)[^/?#]+/g;

export function redactUrl(url: string): string {
  return url.replace(SECRET_PARAMS, '$1[redacted]').replace(SHARE_TOKEN_PATH, '$1[redacted]');
}

/**
 * A thrown error as it may be logged: type, message, code, stack and cause, never the values of a failed query.
 * Drizzle writes a failed query's parameters into its message ('Failed query: ...\nparams: a@b.c,$scrypt$...')
 * and PostgreSQL's `detail` quotes the offending values: only named fields are kept (a query's SQL text holds
 * placeholders, not values), the message is cut before the parameters and a database's quoted values are
 * blanked, along the whole `cause` chain.
 */
export function serializeError(error: unknown): LoggedError {
  return describe(error, 0);
}

type LoggedError = { type: string; message: string; stack: string; [key: string]: unknown };

function describe(error: unknown, depth: number): LoggedError {
  if (!(error instanceof Error))
    return { type: typeof error, message: 'a non-Error value was thrown', stack: '' };
  const fields = error as unknown as Record<string, unknown>;
  // A database's own message may quote the offending value ('invalid input syntax for type integer: "..."').
  const fromDatabase = typeof fields.severity === 'string';
  const message = fromDatabase ? error.message.replace(/"[^"]*"/g, '"…"') : loggableMessage(error.message);
  // The stack's first line repeats the message, parameters included: keep only the frames.
  const frames = (error.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
  const out: LoggedError = {
    type: error.name,
    message,
    stack: [`${error.name}: ${message}`, ...frames].join('\n'),
  };
  for (const key of ['code', 'statusCode', 'severity', 'constraint', 'table', 'column', 'query']) {
    const value = fields[key];
    if (typeof value === 'string' || typeof value === 'number') out[key] = value;
  }
  if (error.cause !== undefined && depth < 4) out.cause = describe(error.cause, depth + 1);
  return out;
}

/** An error message without the parameters Drizzle appends to a failed query's message. */
export function loggableMessage(message: string): string {
  const at = message.indexOf('\nparams:');
  return at === -1 ? message : `${message.slice(0, at)} [parameters not logged]`;
}

export function loggerOptions(level: string, stream?: NodeJS.WritableStream): FastifyServerOptions['logger'] {
  if (level === 'silent') return false;
  return {
    level,
    ...(stream ? { stream } : {}),
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        '*.password',
        '*.token',
        '*.passwordHash',
        '*.headers.authorization',
      ],
      censor: '[redacted]',
    },
    serializers: {
      err: serializeError,
      req(req: { method: string; url: string; ip?: string; socket?: { remoteAddress?: string } }) {
        return { method: req.method, url: redactUrl(req.url), remoteAddress: req.ip };
      },
    },
  };
}
