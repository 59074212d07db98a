import type { Platform } from '../platform/platform';
import { seedDemoProblems } from './demo-problems';
import { seedLanguages } from './languages';
import { seedRemoteLanguages } from './remote-languages';
import { seedRolesAndPermissions } from './roles';
import { ensureRootAccount } from './root-account';

export interface BootstrapResult {
  rootCreated: boolean;
}

/**
 * Brings a migrated database to a usable state: roles, permissions, the root account, the
 * languages of this site and of the remote judges.
 * Idempotent; every start runs it.
 */
export async function bootstrap(
  platform: Platform,
  options: {
    rootPassword: string;
    /** Sample problems on an empty bank (default on); the test harness starts without them. */
    demoProblems?: boolean;
  },
): Promise<BootstrapResult> {
  await seedRolesAndPermissions(platform.db);
  const rootCreated = await ensureRootAccount(platform, options.rootPassword);
  await seedLanguages(platform.db);
  await seedRemoteLanguages(platform.db);
  if (options.demoProblems !== false) await seedDemoProblems(platform);
  return { rootCreated };
}
