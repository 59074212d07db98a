// What the web build leaves in its dist folder for the two deployments: brotli and gzip twins for
// the Node entry (web/build/precompress.ts), and for Cloudflare Workers Static Assets the
// `_headers` rule that lets browsers keep hashed assets for a year, and `.assetsignore`, which
// keeps the twins out of the upload.
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDir } from '../../web/build/precompress';

const CONFIG = fileURLToPath(new URL('../../web/vite.config.ts', import.meta.url));

/** `_headers` as Cloudflare reads it: a URL pattern line, then its indented header lines. */
function parseHeadersFile(text: string): Map<string, string[]> {
  const rules = new Map<string, string[]>();
  let current: string[] | undefined;
  for (const line of text.split('\n')) {
    if (line.trim() === '' || line.trim().startsWith('#')) continue;
    if (/^\s/.test(line)) current?.push(line.trim());
    else {
      current = [];
      rules.set(line.trim(), current);
    }
  }
  return rules;
}

// Vite copies web/public into the dist folder as it is, so the Cloudflare files are checked at
// their source; the twins of a real build are served and measured by `npm run check:bundle`,
// which CI runs on its build (a build here would add a minute to every test run).
const PUBLIC_DIR = fileURLToPath(new URL('../../web/public/', import.meta.url));

describe('what the build hands Cloudflare', () => {
  it('gives Cloudflare a _headers rule caching /assets/* for a year, immutable', () => {
    const rules = parseHeadersFile(readFileSync(join(PUBLIC_DIR, '_headers'), 'utf8'));
    expect(rules.get('/assets/*')).toContain('Cache-Control: public, max-age=31536000, immutable');
    // index.html must keep revalidating, or a deploy would not reach returning visitors.
    for (const [pattern] of rules) expect(['/*', '/', '/index.html']).not.toContain(pattern);
  });

  it('keeps the precompressed twins out of the Cloudflare upload', () => {
    const ignored = readFileSync(join(PUBLIC_DIR, '.assetsignore'), 'utf8').split('\n');
    expect(ignored).toEqual(expect.arrayContaining(['*.br', '*.gz']));
  });

  it('precompresses the build: the Vite config runs the plugin', () => {
    expect(readFileSync(CONFIG, 'utf8')).toMatch(/precompress/);
  });
});

describe('precompressDir', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'precompress-'));
    mkdirSync(join(dir, 'assets'));
    writeFileSync(join(dir, 'assets/app.js'), 'console.log("a rather repetitive script");\n'.repeat(100));
    writeFileSync(join(dir, 'assets/KaTeX_Main.ttf'), Buffer.alloc(4096, 7));
    writeFileSync(join(dir, 'assets/KaTeX_Main.woff2'), Buffer.alloc(4096, 7));
    writeFileSync(join(dir, 'tiny.txt'), 'x');
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('compresses text and uncompressed fonts, skips woff2 and twins that would not be smaller', async () => {
    await precompressDir(dir);
    const files = readdirSync(dir, { recursive: true }).map(String).sort();
    expect(files).toEqual(
      [
        'assets',
        'assets/app.js',
        'assets/app.js.br',
        'assets/app.js.gz',
        'assets/KaTeX_Main.ttf',
        'assets/KaTeX_Main.ttf.br',
        'assets/KaTeX_Main.ttf.gz',
        'assets/KaTeX_Main.woff2',
        'tiny.txt',
      ].sort(),
    );
    for (const name of ['assets/app.js', 'assets/KaTeX_Main.ttf']) {
      const original = readFileSync(join(dir, name));
      expect(brotliDecompressSync(readFileSync(join(dir, `${name}.br`))).equals(original), name).toBe(true);
      expect(gunzipSync(readFileSync(join(dir, `${name}.gz`))).equals(original), name).toBe(true);
    }
    expect(existsSync(join(dir, 'tiny.txt.br'))).toBe(false);
  });
});
