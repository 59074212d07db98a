import { appendFileSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import type { AxeResults, NodeResult, RunOptions } from 'axe-core';
import { DESKTOP_SCREEN } from './screens';
import { adminPagePaths, apiData, seedSite } from './seed-site';
import { apiLogin, loggedInContext, ROOT_PASSWORD } from './support';

/**
 * WCAG 2.1 AA with axe-core over every page of the web app, in the light and the dark theme:
 * public pages as a guest (with the login and register dialogs open), the signed-in user's own
 * pages, a contest, a training, a group, a discussion and the admin back office as root. Each
 * area fails listing every serious or critical violation (rule, impact, selectors, page and
 * theme); the full result, moderate and minor included, with the measured contrast ratios and
 * the time each page took, lands in `<artifacts>/axe-report.txt` for the closing note.
 */

/**
 * axe-core itself, the copy @axe-core/playwright runs. AxeBuilder re-injects its 500 KB into
 * every frame and opens a blank page to finish each run, about 2 s of overhead per check on this
 * two-core machine; loaded once per document through an init script, a check costs only its rules.
 */
const AXE_SOURCE = readFileSync(
  createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright')).resolve(
    'axe-core/axe.min.js',
  ),
  'utf8',
);
/**
 * The audit's screen is a desktop's, whichever project runs it: it runs on the phone project's
 * platform (playwright.config.ts), and the phone-width sweep covers the phone layout.
 */
test.use(DESKTOP_SCREEN);

const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
/** The rules whose outcome depends on the theme. */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];
const BLOCKING = new Set(['serious', 'critical']);
const REPORT = join(process.env.E2E_ARTIFACTS ?? 'tests/e2e/artifacts', 'axe-report.txt');
const THEMES = ['light', 'dark'] as const;
type Theme = (typeof THEMES)[number];

const A_PLUS_B = '1000';
const ACCEPTED_CPP = `#include <iostream>
int main() { long long a, b; std::cin >> a >> b; std::cout << a + b << std::endl; }
`;

/** What the pages show, seeded through the HTTP API as root. */
const seed = { pid: 0, cid: 0, tid: 0, gid: 0, did: 0, submitId: 0 };

/** A page to check: its address, what to do once it has loaded, and its name in the report. */
interface Target {
  path: string;
  /** Runs after the page has loaded, e.g. opens a dialog; the check covers what it leaves open. */
  prepare?: (page: Page) => Promise<void>;
  label?: string;
}

async function seedContent(request: APIRequestContext) {
  const site = await seedSite(request, {
    label: 'Axe',
    about: 'Checked for **accessibility**.',
    discussionContent: 'Some **markdown** and `code`.',
  });
  Object.assign(seed, { pid: site.pid, cid: site.cid, tid: site.tid, gid: site.gid, did: site.did });
  const general = { Authorization: await apiLogin(request, 'root', ROOT_PASSWORD), 'Url-Type': 'general' };

  // A judged Accepted submission: the solved badge, the status rows and the case tiles.
  const submitted = await apiData<{ submitId: number }>(
    await request.post('/api/submit-problem-judge', {
      headers: general,
      data: { pid: A_PLUS_B, language: 'C++', code: ACCEPTED_CPP, cid: 0, isRemote: false },
    }),
    'submit A+B',
  );
  seed.submitId = submitted.submitId;
  await expect
    .poll(
      async () => {
        const res = await request.get('/api/get-submission-detail', {
          headers: general,
          params: { submitId: seed.submitId },
        });
        return (await res.json())?.data?.submission?.status;
      },
      { timeout: 90_000, message: 'A+B judged' },
    )
    .toBe(0);
  for (const [key, value] of Object.entries(seed)) {
    if (!value) throw new Error(`seed ${key} is missing: ${JSON.stringify(seed)}`);
  }
}

/** No transition or animation, so the colours axe reads are the settled ones. */
const SETTLE_CSS =
  '*,*::before,*::after{transition:none!important;animation:none!important;caret-color:auto!important}';

async function settle(page: Page) {
  await page.addStyleTag({ content: SETTLE_CSS });
  // A page is ready once its code and first data are in: no spinner left in the page.
  await page
    .locator('.loading')
    .first()
    .waitFor({ state: 'detached', timeout: 8_000 })
    .catch(() => undefined);
}

async function currentTheme(page: Page): Promise<Theme> {
  return (await page.evaluate(() => document.documentElement.getAttribute('data-theme'))) === 'dark'
    ? 'dark'
    : 'light';
}

