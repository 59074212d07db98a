import { createReadStream, type Stats } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, resolve, sep } from 'node:path';
import { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import type { Context, MiddlewareHandler } from 'hono';
import { getMimeType } from 'hono/utils/mime';
import type { AppEnv } from '../http/context';

const REPO_ROOT = fileURLToPath(new URL('../../..', import.meta.url));

/** The built web app's folder: WEB_DIST_DIR (relative to the repository) or web/dist. */
export function webDistDir(env: Record<string, string | undefined>): string {
  return env.WEB_DIST_DIR ? resolve(REPO_ROOT, env.WEB_DIST_DIR) : join(REPO_ROOT, 'web/dist');
}

/** Vite names every file under /assets/ by its content's hash: it never changes under that name. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** index.html and the other unhashed files: kept, but checked (ETag) before each use. */
const REVALIDATE = 'no-cache';

/** Files up to this size are sent from one read rather than streamed. */
const WHOLE_FILE_MAX_BYTES = 4 * 1024 * 1024;

/** The precompressed twins the build writes (web/build/precompress.ts), in our order of preference. */
const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;
type Encoding = (typeof ENCODINGS)[number]['name'];

/**
 * A path ending in one of these names a file, never a page of the app: when no such file exists
 * the answer is 404, not index.html (a stale chunk must fail loudly, not parse HTML as script).
 */
const FILE_EXTENSIONS = new Set([
  '.js',
  '.mjs',
  '.css',
  '.map',
  '.json',
  '.html',
  '.txt',
  '.xml',
  '.svg',
  '.png',
  '.jpg',
  '.jpeg',
  '.gif',
  '.webp',
  '.ico',
  '.woff',
  '.woff2',
  '.ttf',
  '.otf',
  '.eot',
  '.wasm',
  '.br',
  '.gz',
]);
/** Files of the dist folder meant for the Cloudflare deployment, not for browsers. */
const DEPLOYMENT_FILES = new Set(['_headers', '_redirects', '.assetsignore']);

/**
 * The encodings the client accepts (Accept-Encoding, RFC 9110 §12.5.3), best of ours first:
 * `q=0` refuses one, `*` stands for those not named.
 */
export function acceptedEncodings(header: string | undefined): Encoding[] {
  const weights = new Map<string, number>();
  for (const part of (header ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = q ? Number(q.slice(2)) : 1;
    weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  const weightOf = (name: string) => weights.get(name) ?? weights.get('*') ?? 0;
  return ENCODINGS.map((e) => e.name)
    .filter((name) => weightOf(name) > 0)
    .sort((a, b) => weightOf(b) - weightOf(a));
}

async function fileStats(path: string): Promise<Stats | null> {
  const stats = await stat(path).catch(() => null);
  return stats?.isFile() ? stats : null;
}

/**
 * The dist file a URL path names, or null: undecodable paths, dot segments, and anything that
 * would resolve outside the folder never reach the disk.
 */
function fileFor(distDir: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return null;
  const segments = decoded.split('/').filter(Boolean);
  if (segments.some((s) => s.startsWith('.') || DEPLOYMENT_FILES.has(s))) return null;
  const path = resolve(distDir, ...segments);
  return path.startsWith(distDir + sep) ? path : null;
}

/**
 * Serves the built SPA: files by path (their brotli or gzip twin when the client accepts one),
 * hashed assets cached for a year, and index.html for every other GET so client-side routes
 * survive a reload.
 */
export function staticSite(distDir: string): MiddlewareHandler<AppEnv> {
  const root = resolve(distDir);
  const indexPath = join(root, 'index.html');

  const send = async (c: Context<AppEnv>, path: string, stats: Stats) => {
    const headers: Record<string, string> = {
      'Content-Type': getMimeType(path) ?? 'application/octet-stream',
      'Cache-Control': path.startsWith(join(root, 'assets') + sep) ? IMMUTABLE : REVALIDATE,
    };
    let body = { path, stats };
    // Every answer for a file that has twins varies with Accept-Encoding, the identity one too:
    // a shared cache must not hand a brotli body to a client that cannot read it, nor the reverse.
    let hasTwins = false;
    for (const encoding of ENCODINGS) {
      if (await fileStats(path + encoding.suffix)) hasTwins = true;
    }
    if (hasTwins) {
      headers.Vary = 'Accept-Encoding';
      for (const name of acceptedEncodings(c.req.header('Accept-Encoding'))) {
        const twin = `${path}${ENCODINGS.find((e) => e.name === name)?.suffix}`;
        const twinStats = await fileStats(twin);
        if (twinStats) {
          headers['Content-Encoding'] = name;
          body = { path: twin, stats: twinStats };
          break;
        }
      }
    }
    // The representation's validator: its own size and time, so each encoding has its own.
    const etag = `W/"${body.stats.size.toString(16)}-${Math.floor(body.stats.mtimeMs).toString(16)}"`;
    headers.ETag = etag;
    if (
      c.req
        .header('If-None-Match')
        ?.split(',')
        .some((tag) => tag.trim() === etag)
    ) {
      return c.body(null, 304, headers);
    }
    headers['Content-Length'] = String(body.stats.size);
    if (c.req.method === 'HEAD') return c.body(null, 200, headers);
    // The app's files are small once compressed: read whole, they leave in one write with no
    // stream to stall or leak when a client goes away; only a large file is streamed.
    if (body.stats.size <= WHOLE_FILE_MAX_BYTES) return c.body(await readFile(body.path), 200, headers);
    const stream = Readable.toWeb(createReadStream(body.path)) as ReadableStream<Uint8Array>;
    return c.body(stream, 200, headers);
  };

  return async (c, next) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next();
    const urlPath = c.req.path;
    const path = urlPath === '/' ? indexPath : fileFor(root, urlPath);
    const stats = path ? await fileStats(path) : null;
    if (path && stats) return send(c, path, stats);
    const namesAFile =
      path === null || urlPath.startsWith('/assets/') || FILE_EXTENSIONS.has(extname(urlPath).toLowerCase());
    if (namesAFile) return c.text('Not found', 404, { 'Cache-Control': REVALIDATE });
    const index = await fileStats(indexPath);
    if (!index) return c.text('The web app is not built yet: run `npm run build`.', 503);
    return send(c, indexPath, index);
  };
}
