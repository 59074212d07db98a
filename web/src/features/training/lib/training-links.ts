import { paths } from '@web/config/paths';

/** Where a training's problem pages live: in the detail page, or alone in focus mode (spec 1 §2.1). */
export function trainingLinks(trainingId: string) {
  return {
    problemPath: (problemId: string, fullScreen = false) =>
      fullScreen
        ? `${paths.trainingProblem(trainingId, problemId)}/full-screen`
        : paths.trainingProblem(trainingId, problemId),
    problemsPath: paths.trainingProblems(trainingId),
  };
}
