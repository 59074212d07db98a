/**
 * The button beside an email field that mails a verification code, showing the seconds left
 * while a resend is not yet allowed (spec 1 §4: 60 s for codes).
 */
export function SendCodeButton({
  secondsLeft,
  pending,
  label,
  waitingLabel,
  onClick,
}: {
  /** Seconds until a resend is allowed; 0 when it is. */
  secondsLeft: number;
  pending: boolean;
  label: string;
  /** Shown while waiting, e.g. "Resend in 42 s". */
  waitingLabel: string;
  onClick: () => void;
}) {
  const waiting = secondsLeft > 0;
  return (
    <button
      type="button"
      className="btn btn-outline btn-primary min-w-24 shrink-0 whitespace-nowrap px-3"
      disabled={waiting || pending}
      onClick={onClick}
    >
      {waiting ? waitingLabel : label}
    </button>
  );
}
