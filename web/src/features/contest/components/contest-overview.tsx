import { ContestAuth } from '@contract/contest';
import { useQueryClient } from '@tanstack/react-query';
import { Markdown } from '@web/components/markdown';
import { toast } from '@web/lib/toast';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { registerContest } from '../api/register-contest';
import { useContestContext } from '../lib/contest-context';
import { passwordFormVisible } from '../lib/contest-tabs';

/** Spec 2 §4 password gate: registering with the password grants access. */
function PasswordForm() {
  const { t } = useTranslation('contest');
  const { contest, contestId } = useContestContext();
  const queryClient = useQueryClient();
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (password === '') {
      toast.warning(t('password.empty'));
      return;
    }
    setBusy(true);
    try {
      await registerContest(contest.id, password);
      toast.success(t('password.registered'));
      await queryClient.invalidateQueries({ queryKey: ['contest', 'access', contestId] });
      await queryClient.invalidateQueries({ queryKey: ['contest', 'info', contestId] });
    } catch {
      // The api client already showed the server's reason (wrong password, already registered).
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      onSubmit={(event) => void submit(event)}
      className="mx-auto mt-6 flex w-full max-w-md flex-col gap-2 rounded-box border border-base-300 p-4"
      data-testid="contest-password-form"
    >
      <p className="text-sm opacity-80">
        {t(contest.auth === ContestAuth.PRIVATE ? 'password.privateHint' : 'password.protectedHint')}
      </p>
      <div className="join w-full">
        <input
          type="password"
          className="input input-sm join-item w-full"
          value={password}
          placeholder={t('password.placeholder')}
          aria-label={t('password.placeholder')}
          autoComplete="off"
          onChange={(event) => setPassword(event.target.value)}
        />
        <button type="submit" className="btn btn-sm btn-primary join-item" disabled={busy}>
          {busy && <span className="loading loading-spinner loading-xs" />}
          {t('password.enter')}
        </button>
      </div>
    </form>
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
