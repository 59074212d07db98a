import type { Page } from '@contract/envelope';
import { ApplyPublicProgress } from '@contract/group-problem';
import type { JudgeCaseMode } from '@contract/judge-status';
import { LOCAL_OJ, PROBLEM_TYPE } from '@contract/limits';
import {
  type AdminProblem,
  type AdminProblemDetail,
  type adminProblemListQuery,
  MISSING_OUTPUT,
  type ProblemCaseView,
  type ProblemSaveRequest,
  problemSaveRequest,
} from '@contract/problem';
import { parseRemoteDisplayId, REMOTE_JUDGE_INFO, type RemoteJudge } from '@contract/remote-judge';
import { and, count, desc, eq, ilike, isNull, ne, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { codeTemplate, language, problem, problemLanguage, problemTag, tag } from '../../db/schema';
import { badRequest, forbidden } from '../../http/errors';
import { sha256Hex } from '../../lib/encoding';
import { containsPattern } from '../../lib/like-pattern';
import type { DbOrTx } from '../../platform/db';
import type { Platform } from '../../platform/platform';
import { forgetProblemProgress } from '../account/index';
import { readCache, writeCache } from '../site/index';
import { invalidateProblemBank } from './bank-index';
import { languagesOfProblem, templatesOfProblem } from './detail-service';
import type { ProblemHooks } from './hooks';
import { type Dated, tagsOfProblem } from './list-service';
import {
  type Actor,
  assertCanManageProblem,
  canPublishProblems,
  findProblem,
  type ProblemRow,
} from './policy';
import { toAdminProblem } from './problem-view';
import {
  listProblemCases,
  type ProblemCaseRow,
  readCaseData,
  replaceProblemCases,
  type StoredCase,
  storeCaseData,
} from './testcase-store';
import { openUpload, type UploadedTestdata } from './testcase-upload';
import {
  effectiveJudgeMode,
  firstProblemError,
  isUploadMode,
  PROBLEM_MESSAGES,
  resolveCaseScores,
  resolveGroupNumbers,
} from './validation';

/**
 * Writing problems: the admin editor's save (HOJ's ProblemDto), and the same operations for
 * code that builds problems itself (problem import). Services here do not check roles; the
 * routes do (requireAdmin, then canManageProblem for an existing problem).
 */

// ---------------------------------------------------------------- checker compile proofs

const CHECKER_PROOF_TTL_MS = 24 * 60 * 60 * 1000;

async function checkerProofKey(languageName: string, code: string): Promise<string> {
  return `checker-compiled:${await sha256Hex(`${languageName}\n${code}`)}`;
}

/** Remembers that a runner compiled this checker, so a save of the same code may go through. */
export async function recordCheckerCompiled(
  platform: Platform,
  languageName: string,
  code: string,
): Promise<void> {
  const expiresAt = new Date(platform.clock.now().getTime() + CHECKER_PROOF_TTL_MS);
  await writeCache(platform.db, await checkerProofKey(languageName, code), { compiled: true }, expiresAt);
}

export async function isCheckerCompiled(
  platform: Platform,
  languageName: string,
  code: string,
): Promise<boolean> {
  const proof = await readCache(platform.db, await checkerProofKey(languageName, code), platform.clock.now());
  return proof !== null;
}

// ---------------------------------------------------------------- inputs

/** Test data given directly by code (an importer): bytes or text, named or numbered. */
export interface CaseData {
  input: Uint8Array | string;
  output: Uint8Array | string;
  inputName?: string;
  outputName?: string;
  score?: number | null;
  groupNum?: number | null;
  isOpen?: boolean;
}

/** Where a save's test data comes from. */
type TestDataSource =
  | { kind: 'manual' }
  | { kind: 'upload'; upload: UploadedTestdata }
  | { kind: 'existing'; cases: ProblemCaseRow[] }
  | { kind: 'raw'; cases: readonly CaseData[] };

export interface SaveOptions {
  /** Trust the checker without a compile proof (importers: the archive's checker is taken as is). */
  skipCheckerCompileCheck?: boolean;
  /** Let a problem be saved with no language (demo problems before any runner registered languages). */
  allowNoLanguages?: boolean;
  /** Let input and output descriptions be empty (imported statements kept whole in the description). */
  allowEmptyDescriptions?: boolean;
  /**
   * The group the problem belongs to: a new problem is created as the group's own (isGroup, gid),
   * its new tags belong to the group, and another group's tags are refused.
   */
  gid?: number;
}

/** A problem built by code: editor fields plus test data as bytes. */
export interface ProblemInput {
  problem: z.input<typeof problemSaveRequest>['problem'];
  /** Language ids or names, or 'all' for every language the site offers. */
  languages?: (number | string)[] | 'all';
  /** Tag names (created when missing) or `{name, color}`. */
  tags?: (string | { name: string; color?: string })[];
  codeTemplates?: { language: string; code: string; status?: boolean }[];
  testCases: readonly CaseData[];
}

// ---------------------------------------------------------------- save

/** A unique-index violation (SQLSTATE 23505) of the named index, through Drizzle's error wrapper. */
function isUniqueViolation(error: unknown, index: string): boolean {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    const pgError = e as Error & { code?: string; constraint?: string };
    if (pgError.code === '23505') return pgError.constraint === index || e.message.includes(index);
  }
  return false;
}

