import { ArrowRightIcon, CheckIcon, CloseIcon, RefreshIcon } from '@web/components/icons';
import { type PointerEvent as ReactPointerEvent, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  PIECE_SIZE,
  PUZZLE,
  type PuzzleTarget,
  type PuzzleVerdict,
  pieceLeft,
  randomTarget,
  verifySlide,
} from '../lib/slide-puzzle';

const { pieceLength: l, radius: r, width: W, height: H, handle: HANDLE } = PUZZLE;
const RESULT_PAUSE_MS = 1000;

function piecePath(ctx: CanvasRenderingContext2D, x: number, y: number) {
  const PI = Math.PI;
  ctx.beginPath();
  ctx.moveTo(x, y);
  ctx.arc(x + l / 2, y - r + 2, r, 0.72 * PI, 2.26 * PI);
  ctx.lineTo(x + l, y);
  ctx.arc(x + l + r - 2, y + l / 2, r, 1.21 * PI, 2.78 * PI);
  ctx.lineTo(x + l, y + l);
  ctx.lineTo(x, y + l);
  ctx.arc(x + r - 2, y + l / 2, r + 0.4, 2.76 * PI, 1.24 * PI, true);
  ctx.lineTo(x, y);
}

/** A fresh abstract picture each time, so there is no image to fetch and none to memorise. */
function paintPattern(ctx: CanvasRenderingContext2D) {
  const hue = Math.random() * 360;
  const gradient = ctx.createLinearGradient(0, 0, W, H);
  gradient.addColorStop(0, `hsl(${hue} 70% 55%)`);
  gradient.addColorStop(1, `hsl(${(hue + 120) % 360} 70% 45%)`);
  ctx.fillStyle = gradient;
  ctx.fillRect(0, 0, W, H);
  for (let i = 0; i < 18; i++) {
    ctx.fillStyle = `hsl(${(hue + Math.random() * 240) % 360} 80% ${40 + Math.random() * 35}% / 0.55)`;
    const x = Math.random() * W;
    const y = Math.random() * H;
    const size = 8 + Math.random() * 34;
    ctx.beginPath();
    if (i % 3 === 0) ctx.arc(x, y, size / 2, 0, Math.PI * 2);
    else if (i % 3 === 1) ctx.rect(x, y, size, size * 0.6);
    else {
      ctx.moveTo(x, y);
      ctx.lineTo(x + size, y + size / 2);
      ctx.lineTo(x - size / 3, y + size);
    }
    ctx.fill();
  }
}

function drawPuzzle(canvas: HTMLCanvasElement, block: HTMLCanvasElement, target: PuzzleTarget) {
  const ctx = canvas.getContext('2d');
  const blockCtx = block.getContext('2d', { willReadFrequently: true });
  if (!ctx || !blockCtx) return;
  const picture = document.createElement('canvas');
  picture.width = W;
  picture.height = H;
  const pictureCtx = picture.getContext('2d');
  if (!pictureCtx) return;
  paintPattern(pictureCtx);

  ctx.clearRect(0, 0, W, H);
  ctx.drawImage(picture, 0, 0);
  piecePath(ctx, target.x, target.y);
  ctx.fillStyle = 'rgba(255, 255, 255, 0.75)';
  ctx.fill();

  block.width = W;
  blockCtx.clearRect(0, 0, W, H);
  blockCtx.save();
  piecePath(blockCtx, target.x, target.y);
  blockCtx.clip();
  blockCtx.drawImage(picture, 0, 0);
  blockCtx.restore();
  piecePath(blockCtx, target.x, target.y);
  blockCtx.lineWidth = 2;
  blockCtx.strokeStyle = 'rgba(255, 255, 255, 0.9)';
  blockCtx.stroke();
  const top = target.y - r * 2 - 1;
  const piece = blockCtx.getImageData(target.x - 3, top, PIECE_SIZE, PIECE_SIZE);
  block.width = PIECE_SIZE;
  blockCtx.putImageData(piece, 0, top);
}

type State = 'idle' | 'dragging' | PuzzleVerdict;

export interface SlidePuzzleProps {
  onSuccess: () => void;
}

