import { useTranslation } from 'react-i18next';

/** HOJ's notice above a contest's comments: what the Q&A area is for and who sees what. */
export function ContestCommentNotice() {
  const { t } = useTranslation('comment');
  return (
    <div role="note" className="alert alert-info alert-soft flex-col items-start gap-1">
      <h3 className="font-semibold">{t('contest.noticeTitle')}</h3>
      <ol className="list-decimal space-y-0.5 pl-5 text-sm">
        <li>{t('contest.tip1')}</li>
        <li>{t('contest.tip2')}</li>
        <li>{t('contest.tip3')}</li>
      </ol>
    </div>
  );
}
