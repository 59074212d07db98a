import type { DiscussionCategory } from '@contract/discussion';
import { MarkdownEditor } from '@web/components/markdown-editor/markdown-editor';
import { Field } from '@web/components/ui/field';
import { Modal } from '@web/components/ui/modal';
import { Toggle } from '@web/components/ui/toggle';
import { toast } from '@web/lib/toast';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAddDiscussion } from '../api/add-discussion';
import { useAddGroupDiscussion } from '../api/add-group-discussion';
import { useUpdateDiscussion } from '../api/update-discussion';
import { useUpdateGroupDiscussion } from '../api/update-group-discussion';
import {
  checkDraft,
  type DiscussionDraft,
  type DraftError,
  type DraftField,
  problemTitle,
} from '../lib/discussion-rules';
import { useDiscussionRoles } from '../lib/use-discussion-roles';

/** The discussion being edited: its id and current fields (content included). */
export interface EditedDiscussion {
  id: number;
  title: string;
  description: string;
  content: string;
  categoryId: number | null;
  topPriority: boolean;
}

export interface DiscussionFormDialogProps {
  open: boolean;
  onClose: () => void;
  categories: readonly DiscussionCategory[];
  /** Absent: a new discussion. */
  editing?: EditedDiscussion | null;
  /** A new discussion about this problem (its display id): the title gets the `[pid] ` prefix. */
  pid?: string | null;
  /** A new discussion starts in this category. */
  defaultCategoryId?: number | null;
  /** A group's discussion (spec 3 §2): saved through the group calls; the group's admins may pin. */
  group?: { gid: number; canPin: boolean };
  onSaved?: () => void;
}

const emptyDraft = (categoryId: number | null | undefined): DiscussionDraft => ({
  title: '',
  description: '',
  content: '',
  categoryId: categoryId ?? null,
  topPriority: false,
});

/**
 * Creates or edits a discussion (spec 2 §2, §5). The checks are the server's own so a refusal is
 * rare; when the server still refuses (posting thresholds, a barred role) its message is shown
 * and the dialog stays open with the text. A new post's draft survives closing the dialog.
 */