/** `bank`: the language rows the problem offers (a remote problem offers its judge's). */
async function resolveLanguageIds(
  db: DbOrTx,
  request: ProblemSaveRequest,
  bank: string,
): Promise<{ languageIds: number[]; templateRows: { lid: number; code: string; status: boolean }[] }> {
  const known = await db
    .select({ id: language.id, name: language.name })
    .from(language)
    .where(eq(language.oj, bank));
  const byId = new Map(known.map((l) => [l.id, l]));
  const byName = new Map(known.map((l) => [l.name.toLowerCase(), l]));
  const find = (ref: { id: number | null | undefined; name: string | null | undefined }) =>
    (ref.id ? byId.get(ref.id) : undefined) ?? (ref.name ? byName.get(ref.name.toLowerCase()) : undefined);

  const languageIds: number[] = [];
  for (const ref of request.languages) {
    const found = find(ref);
    if (!found) throw badRequest(`Unknown language: ${ref.name ?? ref.id}`);
    if (!languageIds.includes(found.id)) languageIds.push(found.id);
  }
  const templateRows: { lid: number; code: string; status: boolean }[] = [];
  for (const template of request.codeTemplates) {
    const found = find({ id: template.lid, name: template.language });
    if (!found) throw badRequest(`Unknown language of a code template: ${template.language ?? template.lid}`);
    if (templateRows.some((t) => t.lid === found.id)) {
      throw badRequest(`The code template of ${found.name} is given twice`);
    }
    templateRows.push({ lid: found.id, code: template.code, status: template.status });
  }
  return { languageIds, templateRows };
}

async function assertProblemIdFree(db: DbOrTx, problemId: string, exceptPid: number | null): Promise<void> {
  const [taken] = await db
    .select({ id: problem.id })
    .from(problem)
    .where(
      and(
        eq(sql`lower(${problem.problemId})`, problemId.toLowerCase()),
        exceptPid === null ? undefined : ne(problem.id, exceptPid),
      ),
    );
  if (taken) throw badRequest(PROBLEM_MESSAGES.duplicateProblemId(problemId));
}

