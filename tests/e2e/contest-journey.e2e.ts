import { expect, type Page, test } from '@playwright/test';
import {
  expectNoSidewaysScroll,
  loggedInContext,
  openAdminNav,
  ROOT_PASSWORD,
  registerUser,
  restorePublicProblem,
  snap,
  uniqueName,
} from './support';

/**
 * A contest from both sides, on a desktop and on a phone (where no page scrolls sideways: the tab
 * row and the board scroll in their own boxes): the organiser creates a protected ACM contest in the
 * admin pages, adds A+B and posts an announcement; a contestant registers with the password,
 * gets Accepted, sees the board and sends a print job; the organiser checks the balloon and the
 * print job; a visitor reads the outside scoreboard.
 */

const JOURNEY = 'contest';
const CONTEST_PASSWORD = 'contest-pass-7';
const USER_PASSWORD = 'contestant-pass-1';
/** The seeded public A+B problem. */
const A_PLUS_B = '1000';

const ACCEPTED_CPP = `#include <iostream>
using namespace std;
int main() {
    long long a, b;
    cin >> a >> b;
    cout << a + b << endl;
    return 0;
}
`;

const PRINT_TEXT = `Team ${'x'.repeat(8)}: please print our notes for problem A.\nThe sum of a and b fits in 64 bits.\n`;

/** Shared by the steps of this journey: they run in order, each in its own browser context. */
const run = {
  title: uniqueName('Cup '),
  announcement: uniqueName('Read the rules '),
  username: uniqueName('cst'),
  contestId: '',
};

/** `minutes` from now as a `datetime-local` value in the browser's own zone (minute precision). */
function localTime(page: Page, minutes: number) {
  return page.evaluate((offset) => {
    const at = new Date(Date.now() + offset * 60_000);
    const two = (n: number) => String(n).padStart(2, '0');
    return `${at.getFullYear()}-${two(at.getMonth() + 1)}-${two(at.getDate())}T${two(at.getHours())}:${two(at.getMinutes())}`;
  }, minutes);
}

/** The board row of `username`: rank, user, AC, total time, then one cell per problem. */
const boardRow = (page: Page, username: string) =>
  page.getByRole('row').filter({ has: page.getByRole('link', { name: username }) });

async function setEditorCode(page: Page, code: string) {
  const content = page.locator('[data-testid=code-editor] .cm-content');
  await content.click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.press('Delete');
  await page.keyboard.insertText(code);
  await expect(content).toContainText('cin >> a >> b');
}

