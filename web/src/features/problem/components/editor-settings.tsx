import {
  EDITOR_FONT_SIZES,
  EDITOR_TAB_SIZES,
  EDITOR_THEMES,
  type EditorTheme,
} from '@web/components/code-editor/settings';
import { SettingsIcon } from '@web/components/icons';
import { Dropdown } from '@web/components/ui/dropdown';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

interface EditorSettingsMenuProps {
  theme: EditorTheme;
  fontSize: number;
  tabSize: number;
  onChange: (patch: { theme?: EditorTheme; fontSize?: number; tabSize?: number }) => void;
}

/** Theme, font size and tab size of the editor (spec 1 §9). */
export function EditorSettingsMenu({ theme, fontSize, tabSize, onChange }: EditorSettingsMenuProps) {
  const { t } = useTranslation('problem');
  const id = useId();
  return (
    <Dropdown
      label={<SettingsIcon size={16} />}
      ariaLabel={t('editor.settings')}
      buttonClassName="btn btn-sm btn-ghost btn-square"
      align="end"
    >
      {() => (
        <div className="w-72 space-y-3 p-3 text-sm">
          <div className="font-semibold">{t('editor.settings')}</div>
          <label className="flex items-center justify-between gap-3" htmlFor={`${id}-theme`}>
            <span>{t('editor.theme')}</span>
            <select
              id={`${id}-theme`}
              className="select select-sm w-36"
              value={theme}
              onChange={(event) => onChange({ theme: event.target.value as EditorTheme })}
            >
              {EDITOR_THEMES.map((name) => (
                <option key={name} value={name}>
                  {t(`editor.themes.${name}`)}
                </option>
              ))}
            </select>
          </label>
          <label className="flex items-center justify-between gap-3" htmlFor={`${id}-font`}>
            <span>{t('editor.fontSize')}</span>
            <select
              id={`${id}-font`}
              className="select select-sm w-36"
              value={fontSize}
              onChange={(event) => onChange({ fontSize: Number(event.target.value) })}
            >
              {EDITOR_FONT_SIZES.map((size) => (
                <option key={size} value={size}>
                  {size}px
                </option>
              ))}
            </select>
          </label>
          <label className="flex items-center justify-between gap-3" htmlFor={`${id}-tab`}>
            <span>{t('editor.tabSize')}</span>
            <select
              id={`${id}-tab`}
              className="select select-sm w-36"
              value={tabSize}
              onChange={(event) => onChange({ tabSize: Number(event.target.value) })}
            >
              {EDITOR_TAB_SIZES.map((size) => (
                <option key={size} value={size}>
                  {t('editor.spaces', { count: size })}
                </option>
              ))}
            </select>
          </label>
        </div>
      )}
    </Dropdown>
  );
}
