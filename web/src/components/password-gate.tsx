import { toast } from '@web/lib/toast';
import { type FormEvent, type ReactNode, useState } from 'react';

export interface PasswordGateProps {
  /** Registers with the password; a refusal rejects (the api client has already shown why). */
  register: (password: string) => Promise<unknown>;
  /** After the success toast, while the button still shows busy: refetch what the access opened. */
  afterRegister: () => Promise<unknown>;
  labels: { empty: string; registered: string; placeholder: string; submit: string };
  /** What the form says above the field. */
  children: ReactNode;
  className: string;
  testId: string;
}

/**
 * The password form of a protected contest or a private training (spec 2 §4): an empty password
 * is refused at once, and a right one registers the user and opens the place.
 */
export function PasswordGate({
  register,
  afterRegister,
  labels,
  children,
  className,
  testId,
}: PasswordGateProps) {
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (password === '') {
      toast.warning(labels.empty);
      return;
    }
    setBusy(true);
    try {
      await register(password);
      toast.success(labels.registered);
      await afterRegister();
    } catch {
      // The api client already showed the server's reason (wrong password, already registered).
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} className={className} data-testid={testId}>
      {children}
      <div className="join w-full">
        <input
          type="password"
          className="input input-sm join-item w-full"
          value={password}
          placeholder={labels.placeholder}
          aria-label={labels.placeholder}
          autoComplete="off"
          onChange={(event) => setPassword(event.target.value)}
        />
        <button type="submit" className="btn btn-sm btn-primary join-item" disabled={busy}>
          {busy && <span className="loading loading-spinner loading-xs" />}
          {labels.submit}
        </button>
      </div>
    </form>
  );
}
