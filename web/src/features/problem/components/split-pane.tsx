import { storage } from '@web/lib/storage';
import { type KeyboardEvent, type PointerEvent, type ReactNode, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

const STORAGE_KEY = 'problem:splitPercent';
const MIN = 25;
const MAX = 75;
const DEFAULT = 50;

const clamp = (value: number) => Math.min(MAX, Math.max(MIN, value));

function readStored(): number {
  const value = Number(storage.get(STORAGE_KEY));
  return Number.isFinite(value) && value > 0 ? clamp(value) : DEFAULT;
}

/** Two columns with a draggable (and keyboard-movable) divider; the width is remembered. */
export function SplitPane({ left, right }: { left: ReactNode; right: ReactNode }) {
  const { t } = useTranslation('problem');
  const [percent, setPercent] = useState(readStored);
  const [dragging, setDragging] = useState(false);
  const boxRef = useRef<HTMLDivElement>(null);

  const commit = (value: number) => {
    const next = clamp(value);
    setPercent(next);
    storage.set(STORAGE_KEY, next.toFixed(1));
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    event.preventDefault();
    event.currentTarget.setPointerCapture(event.pointerId);
    setDragging(true);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (!dragging || !boxRef.current) return;
    const box = boxRef.current.getBoundingClientRect();
    setPercent(clamp(((event.clientX - box.left) / box.width) * 100));
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    if (!dragging) return;
    event.currentTarget.releasePointerCapture(event.pointerId);
    setDragging(false);
    commit(percent);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'ArrowLeft') commit(percent - 2);
    else if (event.key === 'ArrowRight') commit(percent + 2);
    else if (event.key === 'Home') commit(DEFAULT);
    else return;
    event.preventDefault();
  };

  return (
    <div
      ref={boxRef}
      className={`flex h-full min-h-0 w-full ${dragging ? 'cursor-col-resize select-none' : ''}`}
    >
      <div className="h-full min-w-0 overflow-hidden" style={{ width: `${percent}%` }}>
        {left}
      </div>
      {/* biome-ignore lint/a11y/useSemanticElements: a focusable separator is the ARIA pattern for splitters */}
      <div
        role="separator"
        aria-orientation="vertical"
        aria-label={t('detail.resize')}
        aria-valuemin={MIN}
        aria-valuemax={MAX}
        aria-valuenow={Math.round(percent)}
        tabIndex={0}
        className={`group relative z-10 w-1.5 shrink-0 cursor-col-resize bg-base-300 transition-colors hover:bg-primary/60 focus-visible:bg-primary focus-visible:outline-none ${dragging ? 'bg-primary' : ''}`}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerUp}
        onDoubleClick={() => commit(DEFAULT)}
        onKeyDown={onKeyDown}
      >
        <span className="absolute top-1/2 left-1/2 h-8 w-0.5 -translate-x-1/2 -translate-y-1/2 rounded bg-base-content/30" />
      </div>
      <div className="h-full min-w-0 flex-1 overflow-hidden">{right}</div>
    </div>
  );
}
