// daisyUI's tab styles ride with the pages that use them, not every page's stylesheet (web/src/styles/index.css).
import 'daisyui/components/tab.css';
import { Panel } from '@web/components/ui/panel';
import { useUrlState } from '@web/hooks/use-url-state';
import { useTranslation } from 'react-i18next';
import { DiscussionAdminTable } from './discussion-admin-table';
import { ReportAdminTable } from './report-admin-table';

const DEFAULTS = { tab: 'discussions', currentPage: 1, keyword: '', reportPage: 1 };
const TABS = ['discussions', 'reports'] as const;

/** /admin/discussion (spec 3 §2): the discussions, and the reports on them, in two tabs. */
export function DiscussionAdminPage() {
  const { t } = useTranslation('discussionAdmin');
  const [query, setQuery] = useUrlState(DEFAULTS);
  const tab = query.tab === 'reports' ? 'reports' : 'discussions';
  return (
    <Panel title={t('title')}>
      <div role="tablist" aria-label={t('tabs.label')} className="tabs tabs-border">
        {TABS.map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            id={`discussion-admin-tab-${name}`}
            aria-selected={tab === name}
            aria-controls={`discussion-admin-panel-${name}`}
            className={`tab ${tab === name ? 'tab-active' : ''}`}
            onClick={() => setQuery({ tab: name })}
          >
            {t(`tabs.${name}`)}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`discussion-admin-panel-${tab}`}
        aria-labelledby={`discussion-admin-tab-${tab}`}
        className="pt-2"
      >
        {tab === 'discussions' ? (
          <DiscussionAdminTable
            page={Math.max(1, query.currentPage)}
            keyword={query.keyword}
            onQuery={({ page, keyword }) =>
              setQuery({
                ...(page === undefined ? {} : { currentPage: page }),
                ...(keyword === undefined ? {} : { keyword }),
              })
            }
          />
        ) : (
          <ReportAdminTable
            page={Math.max(1, query.reportPage)}
            onPage={(page) => setQuery({ reportPage: page })}
          />
        )}
      </div>
    </Panel>
  );
}
