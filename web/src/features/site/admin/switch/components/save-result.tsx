import { useTranslation } from 'react-i18next';

export type SaveResult = { ok: true } | { ok: false; message: string } | null;

/** The outcome of the last save, next to the button that made it. */
export function SaveResultNote({ result }: { result: SaveResult }) {
  const { t } = useTranslation('switchAdmin');
  if (!result) return null;
  return result.ok ? (
    <p role="status" className="text-sm text-success">
      {t('saved')}
    </p>
  ) : (
    <p role="alert" className="text-sm text-error">
      {t('saveFailed', { message: result.message })}
    </p>
  );
}
