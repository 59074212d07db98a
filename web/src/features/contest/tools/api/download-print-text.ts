import { api } from '@web/lib/api-client';
import { saveBlob } from '@web/lib/save-blob';

/** GET /api/file/download-contest-print-text?id: the job's text as a file. */
export async function downloadPrintText(id: number) {
  const { blob, fileName } = await api.download('/api/file/download-contest-print-text', { id });
  saveBlob(blob, fileName ?? `print_${id}.txt`);
}
