// Captures an app's structured log lines inside a test, to check what is logged and that secrets are not.
import type { FastifyInstance } from 'fastify';
import pino from 'pino';

export type CapturedLogs = {
  /** Every line exactly as it would have been written. */
  readonly raw: string[];
  /** The lines parsed as JSON objects. */
  entries(): Record<string, unknown>[];
};

/** Needs an app built with a LOG_LEVEL other than silent (`useTestApp(engine, () => ({ logLevel: 'info' }))`). */
export function captureLogs(app: FastifyInstance): CapturedLogs {
  // Fastify's logger is pino writing to a SonicBoom stream that every request's child logger shares;
  // shadowing the stream's write keeps each line instead of printing it. Typed loosely because pino
  // keeps the stream behind a symbol that its types do not declare.
  const stream = (app.log as unknown as Record<symbol, { write(line: string): void } | undefined>)[
    pino.symbols.streamSym
  ];
  if (!stream) throw new Error('captureLogs: the app has no logger; build it with logLevel info');
  const raw: string[] = [];
  stream.write = (line: string) => {
    raw.push(line);
  };
  return { raw, entries: () => raw.map((line) => JSON.parse(line) as Record<string, unknown>) };
}
