import type { AppContext } from '../../http/context';

/** The client address as the edge in front of us reports it. */
export function clientIp(c: AppContext): string | null {
  const forwarded =
    c.req.header('CF-Connecting-IP') ?? c.req.header('X-Real-IP') ?? c.req.header('X-Forwarded-For');
  return forwarded?.split(',')[0]?.trim().slice(0, 64) || null;
}

export const userAgentOf = (c: AppContext) => c.req.header('User-Agent') ?? null;
