import { LIMITS } from '@contract/limits';
import { Hono } from 'hono';
import { requireUser } from '../../http/auth';
import { allowBody } from '../../http/body-limit';
import type { AppEnv } from '../../http/context';
import { ok } from '../../http/envelope';
import { formFile, readForm } from '../../http/validate';
import { AVATAR_TOO_LARGE, replaceAvatar } from './avatar';
import { openPublicImage } from './public-files';

export const fileRoutes = new Hono<AppEnv>();

/** Room for the multipart framing around a file at the size limit. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

const avatarBody = allowBody(LIMITS.avatarMaxBytes + MULTIPART_OVERHEAD_BYTES, AVATAR_TOO_LARGE);

fileRoutes.post('/file/upload-avatar', avatarBody, async (c) => {
  const user = requireUser(c);
  const form = await readForm(c);
  const image = formFile(form, 'image');
  return ok(c, await replaceAvatar(c.env.platform, user.uid, image), 'The avatar has been updated');
});

fileRoutes.get('/public/img/:name', async (c) => {
  const image = await openPublicImage(c.env.platform, c.req.param('name'));
  return c.body(image.body, 200, {
    'Content-Type': image.contentType,
    'Content-Length': String(image.size),
    'Cache-Control': 'public, max-age=31536000, immutable',
    'X-Content-Type-Options': 'nosniff',
  });
});
