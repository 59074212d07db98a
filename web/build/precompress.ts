import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { extname, join, relative } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin, ResolvedConfig } from 'vite';

/**
 * Text formats worth compressing. Not .woff2, .woff, images or archives: they are compressed
 * already, and a second pass only costs the client time.
 */
export const COMPRESSIBLE_EXTENSIONS = new Set([
  '.js',
  '.mjs',
  '.css',
  '.html',
  '.svg',
  '.json',
  '.txt',
  '.xml',
  '.map',
  '.wasm',
  '.ttf',
  '.otf',
  '.eot',
  '.ico',
]);

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Both at their strongest: the cost is paid once per build, the saving on every download. */
const VARIANTS: { suffix: string; compress: (source: Buffer) => Promise<Buffer> }[] = [
  {
    suffix: '.br',
    compress: (source) =>
      brotli(source, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 11,
          [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
        },
      }),
  },
  { suffix: '.gz', compress: (source) => gzipAsync(source, { level: 9 }) },
];

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

/**
 * Writes `<file>.br` and `<file>.gz` next to every compressible file of `dir` (the build's dist
 * folder), for servers that send a file's precompressed twin instead of compressing per request
 * (worker/src/node/static-site.ts). A twin no smaller than its file is not written: the server
 * then sends the file itself. Vite's own folder (.vite, the manifest) is left alone.
 */
export async function precompressDir(
  dir: string,
): Promise<{ files: number; bytes: number; brotliBytes: number }> {
  const totals = { files: 0, bytes: 0, brotliBytes: 0 };
  const files = (await filesUnder(dir)).filter(
    (file) =>
      COMPRESSIBLE_EXTENSIONS.has(extname(file).toLowerCase()) && !relative(dir, file).startsWith('.vite'),
  );
  await Promise.all(
    files.map(async (file) => {
      const source = await readFile(file);
      totals.files++;
      totals.bytes += source.length;
      for (const { suffix, compress } of VARIANTS) {
        const compressed = await compress(source);
        const written = compressed.length < source.length;
        if (written) await writeFile(file + suffix, compressed);
        if (suffix === '.br') totals.brotliBytes += written ? compressed.length : source.length;
      }
    }),
  );
  return totals;
}

/** The Vite plugin: precompresses the dist folder once the build has written it. */
export function precompress(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'judge:precompress',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      const outDir = config.build.outDir;
      if (!(await stat(outDir).catch(() => null))) return;
      const started = Date.now();
      const { files, bytes, brotliBytes } = await precompressDir(outDir);
      config.logger.info(
        `precompressed ${files} files: ${(bytes / 1024).toFixed(0)} KB → ${(brotliBytes / 1024).toFixed(0)} KB brotli (${Date.now() - started} ms)`,
      );
    },
  };
}
