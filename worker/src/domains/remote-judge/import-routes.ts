import { Hono } from 'hono';
import type { AppEnv } from '../../http/context';
import type { ProblemHooks } from '../problem/index';

// PLACEHOLDER until the import lands (helper F): the three import-remote-oj-problem calls.
export function remoteImportRoutes(_problemHooks: ProblemHooks) {
  return new Hono<AppEnv>();
}
