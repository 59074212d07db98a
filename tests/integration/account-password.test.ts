import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userInfo, userSession } from '../../worker/src/db/schema';
import { writeConfig } from '../../worker/src/domains/site/config';
import { latestMailTo, mailedCode, mailedResetLink, solvedCaptcha } from '../support/account-helpers';
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
const openSessions = async (uid: string) =>
  t.platform.db
    .select()
    .from(userSession)
    .where(and(eq(userSession.uid, uid), isNull(userSession.revokedAt)));

describe('GET /api/captcha', () => {
  it('answers with an SVG data URL and a key', async () => {
    const res = await t.request('GET', '/api/captcha');
    expect(res.httpStatus).toBe(200);
    expect(res.body.data.img).toMatch(/^data:image\/svg\+xml;base64,/);
    const svg = atob(res.body.data.img.split(',')[1]);
    expect(svg).toContain('<svg');
    expect(res.body.data.captchaKey).toMatch(/^[0-9a-f]{32}$/);
  });
});

describe('POST /api/apply-reset-password', () => {
  it.each([
    [{ captcha: 'ABCD', captchaKey: 'k' }, 'email is required'],
    [{ email: 'bad', captcha: 'ABCD', captchaKey: 'k' }, 'email format is incorrect'],
    [{ email: 'a@example.org', captchaKey: 'k' }, 'captcha is required'],
    [{ email: 'a@example.org', captcha: ' ', captchaKey: 'k' }, 'captcha is required'],
    [
      { email: 'a@example.org', captcha: '123456789', captchaKey: 'k' },
      'captcha must be at most 8 characters',
    ],
    [{ email: 'a@example.org', captcha: 'ABCD' }, 'captchaKey is required'],
  ])('refuses %j with 400 "%s"', async (body, msg) => {
    const res = await t.request('POST', '/api/apply-reset-password', { body });
    expect(res.httpStatus).toBe(400);
    expect(res.body.msg).toBe(msg);
  });

  it('checks the captcha before the email, and a captcha answers only once', async () => {
    const { captchaKey, answer } = await solvedCaptcha(t);
    const wrong = await t.request('POST', '/api/apply-reset-password', {
      body: { email: 'nobody@example.org', captcha: answer === 'AAAA' ? 'BBBB' : 'AAAA', captchaKey },
    });
    expect(wrong.httpStatus).toBe(400);
    expect(wrong.body.msg).toBe('The captcha is incorrect');
    const reused = await t.request('POST', '/api/apply-reset-password', {
      body: { email: 'nobody@example.org', captcha: answer, captchaKey },
    });
    expect(reused.body.msg).toBe('The captcha has expired, please refresh it');

    const fresh = await solvedCaptcha(t);
    const unknown = await t.request('POST', '/api/apply-reset-password', {
      body: {
        email: 'nobody@example.org',
        captcha: fresh.answer.toUpperCase(),
        captchaKey: fresh.captchaKey,
      },
    });
    expect(unknown.httpStatus).toBe(400);
    expect(unknown.body.msg).toBe('The email does not exist');
  });

  it('refuses a captcha after its few minutes', async () => {
    const { captchaKey, answer } = await solvedCaptcha(t);
    t.clock.advance(3 * 60 * SECOND + SECOND);
    const res = await t.request('POST', '/api/apply-reset-password', {
      body: { email: 'nobody@example.org', captcha: answer, captchaKey },
    });
    expect(res.body.msg).toBe('The captcha has expired, please refresh it');
  });

  it('resets the password end to end from the mailed link, ending every session', async () => {
    await writeConfig(t.platform.db, 'website', { baseUrl: 'https://oj.example.org/' });
    try {
      const user = await t.createUser({ username: 'Forgetful', email: 'forgetful@example.org' });
      const second = await t.login(user.username, user.password);
      const { captchaKey, answer } = await solvedCaptcha(t);
      const res = await t.request('POST', '/api/apply-reset-password', {
        body: { email: 'Forgetful@example.org', captcha: answer.toLowerCase(), captchaKey },
      });
      expect(res.httpStatus).toBe(200);
      expect(res.body.msg).toBe('The reset password email has been sent, please check your mailbox');

      const mail = await latestMailTo(t, 'Forgetful@example.org');
      expect(mail.subject).toBe('Reset your password - Online Judge');
      const link = await mailedResetLink(t, 'Forgetful@example.org');
      expect(link.url.origin + link.url.pathname).toBe('https://oj.example.org/reset-password');
      expect(link.username).toBe('Forgetful');
      expect(link.code).toMatch(/^[0-9a-f]{32}$/);

      const badCode = await t.request('POST', '/api/reset-password', {
        body: { username: 'Forgetful', password: 'brand-new-1', code: 'f'.repeat(32) },
      });
      expect(badCode.httpStatus).toBe(400);
      expect(badCode.body.msg).toBe('The reset link is invalid or has expired, please apply again');

      const done = await t.request('POST', '/api/reset-password', {
        body: { username: link.username, password: 'brand-new-1', code: link.code },
      });
      expect(done.httpStatus).toBe(200);
      expect(done.body.msg).toBe('The password has been reset, please log in with the new password');
      expect(await openSessions(user.uid)).toHaveLength(0);
      for (const token of [user.token, second]) {
        expect((await t.request('GET', '/api/get-user-auth-info', { token })).httpStatus).toBe(401);
      }
      const old = await t.request('POST', '/api/login', {
        body: { username: 'Forgetful', password: user.password },
      });
      expect(old.httpStatus).toBe(400);
      expect(await t.login('Forgetful', 'brand-new-1')).toBeTruthy();

      const again = await t.request('POST', '/api/reset-password', {
        body: { username: link.username, password: 'brand-new-2', code: link.code },
      });
      expect(again.body.msg).toBe('The reset link is invalid or has expired, please apply again');
    } finally {
      await writeConfig(t.platform.db, 'website', { baseUrl: '' });
    }
  });

  it('points the link at the deployment base URL when the website sets none, refuses a resend within 90 s, and expires the code after 10 minutes', async () => {
    const user = await t.createUser({ email: 'slow@example.org' });
    const apply = async () => {
      const { captchaKey, answer } = await solvedCaptcha(t);
      return t.request('POST', '/api/apply-reset-password', {
        body: { email: 'slow@example.org', captcha: answer, captchaKey },
      });
    };
    expect((await apply()).httpStatus).toBe(200);
    const link = await mailedResetLink(t, 'slow@example.org');
    expect(link.url.origin).toBe('http://localhost:8080');

    t.clock.advance(89 * SECOND);
    const early = await apply();
    expect(early.httpStatus).toBe(429);
    expect(early.body.msg).toBe('You are sending too often, please try again in 1 second');

    t.clock.advance(10 * 60 * SECOND);
    const late = await t.request('POST', '/api/reset-password', {
      body: { username: user.username, password: 'brand-new-1', code: link.code },
    });
    expect(late.body.msg).toBe('The reset link is invalid or has expired, please apply again');
    expect((await apply()).httpStatus).toBe(200);
  });
});

