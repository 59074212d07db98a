import { Inflate } from 'fflate';
import { ImportError } from './model';

/**
 * A defensive ZIP reader for uploaded problem archives. It reads the central directory
 * itself so every entry is checked before a byte is inflated: safe relative paths only
 * (no zip-slip), UTF-8 names, declared sizes within the limits, no overlapping entries
 * (the trick behind non-recursive zip bombs), then inflates each entry into a buffer of
 * exactly its declared size and stops the moment it would grow past it.
 */

export interface ZipLimits {
  maxEntries: number;
  maxEntryBytes: number;
  maxTotalBytes: number;
  /** Inflated over compressed size of the whole archive, checked once it inflates past `ratioFloorBytes`. */
  maxRatio: number;
  ratioFloorBytes: number;
}

const MiB = 1024 * 1024;

export const DEFAULT_ZIP_LIMITS: ZipLimits = {
  maxEntries: 10_000,
  maxEntryBytes: 128 * MiB,
  maxTotalBytes: 256 * MiB,
  maxRatio: 200,
  ratioFloorBytes: 32 * MiB,
};

/** Files of the archive by path; directories are implied by the paths. */
export type ZipEntries = Map<string, Uint8Array>;

interface CentralEntry {
  name: string;
  isDirectory: boolean;
  method: number;
  crc: number;
  compressedSize: number;
  size: number;
  localOffset: number;
  dataStart: number;
}

const EOCD_SIGNATURE = 0x06054b50;
const CENTRAL_SIGNATURE = 0x02014b50;
const LOCAL_SIGNATURE = 0x04034b50;
const INFLATE_CHUNK = 16 * 1024;
const S_IFMT = 0o170000;
const S_IFLNK = 0o120000;

const utf8Names = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });

/** Archive noise some tools add; skipped after their paths are checked. */
const isJunk = (path: string) => path.startsWith('__MACOSX/') || /(^|\/)\.DS_Store$/.test(path);

export function readZip(archive: Uint8Array, limits: ZipLimits = DEFAULT_ZIP_LIMITS): ZipEntries {
  const view = new DataView(archive.buffer, archive.byteOffset, archive.byteLength);
  const entries = readCentralDirectory(archive, view, limits);
  checkSizes(entries, archive.byteLength, limits);

  const files: ZipEntries = new Map();
  for (const entry of entries) {
    if (!entry.isDirectory && !isJunk(entry.name)) files.set(entry.name, extract(archive, entry));
  }
  return files;
}

