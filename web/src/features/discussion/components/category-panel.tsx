import type { DiscussionCategory } from '@contract/discussion';
import { CheckIcon, EditIcon, FolderIcon, PlusIcon, TrashIcon } from '@web/components/icons';
import { toast } from '@web/lib/toast';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSaveDiscussionCategories } from '../api/save-categories';

interface EditedCategory {
  /** Null for a category added in this edit. */
  id: number | null;
  name: string;
  /** Tells apart rows added in this edit (they have no id yet). */
  key: string;
}

export interface CategoryPanelProps {
  categories: readonly DiscussionCategory[];
  loading?: boolean;
  activeCid?: number;
  /** Where a category (or all, for undefined) leads. */
  linkTo: (cid?: number) => string;
  /** The super admin edits the list. */
  canEdit: boolean;
}

let nextKey = 1;

/**
 * The category list beside the discussions (spec 2 §2, §4). The super admin switches it into an
 * edit mode: rename, add, and drop rows added in this edit; leaving edit mode saves the full list.
 * The server keeps categories left out of the list (discussions point at them), so stored ones
 * are renamed, never removed, here.
 */
export function CategoryPanel({ categories, loading, activeCid, linkTo, canEdit }: CategoryPanelProps) {
  const { t } = useTranslation('discussion');
  const [editing, setEditing] = useState<EditedCategory[] | null>(null);
  const save = useSaveDiscussionCategories();

  const startEditing = () =>
    setEditing(
      categories.map((category) => ({ id: category.id, name: category.name, key: `c${category.id}` })),
    );

  const finishEditing = () => {
    if (!editing) return;
    save.mutate(
      editing.map(({ id, name }) => (id === null ? { name } : { id, name })),
      {
        onSuccess: () => {
          toast.success(t('category.saved'));
          setEditing(null);
        },
      },
    );
  };

  const rename = (key: string, name: string) =>
    setEditing((rows) => rows?.map((row) => (row.key === key ? { ...row, name } : row)) ?? null);

  return (
    <section className="card border border-base-300 bg-base-100" aria-labelledby="discussion-categories">
      <div className="card-body gap-2 p-4">
        <div className="flex items-center justify-between gap-2">
          <h2 id="discussion-categories" className="flex items-center gap-2 font-semibold">
            <FolderIcon size={16} />
            <Link to={linkTo()} className="link link-hover">
              {t('category.title')}
            </Link>
          </h2>
          {canEdit &&
            (editing ? (
              <button
                type="button"
                className="btn btn-xs btn-primary"
                aria-label={t('category.doneLabel')}
                disabled={save.isPending}
                onClick={finishEditing}
              >
                {save.isPending ? (
                  <span className="loading loading-spinner loading-xs" />
                ) : (
                  <CheckIcon size={14} />
                )}
                {t('category.done')}
              </button>
            ) : (
              <button
                type="button"
                className="btn btn-xs btn-ghost"
                aria-label={t('category.editLabel')}
                onClick={startEditing}
              >
                <EditIcon size={14} />
                {t('category.edit')}
              </button>
            ))}
        </div>
        {editing ? (
          <div className="flex flex-col gap-2">
            {editing.map((row, index) => (
              <div key={row.key} className="flex gap-2">
                <input
                  className="input input-sm w-full"
                  aria-label={t('category.nameOf', { index: index + 1 })}
                  placeholder={t('category.name')}
                  value={row.name}
                  onChange={(event) => rename(row.key, event.target.value)}
                />
                {row.id === null && (
                  <button
                    type="button"
                    className="btn btn-sm btn-square btn-ghost text-error"
                    aria-label={t('category.remove', { name: row.name || index + 1 })}
                    onClick={() =>
                      setEditing((rows) => rows?.filter((other) => other.key !== row.key) ?? null)
                    }
                  >
                    <TrashIcon size={16} />
                  </button>
                )}
              </div>
            ))}
            <button
              type="button"
              className="btn btn-sm btn-outline btn-primary"
              onClick={() =>
                setEditing((rows) => [...(rows ?? []), { id: null, name: '', key: `new${nextKey++}` }])
              }
            >
              <PlusIcon size={16} />
              {t('category.add')}
            </button>
          </div>
        ) : loading ? (
          <div className="skeleton h-24 w-full" />
        ) : categories.length === 0 ? (
          <p className="py-2 text-sm opacity-60">{t('category.empty')}</p>
        ) : (
          <ul className="menu menu-sm w-full p-0">
            <li>
              <Link to={linkTo()} className={activeCid === undefined ? 'menu-active' : ''}>
                {t('category.all')}
              </Link>
            </li>
            {categories.map((category) => (
              <li key={category.id}>
                <Link
                  to={linkTo(category.id)}
                  className={activeCid === category.id ? 'menu-active' : ''}
                  aria-current={activeCid === category.id ? 'true' : undefined}
                >
                  <span className="truncate">{category.name}</span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
