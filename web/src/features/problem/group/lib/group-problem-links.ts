/** Where a group's problem pages live (spec 3 §2), under /group/:groupID. */
export const groupProblemLinks = (gid: number | string) => ({
  list: `/group/${gid}/problem`,
  problem: (problemId: string, fullScreen = false) =>
    `/group/${gid}/problem/${encodeURIComponent(problemId)}${fullScreen ? '/full-screen' : ''}`,
  submissions: (problemId: string) => `/group/${gid}/status?problemID=${encodeURIComponent(problemId)}`,
});

/** The in-page views of the group's Problem tab, kept in the URL (`?view=admin|create|edit&pid=`). */
export type GroupProblemView =
  | { kind: 'list' }
  | { kind: 'admin' }
  | { kind: 'create' }
  | { kind: 'edit'; pid: number };

export function viewOf(params: URLSearchParams): GroupProblemView {
  const view = params.get('view');
  if (view === 'admin' || view === 'create') return { kind: view };
  const pid = Number(params.get('pid'));
  if (view === 'edit' && Number.isSafeInteger(pid) && pid > 0) return { kind: 'edit', pid };
  return { kind: 'list' };
}

export function searchOf(view: GroupProblemView): string {
  if (view.kind === 'list') return '';
  if (view.kind === 'edit') return `?view=edit&pid=${view.pid}`;
  return `?view=${view.kind}`;
}
