import {
  canEditTrainingProblems,
  canManageTrainingCategories,
  categoryCreateRequest,
  categoryDeleteQuery,
  categoryUpdateRequest,
  changeTrainingStatusRequest,
  TRAINING_ADMIN_MESSAGES as M,
  tidQuery,
  trainingListQuery,
  trainingProblemPickQuery,
  trainingSaveRequest,
} from '@contract/training-admin';
import { Hono } from 'hono';
import { requireAdmin, requireRoot } from '../../http/auth';
import type { AppContext, AppEnv } from '../../http/context';
import { ok } from '../../http/envelope';
import { forbidden } from '../../http/errors';
import { readJson, readQuery, readQueryOrJson } from '../../http/validate';
import { createCategory, deleteCategory, updateCategory } from './admin-categories';
import {
  changeTrainingStatus,
  createTraining,
  deleteTraining,
  getAdminTraining,
  listAdminTrainings,
  siteTrainingGuard,
  updateTraining,
} from './admin-trainings';
import { forgetPublicTrainingLists } from './list';
import {
  addPublicTrainingProblemHandler,
  listTrainingProblemPicksHandler,
  removeTrainingProblemHandler,
  updateTrainingProblemHandler,
} from './training-problem-handlers';

/** HOJ lets only root and problem admins change or remove a training's problems. */
function requireProblemEditor(c: AppContext) {
  const actor = requireAdmin(c);
  if (!canEditTrainingProblems(actor.roles)) throw forbidden(M.removerOnly);
  return actor;
}

/** HOJ lets only root and problem admins write training categories. */
function requireCategoryManager(c: AppContext) {
  const actor = requireAdmin(c);
  if (!canManageTrainingCategories(actor.roles)) throw forbidden(M.categoryManagerOnly);
  return actor;
}

/** /api/admin/training…: trainings, their problems and categories in the back office (spec 3). */
export const trainingAdminRoutes = new Hono<AppEnv>();

trainingAdminRoutes.get('/admin/training/get-training-list', async (c) => {
  requireAdmin(c);
  return ok(c, await listAdminTrainings(c.env.platform.db, readQuery(c, trainingListQuery)));
});

trainingAdminRoutes.get('/admin/training', async (c) => {
  const actor = requireAdmin(c);
  const { tid } = readQuery(c, tidQuery);
  return ok(c, await getAdminTraining(c.env.platform.db, actor, tid));
});

trainingAdminRoutes.post('/admin/training', async (c) => {
  const actor = requireAdmin(c);
  const request = await readJson(c, trainingSaveRequest);
  const created = await createTraining(c.env.platform, actor, request);
  forgetPublicTrainingLists(c.env.platform.db);
  return ok(c, created, 'Create Successfully');
});

trainingAdminRoutes.put('/admin/training', async (c) => {
  const actor = requireAdmin(c);
  const request = await readJson(c, trainingSaveRequest);
  await updateTraining(c.env.platform, actor, request);
  forgetPublicTrainingLists(c.env.platform.db);
  return ok(c, null, 'Update Successfully');
});

trainingAdminRoutes.delete('/admin/training', async (c) => {
  requireRoot(c);
  const { tid } = readQuery(c, tidQuery);
  await deleteTraining(c.env.platform.db, tid);
  forgetPublicTrainingLists(c.env.platform.db);
  return ok(c, null, 'Delete successfully');
});

// HOJ's client sends the switch as query parameters (with an `author` the server does not trust); a JSON body is read when they are absent.
trainingAdminRoutes.put('/admin/training/change-training-status', async (c) => {
  const actor = requireAdmin(c);
  const { tid, status } = await readQueryOrJson(c, changeTrainingStatusRequest, 'tid');
  await changeTrainingStatus(c.env.platform, actor, tid, status);
  forgetPublicTrainingLists(c.env.platform.db);
  return ok(c, null, 'Update Successfully');
});

const siteGuardOfAdmin = (c: AppContext) => siteTrainingGuard(requireAdmin(c));
const siteGuardOfProblemEditor = (c: AppContext) => siteTrainingGuard(requireProblemEditor(c));

trainingAdminRoutes.get(
  '/admin/training/get-problem-list',
  listTrainingProblemPicksHandler(siteGuardOfAdmin, trainingProblemPickQuery),
);
trainingAdminRoutes.post(
  '/admin/training/add-problem-from-public',
  addPublicTrainingProblemHandler(siteGuardOfAdmin),
);
trainingAdminRoutes.put('/admin/training/problem', updateTrainingProblemHandler(siteGuardOfProblemEditor));
trainingAdminRoutes.delete('/admin/training/problem', removeTrainingProblemHandler(siteGuardOfProblemEditor));

trainingAdminRoutes.post('/admin/training/category', async (c) => {
  requireCategoryManager(c);
  const request = await readJson(c, categoryCreateRequest);
  const created = await createCategory(c.env.platform, request);
  forgetPublicTrainingLists(c.env.platform.db);
  return ok(c, created, 'Add_Successfully');
});

trainingAdminRoutes.put('/admin/training/category', async (c) => {
  requireCategoryManager(c);
  const request = await readJson(c, categoryUpdateRequest);
  const updated = await updateCategory(c.env.platform, request);
  forgetPublicTrainingLists(c.env.platform.db);
  return ok(c, updated, 'Update Successfully');
});

trainingAdminRoutes.delete('/admin/training/category', async (c) => {
  requireCategoryManager(c);
  const { cid } = readQuery(c, categoryDeleteQuery);
  await deleteCategory(c.env.platform.db, cid);
  forgetPublicTrainingLists(c.env.platform.db);
  return ok(c, null, 'Delete successfully');
});
