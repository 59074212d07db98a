export function staticImportsOf(code: string): string[];
export function findChunkCycle(graph: Map<string, string[]>): string[] | null;
export function chunkGraph(assetsDir: string): Map<string, string[]>;
