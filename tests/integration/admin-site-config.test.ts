import { Role } from '@contract/roles';
import { MASKED_PASSWORD } from '@contract/site-admin';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { homeCarousel, mailOutbox, uploadedFile } from '../../worker/src/db/schema';
import { REGISTRATION_CLOSED } from '../../worker/src/domains/account/register';
import { smtpTransport } from '../../worker/src/node/smtp-transport';
import type { DeliveryResult } from '../../worker/src/platform/mailer';
import { startFakeSmtpServer } from '../support/fake-smtp-server';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
let root: string;
let admin: string;
let user: string;
beforeAll(async () => {
  t = await createTestApp();
  root = await t.rootToken();
  admin = (await t.createUser({ roles: [Role.ADMIN] })).token;
  user = (await t.createUser()).token;
});
afterAll(async () => {
  await t?.close();
});

const getWeb = (token: string | null = root) =>
  t.request('GET', '/api/admin/config/get-web-config', { token });
const setWeb = (body: unknown, token: string | null = root) =>
  t.request('PUT', '/api/admin/config/set-web-config', { token, body });
const getEmail = (token: string | null = root) =>
  t.request('GET', '/api/admin/config/get-email-config', { token });
const setEmail = (body: unknown, token: string | null = root) =>
  t.request('PUT', '/api/admin/config/set-email-config', { token, body });
const testEmail = (body: unknown, token: string | null = root) =>
  t.request('POST', '/api/admin/config/test-email', { token, body });

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52];
function imageForm(header: number[] | string, name: string, size = 256) {
  const head = typeof header === 'string' ? new TextEncoder().encode(header) : Uint8Array.from(header);
  const bytes = new Uint8Array(Math.max(size, head.length));
  bytes.set(head);
  const data = new FormData();
  data.append('image', new File([bytes], name));
  return data;
}
const upload = (data: FormData, token: string | null = root) =>
  t.request('POST', '/api/file/upload-carouse-img', { token, rawBody: data });
const deleteCarousel = (id: unknown, token: string | null = root) =>
  t.request('DELETE', '/api/admin/config/home-carousel', { token, query: { id: id as string } });

describe('website configuration', () => {
  it('answers the stored section and saves a change that the public config shows at once', async () => {
    const before = await getWeb();
    expect(before.body.data).toMatchObject({
      name: 'Online Judge',
      shortName: 'OJ',
      register: true,
      baseUrl: '',
    });
    const saved = await setWeb({
      baseUrl: 'https://oj.example.org',
      name: 'Example OJ',
      shortName: 'EOJ',
      description: 'Practice here',
      recordName: 'ICP 123',
      recordUrl: 'https://beian.example.org',
      projectName: 'Judge',
      projectUrl: 'https://github.com/example/judge',
    });
    expect(saved.httpStatus).toBe(200);
    expect(saved.body.msg).toBe('Saved successfully');
    expect((await getWeb()).body.data).toEqual({
      baseUrl: 'https://oj.example.org',
      name: 'Example OJ',
      shortName: 'EOJ',
      description: 'Practice here',
      register: true,
      recordName: 'ICP 123',
      recordUrl: 'https://beian.example.org',
      projectName: 'Judge',
      projectUrl: 'https://github.com/example/judge',
    });
    const pub = await t.request('GET', '/api/get-website-config');
    expect(pub.body.data).toMatchObject({
      name: 'Example OJ',
      shortName: 'EOJ',
      description: 'Practice here',
      recordUrl: 'https://beian.example.org',
    });
    expect(pub.body.data.baseUrl).toBeUndefined();
  });

  it('keeps fields that are not sent and clears an optional link sent empty', async () => {
    await setWeb({ recordUrl: '' });
    expect((await getWeb()).body.data).toMatchObject({ name: 'Example OJ', recordUrl: '' });
  });

  it('closing registration refuses the register calls with the spec message; reopening lets them through', async () => {
    await setWeb({ register: false });
    expect((await t.request('GET', '/api/get-website-config')).body.data.register).toBe(false);
    const code = await t.request('GET', '/api/get-register-code', { query: { email: 'new@example.org' } });
    expect(code.httpStatus).toBe(403);
    expect(code.body).toMatchObject({ status: 403, msg: REGISTRATION_CLOSED });
    const register = await t.request('POST', '/api/register', {
      body: { username: 'newbie', password: 'password123', email: 'new@example.org', code: '123456' },
    });
    expect(register.httpStatus).toBe(403);
    expect(register.body.msg).toBe(REGISTRATION_CLOSED);
    await setWeb({ register: true });
    const open = await t.request('GET', '/api/get-register-code', { query: { email: 'new@example.org' } });
    expect(open.httpStatus).toBe(200);
  });

  it.each([
    [{ baseUrl: 'oj.example.org' }, 'baseUrl must be an http:// or https:// URL'],
    [{ baseUrl: 'javascript:alert(1)' }, 'baseUrl must be an http:// or https:// URL'],
    [{ recordUrl: 'ftp://x.org' }, 'recordUrl must be an http:// or https:// URL'],
    [{ projectUrl: 'https://has space.org' }, 'projectUrl must be an http:// or https:// URL'],
    [{ name: '' }, 'name must not be empty'],
    [{ shortName: '   ' }, 'shortName must not be empty'],
    [{ name: 'n'.repeat(256) }, 'name must be at most 255 characters'],
    [{ description: 'd'.repeat(65536) }, 'description must be at most 65535 characters'],
    [{ register: 'yes' }, 'register must be true or false'],
    [{ name: 7 }, 'name must be text'],
    [{ name: 'a\u0000' }, 'name must not contain NUL characters'],
  ])('refuses %j: %s, changing nothing', async (body, msg) => {
    const before = (await getWeb()).body.data;
    const res = await setWeb(body);
    expect(res.httpStatus).toBe(400);
    expect(res.body).toMatchObject({ status: 400, msg });
    expect((await getWeb()).body.data).toEqual(before);
  });
});

