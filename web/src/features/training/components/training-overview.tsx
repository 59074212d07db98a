import { useQueryClient } from '@tanstack/react-query';
import { Markdown } from '@web/components/markdown';
import { PasswordGate } from '@web/components/password-gate';
import { paths } from '@web/config/paths';
import { formatDateTime } from '@web/lib/format';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { registerTraining } from '../api/register-training';
import { useTrainingContext } from '../lib/training-context';
import { CategoryTag, TrainingAuthTag } from './training-badges';

/** Spec 2 §4 Training access: registering with the password opens the training. */
function PasswordForm() {
  const { t } = useTranslation('training');
  const { training, trainingId } = useTrainingContext();
  const queryClient = useQueryClient();
  return (
    <PasswordGate
      register={(password) => registerTraining(training.id, password)}
      afterRegister={() => queryClient.invalidateQueries({ queryKey: ['training', 'access', trainingId] })}
      labels={{
        empty: t('password.empty'),
        registered: t('password.registered'),
        placeholder: t('password.placeholder'),
        submit: t('password.submit'),
      }}
      className="flex flex-col gap-3 rounded-box border border-warning/60 bg-base-100 p-4 text-center"
      testId="training-password-form"
    >
      <h2 className="font-semibold text-warning">{t('password.required')}</h2>
      <p className="text-sm opacity-80">{t('password.hint')}</p>
    </PasswordGate>
  );
}

function InfoRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex items-center justify-between gap-3 py-2">
      <dt className="opacity-70">{label}</dt>
      <dd className="text-right">{children}</dd>
    </div>
  );
}

/** The Introduction tab: password form while needed, the info card and the description. */
export function TrainingOverview() {
  const { t } = useTranslation('training');
  const { training, passwordFormVisible } = useTrainingContext();
  return (
    <div className="grid grid-cols-1 gap-4 md:grid-cols-[minmax(0,18rem)_minmax(0,1fr)]">
      <div className="flex flex-col gap-4">
        {passwordFormVisible && <PasswordForm />}
        <section className="rounded-box border border-base-300 bg-base-100 p-4" aria-label={t('info.label')}>
          <dl className="divide-y divide-base-300">
            <InfoRow label={t('info.number')}>
              <span className="tabular-nums">{training.rank}</span>
            </InfoRow>
            <InfoRow label={t('info.auth')}>
              <TrainingAuthTag auth={training.auth} />
            </InfoRow>
            <InfoRow label={t('info.category')}>
              {training.categoryName && (
                <CategoryTag name={training.categoryName} color={training.categoryColor} filled />
              )}
            </InfoRow>
            <InfoRow label={t('info.problemCount')}>
              <span className="tabular-nums">{training.problemCount}</span>
            </InfoRow>
            <InfoRow label={t('info.author')}>
              <Link className="link link-hover" to={paths.userHome({ username: training.author })}>
                {training.author}
              </Link>
            </InfoRow>
            <InfoRow label={t('info.updated')}>{formatDateTime(training.gmtModified)}</InfoRow>
          </dl>
        </section>
      </div>
      <section className="min-w-0 rounded-box border border-base-300 bg-base-100 p-4 md:p-6">
        <h2 className="mb-3 text-lg font-semibold">{t('tabs.overview')}</h2>
        {training.description ? (
          <Markdown source={training.description} />
        ) : (
          <p className="opacity-60">{t('detail.noDescription')}</p>
        )}
      </section>
    </div>
  );
}
