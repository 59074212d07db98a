import { LOCAL_OJ } from '@contract/limits';
import { CloseIcon } from '@web/components/icons';
import { toast } from '@web/lib/toast';
import { type KeyboardEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAllTags } from '../../api/tags';
import { addTag } from '../../lib/tags';
import type { SectionProps } from './types';

/** Tags: pick an existing one or type a new one; the same tag twice is refused (spec 3 §5). */
export function TagsEditor({ form, update, gid }: SectionProps) {
  const { t } = useTranslation('admin');
  const listId = useId();
  const [draft, setDraft] = useState('');
  const existing = useAllTags(LOCAL_OJ, gid).data ?? [];

  const add = () => {
    const result = addTag(form.tags, draft, existing);
    if (!result.ok) {
      if (result.reason === 'duplicate') toast.warning(t('validation.duplicateTag'));
      return;
    }
    update({ tags: result.tags });
    setDraft('');
  };

  const onKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      add();
    }
  };

  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap gap-2" aria-live="polite">
        {form.tags.length === 0 && <span className="text-sm opacity-60">{t('form.noTags')}</span>}
        {form.tags.map((tag) => (
          <span
            key={tag.name}
            className="badge badge-lg h-auto gap-1 border-0 text-white whitespace-nowrap"
            style={{ backgroundColor: tag.color ?? undefined }}
          >
            {tag.name}
            <button
              type="button"
              className="btn btn-ghost btn-xs btn-circle min-h-0 text-white"
              aria-label={t('form.removeTag', { name: tag.name })}
              onClick={() => update((f) => ({ tags: f.tags.filter((other) => other.name !== tag.name) }))}
            >
              <CloseIcon size={12} />
            </button>
          </span>
        ))}
      </div>
      <div className="join w-full max-w-md">
        <input
          className="input input-sm join-item flex-1"
          list={listId}
          placeholder={t('form.tagPlaceholder')}
          aria-label={t('form.tagPlaceholder')}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKey}
        />
        <button type="button" className="btn btn-sm join-item" onClick={add}>
          {t('form.addTag')}
        </button>
      </div>
      <datalist id={listId}>
        {existing.map((tag) => (
          <option key={tag.id} value={tag.name} />
        ))}
      </datalist>
    </div>
  );
}