describe('e-mail configuration', () => {
  it('saves the SMTP settings and answers the password masked', async () => {
    expect((await getEmail()).body.data).toMatchObject({ emailHost: '', emailPassword: '' });
    const saved = await setEmail({
      emailHost: 'smtp.example.org',
      emailPort: 587,
      emailUsername: 'noreply@example.org',
      emailPassword: 's3cret',
      emailSsl: false,
      emailBGImg: 'https://example.org/bg.png',
    });
    expect(saved.httpStatus).toBe(200);
    expect(saved.body.data.emailPassword).toBe(MASKED_PASSWORD);
    expect((await getEmail()).body.data).toEqual({
      emailHost: 'smtp.example.org',
      emailPort: 587,
      emailUsername: 'noreply@example.org',
      emailPassword: MASKED_PASSWORD,
      emailSsl: false,
      emailBGImg: 'https://example.org/bg.png',
    });
    expect(JSON.stringify((await getEmail()).body)).not.toContain('s3cret');
  });

  it('keeps the stored password when the mask or nothing comes back', async () => {
    await setEmail({ emailPassword: MASKED_PASSWORD, emailPort: 465, emailSsl: true });
    await setEmail({ emailPassword: '' });
    t.mail.delivered.length = 0;
    await testEmail({ email: 'ops@example.org' });
    expect(t.mail.delivered[0]!.smtp).toEqual({
      host: 'smtp.example.org',
      port: 465,
      secure: true,
      username: 'noreply@example.org',
      password: 's3cret',
      from: 'noreply@example.org',
    });
  });

  it('test-email sends a real mail through the configured server and records it', async () => {
    t.mail.delivered.length = 0;
    const res = await testEmail({ email: 'ops@example.org' });
    expect(res.httpStatus).toBe(200);
    expect(res.body.msg).toBe('The test mail has been sent to ops@example.org');
    expect(t.mail.delivered).toHaveLength(1);
    expect(t.mail.delivered[0]!.mail.to).toBe('ops@example.org');
    expect(t.mail.delivered[0]!.mail.html).toContain('https://example.org/bg.png');
    const [row] = await t.platform.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, 'ops@example.org'))
      .orderBy(mailOutbox.id);
    expect(row!.status).toBe('sent');
  });

  it("answers the server's error when the send fails", async () => {
    const deliver = t.mail.deliver;
    t.mail.deliver = async (): Promise<DeliveryResult> => {
      throw new Error('535 5.7.8 Authentication credentials invalid');
    };
    try {
      const res = await testEmail({ email: 'ops@example.org' });
      expect(res.httpStatus).toBe(400);
      expect(res.body).toMatchObject({
        status: 400,
        msg: 'The test mail could not be sent: 535 5.7.8 Authentication credentials invalid',
      });
    } finally {
      t.mail.deliver = deliver;
    }
  });

  it.each([
    [{}, 'email is required'],
    [{ email: 'not-an-address' }, 'email format is incorrect'],
    [{ email: `${'a'.repeat(250)}@x.org` }, 'email must be at most 255 characters'],
  ])('test-email refuses %j', async (body, msg) => {
    const res = await testEmail(body);
    expect(res.httpStatus).toBe(400);
    expect(res.body.msg).toBe(msg);
  });

  it.each([
    [{ emailPort: 0 }, 'emailPort must be an integer from 1 to 65535'],
    [{ emailPort: 65536 }, 'emailPort must be an integer from 1 to 65535'],
    [{ emailPort: 25.5 }, 'emailPort must be an integer from 1 to 65535'],
    [{ emailPort: 'smtp' }, 'emailPort must be an integer from 1 to 65535'],
    [{ emailHost: 'smtp example.org' }, 'emailHost must be a host name without spaces'],
    [{ emailHost: 'h'.repeat(256) }, 'emailHost must be at most 255 characters'],
    [{ emailUsername: 'noreply' }, 'emailUsername must be the e-mail address mail is sent from'],
    [{ emailSsl: 'true' }, 'emailSsl must be true or false'],
    [{ emailBGImg: 'bg.png' }, 'emailBGImg must be an http:// or https:// URL'],
    [{ emailPassword: 'p'.repeat(256) }, 'emailPassword must be at most 255 characters'],
    [{ emailPassword: 'p\u0000' }, 'emailPassword must not contain NUL characters'],
  ])('set-email-config refuses %j: %s, changing nothing', async (body, msg) => {
    const before = (await getEmail()).body.data;
    const res = await setEmail(body);
    expect(res.httpStatus).toBe(400);
    expect(res.body).toMatchObject({ status: 400, msg });
    expect((await getEmail()).body.data).toEqual(before);
  });

  it("sends through a real SMTP server and answers the server's reply, or its refusal", async () => {
    const smtp = await startFakeSmtpServer({ username: 'noreply@example.org', password: 'right-pass' });
    const recording = t.platform.mail;
    t.platform.mail = smtpTransport;
    try {
      await setEmail({
        emailHost: '127.0.0.1',
        emailPort: smtp.port,
        emailSsl: false,
        emailPassword: 'right-pass',
      });
      const sent = await testEmail({ email: 'ops@example.org' });
      expect(sent.httpStatus).toBe(200);
      expect(sent.body.data).toEqual({ status: 'sent', response: '250 2.0.0 OK queued as FAKE42' });
      expect(sent.body.msg).toBe(
        'The test mail has been sent to ops@example.org (the server answered: 250 2.0.0 OK queued as FAKE42)',
      );
      expect(smtp.messages).toHaveLength(1);
      expect(smtp.messages[0]!.to).toEqual(['<ops@example.org>']);
      expect(smtp.messages[0]!.data).toContain('Subject: SMTP test');

      await setEmail({ emailPassword: 'wrong-pass' });
      const refused = await testEmail({ email: 'ops@example.org' });
      expect(refused.httpStatus).toBe(400);
      expect(refused.body.msg).toMatch(
        /^The test mail could not be sent: .*535 5\.7\.8 Authentication credentials invalid/,
      );
      expect(smtp.messages).toHaveLength(1);
    } finally {
      t.platform.mail = recording;
      await setEmail({
        emailHost: 'smtp.example.org',
        emailPort: 465,
        emailSsl: true,
        emailPassword: 's3cret',
      });
      await smtp.close();
    }
  });

  it('test-email without a configured server says so and sends nothing', async () => {
    const fresh = await createTestApp();
    try {
      const res = await fresh.request('POST', '/api/admin/config/test-email', {
        token: await fresh.rootToken(),
        body: { email: 'ops@example.org' },
      });
      expect(res.httpStatus).toBe(400);
      expect(res.body.msg).toMatch(/SMTP server is not configured/);
      expect(fresh.mail.delivered).toHaveLength(0);
    } finally {
      await fresh.close();
    }
  });
});

