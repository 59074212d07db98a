import { Hono } from 'hono';
import type { AppEnv } from '../../http/context';

/** /api/admin/msg/notice: the admins' notices (spec 3 §2 "notice"). */
export const messageAdminRoutes = new Hono<AppEnv>();
