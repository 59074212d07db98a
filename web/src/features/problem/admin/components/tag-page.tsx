import { DEFAULT_TAG_COLOR, LOCAL_OJ, REMOTE_OJS } from '@contract/limits';
import type { Tag, TagClassification } from '@contract/problem';
import type { ColumnDef } from '@tanstack/react-table';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { DataTable } from '@web/components/ui/data-table';
import { Field } from '@web/components/ui/field';
import { FormField } from '@web/components/ui/form-field';
import { Modal } from '@web/components/ui/modal';
import { Panel } from '@web/components/ui/panel';
import { toast } from '@web/lib/toast';
import { type FormEvent, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type TagClassificationInput,
  useTagClassificationMutations,
  useTagClassifications,
} from '../api/tag-classifications';
import { type TagInput, useAllTags, useTagMutations } from '../api/tags';

const OJ_CHOICES = [LOCAL_OJ, ...REMOTE_OJS] as const;
const COLOR_SAVE_DELAY_MS = 600;

function OjSelect({
  value,
  onChange,
  withAll,
  label,
}: {
  value: string;
  onChange: (oj: string) => void;
  withAll?: boolean;
  label: string;
}) {
  const { t } = useTranslation('admin');
  return (
    <select
      className="select select-sm w-full"
      aria-label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    >
      {withAll && <option value="ALL">{t('tags.allOj')}</option>}
      {OJ_CHOICES.map((oj) => (
        <option key={oj} value={oj}>
          {oj === LOCAL_OJ ? t('tags.localOj') : oj}
        </option>
      ))}
    </select>
  );
}

/** The tag's colour, saved a moment after the picker stops moving. */
function ColorCell({ tag, onSave }: { tag: Tag; onSave: (color: string) => void }) {
  const { t } = useTranslation('admin');
  const [color, setColor] = useState(tag.color || DEFAULT_TAG_COLOR);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => setColor(tag.color || DEFAULT_TAG_COLOR), [tag.color]);
  useEffect(() => () => clearTimeout(timer.current), []);
  return (
    <input
      type="color"
      className="h-8 w-12 cursor-pointer rounded border border-base-300 bg-transparent"
      aria-label={t('tags.colorOf', { name: tag.name })}
      value={color}
      onChange={(event) => {
        const next = event.target.value;
        setColor(next);
        clearTimeout(timer.current);
        timer.current = setTimeout(() => {
          if (next !== tag.color) onSave(next);
        }, COLOR_SAVE_DELAY_MS);
      }}
    />
  );
}

/**
 * State of a dialog that edits something with a required name (a tag, a classification): the
 * name is checked and trimmed before saving, and the dialog closes with a toast once saved.
 */
function useNamedForm<T extends { id?: number; name: string }>(
  initial: T,
  save: { mutate: (value: T, options: { onSuccess: () => void }) => void },
  onClose: () => void,
) {
  const { t } = useTranslation('admin');
  const [value, setValue] = useState(initial);
  const [nameError, setNameError] = useState<string | undefined>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!value.name.trim()) {
      setNameError(t('tags.nameRequired'));
      return;
    }
    save.mutate(
      { ...value, name: value.name.trim() },
      {
        onSuccess: () => {
          toast.success(t(value.id ? 'messages.updated' : 'messages.created'));
          onClose();
        },
      },
    );
  };
  return { value, setValue, nameError, setNameError, submit };
}

