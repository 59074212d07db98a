import { auth } from '@web/lib/auth';
import { queryClient } from '@web/lib/query-client';
import { createPageExists } from '@web/lib/route-availability';
import { toastStore } from '@web/lib/toast';
import { setupTestI18n } from '@web/testing/i18n';
import { envelope } from '@web/testing/render';
import { createMemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { routes } from '../router';

const adminPageExists = createPageExists(routes);

const user = (roleList: string[]) => ({ uid: 'u1', username: 'someone', avatar: null, roleList }) as never;
const lastToast = () => toastStore.get().at(-1)?.message;

/** Where the route table sends a visitor of `url`, once every loader has run. */
async function landOn(url: string): Promise<string> {
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  await vi.waitFor(() => {
    if (!router.state.initialized || router.state.navigation.state !== 'idle')
      throw new Error('still routing');
  });
  const { pathname } = router.state.location;
  router.dispose();
  return pathname;
}

beforeAll(setupTestI18n);
beforeEach(() => {
  auth.clear();
  toastStore.set([]);
  queryClient.clear();
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => envelope({ records: [], total: 0, current: 1, size: 10 })),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('admin route guards (spec 1 §2.2, spec 3 §2)', () => {
  it('sends a visitor without login to /admin/login', async () => {
    expect(await landOn('/admin/problems')).toBe('/admin/login');
    expect(lastToast()).toBe('Please login first!');
    expect(await landOn('/admin')).toBe('/admin/login');
  });

  it('sends any other /admin path to /admin/login', async () => {
    auth.login('tok', user(['root']));
    expect(await landOn('/admin/no-such-page')).toBe('/admin/login');
    auth.clear();
    expect(await landOn('/admin/user')).toBe('/admin/login');
  });

  it('refuses a logged-in user without an admin role', async () => {
    auth.login('tok', user(['default_user']));
    expect(await landOn('/admin/problem/create')).toBe('/admin/login');
    expect(lastToast()).toBe('Please login again with the administrator account!');
  });

  it('lets every admin role in: the super admin starts at the dashboard, the others at the problem list', async () => {
    auth.login('tok', user(['root']));
    expect(await landOn('/admin')).toBe('/admin');
    for (const role of ['root', 'admin', 'problem_admin']) {
      auth.login('tok', user([role]));
      if (role !== 'root') expect(await landOn('/admin')).toBe('/admin/problems');
      expect(await landOn('/admin/problem/edit/3')).toBe('/admin/problem/edit/3');
      expect(await landOn('/admin/problem/tag')).toBe('/admin/problem/tag');
      expect(await landOn('/admin/problem/batch-operation')).toBe('/admin/problem/batch-operation');
    }
  });

  it("keeps the super admin's pages (S) from the other admin roles", async () => {
    for (const page of ['/admin/user', '/admin/announcement', '/admin/conf', '/admin/switch']) {
      auth.login('tok', user(['admin']));
      expect(await landOn(page)).toBe('/admin/login');
      expect(lastToast()).toBe('Please login again with the administrator account!');
      auth.login('tok', user(['root']));
      expect(await landOn(page)).toBe(page);
    }
  });

  it('keeps the login page open to everyone', async () => {
    expect(await landOn('/admin/login')).toBe('/admin/login');
    auth.login('tok', user(['default_user']));
    expect(await landOn('/admin/login')).toBe('/admin/login');
  });
});

describe('admin menu availability', () => {
  it('counts only routed pages, not redirects or the catch-all', () => {
    expect(adminPageExists('/admin/problems')).toBe(true);
    expect(adminPageExists('/admin/problem/create')).toBe(true);
    expect(adminPageExists('/admin/problem/tag')).toBe(true);
    expect(adminPageExists('/admin')).toBe(true);
    expect(adminPageExists('/admin/user')).toBe(true);
    expect(adminPageExists('/admin/notice')).toBe(true);
    expect(adminPageExists('/admin/discussion')).toBe(true);
    expect(adminPageExists('/admin/group-problem/apply')).toBe(true);
    // Unbuilt sections match the catch-all.
    expect(adminPageExists('/admin/no-such-section')).toBe(false);
    expect(adminPageExists('/admin/contest')).toBe(true);
    expect(adminPageExists('/admin/contest/create')).toBe(true);
  });
});
