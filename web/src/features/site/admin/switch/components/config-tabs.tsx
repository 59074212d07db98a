import { useTranslation } from 'react-i18next';
import { RemoteAccountsSection } from './remote-accounts-section';
import { SwitchSection } from './switch-section';

export { DataSourceTab } from './data-source-tab';

/** The configuration page's judge, discussion, group and account tabs: sections of the switch configuration. */
export const JudgeConfigTab = () => <SwitchSection section="judge" />;
export const DiscussionConfigTab = () => <SwitchSection section="discussion" />;
export const GroupConfigTab = () => <SwitchSection section="group" />;

/** Registration stays on the website tab (HOJ keeps it in the web config): one source of truth. */
export function AccountConfigTab() {
  const { t } = useTranslation('switchAdmin');
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm opacity-70">{t('accounts.registerHint')}</p>
      <RemoteAccountsSection />
    </div>
  );
}
