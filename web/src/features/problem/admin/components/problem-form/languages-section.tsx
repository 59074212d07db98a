import type { Language } from '@contract/problem';
import { CodeEditor, defaultEditorTheme } from '@web/components/code-editor';
import { useTheme } from '@web/lib/theme';
import { useTranslation } from 'react-i18next';
import type { TemplateRow } from '../../lib/problem-form';
import type { SectionProps } from './types';

/** The languages a problem accepts: a checkbox each, from GET /api/languages. */
export function LanguagesSection({ form, update, languages }: SectionProps & { languages: Language[] }) {
  const { t } = useTranslation('admin');
  const names = languages.map((l) => l.name);
  const toggle = (name: string, on: boolean) =>
    update((f) => ({
      languages: on
        ? names.filter((n) => n === name || f.languages.includes(n))
        : f.languages.filter((n) => n !== name),
    }));
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap gap-2">
        <button type="button" className="btn btn-xs" onClick={() => update({ languages: names })}>
          {t('form.selectAll')}
        </button>
        <button type="button" className="btn btn-xs" onClick={() => update({ languages: [] })}>
          {t('form.selectNone')}
        </button>
      </div>
      <fieldset
        className="grid grid-cols-2 gap-2 sm:grid-cols-3 xl:grid-cols-4"
        aria-label={t('form.languages')}
      >
        {languages.map((language) => (
          <label
            key={language.id}
            className="flex cursor-pointer items-center gap-2 text-sm"
            title={language.description}
          >
            <input
              type="checkbox"
              className="checkbox checkbox-sm checkbox-primary"
              checked={form.languages.includes(language.name)}
              onChange={(event) => toggle(language.name, event.target.checked)}
            />
            {language.name}
          </label>
        ))}
        {languages.length === 0 && <span className="text-sm opacity-60">{t('form.noLanguages')}</span>}
      </fieldset>
    </div>
  );
}

/** Code templates per accepted language: enable one to give users starting code. */
export function TemplatesSection({ form, update, languages }: SectionProps & { languages: Language[] }) {
  const { t } = useTranslation('admin');
  const pageTheme = useTheme();
  const templateOf = (name: string): TemplateRow =>
    form.codeTemplates.find((row) => row.language === name) ?? { language: name, code: '', status: false };
  const setTemplate = (name: string, patch: Partial<TemplateRow>) =>
    update((f) => {
      const exists = f.codeTemplates.some((row) => row.language === name);
      return {
        codeTemplates: exists
          ? f.codeTemplates.map((row) => (row.language === name ? { ...row, ...patch } : row))
          : [...f.codeTemplates, { language: name, code: '', status: false, ...patch }],
      };
    });
  if (form.languages.length === 0)
    return <p className="text-sm opacity-60">{t('form.templatesNeedLanguages')}</p>;
  return (
    <div className="flex flex-col gap-2">
      {form.languages.map((name) => {
        const template = templateOf(name);
        const language = languages.find((l) => l.name === name);
        return (
          <div key={name} className="rounded-box border border-base-300 p-3">
            <label className="flex cursor-pointer items-center gap-2 text-sm font-medium">
              <input
                type="checkbox"
                className="checkbox checkbox-sm checkbox-primary"
                checked={template.status}
                onChange={(event) =>
                  setTemplate(name, {
                    status: event.target.checked,
                    ...(event.target.checked && !template.code
                      ? { code: language?.codeTemplate || language?.template || '' }
                      : {}),
                  })
                }
              />
              {t('form.templateFor', { language: name })}
            </label>
            {template.status && (
              <div className="mt-2">
                <CodeEditor
                  value={template.code}
                  onChange={(code) => setTemplate(name, { code })}
                  language={name}
                  contentType={language?.contentType}
                  theme={defaultEditorTheme(pageTheme)}
                  minHeight="160px"
                  maxHeight="420px"
                  ariaLabel={t('form.templateFor', { language: name })}
                  className="rounded-box border border-base-300"
                />
              </div>
            )}
          </div>
        );
      })}
    </div>
  );
}