describe('home carousel', () => {
  it('uploads an image that /api/home-carousel lists and serves, then deletes it', async () => {
    const res = await upload(imageForm(PNG, 'slide.png'));
    expect(res.httpStatus).toBe(200);
    const { id, url } = res.body.data as { id: number; url: string };
    expect(url).toMatch(/^\/api\/public\/img\/[0-9a-f]{32}\.png$/);
    expect((await t.request('GET', '/api/home-carousel')).body.data).toContainEqual({ id, url });
    const served = await t.request('GET', url);
    expect(served.httpStatus).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');

    const gone = await deleteCarousel(id);
    expect(gone.httpStatus).toBe(200);
    expect((await t.request('GET', '/api/home-carousel')).body.data).not.toContainEqual({ id, url });
    expect((await t.request('GET', url)).httpStatus).toBe(404);
    const again = await deleteCarousel(id);
    expect(again.httpStatus).toBe(404);
    expect(again.body.msg).toBe('The carousel image does not exist');
  });

  it('names the stored image by its bytes, whatever the upload was called', async () => {
    const jpeg = [0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46];
    const res = await upload(imageForm(jpeg, 'photo.png'));
    expect(res.body.data.url).toMatch(/\.jpg$/);
    await deleteCarousel(res.body.data.id);
  });

  it.each([
    ['an SVG', '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>', 'x.svg', 400],
    ['a script named .png', '#!/bin/sh\necho hi', 'x.png', 400],
  ])('refuses %s and stores nothing', async (_what, content, name, status) => {
    const before = (await t.platform.db.select().from(uploadedFile)).length;
    const res = await upload(imageForm(content, name));
    expect(res.httpStatus).toBe(status);
    expect(res.body.msg).toMatch(/must be a gif, jpg, png, bmp or webp image/);
    expect((await t.platform.db.select().from(uploadedFile)).length).toBe(before);
    expect((await t.platform.db.select().from(homeCarousel)).length).toBe(0);
  });

  it('refuses an image over 5 MB with 413', async () => {
    const res = await upload(imageForm(PNG, 'big.png', 5 * 1024 * 1024 + 1));
    expect(res.httpStatus).toBe(413);
    expect(res.body.status).toBe(413);
    expect((await t.platform.db.select().from(homeCarousel)).length).toBe(0);
  });

  it('refuses a form without the image', async () => {
    const res = await upload(new FormData());
    expect(res.httpStatus).toBe(400);
  });

  it.each([
    [undefined, 'id is required'],
    ['x', 'id must be an integer from 1 to 2147483647'],
    ['2147483648', 'id must be an integer from 1 to 2147483647'],
  ])('delete refuses id=%s', async (id, msg) => {
    const res = await deleteCarousel(id);
    expect(res.httpStatus).toBe(400);
    expect(res.body.msg).toBe(msg);
  });
});

