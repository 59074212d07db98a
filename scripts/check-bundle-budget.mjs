// The bundle budget (issue: the home route's initial JavaScript under 250 KB gzip): reads the
// chunk graph Vite wrote to web/dist/.vite/manifest.json and adds up, gzipped, every script the
// browser needs before /home can render — the entry, the home route's lazy chunk, and all
// their static imports. Editor, charts, KaTeX and admin code must stay out of that set.
// Run after `npm run build`; exits non-zero when over budget.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 250;
const HOME_ROUTE = 'src/app/routes/home.tsx';
/** Chunks that must never be part of the home route's initial load. */
const MUST_BE_LAZY = ['codemirror', 'echarts', 'katex', 'admin'];

const dist = fileURLToPath(new URL('../web/dist/', import.meta.url));
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
if (!entryKey) throw new Error('no entry chunk in the Vite manifest');
if (!manifest[HOME_ROUTE]) throw new Error(`${HOME_ROUTE} is not a chunk of its own in the Vite manifest`);

const needed = new Set();
const visit = (key) => {
  if (needed.has(key)) return;
  needed.add(key);
  for (const child of manifest[key].imports ?? []) visit(child);
};
visit(entryKey);
visit(HOME_ROUTE);

const sizes = [...needed]
  .map((key) => {
    const file = manifest[key].file;
    return { file, kb: gzipSync(readFileSync(join(dist, file)), { level: 9 }).length / 1024 };
  })
  .sort((a, b) => b.kb - a.kb);
const total = sizes.reduce((sum, s) => sum + s.kb, 0);
for (const { file, kb } of sizes) console.log(`${kb.toFixed(1).padStart(8)} KB  ${file}`);
console.log(`home route initial JS: ${total.toFixed(1)} KB gzip (budget ${BUDGET_KB} KB)`);

const eager = sizes.filter(({ file }) => MUST_BE_LAZY.some((name) => file.includes(`/${name}-`)));
if (eager.length > 0) {
  console.error(`lazy chunks pulled into the home route: ${eager.map((e) => e.file).join(', ')}`);
  process.exit(1);
}
if (total > BUDGET_KB) {
  console.error(`over budget by ${(total - BUDGET_KB).toFixed(1)} KB`);
  process.exit(1);
}
