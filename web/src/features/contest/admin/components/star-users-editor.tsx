import { CloseIcon } from '@web/components/icons';
import { toast } from '@web/lib/toast';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addStarUser } from '../lib/contest-form';

/** Star (unofficial) participants: ranked −1, never awarded (spec 2 §5). */
export function StarUsersEditor({
  value,
  onChange,
}: {
  value: string[];
  onChange: (list: string[]) => void;
}) {
  const { t } = useTranslation('contestAdmin');
  const [input, setInput] = useState('');

  const add = () => {
    const result = addStarUser(value, input);
    if (result.ok) onChange(result.list);
    else if (result.reason === 'duplicate') toast.warning(t('validation.starUserRepeated'));
    setInput('');
  };

  return (
    <div className="flex flex-col gap-2">
      {value.length > 0 && (
        <ul className="flex flex-wrap gap-2" aria-label={t('fields.starAccount')}>
          {value.map((name) => (
            <li key={name} className="badge badge-warning badge-soft gap-1 py-3">
              {name}
              <button
                type="button"
                className="btn btn-ghost btn-circle btn-xs"
                aria-label={t('form.removeStarUser', { name })}
                onClick={() => onChange(value.filter((item) => item !== name))}
              >
                <CloseIcon size={12} />
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="join w-full max-w-sm">
        <input
          className="input input-sm join-item w-full"
          aria-label={t('form.starUserInput')}
          placeholder={t('form.starUserInput')}
          value={input}
          onChange={(event) => setInput(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              add();
            }
          }}
        />
        <button type="button" className="btn btn-sm join-item" onClick={add}>
          {t('actions.add')}
        </button>
      </div>
    </div>
  );
}
