import type { Platform } from '../../platform/platform';

/** The message area's periodic work, gathered by scheduled.ts. */
export const messageTasks: { name: string; run(platform: Platform, now: Date): Promise<void> }[] = [];
