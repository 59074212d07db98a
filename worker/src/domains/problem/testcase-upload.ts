import type { JudgeCaseMode } from '@contract/judge-status';
import { MISSING_OUTPUT, type TestcaseUploadResult, type UploadedCaseFile } from '@contract/problem';
import { isSubtaskMode, spreadScores } from '@contract/problem-rules';
import { badRequest, HttpError } from '../../http/errors';
import { randomId } from '../../lib/random';
import type { Platform } from '../../platform/platform';
import { ImportError } from './import-export/model';
import { readZip, stripSingleRoot, type ZipLimits } from './import-export/zip-reader';
import { pairTestcaseFiles } from './testcase-pairing';

/**
 * A test data zip is unpacked into the file store under `upload/<id>/` and described by a
 * manifest; nothing is permanent until a problem save takes the files into the
 * content-addressed store. The id goes back to the client as `fileListDir`.
 */

const MiB = 1024 * 1024;

export const TESTCASE_ZIP_LIMITS: ZipLimits & { maxZipBytes: number } = {
  maxZipBytes: 128 * MiB,
  maxEntries: 1000,
  maxEntryBytes: 128 * MiB,
  maxTotalBytes: 256 * MiB,
  maxRatio: 200,
  ratioFloorBytes: 16 * MiB,
};

/** Uploads older than this are refused at save time. */
const UPLOAD_TTL_MS = 24 * 60 * 60 * 1000;
const UPLOAD_ID = /^[0-9a-f]{32}$/;

interface UploadManifest {
  uid: string;
  createdAt: string;
  files: Record<string, { key: string; size: number }>;
}

const manifestKey = (id: string) => `upload/${id}/manifest.json`;

function asHttpError(error: unknown): unknown {
  if (error instanceof ImportError) return new HttpError(error.status, error.message);
  return error;
}

export async function receiveTestcaseZip(
  platform: Platform,
  uploader: { uid: string },
  zip: Uint8Array,
  mode: JudgeCaseMode,
): Promise<TestcaseUploadResult> {
  if (zip.byteLength > TESTCASE_ZIP_LIMITS.maxZipBytes) {
    throw new HttpError(413, `The zip file is larger than ${TESTCASE_ZIP_LIMITS.maxZipBytes / MiB} MB`);
  }
  let entries: Map<string, Uint8Array>;
  try {
    entries = stripSingleRoot(readZip(zip, TESTCASE_ZIP_LIMITS));
  } catch (error) {
    throw asHttpError(error);
  }

  const topLevel = [...entries.keys()].filter((name) => !name.includes('/'));
  const nested = [...entries.keys()].filter((name) => name.includes('/'));
  const { pairs, ignored } = pairTestcaseFiles(topLevel);
  if (pairs.length === 0) {
    throw badRequest('The zip contains no test data: expected files such as 1.in with 1.out (or 1.ans)');
  }

  const id = randomId(16);
  const files: UploadManifest['files'] = {};
  const written: string[] = [];
  const fileList: UploadedCaseFile[] = [];
  const scores = spreadScores(pairs.length);
  try {
    for (const [index, pair] of pairs.entries()) {
      const names = pair.output === null ? [pair.input] : [pair.input, pair.output];
      for (const name of names) {
        const key = `upload/${id}/${written.length}`;
        const data = entries.get(name)!;
        await platform.files.put(key, data);
        written.push(key);
        files[name] = { key, size: data.byteLength };
      }
      fileList.push({
        input: pair.input,
        output: pair.output ?? MISSING_OUTPUT,
        inputSize: files[pair.input]!.size,
        outputSize: pair.output === null ? 0 : files[pair.output]!.size,
        score: scores[index]!,
        ...(isSubtaskMode(mode) ? { groupNum: 1 } : {}),
      });
    }
    const manifest: UploadManifest = {
      uid: uploader.uid,
      createdAt: platform.clock.now().toISOString(),
      files,
    };
    await platform.files.put(manifestKey(id), JSON.stringify(manifest), { contentType: 'application/json' });
  } catch (error) {
    await Promise.allSettled(written.map((key) => platform.files.delete(key)));
    throw error;
  }
  return { fileList, fileListDir: id, ignoredFiles: [...ignored, ...nested] };
}

/** The files of an earlier upload, as its uploader may use them. */
export interface UploadedTestdata {
  has(name: string): boolean;
  read(name: string): Promise<Uint8Array>;
  /** Removes the upload once its files are stored for good. */
  discard(): Promise<void>;
}

export async function openUpload(
  platform: Platform,
  uploadId: string,
  uid: string,
): Promise<UploadedTestdata> {
  const expired = () =>
    badRequest('The uploaded test data has expired or does not exist: upload the zip again');
  if (!UPLOAD_ID.test(uploadId)) throw expired();
  const raw = await platform.files.getBytes(manifestKey(uploadId));
  if (!raw) throw expired();
  const manifest = JSON.parse(new TextDecoder().decode(raw)) as UploadManifest;
  const age = platform.clock.now().getTime() - new Date(manifest.createdAt).getTime();
  if (manifest.uid !== uid || age > UPLOAD_TTL_MS) throw expired();
  return {
    has: (name) => Object.hasOwn(manifest.files, name),
    async read(name) {
      const entry = manifest.files[name];
      const bytes = entry ? await platform.files.getBytes(entry.key) : null;
      if (!bytes) throw expired();
      return bytes;
    },
    async discard() {
      const keys = [...Object.values(manifest.files).map((f) => f.key), manifestKey(uploadId)];
      await Promise.allSettled(keys.map((key) => platform.files.delete(key)));
    },
  };
}
