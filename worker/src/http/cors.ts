import type { MiddlewareHandler } from 'hono';
import { cors } from 'hono/cors';
import type { AppEnv } from './context';

const ALLOW_HEADERS = ['Authorization', 'Url-Type', 'Content-Type', 'Refresh-Token'];
const ALLOW_METHODS = ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS'];
/** HOJ's client reads a renewed token from these response headers. */
const EXPOSE_HEADERS = ['Authorization', 'Refresh-Token', 'Content-Disposition'];
const EXPOSED = EXPOSE_HEADERS.join(',');

/** The Access-Control-Allow-Origin for a request's Origin: `*` when no list is configured. */
export function allowedOrigin(origins: readonly string[], origin: string | undefined): string | null {
  if (origins.length === 0) return '*';
  return origin !== undefined && origins.includes(origin) ? origin : null;
}

/**
 * CORS for the API (CORS_ORIGINS, or any origin when unset). Preflights are Hono's cors
 * middleware. Every other request gets the same response headers through `c.header()` before its
 * handler runs: Hono's middleware sets them on `c.res`, which makes an empty response first, so
 * the handler's response is then rebuilt around its body as a web stream, and the Node entry
 * writes every JSON answer by reading that stream (honojs/hono#5185 tried to avoid the rebuild;
 * Hono's advice is `c.header()`).
 */
export const apiCors: MiddlewareHandler<AppEnv> = async (c, next) => {
  const origins = c.env.platform.config.corsOrigins;
  if (c.req.method === 'OPTIONS') {
    return cors({
      origin: origins.length === 0 ? '*' : [...origins],
      allowHeaders: ALLOW_HEADERS,
      allowMethods: ALLOW_METHODS,
      exposeHeaders: EXPOSE_HEADERS,
      maxAge: 86400,
    })(c, next);
  }
  const headers: [string, string][] = [['Access-Control-Expose-Headers', EXPOSED]];
  const allowed = allowedOrigin(origins, c.req.header('origin'));
  if (allowed) headers.push(['Access-Control-Allow-Origin', allowed]);
  for (const [name, value] of headers) c.header(name, value);
  // The answer depends on the Origin once it is not `*`, so caches must keep one per origin.
  if (origins.length > 0) c.header('Vary', 'Origin', { append: true });
  await next();
  // A handler that returned a Response of its own (a download, a file, a shared page) did not
  // take the prepared headers; set them on it, or on a copy where its headers are immutable.
  if (c.res.headers.has('Access-Control-Expose-Headers')) return;
  try {
    for (const [name, value] of headers) c.res.headers.set(name, value);
  } catch {
    const copy = new Response(c.res.body, c.res);
    for (const [name, value] of headers) copy.headers.set(name, value);
    c.res = copy;
  }
  if (origins.length > 0 && !c.res.headers.get('Vary')?.includes('Origin'))
    c.res.headers.append('Vary', 'Origin');
};
