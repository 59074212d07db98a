import { Role } from '@contract/roles';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { mailOutbox, userInfo, userRecord, userRole } from '../../worker/src/db/schema';
import { writeConfig } from '../../worker/src/domains/site/config';
import { latestMailTo, mailedCode, registerThroughApi } from '../support/account-helpers';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // Resend throttles are checked to the second (59 s refused, 61 s allowed).
  t.clock.freeze();
});
afterAll(async () => {
  await t?.close();
});

const SECOND = 1000;
const registerBody = (overrides: Record<string, unknown> = {}) => ({
  username: 'new_user',
  password: 'secret123',
  email: 'new_user@example.org',
  code: '123456',
  ...overrides,
});

describe('GET /api/get-register-code', () => {
  it.each([
    [{}, 'email is required'],
    [{ email: '' }, 'email is required'],
    [{ email: 'not-an-email' }, 'email format is incorrect'],
    [{ email: 'a@b' }, 'email format is incorrect'],
  ])('refuses %j with 400 "%s"', async (query, msg) => {
    const res = await t.request('GET', '/api/get-register-code', { query });
    expect(res.httpStatus).toBe(400);
    expect(res.body.msg).toBe(msg);
  });

  it('refuses an email that already has an account, whatever its case', async () => {
    await t.createUser({ username: 'taken_mail', email: 'Taken@Example.com' });
    const res = await t.request('GET', '/api/get-register-code', { query: { email: 'taken@example.COM' } });
    expect(res.httpStatus).toBe(400);
    expect(res.body.msg).toBe('The email already exists');
  });

  it('mails a 6-digit code into the outbox (no SMTP configured) and refuses a resend within 60 s', async () => {
    const email = 'throttle@example.org';
    const res = await t.request('GET', '/api/get-register-code', { query: { email } });
    expect(res.httpStatus).toBe(200);
    expect(res.body.msg).toBe('The verification code has been sent to your email, it is valid for 5 minutes');
    const mail = await latestMailTo(t, email);
    expect(mail.status).toBe('logged');
    expect(mail.subject).toBe('Registration verification code - Online Judge');
    expect(mail.html).toContain('Online Judge');
    const first = await mailedCode(t, email);
    expect(first).toMatch(/^\d{6}$/);

    t.clock.advance(59 * SECOND);
    const early = await t.request('GET', '/api/get-register-code', { query: { email } });
    expect(early.httpStatus).toBe(429);
    expect(early.body.msg).toBe('You are sending too often, please try again in 1 second');

    t.clock.advance(2 * SECOND);
    const again = await t.request('GET', '/api/get-register-code', { query: { email } });
    expect(again.httpStatus).toBe(200);
    const mails = await t.platform.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
    expect(mails).toHaveLength(2);
  });

  it('delivers over SMTP when configured, and a failed delivery is reported and can be retried at once', async () => {
    await writeConfig(t.platform.db, 'email', {
      emailHost: 'smtp.example.org',
      emailPort: 587,
      emailSsl: false,
      emailUsername: 'oj@example.org',
      emailPassword: 'pw',
    });
    try {
      const email = 'smtp@example.org';
      const res = await t.request('GET', '/api/get-register-code', { query: { email } });
      expect(res.httpStatus).toBe(200);
      const delivered = t.mail.delivered.at(-1)!;
      expect(delivered.mail.to).toBe(email);
      expect(delivered.smtp).toEqual({
        host: 'smtp.example.org',
        port: 587,
        secure: false,
        username: 'oj@example.org',
        password: 'pw',
        from: 'oj@example.org',
      });
      expect((await latestMailTo(t, email)).status).toBe('sent');

      const failing = 'bounce@example.org';
      const spy = vi
        .spyOn(t.mail, 'deliver')
        .mockResolvedValueOnce({ status: 'failed', error: 'connection refused' });
      const failed = await t.request('GET', '/api/get-register-code', { query: { email: failing } });
      expect(failed.httpStatus).toBe(503);
      expect(failed.body.msg).toBe(
        'The email could not be sent, please try again later or contact the administrator',
      );
      const [row] = await t.platform.db.select().from(mailOutbox).where(eq(mailOutbox.to, failing));
      expect(row).toMatchObject({ status: 'failed', error: 'connection refused' });
      spy.mockRestore();
      const retry = await t.request('GET', '/api/get-register-code', { query: { email: failing } });
      expect(retry.httpStatus).toBe(200);
    } finally {
      await writeConfig(t.platform.db, 'email', { emailHost: '' });
    }
  });
});

