import { describe, expect, it } from 'vitest';
import { signSessionToken, TOKEN_TTL_SECONDS, tokenFromHeader, verifySessionToken } from './tokens';

const secret = 'test-secret-of-enough-length-0123456789';

describe('session tokens', () => {
  it('round-trips uid and session id', async () => {
    const now = new Date('2026-01-01T00:00:00Z');
    const token = await signSessionToken(secret, 'u1', 's1', now);
    const claims = await verifySessionToken(secret, token, now);
    expect(claims).toMatchObject({ uid: 'u1', sid: 's1' });
    expect(claims!.exp - claims!.iat).toBe(TOKEN_TTL_SECONDS);
  });

  it('refuses expired, forged and garbage tokens', async () => {
    const now = new Date('2026-01-01T00:00:00Z');
    const token = await signSessionToken(secret, 'u1', 's1', now);
    const later = new Date(now.getTime() + (TOKEN_TTL_SECONDS + 5) * 1000);
    expect(await verifySessionToken(secret, token, later)).toBeNull();
    expect(await verifySessionToken('another-secret-entirely-0123456789', token, now)).toBeNull();
    expect(await verifySessionToken(secret, 'not.a.token', now)).toBeNull();
  });

  it('still expires a token, and still refuses it under another secret, once it was verified', async () => {
    const now = new Date('2026-02-01T00:00:00Z');
    const token = await signSessionToken(secret, 'u2', 's2', now);
    expect(await verifySessionToken(secret, token, now)).toMatchObject({ uid: 'u2', sid: 's2' });
    expect(await verifySessionToken('another-secret-entirely-0123456789', token, now)).toBeNull();
    const atExpiry = new Date(now.getTime() + TOKEN_TTL_SECONDS * 1000);
    expect(await verifySessionToken(secret, token, atExpiry)).toBeNull();
    expect(await verifySessionToken(secret, token, new Date(atExpiry.getTime() - 1000))).toMatchObject({
      uid: 'u2',
    });
  });

  it('reads raw and Bearer headers', () => {
    expect(tokenFromHeader('abc')).toBe('abc');
    expect(tokenFromHeader('Bearer abc')).toBe('abc');
    expect(tokenFromHeader('bearer   abc ')).toBe('abc');
    expect(tokenFromHeader('')).toBeNull();
    expect(tokenFromHeader(undefined)).toBeNull();
  });
});
