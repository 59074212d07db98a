/** The training area's public face: access rules, the focus-mode navigation and its writers. */
import { training } from '../../db/schema';

export { placeProblemInTraining } from './admin-training-problems';
export { deleteGroupTrainings } from './group-trainings';
export { trainingProblemNavigation } from './navigation';
export { assertCanSubmitInTraining } from './policy';
export { recordTrainingSubmission, removeProblemFromTrainings } from './records';

/** The Markdown in training descriptions: an editor upload linked here is kept by the file area's cleanup. */
export const trainingMarkdownColumns = [training.description];
