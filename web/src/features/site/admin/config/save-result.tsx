/** The outcome of a save or a test, kept beside the button until the next try. */
export function SaveResult({ result }: { result: { ok: boolean; text: string } | null }) {
  if (!result) return null;
  return (
    <div
      role={result.ok ? 'status' : 'alert'}
      className={`alert alert-soft py-2 text-sm ${result.ok ? 'alert-success' : 'alert-error'}`}
      data-testid="config-result"
    >
      {result.text}
    </div>
  );
}
