import { REMOTE_JUDGE_KEYS, type RemoteJudgeKey, type SwitchUpdateRequest } from '@contract/site-switch';
import { Panel } from '@web/components/ui/panel';
import { Spinner } from '@web/components/ui/spinner';
import { toast } from '@web/lib/toast';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
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

/**
 * Each remote judge's accounts, one per line, usernames and passwords paired by line. They are
 * kept for when remote judging is offered; this site does not judge remotely.
 */
export function RemoteAccountsSection() {
  const { t } = useTranslation('switchAdmin');
  const config = useSwitchConfig();
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
      },
      onError: (error) => {
        setResult({ ok: false, message: error.message });
        toast.error(error.message);
      },
    });
  };

  const title = t('sections.accounts');
  return (
    <Panel title={title}>
      <form className="flex flex-col gap-4" aria-label={title} noValidate onSubmit={onSubmit}>
        <p className="text-sm opacity-70">{t('accounts.hint')}</p>
        {REMOTE_JUDGE_KEYS.map((oj) => (
          <fieldset key={oj} className="flex flex-col gap-2">
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
