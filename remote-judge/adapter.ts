// One adapter per remote judge behind this interface. Adapters are runtime-agnostic (fetch only,
// through RemoteHttp): the server uses `fetchProblem` and `upcomingContests` (also on Workers),
// the judge runner uses `login`, `submit` and `poll`.
import type { JudgeStatusCode } from '../contract/judge-status';
import type { OtherContest, RemoteJudge } from '../contract/remote-judge';
import type { RemoteHttp } from './http';

/** A problem as read from its judge's page or API. Text fields are HTML as the judge serves them, cleaned. */
export interface RemoteProblem {
  /** The judge's own id, e.g. `1A`, `1000`, `abc100_a`. */
  remoteId: string;
  title: string;
  timeLimitMs: number;
  memoryLimitMb: number;
  description: string;
  input: string;
  output: string;
  examples: { input: string; output: string }[];
  hint: string;
  /** Where it came from (its page on the judge), shown as the source. */
  source: string;
  /** The judge's tags (Codeforces); empty where the judge has none. */
  tags: string[];
  /**
   * The remote language ids this problem accepts when the judge says so on the problem's page
   * (AtCoder, SPOJ); null when it accepts every language of the judge.
   */
  languageIds: string[] | null;
}

/** A language as the judge names it (our language row's name) and the id its submit form takes. */
export interface RemoteLanguage {
  name: string;
  /** The value of the judge's language field. */
  remoteId: string;
  /** CodeMirror mode, as our language rows keep it (e.g. text/x-c++src). */
  contentType: string;
}

export interface RemoteAccount {
  username: string;
  password: string;
}

/** A verdict read from the judge's status page; `status: null` while the judge is still judging. */
export interface RemoteVerdict {
  status: JudgeStatusCode | null;
  /** ms, when the judge shows it. */
  timeMs: number | null;
  /** KB, when the judge shows it. */
  memoryKb: number | null;
  /** The compile message of a Compile Error, when the judge shows it. */
  compileMessage: string | null;
  /** The judge's own words for the verdict (for the log and the submission's message). */
  raw: string;
}

export interface SubmitInput {
  account: RemoteAccount;
  remoteId: string;
  /** The RemoteLanguage.remoteId to submit in. */
  languageId: string;
  code: string;
}

export interface PollInput {
  account: RemoteAccount;
  remoteId: string;
  runId: string;
}

export interface RemoteJudgeAdapter {
  judge: RemoteJudge;
  /** Every language of the judge, in the order the judge lists them. */
  languages: readonly RemoteLanguage[];
  /** How often to read a run's status, and how many times before giving up (Submitted Failed). */
  pollIntervalMs: number;
  maxPolls: number;
  /** Least time between two submissions of one account on this judge. */
  accountIntervalMs: number;
  /** Reads a problem; throws RemoteJudgeError('not-found') when the judge has no such problem. */
  fetchProblem(http: RemoteHttp, remoteId: string): Promise<RemoteProblem>;
  /** Logs the session in; throws RemoteJudgeError('login') when the judge refuses the account. */
  login(http: RemoteHttp, account: RemoteAccount): Promise<void>;
  /** Submits on a logged-in session and returns the judge's run id. */
  submit(http: RemoteHttp, input: SubmitInput): Promise<{ runId: string }>;
  /** Reads the run's verdict once. */
  poll(http: RemoteHttp, input: PollInput): Promise<RemoteVerdict>;
  /** Upcoming contests (Codeforces and AtCoder only). */
  upcomingContests?(http: RemoteHttp, now: Date): Promise<OtherContest[]>;
}

/**
 * What went wrong talking to a judge, so callers decide without parsing messages:
 * - `login`: the judge refused the account (marked and skipped);
 * - `unavailable`: no answer, a timeout or a 5xx (the judge is down or slow);
 * - `rate-limited`: a 429 or the judge's "too often" page; `retryAfterMs` when it says;
 * - `malformed`: a page or answer that does not have the expected shape;
 * - `not-found`: no such problem (or run);
 * - `rejected`: the judge refused the submission (e.g. the same code twice, a bad language).
 */
export type RemoteJudgeErrorKind =
  | 'login'
  | 'unavailable'
  | 'rate-limited'
  | 'malformed'
  | 'not-found'
  | 'rejected';

export class RemoteJudgeError extends Error {
  override name = 'RemoteJudgeError';

  constructor(
    readonly kind: RemoteJudgeErrorKind,
    message: string,
    readonly retryAfterMs: number | null = null,
  ) {
    super(message);
  }
}
