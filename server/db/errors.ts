/** True when a database error is a unique-constraint violation (PostgreSQL code 23505). */
export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
}

/** The unique constraint a violation broke (PostgreSQL and PGlite both name it), or null. */
export function violatedConstraint(error: unknown): string | null {
  if (!isUniqueViolation(error)) return null;
  const { constraint } = error as { constraint?: unknown };
  return typeof constraint === 'string' ? constraint : null;
}

/** True when a database error is a foreign-key violation (23503): the row it names is gone. */
export function isForeignKeyViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23503';
}
