import { SWITCH_COUNTS, type SwitchConfig, type SwitchUpdateRequest } from '@contract/site-switch';
import { Panel } from '@web/components/ui/panel';
import { Spinner } from '@web/components/ui/spinner';
import { Toggle } from '@web/components/ui/toggle';
import { toast } from '@web/lib/toast';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSwitchConfig } from '../api/get-switch-config';
import { useUpdateSwitchConfig } from '../api/update-switch-config';
import { type SaveResult, SaveResultNote } from './save-result';

type Flag = {
  [K in keyof SwitchConfig]: SwitchConfig[K] extends boolean ? K : never;
}[keyof SwitchConfig];
type Count = keyof typeof SWITCH_COUNTS;

export type SwitchSectionKey = 'judge' | 'discussion' | 'group';

/** The settings of each section, grouped as HOJ's switch page and configuration tabs group them. */
export const SWITCH_SECTIONS: Record<SwitchSectionKey, { flags: Flag[]; counts: Count[] }> = {
  judge: {
    flags: ['openPublicJudge', 'openGroupJudge', 'openContestJudge', 'hideNonContestSubmissionCode'],
    counts: ['defaultSubmitInterval'],
  },
  discussion: {
    flags: ['openPublicDiscussion', 'openGroupDiscussion', 'openContestComment'],
    counts: [
      'defaultCreateDiscussionACInitValue',
      'defaultCreateDiscussionDailyLimit',
      'defaultCreateCommentACInitValue',
    ],
  },
  group: {
    flags: [],
    counts: ['defaultCreateGroupDailyLimit', 'defaultCreateGroupLimit', 'defaultCreateGroupACInitValue'],
  },
};

function CountInput({
  field,
  value,
  onChange,
}: {
  field: Count;
  value: string;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation('switchAdmin');
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {t(`fields.${field}`)}
      </label>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        min={0}
        max={SWITCH_COUNTS[field]}
        step={1}
        className="input input-sm w-40"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}

/**
 * One section of the switch configuration with its own save: only its fields are sent, so
 * saving one section never overwrites another section edited elsewhere.
 */
export function SwitchSection({ section }: { section: SwitchSectionKey }) {
  const { t } = useTranslation('switchAdmin');
  const config = useSwitchConfig();
  const save = useUpdateSwitchConfig();
  const { flags, counts } = SWITCH_SECTIONS[section];
  const [draftFlags, setDraftFlags] = useState<Partial<Record<Flag, boolean>>>({});
  const [draftCounts, setDraftCounts] = useState<Partial<Record<Count, string>>>({});
  const [result, setResult] = useState<SaveResult>(null);

  useEffect(() => {
    if (!config.data) return;
    const data = config.data;
    setDraftFlags(Object.fromEntries(flags.map((f) => [f, data[f]])));
    setDraftCounts(Object.fromEntries(counts.map((c) => [c, String(data[c])])));
  }, [config.data, flags, counts]);

  if (config.isPending) return <Spinner />;
  if (config.isError) {
    return (
      <p role="alert" className="text-error">
        {config.error.message}
      </p>
    );
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const patch: SwitchUpdateRequest = {};
    for (const flag of flags) patch[flag] = draftFlags[flag] ?? config.data[flag];
    for (const field of counts) {
      const raw = (draftCounts[field] ?? '').trim();
      const value = Number(raw);
      if (raw === '' || !Number.isInteger(value) || value < 0 || value > SWITCH_COUNTS[field]) {
        setResult({
          ok: false,
          message: t('invalidCount', { field: t(`fields.${field}`), max: SWITCH_COUNTS[field] }),
        });
        return;
      }
      patch[field] = value;
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

  const title = t(`sections.${section}`);
  return (
    <Panel title={title}>
      <form className="flex flex-col gap-4" aria-label={title} noValidate onSubmit={onSubmit}>
        {flags.map((flag) => (
          <Toggle
            key={flag}
            label={t(`fields.${flag}`)}
            checked={draftFlags[flag] ?? config.data[flag]}
            onChange={(checked) => setDraftFlags((draft) => ({ ...draft, [flag]: checked }))}
          />
        ))}
        {counts.map((field) => (
          <CountInput
            key={field}
            field={field}
            value={draftCounts[field] ?? String(config.data[field])}
            onChange={(value) => setDraftCounts((draft) => ({ ...draft, [field]: value }))}
          />
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
