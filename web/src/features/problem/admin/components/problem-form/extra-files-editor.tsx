import { useTranslation } from 'react-i18next';
import type { ExtraFileRow } from '../../lib/problem-form';

/** Extra files (name + content) given to the user's program or to the checker/interactor. */
export function ExtraFilesEditor({
  title,
  hint,
  files,
  onChange,
}: {
  title: string;
  hint: string;
  files: ExtraFileRow[];
  onChange: (files: ExtraFileRow[]) => void;
}) {
  const { t } = useTranslation('admin');
  const set = (index: number, patch: Partial<ExtraFileRow>) =>
    onChange(files.map((file, i) => (i === index ? { ...file, ...patch } : file)));
  return (
    <div className="flex flex-col gap-2">
      <div>
        <h3 className="font-medium">{title}</h3>
        <p className="text-xs opacity-70">{hint}</p>
      </div>
      {files.map((file, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: rows are edited in place; names may repeat while typing
        <div key={index} className="flex flex-col gap-2 rounded-box border border-base-300 p-3">
          <div className="flex items-center gap-2">
            <input
              className={`input input-sm flex-1 font-mono ${file.name.trim() ? '' : 'input-warning'}`}
              placeholder={t('form.extraFileName')}
              aria-label={t('form.extraFileNameN', { n: index + 1 })}
              value={file.name}
              onChange={(event) => set(index, { name: event.target.value })}
            />
            <button
              type="button"
              className="btn btn-ghost btn-xs text-error"
              onClick={() => onChange(files.filter((_, i) => i !== index))}
            >
              {t('actions.delete')}
            </button>
          </div>
          <textarea
            className="textarea w-full font-mono text-sm"
            rows={4}
            placeholder={t('form.extraFileContent')}
            aria-label={t('form.extraFileContentN', { n: index + 1 })}
            value={file.content}
            onChange={(event) => set(index, { content: event.target.value })}
          />
        </div>
      ))}
      <button
        type="button"
        className="btn btn-sm btn-outline self-start"
        onClick={() => onChange([...files, { name: '', content: '' }])}
      >
        {t('form.addExtraFile')}
      </button>
    </div>
  );
}
