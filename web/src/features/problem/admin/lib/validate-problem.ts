import { PROBLEM_TYPE } from '@contract/limits';
import { isSubtaskMode } from '@contract/problem-rules';
import { activeCases, checkerNeedsCompile, type ProblemFormState } from './problem-form';
import { hasDuplicateTags } from './tags';

/** Form sections, so the page can scroll to the one holding the first error. */
export type ProblemSection =
  | 'basic'
  | 'statement'
  | 'io'
  | 'cases'
  | 'judge'
  | 'languages'
  | 'templates'
  | 'tags'
  | 'files';

export interface ProblemFormError {
  /** i18n key in the `admin` namespace. */
  key: string;
  values?: Record<string, string | number>;
  section: ProblemSection;
}

const INTEGER = /^\s*-?\d+\s*$/;

const fail = (
  key: string,
  section: ProblemSection,
  values?: Record<string, string | number>,
): ProblemFormError => ({
  key,
  section,
  values,
});

/**
 * The first reason the problem cannot be saved, checked in the order of spec 3 §5 (the order the
 * server checks in, worker/src/domains/problem/validation.ts), or null.
 */
export function validateProblemForm(form: ProblemFormState): ProblemFormError | null {
  // 1. Display id; the required statement fields (form rules).
  if (!form.problemId.trim()) return fail('validation.problemIdRequired', 'basic');
  if (!form.title.trim()) return fail('validation.titleRequired', 'basic');
  // A remote problem's statement is its judge's, whose sections may be empty; its judge keeps the
  // test data, checker and file IO, so only the lists remain to check (as the server does).
  if (form.isRemote) return firstListError(form);
  if (!form.input.trim()) return fail('validation.inputRequired', 'statement');
  if (!form.output.trim()) return fail('validation.outputRequired', 'statement');

  // 3. File IO needs both names.
  if (form.isFileIO && (!form.ioReadFileName.trim() || !form.ioWriteFileName.trim())) {
    return fail('validation.fileIoNames', 'io');
  }

  // 4. Judge samples.
  const cases = activeCases(form);
  if (cases.length === 0) return fail('validation.samplesRequired', 'cases');
  if (!form.isUploadCase) {
    const empty = cases.findIndex((c) => c.input === '' && c.output === '');
    if (empty >= 0) return fail('validation.sampleEmpty', 'cases', { n: empty + 1 });
  }
  if (form.type === PROBLEM_TYPE.OI) {
    for (let i = 0; i < cases.length; i++) {
      const score = cases[i]!.score;
      if (!INTEGER.test(score)) return fail('validation.scoreInteger', 'cases', { n: i + 1 });
      if (Number(score) < 0) return fail('validation.scoreNonNegative', 'cases', { n: i + 1 });
    }
  }
  if (isSubtaskMode(form.judgeCaseMode)) {
    const missing = cases.findIndex((c) => !INTEGER.test(c.groupNum) || Number(c.groupNum) < 1);
    if (missing >= 0) return fail('validation.groupRequired', 'cases', { n: missing + 1 });
  }

  // 5. Special judge or interactor: code present, compiled when new or changed.
  if (form.judgeMode !== 'default') {
    if (!form.spjCode.trim()) return fail('validation.checkerRequired', 'judge');
    if (!form.spjLanguage.trim()) return fail('validation.checkerLanguageRequired', 'judge');
    if (checkerNeedsCompile(form)) return fail('validation.checkerNotCompiled', 'judge');
  }

  const listError = firstListError(form);
  if (listError) return listError;
  const files = [...form.userExtraFiles, ...(form.judgeMode === 'default' ? [] : form.judgeExtraFiles)];
  if (files.some((file) => !file.name.trim() || !file.content))
    return fail('validation.extraFileIncomplete', 'files');
  return null;
}

/** Languages, enabled templates and tags: checked alike for local and remote problems. */
function firstListError(form: ProblemFormState): ProblemFormError | null {
  // 6. Languages; 7. enabled templates.
  if (form.languages.length === 0) return fail('validation.languageRequired', 'languages');
  const emptyTemplate = form.codeTemplates.find(
    (t) => t.status && form.languages.includes(t.language) && t.code.trim() === '',
  );
  if (emptyTemplate)
    return fail('validation.templateEmpty', 'templates', { language: emptyTemplate.language });

  // Form rule: no tag twice.
  if (hasDuplicateTags(form.tags)) return fail('validation.duplicateTag', 'tags');
  return null;
}
