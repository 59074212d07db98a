/**
 * Remote judging (spec 3 §1, spec 1 §1): the judges, their problem ids and public addresses, and
 * the shapes of the calls' answers. Free of zod, so a page that only shows a judge's badge or
 * link does not download the validation library (the import calls' schemas are in remote-judge.ts).
 */
import type { RemoteJudgeKey as SwitchAccountKey } from './site-switch';

/** The judges problems can be imported from and submitted to (LibreOJ is a logo link only). */
export const REMOTE_JUDGES = ['CF', 'GYM', 'HDU', 'POJ', 'AC', 'SPOJ'] as const;
export type RemoteJudge = (typeof REMOTE_JUDGES)[number];

export interface RemoteJudgeInfo {
  key: RemoteJudge;
  /** Shown in selects and badges. */
  name: string;
  /** The judge's public site; a deployment may point the server elsewhere (REMOTE_JUDGE_URLS). */
  siteUrl: string;
  /** The switch configuration's account lists this judge submits with (GYM shares Codeforces'). */
  accountKey: SwitchAccountKey;
  /** The bank whose languages its problems offer (GYM offers Codeforces'). */
  languageBank: RemoteJudge;
  /** An example of the judge's own problem id, for the import dialog. */
  idExample: string;
  /** The judge's own id format. */
  idPattern: RegExp;
}

export const REMOTE_JUDGE_INFO: Record<RemoteJudge, RemoteJudgeInfo> = {
  CF: {
    key: 'CF',
    name: 'Codeforces',
    siteUrl: 'https://codeforces.com',
    accountKey: 'cf',
    languageBank: 'CF',
    idExample: '1A',
    idPattern: /^[1-9]\d{0,5}[A-Z][1-9]?$/,
  },
  GYM: {
    key: 'GYM',
    name: 'Codeforces Gym',
    siteUrl: 'https://codeforces.com',
    accountKey: 'cf',
    languageBank: 'CF',
    idExample: '100001A',
    idPattern: /^[1-9]\d{5}[A-Z][1-9]?$/,
  },
  HDU: {
    key: 'HDU',
    name: 'HDU',
    siteUrl: 'https://acm.hdu.edu.cn',
    accountKey: 'hdu',
    languageBank: 'HDU',
    idExample: '1000',
    idPattern: /^[1-9]\d{3,4}$/,
  },
  POJ: {
    key: 'POJ',
    name: 'POJ',
    siteUrl: 'http://poj.org',
    accountKey: 'poj',
    languageBank: 'POJ',
    idExample: '1000',
    idPattern: /^[1-9]\d{3,4}$/,
  },
  AC: {
    key: 'AC',
    name: 'AtCoder',
    siteUrl: 'https://atcoder.jp',
    accountKey: 'atcoder',
    languageBank: 'AC',
    idExample: 'abc100_a',
    idPattern: /^[a-z][a-z0-9-]{1,39}_[a-z0-9]{1,3}$/,
  },
  SPOJ: {
    key: 'SPOJ',
    name: 'SPOJ',
    siteUrl: 'https://www.spoj.com',
    accountKey: 'spoj',
    languageBank: 'SPOJ',
    idExample: 'TEST',
    idPattern: /^[A-Z0-9_]{1,8}$/,
  },
};

export function isRemoteJudge(value: string): value is RemoteJudge {
  return (REMOTE_JUDGES as readonly string[]).includes(value);
}

/** Our display id of a remote problem: the judge's key, a dash and the judge's own id (`CF-1A`). */
export function remoteDisplayId(judge: RemoteJudge, remoteId: string): string {
  return `${judge}-${remoteId}`;
}

/** The judge and its own id of a remote problem's display id; null when it is not one. */
export function parseRemoteDisplayId(problemId: string): { judge: RemoteJudge; remoteId: string } | null {
  const dash = problemId.indexOf('-');
  if (dash <= 0) return null;
  const judge = problemId.slice(0, dash).toUpperCase();
  const remoteId = problemId.slice(dash + 1);
  if (!isRemoteJudge(judge) || remoteId === '') return null;
  return { judge, remoteId };
}

/** Where a remote problem lives on its judge's public site, for the origin link. */
export function remoteProblemUrl(problemId: string): string | null {
  const parsed = parseRemoteDisplayId(problemId);
  if (!parsed) return null;
  const { judge, remoteId } = parsed;
  const site = REMOTE_JUDGE_INFO[judge].siteUrl;
  switch (judge) {
    case 'CF':
    case 'GYM': {
      const match = /^(\d+)([A-Z][1-9]?)$/.exec(remoteId);
      if (!match) return null;
      return judge === 'CF'
        ? `${site}/problemset/problem/${match[1]}/${match[2]}`
        : `${site}/gym/${match[1]}/problem/${match[2]}`;
    }
    case 'HDU':
      return `${site}/showproblem.php?pid=${remoteId}`;
    case 'POJ':
      return `${site}/problem?id=${remoteId}`;
    case 'AC':
      return `${site}/contests/${remoteId.slice(0, remoteId.lastIndexOf('_'))}/tasks/${remoteId}`;
    case 'SPOJ':
      return `${site}/problems/${remoteId}/`;
  }
}

/** GET /api/get-recent-other-contest: an upcoming contest of another judge (HOJ's fields). */
export interface OtherContest {
  /** The judge's name as HOJ shows it: Codeforces or AtCoder. */
  oj: string;
  title: string;
  /** ISO time. */
  beginTime: string;
  /** ISO time. */
  endTime: string;
  url: string;
}

/**
 * GET /api/admin/remote-judge/accounts (root; beside HOJ's switch lists, which carry no state):
 * each account's health, so root sees which accounts the pool skips and why.
 */
export interface RemoteAccountState {
  /** The switch configuration's list key: cf, hdu, poj, atcoder, spoj, libreoj. */
  oj: string;
  username: string;
  /** `login-failed` accounts are skipped until root saves them again on the switch page. */
  status: 'ok' | 'login-failed';
  lastError: string | null;
  /** Reserved by a submission still being judged. */
  inUse: boolean;
  /** ISO time of its last submission; null when never used. */
  lastSubmitAt: string | null;
}
