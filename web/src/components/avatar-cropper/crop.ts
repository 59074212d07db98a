/**
 * Square crop of an image shown in a square viewport: the image always covers the viewport,
 * `zoom` ≥ 1 enlarges it, and `offsetX/Y` move its centre away from the viewport's centre.
 */
export interface CropState {
  zoom: number;
  offsetX: number;
  offsetY: number;
}

export interface ImageSize {
  width: number;
  height: number;
}

export const AVATAR_OUTPUT_SIZE = 200;
export const MAX_ZOOM = 4;

/** Pixels on screen per pixel of the image. */
export const displayScale = (image: ImageSize, viewport: number, zoom: number) =>
  (viewport / Math.min(image.width, image.height)) * zoom;

/** Keeps the viewport fully covered: the image may not be dragged past its own edges. */
export function clampCrop(state: CropState, image: ImageSize, viewport: number): CropState {
  const zoom = Math.min(Math.max(state.zoom, 1), MAX_ZOOM);
  const scale = displayScale(image, viewport, zoom);
  const maxX = Math.max(0, (image.width * scale - viewport) / 2);
  const maxY = Math.max(0, (image.height * scale - viewport) / 2);
  return {
    zoom,
    offsetX: Math.min(Math.max(state.offsetX, -maxX), maxX),
    offsetY: Math.min(Math.max(state.offsetY, -maxY), maxY),
  };
}

/** The square of the original image that the viewport shows, in image pixels. */
export function sourceRect(state: CropState, image: ImageSize, viewport: number) {
  const scale = displayScale(image, viewport, state.zoom);
  const size = viewport / scale;
  return {
    x: image.width / 2 - (viewport / 2 + state.offsetX) / scale,
    y: image.height / 2 - (viewport / 2 + state.offsetY) / scale,
    size,
  };
}