function readCentralDirectory(archive: Uint8Array, view: DataView, limits: ZipLimits): CentralEntry[] {
  const eocd = findEndOfCentralDirectory(view);
  if (eocd < 0) throw new ImportError('The file is not a zip archive');
  const disk = view.getUint16(eocd + 4, true);
  const centralDisk = view.getUint16(eocd + 6, true);
  const count = view.getUint16(eocd + 10, true);
  const centralSize = view.getUint32(eocd + 12, true);
  const centralOffset = view.getUint32(eocd + 16, true);
  if (disk !== 0 || centralDisk !== 0)
    throw new ImportError('Split (multi-volume) zip archives are not supported');
  if (count === 0xffff || centralOffset === 0xffffffff || centralSize === 0xffffffff) {
    throw new ImportError('ZIP64 archives are not supported; problem archives must stay under 4 GB');
  }
  if (count === 0) throw new ImportError('The zip archive is empty');
  if (count > limits.maxEntries) {
    throw new ImportError(
      `The zip archive has ${count} entries; at most ${limits.maxEntries} are allowed`,
      413,
    );
  }
  if (centralOffset + centralSize > eocd)
    throw new ImportError('The zip archive is corrupt (bad central directory)');

  const entries: CentralEntry[] = [];
  const seen = new Set<string>();
  let at = centralOffset;
  for (let i = 0; i < count; i++) {
    if (at + 46 > eocd || view.getUint32(at, true) !== CENTRAL_SIGNATURE) {
      throw new ImportError('The zip archive is corrupt (bad central directory)');
    }
    const flags = view.getUint16(at + 8, true);
    const method = view.getUint16(at + 10, true);
    const crc = view.getUint32(at + 16, true);
    const compressedSize = view.getUint32(at + 20, true);
    const size = view.getUint32(at + 24, true);
    const nameLength = view.getUint16(at + 28, true);
    const extraLength = view.getUint16(at + 30, true);
    const commentLength = view.getUint16(at + 32, true);
    const externalAttributes = view.getUint32(at + 38, true);
    const localOffset = view.getUint32(at + 42, true);
    const nameBytes = archive.subarray(at + 46, at + 46 + nameLength);
    at += 46 + nameLength + extraLength + commentLength;

    const name = decodeName(nameBytes);
    const isDirectory = name.endsWith('/');
    checkPath(name);
    if (seen.has(name)) throw new ImportError(`The zip archive lists "${name}" twice`);
    seen.add(name);
    if (flags & 0x1) throw new ImportError(`"${name}" is encrypted; encrypted archives are not supported`);
    if (((externalAttributes >>> 16) & S_IFMT) === S_IFLNK) {
      throw new ImportError(`"${name}" is a symbolic link; links are not allowed in problem archives`);
    }
    if (!isDirectory && method !== 0 && method !== 8) {
      throw new ImportError(
        `"${name}" uses an unsupported compression method (${method}); use deflate or store`,
      );
    }
    if (size === 0xffffffff || compressedSize === 0xffffffff) {
      throw new ImportError('ZIP64 archives are not supported; problem archives must stay under 4 GB');
    }
    const dataStart = localDataStart(view, localOffset, name, centralOffset);
    entries.push({ name, isDirectory, method, crc, compressedSize, size, localOffset, dataStart });
  }
  checkNoOverlap(entries, centralOffset);
  return entries;
}

function findEndOfCentralDirectory(view: DataView): number {
  const lowest = Math.max(0, view.byteLength - 22 - 0xffff);
  for (let at = view.byteLength - 22; at >= lowest; at--) {
    if (view.getUint32(at, true) === EOCD_SIGNATURE) return at;
  }
  return -1;
}

function decodeName(bytes: Uint8Array): string {
  try {
    return utf8Names.decode(bytes);
  } catch {
    throw new ImportError(
      'The zip archive has a file name that is not UTF-8 (e.g. GBK); re-create it with UTF-8 file names',
    );
  }
}

/** Refuses every path that could climb out of an extraction folder or be read two ways. */
export function checkPath(name: string): void {
  const refuse = (why: string) => {
    throw new ImportError(`The zip archive entry "${name}" was refused: ${why}`);
  };
  if (name.length === 0) refuse('empty file name');
  if (name.includes('\\')) refuse('backslashes are not allowed in paths');
  if (name.startsWith('/')) refuse('absolute paths are not allowed');
  if (/^[A-Za-z]:/.test(name)) refuse('drive letters are not allowed');
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what is refused
  if (/[\u0000-\u001f\u007f]/.test(name)) refuse('control characters are not allowed in paths');
  const segments = name.endsWith('/') ? name.slice(0, -1).split('/') : name.split('/');
  for (const segment of segments) {
    if (segment === '..') refuse('paths may not climb with ".."');
    if (segment === '.' || segment === '') refuse('paths may not contain "." or empty segments');
  }
}

function localDataStart(view: DataView, offset: number, name: string, limit: number): number {
  if (offset + 30 > limit || view.getUint32(offset, true) !== LOCAL_SIGNATURE) {
    throw new ImportError(`The zip archive is corrupt ("${name}" has no local header)`);
  }
  return offset + 30 + view.getUint16(offset + 26, true) + view.getUint16(offset + 28, true);
}

function checkNoOverlap(entries: CentralEntry[], centralOffset: number): void {
  const byOffset = [...entries].sort((a, b) => a.localOffset - b.localOffset);
  let end = 0;
  for (const entry of byOffset) {
    if (entry.localOffset < end) {
      throw new ImportError(
        `The zip archive has overlapping entries ("${entry.name}"); it looks like a zip bomb`,
      );
    }
    end = entry.dataStart + entry.compressedSize;
    if (end > centralOffset)
      throw new ImportError(`The zip archive is corrupt ("${entry.name}" is truncated)`);
  }
}

