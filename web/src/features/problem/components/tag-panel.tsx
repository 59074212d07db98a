import type { Tag, TagClassificationGroup } from '@contract/problem';
import { ChevronDownIcon, SearchIcon, TagIcon } from '@web/components/icons';
import { EmptyState } from '@web/components/ui/empty-state';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TagBadge } from './tag-badge';

interface TagPanelProps {
  groups: TagClassificationGroup[] | undefined;
  loading: boolean;
  selected: number[];
  onToggle: (tagId: number) => void;
  onClear: () => void;
}

/** Tags by classification, searchable; a click adds or removes a tag from the filter. */
export function TagPanel({ groups, loading, selected, onToggle, onClear }: TagPanelProps) {
  const { t } = useTranslation('problem');
  const [search, setSearch] = useState('');

  const allTags = useMemo(() => {
    const map = new Map<number, Tag>();
    for (const group of groups ?? []) for (const tag of group.tagList) map.set(tag.id, tag);
    return map;
  }, [groups]);

  const visibleGroups = useMemo(() => {
    const needle = search.trim().toLowerCase();
    return (groups ?? [])
      .map((group) => ({
        ...group,
        tagList: needle
          ? group.tagList.filter((tag) => tag.name.toLowerCase().includes(needle))
          : group.tagList,
      }))
      .filter((group) => group.tagList.length > 0);
  }, [groups, search]);

  const selectedTags = selected.map((id) => allTags.get(id)).filter((tag): tag is Tag => Boolean(tag));

  return (
    <section className="card border border-base-300 bg-base-100" aria-labelledby="problem-tags-title">
      <div className="card-body gap-3 p-4">
        <div className="flex items-center justify-between gap-2">
          <h2 id="problem-tags-title" className="flex items-center gap-2 font-semibold">
            <TagIcon size={16} /> {t('tags.title')}
          </h2>
          {selected.length > 0 && (
            <button type="button" className="btn btn-ghost btn-xs" onClick={onClear}>
              {t('tags.clear')}
            </button>
          )}
        </div>
        <label className="input input-sm w-full">
          <SearchIcon size={14} className="opacity-60" />
          <input
            type="search"
            value={search}
            placeholder={t('tags.search')}
            aria-label={t('tags.search')}
            onChange={(event) => setSearch(event.target.value)}
          />
        </label>
        {selectedTags.length > 0 && (
          <ul className="flex flex-wrap gap-1.5" aria-label={t('tags.selected')}>
            {selectedTags.map((tag) => (
              <li key={tag.id}>
                <TagBadge tag={tag} selected onClick={() => onToggle(tag.id)} />
              </li>
            ))}
          </ul>
        )}
        {loading ? (
          <div className="space-y-2">
            <div className="skeleton h-4 w-24" />
            <div className="skeleton h-12 w-full" />
          </div>
        ) : visibleGroups.length === 0 ? (
          <EmptyState>{search ? t('tags.noMatch') : t('tags.empty')}</EmptyState>
        ) : (
          <div className="max-h-[60vh] space-y-1 overflow-y-auto pr-1">
            {visibleGroups.map((group) => (
              <details
                key={group.classification?.id ?? 'unclassified'}
                className="group rounded-box"
                open={Boolean(search) || visibleGroups.length <= 3 || undefined}
              >
                <summary className="flex cursor-pointer items-center justify-between rounded px-1 py-1.5 text-sm font-medium hover:bg-base-200">
                  <span>{group.classification?.name ?? t('tags.unclassified')}</span>
                  <span className="flex items-center gap-1">
                    <span className="badge badge-ghost badge-sm">{group.tagList.length}</span>
                    <ChevronDownIcon
                      size={14}
                      className="opacity-60 transition-transform group-open:rotate-180"
                    />
                  </span>
                </summary>
                <div className="flex flex-wrap gap-1.5 px-1 pt-1 pb-2">
                  {group.tagList.map((tag) => (
                    <TagBadge
                      key={tag.id}
                      tag={tag}
                      selected={selected.includes(tag.id)}
                      onClick={() => onToggle(tag.id)}
                    />
                  ))}
                </div>
              </details>
            ))}
          </div>
        )}
      </div>
    </section>
  );
}
