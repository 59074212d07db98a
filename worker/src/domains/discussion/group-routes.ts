import { Hono } from 'hono';
import type { AppEnv } from '../../http/context';

/** A group's discussions: /api/group/discussion, /api/group/get-discussion-list, get-admin-discussion-list. */
export const discussionGroupRoutes = new Hono<AppEnv>();
