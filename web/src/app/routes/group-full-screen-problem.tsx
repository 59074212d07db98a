import { EmptyState } from '@web/components/ui/empty-state';
import { GroupProblemDetail } from '@web/features/problem/group/components/group-problem-detail';
import { checkSubmissionsStatus } from '@web/features/submission/api/check-submissions-status';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';

/**
 * Focus mode of a group's problem, outside the group layout. The server decides who may read it
 * (the group's members); this page keeps its links and submissions in the group.
 */
export default function GroupFullScreenProblemRoute() {
  const { t } = useTranslation();
  const { groupID = '' } = useParams();
  const gid = Number(groupID);
  if (!Number.isSafeInteger(gid) || gid <= 0) return <EmptyState>{t('common:states.loadFailed')}</EmptyState>;
  return <GroupProblemDetail gid={gid} fullScreen checkSubmissionsStatus={checkSubmissionsStatus} />;
}
