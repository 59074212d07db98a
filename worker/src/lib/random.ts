import { bytesToHex } from './encoding';

/** A random hex id of `bytes` bytes (16 → 32 hex characters, like HOJ's uuids). */
export function randomId(bytes = 16): string {
  return bytesToHex(crypto.getRandomValues(new Uint8Array(bytes)));
}

/** A uniformly random integer in [0, max). */
export function randomInt(max: number): number {
  const limit = Math.floor(0x1_0000_0000 / max) * max;
  const buffer = new Uint32Array(1);
  for (;;) {
    crypto.getRandomValues(buffer);
    if (buffer[0]! < limit) return buffer[0]! % max;
  }
}

export function randomDigits(length: number): string {
  return Array.from({ length }, () => randomInt(10)).join('');
}

/** Characters that cannot be confused with each other when read off an image or a mail. */
const READABLE = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghjkmnpqrstuvwxyz23456789';

export function randomReadable(length: number): string {
  return Array.from({ length }, () => READABLE[randomInt(READABLE.length)]).join('');
}
