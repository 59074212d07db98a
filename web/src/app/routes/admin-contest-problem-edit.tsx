import { useContestProblemEditor } from '@web/features/contest/admin/components/use-contest-problem-editor';
import { ProblemEditPage } from '@web/features/problem/admin/components/problem-edit-page';
import { useParams } from 'react-router';

/**
 * /admin/contest/:contestId/problem/create and …/:problemId/edit: the admin problem editor with
 * the contest's display id and title, saved through the contest endpoints.
 */
export default function AdminContestProblemEditRoute() {
  const { contestId, problemId } = useParams();
  const editor = useContestProblemEditor(
    Number(contestId),
    problemId === undefined ? null : Number(problemId),
  );
  if (!editor.ready) return editor.fallback;
  return <ProblemEditPage context={editor.context} />;
}
