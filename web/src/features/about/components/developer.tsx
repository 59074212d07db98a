import { useWebsiteConfig } from '@web/lib/site-config';
import { useTranslation } from 'react-i18next';

const PARTS = ['web', 'api', 'judge', 'storage'] as const;
const API_RULES = ['envelope', 'token', 'urlType', 'refresh', 'errors'] as const;

export function Developer() {
  const { t } = useTranslation('about');
  const config = useWebsiteConfig();
  return (
    <div className="mx-auto max-w-4xl space-y-10">
      <header className="pt-4">
        <h1 className="text-3xl font-bold">{t('developer.title')}</h1>
        <p className="mt-2 opacity-75">{t('developer.subtitle', { name: config.name })}</p>
        {config.projectName && (
          <p className="mt-4">
            {t('developer.project')}{' '}
            {config.projectUrl ? (
              <a
                className="link link-primary"
                href={config.projectUrl}
                target="_blank"
                rel="noopener noreferrer"
              >
                {config.projectName}
              </a>
            ) : (
              <strong>{config.projectName}</strong>
            )}
          </p>
        )}
      </header>

      <section>
        <h2 className="mb-4 text-2xl font-bold">{t('developer.architecture.title')}</h2>
        <div className="grid gap-4 sm:grid-cols-2">
          {PARTS.map((part) => (
            <div key={part} className="rounded-box border border-base-300 p-4">
              <h3 className="font-semibold">{t(`developer.architecture.${part}.title`)}</h3>
              <p className="mt-1 text-sm opacity-75">{t(`developer.architecture.${part}.text`)}</p>
            </div>
          ))}
        </div>
      </section>

      <section id="api" className="scroll-mt-20">
        <h2 className="mb-2 text-2xl font-bold">{t('developer.api.title')}</h2>
        <p className="mb-4 opacity-75">{t('developer.api.intro')}</p>
        <ul className="list-disc space-y-2 pl-6">
          {API_RULES.map((rule) => (
            <li key={rule}>{t(`developer.api.rules.${rule}`)}</li>
          ))}
        </ul>
        <pre className="mt-4 overflow-x-auto rounded-box bg-base-200 p-4 text-sm">
          <code>{'{ "status": 200, "data": { … }, "msg": "success" }'}</code>
        </pre>
      </section>
    </div>
  );
}
