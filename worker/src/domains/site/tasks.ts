import type { Platform } from '../../platform/platform';
import { purgeExpiredCache } from './cache';

/** The site's periodic work, gathered by scheduled.ts: expired codes, captchas, throttles and caches go. */
export const siteTasks = [
  {
    name: 'purge expired cache entries',
    run: (platform: Platform, now: Date) => purgeExpiredCache(platform.db, now),
  },
];