/** Stores the test data in the content-addressed store and returns the rows to write. */
async function prepareCases(
  platform: Platform,
  request: ProblemSaveRequest,
  source: TestDataSource,
): Promise<StoredCase[]> {
  const { samples } = request;
  const scores = resolveCaseScores(
    request.problem.type,
    samples.map((s) => s.score),
  );
  const groups = resolveGroupNumbers(
    request.problem.judgeCaseMode,
    samples.map((s) => s.groupNum),
  );
  const meta = (i: number) => ({
    score: scores[i] ?? null,
    groupNum: groups[i] ?? null,
    isOpen: samples[i]!.isOpen,
  });
  const stored: StoredCase[] = [];
  for (const [i, sample] of samples.entries()) {
    const n = i + 1;
    if (source.kind === 'existing') {
      const found =
        (sample.id ? source.cases.find((c) => c.id === sample.id) : undefined) ??
        source.cases.find((c) => c.inputName === sample.input);
      if (!found)
        throw badRequest(
          `Problem Sample${n}: the test case ${sample.input || sample.id} does not exist; upload the test data again`,
        );
      stored.push({
        inputName: found.inputName,
        outputName: found.outputName,
        inputHash: found.inputHash,
        outputHash: found.outputHash,
        inputSize: found.inputSize,
        outputSize: found.outputSize,
        ...meta(i),
      });
      continue;
    }
    let input: Uint8Array | string;
    let output: Uint8Array | string;
    let inputName = `${n}.in`;
    let outputName = `${n}.out`;
    if (source.kind === 'upload') {
      if (!source.upload.has(sample.input))
        throw badRequest(`Problem Sample${n}: ${sample.input} is not in the uploaded zip`);
      const hasOutput = sample.output !== '' && sample.output !== MISSING_OUTPUT;
      if (hasOutput && !source.upload.has(sample.output)) {
        throw badRequest(`Problem Sample${n}: ${sample.output} is not in the uploaded zip`);
      }
      input = await source.upload.read(sample.input);
      output = hasOutput ? await source.upload.read(sample.output) : '';
      inputName = sample.input;
      outputName = hasOutput ? sample.output : `${sample.input.replace(/\.[^.]*$/, '')}.out`;
    } else if (source.kind === 'raw') {
      const data = source.cases[i]!;
      input = data.input;
      output = data.output;
      inputName = data.inputName ?? inputName;
      outputName = data.outputName ?? outputName;
    } else {
      input = sample.input;
      output = sample.output;
    }
    const [inputStored, outputStored] = [
      await storeCaseData(platform.files, input),
      await storeCaseData(platform.files, output),
    ];
    stored.push({
      inputName,
      outputName,
      inputHash: inputStored.hash,
      outputHash: outputStored.hash,
      inputSize: inputStored.size,
      outputSize: outputStored.size,
      ...meta(i),
    });
  }
  return stored;
}

const OTHER_GROUP_TAG = "Sorry, you cannot use another group's problem tags";

/**
 * Links the problem's tags; in a group (`gid`) new tags are the group's and others' are refused.
 * New tags by name belong to `oj`: the site's, or a remote problem's judge (HOJ).
 */
async function linkTags(
  tx: DbOrTx,
  pid: number,
  request: ProblemSaveRequest,
  gid: number | undefined,
  oj: string,
): Promise<void> {
  await tx.delete(problemTag).where(eq(problemTag.pid, pid));
  const tagIds: number[] = [];
  for (const input of request.tags) {
    let id: number | undefined;
    if (input.id) {
      const [found] = await tx.select({ id: tag.id, gid: tag.gid }).from(tag).where(eq(tag.id, input.id));
      if (!found) throw badRequest(`The tag ${input.name || input.id} does not exist`);
      if (found.gid !== null && found.gid !== gid) throw forbidden(OTHER_GROUP_TAG);
      id = found.id;
    } else {
      // A group reuses the site's tag of that name, else its own (HOJ: a new group tag gets the gid).
      const sameName = and(
        eq(sql`lower(${tag.name})`, input.name.toLowerCase()),
        eq(tag.oj, oj),
        gid === undefined ? isNull(tag.gid) : or(isNull(tag.gid), eq(tag.gid, gid)),
      );
      const [existing] = await tx.select({ id: tag.id }).from(tag).where(sameName).orderBy(tag.id).limit(1);
      if (existing) {
        id = existing.id;
      } else {
        const [created] = await tx
          .insert(tag)
          .values({
            name: input.name,
            oj,
            gid: gid ?? null,
            ...(input.color ? { color: input.color } : {}),
          })
          .onConflictDoNothing()
          .returning({ id: tag.id });
        id = created?.id ?? (await tx.select({ id: tag.id }).from(tag).where(sameName))[0]!.id;
      }
    }
    if (!tagIds.includes(id)) tagIds.push(id);
  }
  if (tagIds.length > 0) await tx.insert(problemTag).values(tagIds.map((tid) => ({ pid, tid })));
}

async function linkLanguagesAndTemplates(
  tx: DbOrTx,
  pid: number,
  languageIds: number[],
  templateRows: { lid: number; code: string; status: boolean }[],
): Promise<void> {
  await tx.delete(problemLanguage).where(eq(problemLanguage.pid, pid));
  if (languageIds.length > 0)
    await tx.insert(problemLanguage).values(languageIds.map((lid) => ({ pid, lid })));
  await tx.delete(codeTemplate).where(eq(codeTemplate.pid, pid));
  if (templateRows.length > 0) await tx.insert(codeTemplate).values(templateRows.map((t) => ({ pid, ...t })));
}

