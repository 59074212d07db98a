import type { JudgeCaseMode, JudgeMode } from '@contract/judge-status';
import { PROBLEM_AUTH, PROBLEM_TYPE } from '@contract/limits';
import type { AdminProblem, CodeTemplate, Language, ProblemCaseView, Tag } from '@contract/problem';
import {
  isSubtaskMode,
  type ProblemExample,
  parseExamples,
  serializeExamples,
  spreadScores,
} from '@contract/problem-rules';
import type { FormTag } from './tags';

/** A test case row; score and group stay text so that what the admin typed is never lost. */
export interface CaseRow {
  id?: number;
  /** Upload mode: the file name in the zip; manual mode: the data. */
  input: string;
  output: string;
  inputSize?: number;
  outputSize?: number;
  score: string;
  groupNum: string;
}

export interface ExtraFileRow {
  name: string;
  content: string;
}

export interface TemplateRow {
  language: string;
  code: string;
  /** Enabled: offered to users as the editor's starting code. */
  status: boolean;
}

/** What the checker or interactor was when loaded or last compiled: a save needs one of them to match. */
export interface CheckerSnapshot {
  language: string;
  code: string;
}

export interface ProblemFormState {
  id: number | null;
  problemId: string;
  /**
   * A remote judge's problem (imported, never made in the editor): its judge keeps the test data
   * and judges it, so the server refuses to turn it local and ignores cases, checkers and file IO.
   */
  isRemote: boolean;
  title: string;
  author: string;
  description: string;
  input: string;
  output: string;
  hint: string;
  source: string;
  timeLimit: number;
  memoryLimit: number;
  stackLimit: number;
  difficulty: number;
  type: number;
  auth: number;
  codeShare: boolean;
  /** Names of the accepted languages. */
  languages: string[];
  examples: ProblemExample[];
  judgeMode: JudgeMode;
  spjCode: string;
  spjLanguage: string;
  codeTemplates: TemplateRow[];
  judgeCaseMode: JudgeCaseMode;
  isFileIO: boolean;
  ioReadFileName: string;
  ioWriteFileName: string;
  /** Judge samples from an uploaded zip (true) or typed in (false). */
  isUploadCase: boolean;
  /** The upload id of a zip uploaded in this session; null keeps the stored cases. */
  uploadTestcaseDir: string | null;
  uploadedCases: CaseRow[];
  manualCases: CaseRow[];
  isRemoveEndBlank: boolean;
  openCaseResult: boolean;
  userExtraFiles: ExtraFileRow[];
  judgeExtraFiles: ExtraFileRow[];
  tags: FormTag[];
  originalChecker: CheckerSnapshot | null;
  compiledChecker: CheckerSnapshot | null;
  originalJudgeCaseMode: JudgeCaseMode | null;
  originalJudgeMode: JudgeMode | null;
}

export const DEFAULT_CHECKER_LANGUAGE = 'C';

/** Spec 3 §3/§9 defaults: 1000 ms, 256 MB, stack 128 MB, Easy, ACM, public, upload mode. */
export function emptyProblemForm(languages: readonly string[] = []): ProblemFormState {
  return {
    id: null,
    problemId: '',
    isRemote: false,
    title: '',
    author: '',
    description: '',
    input: '',
    output: '',
    hint: '',
    source: '',
    timeLimit: 1000,
    memoryLimit: 256,
    stackLimit: 128,
    difficulty: 0,
    type: PROBLEM_TYPE.ACM,
    auth: PROBLEM_AUTH.PUBLIC,
    codeShare: true,
    languages: [...languages],
    examples: [{ input: '', output: '' }],
    judgeMode: 'default',
    spjCode: '',
    spjLanguage: DEFAULT_CHECKER_LANGUAGE,
    codeTemplates: [],
    judgeCaseMode: 'default',
    isFileIO: false,
    ioReadFileName: '',
    ioWriteFileName: '',
    isUploadCase: true,
    uploadTestcaseDir: null,
    uploadedCases: [],
    manualCases: [{ input: '', output: '', score: '', groupNum: '' }],
    isRemoveEndBlank: true,
    openCaseResult: true,
    userExtraFiles: [],
    judgeExtraFiles: [],
    tags: [],
    originalChecker: null,
    compiledChecker: null,
    originalJudgeCaseMode: null,
    originalJudgeMode: null,
  };
}

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));

