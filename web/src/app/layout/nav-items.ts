import type { WebsiteConfig } from '@contract/site';
import { paths } from '@web/config/paths';
import type { RouteAvailable } from '@web/lib/route-availability';
import type { RouteHandle } from '../route-handle';

export interface NavItem {
  /** i18n key in `common`. */
  label: string;
  to?: string;
  children?: NavItem[];
}

/** Spec 1 §2.3 default menu; discussion only when the site has opened it. */
export function defaultMenu(config: WebsiteConfig): NavItem[] {
  return [
    { label: 'nav.home', to: paths.home },
    { label: 'nav.problem', to: paths.problemList },
    { label: 'nav.training', to: paths.training },
    { label: 'nav.contest', to: paths.contest },
    { label: 'nav.status', to: paths.status },
    {
      label: 'nav.rank',
      children: [
        { label: 'nav.acmRank', to: paths.acmRank },
        { label: 'nav.oiRank', to: paths.oiRank },
      ],
    },
    ...(config.openPublicDiscussion ? [{ label: 'nav.discussion', to: paths.discussion }] : []),
    { label: 'nav.group', to: paths.group },
    {
      label: 'nav.about',
      children: [
        { label: 'nav.introduction', to: paths.introduction },
        { label: 'nav.help', to: paths.help },
        { label: 'nav.developer', to: paths.developer },
      ],
    },
  ];
}

export interface NavContext {
  mode: RouteHandle['navMode'];
  contestId?: string;
  trainingId?: string;
  groupId?: string;
}

/** The contextual menus of focus pages (spec 1 §2.3); null means the default menu. */
export function contextMenu({ mode, contestId, trainingId, groupId }: NavContext): NavItem[] | null {
  if (mode === 'contest' && contestId) {
    return [
      { label: 'nav.contestHome', to: paths.contestDetail(contestId) },
      { label: 'nav.contestProblems', to: paths.contestProblems(contestId) },
      { label: 'nav.mySubmissions', to: paths.contestMySubmissions(contestId) },
      { label: 'nav.contestRank', to: paths.contestRank(contestId) },
    ];
  }
  if (mode === 'training' && trainingId) {
    return groupId
      ? [
          { label: 'nav.trainingHome', to: paths.groupTrainingDetail(groupId, trainingId) },
          { label: 'nav.trainingProblems', to: paths.groupTrainingProblems(groupId, trainingId) },
        ]
      : [
          { label: 'nav.trainingHome', to: paths.trainingDetail(trainingId) },
          { label: 'nav.trainingProblems', to: paths.trainingProblems(trainingId) },
        ];
  }
  if (mode === 'group' && groupId) {
    return [
      { label: 'nav.groupHome', to: paths.groupDetail(groupId) },
      { label: 'nav.groupProblems', to: paths.groupProblems(groupId) },
    ];
  }
  return null;
}

/** Drops entries whose page is not built yet, and groups left empty. */
export function availableItems(items: NavItem[], isAvailable: RouteAvailable): NavItem[] {
  const result: NavItem[] = [];
  for (const item of items) {
    if (item.children) {
      const children = availableItems(item.children, isAvailable);
      if (children.length > 0) result.push({ ...item, children });
    } else if (item.to && isAvailable(item.to)) {
      result.push(item);
    }
  }
  return result;
}

const stripQuery = (to: string) => to.split(/[?#]/)[0] ?? to;

/** Spec 1 §2.3: detail pages light up the list they belong to. */
const ACTIVE_ALIASES: [prefix: string, menu: string][] = [
  ['/submission-detail', paths.status],
  ['/discussion-detail', paths.discussion],
];

const menuPathOf = (pathname: string) =>
  ACTIVE_ALIASES.find(([prefix]) => pathname === prefix || pathname.startsWith(`${prefix}/`))?.[1] ??
  pathname;

/** Whether a menu entry is the current section; `activeMenu` maps e.g. submission detail to /status. */
export function isActive(item: NavItem, pathname: string, activeMenu?: string): boolean {
  if (item.children) return item.children.some((child) => isActive(child, pathname, activeMenu));
  if (!item.to) return false;
  const target = stripQuery(item.to);
  const current = activeMenu ?? menuPathOf(pathname);
  return current === target || current.startsWith(`${target}/`);
}
