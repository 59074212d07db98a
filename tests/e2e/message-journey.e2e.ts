import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { apiLogin, loggedInContext, openAdminNav, ROOT_PASSWORD, snap, uniqueName } from './support';

/**
 * The message centre (issue 11): root writes a notice for all users at /admin/notice; after the
 * push a user sees the bell count, opens the system notices, reads it, and the count falls.
 */

const JOURNEY = 'message';
const PASSWORD = 'message-pass-1';
/**
 * The Node entry runs maintenance, and with it the push, every 60 s from the server's start; a
 * notice written now is delivered within one interval, plus slack for a loaded machine.
 */
const PUSH_WAIT_MS = 90_000;

const run = {
  user: uniqueName('msgu'),
  notice: uniqueName('Judge upgrade '),
};

async function createUser(request: APIRequestContext, username: string) {
  const res = await request.post('/api/admin/user/insert-batch-user', {
    headers: { Authorization: await apiLogin(request, 'root', ROOT_PASSWORD), 'Url-Type': 'admin' },
    data: { users: [[username, PASSWORD]] },
  });
  if (!res.ok()) throw new Error(`user not created: ${await res.text()}`);
}

async function adminLogin(page: Page) {
  await page.goto('/admin/login');
  await page.getByLabel('Username').fill('root');
  await page.getByLabel('Password').fill(ROOT_PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Welcome back, administrator')).toBeVisible();
}

test.describe
  .serial('messages', () => {
    test.use({ actionTimeout: 20_000 });

    test('a notice for all users reaches a user, whose bell count falls once it is read', async ({
      page,
      browser,
      request,
    }, testInfo) => {
      test.setTimeout(PUSH_WAIT_MS + 90_000);
      await createUser(request, run.user);

      await test.step('root writes a notice for all users at /admin/notice', async () => {
        await adminLogin(page);
        await openAdminNav(page, 'Notices');
        await expect(page).toHaveURL(/\/admin\/notice/);
        await page.getByRole('button', { name: 'Create notice' }).click();
        const dialog = page.getByRole('dialog', { name: 'Create notice' });
        await dialog.getByLabel('* Title').fill(run.notice);
        await dialog.getByLabel(/^\*?\s*Content$/).fill('The judge gets **faster** tonight.');
        await expect(dialog.getByRole('radio', { name: 'All users' })).toBeChecked();
        await snap(page, testInfo, JOURNEY, '01-notice-dialog');
        await dialog.getByRole('button', { name: 'Save' }).click();
        await expect(page.getByText('Post successfully')).toBeVisible();
        const row = page.getByRole('row').filter({ hasText: run.notice });
        await expect(row).toContainText('All users');
        await expect(row).toContainText('Waiting');
        await snap(page, testInfo, JOURNEY, '02-notice-list');
      });

      const userContext = await loggedInContext(browser, request, { username: run.user, password: PASSWORD });
      const user = await userContext.newPage();
      const token = await apiLogin(request, run.user, PASSWORD);

      await test.step('the push delivers it: the bell counts it', async () => {
        await expect
          .poll(
            async () => {
              const res = await request.get('/api/msg/unread', { headers: { Authorization: token } });
              return (await res.json())?.data?.sys ?? 0;
            },
            { timeout: PUSH_WAIT_MS, intervals: [2000] },
          )
          .toBeGreaterThan(0);
        await page.reload();
        await expect(page.getByRole('row').filter({ hasText: run.notice })).toContainText('Pushed');
        await user.goto('/home');
        const bell = user.getByRole('banner').getByRole('button', { name: /Messages/ });
        await expect(bell.locator('.badge')).toHaveText(/^[1-9]/);
        await bell.click();
        await snap(user, testInfo, JOURNEY, '03-bell');
        await user.getByRole('link', { name: /System Notices/ }).click();
      });

      await test.step('the user reads it in /message/sys and the count falls', async () => {
        await expect(user).toHaveURL(/\/message\/sys/);
        const notice = user.getByRole('article', { name: run.notice });
        await expect(notice).toBeVisible();
        await expect(notice.locator('strong').filter({ hasText: 'faster' })).toBeVisible();
        await expect(notice.getByRole('img', { name: 'Unread' })).toBeVisible();
        const tabs = user.getByRole('navigation', { name: 'Messages' });
        await expect(tabs.getByRole('tab', { name: 'System Notices', exact: true })).toBeVisible();
        await expect(
          user
            .getByRole('banner')
            .getByRole('button', { name: /Messages/ })
            .locator('.badge'),
        ).toHaveCount(0);
        await snap(user, testInfo, JOURNEY, '04-sys-read');
        await user.reload();
        await expect(
          user.getByRole('article', { name: run.notice }).getByRole('img', { name: 'Unread' }),
        ).toHaveCount(0);
      });
      await userContext.close();
    });
  });
