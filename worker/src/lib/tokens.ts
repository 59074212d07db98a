import { jwtVerify, SignJWT } from 'jose';

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

const keyOf = (secret: string) => new TextEncoder().encode(secret);

export async function signSessionToken(secret: string, uid: string, sid: string, now: Date): Promise<string> {
  const iat = Math.floor(now.getTime() / 1000);
  return new SignJWT({ sid })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(uid)
    .setIssuedAt(iat)
    .setExpirationTime(iat + TOKEN_TTL_SECONDS)
    .sign(keyOf(secret));
}

/**
 * Tokens whose signature was checked, with the secret they were checked against: every call a
 * page makes carries the same token, and the signature check (a key import and an HMAC) was a
 * fifth of a small authenticated request. Only the exact token string hits, so nothing unsigned
 * gets in; expiry is still checked on every use, and the session behind it by the caller.
 */
const verifiedTokens = new Map<string, { secret: string; claims: SessionClaims }>();
const MAX_VERIFIED_TOKENS = 10_000;

/** The claims of a valid token, or null for anything malformed, forged or expired. */
export async function verifySessionToken(
  secret: string,
  token: string,
  now: Date,
): Promise<SessionClaims | null> {
  const known = verifiedTokens.get(token);
  if (known && known.secret === secret) {
    return known.claims.exp > now.getTime() / 1000 ? known.claims : null;
  }
  try {
    const { payload } = await jwtVerify(token, keyOf(secret), {
      algorithms: ['HS256'],
      currentDate: now,
    });
    if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return null;
    if (typeof payload.iat !== 'number' || typeof payload.exp !== 'number') return null;
    const claims = { uid: payload.sub, sid: payload.sid, iat: payload.iat, exp: payload.exp };
    if (verifiedTokens.size >= MAX_VERIFIED_TOKENS)
      verifiedTokens.delete(verifiedTokens.keys().next().value!);
    verifiedTokens.set(token, { secret, claims });
    return claims;
  } catch {
    return null;
  }
}

/** The token from an Authorization header: raw, or after `Bearer `. */
export function tokenFromHeader(header: string | undefined): string | null {
  if (!header) return null;
  const value = header.trim();
  if (!value) return null;
  const bearer = /^Bearer\s+(.+)$/i.exec(value);
  return bearer ? bearer[1]!.trim() : value;
}
