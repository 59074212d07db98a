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

/** What an error is about: one input, or a section's list (cases, checker, languages…). */
export type ProblemField =
  | 'problemId'
  | 'title'
  | 'input'
  | 'output'
  | 'ioFileNames'
  | 'cases'
  | 'checker'
  | 'languages'
  | 'templates'
  | 'tags'
  | 'files';

export interface ProblemFormError {
  /** i18n key in the `admin` namespace. */
  key: string;
  values?: Record<string, string | number>;
  section: ProblemSection;
  field: ProblemField;
}

const INTEGER = /^\s*-?\d+\s*$/;

const fail = (
  key: string,
  section: ProblemSection,
  field: ProblemField,
  values?: Record<string, string | number>,
): ProblemFormError => ({ key, section, field, values });

/**
 * Every reason the problem cannot be saved, at most one per field, in the order of spec 3 §5 (the
 * order the server checks in, worker/src/domains/problem/validation.ts): the form shows them all at
 * once instead of one per Save.
 */
export function validateProblemFormAll(form: ProblemFormState): ProblemFormError[] {
  const errors: (ProblemFormError | null)[] = [];
  // 1. Display id; the required statement fields (form rules).
  if (!form.problemId.trim()) errors.push(fail('validation.problemIdRequired', 'basic', 'problemId'));
  if (!form.title.trim()) errors.push(fail('validation.titleRequired', 'basic', 'title'));
  // A remote problem's statement is its judge's, whose sections may be empty; its judge keeps the
  // test data, checker and file IO, so only the lists remain to check (as the server does).
  if (form.isRemote) return [...errors, ...listErrors(form)].filter((error) => error !== null);
  if (!form.input.trim()) errors.push(fail('validation.inputRequired', 'statement', 'input'));
  if (!form.output.trim()) errors.push(fail('validation.outputRequired', 'statement', 'output'));

  // 3. File IO needs both names.
  if (form.isFileIO && (!form.ioReadFileName.trim() || !form.ioWriteFileName.trim())) {
    errors.push(fail('validation.fileIoNames', 'io', 'ioFileNames'));
  }
  errors.push(casesError(form), checkerError(form), ...listErrors(form));
  const files = [...form.userExtraFiles, ...(form.judgeMode === 'default' ? [] : form.judgeExtraFiles)];
  if (files.some((file) => !file.name.trim() || !file.content))
    errors.push(fail('validation.extraFileIncomplete', 'files', 'files'));
  return errors.filter((error) => error !== null);
}

/** The first reason the problem cannot be saved, or null. */
export function validateProblemForm(form: ProblemFormState): ProblemFormError | null {
  return validateProblemFormAll(form)[0] ?? null;
}

/** 4. Judge samples. */
function casesError(form: ProblemFormState): ProblemFormError | null {
  const cases = activeCases(form);
  if (cases.length === 0) return fail('validation.samplesRequired', 'cases', 'cases');
  if (!form.isUploadCase) {
    const empty = cases.findIndex((c) => c.input === '' && c.output === '');
    if (empty >= 0) return fail('validation.sampleEmpty', 'cases', 'cases', { n: empty + 1 });
  }
  if (form.type === PROBLEM_TYPE.OI) {
    for (let i = 0; i < cases.length; i++) {
      const score = cases[i]!.score;
      if (!INTEGER.test(score)) return fail('validation.scoreInteger', 'cases', 'cases', { n: i + 1 });
      if (Number(score) < 0) return fail('validation.scoreNonNegative', 'cases', 'cases', { n: i + 1 });
    }
  }
  if (isSubtaskMode(form.judgeCaseMode)) {
    const missing = cases.findIndex((c) => !INTEGER.test(c.groupNum) || Number(c.groupNum) < 1);
    if (missing >= 0) return fail('validation.groupRequired', 'cases', 'cases', { n: missing + 1 });
  }
  return null;
}

/** 5. Special judge or interactor: code present, compiled when new or changed. */
function checkerError(form: ProblemFormState): ProblemFormError | null {
  if (form.judgeMode === 'default') return null;
  if (!form.spjCode.trim()) return fail('validation.checkerRequired', 'judge', 'checker');
  if (!form.spjLanguage.trim()) return fail('validation.checkerLanguageRequired', 'judge', 'checker');
  if (checkerNeedsCompile(form)) return fail('validation.checkerNotCompiled', 'judge', 'checker');
  return null;
}

/** Languages, enabled templates and tags: checked alike for local and remote problems. */
function listErrors(form: ProblemFormState): (ProblemFormError | null)[] {
  // 6. Languages; 7. enabled templates.
  const languages =
    form.languages.length === 0 ? fail('validation.languageRequired', 'languages', 'languages') : null;
  const emptyTemplate = form.codeTemplates.find(
    (t) => t.status && form.languages.includes(t.language) && t.code.trim() === '',
  );
  const templates = emptyTemplate
    ? fail('validation.templateEmpty', 'templates', 'templates', { language: emptyTemplate.language })
    : null;
  // Form rule: no tag twice.
  const tags = hasDuplicateTags(form.tags) ? fail('validation.duplicateTag', 'tags', 'tags') : null;
  return [languages, templates, tags];
}
