import { auth } from '@web/lib/auth';
import { authDialogStore } from '@web/lib/auth-dialog';
import { queryClient } from '@web/lib/query-client';
import { toastStore } from '@web/lib/toast';
import { setupTestI18n } from '@web/testing/i18n';
import { envelope } from '@web/testing/render';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { guard, requireAdmin, requireLogin, requireSiteFlag, requireSuperAdmin } from './guards';

const args = (path: string) =>
  ({ request: new Request(`http://oj.test${path}`), params: {}, context: undefined }) as never;
const user = (roleList: string[]) => ({ uid: 'u', username: 'u', avatar: null, roleList }) as never;
const lastToast = () => toastStore.get().at(-1)?.message;
const locationOf = (response: unknown) => (response as Response).headers.get('Location');

beforeAll(setupTestI18n);
beforeEach(() => {
  auth.clear();
  localStorage.setItem('userInfo', '{"stale":true}');
  toastStore.set([]);
  authDialogStore.set({ open: false, mode: 'login' });
  queryClient.clear();
});
afterEach(() => vi.unstubAllGlobals());

describe('requireLogin', () => {
  it('sends a visitor home with the login dialog open and the stored user cleared', () => {
    const result = requireLogin(args('/setting'));
    expect(locationOf(result)).toBe('/home');
    expect(authDialogStore.get()).toEqual({ open: true, mode: 'login' });
    expect(localStorage.getItem('userInfo')).toBeNull();
    expect(lastToast()).toBe('Please login first!');
  });

  it('sends a visitor of the admin area to the admin login', () => {
    expect(locationOf(requireLogin(args('/admin/problem')))).toBe('/admin/login');
    expect(authDialogStore.get().open).toBe(false);
  });

  it('lets a logged-in user through', () => {
    auth.login('tok', user(['default_user']));
    expect(requireLogin(args('/setting'))).toBeNull();
  });
});

describe('role guards', () => {
  it('admits the admin roles to admin routes only', () => {
    auth.login('tok', user(['problem_admin']));
    expect(requireAdmin(args('/admin/problem'))).toBeNull();
    auth.login('tok', user(['default_user']));
    expect(locationOf(requireAdmin(args('/admin/problem')))).toBe('/admin/login');
    expect(lastToast()).toBe('Please login again with the administrator account!');
  });

  it('admits only the super admin to super admin routes', () => {
    auth.login('tok', user(['admin']));
    expect(locationOf(requireSuperAdmin(args('/admin/conf')))).toBe('/admin/login');
    auth.login('tok', user(['root']));
    expect(requireSuperAdmin(args('/admin/conf'))).toBeNull();
  });

  it('opens the login dialog outside the admin area', () => {
    auth.login('tok', user(['default_user']));
    expect(locationOf(requireSuperAdmin(args('/rejudge')))).toBe('/home');
    expect(authDialogStore.get().open).toBe(true);
  });
});

describe('requireSiteFlag', () => {
  it('sends the visitor home when the site closed the area', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => envelope({ openPublicDiscussion: false, openGroupDiscussion: true })),
    );
    const discussion = guard(requireSiteFlag('openPublicDiscussion'));
    expect(locationOf(await discussion(args('/discussion')))).toBe('/home');
    expect(lastToast()).toBe('No Access: There is no open discussion area on the website!');
    expect(await guard(requireSiteFlag('openGroupDiscussion'))(args('/group/1/discussion'))).toBeNull();
  });

  it('checks login before the flag when both guard a route', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => envelope({ openContestComment: true })),
    );
    const result = await guard(
      requireLogin,
      requireSiteFlag('openContestComment'),
    )(args('/contest/1/comment'));
    expect(locationOf(result)).toBe('/home');
  });
});