export function DiscussionFormDialog({
  open,
  onClose,
  categories,
  editing,
  pid,
  defaultCategoryId,
  group,
  onSaved,
}: DiscussionFormDialogProps) {
  const { t } = useTranslation('discussion');
  const { isAdmin: isSiteAdmin } = useDiscussionRoles();
  const isAdmin = group ? group.canPin : isSiteAdmin;
  const ids = { title: useId(), description: useId(), category: useId() };
  const [draft, setDraft] = useState<DiscussionDraft>(() => editing ?? emptyDraft(defaultCategoryId));
  const [errors, setErrors] = useState<Partial<Record<DraftField, DraftError | null>>>({});
  const addPublic = useAddDiscussion();
  const updatePublic = useUpdateDiscussion();
  const addInGroup = useAddGroupDiscussion();
  const updateInGroup = useUpdateGroupDiscussion();
  const add = group ? addInGroup : addPublic;
  const update = group ? updateInGroup : updatePublic;
  const busy = add.isPending || update.isPending;
  // A new post opened from a category's list starts in that category unless one was chosen.
  useEffect(() => {
    if (open && !editing && defaultCategoryId)
      setDraft((current) =>
        current.categoryId === null ? { ...current, categoryId: defaultCategoryId } : current,
      );
  }, [open, editing, defaultCategoryId]);

  const labels: Record<DraftField, string> = {
    title: t('form.title'),
    description: t('form.description'),
    categoryId: t('form.category'),
    content: t('form.content'),
  };
  const message = (field: DraftField) => {
    const error = errors[field];
    if (!error) return null;
    return error.kind === 'required'
      ? t('validation.required', { field: labels[field] })
      : t('validation.tooLong', { field: labels[field], max: error.max });
  };
  const change = <K extends keyof DiscussionDraft>(field: K, value: DiscussionDraft[K]) => {
    setDraft((current) => ({ ...current, [field]: value }));
    if (field in errors) setErrors((current) => ({ ...current, [field]: null }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const title = editing ? draft.title : problemTitle(draft.title, pid);
    const found = checkDraft(draft, title);
    setErrors(found);
    if (Object.values(found).some(Boolean) || draft.categoryId === null) return;
    const fields = {
      title,
      description: draft.description,
      content: draft.content,
      categoryId: draft.categoryId,
      topPriority: isAdmin ? draft.topPriority : (editing?.topPriority ?? false),
    };
    const done = (text: string) => () => {
      toast.success(text);
      if (!editing) setDraft(emptyDraft(defaultCategoryId));
      onSaved?.();
      onClose();
    };
    if (editing) update.mutate({ id: editing.id, ...fields }, { onSuccess: done(t('messages.updated')) });
    else if (group)
      addInGroup.mutate(
        { ...fields, gid: group.gid, ...(pid ? { pid } : {}) },
        { onSuccess: done(t('messages.posted')) },
      );
    else addPublic.mutate({ ...fields, ...(pid ? { pid } : {}) }, { onSuccess: done(t('messages.posted')) });
  };

  return (
    <Modal
      open={open}
      onClose={onClose}
      // A group's form fills the screen (spec 3 §2: the create dialog is fullscreen).
      width={1100}
      fullscreen={group !== undefined}
      closeOnBackdrop={false}
      title={editing ? t('form.editTitle') : t('form.createTitle')}
    >
      <form noValidate onSubmit={submit} className="flex flex-col gap-2">
        <div className="grid gap-x-4 md:grid-cols-2">
          <Field label={labels.title} required htmlFor={ids.title} error={message('title')}>
            <input
              id={ids.title}
              className={`input w-full ${errors.title ? 'input-error' : ''}`}
              value={draft.title}
              aria-invalid={errors.title ? true : undefined}
              onChange={(event) => change('title', event.target.value)}
            />
            {!editing && pid && (
              <span className="text-xs opacity-70">{t('form.titlePrefixHint', { problemId: pid })}</span>
            )}
          </Field>
          <Field label={labels.categoryId} required htmlFor={ids.category} error={message('categoryId')}>
            <select
              id={ids.category}
              className={`select w-full ${errors.categoryId ? 'select-error' : ''}`}
              value={draft.categoryId ?? ''}
              aria-invalid={errors.categoryId ? true : undefined}
              onChange={(event) =>
                change('categoryId', event.target.value ? Number(event.target.value) : null)
              }
            >
              <option value="">{t('form.chooseCategory')}</option>
              {categories.map((category) => (
                <option key={category.id} value={category.id}>
                  {category.name}
                </option>
              ))}
            </select>
          </Field>
        </div>
        <Field label={labels.description} required htmlFor={ids.description} error={message('description')}>
          <input
            id={ids.description}
            className={`input w-full ${errors.description ? 'input-error' : ''}`}
            value={draft.description}
            aria-invalid={errors.description ? true : undefined}
            onChange={(event) => change('description', event.target.value)}
          />
        </Field>
        {isAdmin && (
          <div className="py-2">
            <Toggle
              label={t('form.top')}
              checked={draft.topPriority}
              onChange={(checked) => change('topPriority', checked)}
            />
          </div>
        )}
        <MarkdownEditor
          label={labels.content}
          required
          rows={14}
          value={draft.content}
          onChange={(value) => change('content', value)}
          error={message('content')}
          uploads={isAdmin}
        />
        <div className="modal-action">
          <button type="button" className="btn btn-ghost" onClick={onClose}>
            {t('common:actions.cancel')}
          </button>
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {busy && <span className="loading loading-spinner loading-sm" />}
            {editing ? t('form.submitEdit') : t('form.submitCreate')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
