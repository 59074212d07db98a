import type { JudgeCaseMode } from '@contract/judge-status';
import { zipSync } from 'fflate';
import type { CurrentUser } from '../../http/context';
import { badRequest, notFound } from '../../http/errors';
import type { Platform } from '../../platform/platform';
import { assertCanDownloadTestdata, assertCanUploadTestdata, findProblem } from './policy';
import { listProblemCases, readCaseData } from './testcase-store';
import { receiveTestcaseZip } from './testcase-upload';

/**
 * POST /api/file/upload-testcase-zip: a zip of test data for the editor, by admins or a group's
 * admins. The upload is read only once the caller may make it.
 */
export async function uploadTestcaseZip(
  platform: Platform,
  user: CurrentUser,
  request: { gid: number | undefined; mode: JudgeCaseMode; readFile: () => Promise<File> },
) {
  await assertCanUploadTestdata(platform.db, user, request.gid);
  const file = await request.readFile();
  if (!file.name.toLowerCase().endsWith('.zip')) throw badRequest('The test data must be a zip file');
  const bytes = new Uint8Array(await file.arrayBuffer());
  return receiveTestcaseZip(platform, user, bytes, request.mode);
}

/** GET /api/file/download-testcase: the problem's test data as one zip, with the name to save it under. */
export async function testcaseArchive(
  platform: Platform,
  user: CurrentUser,
  pid: number,
): Promise<{ name: string; archive: Uint8Array }> {
  const row = await findProblem(platform.db, pid);
  await assertCanDownloadTestdata(platform.db, user, row);
  const cases = await listProblemCases(platform.db, pid);
  if (cases.length === 0) throw notFound('The problem has no test data');
  const files: Record<string, Uint8Array> = {};
  for (const testCase of cases) {
    files[`${testCase.caseIndex}.in`] = await readCaseData(platform.files, testCase.inputHash);
    files[`${testCase.caseIndex}.out`] = await readCaseData(platform.files, testCase.outputHash);
  }
  return {
    name: `problem_${row.problemId.replace(/[^A-Za-z0-9_-]/g, '_')}_testcase.zip`,
    archive: zipSync(files, { level: 6 }),
  };
}
