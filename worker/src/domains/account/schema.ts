import { emailSchema } from '@contract/account';
import { LIMITS } from '@contract/limits';
import { z } from 'zod';

export const emailQuery = z.object({ email: emailSchema() });

/** Whose home page or heatmap: uid, else username, else the caller. */
export const userLookupQuery = z.object({
  uid: z
    .string()
    .trim()
    .max(64, 'uid must be at most 64 characters')
    .optional()
    .transform((v) => v || undefined),
  username: z
    .string()
    .trim()
    .max(LIMITS.usernameMax, `username must be at most ${LIMITS.usernameMax} characters`)
    .optional()
    .transform((v) => v || undefined),
});
