/** The training area's public face: access rules, the focus-mode navigation and its writers. */
export { trainingProblemNavigation } from './navigation';
export { assertCanSubmitInTraining } from './policy';
export { recordTrainingSubmission, removeProblemFromTrainings } from './records';
