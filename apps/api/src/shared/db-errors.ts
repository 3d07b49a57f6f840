/** A PostgreSQL unique violation (23505), as node-postgres or PGlite reports it through Drizzle. */
export const isUniqueViolation = (error: unknown): boolean =>
  [
    (error as { code?: string }).code,
    (error as { cause?: { code?: string } }).cause?.code,
  ].includes('23505');
