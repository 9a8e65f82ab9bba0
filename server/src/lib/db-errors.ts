/** PostgreSQL's unique_violation, as both node-postgres and PGlite report it. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, constraint: name } = error as { code?: unknown; constraint?: unknown };
  return code === '23505' && (constraint === undefined || name === constraint);
}

/** foreign_key_violation: the row referred to disappeared meanwhile. */
export function isForeignKeyViolation(error: unknown): boolean {
  return (
    typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23503'
  );
}

/**
 * Text PostgreSQL cannot store: character_not_in_repertoire (a NUL in a text value) and
 * untranslatable_character (a NUL escape in JSON that becomes `jsonb`).
 */
export function isUnstorableText(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code } = error as { code?: unknown };
  return code === '22021' || code === '22P05';
}
