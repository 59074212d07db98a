import {
  registerTrainingRequest,
  trainingIdQuery,
  trainingListQuery,
  trainingRankQuery,
} from '@contract/training';
import { Hono } from 'hono';
import { currentUser, requireUser } from '../../http/auth';
import type { AppEnv } from '../../http/context';
import { ok } from '../../http/envelope';
import { readJson, readQuery } from '../../http/validate';
import { getTrainingAccess, getTrainingDetail } from './detail';
import { listTrainingCategories, listTrainings } from './list';
import { getTrainingProblems } from './problems';
import { getTrainingRank } from './rank';
import { registerForTraining } from './registration';

/**
 * The public training calls (spec 2 §7 "Trainings"). Only the list and the categories are open
 * to guests; opening a training needs a login. HOJ routes no get-training-problem-details: a
 * training's problem opens through get-problem-detail, and the focus-mode list through
 * get-full-screen-problem-list with tid.
 */
export const trainingRoutes = new Hono<AppEnv>();

trainingRoutes.get('/get-training-category', async (c) =>
  ok(c, await listTrainingCategories(c.env.platform.db)),
);

trainingRoutes.get('/get-training-list', async (c) => {
  const query = readQuery(c, trainingListQuery);
  return ok(c, await listTrainings(c.env.platform.db, currentUser(c)?.uid ?? null, query));
});

trainingRoutes.get('/get-training-detail', async (c) => {
  const user = requireUser(c);
  const { tid } = readQuery(c, trainingIdQuery);
  return ok(c, await getTrainingDetail(c.env.platform.db, user, tid));
});

trainingRoutes.post('/register-training', async (c) => {
  const user = requireUser(c);
  const input = await readJson(c, registerTrainingRequest);
  await registerForTraining(c.env.platform.db, user, input);
  return ok(c, null, 'Register training successfully');
});

trainingRoutes.get('/get-training-access', async (c) => {
  const user = requireUser(c);
  const { tid } = readQuery(c, trainingIdQuery);
  return ok(c, await getTrainingAccess(c.env.platform.db, user, tid));
});

trainingRoutes.get('/get-training-problem-list', async (c) => {
  const user = requireUser(c);
  const { tid } = readQuery(c, trainingIdQuery);
  return ok(c, await getTrainingProblems(c.env.platform.db, user, tid));
});

trainingRoutes.get('/get-training-rank', async (c) => {
  const user = requireUser(c);
  const query = readQuery(c, trainingRankQuery);
  return ok(c, await getTrainingRank(c.env.platform.db, user, query));
});
