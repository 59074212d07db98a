import { PROBLEM_AUTH } from '@contract/limits';
import { EmptyState } from '@web/components/ui/empty-state';
import { PageLoader } from '@web/components/ui/spinner';
import { ApiError } from '@web/lib/api-client';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAdminContest } from '../api/get-contest';
import { useContestProblemLink } from '../api/get-contest-problem-link';
import { createGroupContestProblem, useInvalidateContestProblems } from '../api/save-contest-problem';
import { setContestProblemLink } from '../api/set-contest-problem-link';
import { useContestAdminScope } from '../lib/admin-scope';
import { ContestProblemFields } from './contest-problem-fields';

/** What the group problem editor needs to write a problem inside one of the group's contests. */
export interface GroupContestProblemContext {
  subtitle: ReactNode;
  /** The contest's rule type, which a problem written in it takes (and keeps). */
  type: number;
  auth: number;
  header: ReactNode;
  /** Spec 3 §5 step 2: the display id and title in the contest are required. */
  validate: () => string | null;
  /** A new problem: POST /api/group/contest-problem with the editor's payload, then into the contest. */
  create: (payload: { problem: object }) => Promise<unknown>;
  /** After the editor saved the problem itself (PUT /api/group/problem): its display id and title here. */
  afterUpdate: () => Promise<unknown>;
}

export type GroupContestProblemEditor =
  | { ready: false; fallback: ReactNode }
  | { ready: true; context: GroupContestProblemContext };

/**
 * The contest side of a group contest's problem editor (HOJ GroupContestList's Problem page):
 * the contest's fields above the problem's, checked right after its display id, and the
 * contest-problem calls around the problem's own save. Runs inside the group's contest scope.
 */
export function useGroupContestProblemEditor(cid: number, pid: number | null): GroupContestProblemEditor {
  const { t } = useTranslation(['contestAdmin', 'groupContest']);
  const { gid } = useContestAdminScope();
  const contest = useAdminContest(cid);
  const link = useContestProblemLink(cid, pid ?? 0, pid !== null);
  const invalidate = useInvalidateContestProblems();
  const [fields, setFields] = useState({ displayId: '', displayTitle: '' });
  // A problem created whose placement in the contest then failed (its display id taken, say):
  // saving again only retries the placement, so that no second copy of the problem is made.
  const created = useRef<{ pid: number; problemId: string } | null>(null);

  useEffect(() => {
    if (link.data)
      setFields({ displayId: link.data.displayId ?? '', displayTitle: link.data.displayTitle ?? '' });
  }, [link.data]);

  if (contest.isPending || (pid !== null && link.isPending))
    return { ready: false, fallback: <PageLoader /> };
  if (contest.isError || (pid !== null && link.isError))
    return { ready: false, fallback: <EmptyState>{t('common:states.loadFailed')}</EmptyState> };

  const place = (problemPid: number) =>
    setContestProblemLink(
      {
        ...link.data,
        cid,
        pid: problemPid,
        displayId: fields.displayId.trim(),
        displayTitle: fields.displayTitle.trim(),
        color: link.data?.color ?? null,
      },
      true,
      gid,
    );

  const create = async (payload: { problem: object }) => {
    if (!created.current) {
      const answer = await createGroupContestProblem(payload);
      created.current = answer.data;
    }
    const problem = created.current;
    try {
      await place(problem.pid);
    } catch (failure) {
      if (!(failure instanceof ApiError)) throw failure;
      throw new ApiError(
        t('groupContest:problemNotPlaced', { problemId: problem.problemId, reason: failure.message }),
        failure.kind,
        failure.httpStatus,
        failure.status,
      );
    } finally {
      await invalidate();
    }
    created.current = null;
  };

  return {
    ready: true,
    context: {
      subtitle: `· ${contest.data.title}`,
      type: contest.data.type,
      auth: PROBLEM_AUTH.CONTEST,
      header: (
        <ContestProblemFields
          displayId={fields.displayId}
          displayTitle={fields.displayTitle}
          onChange={(patch) => setFields((current) => ({ ...current, ...patch }))}
        />
      ),
      validate: () => {
        if (!fields.displayId.trim()) return t('validation.displayIdRequired');
        if (!fields.displayTitle.trim()) return t('validation.displayTitleRequired');
        return null;
      },
      create,
      afterUpdate: async () => {
        await place(pid!);
        await invalidate();
      },
    },
  };
}
