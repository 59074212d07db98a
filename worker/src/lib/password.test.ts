import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password';

describe('password hashing', () => {
  it('verifies the right password and refuses a wrong one', async () => {
    const stored = await hashPassword('s3cret-pass', 1000);
    expect(stored.startsWith('pbkdf2-sha256$1000$')).toBe(true);
    expect(await verifyPassword('s3cret-pass', stored)).toBe(true);
    expect(await verifyPassword('s3cret-pasS', stored)).toBe(false);
  });

  it('salts every hash', async () => {
    const a = await hashPassword('same', 1000);
    const b = await hashPassword('same', 1000);
    expect(a).not.toBe(b);
  });

  it('refuses malformed stored values instead of throwing', async () => {
    expect(await verifyPassword('x', 'plain')).toBe(false);
    expect(await verifyPassword('x', 'pbkdf2-sha256$abc$AA==$AA==')).toBe(false);
  });
});
