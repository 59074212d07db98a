import type { JudgeCaseMode, JudgeMode } from '@contract/judge-status';
import { PROBLEM_TYPE } from '@contract/limits';
import type { ProblemSaveRequest } from '@contract/problem';
import { isSubtaskMode, spreadScores } from '@contract/problem-rules';

/** Messages of the problem editor (spec 3 §5), shared by admin and group problem saves. */
export const PROBLEM_MESSAGES = {
  problemIdRequired: 'Problem display id is required',
  titleRequired: 'Title is required',
  inputRequired: 'Input description is required',
  outputRequired: 'Output description is required',
  fileIoNames: 'When the read write mode is File IO the input file name or output file name cannot be empty',
  samplesRequired: 'Judge Samples is required',
  sampleEmpty: (n: number) => `Problem Sample${n} input and output cannot both be empty`,
  scoreInteger: (n: number) => `Problem Sample${n} Score must be an integer`,
  scoreNonNegative: 'Score must be greater than or equal to 0',
  groupRequired: (n: number) => `Problem Sample${n} subtask group number is required`,
  checkerRequired: 'Spj Or Interactive Code is required',
  checkerLanguageRequired: 'The language of the Spj Or Interactive Code is required',
  checkerNotCompiled: 'Spj Or Interactive Code not Compile Success',
  languageRequired: 'At least one language is required',
  templateEmpty: 'Code template of the language cannot be empty',
  duplicateTag: 'The tag has been added, please do not add it repeatedly',
  tagNameRequired: 'The name of a tag is required',
  extraFileIncomplete: 'Extra file name and content are both required',
  extraFileName: (name: string) =>
    `Extra file name "${name}" is invalid: use letters, digits, dot, dash and underscore`,
  remoteByImportOnly:
    'A remote judge problem cannot be written in the editor: import it from its judge (Import Remote OJ Problem)',
  remoteStaysRemote: 'A remote judge problem cannot become a local problem: create a new problem instead',
  localStaysLocal: 'A local problem cannot become a remote judge problem: import the remote problem instead',
  remoteIdFixed: (problemId: string) =>
    `The display id of a remote judge problem names it on its judge: ${problemId} cannot be renamed`,
  unknownRemoteJudge: (problemId: string) =>
    `The remote problem ${problemId} names no remote judge this site knows, so it cannot be saved`,
  alreadyImported: (problemId: string) => `The problem ${problemId} has already been imported`,
  takenByLocalProblem: (problemId: string) =>
    `The display id ${problemId} is already used by a problem of this site, so the remote problem cannot be imported under it`,
  duplicateProblemId: (problemId: string) => `The problem_id [${problemId}] already exists. Do not reuse it!`,
} as const;

export interface ProblemCheckContext {
  /**
   * Whether the checker must prove it compiled: true when its code or language is new or
   * differs from what the problem already has.
   */
  checkerChanged: boolean;
  /** Whether a runner compiled exactly this code and language successfully. */
  checkerCompiled: boolean;
  /** Sample problems seeded before any language exists get their languages later. */
  languagesOptional?: boolean;
  /** Imported statements may carry everything in the description (HOJ imports them whole). */
  descriptionsOptional?: boolean;
  /**
   * A remote judge's problem: its judge keeps the test data and judges it, so nothing about
   * cases, checkers or file IO applies, and its statement is the judge's (sections may be empty).
   */
  remote?: boolean;
}

const EXTRA_FILE_NAME = /^[A-Za-z0-9_][A-Za-z0-9._-]{0,99}$/;

export function effectiveJudgeMode(request: ProblemSaveRequest): JudgeMode {
  return request.problem.judgeMode ?? request.judgeMode ?? 'default';
}

/**
 * The first reason the editor payload cannot be saved, checked in the order of spec 3 §5,
 * or null. Checks needing the database (unknown languages, taken display ids) come after.
 */
