import type { Platform } from '../../platform/platform';
import { pushNotices, welcomeNewUsers } from './push';

/** The message area's periodic work, gathered by scheduled.ts. */
export const messageTasks: { name: string; run(platform: Platform, now: Date): Promise<void> }[] = [
  { name: 'push admin notices', run: (platform, now) => pushNotices(platform.db, now) },
  { name: 'deliver earlier notices to new users', run: (platform, now) => welcomeNewUsers(platform.db, now) },
];
