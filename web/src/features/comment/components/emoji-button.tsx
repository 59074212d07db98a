import { SmileIcon } from '@web/components/icons';
import { Dropdown } from '@web/components/ui/dropdown';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';

const EmojiPickerPanel = lazy(() => import('./emoji-picker-panel'));

/** The smiley under a comment box: opens the emoji picker, which is downloaded on first open. */
export function EmojiButton({ onPick }: { onPick: (emoji: string) => void }) {
  const { t } = useTranslation('comment');
  return (
    <Dropdown
      label={<SmileIcon size={18} />}
      ariaLabel={t('editor.emoji')}
      title={t('editor.emoji')}
      buttonClassName="btn btn-ghost btn-sm btn-square"
      popup="dialog"
      panelClassName="z-30 mt-2 rounded-box shadow-lg"
    >
      {(close) => (
        <Suspense fallback={<div className="skeleton h-[360px] w-[min(320px,calc(100vw-2rem))]" />}>
          <EmojiPickerPanel
            onPick={(emoji) => {
              onPick(emoji);
              close();
            }}
          />
        </Suspense>
      )}
    </Dropdown>
  );
}
