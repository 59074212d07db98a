import { deflateSync } from 'fflate';
import { crc32 } from '../../worker/src/domains/problem/import-export/zip-reader';

/**
 * Builds ZIP archives byte by byte, including the malformed and hostile ones real tools
 * refuse to write: climbing paths, lying sizes, overlapping entries, non-UTF-8 names.
 */
export interface ZipBuildEntry {
  /** The name as text (written as UTF-8) or as raw bytes (e.g. GBK). */
  name: string | Uint8Array;
  data?: Uint8Array | string;
  method?: 'store' | 'deflate';
  /** Uncompressed size written in the headers, when it should lie. */
  declaredSize?: number;
  /** General purpose flags; bit 11 (UTF-8 names) is set for text names unless given. */
  flags?: number;
  /** Unix mode in the high 16 bits of the external attributes (e.g. 0o120777 for a symlink). */
  unixMode?: number;
  /** Point this central entry at the local header of an earlier entry (overlap). */
  sameDataAs?: number;
}

const encoder = new TextEncoder();

export function buildZip(entries: ZipBuildEntry[]): Uint8Array {
  const locals: Uint8Array[] = [];
  const centrals: Uint8Array[] = [];
  const offsets: number[] = [];
  let offset = 0;
  entries.forEach((entry, index) => {
    const name = typeof entry.name === 'string' ? encoder.encode(entry.name) : entry.name;
    const raw =
      typeof entry.data === 'string' ? encoder.encode(entry.data) : (entry.data ?? new Uint8Array());
    const method = entry.method === 'store' ? 0 : 8;
    const body = method === 0 ? raw : deflateSync(raw);
    const crc = crc32(raw);
    const size = entry.declaredSize ?? raw.length;
    const flags = entry.flags ?? (typeof entry.name === 'string' ? 0x800 : 0);
    let localOffset = offset;
    if (entry.sameDataAs !== undefined) {
      localOffset = offsets[entry.sameDataAs]!;
    } else {
      const local = new Uint8Array(30 + name.length + body.length);
      const lv = new DataView(local.buffer);
      lv.setUint32(0, 0x04034b50, true);
      lv.setUint16(4, 20, true);
      lv.setUint16(6, flags, true);
      lv.setUint16(8, method, true);
      lv.setUint32(14, crc, true);
      lv.setUint32(18, body.length, true);
      lv.setUint32(22, size, true);
      lv.setUint16(26, name.length, true);
      local.set(name, 30);
      local.set(body, 30 + name.length);
      locals.push(local);
      offset += local.length;
    }
    offsets[index] = localOffset;
    const central = new Uint8Array(46 + name.length);
    const cv = new DataView(central.buffer);
    cv.setUint32(0, 0x02014b50, true);
    cv.setUint16(4, (3 << 8) | 20, true);
    cv.setUint16(6, 20, true);
    cv.setUint16(8, flags, true);
    cv.setUint16(10, method, true);
    cv.setUint32(16, crc, true);
    cv.setUint32(20, body.length, true);
    cv.setUint32(24, size, true);
    cv.setUint16(28, name.length, true);
    cv.setUint32(38, ((entry.unixMode ?? 0o100644) << 16) >>> 0, true);
    cv.setUint32(42, localOffset, true);
    central.set(name, 46);
    centrals.push(central);
  });
  const centralSize = centrals.reduce((n, c) => n + c.length, 0);
  const end = new Uint8Array(22);
  const ev = new DataView(end.buffer);
  ev.setUint32(0, 0x06054b50, true);
  ev.setUint16(8, entries.length, true);
  ev.setUint16(10, entries.length, true);
  ev.setUint32(12, centralSize, true);
  ev.setUint32(16, offset, true);
  const out = new Uint8Array(offset + centralSize + 22);
  let at = 0;
  for (const part of [...locals, ...centrals, end]) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/** A zip of plain files from a path → content map. */
export function zipOf(files: Record<string, string | Uint8Array>): Uint8Array {
  return buildZip(Object.entries(files).map(([name, data]) => ({ name, data })));
}
