import { describe, expect, it } from 'vitest';
import { JudgeStatus } from '../../contract/judge-status';
import { RemoteJudgeError } from '../adapter';
import { RemoteHttp } from '../http';
import {
  CODEFORCES_LANGUAGES,
  CODEFORCES_VERDICTS,
  codeforcesAdapter,
  codeforcesTta,
  codeforcesVerdictStatus,
  readCsrfToken,
  splitCodeforcesId,
} from './codeforces';
import { parseMemoryLimitMb, parseTimeLimitMs } from './codeforces-statement';
import { GYM_LANGUAGES, gymAdapter } from './gym';

describe('codeforcesVerdictStatus', () => {
  const expected: Record<(typeof CODEFORCES_VERDICTS)[number], number | null> = {
    FAILED: JudgeStatus.SYSTEM_ERROR,
    OK: JudgeStatus.ACCEPTED,
    PARTIAL: JudgeStatus.PARTIAL_ACCEPTED,
    COMPILATION_ERROR: JudgeStatus.COMPILE_ERROR,
    RUNTIME_ERROR: JudgeStatus.RUNTIME_ERROR,
    WRONG_ANSWER: JudgeStatus.WRONG_ANSWER,
    PRESENTATION_ERROR: JudgeStatus.PRESENTATION_ERROR,
    TIME_LIMIT_EXCEEDED: JudgeStatus.TIME_LIMIT_EXCEEDED,
    MEMORY_LIMIT_EXCEEDED: JudgeStatus.MEMORY_LIMIT_EXCEEDED,
    IDLENESS_LIMIT_EXCEEDED: JudgeStatus.RUNTIME_ERROR,
    SECURITY_VIOLATED: JudgeStatus.RUNTIME_ERROR,
    CRASHED: JudgeStatus.SYSTEM_ERROR,
    INPUT_PREPARATION_CRASHED: JudgeStatus.SYSTEM_ERROR,
    CHALLENGED: JudgeStatus.WRONG_ANSWER,
    SKIPPED: JudgeStatus.CANCELLED,
    TESTING: null,
    REJECTED: JudgeStatus.SUBMITTED_FAILED,
  };

  it.each(CODEFORCES_VERDICTS.map((v) => [v, expected[v]]))('%s -> %s', (verdict, status) => {
    expect(codeforcesVerdictStatus(verdict)).toBe(status);
  });

  it('a run without a verdict is still queued', () => {
    expect(codeforcesVerdictStatus(undefined)).toBeNull();
  });

  it.each(['ok', 'ACCEPTED', '', 'toString', '__proto__'])(
    'an unknown verdict %j is malformed',
    (verdict) => {
      expect(() => codeforcesVerdictStatus(verdict)).toThrow(RemoteJudgeError);
    },
  );
});

describe('Codeforces ids, limits and tokens', () => {
  it('splits problemset and Gym ids, refusing the other judge`s and bad ones', () => {
    expect(splitCodeforcesId('CF', '1A')).toEqual({ contestId: '1', index: 'A' });
    expect(splitCodeforcesId('CF', '1790D1')).toEqual({ contestId: '1790', index: 'D1' });
    expect(splitCodeforcesId('GYM', '100001A')).toEqual({ contestId: '100001', index: 'A' });
    for (const bad of ['', 'A', '1', '1a', '0A', '1A0', '1AB', '1A\u0000', '1A '])
      expect(splitCodeforcesId('CF', bad)).toBeNull();
    expect(splitCodeforcesId('GYM', '1A')).toBeNull();
  });

  it('reads limits as Codeforces writes them', () => {
    expect(parseTimeLimitMs('1 second')).toBe(1000);
    expect(parseTimeLimitMs('2.5 seconds')).toBe(2500);
    expect(parseTimeLimitMs('forever')).toBeNull();
    expect(parseMemoryLimitMb('256 megabytes')).toBe(256);
    expect(parseMemoryLimitMb('64 MB')).toBe(64);
    expect(parseMemoryLimitMb('lots')).toBeNull();
  });

  it('finds the CSRF token in the meta, the hidden field or the data-csrf span', () => {
    expect(readCsrfToken('<meta name="X-Csrf-Token" content="abc">')).toBe('abc');
    expect(readCsrfToken('<input type="hidden" name="csrf_token" value="def">')).toBe('def');
    expect(readCsrfToken("<span class='csrf-token' data-csrf='0a1b'>")).toBe('0a1b');
    expect(readCsrfToken('<p>nothing</p>')).toBeNull();
  });

  it('computes _tta within 0..1008 and deterministically', () => {
    expect(codeforcesTta('')).toBe(0);
    const value = codeforcesTta('f1b3f18c');
    expect(value).toBe(codeforcesTta('f1b3f18c'));
    expect(value).toBeGreaterThanOrEqual(0);
    expect(value).toBeLessThan(1009);
  });

  it('CF and GYM offer the same languages with unique form ids', () => {
    expect(gymAdapter.languages).toBe(codeforcesAdapter.languages);
    expect(GYM_LANGUAGES).toBe(CODEFORCES_LANGUAGES);
    const ids = CODEFORCES_LANGUAGES.map((l) => l.remoteId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(CODEFORCES_LANGUAGES.find((l) => l.name === 'GNU G++17 7.3.0')?.remoteId).toBe('54');
  });
});

describe('Codeforces API answers', () => {
  const answering = (status: number, body: unknown) =>
    new RemoteHttp({
      baseUrl: 'https://codeforces.test',
      fetch: async () =>
        new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }),
    });
  const poll = (http: RemoteHttp) =>
    codeforcesAdapter.poll(http, {
      account: { username: 'judgebot', password: 'x' },
      remoteId: '1A',
      runId: '1',
    });

  it('"Call limit exceeded" is rate-limited for the documented two seconds', async () => {
    const error = await poll(answering(200, { status: 'FAILED', comment: 'Call limit exceeded' })).catch(
      (e) => e,
    );
    expect(error).toMatchObject({ kind: 'rate-limited', retryAfterMs: 2000 });
  });

  it('an unknown handle is not-found; an answer without a result is malformed', async () => {
    const unknown = await poll(
      answering(400, { status: 'FAILED', comment: 'handle: User with handle judgebot not found' }),
    ).catch((e) => e);
    expect(unknown).toMatchObject({ kind: 'not-found' });
    expect(await poll(answering(200, { status: 'OK' })).catch((e) => e)).toMatchObject({ kind: 'malformed' });
    expect(await poll(answering(200, { status: 'OK', result: {} })).catch((e) => e)).toMatchObject({
      kind: 'malformed',
    });
  });

  it('a run without a verdict reads as queued', async () => {
    const http = answering(200, { status: 'OK', result: [{ id: 1, problem: { contestId: 1, index: 'A' } }] });
    expect(await poll(http)).toEqual({
      status: null,
      timeMs: null,
      memoryKb: null,
      compileMessage: null,
      raw: 'In queue',
    });
  });
});
