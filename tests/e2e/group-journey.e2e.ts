import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  type APIRequestContext,
  type APIResponse,
  type Browser,
  devices,
  expect,
  type Page,
  test,
} from '@playwright/test';
import { strToU8, zipSync } from 'fflate';
import { apiLogin, loggedInContext, ROOT_PASSWORD, registerUser, snap, uniqueName } from './support';

/**
 * A private group from its creation to its rank, on a desktop: user A, refused while the site asks
 * for accepted problems and let through once root lowers the bar, creates a private group in the
 * create dialog; user B finds it, applies with the invitation code and waits as Applying; A approves
 * B in the member admin view and B gets the group's tabs; A writes an A+B group problem in the
 * group's editor; B solves it and climbs the group rank; A creates a group contest holding the
 * problem and B finds it in the Contest tab. A visitor and a logged-in stranger C see the group's
 * card but none of its content, problems or submissions; a hidden group stays out of their list.
 * Last, the group's pages fit a 390 px phone.
 */

const JOURNEY = 'group';
const PASSWORD = 'group-pass-1';
const INVITATION_CODE = 'k7Qp2x';

const ACCEPTED_CPP = `#include <iostream>
using namespace std;
int main() {
    long long a, b;
    cin >> a >> b;
    cout << a + b << endl;
    return 0;
}
`;

// A sorts before B, so with nothing solved B is ranked second in the group.
const run = {
  owner: uniqueName('gja'),
  member: uniqueName('gjb'),
  stranger: uniqueName('gjc'),
  name: uniqueName('Night owls '),
  shortName: uniqueName('owl'),
  hiddenName: uniqueName('Quiet room '),
  problemTitle: uniqueName('Group sum '),
  contestTitle: uniqueName('Owl cup '),
  gid: 0,
  /** The group problem's display id as stored: the group's short name, then what A typed. */
  problemId: '',
  cid: '',
  /** The site's threshold of accepted problems for creating a group, restored afterwards. */
  acThreshold: 20,
};

/** A+B test data: two cases at the top of the zip. */
function testDataZip(): string {
  const zip = zipSync({
    '1.in': strToU8('1 2\n'),
    '1.out': strToU8('3\n'),
    '2.in': strToU8('100 -58\n'),
    '2.out': strToU8('42\n'),
  });
  const path = join(mkdtempSync(join(tmpdir(), 'group-e2e-')), 'group-sum.zip');
  writeFileSync(path, zip);
  return path;
}

async function expectOk<T>(res: APIResponse, what: string): Promise<T> {
  if (!res.ok()) throw new Error(`${what} failed: ${res.status()} ${await res.text()}`);
  return (await res.json()).data as T;
}

/** Root sets the accepted problems a user needs to create a group (setup, not the journey). */
async function setGroupThreshold(request: APIRequestContext, value: number) {
  const token = await apiLogin(request, 'root', ROOT_PASSWORD);
  await expectOk(
    await request.put('/api/admin/switch/update', {
      headers: { Authorization: token, 'Url-Type': 'admin' },
      data: { defaultCreateGroupACInitValue: value },
    }),
    'set the group creation threshold',
  );
}

async function setEditorCode(page: Page, code: string) {
  const content = page.locator('[data-testid=code-editor] .cm-content');
  await content.click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.press('Delete');
  await page.keyboard.insertText(code);
  await expect(content).toContainText('cin >> a >> b');
}

/** A member's entry: a table row on a desktop, a stacked card (list item) below 768 px. */
const memberEntry = (page: Page, username: string) =>
  page.getByRole('row').or(page.getByRole('listitem')).filter({ hasText: username });

const groupTabs = (page: Page) => page.getByRole('navigation', { name: 'Group sections' });

/** The group rank's row of `username`: rank, user, nickname, AC, total, score, rating. */
const rankRow = (page: Page, username: string) =>
  page.getByRole('row').filter({ has: page.getByRole('link', { name: username, exact: true }) });

