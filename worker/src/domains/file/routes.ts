import { LIMITS } from '@contract/limits';
import { Hono } from 'hono';
import { requireUser } from '../../http/auth';
import type { AppEnv } from '../../http/context';
import { ok } from '../../http/envelope';
import { HttpError } from '../../http/errors';
import { formFile, readForm } from '../../http/validate';
import { AVATAR_TOO_LARGE, replaceAvatar } from './avatar';
import { openPublicImage } from './public-files';

export const fileRoutes = new Hono<AppEnv>();

/** Room for the multipart framing around a file at the size limit. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

fileRoutes.post('/file/upload-avatar', async (c) => {
  const user = requireUser(c);
  // Refuse an oversized body before buffering it.
  const declared = Number(c.req.header('Content-Length') ?? 0);
  if (declared > LIMITS.avatarMaxBytes + MULTIPART_OVERHEAD_BYTES) throw new HttpError(413, AVATAR_TOO_LARGE);
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
