import { api } from '@web/lib/api-client';
import { saveBlob } from '@web/lib/save-blob';

export const GENERATED_USERS_PATH = '/api/file/generate-user-excel';

/** GET /api/file/generate-user-excel?key: the generated usernames and passwords as .xlsx. */
export async function downloadGeneratedUsers(key: string) {
  const { blob, fileName } = await api.download(GENERATED_USERS_PATH, { key });
  saveBlob(blob, fileName ?? `users_${key}.xlsx`);
}
