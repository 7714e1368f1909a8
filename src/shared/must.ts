// For a fact the code knows and its type cannot carry (the row an insert just returned, the first entry of a list
// that is never empty): the value, or an error that names what was missing instead of a crash further on.

/** `value`, or a thrown error naming `what` when it is null or undefined. */
export function must<T>(value: T | null | undefined, what: string): T {
  if (value === null || value === undefined) throw new Error(`Missing ${what}`);
  return value;
}
