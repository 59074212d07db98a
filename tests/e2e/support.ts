import { join } from 'node:path';
import type { APIRequestContext, Page, TestInfo } from '@playwright/test';

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
