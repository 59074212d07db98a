import { api } from '@web/lib/api-client';
import { saveBlob } from '@web/lib/save-blob';

/** GET /api/file/download-contest-rank: the board as a spreadsheet (contest admins). */
export async function downloadContestRank(
  cid: string,
  options: { forceRefresh: boolean; removeStar: boolean },
) {
  const { blob, fileName } = await api.download('/api/file/download-contest-rank', { cid, ...options });
  saveBlob(blob, fileName ?? `contest_${cid}_rank.xlsx`);
}
