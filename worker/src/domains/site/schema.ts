import { pagingSchema } from '@contract/envelope';
import { z } from 'zod';

/** The home announcement panel pages by 5 (spec 1 §9). */
export const announcementQuery = pagingSchema(5, 100);

const booleanFlag = z
  .enum(['true', 'false', '1', '0', ''], { error: 'forceRefresh must be true or false' })
  .optional()
  .transform((v) => v === 'true' || v === '1');

export const statisticsQuery = z.object({ forceRefresh: booleanFlag });
