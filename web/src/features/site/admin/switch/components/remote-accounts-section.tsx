import { REMOTE_JUDGE_INFO, REMOTE_JUDGES, type RemoteAccountState } from '@contract/remote-judge-info';
import { REMOTE_JUDGE_KEYS, type RemoteJudgeKey, type SwitchUpdateRequest } from '@contract/site-switch';
import { useQueryClient } from '@tanstack/react-query';
import { Panel } from '@web/components/ui/panel';
import { Spinner } from '@web/components/ui/spinner';
import { formatDateTime } from '@web/lib/format';
import { toast } from '@web/lib/toast';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { REMOTE_ACCOUNTS_KEY, useRemoteAccounts } from '../api/get-remote-accounts';
import { useSwitchConfig } from '../api/get-switch-config';
import { useUpdateSwitchConfig } from '../api/update-switch-config';
import { type SaveResult, SaveResultNote } from './save-result';

type Lists = Record<RemoteJudgeKey, { users: string; passwords: string }>;

const lines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

function ListArea({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
}) {
  const id = useId();
  return (
    <div className="flex flex-1 flex-col gap-1">
      <label htmlFor={id} className="text-xs font-medium">
        {label}
      </label>
      <textarea
        id={id}
        className="textarea textarea-sm min-h-20 w-full font-mono"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}

/** The account lists some judge submits with (LibreOJ is a logo link only: its lists are kept, never used). */
const POOLED_KEYS = new Set<RemoteJudgeKey>(
  REMOTE_JUDGES.map((judge) => REMOTE_JUDGE_INFO[judge].accountKey),
);

/** How the pool sees each account of one list: usable or skipped after a failed login, busy, last used. */
export function AccountStateTable({
  judgeName,
  states,
}: {
  judgeName: string;
  states: RemoteAccountState[];
}) {
  const { t } = useTranslation('switchAdmin');
  if (states.length === 0) return <p className="text-xs opacity-70">{t('accounts.state.empty')}</p>;
  return (
    <div className="overflow-x-auto rounded-box border border-base-300">
      <table className="table table-xs">
        <caption className="sr-only">{t('accounts.state.caption', { judge: judgeName })}</caption>
        <thead>
          <tr>
            <th>{t('accounts.state.username')}</th>
            <th>{t('accounts.state.status')}</th>
            <th>{t('accounts.state.inUse')}</th>
            <th>{t('accounts.state.lastUsed')}</th>
          </tr>
        </thead>
        <tbody>
          {states.map((state) => (
            <tr key={state.username} data-testid="remote-account-row">
              <td className="font-mono">{state.username}</td>
              <td>
                {state.status === 'ok' ? (
                  <span className="badge badge-success badge-soft badge-sm">{t('accounts.state.ok')}</span>
                ) : (
                  <span className="flex flex-col items-start gap-0.5">
                    <span className="badge badge-error badge-soft badge-sm">
                      {t('accounts.state.loginFailed')}
                    </span>
                    {state.lastError && <span className="text-xs text-error">{state.lastError}</span>}
                  </span>
                )}
              </td>
              <td>{state.inUse ? t('accounts.state.busy') : t('accounts.state.idle')}</td>
              <td className="whitespace-nowrap">
                {state.lastSubmitAt ? formatDateTime(state.lastSubmitAt) : t('accounts.state.never')}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * Each remote judge's accounts, one per line, usernames and passwords paired by line, and how the
 * submission pool sees each of them (saving the lists again clears a failed login).
 */
export function RemoteAccountsSection() {
  const { t } = useTranslation('switchAdmin');
  const queryClient = useQueryClient();
  const config = useSwitchConfig();
  const accounts = useRemoteAccounts();
  const save = useUpdateSwitchConfig();
  const [draft, setDraft] = useState<Lists | null>(null);
  const [result, setResult] = useState<SaveResult>(null);

  useEffect(() => {
    if (!config.data) return;
    const data = config.data;
    setDraft(
      Object.fromEntries(
        REMOTE_JUDGE_KEYS.map((oj) => [
          oj,
          { users: data[`${oj}UsernameList`].join('\n'), passwords: data[`${oj}PasswordList`].join('\n') },
        ]),
      ) as Lists,
    );
  }, [config.data]);

  if (config.isError) {
    return (
      <p role="alert" className="text-error">
        {config.error.message}
      </p>
    );
  }
  if (!draft) return <Spinner />;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const patch: SwitchUpdateRequest = {};
    for (const oj of REMOTE_JUDGE_KEYS) {
      const users = lines(draft[oj].users);
      const passwords = lines(draft[oj].passwords);
      if (users.length !== passwords.length) {
        setResult({ ok: false, message: t('accounts.mismatch', { judge: t(`accounts.judges.${oj}`) }) });
        return;
      }
      patch[`${oj}UsernameList`] = users;
      patch[`${oj}PasswordList`] = passwords;
    }
    setResult(null);
    save.mutate(patch, {
      onSuccess: () => {
        setResult({ ok: true });
        toast.success(t('saved'));
        void queryClient.invalidateQueries({ queryKey: REMOTE_ACCOUNTS_KEY });
      },
      onError: (error) => {
        setResult({ ok: false, message: error.message });
        toast.error(error.message);
      },
    });
  };

  const title = t('sections.accounts');
  const states = Array.isArray(accounts.data) ? accounts.data : [];
  return (
    <Panel title={title}>
      <form className="flex flex-col gap-4" aria-label={title} noValidate onSubmit={onSubmit}>
        <div className="flex flex-wrap items-start justify-between gap-2">
          <p className="text-sm opacity-70">{t('accounts.hint')}</p>
          <button
            type="button"
            className="btn btn-ghost btn-xs"
            disabled={accounts.isFetching}
            onClick={() => void accounts.refetch()}
          >
            {accounts.isFetching && (
              <span className="loading loading-spinner loading-xs" aria-hidden="true" />
            )}
            {t('accounts.state.refresh')}
          </button>
        </div>
        {REMOTE_JUDGE_KEYS.map((oj) => (
          // min-w-0: a fieldset is at least as wide as its content, so the state table would widen the page.
          <fieldset key={oj} className="flex min-w-0 flex-col gap-2">
            <legend className="text-sm font-semibold">{t(`accounts.judges.${oj}`)}</legend>
            <div className="flex flex-col gap-2 sm:flex-row">
              <ListArea
                label={t('accounts.usernames', { judge: t(`accounts.judges.${oj}`) })}
                value={draft[oj].users}
                onChange={(users) => setDraft({ ...draft, [oj]: { ...draft[oj], users } })}
              />
              <ListArea
                label={t('accounts.passwords', { judge: t(`accounts.judges.${oj}`) })}
                value={draft[oj].passwords}
                onChange={(passwords) => setDraft({ ...draft, [oj]: { ...draft[oj], passwords } })}
              />
            </div>
            {POOLED_KEYS.has(oj) &&
              (accounts.isError ? (
                <p role="alert" className="text-xs text-error">
                  {t('accounts.state.loadFailed', { message: accounts.error.message })}
                </p>
              ) : accounts.isPending ? (
                <Spinner className="loading-sm" />
              ) : (
                <AccountStateTable
                  judgeName={t(`accounts.judges.${oj}`)}
                  states={states.filter((state) => state.oj === oj)}
                />
              ))}
          </fieldset>
        ))}
        <div className="flex flex-wrap items-center gap-3">
          <button type="submit" className="btn btn-primary btn-sm" disabled={save.isPending}>
            {save.isPending && <span className="loading loading-spinner loading-xs" />}
            {t('save')}
          </button>
          <SaveResultNote result={result} />
        </div>
      </form>
    </Panel>
  );
}
