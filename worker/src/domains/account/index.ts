/**
 * The account area's public face: sessions (opening, ending, looking up, forgetting the cached
 * ones), the user's public info, and the writers of the per-user counters and profile.
 */
export { countUsers, previousSessionOf, type SessionRow } from './admin-figures';
export {
  acceptedProblemCount,
  forgetProblemProgress,
  lockUserRecord,
  type ProblemProgress,
  recordAvatar,
  recordProblemProgress,
  recordUserSubmission,
  recountProblemSolvers,
} from './records';
export { userAgentOf } from './request-meta';
export { superAdminUids } from './roles';
export { login, logout } from './session';
export { forgetCachedSessions, lookUpSession, renewSession } from './session-lookup';
export { loadUserInfo } from './user-info';
