import { DownloadIcon, FileIcon } from '@web/components/icons';
import { useTranslation } from 'react-i18next';

/** `userExtraFile` is a JSON map of file name to content; anything else means no annex. */
export function parseExtraFiles(raw: string | null | undefined): [string, string][] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    if (!value || typeof value !== 'object' || Array.isArray(value)) return [];
    return Object.entries(value as Record<string, unknown>).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    );
  } catch {
    return [];
  }
}

function download(name: string, content: string) {
  const url = URL.createObjectURL(new Blob([content], { type: 'text/plain;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Spec 1 §2.8 Problem Annex: the files given to the user's program beside its input. */
export function AnnexTab({ files }: { files: [string, string][] }) {
  const { t } = useTranslation('problem');
  return (
    <div className="space-y-3">
      <p className="text-sm opacity-70">{t('annex.hint')}</p>
      {files.map(([name, content]) => (
        <details key={name} className="rounded-box border border-base-300">
          <summary className="flex cursor-pointer items-center gap-2 px-3 py-2">
            <FileIcon size={16} />
            <span className="font-mono text-sm">{name}</span>
            <span className="text-xs opacity-60">{t('annex.size', { count: new Blob([content]).size })}</span>
            <button
              type="button"
              className="btn btn-ghost btn-xs ml-auto"
              onClick={(event) => {
                event.preventDefault();
                download(name, content);
              }}
            >
              <DownloadIcon size={14} /> {t('annex.download')}
            </button>
          </summary>
          <pre className="max-h-80 overflow-auto border-t border-base-300 bg-base-200/50 p-3 font-mono text-xs whitespace-pre">
            {content}
          </pre>
        </details>
      ))}
    </div>
  );
}
