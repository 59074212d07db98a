// The built platform as a browser sees it, for the route budget (scripts/check-route-budget.mjs)
// and the first-view benchmark (tests/bench/first-view.mjs): the Node entry serving the built web
// app on a random free port over a throwaway PGlite folder, and Debian's Chromium.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromiumLaunchOptions } from './chromium.mjs';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const ROOT_PASSWORD = 'route-check-root-password';
/** The seeded A+B problem every fresh platform has. */
export const SAMPLE_PROBLEM = '1000';

/** The built web app's folder, as the server resolves it (WEB_DIST_DIR or web/dist). */
export function builtDistDir() {
  return process.env.WEB_DIST_DIR ? resolve(ROOT, process.env.WEB_DIST_DIR) : join(ROOT, 'web/dist');
}

async function freePort() {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => done(port));
    });
  });
}

async function waitForHealth(url, child, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the platform exited with code ${child.exitCode}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`the platform did not answer /api/health within ${timeoutMs / 1000} s`);
}

/**
 * Starts the Node entry on the already built web app (never rebuilding it: the figures are those
 * of the build at hand), without judge runners. `stop` ends it and removes its data.
 */
export async function startBuiltPlatform() {
  const distDir = builtDistDir();
  if (!existsSync(join(distDir, 'index.html'))) {
    throw new Error(`no built web app in ${distDir}: run \`npm run build\` first`);
  }
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'judge-built-'));
  const child = spawn(process.execPath, ['--import', 'tsx', join(ROOT, 'worker/src/node/main.ts')], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_DIST_DIR: distDir,
      ROOT_PASSWORD,
      JUDGE_RUNNERS: '0',
      DATABASE_URL: '',
    },
  });
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((done) => child.once('exit', done));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    // A guard against a platform that never comes up, not a time to meet: it starts in a few
    // seconds alone, but CI's niced benchmarks start it beside the journeys, where 60 s once ran out.
    await waitForHealth(url, child, 180_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, distDir, stop };
}

/** Signs in through the API; answers the token and the user as the login dialog stores them. */
export async function apiLogin(url, username, password, { admin = false } = {}) {
  const res = await fetch(`${url}/api/${admin ? 'admin/login' : 'login'}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  const token = res.headers.get('authorization');
  if (!res.ok || !token) throw new Error(`login as ${username} failed: ${res.status} ${await res.text()}`);
  return { token, user: (await res.json()).data };
}

/** A submission of the sample problem (it stays Pending without runners; its page still loads). */
export async function submitSample(url, token) {
  const res = await fetch(`${url}/api/submit-problem-judge`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: token },
    body: JSON.stringify({
      pid: SAMPLE_PROBLEM,
      language: 'C++',
      code: '#include <cstdio>\nint main(){int a,b;scanf("%d%d",&a,&b);printf("%d\\n",a+b);}\n',
      cid: 0,
      isRemote: false,
    }),
  });
  const body = await res.json();
  if (body.status !== 200) throw new Error(`sample submission failed: ${JSON.stringify(body)}`);
  return body.data.submitId;
}

/** Debian's Chromium with the flags of the end-to-end suite (scripts/lib/chromium.mjs). */
export async function launchChromium() {
  const { chromium } = await import('@playwright/test');
  return chromium.launch(chromiumLaunchOptions());
}

/** A fresh context (empty cache) signed in as the given login, or a guest's without one. */
export async function newContext(browser, login) {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  if (login) {
    await context.addInitScript(
      ([token, user]) => {
        window.localStorage.setItem('token', token);
        window.localStorage.setItem('userInfo', user);
      },
      [login.token, JSON.stringify(login.user)],
    );
  }
  return context;
}