describe('only the super admin', () => {
  const calls: [string, string, () => Record<string, unknown>][] = [
    ['GET', '/api/admin/config/get-web-config', () => ({})],
    ['PUT', '/api/admin/config/set-web-config', () => ({ body: { name: 'Hacked', register: false } })],
    ['GET', '/api/admin/config/get-email-config', () => ({})],
    ['PUT', '/api/admin/config/set-email-config', () => ({ body: { emailHost: 'evil.example.org' } })],
    ['POST', '/api/admin/config/test-email', () => ({ body: { email: 'x@example.org' } })],
    ['DELETE', '/api/admin/config/home-carousel', () => ({ query: { id: 1 } })],
    ['POST', '/api/file/upload-carouse-img', () => ({ rawBody: imageForm(PNG, 'x.png') })],
  ];
  it.each(
    calls.flatMap(([method, path, options]) =>
      (['visitor', 'user', 'admin'] as const).map((who) => [method, path, who, options] as const),
    ),
  )('%s %s refuses a %s', async (method, path, who, options) => {
    const token = who === 'user' ? user : who === 'admin' ? admin : null;
    t.mail.delivered.length = 0;
    const web = (await getWeb()).body.data;
    const email = (await getEmail()).body.data;
    const files = (await t.platform.db.select().from(uploadedFile)).length;
    const res = await t.request(method, path, { token, ...options() });
    const expected = who === 'visitor' ? 401 : 403;
    expect(res.httpStatus).toBe(expected);
    expect(res.body.status).toBe(expected);
    expect((await getWeb()).body.data).toEqual(web);
    expect((await getEmail()).body.data).toEqual(email);
    expect((await t.platform.db.select().from(uploadedFile)).length).toBe(files);
    expect(t.mail.delivered).toHaveLength(0);
  });
});
