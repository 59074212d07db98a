import { pagingSchema } from '@contract/envelope';
import { z } from 'zod';

export const mailOutboxQuery = pagingSchema(20, 200).extend({
  /** Only mails to this address (case-insensitive). */
  to: z
    .string()
    .trim()
    .max(255, 'to must be at most 255 characters')
    .optional()
    .transform((v) => v || undefined),
});
