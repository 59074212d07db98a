import { EmptyState } from '@web/components/ui/empty-state';
import { PageLoader } from '@web/components/ui/spinner';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useAdminContest } from '../api/get-contest';
import { useContestAdminScope } from '../lib/admin-scope';
import { emptyContestForm, formFromContest } from '../lib/contest-form';
import { ContestForm } from './contest-form';

function useAwardNames() {
  const { t } = useTranslation('contestAdmin');
  return { gold: t('award.gold'), silver: t('award.silver'), bronze: t('award.bronze') };
}

function Header({ title, subtitle }: { title: string; subtitle?: string }) {
  const { t } = useTranslation('contestAdmin');
  const { links } = useContestAdminScope();
  return (
    <div className="flex flex-wrap items-center justify-between gap-2">
      <h1 className="text-xl font-bold">
        {title} {subtitle && <span className="font-normal opacity-70">{subtitle}</span>}
      </h1>
      <Link to={links.list} className="btn btn-ghost btn-sm">
        {t('actions.backToList')}
      </Link>
    </div>
  );
}

function CreateContest() {
  const { t } = useTranslation('contestAdmin');
  const names = useAwardNames();
  // The default tiers are named once, in the language the page opened in.
  // biome-ignore lint/correctness/useExhaustiveDependencies: see above
  const initial = useMemo(() => emptyContestForm(names), []);
  return (
    <div className="flex flex-col gap-3">
      <Header title={t('title.create')} />
      <ContestForm initial={initial} isEdit={false} />
    </div>
  );
}

function EditContest({ cid }: { cid: number }) {
  const { t } = useTranslation('contestAdmin');
  const names = useAwardNames();
  const valid = Number.isSafeInteger(cid) && cid > 0;
  const contest = useAdminContest(cid, valid);
  if (!valid) return <EmptyState>{t('form.notFound')}</EmptyState>;
  if (contest.isPending) return <PageLoader />;
  if (contest.isError) return <EmptyState>{t('common:states.loadFailed')}</EmptyState>;
  return (
    <div className="flex flex-col gap-3">
      <Header title={t('title.edit')} subtitle={`${contest.data.id} · ${contest.data.title}`} />
      <ContestForm key={cid} initial={formFromContest(contest.data, names)} isEdit />
    </div>
  );
}

/**
 * /admin/contest/create and /admin/contest/:contestId/edit; a group's contest tab passes
 * `contestId` for an edit and nothing to create.
 */
export function ContestEditPage({ contestId: given }: { contestId?: string }) {
  const params = useParams();
  const contestId = given ?? params.contestId;
  if (contestId === undefined) return <CreateContest />;
  return <EditContest key={contestId} cid={Number(contestId)} />;
}
