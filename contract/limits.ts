/** Business constants shared by server and client (spec 1 §9, spec 3 §9). */
export const LIMITS = {
  usernameMax: 20,
  passwordMin: 6,
  passwordMax: 20,
  emailCodeLength: 6,
  captchaMax: 8,
  registerCodeResendSeconds: 60,
  resetResendSeconds: 90,
  avatarMaxBytes: 2 * 1024 * 1024,
  avatarTypes: ['gif', 'jpg', 'jpeg', 'png', 'bmp', 'webp'] as const,
  /** Images put into Markdown by the editor (upload-md-img); their format is read from the bytes. */
  markdownImageMaxBytes: 5 * 1024 * 1024,
  markdownImageTypes: ['gif', 'jpg', 'jpeg', 'png', 'bmp', 'webp'] as const,
  /** Files linked from Markdown by the editor (upload-md-file); the types are in contract/file.ts. */
  markdownFileMaxBytes: 20 * 1024 * 1024,
  codeMaxLength: 65535,
  testInputMax: 1000,
  commentMax: 10000,
  problemListPageSize: 30,
  submissionListPageSize: 15,
  rankPageSize: 30,
  statusPollMs: 2000,
  statusPollMax: 300,
  testJudgePollMs: 1000,
  unreadPollMs: 120_000,
  requestTimeoutMs: 90_000,
  downloadTimeoutMs: 300_000,
  failedLoginsBeforePuzzle: 5,
} as const;

/** Remote-judge keys; `ME` is the site's own bank (spec 1 §1). */
export const REMOTE_OJS = ['HDU', 'CF', 'POJ', 'GYM', 'AC', 'SPOJ', 'LIBRE'] as const;
export const LOCAL_OJ = 'ME';
export const DIFFICULTIES = { EASY: 0, MID: 1, HARD: 2 } as const;
export const PROBLEM_TYPE = { ACM: 0, OI: 1 } as const;
export const PROBLEM_AUTH = { PUBLIC: 1, PRIVATE: 2, CONTEST: 3 } as const;
export const DEFAULT_TAG_COLOR = '#409eff';
