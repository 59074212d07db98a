// Cycles among the built chunks' static imports. When chunk A imports B and B (directly or through
// others) imports A, whichever the browser reaches first runs the other before its own bindings are
// initialised: the editor once failed with "Cannot read properties of undefined (reading 'define')"
// depending on which of its chunks a page happened to load first. Dynamic `import()` does not count:
// it waits for the whole graph it loads.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const STATIC_IMPORT = /(?:\bfrom|\bimport)\s*["']\.\/([^"']+\.js)["']/g;

/** The sibling chunks a built chunk imports statically (`import … from "./x.js"`, `import "./x.js"`, re-exports). */
export function staticImportsOf(code) {
  return [...new Set([...code.matchAll(STATIC_IMPORT)].map((match) => match[1]))];
}

/** One cycle as a list of chunk names (first = last), or null; `graph` maps a chunk to what it imports. */
export function findChunkCycle(graph) {
  const state = new Map(); // 1: on the current path, 2: done
  const path = [];
  const visit = (name) => {
    state.set(name, 1);
    path.push(name);
    for (const next of graph.get(name) ?? []) {
      if (state.get(next) === 1) return [...path.slice(path.indexOf(next)), next];
      if (!state.has(next)) {
        const cycle = visit(next);
        if (cycle) return cycle;
      }
    }
    path.pop();
    state.set(name, 2);
    return null;
  };
  for (const name of graph.keys()) {
    if (state.has(name)) continue;
    const cycle = visit(name);
    if (cycle) return cycle;
  }
  return null;
}

/** The static import graph of the JS chunks directly in a built assets folder. */
export function chunkGraph(assetsDir) {
  const graph = new Map();
  for (const file of readdirSync(assetsDir)) {
    if (!file.endsWith('.js')) continue;
    graph.set(file, staticImportsOf(readFileSync(join(assetsDir, file), 'utf8')));
  }
  return graph;
}
