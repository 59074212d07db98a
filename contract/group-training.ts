import { z } from 'zod';
import { booleanFlag, optionalId, pagingSchema, requiredId, text } from './common/fields';
import type { Page } from './envelope';
import { type PickableProblem, PROBLEM_LIMITS } from './problem';
import { type TrainingProblemPick, trainingFields, trainingProblemPickQuery } from './training-admin';

/**
 * A group's trainings (spec 3 §2 Group trainings, §3 Group training, §5, §7): the member list,
 * the admin list, the editor and the training's problems under /api/group/…. Field names are
 * HOJ's (GroupTrainingController) so its group client works; the rules are the admin ones.
 */

export const GROUP_TRAINING_PAGE_SIZE = 10;

export const GROUP_TRAINING_MESSAGES = {
  gidRequired: 'training.gid is required',
  notGroupTraining: 'The training does not belong to a group',
  authorOrRootOnly: 'Sorry, only the author of this training or the root of its group may do this',
  groupProblemNotFound: 'The problem does not exist or is not a problem of this group',
  problemIdRequired: 'problemId is required',
} as const;

/** GET /api/group/get-training-list and /api/group/get-admin-training-list. */
export const groupTrainingListQuery = pagingSchema(GROUP_TRAINING_PAGE_SIZE).extend({
  gid: requiredId('gid'),
});

/** POST/PUT /api/group/training (HOJ TrainingDTO): the training with its group, and its category. */
export const groupTrainingSaveRequest = z.object({
  training: trainingFields.extend({ gid: optionalId('training.gid') }).nullish(),
  trainingCategory: z.object({ id: optionalId('trainingCategory.id') }).nullish(),
});
export type GroupTrainingSaveRequest = z.infer<typeof groupTrainingSaveRequest>;
export type GroupTrainingSaveInput = z.input<typeof groupTrainingSaveRequest>;

/** GET /api/group/get-training-problem-list: as the admin pick list (queryExisted defaults to true as in HOJ). */
export const groupTrainingProblemPickQuery = trainingProblemPickQuery.extend({
  queryExisted: booleanFlag('queryExisted').transform((v) => v ?? true),
});

/** POST /api/group/add-training-problem-from-group: a problem of the training's group, by its display id. */
export const addGroupTrainingProblemRequest = z.object({
  problemId: text('problemId', {
    max: PROBLEM_LIMITS.problemIdMax,
    trim: true,
    typeError: GROUP_TRAINING_MESSAGES.problemIdRequired,
  }).refine((v) => v !== '', GROUP_TRAINING_MESSAGES.problemIdRequired),
  tid: requiredId('tid'),
});
export type AddGroupTrainingProblemInput = z.input<typeof addGroupTrainingProblemRequest>;

/** A problem row of the group's pick list: `gid` tells the group's own problems from public ones. */
export type GroupTrainingPickProblem = PickableProblem & { gid: number | null };

export interface GroupTrainingProblemPick {
  problemList: Page<GroupTrainingPickProblem>;
  trainingProblemMap: TrainingProblemPick['trainingProblemMap'];
}
