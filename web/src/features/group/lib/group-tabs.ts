/** The tabs of a group, in HOJ's order; each but `home` is the first path segment under /group/{id}. */
export const GROUP_TABS = [
  'home',
  'problem',
  'training',
  'contest',
  'status',
  'discussion',
  'member',
  'announcement',
  'setting',
  'rank',
] as const;
export type GroupTab = (typeof GROUP_TABS)[number];

export interface GroupTabRules {
  isAdmin: boolean;
  isRoot: boolean;
  /** Site flag openGroupDiscussion. */
  openGroupDiscussion: boolean;
}

/** Spec 3 §2 Tab visibility: announcements for group admins, settings for the root, discussions behind the flag. */
export function visibleGroupTabs({ isAdmin, isRoot, openGroupDiscussion }: GroupTabRules): GroupTab[] {
  return GROUP_TABS.filter((tab) => {
    if (tab === 'announcement') return isAdmin;
    if (tab === 'setting') return isRoot;
    if (tab === 'discussion') return openGroupDiscussion;
    return true;
  });
}

export const groupTabPath = (gid: number, tab: GroupTab) =>
  tab === 'home' ? `/group/${gid}` : `/group/${gid}/${tab}`;

/** Detail pages belong to the tab of their list: a submission to Status, a discussion to Discussion. */
const SEGMENT_TAB: Record<string, GroupTab> = {
  'submission-detail': 'status',
  'discussion-detail': 'discussion',
};

/** The path below /group/{id}/, split; empty on the home page. */
const segmentsBelow = (pathname: string, gid: number) => {
  const prefix = `/group/${gid}`;
  const rest = pathname.startsWith(prefix) ? pathname.slice(prefix.length) : '';
  return rest.split('/').filter(Boolean);
};

export function activeGroupTab(pathname: string, gid: number): GroupTab {
  const [segment] = segmentsBelow(pathname, gid);
  if (!segment) return 'home';
  if (segment in SEGMENT_TAB) return SEGMENT_TAB[segment]!;
  return (GROUP_TABS as readonly string[]).includes(segment) ? (segment as GroupTab) : 'home';
}
