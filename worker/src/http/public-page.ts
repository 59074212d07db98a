import { isAnonymousRequest, type SharedPageArea, sharedPublicPage } from '../lib/shared-page';
import { currentUser } from './auth';
import type { AppContext } from './context';
import { envelope, ok } from './envelope';

/**
 * Answers a page that is the same for every visitor who is not signed in: such a visitor gets it
 * through the shared cache (lib/shared-page.ts: Workers' Cache API, a few seconds old at most);
 * a signed-in caller, or a request carrying any credential, gets it built for them.
 */
export async function publicPage(
  c: AppContext,
  area: SharedPageArea,
  inputs: unknown,
  build: () => Promise<unknown>,
): Promise<Response> {
  if (!isAnonymousRequest(c.req, currentUser(c))) return ok(c, await build());
  const page = await sharedPublicPage(c.env.platform, area, inputs, async () =>
    JSON.stringify(envelope(200, await build(), 'success')),
  );
  return c.body(page, 200, { 'Content-Type': 'application/json' });
}
