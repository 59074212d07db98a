import { PageLoader } from '@web/components/ui/spinner';
import { paths } from '@web/config/paths';
import { useContestValue } from '@web/features/contest/lib/use-contest-value';
import { Navigate, useParams } from 'react-router';
import { ContestProblemPage } from './contest-problem';

/** Focus mode of a contest problem, outside the detail layout (spec 2 §2). */
export default function ContestFullScreenProblemRoute() {
  const { contestID = '' } = useParams();
  const { info, value, accessPending } = useContestValue(contestID);
  if (info.isPending || accessPending) return <PageLoader />;
  // The detail page explains why the contest cannot be entered (or that it failed to load).
  if (!value || value.menuDisabled) return <Navigate replace to={paths.contestDetail(contestID)} />;
  return <ContestProblemPage value={value} fullScreen />;
}
