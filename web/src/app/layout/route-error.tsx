import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import NotFoundRoute from '../routes/not-found';

/** A page that failed to load its code or threw while rendering. */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundRoute />;
  console.error('Route failed', error);
  const chunkFailed = error instanceof Error && error.name === 'ChunkLoadError';
  return (
    <section
      role="alert"
      className="mx-auto flex min-h-[50vh] max-w-lg flex-col items-center justify-center gap-4 text-center"
    >
      <h1 className="text-2xl font-bold">
        {t(chunkFailed ? 'errors.pageLoadFailed' : 'errors.pageCrashed')}
      </h1>
      <p className="opacity-70">{t('errors.reloadHint')}</p>
      <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
        {t('actions.reload')}
      </button>
    </section>
  );
}
