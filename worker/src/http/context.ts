import type { Context } from 'hono';
import type { AppBindings } from '../platform/platform';

/** The signed-in user as the request sees it. */
export interface CurrentUser {
  uid: string;
  username: string;
  nickname: string | null;
  realname: string | null;
  avatar: string | null;
  email: string | null;
  titleName: string | null;
  titleColor: string | null;
  /** Role codes (1000–1008); shared by the requests of one cached session, so read-only. */
  roles: readonly number[];
  sessionId: string;
}

export interface AppEnv {
  Bindings: AppBindings;
  Variables: {
    user: CurrentUser | null;
    /** Url-Type: admin or general (spec 1 §7). */
    urlType: 'admin' | 'general';
  };
}

export type AppContext = Context<AppEnv>;

export const platformOf = (c: AppContext) => c.env.platform;
export const dbOf = (c: AppContext) => c.env.platform.db;
/** The client's address as the entry reports it (see AppBindings); null when unknown. */
export const clientAddressOf = (c: AppContext): string | null => c.env.clientAddress ?? null;
