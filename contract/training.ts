/** Public training calls (spec 2 §3 Training, §7 Trainings); field names are HOJ's. */
import { z } from 'zod';
import { emptyToUndefined, keyword, optionalId, pagingSchema, requiredId, text } from './common/fields';
import type { TagRef } from './problem';

/** Who may open a training without registering: Public, or Private behind a password. */
export const TrainingAuth = { PUBLIC: 'Public', PRIVATE: 'Private' } as const;
export type TrainingAuth = (typeof TrainingAuth)[keyof typeof TrainingAuth];
export const TRAINING_AUTHS: readonly TrainingAuth[] = [TrainingAuth.PUBLIC, TrainingAuth.PRIVATE];

/** Training list page size (spec 2 §9). */
export const TRAINING_LIST_LIMIT = 15;
/** Training rank page size (spec 2 §9). */
export const TRAINING_RANK_LIMIT = 30;
/** The colour of a category or tag that has none. */
export const DEFAULT_TRAINING_COLOR = '#409eff';

/** GET /api/get-training-category: every category of the public trainings (HOJ TrainingCategory). */
export interface TrainingCategory {
  id: number;
  name: string;
  color: string;
  gid: number | null;
  gmtCreate: string;
  gmtModified: string;
}

/** GET /api/get-training-list. */
export const trainingListQuery = pagingSchema(TRAINING_LIST_LIMIT).extend({
  keyword: keyword('keyword'),
  categoryId: optionalId('categoryId'),
  auth: z.preprocess(
    emptyToUndefined,
    z
      .enum(TRAINING_AUTHS as [TrainingAuth, ...TrainingAuth[]], { error: 'auth must be Public or Private' })
      .optional(),
  ),
});
export type TrainingListQuery = z.output<typeof trainingListQuery>;

/**
 * A training as the list row and the detail show it (HOJ TrainingVO). `acCount` is the caller's
 * solved problems of the training (0 for guests); `problemCount` counts its public problems.
 * `description` is '' in list rows.
 */
export interface TrainingVO {
  id: number;
  title: string;
  description: string;
  author: string;
  auth: TrainingAuth;
  rank: number;
  categoryId: number | null;
  categoryName: string | null;
  categoryColor: string | null;
  problemCount: number;
  acCount: number;
  gid: number | null;
  gmtModified: string;
}

/** The training a call is about: get-training-detail, -access, -problem-list. */
export const trainingIdQuery = z.object({ tid: requiredId('tid') });

/** POST /api/register-training: the password of a private training; empty is refused. */
export const registerTrainingRequest = z.object({
  tid: requiredId('tid'),
  password: z.preprocess(
    (value) => (value === null ? undefined : value),
    text('password', { max: 200, typeError: 'password must be text' }).optional(),
  ),
});
export type RegisterTrainingRequest = z.input<typeof registerTrainingRequest>;

/** GET /api/get-training-access: whether the caller registered for the training. */
export interface TrainingAccess {
  access: boolean;
}

/**
 * A problem of the training (HOJ ProblemVO as getTrainingProblemList fills it): `problemId` is
 * the training's display id, or the bank id when it has none; ac/total count the bank's
 * submissions outside contests. The caller's status comes from POST /api/get-user-problem-status.
 */
export interface TrainingProblemItem {
  pid: number;
  problemId: string;
  title: string;
  difficulty: number;
  type: number;
  tags: TagRef[];
  ac: number;
  total: number;
}

/** GET /api/get-training-rank (private trainings only). */
export const trainingRankQuery = pagingSchema(TRAINING_RANK_LIMIT).extend({
  tid: requiredId('tid'),
  keyword: keyword('keyword'),
});
export type TrainingRankQuery = z.output<typeof trainingRankQuery>;

/**
 * A user's result on one training problem: the first accepted verdict (`isAC`, with the fastest
 * accepted `runTime` in ms) or else the latest verdict.
 */
export interface TrainingProblemResult {
  status: number;
  score: number | null;
  isAC?: boolean;
  runTime?: number;
}

/**
 * A row of the training rank (HOJ TrainingRankVO): ordered by `ac` descending, then
 * `totalRunTime` (ms) ascending. `realname` is null unless the caller administers the training.
 * `submissionInfo` is keyed by the problem list's `problemId`.
 */
export interface TrainingRankRow {
  uid: string;
  username: string;
  realname: string | null;
  nickname: string | null;
  school: string | null;
  gender: string | null;
  avatar: string | null;
  ac: number;
  totalRunTime: number;
  submissionInfo: Record<string, TrainingProblemResult>;
}