describe('POST /api/register', () => {
  it.each([
    [{ username: undefined }, 'username is required'],
    [{ username: '' }, 'username is required'],
    [{ username: 'u'.repeat(21) }, 'username must be at most 20 characters'],
    [{ password: undefined }, 'password is required'],
    [{ password: '12345' }, 'password must be 6 to 20 characters'],
    [{ password: 'p'.repeat(21) }, 'password must be 6 to 20 characters'],
    [{ email: 'nope' }, 'email format is incorrect'],
    [{ email: undefined }, 'email is required'],
    [{ code: undefined }, 'code is required'],
    [{ code: '12345' }, 'code must be exactly 6 digits'],
    [{ code: '12345a' }, 'code must be exactly 6 digits'],
    [{ code: '1234567' }, 'code must be exactly 6 digits'],
  ])('refuses %j with 400 "%s"', async (overrides, msg) => {
    const res = await t.request('POST', '/api/register', { body: registerBody(overrides) });
    expect(res.httpStatus).toBe(400);
    expect(res.body.msg).toBe(msg);
  });

  it('refuses a code that was never requested', async () => {
    const res = await t.request('POST', '/api/register', {
      body: registerBody({ email: 'never@example.org' }),
    });
    expect(res.httpStatus).toBe(400);
    expect(res.body.msg).toBe('The verification code has expired or was not requested, please get a new one');
  });

  it('creates a default user with a record, consuming the code', async () => {
    const email = 'Fresh@Example.org';
    await t.request('GET', '/api/get-register-code', { query: { email } });
    const code = await mailedCode(t, email);
    const res = await t.request('POST', '/api/register', {
      body: { username: 'Fresh_One', password: 'secret123', email, code },
    });
    expect(res.httpStatus).toBe(200);
    expect(res.body.msg).toBe('Thanks for registering, you can log in now');

    const [user] = await t.platform.db.select().from(userInfo).where(eq(userInfo.username, 'Fresh_One'));
    expect(user).toMatchObject({ email, status: 0 });
    const roles = await t.platform.db.select().from(userRole).where(eq(userRole.uid, user!.uid));
    expect(roles.map((r) => r.roleId)).toEqual([Role.DEFAULT_USER]);
    const [record] = await t.platform.db.select().from(userRecord).where(eq(userRecord.uid, user!.uid));
    expect(record).toMatchObject({ submissionCount: 0, acCount: 0, oiScore: 0 });

    const token = await t.login('fresh_one', 'secret123');
    expect(token).toBeTruthy();

    const reuse = await t.request('POST', '/api/register', {
      body: { username: 'Fresh_Two', password: 'secret123', email, code },
    });
    expect(reuse.httpStatus).toBe(400);
    // The address now has an account, which is checked before the code.
    expect(reuse.body.msg).toBe('The email already exists');
  });

  it('refuses a username that exists in another case, and an existing email', async () => {
    await registerThroughApi(t, 'CaseUser', 'caseuser@example.org');
    const email = 'other-case@example.org';
    await t.request('GET', '/api/get-register-code', { query: { email } });
    const code = await mailedCode(t, email);
    const dupName = await t.request('POST', '/api/register', {
      body: { username: 'caseUSER', password: 'secret123', email, code },
    });
    expect(dupName.httpStatus).toBe(400);
    expect(dupName.body.msg).toBe('The username already exists');
    const dupMail = await t.request('POST', '/api/register', {
      body: { username: 'another_one', password: 'secret123', email: 'CaseUser@example.org', code },
    });
    expect(dupMail.httpStatus).toBe(400);
    expect(dupMail.body.msg).toBe('The email already exists');
  });

  it('refuses a wrong code, and ends the code after five wrong ones', async () => {
    const email = 'guess@example.org';
    await t.request('GET', '/api/get-register-code', { query: { email } });
    const code = await mailedCode(t, email);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 1; i <= 4; i++) {
      const res = await t.request('POST', '/api/register', { body: registerBody({ email, code: wrong }) });
      expect(res.httpStatus).toBe(400);
      expect(res.body.msg).toBe('The verification code is incorrect');
    }
    const fifth = await t.request('POST', '/api/register', { body: registerBody({ email, code: wrong }) });
    expect(fifth.body.msg).toBe('Too many wrong verification codes, please get a new one');
    const right = await t.request('POST', '/api/register', { body: registerBody({ email, code }) });
    expect(right.httpStatus).toBe(400);
    expect(right.body.msg).toBe(
      'The verification code has expired or was not requested, please get a new one',
    );
  });

  it('refuses a code once its 5 minutes are over', async () => {
    const email = 'late@example.org';
    await t.request('GET', '/api/get-register-code', { query: { email } });
    const code = await mailedCode(t, email);
    t.clock.advance(5 * 60 * SECOND + SECOND);
    const res = await t.request('POST', '/api/register', {
      body: registerBody({ username: 'late_user', email, code }),
    });
    expect(res.httpStatus).toBe(400);
    expect(res.body.msg).toBe('The verification code has expired or was not requested, please get a new one');
  });

  it('refuses codes and registration while registration is closed', async () => {
    await writeConfig(t.platform.db, 'website', { register: false });
    try {
      const code = await t.request('GET', '/api/get-register-code', {
        query: { email: 'closed@example.org' },
      });
      expect(code.httpStatus).toBe(403);
      expect(code.body.msg).toBe('Sorry, registration is not open on this site at the moment');
      const res = await t.request('POST', '/api/register', {
        body: registerBody({ email: 'closed@example.org' }),
      });
      expect(res.httpStatus).toBe(403);
      expect(res.body.msg).toBe('Sorry, registration is not open on this site at the moment');
    } finally {
      await writeConfig(t.platform.db, 'website', { register: true });
    }
  });
});

describe('POST /api/check-username-or-email', () => {
  it('tells whether the username and the email exist, case-insensitively', async () => {
    await t.createUser({ username: 'Checked', email: 'checked@example.org' });
    const both = await t.request('POST', '/api/check-username-or-email', {
      body: { username: 'CHECKED', email: 'Checked@Example.org' },
    });
    expect(both.body.data).toEqual({ username: true, email: true });
    const neither = await t.request('POST', '/api/check-username-or-email', {
      body: { username: 'free_name' },
    });
    expect(neither.body.data).toEqual({ username: false, email: false });
    const empty = await t.request('POST', '/api/check-username-or-email', { body: {} });
    expect(empty.httpStatus).toBe(400);
    expect(empty.body.msg).toBe('username or email is required');
  });
});
