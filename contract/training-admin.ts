import { z } from 'zod';
import {
  booleanFlag,
  emptyToUndefined,
  ID_MAX,
  keyword,
  limitField,
  optionalId,
  optionalInteger,
  pageField,
  requiredFlag,
  requiredId,
  text,
} from './common/fields';
import type { Page } from './envelope';
import type { PickableProblem } from './problem';
import { Role } from './roles';

/**
 * The admin training calls under /api/admin/training (spec 3 §2 admin training screens, §3 Training
 * and Category, §5 "Group training save", §9 training rank). Field names are HOJ's (Training,
 * TrainingCategory, TrainingProblem, TrainingDTO, TrainingProblemDTO) so its admin client works.
 */

export const TRAINING_ADMIN_LIMITS = {
  titleMax: 500,
  descriptionMax: 65535,
  pwdMax: 100,
  categoryNameMax: 255,
  colorMax: 50,
  displayIdMax: 100,
  rankMax: ID_MAX,
  pageSize: 10,
} as const;

export const TRAINING_RANK_DEFAULT = 1000;
export const CATEGORY_COLOR_DEFAULT = '#409eff';

export const TRAINING_AUTHS = ['Public', 'Private'] as const;
export type TrainingAuth = (typeof TRAINING_AUTHS)[number];

/** Spec 3 §5 "Group training save", checked in this order, each '{field} is required'; then the server's own refusals. */
export const TRAINING_ADMIN_MESSAGES = {
  rankRequired: 'Training rank is required',
  rankRange: `Training rank must be an integer from 0 to ${ID_MAX}`,
  titleRequired: 'Training title is required',
  descriptionRequired: 'Training description is required',
  categoryRequired: 'Training category is required',
  passwordRequired: 'Training password is required',
  authInvalid: 'Training auth must be Public or Private',
  trainingRequired: 'training is required',
  idRequired: 'training.id is required',
  trainingNotFound: 'The training does not exist',
  notOwner: 'Sorry, you can only manage the trainings you created',
  categoryNotFound: 'The training category does not exist',
  categoryNameRequired: 'Category name is required',
  categoryNameTaken: 'The category name already exists, please do not add it repeatedly',
  colorInvalid: 'Category color must be a colour such as #409eff or rgba(64, 158, 255, 1)',
  problemNotFound: 'The problem does not exist',
  problemNotPublic: 'Only public problems outside groups can be added to a training',
  problemAlreadyAdded: 'The problem is already in this training, or its display id is taken',
  displayIdRequired: 'The display id of the problem in the training is required',
  trainingProblemNotFound: 'The problem is not in this training',
  problemRankRange: `The rank of a training problem must be an integer from 0 to ${ID_MAX}`,
  removerOnly:
    'Sorry, only the super administrator and problem admins can change or remove training problems',
  categoryManagerOnly:
    'Sorry, only the super administrator and problem admins can manage training categories',
} as const;
const M = TRAINING_ADMIN_MESSAGES;

/** HOJ's @RequiresRoles on PUT/DELETE /problem and the category calls: root or problem admin, not admin. */
export const canEditTrainingProblems = (roles: readonly number[]) =>
  roles.includes(Role.ROOT) || roles.includes(Role.PROBLEM_ADMIN);
export const canManageTrainingCategories = canEditTrainingProblems;

// ---------------------------------------------------------------- shapes

/** A training as the admin list shows it (HOJ Training without privatePwd). `uid` says who may manage it. */
export interface AdminTrainingListItem {
  id: number;
  title: string;
  author: string;
  uid: string | null;
  auth: TrainingAuth;
  status: boolean;
  rank: number;
  isGroup: boolean;
  gid: number | null;
  categoryId: number | null;
  gmtCreate: string;
  gmtModified: string;
}

export interface AdminTraining extends AdminTrainingListItem {
  description: string;
  privatePwd: string;
}

export interface TrainingCategoryItem {
  id: number;
  name: string;
  color: string;
  gid: number | null;
  gmtCreate: string;
  gmtModified: string;
}

/** GET /api/admin/training (HOJ TrainingDTO). */
export interface AdminTrainingDetail {
  training: AdminTraining;
  trainingCategory: TrainingCategoryItem | null;
}

export interface TrainingCreated {
  tid: number;
}

/** One row of training_problem (HOJ TrainingProblem). */
export interface AdminTrainingProblem {
  id: number;
  tid: number;
  pid: number;
  displayId: string;
  rank: number;
  gmtCreate: string;
  gmtModified: string;
}

/** A problem row of GET /api/admin/training/get-problem-list. */
export type TrainingPickProblem = PickableProblem;

/** GET /api/admin/training/get-problem-list: the page plus the training's links keyed by problem id. */
export interface TrainingProblemPick {
  problemList: Page<TrainingPickProblem>;
  trainingProblemMap: Record<string, AdminTrainingProblem>;
}

// ---------------------------------------------------------------- requests

const optionalText = (field: string, max: number) =>
  z.preprocess((v) => (v === null ? undefined : v), text(field, { max }).optional());

/**
 * The training half of POST/PUT /api/admin/training. Only shapes, types, NUL and maxima here; the
 * spec's required-field order runs after in `firstTrainingError`, so a form and the server agree.
 * `author`, `uid`, `isGroup`, `gid` and the dates are the server's; HOJ's client sends some of them.
 */
