import { expect, type Page, test } from '@playwright/test';
import { isPhoneLayout, latestMailTo, openNav, snap, uniqueName } from './support';

/**
 * A new user's first session, on a desktop and on a phone: register with the mailed code, log in,
 * browse and filter the problem bank, solve A+B in the editor (self-test, Accepted, then Wrong
 * Answer), read the status list and a submission, and switch the interface language and theme.
 * On a phone the menu is a drawer, the editor sits below the statement and the self-test drawer
 * takes the full width.
 */

const JOURNEY = 'user';
/** The site's default minimum time between two submissions of one user (switch.defaultSubmitInterval). */
const SUBMIT_INTERVAL_MS = 8_000;
const PASSWORD = 'journey-pass-1';

const ACCEPTED_CPP = `#include <iostream>
using namespace std;
int main() {
    long long a, b;
    cin >> a >> b;
    cout << a + b << endl;
    return 0;
}
`;

const WRONG_CPP = `#include <iostream>
using namespace std;
int main() {
    long long a, b;
    cin >> a >> b;
    cout << a - b << endl;
    return 0;
}
`;

/** Replaces the editor's content the way a user pasting code would. */
async function setEditorCode(page: Page, code: string) {
  const content = page.locator('[data-testid=code-editor] .cm-content');
  await content.click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.press('Delete');
  await page.keyboard.insertText(code);
  await expect(content).toContainText('cin >> a >> b');
}

/** When the last submission went out: the site refuses a second one within its submit interval. */
let lastSubmitAt = 0;

async function submitAndWaitFor(page: Page, status: string) {
  const wait = lastSubmitAt + SUBMIT_INTERVAL_MS + 500 - Date.now();
  if (wait > 0) await page.waitForTimeout(wait);
  await page.getByTestId('submit-code').click();
  lastSubmitAt = Date.now();
  const panel = page.getByTestId('submit-status');
  await expect(panel).toBeVisible();
  await expect(panel).toHaveAttribute('data-status', status, { timeout: 120_000 });
}

/** The seeded demo problem by its address: other journeys may add problems with the same title. */
const demoAPlusB = (page: Page) =>
  page.getByRole('link', { name: 'A+B Problem' }).and(page.locator('[href="/problem/1000"]'));

