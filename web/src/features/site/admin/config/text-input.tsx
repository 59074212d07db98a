import { FormField } from '@web/components/ui/form-field';

/** A labelled text input of a configuration form, its message under it. */
export function TextInput({
  label,
  name,
  value,
  error,
  onChange,
  type = 'text',
  placeholder,
  autoComplete,
}: {
  label: string;
  name: string;
  value: string;
  error?: string;
  onChange: (value: string) => void;
  type?: string;
  placeholder?: string;
  autoComplete?: string;
}) {
  return (
    <FormField
      label={label}
      name={name}
      type={type}
      value={value}
      error={error}
      placeholder={placeholder}
      autoComplete={autoComplete}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