test.describe
  .serial('a protected ACM contest from both sides', () => {
    // Adding A+B to the contest made it a contest problem (HOJ): the other journeys need it public.
    test.afterAll(async ({ request }) => {
      await restorePublicProblem(request);
    });

    test('the organiser creates the contest, adds A+B and posts an announcement', async ({
      page,
    }, testInfo) => {
      await test.step('log in to the admin area', async () => {
        await page.goto('/admin/login');
        await page.getByLabel('Username').fill('root');
        await page.getByLabel('Password').fill(ROOT_PASSWORD);
        await page.getByRole('button', { name: 'Login' }).click();
        await expect(page.getByText('Welcome back, administrator')).toBeVisible();
      });

      await test.step('fill the contest form', async () => {
        await openAdminNav(page, 'Create Contest');
        await expect(page).toHaveURL(/\/admin\/contest\/create$/);
        await expect(page.getByRole('heading', { name: 'Create Contest' })).toBeVisible();
        await page.getByLabel('* Contest title').fill(run.title);
        await page
          .getByRole('textbox', { name: 'Contest description', exact: true })
          .fill('Two hours, one problem. **Good luck!**');
        await page.getByLabel('* Start time').fill(await localTime(page, -5));
        await page.getByLabel('* End time').fill(await localTime(page, 120));
        await expect(page.getByLabel('Duration')).toHaveValue('2 h 5 min');
        await page.getByRole('radiogroup', { name: 'Rule type' }).getByLabel('ACM').check();
        await expect(page.getByLabel('Seal the rank')).not.toBeChecked();
        await page.getByLabel('Outside scoreboard').check();
        await page.getByLabel('Print function').check();
        await expect(page.getByText('Offline printing supported')).toBeVisible();
        await page.getByLabel('Contest auth').selectOption({ label: 'Protected' });
        await page.getByLabel('* Contest password').fill(CONTEST_PASSWORD);
        await snap(page, testInfo, JOURNEY, '01-admin-create-form');
      });

      await test.step('save it and find it in the list', async () => {
        await page.getByRole('button', { name: 'Save' }).click();
        await expect(page.getByText('Created successfully')).toBeVisible();
        await expect(page).toHaveURL(/\/admin\/contest$/);
        const row = page.getByRole('row').filter({ hasText: run.title });
        await expect(row).toContainText('Protected');
        await expect(row).toContainText('Running');
        await expect(row.getByRole('checkbox', { name: `Visibility of ${run.title}` })).toBeChecked();
        run.contestId = (await row.getByRole('cell').first().textContent())?.trim() ?? '';
        expect(run.contestId).toMatch(/^\d+$/);
        await snap(page, testInfo, JOURNEY, '02-admin-contest-list');
        await row.getByRole('link', { name: `Problems of ${run.title}` }).click();
      });

      await test.step('add the public A+B as problem A', async () => {
        await expect(page).toHaveURL(new RegExp(`/admin/contest/${run.contestId}/problems$`));
        await page.getByRole('button', { name: 'Add from public problems' }).click();
        const dialog = page.getByRole('dialog', { name: 'Add from public problems' });
        await dialog.getByLabel('Search by title, problem ID or author').fill(A_PLUS_B);
        await dialog.getByLabel('Search by title, problem ID or author').press('Enter');
        await dialog.getByRole('button', { name: `Add ${A_PLUS_B}`, exact: true }).click();
        await dialog.getByLabel("Enter the problem's display ID in the contest").fill('A');
        await snap(page, testInfo, JOURNEY, '03-admin-add-problem');
        await dialog.getByRole('button', { name: 'Confirm' }).click();
        await expect(page.getByText('Added successfully')).toBeVisible();
        // The dialog's own close button, not a toast's shown inside the dialog.
        await dialog.locator('[data-modal-close]').click();
        const row = page.getByRole('row').filter({ hasText: 'A+B Problem' });
        await expect(row.getByRole('cell').nth(2)).toHaveText('A');
        await snap(page, testInfo, JOURNEY, '04-admin-contest-problems');
      });

      await test.step('post an announcement', async () => {
        await page.getByRole('link', { name: 'Back to contest list' }).click();
        await page
          .getByRole('row')
          .filter({ hasText: run.title })
          .getByRole('link', { name: `Announcements of ${run.title}` })
          .click();
        await expect(page).toHaveURL(new RegExp(`/admin/contest/${run.contestId}/announcement$`));
        await page.getByRole('button', { name: 'Create announcement' }).click();
        const dialog = page.getByRole('dialog', { name: 'Create announcement' });
        await dialog.getByLabel('* Title').fill(run.announcement);
        await dialog
          .getByRole('textbox', { name: 'Content', exact: true })
          .fill('Problem A: the numbers fit in 64 bits.');
        await expect(dialog.getByLabel('Visible')).toBeChecked();
        await snap(page, testInfo, JOURNEY, '05-admin-announcement-form');
        await dialog.getByRole('button', { name: 'Save' }).click();
        await expect(page.getByText('Created successfully')).toBeVisible();
        await expect(page.getByRole('cell', { name: run.announcement, exact: true })).toBeVisible();
        await expect(page.getByRole('checkbox', { name: `Visibility of ${run.announcement}` })).toBeChecked();
        await snap(page, testInfo, JOURNEY, '06-admin-announcements');
      });
    });

    test('a contestant registers with the password, solves A, sees the board and prints', async ({
      browser,
      request,
    }, testInfo) => {
      await registerUser(request, run.username, USER_PASSWORD);
      const context = await loggedInContext(browser, request, {
        username: run.username,
        password: USER_PASSWORD,
      });
      const page = await context.newPage();

      await test.step('find the contest in the list', async () => {
        await page.goto('/contest');
        await expect(page.getByRole('heading', { name: 'Contest list' })).toBeVisible();
        await page.getByLabel('Search contests by title').fill(run.title);
        await page.getByLabel('Search contests by title').press('Enter');
        const card = page.getByTestId('contest-list').getByRole('listitem').filter({ hasText: run.title });
        await expect(card).toContainText('Protected');
        await expect(card).toContainText('Running');
        await expectNoSidewaysScroll(page);
        await snap(page, testInfo, JOURNEY, '07-contest-list');
        await card.getByRole('button', { name: run.title }).click();
      });

      await test.step('the announcement pops up and the problems are open to view', async () => {
        await expect(page).toHaveURL(new RegExp(`/contest/${run.contestId}$`));
        await expect(page.getByRole('heading', { name: run.title })).toBeVisible();
        await expect(page.getByTestId('contest-countdown')).toBeVisible();
        const notice = page.getByRole('status').filter({ hasText: 'New contest announcement' });
        await expect(notice).toContainText(run.announcement);
        const tabs = page.getByRole('tablist', { name: 'Contest sections' });
        await expect(tabs.getByRole('tab', { name: 'Problems' })).toBeEnabled();
        await expect(tabs.getByRole('tab', { name: 'Problems' })).toHaveAttribute('href', /\/problems$/);
        await expect(page.getByTestId('contest-password-form')).toContainText(
          'This contest is protected: enter its password to submit.',
        );
        await expectNoSidewaysScroll(page);
        await snap(page, testInfo, JOURNEY, '08-contest-overview');
        await notice.getByRole('button').click();
        await expect(notice).toHaveCount(0);
        await tabs.getByRole('tab', { name: 'Problems' }).click();
        await expect(page.getByTestId('contest-problem-list')).toContainText('A+B Problem');
        await tabs.getByRole('tab', { name: 'Overview' }).click();
      });

      await test.step('a wrong password is refused, the right one registers', async () => {
        const password = page.getByLabel('Contest password');
        await password.fill('not-the-password');
        await page.getByRole('button', { name: 'Enter', exact: true }).click();
        await expect(page.getByRole('alert').filter({ hasText: 'Wrong contest password' })).toBeVisible();
        await snap(page, testInfo, JOURNEY, '09-wrong-password');
        await password.fill(CONTEST_PASSWORD);
        await page.getByRole('button', { name: 'Enter', exact: true }).click();
        await expect(page.getByText('Registered for the contest')).toBeVisible();
        await expect(page.getByTestId('contest-password-form')).toHaveCount(0);
      });

      await test.step('open problem A and get Accepted', async () => {
        await page.getByRole('tab', { name: 'Problems' }).click();
        const list = page.getByTestId('contest-problem-list');
        await expect(list).toContainText('A+B Problem');
        await expectNoSidewaysScroll(page);
        await snap(page, testInfo, JOURNEY, '10-contest-problems');
        await list.getByRole('link', { name: 'A', exact: true }).click();
        await expect(page).toHaveURL(new RegExp(`/contest/${run.contestId}/problem/A$`));
        await expect(page.getByRole('heading', { name: /A\+B Problem/ })).toBeVisible();
        await page.getByTestId('language-select').selectOption('C++');
        await setEditorCode(page, ACCEPTED_CPP);
        await page.getByTestId('submit-code').click();
        const status = page.getByTestId('submit-status');
        await expect(status).toHaveAttribute('data-status', '0', { timeout: 60_000 });
        await expect(status).toContainText('Accepted');
        await snap(page, testInfo, JOURNEY, '11-contest-accepted');
      });

      await test.step('the Rank tab shows the own row with one solved', async () => {
        await page.getByRole('tab', { name: 'Rank' }).click();
        await expect(page).toHaveURL(new RegExp(`/contest/${run.contestId}/rank$`));
        // HOJ copies the viewer's own row to the top of the board, above its ranked place.
        const rows = boardRow(page, run.username);
        await expect(rows).toHaveCount(2);
        const row = rows.first();
        await expect(row).toContainText('Own');
        await expect(row.getByRole('cell').nth(2)).toHaveText('1');
        await expectNoSidewaysScroll(page);
        await snap(page, testInfo, JOURNEY, '12-contest-rank');
        await page.getByRole('button', { name: 'Switch to the dark theme' }).click();
        await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
        await snap(page, testInfo, JOURNEY, '13-contest-rank-dark');
        await page.getByRole('button', { name: 'Switch to the light theme' }).click();
        await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
      });

      await test.step('send a print job', async () => {
        await page.getByRole('tab', { name: 'Print' }).click();
        const content = page.getByLabel('Content to print');
        await content.fill('too short');
        await page.getByRole('button', { name: 'Submit', exact: true }).click();
        await expect(
          page.getByRole('alert').filter({ hasText: 'The number of content cannot be less than 50' }),
        ).toBeVisible();
        await content.fill(PRINT_TEXT);
        await page.getByRole('button', { name: 'Submit', exact: true }).click();
        await expect(page.getByText('Submit code successfully')).toBeVisible();
        await snap(page, testInfo, JOURNEY, '14-contest-print');
      });
      await context.close();
    });

    test('the organiser hands out the balloon and prints; a visitor reads the outside board', async ({
      browser,
      request,
    }, testInfo) => {
      const context = await loggedInContext(browser, request, {
        username: 'root',
        password: ROOT_PASSWORD,
        admin: true,
      });
      const page = await context.newPage();

      await test.step('the AC helper lists the balloon for A', async () => {
        await page.goto(`/contest/${run.contestId}`);
        await page.getByRole('tab', { name: 'AC helper' }).click();
        const row = page.getByRole('row').filter({ hasText: run.username });
        await expect(row).toContainText('A');
        await expect(row).toContainText('First blood');
        await expect(row).toContainText('Not checked');
        await row.getByRole('button', { name: 'Check', exact: true }).click();
        await expect(row).toContainText('Checked');
        await expect(row.getByRole('button', { name: 'Uncheck' })).toBeVisible();
        await snap(page, testInfo, JOURNEY, '15-ac-helper');
      });

      await test.step('the admin print lists the job', async () => {
        await page.getByRole('tab', { name: 'Admin print' }).click();
        const row = page.getByRole('row').filter({ hasText: run.username });
        await expect(row).toContainText('Not printed');
        await row.getByRole('button', { name: 'OK', exact: true }).click();
        await expect(row).toContainText('Printed');
        await expect(row.getByRole('button', { name: 'OK', exact: true })).toBeDisabled();
        await snap(page, testInfo, JOURNEY, '16-admin-print');
      });
      await context.close();

      await test.step('logged out, the outside ACM scoreboard shows the row', async () => {
        const visitorContext = await browser.newContext();
        const visitor = await visitorContext.newPage();
        await visitor.goto(`/contest/acm-scoreboard/${run.contestId}`);
        await expect(visitor.getByRole('heading', { name: run.title })).toBeVisible();
        const row = boardRow(visitor, run.username);
        await expect(row).toHaveCount(1);
        await expect(row).not.toContainText('Own');
        await expect(row.getByRole('cell').nth(2)).toHaveText('1');
        await snap(visitor, testInfo, JOURNEY, '17-outside-scoreboard');
        await visitorContext.close();
      });
    });
  });
