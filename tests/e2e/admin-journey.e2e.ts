import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { strToU8, zipSync } from 'fflate';
import { apiLogin, expectNoSidewaysScroll, latestMailTo, ROOT_PASSWORD, snap, uniqueName } from './support';

const JOURNEY = 'admin';

const ACCEPTED_CPP = `#include <iostream>
using namespace std;

int main() {
    long long a, b;
    cin >> a >> b;
    cout << a + b << endl;
    return 0;
}
`;

/** A 1×1 PNG: the smallest picture the server takes (it checks the bytes) and a browser decodes. */
const PIXEL_PNG_BASE64 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
const PASTED_IMAGE = 'diagram.png';

/** The statement's pasted picture, loaded (not a broken image) on the problem page of `page`. */
async function expectPastedImageLoaded(page: Page) {
  const image = page.locator(`.markdown-body img[alt="${PASTED_IMAGE}"]`);
  await expect(image).toBeVisible();
  await expect(image).toHaveAttribute('src', /^\/api\/public\/img\//);
  await expect
    .poll(() => image.evaluate((element) => (element as HTMLImageElement).naturalWidth))
    .toBeGreaterThan(0);
}

/** A+B test data: two cases at the top of the zip. */
function testDataZip(): string {
  const zip = zipSync({
    '1.in': strToU8('1 2\n'),
    '1.out': strToU8('3\n'),
    '2.in': strToU8('100 -58\n'),
    '2.out': strToU8('42\n'),
  });
  const path = join(mkdtempSync(join(tmpdir(), 'admin-e2e-')), 'a-plus-b.zip');
  writeFileSync(path, zip);
  return path;
}

test('root creates a problem with uploaded test data and a new user gets Accepted on it', async ({
  page,
  browser,
  request,
}, testInfo) => {
  const problemId = uniqueName('E2E').toUpperCase();
  const title = `A + B ${problemId}`;

  // 1. The admin login.
  await page.goto('/admin/login');
  await expect(page.getByRole('heading', { name: 'Welcome to the admin area' })).toBeVisible();
  await page.getByLabel('Username').fill('root');
  await page.getByLabel('Password').fill(ROOT_PASSWORD);
  await snap(page, testInfo, JOURNEY, '01-login');
  await page.getByRole('button', { name: 'Login' }).click();
  // The super admin lands on the dashboard; the problem list is one click away.
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByText('Welcome back, administrator')).toBeVisible();
  await page.goto('/admin/problems');
  await expect(page.getByRole('heading', { name: 'Problem List' })).toBeVisible();
  await snap(page, testInfo, JOURNEY, '02-problem-list');

  // 2. The create form, with test data uploaded as a zip.
  await page.getByRole('link', { name: 'Create Problem' }).first().click();
  await expect(page).toHaveURL(/\/admin\/problem\/create$/);
  await page.getByLabel('* Display ID').fill(problemId);
  await page.getByLabel('* Title').fill(title);
  const description = page.getByLabel('Description', { exact: true });
  await description.fill('Given two integers $a$ and $b$, print $a+b$.\n\n');
  // A picture pasted from the clipboard uploads and its link lands at the caret (the end).
  await description.evaluate(
    (textarea, [base64, name]) => {
      const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
      const clipboard = new DataTransfer();
      clipboard.items.add(new File([bytes], name, { type: 'image/png' }));
      textarea.dispatchEvent(
        new ClipboardEvent('paste', { clipboardData: clipboard, bubbles: true, cancelable: true }),
      );
    },
    [PIXEL_PNG_BASE64, PASTED_IMAGE] as const,
  );
  await expect(description).toHaveValue(
    /^Given two integers \$a\$ and \$b\$, print \$a\+b\$\.\n\n!\[diagram\.png\]\(\/api\/public\/img\/[^)\s]+\)$/,
  );
  const uploaded = page.getByRole('region', { name: 'Images uploaded into Description' });
  await expect(uploaded.getByText(PASTED_IMAGE)).toBeVisible();
  await expect(
    uploaded.getByRole('button', { name: `Remove ${PASTED_IMAGE} from the server and the text` }),
  ).toBeVisible();
  await page.getByLabel(/^\*?Input description$/).fill('Two integers $a$ and $b$ on one line.');
  await page.getByLabel(/^\*?Output description$/).fill('Their sum.');
  await page.getByLabel('Input of example 1').fill('1 2');
  await page.getByLabel('Output of example 1').fill('3');
  await page.getByTestId('testcase-zip').setInputFiles(testDataZip());
  await expect(page.getByText(/Upload Testcase Successfully/)).toBeVisible();
  await expect(page.getByRole('cell', { name: /^1\.in/ })).toBeVisible();
  await expect(page.getByRole('cell', { name: /^2\.out/ })).toBeVisible();
  await snap(page, testInfo, JOURNEY, '03-create-form');

  // 3. Saved public.
  await expect(page.getByRole('combobox', { name: 'Visibility' })).toHaveValue('1');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Create Successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/problems$/);
  const row = page.getByRole('row').filter({ hasText: problemId });
  await expect(row).toBeVisible();
  await expect(row.getByRole('combobox', { name: `Visibility of ${problemId}` })).toHaveValue('1');
  await snap(page, testInfo, JOURNEY, '04-saved-public');

  // 3b. Its test data downloads; the stored problem loads into the editor and an update saves.
  const downloading = page.waitForEvent('download');
  await row.getByRole('button', { name: `Download the test cases of ${problemId}` }).click();
  expect((await downloading).suggestedFilename()).toMatch(/\.zip$/);
  await row.getByRole('link', { name: `Edit ${problemId}` }).click();
  await expect(page).toHaveURL(/\/admin\/problem\/edit\/\d+$/);
  await expect(page.getByLabel('* Title')).toHaveValue(title);
  await expect(page.getByLabel('Input of example 1')).toHaveValue('1 2');
  await expect(page.getByLabel('Description', { exact: true })).toHaveValue(/!\[diagram\.png\]\(/);
  await expect(page.getByRole('cell', { name: /^2\.in/ })).toBeVisible();
  await page.getByLabel('Time limit (ms)').fill('2000');
  await snap(page, testInfo, JOURNEY, '04b-edit-form');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Update Successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/problems$/);

  // 4. A new user, registered through the API with the code from the mail outbox.
  const username = uniqueName('solver');
  const email = `${username}@example.com`;
  const password = 'solver-pass-1';
  const sent = await request.get('/api/get-register-code', { params: { email } });
  expect(sent.ok(), await sent.text()).toBeTruthy();
  const mail = await latestMailTo(request, email);
  const code = /\b(\d{6})\b/.exec(`${mail.subject}\n${mail.text}`)?.[1];
  expect(code, 'registration code in the mail').toBeTruthy();
  const registered = await request.post('/api/register', { data: { username, password, email, code } });
  expect(registered.ok(), await registered.text()).toBeTruthy();
  const login = await request.post('/api/login', { data: { username, password } });
  const userInfo = (await login.json()).data;
  const token = await apiLogin(request, username, password);

  const context = await browser.newContext();
  await context.addInitScript(
    ([storedToken, storedUser]) => {
      if (!window.localStorage.getItem('token')) {
        window.localStorage.setItem('token', storedToken);
        window.localStorage.setItem('userInfo', storedUser);
      }
    },
    [token, JSON.stringify(userInfo)] as const,
  );
  const solver = await context.newPage();

  // 5. The problem page, a C++ solution, Accepted.
  await solver.goto(`/problem/${problemId}`);
  await expect(solver.getByRole('heading', { name: title })).toBeVisible();
  await expectPastedImageLoaded(solver);
  await snap(solver, testInfo, JOURNEY, '05-problem-page');
  const language = solver.getByTestId('language-select');
  const cpp = await language
    .locator('option')
    .evaluateAll((options) =>
      (options as HTMLOptionElement[]).map((o) => o.value).find((v) => v === 'C++' || v.startsWith('C++')),
    );
  expect(cpp, 'a C++ language is offered').toBeTruthy();
  await language.selectOption(cpp!);
  const editor = solver.getByTestId('code-editor').locator('.cm-content');
  await editor.click();
  await solver.keyboard.press('ControlOrMeta+a');
  await solver.keyboard.press('Delete');
  await solver.keyboard.insertText(ACCEPTED_CPP);
  await solver.getByTestId('submit-code').click();
  const status = solver.getByTestId('submit-status');
  await expect(status).toHaveAttribute('data-status', '0', { timeout: 90_000 });
  await expect(status.getByText('Accepted')).toBeVisible();
  await snap(solver, testInfo, JOURNEY, '06-accepted');
  await context.close();

  // 6. A visitor who is not logged in sees the statement's picture too.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto(`/problem/${problemId}`);
  await expect(visitor.getByRole('heading', { name: title })).toBeVisible();
  await expectPastedImageLoaded(visitor);
  await visitorContext.close();
});

