import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import {
  apiLogin,
  loggedInContext,
  openAdminNav,
  ROOT_PASSWORD,
  registerUser,
  snap,
  uniqueName,
} from './support';

/**
 * Remote judging on a desktop, against the loopback stand-ins the config starts (account
 * judgebot/secret): root puts the account in the Codeforces and HDU lists on Admin → Switch and
 * sees the pool's state; imports CF 1A and HDU 1000 from the problem list's dialog (progress, then
 * success), is told off for an id the judge cannot have, and opens CF-1A in the editor, which
 * shows where it is judged. A user opens CF-1A from the bank (judge badge, origin link), gets Wrong
 * Answer from Codeforces, Accepted from HDU, and reads the remote run id on the submission.
 */

const JOURNEY = 'remote';
const PASSWORD = 'remote-pass-1';
const STAND_IN_ACCOUNT = { username: 'judgebot', password: 'secret' };
const IMPORT_PATH = '**/api/admin/problem/import-remote-oj-problem?*';

/** The stand-ins give the verdict a submission's code names (tests/support/remote-judges/stand-in.ts). */
const cppNaming = (verdict: string) => `// expect: ${verdict}
#include <iostream>
int main() {
    long long a, b;
    std::cin >> a >> b;
    std::cout << a + b << std::endl;
    return 0;
}
`;

const run = {
  user: uniqueName('rj'),
  /** The site's minimum seconds between two submissions of one user, restored afterwards. */
  submitInterval: 8,
};

async function setSubmitInterval(request: APIRequestContext, seconds: number) {
  const token = await apiLogin(request, 'root', ROOT_PASSWORD);
  const res = await request.put('/api/admin/switch/update', {
    headers: { Authorization: token, 'Url-Type': 'admin' },
    data: { defaultSubmitInterval: seconds },
  });
  if (!res.ok()) throw new Error(`set the submit interval failed: ${res.status()} ${await res.text()}`);
}

async function setEditorCode(page: Page, code: string) {
  const content = page.locator('[data-testid=code-editor] .cm-content');
  await content.click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.press('Delete');
  await page.keyboard.insertText(code);
  await expect(content).toContainText('expect:');
}

/** Submits from the problem page and waits for the verdict the remote runner brings back. */
async function submitAndWaitFor(page: Page, status: string, label: string) {
  await page.getByTestId('submit-code').click();
  const panel = page.getByTestId('submit-status');
  await expect(panel).toHaveAttribute('data-status', status, { timeout: 30_000 });
  await expect(panel).toContainText(label);
}

/**
 * Imports `problemId` from `judge` in the open dialog. The import is held until its progress line
 * has been seen: against a loopback stand-in it would otherwise finish before anyone could look.
 */
async function importThroughDialog(page: Page, judge: string, problemId: string) {
  const dialog = page.getByRole('dialog', { name: 'Import a problem from a remote judge' });
  await page.getByRole('button', { name: 'Remote problem', exact: true }).click();
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Remote judge').selectOption({ label: judge });
  await dialog.getByLabel('Problem ID on the judge').fill(problemId);
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(IMPORT_PATH, async (route) => {
    await held;
    await route.continue();
  });
  try {
    await dialog.getByRole('button', { name: 'Import', exact: true }).click();
    await expect(dialog.getByTestId('remote-import-progress')).toHaveText(
      `Fetching ${problemId} from ${judge}…`,
    );
    await expect(dialog.getByRole('button', { name: 'Import', exact: true })).toBeDisabled();
  } finally {
    release();
  }
  await expect(page.getByText(`Imported ${problemId} from ${judge}`)).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await page.unroute(IMPORT_PATH);
}

