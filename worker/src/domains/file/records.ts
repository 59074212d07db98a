import { uploadedFile } from '../../db/schema';
import type { DbOrTx } from '../../platform/db';

/**
 * Records a markdown image another area stored (a problem import's statement images), in the
 * caller's transaction. The store is content-addressed, so an image stored again is revived.
 */
export async function recordMarkdownImage(
  tx: DbOrTx,
  uid: string,
  image: { name: string; suffix: string; contentType: string; size: number; storageKey: string },
): Promise<void> {
  await tx
    .insert(uploadedFile)
    .values({ uid, type: 'md-img', ...image })
    .onConflictDoUpdate({ target: uploadedFile.storageKey, set: { deleted: false } });
}
