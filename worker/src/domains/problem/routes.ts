import { booleanFlag, optionalId, optionalIdOrZero, requiredId, text } from '@contract/common/fields';
import { JUDGE_CASE_MODES } from '@contract/judge-status';
import {
  adminProblemListQuery,
  changeProblemAuthRequest,
  ojFilterSchema,
  problemListQuery,
  problemSaveRequest,
  tagClassificationSaveRequest,
  tagSaveRequest,
} from '@contract/problem';
import { Hono } from 'hono';
import { z } from 'zod';
import { currentUser, requireAdmin, requireUser } from '../../http/auth';
import { allowBody } from '../../http/body-limit';
import type { AppEnv } from '../../http/context';
import { ok } from '../../http/envelope';
import { publicPage } from '../../http/public-page';
import { formFile, readForm, readJson, readQuery } from '../../http/validate';
import {
  changeProblemAuth,
  createProblemFromEditor,
  deleteProblem,
  getAdminProblemDetail,
  getProblemCasesForEditor,
  listAdminProblems,
  updateProblemFromEditor,
} from './admin-service';
import {
  getProblemDetail,
  listLanguages,
  viewableProblemLanguages,
  viewableProblemTags,
  viewableProblemTemplates,
} from './detail-service';
import type { ProblemHooks } from './hooks';
import { problemImportExportRoutes } from './import-export/routes';
import {
  listAllTags,
  listPublicProblems,
  listTagsByClassification,
  randomPublicProblem,
} from './list-service';
import { PROBLEM_PAGES, problemDetailInputs, problemListInputs } from './public-pages';
import {
  createTag,
  createTagClassification,
  deleteTag,
  deleteTagClassification,
  listTagClassifications,
  updateTag,
  updateTagClassification,
} from './tag-service';
import { TESTCASE_ZIP_LIMITS } from './testcase-upload';
import { testcaseArchive, uploadTestcaseZip } from './testdata-service';

/** Every problem route that needs nothing from the areas above the bank. */
const bankRoutes = new Hono<AppEnv>();
bankRoutes.route('/', problemImportExportRoutes);

const pidQuery = z.object({ pid: requiredId('pid') });
const ojQuery = z.object({ oj: ojFilterSchema });

// ---------------------------------------------------------------- public problem bank

bankRoutes.get('/get-problem-list', async (c) => {
  const query = readQuery(c, problemListQuery);
  const { db } = c.env.platform;
  // A search is one visitor's question, not a page many load (as the rank list's): it is read
  // fresh, without a shared-cache lookup that would nearly always miss.
  if (query.keyword?.trim()) return ok(c, await listPublicProblems(db, query));
  return publicPage(c, PROBLEM_PAGES, problemListInputs(query), () => listPublicProblems(db, query));
});

bankRoutes.get('/get-random-problem', async (c) => {
  const query = readQuery(c, problemListQuery);
  return ok(c, await randomPublicProblem(c.env.platform.db, query));
});

bankRoutes.get('/get-all-problem-tags', async (c) => {
  const { oj } = readQuery(c, ojQuery);
  return ok(c, await listAllTags(c.env.platform.db, oj));
});

bankRoutes.get('/get-problem-tags-and-classification', async (c) => {
  const { oj } = readQuery(c, ojQuery);
  return ok(c, await listTagsByClassification(c.env.platform.db, oj));
});

bankRoutes.get('/get-problem-tags', async (c) => {
  const { pid } = readQuery(c, pidQuery);
  return ok(c, await viewableProblemTags(c.env.platform.db, currentUser(c), pid));
});

// Query schemas are built once: zod compiles a schema on its first parse, and that compile cost
// more than the rest of a cached problem-detail request.
const problemDetailQuery = z.object({
  problemId: text('problemId', { max: 100, trim: true, typeError: 'problemId is required' }).min(
    1,
    'problemId is required',
  ),
  gid: optionalIdOrZero('gid'),
});
const languagesQuery = z.object({ all: booleanFlag('all'), pid: optionalId('pid') });

bankRoutes.get('/get-problem-detail', async (c) => {
  const { problemId } = readQuery(c, problemDetailQuery);
  const { db } = c.env.platform;
  return publicPage(c, PROBLEM_PAGES, problemDetailInputs(problemId), () =>
    getProblemDetail(db, currentUser(c), problemId),
  );
});

bankRoutes.get('/get-problem-code-template', async (c) => {
  const { pid } = readQuery(c, pidQuery);
  return ok(c, await viewableProblemTemplates(c.env.platform.db, currentUser(c), pid));
});

bankRoutes.get('/get-problem-languages', async (c) => {
  const { pid } = readQuery(c, pidQuery);
  return ok(c, await viewableProblemLanguages(c.env.platform.db, currentUser(c), pid));
});

bankRoutes.get('/languages', async (c) => {
  const { all, pid } = readQuery(c, languagesQuery);
  return ok(c, await listLanguages(c.env.platform.db, { all: all ?? false, pid: pid || undefined }));
});

// ---------------------------------------------------------------- admin problems

bankRoutes.get('/admin/problem/get-problem-list', async (c) => {
  requireAdmin(c);
  const query = readQuery(c, adminProblemListQuery);
  return ok(c, await listAdminProblems(c.env.platform.db, query));
});

bankRoutes.get('/admin/problem/get-problem-cases', async (c) => {
  const actor = requireAdmin(c);
  const { pid, isUpload } = readQuery(
    c,
    z.object({ pid: requiredId('pid'), isUpload: booleanFlag('isUpload') }),
  );
  return ok(c, await getProblemCasesForEditor(c.env.platform, actor, pid, isUpload));
});

