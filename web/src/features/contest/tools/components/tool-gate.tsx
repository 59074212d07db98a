import { ContestType } from '@contract/contest';
import { EmptyState } from '@web/components/ui/empty-state';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useContestInfo } from '../../api/get-contest-info';
import { useIsContestAdmin, useIsSuperAdmin } from '../../lib/contest-access';

export type ToolNeed = 'print' | 'acInfo' | 'adminPrint' | 'rejudge';

/**
 * Spec 2 §2 tab visibility, applied again to a typed-in address: the server refuses anyway, this
 * says so instead of showing an empty tool.
 */
export function ToolGate({ need, children }: { need: ToolNeed; children: ReactNode }) {
  const { t } = useTranslation('contestTools');
  const contest = useContestInfo(useParams().contestID ?? '');
  const contestAdmin = useIsContestAdmin(contest.data);
  const superAdmin = useIsSuperAdmin();
  if (!contest.data) return null;
  const allowed = {
    print: contest.data.openPrint,
    acInfo: contestAdmin && contest.data.type === ContestType.ACM,
    adminPrint: contestAdmin && contest.data.openPrint,
    rejudge: superAdmin,
  }[need];
  return allowed ? children : <EmptyState>{t('noAccess')}</EmptyState>;
}
