// daisyUI's tab styles ride with the pages that use them, not every page's stylesheet (web/src/styles/index.css).
import 'daisyui/components/tab.css';
import { Panel } from '@web/components/ui/panel';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { configTabs } from '../config-tabs';

/** Every namespace a tab label names (`ns:key`), so the lazy bundles load before the labels render. */
const LABEL_NAMESPACES = [
  'siteAdmin',
  ...new Set(configTabs.flatMap((tab) => (tab.labelKey.includes(':') ? [tab.labelKey.split(':')[0]!] : []))),
];

/** /admin/conf (spec 3 admin screens): the system configuration, one tab per section; the tab is kept in the URL. */
export function ConfigPage() {
  const { t } = useTranslation(LABEL_NAMESPACES);
  const [params, setParams] = useSearchParams();
  const active = configTabs.find((tab) => tab.key === params.get('tab')) ?? configTabs[0]!;
  const { Component } = active;
  return (
    <Panel title={t('siteAdmin:title.config')}>
      <div role="tablist" className="tabs tabs-border mb-4 flex-wrap">
        {configTabs.map((tab) => (
          <button
            key={tab.key}
            type="button"
            role="tab"
            aria-selected={tab.key === active.key}
            className={`tab ${tab.key === active.key ? 'tab-active' : ''}`}
            onClick={() => setParams({ tab: tab.key }, { replace: true })}
          >
            {t(tab.labelKey)}
          </button>
        ))}
      </div>
      <div role="tabpanel">
        <Component key={active.key} />
      </div>
    </Panel>
  );
}
