import type { UserInfo } from '@contract/account';
import { isAdminRole, isRoot, ROLE_NAMES, Role, type RoleCode } from '@contract/roles';
import { STORAGE_KEYS } from '@web/config/storage-keys';
import { createStore } from './create-store';
import { storage } from './storage';

export interface Session {
  token: string | null;
  user: UserInfo | null;
}

function readStoredSession(): Session {
  return { token: storage.get(STORAGE_KEYS.token), user: storage.getJson<UserInfo>(STORAGE_KEYS.userInfo) };
}

export const sessionStore = createStore<Session>(readStoredSession());

const CODE_BY_NAME: Record<string, RoleCode> = {
  ...Object.fromEntries(Object.entries(ROLE_NAMES).map(([code, name]) => [name, Number(code) as RoleCode])),
  // Spec 1 §3 also spells the default role as plain "user".
  user: Role.DEFAULT_USER,
};

/** Role names from the server (`root`, `admin`, …; numeric strings tolerated) as role codes. */
export function roleCodesOf(roleList: readonly string[] | undefined): RoleCode[] {
  const codes: RoleCode[] = [];
  for (const role of roleList ?? []) {
    const code = CODE_BY_NAME[role] ?? (Number(role) in ROLE_NAMES ? (Number(role) as RoleCode) : undefined);
    if (code !== undefined) codes.push(code);
  }
  return codes;
}

export const auth = {
  getToken: () => sessionStore.get().token,
  getUser: () => sessionStore.get().user,

  /** Stores a renewed token without touching the user (the `Refresh-Token` response header). */
  setToken(token: string) {
    storage.set(STORAGE_KEYS.token, token);
    sessionStore.set((s) => ({ ...s, token }));
  },

  login(token: string, user: UserInfo) {
    storage.set(STORAGE_KEYS.token, token);
    storage.setJson(STORAGE_KEYS.userInfo, user);
    sessionStore.set({ token, user });
  },

  setUser(user: UserInfo) {
    storage.setJson(STORAGE_KEYS.userInfo, user);
    sessionStore.set((s) => ({ ...s, user }));
  },

  updateUser(patch: Partial<UserInfo>) {
    const user = sessionStore.get().user;
    if (user) auth.setUser({ ...user, ...patch });
  },

  clear() {
    storage.remove(STORAGE_KEYS.token);
    storage.remove(STORAGE_KEYS.userInfo);
    sessionStore.set({ token: null, user: null });
  },

  /**
   * Spec 1 §4 page visibility: another tab may have logged in, out or as someone else.
   * Returns `removed` when the token disappeared so the caller can leave protected pages.
   */
  syncFromStorage(): 'removed' | 'changed' | 'unchanged' {
    const stored = readStoredSession();
    const current = sessionStore.get();
    if (!stored.token) {
      if (!current.token) return 'unchanged';
      storage.remove(STORAGE_KEYS.userInfo);
      sessionStore.set({ token: null, user: null });
      return 'removed';
    }
    if (stored.token !== current.token) {
      sessionStore.set(stored);
      return 'changed';
    }
    if (JSON.stringify(stored.user) !== JSON.stringify(current.user)) sessionStore.set(stored);
    return 'unchanged';
  },
};

export const useSession = () => sessionStore.use();
export const useUser = () => sessionStore.use().user;

export function useIsAuthenticated(): boolean {
  const { token, user } = sessionStore.use();
  return Boolean(token && user);
}

export const userIsAdmin = (user: UserInfo | null) => isAdminRole(roleCodesOf(user?.roleList));
export const userIsRoot = (user: UserInfo | null) => isRoot(roleCodesOf(user?.roleList));