function parseExtraFiles(json: string | null | undefined): ExtraFileRow[] {
  if (!json) return [];
  try {
    const parsed: unknown = typeof json === 'string' ? JSON.parse(json) : json;
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return [];
    return Object.entries(parsed as Record<string, unknown>).map(([name, content]) => ({
      name,
      content: text(content),
    }));
  } catch {
    return [];
  }
}

export function caseRowOf(
  view: Pick<ProblemCaseView, 'input' | 'output'> & Partial<ProblemCaseView>,
): CaseRow {
  return {
    id: view.id,
    input: view.input,
    output: view.output,
    inputSize: view.inputSize,
    outputSize: view.outputSize,
    score: text(view.score),
    groupNum: text(view.groupNum),
  };
}

export interface LoadedProblem {
  problem: AdminProblem;
  languages: Pick<Language, 'name'>[];
  codeTemplates: Pick<CodeTemplate, 'language' | 'code' | 'status'>[];
  tags: Pick<Tag, 'id' | 'name' | 'color'>[];
  cases: ProblemCaseView[];
}

/** The form of a stored problem (edit). */
export function formFromProblem({
  problem,
  languages,
  codeTemplates,
  tags,
  cases,
}: LoadedProblem): ProblemFormState {
  const judgeMode = problem.judgeMode ?? 'default';
  // The server compares with what is stored, whatever the mode (validation.ts checkerChanged).
  const checker: CheckerSnapshot = { language: text(problem.spjLanguage), code: text(problem.spjCode) };
  const rows = cases.map(caseRowOf);
  const examples = parseExamples(problem.examples, { trimEdgeNewlines: true });
  return {
    ...emptyProblemForm(),
    id: problem.id,
    problemId: problem.problemId,
    isRemote: problem.isRemote,
    title: problem.title,
    author: text(problem.author),
    description: text(problem.description),
    input: text(problem.input),
    output: text(problem.output),
    hint: text(problem.hint),
    source: text(problem.source),
    timeLimit: problem.timeLimit,
    memoryLimit: problem.memoryLimit,
    stackLimit: problem.stackLimit,
    difficulty: problem.difficulty,
    type: problem.type,
    auth: problem.auth,
    codeShare: problem.codeShare,
    languages: languages.map((l) => l.name),
    examples: examples.length > 0 ? examples : [{ input: '', output: '' }],
    judgeMode,
    spjCode: text(problem.spjCode),
    spjLanguage: text(problem.spjLanguage) || DEFAULT_CHECKER_LANGUAGE,
    codeTemplates: codeTemplates.map((t) => ({ language: t.language, code: t.code, status: t.status })),
    judgeCaseMode: problem.judgeCaseMode ?? 'default',
    isFileIO: problem.isFileIO,
    ioReadFileName: text(problem.ioReadFileName),
    ioWriteFileName: text(problem.ioWriteFileName),
    isUploadCase: problem.isUploadCase,
    uploadTestcaseDir: null,
    uploadedCases: problem.isUploadCase ? rows : [],
    manualCases: problem.isUploadCase ? [{ input: '', output: '', score: '', groupNum: '' }] : rows,
    isRemoveEndBlank: problem.isRemoveEndBlank,
    openCaseResult: problem.openCaseResult,
    userExtraFiles: parseExtraFiles(problem.userExtraFile),
    judgeExtraFiles: parseExtraFiles(problem.judgeExtraFile),
    tags: tags.map((t) => ({ id: t.id, name: t.name, color: t.color })),
    originalChecker: checker,
    compiledChecker: null,
    originalJudgeCaseMode: problem.judgeCaseMode ?? 'default',
    originalJudgeMode: judgeMode,
  };
}