function problemColumnsOf(request: ProblemSaveRequest, uploadMode: boolean) {
  const fields = request.problem;
  const judgeMode = effectiveJudgeMode(request);
  const hasChecker = judgeMode !== 'default';
  return {
    problemId: fields.problemId.toUpperCase(),
    title: fields.title,
    type: fields.type,
    judgeMode,
    judgeCaseMode: fields.judgeCaseMode,
    timeLimit: fields.timeLimit,
    memoryLimit: fields.memoryLimit,
    stackLimit: fields.stackLimit,
    description: fields.description,
    input: fields.input,
    output: fields.output,
    examples: fields.examples,
    isRemote: false,
    oj: LOCAL_OJ,
    source: fields.source,
    difficulty: fields.difficulty,
    hint: fields.hint,
    auth: fields.auth,
    ...(fields.ioScore !== undefined ? { ioScore: fields.ioScore } : {}),
    codeShare: fields.codeShare,
    spjCode: hasChecker ? fields.spjCode : null,
    spjLanguage: hasChecker ? fields.spjLanguage : null,
    userExtraFile: fields.userExtraFile ? JSON.stringify(fields.userExtraFile) : null,
    judgeExtraFile: fields.judgeExtraFile ? JSON.stringify(fields.judgeExtraFile) : null,
    isRemoveEndBlank: fields.isRemoveEndBlank,
    openCaseResult: fields.openCaseResult,
    isUploadCase: uploadMode,
    isFileIo: fields.isFileIO,
    ioReadFileName: fields.isFileIO ? fields.ioReadFileName : null,
    ioWriteFileName: fields.isFileIO ? fields.ioWriteFileName : null,
  };
}

/** The judge of a remote problem (its display id names it, and cannot change); null for a local one. */
function remoteJudgeOf(row: ProblemRow): RemoteJudge | null {
  return row.isRemote ? (parseRemoteDisplayId(row.problemId)?.judge ?? null) : null;
}

/**
 * What the editor may change on a remote problem: its statement, limits as shown, visibility and
 * sharing. Its judge judges it, so it stays an ACM problem with no test data, checker or file IO,
 * whatever the form sends for those.
 */
function remoteProblemColumnsOf(request: ProblemSaveRequest, judge: RemoteJudge, problemId: string) {
  const fields = request.problem;
  return {
    problemId,
    title: fields.title,
    type: PROBLEM_TYPE.ACM,
    judgeMode: 'default',
    judgeCaseMode: 'default',
    timeLimit: fields.timeLimit,
    memoryLimit: fields.memoryLimit,
    stackLimit: fields.stackLimit,
    description: fields.description,
    input: fields.input,
    output: fields.output,
    examples: fields.examples,
    isRemote: true,
    oj: judge,
    source: fields.source,
    difficulty: fields.difficulty,
    hint: fields.hint,
    auth: fields.auth,
    codeShare: fields.codeShare,
    spjCode: null,
    spjLanguage: null,
    userExtraFile: null,
    judgeExtraFile: null,
    isUploadCase: false,
    isFileIo: false,
    ioReadFileName: null,
    ioWriteFileName: null,
  };
}

/** The editor edits a problem as what it is: it never turns a local problem remote or back, nor renames a remote one. */
function assertKeepsRemoteness(request: ProblemSaveRequest, existing: ProblemRow): void {
  if (request.problem.isRemote !== existing.isRemote) {
    throw badRequest(
      existing.isRemote ? PROBLEM_MESSAGES.remoteStaysRemote : PROBLEM_MESSAGES.localStaysLocal,
    );
  }
  if (existing.isRemote && request.problem.problemId.toUpperCase() !== existing.problemId.toUpperCase()) {
    throw badRequest(PROBLEM_MESSAGES.remoteIdFixed(existing.problemId));
  }
}