describe('POST /api/reset-password', () => {
  it.each([
    [{ password: 'secret123', code: 'c' }, 'username is required'],
    [{ username: 'x', password: '123', code: 'c' }, 'password must be 6 to 20 characters'],
    [{ username: 'x', password: 'secret123' }, 'code is required'],
  ])('refuses %j with 400 "%s"', async (body, msg) => {
    const res = await t.request('POST', '/api/reset-password', { body });
    expect(res.httpStatus).toBe(400);
    expect(res.body.msg).toBe(msg);
  });

  it('refuses an unknown username', async () => {
    const res = await t.request('POST', '/api/reset-password', {
      body: { username: 'ghost_user', password: 'secret123', code: 'c'.repeat(32) },
    });
    expect(res.httpStatus).toBe(400);
    expect(res.body.msg).toBe('The username does not exist');
  });
});

describe('POST /api/change-password', () => {
  it.each([
    [{ newPassword: 'secret999' }, 'oldPassword is required'],
    [{ oldPassword: 'x', newPassword: '123' }, 'newPassword must be 6 to 20 characters'],
    [
      { oldPassword: 'password123', newPassword: 'password123' },
      'newPassword must be different from the old password',
    ],
  ])('refuses %j with 400 "%s"', async (body, msg) => {
    const user = await t.createUser();
    const res = await t.request('POST', '/api/change-password', { token: user.token, body });
    expect(res.httpStatus).toBe(400);
    expect(res.body.msg).toBe(msg);
  });

  it('changes the password, keeping the caller signed in and ending the other sessions', async () => {
    const user = await t.createUser();
    const other = await t.login(user.username, user.password);
    // Used just before, so the server has the other session cached: the change must still end it.
    expect((await t.request('GET', '/api/get-user-auth-info', { token: other })).httpStatus).toBe(200);
    const wrong = await t.request('POST', '/api/change-password', {
      token: user.token,
      body: { oldPassword: 'not-my-password', newPassword: 'changed-123' },
    });
    expect(wrong.httpStatus).toBe(400);
    expect(wrong.body.msg).toBe(
      'The old password is incorrect; 4 tries left before changes are paused for 30 minutes',
    );

    const res = await t.request('POST', '/api/change-password', {
      token: user.token,
      body: { oldPassword: user.password, newPassword: 'changed-123' },
    });
    expect(res.httpStatus).toBe(200);
    expect(res.body.data).toEqual({
      code: 200,
      msg: 'The password has been changed; your other sessions were logged out',
    });
    expect((await t.request('GET', '/api/get-user-auth-info', { token: user.token })).httpStatus).toBe(200);
    expect((await t.request('GET', '/api/get-user-auth-info', { token: other })).httpStatus).toBe(401);
    expect(await t.login(user.username, 'changed-123')).toBeTruthy();
  });

  it('pauses changes for 30 minutes after five wrong current passwords', async () => {
    const user = await t.createUser();
    const attempt = (oldPassword: string) =>
      t.request('POST', '/api/change-password', {
        token: user.token,
        body: { oldPassword, newPassword: 'changed-123' },
      });
    for (let i = 0; i < 5; i++) expect((await attempt('wrong-pass')).httpStatus).toBe(400);
    const paused = await attempt(user.password);
    expect(paused.httpStatus).toBe(429);
    expect(paused.body.msg).toBe(
      'The current password was wrong too many times, please try again in 30 minutes',
    );
    t.clock.advance(30 * 60 * SECOND + SECOND);
    expect((await attempt(user.password)).httpStatus).toBe(200);
  });
});

