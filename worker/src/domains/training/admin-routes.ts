import { Hono } from 'hono';
import type { AppEnv } from '../../http/context';

/** /api/admin/training…: trainings, their problems and categories in the back office (spec 3). */
export const trainingAdminRoutes = new Hono<AppEnv>();
