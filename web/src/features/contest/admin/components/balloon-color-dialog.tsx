import { Modal } from '@web/components/ui/modal';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** HOJ's predefined balloon colours. */
export const BALLOON_COLORS = ['#ff4500', '#ff8c00', '#ffd700', '#90ee90', '#00ced1', '#1e90ff', '#c71585'];

/** Picks a problem's balloon colour: a predefined one or any other. */
export function BalloonColorDialog({
  title,
  initial,
  busy,
  onSave,
  onClose,
}: {
  title: string;
  initial: string | null;
  busy: boolean;
  onSave: (color: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('contestAdmin');
  // A colour input only takes #rrggbb.
  const [color, setColor] = useState(
    initial && /^#[0-9a-f]{6}$/i.test(initial) ? initial : BALLOON_COLORS[0]!,
  );
  return (
    <Modal
      open
      onClose={onClose}
      title={title}
      width={380}
      footer={
        <>
          <button type="button" className="btn btn-ghost" onClick={onClose}>
            {t('common:actions.cancel')}
          </button>
          <button type="button" className="btn btn-primary" disabled={busy} onClick={() => onSave(color)}>
            {busy && <span className="loading loading-spinner loading-sm" />}
            {t('common:actions.save')}
          </button>
        </>
      }
    >
      <div className="flex flex-col gap-3">
        <fieldset className="flex flex-wrap gap-2" aria-label={t('problems.presetColors')}>
          {BALLOON_COLORS.map((preset) => (
            <button
              key={preset}
              type="button"
              aria-pressed={color === preset}
              aria-label={preset}
              className={`h-8 w-8 rounded-full border-2 ${color === preset ? 'border-base-content' : 'border-transparent'}`}
              style={{ background: preset }}
              onClick={() => setColor(preset)}
            />
          ))}
        </fieldset>
        <label className="flex items-center gap-3 text-sm">
          {t('problems.customColor')}
          <input
            type="color"
            className="h-8 w-12 cursor-pointer rounded border border-base-300 bg-transparent"
            value={color}
            onChange={(event) => setColor(event.target.value)}
          />
          <code className="text-xs">{color}</code>
        </label>
      </div>
    </Modal>
  );
}