test.describe
  .serial('remote judging through the stand-ins', () => {
    test.beforeAll(async ({ request }) => {
      const token = await apiLogin(request, 'root', ROOT_PASSWORD);
      const info = await request.get('/api/admin/switch/info', {
        headers: { Authorization: token, 'Url-Type': 'admin' },
      });
      if (!info.ok()) throw new Error(`read the switch configuration failed: ${await info.text()}`);
      run.submitInterval = (await info.json()).data.defaultSubmitInterval;
      // The user submits twice in a row, to two judges: no waiting between them.
      await setSubmitInterval(request, 0);
      await registerUser(request, run.user, PASSWORD);
    });

    test.afterAll(async ({ request }) => {
      await setSubmitInterval(request, run.submitInterval);
    });

    test('root pools the accounts and imports CF 1A and HDU 1000', async ({ page }, testInfo) => {
      await test.step('log in to the admin area', async () => {
        await page.goto('/admin/login');
        await page.getByLabel('Username').fill('root');
        await page.getByLabel('Password').fill(ROOT_PASSWORD);
        await page.getByRole('button', { name: 'Login' }).click();
        await expect(page).toHaveURL(/\/admin$/);
      });

      await test.step('put judgebot in the Codeforces and HDU lists on Admin → Switch', async () => {
        await openAdminNav(page, 'Switches');
        await expect(page).toHaveURL(/\/admin\/switch$/);
        const accounts = page.getByRole('form', { name: 'Remote Judge Accounts' });
        await expect(accounts.getByLabel('Codeforces usernames')).toBeVisible();
        for (const judge of ['Codeforces', 'HDU']) {
          await accounts.getByLabel(`${judge} usernames`).fill(STAND_IN_ACCOUNT.username);
          await accounts.getByLabel(`${judge} passwords`).fill(STAND_IN_ACCOUNT.password);
        }
        await accounts.getByRole('button', { name: 'Save', exact: true }).click();
        await expect(page.getByText('Saved: the new settings apply at once.').first()).toBeVisible();
        for (const judge of ['Codeforces', 'HDU']) {
          const table = accounts.getByRole('table', { name: `State of the ${judge} accounts` });
          const row = table.getByTestId('remote-account-row');
          await expect(row).toHaveCount(1);
          await expect(row).toContainText(STAND_IN_ACCOUNT.username);
          await expect(row).toContainText('OK');
          // Never used on a fresh server; the other project's run of this journey may have used it.
          await expect(row).toContainText(/Never|\d{4}, \d\d:\d\d/);
        }
        await snap(page, testInfo, JOURNEY, '01-switch-accounts');
      });

      await test.step('import CF 1A and HDU 1000 from the problem list', async () => {
        await openAdminNav(page, 'Problem List');
        await expect(page.getByRole('heading', { name: 'Problem List' })).toBeVisible();
        await importThroughDialog(page, 'Codeforces', '1A');
        await importThroughDialog(page, 'HDU', '1000');
        for (const problemId of ['CF-1A', 'HDU-1000']) {
          const row = page.getByRole('row').filter({ hasText: problemId });
          await expect(row.getByTestId('remote-judge-badge')).toBeVisible();
        }
        await snap(page, testInfo, JOURNEY, '02-imported');
      });

      await test.step('an id the judge cannot have is refused before anything is sent', async () => {
        const dialog = page.getByRole('dialog', { name: 'Import a problem from a remote judge' });
        await page.getByRole('button', { name: 'Remote problem', exact: true }).click();
        await dialog.getByLabel('Remote judge').selectOption({ label: 'HDU' });
        await dialog.getByLabel('Problem ID on the judge').fill('1A');
        await dialog.getByRole('button', { name: 'Import', exact: true }).click();
        await expect(dialog.getByRole('alert')).toHaveText(
          'Problem ID on the judge: this is not a HDU problem ID (for example 1000).',
        );
        await snap(page, testInfo, JOURNEY, '03-bad-id');
        await dialog.getByRole('button', { name: 'Cancel' }).click();
        await expect(dialog).toHaveCount(0);
      });

      await test.step('the editor shows where CF-1A is judged and saves it as remote', async () => {
        const row = page.getByRole('row').filter({ hasText: 'CF-1A' });
        await row.getByRole('link', { name: 'A+B Problem' }).click();
        await expect(page).toHaveURL(/\/admin\/problem\/edit\/\d+$/);
        const note = page.getByRole('note');
        await expect(note).toContainText('Judged on Codeforces');
        await expect(note.getByTestId('remote-judge-badge')).toHaveText('Codeforces');
        await expect(page.getByLabel('* Display ID')).toHaveAttribute('readonly', '');
        await expect(page.getByRole('heading', { name: 'Judge samples' })).toHaveCount(0);
        await expect(page.getByRole('group', { name: 'Languages' })).toContainText('GNU G++17 7.3.0');
        await snap(page, testInfo, JOURNEY, '04-remote-editor');
        await page.getByRole('button', { name: 'Save', exact: true }).click();
        await expect(page.getByText('Update Successfully')).toBeVisible();
        await expect(page).toHaveURL(/\/admin\/problems/);
      });
    });

    test('a user gets verdicts from Codeforces and HDU', async ({ browser, request }, testInfo) => {
      const context = await loggedInContext(browser, request, { username: run.user, password: PASSWORD });
      const page = await context.newPage();

      await test.step('open CF-1A from the problem bank', async () => {
        await page.goto('/problem');
        // The filters take the URL's state once the list has loaded: pick after that.
        await expect(page.getByRole('link', { name: '1000', exact: true })).toBeVisible();
        await page.getByLabel('Problem bank').selectOption({ label: 'Codeforces' });
        await expect(page).toHaveURL(/oj=CF/);
        await expect(page.getByRole('link', { name: 'HDU-1000', exact: true })).toHaveCount(0);
        const row = page.getByRole('row').filter({ hasText: 'CF-1A' });
        await expect(row.getByTestId('remote-judge-badge')).toHaveText('Codeforces');
        await row.getByRole('link', { name: 'CF-1A', exact: true }).click();
        await expect(page).toHaveURL(/\/problem\/CF-1A$/);
        await expect(page.getByTestId('remote-judge-badge').first()).toHaveText('Codeforces');
        await expect(page.getByRole('link', { name: 'Open 1A on Codeforces (new tab)' })).toHaveAttribute(
          'href',
          'https://codeforces.com/problemset/problem/1/A',
        );
        await expect(page.getByTestId('remote-judged-on')).toContainText('Judged on Codeforces');
        await snap(page, testInfo, JOURNEY, '05-cf-problem');
      });

      await test.step('Codeforces answers Wrong Answer', async () => {
        await page.getByTestId('language-select').selectOption('GNU G++17 7.3.0');
        await setEditorCode(page, cppNaming('WRONG_ANSWER'));
        await submitAndWaitFor(page, '-1', 'Wrong Answer');
        await snap(page, testInfo, JOURNEY, '06-cf-wrong-answer');
      });

      await test.step('HDU answers Accepted', async () => {
        await page.goto('/problem/HDU-1000');
        await expect(page.getByTestId('remote-judge-badge').first()).toHaveText('HDU');
        await page.getByTestId('language-select').selectOption('G++');
        await setEditorCode(page, cppNaming('ACCEPTED'));
        await submitAndWaitFor(page, '0', 'Accepted');
        await snap(page, testInfo, JOURNEY, '07-hdu-accepted');
      });

      await test.step('the submission shows the remote run id', async () => {
        await page.getByTestId('submit-status').getByRole('link', { name: 'View details' }).click();
        await expect(page).toHaveURL(/\/submission-detail\/\d+/);
        await expect(page.getByTestId('submission-banner')).toHaveAttribute('data-status', '0');
        await expect(page.getByTestId('remote-run-id').first()).toHaveText(/^\S+$/);
        // The account the judge was reached with is for admins only.
        await expect(page.getByTestId('remote-account')).toHaveCount(0);
        await snap(page, testInfo, JOURNEY, '08-submission-detail');
      });
      await context.close();
    });
  });