export const activeCases = (form: ProblemFormState) =>
  form.isUploadCase ? form.uploadedCases : form.manualCases;

export const currentChecker = (form: ProblemFormState): CheckerSnapshot => ({
  language: form.spjLanguage,
  code: form.spjCode,
});

const sameChecker = (a: CheckerSnapshot | null, b: CheckerSnapshot) =>
  a !== null && a.language === b.language && a.code === b.code;

/**
 * Whether the checker differs from the stored one (spec 3 §5: new or changed code must compile);
 * like the server, the code and its language count, not the mode.
 */
export const checkerChanged = (form: ProblemFormState) =>
  form.judgeMode !== 'default' && !sameChecker(form.originalChecker, currentChecker(form));

/** Spec 3 §4 "must compile before save": new or changed code needs a successful compile of exactly it. */
export const checkerNeedsCompile = (form: ProblemFormState) =>
  checkerChanged(form) && !sameChecker(form.compiledChecker, currentChecker(form));

/** Judge case modes offered per type (HOJ): OI sums or takes subtasks; ACM judges all or stops on error. */
export function judgeCaseModesFor(type: number): JudgeCaseMode[] {
  return type === PROBLEM_TYPE.OI
    ? ['default', 'subtask_lowest', 'subtask_average']
    : ['default', 'ergodic_without_error'];
}

const toNumber = (value: string): number | null => {
  const trimmed = value.trim();
  if (trimmed === '') return null;
  const number = Number(trimmed);
  return Number.isFinite(number) ? number : null;
};

const filesJson = (rows: readonly ExtraFileRow[]) =>
  rows.length === 0
    ? null
    : JSON.stringify(Object.fromEntries(rows.map((row) => [row.name.trim(), row.content])));

/** The body of POST/PUT /api/admin/problem (contract `problemSaveRequest`, HOJ's ProblemDto). */
export interface ProblemSavePayload {
  problem: Record<string, unknown>;
  samples: { id?: number; input: string; output: string; score: number | null; groupNum: number | null }[];
  codeTemplates: { lid?: number; language: string; code: string; status: boolean }[];
  tags: { id?: number; name: string; color?: string | null }[];
  languages: { id: number | null; name: string }[];
  isUploadTestCase: boolean;
  uploadTestcaseDir: string | null;
  judgeMode: JudgeMode;
  changeModeCode: boolean;
  changeJudgeCaseMode: boolean;
}

export function toSavePayload(
  form: ProblemFormState,
  allLanguages: readonly Pick<Language, 'id' | 'name'>[],
): ProblemSavePayload {
  const payload = localSavePayload(form, allLanguages);
  return form.isRemote ? remoteSavePayload(payload) : payload;
}

/**
 * A remote problem's payload: its judge judges it, so it is sent as the server keeps it (ACM, no
 * test data, checker, extra files or file IO) rather than with whatever the hidden fields hold.
 */
function remoteSavePayload(payload: ProblemSavePayload): ProblemSavePayload {
  return {
    ...payload,
    problem: {
      ...payload.problem,
      isRemote: true,
      type: PROBLEM_TYPE.ACM,
      judgeMode: 'default',
      judgeCaseMode: 'default',
      spjCode: null,
      spjLanguage: null,
      userExtraFile: null,
      judgeExtraFile: null,
      isUploadCase: false,
      isFileIO: false,
      ioReadFileName: null,
      ioWriteFileName: null,
    },
    samples: [],
    isUploadTestCase: false,
    uploadTestcaseDir: null,
    judgeMode: 'default',
    changeModeCode: false,
    changeJudgeCaseMode: false,
  };
}

