import { Role } from '@contract/roles';
import { REMOTE_JUDGE_KEYS, type RemoteJudgeKey } from '@contract/site-switch';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { remoteJudgeAccount, siteConfig } from '../../worker/src/db/schema';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
let root: string;

beforeAll(async () => {
  t = await createTestApp();
  root = await t.rootToken();
});
afterAll(async () => {
  await t?.close();
});

const info = (token: string | null = root) => t.request('GET', '/api/admin/switch/info', { token });
const update = (body: unknown, token = root) => t.request('PUT', '/api/admin/switch/update', { token, body });
const states = (token: string | null = root) =>
  t.request('GET', '/api/admin/remote-judge/accounts', { token });

async function rows(oj: string) {
  return t.platform.db.select().from(remoteJudgeAccount).where(eq(remoteJudgeAccount.oj, oj));
}

describe('the switch page keeps remote accounts encrypted', () => {
  it('round-trips every list in root order, with no plaintext at rest', async () => {
    const res = await update({
      cfUsernameList: ['tourist', 'petr', 'Benq'],
      cfPasswordList: ['pw-t', 'pw-p', 'pw-b'],
      atcoderUsernameList: ['chokudai'],
      atcoderPasswordList: ['secret-ac'],
      openPublicJudge: false,
    });
    expect(res.body.status).toBe(200);
    expect(res.body.data).toMatchObject({
      cfUsernameList: ['tourist', 'petr', 'Benq'],
      openPublicJudge: false,
    });
    const read = (await info()).body.data;
    for (const oj of REMOTE_JUDGE_KEYS) {
      expect(Array.isArray(read[`${oj}UsernameList`])).toBe(true);
      expect(Array.isArray(read[`${oj}PasswordList`])).toBe(true);
    }
    expect(read).toMatchObject({
      cfUsernameList: ['tourist', 'petr', 'Benq'],
      cfPasswordList: ['pw-t', 'pw-p', 'pw-b'],
      atcoderUsernameList: ['chokudai'],
      atcoderPasswordList: ['secret-ac'],
      hduUsernameList: [],
      openPublicJudge: false,
    });
    const raw = JSON.stringify(await t.platform.db.select().from(remoteJudgeAccount));
    for (const plain of ['tourist', 'petr', 'Benq', 'pw-t', 'pw-p', 'pw-b', 'chokudai', 'secret-ac']) {
      expect(raw).not.toContain(plain);
    }
    const [config] = await t.platform.db.select().from(siteConfig).where(eq(siteConfig.key, 'switch'));
    expect(JSON.stringify(config?.value)).not.toContain('tourist');
    expect(JSON.stringify(config?.value)).not.toContain('UsernameList');
    await update({ openPublicJudge: true });
  });

  it('keeps the row of a username that stays, deletes removed ones and revives a failed account', async () => {
    await update({ hduUsernameList: ['a', 'b'], hduPasswordList: ['1', '2'] });
    const before = await rows('hdu');
    const a = before.find((r) => r.seq === 0)!;
    await t.platform.db
      .update(remoteJudgeAccount)
      .set({ status: 'login-failed', lastError: 'bad password' })
      .where(eq(remoteJudgeAccount.id, a.id));
    await update({ hduUsernameList: ['c', 'a'], hduPasswordList: ['3', '1-new'] });
    const after = await rows('hdu');
    expect(after).toHaveLength(2);
    const kept = after.find((r) => r.id === a.id);
    expect(kept).toMatchObject({ seq: 1, status: 'ok', lastError: null });
    expect((await info()).body.data).toMatchObject({
      hduUsernameList: ['c', 'a'],
      hduPasswordList: ['3', '1-new'],
    });
    // An untouched list stays as it was when another one is saved.
    await update({ pojUsernameList: ['p'], pojPasswordList: ['q'] });
    expect((await info()).body.data.hduUsernameList).toEqual(['c', 'a']);
    await update({ pojUsernameList: [], pojPasswordList: [] });
    expect(await rows('poj')).toHaveLength(0);
  });

  it('refuses mismatched lists, duplicates and bad entries with 400 and writes nothing', async () => {
    const before = (await info()).body.data;
    const cases = [
      { spojUsernameList: ['x', 'y'], spojPasswordList: ['1'], openPublicJudge: false },
      { spojUsernameList: ['x'], openPublicJudge: false },
      { spojUsernameList: ['x', 'x'], spojPasswordList: ['1', '2'], openPublicJudge: false },
      { spojUsernameList: ['x\u0000'], spojPasswordList: ['1'] },
      { spojUsernameList: ['x'.repeat(300)], spojPasswordList: ['1'] },
      { spojUsernameList: [''], spojPasswordList: ['1'] },
      { spojUsernameList: 'x', spojPasswordList: '1' },
    ];
    for (const body of cases) {
      const res = await update(body);
      expect(res.httpStatus, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.body.msg).toMatch(/spojUsernameList|spojPasswordList/);
    }
    expect((await update(cases[2])).body.msg).toBe('spojUsernameList lists the account x twice');
    expect((await info()).body.data).toEqual(before);
    expect(await rows('spoj')).toHaveLength(0);
  });
});

describe('GET /api/admin/remote-judge/accounts', () => {
  it('lists each account with its state for root only', async () => {
    await update({ libreojUsernameList: ['lib'], libreojPasswordList: ['pw'] });
    const [row] = await rows('libreoj');
    await t.platform.db
      .update(remoteJudgeAccount)
      .set({ status: 'login-failed', lastError: 'Wrong password' })
      .where(eq(remoteJudgeAccount.id, row!.id));
    const res = await states();
    expect(res.body.status).toBe(200);
    const list = res.body.data as { oj: string; username: string }[];
    expect(list.find((s) => s.oj === 'libreoj')).toEqual({
      oj: 'libreoj',
      username: 'lib',
      status: 'login-failed',
      lastError: 'Wrong password',
      inUse: false,
      lastSubmitAt: null,
    });
    // In the switch page's order: the judges as root's lists go, each in its own order.
    const ojs = list.map((s) => s.oj);
    expect(ojs).toEqual(
      [...ojs].sort(
        (x, y) =>
          REMOTE_JUDGE_KEYS.indexOf(x as RemoteJudgeKey) - REMOTE_JUDGE_KEYS.indexOf(y as RemoteJudgeKey),
      ),
    );
    expect(list.filter((s) => s.oj === 'cf').map((s) => s.username)).toEqual(['tourist', 'petr', 'Benq']);

    expect((await states(null)).httpStatus).toBe(401);
    const admin = await t.createUser({ roles: [Role.ADMIN] });
    expect((await states(admin.token)).httpStatus).toBe(403);
    const user = await t.createUser();
    expect((await states(user.token)).httpStatus).toBe(403);
    expect((await info(user.token)).httpStatus).toBe(403);
  });
});
