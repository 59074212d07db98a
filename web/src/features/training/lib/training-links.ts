import { paths } from '@web/config/paths';

/** Where a training's pages live: under /training, or under its group's /group/:groupId/training. */
export interface TrainingLinks {
  list: string;
  detail: string;
  problemsPath: string;
  rank: string;
  /** The submission list the training's rank points into: the site's, or its group's. */
  status: string;
  /** A problem in the detail page, or alone in focus mode (spec 1 §2.1). */
  problemPath: (problemId: string, fullScreen?: boolean) => string;
}

export function trainingLinks(trainingId: string, groupId: string | null = null): TrainingLinks {
  const problem = (problemId: string) =>
    groupId === null
      ? paths.trainingProblem(trainingId, problemId)
      : paths.groupTrainingProblem(groupId, trainingId, problemId);
  return {
    list: groupId === null ? paths.training : paths.groupTrainings(groupId),
    detail:
      groupId === null ? paths.trainingDetail(trainingId) : paths.groupTrainingDetail(groupId, trainingId),
    problemsPath:
      groupId === null
        ? paths.trainingProblems(trainingId)
        : paths.groupTrainingProblems(groupId, trainingId),
    rank: groupId === null ? paths.trainingRank(trainingId) : paths.groupTrainingRank(groupId, trainingId),
    status: groupId === null ? paths.status : `${paths.groupDetail(groupId)}/status`,
    problemPath: (problemId, fullScreen = false) =>
      fullScreen ? `${problem(problemId)}/full-screen` : problem(problemId),
  };
}
