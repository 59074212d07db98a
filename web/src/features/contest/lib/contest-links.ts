import { paths } from '@web/config/paths';

/** The links a problem, list or submission page uses inside contest `contestId`. */
export function contestLinks(contestId: string) {
  return {
    problemsPath: paths.contestProblems(contestId),
    problemPath: (displayId: string, fullScreen = false) =>
      fullScreen
        ? paths.contestFullScreenProblem(contestId, displayId)
        : paths.contestProblem(contestId, displayId),
    submissionsPath: (displayId?: string) =>
      `${paths.contestSubmissions(contestId)}${displayId ? `?problemID=${encodeURIComponent(displayId)}` : ''}`,
    submissionDetailPath: (displayId: string, submitId: number) =>
      paths.contestSubmissionDetail(contestId, displayId, submitId),
  };
}
