import { PROBLEM_AUTH } from '@contract/limits';
import { EmptyState } from '@web/components/ui/empty-state';
import { PageLoader } from '@web/components/ui/spinner';
import { paths } from '@web/config/paths';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAdminContest } from '../api/get-contest';
import { useContestProblemLink } from '../api/get-contest-problem-link';
import {
  CONTEST_PROBLEM_PATH,
  saveContestProblem,
  useInvalidateContestProblems,
} from '../api/save-contest-problem';
import { setContestProblemLink } from '../api/set-contest-problem-link';
import { ContestProblemFields } from './contest-problem-fields';

/** What the problem editor needs to work inside a contest (its `ProblemEditContext`). */
export interface ContestProblemEditorContext {
  problemPath: string;
  subtitle: ReactNode;
  defaults: { type: number; auth: number };
  header: ReactNode;
  validate: () => string | null;
  save: (payload: { problem: object }, isEdit: boolean) => Promise<unknown>;
  backTo: string;
  lockType: boolean;
  lockAuth: boolean;
}

export type ContestProblemEditor =
  | { ready: false; fallback: ReactNode }
  | { ready: true; context: ContestProblemEditorContext };

/**
 * The contest side of /admin/contest/:contestId/problem/create and …/:problemId/edit: the
 * contest's type for a new problem, the display id and title in the contest (checked right
 * after the problem's display id), and saving through the contest endpoints.
 */
export function useContestProblemEditor(cid: number, pid: number | null): ContestProblemEditor {
  const { t } = useTranslation('contestAdmin');
  const valid =
    Number.isSafeInteger(cid) && cid > 0 && (pid === null || (Number.isSafeInteger(pid) && pid > 0));
  const contest = useAdminContest(cid, valid);
  const link = useContestProblemLink(cid, pid ?? 0, valid && pid !== null);
  const invalidate = useInvalidateContestProblems();
  const [fields, setFields] = useState({ displayId: '', displayTitle: '' });

  useEffect(() => {
    if (link.data)
      setFields({ displayId: link.data.displayId ?? '', displayTitle: link.data.displayTitle ?? '' });
  }, [link.data]);

  if (!valid) return { ready: false, fallback: <EmptyState>{t('form.notFound')}</EmptyState> };
  if (contest.isPending || (pid !== null && link.isPending))
    return { ready: false, fallback: <PageLoader /> };
  if (contest.isError || (pid !== null && link.isError))
    return { ready: false, fallback: <EmptyState>{t('common:states.loadFailed')}</EmptyState> };

  const save = async (payload: { problem: object }, isEdit: boolean) => {
    const displayId = fields.displayId.trim();
    const displayTitle = fields.displayTitle.trim();
    if (!isEdit) {
      const result = await saveContestProblem({ ...payload, cid, displayId, displayTitle }, false);
      await invalidate();
      return result;
    }
    const result = await saveContestProblem({ ...payload, cid }, true);
    await setContestProblemLink({ ...link.data, cid, pid: pid!, displayId, displayTitle }, true);
    await invalidate();
    return result;
  };

  return {
    ready: true,
    context: {
      problemPath: CONTEST_PROBLEM_PATH,
      subtitle: `· ${contest.data.title}`,
      defaults: { type: contest.data.type, auth: PROBLEM_AUTH.CONTEST },
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
      save,
      backTo: paths.adminContestProblems(cid),
      lockType: true,
      lockAuth: pid === null,
    },
  };
}
