// Recognises PostgreSQL errors by their SQLSTATE, the same way on PGlite and node-postgres.
/** SQLSTATE of a unique-index violation. */
const UNIQUE_VIOLATION = '23505';

type PgErrorFields = { code?: unknown; constraint?: unknown; cause?: unknown };

/**
 * True when `error` (or an error it wraps: Drizzle puts the driver's error in `cause`) is a unique
 * violation, optionally of the named index. Lets callers rely on the index instead of a racy pre-check.
 */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    const fields = e as PgErrorFields;
    if (fields.code === UNIQUE_VIOLATION) {
      return constraint === undefined || fields.constraint === constraint;
    }
    e = fields.cause;
  }
  return false;
}
