import { ContestAuth } from '@contract/contest';
import { useIsAuthenticated } from '@web/lib/auth';
import { useMemo } from 'react';
import { useContestAccess } from '../api/get-contest-access';
import { useContestInfo } from '../api/get-contest-info';
import {
  contestStatusAt,
  hasRealTimePermission,
  useIsContestAdmin,
  useIsSuperAdmin,
  useServerNow,
} from './contest-access';
import type { ContestContextValue } from './contest-context';
import { useContestState } from './contest-state';
import { contestMenuDisabled, contestSubmitDisabled } from './contest-tabs';

/**
 * Loads the contest and derives what its pages need (the detail layout provides it as context;
 * the full-screen problem, outside the layout, calls it directly). `value` is null until loaded.
 */
export function useContestValue(contestId: string) {
  const loggedIn = useIsAuthenticated();
  const info = useContestInfo(contestId);
  const contest = info.data;
  const needsAccess = Boolean(contest && contest.auth !== ContestAuth.PUBLIC);
  const access = useContestAccess(contestId, needsAccess && loggedIn);
  const isContestAdmin = useIsContestAdmin(contest);
  const isSuperAdmin = useIsSuperAdmin();
  const now = useServerNow(contest?.now);
  const { containsEnd } = useContestState(contestId);

  const value = useMemo<ContestContextValue | null>(() => {
    if (!contest) return null;
    const status = contestStatusAt(contest, now);
    const registered = !needsAccess || access.data?.access === true;
    return {
      contestId,
      contest,
      status,
      now,
      isContestAdmin,
      isSuperAdmin,
      registered,
      containsEnd,
      menuDisabled: contestMenuDisabled(contest, status, isContestAdmin, registered),
      submitDisabled: contestSubmitDisabled(contest, status, isContestAdmin, loggedIn),
      realTime: hasRealTimePermission(contest, now, isContestAdmin),
    };
  }, [
    contest,
    now,
    needsAccess,
    access.data,
    isContestAdmin,
    isSuperAdmin,
    containsEnd,
    contestId,
    loggedIn,
  ]);

  return { info, value, accessPending: needsAccess && loggedIn && access.isPending };
}
