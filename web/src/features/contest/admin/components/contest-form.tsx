// daisyUI's radio styles ride with the pages that use them, not every page's stylesheet (web/src/styles/index.css).
import 'daisyui/components/radio.css';
import { ContestAuth, ContestType } from '@contract/contest';
import { MarkdownEditor } from '@web/components/markdown-editor/markdown-editor';
import { Field } from '@web/components/ui/field';
import { FormField } from '@web/components/ui/form-field';
import { Panel } from '@web/components/ui/panel';
import { Toggle } from '@web/components/ui/toggle';
import { messageOf } from '@web/lib/api-client';
import { useUser } from '@web/lib/auth';
import { formatDuration } from '@web/lib/format';
import { toast } from '@web/lib/toast';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSaveContest } from '../api/save-contest';
import { useContestAdminScope } from '../lib/admin-scope';
import {
  AWARD_TYPES,
  type ContestFormError,
  type ContestFormState,
  contestDuration,
  defaultAwards,
  defaultSealChoice,
  OI_RANK_SCORE_TYPES,
  RANK_SHOW_NAMES,
  SEAL_CHOICES,
  type SealChoice,
  sealChoiceDisabled,
  toContestPayload,
  validateContestForm,
} from '../lib/contest-form';
import { AwardsEditor } from './awards-editor';
import { StarUsersEditor } from './star-users-editor';

const AUTHS = [ContestAuth.PUBLIC, ContestAuth.PRIVATE, ContestAuth.PROTECTED] as const;

function RadioGroup<T extends string | number>({
  label,
  name,
  options,
  value,
  onChange,
  disabled,
  text,
}: {
  label: string;
  name: string;
  options: readonly T[];
  value: T;
  onChange: (value: T) => void;
  disabled?: boolean;
  text: (option: T) => string;
}) {
  return (
    <Field label={label}>
      <div
        className="flex min-h-10 flex-wrap items-center gap-x-4 gap-y-2"
        role="radiogroup"
        aria-label={label}
      >
        {options.map((option) => (
          <label key={String(option)} className="flex cursor-pointer items-center gap-2 text-sm">
            <input
              type="radio"
              className="radio radio-primary radio-sm"
              name={name}
              disabled={disabled}
              checked={value === option}
              onChange={() => onChange(option)}
            />
            {text(option)}
          </label>
        ))}
      </div>
    </Field>
  );
}

