import { Hono } from 'hono';
import type { AppEnv } from '../../http/context';

/** The group rank: GET /api/get-group-rank-list (spec 3 §2 Group rank). */
export const submissionGroupRoutes = new Hono<AppEnv>();
