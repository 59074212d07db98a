import * as jose from 'jose';
import { describe, expect, it, vi } from 'vitest';
import {
  MAX_VERIFIED_TOKENS,
  signSessionToken,
  TOKEN_TTL_SECONDS,
  tokenFromHeader,
  VERIFIED_MAX_AGE_MS,
  verifySessionToken,
} from './tokens';

// Counts the signature checks, so a test can tell a cached answer from a checked one.
vi.mock('jose', async (original) => {
  const actual = await original<typeof import('jose')>();
  return { ...actual, jwtVerify: vi.fn(actual.jwtVerify) };
});
const checks = () => vi.mocked(jose.jwtVerify).mock.calls.length;

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

  it('answers a token it verified again without checking its signature again', async () => {
    const now = new Date('2026-03-01T00:00:00Z');
    const token = await signSessionToken(secret, 'u3', 's3', now);
    const before = checks();
    expect(await verifySessionToken(secret, token, now)).toMatchObject({ uid: 'u3', sid: 's3' });
    expect(await verifySessionToken(secret, token, now)).toMatchObject({ uid: 'u3', sid: 's3' });
    expect(checks() - before).toBe(1);
  });

  it('checks the signature again once the entry is older than its maximum age', async () => {
    const now = new Date('2026-03-02T00:00:00Z');
    const token = await signSessionToken(secret, 'u4', 's4', now);
    await verifySessionToken(secret, token, now);
    const before = checks();
    await verifySessionToken(secret, token, new Date(now.getTime() + VERIFIED_MAX_AGE_MS - 1));
    expect(checks() - before).toBe(0);
    const later = new Date(now.getTime() + VERIFIED_MAX_AGE_MS);
    expect(await verifySessionToken(secret, token, later)).toMatchObject({ uid: 'u4' });
    expect(checks() - before).toBe(1);
  });

  it('never answers an altered or forged token from the cache', async () => {
    const now = new Date('2026-03-03T00:00:00Z');
    const token = await signSessionToken(secret, 'u5', 's5', now);
    expect(await verifySessionToken(secret, token, now)).not.toBeNull();
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const otherPayload = Buffer.from(
      JSON.stringify({ sid: 's-other', sub: 'root', iat: 1, exp: 4e9 }),
    ).toString('base64url');
    const flipped = signature.at(-2) === 'A' ? 'B' : 'A';
    const tampered = [
      `${header}.${otherPayload}.${signature}`,
      `${header}.${payload}.${signature.slice(0, -2)}${flipped}${signature.at(-1)}`,
      `${token}x`,
      ` ${token}`,
    ];
    for (const altered of tampered) {
      const before = checks();
      expect(await verifySessionToken(secret, altered, now)).toBeNull();
      expect(checks() - before).toBe(1);
    }
    // A token signed with another secret is refused even though its claims match a cached one.
    const forged = await signSessionToken('another-secret-entirely-0123456789', 'u5', 's5', now);
    expect(await verifySessionToken(secret, forged, now)).toBeNull();
  });

  it('keeps at most MAX_VERIFIED_TOKENS, dropping the least recently used', async () => {
    const now = new Date('2026-03-04T00:00:00Z');
    const first = await signSessionToken(secret, 'lru', 'first', now);
    const second = await signSessionToken(secret, 'lru', 'second', now);
    await verifySessionToken(secret, first, now);
    await verifySessionToken(secret, second, now);
    const others = await Promise.all(
      Array.from({ length: MAX_VERIFIED_TOKENS }, (_, i) => signSessionToken(secret, 'lru', `s${i}`, now)),
    );
    // `first` is used again half-way, so it is more recent than `second` and half the others.
    for (const [i, other] of others.entries()) {
      if (i === MAX_VERIFIED_TOKENS / 2) await verifySessionToken(secret, first, now);
      await verifySessionToken(secret, other, now);
    }
    let before = checks();
    expect(await verifySessionToken(secret, first, now)).toMatchObject({ sid: 'first' });
    expect(checks() - before).toBe(0);
    before = checks();
    expect(await verifySessionToken(secret, second, now)).toMatchObject({ sid: 'second' });
    expect(checks() - before).toBe(1);
  });

  it('shares one check between concurrent callers of one scope, and none across scopes', async () => {
    const now = new Date('2026-03-05T00:00:00Z');
    const scope = {};
    const token = await signSessionToken(secret, 'u6', 's6', now);
    let before = checks();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => verifySessionToken(secret, token, now, scope)),
    );
    expect(answers.every((claims) => claims?.sid === 's6')).toBe(true);
    expect(checks() - before).toBe(1);

    const other = await signSessionToken(secret, 'u7', 's7', now);
    before = checks();
    await Promise.all([
      verifySessionToken(secret, other, now, {}),
      verifySessionToken(secret, other, now, {}),
    ]);
    expect(checks() - before).toBe(2);
  });

  it('reads raw and Bearer headers, and takes no other scheme for a session token', () => {
    expect(tokenFromHeader('abc')).toBe('abc');
    expect(tokenFromHeader('Bearer abc')).toBe('abc');
    expect(tokenFromHeader('bearer   abc ')).toBe('abc');
    expect(tokenFromHeader('')).toBeNull();
    expect(tokenFromHeader('Runner secret-runner-token')).toBeNull();
    expect(tokenFromHeader('Bearer two words')).toBeNull();
    expect(tokenFromHeader(undefined)).toBeNull();
  });
});
