/** The shapes of the admin training calls (contract/training-admin.ts), under the names this feature uses. */

export type { Page } from '@contract/envelope';
export type {
  AdminTraining,
  AdminTrainingDetail,
  AdminTrainingListItem as AdminTrainingRow,
  AdminTrainingProblem as TrainingProblemLink,
  TrainingAuth,
  TrainingCategoryItem as TrainingCategory,
  TrainingCreated,
  TrainingPickProblem,
  TrainingProblemPick as TrainingProblemListAnswer,
} from '@contract/training-admin';