test('a new user registers, solves A+B and reads the verdicts', async ({ page, request }, testInfo) => {
  test.setTimeout(300_000);
  const username = uniqueName('e2e');
  const email = `${username}@example.com`;

  await test.step('register with the mailed code', async () => {
    await page.goto('/home');
    // Spec 1 §2.3: guests find Register beside Login, in the bar and, on a phone, in the drawer.
    await expect(page.getByRole('banner').getByRole('button', { name: 'Register' })).toBeVisible();
    if (isPhoneLayout(page)) {
      await page.getByRole('banner').getByRole('button', { name: 'Open the menu' }).click();
      const drawer = page.getByRole('complementary', { name: 'Main navigation' });
      await expect(drawer.getByRole('button', { name: 'Login' })).toBeVisible();
      await drawer.getByRole('button', { name: 'Register' }).click();
      await expect(drawer).toBeHidden();
    } else {
      await page.getByRole('banner').getByRole('button', { name: 'Register' }).click();
    }
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Username').fill(username);
    await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await dialog.getByLabel('Password again').fill(PASSWORD);
    await dialog.getByLabel('Email', { exact: true }).fill(email);
    await dialog.getByRole('button', { name: 'Send code' }).click();
    await expect(dialog.getByRole('button', { name: /\d+ s/ })).toBeVisible();
    const mail = await latestMailTo(request, email);
    const code = /\b(\d{6})\b/.exec(`${mail.subject}\n${mail.text}`)?.[1];
    expect(code, 'the registration mail carries a 6-digit code').toBeTruthy();
    await dialog.getByLabel('Email code').fill(code!);
    await snap(page, testInfo, JOURNEY, '01-register');
    await dialog.getByRole('button', { name: 'Register', exact: true }).click();
    await expect(dialog.getByRole('heading')).toContainText('Login');
  });

  await test.step('log in', async () => {
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Username').fill(username);
    await dialog.getByLabel('Password').fill(PASSWORD);
    await dialog.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByRole('banner')).toContainText(username);
    await snap(page, testInfo, JOURNEY, '02-logged-in');
  });

  await test.step('browse and filter the problem bank', async () => {
    await openNav(page, 'Problem');
    await expect(page.getByRole('heading', { name: 'Problem List' })).toBeVisible();
    await expect(demoAPlusB(page)).toBeVisible();
    await snap(page, testInfo, JOURNEY, '03-problem-list');

    await page.getByRole('button', { name: 'Easy', exact: true }).click();
    await expect(page).toHaveURL(/difficulty=0/);
    await page.getByRole('region', { name: 'Tags' }).getByRole('button', { name: 'Beginner' }).click();
    await expect(page).toHaveURL(/tagId=/);
    await page.getByLabel('Search ID or title').fill('A+B');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/keyword=A/);
    await expect(demoAPlusB(page)).toBeVisible();
    await page.getByLabel('Show tags').check();
    await snap(page, testInfo, JOURNEY, '04-problem-list-filtered');

    // The filters survive a reload: they live in the URL.
    await page.reload();
    await expect(page.getByLabel('Search ID or title')).toHaveValue('A+B');
    await expect(page.getByRole('button', { name: 'Easy', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await page.getByRole('button', { name: 'Reset' }).click();
    await expect(page).toHaveURL(/\/problem$/);
  });

  await test.step('open A+B', async () => {
    await demoAPlusB(page).click();
    await expect(page).toHaveURL(/\/problem\/1000/);
    await expect(page.getByRole('heading', { name: /A\+B Problem/ })).toBeVisible();
    await expect(page.getByTestId('problem-limits')).toContainText('1000 ms');
    await expect(page.locator('[data-testid=code-editor] .cm-content')).toBeVisible();
    if (isPhoneLayout(page)) {
      const statement = await page.getByRole('heading', { name: /A\+B Problem/ }).boundingBox();
      const editor = await page.getByTestId('code-editor').boundingBox();
      expect(editor!.y, 'the editor sits below the statement').toBeGreaterThan(statement!.y);
    }
    await snap(page, testInfo, JOURNEY, '05-problem');
  });

  await test.step('write a C++ solution', async () => {
    await page.getByTestId('language-select').selectOption('C++');
    await setEditorCode(page, ACCEPTED_CPP);
    await snap(page, testInfo, JOURNEY, '06-code');
  });

  await test.step('run the self-test', async () => {
    await page.getByRole('button', { name: 'Run Test' }).click();
    const drawer = page.getByTestId('test-run-drawer');
    await expect(drawer.getByLabel('Input')).toHaveValue('1 2');
    if (isPhoneLayout(page))
      expect((await drawer.boundingBox())!.width).toBeGreaterThanOrEqual(page.viewportSize()!.width - 1);
    await drawer.getByRole('button', { name: 'Run', exact: true }).click();
    await expect(drawer.getByTestId('test-output')).toContainText('3', { timeout: 120_000 });
    await expect(drawer.getByTestId('test-result')).toHaveAttribute('data-status', '0');
    await snap(page, testInfo, JOURNEY, '07-self-test');
    await drawer.getByRole('button', { name: 'Close' }).click();
  });

  await test.step('submit and see Accepted', async () => {
    await submitAndWaitFor(page, '0');
    await expect(page.getByTestId('submit-status')).toContainText('Accepted');
    await snap(page, testInfo, JOURNEY, '08-accepted');
  });

  await test.step('submit a wrong program and see Wrong Answer', async () => {
    await setEditorCode(page, WRONG_CPP);
    await submitAndWaitFor(page, '-1');
    await expect(page.getByTestId('submit-status')).toContainText('Wrong Answer');
    await snap(page, testInfo, JOURNEY, '09-wrong-answer');
  });

  await test.step('the code is still there after a reload', async () => {
    await page.reload();
    await expect(page.locator('[data-testid=code-editor] .cm-content')).toContainText('cout << a - b');
  });

  await test.step('view the status list', async () => {
    await openNav(page, 'Status');
    await expect(page.getByRole('heading', { name: 'Status' })).toBeVisible();
    await page.getByRole('button', { name: 'Mine', exact: true }).click();
    await expect(page).toHaveURL(/onlyMine=true/);
    const statuses = page.getByTestId('row-status');
    await expect(statuses).toHaveCount(2);
    await expect(statuses.first()).toHaveAttribute('data-status', '-1');
    await expect(statuses.nth(1)).toHaveAttribute('data-status', '0');
    await snap(page, testInfo, JOURNEY, '10-status');
  });

  await test.step('view a submission', async () => {
    await page.getByTestId('row-status').nth(1).click();
    await expect(page).toHaveURL(/\/submission-detail\/\d+/);
    await expect(page.getByTestId('submission-banner')).toHaveAttribute('data-status', '0');
    await expect(page.getByTestId('case-tile').first()).toBeVisible();
    await expect(page.locator('.cm-content')).toContainText('cout << a + b');
    await snap(page, testInfo, JOURNEY, '11-submission-detail');
  });

  await test.step('switch the interface language and back', async () => {
    await page.getByRole('banner').getByTitle('Switch to 简体中文').click();
    await expect(page.getByTestId('submission-banner')).toContainText('评测通过');
    await snap(page, testInfo, JOURNEY, '12-zh-CN');
    await page
      .getByRole('banner')
      .getByTitle(/English/)
      .click();
    await expect(page.getByTestId('submission-banner')).toContainText('Accepted');
  });

  await test.step('switch the theme and back', async () => {
    await page.getByRole('button', { name: 'Switch to the dark theme' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await snap(page, testInfo, JOURNEY, '13-dark-detail');
    await page.goto('/problem/1000');
    await expect(page.locator('[data-testid=code-editor] .cm-content')).toBeVisible();
    await snap(page, testInfo, JOURNEY, '14-dark-problem');
    await page.getByRole('button', { name: 'Switch to the light theme' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  });
});
