import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../http/context';

/**
 * Serves the built SPA: files by path, hashed assets cached for a year, and index.html for
 * every other GET so client-side routes survive a reload.
 */
export function staticSite(distDir: string): MiddlewareHandler<AppEnv> {
  const indexPath = join(distDir, 'index.html');
  const files = serveStatic<AppEnv>({
    root: distDir,
    onFound: (path, c) => {
      if (path.includes('/assets/')) c.header('Cache-Control', 'public, max-age=31536000, immutable');
    },
  });
  return async (c, next) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next();
    const served = await files(c, async () => {});
    if (served) return served;
    if (!existsSync(indexPath)) {
      return c.text('The web app is not built yet: run `npm run build`.', 503);
    }
    return c.html(readFileSync(indexPath, 'utf8'));
  };
}