test('tags, the problem form and import/export on a tablet (or the phone) in the dark theme', async ({
  browser,
  request,
  isMobile,
}, testInfo) => {
  const login = await request.post('/api/admin/login', {
    data: { username: 'root', password: ROOT_PASSWORD },
  });
  const token = login.headers().authorization;
  expect(token, await login.text()).toBeTruthy();
  const root = (await login.json()).data;
  // The phone project keeps its own screen; the desktop one shows these pages on a tablet.
  const context = await browser.newContext({
    ...(isMobile ? {} : { viewport: { width: 820, height: 1180 } }),
    acceptDownloads: true,
  });
  await context.addInitScript(
    ([storedToken, storedUser]) => {
      if (!window.localStorage.getItem('token')) {
        window.localStorage.setItem('token', storedToken);
        window.localStorage.setItem('userInfo', storedUser);
      }
      window.localStorage.setItem('Web_Theme', 'dark');
    },
    [token!, JSON.stringify(root)] as const,
  );
  const page = await context.newPage();
  const suffix = uniqueName('');

  // The sidebar is a drawer on a tablet; it lists the pages that exist for root.
  await page.goto('/admin/problems');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await page.getByRole('button', { name: 'Open the admin menu' }).click();
  const menu = page.getByRole('navigation', { name: 'Admin menu' });
  await expect(menu.getByRole('link', { name: 'Tags' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Users' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Discussions' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Group Problem Applications' })).toBeVisible();
  await snap(page, testInfo, JOURNEY, 'tablet-01-menu');
  await menu.getByRole('link', { name: 'Tags' }).click();

  // A classification, then a tag in it.
  await expect(page).toHaveURL(/\/admin\/problem\/tag$/);
  const classification = `Class ${suffix}`;
  await page.getByRole('button', { name: 'Create classification' }).click();
  await page.getByRole('dialog').getByLabel('Name').fill(classification);
  await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('cell', { name: classification })).toBeVisible();
  const tagName = `tag-${suffix}`;
  await page.getByRole('button', { name: 'Create tag' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Name').fill(tagName);
  await dialog.getByRole('combobox', { name: 'Classification' }).selectOption({ label: classification });
  await dialog.getByRole('button', { name: 'Save' }).click();
  const tagRow = page.getByRole('row').filter({ hasText: tagName });
  await expect(tagRow).toContainText(classification);
  // The tables scroll in their panels: the page keeps to the screen, Create tag on it.
  await expectNoSidewaysScroll(page);
  await expect(page.getByRole('button', { name: 'Create tag' })).toBeInViewport();
  await snap(page, testInfo, JOURNEY, 'tablet-02-tags');

  // The same tag twice on a problem is refused.
  await page.goto('/admin/problem/create');
  const tagInput = page.getByLabel('Pick an existing tag or type a new one');
  await tagInput.fill(tagName);
  await page.getByRole('button', { name: 'Add tag' }).click();
  await tagInput.fill(tagName.toUpperCase());
  await page.getByRole('button', { name: 'Add tag' }).click();
  await expect(page.getByText('The tag has been added, please do not add it repeatedly')).toBeVisible();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByTestId('problem-form-error')).toHaveText('Problem display id is required');
  await snap(page, testInfo, JOURNEY, 'tablet-03-form');

  // A special judge: the judge mode dialog, a compile error in its dialog, then a clean compile.
  await page.getByLabel('Special judge').check();
  await expect(page.getByRole('dialog', { name: 'Judge mode' })).toBeVisible();
  await page.getByRole('button', { name: 'Got it' }).click();
  await expect(page.getByTestId('checker-state')).toHaveText('Not compiled');
  const checker = page.locator('.cm-content').first();
  await checker.click();
  await page.keyboard.insertText('int main( { return 0; }\n');
  await page.getByRole('button', { name: 'Compile', exact: true }).click();
  const compileError = page.getByRole('dialog', { name: 'Compile Error' });
  await expect(compileError).toBeVisible({ timeout: 60_000 });
  await expect(compileError.locator('pre')).not.toBeEmpty();
  await snap(page, testInfo, JOURNEY, 'tablet-04-compile-error');
  await compileError.getByRole('button', { name: 'Close' }).click();
  await checker.click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.press('Delete');
  await page.keyboard.insertText('int main(void) { return 0; }\n');
  await page.getByRole('button', { name: 'Compile', exact: true }).click();
  await expect(page.getByText('Compiled Successfully')).toBeVisible({ timeout: 60_000 });
  await expect(page.getByTestId('checker-state')).toHaveText('Compiled');

  // Export one problem, then import the archive again under a free display id.
  await page.goto('/admin/problem/batch-operation');
  await page.getByRole('button', { name: /^Export \(0\)$/ }).click();
  await expect(page.getByText('Export needs at least one problem')).toBeVisible();
  await page.getByLabel('Search by id, title or author').fill('1000');
  await page.getByLabel('Search by id, title or author').press('Enter');
  // Exactly 1000: the other project's run of this journey re-imported it as 1000-1.
  await page.getByRole('checkbox', { name: /^1000 / }).check();
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: /^Export \(1\)$/ }).click();
  const download = await downloading;
  const archive = join(mkdtempSync(join(tmpdir(), 'admin-export-')), download.suggestedFilename());
  await download.saveAs(archive);
  expect(download.suggestedFilename()).toMatch(/\.zip$/);

  await page.getByLabel('Format').selectOption('hoj');
  await page.getByLabel('Archive').setInputFiles(archive);
  await page.getByLabel('If a display ID is already taken').selectOption('rename');
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(page.getByTestId('import-count')).toBeVisible();
  await expect(page.getByText('Problems created: 1')).toBeVisible({ timeout: 60_000 });
  await expectNoSidewaysScroll(page);
  await snap(page, testInfo, JOURNEY, 'tablet-05-import');
  await context.close();
});
