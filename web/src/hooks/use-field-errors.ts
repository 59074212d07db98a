import type { FieldError } from '@web/lib/validators';
import { useState } from 'react';

/** Per-field validation state of a small form: check on blur, check all on submit. */
export function useFieldErrors<Field extends string>() {
  const [errors, setErrors] = useState<Partial<Record<Field, FieldError | null>>>({});
  return {
    errors,
    set(field: Field, error: FieldError | null) {
      setErrors((current) => ({ ...current, [field]: error }));
    },
    /** Sets every given result and says whether all passed. */
    setAll(results: Partial<Record<Field, FieldError | null>>): boolean {
      setErrors((current) => ({ ...current, ...results }));
      return Object.values(results).every((error) => !error);
    },
  };
}
