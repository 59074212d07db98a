import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { strFromU8, unzipSync } from 'fflate';
import {
  apiLogin,
  isPhoneLayout,
  loggedInContext,
  openAdminNav,
  ROOT_PASSWORD,
  snap,
  uniqueName,
} from './support';

/**
 * The back office as root (issue 12): the dashboard with two runners and a judged burst, users
 * imported from a CSV file, 20 users generated into a spreadsheet, a ban that ends an open
 * session, registration closed for a visitor, and an announcement on the home page.
 */

const JOURNEY = 'office';
const A_PLUS_B = '1000';
const BURST = 5;
const MEMBER_PASSWORD = 'member-pass-1';

const ACCEPTED_CPP = `#include <iostream>
using namespace std;
int main() {
    long long a, b;
    cin >> a >> b;
    cout << a + b << endl;
    return 0;
}
`;

/** Shared by the tests of this journey: they run in order, each in its own page. */
const run = {
  imported: [uniqueName('csva'), uniqueName('csvb'), uniqueName('csvc')],
  // A letter last, so the numbers read apart from the random digits.
  generatedPrefix: `${uniqueName('g')}u`,
  announcement: uniqueName('Back office notice '),
};

async function adminHeaders(request: APIRequestContext) {
  return { Authorization: await apiLogin(request, 'root', ROOT_PASSWORD), 'Url-Type': 'admin' };
}

/** `count` plain users created through the import API (setup, not the journey itself). */
async function createMembers(request: APIRequestContext, count: number): Promise<string[]> {
  const names = Array.from({ length: count }, (_, i) => uniqueName(`b${i}`));
  const res = await request.post('/api/admin/user/insert-batch-user', {
    headers: await adminHeaders(request),
    data: { users: names.map((name) => [name, MEMBER_PASSWORD]) },
  });
  if (!res.ok()) throw new Error(`members not created: ${await res.text()}`);
  return names;
}

async function adminLogin(page: Page) {
  await page.goto('/admin/login');
  await page.getByLabel('Username').fill('root');
  await page.getByLabel('Password').fill(ROOT_PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Welcome back, administrator')).toBeVisible();
}

const counter = (page: Page, key: 'users' | 'today' | 'contests') =>
  page.getByTestId(`dashboard-counter-${key}`).locator('.stat-value');

/** The rows of an .xlsx sheet as text cells, shared strings resolved. */
function readSheet(path: string): string[][] {
  const files = unzipSync(new Uint8Array(readFileSync(path)));
  const decode = (xml: string) =>
    xml
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&apos;/g, "'")
      .replace(/&amp;/g, '&');
  const textOf = (xml: string) =>
    decode([...xml.matchAll(/<t[^>]*>([^<]*)<\/t>/g)].map((m) => m[1]).join(''));
  const sharedXml = files['xl/sharedStrings.xml'] ? strFromU8(files['xl/sharedStrings.xml']) : '';
  const shared = [...sharedXml.matchAll(/<si>([\s\S]*?)<\/si>/g)].map((m) => textOf(m[1]!));
  const sheetName = Object.keys(files).find((name) => /^xl\/worksheets\/[^/]+\.xml$/.test(name));
  if (!sheetName) throw new Error(`no worksheet in ${Object.keys(files).join(', ')}`);
  const sheet = strFromU8(files[sheetName]!);
  return [...sheet.matchAll(/<row[^>]*>([\s\S]*?)<\/row>/g)].map((row) =>
    [...row[1]!.matchAll(/<c([^>]*?)(?:\/>|>([\s\S]*?)<\/c>)/g)].map(([, attrs, body = '']) => {
      if (/\bt="s"/.test(attrs!)) return shared[Number(/<v>([^<]*)<\/v>/.exec(body)?.[1])] ?? '';
      if (/\bt="inlineStr"/.test(attrs!)) return textOf(body);
      return decode(/<v>([^<]*)<\/v>/.exec(body)?.[1] ?? '');
    }),
  );
}

