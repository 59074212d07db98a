import { jwtVerify, SignJWT } from 'jose';
import { coalesce } from './coalesce';

/** A token lives 3 days; once it is 12 hours old the next request gets a fresh one. */
export const TOKEN_TTL_SECONDS = 3 * 24 * 3600;
export const TOKEN_RENEW_AFTER_SECONDS = 12 * 3600;

export interface SessionClaims {
  uid: string;
  sid: string;
  /** Issued at, seconds since epoch. */
  iat: number;
  exp: number;
}

/**
 * The HMAC key of each secret, imported once: handing jose the raw bytes made it import the key
 * again on every check (a few per cent of a small signed-in request). A CryptoKey is plain key
 * material bound to no request, so on Workers it is kept for the isolate's life like any other
 * global. Only the configured secret (and in tests a few more) ever gets here; the bound is a
 * guard, not a working size.
 */
const MAX_KEYS = 16;
const keys = new Map<string, CryptoKey>();

async function keyOf(secret: string): Promise<CryptoKey> {
  const known = keys.get(secret);
  if (known) return known;
  // Concurrent first uses may import twice; both keys are equal, and no promise is shared
  // (a Workers request must not await another request's promise).
  const key = await crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign', 'verify'],
  );
  if (keys.size >= MAX_KEYS) keys.delete(keys.keys().next().value!);
  keys.set(secret, key);
  return key;
}

export async function signSessionToken(secret: string, uid: string, sid: string, now: Date): Promise<string> {
  const iat = Math.floor(now.getTime() / 1000);
  return new SignJWT({ sid })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(uid)
    .setIssuedAt(iat)
    .setExpirationTime(iat + TOKEN_TTL_SECONDS)
    .sign(await keyOf(secret));
}

/**
 * Tokens whose signature was checked, with the secret they were checked against: every call a
 * page makes carries the same token, and the check (an HMAC and the JSON decoding) was a tenth
 * of a small signed-in request. The key is the whole token string, so an altered or forged
 * token never hits. Only the signature's verdict is kept: whether the session behind it is
 * still open (logout, password change, ban, role change) is the caller's per-request check
 * (account/session-lookup), so a kept entry never lets a revoked session through. An entry is
 * kept until the token expires, and at most VERIFIED_MAX_AGE_MS; the least recently used go
 * first once MAX_VERIFIED_TOKENS are kept.
 */
interface Verified {
  secret: string;
  claims: SessionClaims;
  /** Epoch milliseconds after which the signature is checked again. */
  keptUntil: number;
}
export const VERIFIED_MAX_AGE_MS = 60_000;
export const MAX_VERIFIED_TOKENS = 10_000;
const verifiedTokens = new Map<string, Verified>();

/**
 * The claims of a valid token, or null for anything malformed, forged or expired. `flightScope`,
 * when given, is an object whose concurrent callers may share one check: the request's database
 * object does (on Node one for the process; on Workers one per request, since a request must not
 * await a promise made in another).
 */
export async function verifySessionToken(
  secret: string,
  token: string,
  now: Date,
  flightScope?: object,
): Promise<SessionClaims | null> {
  const nowMs = now.getTime();
  const known = verifiedTokens.get(token);
  if (known) {
    verifiedTokens.delete(token);
    if (known.secret === secret && nowMs < known.keptUntil) {
      verifiedTokens.set(token, known); // most recently used last
      return known.claims;
    }
  }
  if (!flightScope) return checkSignature(secret, token, now);
  // Concurrent callers of one new token share one check (lib/coalesce's single flight), made as
  // of the first caller's clock: expiry is checked again as of each caller's.
  const claims = await coalesce(flightScope, `session-token:${secret}:${token}`, () =>
    checkSignature(secret, token, now),
  );
  return claims && nowMs < claims.exp * 1000 ? claims : null;
}

async function checkSignature(secret: string, token: string, now: Date): Promise<SessionClaims | null> {
  let claims: SessionClaims;
  try {
    const { payload } = await jwtVerify(token, await keyOf(secret), {
      algorithms: ['HS256'],
      currentDate: now,
    });
    if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return null;
    if (typeof payload.iat !== 'number' || typeof payload.exp !== 'number') return null;
    claims = { uid: payload.sub, sid: payload.sid, iat: payload.iat, exp: payload.exp };
  } catch {
    return null;
  }
  const keptUntil = Math.min(claims.exp * 1000, now.getTime() + VERIFIED_MAX_AGE_MS);
  verifiedTokens.delete(token);
  if (verifiedTokens.size >= MAX_VERIFIED_TOKENS) verifiedTokens.delete(verifiedTokens.keys().next().value!);
  verifiedTokens.set(token, { secret, claims, keptUntil });
  return claims;
}

/**
 * The token from an Authorization header: raw, or after `Bearer `. Any other scheme (a judge
 * runner's `Runner <token>`, on every lease and result) names no session: a JWT holds no
 * whitespace, so such a header is no session token and is not checked as one.
 */
export function tokenFromHeader(header: string | undefined): string | null {
  if (!header) return null;
  const value = header.trim();
  if (!value) return null;
  const bearer = /^Bearer\s+(.+)$/i.exec(value);
  const token = bearer ? bearer[1]!.trim() : value;
  return /\s/.test(token) ? null : token;
}
