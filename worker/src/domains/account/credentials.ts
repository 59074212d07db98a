import { hashPassword, verifyPassword } from '../../lib/password';

/** A password no account has; only its hash is ever used. */
const DUMMY_PASSWORD = 'no-account-has-this-password';
const dummyHashes = new Map<number, Promise<string>>();

/**
 * Checks a login password against the account's stored hash or, when there is no such
 * account, against a fixed dummy hash with the site's iteration count, so an unknown
 * username costs the same PBKDF2 work as a known one and timing does not tell them apart.
 */
export async function verifyLoginPassword(
  password: string,
  storedHash: string | null,
  iterations: number,
): Promise<boolean> {
  if (storedHash !== null) return verifyPassword(password, storedHash);
  let dummy = dummyHashes.get(iterations);
  if (!dummy) {
    dummy = hashPassword(DUMMY_PASSWORD, iterations);
    dummyHashes.set(iterations, dummy);
  }
  await verifyPassword(password, await dummy);
  return false;
}
