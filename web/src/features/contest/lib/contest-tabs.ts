import { ContestAuth, type ContestInfo, ContestStatus, ContestType } from '@contract/contest';

export type ContestTabId =
  | 'overview'
  | 'problems'
  | 'submissions'
  | 'rank'
  | 'announcements'
  | 'comment'
  | 'print'
  | 'ac-info'
  | 'admin-print'
  | 'rejudge'
  | 'scroll-board';

export interface ContestTab {
  id: ContestTabId;
  /** The child route ('' for Overview). */
  route: string;
}

export interface TabViewer {
  isContestAdmin: boolean;
  isSuperAdmin: boolean;
  /** Site flag openContestComment. */
  openContestComment: boolean;
  /** Whether the app has a page at this path (the Comment tab arrives with discussions). */
  isAvailable: (path: string) => boolean;
}

/** Spec 2 §2's tab table: which tabs this viewer sees in this contest, in order. */
export function contestTabs(contest: ContestInfo, viewer: TabViewer): ContestTab[] {
  const acm = contest.type === ContestType.ACM;
  const tabs: (ContestTab | false)[] = [
    { id: 'overview', route: '' },
    { id: 'problems', route: 'problems' },
    { id: 'submissions', route: 'submissions' },
    { id: 'rank', route: 'rank' },
    { id: 'announcements', route: 'announcements' },
    viewer.openContestComment &&
      viewer.isAvailable(`/contest/${contest.id}/comment`) && { id: 'comment', route: 'comment' },
    contest.openPrint && { id: 'print', route: 'print' },
    viewer.isContestAdmin && acm && { id: 'ac-info', route: 'ac-info' },
    viewer.isContestAdmin && contest.openPrint && { id: 'admin-print', route: 'admin-print' },
    viewer.isSuperAdmin && { id: 'rejudge', route: 'rejudge' },
    viewer.isContestAdmin && acm && { id: 'scroll-board', route: 'scroll-board' },
  ];
  return tabs.filter((tab): tab is ContestTab => Boolean(tab));
}

/** The tab a path inside the contest highlights: problem pages → Problems, submission details → Submissions. */
export function activeTabOf(pathname: string, contestId: string): ContestTabId {
  const rest = pathname.replace(new RegExp(`^/contest/${contestId}/?`), '');
  if (rest === '') return 'overview';
  if (/^problem\/[^/]+\/submission-detail\//.test(rest)) return 'submissions';
  if (rest.startsWith('problem/')) return 'problems';
  const first = rest.split('/')[0] as ContestTabId;
  return first;
}

/**
 * HOJ contestMenuDisabled: contest admins always enter; others not before the start, nor into
 * a private contest before registering with its password.
 */
export function contestMenuDisabled(
  contest: Pick<ContestInfo, 'auth'>,
  status: ContestStatus,
  isContestAdmin: boolean,
  registered: boolean,
): boolean {
  if (isContestAdmin) return false;
  if (status === ContestStatus.SCHEDULED) return true;
  return contest.auth === ContestAuth.PRIVATE && !registered;
}

/**
 * HOJ problemSubmitDisabled: after the end only with allowEndSubmit, before the start only for
 * contest admins, while running for anyone logged in.
 */
export function contestSubmitDisabled(
  contest: Pick<ContestInfo, 'allowEndSubmit'>,
  status: ContestStatus,
  isContestAdmin: boolean,
  loggedIn: boolean,
): boolean {
  if (status === ContestStatus.ENDED) return !contest.allowEndSubmit;
  if (status === ContestStatus.SCHEDULED) return !isContestAdmin;
  return !loggedIn;
}

/** The password form shows for private and protected contests until the user registered. */
export function passwordFormVisible(
  contest: Pick<ContestInfo, 'auth'>,
  registered: boolean,
  isContestAdmin: boolean,
) {
  return contest.auth !== ContestAuth.PUBLIC && !registered && !isContestAdmin;
}
