import { JUDGE_CASE_MODES } from '@contract/judge-status';
import {
  adminProblemListQuery,
  booleanFlag,
  changeProblemAuthRequest,
  compileCheckerRequest,
  ojFilterSchema,
  optionalId,
  problemListQuery,
  problemSaveRequest,
  requiredId,
  tagClassificationSaveRequest,
  tagSaveRequest,
  userProblemStatusRequest,
} from '@contract/problem';
import { isAdminRole } from '@contract/roles';
import { zipSync } from 'fflate';
import { Hono } from 'hono';
import { z } from 'zod';
import { currentUser, requireAdmin, requireUser } from '../../http/auth';
import type { AppContext, AppEnv } from '../../http/context';
import { ok } from '../../http/envelope';
import { badRequest, forbidden, HttpError, notFound } from '../../http/errors';
import { formFile, readForm, readJson, readQuery } from '../../http/validate';
import { isContestAdmin } from '../judge/access';
import { compileChecker } from '../judge/checker-compile';
import {
  assertCanManageProblem,
  canManageProblem,
  canPublishProblems,
  findProblem,
  GROUP_LEVEL,
  groupLevel,
  type ProblemRow,
} from './access';
import {
  changeProblemAuth,
  createProblemFromEditor,
  deleteProblem,
  getAdminProblemDetail,
  listAdminProblems,
  problemCasesForEditor,
  recordCheckerCompiled,
  updateProblemFromEditor,
} from './admin-service';
import { contestProblemStatus, findContest, fullScreenProblemList } from './contest-status';
import {
  canSeeDisabledTemplates,
  getProblemDetail,
  languagesOfProblem,
  listLanguages,
  templatesOfProblem,
  viewableProblem,
} from './detail-service';
import { problemImportExportRoutes } from './import-export/routes';
import {
  listAllTags,
  listPublicProblems,
  listTagsByClassification,
  publicProblemStatus,
  randomPublicProblem,
  tagsOfProblem,
} from './list-service';
import {
  createTag,
  createTagClassification,
  deleteTag,
  deleteTagClassification,
  updateTag,
  updateTagClassification,
} from './tag-service';
import { listProblemCases, readCaseData } from './testcase-store';
import { receiveTestcaseZip, TESTCASE_ZIP_LIMITS } from './testcase-upload';

export const problemRoutes = new Hono<AppEnv>();
problemRoutes.route('/', problemImportExportRoutes);

const pidQuery = z.object({ pid: requiredId('pid') });
const ojQuery = z.object({ oj: ojFilterSchema });

// ---------------------------------------------------------------- public problem bank

problemRoutes.get('/get-problem-list', async (c) => {
  const query = readQuery(c, problemListQuery);
  return ok(c, await listPublicProblems(c.env.platform.db, query));
});

problemRoutes.get('/get-random-problem', async (c) => {
  const query = readQuery(c, problemListQuery);
  return ok(c, await randomPublicProblem(c.env.platform.db, query));
});

problemRoutes.get('/get-all-problem-tags', async (c) => {
  const { oj } = readQuery(c, ojQuery);
  return ok(c, await listAllTags(c.env.platform.db, oj));
});

problemRoutes.get('/get-problem-tags-and-classification', async (c) => {
  const { oj } = readQuery(c, ojQuery);
  return ok(c, await listTagsByClassification(c.env.platform.db, oj));
});

problemRoutes.get('/get-problem-tags', async (c) => {
  const { pid } = readQuery(c, pidQuery);
  const db = c.env.platform.db;
  await viewableProblem(db, currentUser(c), pid);
  return ok(c, await tagsOfProblem(db, pid));
});

problemRoutes.get('/get-problem-detail', async (c) => {
  const { problemId } = readQuery(
    c,
    z.object({
      problemId: z.string({ error: 'problemId is required' }).trim().min(1, 'problemId is required').max(100),
      gid: optionalId('gid'),
    }),
  );
  return ok(c, await getProblemDetail(c.env.platform.db, currentUser(c), problemId));
});

problemRoutes.get('/get-problem-code-template', async (c) => {
  const { pid } = readQuery(c, pidQuery);
  const db = c.env.platform.db;
  const user = currentUser(c);
  await viewableProblem(db, user, pid);
  return ok(c, await templatesOfProblem(db, pid, canSeeDisabledTemplates(user)));
});

problemRoutes.get('/get-problem-languages', async (c) => {
  const { pid } = readQuery(c, pidQuery);
  const db = c.env.platform.db;
  await viewableProblem(db, currentUser(c), pid);
  return ok(c, await languagesOfProblem(db, pid));
});

problemRoutes.get('/languages', async (c) => {
  const { all, pid } = readQuery(c, z.object({ all: booleanFlag('all'), pid: optionalId('pid') }));
  return ok(c, await listLanguages(c.env.platform.db, { all: all ?? false, pid: pid || undefined }));
});

