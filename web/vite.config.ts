import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './build/precompress';

const fromHere = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * Heavy libraries get chunks of their own so that a route pulls them only when it renders
 * an editor, a chart or a formula; the home route's initial JS stays small.
 */
const vendorGroups: { name: string; test: RegExp; includeDependenciesRecursively?: boolean }[] = [
  {
    // The editor core only: each language pack (@codemirror/lang-*, legacy modes and their Lezer
    // grammars) stays in a chunk of its own, fetched when a problem offers that language.
    name: 'codemirror',
    // Without this the group also captures React (a dependency of @uiw/react-codemirror) and the
    // home route's entry would import the whole editor chunk.
    includeDependenciesRecursively: false,
    test: /node_modules[\\/](@codemirror[\\/](state|view|language|commands|search|autocomplete|lint)|@lezer[\\/](common|highlight|lr)|@uiw|codemirror|crelt|style-mod|w3c-keyname)[\\/]/,
  },
  { name: 'echarts', test: /node_modules[\\/](echarts|zrender)[\\/]/ },
  { name: 'katex', test: /node_modules[\\/]katex[\\/]/ },
  { name: 'marked', test: /node_modules[\\/](marked|dompurify)[\\/]/ },
  // Only the admin feature's own modules: pulling in their dependencies (React, the router…) would
  // make the home route's entry import this chunk.
  {
    name: 'admin',
    test: /[\\/]web[\\/]src[\\/]features[\\/]admin[\\/]/,
    includeDependenciesRecursively: false,
  },
];

export default defineConfig({
  root: fromHere('.'),
  base: '/',
  // precompress: .br and .gz twins of the built files, which the Node entry sends as they are.
  plugins: [react(), tailwindcss(), precompress()],
  resolve: {
    alias: {
      '@contract': fromHere('../contract'),
      '@web': fromHere('./src'),
    },
  },
  server: {
    port: 5173,
    // API_PROXY_TARGET lets a developer point the dev server at an API on another port.
    proxy: {
      '/api': { target: process.env.API_PROXY_TARGET ?? 'http://localhost:8080', changeOrigin: true },
    },
  },
  build: {
    outDir: fromHere('./dist'),
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: vendorGroups.map((group) => ({ ...group, priority: 10 })),
        },
      },
    },
  },
});
