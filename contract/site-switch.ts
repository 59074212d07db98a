/** The switch configuration and the data-source calls of the admin back office (spec 3 §3, §6). */
import { z } from 'zod';
import { text } from './common/fields';

/** The remote judges whose account lists the switch configuration keeps (HOJ's names). */
export const REMOTE_JUDGE_KEYS = ['hdu', 'cf', 'poj', 'atcoder', 'spoj', 'libreoj'] as const;
export type RemoteJudgeKey = (typeof REMOTE_JUDGE_KEYS)[number];

export const SWITCH_FLAGS = [
  'openPublicJudge',
  'openGroupJudge',
  'openContestJudge',
  'hideNonContestSubmissionCode',
  'openPublicDiscussion',
  'openGroupDiscussion',
  'openContestComment',
] as const;

/** Each count with its largest accepted value. */
export const SWITCH_COUNTS = {
  defaultSubmitInterval: 3600,
  defaultCreateDiscussionACInitValue: 100000,
  defaultCreateDiscussionDailyLimit: 100000,
  defaultCreateCommentACInitValue: 100000,
  defaultCreateGroupACInitValue: 100000,
  defaultCreateGroupDailyLimit: 100000,
  defaultCreateGroupLimit: 100000,
} as const;

type SwitchFlag = (typeof SWITCH_FLAGS)[number];
type SwitchCount = keyof typeof SWITCH_COUNTS;
type AccountListKey = `${RemoteJudgeKey}${'Username' | 'Password'}List`;

/** GET /api/admin/switch/info, HOJ's SwitchConfigDTO. */
export type SwitchConfig = Record<SwitchFlag, boolean> &
  Record<SwitchCount, number> &
  Record<AccountListKey, string[]>;

export const MAX_REMOTE_ACCOUNTS = 100;

const flag = (field: string) => z.boolean({ error: `${field} must be true or false` }).optional();

const count = (field: string, max: number) =>
  z
    .number({ error: `${field} must be a whole number` })
    .int(`${field} must be a whole number`)
    .min(0, `${field} must not be negative`)
    .max(max, `${field} must be at most ${max}`)
    .optional();

const accountList = (field: string) =>
  z
    .array(
      text(`Each entry of ${field}`, { max: 255, trim: true }).refine(
        (v) => v !== '',
        `${field} must not hold empty entries`,
      ),
      {
        error: `${field} must be a list of text`,
      },
    )
    .max(MAX_REMOTE_ACCOUNTS, `${field} must hold at most ${MAX_REMOTE_ACCOUNTS} accounts`)
    .optional();

const shape: Record<string, z.ZodType> = {};
for (const key of SWITCH_FLAGS) shape[key] = flag(key);
for (const [key, max] of Object.entries(SWITCH_COUNTS)) shape[key] = count(key, max);
for (const oj of REMOTE_JUDGE_KEYS) {
  shape[`${oj}UsernameList`] = accountList(`${oj}UsernameList`);
  shape[`${oj}PasswordList`] = accountList(`${oj}PasswordList`);
}

/**
 * PUT /api/admin/switch/update: any subset of the settings (HOJ leaves an absent or null field
 * unchanged). Unlike HOJ, which clamps a negative interval to 0, bad values are refused.
 */
export const switchUpdateRequest = z.preprocess(
  (body) =>
    body !== null && typeof body === 'object' && !Array.isArray(body)
      ? Object.fromEntries(Object.entries(body).filter(([, v]) => v !== null))
      : body,
  z.object(shape, { error: 'The switch configuration must be an object' }),
) as unknown as z.ZodType<Partial<SwitchConfig>>;

export type SwitchUpdateRequest = Partial<SwitchConfig>;

/**
 * GET /api/admin/config/get-db-and-redis-config: HOJ's DBAndRedisConfigDTO fields filled from
 * what this deployment runs on, plus the engine and how to change it. Passwords are never sent.
 * There is no Redis: the redis fields are empty.
 */
export interface DataSourceConfig {
  engine: 'pglite' | 'postgres' | 'neon';
  /** PGlite's data folder; null when in memory or not PGlite. */
  dataDir: string | null;
  /** The connection URL with its password masked; null for PGlite. */
  url: string | null;
  dbName: string;
  dbHost: string;
  dbPort: number | null;
  dbUsername: string;
  /** `******` when the URL carries a password, else empty. */
  dbPassword: string;
  redisHost: string;
  redisPort: number | null;
  redisPassword: string;
  /** Nothing here changes at run time; this says what the operator does instead. */
  howToChange: string;
}

export const MASKED = '******';

const optionalText = (field: string) =>
  z.preprocess((v) => (v === null ? undefined : v), text(field, { max: 1000 }).optional());

/** PUT /api/admin/config/set-db-and-redis-config: HOJ's fields, type-checked; any change is refused. */
export const dataSourceUpdateRequest = z.object(
  {
    dbName: optionalText('dbName'),
    dbHost: optionalText('dbHost'),
    dbPort: z
      .union(
        [
          z
            .number({ error: 'dbPort must be a port number' })
            .int('dbPort must be a port number')
            .min(0)
            .max(65535, 'dbPort must be a port number'),
          z.null(),
        ],
        { error: 'dbPort must be a port number' },
      )
      .optional(),
    dbUsername: optionalText('dbUsername'),
    dbPassword: optionalText('dbPassword'),
    redisHost: optionalText('redisHost'),
    redisPort: z
      .union([z.number().int().min(0).max(65535), z.null()], { error: 'redisPort must be a port number' })
      .optional(),
    redisPassword: optionalText('redisPassword'),
  },
  { error: 'The data source configuration must be an object' },
);

export type DataSourceUpdateRequest = z.output<typeof dataSourceUpdateRequest>;