problemRoutes.post('/get-user-problem-status', async (c) => {
  const user = requireUser(c);
  const body = await readJson(c, userProblemStatusRequest);
  const { db, clock } = c.env.platform;
  let statuses: Map<number, { status: number; score: number | null }>;
  if (body.isContestProblemList) {
    if (!body.cid) throw badRequest('cid is required for a contest problem list');
    const contest = await findContest(db, body.cid);
    const isAdmin = await isContestAdmin(db, user, contest);
    statuses = await contestProblemStatus(db, user, contest, body.pidList, {
      now: clock.now(),
      isAdmin,
      containsEnd: body.containsEnd ?? true,
    });
  } else {
    statuses = await publicProblemStatus(db, user.uid, body.pidList);
  }
  return ok(c, Object.fromEntries(statuses));
});

problemRoutes.get('/get-full-screen-problem-list', async (c) => {
  const target = readQuery(c, z.object({ tid: optionalId('tid'), cid: optionalId('cid') }));
  const { db, clock } = c.env.platform;
  return ok(c, await fullScreenProblemList(db, currentUser(c), target, clock.now()));
});

// ---------------------------------------------------------------- admin problems

/** Loads a problem the caller may manage: root and problem admins any, admins their own. */
async function managedProblem(c: AppContext, pid: number): Promise<ProblemRow> {
  const actor = requireAdmin(c);
  const row = await findProblem(c.env.platform.db, pid);
  assertCanManageProblem(actor, row);
  return row;
}

problemRoutes.get('/admin/problem/get-problem-list', async (c) => {
  requireAdmin(c);
  const query = readQuery(c, adminProblemListQuery);
  return ok(c, await listAdminProblems(c.env.platform.db, query));
});

problemRoutes.get('/admin/problem/get-problem-cases', async (c) => {
  requireAdmin(c);
  const { pid, isUpload } = readQuery(
    c,
    z.object({ pid: requiredId('pid'), isUpload: booleanFlag('isUpload') }),
  );
  const row = await managedProblem(c, pid);
  return ok(c, await problemCasesForEditor(c.env.platform, row, !(isUpload ?? row.isUploadCase)));
});

problemRoutes.get('/admin/problem/import-remote-oj-problem', (c) => {
  requireAdmin(c);
  throw badRequest('Remote judge problems cannot be imported: remote judging is not enabled on this site');
});

problemRoutes.put('/admin/problem/change-problem-auth', async (c) => {
  const actor = requireAdmin(c);
  const body = await readJson(c, changeProblemAuthRequest);
  const pid = body.pid || body.id;
  if (!pid) throw badRequest('pid is required');
  await managedProblem(c, pid);
  if (body.auth === 1 && !canPublishProblems(actor)) {
    throw forbidden('Sorry, only the super administrator and problem admins can make a problem public');
  }
  await changeProblemAuth(c.env.platform, pid, body.auth, actor);
  return ok(c, null, 'Update Successfully');
});

async function compileRoute(c: AppContext) {
  requireAdmin(c);
  const body = await readJson(c, compileCheckerRequest);
  const platform = c.env.platform;
  const outcome = await compileChecker(platform, {
    code: body.code,
    language: body.language,
    extraFiles: body.extraFiles ?? undefined,
  });
  if (!outcome.ok) throw badRequest(outcome.message);
  await recordCheckerCompiled(platform, body.language, body.code);
  return ok(c, null, 'Compiled Successfully');
}

problemRoutes.post('/admin/problem/compile-spj', compileRoute);
problemRoutes.post('/admin/problem/compile-interactive', compileRoute);

problemRoutes.get('/admin/problem', async (c) => {
  requireAdmin(c);
  const { pid } = readQuery(c, pidQuery);
  const row = await managedProblem(c, pid);
  return ok(c, await getAdminProblemDetail(c.env.platform, row));
});

problemRoutes.post('/admin/problem', async (c) => {
  const actor = requireAdmin(c);
  const request = await readJson(c, problemSaveRequest);
  const saved = await createProblemFromEditor(c.env.platform, request, actor);
  return ok(c, saved, 'Create Successfully');
});

problemRoutes.put('/admin/problem', async (c) => {
  const actor = requireAdmin(c);
  const request = await readJson(c, problemSaveRequest);
  if (!request.problem.id) throw badRequest('problem.id is required');
  const existing = await managedProblem(c, request.problem.id);
  const saved = await updateProblemFromEditor(c.env.platform, request, actor, existing);
  return ok(c, saved, 'Update Successfully');
});

problemRoutes.delete('/admin/problem', async (c) => {
  requireAdmin(c);
  const { pid } = readQuery(c, pidQuery);
  await managedProblem(c, pid);
  await deleteProblem(c.env.platform, pid);
  return ok(c, null, 'Delete successfully');
});

// ---------------------------------------------------------------- admin tags

const tidQuery = z.object({ tid: requiredId('tid') });
const tcidQuery = z.object({ tcid: requiredId('tcid') });

problemRoutes.post('/admin/tag', async (c) => {
  requireAdmin(c);
  const body = await readJson(c, tagSaveRequest);
  return ok(c, await createTag(c.env.platform.db, body), 'Add_Successfully');
});

