import { Hono } from 'hono';
import type { AppEnv } from '../../http/context';

/** /api/comments, /api/comment, /api/comment-like, /api/reply (spec 2 §7). */
export const commentRoutes = new Hono<AppEnv>();