/**
 * Switches the theme as a user does, with the toggle. Where the toggle is out of reach (behind a
 * modal dialog, or covered) it sets what the toggle sets, the stored choice and `data-theme`:
 * everything but the charts takes its colours from the theme's CSS alone.
 */
async function switchTheme(page: Page, theme: Theme) {
  if ((await currentTheme(page)) === theme) return;
  const toggle = page.getByRole('button', { name: /Switch to the (dark|light) theme/ }).first();
  const clicked =
    !(await page.getByRole('dialog').isVisible()) &&
    (await toggle.isVisible()) &&
    (await toggle.click({ timeout: 3_000 }).then(
      () => true,
      () => false,
    ));
  if (!clicked) {
    await page.evaluate((value) => {
      window.localStorage.setItem('Web_Theme', value);
      document.documentElement.setAttribute('data-theme', value);
    }, theme);
  }
  await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
}

async function runAxe(page: Page, options: RunOptions): Promise<AxeResults> {
  return page.evaluate(
    (runOptions) =>
      (window as unknown as { axe: { run: (...args: unknown[]) => Promise<AxeResults> } }).axe.run(
        document,
        runOptions,
      ),
    options,
  );
}

/** The measured ratio and colours of a contrast failure, or the element's opening markup. */
function describeNode(node: NodeResult): string {
  const ratio = /contrast of ([\d.]+) \(foreground color: (#\w+), background color: (#\w+)/.exec(
    node.failureSummary ?? '',
  );
  if (ratio) return ` — ${ratio[1]}:1 (${ratio[2]} on ${ratio[3]})`;
  return ` — ${node.html.slice(0, 100)}`;
}

interface Finding {
  area: string;
  page: string;
  theme: Theme;
  rule: string;
  impact: string;
  help: string;
  targets: string[];
}

async function audit(page: Page, area: string, targets: Target[]): Promise<Finding[]> {
  const findings: Finding[] = [];
  const timings: string[] = [];
  for (const target of targets) {
    const started = Date.now();
    await page.goto(target.path);
    await settle(page);
    await target.prepare?.(page);
    // Alternate the order so every page needs one theme switch, not two. The markup is the same
    // in both themes, so the second pass runs only the rules that read colours.
    const order = (await currentTheme(page)) === 'light' ? THEMES : ([...THEMES].reverse() as Theme[]);
    for (const [index, theme] of order.entries()) {
      await switchTheme(page, theme);
      const result = await runAxe(
        page,
        index === 0
          ? { runOnly: { type: 'tag', values: AXE_TAGS }, resultTypes: ['violations'] }
          : { runOnly: { type: 'rule', values: COLOUR_RULES }, resultTypes: ['violations'] },
      );
      const name = target.label ?? target.path;
      for (const violation of result.violations) {
        findings.push({
          area,
          page: name,
          theme,
          rule: violation.id,
          impact: violation.impact ?? 'unknown',
          help: violation.help,
          targets: violation.nodes.map((node) => `${node.target.join(' ')}${describeNode(node)}`),
        });
      }
    }
    timings.push(`${target.label ?? target.path} ${Date.now() - started} ms`);
  }
  appendFileSync(
    REPORT,
    `${formatFindings(area, targets.length, findings)}  time: ${timings.join(', ')}\n\n`,
  );
  return findings;
}

function formatFindings(area: string, pages: number, findings: Finding[]): string {
  const lines = [`## ${area}: ${pages} pages × ${THEMES.length} themes, ${findings.length} violations`];
  const byRule = new Map<string, number>();
  for (const finding of findings) {
    const key = `${finding.rule} (${finding.impact})`;
    byRule.set(key, (byRule.get(key) ?? 0) + finding.targets.length);
  }
  for (const [rule, nodes] of [...byRule].sort((a, b) => b[1] - a[1]))
    lines.push(`  ${rule}: ${nodes} nodes`);
  for (const finding of findings) {
    lines.push(
      `- [${finding.impact}] ${finding.rule} on ${finding.page} (${finding.theme}): ${finding.help}`,
      ...finding.targets.slice(0, 8).map((selector) => `    ${selector}`),
      ...(finding.targets.length > 8 ? [`    … and ${finding.targets.length - 8} more`] : []),
    );
  }
  return `${lines.join('\n')}\n\n`;
}

function expectNoBlocking(findings: Finding[]) {
  const blocking = findings.filter((finding) => BLOCKING.has(finding.impact));
  const message = blocking
    .map(
      (finding) =>
        `${finding.rule} (${finding.impact}) on ${finding.page} [${finding.theme}]: ${finding.help}\n` +
        finding.targets.map((selector) => `    ${selector}`).join('\n'),
    )
    .join('\n');
  expect(blocking, `serious or critical axe violations:\n${message}`).toEqual([]);
}

async function rootPage(browser: Browser, request: APIRequestContext) {
  const context = await loggedInContext(browser, request, {
    username: 'root',
    password: ROOT_PASSWORD,
    admin: true,
  });
  await context.addInitScript({ content: AXE_SOURCE });
  return { context, page: await context.newPage() };
}

const openDialog = (button: string) => async (page: Page) => {
  await page.getByRole('button', { name: button, exact: true }).first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
};

test.describe('accessibility (axe, WCAG 2.1 AA, light and dark)', () => {
  test.describe.configure({ timeout: 180_000 });
  test.beforeAll(async ({ request }) => {
    test.setTimeout(150_000);
    // A failed area restarts the worker, which seeds afresh; the report keeps every area.
    if (!existsSync(REPORT))
      writeFileSync(REPORT, '# axe-core: WCAG 2.1 A/AA violations per page and theme\n\n');
    await seedContent(request);
  });

  test('public pages as a guest, with the login and register dialogs open', async ({ browser }) => {
    const context = await browser.newContext();
    await context.addInitScript({ content: AXE_SOURCE });
    const page = await context.newPage();
    const findings = await audit(page, 'guest', [
      { path: '/home' },
      { path: '/home', label: '/home (login dialog)', prepare: openDialog('Login') },
      { path: '/home', label: '/home (register dialog)', prepare: openDialog('Register') },
      { path: '/problem' },
      { path: `/problem/${A_PLUS_B}` },
      { path: '/contest' },
      { path: `/contest/acm-scoreboard/${seed.cid}` },
      { path: '/training' },
      { path: '/group' },
      { path: '/discussion' },
      { path: `/discussion-detail/${seed.did}` },
      { path: '/status' },
      { path: `/submission-detail/${seed.submitId}` },
      { path: '/acm-rank' },
      { path: '/oi-rank' },
      { path: '/user-home?username=root' },
      { path: '/help' },
      { path: '/introduction' },
      { path: '/developer' },
      { path: '/reset-password' },
      { path: '/no-such-page' },
      { path: '/admin/login' },
    ]);
    await context.close();
    expectNoBlocking(findings);
  });

  test("a signed-in user's own pages", async ({ browser, request }) => {
    const { context, page } = await rootPage(browser, request);
    const findings = await audit(page, 'user', [
      { path: '/home' },
      { path: '/problem' },
      { path: `/problem/${A_PLUS_B}` },
      { path: '/status' },
      { path: `/submission-detail/${seed.submitId}` },
      { path: '/user-home' },
      { path: '/setting' },
      { path: '/message/discuss' },
      { path: '/message/sys' },
      { path: `/discussion/${A_PLUS_B}` },
      { path: `/discussion-detail/${seed.did}` },
    ]);
    await context.close();
    expectNoBlocking(findings);
  });

  test('a contest and a training', async ({ browser, request }) => {
    const { context, page } = await rootPage(browser, request);
    const contest = `/contest/${seed.cid}`;
    const training = `/training/${seed.tid}`;
    const findings = await audit(page, 'contest and training', [
      { path: contest },
      { path: `${contest}/problems` },
      { path: `${contest}/problem/A` },
      { path: `${contest}/problem/A/full-screen` },
      { path: `${contest}/submissions` },
      { path: `${contest}/rank` },
      { path: `${contest}/announcements` },
      { path: `${contest}/print` },
      { path: `${contest}/ac-info` },
      { path: `${contest}/admin-print` },
      { path: `${contest}/rejudge` },
      { path: `${contest}/scroll-board` },
      { path: training },
      { path: `${training}/problems` },
      { path: `${training}/problem/${A_PLUS_B}` },
      { path: `${training}/rank` },
    ]);
    await context.close();
    expectNoBlocking(findings);
  });

  test('a group', async ({ browser, request }) => {
    const { context, page } = await rootPage(browser, request);
    const group = `/group/${seed.gid}`;
    const findings = await audit(
      page,
      'group',
      [
        '',
        '/announcement',
        '/problem',
        '/training',
        '/contest',
        '/status',
        '/discussion',
        '/member',
        '/setting',
        '/rank',
      ].map((tail) => ({ path: `${group}${tail}` })),
    );
    await context.close();
    expectNoBlocking(findings);
  });

  test('the admin back office', async ({ browser, request }) => {
    const { context, page } = await rootPage(browser, request);
    const findings = await audit(
      page,
      'admin',
      adminPagePaths(seed).map((path) => ({ path })),
    );
    await context.close();
    expectNoBlocking(findings);
  });
});
