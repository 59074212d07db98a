import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { adminPagePaths, apiData, seedSite } from './seed-site';
import { apiLogin, ROOT_PASSWORD, signIn, uniqueName } from './support';

/**
 * No page scrolls sideways on a small phone (360 px, issue 15): every route of the router, as a
 * guest, a signed-in user and root, with a problem, contest, training, discussion, group and
 * submission of its own to show. Wide content (tables, tab rows, code) must scroll inside its own
 * box. A failure lists every offending route with the elements that reach past the screen.
 */

const WIDTH = 360;
const PASSWORD = 'phone-width-pass-1';
const A_PLUS_B = '1000';

test.use({ viewport: { width: WIDTH, height: 740 } });

const seed = {
  user: uniqueName('pw'),
  contestTitle: '',
  trainingTitle: '',
  discussionTitle: '',
  groupName: '',
  cid: 0,
  tid: 0,
  did: 0,
  gid: 0,
  groupTid: 0,
  groupDid: 0,
  pid: 0,
  submitId: 0,
};

async function seedEverything(request: APIRequestContext) {
  const rootToken = await apiLogin(request, 'root', ROOT_PASSWORD);
  const admin = { Authorization: rootToken, 'Url-Type': 'admin' };
  const asRoot = { Authorization: rootToken };

  await apiData(
    await request.post('/api/admin/user/insert-batch-user', {
      headers: admin,
      data: { users: [[seed.user, PASSWORD]] },
    }),
    'create the user',
  );

  const site = await seedSite(request, {
    label: 'Narrow',
    about: 'Read on a small phone: everything in it must fit a 360 px screen.',
    discussionContent: `A long line that must wrap: ${'word '.repeat(40)}\n\n\`\`\`\n${'x'.repeat(200)}\n\`\`\``,
  });
  Object.assign(seed, {
    contestTitle: site.contestTitle,
    trainingTitle: site.trainingTitle,
    discussionTitle: site.discussionTitle,
    groupName: site.groupName,
    cid: site.cid,
    tid: site.tid,
    did: site.did,
    gid: site.gid,
    pid: site.pid,
  });
  const post = site.post;

  const groupTraining = await apiData<{ tid?: number; id?: number } | null>(
    await request.post('/api/group/training', {
      headers: asRoot,
      data: {
        training: {
          rank: 1,
          title: `${seed.trainingTitle} (group)`,
          description: 'Short steps, in a group.',
          auth: 'Public',
          status: true,
          gid: seed.gid,
        },
        trainingCategory: { id: site.trainingCategoryId },
      },
    }),
    'create the group training',
  );
  seed.groupTid = groupTraining?.tid ?? groupTraining?.id ?? 0;
  await apiData(
    await request.post('/api/group/discussion', {
      headers: asRoot,
      data: { ...post, title: `${seed.discussionTitle} (group)`, gid: seed.gid },
    }),
    'post the group discussion',
  );
  const groupDiscussions = await apiData<{ records: { id: number; title: string }[] }>(
    await request.get('/api/group/get-discussion-list', {
      headers: asRoot,
      params: { gid: seed.gid, currentPage: 1, limit: 10 },
    }),
    'list the group discussions',
  );
  seed.groupDid = groupDiscussions.records[0]?.id ?? 0;

  const userToken = await apiLogin(request, seed.user, PASSWORD);
  const submitted = await apiData<{ submitId: number }>(
    await request.post('/api/submit-problem-judge', {
      headers: { Authorization: userToken },
      data: {
        pid: A_PLUS_B,
        language: 'Python3',
        code: 'a, b = map(int, input().split())\nprint(a + b)\n',
        cid: 0,
        isRemote: false,
      },
    }),
    'submit A+B',
  );
  seed.submitId = submitted.submitId;
}

/**
 * Waits for the page's data (no request for half a second, no spinner), then returns what reaches
 * past the right edge: the document's and body's widths and the widest offending elements that no
 * scrolling box of their own contains.
 */
async function measure(page: Page) {
  await page.waitForLoadState('networkidle', { timeout: 8_000 }).catch(() => undefined);
  await page
    .locator('.loading, [aria-busy=true]')
    .first()
    .waitFor({ state: 'hidden', timeout: 8_000 })
    .catch(() => undefined);
  return page.evaluate((limit) => {
    const clipsSideways = (element: Element) => {
      const overflow = getComputedStyle(element).overflowX;
      return overflow === 'auto' || overflow === 'scroll' || overflow === 'hidden' || overflow === 'clip';
    };
    const describe = (element: Element) => {
      const id = element.id ? `#${element.id}` : '';
      const testId = element.getAttribute('data-testid');
      const classes = [...element.classList].slice(0, 4).join('.');
      const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
      const right = Math.round(element.getBoundingClientRect().right);
      return `<${element.tagName.toLowerCase()}${id}${testId ? `[data-testid=${testId}]` : ''}${classes ? `.${classes}` : ''}> right ${right}px "${text}"`;
    };
    const offenders: Element[] = [];
    for (const element of document.body.querySelectorAll('*')) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.right <= limit + 0.5) continue;
      if (getComputedStyle(element).position === 'fixed') continue;
      let clipped = false;
      for (
        let parent = element.parentElement;
        parent && parent !== document.body;
        parent = parent.parentElement
      )
        if (clipsSideways(parent)) {
          clipped = true;
          break;
        }
      // Report the outermost element that overflows, not each of its children.
      if (!clipped && !offenders.some((outer) => outer.contains(element))) offenders.push(element);
    }
    offenders.sort((a, b) => b.getBoundingClientRect().right - a.getBoundingClientRect().right);
    return {
      documentWidth: document.documentElement.scrollWidth,
      bodyWidth: document.body.scrollWidth,
      offenders: offenders.slice(0, 3).map(describe),
    };
  }, WIDTH);
}

