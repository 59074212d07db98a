// daisyUI's tab styles ride with the pages that use them, not every page's stylesheet (web/src/styles/index.css).
import 'daisyui/components/tab.css';
import { useWebsiteConfig } from '@web/lib/site-config';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useGroupContext } from '../lib/group-context';
import { activeGroupTab, groupTabPath, visibleGroupTabs } from '../lib/group-tabs';

/**
 * The group's sections as links (spec 3 §2 Tab visibility). Without access only the home tab
 * opens. On phones the row scrolls sideways instead of wrapping.
 */
export function GroupTabs() {
  const { t } = useTranslation('group');
  const { pathname } = useLocation();
  const { gid, isAdmin, isRoot, menuDisabled } = useGroupContext();
  const { openGroupDiscussion } = useWebsiteConfig();
  // Without access every section shows the group's home, so Home is the tab drawn as open.
  const active = menuDisabled ? 'home' : activeGroupTab(pathname, gid);
  return (
    <nav
      aria-label={t('tabs.label')}
      className="tabs tabs-border flex-nowrap overflow-x-auto rounded-box border border-base-300 bg-base-100"
    >
      {visibleGroupTabs({ isAdmin, isRoot, openGroupDiscussion }).map((tab) => {
        const selected = tab === active;
        const disabled = menuDisabled && tab !== 'home';
        const className = `tab shrink-0 whitespace-nowrap ${selected ? 'tab-active' : ''} ${disabled ? 'tab-disabled' : ''}`;
        return disabled ? (
          <span key={tab} className={className} aria-disabled="true">
            {t(`tabs.${tab}`)}
          </span>
        ) : (
          <Link
            key={tab}
            className={className}
            to={groupTabPath(gid, tab)}
            aria-current={selected ? 'page' : undefined}
          >
            {t(`tabs.${tab}`)}
          </Link>
        );
      })}
    </nav>
  );
}