async function checkRequest(
  platform: Platform,
  request: ProblemSaveRequest,
  existing: ProblemRow | null,
  options: SaveOptions,
): Promise<void> {
  const mode = effectiveJudgeMode(request);
  const code = request.problem.spjCode ?? '';
  const languageName = request.problem.spjLanguage ?? '';
  const checkerChanged =
    mode !== 'default' && (!existing || existing.spjCode !== code || existing.spjLanguage !== languageName);
  const checkerCompiled =
    options.skipCheckerCompileCheck === true ||
    (checkerChanged && code.trim() !== '' && (await isCheckerCompiled(platform, languageName, code)));
  const error = firstProblemError(request, {
    checkerChanged,
    checkerCompiled,
    languagesOptional: options.allowNoLanguages === true,
    descriptionsOptional: options.allowEmptyDescriptions === true,
    remote: existing?.isRemote ?? false,
  });
  if (error) throw badRequest(error);
}

async function saveProblem(
  platform: Platform,
  request: ProblemSaveRequest,
  source: TestDataSource,
  actor: Actor,
  existing: ProblemRow | null,
  options: SaveOptions,
  onRenamed?: ProblemHooks['problemRenamed'],
): Promise<{ pid: number; problemId: string; caseVersion: string }> {
  await checkRequest(platform, request, existing, options);
  const judge = existing ? remoteJudgeOf(existing) : null;
  if (existing?.isRemote && !judge) throw badRequest(PROBLEM_MESSAGES.unknownRemoteJudge(existing.problemId));
  const { languageIds, templateRows } = await resolveLanguageIds(
    platform.db,
    request,
    judge ? REMOTE_JUDGE_INFO[judge].languageBank : LOCAL_OJ,
  );
  // A remote problem keeps its id as imported: its judge's own id may be case-sensitive (AtCoder's is).
  const problemId = judge ? existing!.problemId : request.problem.problemId.toUpperCase();
  await assertProblemIdFree(platform.db, problemId, existing?.id ?? null);
  const cases = judge ? null : await prepareCases(platform, request, source);
  const uploadMode = source.kind === 'existing' ? (existing?.isUploadCase ?? true) : source.kind !== 'manual';
  const columns = judge
    ? remoteProblemColumnsOf(request, judge, problemId)
    : problemColumnsOf(request, uploadMode);

  const write = platform.db.transaction(async (tx) => {
    let pid: number;
    if (existing) {
      pid = existing.id;
      // An edit withdraws a pending or refused application to make a group problem public (HOJ).
      const withdrawn =
        options.gid !== undefined && existing.applyPublicProgress !== ApplyPublicProgress.PUBLIC
          ? { applyPublicProgress: null }
          : {};
      await tx
        .update(problem)
        .set({ ...columns, ...withdrawn, modifiedUser: actor.username })
        .where(eq(problem.id, pid));
      if (existing.problemId !== problemId) await onRenamed?.(tx, pid, problemId);
    } else {
      const [created] = await tx
        .insert(problem)
        .values({
          ...columns,
          author: actor.username,
          isGroup: options.gid !== undefined,
          gid: options.gid ?? null,
        })
        .returning({ id: problem.id });
      pid = created!.id;
    }
    await linkTags(tx, pid, request, options.gid, judge ?? LOCAL_OJ);
    await linkLanguagesAndTemplates(tx, pid, languageIds, templateRows);
    const caseVersion = cases
      ? await replaceProblemCases(tx, pid, cases, {
          type: columns.type,
          judgeCaseMode: columns.judgeCaseMode as JudgeCaseMode,
        })
      : (existing?.caseVersion ?? '');
    return { pid, problemId, caseVersion };
  });
  const result = await write.catch((error: unknown) => {
    // Two saves racing for one display id: the unique index decides, the message stays the same.
    if (isUniqueViolation(error, 'problem_problem_id_uq'))
      throw badRequest(PROBLEM_MESSAGES.duplicateProblemId(problemId));
    throw error;
  });
  invalidateProblemBank(platform.db);
  if (source.kind === 'upload') await source.upload.discard();
  return result;
}

async function editorTestData(
  platform: Platform,
  request: ProblemSaveRequest,
  actor: Actor,
  existing: ProblemRow | null,
): Promise<TestDataSource> {
  if (!isUploadMode(request)) return { kind: 'manual' };
  if (request.uploadTestcaseDir) {
    return { kind: 'upload', upload: await openUpload(platform, request.uploadTestcaseDir, actor.uid) };
  }
  if (!existing) throw badRequest(PROBLEM_MESSAGES.samplesRequired);
  return { kind: 'existing', cases: await listProblemCases(platform.db, existing.id) };
}

