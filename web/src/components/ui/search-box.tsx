import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchIcon } from '../icons';

export interface SearchInputProps {
  value: string;
  onChange: (value: string) => void;
  /** Placeholder and accessible name. */
  label: string;
  size?: 'sm' | 'md';
  name?: string;
  disabled?: boolean;
  className?: string;
}

/** A search field with its magnifier, for a filter form that submits several fields at once. */
export function SearchInput({
  value,
  onChange,
  label,
  size = 'sm',
  name,
  disabled,
  className = '',
}: SearchInputProps) {
  return (
    <label className={`input ${size === 'sm' ? 'input-sm' : ''} ${className}`}>
      <SearchIcon size={size === 'sm' ? 14 : 16} className="opacity-60" />
      <input
        type="search"
        name={name}
        value={value}
        placeholder={label}
        aria-label={label}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
      />
    </label>
  );
}

export interface SearchBoxProps extends Omit<SearchInputProps, 'className' | 'disabled'> {
  /** Called on submit with the trimmed value. */
  onSearch: (value: string) => void;
  /**
   * `button`: the field with its magnifier and a labelled Search button (public lists);
   * `compact`: the field joined to a magnifier button (admin toolbars).
   */
  variant?: 'button' | 'compact';
  /** Width and placement of the form. */
  className?: string;
  /** Width of the field in the compact variant. */
  inputClassName?: string;
}

/** One keyword search: a field and its submit button in a form, so Enter searches too. */
export function SearchBox({
  onSearch,
  variant = 'button',
  className = '',
  inputClassName = '',
  ...input
}: SearchBoxProps) {
  const { t } = useTranslation();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(input.value.trim());
  };
  if (variant === 'compact')
    return (
      <form onSubmit={submit} className={`join ${className}`}>
        <input
          className={`input input-sm join-item ${inputClassName}`}
          name={input.name}
          value={input.value}
          placeholder={input.label}
          aria-label={input.label}
          onChange={(event) => input.onChange(event.target.value)}
        />
        <button type="submit" className="btn btn-sm join-item" aria-label={t('common:actions.search')}>
          <SearchIcon size={16} />
        </button>
      </form>
    );
  const small = (input.size ?? 'sm') === 'sm';
  return (
    <form onSubmit={submit} className={`flex gap-2 ${className}`}>
      <SearchInput {...input} className="w-full" />
      <button type="submit" className={`btn btn-primary ${small ? 'btn-sm' : ''}`}>
        {t('common:actions.search')}
      </button>
    </form>
  );
}
