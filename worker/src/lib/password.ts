import { base64ToBytes, bytesToBase64, timingSafeEqual } from './encoding';

/**
 * PBKDF2-SHA256 through WebCrypto, so it runs on Workers and Node alike. Workers cap the
 * iteration count at 100000. The stored form carries its parameters so they can change.
 */
const FORMAT = 'pbkdf2-sha256';

async function derive(password: string, salt: Uint8Array, iterations: number): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(password), 'PBKDF2', false, [
    'deriveBits',
  ]);
  const bits = await crypto.subtle.deriveBits(
    { name: 'PBKDF2', hash: 'SHA-256', salt: salt as Uint8Array<ArrayBuffer>, iterations },
    key,
    256,
  );
  return new Uint8Array(bits);
}

export async function hashPassword(password: string, iterations: number): Promise<string> {
  const salt = crypto.getRandomValues(new Uint8Array(16));
  const hash = await derive(password, salt, iterations);
  return `${FORMAT}$${iterations}$${bytesToBase64(salt)}$${bytesToBase64(hash)}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [format, iterationsText, saltText, hashText] = stored.split('$');
  if (format !== FORMAT || !iterationsText || !saltText || !hashText) return false;
  const iterations = Number(iterationsText);
  if (!Number.isInteger(iterations) || iterations < 1) return false;
  const hash = await derive(password, base64ToBytes(saltText), iterations);
  return timingSafeEqual(bytesToBase64(hash), hashText);
}
