#!/usr/bin/env node
// Builds the judge runner as a package of its own, for judge VMs and the runner image
// (infra/judge-runner/): one JavaScript file with its dependencies bundled in, the sandbox
// helper, and a package.json that pins what went in. It needs Node.js 20.19+ and nothing from npm.
//
//   node judge-runner/build-bundle.mjs [--out DIR]        (default dist/judge-runner)
//
//   DIR/package.json                  name, version, and `bundled`: every package inside, exactly
//   DIR/lib/bin/judge-runner.mjs      the runner (node DIR/lib/bin/judge-runner.mjs --help)
//   DIR/sandbox/build/jsandbox        the sandbox helper, linked statically (scripts/build-sandbox.mjs)
//   DIR/sandbox/src/                  its sources, to rebuild it on the judge machine if need be
//
// The runner finds the helper and its package.json two directories above its own file, as it does
// from the sources (judge-runner/src/sandbox/run-sandboxed.ts), so the layout above is fixed.
import { spawnSync } from 'node:child_process';
import {
  chmodSync,
  copyFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { build } from 'esbuild';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const { values } = parseArgs({ options: { out: { type: 'string' } } });
const out = resolve(values.out ?? join(root, 'dist/judge-runner'));
const rootPackage = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));

rmSync(out, { recursive: true, force: true });
mkdirSync(join(out, 'lib/bin'), { recursive: true });

const result = await build({
  entryPoints: [join(root, 'judge-runner/src/main.ts')],
  outfile: join(out, 'lib/bin/judge-runner.mjs'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  alias: { '@contract': join(root, 'contract') },
  define: { __JUDGE_RUNNER_VERSION__: JSON.stringify(rootPackage.version) },
  // Some bundled CommonJS packages call require() for Node's own modules.
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
  legalComments: 'eof',
  metafile: true,
  logLevel: 'warning',
});

/** The packages the bundle took from node_modules, with the exact versions installed. */
function bundledPackages() {
  const packages = {};
  for (const input of Object.keys(result.metafile.inputs)) {
    const match = /(?:^|\/)node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(input);
    if (!match) continue;
    const name = match[1];
    const manifest = join(
      root,
      input.slice(0, input.indexOf(`node_modules/${name}/`)),
      'node_modules',
      name,
      'package.json',
    );
    packages[name] = JSON.parse(readFileSync(manifest, 'utf8')).version;
  }
  return Object.fromEntries(Object.entries(packages).sort(([a], [b]) => a.localeCompare(b)));
}

const bundled = bundledPackages();
writeFileSync(
  join(out, 'package.json'),
  `${JSON.stringify(
    {
      name: 'judge-runner',
      version: rootPackage.version,
      private: true,
      type: 'module',
      description: 'The judge runner of judge-platform, bundled: no dependencies to install.',
      engines: rootPackage.engines,
      bin: { 'judge-runner': 'lib/bin/judge-runner.mjs' },
      // Already inside lib/bin/judge-runner.mjs; listed so the image says exactly what it runs.
      bundled,
    },
    null,
    2,
  )}\n`,
);
chmodSync(join(out, 'lib/bin/judge-runner.mjs'), 0o755);

// The sandbox helper: built (or found up to date) in the source tree, then copied.
cpSync(join(root, 'judge-runner/sandbox/src'), join(out, 'sandbox/src'), { recursive: true });
const helperBuild = spawnSync(process.execPath, [join(root, 'scripts/build-sandbox.mjs')], {
  stdio: 'inherit',
});
const helper = join(root, 'judge-runner/sandbox/build/jsandbox');
if (helperBuild.status === 0 && existsSync(helper)) {
  mkdirSync(join(out, 'sandbox/build'), { recursive: true });
  copyFileSync(helper, join(out, 'sandbox/build/jsandbox'));
  chmodSync(join(out, 'sandbox/build/jsandbox'), 0o755);
} else {
  console.warn('[build-bundle] the sandbox helper was not built: this bundle can only run --remote');
}

const size = (file) => `${(statSync(file).size / 1024).toFixed(0)} KiB`;
console.log(`[build-bundle] ${relative(process.cwd(), out) || '.'}: judge-runner ${rootPackage.version}`);
console.log(`  lib/bin/judge-runner.mjs ${size(join(out, 'lib/bin/judge-runner.mjs'))}`);
if (existsSync(join(out, 'sandbox/build/jsandbox')))
  console.log(`  sandbox/build/jsandbox ${size(join(out, 'sandbox/build/jsandbox'))}`);
console.log(
  `  bundled: ${Object.entries(bundled)
    .map(([name, version]) => `${name}@${version}`)
    .join(', ')}`,
);
