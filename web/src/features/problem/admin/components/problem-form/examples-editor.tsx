import { useTranslation } from 'react-i18next';
import type { SectionProps } from './types';

/** Spec 3 §9: at most two examples are recommended (a hint, not a rule). */
const RECOMMENDED_MAX_EXAMPLES = 2;

/** Statement examples: input/output pairs, at most two recommended (spec 3 §5). */
export function ExamplesEditor({ form, update }: SectionProps) {
  const { t } = useTranslation('admin');
  const setExample = (index: number, field: 'input' | 'output', value: string) =>
    update((f) => ({
      examples: f.examples.map((row, i) => (i === index ? { ...row, [field]: value } : row)),
    }));
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-medium">{t('form.examples')}</h3>
        <span
          className={`text-xs ${form.examples.length > RECOMMENDED_MAX_EXAMPLES ? 'text-warning' : 'opacity-70'}`}
        >
          {t('form.examplesHint', { count: RECOMMENDED_MAX_EXAMPLES })}
        </span>
      </div>
      {form.examples.map((example, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: examples have no identity but their place
        <div key={index} className="rounded-box border border-base-300 p-3">
          <div className="mb-2 flex items-center justify-between">
            <span className="text-sm font-medium">{t('form.exampleN', { n: index + 1 })}</span>
            <button
              type="button"
              className="btn btn-ghost btn-xs text-error"
              onClick={() => update((f) => ({ examples: f.examples.filter((_, i) => i !== index) }))}
            >
              {t('actions.delete')}
            </button>
          </div>
          <div className="grid gap-3 md:grid-cols-2">
            <label className="flex flex-col gap-1 text-sm">
              <span>{t('form.exampleInput')}</span>
              <textarea
                className="textarea w-full font-mono text-sm"
                rows={4}
                value={example.input}
                aria-label={t('form.exampleInputN', { n: index + 1 })}
                onChange={(event) => setExample(index, 'input', event.target.value)}
              />
            </label>
            <label className="flex flex-col gap-1 text-sm">
              <span>{t('form.exampleOutput')}</span>
              <textarea
                className="textarea w-full font-mono text-sm"
                rows={4}
                value={example.output}
                aria-label={t('form.exampleOutputN', { n: index + 1 })}
                onChange={(event) => setExample(index, 'output', event.target.value)}
              />
            </label>
          </div>
        </div>
      ))}
      <button
        type="button"
        className="btn btn-sm btn-outline self-start"
        onClick={() => update((f) => ({ examples: [...f.examples, { input: '', output: '' }] }))}
      >
        {t('form.addExample')}
      </button>
    </div>
  );
}
