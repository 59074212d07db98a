import { Hono } from 'hono';
import type { AppEnv } from '../../http/context';

/** /api/admin/discussion and /api/admin/discussion-report (spec 3). */
export const discussionAdminRoutes = new Hono<AppEnv>();
