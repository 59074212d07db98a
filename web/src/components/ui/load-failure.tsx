import { ApiError } from '@web/lib/api-client';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** Whether a failed load means the thing does not exist (the server answered 404), not that loading failed. */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.kind === 'not-found';
}

/**
 * The page of something opened by id that does not exist: what is missing, a line on why that
 * may be, and the way back to its list. Offering "Reload" here would only fail again.
 */
export function NotFoundState({
  title,
  backTo,
  backLabel,
}: {
  /** What is missing, e.g. "This problem does not exist". */
  title: string;
  backTo: string;
  backLabel: string;
}) {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-xl px-4 py-16 text-center" data-testid="not-found-state">
      <h1 className="mb-2 text-xl font-semibold">{title}</h1>
      <p className="mb-6 opacity-70">{t('states.notFoundText')}</p>
      <Link className="btn btn-primary" to={backTo}>
        {backLabel}
      </Link>
    </div>
  );
}

/**
 * A detail page whose data did not arrive: "not found" when the server says the id names nothing,
 * otherwise "could not be loaded" with Reload (a network or server failure may pass).
 */
export function LoadFailure({
  error,
  notFoundTitle,
  failedText,
  onRetry,
  backTo,
  backLabel,
}: {
  /** The query's error; null or anything else than a 404 counts as a failed load. */
  error: unknown;
  notFoundTitle: string;
  failedText: string;
  onRetry?: () => void;
  backTo: string;
  backLabel: string;
}) {
  const { t } = useTranslation();
  if (isNotFound(error)) return <NotFoundState title={notFoundTitle} backTo={backTo} backLabel={backLabel} />;
  return (
    <div className="mx-auto max-w-xl px-4 py-16 text-center" data-testid="load-failed-state">
      <p className="mb-4 text-lg">{failedText}</p>
      <div className="flex justify-center gap-2">
        {onRetry && (
          <button type="button" className="btn btn-primary" onClick={onRetry}>
            {t('actions.reload')}
          </button>
        )}
        <Link className="btn" to={backTo}>
          {backLabel}
        </Link>
      </div>
    </div>
  );
}
