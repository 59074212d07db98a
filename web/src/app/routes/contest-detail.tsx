import { ContestDetailLayout } from '@web/features/contest/components/contest-detail-layout';
import { Outlet, useParams } from 'react-router';

/** The contest header and tabs around the current tab's page (spec 2 §2). */
export default function ContestDetailRoute() {
  const { contestID = '' } = useParams();
  return (
    <ContestDetailLayout key={contestID} contestId={contestID}>
      <Outlet />
    </ContestDetailLayout>
  );
}
