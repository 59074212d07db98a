import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
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
 * A contestant on a phone (Pixel 7): the contest list, the header and the tab row (which scrolls
 * sideways), the problem list, a problem, the board and the print form all fit the screen.
 */

const JOURNEY = 'contest-mobile';
const USER_PASSWORD = 'contestant-pass-1';

test.skip(({ isMobile }) => !isMobile, 'phone layout only');

// Adding A+B to the contest made it a contest problem: the other journeys need it public.
test.afterEach(async ({ request }) => {
  await restorePublicProblem(request);
});

/** A running public ACM contest with the seeded A+B as problem A, made by root through the API (setup). */
async function createContest(request: APIRequestContext, title: string): Promise<number> {
  const token = await apiLogin(request, 'root', ROOT_PASSWORD);
  const headers = { Authorization: token, 'Url-Type': 'admin' };
  const now = Date.now();
  const created = await request.post('/api/admin/contest', {
    headers,
    data: {
      title,
      description: 'A contest on a phone.',
      type: 0,
      auth: 0,
      startTime: new Date(now - 5 * 60_000).toISOString(),
      endTime: new Date(now + 2 * 3_600_000).toISOString(),
      openRank: true,
      openPrint: true,
    },
  });
  expect(created.ok(), await created.text()).toBeTruthy();
  const list = await request.get('/api/admin/contest/get-contest-list', {
    headers,
    params: { currentPage: 1, limit: 10, keyword: title },
  });
  const cid = (await list.json())?.data?.records?.[0]?.id;
  expect(cid, 'the new contest in the admin list').toBeTruthy();
  const pid = await restorePublicProblem(request);
  const added = await request.post('/api/admin/contest/add-problem-from-public', {
    headers,
    data: { cid, pid, displayId: 'A' },
  });
  expect(added.ok(), await added.text()).toBeTruthy();
  return cid;
}

/** The page never scrolls sideways: wide content (tabs, tables) scrolls inside its own box. */
async function expectNoSidewaysScroll(page: Page) {
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth))
    .toBeLessThanOrEqual(0);
}

test('a contestant opens a contest, its problem, board and print form on a phone', async ({
  browser,
  request,
}, testInfo) => {
  const title = uniqueName('Phone cup ');
  const username = uniqueName('mc');
  const cid = await createContest(request, title);
  await registerUser(request, username, USER_PASSWORD);
  const context = await loggedInContext(browser, request, { username, password: USER_PASSWORD });
  const page = await context.newPage();

  await test.step('the contest list', async () => {
    await page.goto('/contest');
    await page.getByLabel('Search contests by title').fill(title);
    await page.getByLabel('Search contests by title').press('Enter');
    const card = page.getByTestId('contest-list').getByRole('listitem').filter({ hasText: title });
    await expect(card).toContainText('Running');
    await expectNoSidewaysScroll(page);
    await snap(page, testInfo, JOURNEY, '01-list');
    await card.getByRole('button', { name: title }).click();
  });

  await test.step('the contest header and tabs', async () => {
    await expect(page).toHaveURL(new RegExp(`/contest/${cid}$`));
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
    await expect(page.getByTestId('contest-countdown')).toBeVisible();
    const tabs = page.getByRole('tablist', { name: 'Contest sections' });
    // Overview, Problems, Submissions, Rank, Announcements, Comment and Print.
    await expect(tabs.getByRole('tab')).toHaveCount(7);
    await expectNoSidewaysScroll(page);
    await snap(page, testInfo, JOURNEY, '02-overview');
  });

  await test.step('the problem list and problem A', async () => {
    await page.getByRole('tab', { name: 'Problems' }).click();
    const list = page.getByTestId('contest-problem-list');
    await expect(list).toContainText('A+B Problem');
    await expectNoSidewaysScroll(page);
    await snap(page, testInfo, JOURNEY, '03-problems');
    await list.getByRole('link', { name: 'A', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/contest/${cid}/problem/A$`));
    await expect(page.getByRole('heading', { name: /A\+B Problem/ })).toBeVisible();
    const editor = page.locator('[data-testid=code-editor] .cm-content');
    await editor.scrollIntoViewIfNeeded();
    await expect(editor).toBeVisible();
    await expect(page.getByTestId('submit-code')).toBeEnabled();
    await snap(page, testInfo, JOURNEY, '04-problem');
  });

  await test.step('the board, empty so far', async () => {
    await page.getByRole('tab', { name: 'Rank' }).click();
    await expect(page.getByText('No one on the board yet')).toBeVisible();
    await expectNoSidewaysScroll(page);
    await snap(page, testInfo, JOURNEY, '05-rank');
  });

  await test.step('the print form, the last tab of the row', async () => {
    await page.getByRole('tab', { name: 'Print' }).click();
    await page.getByLabel('Content to print').fill(`Phone print job for ${title}: ${'-'.repeat(40)}`);
    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    await expect(page.getByText('Submit code successfully')).toBeVisible();
    await snap(page, testInfo, JOURNEY, '06-print');
  });
  await context.close();
});
