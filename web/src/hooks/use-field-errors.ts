import type { FieldError } from '@web/lib/validators';
import { useCallback, useMemo, useState } from 'react';

/** Per-field validation state of a form: check on blur or on change, check all on submit. */
export function useFieldErrors<Field extends string>() {
  const [errors, setErrors] = useState<Partial<Record<Field, FieldError | null>>>({});

  const set = useCallback((field: Field, error: FieldError | null) => {
    setErrors((current) => ({ ...current, [field]: error }));
  }, []);

  /** Sets every given result and says whether all passed. */
  const setAll = useCallback((results: Partial<Record<Field, FieldError | null>>): boolean => {
    setErrors((current) => ({ ...current, ...results }));
    return Object.values(results).every((error) => !error);
  }, []);

  /**
   * After an edit: each error on show takes the field's result now, so a fixed field's message
   * goes away at once, while fields not yet complained about stay quiet until the next submit.
   */
  const refresh = useCallback((results: Partial<Record<Field, FieldError | null>>) => {
    setErrors((current) => {
      let changed = false;
      const next = { ...current };
      for (const field of Object.keys(current) as Field[]) {
        if (!current[field]) continue;
        const now = results[field] ?? null;
        if (
          now?.key !== current[field]?.key ||
          JSON.stringify(now?.values) !== JSON.stringify(current[field]?.values)
        ) {
          next[field] = now;
          changed = true;
        }
      }
      return changed ? next : current;
    });
  }, []);

  return useMemo(() => ({ errors, set, setAll, refresh }), [errors, set, setAll, refresh]);
}
