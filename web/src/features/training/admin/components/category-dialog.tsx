import { CATEGORY_COLOR_DEFAULT, TRAINING_ADMIN_LIMITS } from '@contract/training-admin';
import { FormField } from '@web/components/ui/form-field';
import { Modal } from '@web/components/ui/modal';
import { messageOf } from '@web/lib/api-client';
import { toast } from '@web/lib/toast';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSaveCategory } from '../api/save-category';
import type { TrainingCategory } from '../lib/types';
import { CategoryBadge } from './category-badge';

const HEX = /^#[0-9a-fA-F]{6}$/;

/** Creates a category (no `category`) or edits one: its name and background colour. */
export function CategoryDialog({
  category,
  onClose,
}: {
  category: TrainingCategory | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('trainingAdmin');
  const colorId = useId();
  const [name, setName] = useState(category?.name ?? '');
  const [color, setColor] = useState(category?.color ?? CATEGORY_COLOR_DEFAULT);
  const [error, setError] = useState<string | undefined>();
  const save = useSaveCategory();

  const submit = () => {
    if (save.isPending) return;
    if (name.trim() === '') {
      setError(t('validation.required', { field: t('fields.name') }));
      return;
    }
    setError(undefined);
    save.mutate(
      { ...(category ? { id: category.id } : {}), name: name.trim(), color },
      {
        onSuccess: () => {
          toast.success(t(category ? 'messages.updated' : 'messages.created'));
          onClose();
        },
        onError: (failure) => setError(messageOf(failure, t('messages.saveFailed'))),
      },
    );
  };

  return (
    <Modal
      open
      onClose={onClose}
      title={t(category ? 'category.editTitle' : 'category.createTitle')}
      width={480}
    >
      <form
        className="flex flex-col gap-2"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <FormField
          label={`* ${t('fields.name')}`}
          name="name"
          maxLength={TRAINING_ADMIN_LIMITS.categoryNameMax}
          value={name}
          error={error}
          onChange={(event) => setName(event.target.value)}
        />
        <div className="fieldset py-1">
          <label htmlFor={colorId} className="fieldset-legend pt-0 pb-1 text-sm font-medium">
            {t('fields.color')}
          </label>
          <div className="flex flex-wrap items-center gap-3">
            <input
              id={colorId}
              type="color"
              className="h-10 w-14 cursor-pointer rounded border border-base-300 bg-base-100 p-1"
              value={HEX.test(color) ? color : CATEGORY_COLOR_DEFAULT}
              onChange={(event) => setColor(event.target.value)}
            />
            <input
              className="input input-sm w-36 font-mono"
              aria-label={t('category.colorCode')}
              maxLength={TRAINING_ADMIN_LIMITS.colorMax}
              value={color}
              onChange={(event) => setColor(event.target.value)}
            />
            <CategoryBadge category={{ name: name.trim() || t('category.preview'), color }} />
          </div>
        </div>
        <div className="flex justify-end gap-2 pt-2">
          <button type="button" className="btn btn-ghost" onClick={onClose}>
            {t('common:actions.cancel')}
          </button>
          <button type="submit" className="btn btn-primary" disabled={save.isPending}>
            {save.isPending && <span className="loading loading-spinner loading-sm" />}
            {t('actions.save')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
