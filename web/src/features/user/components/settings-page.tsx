// daisyUI's collapse styles ride with the pages that use them, not every page's stylesheet (web/src/styles/index.css).
import 'daisyui/components/collapse.css';
import { useUser } from '@web/lib/auth';
import { useTranslation } from 'react-i18next';
import { AccountSettings } from './account-settings';
import { ProfileSettings } from './profile-settings';

/** Spec 1 §2.12: collapsible account and profile settings (the route requires login). */
export function SettingsPage() {
  const { t } = useTranslation('user');
  const user = useUser();
  if (!user) return null;
  return (
    <div className="mx-auto max-w-5xl space-y-4">
      <h1 className="text-2xl font-bold">{t('settings.title')}</h1>
      <details className="collapse collapse-arrow border border-base-300 bg-base-100" open>
        <summary className="collapse-title text-lg font-semibold">{t('settings.account')}</summary>
        <div className="collapse-content">
          <AccountSettings user={user} />
        </div>
      </details>
      <details className="collapse collapse-arrow border border-base-300 bg-base-100" open>
        <summary className="collapse-title text-lg font-semibold">{t('settings.profile')}</summary>
        <div className="collapse-content">
          <ProfileSettings key={user.uid} user={user} />
        </div>
      </details>
    </div>
  );
}