bankRoutes.put('/admin/problem/change-problem-auth', async (c) => {
  const actor = requireAdmin(c);
  const body = await readJson(c, changeProblemAuthRequest);
  await changeProblemAuth(c.env.platform, actor, body);
  return ok(c, null, 'Update Successfully');
});

bankRoutes.get('/admin/problem', async (c) => {
  const actor = requireAdmin(c);
  const { pid } = readQuery(c, pidQuery);
  return ok(c, await getAdminProblemDetail(c.env.platform, actor, pid));
});

/**
 * A problem save carries six statement fields of up to 1,000,000 characters each
 * (PROBLEM_LIMITS.statementMax) plus its samples, far past the JSON default.
 */
const problemSaveBody = allowBody(16 * 1024 * 1024, 'The problem is larger than 16 MB');

bankRoutes.post('/admin/problem', problemSaveBody, async (c) => {
  const actor = requireAdmin(c);
  const request = await readJson(c, problemSaveRequest);
  const saved = await createProblemFromEditor(c.env.platform, request, actor);
  return ok(c, saved, 'Create Successfully');
});

// ---------------------------------------------------------------- admin tags

const tidQuery = z.object({ tid: requiredId('tid') });
const tcidQuery = z.object({ tcid: requiredId('tcid') });

bankRoutes.post('/admin/tag', async (c) => {
  requireAdmin(c);
  const body = await readJson(c, tagSaveRequest);
  return ok(c, await createTag(c.env.platform.db, body), 'Add_Successfully');
});

bankRoutes.put('/admin/tag', async (c) => {
  requireAdmin(c);
  const body = await readJson(c, tagSaveRequest);
  return ok(c, await updateTag(c.env.platform.db, body), 'Update Successfully');
});

bankRoutes.delete('/admin/tag', async (c) => {
  requireAdmin(c);
  const { tid } = readQuery(c, tidQuery);
  await deleteTag(c.env.platform.db, tid);
  return ok(c, null, 'Delete successfully');
});

bankRoutes.get('/admin/tag/classification', async (c) => {
  requireAdmin(c);
  const { oj } = readQuery(c, ojQuery);
  return ok(c, await listTagClassifications(c.env.platform.db, oj));
});

bankRoutes.post('/admin/tag/classification', async (c) => {
  requireAdmin(c);
  const body = await readJson(c, tagClassificationSaveRequest);
  return ok(c, await createTagClassification(c.env.platform.db, body), 'Add_Successfully');
});

bankRoutes.put('/admin/tag/classification', async (c) => {
  requireAdmin(c);
  const body = await readJson(c, tagClassificationSaveRequest);
  return ok(c, await updateTagClassification(c.env.platform.db, body), 'Update Successfully');
});

bankRoutes.delete('/admin/tag/classification', async (c) => {
  requireAdmin(c);
  const { tcid } = readQuery(c, tcidQuery);
  await deleteTagClassification(c.env.platform.db, tcid);
  return ok(c, null, 'Delete successfully');
});

// ---------------------------------------------------------------- test data files

const testcaseZipBody = allowBody(
  TESTCASE_ZIP_LIMITS.maxZipBytes + 1024 * 1024,
  `The zip file is larger than ${TESTCASE_ZIP_LIMITS.maxZipBytes / (1024 * 1024)} MB`,
);

bankRoutes.post('/file/upload-testcase-zip', testcaseZipBody, async (c) => {
  const user = requireUser(c);
  const { gid, mode } = readQuery(
    c,
    z.object({
      gid: optionalIdOrZero('gid'),
      mode: z.preprocess(
        (v) => (v === '' || v === undefined ? 'default' : v),
        z.enum(JUDGE_CASE_MODES, { error: `mode must be one of ${JUDGE_CASE_MODES.join(', ')}` }),
      ),
    }),
  );
  const result = await uploadTestcaseZip(c.env.platform, user, {
    gid: gid || undefined,
    mode,
    readFile: async () => formFile(await readForm(c), 'file'),
  });
  return ok(c, result, 'Upload Testcase Successfully');
});

bankRoutes.get('/file/download-testcase', async (c) => {
  const user = requireUser(c);
  const { pid } = readQuery(c, pidQuery);
  const { name, archive } = await testcaseArchive(c.env.platform, user, pid);
  return c.body(archive as Uint8Array<ArrayBuffer>, 200, {
    'Content-Type': 'application/zip',
    'Content-Disposition': `attachment; filename="${name}"`,
  });
});

/**
 * The problem routes. Editing and deleting a problem reach the areas that point at problems
 * through `hooks`, which app.ts supplies.
 */
export function problemRoutes(hooks: ProblemHooks): Hono<AppEnv> {
  const editor = new Hono<AppEnv>();
  editor.put('/admin/problem', problemSaveBody, async (c) => {
    const actor = requireAdmin(c);
    const request = await readJson(c, problemSaveRequest);
    const saved = await updateProblemFromEditor(c.env.platform, request, actor, hooks);
    return ok(c, saved, 'Update Successfully');
  });
  editor.delete('/admin/problem', async (c) => {
    const actor = requireAdmin(c);
    const { pid } = readQuery(c, pidQuery);
    await deleteProblem(c.env.platform, actor, pid, hooks);
    return ok(c, null, 'Delete successfully');
  });
  return new Hono<AppEnv>().route('/', bankRoutes).route('/', editor);
}