export const trainingFields = z.object({
  /** Required for PUT. */
  id: optionalId('training.id'),
  rank: optionalInteger('rank', { min: 0, max: ID_MAX, message: M.rankRange }),
  title: optionalText('title', TRAINING_ADMIN_LIMITS.titleMax).transform((v) => (v ?? '').trim()),
  description: optionalText('description', TRAINING_ADMIN_LIMITS.descriptionMax).transform((v) => v ?? ''),
  auth: z.preprocess(emptyToUndefined, z.enum(TRAINING_AUTHS, { error: M.authInvalid }).default('Public')),
  privatePwd: optionalText('privatePwd', TRAINING_ADMIN_LIMITS.pwdMax).transform((v) => v ?? ''),
  status: booleanFlag('status'),
});

export const trainingSaveRequest = z.object({
  training: trainingFields.nullish(),
  trainingCategory: z.object({ id: optionalId('trainingCategory.id') }).nullish(),
});
export type TrainingSaveRequest = z.infer<typeof trainingSaveRequest>;
/** What the form sends. */
export type TrainingSaveInput = z.input<typeof trainingSaveRequest>;

/** Spec 3 §5 in its order: the first broken rule's message, or null when the training is sound. */
export function firstTrainingError(request: TrainingSaveRequest): string | null {
  const training = request.training;
  if (!training) return M.trainingRequired;
  if (training.rank === undefined) return M.rankRequired;
  if (training.title === '') return M.titleRequired;
  if (training.description.trim() === '') return M.descriptionRequired;
  if (request.trainingCategory?.id === undefined) return M.categoryRequired;
  if (training.auth !== 'Public' && training.privatePwd.trim() === '') return M.passwordRequired;
  return null;
}

export const trainingListQuery = z.object({
  currentPage: pageField,
  limit: limitField(TRAINING_ADMIN_LIMITS.pageSize),
  keyword: keyword('keyword'),
});

export const tidQuery = z.object({ tid: requiredId('tid') });

/** PUT /api/admin/training/change-training-status: HOJ sends tid, status and author as query parameters. */
export const changeTrainingStatusRequest = z.object({
  tid: requiredId('tid'),
  status: requiredFlag('status'),
});

/**
 * GET /api/admin/training/get-problem-list. `queryExisted=true`: the training's problems in rank
 * order; otherwise the public bank problems not yet in it.
 */
export const trainingProblemPickQuery = z.object({
  tid: requiredId('tid'),
  currentPage: pageField,
  limit: limitField(TRAINING_ADMIN_LIMITS.pageSize),
  keyword: keyword('keyword'),
  queryExisted: booleanFlag('queryExisted').transform((v) => v ?? false),
});

const displayId = text('displayId', {
  max: TRAINING_ADMIN_LIMITS.displayIdMax,
  trim: true,
  typeError: M.displayIdRequired,
}).refine((v) => v !== '', M.displayIdRequired);

/** POST /api/admin/training/add-problem-from-public (HOJ TrainingProblemDTO). */
export const addTrainingProblemRequest = z.object({
  pid: requiredId('pid'),
  tid: requiredId('tid'),
  displayId,
});

/**
 * PUT /api/admin/training/problem: HOJ's page sends the whole TrainingProblem back with its new
 * rank. The row is named by `id`, or by `tid` and `pid`.
 */
export const updateTrainingProblemRequest = z
  .object({
    id: optionalId('id'),
    tid: optionalId('tid'),
    pid: optionalId('pid'),
    rank: optionalInteger('rank', { min: 0, max: ID_MAX, message: M.problemRankRange }),
    displayId: z.preprocess(emptyToUndefined, displayId.optional()),
  })
  .refine((v) => v.id !== undefined || (v.tid !== undefined && v.pid !== undefined), {
    message: 'id (or tid and pid) is required',
  })
  .refine((v) => v.rank !== undefined || v.displayId !== undefined, {
    message: 'rank or displayId is required',
  });

/** DELETE /api/admin/training/problem: removes the problem from the training (the bank keeps it). */
export const removeTrainingProblemQuery = z.object({ pid: requiredId('pid'), tid: requiredId('tid') });

const COLOR = /^(#[0-9a-fA-F]{3,8}|rgba?\(\s*[\d.]+%?\s*,\s*[\d.]+%?\s*,\s*[\d.]+%?\s*(,\s*[\d.]+%?\s*)?\))$/;

const categoryName = text('name', {
  max: TRAINING_ADMIN_LIMITS.categoryNameMax,
  trim: true,
  typeError: M.categoryNameRequired,
}).refine((v) => v !== '', M.categoryNameRequired);

const categoryColor = z.preprocess(
  emptyToUndefined,
  text('color', { max: TRAINING_ADMIN_LIMITS.colorMax, trim: true })
    .refine((v) => COLOR.test(v), M.colorInvalid)
    .optional(),
);

/** POST /api/admin/training/category (HOJ TrainingCategory); a site category, never a group's. */
export const categoryCreateRequest = z.object({ name: categoryName, color: categoryColor });

/** PUT /api/admin/training/category. */
export const categoryUpdateRequest = z.object({
  id: requiredId('id'),
  name: categoryName,
  color: categoryColor,
});

export const categoryDeleteQuery = z.object({ cid: requiredId('cid') });
