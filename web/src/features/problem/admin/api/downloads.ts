import { api } from '@web/lib/api-client';
import { saveBlob } from '@web/lib/save-blob';

/** GET /api/file/download-testcase?pid: the problem's test data as a zip. */
export async function downloadTestcase(pid: number, problemId?: string) {
  const { blob, fileName } = await api.download('/api/file/download-testcase', { pid });
  saveBlob(blob, fileName ?? `problem_${problemId ?? pid}_testcase.zip`);
}

/** GET /api/file/export-problem?pidList=1&pidList=2: the chosen problems as one archive. */
export async function exportProblems(pids: readonly number[]) {
  const { blob, fileName } = await api.download('/api/file/export-problem', { pidList: pids });
  saveBlob(blob, fileName ?? `export-problems-${pids.length}.zip`);
}
