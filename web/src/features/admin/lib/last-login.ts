import { storage } from '@web/lib/storage';

const KEY = 'adminLastLogin';

export interface LastLogin {
  username: string;
  /** ISO time. */
  time: string;
}

/** The previous admin login in this browser, shown on the login page (spec 3 §2 "Shows last login"). */
export const lastLogin = {
  get: (): LastLogin | null => {
    const value = storage.getJson<LastLogin>(KEY);
    return value && typeof value.username === 'string' && typeof value.time === 'string' ? value : null;
  },
  record: (username: string, time = new Date()) =>
    storage.setJson(KEY, { username, time: time.toISOString() }),
};
