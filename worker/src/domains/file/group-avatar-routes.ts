import { Hono } from 'hono';
import type { AppEnv } from '../../http/context';

/** POST /api/file/upload-group-avatar (spec 3 §7 File calls). */
export const groupAvatarRoutes = new Hono<AppEnv>();
