import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { entryGraph } from './build/entry-graph';
import { precompress } from './build/precompress';

const fromHere = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * Heavy libraries get chunks of their own so that a route pulls them only when it renders
 * an editor, a chart or a formula; the home route's initial JS stays small.
 */
const vendorGroups: {
  name: string;
  test: RegExp;
  includeDependenciesRecursively?: boolean;
}[] = [
  {
    // The editor core only: each language pack (@codemirror/lang-*, legacy modes and their Lezer
    // grammars) and each packaged theme (@uiw/codemirror-theme-*) stays in a chunk of its own,
    // fetched when a problem offers that language or a user picks that theme. The completion
    // package (closing brackets for the editor, completions for a few language packs) and the
    // React component that imports the editor's setup stay outside too: the core imports neither,
    // so no chunk imports a chunk that imports it back (a cycle lets one chunk run before what it
    // imports is initialised, which broke the editor depending on which chunk loaded first;
    // `npm run check:bundle` fails on a cycle among the built chunks).
    name: 'codemirror',
    // Without this the group also captures React (a dependency of @uiw/react-codemirror) and the
    // home route's entry would import the whole editor chunk.
    includeDependenciesRecursively: false,
    test: /node_modules[\\/](@codemirror[\\/](state|view|language|commands)|@lezer[\\/](common|highlight|lr)|@uiw[\\/](?!codemirror-theme-|react-codemirror)[\w-]+|codemirror|crelt|style-mod|w3c-keyname)[\\/]/,
  },
  { name: 'echarts', test: /node_modules[\\/](echarts|zrender)[\\/]/ },
  { name: 'math', test: /node_modules[\\/]temml[\\/]/ },
  { name: 'marked', test: /node_modules[\\/](marked|dompurify)[\\/]/ },
  // Only the admin feature's own modules: pulling in their dependencies (React, the router…) would
  // make the home route's entry import this chunk.
  {
    name: 'admin',
    test: /[\\/]web[\\/]src[\\/]features[\\/]admin[\\/]/,
    includeDependenciesRecursively: false,
  },
];

const everyPage = entryGraph();

/**
 * React Router publishes its development build under every export condition and leaves the
 * production one to its own Vite plugin, which this SPA does not use. A production build gets
 * the production file: the same code with its development warnings compiled out.
 */
const reactRouterProduction = join(
  dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production/index.mjs',
);

/**
 * One hash over every interface text. Each `locales/<lng>/<namespace>.json` is a chunk of its own
 * (web/src/lib/i18n.ts), and the entry carries the address of all of them: with a hash per file
 * that table is ~170 random names on every page, with one shared hash it compresses to almost
 * nothing. Any edit to a text renames them all, which costs a returning visitor a couple of
 * small downloads.
 */
function localesHash(): string {
  const dir = fromHere('./src/locales');
  const hash = createHash('sha256');
  const files = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.json'));
  for (const file of files.sort()) hash.update(file).update(readFileSync(join(dir, file)));
  return hash.digest('hex').slice(0, 10);
}
const LOCALE_CHUNK = /[\\/]src[\\/]locales[\\/]([\w-]+)[\\/]([\w-]+)\.json$/;

export default defineConfig(({ command }) => {
  const locales = command === 'build' ? localesHash() : '';
  return {
    root: fromHere('.'),
    base: '/',
    // precompress: .br and .gz twins of the built files, which the Node entry sends as they are.
    plugins: [react(), tailwindcss(), everyPage.plugin, precompress()],
    resolve: {
      alias: [
        { find: '@contract', replacement: fromHere('../contract') },
        { find: '@web', replacement: fromHere('./src') },
        // The editor's trimmed setup in place of the package's (see the file's header).
        {
          find: /^@uiw\/codemirror-extensions-basic-setup$/,
          replacement: fromHere('./src/components/code-editor/basic-setup.ts'),
        },
        ...(command === 'build' ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : []),
      ],
    },
    server: {
      port: 5173,
      // API_PROXY_TARGET lets a developer point the dev server at an API on another port.
      proxy: {
        '/api': { target: process.env.API_PROXY_TARGET ?? 'http://localhost:8080', changeOrigin: true },
      },
    },
    build: {
      // WEB_DIST_DIR, relative to the repository as scripts/start.mjs and the Node server read
      // it: parallel builds (two checkouts, concurrent test runs) each write and serve their own
      // folder, whatever directory the build is started from.
      outDir: process.env.WEB_DIST_DIR
        ? resolve(fromHere('..'), process.env.WEB_DIST_DIR)
        : fromHere('./dist'),
      emptyOutDir: true,
      // Every browser the app supports (ES modules with dynamic import) preloads modules itself.
      modulePreload: { polyfill: false },
      rolldownOptions: {
        output: {
          chunkFileNames: (chunk) => {
            const locale = chunk.facadeModuleId?.match(LOCALE_CHUNK);
            return locale
              ? `assets/locales-${locales}/${locale[1]}/${locale[2]}.js`
              : 'assets/[name]-[hash].js';
          },
          codeSplitting: {
            groups: [
              // First, so that a module the entry needs stays with it even when a vendor group's
              // pattern matches it too.
              { name: 'app', test: everyPage.includes, priority: 20 },
              ...vendorGroups.map((group) => ({ ...group, priority: 10 })),
            ],
          },
        },
      },
    },
  };
});
