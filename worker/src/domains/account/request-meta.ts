import type { AppContext } from '../../http/context';

export const userAgentOf = (c: AppContext) => c.req.header('User-Agent') ?? null;
