import { ContestAuth } from '@contract/contest';
import { useQueryClient } from '@tanstack/react-query';
import { Markdown } from '@web/components/markdown';
import { PasswordGate } from '@web/components/password-gate';
import { useTranslation } from 'react-i18next';
import { registerContest } from '../api/register-contest';
import { useContestContext } from '../lib/contest-context';
import { passwordFormVisible } from '../lib/contest-tabs';

/** Spec 2 §4 password gate: registering with the password grants access. */
function PasswordForm() {
  const { t } = useTranslation('contest');
  const { contest, contestId } = useContestContext();
  const queryClient = useQueryClient();
  const refetch = async () => {
    await queryClient.invalidateQueries({ queryKey: ['contest', 'access', contestId] });
    await queryClient.invalidateQueries({ queryKey: ['contest', 'info', contestId] });
  };
  return (
    <PasswordGate
      register={(password) => registerContest(contest.id, password)}
      afterRegister={refetch}
      labels={{
        empty: t('password.empty'),
        registered: t('password.registered'),
        placeholder: t('password.placeholder'),
        submit: t('password.enter'),
      }}
      className="mx-auto mt-6 flex w-full max-w-md flex-col gap-2 rounded-box border border-base-300 p-4"
      testId="contest-password-form"
    >
      <p className="text-sm opacity-80">
        {t(contest.auth === ContestAuth.PRIVATE ? 'password.privateHint' : 'password.protectedHint')}
      </p>
    </PasswordGate>
  );
}

/** The Overview tab: the description as Markdown, and the password form while it is needed. */
export function ContestOverview() {
  const { t } = useTranslation('contest');
  const { contest, registered, isContestAdmin } = useContestContext();
  return (
    <section className="rounded-box border border-base-300 bg-base-100 p-4 md:p-6">
      <h2 className="mb-3 text-lg font-semibold">{t('overview.title')}</h2>
      {contest.description ? (
        <Markdown source={contest.description} />
      ) : (
        <p className="opacity-60">{t('overview.noDescription')}</p>
      )}
      {passwordFormVisible(contest, registered, isContestAdmin) && <PasswordForm />}
    </section>
  );
}
