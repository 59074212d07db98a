import { deleteMarkdownUploadQuery, markdownUploadFields } from '@contract/file';
import { LIMITS } from '@contract/limits';
import { Hono } from 'hono';
import { requireUser } from '../../http/auth';
import { allowBody } from '../../http/body-limit';
import type { AppContext, AppEnv } from '../../http/context';
import { ok } from '../../http/envelope';
import { formFile, parseOrThrow, readForm, readQuery } from '../../http/validate';
import { AVATAR_TOO_LARGE, replaceAvatar } from './avatar';
import {
  deleteMarkdownUpload,
  MARKDOWN_FILE_TOO_LARGE,
  MARKDOWN_IMAGE_TOO_LARGE,
  uploadMarkdownFile,
  uploadMarkdownImage,
} from './markdown-uploads';
import { openPublicFile, openPublicImage } from './public-files';

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

const markdownImageBody = allowBody(
  LIMITS.markdownImageMaxBytes + MULTIPART_OVERHEAD_BYTES,
  MARKDOWN_IMAGE_TOO_LARGE,
);
const markdownFileBody = allowBody(
  LIMITS.markdownFileMaxBytes + MULTIPART_OVERHEAD_BYTES,
  MARKDOWN_FILE_TOO_LARGE,
);

/** The group an editor upload is made for, from its form; the file is read by the service. */
async function readMarkdownUploadForm(c: AppContext) {
  const form = await readForm(c);
  const { gid } = parseOrThrow(markdownUploadFields, { gid: form.get('gid') ?? undefined });
  return { form, gid };
}

fileRoutes.post('/file/upload-md-img', markdownImageBody, async (c) => {
  const user = requireUser(c);
  const { form, gid } = await readMarkdownUploadForm(c);
  return ok(c, await uploadMarkdownImage(c.env.platform, user, gid, form), 'Upload successfully');
});

fileRoutes.post('/file/upload-md-file', markdownFileBody, async (c) => {
  const user = requireUser(c);
  const { form, gid } = await readMarkdownUploadForm(c);
  return ok(c, await uploadMarkdownFile(c.env.platform, user, gid, form), 'Upload successfully');
});

fileRoutes.get('/file/delete-md-img', async (c) => {
  const user = requireUser(c);
  const { fileId } = readQuery(c, deleteMarkdownUploadQuery);
  await deleteMarkdownUpload(c.env.platform, user, fileId);
  return ok(c, null, 'Delete successfully');
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

fileRoutes.get('/public/file/:name', async (c) => {
  const file = await openPublicFile(c.env.platform, c.req.param('name'));
  return c.body(file.body, 200, {
    'Content-Type': file.contentType,
    'Content-Length': String(file.size),
    'Content-Disposition': file.contentDisposition,
    'Cache-Control': 'public, max-age=31536000, immutable',
    'X-Content-Type-Options': 'nosniff',
    // Even when opened in a tab, the file runs nothing and loads nothing.
    'Content-Security-Policy': "default-src 'none'; sandbox",
  });
});
