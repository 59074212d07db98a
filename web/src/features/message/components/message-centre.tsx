// daisyUI's tab styles ride with the pages that use them, not every page's stylesheet (web/src/styles/index.css).
import 'daisyui/components/tab.css';
import { CountBadge } from '@web/components/ui/count-badge';
import { useUser } from '@web/lib/auth';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet } from 'react-router';
import { useUnreadCounts } from '../api/get-unread-counts';
import { BOXES } from '../lib/boxes';

/**
 * /message (spec 2 §2 "Message centre"): five tabs, each with its unread count, over the box the
 * path names. The counts are the bell's query, fetched again whenever a page is read.
 */
export function MessageCentre() {
  const { t } = useTranslation('message');
  const user = useUser();
  const { data } = useUnreadCounts(user?.uid ?? null);
  return (
    <section className="card border border-base-300 bg-base-100">
      <div className="card-body gap-4 p-3 sm:p-5">
        <h1 className="card-title text-lg md:text-xl">{t('title')}</h1>
        <nav aria-label={t('title')} className="-mx-1 overflow-x-auto">
          <div role="tablist" className="tabs tabs-border flex-nowrap">
            {BOXES.map((info) => {
              const count = data?.[info.box] ?? 0;
              return (
                <NavLink
                  key={info.box}
                  to={info.to}
                  role="tab"
                  className={({ isActive }) => `tab gap-1 whitespace-nowrap ${isActive ? 'tab-active' : ''}`}
                  aria-label={
                    count > 0 ? t('tabWithCount', { tab: t(`tabs.${info.box}`), count }) : undefined
                  }
                >
                  {t(`tabs.${info.box}`)}
                  <CountBadge count={count} />
                </NavLink>
              );
            })}
          </div>
        </nav>
        <Outlet />
      </div>
    </section>
  );
}
