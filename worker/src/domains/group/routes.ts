import { Hono } from 'hono';
import type { AppEnv } from '../../http/context';
import type { GroupHooks } from './hooks';
/** Group calls: list, detail, create, update, disband, access, auth, members, applications, announcements (spec 3 §7). */
export function groupRoutes(_hooks: GroupHooks): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  return routes;
}
