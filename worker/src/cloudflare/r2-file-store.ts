import type { R2Bucket } from '@cloudflare/workers-types';
import { assertSafeKey, type FileStore } from '../platform/file-store';

const DEFAULT_CONTENT_TYPE = 'application/octet-stream';

/** The file store on Cloudflare: one R2 object per key, the content type in its HTTP metadata. */
export function createR2FileStore(bucket: R2Bucket): FileStore {
  return {
    async put(key, data, options) {
      assertSafeKey(key);
      await bucket.put(key, data, {
        httpMetadata: { contentType: options?.contentType ?? DEFAULT_CONTENT_TYPE },
      });
    },
    async get(key) {
      assertSafeKey(key);
      const object = await bucket.get(key);
      if (!object) return null;
      return {
        body: object.body as unknown as ReadableStream<Uint8Array>,
        size: object.size,
        contentType: object.httpMetadata?.contentType ?? DEFAULT_CONTENT_TYPE,
      };
    },
    async getBytes(key) {
      assertSafeKey(key);
      const object = await bucket.get(key);
      return object ? new Uint8Array(await object.arrayBuffer()) : null;
    },
    async has(key) {
      assertSafeKey(key);
      return (await bucket.head(key)) !== null;
    },
    async delete(key) {
      assertSafeKey(key);
      await bucket.delete(key);
    },
  };
}
