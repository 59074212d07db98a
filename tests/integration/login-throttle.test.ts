import { Role } from '@contract/roles';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ACCOUNT_FREE_FAILURES,
  ADDRESS_FREE_FAILURES,
  FIRST_LOCK_SECONDS,
} from '../../worker/src/domains/account/login-throttle';
import { WRONG_CREDENTIALS } from '../../worker/src/domains/account/session';
import { createTestApp, type TestApp } from '../support/test-app';

/**
 * Login is throttled on the server, per account and per client address, for the site and
 * the back office: past the free failures a 429 names the seconds to wait, the wait grows
 * with further failures, and the right password works again once it has passed.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  t.clock.freeze();
});
afterAll(async () => {
  await t?.close();
});

let addressSeq = 0;
/** A fresh client address per test, so one test's failures do not lock another's. */
const nextAddress = () => `198.51.100.${++addressSeq}`;

function attempt(path: string, username: string, password: string, address: string | null = null) {
  return t.request('POST', path, {
    body: { username, password },
    clientAddress: address ?? undefined,
  });
}

describe.each(['/api/login', '/api/admin/login'])('POST %s', (path) => {
  it('throttles ten wrong passwords for one account, and takes the right one after the wait', async () => {
    const user = await t.createUser({ roles: [Role.ADMIN] });
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) statuses.push((await attempt(path, user.username, 'wrong-pass')).httpStatus);
    expect(statuses).toEqual([
      ...Array(ACCOUNT_FREE_FAILURES).fill(400),
      ...Array(10 - ACCOUNT_FREE_FAILURES).fill(429),
    ]);

    const locked = await attempt(path, user.username, user.password);
    expect(locked.httpStatus).toBe(429);
    expect(locked.body).toEqual({
      status: 429,
      data: { retryAfterSeconds: FIRST_LOCK_SECONDS },
      msg: `Too many failed logins; please wait ${FIRST_LOCK_SECONDS} seconds and try again`,
    });

    t.clock.advance(FIRST_LOCK_SECONDS * 1000 + 1);
    const after = await attempt(path, user.username, user.password);
    expect(after.httpStatus).toBe(200);
    expect(after.headers.get('Authorization')).toBeTruthy();
  });

  it('grows the wait with each failure past the free ones, and a success clears the count', async () => {
    const user = await t.createUser({ roles: [Role.ADMIN] });
    for (let i = 0; i < ACCOUNT_FREE_FAILURES; i++) await attempt(path, user.username, 'wrong-pass');
    t.clock.advance(FIRST_LOCK_SECONDS * 1000 + 1);
    expect((await attempt(path, user.username, 'wrong-pass')).httpStatus).toBe(400);
    const second = await attempt(path, user.username, 'wrong-pass');
    expect(second.httpStatus).toBe(429);
    expect(second.body.data.retryAfterSeconds).toBe(2 * FIRST_LOCK_SECONDS);

    t.clock.advance(2 * FIRST_LOCK_SECONDS * 1000 + 1);
    expect((await attempt(path, user.username, user.password)).httpStatus).toBe(200);
    for (let i = 0; i < ACCOUNT_FREE_FAILURES - 1; i++)
      expect((await attempt(path, user.username, 'wrong-pass')).httpStatus).toBe(400);
  });

  it('throttles an unknown username exactly like a known one', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < ACCOUNT_FREE_FAILURES + 1; i++)
      statuses.push((await attempt(path, `ghost_${path.length}`, 'wrong-pass')).httpStatus);
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.slice(0, -1).every((s) => s === 400)).toBe(true);
  });
});

describe('per client address', () => {
  it('locks an address that fails across many accounts, leaving other addresses alone', async () => {
    const address = nextAddress();
    const users = await Promise.all(Array.from({ length: 5 }, () => t.createUser()));
    // Four failures each for five accounts: no account locks, but the address reaches its limit.
    for (let i = 0; i < ADDRESS_FREE_FAILURES; i++) {
      const user = users[i % users.length]!;
      expect((await attempt('/api/login', user.username, `wrong-${i}-pass`, address)).httpStatus).toBe(400);
    }
    const fresh = await t.createUser();
    const blocked = await attempt('/api/login', fresh.username, fresh.password, address);
    expect(blocked.httpStatus).toBe(429);
    const elsewhere = await attempt('/api/login', fresh.username, fresh.password, nextAddress());
    expect(elsewhere.httpStatus).toBe(200);
  });
});

describe('wrong credentials below the limit', () => {
  it('keep their message', async () => {
    const user = await t.createUser();
    const res = await attempt('/api/login', user.username, 'wrong-pass');
    expect(res.body).toMatchObject({ status: 400, msg: WRONG_CREDENTIALS });
  });
});
