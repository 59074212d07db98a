import { useTranslation } from 'react-i18next';
import { RemoteAccountsSection } from './remote-accounts-section';
import { SwitchSection } from './switch-section';

/** /admin/switch (spec 3 §2, §6): the site switches and thresholds, each section saved on its own. */
export function SwitchPage() {
  const { t } = useTranslation('switchAdmin');
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-xl font-semibold">{t('title')}</h1>
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
        <SwitchSection section="judge" />
        <SwitchSection section="discussion" />
        <SwitchSection section="group" />
      </div>
      <RemoteAccountsSection />
    </div>
  );
}
