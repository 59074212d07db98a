import { createReadStream } from 'node:fs';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { Readable } from 'node:stream';
import { randomId } from '../lib/random';
import { assertSafeKey, type FileStore } from '../platform/file-store';

/** The file store of the embedded default: one file per key under a root folder, written atomically. */
export function createFsFileStore(root: string): FileStore {
  const pathOf = (key: string) => {
    assertSafeKey(key);
    return join(root, key);
  };
  const contentTypeFile = (path: string) => `${path}.content-type`;

  return {
    async put(key, data, options) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      const temp = `${path}.${randomId(6)}.tmp`;
      await writeFile(temp, data);
      await rename(temp, path);
      if (options?.contentType) await writeFile(contentTypeFile(path), options.contentType);
    },
    async get(key) {
      const path = pathOf(key);
      try {
        const info = await stat(path);
        const contentType = await readFile(contentTypeFile(path), 'utf8').catch(
          () => 'application/octet-stream',
        );
        const body = Readable.toWeb(createReadStream(path)) as ReadableStream<Uint8Array>;
        return { body, size: info.size, contentType };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async getBytes(key) {
      try {
        return new Uint8Array(await readFile(pathOf(key)));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async has(key) {
      try {
        await stat(pathOf(key));
        return true;
      } catch {
        return false;
      }
    },
    async delete(key) {
      const path = pathOf(key);
      await rm(path, { force: true });
      await rm(contentTypeFile(path), { force: true });
    },
  };
}