/** Spec 1 §4: the slide verification required after five failed logins. */
export function SlidePuzzle({ onSuccess }: SlidePuzzleProps) {
  const { t } = useTranslation('auth');
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const blockRef = useRef<HTMLCanvasElement>(null);
  const targetRef = useRef<PuzzleTarget>(randomTarget());
  const drag = useRef({ startX: 0, startY: 0, startedAt: 0, trail: [] as number[] });
  const [offset, setOffset] = useState(0);
  const [state, setState] = useState<State>('idle');
  const [seconds, setSeconds] = useState(0);

  const reset = useCallback(() => {
    targetRef.current = randomTarget();
    setOffset(0);
    setState('idle');
    if (canvasRef.current && blockRef.current)
      drawPuzzle(canvasRef.current, blockRef.current, targetRef.current);
  }, []);

  useEffect(() => reset(), [reset]);

  useEffect(() => {
    if (state === 'idle' || state === 'dragging') return;
    const timer = setTimeout(state === 'solved' ? onSuccess : reset, RESULT_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [state, onSuccess, reset]);

  const onPointerDown = (event: ReactPointerEvent<HTMLButtonElement>) => {
    if (state !== 'idle') return;
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { startX: event.clientX, startY: event.clientY, startedAt: performance.now(), trail: [] };
    setState('dragging');
  };

  const onPointerMove = (event: ReactPointerEvent<HTMLButtonElement>) => {
    if (state !== 'dragging') return;
    const moved = Math.min(Math.max(event.clientX - drag.current.startX, 0), W - HANDLE);
    drag.current.trail.push(event.clientY - drag.current.startY);
    setOffset(moved);
  };

  const onPointerUp = () => {
    if (state !== 'dragging') return;
    setSeconds((performance.now() - drag.current.startedAt) / 1000);
    setState(verifySlide(pieceLeft(offset), targetRef.current.x - 3, drag.current.trail));
  };

  const trackClass =
    state === 'solved'
      ? 'border-success bg-success/15'
      : state === 'missed' || state === 'robot'
        ? 'border-error bg-error/15'
        : 'border-base-300 bg-base-200';

  return (
    <div className="mx-auto select-none" style={{ width: W }}>
      <div className="relative overflow-hidden rounded" style={{ width: W, height: H }}>
        <div aria-hidden="true">
          <canvas ref={canvasRef} width={W} height={H} />
          <canvas
            ref={blockRef}
            width={PIECE_SIZE}
            height={H}
            className="absolute top-0"
            style={{ left: pieceLeft(offset) }}
          />
        </div>
        <button
          type="button"
          className="btn btn-xs btn-circle btn-ghost absolute top-1 right-1 bg-base-100/70"
          aria-label={t('puzzle.refresh')}
          onClick={reset}
        >
          <RefreshIcon size={14} />
        </button>
      </div>
      <div className={`relative mt-2 h-10 rounded border ${trackClass}`}>
        <div
          className="absolute inset-y-0 left-0 rounded-l bg-primary/20"
          style={{ width: offset + HANDLE }}
          aria-hidden="true"
        />
        <span
          className="absolute inset-0 flex items-center justify-center text-sm opacity-70"
          aria-live="polite"
        >
          {state === 'solved'
            ? t('puzzle.solved', { seconds: seconds.toFixed(1) })
            : state === 'robot'
              ? t('puzzle.robot')
              : state === 'missed'
                ? t('puzzle.missed')
                : offset === 0
                  ? t('puzzle.hint')
                  : ''}
        </span>
        <button
          type="button"
          className={`btn btn-sm absolute top-0 h-full min-h-0 touch-none rounded ${
            state === 'solved'
              ? 'btn-success'
              : state === 'missed' || state === 'robot'
                ? 'btn-error'
                : 'btn-primary'
          }`}
          style={{ left: offset, width: HANDLE }}
          aria-label={t('puzzle.hint')}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
          onPointerCancel={onPointerUp}
        >
          {state === 'solved' ? (
            <CheckIcon />
          ) : state === 'missed' || state === 'robot' ? (
            <CloseIcon />
          ) : (
            <ArrowRightIcon />
          )}
        </button>
      </div>
    </div>
  );
}
