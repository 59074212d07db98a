import { TRAINING_ADMIN_LIMITS, TRAINING_AUTHS } from '@contract/training-admin';
import { MarkdownEditor } from '@web/components/markdown-editor/markdown-editor';
import { Field } from '@web/components/ui/field';
import { FormField } from '@web/components/ui/form-field';
import { Panel } from '@web/components/ui/panel';
import { Toggle } from '@web/components/ui/toggle';
import { paths } from '@web/config/paths';
import { messageOf } from '@web/lib/api-client';
import { toast } from '@web/lib/toast';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSaveTraining } from '../api/save-training';
import {
  type TrainingFormError,
  type TrainingFormState,
  toTrainingPayload,
  validateTrainingForm,
} from '../lib/training-form';
import type { TrainingAuth, TrainingCategory } from '../lib/types';
import { CategoryBadge } from './category-badge';

/**
 * The training editor (spec 3 §3 Training): rank, title, description, category, auth and password.
 * The admin pages save through /api/admin/training; a group's pages pass their own `save` and the
 * page to return to.
 */
export function TrainingForm({
  initial,
  isEdit,
  categories,
  save: groupSave,
  backTo = paths.adminTrainings,
}: {
  initial: TrainingFormState;
  isEdit: boolean;
  categories: TrainingCategory[];
  save?: ReturnType<typeof useSaveTraining>;
  backTo?: string;
}) {
  const { t } = useTranslation('trainingAdmin');
  const navigate = useNavigate();
  const adminSave = useSaveTraining();
  const save = groupSave ?? adminSave;
  const [form, setForm] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const update = (patch: Partial<TrainingFormState>) => setForm((current) => ({ ...current, ...patch }));
  const category = categories.find((item) => item.id === form.categoryId);

  const textOf = (problem: TrainingFormError) =>
    t(problem.key, { field: t(problem.field), max: TRAINING_ADMIN_LIMITS.titleMax });

  const submit = () => {
    if (save.isPending) return;
    const problem = validateTrainingForm(form);
    if (problem) {
      const text = textOf(problem);
      setError(text);
      toast.error(text);
      return;
    }
    setError(null);
    save.mutate(
      { payload: toTrainingPayload(form), isEdit },
      {
        onSuccess: () => {
          toast.success(t(isEdit ? 'messages.updated' : 'messages.created'));
          navigate(backTo);
        },
        onError: (failure) => {
          const text = messageOf(failure, t('messages.saveFailed'));
          setError(text);
          toast.error(text);
        },
      },
    );
  };

  return (
    <form
      className="flex flex-col gap-4"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Panel>
        <div className="grid gap-x-4 md:grid-cols-[12rem_1fr]">
          <FormField
            label={`* ${t('fields.rank')}`}
            name="rank"
            inputMode="numeric"
            value={form.rank}
            hint={t('form.rankHint')}
            onChange={(event) => update({ rank: event.target.value })}
          />
          <FormField
            label={`* ${t('fields.title')}`}
            name="title"
            maxLength={TRAINING_ADMIN_LIMITS.titleMax}
            value={form.title}
            onChange={(event) => update({ title: event.target.value })}
          />
        </div>
        <MarkdownEditor
          label={t('fields.description')}
          required
          value={form.description}
          onChange={(description) => update({ description })}
        />
        <div className="grid gap-x-4 md:grid-cols-3">
          <Field label={t('fields.category')} htmlFor="trainingCategory" required>
            <div className="flex items-center gap-2">
              <select
                id="trainingCategory"
                className="select w-full"
                value={form.categoryId ?? ''}
                onChange={(event) =>
                  update({ categoryId: event.target.value === '' ? null : Number(event.target.value) })
                }
              >
                <option value="">{t('form.chooseCategory')}</option>
                {categories.map((item) => (
                  <option key={item.id} value={item.id}>
                    {item.name}
                  </option>
                ))}
              </select>
              {category && <CategoryBadge category={category} />}
            </div>
          </Field>
          <Field label={t('fields.auth')} htmlFor="trainingAuth" required>
            <select
              id="trainingAuth"
              className="select w-full"
              value={form.auth}
              onChange={(event) => update({ auth: event.target.value as TrainingAuth })}
            >
              {TRAINING_AUTHS.map((auth) => (
                <option key={auth} value={auth}>
                  {t(`auth.${auth}`)}
                </option>
              ))}
            </select>
          </Field>
          {form.auth === 'Private' && (
            <FormField
              label={`* ${t('fields.password')}`}
              name="privatePwd"
              autoComplete="off"
              maxLength={TRAINING_ADMIN_LIMITS.pwdMax}
              value={form.privatePwd}
              hint={isEdit ? t('form.passwordHint') : undefined}
              onChange={(event) => update({ privatePwd: event.target.value })}
            />
          )}
        </div>
        <Toggle label={t('fields.visible')} checked={form.status} onChange={(status) => update({ status })} />
      </Panel>
      {error && (
        <div role="alert" className="alert alert-error alert-soft text-sm">
          {error}
        </div>
      )}
      <div className="flex justify-end gap-2">
        <button type="button" className="btn btn-ghost" onClick={() => navigate(backTo)}>
          {t('common:actions.cancel')}
        </button>
        <button type="submit" className="btn btn-primary" disabled={save.isPending}>
          {save.isPending && <span className="loading loading-spinner loading-sm" />}
          {t('actions.save')}
        </button>
      </div>
    </form>
  );
}
