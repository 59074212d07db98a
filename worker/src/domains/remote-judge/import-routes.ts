import {
  importRemoteContestProblemQuery,
  importRemoteProblemQuery,
  importRemoteTrainingProblemQuery,
} from '@contract/remote-judge';
import { Hono } from 'hono';
import { requireAdmin } from '../../http/auth';
import type { AppEnv } from '../../http/context';
import { ok } from '../../http/envelope';
import { readQuery } from '../../http/validate';
import { placeProblemInContest } from '../contest/index';
import { placeProblemInTraining } from '../training/index';
import { importRemoteProblem, obtainRemoteProblem } from './import-service';
import { recentOtherContests } from './recent-contests';

/**
 * The remote judges' problems entering the bank, a contest or a training (spec 3 §1), and the
 * upcoming contests of Codeforces and AtCoder on the home page. An import answers once the
 * problem is written, as in HOJ.
 */
export const remoteImportRoutes = new Hono<AppEnv>();

remoteImportRoutes.get('/admin/problem/import-remote-oj-problem', async (c) => {
  const actor = requireAdmin(c);
  const ref = readQuery(c, importRemoteProblemQuery);
  return ok(c, await importRemoteProblem(c.env.platform, actor, ref), 'Import_Successfully');
});

remoteImportRoutes.get('/admin/contest/import-remote-oj-problem', async (c) => {
  const actor = requireAdmin(c);
  const { cid, displayId, ...ref } = readQuery(c, importRemoteContestProblemQuery);
  const platform = c.env.platform;
  await placeProblemInContest(platform, actor, { cid, displayId }, () =>
    obtainRemoteProblem(platform, actor, ref),
  );
  return ok(c, null, 'Add_Successfully');
});

remoteImportRoutes.get('/admin/training/import-remote-oj-problem', async (c) => {
  const actor = requireAdmin(c);
  const { tid, ...ref } = readQuery(c, importRemoteTrainingProblemQuery);
  const platform = c.env.platform;
  await placeProblemInTraining(platform, actor, tid, () => obtainRemoteProblem(platform, actor, ref));
  return ok(c, null, 'Add_Successfully');
});

remoteImportRoutes.get('/get-recent-other-contest', async (c) =>
  ok(c, await recentOtherContests(c.env.platform)),
);
