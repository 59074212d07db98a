import { type APIResponse, expect, type Page, test } from '@playwright/test';
import {
  apiLogin,
  loggedInContext,
  ROOT_PASSWORD,
  registerUser,
  restorePublicProblem,
  snap,
  uniqueName,
} from './support';

/**
 * A private training from the learner's side on a desktop: root sets up a category and a
 * password-protected training holding A+B (through the admin API); a user finds it in the list,
 * is refused with a wrong password and let in with the right one, solves A+B inside the
 * training and sees the progress reach 100% and the rank record the AC.
 */

const JOURNEY = 'training';
const TRAINING_PASSWORD = 'training-pass-3';
const USER_PASSWORD = 'trainee-pass-1';
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

const run = {
  title: uniqueName('Greedy drills '),
  category: uniqueName('Basics '),
  username: uniqueName('trn'),
  trainingId: 0,
};

async function setEditorCode(page: Page, code: string) {
  const content = page.locator('[data-testid=code-editor] .cm-content');
  await content.click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.press('Delete');
  await page.keyboard.insertText(code);
  await expect(content).toContainText('cin >> a >> b');
}

test.describe
  .serial('a private training with a password', () => {
    test.beforeAll(async ({ request }) => {
      const pid = await restorePublicProblem(request, A_PLUS_B);
      const token = await apiLogin(request, 'root', ROOT_PASSWORD);
      const headers = { Authorization: token, 'Url-Type': 'admin' };
      const expectOk = async <T>(res: APIResponse, what: string): Promise<T> => {
        if (!res.ok()) throw new Error(`${what} failed: ${await res.text()}`);
        return (await res.json()).data as T;
      };
      const category = await expectOk<{ id: number }>(
        await request.post('/api/admin/training/category', {
          headers,
          data: { name: run.category, color: '#e6a23c' },
        }),
        'create the category',
      );
      const created = await expectOk<{ tid: number }>(
        await request.post('/api/admin/training', {
          headers,
          data: {
            training: {
              rank: 1,
              title: run.title,
              description: 'Warm up with **A+B**, then keep going.',
              auth: 'Private',
              privatePwd: TRAINING_PASSWORD,
              status: true,
            },
            trainingCategory: { id: category.id },
          },
        }),
        'create the training',
      );
      run.trainingId = created.tid;
      await expectOk(
        await request.post('/api/admin/training/add-problem-from-public', {
          headers,
          data: { pid, tid: run.trainingId, displayId: A_PLUS_B },
        }),
        'add A+B to the training',
      );
    });

    test('a user enters with the password, solves A+B and sees the progress and the rank', async ({
      browser,
      request,
    }, testInfo) => {
      await registerUser(request, run.username, USER_PASSWORD);
      const context = await loggedInContext(browser, request, {
        username: run.username,
        password: USER_PASSWORD,
      });
      const page = await context.newPage();
      const tabs = page.getByRole('tablist', { name: 'Training sections' });
      const progress = page.getByTestId('training-progress');

      await test.step('find the training in the list', async () => {
        await page.goto('/training');
        await expect(page.getByRole('heading', { name: 'Training list' })).toBeVisible();
        await page
          .getByRole('group', { name: 'Category' })
          .getByRole('button', { name: run.category })
          .click();
        await expect(page).toHaveURL(/categoryId=\d+/);
        await page.getByLabel('Search trainings by title').fill(run.title);
        await page.getByLabel('Search trainings by title').press('Enter');
        const row = page.getByTestId('training-list').getByRole('row').filter({ hasText: run.title });
        await expect(row).toContainText('Private');
        await expect(row).toContainText(run.category);
        await expect(row).toContainText('0.00%');
        await snap(page, testInfo, JOURNEY, '01-training-list');
        await row.getByRole('link', { name: run.title }).click();
      });

      await test.step('the training asks for its password', async () => {
        await expect(page).toHaveURL(new RegExp(`/training/${run.trainingId}$`));
        await expect(page.getByRole('heading', { name: run.title, level: 1 })).toBeVisible();
        await expect(page.getByTestId('training-password-form')).toBeVisible();
        await expect(tabs.getByRole('tab', { name: 'Problem list' })).toBeDisabled();
        await expect(page.getByText('Warm up with')).toBeVisible();
        await snap(page, testInfo, JOURNEY, '02-training-locked');
      });

      await test.step('a wrong password is refused, the right one registers', async () => {
        const password = page.getByLabel('Enter the training password');
        await password.fill('not-the-password');
        await page.getByRole('button', { name: 'OK', exact: true }).click();
        await expect(
          page.getByRole('alert').filter({ hasText: 'Wrong training password, please try again' }),
        ).toBeVisible();
        await expect(tabs.getByRole('tab', { name: 'Problem list' })).toBeDisabled();
        await password.fill(TRAINING_PASSWORD);
        await page.getByRole('button', { name: 'OK', exact: true }).click();
        await expect(page.getByText('Register training successfully')).toBeVisible();
        await expect(page.getByTestId('training-password-form')).toHaveCount(0);
        await expect(progress).toHaveAttribute('data-percent', '0.00');
        await expect(page.getByTestId('training-solved')).toHaveText('0 / 1');
        await snap(page, testInfo, JOURNEY, '03-training-open');
      });

      await test.step('open A+B inside the training and get Accepted', async () => {
        await tabs.getByRole('tab', { name: 'Problem list' }).click();
        const list = page.getByTestId('training-problem-list');
        const row = list.getByRole('row').filter({ hasText: 'A+B Problem' });
        await expect(row).toContainText(A_PLUS_B);
        await snap(page, testInfo, JOURNEY, '04-training-problems');
        await row.getByRole('cell').nth(3).click();
        await expect(page).toHaveURL(new RegExp(`/training/${run.trainingId}/problem/${A_PLUS_B}$`));
        await expect(page.getByRole('heading', { name: /A\+B Problem/ })).toBeVisible();
        await expect(tabs.getByRole('tab', { name: 'Problem list' })).toHaveAttribute(
          'aria-selected',
          'true',
        );
        await page.getByTestId('language-select').selectOption('C++');
        await setEditorCode(page, ACCEPTED_CPP);
        await page.getByTestId('submit-code').click();
        const status = page.getByTestId('submit-status');
        await expect(status).toHaveAttribute('data-status', '0', { timeout: 60_000 });
        await expect(status).toContainText('Accepted');
        await expect(progress).toHaveAttribute('data-percent', '100.00');
        await snap(page, testInfo, JOURNEY, '05-training-accepted');
      });

      await test.step('back on the training: 100% and a solved mark', async () => {
        await tabs.getByRole('tab', { name: 'Introduction' }).click();
        await expect(progress).toHaveAttribute('data-percent', '100.00');
        await expect(page.getByTestId('training-solved')).toHaveText('1 / 1');
        await tabs.getByRole('tab', { name: 'Problem list' }).click();
        const row = page
          .getByTestId('training-problem-list')
          .getByRole('row')
          .filter({ hasText: 'A+B Problem' });
        await expect(row.getByRole('img', { name: 'Solved' })).toBeVisible();
      });

      await test.step('the Rank tab records the AC', async () => {
        await tabs.getByRole('tab', { name: 'Record list' }).click();
        await expect(page).toHaveURL(new RegExp(`/training/${run.trainingId}/rank$`));
        const row = page
          .getByTestId('training-rank')
          .getByRole('row')
          .filter({ has: page.getByRole('link', { name: new RegExp(`${run.username}$`) }) });
        await expect(row).toHaveAttribute('data-own', 'true');
        await expect(row).toContainText('Own');
        await expect(
          row.getByRole('link', { name: `Accepted submissions of ${run.username}: 1` }),
        ).toHaveAttribute('href', `/status?username=${run.username}&status=0`);
        await expect(row.getByRole('link', { name: new RegExp(`on ${A_PLUS_B}: Accepted`) })).toContainText(
          'AC',
        );
        await snap(page, testInfo, JOURNEY, '06-training-rank');
        await page.getByRole('button', { name: 'Switch to the dark theme' }).click();
        await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
        await snap(page, testInfo, JOURNEY, '07-training-rank-dark');
        await page.getByRole('button', { name: 'Switch to the light theme' }).click();
      });

      await test.step('on a phone the tables scroll inside the page', async () => {
        await page.setViewportSize({ width: 390, height: 844 });
        // As the contest's phone journey measures it: against the window (a phone's scrollbar
        // overlays the page, unlike this desktop browser's), once the resized layout settles.
        const pageOverflow = () =>
          page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        await expect(page.getByTestId('training-rank')).toBeVisible();
        await expect.poll(pageOverflow).toBeLessThanOrEqual(0);
        await snap(page, testInfo, JOURNEY, '08-mobile-rank');
        await page.goto('/training');
        await expect(page.getByTestId('training-list')).toBeVisible();
        await expect.poll(pageOverflow).toBeLessThanOrEqual(0);
        await snap(page, testInfo, JOURNEY, '09-mobile-list');
      });
      await context.close();
    });
  });
