/**
 * Every public path of spec 1–3 as a builder, so links are written once. A path being listed
 * here does not mean its page exists: menus ask `useRouteAvailable` before showing it.
 */
const q = (params: Record<string, string | number | boolean | undefined>) => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params))
    if (value !== undefined && value !== '') search.set(key, String(value));
  const text = search.toString();
  return text ? `?${text}` : '';
};

export const paths = {
  home: '/home',
  problemList: '/problem',
  problem: (problemId: string) => `/problem/${encodeURIComponent(problemId)}`,
  training: '/training',
  trainingDetail: (trainingId: string | number) => `/training/${trainingId}`,
  trainingProblems: (trainingId: string | number) => `/training/${trainingId}/problems`,
  trainingProblem: (trainingId: string | number, problemId: string) =>
    `/training/${trainingId}/problem/${encodeURIComponent(problemId)}`,
  trainingRank: (trainingId: string | number) => `/training/${trainingId}/rank`,
  contest: '/contest',
  contestDetail: (contestId: string | number) => `/contest/${contestId}`,
  contestProblems: (contestId: string | number) => `/contest/${contestId}/problems`,
  contestMySubmissions: (contestId: string | number) => `/contest/${contestId}/submissions?onlyMine=true`,
  contestRank: (contestId: string | number) => `/contest/${contestId}/rank`,
  contestListOfType: (type: number) => `/contest${q({ type })}`,
  /** A tab of the contest detail page: `''` is Overview, else the child route (`rank`, `print`, …). */
  contestTab: (contestId: string | number, tab: string) => `/contest/${contestId}${tab ? `/${tab}` : ''}`,
  contestProblem: (contestId: string | number, displayId: string) =>
    `/contest/${contestId}/problem/${encodeURIComponent(displayId)}`,
  contestFullScreenProblem: (contestId: string | number, displayId: string) =>
    `/contest/${contestId}/problem/${encodeURIComponent(displayId)}/full-screen`,
  contestSubmissions: (contestId: string | number) => `/contest/${contestId}/submissions`,
  contestSubmissionDetail: (contestId: string | number, displayId: string, submitId: string | number) =>
    `/contest/${contestId}/problem/${encodeURIComponent(displayId)}/submission-detail/${submitId}`,
  contestAnnouncements: (contestId: string | number) => `/contest/${contestId}/announcements`,
  contestAcmScoreboard: (contestId: string | number) => `/contest/acm-scoreboard/${contestId}`,
  contestOiScoreboard: (contestId: string | number) => `/contest/oi-scoreboard/${contestId}`,
  status: '/status',
  myStatus: '/status?onlyMine=true',
  submissionDetail: (submitId: string | number) => `/submission-detail/${submitId}`,
  acmRank: '/acm-rank',
  oiRank: '/oi-rank',
  discussion: '/discussion',
  problemDiscussion: (problemId: string) => `/discussion/${encodeURIComponent(problemId)}`,
  discussionDetail: (discussionId: string | number) => `/discussion-detail/${discussionId}`,
  group: '/group',
  groupDetail: (groupId: string | number) => `/group/${groupId}`,
  groupProblems: (groupId: string | number) => `/group/${groupId}/problem`,
  groupTrainingDetail: (groupId: string | number, trainingId: string | number) =>
    `/group/${groupId}/training/${trainingId}`,
  groupTrainingProblems: (groupId: string | number, trainingId: string | number) =>
    `/group/${groupId}/training/${trainingId}/problems`,
  groupTrainings: (groupId: string | number) => `/group/${groupId}/training`,
  groupTrainingProblem: (groupId: string | number, trainingId: string | number, problemId: string) =>
    `/group/${groupId}/training/${trainingId}/problem/${encodeURIComponent(problemId)}`,
  groupTrainingRank: (groupId: string | number, trainingId: string | number) =>
    `/group/${groupId}/training/${trainingId}/rank`,
  introduction: '/introduction',
  /** The compiler and judge help page (spec 2 "Compiler help page"). */
  help: '/help',
  developer: '/developer',
  setting: '/setting',
  logout: '/logout',
  resetPassword: '/reset-password',
  userHome: (user: { uid?: string; username?: string }) =>
    `/user-home${q({ uid: user.uid, username: user.username })}`,
  message: {
    root: '/message',
    discuss: '/message/discuss',
    reply: '/message/reply',
    like: '/message/like',
    sys: '/message/sys',
    mine: '/message/mine',
  },
  admin: '/admin',
  adminLogin: '/admin/login',
  adminProblems: '/admin/problems',
  adminProblemCreate: '/admin/problem/create',
  adminProblemEdit: (id: number | string) => `/admin/problem/edit/${id}`,
  adminProblemTags: '/admin/problem/tag',
  adminProblemBatch: '/admin/problem/batch-operation',
  adminContests: '/admin/contest',
  adminContestCreate: '/admin/contest/create',
  adminContestEdit: (contestId: number | string) => `/admin/contest/${contestId}/edit`,
  adminContestAnnouncements: (contestId: number | string) => `/admin/contest/${contestId}/announcement`,
  adminContestProblems: (contestId: number | string) => `/admin/contest/${contestId}/problems`,
  adminContestProblemCreate: (contestId: number | string) => `/admin/contest/${contestId}/problem/create`,
  adminContestProblemEdit: (contestId: number | string, problemId: number | string) =>
    `/admin/contest/${contestId}/problem/${problemId}/edit`,
  adminTrainings: '/admin/training',
  adminTrainingCreate: '/admin/training/create',
  adminTrainingEdit: (trainingId: number | string) => `/admin/training/${trainingId}/edit`,
  adminTrainingProblems: (trainingId: number | string) => `/admin/training/${trainingId}/problems`,
  adminTrainingCategory: '/admin/training/category',
  adminDiscussion: '/admin/discussion',
  adminNotice: '/admin/notice',
} as const;
