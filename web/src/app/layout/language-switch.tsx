import { GlobeIcon } from '@web/components/icons';
import { changeLocale, currentLocale } from '@web/lib/i18n';
import { isLocale, LOCALE_LABELS, LOCALES } from '@web/lib/locale';
import { useTranslation } from 'react-i18next';

/** Spec 1 §2.3: the navigation's language button toggles between Chinese and English. */
export function LanguageToggle() {
  const { t, i18n } = useTranslation();
  const next = i18n.language === 'zh-CN' ? 'en-US' : 'zh-CN';
  return (
    <button
      type="button"
      className="btn btn-ghost btn-sm gap-1"
      title={t('language.switchTo', { language: LOCALE_LABELS[next] })}
      onClick={() => void changeLocale(next)}
    >
      <GlobeIcon size={16} />
      <span>{next === 'en-US' ? 'EN' : '中'}</span>
    </button>
  );
}

/** Spec 1 §2.4: the footer offers all five languages. */
export function LanguageSelect() {
  const { t } = useTranslation();
  return (
    <label className="flex items-center gap-2">
      <GlobeIcon size={16} />
      <span className="sr-only">{t('language.label')}</span>
      <select
        className="select select-sm w-auto"
        value={currentLocale()}
        onChange={(event) => {
          if (isLocale(event.target.value)) void changeLocale(event.target.value);
        }}
      >
        {LOCALES.map((locale) => (
          <option key={locale} value={locale}>
            {LOCALE_LABELS[locale]}
          </option>
        ))}
      </select>
    </label>
  );
}
