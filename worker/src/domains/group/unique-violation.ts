/**
 * The unique index a write broke, or null when the error is something else: the database
 * decides between two simultaneous writes that both passed their checks. postgres-js names the
 * index in `constraint_name`, PGlite in `constraint`; drivers may wrap the error in `cause`.
 */
export function violatedUniqueIndex(error: unknown): string | null {
  for (let at: unknown = error; at && typeof at === 'object'; at = (at as { cause?: unknown }).cause) {
    const e = at as { code?: unknown; constraint_name?: unknown; constraint?: unknown };
    if (e.code === '23505') return String(e.constraint_name ?? e.constraint ?? '');
  }
  return null;
}