/** Visits each path in turn and fails once, naming every route that scrolls sideways. */
async function expectNoSidewaysScroll(page: Page, routes: string[]) {
  const failures: string[] = [];
  for (const route of routes) {
    await page.goto(route);
    const found = await measure(page);
    if (found.documentWidth > WIDTH || found.bodyWidth > WIDTH)
      failures.push(
        `${route}: document ${found.documentWidth}px, body ${found.bodyWidth}px\n    ${found.offenders.join('\n    ')}`,
      );
  }
  expect(failures, `pages wider than ${WIDTH}px:\n${failures.join('\n')}`).toEqual([]);
}

test.describe
  .serial('no page scrolls sideways at 360 px', () => {
    test.beforeAll(async ({ request }) => {
      test.setTimeout(120_000);
      await seedEverything(request);
    });

    test('as a guest', async ({ page }) => {
      test.setTimeout(180_000);
      await expectNoSidewaysScroll(page, [
        '/home',
        '/problem',
        '/problem?keyword=A%2BB%20with%20a%20long%20keyword&difficulty=0',
        `/problem/${A_PLUS_B}`,
        '/training',
        '/contest',
        `/contest/acm-scoreboard/${seed.cid}`,
        '/status',
        `/submission-detail/${seed.submitId}`,
        '/acm-rank',
        '/oi-rank',
        '/discussion',
        `/discussion/${A_PLUS_B}`,
        `/discussion-detail/${seed.did}`,
        '/group',
        '/help',
        '/introduction',
        '/developer',
        '/reset-password',
        `/user-home?username=${seed.user}`,
        '/no-such-page',
        '/admin/login',
      ]);
    });

    test('as a signed-in user', async ({ context, page, request }) => {
      test.setTimeout(240_000);
      await signIn(context, request, { username: seed.user, password: PASSWORD });
      const contest = `/contest/${seed.cid}`;
      const training = `/training/${seed.tid}`;
      await expectNoSidewaysScroll(page, [
        '/home',
        '/problem',
        `/problem/${A_PLUS_B}`,
        '/setting',
        `/user-home?username=${seed.user}`,
        '/status?onlyMine=true',
        `/submission-detail/${seed.submitId}`,
        '/message/discuss',
        '/message/reply',
        '/message/like',
        '/message/sys',
        '/message/mine',
        contest,
        `${contest}/problems`,
        `${contest}/problem/A`,
        `${contest}/problem/A/full-screen`,
        `${contest}/submissions`,
        `${contest}/rank`,
        `${contest}/announcements`,
        `${contest}/print`,
        `${contest}/comment`,
        training,
        `${training}/problems`,
        `${training}/problem/${A_PLUS_B}`,
        `${training}/problem/${A_PLUS_B}/full-screen`,
        `${training}/rank`,
        `/discussion-detail/${seed.did}`,
      ]);
    });

    test('as root: the group, contest administration and the back office', async ({
      context,
      page,
      request,
    }) => {
      test.setTimeout(300_000);
      await signIn(context, request, { username: 'root', password: ROOT_PASSWORD, admin: true });
      const contest = `/contest/${seed.cid}`;
      const group = `/group/${seed.gid}`;
      const groupTraining = `${group}/training/${seed.groupTid}`;
      await expectNoSidewaysScroll(page, [
        `${contest}/ac-info`,
        `${contest}/admin-print`,
        `${contest}/rejudge`,
        `${contest}/scroll-board`,
        `/scrollBoard?cid=${seed.cid}`,
        group,
        `${group}/announcement`,
        `${group}/problem`,
        `${group}/training`,
        groupTraining,
        `${groupTraining}/problems`,
        `${groupTraining}/rank`,
        `${group}/contest`,
        `${group}/status`,
        `${group}/discussion`,
        `${group}/discussion-detail/${seed.groupDid}`,
        `${group}/member`,
        `${group}/setting`,
        `${group}/rank`,
        ...adminPagePaths(seed),
      ]);
    });
  });
