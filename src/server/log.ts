// Logger options: structured JSON logs that never carry passwords, tokens or sign-in codes.
import type { FastifyServerOptions } from 'fastify';

/** Query parameters whose values are secrets (the sign-in token travels in the page address). */
const SECRET_PARAMS = /([?&](?:token|code|state|access_token|id_token)=)[^&#]*/gi;

export function redactUrl(url: string): string {
  return url.replace(SECRET_PARAMS, '$1[redacted]');
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
      req(req: { method: string; url: string; ip?: string; socket?: { remoteAddress?: string } }) {
        return { method: req.method, url: redactUrl(req.url), remoteAddress: req.ip };
      },
    },
  };
}