function localSavePayload(
  form: ProblemFormState,
  allLanguages: readonly Pick<Language, 'id' | 'name'>[],
): ProblemSavePayload {
  const languageId = (name: string) => allLanguages.find((l) => l.name === name)?.id ?? null;
  const isOi = form.type === PROBLEM_TYPE.OI;
  const subtask = isSubtaskMode(form.judgeCaseMode);
  const checker = form.judgeMode !== 'default';
  return {
    problem: {
      ...(form.id ? { id: form.id } : {}),
      problemId: form.problemId.trim(),
      title: form.title.trim(),
      author: form.author || null,
      type: form.type,
      judgeMode: form.judgeMode,
      judgeCaseMode: form.judgeCaseMode,
      timeLimit: form.timeLimit,
      memoryLimit: form.memoryLimit,
      stackLimit: form.stackLimit,
      description: form.description,
      input: form.input,
      output: form.output,
      // Pairs left completely empty are the editor's blank rows, not examples.
      examples: serializeExamples(form.examples.filter((e) => e.input !== '' || e.output !== '')),
      isRemote: false,
      source: form.source || null,
      difficulty: form.difficulty,
      hint: form.hint || null,
      auth: form.auth,
      codeShare: form.codeShare,
      spjCode: checker ? form.spjCode : null,
      spjLanguage: checker ? form.spjLanguage : null,
      userExtraFile: filesJson(form.userExtraFiles),
      judgeExtraFile: checker ? filesJson(form.judgeExtraFiles) : null,
      isRemoveEndBlank: form.isRemoveEndBlank,
      openCaseResult: form.openCaseResult,
      isUploadCase: form.isUploadCase,
      isFileIO: form.isFileIO,
      ioReadFileName: form.isFileIO ? form.ioReadFileName.trim() : null,
      ioWriteFileName: form.isFileIO ? form.ioWriteFileName.trim() : null,
    },
    samples: activeCases(form).map((row) => ({
      ...(row.id ? { id: row.id } : {}),
      input: row.input,
      output: row.output,
      score: isOi ? toNumber(row.score) : null,
      groupNum: subtask ? toNumber(row.groupNum) : null,
    })),
    codeTemplates: form.codeTemplates
      .filter((t) => form.languages.includes(t.language))
      .map((t) => ({
        lid: languageId(t.language) ?? undefined,
        language: t.language,
        code: t.code,
        status: t.status,
      })),
    tags: form.tags.map((t) => ({ ...(t.id ? { id: t.id } : {}), name: t.name, color: t.color ?? null })),
    languages: form.languages.map((name) => ({ id: languageId(name), name })),
    isUploadTestCase: form.isUploadCase,
    uploadTestcaseDir: form.isUploadCase ? form.uploadTestcaseDir : null,
    judgeMode: form.judgeMode,
    changeModeCode:
      form.originalJudgeMode !== null
        ? form.originalJudgeMode !== form.judgeMode || checkerChanged(form)
        : false,
    changeJudgeCaseMode:
      form.originalJudgeCaseMode !== null && form.originalJudgeCaseMode !== form.judgeCaseMode,
  };
}

/** The rows with their scores replaced by an even spread to 100 (spec 3 §4). */
export const spreadRows = (rows: readonly CaseRow[]): CaseRow[] => {
  const scores = spreadScores(rows.length);
  return rows.map((row, i) => ({ ...row, score: String(scores[i]) }));
};

/**
 * Spec 3 §4: switching to OI spreads 100 points evenly over the manual samples (integer share,
 * remainder over the last ones); uploaded cases are spread only where a score is missing. A judge
 * case mode the new type does not offer falls back to the default.
 */
export function applyTypeChange(form: ProblemFormState, type: number): Partial<ProblemFormState> {
  const patch: Partial<ProblemFormState> = {
    type,
    judgeCaseMode: judgeCaseModesFor(type).includes(form.judgeCaseMode) ? form.judgeCaseMode : 'default',
  };
  if (type === PROBLEM_TYPE.OI && form.type !== PROBLEM_TYPE.OI) {
    patch.manualCases = spreadRows(form.manualCases);
    if (form.uploadedCases.some((row) => row.score.trim() === ''))
      patch.uploadedCases = spreadRows(form.uploadedCases);
  }
  return patch;
}
