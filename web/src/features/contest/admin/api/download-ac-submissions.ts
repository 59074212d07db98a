import { api } from '@web/lib/api-client';
import { saveBlob } from '@web/lib/save-blob';

export type SplitType = 'user' | 'problem';

export interface AcSubmissionDownload {
  cid: number;
  excludeAdmin: boolean;
  splitType: SplitType;
}

export const AC_SUBMISSION_PATH = '/api/file/download-contest-ac-submission';

/** GET /api/file/download-contest-ac-submission?cid&excludeAdmin&splitType: the accepted code as a zip. */
export async function downloadAcSubmissions({ cid, excludeAdmin, splitType }: AcSubmissionDownload) {
  const { blob, fileName } = await api.download(AC_SUBMISSION_PATH, { cid, excludeAdmin, splitType });
  saveBlob(blob, fileName ?? `contest_${cid}_ac_submissions.zip`);
}