/** POST /api/admin/problem; with `gid`, POST /api/group/problem (the caller checked the group). */
export async function createProblemFromEditor(
  platform: Platform,
  request: ProblemSaveRequest,
  actor: Actor,
  gid?: number,
) {
  const preliminary = firstProblemError(request, { checkerChanged: false, checkerCompiled: true });
  if (preliminary) throw badRequest(preliminary);
  const source = await editorTestData(platform, request, actor, null);
  return saveProblem(platform, request, source, actor, null, { gid });
}

/** Loads a problem the actor may manage: root and problem admins any, admins their own. */
async function findManagedProblem(db: DbOrTx, actor: Actor, pid: number): Promise<ProblemRow> {
  const row = await findProblem(db, pid);
  assertCanManageProblem(actor, row);
  return row;
}

/** PUT /api/admin/problem. */
export async function updateProblemFromEditor(
  platform: Platform,
  request: ProblemSaveRequest,
  actor: Actor,
  hooks: ProblemHooks,
) {
  if (!request.problem.id) throw badRequest('problem.id is required');
  const existing = await findManagedProblem(platform.db, actor, request.problem.id);
  return saveEditedProblem(platform, request, actor, existing, hooks);
}

/**
 * Saves the editor's changes to `existing`, which the caller has checked the actor may edit
 * (PUT /api/admin/problem, PUT /api/group/problem). A group's problem stays the group's.
 */
export async function saveEditedProblem(
  platform: Platform,
  request: ProblemSaveRequest,
  actor: Actor,
  existing: ProblemRow,
  hooks: ProblemHooks,
) {
  assertKeepsRemoteness(request, existing);
  const preliminary = firstProblemError(request, {
    checkerChanged: false,
    checkerCompiled: true,
    remote: existing.isRemote,
  });
  if (preliminary) throw badRequest(preliminary);
  const source: TestDataSource = existing.isRemote
    ? { kind: 'manual' }
    : await editorTestData(platform, request, actor, existing);
  const options = existing.gid !== null && existing.isGroup ? { gid: existing.gid } : {};
  return saveProblem(platform, request, source, actor, existing, options, hooks.problemRenamed);
}

async function requestFromInput(db: DbOrTx, input: ProblemInput): Promise<ProblemSaveRequest> {
  let languages = input.languages ?? 'all';
  if (languages === 'all') {
    const offered = await db
      .select({ id: language.id })
      .from(language)
      .where(and(eq(language.oj, LOCAL_OJ), eq(language.available, true)));
    languages = offered.map((l) => l.id);
  }
  const parsed = problemSaveRequest.safeParse({
    problem: input.problem,
    samples: input.testCases.map((c, i) => ({
      input: c.inputName ?? `${i + 1}.in`,
      output: c.outputName ?? `${i + 1}.out`,
      score: c.score ?? null,
      groupNum: c.groupNum ?? null,
      isOpen: c.isOpen ?? false,
    })),
    codeTemplates: (input.codeTemplates ?? []).map((t) => ({
      language: t.language,
      code: t.code,
      status: t.status ?? true,
    })),
    tags: (input.tags ?? []).map((t) => (typeof t === 'string' ? { name: t } : t)),
    languages,
    isUploadTestCase: true,
  });
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw badRequest(issue.path.length ? `${issue.path.join('.')}: ${issue.message}` : issue.message);
  }
  return parsed.data;
}

/**
 * Creates a complete problem from code (problem import). The display id must be free; tags
 * missing from the site are created; `languages` defaults to every language offered.
 */
export async function createProblem(
  platform: Platform,
  input: ProblemInput,
  actor: Actor,
  options: SaveOptions = {},
): Promise<{ pid: number; problemId: string; caseVersion: string }> {
  const request = await requestFromInput(platform.db, input);
  return saveProblem(platform, request, { kind: 'raw', cases: input.testCases }, actor, null, options);
}

/**
 * Replaces only the test data of a problem; scores spread to 100 for OI problems when none is
 * given. Returns the new caseVersion.
 */