function checkSizes(entries: CentralEntry[], archiveBytes: number, limits: ZipLimits): void {
  let total = 0;
  for (const entry of entries) {
    if (entry.isDirectory) continue;
    if (entry.size > limits.maxEntryBytes) {
      throw new ImportError(
        `"${entry.name}" inflates to ${formatBytes(entry.size)}; one file may be at most ${formatBytes(limits.maxEntryBytes)}`,
        413,
      );
    }
    if (entry.method === 0 && entry.size !== entry.compressedSize) {
      throw new ImportError(`The zip archive is corrupt ("${entry.name}" has inconsistent sizes)`);
    }
    total += entry.size;
  }
  if (total > limits.maxTotalBytes) {
    throw new ImportError(
      `The archive inflates to ${formatBytes(total)}; at most ${formatBytes(limits.maxTotalBytes)} is allowed`,
      413,
    );
  }
  if (total > limits.ratioFloorBytes && total / Math.max(1, archiveBytes) > limits.maxRatio) {
    throw new ImportError(
      `The archive inflates ${Math.round(total / archiveBytes)} times its size; it looks like a zip bomb`,
      413,
    );
  }
}

function extract(archive: Uint8Array, entry: CentralEntry): Uint8Array {
  const compressed = archive.subarray(entry.dataStart, entry.dataStart + entry.compressedSize);
  const data = entry.method === 0 ? compressed.slice() : inflateExactly(compressed, entry);
  if (crc32(data) !== entry.crc)
    throw new ImportError(`The zip archive is corrupt ("${entry.name}" fails its CRC check)`);
  return data;
}

/** Inflates into a buffer of the declared size; a stream that wants more is stopped at once. */
function inflateExactly(compressed: Uint8Array, entry: CentralEntry): Uint8Array {
  const out = new Uint8Array(entry.size);
  let written = 0;
  let overflow = false;
  const inflater = new Inflate((chunk) => {
    if (overflow) return;
    if (written + chunk.length > entry.size) {
      overflow = true;
      return;
    }
    out.set(chunk, written);
    written += chunk.length;
  });
  try {
    if (compressed.length === 0) inflater.push(compressed, true);
    for (let at = 0; at < compressed.length && !overflow; at += INFLATE_CHUNK) {
      const end = Math.min(at + INFLATE_CHUNK, compressed.length);
      inflater.push(compressed.subarray(at, end), end === compressed.length);
    }
  } catch {
    if (!overflow) throw new ImportError(`The zip archive is corrupt ("${entry.name}" cannot be inflated)`);
  }
  if (overflow) {
    throw new ImportError(`"${entry.name}" inflates beyond its declared size; it looks like a zip bomb`, 413);
  }
  if (written !== entry.size)
    throw new ImportError(`The zip archive is corrupt ("${entry.name}" is truncated)`);
  return out;
}

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

export function crc32(data: Uint8Array): number {
  let crc = 0xffffffff;
  for (let i = 0; i < data.length; i++) crc = CRC_TABLE[(crc ^ data[i]!) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

export function formatBytes(bytes: number): string {
  if (bytes >= MiB) return `${Math.round((bytes / MiB) * 10) / 10} MB`;
  if (bytes >= 1024) return `${Math.round((bytes / 1024) * 10) / 10} KB`;
  return `${bytes} bytes`;
}

/**
 * Archives made by zipping a folder put everything under one top directory. Returns the
 * entries relative to it when every entry shares one, else the entries unchanged.
 */
export function stripSingleRoot(entries: ZipEntries): ZipEntries {
  const roots = new Set<string>();
  for (const path of entries.keys()) {
    const slash = path.indexOf('/');
    if (slash < 0) return entries;
    roots.add(path.slice(0, slash));
    if (roots.size > 1) return entries;
  }
  const [root] = roots;
  if (root === undefined) return entries;
  return new Map([...entries].map(([path, data]) => [path.slice(root.length + 1), data]));
}