/** The group's card in the list at /group, searched by name. */
async function findGroupCard(page: Page, name: string) {
  await page.goto('/group');
  await expect(page.getByRole('heading', { name: 'Search Group' })).toBeVisible();
  await page.getByLabel('Search groups by name').fill(name);
  await page.getByLabel('Search groups by name').press('Enter');
  await expect(page).toHaveURL(/keyword=/);
  return page.getByTestId('group-card').filter({ hasText: name });
}

async function userPage(browser: Browser, request: APIRequestContext, username: string) {
  const context = await loggedInContext(browser, request, { username, password: PASSWORD });
  return { context, page: await context.newPage() };
}

test.describe
  .serial('a private group from creation to its rank', () => {
    test.beforeAll(async ({ request }) => {
      const token = await apiLogin(request, 'root', ROOT_PASSWORD);
      const info = await expectOk<{ defaultCreateGroupACInitValue: number }>(
        await request.get('/api/admin/switch/info', {
          headers: { Authorization: token, 'Url-Type': 'admin' },
        }),
        'read the switch configuration',
      );
      run.acThreshold = info.defaultCreateGroupACInitValue;
      // A new user has solved nothing: one accepted problem is enough to refuse them.
      await setGroupThreshold(request, 1);
      for (const username of [run.owner, run.member, run.stranger])
        await registerUser(request, username, PASSWORD);
    });

    test.afterAll(async ({ request }) => {
      await setGroupThreshold(request, run.acThreshold);
    });

    test('A creates a private group in the create dialog', async ({ browser, request }, testInfo) => {
      const { context, page } = await userPage(browser, request, run.owner);
      const dialog = page.getByRole('dialog', { name: 'Create Group' });

      await test.step('fill the dialog', async () => {
        await page.goto('/group');
        await page.getByRole('button', { name: 'Create Group' }).click();
        await expect(dialog).toBeVisible();
        // Every field is checked before anything is sent.
        await dialog.getByRole('button', { name: 'Create', exact: true }).click();
        await expect(
          dialog.getByRole('alert').filter({ hasText: 'This field is required' }).first(),
        ).toBeVisible();
        await dialog.getByLabel('Group name').fill(run.name);
        await dialog.getByLabel('Short name').fill(run.shortName);
        await dialog.getByLabel('Brief').fill('We solve problems after midnight.');
        await dialog.getByLabel(/Group type/).selectOption({ label: 'Private' });
        await expect(dialog.getByText('Private group: joining needs the invitation code')).toBeVisible();
        await dialog.getByLabel('Invitation code').fill('short');
        await expect(dialog.getByText('Must be exactly 6 characters')).toBeVisible();
        await dialog.getByLabel('Invitation code').fill(INVITATION_CODE);
        await expect(dialog.getByLabel('Visible')).toBeChecked();
        await dialog
          .getByRole('textbox', { name: 'Description', exact: true })
          .fill('## Night owls\n\nA private group: ask the owner for the **invitation code**.');
        await snap(page, testInfo, JOURNEY, '01-create-dialog');
      });

      await test.step('refused without an accepted problem, created once root lowers the bar', async () => {
        await dialog.getByRole('button', { name: 'Create', exact: true }).click();
        await expect(dialog.getByRole('alert')).toContainText('Sorry, you cannot create a group yet!');
        await expect(dialog.getByLabel('Group name')).toHaveValue(run.name);
        await snap(page, testInfo, JOURNEY, '02-create-refused');
        await setGroupThreshold(request, 0);
        await dialog.getByRole('button', { name: 'Create', exact: true }).click();
        await expect(page.getByText('Group created')).toBeVisible();
        await expect(dialog).toHaveCount(0);
      });

      await test.step('the group is in the list and opens on its home', async () => {
        const card = await findGroupCard(page, run.name);
        await expect(card).toContainText('Private');
        await expect(card).toContainText(run.owner);
        await expect(card).not.toContainText('Hidden');
        const href = await card.getByRole('link', { name: run.name }).getAttribute('href');
        run.gid = Number(/\/group\/(\d+)$/.exec(href ?? '')?.[1]);
        expect(run.gid).toBeGreaterThan(0);
        await snap(page, testInfo, JOURNEY, '03-group-list');
        await card.getByRole('link', { name: run.name }).click();
        await expect(page).toHaveURL(new RegExp(`/group/${run.gid}$`));
        await expect(page.getByRole('heading', { name: 'Night owls', exact: true })).toBeVisible();
        const sidebar = page.getByRole('complementary', { name: 'Group information' });
        await expect(sidebar).toContainText(String(run.gid));
        await expect(sidebar.getByRole('button', { name: 'Disband Group' })).toBeVisible();
        for (const tab of ['Problems', 'Contests', 'Members', 'Announcements', 'Settings', 'Rank'])
          await expect(groupTabs(page).getByRole('link', { name: tab, exact: true })).toBeVisible();
        await snap(page, testInfo, JOURNEY, '04-group-home-owner');
      });
      await context.close();

      // Setup for the visitor's check: a hidden public group of A's (not the journey itself).
      const token = await apiLogin(request, run.owner, PASSWORD);
      await expectOk(
        await request.post('/api/group', {
          headers: { Authorization: token },
          data: {
            name: run.hiddenName,
            shortName: uniqueName('qui'),
            brief: 'Members only, out of sight.',
            description: 'A hidden group.',
            auth: 1,
            visible: false,
          },
        }),
        'create the hidden group',
      );
    });

    test('B applies with the code and waits as Applying', async ({ browser, request }, testInfo) => {
      const { context, page } = await userPage(browser, request, run.member);

      await test.step('B finds the group; its tabs stay closed', async () => {
        const card = await findGroupCard(page, run.name);
        await card.getByRole('link', { name: run.name }).click();
        await expect(page).toHaveURL(new RegExp(`/group/${run.gid}$`));
        await expect(page.getByTestId('group-not-member')).toContainText('invitation code');
        await expect(groupTabs(page).getByRole('link')).toHaveCount(1);
        await expect(groupTabs(page).getByText('Problems', { exact: true })).toHaveAttribute(
          'aria-disabled',
          'true',
        );
        await snap(page, testInfo, JOURNEY, '05-group-not-member');
      });

      await test.step('a wrong code is refused, the right one sends the application', async () => {
        await page.getByRole('button', { name: 'Apply to Join' }).click();
        const dialog = page.getByRole('dialog', { name: 'Apply to Join' });
        await dialog.getByLabel('Invitation code').fill('wrong1');
        await dialog.getByLabel('Reason').fill('I stay up late and like A+B.');
        await snap(page, testInfo, JOURNEY, '06-apply-dialog');
        await dialog.getByRole('button', { name: 'Apply', exact: true }).click();
        await expect(page.getByText('The invitation code is wrong, please try again')).toBeVisible();
        await expect(dialog).toBeVisible();
        await dialog.getByLabel('Invitation code').fill(INVITATION_CODE);
        await dialog.getByRole('button', { name: 'Apply', exact: true }).click();
        await expect(page.getByText('Application sent, waiting for a group admin')).toBeVisible();
        await expect(dialog).toHaveCount(0);
        await expect(page.getByRole('button', { name: 'Applying' })).toBeDisabled();
        await expect(page.getByTestId('group-not-member')).toBeVisible();
        await snap(page, testInfo, JOURNEY, '07-applying');
      });
      await context.close();
    });

    test('A approves B in the member admin view; B gets the tabs', async ({ browser, request }, testInfo) => {
      const owner = await userPage(browser, request, run.owner);
      const page = owner.page;

      await test.step('the application waits in the admin view', async () => {
        await page.goto(`/group/${run.gid}`);
        await groupTabs(page).getByRole('link', { name: 'Members', exact: true }).click();
        await expect(page).toHaveURL(new RegExp(`/group/${run.gid}/member$`));
        await expect(memberEntry(page, run.owner)).toContainText('Group Root');
        await page.getByRole('button', { name: 'Member Admin' }).click();
        const row = memberEntry(page, run.member);
        await expect(row).toContainText('I stay up late and like A+B.');
        await expect(row).toContainText('Applying');
        await snap(page, testInfo, JOURNEY, '08-member-admin');
        await row.getByRole('button', { name: `Approve ${run.member}` }).click();
        await expect(page.getByText('Application approved')).toBeVisible();
        await expect(memberEntry(page, run.member)).toHaveCount(0);
        await page.getByRole('button', { name: 'Back' }).click();
        await expect(memberEntry(page, run.member)).toContainText('General Member');
        await snap(page, testInfo, JOURNEY, '09-members');
      });
      await owner.context.close();

      const member = await userPage(browser, request, run.member);
      await test.step('B is a member: the tabs open, the rank shows B second with nothing solved', async () => {
        const bPage = member.page;
        await bPage.goto(`/group/${run.gid}`);
        await expect(bPage.getByRole('button', { name: 'Exit Group' })).toBeVisible();
        await expect(bPage.getByTestId('group-not-member')).toHaveCount(0);
        await expect(groupTabs(bPage).getByRole('link', { name: 'Problems', exact: true })).toBeVisible();
        // Announcements and settings are for the group's admins and root.
        await expect(groupTabs(bPage).getByText('Settings')).toHaveCount(0);
        await expect(groupTabs(bPage).getByText('Announcements')).toHaveCount(0);
        await groupTabs(bPage).getByRole('link', { name: 'Rank', exact: true }).click();
        await expect(bPage).toHaveURL(new RegExp(`/group/${run.gid}/rank$`));
        const row = rankRow(bPage, run.member);
        await expect(row.getByRole('cell').nth(0)).toHaveText('2');
        await expect(row.getByRole('cell').nth(3)).toHaveText('0');
        await expect(rankRow(bPage, run.owner).getByRole('cell').nth(0)).toHaveText('1');
        await snap(bPage, testInfo, JOURNEY, '10-rank-before');
      });
      await member.context.close();
    });

    test('A writes an A+B group problem in the group editor', async ({ browser, request }, testInfo) => {
      const { context, page } = await userPage(browser, request, run.owner);
      await page.goto(`/group/${run.gid}`);
      await groupTabs(page).getByRole('link', { name: 'Problems', exact: true }).click();
      await expect(page.getByText('No problems in this group yet')).toBeVisible();

      await test.step('fill the editor with uploaded test data', async () => {
        await page.getByRole('link', { name: 'Create', exact: true }).click();
        await expect(page).toHaveURL(new RegExp(`/group/${run.gid}/problem\\?view=create$`));
        await expect(page.getByRole('note')).toContainText(run.shortName.toUpperCase());
        await page.getByLabel('* Display ID').fill('1');
        await page.getByLabel('* Title').fill(run.problemTitle);
        await page
          .getByLabel('Description', { exact: true })
          .fill('Given two integers $a$ and $b$, print $a+b$.');
        await page.getByLabel(/^\*?Input description$/).fill('Two integers $a$ and $b$ on one line.');
        await page.getByLabel(/^\*?Output description$/).fill('Their sum.');
        await page.getByLabel('Input of example 1').fill('1 2');
        await page.getByLabel('Output of example 1').fill('3');
        await page.getByTestId('testcase-zip').setInputFiles(testDataZip());
        await expect(page.getByText(/Upload Testcase Successfully/)).toBeVisible();
        await expect(page.getByRole('cell', { name: /^2\.out/ })).toBeVisible();
        await expect(page.getByRole('combobox', { name: 'Visibility' })).toHaveValue('1');
        await snap(page, testInfo, JOURNEY, '11-problem-editor');
      });

      await test.step('saved, it is in the admin table and the members list', async () => {
        await page.getByRole('button', { name: 'Save' }).click();
        await expect(page.getByText('Create Successfully')).toBeVisible();
        await expect(page).toHaveURL(new RegExp(`/group/${run.gid}/problem\\?view=admin$`));
        const row = page.getByRole('row').filter({ hasText: run.problemTitle });
        await expect(row).toContainText(run.owner);
        run.problemId = (await row.getByRole('cell').nth(1).textContent())?.trim() ?? '';
        expect(run.problemId.toUpperCase()).toBe(`${run.shortName}1`.toUpperCase());
        await expect(row.getByRole('combobox', { name: `Visibility of ${run.problemId}` })).toHaveValue('1');
        await snap(page, testInfo, JOURNEY, '12-problem-admin');
        await page.getByRole('link', { name: 'Back to problems' }).click();
        await expect(page.getByRole('row').filter({ hasText: run.problemTitle })).toContainText(
          run.problemId,
        );
      });
      await context.close();
    });

    test('B solves the group problem and climbs the group rank', async ({ browser, request }, testInfo) => {
      const { context, page } = await userPage(browser, request, run.member);

      await test.step('open the problem from the Problem tab and get Accepted', async () => {
        await page.goto(`/group/${run.gid}`);
        await groupTabs(page).getByRole('link', { name: 'Problems', exact: true }).click();
        // Members get the list, not the admin tools.
        await expect(page.getByRole('link', { name: 'Problem Admin' })).toHaveCount(0);
        const row = page.getByRole('row').filter({ hasText: run.problemTitle });
        await expect(row).toContainText('0/0');
        await row.getByRole('link', { name: run.problemTitle }).click();
        await expect(page).toHaveURL(new RegExp(`/group/${run.gid}/problem/${run.problemId}$`));
        await expect(page.getByRole('heading', { name: new RegExp(run.problemTitle) })).toBeVisible();
        await page.getByTestId('language-select').selectOption('C++');
        await setEditorCode(page, ACCEPTED_CPP);
        await page.getByTestId('submit-code').click();
        const status = page.getByTestId('submit-status');
        await expect(status).toHaveAttribute('data-status', '0', { timeout: 60_000 });
        await expect(status).toContainText('Accepted');
        await snap(page, testInfo, JOURNEY, '13-group-problem-accepted');
      });

      await test.step('the group rank puts B first with one AC', async () => {
        await page.goto(`/group/${run.gid}`);
        await groupTabs(page).getByRole('link', { name: 'Rank', exact: true }).click();
        const row = rankRow(page, run.member);
        await expect(row.getByRole('cell').nth(0)).toHaveText('1');
        await expect(row.getByRole('cell').nth(3)).toHaveText('1');
        await expect(row.getByRole('cell').nth(4)).toHaveText('1');
        await expect(row.getByRole('cell').nth(6)).toHaveText('100.00%');
        await expect(rankRow(page, run.owner).getByRole('cell').nth(0)).toHaveText('2');
        await snap(page, testInfo, JOURNEY, '14-rank-after');
      });

      await test.step('the submission is in the group status, the AC on the problem list', async () => {
        await groupTabs(page).getByRole('link', { name: 'Submissions', exact: true }).click();
        await expect(page).toHaveURL(new RegExp(`/group/${run.gid}/status`));
        const row = page.getByRole('row').filter({ hasText: run.member });
        await expect(row).toContainText('Accepted');
        await expect(row).toContainText(run.problemId);
        await snap(page, testInfo, JOURNEY, '15-group-status');
        await groupTabs(page).getByRole('link', { name: 'Problems', exact: true }).click();
        await expect(page.getByRole('row').filter({ hasText: run.problemTitle })).toContainText('1/1');
      });
      await context.close();
    });

    test('A creates a group contest and adds the problem', async ({ browser, request }, testInfo) => {
      const { context, page } = await userPage(browser, request, run.owner);

      await test.step('fill the contest form in the Contest tab', async () => {
        await page.goto(`/group/${run.gid}`);
        await groupTabs(page).getByRole('link', { name: 'Contests', exact: true }).click();
        await expect(page.getByText('No contests in this group yet')).toBeVisible();
        await page.getByRole('link', { name: 'Manage contests' }).click();
        await expect(page.getByRole('heading', { name: 'Contest admin' })).toBeVisible();
        await page.getByRole('link', { name: 'Create Contest' }).click();
        await page.getByLabel('* Contest title').fill(run.contestTitle);
        await page
          .getByRole('textbox', { name: 'Contest description', exact: true })
          .fill('One night, one problem.');
        const localTime = (minutes: number) =>
          page.evaluate((offset) => {
            const at = new Date(Date.now() + offset * 60_000);
            const two = (n: number) => String(n).padStart(2, '0');
            return `${at.getFullYear()}-${two(at.getMonth() + 1)}-${two(at.getDate())}T${two(at.getHours())}:${two(at.getMinutes())}`;
          }, minutes);
        await page.getByLabel('* Start time').fill(await localTime(-5));
        await page.getByLabel('* End time').fill(await localTime(120));
        await page.getByRole('radiogroup', { name: 'Rule type' }).getByLabel('ACM').check();
        await snap(page, testInfo, JOURNEY, '16-contest-form');
        await page.getByRole('button', { name: 'Save' }).click();
        await expect(page.getByText('Created successfully')).toBeVisible();
      });

      await test.step('add the group problem as A', async () => {
        const row = page.getByRole('row').filter({ hasText: run.contestTitle });
        await expect(row).toContainText('Running');
        run.cid = (await row.getByRole('cell').first().textContent())?.trim() ?? '';
        expect(run.cid).toMatch(/^\d+$/);
        await row.getByRole('link', { name: `Problems of ${run.contestTitle}` }).click();
        await page.getByRole('button', { name: 'Add from group problems' }).click();
        const dialog = page.getByRole('dialog', { name: 'Add from group problems' });
        await dialog.getByLabel('Problem ID of the group problem').fill(run.problemId);
        await dialog.getByLabel("Enter the problem's display ID in the contest").fill('A');
        await snap(page, testInfo, JOURNEY, '17-contest-add-problem');
        await dialog.getByRole('button', { name: 'Add', exact: true }).click();
        await expect(page.getByText('Added successfully')).toBeVisible();
        await expect(dialog).toHaveCount(0);
        const added = page.getByRole('row').filter({ hasText: run.problemTitle });
        await expect(added.getByRole('cell').nth(2)).toHaveText('A');
        await snap(page, testInfo, JOURNEY, '18-contest-problems');
      });
      await context.close();
    });

    test('B finds the contest in the Contest tab', async ({ browser, request }, testInfo) => {
      const { context, page } = await userPage(browser, request, run.member);
      await page.goto(`/group/${run.gid}`);
      await groupTabs(page).getByRole('link', { name: 'Contests', exact: true }).click();
      await expect(page.getByRole('link', { name: 'Manage contests' })).toHaveCount(0);
      const card = page.getByTestId('group-contest-card').filter({ hasText: run.contestTitle });
      await expect(card).toContainText('Running');
      await snap(page, testInfo, JOURNEY, '19-group-contests');
      await card.getByRole('link', { name: run.contestTitle }).click();
      await expect(page).toHaveURL(new RegExp(`/contest/${run.cid}$`));
      await expect(page.getByRole('heading', { name: run.contestTitle })).toBeVisible();
      await page.getByRole('tab', { name: 'Problems' }).click();
      await expect(page.getByTestId('contest-problem-list')).toContainText(run.problemTitle);
      await snap(page, testInfo, JOURNEY, '20-contest-problems-member');
      // As in HOJ, a problem added to a contest becomes a contest problem: it leaves the group's list.
      await page.goto(`/group/${run.gid}/problem`);
      await expect(page.getByText('No problems in this group yet')).toBeVisible();
      await context.close();
    });

    test('a visitor and a stranger see the card but none of the group', async ({
      browser,
      request,
    }, testInfo) => {
      await test.step('a visitor sees the visible group, not the hidden one, and is asked to log in', async () => {
        const context = await browser.newContext();
        const page = await context.newPage();
        const card = await findGroupCard(page, run.name);
        await expect(card).toContainText('Private');
        await expect(await findGroupCard(page, run.hiddenName)).toHaveCount(0);
        await expect(page.getByText('No Groups')).toBeVisible();
        await findGroupCard(page, run.name);
        await card.getByRole('link', { name: run.name }).click();
        await expect(page.getByText('Please login first')).toBeVisible();
        await expect(page).toHaveURL(/\/group\?/);
        await snap(page, testInfo, JOURNEY, '21-visitor-login');
        // Opened by its address, the group's tab sends the visitor home to the login dialog.
        await page.goto(`/group/${run.gid}/problem`);
        await expect(page.getByRole('dialog', { name: /login/i })).toBeVisible();
        await expect(page.getByText('Please login first')).toBeVisible();
        await expect(page.getByText(run.problemTitle)).toHaveCount(0);
        await snap(page, testInfo, JOURNEY, '22-visitor-group-problem');
        await context.close();
      });

      await test.step('the owner sees the hidden group in the list', async () => {
        const { context, page } = await userPage(browser, request, run.owner);
        const card = await findGroupCard(page, run.hiddenName);
        await expect(card).toContainText('Hidden');
        await context.close();
      });

      const { context, page } = await userPage(browser, request, run.stranger);
      await test.step('a logged-in stranger gets the description, no tab content', async () => {
        await expect(await findGroupCard(page, run.hiddenName)).toHaveCount(0);
        await page.goto(`/group/${run.gid}/problem`);
        await expect(page.getByTestId('group-not-member')).toContainText('invitation code');
        await expect(page.getByRole('button', { name: 'Apply to Join' })).toBeVisible();
        await expect(groupTabs(page).getByRole('link')).toHaveCount(1);
        await expect(page.getByText(run.problemTitle)).toHaveCount(0);
        await snap(page, testInfo, JOURNEY, '23-stranger-group-problem');
        for (const tab of ['rank', 'contest', 'status', 'member']) {
          await page.goto(`/group/${run.gid}/${tab}`);
          await expect(page.getByTestId('group-not-member')).toBeVisible();
          await expect(page.getByText(run.member)).toHaveCount(0);
        }
        const token = await apiLogin(request, run.stranger, PASSWORD);
        const refused = await request.get('/api/group/get-problem-list', {
          headers: { Authorization: token },
          params: { gid: run.gid, currentPage: 1, limit: 10 },
        });
        expect(refused.status()).toBe(403);
      });

      await test.step('the problem and its submission stay out of the public lists', async () => {
        await page.goto(`/problem?keyword=${encodeURIComponent(run.problemId)}`);
        await expect(page.getByText('No problems match these filters')).toBeVisible();
        await page.goto(`/problem/${run.problemId}`);
        await expect(page.getByText('The problem could not be loaded.')).toBeVisible();
        await expect(page.getByText(run.problemTitle)).toHaveCount(0);
        await page.goto(`/status?username=${run.member}`);
        await expect(page.getByText('No submissions')).toBeVisible();
        await expect(page.getByText(run.problemId)).toHaveCount(0);
        await snap(page, testInfo, JOURNEY, '24-public-status');
      });
      await context.close();
    });

    test('the group pages fit a 390 px phone', async ({ browser, request, isMobile }, testInfo) => {
      test.skip(isMobile, 'it sets its own phone screen: once, in the desktop project, is enough');
      const phone = { ...devices['Pixel 7'], viewport: { width: 390, height: 844 } };
      /** Elements wider than the screen, outermost first, to name the culprit when a page overflows. */
      const overflowing = (page: Page) =>
        page.evaluate(() => {
          const width = window.innerWidth;
          const found: string[] = [];
          for (const element of Array.from(document.body.querySelectorAll('*'))) {
            const box = element.getBoundingClientRect();
            if (box.right <= width + 0.5 || box.width === 0) continue;
            const parent = element.parentElement;
            if (parent && parent.getBoundingClientRect().right > width + 0.5) continue;
            let scrolls = false;
            for (let up = element.parentElement; up; up = up.parentElement)
              if (/(auto|scroll|hidden)/.test(getComputedStyle(up).overflowX)) scrolls = true;
            if (scrolls) continue;
            const classes = typeof element.className === 'string' ? element.className : '';
            found.push(
              `<${element.tagName.toLowerCase()} class="${classes.slice(0, 80)}"> right=${Math.round(box.right)} text="${(element.textContent ?? '').trim().slice(0, 40)}"`,
            );
          }
          return found.slice(0, 5);
        });
      const check = async (page: Page, path: string, ready: () => Promise<void>, step: string) => {
        await page.goto(path);
        await ready();
        const fits = await expect
          .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), {
            timeout: 5_000,
          })
          .toBeLessThanOrEqual(0)
          .then(
            () => true,
            () => false,
          );
        await snap(page, testInfo, JOURNEY, step);
        expect.soft(fits ? [] : await overflowing(page), `${path} overflows a 390 px screen`).toEqual([]);
      };

      const member = await loggedInContext(
        browser,
        request,
        { username: run.member, password: PASSWORD },
        phone,
      );
      const page = await member.newPage();
      const base = `/group/${run.gid}`;
      const tabs = async () => expect(groupTabs(page)).toBeVisible();
      await check(page, base, tabs, '25-phone-home');
      // The problem went into the contest (auth 3): the members' list is empty now.
      await check(
        page,
        `${base}/problem`,
        () => expect(page.getByText('No problems in this group yet')).toBeVisible(),
        '26-phone-problems',
      );
      await check(
        page,
        `${base}/training`,
        () => expect(page.getByText('No training in this group yet')).toBeVisible(),
        '27-phone-trainings',
      );
      await check(
        page,
        `${base}/contest`,
        () => expect(page.getByText(run.contestTitle)).toBeVisible(),
        '28-phone-contests',
      );
      await check(
        page,
        `${base}/status`,
        () => expect(page.getByRole('link', { name: 'Accepted', exact: true })).toBeVisible(),
        '29-phone-status',
      );
      await check(
        page,
        `${base}/discussion`,
        () => expect(page.getByRole('heading', { name: 'Group discussions' })).toBeVisible(),
        '30-phone-discussions',
      );
      await check(
        page,
        `${base}/member`,
        () => expect(page.getByText(run.owner).first()).toBeVisible(),
        '31-phone-members',
      );
      await check(
        page,
        `${base}/rank`,
        () => expect(page.getByText(run.member).first()).toBeVisible(),
        '32-phone-rank',
      );
      await member.close();

      const owner = await loggedInContext(
        browser,
        request,
        { username: run.owner, password: PASSWORD },
        phone,
      );
      const ownerPage = await owner.newPage();
      const shows = (text: string) => () => expect(ownerPage.getByText(text).first()).toBeVisible();
      await check(ownerPage, `${base}/problem?view=admin`, shows(run.problemTitle), '33-phone-problem-admin');
      await check(ownerPage, `${base}/contest?admin=1`, shows(run.contestTitle), '34-phone-contest-admin');
      await check(ownerPage, `${base}/announcement`, shows('No announcements'), '35-phone-announcements');
      await check(ownerPage, `${base}/setting`, shows('Group Information'), '36-phone-settings');
      await check(
        ownerPage,
        '/group',
        () => expect(ownerPage.getByTestId('group-list')).toBeVisible(),
        '37-phone-list',
      );
      await owner.close();
    });
  });
