/**
 * The client's address on Workers: Cloudflare's edge sets CF-Connecting-IP on every request
 * it forwards and replaces any value the client sent, so the header is the client's own
 * address and cannot be spoofed. (X-Forwarded-For and X-Real-IP, which a client can write,
 * are not read.) Null when the header is absent, e.g. a request made inside a test.
 */
export function cloudflareClientAddress(request: Request): string | null {
  return request.headers.get('CF-Connecting-IP')?.trim() || null;
}
