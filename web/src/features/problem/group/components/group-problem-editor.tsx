import { PROBLEM_AUTH } from '@contract/limits';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { type ProblemEditContext, ProblemEditPage } from '../../admin/components/problem-edit-page';
import type { ProblemSavePayload } from '../../admin/lib/problem-form';
import { GROUP_PROBLEM_PATH, saveGroupProblem } from '../api/group-problems';

/**
 * The server puts the group's short name in front of the display id it is given (HOJ); the editor
 * shows the stored id, so a leading short name is taken off before saving.
 */
export function withoutGroupPrefix(problemId: string, shortName: string): string {
  const prefix = shortName.toUpperCase();
  const id = problemId.trim();
  return prefix && id.toUpperCase().startsWith(prefix) && id.length > prefix.length
    ? id.slice(prefix.length)
    : id;
}

/**
 * A group contest the problem is written in (spec 3 §5 step 2; HOJ's group Problem page with a
 * contestId): its fields and checks, and the contest's calls that create the problem in it and
 * place it there. The route composing the contest feature's side supplies it.
 */
export interface GroupProblemContestMode {
  subtitle: ReactNode;
  type: number;
  auth: number;
  header: ReactNode;
  validate: () => string | null;
  create: (payload: ProblemSavePayload) => Promise<unknown>;
  afterUpdate: () => Promise<unknown>;
}

/**
 * The bank's problem editor for a group's problem (spec 3 §3, §5): a new one (`pid` null) or an
 * edit; with `contest`, one written inside a group contest (a contest problem of its rule type).
 */
export function GroupProblemEditor({
  gid,
  shortName,
  pid,
  backTo,
  contest,
}: {
  gid: number;
  shortName: string;
  pid: number | null;
  backTo: string;
  contest?: GroupProblemContestMode;
}) {
  const { t } = useTranslation('groupProblem');
  const queryClient = useQueryClient();
  const context = useMemo<ProblemEditContext>(() => {
    const prefixHint = (
      <div role="note" className="alert alert-info alert-soft py-2 text-sm">
        {t('editor.prefixHint', { shortName: shortName.toUpperCase() })}
      </div>
    );
    const inGroup = (payload: ProblemSavePayload): ProblemSavePayload => {
      const problemId = withoutGroupPrefix(String(payload.problem.problemId ?? ''), shortName);
      return { ...payload, problem: { ...payload.problem, problemId } };
    };
    const save = async (payload: ProblemSavePayload, isEdit: boolean) => {
      let result: unknown;
      if (contest && !isEdit) {
        const { problem, ...rest } = inGroup(payload);
        result = await contest.create({ ...rest, problem: { ...problem, gid, auth: contest.auth } });
      } else {
        result = await saveGroupProblem(gid, inGroup(payload), isEdit);
        if (contest) await contest.afterUpdate();
      }
      await queryClient.invalidateQueries({ queryKey: ['group-problem'] });
      return result;
    };
    if (!contest)
      return {
        problemPath: GROUP_PROBLEM_PATH,
        gid,
        backTo,
        defaults: { auth: PROBLEM_AUTH.PUBLIC },
        header: prefixHint,
        save,
      };
    return {
      problemPath: GROUP_PROBLEM_PATH,
      gid,
      backTo,
      subtitle: contest.subtitle,
      defaults: { type: contest.type, auth: contest.auth },
      header: (
        <>
          {contest.header}
          {prefixHint}
        </>
      ),
      validate: contest.validate,
      save,
      lockType: true,
      lockAuth: pid === null,
    };
  }, [gid, shortName, backTo, contest, pid, t, queryClient]);
  return <ProblemEditPage context={context} pid={pid} />;
}
