import {
  addTrainingProblemRequest,
  removeTrainingProblemQuery,
  type trainingProblemPickQuery,
  updateTrainingProblemRequest,
} from '@contract/training-admin';
import type { z } from 'zod';
import type { AppContext } from '../../http/context';
import { ok } from '../../http/envelope';
import { readJson, readQuery } from '../../http/validate';
import {
  addTrainingProblem,
  listTrainingProblemPicks,
  publicProblemChoice,
  removeTrainingProblem,
  type TrainingGuard,
  updateTrainingProblem,
} from './admin-training-problems';
import { forgetPublicTrainingLists } from './list';

/**
 * The training problem calls the admin pages and the group pages both answer; they differ only in
 * who may call them and which trainings that caller manages. `guardOf` checks the caller (so a
 * refused caller is refused before the input is read) and gives the guard of their trainings.
 */
type GuardOfCaller = (c: AppContext) => TrainingGuard;

export const listTrainingProblemPicksHandler =
  (guardOf: GuardOfCaller, querySchema: z.ZodType<z.output<typeof trainingProblemPickQuery>>) =>
  async (c: AppContext) => {
    const guard = guardOf(c);
    const query = readQuery(c, querySchema);
    return ok(c, await listTrainingProblemPicks(c.env.platform.db, guard, query));
  };

export const addPublicTrainingProblemHandler = (guardOf: GuardOfCaller) => async (c: AppContext) => {
  const guard = guardOf(c);
  const request = await readJson(c, addTrainingProblemRequest);
  await addTrainingProblem(c.env.platform, guard, request.tid, publicProblemChoice(request));
  forgetPublicTrainingLists(c.env.platform.db);
  return ok(c, null, 'Add_Successfully');
};

export const updateTrainingProblemHandler = (guardOf: GuardOfCaller) => async (c: AppContext) => {
  const guard = guardOf(c);
  const request = await readJson(c, updateTrainingProblemRequest);
  const updated = await updateTrainingProblem(c.env.platform, guard, request);
  forgetPublicTrainingLists(c.env.platform.db);
  return ok(c, updated, 'Update Successfully');
};

export const removeTrainingProblemHandler = (guardOf: GuardOfCaller) => async (c: AppContext) => {
  const guard = guardOf(c);
  const request = readQuery(c, removeTrainingProblemQuery);
  await removeTrainingProblem(c.env.platform, guard, request);
  forgetPublicTrainingLists(c.env.platform.db);
  return ok(c, null, 'Delete successfully');
};
