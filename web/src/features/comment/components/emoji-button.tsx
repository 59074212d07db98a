import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SmileIcon } from './comment-icons';

const EmojiPickerPanel = lazy(() => import('./emoji-picker-panel'));

/** The smiley under a comment box: opens the emoji picker, which is downloaded on first open. */
export function EmojiButton({ onPick }: { onPick: (emoji: string) => void }) {
  const { t } = useTranslation('comment');
  const [open, setOpen] = useState(false);
  const boxRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!boxRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <div ref={boxRef} className="relative">
      <button
        type="button"
        className="btn btn-ghost btn-sm btn-square"
        aria-label={t('editor.emoji')}
        title={t('editor.emoji')}
        aria-expanded={open}
        aria-haspopup="dialog"
        onClick={() => setOpen((value) => !value)}
      >
        <SmileIcon size={18} />
      </button>
      {open && (
        <div
          role="dialog"
          aria-label={t('editor.emoji')}
          className="absolute top-full left-0 z-30 mt-2 rounded-box shadow-lg"
        >
          <Suspense fallback={<div className="skeleton h-[360px] w-[min(320px,calc(100vw-2rem))]" />}>
            <EmojiPickerPanel
              onPick={(emoji) => {
                onPick(emoji);
                setOpen(false);
              }}
            />
          </Suspense>
        </div>
      )}
    </div>
  );
}
