/**
 * The remote judge accounts are kept encrypted at rest with AES-GCM under a key derived from the
 * deployment's secret (REMOTE_ACCOUNT_KEY). WebCrypto only, so the same code runs on Workers and
 * on Node. Usernames are also hashed (HMAC under a second derived key) so the table can keep one
 * row per account of a judge without decrypting every row to look one up.
 */

import { base64ToBytes, bytesToBase64, bytesToHex } from '../../lib/encoding';

const encoder = new TextEncoder();
const decoder = new TextDecoder();
/** AES-GCM's recommended nonce length. */
const IV_BYTES = 12;
/** A ciphertext's format version, so the scheme can change without guessing what a row holds. */
const CIPHER_PREFIX = 'v1:';

interface AccountKeys {
  cipher: CryptoKey;
  mac: CryptoKey;
}

/** Deriving costs a few WebCrypto calls; a deployment has one secret, so the keys are kept. */
const derived = new Map<string, Promise<AccountKeys>>();

function accountKeys(secret: string): Promise<AccountKeys> {
  let keys = derived.get(secret);
  if (!keys) {
    keys = deriveKeys(secret);
    derived.set(secret, keys);
    // A failed derivation must not be remembered: the next call tries again.
    keys.catch(() => derived.delete(secret));
  }
  return keys;
}

async function deriveKeys(secret: string): Promise<AccountKeys> {
  const base = await crypto.subtle.importKey('raw', encoder.encode(secret), 'HKDF', false, ['deriveKey']);
  // Separate keys per purpose: the hash of a username must reveal nothing about the cipher key.
  const params = (info: string) => ({
    name: 'HKDF',
    hash: 'SHA-256',
    salt: encoder.encode('remote-judge-accounts'),
    info: encoder.encode(info),
  });
  const [cipher, mac] = await Promise.all([
    crypto.subtle.deriveKey(params('aes-gcm'), base, { name: 'AES-GCM', length: 256 }, false, [
      'encrypt',
      'decrypt',
    ]),
    crypto.subtle.deriveKey(params('hmac'), base, { name: 'HMAC', hash: 'SHA-256', length: 256 }, false, [
      'sign',
    ]),
  ]);
  return { cipher, mac };
}

/** `v1:` + base64(iv ‖ ciphertext ‖ tag); a fresh random IV each time. */
export async function encryptSecret(secret: string, plain: string): Promise<string> {
  const { cipher } = await accountKeys(secret);
  const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES));
  const sealed = new Uint8Array(
    await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, cipher, encoder.encode(plain)),
  );
  const out = new Uint8Array(IV_BYTES + sealed.length);
  out.set(iv);
  out.set(sealed, IV_BYTES);
  return CIPHER_PREFIX + bytesToBase64(out);
}

/**
 * The plain text of `encryptSecret`'s output. Throws when the text was not sealed under this
 * secret (REMOTE_ACCOUNT_KEY changed): the caller says which account cannot be read.
 */
export async function decryptSecret(secret: string, sealed: string): Promise<string> {
  if (!sealed.startsWith(CIPHER_PREFIX)) throw new Error('not a sealed remote account value');
  const bytes = base64ToBytes(sealed.slice(CIPHER_PREFIX.length)) as Uint8Array<ArrayBuffer>;
  const { cipher } = await accountKeys(secret);
  const plain = await crypto.subtle.decrypt(
    { name: 'AES-GCM', iv: bytes.slice(0, IV_BYTES) },
    cipher,
    bytes.slice(IV_BYTES),
  );
  return decoder.decode(plain);
}

/** HMAC-SHA-256 of an account's username on one judge, hex: the same username always hashes the same. */
export async function usernameDigest(secret: string, oj: string, username: string): Promise<string> {
  const { mac } = await accountKeys(secret);
  const signature = new Uint8Array(
    await crypto.subtle.sign('HMAC', mac, encoder.encode(`${oj}\n${username}`)),
  );
  return bytesToHex(signature);
}
