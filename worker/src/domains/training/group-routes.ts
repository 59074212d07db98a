import {
  addGroupTrainingProblemRequest,
  groupTrainingListQuery,
  groupTrainingProblemPickQuery,
  groupTrainingSaveRequest,
} from '@contract/group-training';
import { changeTrainingStatusRequest, tidQuery } from '@contract/training-admin';
import { Hono } from 'hono';
import { requireUser } from '../../http/auth';
import type { AppContext, AppEnv } from '../../http/context';
import { ok } from '../../http/envelope';
import { readJson, readQuery, readQueryOrJson } from '../../http/validate';
import { assertGroupReader } from '../group/index';
import { addTrainingProblem } from './admin-training-problems';
import {
  changeGroupTrainingStatus,
  createGroupTraining,
  deleteGroupTraining,
  getGroupTraining,
  groupProblemChoice,
  groupTrainingGuard,
  listGroupAdminTrainings,
  updateGroupTraining,
} from './group-trainings';
import { listGroupTrainings } from './list';
import {
  addPublicTrainingProblemHandler,
  listTrainingProblemPicksHandler,
  removeTrainingProblemHandler,
  updateTrainingProblemHandler,
} from './training-problem-handlers';

/** A group's trainings and their problem lists: /api/group/training*, /api/group/get-*training*. */
export const trainingGroupRoutes = new Hono<AppEnv>();

trainingGroupRoutes.get('/group/get-training-list', async (c) => {
  const user = requireUser(c);
  const query = readQuery(c, groupTrainingListQuery);
  await assertGroupReader(c.env.platform.db, query.gid, user);
  return ok(c, await listGroupTrainings(c.env.platform.db, user.uid, query));
});

trainingGroupRoutes.get('/group/get-admin-training-list', async (c) => {
  const user = requireUser(c);
  return ok(c, await listGroupAdminTrainings(c.env.platform.db, user, readQuery(c, groupTrainingListQuery)));
});

trainingGroupRoutes.get('/group/training', async (c) => {
  const user = requireUser(c);
  const { tid } = readQuery(c, tidQuery);
  return ok(c, await getGroupTraining(c.env.platform.db, user, tid));
});

trainingGroupRoutes.post('/group/training', async (c) => {
  const user = requireUser(c);
  const request = await readJson(c, groupTrainingSaveRequest);
  return ok(c, await createGroupTraining(c.env.platform, user, request), 'Create Successfully');
});

trainingGroupRoutes.put('/group/training', async (c) => {
  const user = requireUser(c);
  const request = await readJson(c, groupTrainingSaveRequest);
  await updateGroupTraining(c.env.platform, user, request);
  return ok(c, null, 'Update Successfully');
});

// HOJ deletes by ?tid alone; a gid the client adds is not needed, the training knows its group.
trainingGroupRoutes.delete('/group/training', async (c) => {
  const user = requireUser(c);
  const { tid } = readQuery(c, tidQuery);
  await deleteGroupTraining(c.env.platform.db, user, tid);
  return ok(c, null, 'Delete successfully');
});

trainingGroupRoutes.put('/group/change-training-status', async (c) => {
  const user = requireUser(c);
  const { tid, status } = await readQueryOrJson(c, changeTrainingStatusRequest, 'tid');
  await changeGroupTrainingStatus(c.env.platform, user, tid, status);
  return ok(c, null, 'Update Successfully');
});

const groupGuardOfUser = (c: AppContext) => groupTrainingGuard(requireUser(c));

trainingGroupRoutes.get(
  '/group/get-training-problem-list',
  listTrainingProblemPicksHandler(groupGuardOfUser, groupTrainingProblemPickQuery),
);
trainingGroupRoutes.put('/group/training-problem', updateTrainingProblemHandler(groupGuardOfUser));
trainingGroupRoutes.delete('/group/training-problem', removeTrainingProblemHandler(groupGuardOfUser));
trainingGroupRoutes.post(
  '/group/add-training-problem-from-public',
  addPublicTrainingProblemHandler(groupGuardOfUser),
);

trainingGroupRoutes.post('/group/add-training-problem-from-group', async (c) => {
  const user = requireUser(c);
  const request = await readQueryOrJson(c, addGroupTrainingProblemRequest, 'tid');
  await addTrainingProblem(
    c.env.platform,
    groupTrainingGuard(user),
    request.tid,
    groupProblemChoice(request),
  );
  return ok(c, null, 'Add_Successfully');
});