export function firstProblemError(request: ProblemSaveRequest, context: ProblemCheckContext): string | null {
  const { problem, samples } = request;
  if (!problem.problemId) return PROBLEM_MESSAGES.problemIdRequired;
  if (!problem.title) return PROBLEM_MESSAGES.titleRequired;
  if (!context.descriptionsOptional && !context.remote) {
    if (!problem.input.trim()) return PROBLEM_MESSAGES.inputRequired;
    if (!problem.output.trim()) return PROBLEM_MESSAGES.outputRequired;
  }
  if (context.remote) return firstListError(request, context);
  // Only an import makes a remote problem: the judge's statement, languages and display id come with it.
  if (problem.isRemote) return PROBLEM_MESSAGES.remoteByImportOnly;
  if (problem.isFileIO && (!problem.ioReadFileName?.trim() || !problem.ioWriteFileName?.trim())) {
    return PROBLEM_MESSAGES.fileIoNames;
  }

  if (samples.length === 0) return PROBLEM_MESSAGES.samplesRequired;
  if (!isUploadMode(request)) {
    const empty = samples.findIndex((s) => s.input === '' && s.output === '');
    if (empty >= 0) return PROBLEM_MESSAGES.sampleEmpty(empty + 1);
  }
  if (problem.type === PROBLEM_TYPE.OI) {
    const scoreError = firstScoreError(samples.map((s) => s.score));
    if (scoreError) return scoreError;
  }
  if (isSubtaskMode(problem.judgeCaseMode)) {
    const missing = samples.findIndex(
      (s) => s.groupNum === null || !Number.isInteger(s.groupNum) || s.groupNum < 1,
    );
    if (missing >= 0) return PROBLEM_MESSAGES.groupRequired(missing + 1);
  }

  if (effectiveJudgeMode(request) !== 'default') {
    if (!problem.spjCode?.trim()) return PROBLEM_MESSAGES.checkerRequired;
    if (!problem.spjLanguage?.trim()) return PROBLEM_MESSAGES.checkerLanguageRequired;
    if (context.checkerChanged && !context.checkerCompiled) return PROBLEM_MESSAGES.checkerNotCompiled;
  }
  return firstListError(request, context);
}

/** Languages, code templates, tags and extra files: checked alike for local and remote problems. */
function firstListError(request: ProblemSaveRequest, context: ProblemCheckContext): string | null {
  const { problem } = request;
  if (request.languages.length === 0 && !context.languagesOptional) return PROBLEM_MESSAGES.languageRequired;
  if (request.codeTemplates.some((t) => t.status && t.code.trim() === ''))
    return PROBLEM_MESSAGES.templateEmpty;

  const seenTags = new Set<string>();
  for (const tag of request.tags) {
    if (!tag.id && !tag.name) return PROBLEM_MESSAGES.tagNameRequired;
    const key = tag.name ? `name:${tag.name.toLowerCase()}` : `id:${tag.id}`;
    const idKey = tag.id ? `id:${tag.id}` : null;
    if (seenTags.has(key) || (idKey && seenTags.has(idKey))) return PROBLEM_MESSAGES.duplicateTag;
    seenTags.add(key);
    if (idKey) seenTags.add(idKey);
  }

  for (const files of [problem.userExtraFile, problem.judgeExtraFile]) {
    for (const [name, content] of Object.entries(files ?? {})) {
      if (!name.trim() || !content) return PROBLEM_MESSAGES.extraFileIncomplete;
      if (!EXTRA_FILE_NAME.test(name) || name.includes('..')) return PROBLEM_MESSAGES.extraFileName(name);
    }
  }
  return null;
}

export function isUploadMode(request: ProblemSaveRequest): boolean {
  return request.isUploadTestCase ?? request.problem.isUploadCase ?? false;
}

/**
 * OI scores: all empty means "spread 100 evenly" (spec 3 §4); otherwise each must be an
 * integer of at least 0.
 */
function firstScoreError(scores: readonly (number | null)[]): string | null {
  if (scores.every((s) => s === null)) return null;
  for (let i = 0; i < scores.length; i++) {
    const score = scores[i]!;
    if (score === null || !Number.isInteger(score)) return PROBLEM_MESSAGES.scoreInteger(i + 1);
    if (score < 0) return PROBLEM_MESSAGES.scoreNonNegative;
  }
  return null;
}

/** The scores cases are stored with: OI scores as given or spread to 100; none for ACM. */
export function resolveCaseScores(type: number, scores: readonly (number | null)[]): (number | null)[] {
  if (type !== PROBLEM_TYPE.OI) return scores.map(() => null);
  if (scores.every((s) => s === null)) return spreadScores(scores.length);
  return scores.map((s) => s ?? 0);
}

/** Group numbers matter only in the subtask modes. */
export function resolveGroupNumbers(
  mode: JudgeCaseMode,
  groups: readonly (number | null)[],
): (number | null)[] {
  return isSubtaskMode(mode) ? [...groups] : groups.map(() => null);
}
