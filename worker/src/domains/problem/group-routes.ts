import { Hono } from 'hono';
import type { AppEnv } from '../../http/context';
import type { ProblemHooks } from './hooks';
/** A group's own problems: /api/group/problem, lists, cases, tags, auth, apply-public; /api/admin/group-problem/* review. */
export function problemGroupRoutes(_hooks: ProblemHooks): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  return routes;
}