function TagDialog({
  tag,
  classifications,
  onClose,
}: {
  tag: TagInput;
  classifications: TagClassification[];
  onClose: () => void;
}) {
  const { t } = useTranslation('admin');
  const { save } = useTagMutations();
  const { value, setValue, nameError, setNameError, submit } = useNamedForm(tag, save, onClose);
  const choices = classifications.filter((c) => c.oj === value.oj);
  return (
    <Modal
      open
      onClose={onClose}
      closeOnBackdrop={false}
      title={t(value.id ? 'tags.editTag' : 'tags.createTag')}
    >
      <form onSubmit={submit} noValidate className="flex flex-col gap-1">
        <FormField
          label={t('tags.name')}
          name="tagName"
          value={value.name}
          error={nameError}
          onChange={(event) => {
            setNameError(undefined);
            setValue((v) => ({ ...v, name: event.target.value }));
          }}
        />
        <Field label={t('tags.color')} htmlFor="tag-color">
          <div className="flex items-center gap-2">
            <input
              id="tag-color"
              type="color"
              className="h-9 w-14 cursor-pointer rounded border border-base-300 bg-transparent"
              value={value.color}
              onChange={(event) => setValue((v) => ({ ...v, color: event.target.value }))}
            />
            <span
              className="badge h-auto border-0 text-white whitespace-nowrap"
              style={{ backgroundColor: value.color }}
            >
              {value.name || t('tags.preview')}
            </span>
          </div>
        </Field>
        <Field label={t('tags.oj')}>
          <OjSelect
            label={t('tags.oj')}
            value={value.oj}
            onChange={(oj) => setValue((v) => ({ ...v, oj, tcid: null }))}
          />
        </Field>
        <Field label={t('tags.classification')}>
          <select
            className="select select-sm w-full"
            aria-label={t('tags.classification')}
            value={value.tcid ?? ''}
            onChange={(event) =>
              setValue((v) => ({ ...v, tcid: event.target.value ? Number(event.target.value) : null }))
            }
          >
            <option value="">{t('tags.unclassified')}</option>
            {choices.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
        </Field>
        <div className="modal-action">
          <button type="button" className="btn btn-ghost" onClick={onClose}>
            {t('common:actions.cancel')}
          </button>
          <button type="submit" className="btn btn-primary" disabled={save.isPending}>
            {save.isPending && <span className="loading loading-spinner loading-sm" />}
            {t('common:actions.save')}
          </button>
        </div>
      </form>
    </Modal>
  );
}

function ClassificationDialog({
  value: initial,
  onClose,
}: {
  value: TagClassificationInput;
  onClose: () => void;
}) {
  const { t } = useTranslation('admin');
  const { save } = useTagClassificationMutations();
  const { value, setValue, nameError, setNameError, submit } = useNamedForm(initial, save, onClose);
  return (
    <Modal
      open
      onClose={onClose}
      closeOnBackdrop={false}
      title={t(value.id ? 'tags.editClassification' : 'tags.createClassification')}
    >
      <form onSubmit={submit} noValidate className="flex flex-col gap-1">
        <FormField
          label={t('tags.name')}
          name="classificationName"
          value={value.name}
          error={nameError}
          onChange={(event) => {
            setNameError(undefined);
            setValue((v) => ({ ...v, name: event.target.value }));
          }}
        />
        <Field label={t('tags.oj')}>
          <OjSelect
            label={t('tags.oj')}
            value={value.oj}
            onChange={(oj) => setValue((v) => ({ ...v, oj }))}
          />
        </Field>
        <FormField
          label={t('tags.rank')}
          name="rank"
          type="number"
          min={0}
          hint={t('tags.rankHint')}
          value={value.rank}
          onChange={(event) =>
            setValue((v) => ({ ...v, rank: Math.max(0, Number(event.target.value) || 0) }))
          }
        />
        <div className="modal-action">
          <button type="button" className="btn btn-ghost" onClick={onClose}>
            {t('common:actions.cancel')}
          </button>
          <button type="submit" className="btn btn-primary" disabled={save.isPending}>
            {save.isPending && <span className="loading loading-spinner loading-sm" />}
            {t('common:actions.save')}
          </button>
        </div>
      </form>
    </Modal>
  );
}

type Pending = { kind: 'tag'; tag: Tag } | { kind: 'classification'; classification: TagClassification };

/** /admin/problem/tag: tags (name, colour, oj, classification) and tag classifications (spec 3 §3). */
export function TagPage() {
  const { t } = useTranslation('admin');
  const [oj, setOj] = useState<string>('ALL');
  const tags = useAllTags(oj);
  const classifications = useTagClassifications(oj);
  const allClassifications = useTagClassifications('ALL');
  const tagMutations = useTagMutations();
  const classificationMutations = useTagClassificationMutations();
  const [editingTag, setEditingTag] = useState<TagInput | null>(null);
  const [editingClassification, setEditingClassification] = useState<TagClassificationInput | null>(null);
  const [pendingDelete, setPendingDelete] = useState<Pending | null>(null);
  const classificationList = allClassifications.data ?? classifications.data ?? [];
  const newOj = oj === 'ALL' ? LOCAL_OJ : oj;

  const tagColumns = useMemo<ColumnDef<Tag>[]>(
    () => [
      {
        id: 'name',
        header: t('tags.name'),
        cell: ({ row }) => (
          <span
            className="badge h-auto border-0 text-white whitespace-nowrap"
            style={{ backgroundColor: row.original.color || DEFAULT_TAG_COLOR }}
          >
            {row.original.name}
          </span>
        ),
      },
      {
        id: 'color',
        header: t('tags.color'),
        cell: ({ row }) => (
          <ColorCell
            tag={row.original}
            onSave={(color) =>
              tagMutations.save.mutate(
                {
                  id: row.original.id,
                  name: row.original.name,
                  color,
                  oj: row.original.oj,
                  tcid: row.original.tcid,
                },
                { onSuccess: () => toast.success(t('messages.updated')) },
              )
            }
          />
        ),
      },
      { id: 'oj', header: t('tags.oj'), cell: ({ row }) => row.original.oj },
      {
        id: 'classification',
        header: t('tags.classification'),
        cell: ({ row }) =>
          classificationList.find((c) => c.id === row.original.tcid)?.name ?? (
            <span className="opacity-60">{t('tags.unclassified')}</span>
          ),
      },
      {
        id: 'actions',
        header: t('fields.actions'),
        cell: ({ row }) => (
          <div className="flex gap-1">
            <button
              type="button"
              className="btn btn-ghost btn-xs"
              onClick={() =>
                setEditingTag({
                  id: row.original.id,
                  name: row.original.name,
                  color: row.original.color || DEFAULT_TAG_COLOR,
                  oj: row.original.oj,
                  tcid: row.original.tcid,
                })
              }
            >
              {t('actions.edit')}
            </button>
            <button
              type="button"
              className="btn btn-ghost btn-xs text-error"
              onClick={() => setPendingDelete({ kind: 'tag', tag: row.original })}
            >
              {t('actions.delete')}
            </button>
          </div>
        ),
      },
    ],
    [t, classificationList, tagMutations.save],
  );

  const classificationColumns = useMemo<ColumnDef<TagClassification>[]>(
    () => [
      { id: 'name', header: t('tags.name'), cell: ({ row }) => row.original.name },
      { id: 'oj', header: t('tags.oj'), cell: ({ row }) => row.original.oj },
      { id: 'rank', header: t('tags.rank'), cell: ({ row }) => row.original.rank },
      {
        id: 'actions',
        header: t('fields.actions'),
        cell: ({ row }) => (
          <div className="flex gap-1">
            <button
              type="button"
              className="btn btn-ghost btn-xs"
              onClick={() =>
                setEditingClassification({
                  id: row.original.id,
                  name: row.original.name,
                  oj: row.original.oj,
                  rank: row.original.rank,
                })
              }
            >
              {t('actions.edit')}
            </button>
            <button
              type="button"
              className="btn btn-ghost btn-xs text-error"
              onClick={() => setPendingDelete({ kind: 'classification', classification: row.original })}
            >
              {t('actions.delete')}
            </button>
          </div>
        ),
      },
    ],
    [t],
  );

  const confirmDelete = () => {
    if (!pendingDelete) return;
    const done = {
      onSuccess: () => {
        toast.success(t('messages.deleted'));
        setPendingDelete(null);
      },
    };
    if (pendingDelete.kind === 'tag') tagMutations.remove.mutate(pendingDelete.tag.id, done);
    else classificationMutations.remove.mutate(pendingDelete.classification.id, done);
  };

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-xl font-bold">{t('title.tags')}</h1>
        <div className="w-48">
          <OjSelect label={t('tags.filterOj')} value={oj} onChange={setOj} withAll />
        </div>
      </div>
      <div className="grid grid-cols-1 gap-4 xl:grid-cols-5">
        <Panel
          className="xl:col-span-3"
          title={t('tags.tagList')}
          actions={
            <button
              type="button"
              className="btn btn-sm btn-primary"
              onClick={() => setEditingTag({ name: '', color: DEFAULT_TAG_COLOR, oj: newOj, tcid: null })}
            >
              {t('tags.createTag')}
            </button>
          }
        >
          <DataTable
            data={tags.data ?? []}
            columns={tagColumns}
            loading={tags.isFetching}
            getRowId={(row) => String(row.id)}
          />
        </Panel>
        <Panel
          className="xl:col-span-2"
          title={t('tags.classificationList')}
          actions={
            <button
              type="button"
              className="btn btn-sm btn-primary"
              onClick={() => setEditingClassification({ name: '', oj: newOj, rank: 0 })}
            >
              {t('tags.createClassification')}
            </button>
          }
        >
          <DataTable
            data={classifications.data ?? []}
            columns={classificationColumns}
            loading={classifications.isFetching}
            getRowId={(row) => String(row.id)}
          />
        </Panel>
      </div>
      {editingTag && (
        <TagDialog
          tag={editingTag}
          classifications={classificationList}
          onClose={() => setEditingTag(null)}
        />
      )}
      {editingClassification && (
        <ClassificationDialog value={editingClassification} onClose={() => setEditingClassification(null)} />
      )}
      <ConfirmDialog
        danger
        open={pendingDelete !== null}
        title={t(pendingDelete?.kind === 'classification' ? 'tags.deleteClassification' : 'tags.deleteTag')}
        message={t('tags.deleteConfirm', {
          name:
            pendingDelete?.kind === 'tag'
              ? pendingDelete.tag.name
              : (pendingDelete?.classification.name ?? ''),
        })}
        confirmLabel={t('actions.delete')}
        busy={tagMutations.remove.isPending || classificationMutations.remove.isPending}
        onClose={() => setPendingDelete(null)}
        onConfirm={confirmDelete}
      />
    </div>
  );
}