test.describe
  .serial('the admin back office as root', () => {
    // A missing control fails its step at once instead of using up the whole test.
    test.use({ actionTimeout: 20_000 });

    test('the dashboard shows the healthy runners and a judged burst', async ({
      page,
      request,
    }, testInfo) => {
      await test.step('log in at /admin/login and land on the dashboard', async () => {
        await adminLogin(page);
        // Root starts at the dashboard.
        await expect(page).toHaveURL(/\/admin$/);
        await expect(page.getByRole('heading', { name: 'Dashboard', exact: true })).toBeVisible();
        await expect(counter(page, 'users')).toHaveText(/^\d+$/);
        await expect(counter(page, 'today')).toHaveText(/^\d+$/);
        await expect(counter(page, 'contests')).toHaveText(/^\d+$/);
      });

      await test.step('two sandbox runners and the remote runner, connected and healthy', async () => {
        await expect(page.getByText('Judge servers (3)')).toBeVisible({ timeout: 30_000 });
        const servers = page.getByRole('table').filter({ hasText: 'Last heartbeat' });
        await expect(servers.getByText('Healthy', { exact: true })).toHaveCount(3);
        // The remote runner runs no language here: it submits to other judges.
        await expect(servers.getByRole('row').filter({ hasText: /-remote-0/ })).toContainText('0 / 8');
        await expect(page.getByText('No judge runner is connected')).toHaveCount(0);
        await expect(page.getByTestId('dashboard-queue-waiting')).toHaveText(/^\d+$/);
        await expect(page.getByText("Jobs wait in this server's database.")).toBeVisible();
        await snap(page, testInfo, JOURNEY, '01-dashboard');
      });

      await test.step('a burst of submissions is counted and judged', async () => {
        const before = Number(await counter(page, 'today').textContent());
        const members = await createMembers(request, BURST);
        const submitIds = await Promise.all(
          members.map(async (username) => {
            const token = await apiLogin(request, username, MEMBER_PASSWORD);
            const res = await request.post('/api/submit-problem-judge', {
              headers: { Authorization: token },
              data: { pid: A_PLUS_B, language: 'C++', code: ACCEPTED_CPP, cid: 0, isRemote: false },
            });
            const body = await res.json();
            expect(body.status, JSON.stringify(body)).toBe(200);
            return body.data.submitId as number;
          }),
        );
        expect(new Set(submitIds).size).toBe(BURST);
        // The page refreshes itself every 10 seconds.
        await expect
          .poll(async () => Number(await counter(page, 'today').textContent()), { timeout: 30_000 })
          .toBeGreaterThanOrEqual(before + BURST);
        const headers = await adminHeaders(request);
        // Runners judge fast: once every job is done the queue drains to nothing waiting.
        await expect
          .poll(
            async () => {
              const res = await request.get('/api/admin/dashboard/get-judge-activity', { headers });
              const data = (await res.json())?.data;
              const judged = (data?.perMinute ?? []).reduce(
                (sum: number, m: { judged: number }) => sum + m.judged,
                0,
              );
              return { judged: judged >= BURST, waiting: data?.queue?.waiting };
            },
            { timeout: 60_000 },
          )
          .toEqual({ judged: true, waiting: 0 });
        await expect(page.getByTestId('dashboard-queue-waiting')).toHaveText('0', { timeout: 20_000 });
        await expect(page.getByText('Nothing waiting')).toBeVisible();
        await snap(page, testInfo, JOURNEY, '02-dashboard-after-burst');
      });

      await test.step('the dashboard on a tablet, then in the dark theme', async () => {
        await page.setViewportSize({ width: 1024, height: 768 });
        await expect(page.getByText('Judge servers (3)')).toBeVisible();
        await snap(page, testInfo, JOURNEY, '03-dashboard-tablet');
        await page.getByRole('button', { name: 'Switch to the dark theme' }).click();
        await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
        await snap(page, testInfo, JOURNEY, '04-dashboard-tablet-dark');
        await page.getByRole('button', { name: 'Switch to the light theme' }).click();
        await expect(page.locator('html')).not.toHaveAttribute('data-theme', 'dark');
      });
    });

    test('users: a CSV import, 20 generated users in a spreadsheet and a ban that ends a session', async ({
      page,
      browser,
      request,
    }, testInfo) => {
      await adminLogin(page);
      await openAdminNav(page, 'Users');
      await expect(page).toHaveURL(/\/admin\/user/);
      const search = page.getByLabel('Search username, name or email');

      await test.step('import three users from a CSV file with a preview', async () => {
        const csv = run.imported
          .map((name, i) => `${name},csv-pass-${i}1,${name}@example.com,Real ${i},male,Nick ${i},MIT`)
          .join('\n');
        const path = join(mkdtempSync(join(tmpdir(), 'office-e2e-')), 'users.csv');
        writeFileSync(path, `${csv}\n`);
        await page.getByLabel('CSV file').setInputFiles(path);
        const preview = page.getByRole('table', { name: 'Rows to import' });
        await expect(preview.getByRole('row')).toHaveCount(4);
        await expect(preview).toContainText(`${run.imported[0]}@example.com`);
        await expect(preview).not.toContainText('csv-pass-01');
        await snap(page, testInfo, JOURNEY, '05-import-preview');
        await page.getByRole('button', { name: /^Import 3 rows?(\(s\))?$/ }).click();
        await expect(page.getByText(/^3 users?(\(s\))? imported, 0 rows?(\(s\))? skipped$/)).toBeVisible();
        await expect(preview).toHaveCount(0);
        await search.fill(run.imported[1]!);
        await search.press('Enter');
        const row = page.getByRole('row').filter({ hasText: run.imported[1]! });
        await expect(row).toContainText(`${run.imported[1]}@example.com`);
        await expect(row).toContainText('Normal');
        await snap(page, testInfo, JOURNEY, '06-imported-in-list');
        await apiLogin(request, run.imported[1]!, 'csv-pass-11');
      });

      await test.step('generate 20 users and open the downloaded spreadsheet', async () => {
        await page.getByRole('button', { name: 'Generate users' }).click();
        const dialog = page.getByRole('dialog', { name: 'Generate users' });
        await dialog.getByLabel('Prefix').fill(run.generatedPrefix);
        await dialog.getByLabel('Number from').fill('1');
        await dialog.getByLabel('Number to').fill('20');
        await dialog.getByLabel('Password length').fill('10');
        await expect(dialog).toContainText(`The first username will be ${run.generatedPrefix}1`);
        await snap(page, testInfo, JOURNEY, '07-generate-dialog');
        const downloading = page.waitForEvent('download');
        await dialog.getByRole('button', { name: 'Generate and download' }).click();
        const download = await downloading;
        expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
        await expect(dialog.getByRole('button', { name: 'Download again' })).toBeVisible();
        await expect(dialog.getByText(/can be downloaded for 30 minutes/)).toBeVisible();
        const path = join(mkdtempSync(join(tmpdir(), 'office-xlsx-')), download.suggestedFilename());
        await download.saveAs(path);
        const rows = readSheet(path).filter((cells) => cells.some((cell) => cell !== ''));
        expect(rows[0]).toEqual(['Username', 'Password']);
        const users = rows.slice(1);
        expect(users).toHaveLength(20);
        expect(users.map(([name]) => name).sort()).toEqual(
          Array.from({ length: 20 }, (_, i) => `${run.generatedPrefix}${i + 1}`).sort(),
        );
        for (const [, password] of users) expect(password).toHaveLength(10);
        const [name, password] = users[6]!;
        await apiLogin(request, name!, password!);
        // The dialog's own close button, not a toast's shown inside the dialog.
        await dialog.locator('[data-modal-close]').click();
        await expect(dialog).toHaveCount(0);
        await search.fill(run.generatedPrefix);
        await search.press('Enter');
        await expect(page.getByText('Total 20', { exact: true })).toBeVisible();
        await snap(page, testInfo, JOURNEY, '08-generated-in-list');
        // All 20 share one creation time, so their order over the two pages is not fixed.
        await search.fill(name!);
        await search.press('Enter');
        await expect(page.getByRole('row').filter({ hasText: name! })).toContainText('Normal');
        await expect(page.getByText('Total 1', { exact: true })).toBeVisible();
      });

      await test.step('ban a user whose session is open: their next call fails', async () => {
        const banned = run.imported[2]!;
        const token = await apiLogin(request, banned, 'csv-pass-21');
        const userContext = await loggedInContext(browser, request, {
          username: banned,
          password: 'csv-pass-21',
        });
        const userPage = await userContext.newPage();
        await userPage.goto('/setting');
        await expect(userPage.getByRole('banner')).toContainText(banned);
        const me = await request.get('/api/get-user-auth-info', { headers: { Authorization: token } });
        expect(me.status()).toBe(200);

        await search.fill(banned);
        await search.press('Enter');
        const row = page.getByRole('row').filter({ hasText: banned });
        await row.getByRole('button', { name: `Edit ${banned}` }).click();
        const dialog = page.getByRole('dialog', { name: `Edit ${banned}` });
        await dialog.getByLabel('Status').selectOption({ label: 'Disabled' });
        await expect(
          dialog.getByText('A disabled user is signed out at once and cannot log in'),
        ).toBeVisible();
        await snap(page, testInfo, JOURNEY, '09-ban-dialog');
        await dialog.getByRole('button', { name: 'Save' }).click();
        await expect(page.getByText('The user was saved')).toBeVisible();
        await expect(row).toContainText('Disabled');

        const after = await request.get('/api/get-user-auth-info', { headers: { Authorization: token } });
        expect(after.status()).toBe(401);
        const relogin = await request.post('/api/login', {
          data: { username: banned, password: 'csv-pass-21' },
        });
        expect(relogin.ok()).toBeFalsy();
        await userPage.reload();
        await expect(userPage.getByRole('banner').getByRole('button', { name: 'Login' })).toBeVisible();
        await expect(userPage.getByRole('banner')).not.toContainText(banned);
        // The refused call opens the login dialog, where logging in again is refused too.
        const login = userPage.getByRole('dialog');
        await expect(login.getByRole('heading')).toContainText('Login');
        await snap(userPage, testInfo, JOURNEY, '10-banned-user-logged-out');
        await userContext.close();
      });
    });

    test('registration closed for a visitor, and an announcement on the home page', async ({
      page,
      browser,
    }, testInfo) => {
      await adminLogin(page);
      const visitorContext = await browser.newContext();
      const visitor = await visitorContext.newPage();
      const allowRegister = page.getByRole('checkbox', { name: 'Allow registration' });
      const websiteForm = page.getByRole('form', { name: 'Website settings' });

      try {
        await test.step('close registration on the website tab', async () => {
          await openAdminNav(page, 'System Config');
          await expect(page).toHaveURL(/\/admin\/conf/);
          await page.getByRole('tab', { name: 'Website' }).click();
          await expect(allowRegister).toBeChecked();
          await allowRegister.uncheck();
          await websiteForm.getByRole('button', { name: 'Save' }).click();
          await expect(websiteForm.getByText('Saved successfully')).toBeVisible();
          await snap(page, testInfo, JOURNEY, '11-registration-closed');
        });

        await test.step('a visitor cannot register', async () => {
          await visitor.goto('/home');
          await expect(visitor.getByRole('banner').getByRole('button', { name: 'Login' })).toBeVisible();
          await expect(visitor.getByRole('banner').getByRole('button', { name: 'Register' })).toHaveCount(0);
          const email = `${uniqueName('late')}@example.com`;
          const refused = await visitor.request.get('/api/get-register-code', { params: { email } });
          expect(refused.status()).toBe(403);
          expect((await refused.json()).msg).toBe(
            'Sorry, registration is not open on this site at the moment',
          );
          await snap(visitor, testInfo, JOURNEY, '12-visitor-no-register');
        });
      } finally {
        // Reopened whatever happened, so the other journeys can register.
        await page.goto('/admin/conf?tab=website');
        if (!(await allowRegister.isChecked())) {
          await allowRegister.check();
          await websiteForm.getByRole('button', { name: 'Save' }).click();
          await expect(websiteForm.getByText('Saved successfully')).toBeVisible();
        }
      }

      await test.step('registration is open again', async () => {
        await visitor.reload();
        await expect(visitor.getByRole('banner').getByRole('button', { name: 'Register' })).toBeVisible();
      });

      await test.step('publish an announcement', async () => {
        await openAdminNav(page, 'Announcements');
        await expect(page).toHaveURL(/\/admin\/announcement/);
        await page.getByRole('button', { name: 'Create announcement' }).click();
        const dialog = page.getByRole('dialog', { name: 'Create announcement' });
        await dialog.getByLabel('* Title').fill(run.announcement);
        await dialog.getByLabel(/^\*?\s*Content$/).fill('The judge is **back** after maintenance.');
        await expect(dialog.getByRole('checkbox', { name: 'Visible' })).toBeChecked();
        // Below 1024 px the preview sits behind its tab instead of beside the source.
        if (isPhoneLayout(page)) await dialog.getByRole('tab', { name: 'Preview' }).click();
        await expect(dialog.locator('strong').filter({ hasText: 'back' })).toBeVisible();
        await snap(page, testInfo, JOURNEY, '13-announcement-dialog');
        await dialog.getByRole('button', { name: 'Save' }).click();
        await expect(page.getByText('Created successfully')).toBeVisible();
        await expect(page.getByRole('row').filter({ hasText: run.announcement })).toBeVisible();
        await snap(page, testInfo, JOURNEY, '14-announcement-list');
      });

      await test.step('the visitor sees it on the home page', async () => {
        await visitor.goto('/home');
        await expect(visitor.getByText(run.announcement)).toBeVisible();
        await snap(visitor, testInfo, JOURNEY, '15-home-announcement');
      });
      await visitorContext.close();
    });
  });
