// daisyUI's indicator styles ride with the signed-in menus, not every page's stylesheet (web/src/styles/index.css).
import 'daisyui/components/indicator.css';
import { BellIcon } from '@web/components/icons';
import { CountBadge } from '@web/components/ui/count-badge';
import { Dropdown } from '@web/components/ui/dropdown';
import { paths } from '@web/config/paths';
import { totalUnread, type UnreadCounts, useUnreadCounts } from '@web/features/message/api/get-unread-counts';
import { useRouteAvailable } from '@web/lib/route-availability';
import { toast } from '@web/lib/toast';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

const ENTRIES: { key: keyof UnreadCounts; label: string; to: string }[] = [
  { key: 'comment', label: 'message.comment', to: paths.message.discuss },
  { key: 'reply', label: 'message.reply', to: paths.message.reply },
  { key: 'like', label: 'message.like', to: paths.message.like },
  { key: 'sys', label: 'message.sys', to: paths.message.sys },
  { key: 'mine', label: 'message.mine', to: paths.message.mine },
];

/** Spec 1 §4: a notification (5 s) when the poll brings more unread messages than before. */
const NOTICE_MS = 5000;

export function MessageMenu({ uid }: { uid: string }) {
  const { t } = useTranslation();
  const isAvailable = useRouteAvailable();
  const { data } = useUnreadCounts(uid);
  const total = totalUnread(data);
  const previousTotal = useRef(0);

  useEffect(() => {
    if (total > previousTotal.current) {
      toast.info(t('message.newNotice', { count: total }), {
        title: t('message.title'),
        duration: NOTICE_MS,
      });
    }
    previousTotal.current = total;
  }, [total, t]);

  return (
    <Dropdown
      align="end"
      buttonClassName="btn btn-ghost btn-sm btn-square indicator"
      ariaLabel={t('message.title')}
      label={
        <>
          <BellIcon />
          {total > 0 && <CountBadge count={total} className="indicator-item" />}
        </>
      }
    >
      {(close) => (
        <ul className="menu w-52">
          {ENTRIES.map((entry) => {
            const count = data?.[entry.key] ?? 0;
            const content = (
              <>
                <span className="flex-1">{t(entry.label)}</span>
                <CountBadge count={count} />
              </>
            );
            return (
              <li key={entry.key}>
                {isAvailable(entry.to) ? (
                  <Link to={entry.to} onClick={close}>
                    {content}
                  </Link>
                ) : (
                  <span>{content}</span>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </Dropdown>
  );
}
