import { join } from 'node:path';
import {
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  expect,
  type Page,
  type TestInfo,
} from '@playwright/test';

export const ROOT_PASSWORD = process.env.ROOT_PASSWORD ?? 'e2e-root-password';
const artifacts = process.env.E2E_ARTIFACTS ?? 'tests/e2e/artifacts';

/** Saves a full-page screenshot as a CI artifact: `<artifacts>/screenshots/<project>-<journey>-<step>.png`. */
export async function snap(page: Page, testInfo: TestInfo, journey: string, step: string) {
  const name = `${testInfo.project.name}-${journey}-${step}`.replace(/[^a-zA-Z0-9_-]+/g, '-');
  await page.screenshot({ path: join(artifacts, 'screenshots', `${name}.png`), fullPage: true });
}

/** Logs in through the API and returns the token (for setup steps that are not the journey itself). */
export async function apiLogin(
  request: APIRequestContext,
  username: string,
  password: string,
): Promise<string> {
  const res = await request.post('/api/login', { data: { username, password } });
  const token = res.headers().authorization;
  if (!res.ok() || !token) throw new Error(`login as ${username} failed: ${await res.text()}`);
  return token;
}

/** The newest mail sent to `to`, read from the outbox as root (no SMTP on the embedded default). */
export async function latestMailTo(
  request: APIRequestContext,
  to: string,
): Promise<{ subject: string; text: string }> {
  const token = await apiLogin(request, 'root', ROOT_PASSWORD);
  const res = await request.get('/api/admin/mail-outbox', {
    params: { to, currentPage: 1, limit: 1 },
    headers: { Authorization: token, 'Url-Type': 'admin' },
  });
  const body = await res.json();
  const mail = body?.data?.records?.[0];
  if (!mail) throw new Error(`no mail to ${to}: ${JSON.stringify(body)}`);
  return mail;
}

export function uniqueName(prefix: string) {
  return `${prefix}${Date.now().toString(36).slice(-5)}${Math.floor(Math.random() * 100)}`;
}

/** A new account through the register flow's API, with the code from the mail outbox (setup). */
export async function registerUser(request: APIRequestContext, username: string, password: string) {
  const email = `${username}@example.com`;
  const sent = await request.get('/api/get-register-code', { params: { email } });
  if (!sent.ok()) throw new Error(`register code for ${email} failed: ${await sent.text()}`);
  const mail = await latestMailTo(request, email);
  const code = /\b(\d{6})\b/.exec(`${mail.subject}\n${mail.text}`)?.[1];
  if (!code) throw new Error(`no registration code in the mail to ${email}`);
  const registered = await request.post('/api/register', { data: { username, password, email, code } });
  if (!registered.ok()) throw new Error(`register ${username} failed: ${await registered.text()}`);
}

/**
 * Signs `context` in as `username` before its pages load (token and user stored as the login
 * dialog stores them); `admin` logs in through the admin login. For steps that are not the login
 * itself; works on the test's own `context` fixture too.
 */
export async function signIn(
  context: BrowserContext,
  request: APIRequestContext,
  { username, password, admin = false }: { username: string; password: string; admin?: boolean },
): Promise<void> {
  const login = await request.post(admin ? '/api/admin/login' : '/api/login', {
    data: { username, password },
  });
  const token = login.headers().authorization;
  if (!login.ok() || !token) throw new Error(`login as ${username} failed: ${await login.text()}`);
  const user = (await login.json()).data;
  await context.addInitScript(
    ([storedToken, storedUser]) => {
      if (!window.localStorage.getItem('token')) {
        window.localStorage.setItem('token', storedToken);
        window.localStorage.setItem('userInfo', storedUser);
      }
    },
    [token, JSON.stringify(user)] as const,
  );
}

/** A new browser context already logged in as `username` (see `signIn`). */
export async function loggedInContext(
  browser: Browser,
  request: APIRequestContext,
  credentials: { username: string; password: string; admin?: boolean },
  options: BrowserContextOptions = {},
): Promise<BrowserContext> {
  const context = await browser.newContext(options);
  await signIn(context, request, credentials);
  return context;
}

/**
 * The public bank's problem `problemId` (default the seeded A+B) made public again. Adding a public
 * problem to a contest turns it into a contest problem (HOJ), which hides it from the other journeys.
 * Returns its numeric id.
 */
export async function restorePublicProblem(request: APIRequestContext, problemId = '1000'): Promise<number> {
  const token = await apiLogin(request, 'root', ROOT_PASSWORD);
  const headers = { Authorization: token, 'Url-Type': 'admin' };
  const list = await request.get('/api/admin/problem/get-problem-list', {
    headers,
    params: { currentPage: 1, limit: 10, keyword: problemId },
  });
  const records: { id: number; problemId: string }[] = (await list.json())?.data?.records ?? [];
  const id = records.find((record) => record.problemId === problemId)?.id;
  if (!id) throw new Error(`no problem ${problemId} in the admin list: ${JSON.stringify(records)}`);
  const changed = await request.put('/api/admin/problem/change-problem-auth', {
    headers,
    data: { pid: id, auth: 1 },
  });
  if (!changed.ok()) throw new Error(`problem ${problemId} not made public: ${await changed.text()}`);
  return id;
}

/**
 * Whether the page shows the phone layout: below 992 px the navigation bar is a drawer behind
 * a menu button (spec 1 §2.3), and the admin sidebar likewise.
 */
export function isPhoneLayout(page: Page): boolean {
  return (page.viewportSize()?.width ?? 1366) < 992;
}

/**
 * Follows the site navigation's entry `name` at either width: the bar's link (or its dropdown's,
 * for Rank and About items) on a desktop, the drawer's on a phone.
 */
export async function openNav(page: Page, name: string) {
  if (isPhoneLayout(page)) {
    await page.getByRole('banner').getByRole('button', { name: 'Open the menu' }).click();
    const drawer = page.getByRole('complementary', { name: 'Main navigation' });
    const link = drawer.getByRole('link', { name, exact: true });
    // A nested entry (Rank › ACM Rank) sits in a closed group until its summary is opened.
    if (!(await link.isVisible())) {
      for (const summary of await drawer.locator('summary').all()) {
        await summary.click();
        if (await link.isVisible()) break;
      }
    }
    await link.click();
    await expect(drawer).toBeHidden();
    return;
  }
  const bar = page.getByRole('banner').getByRole('navigation', { name: 'Main navigation' });
  const link = bar.getByRole('link', { name, exact: true });
  if (await link.count()) {
    await link.click();
    return;
  }
  for (const menu of await bar.getByRole('button').all()) {
    await menu.click();
    const child = page.getByRole('link', { name, exact: true });
    if (await child.isVisible()) {
      await child.click();
      return;
    }
    await page.keyboard.press('Escape');
  }
  throw new Error(`no navigation entry named ${name}`);
}

/** Follows the admin menu's entry `name` at either width (the sidebar, or the drawer on a phone). */
export async function openAdminNav(page: Page, name: string) {
  if (isPhoneLayout(page)) await page.getByRole('button', { name: 'Open the admin menu' }).click();
  await page.getByRole('navigation', { name: 'Admin menu' }).getByRole('link', { name, exact: true }).click();
}

/** The page does not scroll sideways: wide content (tables, tab rows, code) scrolls in its own box. */
export async function expectNoSidewaysScroll(page: Page) {
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth))
    .toBeLessThanOrEqual(0);
}