export async function storeTestCases(
  platform: Platform,
  pid: number,
  cases: readonly CaseData[],
): Promise<string> {
  const row = await findProblem(platform.db, pid);
  if (cases.length === 0) throw badRequest(PROBLEM_MESSAGES.samplesRequired);
  const scores = resolveCaseScores(
    row.type,
    cases.map((c) => c.score ?? null),
  );
  const groups = resolveGroupNumbers(
    row.judgeCaseMode as JudgeCaseMode,
    cases.map((c) => c.groupNum ?? null),
  );
  const stored: StoredCase[] = [];
  for (const [i, c] of cases.entries()) {
    const input = await storeCaseData(platform.files, c.input);
    const output = await storeCaseData(platform.files, c.output);
    stored.push({
      inputName: c.inputName ?? `${i + 1}.in`,
      outputName: c.outputName ?? `${i + 1}.out`,
      inputHash: input.hash,
      outputHash: output.hash,
      inputSize: input.size,
      outputSize: output.size,
      score: scores[i] ?? null,
      groupNum: groups[i] ?? null,
      isOpen: c.isOpen ?? false,
    });
  }
  return platform.db.transaction(async (tx) => {
    await tx.update(problem).set({ isUploadCase: true }).where(eq(problem.id, pid));
    return replaceProblemCases(tx, pid, stored, {
      type: row.type,
      judgeCaseMode: row.judgeCaseMode as JudgeCaseMode,
    });
  });
}

// ---------------------------------------------------------------- reads for editors and export

export interface ExportedCase {
  index: number;
  inputName: string;
  outputName: string;
  input: Uint8Array;
  output: Uint8Array;
  score: number | null;
  groupNum: number | null;
  isOpen: boolean;
}

export interface ProblemExport {
  problem: Dated<AdminProblem>;
  languages: string[];
  tags: { name: string; color: string }[];
  codeTemplates: { language: string; code: string; status: boolean }[];
  cases: ExportedCase[];
}

/** A problem with everything needed to recreate it elsewhere, test data included. */
export async function getProblemForExport(platform: Platform, pid: number): Promise<ProblemExport> {
  const row = await findProblem(platform.db, pid);
  const [languages, tags, templates, cases] = [
    await languagesOfProblem(platform.db, pid),
    await tagsOfProblem(platform.db, pid),
    await templatesOfProblem(platform.db, pid, true),
    await listProblemCases(platform.db, pid),
  ];
  const exported: ExportedCase[] = [];
  for (const c of cases) {
    exported.push({
      index: c.caseIndex,
      inputName: c.inputName,
      outputName: c.outputName,
      input: await readCaseData(platform.files, c.inputHash),
      output: await readCaseData(platform.files, c.outputHash),
      score: c.score,
      groupNum: c.groupNum,
      isOpen: c.isOpen,
    });
  }
  return {
    problem: toAdminProblem(row),
    languages: languages.map((l) => l.name),
    tags: tags.map((t) => ({ name: t.name, color: t.color })),
    codeTemplates: templates.map((t) => ({ language: t.language, code: t.code, status: t.status })),
    cases: exported,
  };
}

/** Manual cases are shown with their data in the editor (up to this size each). */
const INLINE_CASE_BYTES = 1024 * 1024;
const lenient = new TextDecoder('utf-8');

/**
 * GET /api/admin/problem/get-problem-cases: names for uploaded data, the text for manual cases
 * (`isUpload` defaults to how the problem's data was given).
 */
export async function getProblemCasesForEditor(
  platform: Platform,
  actor: Actor,
  pid: number,
  isUpload: boolean | undefined,
): Promise<ProblemCaseView[]> {
  const row = await findManagedProblem(platform.db, actor, pid);
  return problemCasesForEditor(platform, row, !(isUpload ?? row.isUploadCase));
}

export async function problemCasesForEditor(
  platform: Platform,
  row: ProblemRow,
  withData: boolean,
): Promise<ProblemCaseView[]> {
  const cases = await listProblemCases(platform.db, row.id);
  const views: ProblemCaseView[] = [];
  for (const c of cases) {
    const inline = withData && c.inputSize <= INLINE_CASE_BYTES && c.outputSize <= INLINE_CASE_BYTES;
    views.push({
      id: c.id,
      pid: c.pid,
      index: c.caseIndex,
      input: inline ? lenient.decode(await readCaseData(platform.files, c.inputHash)) : c.inputName,
      output: inline ? lenient.decode(await readCaseData(platform.files, c.outputHash)) : c.outputName,
      inputSize: c.inputSize,
      outputSize: c.outputSize,
      score: c.score,
      groupNum: c.groupNum,
      isOpen: c.isOpen,
      status: 0,
    });
  }
  return views;
}

