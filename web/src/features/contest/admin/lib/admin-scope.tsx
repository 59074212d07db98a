import { paths } from '@web/config/paths';
import { createContext, type ReactNode, useContext } from 'react';
import type { AdminContestRow } from './types';

/**
 * Where the contest admin pages work: the site's admin area, or one group's contest tab
 * (spec 3 §2 Group contests). The pages are the same; the scope says which calls they make
 * (the group's carry its id), where their links lead and which rows the user may act on.
 */
export interface ContestAdminScope {
  /** The group whose contests these are; null in the site's admin area. */
  gid: number | null;
  links: {
    list: string;
    create: string;
    edit(cid: number): string;
    problems(cid: number): string;
    announcements(cid: number): string;
    /**
     * Null where the scope has no page of its own for the problem editor: a group's contest tab,
     * whose route opens it in place through the `ContestProblemEditorSlot` below.
     */
    problemCreate(cid: number): string | null;
    problemEdit(cid: number, pid: number): string | null;
  };
  /** Whether the row's edit, problems, announcements, download, delete and visibility show. */
  canManage(row: Pick<AdminContestRow, 'uid'>): boolean;
}

/** The admin area: every admin sees every row; the server answers for the ones they do not own. */
export const SITE_CONTEST_SCOPE: ContestAdminScope = {
  gid: null,
  links: {
    list: paths.adminContests,
    create: paths.adminContestCreate,
    edit: paths.adminContestEdit,
    problems: paths.adminContestProblems,
    announcements: paths.adminContestAnnouncements,
    problemCreate: paths.adminContestProblemCreate,
    problemEdit: paths.adminContestProblemEdit,
  },
  canManage: () => true,
};

const ScopeContext = createContext<ContestAdminScope>(SITE_CONTEST_SCOPE);

export const ContestAdminScopeProvider = ScopeContext.Provider;

export const useContestAdminScope = () => useContext(ScopeContext);

/** The problem a contest's problem list opens in its editor: a new one (`pid` null) or one of the contest's. */
export interface ContestProblemEditorTarget {
  cid: number;
  pid: number | null;
  /** The problem list the editor goes back to after saving or cancelling. */
  backTo: string;
}

/**
 * Where a scope's own links do not lead to a problem editor (a group's contest tab, whose views
 * live in the query string), the page around it can still write problems inside the contest:
 * the route fills this slot with the problem feature's editor, which the problem list then
 * shows in its place (`&problem=new` or `&problem=<pid>`), as HOJ's group contest tab does.
 */
export interface ContestProblemEditorSlot {
  render(target: ContestProblemEditorTarget): ReactNode;
  /**
   * Whether the row's Edit shows: the group's own problems (`gid`, where the list carries it),
   * to its root or the problem's author (spec 3 §6).
   */
  canEdit(problem: { author: string; gid?: number | null }): boolean;
}

const EditorSlotContext = createContext<ContestProblemEditorSlot | null>(null);

export const ContestProblemEditorSlotProvider = EditorSlotContext.Provider;

export const useContestProblemEditorSlot = () => useContext(EditorSlotContext);

/** The editor the query string asks for (`problem=new|<pid>`), or null for the problem list. */
export function editorTargetOf(params: URLSearchParams): { pid: number | null } | null {
  const value = params.get('problem');
  if (value === 'new') return { pid: null };
  const pid = Number(value);
  return value !== null && Number.isSafeInteger(pid) && pid > 0 ? { pid } : null;
}

/** The current query string with the editor's parameter set (or taken off with null). */
export function withEditorTarget(params: URLSearchParams, problem: string | null): string {
  const next = new URLSearchParams(params);
  if (problem === null) next.delete('problem');
  else next.set('problem', problem);
  return `?${next.toString()}`;
}

/** The site's path or the group's, by scope. */
export const scopedPath = (gid: number | null, site: string, group: string) => (gid === null ? site : group);
