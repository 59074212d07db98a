import { groupAvatarUploadFields } from '@contract/group';
import { LIMITS } from '@contract/limits';
import { Hono } from 'hono';
import { requireUser } from '../../http/auth';
import { allowBody } from '../../http/body-limit';
import type { AppEnv } from '../../http/context';
import { ok } from '../../http/envelope';
import { formFile, parseOrThrow, readForm } from '../../http/validate';
import { AVATAR_TOO_LARGE } from './avatar';
import { replaceGroupAvatar } from './group-avatar';

/** POST /api/file/upload-group-avatar (spec 3 §7 File calls). */
export const groupAvatarRoutes = new Hono<AppEnv>();

/** Room for the multipart framing around a file at the size limit. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

groupAvatarRoutes.post(
  '/file/upload-group-avatar',
  allowBody(LIMITS.avatarMaxBytes + MULTIPART_OVERHEAD_BYTES, AVATAR_TOO_LARGE),
  async (c) => {
    const user = requireUser(c);
    const form = await readForm(c);
    const { gid } = parseOrThrow(groupAvatarUploadFields, { gid: form.get('gid') ?? undefined });
    const image = formFile(form, 'image');
    return ok(c, await replaceGroupAvatar(c.env.platform, user, gid, image), 'Upload_Avatar_Successfully');
  },
);
