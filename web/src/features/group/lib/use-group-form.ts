import { type FormEvent, useState } from 'react';
import { type GroupFormErrors, type GroupFormState, hasErrors, validateGroupForm } from './group-form';

/**
 * The state of the group form (creation, settings): checked as the server checks (spec 3 §5)
 * once first submitted, then again on every change; the server's refusal is kept to show.
 */
export function useGroupForm(initial: GroupFormState | (() => GroupFormState)) {
  const [form, setForm] = useState<GroupFormState>(initial);
  const [errors, setErrors] = useState<GroupFormErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);

  const change = (patch: Partial<GroupFormState>) => {
    const next = { ...form, ...patch };
    setForm(next);
    if (submitted) setErrors(validateGroupForm(next));
  };

  /** Handles the submit event: true when the form may be sent (the last refusal is cleared). */
  const accept = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const found = validateGroupForm(form);
    setErrors(found);
    if (hasErrors(found)) return false;
    setServerError(null);
    return true;
  };

  return { form, errors, serverError, setServerError, change, accept };
}