/** GET /api/admin/problem: the problem with its languages, templates, tags and cases. */
export async function getAdminProblemDetail(
  platform: Platform,
  actor: Actor,
  pid: number,
): Promise<Dated<AdminProblemDetail>> {
  return editorDetailOf(platform, await findManagedProblem(platform.db, actor, pid));
}

/** The problem with its languages, templates, tags and cases, for a caller that checked access. */
export async function editorDetailOf(
  platform: Platform,
  row: ProblemRow,
): Promise<Dated<AdminProblemDetail>> {
  const db = platform.db;
  const [languages, codeTemplates, tags, samples] = [
    await languagesOfProblem(db, row.id),
    await templatesOfProblem(db, row.id, true),
    await tagsOfProblem(db, row.id),
    await problemCasesForEditor(platform, row, !row.isUploadCase),
  ];
  return {
    ...toAdminProblem(row),
    languages,
    codeTemplates,
    tags,
    samples,
  } as unknown as Dated<AdminProblemDetail>;
}

/** GET /api/admin/problem/get-problem-list: every non-group problem, newest first. */
export async function listAdminProblems(
  db: DbOrTx,
  query: z.output<typeof adminProblemListQuery>,
): Promise<Page<Dated<AdminProblem>>> {
  const keyword = query.keyword ? containsPattern(query.keyword) : null;
  const oj = query.oj && query.oj !== 'ALL' ? query.oj : null;
  const where = and(
    eq(problem.isGroup, false),
    query.auth ? eq(problem.auth, query.auth) : undefined,
    oj === null
      ? undefined
      : oj === LOCAL_OJ
        ? eq(problem.isRemote, false)
        : and(eq(problem.isRemote, true), ilike(problem.problemId, `${oj}%`)),
    keyword
      ? or(ilike(problem.title, keyword), ilike(problem.author, keyword), ilike(problem.problemId, keyword))
      : undefined,
  );
  const [total] = await db.select({ n: count() }).from(problem).where(where);
  const rows = await db
    .select()
    .from(problem)
    .where(where)
    .orderBy(desc(problem.id))
    .limit(query.limit)
    .offset((query.currentPage - 1) * query.limit);
  return {
    records: rows.map(toAdminProblem),
    total: total?.n ?? 0,
    current: query.currentPage,
    size: query.limit,
  };
}

// ---------------------------------------------------------------- delete and visibility

/**
 * Deletes a problem with its cases, tag links, languages and templates. Its submissions stay;
 * its places in contests and trainings go, and its solvers' counters are recounted.
 */
export async function deleteProblem(
  platform: Platform,
  actor: Actor,
  pid: number,
  hooks: ProblemHooks,
): Promise<void> {
  await findManagedProblem(platform.db, actor, pid);
  await platform.db.transaction((tx) => removeProblemRow(tx, pid, hooks));
  invalidateProblemBank(platform.db);
}

/**
 * Inside the caller's transaction: forgets the problem's solvers' progress, lets the areas above
 * drop what points at it, and deletes it (cases, tags, languages and templates cascade). The
 * caller forgets the bank's cached pages after its commit.
 */
export async function removeProblemRow(tx: DbOrTx, pid: number, hooks: ProblemHooks): Promise<void> {
  await forgetProblemProgress(tx, pid);
  await hooks.problemDeleted(tx, pid);
  await tx.delete(problem).where(eq(problem.id, pid));
}

export const PROBLEM_NOT_PUBLISHABLE =
  'Sorry, only the super administrator and problem admins can make a problem public';

/** PUT /api/admin/problem/change-problem-auth: the problem by `pid` (or `id`), to public, private or contest. */
export async function changeProblemAuth(
  platform: Platform,
  actor: Actor,
  request: { pid?: number; id?: number; auth: number },
): Promise<void> {
  const pid = request.pid || request.id;
  if (!pid) throw badRequest('pid is required');
  await findManagedProblem(platform.db, actor, pid);
  if (request.auth === 1 && !canPublishProblems(actor)) throw forbidden(PROBLEM_NOT_PUBLISHABLE);
  await platform.db
    .update(problem)
    .set({ auth: request.auth, modifiedUser: actor.username })
    .where(eq(problem.id, pid));
  invalidateProblemBank(platform.db);
}
