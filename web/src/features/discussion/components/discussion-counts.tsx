import { EyeIcon, MessageIcon, ThumbsUpIcon } from '@web/components/icons';
import { useTranslation } from 'react-i18next';

/** Comment, like and view counts; the words show on wide screens, the icons everywhere. */
export function DiscussionCounts({
  commentNum,
  likeNum,
  viewNum,
}: {
  commentNum: number;
  likeNum: number;
  viewNum: number;
}) {
  const { t } = useTranslation('discussion');
  const items = [
    { key: 'comments', icon: <MessageIcon size={14} />, label: t('list.comments'), value: commentNum },
    { key: 'likes', icon: <ThumbsUpIcon size={14} />, label: t('list.likes'), value: likeNum },
    { key: 'views', icon: <EyeIcon size={14} />, label: t('list.views'), value: viewNum },
  ];
  return (
    <>
      {items.map((item) => (
        <span key={item.key} className="inline-flex items-center gap-1 opacity-70" title={item.label}>
          {item.icon}
          <span className="sr-only sm:not-sr-only">{item.label}:</span>
          <span data-testid={`discussion-${item.key}`}>{item.value}</span>
        </span>
      ))}
    </>
  );
}
