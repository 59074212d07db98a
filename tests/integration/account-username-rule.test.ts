import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailedCode } from '../support/account-helpers';
import { createTestApp, type TestApp } from '../support/test-app';

/**
 * A new username refuses whitespace, control and invisible format characters, so no name can
 * pass for another; accounts named before the rule still sign in.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const LOOK_ALIKES = ['ro\u200bot', 'ro ot', 'ro\u00a0ot', 'a\tb', 'ab\u202e', 'a\u2028b', 'a\u0007b'];

describe('POST /api/register', () => {
  it.each(LOOK_ALIKES)('refuses the username %j with 400 and a message', async (username) => {
    const email = `look${LOOK_ALIKES.indexOf(username)}@example.com`;
    await t.request('GET', '/api/get-register-code', { query: { email } });
    const code = await mailedCode(t, email);
    const res = await t.request('POST', '/api/register', {
      body: { username, password: 'secret123', email, code },
    });
    expect(res.httpStatus).toBe(400);
    expect(res.body).toMatchObject({
      status: 400,
      msg: 'username must not contain spaces, control characters or invisible characters',
    });
  });

  it('still takes an ordinary name', async () => {
    const email = 'plain@example.com';
    await t.request('GET', '/api/get-register-code', { query: { email } });
    const res = await t.request('POST', '/api/register', {
      body: { username: 'plain_name', password: 'secret123', email, code: await mailedCode(t, email) },
    });
    expect(res.httpStatus).toBe(200);
  });
});

describe('POST /api/login', () => {
  it('lets an account named before the rule sign in', async () => {
    const old = await t.createUser({ username: 'old name' });
    expect(old.token).toBeTruthy();
  });

  it('refuses NUL in the username with 400 naming the field', async () => {
    const res = await t.request('POST', '/api/login', { body: { username: 'a\u0000b', password: 'x' } });
    expect(res.httpStatus).toBe(400);
    expect(res.body.msg).toBe('username must not contain NUL characters');
  });
});