problemRoutes.put('/admin/tag', async (c) => {
  requireAdmin(c);
  const body = await readJson(c, tagSaveRequest);
  if (!body.id) throw badRequest('id is required');
  return ok(c, await updateTag(c.env.platform.db, body.id, body), 'Update Successfully');
});

problemRoutes.delete('/admin/tag', async (c) => {
  requireAdmin(c);
  const { tid } = readQuery(c, tidQuery);
  await deleteTag(c.env.platform.db, tid);
  return ok(c, null, 'Delete successfully');
});

problemRoutes.get('/admin/tag/classification', async (c) => {
  requireAdmin(c);
  const { oj } = readQuery(c, ojQuery);
  const groups = await listTagsByClassification(c.env.platform.db, oj);
  return ok(
    c,
    groups.flatMap((g) => (g.classification ? [g.classification] : [])),
  );
});

problemRoutes.post('/admin/tag/classification', async (c) => {
  requireAdmin(c);
  const body = await readJson(c, tagClassificationSaveRequest);
  return ok(c, await createTagClassification(c.env.platform.db, body), 'Add_Successfully');
});

problemRoutes.put('/admin/tag/classification', async (c) => {
  requireAdmin(c);
  const body = await readJson(c, tagClassificationSaveRequest);
  if (!body.id) throw badRequest('id is required');
  return ok(c, await updateTagClassification(c.env.platform.db, body.id, body), 'Update Successfully');
});

problemRoutes.delete('/admin/tag/classification', async (c) => {
  requireAdmin(c);
  const { tcid } = readQuery(c, tcidQuery);
  await deleteTagClassification(c.env.platform.db, tcid);
  return ok(c, null, 'Delete successfully');
});

// ---------------------------------------------------------------- test data files

/** Admin roles, or admins of the group the upload is for. */
async function assertCanUploadTestdata(c: AppContext, gid: number | undefined) {
  const user = requireUser(c);
  if (isAdminRole(user.roles)) return user;
  if (gid && (await groupLevel(c.env.platform.db, gid, user.uid)) >= GROUP_LEVEL.ADMIN) return user;
  throw forbidden('Sorry, you do not have permission to upload test data');
}

problemRoutes.post('/file/upload-testcase-zip', async (c) => {
  requireUser(c);
  const { gid, mode } = readQuery(
    c,
    z.object({
      gid: optionalId('gid'),
      mode: z.preprocess(
        (v) => (v === '' || v === undefined ? 'default' : v),
        z.enum(JUDGE_CASE_MODES, { error: `mode must be one of ${JUDGE_CASE_MODES.join(', ')}` }),
      ),
    }),
  );
  const user = await assertCanUploadTestdata(c, gid || undefined);
  const declared = Number(c.req.header('content-length') ?? 0);
  if (declared > TESTCASE_ZIP_LIMITS.maxZipBytes + 1024 * 1024) {
    throw new HttpError(
      413,
      `The zip file is larger than ${TESTCASE_ZIP_LIMITS.maxZipBytes / (1024 * 1024)} MB`,
    );
  }
  const file = formFile(await readForm(c), 'file');
  if (!file.name.toLowerCase().endsWith('.zip')) throw badRequest('The test data must be a zip file');
  const bytes = new Uint8Array(await file.arrayBuffer());
  const result = await receiveTestcaseZip(c.env.platform, user, bytes, mode);
  return ok(c, result, 'Upload Testcase Successfully');
});

/** Who may download a problem's test data: its managers, and for group problems the group's admins. */
async function assertCanDownloadTestdata(c: AppContext, row: ProblemRow) {
  const user = requireUser(c);
  if (isAdminRole(user.roles) && canManageProblem(user, row)) return;
  if (row.author === user.username) return;
  if (row.gid !== null && (await groupLevel(c.env.platform.db, row.gid, user.uid)) >= GROUP_LEVEL.ADMIN)
    return;
  throw forbidden('Sorry, you do not have permission to download the test data of this problem');
}

problemRoutes.get('/file/download-testcase', async (c) => {
  requireUser(c);
  const { pid } = readQuery(c, pidQuery);
  const platform = c.env.platform;
  const row = await findProblem(platform.db, pid);
  await assertCanDownloadTestdata(c, row);
  const cases = await listProblemCases(platform.db, pid);
  if (cases.length === 0) throw notFound('The problem has no test data');
  const files: Record<string, Uint8Array> = {};
  for (const testCase of cases) {
    files[`${testCase.caseIndex}.in`] = await readCaseData(platform.files, testCase.inputHash);
    files[`${testCase.caseIndex}.out`] = await readCaseData(platform.files, testCase.outputHash);
  }
  const archive = zipSync(files, { level: 6 });
  const name = `problem_${row.problemId.replace(/[^A-Za-z0-9_-]/g, '_')}_testcase.zip`;
  return c.body(archive as Uint8Array<ArrayBuffer>, 200, {
    'Content-Type': 'application/zip',
    'Content-Disposition': `attachment; filename="${name}"`,
  });
});