describe('email change', () => {
  it.each([
    [{}, 'email is required'],
    [{ email: 'nope' }, 'email format is incorrect'],
  ])('GET /api/get-change-email-code refuses %j with 400 "%s"', async (query, msg) => {
    const user = await t.createUser();
    const res = await t.request('GET', '/api/get-change-email-code', { token: user.token, query });
    expect(res.httpStatus).toBe(400);
    expect(res.body.msg).toBe(msg);
  });

  it('refuses the current address and one used by another account', async () => {
    const user = await t.createUser({ email: 'mine@example.org' });
    await t.createUser({ email: 'theirs@example.org' });
    const same = await t.request('GET', '/api/get-change-email-code', {
      token: user.token,
      query: { email: 'MINE@example.org' },
    });
    expect(same.body.msg).toBe('The new email is the same as the current one');
    const taken = await t.request('GET', '/api/get-change-email-code', {
      token: user.token,
      query: { email: 'theirs@example.org' },
    });
    expect(taken.httpStatus).toBe(400);
    expect(taken.body.msg).toBe('The email already exists');
  });

  it('changes the email with the password and the mailed code, throttling resends to one per 60 s', async () => {
    const user = await t.createUser({ email: 'before@example.org' });
    const send = (email: string) =>
      t.request('GET', '/api/get-change-email-code', { token: user.token, query: { email } });
    const sent = await send('after@example.org');
    expect(sent.httpStatus).toBe(200);
    expect(sent.body.msg).toBe(
      'The verification code has been sent to the new email, it is valid for 5 minutes',
    );
    t.clock.advance(59 * SECOND);
    expect((await send('after@example.org')).httpStatus).toBe(429);
    t.clock.advance(2 * SECOND);
    expect((await send('after@example.org')).httpStatus).toBe(200);
    const code = await mailedCode(t, 'after@example.org');

    const change = (body: Record<string, unknown>) =>
      t.request('POST', '/api/change-email', { token: user.token, body });
    expect(
      (await change({ password: user.password, newEmail: 'after@example.org', code: '12' })).body.msg,
    ).toBe('code must be exactly 6 digits');
    expect((await change({ password: 'wrong-pass', newEmail: 'after@example.org', code })).body.msg).toBe(
      'The password is incorrect; 4 tries left before changes are paused for 30 minutes',
    );
    expect(
      (await change({ password: user.password, newEmail: 'elsewhere@example.org', code })).body.msg,
    ).toBe('The verification code was sent to another email, please get a new one');
    const wrongCode = code === '000000' ? '111111' : '000000';
    expect(
      (await change({ password: user.password, newEmail: 'after@example.org', code: wrongCode })).body.msg,
    ).toBe('The verification code is incorrect');

    const res = await change({ password: user.password, newEmail: 'after@example.org', code });
    expect(res.httpStatus).toBe(200);
    expect(res.body.data.code).toBe(200);
    expect(res.body.data.msg).toBe('The email has been changed');
    expect(res.body.data.userInfo).toMatchObject({ uid: user.uid, email: 'after@example.org' });
    const [row] = await t.platform.db.select().from(userInfo).where(eq(userInfo.uid, user.uid));
    expect(row!.email).toBe('after@example.org');

    const reuse = await change({ password: user.password, newEmail: 'after@example.org', code });
    expect(reuse.body.msg).toBe(
      'The verification code has expired or was not requested, please get a new one',
    );
  });

  it('refuses a code after 5 minutes', async () => {
    const user = await t.createUser();
    await t.request('GET', '/api/get-change-email-code', {
      token: user.token,
      query: { email: 'expired@example.org' },
    });
    const code = await mailedCode(t, 'expired@example.org');
    t.clock.advance(5 * 60 * SECOND + SECOND);
    const res = await t.request('POST', '/api/change-email', {
      token: user.token,
      body: { password: user.password, newEmail: 'expired@example.org', code },
    });
    expect(res.body.msg).toBe('The verification code has expired or was not requested, please get a new one');
  });
});
