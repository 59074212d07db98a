import { storage } from '@web/lib/storage';
import { emptyProblemForm, type ProblemFormState } from './problem-form';

const KEY = 'adminProblemDraft';

export interface ProblemDraft {
  savedAt: string;
  form: ProblemFormState;
}

/** The create form kept in localStorage, so nothing typed is lost to a failed save or a closed tab. */
export const problemDraft = {
  load(): ProblemDraft | null {
    const draft = storage.getJson<ProblemDraft>(KEY);
    if (!draft || typeof draft !== 'object' || !draft.form || typeof draft.form !== 'object') return null;
    // Fields added since the draft was written get their defaults; only an import makes a remote
    // problem, so a created one is always our own.
    return {
      savedAt: String(draft.savedAt ?? ''),
      form: { ...emptyProblemForm(), ...draft.form, id: null, isRemote: false },
    };
  },
  save(form: ProblemFormState): void {
    storage.setJson(KEY, { savedAt: new Date().toISOString(), form } satisfies ProblemDraft);
  },
  clear(): void {
    storage.remove(KEY);
  },
};
