import { Hono } from 'hono';
import type { AppEnv } from '../../http/context';
import type { ProblemHooks } from '../problem/index';
/** A group's contests, their problems and announcements: /api/group/contest*, /api/group/get-*contest*. */
export function contestGroupRoutes(_hooks: ProblemHooks): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  return routes;
}
