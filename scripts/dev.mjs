// `npm run dev`: the API (restarting on change) on 8080 and the Vite dev server on 5173 with
// hot reload; Vite proxies /api to the API.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const children = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'worker/src/node/main.ts'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, SERVE_WEB: '0' },
  }),
  spawn('npx', ['vite', '--config', 'web/vite.config.ts'], { cwd: root, stdio: 'inherit' }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children)
  child.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
