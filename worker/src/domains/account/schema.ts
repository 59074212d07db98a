import { emailSchema } from '@contract/account';
import { keyword } from '@contract/common/fields';
import { LIMITS } from '@contract/limits';
import { z } from 'zod';

export const emailQuery = z.object({ email: emailSchema() });

/** Whose home page or heatmap: uid, else username, else the caller. */
export const userLookupQuery = z.object({
  uid: keyword('uid', 64),
  username: keyword('username', LIMITS.usernameMax),
});
