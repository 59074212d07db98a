import { Hono } from 'hono';
import type { AppEnv } from '../../http/context';

/** The public training calls (spec 2 §7 "Trainings"). */
export const trainingRoutes = new Hono<AppEnv>();
