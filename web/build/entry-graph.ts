import type { Plugin } from 'vite';

/**
 * The modules every page runs: the entry and everything it imports statically. The bundler
 * would otherwise cut them into a dozen small shared chunks (React's JSX runtime, the query
 * cache, the API client…), because lazy route chunks import them too; every page then downloads
 * all of them anyway, each compressed on its own. Gathered into one chunk they compress better
 * (brotli finds repeats across what were separate files) and cost one request.
 */
export function entryGraph(): { plugin: Plugin; includes: (id: string) => boolean } {
  const modules = new Set<string>();
  const plugin: Plugin = {
    name: 'judge:entry-graph',
    apply: 'build',
    buildEnd() {
      modules.clear();
      const pending = [...this.getModuleIds()].filter((id) => this.getModuleInfo(id)?.isEntry);
      while (pending.length > 0) {
        const id = pending.pop()!;
        if (modules.has(id)) continue;
        modules.add(id);
        pending.push(...(this.getModuleInfo(id)?.importedIds ?? []));
      }
    },
  };
  return { plugin, includes: (id) => modules.has(id) };
}
