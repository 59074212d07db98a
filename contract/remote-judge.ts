/**
 * Remote judging (spec 3 §1, spec 1 §1): problems of other online judges kept in our bank and
 * judged there, through accounts the site owns. What the server, the runner and the web app share:
 * the judges and their ids (remote-judge-info.ts, re-exported here) and the import calls.
 */
import { z } from 'zod';
import { requiredId, text } from './common/fields';
import { isRemoteJudge, REMOTE_JUDGE_INFO, REMOTE_JUDGES, type RemoteJudge } from './remote-judge-info';

export * from './remote-judge-info';

const judgeName = z
  .string({ error: 'name must name a remote judge' })
  .transform((v) => v.trim().toUpperCase())
  .refine(isRemoteJudge, { message: `name must be one of ${REMOTE_JUDGES.join(', ')}`, abort: true });

const remoteProblemIdField = text('problemId', { max: 50, trim: true }).min(1, 'problemId is required');

/** GET /api/admin/problem/import-remote-oj-problem (HOJ: name, problemId). */
export const importRemoteProblemQuery = z
  .object({ name: judgeName, problemId: remoteProblemIdField })
  .superRefine((value, ctx) => {
    const info = REMOTE_JUDGE_INFO[value.name as RemoteJudge];
    if (!info.idPattern.test(value.problemId)) {
      ctx.addIssue({
        code: 'custom',
        path: ['problemId'],
        message: `problemId is not a ${info.name} problem id (for example ${info.idExample})`,
      });
    }
  })
  .transform((value) => ({ judge: value.name as RemoteJudge, remoteId: value.problemId }));
export type ImportRemoteProblemQuery = z.output<typeof importRemoteProblemQuery>;

/** GET /api/admin/contest/import-remote-oj-problem: also the contest and the problem's display id in it. */
export const importRemoteContestProblemQuery = z
  .object({
    name: judgeName,
    problemId: remoteProblemIdField,
    cid: requiredId('cid'),
    displayId: text('displayId', { max: 20, trim: true }).min(1, 'displayId is required'),
  })
  .transform((value) => ({
    judge: value.name as RemoteJudge,
    remoteId: value.problemId,
    cid: value.cid,
    displayId: value.displayId,
  }));

/** GET /api/admin/training/import-remote-oj-problem: also the training. */
export const importRemoteTrainingProblemQuery = z
  .object({ name: judgeName, problemId: remoteProblemIdField, tid: requiredId('tid') })
  .transform((value) => ({ judge: value.name as RemoteJudge, remoteId: value.problemId, tid: value.tid }));
