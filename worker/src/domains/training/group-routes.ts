import { Hono } from 'hono';
import type { AppEnv } from '../../http/context';

/** A group's trainings and their problem lists: /api/group/training*, /api/group/get-*training*. */
export const trainingGroupRoutes = new Hono<AppEnv>();