/** The contest editor (spec 3 §2 contest form): every field, checked in the order of spec 3 §5. */
export function ContestForm({ initial, isEdit }: { initial: ContestFormState; isEdit: boolean }) {
  const { t } = useTranslation('contestAdmin');
  const navigate = useNavigate();
  const { links } = useContestAdminScope();
  const user = useUser();
  const save = useSaveContest();
  const [form, setForm] = useState(initial);
  const [error, setError] = useState<string | null>(null);

  const update = (
    patch: Partial<ContestFormState> | ((form: ContestFormState) => Partial<ContestFormState>),
  ) => setForm((current) => ({ ...current, ...(typeof patch === 'function' ? patch(current) : patch) }));

  const duration = contestDuration(form);
  const seconds = duration?.seconds ?? 0;
  const durationText = !duration
    ? ''
    : duration.invalid
      ? t('form.invalidTime')
      : formatDuration(seconds, (key, values) => t(`common:${key}`, values));

  // Spec 3 §4: turning sealing on, or changing the rule while sealed, picks the default seal time.
  const withSealDefault = (next: ContestFormState): Partial<ContestFormState> =>
    next.sealRank ? { sealChoice: defaultSealChoice(next.type, contestDuration(next)?.seconds ?? 0) } : {};

  const textOf = (problem: ContestFormError) =>
    t(problem.key, { ...problem.values, field: problem.field ? t(problem.field) : undefined });

  const submit = () => {
    if (save.isPending) return;
    const problem = validateContestForm(form);
    if (problem) {
      const text = textOf(problem);
      setError(text);
      toast.error(text);
      return;
    }
    setError(null);
    save.mutate(
      { payload: toContestPayload(form, user), isEdit },
      {
        onSuccess: () => {
          toast.success(t(isEdit ? 'messages.updated' : 'messages.created'));
          navigate(links.list);
        },
        onError: (failure) => {
          const text = messageOf(failure, t('messages.saveFailed'));
          setError(text);
          toast.error(text);
        },
      },
    );
  };

  const rule = form.accountRule;
  const setRule = (patch: Partial<typeof rule>) => update({ accountRule: { ...rule, ...patch } });

  return (
    <form
      className="flex flex-col gap-4 pb-24"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Panel title={t('form.section.basic')}>
        <FormField
          label={`* ${t('fields.title')}`}
          name="title"
          value={form.title}
          onChange={(event) => update({ title: event.target.value })}
        />
        <MarkdownEditor
          label={t('fields.description')}
          required
          value={form.description}
          onChange={(description) => update({ description })}
        />
        <div className="grid gap-x-4 md:grid-cols-3">
          <FormField
            label={`* ${t('fields.startTime')}`}
            name="startTime"
            type="datetime-local"
            step={1}
            value={form.startTime}
            onChange={(event) => update({ startTime: event.target.value })}
          />
          <FormField
            label={`* ${t('fields.endTime')}`}
            name="endTime"
            type="datetime-local"
            step={1}
            value={form.endTime}
            onChange={(event) => update({ endTime: event.target.value })}
          />
          <FormField
            label={t('fields.duration')}
            name="duration"
            readOnly
            value={durationText}
            error={duration?.invalid ? durationText : undefined}
          />
        </div>
      </Panel>

      <Panel title={t('form.section.rules')}>
        <div className="grid gap-x-4 md:grid-cols-2 xl:grid-cols-3">
          <RadioGroup
            label={t('fields.type')}
            name="type"
            options={[ContestType.ACM, ContestType.OI] as number[]}
            value={form.type}
            disabled={isEdit}
            text={(type) => t(`type.${type}`)}
            onChange={(type) => update((current) => ({ type, ...withSealDefault({ ...current, type }) }))}
          />
          {form.type === ContestType.OI && (
            <RadioGroup
              label={t('fields.oiRankScoreType')}
              name="oiRankScoreType"
              options={OI_RANK_SCORE_TYPES}
              value={form.oiRankScoreType as (typeof OI_RANK_SCORE_TYPES)[number]}
              text={(type) => t(`oiRankScoreType.${type}`)}
              onChange={(oiRankScoreType) => update({ oiRankScoreType })}
            />
          )}
          <RadioGroup
            label={t('fields.rankShowName')}
            name="rankShowName"
            options={RANK_SHOW_NAMES}
            value={form.rankShowName as (typeof RANK_SHOW_NAMES)[number]}
            text={(name) => t(`rankShowName.${name}`)}
            onChange={(rankShowName) => update({ rankShowName })}
          />
        </div>
        <div className="grid gap-x-4 gap-y-3 md:grid-cols-2 xl:grid-cols-3">
          <Toggle
            label={t('fields.sealRank')}
            hint={form.sealRank ? t('form.sealed') : t('form.realTime')}
            checked={form.sealRank}
            onChange={(sealRank) =>
              update((current) => ({ sealRank, ...withSealDefault({ ...current, sealRank }) }))
            }
          />
          {form.sealRank && (
            <Field label={t('fields.sealRankTime')} htmlFor="sealRankTime" required>
              <select
                id="sealRankTime"
                className="select select-sm w-full"
                value={form.sealChoice}
                onChange={(event) => update({ sealChoice: Number(event.target.value) as SealChoice })}
              >
                {SEAL_CHOICES.map((choice) => (
                  <option key={choice} value={choice} disabled={sealChoiceDisabled(choice, seconds)}>
                    {t(`seal.${choice}`)}
                  </option>
                ))}
              </select>
            </Field>
          )}
          {form.sealRank && (
            <Toggle
              label={t('fields.autoRealRank')}
              hint={form.autoRealRank ? t('form.realAfterContest') : t('form.sealedAfterContest')}
              checked={form.autoRealRank}
              onChange={(autoRealRank) => update({ autoRealRank })}
            />
          )}
        </div>
        <div className="grid gap-x-4 gap-y-3 md:grid-cols-2 xl:grid-cols-3">
          <Toggle
            label={t('fields.openRank')}
            hint={t('form.openRankHint')}
            checked={form.openRank}
            onChange={(openRank) => update({ openRank })}
          />
          <Toggle
            label={t('fields.allowEndSubmit')}
            checked={form.allowEndSubmit}
            onChange={(allowEndSubmit) => update({ allowEndSubmit })}
          />
          <Toggle
            label={t('fields.openPrint')}
            hint={form.openPrint ? t('form.offlinePrint') : t('form.noPrint')}
            checked={form.openPrint}
            onChange={(openPrint) => update({ openPrint })}
          />
        </div>
        <Field label={t('fields.starAccount')}>
          <StarUsersEditor value={form.starAccount} onChange={(starAccount) => update({ starAccount })} />
        </Field>
      </Panel>

      <Panel title={t('form.section.access')}>
        <div className="grid gap-x-4 md:grid-cols-3">
          <Field label={t('fields.auth')} htmlFor="contestAuth" required>
            <select
              id="contestAuth"
              className="select w-full"
              value={form.auth}
              onChange={(event) => update({ auth: Number(event.target.value) })}
            >
              {AUTHS.map((auth) => (
                <option key={auth} value={auth}>
                  {t(`auth.${auth}`)}
                </option>
              ))}
            </select>
          </Field>
          {form.auth !== ContestAuth.PUBLIC && (
            <FormField
              label={`* ${t('fields.password')}`}
              name="pwd"
              autoComplete="off"
              value={form.pwd}
              onChange={(event) => update({ pwd: event.target.value })}
            />
          )}
          {form.auth !== ContestAuth.PUBLIC && (
            <div className="flex items-center pt-2 md:pt-6">
              <Toggle
                label={t('fields.openAccountLimit')}
                checked={form.openAccountLimit}
                onChange={(openAccountLimit) => update({ openAccountLimit })}
              />
            </div>
          )}
        </div>
        {form.auth !== ContestAuth.PUBLIC && form.openAccountLimit && (
          <div className="flex flex-col gap-1 rounded-box border border-base-300 p-3">
            <p className="text-xs opacity-70">{t('form.accountLimitHint')}</p>
            <div className="grid gap-x-4 sm:grid-cols-2 lg:grid-cols-4">
              <FormField
                label={t('accountRule.prefix')}
                name="prefix"
                value={rule.prefix}
                onChange={(event) => setRule({ prefix: event.target.value })}
              />
              <FormField
                label={t('accountRule.suffix')}
                name="suffix"
                value={rule.suffix}
                onChange={(event) => setRule({ suffix: event.target.value })}
              />
              <FormField
                label={t('accountRule.numberFrom')}
                name="numberFrom"
                type="number"
                value={rule.numberFrom}
                onChange={(event) => setRule({ numberFrom: Number(event.target.value || 0) })}
              />
              <FormField
                label={t('accountRule.numberTo')}
                name="numberTo"
                type="number"
                value={rule.numberTo}
                onChange={(event) => setRule({ numberTo: Number(event.target.value || 0) })}
              />
            </div>
            <Field label={t('accountRule.extraAccount')} htmlFor="extraAccount">
              <textarea
                id="extraAccount"
                className="textarea w-full"
                rows={3}
                placeholder={t('accountRule.extraHint')}
                value={rule.extraAccount}
                onChange={(event) => setRule({ extraAccount: event.target.value })}
              />
            </Field>
          </div>
        )}
      </Panel>

      <Panel title={t('form.section.awards')}>
        <Field label={t('fields.awardType')} htmlFor="awardType">
          <select
            id="awardType"
            className="select select-sm w-full max-w-xs"
            value={form.awardType}
            onChange={(event) => {
              const awardType = Number(event.target.value);
              update((current) => ({
                awardType,
                // HOJ: choosing a kind of award with no tiers left brings the three default ones back.
                awards:
                  awardType !== 0 && current.awards.length === 0
                    ? defaultAwards({
                        gold: t('award.gold'),
                        silver: t('award.silver'),
                        bronze: t('award.bronze'),
                      })
                    : current.awards,
              }));
            }}
          >
            {AWARD_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`awardType.${type}`)}
              </option>
            ))}
          </select>
        </Field>
        {form.awardType !== 0 && (
          <AwardsEditor
            rows={form.awards}
            proportion={form.awardType === 1}
            onChange={(awards) => update({ awards })}
          />
        )}
      </Panel>

      <div className="sticky bottom-0 z-30 -mx-3 flex flex-wrap items-center gap-3 border-t border-base-300 bg-base-100/95 px-3 py-3 backdrop-blur md:-mx-5 md:px-5">
        {error ? (
          <div
            role="alert"
            className="alert alert-error alert-soft flex-1 py-2 text-sm"
            data-testid="contest-form-error"
          >
            {error}
          </div>
        ) : (
          <span className="flex-1" />
        )}
        <button type="button" className="btn btn-ghost" onClick={() => navigate(links.list)}>
          {t('common:actions.cancel')}
        </button>
        <button type="submit" className="btn btn-primary" disabled={save.isPending}>
          {save.isPending && <span className="loading loading-spinner loading-sm" />}
          {t('common:actions.save')}
        </button>
      </div>
    </form>
  );
}
