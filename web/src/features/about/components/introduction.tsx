// daisyUI's steps styles ride with the pages that use them, not every page's stylesheet (web/src/styles/index.css).
import 'daisyui/components/steps.css';
import { GlobeIcon, ServerIcon, ShieldIcon, SlidersIcon } from '@web/components/icons';
import { useWebsiteConfig } from '@web/lib/site-config';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';

const FEATURES: { key: string; Icon: ComponentType<{ size?: number }> }[] = [
  { key: 'distributed', Icon: ServerIcon },
  { key: 'customizable', Icon: SlidersIcon },
  { key: 'secure', Icon: ShieldIcon },
  { key: 'remoteJudges', Icon: GlobeIcon },
];

const HELP_STEPS = ['register', 'pick', 'submit', 'result'] as const;

/** Spec 1 §2.16: four feature cards, plus the short guide the footer's Help link points at. */
export function Introduction() {
  const { t } = useTranslation('about');
  const { name } = useWebsiteConfig();
  return (
    <div className="space-y-10">
      <header className="mx-auto max-w-3xl pt-4 text-center">
        <h1 className="text-3xl font-bold md:text-4xl">{t('intro.title', { name })}</h1>
        <p className="mt-3 text-lg opacity-75">{t('intro.subtitle')}</p>
      </header>
      <div className="grid gap-5 sm:grid-cols-2 xl:grid-cols-4">
        {FEATURES.map(({ key, Icon }) => (
          <article
            key={key}
            className="card border border-base-300 bg-base-100 shadow-sm transition hover:shadow-md"
          >
            <div className="card-body items-center text-center">
              <div className="mb-2 rounded-full bg-primary/10 p-4 text-primary">
                <Icon size={32} />
              </div>
              <h2 className="card-title">{t(`intro.features.${key}.title`)}</h2>
              <p className="text-sm leading-relaxed opacity-75">{t(`intro.features.${key}.text`)}</p>
            </div>
          </article>
        ))}
      </div>
      <section id="help" className="mx-auto max-w-3xl scroll-mt-20">
        <h2 className="mb-4 text-2xl font-bold">{t('intro.help.title')}</h2>
        <ol className="steps steps-vertical">
          {HELP_STEPS.map((step) => (
            <li key={step} className="step step-primary text-left">
              <span className="py-2">{t(`intro.help.steps.${step}`)}</span>
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}
