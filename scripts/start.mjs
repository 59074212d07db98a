// `npm start`: the whole platform on the embedded default — API, web app and judge runners
// on one port (8080, or PORT), data under .data/ (PGlite; node-postgres when DATABASE_URL is set).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestMtime(path));
    else newest = Math.max(newest, statSync(path).mtimeMs);
  }
  return newest;
}

// Rebuild the web app when its sources (or the shared contract) changed since the last build,
// so a `git pull` followed by `npm start` never serves a stale UI.
// WEB_DIST_DIR builds and serves the web app from another folder (two checkouts' servers, or
// parallel test runs, each with their own build); the server reads the same variable.
const distDir = process.env.WEB_DIST_DIR ? resolve(root, process.env.WEB_DIST_DIR) : join(root, 'web/dist');
const builtIndex = join(distDir, 'index.html');
const sourcesChanged =
  !existsSync(builtIndex) ||
  Math.max(
    newestMtime(join(root, 'web/src')),
    newestMtime(join(root, 'contract')),
    statSync(join(root, 'web/index.html')).mtimeMs,
  ) > statSync(builtIndex).mtimeMs;
if (sourcesChanged && process.env.SKIP_WEB_BUILD !== '1') {
  console.log('Building the web app…');
  const build = spawnSync(
    'npx',
    [
      'vite',
      'build',
      '--config',
      'web/vite.config.ts',
      '--logLevel',
      'warn',
      '--outDir',
      distDir,
      '--emptyOutDir',
    ],
    {
      cwd: root,
      stdio: 'inherit',
    },
  );
  if (build.status !== 0) process.exit(build.status ?? 1);
}

if (!existsSync(join(root, 'judge-runner/sandbox/build/jsandbox'))) {
  spawnSync(process.execPath, [join(root, 'scripts/build-sandbox.mjs')], { cwd: root, stdio: 'inherit' });
}

const server = spawn(process.execPath, ['--import', 'tsx', join(root, 'worker/src/node/main.ts')], {
  cwd: root,
  stdio: 'inherit',
  env: process.env,
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
