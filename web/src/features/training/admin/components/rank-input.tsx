import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { parseRank } from '../lib/training-form';

/**
 * A training problem's rank edited in place (HOJ's number box): saved when the box loses focus or
 * on Enter, only when it changed; a value outside 0..2147483647 is refused and put back.
 */
export function RankInput({
  value,
  label,
  disabled,
  onSave,
}: {
  value: number;
  label: string;
  disabled?: boolean;
  onSave: (rank: number) => void;
}) {
  const { t } = useTranslation('trainingAdmin');
  const [text, setText] = useState(String(value));
  const [invalid, setInvalid] = useState(false);
  const [shown, setShown] = useState(value);
  // A fresh value from the server replaces what is shown once nothing is being typed.
  if (shown !== value) {
    setShown(value);
    setText(String(value));
    setInvalid(false);
  }

  const commit = () => {
    const rank = parseRank(text);
    if (rank === null) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    if (rank !== value) onSave(rank);
  };

  return (
    <div className="flex flex-col">
      <input
        className={`input input-sm w-28 font-mono ${invalid ? 'input-error' : ''}`}
        inputMode="numeric"
        aria-label={label}
        aria-invalid={invalid || undefined}
        value={text}
        disabled={disabled}
        onChange={(event) => setText(event.target.value)}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            commit();
          }
          if (event.key === 'Escape') {
            setText(String(value));
            setInvalid(false);
          }
        }}
      />
      {invalid && (
        <span role="alert" className="text-error text-xs">
          {t('validation.rankRange', { field: t('fields.rank') })}
        </span>
      )}
    </div>
  );
}
