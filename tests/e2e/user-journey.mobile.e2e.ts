import { expect, type Page, test } from '@playwright/test';
import { latestMailTo, snap, uniqueName } from './support';

/**
 * The same first session on a phone (Pixel 7, under the 768 px content breakpoint): the menu is a
 * drawer, the editor sits below the statement and the self-test drawer takes the full width.
 */

const JOURNEY = 'user-mobile';
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

const WRONG_CPP = ACCEPTED_CPP.replace('a + b', 'a * b');

test.skip(({ isMobile }) => !isMobile, 'phone layout only');

async function openMenu(page: Page, item: string) {
  await page.getByRole('button', { name: 'Open the menu' }).click();
  await page
    .getByRole('complementary', { name: 'Main navigation' })
    .getByRole('link', { name: item, exact: true })
    .click();
}

async function setEditorCode(page: Page, code: string) {
  const content = page.locator('[data-testid=code-editor] .cm-content');
  await content.scrollIntoViewIfNeeded();
  await content.click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.press('Delete');
  await page.keyboard.insertText(code);
  await expect(content).toContainText('cin >> a >> b');
}

async function submitAndWaitFor(page: Page, status: string) {
  await page.getByTestId('submit-code').click();
  const panel = page.getByTestId('submit-status');
  await expect(panel).toHaveAttribute('data-status', status, { timeout: 120_000 });
}

/** The seeded demo problem by its address: other journeys may add problems with the same title. */
const demoAPlusB = (page: Page) =>
  page.getByRole('link', { name: 'A+B Problem' }).and(page.locator('[href="/problem/1000"]'));

test('a new user solves A+B on a phone', async ({ page, request }, testInfo) => {
  test.setTimeout(300_000);
  const username = uniqueName('m');
  const email = `${username}@example.com`;

  await test.step('register from the login dialog', async () => {
    await page.goto('/home');
    await page.getByRole('banner').getByRole('button', { name: 'Login' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: /Register now/ }).click();
    await expect(dialog.getByRole('heading')).toContainText('Register');
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
    await dialog.getByLabel('Username').fill(username);
    await dialog.getByLabel('Password').fill(PASSWORD);
    await dialog.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await snap(page, testInfo, JOURNEY, '02-logged-in');
  });

  await test.step('browse and filter the problem bank', async () => {
    await openMenu(page, 'Problem');
    await expect(page.getByRole('heading', { name: 'Problem List' })).toBeVisible();
    await page.getByRole('button', { name: 'Easy', exact: true }).click();
    await expect(page).toHaveURL(/difficulty=0/);
    await expect(demoAPlusB(page)).toBeVisible();
    await snap(page, testInfo, JOURNEY, '03-problem-list');
  });

  await test.step('open A+B: the editor sits below the statement', async () => {
    await demoAPlusB(page).click();
    await expect(page.getByRole('heading', { name: /A\+B Problem/ })).toBeVisible();
    const statement = await page.getByRole('heading', { name: /A\+B Problem/ }).boundingBox();
    const editor = await page.getByTestId('code-editor').boundingBox();
    expect(editor!.y).toBeGreaterThan(statement!.y);
    await snap(page, testInfo, JOURNEY, '04-problem');
  });

  await test.step('write, self-test and submit', async () => {
    await page.getByTestId('language-select').selectOption('C++');
    await setEditorCode(page, ACCEPTED_CPP);
    await snap(page, testInfo, JOURNEY, '05-code');

    await page.getByRole('button', { name: 'Run Test' }).click();
    const drawer = page.getByTestId('test-run-drawer');
    const box = await drawer.boundingBox();
    expect(box!.width).toBeGreaterThanOrEqual(page.viewportSize()!.width - 1);
    await drawer.getByRole('button', { name: 'Run', exact: true }).click();
    await expect(drawer.getByTestId('test-output')).toContainText('3', { timeout: 120_000 });
    await snap(page, testInfo, JOURNEY, '06-self-test');
    await drawer.getByRole('button', { name: 'Close' }).click();

    await submitAndWaitFor(page, '0');
    await snap(page, testInfo, JOURNEY, '07-accepted');
    await setEditorCode(page, WRONG_CPP);
    await page.waitForTimeout(SUBMIT_INTERVAL_MS + 1_000);
    await submitAndWaitFor(page, '-1');
    await snap(page, testInfo, JOURNEY, '08-wrong-answer');
  });

  await test.step('status list and detail', async () => {
    await openMenu(page, 'Status');
    await page.getByRole('button', { name: 'Mine', exact: true }).click();
    await expect(page.getByTestId('row-status')).toHaveCount(2);
    await snap(page, testInfo, JOURNEY, '09-status');
    await page.getByTestId('row-status').first().click();
    await expect(page.getByTestId('submission-banner')).toHaveAttribute('data-status', '-1');
    await snap(page, testInfo, JOURNEY, '10-submission-detail');
  });

  await test.step('language and theme', async () => {
    await page.getByRole('banner').getByTitle('Switch to 简体中文').click();
    await expect(page.getByTestId('submission-banner')).toContainText('答案错误');
    await page.getByRole('button', { name: '切换到深色主题' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await snap(page, testInfo, JOURNEY, '11-zh-CN-dark');
    await page.getByRole('button', { name: '切换到浅色主题' }).click();
    await page
      .getByRole('banner')
      .getByTitle(/English/)
      .click();
    await expect(page.getByTestId('submission-banner')).toContainText('Wrong Answer');
  });
});
