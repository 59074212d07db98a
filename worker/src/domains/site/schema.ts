import { booleanFlag, pagingSchema } from '@contract/common/fields';
import { z } from 'zod';

/** The home announcement panel pages by 5 (spec 1 §9). */
export const announcementQuery = pagingSchema(5, 100);

export const statisticsQuery = z.object({
  forceRefresh: booleanFlag('forceRefresh').transform((v) => v ?? false),
});
