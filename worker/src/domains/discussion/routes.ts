import { Hono } from 'hono';
import type { AppEnv } from '../../http/context';

/** /api/discussion*, /api/get-discussion-*, /api/discussion-category, /api/discussion-like, /api/discussion-report (spec 2 §7). */
export const discussionRoutes = new Hono<AppEnv>();
