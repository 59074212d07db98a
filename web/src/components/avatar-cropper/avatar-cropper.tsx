// daisyUI's range styles ride with the pages that use them, not every page's stylesheet (web/src/styles/index.css).
import 'daisyui/components/range.css';
import { Modal } from '@web/components/ui/modal';
import { type PointerEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AVATAR_OUTPUT_SIZE, type CropState, clampCrop, displayScale, MAX_ZOOM, sourceRect } from './crop';

const VIEWPORT = 240;

/** The texts around the crop area, in the caller's words (its own namespace). */
export interface AvatarCropperLabels {
  title: string;
  confirm: string;
  zoom: string;
  hint: string;
  unreadable: string;
}

export interface AvatarCropperProps {
  file: File;
  labels: AvatarCropperLabels;
  busy: boolean;
  onCancel: () => void;
  onCropped: (png: Blob) => void;
}

/** Drag to move, slide or scroll to zoom; the visible square becomes a 200×200 PNG. */
export function AvatarCropper({ file, labels, busy, onCancel, onCropped }: AvatarCropperProps) {
  const { t } = useTranslation();
  const [image, setImage] = useState<HTMLImageElement | null>(null);
  const [failed, setFailed] = useState(false);
  const [crop, setCrop] = useState<CropState>({ zoom: 1, offsetX: 0, offsetY: 0 });
  const dragFrom = useRef<{ x: number; y: number; crop: CropState } | null>(null);

  useEffect(() => {
    const url = URL.createObjectURL(file);
    const img = new Image();
    let current = true;
    // Revoking the URL makes a still-loading image fail; only the live effect may report.
    img.onload = () => current && setImage(img);
    img.onerror = () => current && setFailed(true);
    img.src = url;
    return () => {
      current = false;
      URL.revokeObjectURL(url);
    };
  }, [file]);

  const size = image ? { width: image.naturalWidth, height: image.naturalHeight } : null;
  const update = (next: CropState) => size && setCrop(clampCrop(next, size, VIEWPORT));

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    event.currentTarget.setPointerCapture(event.pointerId);
    dragFrom.current = { x: event.clientX, y: event.clientY, crop };
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const from = dragFrom.current;
    if (!from) return;
    update({
      ...from.crop,
      offsetX: from.crop.offsetX + event.clientX - from.x,
      offsetY: from.crop.offsetY + event.clientY - from.y,
    });
  };

  const confirm = () => {
    if (!image || !size) return;
    const rect = sourceRect(crop, size, VIEWPORT);
    const canvas = document.createElement('canvas');
    canvas.width = AVATAR_OUTPUT_SIZE;
    canvas.height = AVATAR_OUTPUT_SIZE;
    const ctx = canvas.getContext('2d');
    if (!ctx) return;
    ctx.drawImage(image, rect.x, rect.y, rect.size, rect.size, 0, 0, AVATAR_OUTPUT_SIZE, AVATAR_OUTPUT_SIZE);
    canvas.toBlob((blob) => blob && onCropped(blob), 'image/png');
  };

  const scale = size ? displayScale(size, VIEWPORT, crop.zoom) : 1;

  return (
    <Modal
      open
      onClose={onCancel}
      closeOnBackdrop={false}
      width={360}
      title={labels.title}
      footer={
        <>
          <button type="button" className="btn" onClick={onCancel}>
            {t('actions.cancel')}
          </button>
          <button type="button" className="btn btn-primary" disabled={!image || busy} onClick={confirm}>
            {busy && <span className="loading loading-spinner loading-sm" />}
            {labels.confirm}
          </button>
        </>
      }
    >
      {failed ? (
        <p role="alert" className="text-error">
          {labels.unreadable}
        </p>
      ) : (
        <div className="flex flex-col items-center gap-4">
          <div
            className="relative cursor-move touch-none overflow-hidden rounded-full bg-base-200 ring-2 ring-primary"
            style={{ width: VIEWPORT, height: VIEWPORT }}
            onPointerDown={onPointerDown}
            onPointerMove={onPointerMove}
            onPointerUp={() => {
              dragFrom.current = null;
            }}
            onWheel={(event) => update({ ...crop, zoom: crop.zoom * (event.deltaY < 0 ? 1.1 : 0.9) })}
          >
            {image && size && (
              <img
                src={image.src}
                alt=""
                draggable={false}
                className="pointer-events-none absolute max-w-none select-none"
                style={{
                  width: size.width * scale,
                  height: size.height * scale,
                  left: VIEWPORT / 2 + crop.offsetX - (size.width * scale) / 2,
                  top: VIEWPORT / 2 + crop.offsetY - (size.height * scale) / 2,
                }}
              />
            )}
          </div>
          <label className="flex w-full items-center gap-3 text-sm">
            {labels.zoom}
            <input
              type="range"
              className="range range-sm range-primary flex-1"
              min={1}
              max={MAX_ZOOM}
              step={0.01}
              value={crop.zoom}
              onChange={(event) => update({ ...crop, zoom: Number(event.target.value) })}
            />
          </label>
          <p className="text-xs opacity-70">{labels.hint}</p>
        </div>
      )}
    </Modal>
  );
}
